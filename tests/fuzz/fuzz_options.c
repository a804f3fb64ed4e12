/* fuzz_options.c — arbitrary option structs (and NULL pointers) into delve_rogue_generate,
   delve_levelmap_generate and delve_game_start. Each call either returns an error status, the
   same one the matching *_check_options gives, with a message that names it, or succeeds with a
   level passing the checkers the property tests use (tests/rogue/check_rogue.c, tests/levelmap/levelmap_check.c)
   and whose JSON and drawing fit their documented sizes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check_rogue.h"
#include "delve.h"
#include "fuzz_input.h"
#include "levelmap_check.h"

static void check_status(int st)
{
    FUZZ_CHECK(st <= 0);
    FUZZ_CHECK(strcmp(delve_status_message(st), "unknown status code") != 0);
}

/* The JSON a function gives for a level: sized with cap 0, then written whole, one object. */
static void check_json(size_t (*json)(const void *, char *, size_t), const void *level)
{
    size_t n = json(level, NULL, 0), again;
    char *text = malloc(n + 1), small[8];
    FUZZ_CHECK(text != NULL && n > 2);
    again = json(level, text, n + 1);
    FUZZ_CHECK(again == n && strlen(text) == n && text[0] == '{' && text[n - 1] == '}');
    FUZZ_CHECK(json(level, small, sizeof small) == n && small[sizeof small - 1] == '\0');
    free(text);
}

static size_t rogue_json(const void *lv, char *buf, size_t cap)
{
    return delve_rogue_json(lv, buf, cap);
}

static size_t levelmap_json(const void *map, char *buf, size_t cap)
{
    return delve_levelmap_json(map, buf, cap);
}

