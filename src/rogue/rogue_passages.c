/* rogue_passages.c — do_passages: a spanning tree over the 3x3 grid plus up to four extra
   corridors, each dug by conn as a Z shape with doors (or secret doors) at room ends, then the
   corridor networks numbered by passnum (spec §6). */
#include <stddef.h>
#include <stdlib.h>

#include "core/bits.h"

#define ROGUE_INLINE_DRAWS
#include "rogue/rogue_internal.h"

DELVE__STATIC_CHECK(2 * ROGUE_MAX_CONNS + 1 <= ROGUE_MAX_PATHS); /* every path has a label */

/* The neighbours in the 3x3 grid of the rooms in `rooms` (bits, room r bit r, row-major): each
   shifted along its row (not across a row's end) and along its column. */
#define GRID_NEAR(rooms)                                                      \
    ((((rooms) >> 1) & 0x0dbu) | (((rooms) << 1) & 0x1b6u) | ((rooms) >> 3) | \
     (((rooms) << 3) & 0x1ffu))

/* Each room's neighbours, one bit a room (the original scans them 0..8). */
static const unsigned short neighbours[DELVE_ROGUE_ROOMS] = {
    GRID_NEAR(1u << 0), GRID_NEAR(1u << 1), GRID_NEAR(1u << 2),
    GRID_NEAR(1u << 3), GRID_NEAR(1u << 4), GRID_NEAR(1u << 5),
    GRID_NEAR(1u << 6), GRID_NEAR(1u << 7), GRID_NEAR(1u << 8)};

/* One of the rooms in `rooms` (bits), each as likely, in the original's way: the j-th of them
   replaces the choice with chance 1/j (rnd(j) == 0). */
static int pick_room(rogue_gen *g, unsigned rooms)
{
    int j = 1, r = delve__ctz32(rooms); /* rooms is never 0; rnd(1) is 0 */
    delve__run_skip(&g->rng);
    for (rooms &= rooms - 1; rooms; rooms &= rooms - 1) {
        int mine = delve__ctz32(rooms);
        r = rnd(g, ++j) == 0 ? mine : r; /* a select, not a branch: the draw is a coin */
    }
    return r;
}

/* Rooms a corridor must enter through a wall: normal rooms and mazes (a gone placeholder is
   entered at its point). */
static int has_walls(const delve_rogue_room *rp)
{
    return !(rp->flags & DELVE_ROOM_GONE) || (rp->flags & DELVE_ROOM_MAZE);
}

/* Where conn digs: the planes and passnum's records, held in locals while a corridor is dug
   (through g, every byte stored would make the compiler fetch them again), and the number of
   the path digging. */
typedef struct digger {
    unsigned char *chars, *flags, *net, *network;
    int path;
} digger;

/* The paths of two networks become one network: every path of a's takes b's label. One pass
   over all the labels, with no branch (out of line: rarely needed, and called from several
   places). */
static DELVE__NOINLINE void join(unsigned char *network, int a, int b)
{
    unsigned char from = network[a], to = network[b];
    int i;
    for (i = 0; i < ROGUE_MAX_PATHS; i++)
        network[i] = network[i] == from ? to : network[i];
}

/* A network is the paths that share or touch a cell (passnum's fill goes from a cell to its four
   neighbours): the path digging is joined to the one holding the cell at `at`, if another does. */
static void touch(digger *d, int at)
{
    int other = d->net[at];
    if (other && d->network[other] != d->network[d->path])
        join(d->network, d->path, other);
}

/* Marks a corridor's end at `at` (ROGUE_AT) for passnum with the number of the path digging it. */
static void dig_end(rogue_gen *g, digger *d, int at)
{
    d->net[at] = (unsigned char)d->path;
    g->ends[g->n_ends++] = (unsigned short)at;
}

static void psplat(rogue_gen *g, digger *d, int at)
{
    d->chars[at] = DELVE_CH_PASSAGE;
    d->flags[at] |= DELVE_F_PASS;
    dig_end(g, d, at);
}

/* A door at p, the cell `at` (ROGUE_AT), secret with chance (depth-1)/10 x 1/5 (rnd(10) is drawn
   even on depth 1). Inline in conn: as a call it took 60 instructions, a third of them to
   save and restore registers. */
