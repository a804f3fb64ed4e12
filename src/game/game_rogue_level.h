/* game_rogue_level.h — arriving on a Rogue level (game_rogue_level.c). */
#ifndef DELVE_GAME_ROGUE_LEVEL_H
#define DELVE_GAME_ROGUE_LEVEL_H

#include "game/game_base.h"

void delve__game_rogue_new_level(delve_game *g, int depth);
/* What the Rogue level at depth is generated from: a seed names a whole dungeon. *levelmap is
   not touched (the generator table's shape, game_generators.h). */
void delve__game_rogue_source(const delve_game *g, int depth, uint32_t *seed,
                              delve_rogue_options *rogue, delve_levelmap_options *levelmap);

#endif
