/* game_internal.h — what the game's files share: the private state's shorthands and each file's
   entry points. The game's public face is include/delve_game.h. */
#ifndef DELVE_GAME_INTERNAL_H
#define DELVE_GAME_INTERNAL_H

#include "delve.h"
#include "core/strbuf.h"

#define DELVE_GAME_STARTED 0x44454C56 /* "DELV": marks a started game */

/* proom values from here on are Rogue's passages[]: 9 + passage number (spec §6, §10). */
#define GAME_PASSAGE_ROOM DELVE_ROGUE_ROOMS

/* Turns lost to a sleeping gas trap and moves that fail in a bear trap (DOS SLEEPTIME,
   BEARTIME). */
#define GAME_SLEEPTIME 5
#define GAME_BEARTIME 3

/* The played level's map character and flags at screen row y, column x. */
#define LEVEL_CHAR(g, y, x) ((g)->priv.level.rogue.chars[(y) - 1][(x)])
#define LEVEL_FLAGS(g, y, x) ((g)->priv.level.rogue.flags[(y) - 1][(x)])

static inline delve_rogue_level *game_lv(delve_game *g)
{
    return &g->priv.level.rogue;
}

static inline int game_is_wall(unsigned char ch)
{
    return ch == DELVE_CH_VWALL || ch == DELVE_CH_HWALL || ch == DELVE_CH_ULWALL ||
           ch == DELVE_CH_URWALL || ch == DELVE_CH_LLWALL || ch == DELVE_CH_LRWALL;
}

/* The map's screen rows are 1..this: 22, or 21 in 40 columns, where the status takes rows 22
   and 23 (Rogue's maxrow - 1, spec §1); LevelMap levels fit the same area. */
static inline int game_map_rows(int cols)
{
    return cols == 40 ? DELVE_GAME_MAP_ROWS - 1 : DELVE_GAME_MAP_ROWS;
}

/* Rogue's offmap(): outside map rows 1..rows or columns 0..cols-1. */
static inline int game_offmap(const delve_game *g, int y, int x)
{
    return y < 1 || y > g->priv.level.rogue.rows || x < 0 || x >= g->cols;
}

/* The step of a movement key: h j k l y u b n (either case); 0 for any other key. */
int delve__game_direction(int key, int *dy, int *dx);

/* game_base.c: the RNG, the message line, where monsters stand */
int delve__game_rnd(delve_game *g, int n);
/* Opens the message for appending (two spaces after an earlier message of the same action);
   finish with delve__game_msg_close, which capitalises it as the original's msg() does. */
void delve__game_msg_open(delve_game *g, delve__strbuf *sb);
void delve__game_msg_close(delve_game *g, delve__strbuf *sb);
void delve__game_msg(delve_game *g, const char *text);

/* game_screen.c: the text screen */
void delve__game_put(delve_game *g, int y, int x, unsigned char ch, int standout);
unsigned char delve__game_screen_char(const delve_game *g, int y, int x);
void delve__game_clear_screen(delve_game *g);
void delve__game_put_text(delve_game *g, int y, const char *text); /* at column 0, grey, cut */
void delve__game_draw_status(delve_game *g);

int delve__game_monster_at(const delve_game *g, int y, int x); /* index, or -1 */

/* game_rogue_level.c: arriving on a Rogue level; game_rogue.c: one action on it */
void delve__game_rogue_new_level(delve_game *g, int depth);
/* What the Rogue level at depth is generated from: a seed names a whole dungeon. */
void delve__game_rogue_source(const delve_game *g, int depth, uint32_t *seed,
                              delve_rogue_options *opt);
int delve__game_rogue_act(delve_game *g, int action);

/* game_light.c: Rogue's lighting (spec §10, erratum 5) */
int delve__game_roomin(const delve_game *g, delve_point p);
int delve__game_room_flags(const delve_game *g, int room);
void delve__game_enter_room(delve_game *g, delve_point cp);
void delve__game_leave_room(delve_game *g, delve_point cp);
int delve__game_look_sees(const delve_game *g, int y, int x);
void delve__game_look(delve_game *g);

/* game_move.c: Rogue's moves and runs */
int delve__game_rogue_step(delve_game *g, int dy, int dx);
int delve__game_rogue_run(delve_game *g, int runch);

/* game_search.c: searching and traps */
int delve__game_search(delve_game *g);
int delve__game_be_trapped(delve_game *g, delve_point tc);

/* game_pack.c: the pack (spec §12.1, §12.2) */
void delve__game_pack_start(delve_game *g);
int delve__game_pack_take(delve_game *g, const delve_rogue_item *it); /* 1 if it went in the pack */
void delve__game_pack_count(const delve_game *g, int *items);          /* pieces per DELVE_ITEM_* */
void delve__game_pack_show(delve_game *g);
void delve__game_pack_hide(delve_game *g);

/* game_levelmap.c: exploring a LevelMap level; game_levelmap_view.c: what the player sees of it */
int delve__game_lm_check_options(const delve_game_options *opt);
void delve__game_lm_new_level(delve_game *g, int depth);
/* What the LevelMap level at depth is generated from (delve_game.h, LEVELMAP RULES). */
void delve__game_lm_source(const delve_game *g, int depth, uint32_t *seed,
                           delve_levelmap_options *o);
int delve__game_lm_act(delve_game *g, int action);
/* the block's DELVE_LM_TYPE, -1 off the map; the glyph shown: the stairs or the block's */
int delve__game_lm_block_type(const delve_game *g, int y, int x);
unsigned char delve__game_lm_glyph(const delve_game *g, int y, int x);
int delve__game_lm_view(delve_game *g); /* returns 1 when the stairs came into view */

#endif
