/* rogue_internal.h — the state one Rogue level is built in, shared by the generator's files.
   Names follow the DOS source (spec §0) so each function can be read beside the spec. */
#ifndef DELVE_ROGUE_INTERNAL_H
#define DELVE_ROGUE_INTERNAL_H

#include "delve.h"
#include "core/rng.h"
#include "rogue/rogue_base.h"

#define ROGUE_AMULETLEVEL 26
#define ROGUE_MAXOBJ 9
#define ROGUE_MAXITEMS 83  /* the original's one pool of things: objects, gold, monsters, packs */
#define ROGUE_MAX_EXITS 4  /* one per neighbouring cell of the 3x3 grid */
#define ROGUE_MAX_CONNS 12 /* 8 for the spanning tree, up to 4 extra */
/* A cell's index in the map planes (chars, flags) and in net: screen row y (1..22), column x. */
#define ROGUE_AT(y, x) (((y)-1) * DELVE_ROGUE_COLS + (x))

/* The most cells conn can dig: a corridor's legs and jog stay within the map's columns and
   rows (two corridors may dig the same cell, and each lists it). */
#define ROGUE_MAX_DUG (ROGUE_MAX_CONNS * (DELVE_ROGUE_COLS + DELVE_ROGUE_ROWS))
/* Path numbers: 0 (none) and at most two a corridor, rounded up for whole-word passes. */
#define ROGUE_MAX_PATHS 32

typedef struct rogue_gen {
    delve_rogue_level *lv;
    delve__rng_run rng;
    int level;             /* the depth; treas_room raises it by one while it makes monsters */
    int no_food;           /* levels since food was made (spec §7 step 8, §8) */
    int group;             /* the weapon group counter (init_weapon) */
    int pool;              /* the pool's things in use: a game's carried ones, then the level's */
    delve__rogue_extra *x; /* a game's record of the rolls, or NULL */
    int above;             /* the amulet was picked up and this level is above the deepest (§7
                              step 9, §3 step 4: no amulet, no treasure, no gold, one object roll) */
    int classic;           /* DELVE_MODE_CLASSIC: keep the bugs of spec §11.1 */
    int cols;              /* COLS: 80 or 40 */
    int maxrow;            /* first screen row below the map: 23 (80 columns) or 22 (40) */
    delve_point bsze;      /* size of one cell of the 3x3 grid: (26, 8) or (13, 7) */
    /* What passnum numbers: the cells conn dug (corridors and doors), listed as the corridors'
       cells (dug) and their ends (single cells), and marked in net with the number of the path
       that dug them (see rogue_passages.c); 0 elsewhere, in the rows above and below the map too
       (net's first row is above it), and columns 0 and 79 are never dug (rooms and mazes lie
       within columns 1..78), so a cell's neighbours need no bounds checks. The paths that touch
       are joined as they are dug: each path has its network's label (network). The dug cells
       are one list, not a run per leg, so that passnum's loop over them ends once, not at every
       leg (a mispredicted branch each: they were a sixth of a level's time). */
    unsigned short dug[ROGUE_MAX_DUG];
    unsigned short ends[3 * ROGUE_MAX_CONNS]; /* its two ends, and erratum 1's cell */
    /* From here on everything starts at 0, cleared at once (build). */
    int n_exits[DELVE_ROGUE_ROOMS];
    delve_point exits[DELVE_ROGUE_ROOMS][ROGUE_MAX_EXITS];
    /* the path that dug each exit, 0 in an unused slot: passnum's numbering reads these */
    unsigned char exit_path[DELVE_ROGUE_ROOMS][ROGUE_MAX_EXITS];
    unsigned char network[ROGUE_MAX_PATHS];
    unsigned char monster_bits[DELVE_ROGUE_ROWS][DELVE_ROGUE_COLS / 8]; /* one bit a cell */
    int n_paths, n_dug, n_ends;
    unsigned char net[(DELVE_ROGUE_ROWS + 2) * DELVE_ROGUE_COLS];
} rogue_gen;

