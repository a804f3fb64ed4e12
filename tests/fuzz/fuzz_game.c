/* fuzz_game.c — the game fed arbitrary action sequences at arbitrary seeds, depths and options.
   The input's first bytes choose a valid start (generator, mode, width, depth 1..999, seed,
   LevelMap options), the rest are actions: mostly the game's keys, sometimes any int at all.
   After every action: a valid key gives a result (an OR of DELVE_GAME_* flags), anything else
   DELVE_ERR_ACTION with nothing changed; the player is inside the map, on a walkable cell, drawn
   there; every map cell of the screen is a known glyph in a known colour; the status row shows
   the real figures; depth, turns and gold never go down. ASan and UBSan see every access. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "delve.h"
#include "fuzz_input.h"
#include "test_game_util.h"

static const char keys[] = "hjklyubnHJKLYUBNs>.";
static unsigned char glyph_ok[256], attr_ok[256];

/* Every glyph the map rows may show (CP437) and every colour attribute (as test_game_fuzz.c). */
static void init_tables(void)
{
    static const unsigned char glyphs[] = {
        ' ', DELVE_CH_FLOOR, DELVE_CH_PASSAGE, DELVE_CH_DOOR, DELVE_CH_STAIRS, DELVE_CH_TRAP,
        DELVE_CH_GOLD, DELVE_CH_PLAYER, DELVE_CH_POTION, DELVE_CH_SCROLL, DELVE_CH_FOOD,
        DELVE_CH_WEAPON, DELVE_CH_ARMOR, DELVE_CH_AMULET, DELVE_CH_RING, DELVE_CH_STICK,
        0xB9, 0xCA, 0xCB, 0xCC, DELVE_LM_CH_DOOR, DELVE_LM_CH_ROCK, DELVE_LM_CH_PILLAR};
    static const unsigned char attrs[] = {7, 6, 10, 0xA0, 5, 14, 9, 4,
                                          0x70, 0x60, 0x0A, 0x50, 0xE0, 0x90, 0x40};
    size_t i;
    for (i = 0; i < 256; i++)
        glyph_ok[i] = tg_is_wall((unsigned char)i) || (i >= 'A' && i <= 'Z');
    for (i = 0; i < sizeof glyphs; i++)
        glyph_ok[glyphs[i]] = 1;
    for (i = 0; i < sizeof attrs; i++)
        attr_ok[attrs[i]] = 1;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    init_tables();
    return 0;
}

static int hero_walkable(const delve_game *g, const delve_game_state *s)
{
    if (s->generator == DELVE_GEN_ROGUE) {
        const delve_rogue_level *lv = delve_game_rogue_level(g);
        unsigned char ch;
        if (s->y < 1 || s->y > lv->rows || s->x < 0 || s->x >= lv->cols)
            return 0;
        ch = lv->chars[s->y - 1][s->x];
        return ch != ' ' && !tg_is_wall(ch) && tg_monster_at(lv, s->y, s->x) < 0;
    } else {
        const delve_game_levelmap_level *lm = &g->priv.level.lm;
        int t;
        if (s->y < 1 || s->y > lm->height || s->x < 0 || s->x >= lm->width)
            return 0;
        t = DELVE_LM_TYPE(lm->blocks[s->y - 1][s->x]);
        return t == DELVE_LM_TYPE(DELVE_LM_FLOOR) || t == DELVE_LM_TYPE(DELVE_LM_DOOR);
    }
}

static void check_screen(const delve_game *g, const delve_game_state *s)
{
    char row[DELVE_GAME_COLS + 1], want[2 * DELVE_GAME_COLS];
    const unsigned char *chars = delve_game_chars(g), *attrs = delve_game_attrs(g);
    int i, cols = delve_game_cols(g);
    FUZZ_CHECK(chars && attrs && cols == s->cols && delve_game_rows(g) == DELVE_GAME_ROWS);
    for (i = cols; i < (DELVE_GAME_MAP_ROWS + 1) * cols; i++) {
        if (!glyph_ok[chars[i]] || !attr_ok[attrs[i]])
            fprintf(stderr, "screen row %d col %d: glyph 0x%02X attribute 0x%02X\n", i / cols,
                    i % cols, chars[i], attrs[i]);
        FUZZ_CHECK(glyph_ok[chars[i]] && attr_ok[attrs[i]]);
    }
    FUZZ_CHECK(tg_char(g, s->y, s->x) == DELVE_CH_PLAYER);
    tg_row(g, 23, row);
    if (cols == 80)
        snprintf(want, sizeof want, "Level: %d  Gold: %d  Turns: %d  Seed: %u", s->depth, s->gold,
                 s->turns, s->seed);
    else
        snprintf(want, sizeof want, "Level: %d  Gold: %d  Turns: %d", s->depth, s->gold, s->turns);
    FUZZ_CHECK(strcmp(row, want) == 0);
    FUZZ_CHECK(strlen(s->message) < DELVE_GAME_MESSAGE_MAX);
}

