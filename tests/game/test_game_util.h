/* test_game_util.h — what the game tests share: checks, reading the screen, finding levels with
   a wanted feature, and walking the player somewhere with real key presses (a breadth-first
   search over the level's true map, orthogonal steps only). */
#ifndef TEST_GAME_UTIL_H
#define TEST_GAME_UTIL_H

#include "check.h"
#include "delve.h"

unsigned char tg_char(const delve_game *g, int y, int x);
unsigned char tg_attr(const delve_game *g, int y, int x);
/* Row y of the screen as text (CP437 bytes), trailing blanks removed. */
void tg_row(const delve_game *g, int y, char *out);
delve_point tg_hero(const delve_game *g);

int tg_is_wall(unsigned char ch);
int tg_monster_at(const delve_rogue_level *lv, int y, int x); /* index or -1 */
int tg_is_thing(unsigned char ch);                            /* gold or an item glyph */
int tg_hero_walkable(const delve_game *g, const delve_game_state *s);
/* Nonzero unless the status rows show the original's status line for this depth and gold. */
int tg_status_problem(const delve_game *g, int depth, int gold);
/* NULL when every map cell is a known glyph and colour, the player is drawn where the state
   says and the status rows show the real figures; else what is wrong. */
const char *tg_screen_problem(const delve_game *g, const delve_game_state *s);

/* Cells a walk must not step on (besides walls, rock and monsters); NULL: hidden and found
   traps only. The walk's target itself is always allowed. */
typedef int (*tg_avoid_fn)(const delve_game *g, int y, int x, const void *ctx);
int tg_avoid_traps(const delve_game *g, int y, int x, const void *ctx);

/* Walks a Rogue game's player to `to` with h/j/k/l key presses; 1 when the player got there. */
int tg_walk(delve_game *g, delve_point to, tg_avoid_fn avoid, const void *ctx);
/* The same on a LevelMap game (floor and doors walkable). */
int tg_walk_levelmap(delve_game *g, delve_point to);

/* Starts a Rogue game; aborts the test on an error. */
void tg_start(delve_game *g, uint32_t seed, int depth, int classic, int cols); /* classic: 0 or 1 */

#endif
