/* check_rogue.c — checks a Rogue level against the spec, using only the public level data.
   Nothing here calls the generator's internals: it recomputes geometry from spec §1. */
#include "check_rogue.h"

#include <stdio.h>
#include <string.h>

static char msg[256];

#define FAIL(...)                               \
    do {                                        \
        snprintf(msg, sizeof msg, __VA_ARGS__); \
        return msg;                             \
    } while (0)

static int is_wall(unsigned char c)
{
    return c == DELVE_CH_VWALL || c == DELVE_CH_HWALL || c == DELVE_CH_ULWALL ||
           c == DELVE_CH_URWALL || c == DELVE_CH_LLWALL || c == DELVE_CH_LRWALL;
}

static int is_thing(unsigned char c)
{
    return c == DELVE_CH_GOLD || c == DELVE_CH_POTION || c == DELVE_CH_SCROLL ||
           c == DELVE_CH_FOOD || c == DELVE_CH_WEAPON || c == DELVE_CH_ARMOR ||
           c == DELVE_CH_RING || c == DELVE_CH_STICK || c == DELVE_CH_AMULET ||
           c == DELVE_CH_STAIRS;
}

/* Inside the interior of a normal room or a maze: where anything may be placed. */
static int in_some_interior(const delve_rogue_level *lv, int x, int y)
{
    int r;
    for (r = 0; r < DELVE_ROGUE_ROOMS; r++) {
        const delve_rogue_room *rp = &lv->rooms[r];
        if ((rp->flags & DELVE_ROOM_GONE) && !(rp->flags & DELVE_ROOM_MAZE))
            continue;
        if (x > rp->x && x < rp->x + rp->w - 1 && y > rp->y && y < rp->y + rp->h - 1)
            return 1;
    }
    return 0;
}

static int secret_door_at(const delve_rogue_level *lv, int x, int y)
{
    int i;
    for (i = 0; i < lv->n_doors; i++)
        if (lv->doors[i].x == x && lv->doors[i].y == y && lv->doors[i].secret)
            return 1;
    return 0;
}

static const char *check_room(const delve_rogue_level *lv, int r)
{
    const delve_rogue_room *rp = &lv->rooms[r];
    int cw = lv->cols / 3, ch = (lv->rows + 2) / 3; /* cell: (26, 8) or (13, 7) */
    int topx = (r % 3) * cw + 1, topy = (r / 3) * ch, x, y;
    int right = rp->x + rp->w - 1, bottom = rp->y + rp->h - 1;
    if (rp->flags & DELVE_ROOM_MAZE) {
        if (!(rp->flags & DELVE_ROOM_GONE) || (rp->flags & DELVE_ROOM_DARK))
            FAIL("room %d: a maze must be gone and not dark", r);
        if (r < 3 || lv->depth <= 10)
            FAIL("room %d: a maze at depth %d (only rooms 3..8 from depth 11)", r, lv->depth);
        if (rp->x != topx || rp->y != topy || rp->w != (lv->cols == 80 ? 25 : 13) || rp->h != 7)
            FAIL("room %d: maze rectangle %d,%d %dx%d", r, rp->x, rp->y, rp->w, rp->h);
        return NULL;
    }
    if (rp->flags & DELVE_ROOM_GONE) {
        if (rp->w || rp->h || rp->x < topx + 1 || rp->x > topx + cw - 2 || rp->y < topy + 1 ||
            rp->y > topy + ch - 2)
            FAIL("room %d: gone placeholder %d,%d outside its cell", r, rp->x, rp->y);
        return NULL;
    }
    if (rp->w < 4 || rp->w > cw - 1 || rp->h < 4 || rp->h > ch - 1 || (r < 3 && rp->h > ch - 2))
        FAIL("room %d: size %dx%d out of range", r, rp->w, rp->h);
    if (rp->x < topx || right > topx + cw - 2 || rp->y < topy || bottom > topy + ch - 2 ||
        rp->y < 1)
        FAIL("room %d: %d,%d %dx%d outside its cell", r, rp->x, rp->y, rp->w, rp->h);
    if ((rp->flags & DELVE_ROOM_DARK) && lv->depth == 1)
        FAIL("room %d: dark on depth 1", r);
    if (!(rp->flags & DELVE_ROOM_DARK) && lv->depth >= 11)
        FAIL("room %d: lit at depth %d", r, lv->depth);
    if (lv->chars[rp->y - 1][rp->x] != DELVE_CH_ULWALL ||
        lv->chars[rp->y - 1][right] != DELVE_CH_URWALL ||
        lv->chars[bottom - 1][rp->x] != DELVE_CH_LLWALL ||
        lv->chars[bottom - 1][right] != DELVE_CH_LRWALL)
        FAIL("room %d: wrong corner glyphs", r);
    for (x = rp->x + 1; x < right; x++)
        for (y = rp->y; y <= bottom; y += rp->h - 1) {
            unsigned char c = lv->chars[y - 1][x];
            if (c != DELVE_CH_HWALL && c != DELVE_CH_DOOR)
                FAIL("room %d: 0x%02X in the horizontal wall at %d,%d", r, c, x, y);
        }
    for (y = rp->y + 1; y < bottom; y++)
        for (x = rp->x; x <= right; x += rp->w - 1) {
            unsigned char c = lv->chars[y - 1][x];
            if (c != DELVE_CH_VWALL && c != DELVE_CH_DOOR)
                FAIL("room %d: 0x%02X in the vertical wall at %d,%d", r, c, x, y);
        }
    for (y = rp->y + 1; y < bottom; y++)
        for (x = rp->x + 1; x < right; x++) {
            unsigned char c = lv->chars[y - 1][x];
            if (c != DELVE_CH_FLOOR && !is_thing(c))
                FAIL("room %d: 0x%02X inside the room at %d,%d", r, c, x, y);
        }
    if (rp->gold && (rp->gold < 2 || rp->gold > 51 + 10 * lv->depth))
        FAIL("room %d: gold value %d", r, rp->gold);
    return NULL;
}

