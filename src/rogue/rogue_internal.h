/* rogue_internal.h — the state one Rogue level is built in, shared by the generator's files.
   Names follow the DOS source (spec §0) so each function can be read beside the spec. */
#ifndef DELVE_ROGUE_INTERNAL_H
#define DELVE_ROGUE_INTERNAL_H

#include "delve.h"
#include "core/rng.h"
#include "rogue/rogue_base.h"

#define ROGUE_AMULETLEVEL 26
#define ROGUE_MAXOBJ 9
#define ROGUE_MAX_EXITS 4 /* one per neighbouring cell of the 3x3 grid */
#define ROGUE_NET_STRIDE (DELVE_ROGUE_COLS + 1)
#define ROGUE_NET(y, x) ((y)*ROGUE_NET_STRIDE + (x)) /* screen row y (1..22), column x */

typedef struct rogue_gen {
    delve_rogue_level *lv;
    delve__rng rng;
    int level;             /* the depth; treas_room raises it by one while it makes monsters */
    int no_food;           /* levels since food was made (spec §7 step 8, §8) */
    int group;             /* the weapon group counter (init_weapon) */
    delve__rogue_extra *x; /* a game's record of the rolls, or NULL */
    int above;             /* the amulet was picked up and this level is above the deepest (§7
                              step 9, §3 step 4: no amulet, no treasure, no gold, one object roll) */
    int classic;           /* DELVE_MODE_CLASSIC: keep the bugs of spec §11.1 */
    int cols;              /* COLS: 80 or 40 */
    int maxrow;            /* first screen row below the map: 23 (80 columns) or 22 (40) */
    delve_point bsze;      /* size of one cell of the 3x3 grid: (26, 8) or (13, 7) */
    int n_exits[DELVE_ROGUE_ROOMS];
    delve_point exits[DELVE_ROGUE_ROOMS][ROGUE_MAX_EXITS];
    unsigned char monster_at[DELVE_ROGUE_ROWS][DELVE_ROGUE_COLS]; /* 1 + monster index; 0 none */
    /* The cells passnum numbers (corridors and doors: ROGUE_NET_DUG, then ROGUE_NET_NUMBERED), at
       ROGUE_NET(y, x); the pad column and the rows above and below the map stay 0, so the fill
       needs no bounds checks. */
    unsigned char net[(DELVE_ROGUE_ROWS + 2) * ROGUE_NET_STRIDE];
} rogue_gen;

enum { ROGUE_NET_DUG = 1, ROGUE_NET_NUMBERED = 2 };

/* The map character and flag byte of the level being built, at screen row y (1..maxrow-1),
   column x. */
#define BUILD_CHAR(g, y, x) ((g)->lv->chars[(y)-1][(x)])
#define BUILD_FLAGS(g, y, x) ((g)->lv->flags[(y)-1][(x)])

static inline int rogue_isfloor(unsigned char c)
{
    return c == DELVE_CH_FLOOR || c == DELVE_CH_PASSAGE;
}

static inline int rogue_offmap(const rogue_gen *g, int y, int x)
{
    return y < 1 || y >= g->maxrow || x < 0 || x >= g->cols;
}

static inline int rnd(rogue_gen *g, int n)
{
    return delve__rnd_inline(&g->rng, n);
}

static inline delve_point rnd_pos(rogue_gen *g, const delve_rogue_room *rp)
{
    return delve__rogue_rnd_pos(&g->rng, rp);
}

static inline int rnd_room(rogue_gen *g)
{
    return delve__rogue_rnd_room(&g->rng, g->lv);
}

/* What the player would see at (y, x): a monster's letter (a Xeroc's disguise is never floor)
   or the map character. */
static inline unsigned char visible(const rogue_gen *g, int y, int x)
{
    int m = g->monster_at[y - 1][x];
    return m ? (unsigned char)g->lv->monsters[m - 1].letter : BUILD_CHAR(g, y, x);
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
