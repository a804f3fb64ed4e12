/* game_base.h — what every file of the game shares: the private state's shorthands, the DOS
   generator's draws, the message line, the text screen (game_base.c, game_screen.c). It needs
   no other file of the game. The game's public face is include/delve_game.h. */
#ifndef DELVE_GAME_BASE_H
#define DELVE_GAME_BASE_H

#include <limits.h>

#include "delve.h"
#include "core/palette.h"
#include "core/strbuf.h"

#define DELVE_GAME_STARTED 0x44454C56 /* "DELV": marks a started game */

/* delve's dungeon ends at DELVE_DEPTH_MAX (the original's had no end): what '>' and a
   trapdoor say there, under both rules */
#define GAME_NO_DEEPER "you can go no deeper"
#define GAME_TRAPDOOR_SHUT "the trapdoor does not open: there is nothing deeper"

/* The played level's map character and flags at screen row y, column x. */
#define LEVEL_CHAR(g, y, x) ((g)->priv.level.rogue.chars[(y)-1][(x)])
#define LEVEL_FLAGS(g, y, x) ((g)->priv.level.rogue.flags[(y)-1][(x)])

static inline delve_rogue_level *game_lv(delve_game *g)
{
    return &g->priv.level.rogue;
}

/* n turns pass: the count stops at INT_MAX (a walk never ends, and a signed overflow is
   undefined), where the status line shows it still */
static inline void game_pass_turns(delve_game_private *p, int n)
{
    p->turns = p->turns > INT_MAX - n ? INT_MAX : p->turns + n;
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
static inline int game_offmap_rc(int rows, int cols, int y, int x)
{
    return y < 1 || y > rows || x < 0 || x >= cols;
}

static inline int game_offmap(const delve_game *g, int y, int x)
{
    return game_offmap_rc(g->priv.level.rogue.rows, g->cols, y, x);
}

/* A generator's new level: the level at depth made, the player placed, the map rows blanked. */
typedef void delve__game_new_level_fn(delve_game *g, int depth);

/* game_base.c: the movement keys, the RNG, the message line, where monsters stand, the stairs */

/* The step of a movement key: h j k l y u b n (either case); 0 for any other key. Inline for
   the original's command loop, which asks it of every key (a switch its compiler makes a bit
   test); delve__game_direction elsewhere. */
static inline int game_direction(int key, int *dy, int *dx)
{
    switch (key >= 'A' && key <= 'Z' ? key + 'a' - 'A' : key) {
    case 'h': *dy = 0, *dx = -1; return 1;
    case 'j': *dy = 1, *dx = 0; return 1;
    case 'k': *dy = -1, *dx = 0; return 1;
    case 'l': *dy = 0, *dx = 1; return 1;
    case 'y': *dy = -1, *dx = -1; return 1;
    case 'u': *dy = -1, *dx = 1; return 1;
    case 'b': *dy = 1, *dx = -1; return 1;
    case 'n': *dy = 1, *dx = 1; return 1;
    default: return 0;
    }
}
int delve__game_direction(int key, int *dy, int *dx);
int delve__game_rnd(delve_game *g, int n);
/* Opens the message for appending (two spaces after an earlier message of the same action);
   finish with delve__game_msg_close, which capitalises it as the original's msg() does. */
void delve__game_msg_open(delve_game *g, delve__strbuf *sb);
void delve__game_msg_close(delve_game *g, delve__strbuf *sb);
void delve__game_msg(delve_game *g, const char *text);
int delve__game_monster_at(const delve_game *g, int y, int x); /* index, or -1 */
/* '>': to the next depth's level (new_level's) when on_stairs, else a message. */
int delve__game_descend(delve_game *g, int on_stairs, delve__game_new_level_fn *new_level);

/* game_screen.c: the text screen */
static inline unsigned char delve__game_screen_char(const delve_game *g, int y, int x)
{
    return g->chars[y * g->cols + x];
}
/* Colour attribute a as the original's attribute table gives it: itself, or with screen=bw
   (curses.c's monoc_attr: every colour normal, reverse and bold grey on grey) 0x07, and 0x78
   for what has a grey background (standout, and addch's glyphs in a passage). */
static inline unsigned char delve__game_attr(const delve_game *g, unsigned char a)
{
    return g->priv.opt.screen != DELVE_SCREEN_BW ? a : (a & 0x70) == 0x70 ? 0x78 : 0x07;
}

/* Inline, as are the turn's other small helpers (room_flags in game_light.h; dest_pos,
   more_waiting and flush's test in orig.h): a turn calls them some 30 times, and V8 keeps no register across a WebAssembly call,
   so each call stored and reloaded its caller's live values (a turn in Node 16,773 -> 15,719
   instructions, 9 % more turns a second, delve.wasm +1.2 KB). */
static inline void delve__game_put(delve_game *g, int y, int x, unsigned char ch, int standout)
{
    /* the index once, before any store: a byte's store may alias g->cols, which would then be
       read again */
    int i = y * g->cols + x;
    unsigned char attr = standout ? delve_glyph_standout_attr(ch) : delve__glyph_attr(ch);
    g->chars[i] = ch;
    g->attrs[i] = delve__game_attr(g, attr);
}
void delve__game_clear_screen(delve_game *g);
/* rows from..to-1 blank, as delve__game_put(' ') leaves a cell */
void delve__game_clear_rows(delve_game *g, int from, int to);
/* addstr, printw (P5 G5): text at (y, x) in attribute attr; what passes the row's end goes on
   at the start of the next, as the original's writes into video memory did (its cursor's
   column grows past the edge), up to the screen's end; a column before the row's start is the
   row above's end; attr DELVE__ATTR_ADDCH colours each byte as the original's addch */
void delve__game_put_text(delve_game *g, int y, int x, const char *text, unsigned char attr);
void delve__game_draw_status(delve_game *g);
void delve__game_put_stat(delve_game *g, int y, int x, const char *label, int v, int max,
                          int width);

#endif