static int passable(const delve_rogue_level *lv, int x, int y)
{
    unsigned char c = lv->chars[y - 1][x];
    if (c == ' ')
        return 0;
    if (is_wall(c))
        return secret_door_at(lv, x, y);
    return 1;
}

/* A passage cell of a maze with no passable orthogonal neighbour: bug #5 of classic mode. */
static int isolated_maze_cell(const delve_rogue_level *lv, int x, int y)
{
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    int k;
    if (!(lv->flags[y - 1][x] & DELVE_F_MAZE))
        return 0;
    for (k = 0; k < 4; k++) {
        int nx = x + dx[k], ny = y + dy[k];
        if (nx >= 0 && nx < lv->cols && ny >= 1 && ny <= lv->rows && passable(lv, nx, ny))
            return 0;
    }
    return 1;
}

/* Every passable cell reachable from the player by orthogonal steps. */
static const char *check_connected(const delve_rogue_level *lv)
{
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    unsigned char seen[DELVE_ROGUE_ROWS + 1][DELVE_ROGUE_COLS];
    short qx[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS], qy[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
    int head = 0, tail = 0, x, y, k;
    int sx = lv->player.x, sy = lv->player.y;
    memset(seen, 0, sizeof seen);
    if (isolated_maze_cell(lv, sx, sy)) {
        if (lv->mode != DELVE_MODE_CLASSIC)
            FAIL("player boxed in on an isolated maze cell in fixed mode");
        sx = lv->stairs.x, sy = lv->stairs.y; /* check the rest of the level from the stairs */
        if (isolated_maze_cell(lv, sx, sy))
            FAIL("player and stairs both on isolated maze cells");
    }
    seen[sy][sx] = 1;
    qx[tail] = (short)sx, qy[tail++] = (short)sy;
    while (head < tail) {
        int cx = qx[head], cy = qy[head++];
        for (k = 0; k < 4; k++) {
            int nx = cx + dx[k], ny = cy + dy[k];
            if (nx < 0 || nx >= lv->cols || ny < 1 || ny > lv->rows || seen[ny][nx] ||
                !passable(lv, nx, ny))
                continue;
            seen[ny][nx] = 1;
            qx[tail] = (short)nx, qy[tail++] = (short)ny;
        }
    }
    for (y = 1; y <= lv->rows; y++)
        for (x = 0; x < lv->cols; x++)
            if (passable(lv, x, y) && !seen[y][x]) {
                if (lv->mode == DELVE_MODE_CLASSIC && isolated_maze_cell(lv, x, y))
                    continue;
                FAIL("cell %d,%d (0x%02X) unreachable from the player", x, y, lv->chars[y - 1][x]);
            }
    return NULL;
}

/* Passage numbers (spec §6, passnum): the corridor networks are the 4-connected groups of dug
   cells and doors. Each group with a door carries one number on all its cells, the groups get
   distinct numbers 1..k, and a group without a door keeps 0, as does every other cell save a
   hidden trap (whose type shares those bits). */
static const char *check_passage_numbers(const delve_rogue_level *lv)
{
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    unsigned char net[DELVE_ROGUE_ROWS + 1][DELVE_ROGUE_COLS],
        seen[DELVE_ROGUE_ROWS + 1][DELVE_ROGUE_COLS];
    short qx[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS], qy[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
    int used[16] = {0}, groups = 0, x, y, i, k;
    memset(net, 0, sizeof net);
    memset(seen, 0, sizeof seen);
    for (y = 1; y <= lv->rows; y++)
        for (x = 0; x < lv->cols; x++)
            net[y][x] = (lv->flags[y - 1][x] & DELVE_F_PASS) != 0;
    for (i = 0; i < lv->n_doors; i++)
        net[lv->doors[i].y][lv->doors[i].x] = 2; /* a door: the group has an exit */
    for (y = 1; y <= lv->rows; y++)
        for (x = 0; x < lv->cols; x++) {
            int head = 0, tail = 0, has_door = 0, number = lv->flags[y - 1][x] & DELVE_F_PNUM;
            if (!net[y][x] || seen[y][x])
                continue;
            seen[y][x] = 1;
            qx[tail] = (short)x, qy[tail++] = (short)y;
            while (head < tail) {
                int cx = qx[head], cy = qy[head++];
                has_door |= net[cy][cx] == 2;
                if ((lv->flags[cy - 1][cx] & DELVE_F_PNUM) != number)
                    FAIL("passage numbers %d and %d in one corridor network (%d,%d)", number,
                         lv->flags[cy - 1][cx] & DELVE_F_PNUM, cx, cy);
                for (k = 0; k < 4; k++) {
                    int nx = cx + dx[k], ny = cy + dy[k];
                    if (nx < 0 || nx >= lv->cols || ny < 1 || ny > lv->rows || !net[ny][nx] ||
                        seen[ny][nx])
                        continue;
                    seen[ny][nx] = 1;
                    qx[tail] = (short)nx, qy[tail++] = (short)ny;
                }
            }
            if (!has_door && number)
                FAIL("corridor network at %d,%d has no door but number %d", x, y, number);
            if (has_door && (!number || used[number]++))
                FAIL("corridor network at %d,%d numbered %d (0 or taken)", x, y, number);
            groups += has_door;
        }
    for (i = 1; i <= groups; i++)
        if (!used[i])
            FAIL("%d networks but number %d unused", groups, i);
    for (y = 1; y <= lv->rows; y++)
        for (x = 0; x < lv->cols; x++) {
            unsigned char f = lv->flags[y - 1][x];
            if (!net[y][x] && (f & DELVE_F_PNUM) && (f & DELVE_F_REAL))
                FAIL("passage number %d outside any corridor at %d,%d", f & DELVE_F_PNUM, x, y);
        }
    return NULL;
}

/* randmonster (spec §8): slot d = level + (rnd(5) + rnd(6)) - 5, so level-5..level+4; below 1 it
   re-rolls 1..5, above 26 22..26. Treasure-room monsters are made one level deeper. */
static int letter_possible(char letter, int depth)
{
    static const char list[] = " K BHISOR LCA NYTWFP GMXVJD";
    int level, d;
    for (level = depth; level <= depth + 1; level++)
        for (d = level - 5; d <= level + 4; d++) {
            int lo = d < 1 ? 1 : d > 26 ? 22 : d, hi = d < 1 ? 5 : d > 26 ? 26 : d, s;
            for (s = lo; s <= hi; s++)
                if (list[s] == letter && letter != ' ')
                    return 1;
        }
    return 0;
}

static const char *check_things(const delve_rogue_level *lv)
{
    int i, amulets = 0;
    unsigned char under;
    for (i = 0; i < lv->n_doors; i++) {
        const delve_rogue_door *d = &lv->doors[i];
        unsigned char c = lv->chars[d->y - 1][d->x],
                      real = lv->flags[d->y - 1][d->x] & DELVE_F_REAL;
        if (d->secret ? !(c == DELVE_CH_HWALL || c == DELVE_CH_VWALL) || real
                      : c != DELVE_CH_DOOR || !real)
            FAIL("door %d,%d: glyph 0x%02X secret %d real %d", d->x, d->y, c, d->secret, !!real);
        if (d->secret && lv->depth == 1)
            FAIL("a secret door on depth 1");
    }
    for (i = 0; i < lv->n_traps; i++) {
        const delve_rogue_trap *t = &lv->traps[i];
        unsigned char c = lv->chars[t->y - 1][t->x], f = lv->flags[t->y - 1][t->x];
        if (f & DELVE_F_REAL)
            FAIL("trap %d,%d is not hidden", t->x, t->y);
        if (c != DELVE_CH_FLOOR && !(lv->mode == DELVE_MODE_CLASSIC && c == DELVE_CH_PASSAGE))
            FAIL("trap %d,%d on 0x%02X", t->x, t->y, c);
        if (t->type != (f & DELVE_F_TMASK) || (lv->mode == DELVE_MODE_FIXED && t->type > 5))
            FAIL("trap %d,%d type %d", t->x, t->y, t->type);
        if (!in_some_interior(lv, t->x, t->y))
            FAIL("trap %d,%d not inside a room", t->x, t->y);
    }
    if (lv->n_traps > 10 || (lv->n_traps > 0 && lv->n_traps > lv->depth / 4 + 1))
        FAIL("%d traps at depth %d", lv->n_traps, lv->depth);
    if (!in_some_interior(lv, lv->stairs.x, lv->stairs.y) ||
        lv->chars[lv->stairs.y - 1][lv->stairs.x] != DELVE_CH_STAIRS)
        FAIL("stairs at %d,%d", lv->stairs.x, lv->stairs.y);
    under = lv->chars[lv->player.y - 1][lv->player.x];
    if (!in_some_interior(lv, lv->player.x, lv->player.y) ||
        !(under == DELVE_CH_FLOOR || under == DELVE_CH_PASSAGE) ||
        !(lv->flags[lv->player.y - 1][lv->player.x] & DELVE_F_REAL))
        FAIL("player at %d,%d on 0x%02X", lv->player.x, lv->player.y, under);
    for (i = 0; i < lv->n_gold; i++) {
        const delve_rogue_gold *gd = &lv->gold[i];
        if (lv->chars[gd->y - 1][gd->x] != DELVE_CH_GOLD || !in_some_interior(lv, gd->x, gd->y))
            FAIL("gold at %d,%d", gd->x, gd->y);
    }
    for (i = 0; i < lv->n_items; i++) {
        const delve_rogue_item *it = &lv->items[i];
        if (!in_some_interior(lv, it->x, it->y) || !is_thing(lv->chars[it->y - 1][it->x]))
            FAIL("item at %d,%d", it->x, it->y);
        amulets += it->kind == DELVE_ITEM_AMULET;
    }
    if (amulets != (lv->depth >= 26))
        FAIL("%d amulets at depth %d", amulets, lv->depth);
    for (i = 0; i < lv->n_monsters; i++) {
        const delve_rogue_monster *m = &lv->monsters[i];
        unsigned char c = lv->chars[m->y - 1][m->x];
        if (!letter_possible(m->letter, lv->depth))
            FAIL("monster '%c' at depth %d", m->letter, lv->depth);
        if (!in_some_interior(lv, m->x, m->y) ||
            !(c == DELVE_CH_FLOOR || c == DELVE_CH_PASSAGE || c == DELVE_CH_STAIRS || is_thing(c)))
            FAIL("monster at %d,%d on 0x%02X", m->x, m->y, c);
        if (m->x == lv->player.x && m->y == lv->player.y)
            FAIL("monster on the player");
        if (lv->mode == DELVE_MODE_FIXED && c != DELVE_CH_FLOOR && c != DELVE_CH_PASSAGE &&
            c != DELVE_CH_STAIRS)
            FAIL("fixed mode: an object under monster '%c' at %d,%d", m->letter, m->x, m->y);
    }
    return NULL;
}

const char *check_rogue_level(const delve_rogue_level *lv)
{
    const char *err;
    int r, x, y, gone = 0;
    if (lv->rows != (lv->cols == 80 ? 22 : 21))
        FAIL("%d rows in %d columns", lv->rows, lv->cols);
    for (r = 0; r < DELVE_ROGUE_ROOMS; r++) {
        if ((err = check_room(lv, r)))
            return err;
        gone += !!(lv->rooms[r].flags & DELVE_ROOM_GONE);
    }
    if (gone > 3)
        FAIL("%d gone rooms", gone);
    for (y = 1; y <= lv->rows; y++)
        for (x = 0; x < lv->cols; x++) {
            unsigned char c = lv->chars[y - 1][x];
            if (!(c == ' ' || is_wall(c) || c == DELVE_CH_FLOOR || c == DELVE_CH_PASSAGE ||
                  c == DELVE_CH_DOOR || is_thing(c)))
                FAIL("unexpected glyph 0x%02X at %d,%d", c, x, y);
            if (c == DELVE_CH_PASSAGE && !(lv->flags[y - 1][x] & (DELVE_F_PASS | DELVE_F_MAZE)))
                FAIL("passage at %d,%d neither dug nor maze", x, y);
        }
    if ((err = check_things(lv)) || (err = check_connected(lv)) ||
        (err = check_passage_numbers(lv)))
        return err;
    return NULL;
}
