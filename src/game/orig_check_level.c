/* orig_check_level.c — fight.c's check_level and raise_level: experience levels, their hit
   points and rank (P3 §6.4, P4 §14.10). */
#include "game/orig.h"

/* raise_level (P4 §14.10): the experience of the next level (at level 20, slot 0: 1) */
void delve__orig_raise_level(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    o->exp = o->lvl < 20 ? (int)(10L << (o->lvl - 1)) + 1 : 1;
    delve__orig_check_level(g);
}

void delve__orig_check_level(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int i, olvl = o->lvl, add = 0;
    for (i = 0; i < 19 && (10L << i) <= o->exp; i++)
        ;
    o->lvl = i + 1;
    if (o->lvl > olvl) {
        for (i = olvl; i < o->lvl; i++)
            add += delve__game_rnd(g, 10) + 1;
        o->maxhp += add;
        o->hp += add;
        if (o->hp > o->maxhp)
            o->hp = o->maxhp;
        delve__orig_msg3(g, "and achieve the rank of \"", delve__orig_title(o->lvl), "\"");
    }
}
