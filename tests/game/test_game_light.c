/* test_game_light.c — Rogue's lighting and memory in the game (spec §10, erratum 5): a lit room
   is drawn whole on entry, a dark room shows only the 8 neighbours, leaving a room forgets its
   things and monsters, a corridor shows only its own passage and doors, hidden things look like
   what they hide in, the player is in standout in corridors. Levels are searched for, not
   hard-coded; what the screen must show is worked out here from the level's data. */
#include <string.h>

#include "game/game_light.h"
#include "test_game_util.h"

static delve_game g;

/* The PC colours of spec §4, written out independently of the game. */
static unsigned char expected_attr(unsigned char ch)
{
    if (tg_is_wall(ch) || ch == DELVE_CH_DOOR)
        return 6;
    switch (ch) {
    case DELVE_CH_FLOOR: return 10;
    case DELVE_CH_STAIRS: return 0xA0;
    case DELVE_CH_TRAP: return 5;
    case DELVE_CH_GOLD:
    case DELVE_CH_PLAYER: return 14;
    case DELVE_CH_FOOD: return 4;
    case DELVE_CH_POTION:
    case DELVE_CH_SCROLL:
    case DELVE_CH_WEAPON:
    case DELVE_CH_ARMOR:
    case DELVE_CH_RING:
    case DELVE_CH_STICK:
    case DELVE_CH_AMULET: return 9;
    default: return 7;
    }
}

/* What a player standing in a lit room sees at (y, x): a monster's letter (a phantom is
   invisible), else the map as stored (secret doors are walls, hidden traps floor). */
static unsigned char expected_char(const delve_rogue_level *lv, int y, int x)
{
    int m = tg_monster_at(lv, y, x);
    if (m >= 0 && lv->monsters[m].letter != 'P')
        return (unsigned char)lv->monsters[m].letter;
    return lv->chars[y - 1][x];
}

