/* game_search.h — searching and traps on a Rogue level (game_search.c). */
#ifndef DELVE_GAME_SEARCH_H
#define DELVE_GAME_SEARCH_H

#include "game/game_base.h"

int delve__game_search(delve_game *g);
const char *delve__game_trap_name(const delve_game *g, int type);
const char *delve__game_trap_found(delve_game *g, int type);
int delve__game_be_trapped(delve_game *g, delve_point tc);

#endif
