/* game_levelmap_move.h — one action on a LevelMap level (game_levelmap_move.c). */
#ifndef DELVE_GAME_LEVELMAP_MOVE_H
#define DELVE_GAME_LEVELMAP_MOVE_H

#include "game/game_base.h"

int delve__game_lm_act(delve_game *g, int action);

#endif
