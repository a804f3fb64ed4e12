/* game_rogue.h — one action on a Rogue level (game_rogue.c). */
#ifndef DELVE_GAME_ROGUE_H
#define DELVE_GAME_ROGUE_H

#include "game/game_base.h"

int delve__game_rogue_act(delve_game *g, int action);

#endif
