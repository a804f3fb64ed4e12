/* delve_game.h — exploring a level: moves, Rogue's lighting, searching, the text screen. */
#ifndef DELVE_GAME_H
#define DELVE_GAME_H
#endif
