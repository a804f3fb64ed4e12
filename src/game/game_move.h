/* game_move.h — Rogue's moves and runs (game_move.c). */
#ifndef DELVE_GAME_MOVE_H
#define DELVE_GAME_MOVE_H

#include "game/game_base.h"

int delve__game_rogue_step(delve_game *g, int dy, int dx);
int delve__game_rogue_run(delve_game *g, int runch);

#endif