/* new_item: a thing of the pool, taken if there is one (1), else 0 (the original skips what
   it would have made, and its draws). A level alone never fills it (68 things at most). */
static inline int rogue_pool_take(rogue_gen *g)
{
    return g->pool < ROGUE_MAXITEMS ? (g->pool++, 1) : 0;
}

/* The map character and flag byte of the level being built, at screen row y (1..maxrow-1),
   column x. */
#define BUILD_CHAR(g, y, x) ((g)->lv->chars[(y)-1][(x)])
#define BUILD_FLAGS(g, y, x) ((g)->lv->flags[(y)-1][(x)])

static inline int rogue_isfloor(unsigned char c)
{
    return c == DELVE_CH_FLOOR || c == DELVE_CH_PASSAGE;
}

/* The files that make most of a level's draws (rooms, corridors, mazes) define
   ROGUE_INLINE_DRAWS first and have the draw, rnd_pos and rnd_room inline; elsewhere they are
   calls (rng.c, and rogue_rooms.c for the other two). */
#ifdef ROGUE_INLINE_DRAWS
static inline int rnd(rogue_gen *g, int n)
{
    return n < 1 ? 0 : (int)(delve__run_draw_inline(&g->rng) % (uint32_t)n);
}

/* rnd_pos and rnd_room as rogue_base.c has them for the game, on the generator's own draws. */
static inline delve_point rnd_pos(rogue_gen *g, const delve_rogue_room *rp)
{
    delve_point p;
    p.x = rp->x + rnd(g, rp->w - 2) + 1;
    p.y = rp->y + rnd(g, rp->h - 2) + 1;
    return p;
}

static inline int rnd_room(rogue_gen *g)
{
    int r;
    do
        r = rnd(g, DELVE_ROGUE_ROOMS);
    while ((g->lv->rooms[r].flags & DELVE_ROOM_GONE) && !(g->lv->rooms[r].flags & DELVE_ROOM_MAZE));
    return r;
}
#else
static inline int rnd(rogue_gen *g, int n)
{
    return delve__run_rnd(&g->rng, n);
}

delve_point delve__rogue_gen_rnd_pos(rogue_gen *g, const delve_rogue_room *rp);
int delve__rogue_gen_rnd_room(rogue_gen *g);

static inline delve_point rnd_pos(rogue_gen *g, const delve_rogue_room *rp)
{
    return delve__rogue_gen_rnd_pos(g, rp);
}

static inline int rnd_room(rogue_gen *g)
{
    return delve__rogue_gen_rnd_room(g);
}
#endif

/* rnd(n) < k (n >= 1), for a k the depth sets: for k <= 0 or k >= n the number does not matter,
   and only its draw is made (a tenth of a level's draws: every door's and every room's). */
static inline int rnd_below(rogue_gen *g, int n, int k)
{
    if (k < 1 || k >= n) {
        delve__run_skip(&g->rng);
        return k >= n;
    }
    return rnd(g, n) < k;
}

static inline int monster_at(const rogue_gen *g, int y, int x)
{
    return g->monster_bits[y - 1][x >> 3] >> (x & 7) & 1;
}

/* The player would see floor at (y, x): floor on the map and no monster there (a monster shows
   its letter, and a Xeroc's disguise is never floor). */
static inline int floor_seen(const rogue_gen *g, int y, int x)
{
    return rogue_isfloor(BUILD_CHAR(g, y, x)) && !monster_at(g, y, x);
}

/* rogue_rooms.c (spec §3, §4) */
void delve__rogue_do_rooms(rogue_gen *g);

/* rogue_maze.c (spec §5) */
void delve__rogue_draw_maze(rogue_gen *g, delve_rogue_room *rp);

/* rogue_passages.c (spec §6) */
void delve__rogue_do_passages(rogue_gen *g);

/* rogue_things.c (spec §8): the random draws of new things and monsters */
void delve__rogue_new_thing(rogue_gen *g, delve__rogue_thing *t); /* every roll kept */
void delve__rogue_make_monster(rogue_gen *g, delve_point pos,
                               int treasure); /* randmonster .. give_pack */

#endif
