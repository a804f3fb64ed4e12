/* test_game_search.c — searching and traps (spec §10 "Finding hidden things", §7 trap types):
   the chances of finding a secret door (1/5) and a hidden trap (1/2) per search and cell, the
   draws coming from the level's own DOS generator, and what each trap does when stepped on. */
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "test_game_util.h"

static delve_game g;

static const char *const trap_names[6] = {"a trapdoor",  "an arrow trap",   "a sleeping gas trap",
                                          "a bear trap", "a teleport trap", "a poison dart trap"};

/* A floor cell next to (y, x), open and plain, to search from or to step from. */
static int neighbour_floor(const delve_rogue_level *lv, int y, int x, delve_point *out)
{
    int ny, nx;
    for (ny = y - 1; ny <= y + 1; ny++)
        for (nx = x - 1; nx <= x + 1; nx++)
            if ((ny == y || nx == x) && !(ny == y && nx == x) && ny >= 1 && ny <= lv->rows &&
                lv->chars[ny - 1][nx] == DELVE_CH_FLOOR && (lv->flags[ny - 1][nx] & DELVE_F_REAL) &&
                tg_monster_at(lv, ny, nx) < 0) {
                out->x = nx;
                out->y = ny;
                return 1;
            }
    return 0;
}

/* Hidden cells around p (F_REAL clear), which each search rolls for. */
static int hidden_around(const delve_rogue_level *lv, delve_point p)
{
    int y, x, n = 0;
    for (y = p.y - 1; y <= p.y + 1; y++)
        for (x = p.x - 1; x <= p.x + 1; x++)
            if (!(y == p.y && x == p.x) && y >= 1 && y <= lv->rows &&
                !(lv->flags[y - 1][x] & DELVE_F_REAL))
                n++;
    return n;
}

/* Walks next to a secret door (doors != 0) or a hidden trap; the game is left there. */
static int stand_next_to_hidden(int doors, uint32_t *seed_io, delve_point *target)
{
    uint32_t seed;
    for (seed = *seed_io; seed < *seed_io + 5000; seed++) {
        int depth = 8 + (int)seed % 10, i, n;
        tg_start(&g, seed, depth, 0, 80);
        {
            const delve_rogue_level *lv = delve_game_rogue_level(&g);
            n = doors ? lv->n_doors : lv->n_traps;
            for (i = 0; i < n; i++) {
                delve_point t, from;
                if (doors && !lv->doors[i].secret)
                    continue;
                t.x = doors ? lv->doors[i].x : lv->traps[i].x;
                t.y = doors ? lv->doors[i].y : lv->traps[i].y;
                if (!neighbour_floor(lv, t.y, t.x, &from))
                    continue;
                if (hidden_around(lv, from) != 1 || !tg_walk(&g, from, NULL, NULL))
                    continue;
                *seed_io = seed + 1;
                *target = t;
                return 1;
            }
        }
    }
    return 0;
}

/* The first search next to one hidden cell draws rnd(5) or rnd(2) from the level's RNG state,
   as delve__rnd on a copy of delve_rogue_level.rng predicts; over many searches the finds come
   at the spec's rates. */
static void test_rates(int doors)
{
    uint32_t seed = 1;
    int levels, searches = 0, found = 0;
    for (levels = 0; levels < 8; levels++) {
        delve_point t;
        delve_game saved;
        int k;
        if (!stand_next_to_hidden(doors, &seed, &t)) {
            CHECK(0);
            return;
        }
        saved = g;
        {
            delve__rng copy;
            int r;
            copy.state = delve_game_rogue_level(&g)->rng;
            r = delve_game_act(&g, 's');
            CHECK(!!(r & DELVE_GAME_FOUND) == (delve__rnd(&copy, doors ? 5 : 2) == 0));
            CHECK(g.priv.rng == copy.state);
        }
        for (k = 0; k < 1500; k++) {
            int32_t rng = g.priv.rng;
            int r;
            g = saved;
            g.priv.rng = rng; /* the same hidden cell, the generator running on */
            r = delve_game_act(&g, 's');
            searches++;
            if (r & DELVE_GAME_FOUND) {
                const delve_rogue_level *lv = delve_game_rogue_level(&g);
                unsigned char ch = lv->chars[t.y - 1][t.x];
                found++;
                CHECK(lv->flags[t.y - 1][t.x] & DELVE_F_REAL);
                CHECK(ch == (doors ? DELVE_CH_DOOR : DELVE_CH_TRAP));
                CHECK(tg_char(&g, t.y, t.x) == ch);
                if (!doors)
                    CHECK(strstr(delve_game_message(&g), "You found a") != NULL);
            }
        }
    }
    /* 12000 searches: 1/5 gives 2400 (sd 44), 1/2 gives 6000 (sd 55); bounds are 5 sd */
    CHECK(searches == 12000);
    if (doors)
        CHECK(found > 2180 && found < 2620);
    else
        CHECK(found > 5725 && found < 6275);
    printf("%s found in %d of %d searches\n", doors ? "secret doors" : "traps", found, searches);
}

