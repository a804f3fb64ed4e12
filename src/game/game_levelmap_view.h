/* game_levelmap_view.h — what the player sees of a LevelMap level (game_levelmap_view.c). */
#ifndef DELVE_GAME_LEVELMAP_VIEW_H
#define DELVE_GAME_LEVELMAP_VIEW_H

#include "game/game_base.h"

int delve__game_lm_view(delve_game *g); /* returns 1 when the stairs came into view */

#endif
