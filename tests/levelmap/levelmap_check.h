/* levelmap_check.h — property checks for LevelMap levels, written from spec/levelmap.md without
   the engine's code: each returns NULL when the property holds, else what is wrong. */
#ifndef DELVE_LEVELMAP_CHECK_H
#define DELVE_LEVELMAP_CHECK_H

#include <stdint.h>

#include "levelmap/levelmap_grid.h"

/* The settings a level was generated with, in plain numbers (percentages as 0..100). */
typedef struct lm_setup {
    int corridor, combined, cellsize, natural, doors;
} lm_setup;

/* A small independent random source for the tests' own choices (splitmix64). */
uint32_t lm_test_random(uint64_t *state);

/* §3–§5 on the plan: cell counts and sizes, symmetric links forming one connected graph, no
   corridor with exactly one link, an outer-ring chamber, merges only between linked chambers. */
const char *lm_check_plan(const delve_lm_grid *grid, int width, int height, const lm_setup *s);

/* The blocks §6 prescribes for the plan without natural corners, derived block by block. */
void lm_expected_blocks(const delve_lm_grid *grid, int doors, unsigned char *out, int width,
                        int height);

/* The carved level against the plan: equal to lm_expected_blocks with natural off; with natural
   on, differing only by chamber floor (interiors, merged segments) turned wall, the north-west
   corner of every chamber of at least 2x2 filled when its north and west are wall, and exactly
   the walled-in corners filled in chambers of at least 3x3 that no merge touches. */
const char *lm_check_carving(const delve_lm_grid *grid, const lm_setup *s,
                             const unsigned char *blocks, int width, int height);

/* After generate: walls all round, no void, types 1..3 only, low nibbles 0, and every floor and
   door block in one 4-connected region. */
const char *lm_check_generated(const unsigned char *blocks, int width, int height);

/* Whether every walkable block (not void, not wall) is 4-connected to every other. */
int lm_walkable_connected(const unsigned char *blocks, int width, int height);

/* openvoids: only walls changed, to void; every wall left touches a walkable block (8
   neighbours) and no void does. */
const char *lm_check_openvoids(const unsigned char *before, const unsigned char *after, int width,
                               int height);

/* The places on an edge that qualify for an entrance (wall, floor inward, not a corner). */
int lm_entrance_places(const unsigned char *blocks, int width, int height, int direction);

/* One entrance opened on `direction`: exactly one block changed, a qualifying place of that
   edge, now a door (doors on) or floor (doors off). */
const char *lm_check_entrance(const unsigned char *before, const unsigned char *after, int width,
                              int height, int direction, int doors);

/* connecttextures: types kept, each low nibble as §9 says, interior bits symmetric. */
const char *lm_check_textures(const unsigned char *before, const unsigned char *after, int width,
                              int height, unsigned connected, unsigned edges);

#endif