static int in_rect(const delve_rogue_room *r, int y, int x)
{
    return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

static int room_of(const delve_rogue_level *lv, int y, int x)
{
    int i;
    for (i = 0; i < DELVE_ROGUE_ROOMS; i++)
        if (in_rect(&lv->rooms[i], y, x))
            return i;
    return -1;
}

static int avoid_room(const delve_game *gp, int y, int x, const void *ctx)
{
    return in_rect(ctx, y, x) || tg_avoid_traps(gp, y, x, NULL);
}

static int avoid_things(const delve_game *gp, int y, int x, const void *ctx)
{
    const delve_rogue_level *lv = delve_game_rogue_level(gp);
    (void)ctx;
    return tg_is_thing(lv->chars[y - 1][x]) || tg_avoid_traps(gp, y, x, NULL);
}

static int key_towards(delve_point from, delve_point to)
{
    if (to.x < from.x)
        return 'h';
    if (to.x > from.x)
        return 'l';
    return to.y < from.y ? 'k' : 'j';
}

/* The corridor cell just outside a door: its one orthogonal neighbour dug as a passage. */
static int outside_door(const delve_rogue_level *lv, const delve_rogue_door *d, delve_point *out)
{
    static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
    int i;
    for (i = 0; i < 4; i++) {
        int y = d->y + dy[i], x = d->x + dx[i];
        if (y >= 1 && y <= lv->rows && x >= 0 && x < lv->cols &&
            (lv->flags[y - 1][x] & DELVE_F_PASS) && lv->chars[y - 1][x] == DELVE_CH_PASSAGE) {
            out->x = x;
            out->y = y;
            return 1;
        }
    }
    return 0;
}

/* Walking from a corridor onto the door of a lit room draws the whole room, walls included. */
static void test_enter_lit_room(void)
{
    int done = 0;
    uint32_t seed;
    for (seed = 1; seed < 400 && done < 25; seed++) {
        int depth = 1 + (int)seed % 3, cols = seed % 2 ? 80 : 40, i;
        static delve_rogue_level lv;
        delve_rogue_options opt = {0};
        opt.depth = depth;
        opt.cols = cols;
        delve_rogue_generate(seed, &opt, &lv);
        for (i = 0; i < lv.n_doors; i++) {
            const delve_rogue_door *d = &lv.doors[i];
            int r = room_of(&lv, d->y, d->x), y, x, blank = 1, ok = 1;
            const delve_rogue_room *rp;
            delve_point out, door;
            if (d->secret || r < 0 || r == lv.player_room || !outside_door(&lv, d, &out))
                continue;
            rp = &lv.rooms[r];
            if (rp->flags & (DELVE_ROOM_DARK | DELVE_ROOM_GONE))
                continue;
            tg_start(&g, seed, depth, 0, cols);
            if (!tg_walk(&g, out, avoid_room, rp))
                continue;
            for (y = rp->y + 1; y < rp->y + rp->h - 1; y++)
                for (x = rp->x + 1; x < rp->x + rp->w - 1; x++)
                    blank &= tg_char(&g, y, x) == ' ';
            CHECK(blank);
            door.x = d->x;
            door.y = d->y;
            CHECK(delve_game_act(&g, key_towards(out, door)) & DELVE_GAME_MOVED);
            for (y = rp->y; y < rp->y + rp->h; y++)
                for (x = rp->x; x < rp->x + rp->w; x++) {
                    unsigned char want =
                        y == d->y && x == d->x ? DELVE_CH_PLAYER : expected_char(&lv, y, x);
                    ok &= tg_char(&g, y, x) == want && tg_attr(&g, y, x) == expected_attr(want);
                }
            CHECK(ok);
            done++;
            break;
        }
    }
    CHECK(done >= 20);
}

/* In a dark room only the 8 neighbours show; floor left behind is erased, walls stay. */
static void test_dark_room(void)
{
    int done = 0;
    uint32_t seed;
    for (seed = 1; seed < 200 && done < 30; seed++) {
        int depth = 11 + (int)seed % 5, y, x, k, ok = 1;
        const delve_rogue_level *lv;
        delve_point h, old;
        tg_start(&g, seed, depth, (int)seed % 2, 80);
        lv = delve_game_rogue_level(&g);
        if (lv->rooms[lv->player_room].flags & DELVE_ROOM_MAZE)
            continue;
        h = tg_hero(&g);
        for (y = 1; y <= lv->rows; y++)
            for (x = 0; x < lv->cols; x++) {
                int near = y >= h.y - 1 && y <= h.y + 1 && x >= h.x - 1 && x <= h.x + 1;
                if (!near)
                    ok &= tg_char(&g, y, x) == ' ';
                else if (y != h.y || x != h.x)
                    ok &= tg_char(&g, y, x) == expected_char(lv, y, x);
            }
        CHECK(ok);
        for (k = 0; k < 4; k++) { /* one step onto plain floor */
            static const char key[4] = {'h', 'j', 'k', 'l'};
            static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
            int ny = h.y + dy[k], nx = h.x + dx[k];
            if (lv->chars[ny - 1][nx] == DELVE_CH_FLOOR && (lv->flags[ny - 1][nx] & DELVE_F_REAL) &&
                tg_monster_at(lv, ny, nx) < 0 && (delve_game_act(&g, key[k]) & DELVE_GAME_MOVED))
                break;
        }
        if (k == 4)
            continue;
        old = h;
        h = tg_hero(&g);
        for (y = 1; y <= lv->rows; y++)
            for (x = 0; x < lv->cols; x++) {
                int near_new = y >= h.y - 1 && y <= h.y + 1 && x >= h.x - 1 && x <= h.x + 1;
                int near_old = y >= old.y - 1 && y <= old.y + 1 && x >= old.x - 1 && x <= old.x + 1;
                unsigned char ch = tg_char(&g, y, x);
                if (!near_new && !near_old)
                    ok &= ch == ' ';
                else if (!near_new)
                    ok &= ch != DELVE_CH_FLOOR; /* erased behind; walls and things remain */
            }
        CHECK(ok);
        done++;
    }
    CHECK(done >= 20);
}

/* Leaving a room through a door: things and monsters drawn in it are forgotten (floor in a lit
   room, blank in a dark one, where floor is blanked too); walls stay drawn. */
static void test_leave_room(int dark)
{
    int done = 0;
    uint32_t seed;
    for (seed = 1; seed < 2000 && done < 20; seed++) {
        int depth = dark ? 11 + (int)seed % 4 : 1 + (int)seed % 2, i, y, x, things = 0, ok = 1;
        static delve_rogue_level lv;
        delve_rogue_options opt = {0};
        const delve_rogue_room *rp;
        opt.depth = depth;
        delve_rogue_generate(seed, &opt, &lv);
        rp = &lv.rooms[lv.player_room];
        if (rp->flags & DELVE_ROOM_MAZE)
            continue;
        for (y = rp->y + 1; y < rp->y + rp->h - 1; y++)
            for (x = rp->x + 1; x < rp->x + rp->w - 1; x++)
                things += tg_is_thing(lv.chars[y - 1][x]) || tg_monster_at(&lv, y, x) >= 0;
        if (!things)
            continue;
        for (i = 0; i < lv.n_doors; i++) {
            delve_point door, out;
            if (lv.doors[i].secret ||
                room_of(&lv, lv.doors[i].y, lv.doors[i].x) != lv.player_room ||
                !outside_door(&lv, &lv.doors[i], &out))
                continue;
            door.x = lv.doors[i].x;
            door.y = lv.doors[i].y;
            tg_start(&g, seed, depth, 0, 80);
            if (!tg_walk(&g, door, avoid_things, NULL))
                continue;
            CHECK(delve_game_act(&g, key_towards(door, out)) & DELVE_GAME_MOVED);
            for (y = rp->y + 1; y < rp->y + rp->h - 1; y++)
                for (x = rp->x + 1; x < rp->x + rp->w - 1; x++) {
                    unsigned char ch = tg_char(&g, y, x);
                    if (dark)
                        ok &= ch == ' ' || ch == DELVE_CH_TRAP || ch == DELVE_CH_STAIRS;
                    else
                        ok &= ch == DELVE_CH_FLOOR || ch == DELVE_CH_STAIRS;
                }
            ok &= tg_char(&g, rp->y, rp->x) == DELVE_CH_ULWALL || dark;
            ok &= tg_char(&g, rp->y + rp->h - 1, rp->x + rp->w - 1) == DELVE_CH_LRWALL || dark;
            CHECK(ok);
            done++;
            break;
        }
    }
    CHECK(done >= 10);
}

/* Standing in a corridor on a fresh screen, look() shows exactly the neighbours of the same
   passage and the doors, and the player in standout (yellow inverse, 0xE0). */
static void test_corridor_look(void)
{
    int cells = 0, other_passages = 0;
    uint32_t seed;
    for (seed = 1; seed <= 200; seed++) {
        int depth = 1 + (int)(seed * 7) % 20, y, x;
        tg_start(&g, seed, depth, (int)seed % 2, seed % 3 ? 80 : 40);
        for (y = 1; y <= g.priv.level.rogue.rows; y++)
            for (x = 1; x < g.cols - 1; x++) {
                const delve_rogue_level *lv = delve_game_rogue_level(&g);
                int fl = lv->flags[y - 1][x], ny, nx, maze = 0, ok = 1;
                if (!(fl & DELVE_F_PASS) || lv->chars[y - 1][x] != DELVE_CH_PASSAGE)
                    continue;
                for (ny = y - 1; ny <= y + 1; ny++)
                    for (nx = x - 1; nx <= x + 1; nx++)
                        if (ny >= 1 && ny <= lv->rows)
                            maze |= lv->flags[ny - 1][nx] & DELVE_F_MAZE;
                if (maze)
                    continue;
                delve__game_clear_screen(&g);
                g.priv.hero.x = g.priv.oldpos.x = x;
                g.priv.hero.y = g.priv.oldpos.y = y;
                g.priv.proom = g.priv.oldrp = delve__game_roomin(&g, g.priv.hero);
                delve__game_look(&g);
                for (ny = y - 1; ny <= y + 1; ny++)
                    for (nx = x - 1; nx <= x + 1; nx++) {
                        int nfl, same, shown;
                        if ((ny == y && nx == x) || ny < 1 || ny > lv->rows)
                            continue;
                        nfl = lv->flags[ny - 1][nx];
                        same = (nfl & DELVE_F_PASS) && (nfl & DELVE_F_PNUM) == (fl & DELVE_F_PNUM);
                        shown = tg_char(&g, ny, nx) != ' ';
                        ok &= shown == (same || lv->chars[ny - 1][nx] == DELVE_CH_DOOR);
                        other_passages += (nfl & DELVE_F_PASS) && !same;
                    }
                ok &= tg_char(&g, y, x) == DELVE_CH_PLAYER &&
                      tg_attr(&g, y, x) == 0x7E; /* yellow on grey */
                CHECK(ok);
                cells++;
            }
    }
    CHECK(cells > 5000);
    CHECK(other_passages > 0); /* two passages touching diagonally: rare, but met here */
}

/* In a lit start room, hidden traps are drawn as floor and secret doors as the wall they are
   stored as; the player there is plain yellow. */
static void test_hidden_things(void)
{
    int traps = 0, doors = 0;
    uint32_t seed;
    for (seed = 1; seed < 3000 && (traps < 10 || doors < 10); seed++) {
        int depth = 4 + (int)seed % 5, i;
        const delve_rogue_level *lv;
        const delve_rogue_room *rp;
        delve_point h;
        tg_start(&g, seed, depth, 0, 80);
        lv = delve_game_rogue_level(&g);
        rp = &lv->rooms[lv->player_room];
        if (rp->flags & (DELVE_ROOM_DARK | DELVE_ROOM_MAZE))
            continue;
        h = tg_hero(&g);
        CHECK(tg_char(&g, h.y, h.x) == DELVE_CH_PLAYER && tg_attr(&g, h.y, h.x) == 14);
        for (i = 0; i < lv->n_traps; i++) {
            int y = lv->traps[i].y, x = lv->traps[i].x;
            if (!in_rect(rp, y, x) || tg_monster_at(lv, y, x) >= 0)
                continue;
            CHECK(tg_char(&g, y, x) == DELVE_CH_FLOOR && tg_attr(&g, y, x) == 10);
            traps++;
        }
        for (i = 0; i < lv->n_doors; i++) {
            int y = lv->doors[i].y, x = lv->doors[i].x;
            if (!lv->doors[i].secret || !in_rect(rp, y, x))
                continue;
            CHECK(tg_is_wall(tg_char(&g, y, x)) && tg_attr(&g, y, x) == 6);
            CHECK(tg_char(&g, y, x) ==
                  (y == rp->y || y == rp->y + rp->h - 1 ? DELVE_CH_HWALL : DELVE_CH_VWALL));
            doors++;
        }
    }
    CHECK(traps >= 10);
    CHECK(doors >= 10);
}

int main(void)
{
    test_enter_lit_room();
    test_dark_room();
    test_leave_room(0);
    test_leave_room(1);
    test_corridor_look();
    test_hidden_things();
    return check_done("test_game_light", "Rogue's lighting");
}
