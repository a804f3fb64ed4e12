/* test_orig_items_util.h — what the item tests (test_orig_items*.c) share: an original game set
   up for one item (a clock seed whose hero stands in a lit room with free floor around him),
   objects put into the pack, monsters and floor objects made, keys played with every ' More '
   answered and every message of row 0 kept, and one verdict per item kind (P4 §6-§9). */
#ifndef TEST_ORIG_ITEMS_UTIL_H
#define TEST_ORIG_ITEMS_UTIL_H

#include <string.h>

#include "delve.h"
#include "game/orig.h"

#define IT_DOS 665 /* the hero at (42, 11) in the lit room x 27..51, rows 8..14, no monster in it */
#define IT_LOG 4096

/* One game and what its keys showed. */
typedef struct it_game {
    delve_game g;
    char log[IT_LOG]; /* the messages row 0 showed, one a line (' More ' cut off), in order */
    char last[DELVE_GAME_COLS + 1]; /* the line logged last */
    int called;                     /* how many times "What do you want to call it? " was asked */
    char footer[96]; /* row 24 of the last item list shown ("-Select item to quaff. ...") */
} it_game;

/* ---- the verdicts: one per kind, each failed check printed with the kind's name ---- */
void it_kind(const char *cls, int which, const char *name); /* begins a kind's checks */
void it_check(int ok, int line, const char *fmt, ...);
#define KCHECK(cond, ...) it_check((cond) != 0, __LINE__, __VA_ARGS__)
void it_kind_end(void);
int it_done(const char *name); /* the table of kinds, the tally; the exit status */

/* ---- setting up ---- */
/* A new game of IT_DOS (name Rodney, fruit dounut, menu on); the hero's hp raised to hp/hp
   (0: left as it is); with no_monsters the level's monsters are taken away. */
void it_start(it_game *t, int hp, int no_monsters);
void it_start_cols(it_game *t, int hp, int no_monsters, int cols); /* 0 or 80, or 40 */
/* The game alone, as the player named name has it, in cols columns: no hp or monster changed */
void it_start_named(it_game *t, const char *name, int cols);
/* Puts an object into the pack (the pick-up message dropped); returns its index (letter 'a' +
   index). ac: a ring's bonus or a stick's charges. */
int it_give(it_game *t, int kind, int which, int ac, int cursed);
int it_find(const it_game *t, int kind, int which); /* pack index or -1 */
int it_letter(const it_game *t, int kind, int which);
/* A monster of type at the hero + (dy, dx), with hp (and flags added); its index. */
int it_monster(it_game *t, int type, int dy, int dx, int hp, int flags);
/* The monster standing at (y, x), or -1; how many monsters the level has. */
int it_monster_at(const it_game *t, int y, int x);
int it_monster_count(const it_game *t);
void it_clear_monsters(it_game *t);
/* A thing of kind/which on a floor cell of another room than the hero's (out of sight), at the
   head of lvl_obj; its place in *pos. */
int it_floor_thing(it_game *t, int kind, int which, delve_point *pos);
/* a floor object of kind/which at (y, x), at the head of lvl_obj, its glyph on the map; its thing */
int it_put_thing(it_game *t, int kind, int which, int y, int x);
void it_clear_floor(it_game *t); /* the level's object list emptied */
/* Fuses (not daemons) now in the list whose turns are lo..hi. */
int it_fuses(const it_game *t, int lo, int hi);

/* ---- playing ---- */
/* Plays the keys one by one; after each, ' More ' is answered with spaces and the call prompt
   with Escape (counted in called); row 0 is logged. A NUL ends the keys. */
void it_keys(it_game *t, const char *keys);
void it_key(it_game *t, int key);
void it_clear_log(it_game *t);
/* 1 when a logged line is exactly text / contains text. */
int it_said(const it_game *t, const char *text);
int it_said_part(const it_game *t, const char *text);
int it_waits(const it_game *t, int wait);        /* orig's wait is this (W_ITEM_LIST, W_DIR, ...) */
void it_row(const it_game *t, int y, char *out); /* row y as text, trailing blanks cut */
unsigned char it_char(const it_game *t, int y, int x);
unsigned char it_attr(const it_game *t, int y, int x);
/* The pack object's name as inv_name(obj, TRUE) gives it for a message ("a ruby ring"). */
void it_drop_name(const it_game *t, int i, char *out, size_t cap);
const char *it_colour(const it_game *t, int which); /* a potion kind's colour this game */

static inline delve_priv_orig *it_o(it_game *t)
{
    return &t->g.priv.o;
}

/* pack object i; a blank one (not in the pack) for i < 0, so that a failed find only fails */
static inline delve_game_object *it_obj(it_game *t, int i)
{
    static delve_game_object none;
    if (i < 0 || i >= t->g.priv.pack.n) {
        memset(&none, 0, sizeof none);
        return &none;
    }
    return &t->g.priv.pack.objects[i];
}

#endif
