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

static const char keys[] = "hjklyubnHJKLYUBNs>.";

/* Every glyph the map rows may show (CP437) and every colour attribute, as lookup tables. */
static unsigned char glyph_ok[256], attr_ok[256];

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

static int hero_ok(const delve_game *gp, const delve_game_state *s)
{
    if (s->generator == DELVE_GEN_ROGUE) {
        const delve_rogue_level *lv = delve_game_rogue_level(gp);
        unsigned char ch = lv->chars[s->y - 1][s->x];
        return ch != ' ' && !tg_is_wall(ch) && tg_monster_at(lv, s->y, s->x) < 0;
    } else {
        const delve_game_levelmap_level *lm = &gp->priv.level.lm;
        int t;
        if (s->y < 1 || s->y > lm->height || s->x < 0 || s->x >= lm->width)
            return 0;
        t = DELVE_LM_TYPE(lm->blocks[s->y - 1][s->x]);
        return t == DELVE_LM_TYPE(DELVE_LM_FLOOR) || t == DELVE_LM_TYPE(DELVE_LM_DOOR);
    }
}

static int screen_ok(const delve_game *gp, const delve_game_state *s)
{
    char row[DELVE_GAME_COLS + 1], want[2 * DELVE_GAME_COLS];
    const unsigned char *chars = delve_game_chars(gp), *attrs = delve_game_attrs(gp);
    int i, ok = 1, cols = delve_game_cols(gp);
    for (i = cols; i < (DELVE_GAME_MAP_ROWS + 1) * cols; i++)
        ok &= glyph_ok[chars[i]] & attr_ok[attrs[i]];
    ok &= tg_char(gp, s->y, s->x) == DELVE_CH_PLAYER;
    tg_row(gp, 23, row);
    if (cols == 80)
        snprintf(want, sizeof want, "Level: %d  Gold: %d  Turns: %d  Seed: %u", s->depth, s->gold,
                 s->turns, s->seed);
    else
        snprintf(want, sizeof want, "Level: %d  Gold: %d  Turns: %d", s->depth, s->gold, s->turns);
    ok &= strcmp(row, want) == 0;
    tg_row(gp, 0, row);
    snprintf(want, sizeof want, "%.*s", cols, s->message);
    ok &= strncmp(row, want, strlen(row)) == 0;
    return ok;
}

int main(int argc, char **argv)
{
    uint32_t r = 2024;
    int seq, total = 0, descents = 0;
    int sequences = argc > 1 ? atoi(argv[1]) : SEQUENCES; /* fewer for scripts/test-hardening */
    init_tables();
    for (seq = 0; seq < sequences; seq++) {
        delve_game_options opt;
        char acts[ACTIONS];
        delve_game_state s, prev;
        int i, ok = 1;
        memset(&opt, 0, sizeof opt);
        opt.generator = seq % 4 == 3 ? DELVE_GEN_LEVELMAP : DELVE_GEN_ROGUE;
        opt.depth = 1 + (seq * 7) % 40;
        opt.mode = (seq / 4) % 2;
        opt.cols = (seq / 8) % 2 ? 40 : 80;
        opt.levelmap.no_doors = seq % 12 == 11;
        opt.levelmap.voids = seq % 24 == 7;
        opt.levelmap.entrances = seq % 5;
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
            ok &= hero_ok(&g, &s) && screen_ok(&g, &s);
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
    CHECK(descents > 20 * sequences / SEQUENCES);
    printf("%d actions, %d descents\n", total, descents);
    return tg_done("test_game_fuzz");
}
