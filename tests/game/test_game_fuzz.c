/* test_game_fuzz.c — random play: thousands of random key sequences over many seeds, depths,
   both modes, both widths and both generators. After every action: no error, the player on a
   walkable cell and drawn there, every screen byte a known glyph and colour, the status rows
   showing the real figures; a replay of the same keys gives the same screens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_game_util.h"

#define SEQUENCES 2400
#define ACTIONS 120

static delve_game g, replay;

static const char keys[] = "hjklyubnHJKLYUBNs>.i ";

static int screen_ok(const delve_game *gp, const delve_game_state *s)
{
    char row[DELVE_GAME_COLS + 1], want[2 * DELVE_GAME_COLS];
    int cols = delve_game_cols(gp);
    if (tg_screen_problem(gp, s))
        return 0;
    if (s->inventory) /* the list screen has no message row */
        return 1;
    tg_row(gp, 0, row);
    snprintf(want, sizeof want, "%.*s", cols, s->message);
    return strncmp(row, want, strlen(row)) == 0;
}

int main(void)
{
    uint32_t r = 2024;
    int seq, total = 0, descents = 0;
    int sequences = (int)check_scaled(SEQUENCES);
    for (seq = 0; seq < sequences; seq++) {
        delve_game_options opt;
        char acts[ACTIONS];
        delve_game_state s, prev;
        int i, ok = 1;
        memset(&opt, 0, sizeof opt);
        opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
        opt.generator = seq % 4 == 3 ? DELVE_GEN_LEVELMAP : DELVE_GEN_ROGUE;
        opt.depth = 1 + (seq * 7) % 40;
        opt.cols = (seq / 8) % 2 ? 40 : 80;
        if (opt.generator == DELVE_GEN_ROGUE) { /* each generator's own options only */
            opt.mode = (seq / 4) % 2 ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
        } else {
            opt.levelmap.no_doors = seq % 12 == 11;
            opt.levelmap.voids = seq % 24 == 7;
            opt.levelmap.entrances = seq % 5;
        }
        if (delve_game_start(&g, (uint32_t)seq * 2654435761u, &opt) != DELVE_OK) {
            CHECK(0);
            continue;
        }
        delve_game_get_state(&g, &prev);
        for (i = 0; i < ACTIONS; i++) {
            int res;
            r = r * 1103515245u + 12345u;
            acts[i] = keys[(r >> 16) % (sizeof keys - 1)];
            res = delve_game_act(&g, acts[i]);
            delve_game_get_state(&g, &s);
            ok &= res >= 0 && res < 256;
            ok &= tg_hero_walkable(&g, &s) && screen_ok(&g, &s);
            ok &= s.turns >= prev.turns && s.depth >= prev.depth && s.gold >= prev.gold;
            ok &= !(res & DELVE_GAME_DESCENDED) == (s.depth == prev.depth);
            descents += s.depth > prev.depth;
            prev = s;
            total++;
        }
        CHECK(ok);
        CHECK(delve_game_start(&replay, (uint32_t)seq * 2654435761u, &opt) == DELVE_OK);
        for (i = 0; i < ACTIONS; i++)
            delve_game_act(&replay, acts[i]);
        CHECK(memcmp(g.chars, replay.chars, sizeof g.chars) == 0);
        CHECK(memcmp(g.attrs, replay.attrs, sizeof g.attrs) == 0);
    }
    /* 168 at full scale; a few sequences (under valgrind) may see none */
    CHECK(descents >= 20 * sequences / SEQUENCES);
    printf("%d actions, %d descents\n", total, descents);
    return check_done("test_game_fuzz", "random play");
}