static inline DELVE__ALWAYS_INLINE void door(rogue_gen *g, digger *dg, int room, delve_point p,
                                             int at)
{
    delve_rogue_level *lv = g->lv;
    delve_rogue_door *d = &lv->doors[lv->n_doors++];
    int exit = g->n_exits[room]++;
    d->x = p.x;
    d->y = p.y;
    d->secret = rnd_below(g, 10, g->level - 1) && rnd(g, 5) == 0; /* rnd(10) + 1 < level */
    if (d->secret) {
        const delve_rogue_room *rp = &lv->rooms[room];
        int on_top_or_bottom = p.y == rp->y || p.y == rp->y + rp->h - 1;
        dg->chars[at] = on_top_or_bottom ? DELVE_CH_HWALL : DELVE_CH_VWALL;
        dg->flags[at] &= (unsigned char)~DELVE_F_REAL;
    } else {
        dg->chars[at] = DELVE_CH_DOOR;
    }
    g->exit_path[room][exit] = (unsigned char)dg->path;
    g->exits[room][exit] = p;
    dig_end(g, dg, at);
}

/* A cell of a run and its neighbours across it; out of line, so that the run's loop keeps its
   locals in registers. */
static DELVE__NOINLINE void touch_across(digger *d, int at, int across)
{
    touch(d, at);
    touch(d, at - across);
    touch(d, at + across);
}

/* The same for the cell and its four neighbours: the ends of a corridor (doors, or a gone room's
   point, which up to four corridors share) */
static void touch_around(digger *d, int at)
{
    const unsigned char *net = d->net;
    if (net[at] | net[at - DELVE_ROGUE_COLS] | net[at - 1] | net[at + 1] |
        net[at + DELVE_ROGUE_COLS]) {
        touch_across(d, at, 1);
        touch_across(d, at, DELVE_ROGUE_COLS);
    }
}

/* Digs a corridor's three runs after `start` (n1 cells along step, then n2 along turn_step, then
   the rest of n along step) and lists the cells in dug, in one loop, so that it ends once, not
   at the end of each run (a run's length is random: each loop's end was a mispredicted branch).
   A cell's neighbours along its run are the path's own, but at the runs' ends (conn looks there);
   across is the other axis's step (the jog's is step). Passnum sets their flags (F_PASS with the
   number: the flags are not read before). */
static DELVE__NOINLINE void dig_corridor(rogue_gen *g, digger *d, int start, int step, int across,
                                         int turn_step, int n1, int n2, int n)
{
    unsigned char *chars = d->chars, *net = d->net, path = (unsigned char)d->path;
    unsigned short *dug = g->dug + g->n_dug, *dug_end = dug + n;
    const ptrdiff_t steps[2] = {step, turn_step}, acrosses[2] = {across, step};
    ptrdiff_t at = start, j = -(ptrdiff_t)n1; /* j: the cell's place from the jog's start */
    g->n_dug += n;
    for (; dug < dug_end; dug++, j++) {
        size_t jog = (size_t)j < (size_t)n2;
        ptrdiff_t a = acrosses[jog];
        at += steps[jog];
        if (net[at] | net[at - a] | net[at + a]) /* rarely */
            touch_across(d, (int)at, (int)a);
        chars[at] = DELVE_CH_PASSAGE;
        net[at] = path;
        *dug = (unsigned short)at;
    }
}

static void new_path(rogue_gen *g, digger *d)
{
    d->path = ++g->n_paths;
    g->network[d->path] = (unsigned char)d->path;
}

/* A random point of a wall (or a maze's edge) that is not rock, along x (horizontal wall at row
   y) or along y (vertical wall at column x). */
static int wall_spot_x(rogue_gen *g, const delve_rogue_room *rp, int y)
{
    int x;
    do
        x = rp->x + rnd(g, rp->w - 2) + 1;
    while (BUILD_CHAR(g, y, x) == ' ');
    return x;
}