static void fuzz_rogue(fuzz_input *in, uint32_t seed)
{
    static delve_rogue_level lv;
    static unsigned char screen[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
    delve_rogue_options opt;
    const char *err;
    int st, checked;
    opt.depth = fuzz_int(in);
    opt.mode = fuzz_int(in);
    opt.cols = fuzz_int(in);
    opt.dos = fuzz_int(in);
    checked = delve_rogue_check_options(&opt);
    st = delve_rogue_generate(seed, &opt, &lv);
    check_status(st);
    FUZZ_CHECK(st == checked);
    FUZZ_CHECK(delve_rogue_generate(seed, &opt, NULL) == DELVE_ERR_NULL);
    if (st != DELVE_OK)
        return;
    FUZZ_CHECK(lv.depth == (opt.depth ? opt.depth : 1) && lv.cols == (opt.cols ? opt.cols : 80));
    err = check_rogue_level(&lv);
    if (err)
        fprintf(stderr, "rogue seed %u depth %d mode %d cols %d: %s\n", seed, opt.depth, opt.mode,
                opt.cols, err);
    FUZZ_CHECK(err == NULL);
    delve_rogue_draw(&lv, screen);
    check_json(rogue_json, &lv);
}

/* The mask the engine uses for a connected/edges option (0 = default, DELVE_NONE = 0). */
static unsigned mask_of(int option, unsigned def)
{
    return option == DELVE_NONE ? 0u : option ? (unsigned)option : def;
}

static void fuzz_levelmap(fuzz_input *in, uint32_t seed)
{
    static delve_levelmap map, base;
    static unsigned char glyphs[DELVE_LEVELMAP_MAX_BLOCKS];
    delve_levelmap_options opt, plain;
    const char *err = NULL;
    int st, checked, n, k;
    opt.width = fuzz_int(in);
    opt.height = fuzz_int(in);
    opt.corridor = fuzz_int(in);
    opt.combined = fuzz_int(in);
    opt.cellsize = fuzz_int(in);
    opt.natural = fuzz_int(in);
    opt.no_doors = fuzz_int(in);
    opt.voids = fuzz_int(in);
    opt.entrances = fuzz_int(in);
    opt.textures = fuzz_int(in);
    opt.connected = fuzz_int(in);
    opt.edges = fuzz_int(in);
    checked = delve_levelmap_check_options(&opt);
    st = delve_levelmap_generate(seed, &opt, &map);
    check_status(st);
    FUZZ_CHECK(st == checked);
    FUZZ_CHECK(delve_levelmap_generate(seed, &opt, NULL) == DELVE_ERR_NULL);
    if (st != DELVE_OK)
        return;
    FUZZ_CHECK(map.width >= DELVE_LEVELMAP_MIN_SIDE && map.width <= DELVE_LEVELMAP_MAX_SIDE);
    FUZZ_CHECK(map.height >= DELVE_LEVELMAP_MIN_SIDE && map.height <= DELVE_LEVELMAP_MAX_SIDE);
    FUZZ_CHECK(!opt.width || map.width == opt.width);
    FUZZ_CHECK(!opt.height || map.height == opt.height);
    FUZZ_CHECK(map.entrances >= 0 &&
               map.entrances <= (opt.entrances == DELVE_NONE ? 0 : opt.entrances));
    n = map.width * map.height;
    for (k = n; k < DELVE_LEVELMAP_MAX_BLOCKS; k++)
        FUZZ_CHECK(map.blocks[k] == 0);
    for (k = 0; k < n; k++)
        FUZZ_CHECK(DELVE_LM_TYPE(map.blocks[k]) <= 3 && (opt.textures || !(map.blocks[k] & 15)));
    FUZZ_CHECK(lm_walkable_connected(map.blocks, map.width, map.height));

    /* The same level before its optional steps, then each step alone against it. */
    plain = opt;
    plain.voids = plain.entrances = plain.textures = 0;
    FUZZ_CHECK(delve_levelmap_generate(seed, &plain, &base) == DELVE_OK);
    FUZZ_CHECK(base.width == map.width && base.height == map.height);
    err = lm_check_generated(base.blocks, base.width, base.height);
    if (!err && opt.voids && !opt.entrances && !opt.textures)
        err = lm_check_openvoids(base.blocks, map.blocks, map.width, map.height);
    if (!err && opt.textures && !opt.voids && !opt.entrances)
        err = lm_check_textures(base.blocks, map.blocks, map.width, map.height,
                                mask_of(opt.connected, DELVE_LM_CONNECTED_DEFAULT),
                                mask_of(opt.edges, DELVE_LM_EDGES_DEFAULT));
    if (err)
        fprintf(stderr, "levelmap seed %u %dx%d: %s\n", seed, opt.width, opt.height, err);
    FUZZ_CHECK(err == NULL);
    delve_levelmap_draw(&map, glyphs);
    check_json(levelmap_json, &map);
}

static void fuzz_game(fuzz_input *in, uint32_t seed)
{
    static delve_game g;
    delve_game_options opt;
    delve_game_state s;
    static const char *const names[] = {
        NULL,        "",    "Rodney", "Abcdefghijklmnopqrstuvw", "Abcdefghijklmnopqrstuvwx",
        "tab\there", "\xff"};
    int st, checked, r;
    memset(&opt, 0, sizeof opt);
    opt.generator = fuzz_int(in);
    opt.dos = fuzz_int(in);
    opt.name = names[fuzz_byte(in) % (sizeof names / sizeof names[0])];
    opt.fruit = names[fuzz_byte(in) % (sizeof names / sizeof names[0])];
    opt.depth = fuzz_int(in);
    opt.mode = fuzz_int(in);
    opt.cols = fuzz_int(in);
    opt.levelmap.width = fuzz_int(in);
    opt.levelmap.height = fuzz_int(in);
    opt.levelmap.corridor = fuzz_int(in);
    opt.levelmap.combined = fuzz_int(in);
    opt.levelmap.cellsize = fuzz_int(in);
    opt.levelmap.natural = fuzz_int(in);
    opt.levelmap.no_doors = fuzz_int(in);
    opt.levelmap.voids = fuzz_int(in);
    opt.levelmap.entrances = fuzz_int(in);
    opt.screen = fuzz_int(in);
    opt.credits = fuzz_int(in);
    opt.macro = fuzz_byte(in) & 1 ? "01234567890123456789012345678901234567890" /* 41 */
                                  : names[fuzz_byte(in) % (sizeof names / sizeof names[0])];
    opt.savefile = names[fuzz_byte(in) % (sizeof names / sizeof names[0])];
    memset(&g, fuzz_byte(in), sizeof g); /* whatever was in the caller's memory */
    checked = delve_game_check_options(&opt);
    st = delve_game_start(&g, seed, &opt);
    check_status(st);
    FUZZ_CHECK(st == checked);
    FUZZ_CHECK(delve_game_start(NULL, seed, &opt) == DELVE_ERR_NULL);
    if (st != DELVE_OK) {
        FUZZ_CHECK(delve_game_act(&g, 'l') == DELVE_ERR_NOT_STARTED);
        FUZZ_CHECK(delve_game_chars(&g) == NULL && delve_game_cols(&g) == 0);
        FUZZ_CHECK(delve_game_get_state(&g, &s) == DELVE_ERR_NOT_STARTED);
        return;
    }
    FUZZ_CHECK(delve_game_get_state(&g, &s) == DELVE_OK);
    FUZZ_CHECK(s.cols == (opt.cols ? opt.cols : 80) && s.depth == (opt.depth ? opt.depth : 1));
    FUZZ_CHECK(s.x >= 0 && s.x < s.cols && s.y >= 1 && s.y <= DELVE_GAME_MAP_ROWS);
    r = delve_game_act(&g, (int)fuzz_byte(in));
    FUZZ_CHECK(r >= 0 || r == DELVE_ERR_ACTION);
}

/* ROGUE.OPT: any bytes read as env.c reads them (a copy, so that ASan sees a read past them);
   each value NUL-ended in its buffer, the options a valid menu and screen. The same bytes, to
   their first NUL, as a clock: a seed in range, or DELVE_ERR_CLOCK. */
static void fuzz_rogue_opt(fuzz_input *in)
{
    delve_game_rogue_opt ro;
    delve_game_options opt;
    size_t n = in->size - in->pos;
    char *text = malloc(n + 1);
    int st, dos = 0;
    FUZZ_CHECK(text != NULL);
    memcpy(text, in->data + in->pos, n);
    st = delve_game_read_rogue_opt(text, n, &ro);
    text[n] = 0;
    FUZZ_CHECK(
        (delve_game_clock_seed(text, &dos) == DELVE_OK && dos >= 1 && dos <= DELVE_DOS_MAX) ||
        delve_game_clock_seed(text, &dos) == DELVE_ERR_CLOCK);
    free(text);
    FUZZ_CHECK(st == DELVE_OK || st == DELVE_ERR_ROGUE_OPT);
    FUZZ_CHECK(memchr(ro.name, 0, sizeof ro.name) && memchr(ro.scorefile, 0, sizeof ro.scorefile) &&
               memchr(ro.savefile, 0, sizeof ro.savefile) && memchr(ro.macro, 0, sizeof ro.macro) &&
               memchr(ro.fruit, 0, sizeof ro.fruit) && memchr(ro.drive, 0, sizeof ro.drive) &&
               memchr(ro.menu, 0, sizeof ro.menu) && memchr(ro.screen, 0, sizeof ro.screen));
    memset(&opt, 0, sizeof opt);
    delve_game_rogue_opt_options(&ro, &opt);
    FUZZ_CHECK(opt.menu >= DELVE_MENU_ON && opt.menu <= DELVE_MENU_OFF);
    FUZZ_CHECK(opt.screen == DELVE_SCREEN_COLOR || opt.screen == DELVE_SCREEN_BW);
    check_status(delve_game_check_options(&opt));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = fuzz_begin(data, size);
    unsigned which = fuzz_byte(&in);
    uint32_t seed = fuzz_u32(&in);
    switch (which % 5) {
    case 0: fuzz_rogue(&in, seed); break;
    case 4: fuzz_rogue_opt(&in); break;
    case 1: fuzz_levelmap(&in, seed); break;
    case 2: fuzz_game(&in, seed); break;
    default: /* NULL options mean the defaults */
    {
        static delve_rogue_level lv;
        static delve_levelmap map;
        static delve_game g;
        FUZZ_CHECK(delve_rogue_check_options(NULL) == DELVE_OK);
        FUZZ_CHECK(delve_rogue_generate(seed, NULL, &lv) == DELVE_OK);
        FUZZ_CHECK(check_rogue_level(&lv) == NULL);
        FUZZ_CHECK(delve_levelmap_generate(seed, NULL, &map) == DELVE_OK);
        FUZZ_CHECK(lm_check_generated(map.blocks, map.width, map.height) == NULL);
        FUZZ_CHECK(delve_game_start(&g, seed, NULL) == DELVE_OK);
        FUZZ_CHECK(delve_game_act(&g, 's') >= 0);
    } break;
    }
    return 0;
}
