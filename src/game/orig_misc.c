/* orig_misc.c — misc.c's helpers for items: strength (add_str, chg_str), a saving throw
   (fight.c save, save_throw), fight.c's is_magic, and a pack object as a floor thing and back
   (P4 §14). */
#include <string.h>

#include "game/game_pack.h"
#include "game/orig.h"

/* add_str (P4 §14.1): kept in 3..31 */
int delve__orig_add_str(int s, int amount)
{
    s += amount;
    return s < 3 ? 3 : s > 31 ? 31 : s;
}

/* chg_str (P4 §14.1): the maximum follows the strength without the add-strength rings */
void delve__orig_chg_str(delve_game *g, int amount)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *r;
    int s, hand;
    if (amount == 0)
        return;
    o->str = delve__orig_add_str(o->str, amount);
    s = o->str;
    for (hand = DELVE_GAME_LEFT_HAND; hand <= DELVE_GAME_RIGHT_HAND; hand++) /* add_str clamps */
        if ((r = delve__orig_ring_of(g, hand, ORIG_R_ADDSTR)))
            s = delve__orig_add_str(s, -r->armor_class);
    if (s > o->maxstr)
        o->maxstr = s;
}

/* save_throw (P4 §14.10): roll(1, 20) >= 14 + which - level / 2 */
int delve__orig_save_throw(delve_game *g, int which, int lvl)
{
    return delve__game_rnd(g, 20) + 1 >= 14 + which - lvl / 2;
}

/* save for the hero: against magic, the protection rings help */
int delve__orig_save(delve_game *g, int which)
{
    if (which == ORIG_VS_MAGIC)
        which -= delve__orig_ring_bonus(g, ORIG_R_PROTECT);
    return delve__orig_save_throw(g, which, orig_of(g)->lvl);
}

/* is_magic (fight.c): what a nymph wants, what magic detection shows */
int delve__orig_is_magic(const delve_game_object *o)
{
    switch (o->kind) {
    case DELVE_ITEM_ARMOR: return o->armor_class != delve__game_armor_class(o->which);
    case DELVE_ITEM_WEAPON: return o->hit != 0 || o->damage != 0;
    case DELVE_ITEM_POTION:
    case DELVE_ITEM_SCROLL:
    case DELVE_ITEM_STICK:
    case DELVE_ITEM_RING:
    case DELVE_ITEM_AMULET: return 1;
    default: return 0;
    }
}

/* A pack object as a thing of the floor, and back: all that either keeps (the place is the
   caller's) */
void delve__orig_thing_of(delve_priv_thing *t, const delve_game_object *ob)
{
    t->kind = (short)ob->kind;
    t->which = (short)ob->which;
    t->count = (short)ob->count;
    t->group = (short)ob->group;
    t->hplus = (short)ob->hit;
    t->dplus = (short)ob->damage;
    t->ac = (short)ob->armor_class;
    t->cursed = (short)ob->cursed;
    t->known = (short)ob->known;
    t->no_damage = (short)ob->no_damage;
    t->enemy = (short)ob->enemy;
    t->revealed = (short)ob->revealed;
    t->flashed = (short)ob->flashed;
    t->dice = (short)ob->dice;
    t->sides = (short)ob->sides;
    t->found = (short)ob->found;
    t->id = ob->id;
    t->y = (short)ob->y;
    t->x = (short)ob->x;
}

void delve__orig_object_of(delve_game_object *ob, const delve_priv_thing *t)
{
    memset(ob, 0, sizeof *ob);
    ob->kind = t->kind;
    ob->which = t->which;
    ob->count = t->count;
    ob->group = t->group;
    ob->hit = t->hplus;
    ob->damage = t->dplus;
    ob->armor_class = t->ac;
    ob->cursed = t->cursed;
    ob->known = t->known;
    ob->no_damage = t->no_damage;
    ob->enemy = t->enemy;
    ob->revealed = t->revealed;
    ob->flashed = t->flashed;
    ob->dice = t->dice;
    ob->sides = t->sides;
    ob->found = t->found;
    ob->id = t->id;
    ob->y = t->y;
    ob->x = t->x;
}

/* can_drop's part for a ring (P4 §11.2): the hand emptied, its strength or sight undone */