static int wall_spot_y(rogue_gen *g, const delve_rogue_room *rp, int x)
{
    int y;
    do
        y = rp->y + rnd(g, rp->h - 2) + 1;
    while (BUILD_CHAR(g, y, x) == ' ');
    return y;
}

/* Digs one corridor from the lower-numbered room: 'r' to its right neighbour, 'd' down. */
static void conn(rogue_gen *g, int r1, int r2)
{
    int rm = r1 < r2 ? r1 : r2, other = r1 < r2 ? r2 : r1, right = other == rm + 1;
    int from_i = rm, to_i = right ? rm + 1 : rm + 3;
    const delve_rogue_room *from = &g->lv->rooms[from_i], *to = &g->lv->rooms[to_i];
    delve_point spos, epos, del, turn_delta;
    int distance, turn_distance, turn_spot, step, turn_step, across, start, end, last, path;
    digger d;

    spos.x = from->x;
    spos.y = from->y;
    epos.x = to->x;
    epos.y = to->y;
    if (right) {
        del.x = 1, del.y = 0;
        if (has_walls(from)) {
            spos.x = from->x + from->w - 1;
            spos.y = wall_spot_y(g, from, spos.x);
        }
        if (has_walls(to))
            epos.y = wall_spot_y(g, to, epos.x);
        distance = abs(spos.x - epos.x) - 1;
        turn_delta.x = 0, turn_delta.y = spos.y < epos.y ? 1 : -1;
        turn_distance = abs(spos.y - epos.y);
    } else {
        del.x = 0, del.y = 1;
        if (has_walls(from)) {
            spos.y = from->y + from->h - 1;
            spos.x = wall_spot_x(g, from, spos.y);
        }
        if (has_walls(to))
            epos.x = wall_spot_x(g, to, epos.y);
        distance = abs(spos.y - epos.y) - 1;
        turn_delta.x = spos.x < epos.x ? 1 : -1, turn_delta.y = 0;
        turn_distance = abs(spos.x - epos.x);
    }
    /* the jog is never next to the source wall but may run along the destination's (#8) */
    turn_spot = rnd(g, distance - 1) + 1;

    /* the cells as indices: a step along del or turn_delta is one of +-1, +-DELVE_ROGUE_COLS */
    step = del.x + del.y * DELVE_ROGUE_COLS;
    turn_step = turn_delta.x + turn_delta.y * DELVE_ROGUE_COLS;
    across = DELVE_ROGUE_COLS + 1 - step;
    start = ROGUE_AT(spos.y, spos.x);
    end = ROGUE_AT(epos.y, epos.x);
    last = distance > 0 ? start + distance * step + turn_distance * turn_step : start;

    /* mazes are gone rooms: their ends get a plain passage cell, no door (#10). The corridor is
       one path for passnum: from spos its every cell is a step from the last, and the last steps
       onto epos (but for erratum 1's case, below). Each end is joined to what it touches before
       the corridor's cells are dug, so that none of them is in its way. */
    d.chars = g->lv->chars[0];
    d.flags = g->lv->flags[0];
    d.net = g->net + DELVE_ROGUE_COLS;
    d.network = g->network;
    new_path(g, &d);
    path = d.path;
    touch_around(&d, start);
    if (!(from->flags & DELVE_ROOM_GONE))
        door(g, &d, from_i, spos, start);
    else
        psplat(g, &d, start);
    /* Dead in 80 columns; in 40 a maze can touch its neighbour (distance 0), and the cell before
       epos links the door to the maze edge (erratum 1). Then epos need not touch the corridor:
       it and that cell are a path of their own. */
    if (last + step != end)
        new_path(g, &d);
    touch_around(&d, end);
    if (!(to->flags & DELVE_ROOM_GONE))
        door(g, &d, to_i, epos, end);
    else
        psplat(g, &d, end);
    if (d.path != path) {
        touch_around(&d, end - step);
        psplat(g, &d, end - step);
        d.path = path;
    }

    /* the first run ends at the jog's first corner, the jog at its second */
    if (distance > 0) {
        int first = distance - turn_spot + 1, corner = start + first * step;
        if (turn_distance > 0) { /* the cells past each corner: never dug by this corridor */
            touch(&d, corner + step);
            touch(&d, corner + turn_distance * turn_step + turn_step);
        }
        dig_corridor(g, &d, start, step, across, turn_step, first, turn_distance,
                     distance + turn_distance);
    }
}

