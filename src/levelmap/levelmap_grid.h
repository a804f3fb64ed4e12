/* levelmap_grid.h — the LevelMap cell grid and the phases that plan it (spec §3–§5): cell sizes,
   the shuffled chain of links, chamber or corridor, merged chambers. Internal to the engine (and
   its tests, which check the carved map against the plan). */
#ifndef DELVE_LEVELMAP_GRID_H
#define DELVE_LEVELMAP_GRID_H

#include "delve_levelmap.h"
#include "levelmap/levelmap_rng.h"

#define DELVE_LM_AXIS_CELLS ((DELVE_LEVELMAP_MAX_SIDE - 1) / 4)
#define DELVE_LM_CELLS (DELVE_LM_AXIS_CELLS * DELVE_LM_AXIS_CELLS)

/* Link bits of a cell, 1 << direction, as the block connection bits. */
enum { DELVE_LM_LINK_E = 1, DELVE_LM_LINK_S = 2, DELVE_LM_LINK_W = 4, DELVE_LM_LINK_N = 8 };

/* The settings generation reads, defaults already applied. */
typedef struct delve_lm_settings {
    int corridor, combined; /* percent, 0..100 */
    int cellsize;           /* 1..3 */
    int natural, doors;     /* 0 or 1 */
} delve_lm_settings;

/* One axis of the grid: n cells, their interiors between shared one-block wall lines. */
typedef struct delve_lm_axis {
    int n;
    int line[DELVE_LM_AXIS_CELLS + 1]; /* wall line positions: line[0] = 0, line[n] = side - 1 */
    int size[DELVE_LM_AXIS_CELLS];     /* interior blocks of cell i: line[i]+1 .. line[i]+size[i] */
    int mid[DELVE_LM_AXIS_CELLS];      /* the corridor line: line[i] + (size[i] + 1) / 2 */
} delve_lm_axis;

typedef struct delve_lm_grid {
    delve_lm_axis col, row;                /* cell c is at column c % col.n, row c / col.n */
    unsigned char links[DELVE_LM_CELLS];   /* DELVE_LM_LINK_* bits */
    unsigned char chamber[DELVE_LM_CELLS]; /* 1 chamber, 0 corridor */
    unsigned char merged[DELVE_LM_CELLS];  /* LINK_E / LINK_S: merged with that neighbour */
} delve_lm_grid;

/* Plans a width x height level: §3 sizes, §4 links, §5.1 classification, §5.2 merges. */
void delve__lm_plan(delve_lm_grid *grid, int width, int height, const delve_lm_settings *set,
                    delve_lm_rng *rng);

#endif
