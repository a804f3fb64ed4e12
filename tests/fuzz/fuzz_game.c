/* fuzz_game.c — the game fed arbitrary action sequences at arbitrary seeds, depths and options.
   The input's first bytes choose a valid start (generator, mode, width, depth 1..999, seed,
   LevelMap options), the rest are actions: mostly the game's keys, sometimes any int at all.
   After every action: a valid key gives a result (an OR of DELVE_GAME_* flags), anything else
   DELVE_ERR_ACTION with nothing changed; the player is inside the map, on a walkable cell, drawn
   there; every map cell of the screen is a known glyph in a known colour; the status row shows
   the real figures; depth, turns and gold never go down. ASan and UBSan see every access. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "delve.h"
#include "fuzz_input.h"
#include "test_game_util.h"

static const char keys[] = "hjklyubnHJKLYUBNs>.i ";
static void check_screen(const delve_game *g, const delve_game_state *s)
{
    const char *problem = tg_screen_problem(g, s);
    if (problem)
        fprintf(stderr, "%s\n", problem);
    FUZZ_CHECK(!problem);
    FUZZ_CHECK(strlen(s->message) < DELVE_GAME_MESSAGE_MAX);
}

/* A percentage option: 0 (default), DELVE_NONE (0 %) or 1..100. */
static int percent(unsigned b)
{
    return b % 3 == 0 ? 0 : b % 3 == 1 ? DELVE_NONE : 1 + (int)(b % 100);
}

/* A LevelMap game's options from the input, each within its range for the columns. */
static void fill_levelmap(delve_game_levelmap_options *lm, unsigned flags, unsigned w, unsigned h,
                          int cols, fuzz_input *in)
{
    lm->width = w < 64 ? 0 : 9 + (int)(w % (unsigned)(cols - 8));      /* 0 or 9..cols */
    lm->height = h < 64 ? 0 : 9 + (int)(h % (cols == 40 ? 13u : 14u)); /* 0 or 9..22 (21) */
    lm->corridor = percent(fuzz_byte(in));
    lm->combined = percent(fuzz_byte(in));
    lm->cellsize = (int)(flags >> 4 & 3);
    lm->natural = flags >> 6 & 1;
    lm->no_doors = flags >> 7;
    lm->voids = w & 1;
    lm->entrances = (int)(h % 5);
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
    opt.rules = DELVE_RULES_EXPLORE; /* the original's game: fuzz_original.c */
    opt.generator = flags & 1 ? DELVE_GEN_LEVELMAP : DELVE_GEN_ROGUE;
    opt.cols = (flags >> 2) & 1 ? 40 : flags & 8 ? 80 : 0;
    cols = opt.cols ? opt.cols : 80;
    opt.depth = (int)((fuzz_byte(&in) | fuzz_byte(&in) << 8) % (DELVE_DEPTH_MAX + 1));
    seed = fuzz_u32(&in);
    if (opt.generator == DELVE_GEN_ROGUE) /* each generator's own options only */
        opt.mode = (flags >> 1) & 1 ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
    else
        fill_levelmap(&opt.levelmap, flags, w, h, cols, &in);
    if (opt.generator == DELVE_GEN_ROGUE && (w & 6) == 6) { /* a replay of an original game */
        opt.dos = 1 + (int)(seed % DELVE_DOS_MAX);
        opt.depth = 0;
    }

    st = delve_game_start(&g, seed, &opt);
    if (st != DELVE_OK)
        fprintf(stderr, "start: %s\n", delve_status_message(st));
    FUZZ_CHECK(st == DELVE_OK);
    FUZZ_CHECK(delve_game_get_state(&g, &prev) == DELVE_OK);
    FUZZ_CHECK(tg_hero_walkable(&g, &prev));
    check_screen(&g, &prev);

    while (fuzz_more(&in)) {
        unsigned b = fuzz_byte(&in);
        int action = b < 0xF0 ? keys[b % (sizeof keys - 1)] : fuzz_int(&in);
        /* an action, or while the pack is listed any lower-case letter (it brings the map back) */
        int valid = (action > 0 && action < 256 && strchr(keys, action) != NULL) ||
                    (prev.inventory && action >= 'a' && action <= 'z');
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
        /* moved means somewhere else, except that a teleport trap may land on the start and a
           run may follow a loop of corridor round to it (4 steps at least) */
        if (!(r & DELVE_GAME_DESCENDED))
            FUZZ_CHECK((r & DELVE_GAME_MOVED)
                           ? (s.x != prev.x || s.y != prev.y) || (r & DELVE_GAME_TRAPPED) ||
                                 (isupper(action) && s.turns >= prev.turns + 4)
                           : s.x == prev.x && s.y == prev.y);
        FUZZ_CHECK(tg_hero_walkable(&g, &s));
        check_screen(&g, &s);
        prev = s;
    }
    return 0;
}
