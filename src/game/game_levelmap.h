/* game_levelmap.h — a LevelMap level in the game (game_levelmap.c): its options, what it is
   generated from, arriving on it, and its blocks. */
#ifndef DELVE_GAME_LEVELMAP_H
#define DELVE_GAME_LEVELMAP_H

#include "game/game_base.h"

int delve__game_lm_check_options(const delve_game_options *opt);
void delve__game_lm_new_level(delve_game *g, int depth);
/* What the LevelMap level at depth is generated from (delve_game.h, LEVELMAP RULES). *rogue
   is not touched (the generator table's shape, game_generators.h). */
void delve__game_lm_source(const delve_game *g, int depth, uint32_t *seed,
                           delve_rogue_options *rogue, delve_levelmap_options *levelmap);
/* The block's DELVE_LM_TYPE at screen row y, column x; -1 off the map. Inline: sight and runs
   ask it for every cell they cross. */
static inline int delve__game_lm_block_type(const delve_game *g, int y, int x)
{
    const delve_game_levelmap_level *lm = &g->priv.level.lm;
    if (y < 1 || y > lm->height || x < 0 || x >= lm->width)
        return -1;
    return DELVE_LM_TYPE(lm->blocks[y - 1][x]);
}

/* Whether the block at screen row y, column x is floor (not off the map). */
static inline int delve__game_lm_floor(const delve_game *g, int y, int x)
{
    return delve__game_lm_block_type(g, y, x) == DELVE_LM_TYPE(DELVE_LM_FLOOR);
}

/* Bits of a block's lm.seen byte, set as the level is made (game_levelmap_view.c owns the
   byte's other bits): the block touches floor, so a line of sight can end there; the block is
   a corridor's, floor in no 2x2 square of floor, so one wide (LevelMap does not record which
   blocks are corridors; runs ask it at every step). */
#define DELVE__LM_BESIDE_FLOOR 8
#define DELVE__LM_NARROW 16

/* The glyph shown at (y, x): the stairs, or the block's. */
unsigned char delve__game_lm_glyph(const delve_game *g, int y, int x);

#endif