/* A percentage option: 0 (default), DELVE_NONE (0 %) or 1..100. */
static int percent(unsigned b)
{
    return b % 3 == 0 ? 0 : b % 3 == 1 ? DELVE_NONE : 1 + (int)(b % 100);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static delve_game g;
    static unsigned char chars[sizeof g.chars], attrs[sizeof g.attrs];
    fuzz_input in = fuzz_begin(data, size);
    delve_game_options opt;
    delve_game_state s, prev;
    unsigned flags = fuzz_byte(&in), w = fuzz_byte(&in), h = fuzz_byte(&in);
    uint32_t seed;
    int cols, st;

    memset(&opt, 0, sizeof opt);
    opt.generator = flags & 1 ? DELVE_GEN_LEVELMAP : DELVE_GEN_ROGUE;
    opt.mode = (flags >> 1) & 1;
    opt.cols = (flags >> 2) & 1 ? 40 : flags & 8 ? 80 : 0;
    cols = opt.cols ? opt.cols : 80;
    opt.depth = (int)((fuzz_byte(&in) | fuzz_byte(&in) << 8) % (DELVE_DEPTH_MAX + 1));
    seed = fuzz_u32(&in);
    opt.levelmap.width = w < 64 ? 0 : 9 + (int)(w % (unsigned)(cols - 8));   /* 0 or 9..cols */
    opt.levelmap.height = h < 64 ? 0 : 9 + (int)(h % 14);                   /* 0 or 9..22 */
    opt.levelmap.corridor = percent(fuzz_byte(&in));
    opt.levelmap.combined = percent(fuzz_byte(&in));
    opt.levelmap.cellsize = (int)(flags >> 4 & 3);
    opt.levelmap.natural = flags >> 6 & 1;
    opt.levelmap.no_doors = flags >> 7;
    opt.levelmap.voids = w & 1;
    opt.levelmap.entrances = (int)(h % 5);

    st = delve_game_start(&g, seed, &opt);
    if (st != DELVE_OK)
        fprintf(stderr, "start: %s\n", delve_status_message(st));
    FUZZ_CHECK(st == DELVE_OK);
    FUZZ_CHECK(delve_game_get_state(&g, &prev) == DELVE_OK);
    FUZZ_CHECK(hero_walkable(&g, &prev));
    check_screen(&g, &prev);

    while (fuzz_more(&in)) {
        unsigned b = fuzz_byte(&in);
        int action = b < 0xF0 ? keys[b % (sizeof keys - 1)] : fuzz_int(&in);
        int valid = action > 0 && action < 256 && strchr(keys, action) != NULL;
        int r;
        memcpy(chars, g.chars, sizeof chars);
        memcpy(attrs, g.attrs, sizeof attrs);
        r = delve_game_act(&g, action);
        FUZZ_CHECK(delve_game_get_state(&g, &s) == DELVE_OK);
        if (!valid) {
            FUZZ_CHECK(r == DELVE_ERR_ACTION);
            FUZZ_CHECK(memcmp(chars, g.chars, sizeof chars) == 0);
            FUZZ_CHECK(memcmp(attrs, g.attrs, sizeof attrs) == 0);
            FUZZ_CHECK(s.x == prev.x && s.y == prev.y && s.turns == prev.turns);
            continue;
        }
        FUZZ_CHECK(r >= 0 && r < 256);
        FUZZ_CHECK(s.depth >= prev.depth && s.depth <= DELVE_DEPTH_MAX);
        FUZZ_CHECK(s.turns >= prev.turns && s.gold >= prev.gold && s.held >= 0);
        FUZZ_CHECK(!(r & DELVE_GAME_DESCENDED) == (s.depth == prev.depth));
        /* moved means somewhere else, except that a teleport trap may land on the start */
        if (!(r & DELVE_GAME_DESCENDED))
            FUZZ_CHECK((r & DELVE_GAME_MOVED) ? (s.x != prev.x || s.y != prev.y) ||
                                                    (r & DELVE_GAME_TRAPPED)
                                              : s.x == prev.x && s.y == prev.y);
        FUZZ_CHECK(hero_walkable(&g, &s));
        check_screen(&g, &s);
        prev = s;
    }
    return 0;
}
