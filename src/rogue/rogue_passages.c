/* rogue_passages.c — do_passages: a spanning tree over the 3x3 grid plus up to four extra
   corridors, each dug by conn as a Z shape with doors (or secret doors) at room ends, then the
   corridor networks numbered by passnum (spec §6). */
#include <stdlib.h>

#define ROGUE_INLINE_DRAWS
#include "rogue/rogue_internal.h"

/* Each room's neighbours in the 3x3 grid, in increasing order (the original scans 0..8); -1
   ends a list. */
static const signed char neighbours[DELVE_ROGUE_ROOMS][5] = {
    {1, 3, -1},    {0, 2, 4, -1}, {1, 5, -1},    {0, 4, 6, -1}, {1, 3, 5, 7, -1},
    {2, 4, 8, -1}, {3, 7, -1},    {4, 6, 8, -1}, {5, 7, -1}};

/* Rooms a corridor must enter through a wall: normal rooms and mazes (a gone placeholder is
   entered at its point). */
static int has_walls(const delve_rogue_room *rp)
{
    return !(rp->flags & DELVE_ROOM_GONE) || (rp->flags & DELVE_ROOM_MAZE);
}

/* Where conn digs: the planes and passnum's records, held in locals while a corridor is dug
   (through g, every byte stored would make the compiler fetch them again). */
typedef struct digger {
    unsigned char *chars, *flags, *net;
    unsigned short *dug;
} digger;

/* Marks the cell at `at` (ROGUE_AT) for passnum, with the number of the path digging it. */
static void dig(digger *d, int at, int path)
{
    d->net[at] = (unsigned char)path;
    *d->dug++ = (unsigned short)at;
}

static void psplat(digger *d, int at, int path)
{
    d->chars[at] = DELVE_CH_PASSAGE;
    d->flags[at] |= DELVE_F_PASS;
    dig(d, at, path);
}

/* A door, secret with chance (depth-1)/10 x 1/5 (rnd(10) is drawn even on depth 1). */
static void door(rogue_gen *g, digger *dg, int room, delve_point p, int path)
{
    const delve_rogue_room *rp = &g->lv->rooms[room];
    delve_rogue_door *d = &g->lv->doors[g->lv->n_doors++];
    int at = ROGUE_AT(p.y, p.x);
    d->x = p.x;
    d->y = p.y;
    d->secret = rnd(g, 10) + 1 < g->level && rnd(g, 5) == 0;
    if (d->secret) {
        int on_top_or_bottom = p.y == rp->y || p.y == rp->y + rp->h - 1;
        dg->chars[at] = on_top_or_bottom ? DELVE_CH_HWALL : DELVE_CH_VWALL;
        dg->flags[at] &= (unsigned char)~DELVE_F_REAL;
    } else {
        dg->chars[at] = DELVE_CH_DOOR;
    }
    g->exits[room][g->n_exits[room]++] = p;
    dig(dg, at, path);
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
    int distance, turn_distance, turn_spot, path, step, turn_step, at, end;
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

    /* mazes are gone rooms: their ends get a plain passage cell, no door (#10). The corridor is
       one path for passnum: from spos its every cell is a step from the last, and the last steps
       onto epos (but for erratum 1's case, below). */
    d.chars = g->lv->chars[0];
    d.flags = g->lv->flags[0];
    d.net = g->net;
    d.dug = g->dug + g->n_dug;
    path = ++g->n_paths;
    if (!(from->flags & DELVE_ROOM_GONE))
        door(g, &d, from_i, spos, path);
    else
        psplat(&d, ROGUE_AT(spos.y, spos.x), path);
    end = ROGUE_AT(epos.y, epos.x);
    if (!(to->flags & DELVE_ROOM_GONE))
        door(g, &d, to_i, epos, path);
    else
        psplat(&d, end, path);

    /* the cells as indices: a step along del or turn_delta is one of +-1, +-DELVE_ROGUE_COLS */
    step = del.x + del.y * DELVE_ROGUE_COLS;
    turn_step = turn_delta.x + turn_delta.y * DELVE_ROGUE_COLS;
    at = ROGUE_AT(spos.y, spos.x);
    while (distance > 0) {
        at += step;
        if (distance == turn_spot)
            for (; turn_distance > 0; turn_distance--, at += turn_step)
                psplat(&d, at, path);
        psplat(&d, at, path);
        distance--;
    }
    /* Dead in 80 columns; in 40 a maze can touch its neighbour (distance 0), and this links the
       door to the maze edge (erratum 1). Then epos need not touch the corridor: it and this cell
       are a path of their own. */
    if (at + step != end) {
        d.net[end] = (unsigned char)++g->n_paths;
        psplat(&d, end - step, g->n_paths);
    }
    g->n_dug = (int)(d.dug - g->dug);
}

