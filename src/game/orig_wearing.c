/* orig_wearing.c — rogue.h's ISRING and ISWEARING and what a worn ring changes in a number:
   the bonuses, the armour value in a fight, the food a ring eats (ring_eat) (P4 §9.4, §9.5). */
#include "game/game_pack.h"
#include "game/orig.h"

/* The ring on a hand (DELVE_GAME_LEFT_HAND or DELVE_GAME_RIGHT_HAND), or NULL */
delve_game_object *delve__orig_ring(delve_game *g, int hand)
{
    return (delve_game_object *)delve__game_pack_in_use(g, hand);
}

void delve__orig_rings(delve_game *g, const delve_game_object *on[2])
{
    const delve_priv_pack *pk = &g->priv.pack;
    int i;
    on[0] = on[1] = NULL;
    for (i = pk->n - 1; i >= 0; i--) /* backwards: the first of each hand wins, as in_use's */
        if (pk->objects[i].in_use == DELVE_GAME_LEFT_HAND ||
            pk->objects[i].in_use == DELVE_GAME_RIGHT_HAND)
            on[pk->objects[i].in_use - DELVE_GAME_LEFT_HAND] = &pk->objects[i];
}

const delve_game_object *delve__orig_ring_of(delve_game *g, int hand, int kind)
{
    const delve_game_object *r = delve__game_pack_in_use(g, hand);
    return orig_ring_is(r, kind) ? r : NULL;
}

/* ISWEARING(kind): a ring of this kind on either hand */
int delve__orig_wearing(delve_game *g, int kind)
{
    return delve__orig_ring_of(g, DELVE_GAME_LEFT_HAND, kind) ||
           delve__orig_ring_of(g, DELVE_GAME_RIGHT_HAND, kind);
}

/* The bonuses (o_ac) of the rings of this kind on both hands */
int delve__orig_ring_bonus(delve_game *g, int kind)
{
    const delve_game_object *r;
    int hand, sum = 0;
    for (hand = DELVE_GAME_LEFT_HAND; hand <= DELVE_GAME_RIGHT_HAND; hand++)
        if ((r = delve__orig_ring_of(g, hand, kind)))
            sum += r->armor_class;
    return sum;
}

/* ring_eat (P4 §9.5): what the ring r on a hand adds to a turn's food (an empty hand adds
   nothing: stomach asks only for a hand with a ring) */
int delve__orig_ring_eat(delve_game *g, const delve_game_object *r)
{
    switch (r->which) {
    case ORIG_R_REGEN: return 2;
    case ORIG_R_SUSTSTR:
    case ORIG_R_SUSTARM:
    case ORIG_R_PROTECT:
    case ORIG_R_ADDSTR:
    case ORIG_R_STEALTH: return 1;
    case ORIG_R_SEARCH:
    case ORIG_R_SEEINVIS: return delve__game_rnd(g, 5) == 0;
    case ORIG_R_ADDHIT:
    case ORIG_R_ADDDAM: return delve__game_rnd(g, 3) == 0;
    case ORIG_R_DIGEST: return -delve__game_rnd(g, 2);
    default: return 0;
    }
}

/* The worn armour's class, or the hero's own 10 */
int delve__orig_armor(const delve_game *g)
{
    const delve_game_object *a = delve__game_pack_in_use(g, DELVE_GAME_WORN);
    return a ? a->armor_class : 10; /* the hero's own s_arm */
}

/* The hero's armour value in a fight (P3 §2.4): the protection rings' bonuses off */
int delve__orig_armor_value(delve_game *g)
{
    return delve__orig_armor(g) - delve__orig_ring_bonus(g, ORIG_R_PROTECT);
}