/* passnum/numpass: each corridor network reached from a room exit gets the next number 1..12,
   in the order of the rooms and their exits. The original fills through doors, secret doors
   (hidden and not floor) and dug passages; at this point those are exactly the cells psplat and
   door dug, and conn joined the paths of each network as it dug them. */
static void passnum(rogue_gen *g)
{
    /* a network's number, by its label; network 0 (no path) is never numbered */
    unsigned char number[ROGUE_MAX_PATHS] = {1};
    unsigned char path_number[ROGUE_MAX_PATHS], dug_bits[ROGUE_MAX_PATHS];
    unsigned char *flags = (unsigned char *)&g->lv->flags; /* all rows, as one run of bytes */
    const unsigned char *net = g->net + DELVE_ROGUE_COLS, *exit_path = g->exit_path[0];
    const unsigned short *dug = g->dug, *ends = g->ends;
    int pnum = 0, i, n_dug = g->n_dug, n_ends = g->n_ends;
    /* every room's four exit slots in order, the unused ones too (no branch on how many a room
       has): an unused slot's path is 0. A later path that dug over an exit's cell was joined to
       the exit's path, so the path that dug the exit is of the network the original fills. */
    for (i = 0; i < DELVE_ROGUE_ROOMS * ROGUE_MAX_EXITS; i++) {
        int network = g->network[exit_path[i]];
        int fresh = -(int)!number[network]; /* all ones if so */
        pnum -= fresh;
        number[network] |= (unsigned char)(fresh & pnum);
    }
    for (i = 1; i <= g->n_paths; i++) {
        path_number[i] = number[g->network[i]];
        dug_bits[i] = (unsigned char)(DELVE_F_PASS | path_number[i]);
    }
    /* net holds the last path that dug a cell: any that did is of the same network */
    for (i = 0; i < n_dug; i++)
        flags[dug[i]] |= dug_bits[net[dug[i]]];
    for (i = 0; i < n_ends; i++)
        flags[ends[i]] |= path_number[net[ends[i]]];
}

/* The rooms of `ingraph` (bits) with a neighbour outside it: the neighbours of those outside. */
static unsigned can_branch(unsigned ingraph)
{
    unsigned outside = ~ingraph & 0x1ffu;
    return ingraph & GRID_NEAR(outside);
}

void delve__rogue_do_passages(rogue_gen *g)
{
    unsigned ingraph, isconn[DELVE_ROGUE_ROOMS] = {0}, out; /* rooms as bits */
    int r1, r2, roomcount, extras;

    /* the spanning tree: r1 keeps branching until it has no neighbour left outside the graph */
    r1 = rnd(g, DELVE_ROGUE_ROOMS);
    ingraph = 1u << r1;
    roomcount = 1;
    do {
        /* r1 is drawn again until it is in the graph with a neighbour outside it: the original
           draws until r1 is in the graph, then finds it has no such neighbour and draws again,
           the same draws. One loop, so one branch where there were two (both coins). */
        unsigned from = can_branch(ingraph);
        while (!(from >> r1 & 1))
            r1 = rnd(g, DELVE_ROGUE_ROOMS);
        out = neighbours[r1] & ~ingraph;
        r2 = pick_room(g, out);
        ingraph |= 1u << r2;
        conn(g, r1, r2);
        isconn[r1] |= 1u << r2;
        isconn[r2] |= 1u << r1;
        roomcount++;
    } while (roomcount < DELVE_ROGUE_ROOMS);

    /* 0..4 tries at an extra corridor, so loops appear */
    for (extras = rnd(g, 5); extras > 0; extras--) {
        r1 = rnd(g, DELVE_ROGUE_ROOMS);
        out = neighbours[r1] & ~isconn[r1];
        if (out) {
            r2 = pick_room(g, out);
            conn(g, r1, r2);
            isconn[r1] |= 1u << r2;
            isconn[r2] |= 1u << r1;
        }
    }
    passnum(g);
}