/* The paths of one network, joined: a disjoint-set forest over path numbers. */
static int find(unsigned char *parent, int path)
{
    while (parent[path] != path)
        path = parent[path] = parent[parent[path]];
    return path;
}

static void join(unsigned char *parent, int a, int b)
{
    parent[find(parent, a)] = (unsigned char)find(parent, b);
}

/* passnum/numpass: each corridor network reached from a room exit gets the next number 1..12,
   in the order of the rooms and their exits. The original fills through doors, secret doors
   (hidden and not floor) and dug passages; at this point those are exactly the cells psplat and
   door dug. Each path conn dug is connected (a corridor is one, or two: see conn), so a network
   is the paths that share or touch a cell: one look at every dug cell's right and lower
   neighbours joins them, instead of a fill cell by cell. (A path cut by a later one that dug
   over it is joined through that cell.) */
static void passnum(rogue_gen *g)
{
    /* over path numbers: at most two a corridor */
    unsigned char parent[2 * ROGUE_MAX_CONNS + 1], number[2 * ROGUE_MAX_CONNS + 1] = {0};
    unsigned char *flags = (unsigned char *)&g->lv->flags; /* all rows, as one run of bytes */
    const unsigned char *net = g->net;
    int pnum = 0, i, r, e;
    for (i = 0; i <= g->n_paths; i++)
        parent[i] = (unsigned char)i;
    for (i = 0; i < g->n_dug; i++) {
        int at = g->dug[i], path = net[at], right = net[at + 1], below = net[at + DELVE_ROGUE_COLS];
        /* x * (x ^ path) is 0 for x = 0 or path: one test, rarely taken, for both neighbours */
        if (right * (right ^ path) | below * (below ^ path)) {
            if (right && right != path)
                join(parent, path, right);
            if (below && below != path)
                join(parent, path, below);
        }
    }
    for (r = 0; r < DELVE_ROGUE_ROOMS; r++)
        for (e = 0; e < g->n_exits[r]; e++) {
            int root = find(parent, net[ROGUE_AT(g->exits[r][e].y, g->exits[r][e].x)]);
            if (!number[root])
                number[root] = (unsigned char)++pnum;
        }
    for (i = 1; i <= g->n_paths; i++) /* a root's own entry is final before any other reads it */
        number[i] = number[find(parent, i)];
    for (i = 0; i < g->n_dug; i++)
        flags[g->dug[i]] |= number[net[g->dug[i]]];
}

void delve__rogue_do_passages(rogue_gen *g)
{
    unsigned char ingraph[DELVE_ROGUE_ROOMS] = {0};
    unsigned char isconn[DELVE_ROGUE_ROOMS][DELVE_ROGUE_ROOMS] = {{0}};
    const signed char *n;
    int r1, r2 = 0, j, roomcount, extras;

    /* the spanning tree: r1 keeps branching until it has no neighbour left outside the graph */
    r1 = rnd(g, DELVE_ROGUE_ROOMS);
    ingraph[r1] = 1;
    roomcount = 1;
    do {
        j = 0;
        for (n = neighbours[r1]; *n >= 0; n++)
            if (!ingraph[*n] && rnd(g, ++j) == 0)
                r2 = *n;
        if (j == 0) {
            do
                r1 = rnd(g, DELVE_ROGUE_ROOMS);
            while (!ingraph[r1]);
        } else {
            ingraph[r2] = 1;
            conn(g, r1, r2);
            isconn[r1][r2] = isconn[r2][r1] = 1;
            roomcount++;
        }
    } while (roomcount < DELVE_ROGUE_ROOMS);

    /* 0..4 tries at an extra corridor, so loops appear */
    for (extras = rnd(g, 5); extras > 0; extras--) {
        r1 = rnd(g, DELVE_ROGUE_ROOMS);
        j = 0;
        for (n = neighbours[r1]; *n >= 0; n++)
            if (!isconn[r1][*n] && rnd(g, ++j) == 0)
                r2 = *n;
        if (j != 0) {
            conn(g, r1, r2);
            isconn[r1][r2] = isconn[r2][r1] = 1;
        }
    }
    passnum(g);
}