/* A hidden trap of the given type with a plain floor cell beside it that the player can walk
   to; the game is left there. */
static int stand_next_to_trap(int type, int mode, delve_point *trap, uint32_t *seed_io)
{
    uint32_t seed;
    for (seed = *seed_io; seed < *seed_io + 20000; seed++) {
        int depth = 4 + (int)seed % 20, i;
        static delve_rogue_level lv;
        delve_rogue_options opt = {0};
        opt.depth = depth;
        opt.mode = mode ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
        delve_rogue_generate(seed, &opt, &lv);
        for (i = 0; i < lv.n_traps; i++) {
            delve_point from;
            if (lv.traps[i].type != type ||
                lv.chars[lv.traps[i].y - 1][lv.traps[i].x] != DELVE_CH_FLOOR ||
                tg_monster_at(&lv, lv.traps[i].y, lv.traps[i].x) >= 0 ||
                !neighbour_floor(&lv, lv.traps[i].y, lv.traps[i].x, &from))
                continue;
            tg_start(&g, seed, depth, mode, 80);
            if (!tg_walk(&g, from, NULL, NULL))
                continue;
            trap->x = lv.traps[i].x;
            trap->y = lv.traps[i].y;
            *seed_io = seed + 1;
            return 1;
        }
    }
    return 0;
}

static int step_onto(delve_point to)
{
    delve_point h = tg_hero(&g);
    int key = to.x < h.x ? 'h' : to.x > h.x ? 'l' : to.y < h.y ? 'k' : 'j';
    return delve_game_act(&g, key);
}

static int message_is(const char *a, const char *b)
{
    return strcmp(delve_game_message(&g), a) == 0 || (b && strcmp(delve_game_message(&g), b) == 0);
}

static void test_trapdoor(void)
{
    uint32_t seed = 1;
    delve_point t;
    int n;
    for (n = 0; n < 5; n++) {
        static delve_rogue_level next;
        delve_rogue_options opt = {0};
        delve_game_state s;
        int depth, r;
        if (!stand_next_to_trap(DELVE_TRAP_DOOR, n % 2, &t, &seed)) {
            CHECK(0);
            return;
        }
        delve_game_get_state(&g, &s);
        depth = s.depth;
        r = step_onto(t);
        CHECK(r & DELVE_GAME_DESCENDED);
        CHECK(r & DELVE_GAME_TRAPPED);
        delve_game_get_state(&g, &s);
        CHECK(s.depth == depth + 1);
        CHECK(message_is("You fell into a trap!", NULL));
        opt.depth = depth + 1;
        opt.mode = n % 2 ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
        delve_rogue_generate(s.seed, &opt, &next);
        CHECK(memcmp(delve_game_rogue_level(&g), &next, sizeof next) == 0);
        CHECK(s.x == next.player.x && s.y == next.player.y);
        CHECK(tg_char(&g, next.player.y, next.player.x) == DELVE_CH_PLAYER);
    }
    /* at delve's deepest level a trapdoor does not open, and says so */
    if (stand_next_to_trap(DELVE_TRAP_DOOR, 0, &t, &seed)) {
        delve_game_state s;
        g.priv.depth = DELVE_DEPTH_MAX;
        CHECK(!(step_onto(t) & DELVE_GAME_DESCENDED));
        delve_game_get_state(&g, &s);
        CHECK(s.depth == DELVE_DEPTH_MAX && s.x == t.x && s.y == t.y);
        CHECK(message_is("The trapdoor does not open: there is nothing deeper", NULL));
    } else
        CHECK(0);
}

