/* game_pack.h — the pack (game_pack.c; spec §12.1, §12.2). */
#ifndef DELVE_GAME_PACK_H
#define DELVE_GAME_PACK_H

#include "game/game_base.h"

void delve__game_pack_start(delve_game *g);
int delve__game_armor_class(int which); /* a_class: armour's class when new, unenchanted */
int delve__game_pack_take(delve_game *g, const delve_rogue_item *it); /* non-0 if it went in */
/* The same for an object with all its fields (the original's game keeps them on the floor):
   1 + the pack entry it went into (its own, or the stack it joined), or 0. */
int delve__game_pack_add(delve_game *g, const delve_game_object *o);
/* An object's name as the inventory lists it, without the pack's suffixes of use */
void delve__game_pack_name_of(const delve_game *g, const delve_game_object *o, char *buf,
                              size_t cap);
/* inv_name(obj, TRUE): the name as a message has it ("a turquoise potion (on left hand)") */
void delve__game_pack_msg_name(const delve_game *g, int i, char *buf, size_t cap);
void delve__game_msg_name_of(const delve_game *g, const delve_game_object *o, char *buf,
                             size_t cap);
/* The class of known[] and guess[] (ORIG_K_*) of an item kind, or -1 */
int delve__game_kind_class(int kind);
/* What a kind of class k shows while unknown: a potion's colour, a scroll's title, a ring's
   stone, a stick's wood or metal */
const char *delve__game_kind_word(const delve_game *g, int k, int which);
void delve__game_pack_count(const delve_game *g, int *items); /* pieces per DELVE_ITEM_* */
int delve__game_pack_show(delve_game *g);                     /* how many were listed */
#define DELVE__PACK_CALLABLE (-2)  /* potions, scrolls, rings and sticks */
#define DELVE__PACK_WIELDABLE (-3) /* weapons and potions */
#define DELVE__PACK_ZAPPABLE (-4)  /* sticks and vorpalised weapons */
/* kind -1: all, or DELVE__PACK_CALLABLE */
int delve__game_pack_list(delve_game *g, int kind, const char *footer);
unsigned delve__game_pack_listed(const delve_game *g, int kind); /* bit i: object i listed */
void delve__game_pack_use(delve_game *g, int i);
/* Object i leaves the pack, whole (the pieces add_pack counts are the caller's to lower) */
void delve__game_pack_remove(delve_game *g, int i);
/* Where the object of this id is in the pack now (the pack moves down when one leaves), or -1 */
int delve__game_pack_index(const delve_game *g, int id);
/* The worn armour (DELVE_GAME_WORN) or the wielded weapon (DELVE_GAME_WIELDED), or NULL. */
const delve_game_object *delve__game_pack_in_use(const delve_game *g, int in_use);
void delve__game_pack_hide(delve_game *g);

#endif