static void test_teleport(void)
{
    uint32_t seed = 1;
    int n;
    for (n = 0; n < 10; n++) {
        const delve_rogue_level *lv;
        delve_point t, h;
        int r;
        unsigned char ch;
        if (!stand_next_to_trap(DELVE_TRAP_TELEPORT, 0, &t, &seed)) {
            CHECK(0);
            return;
        }
        r = step_onto(t);
        lv = delve_game_rogue_level(&g);
        h = tg_hero(&g);
        ch = lv->chars[h.y - 1][h.x];
        CHECK((r & DELVE_GAME_TRAPPED) && (r & DELVE_GAME_MOVED));
        CHECK(ch == DELVE_CH_FLOOR || ch == DELVE_CH_PASSAGE);
        CHECK(lv->flags[h.y - 1][h.x] & DELVE_F_REAL);
        CHECK(tg_monster_at(lv, h.y, h.x) < 0);
        CHECK(lv->chars[t.y - 1][t.x] == DELVE_CH_TRAP);
        CHECK(tg_char(&g, t.y, t.x) == DELVE_CH_TRAP && tg_attr(&g, t.y, t.x) == 5);
        CHECK(tg_char(&g, h.y, h.x) == DELVE_CH_PLAYER);
    }
}

/* Arrow and dart traps: the hit roll is rnd(20) + 1 against 10 (arrow) or 8 (dart). */
static void test_arrow_dart(void)
{
    uint32_t seed = 1;
    int n;
    for (n = 0; n < 12; n++) {
        int dart = n % 2, r;
        delve_point t, h;
        delve__rng copy;
        if (!stand_next_to_trap(dart ? DELVE_TRAP_DART : DELVE_TRAP_ARROW, 0, &t, &seed)) {
            CHECK(0);
            return;
        }
        copy.state = g.priv.rng;
        r = step_onto(t);
        h = tg_hero(&g);
        CHECK((r & DELVE_GAME_TRAPPED) && (r & DELVE_GAME_MOVED) && (r & DELVE_GAME_MESSAGE));
        CHECK(h.x == t.x && h.y == t.y);
        if (delve__rnd(&copy, 20) + 1 >= (dart ? 8 : 10))
            CHECK(message_is(
                dart ? "A dart just hit you in the shoulder" : "Oh no! An arrow shot you", NULL));
        else
            CHECK(message_is(dart ? "A dart whizzes by your ear and vanishes"
                                  : "An arrow shoots past you",
                             NULL));
    }
}

static void test_sleep_and_bear(void)
{
    uint32_t seed = 1;
    int n, k;
    for (n = 0; n < 8; n++) {
        int bear = n % 2, before, r;
        delve_game_state s;
        delve_point t, h;
        if (!stand_next_to_trap(bear ? DELVE_TRAP_BEAR : DELVE_TRAP_SLEEP, 0, &t, &seed)) {
            CHECK(0);
            return;
        }
        delve_game_get_state(&g, &s);
        before = s.turns;
        r = step_onto(t);
        delve_game_get_state(&g, &s);
        CHECK(r & DELVE_GAME_TRAPPED);
        CHECK(s.x == t.x && s.y == t.y);
        if (!bear) {
            CHECK(message_is("A strange white mist envelops you and you fall asleep", NULL));
            CHECK(s.turns == before + 1 + 5);
            continue;
        }
        CHECK(message_is("You are caught in a bear trap", NULL));
        CHECK(s.held == 3);
        for (k = 0; k < 3; k++) {
            r = delve_game_act(&g, "hjkl"[k]);
            h = tg_hero(&g);
            CHECK((r & DELVE_GAME_BLOCKED) && !(r & DELVE_GAME_MOVED));
            CHECK(h.x == t.x && h.y == t.y);
            CHECK(message_is("You are still stuck in the bear trap", NULL));
        }
        delve_game_get_state(&g, &s);
        CHECK(s.held == 0 && s.turns == before + 4);
    }
}

/* Searching finds a trap with the spec's name in the message. */
static void test_found_names(void)
{
    uint32_t seed = 1;
    int type;
    for (type = 0; type < 6; type++) {
        delve_point t;
        char want[64];
        int k;
        if (!stand_next_to_trap(type, 0, &t, &seed)) {
            CHECK(0);
            continue;
        }
        for (k = 0; k < 200 && delve_game_rogue_level(&g)->chars[t.y - 1][t.x] != DELVE_CH_TRAP;
             k++)
            delve_game_act(&g, 's');
        snprintf(want, sizeof want, "You found %s", trap_names[type]);
        CHECK(strstr(delve_game_message(&g), want) != NULL);
        CHECK(tg_char(&g, t.y, t.x) == DELVE_CH_TRAP);
    }
}

int main(void)
{
    test_rates(1);
    test_rates(0);
    test_trapdoor();
    test_teleport();
    test_arrow_dart();
    test_sleep_and_bear();
    test_found_names();
    return check_done("test_game_search", "searching and traps");
}
