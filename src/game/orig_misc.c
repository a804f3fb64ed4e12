/* orig_misc.c — misc.c's helpers for items: strength (add_str, chg_str), aggravate, and a
   saving throw (fight.c save, save_throw) (P4 §14). */
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
    delve__orig *o = orig_of(g);
    int s, hand;
    if (amount == 0)
        return;
    o->str = delve__orig_add_str(o->str, amount);
    s = o->str;
    for (hand = DELVE_GAME_LEFT_HAND; hand <= DELVE_GAME_RIGHT_HAND; hand++)
        if (delve__orig_is_ring(g, hand, ORIG_R_ADDSTR))
            s = delve__orig_add_str(s, -delve__orig_ring(g, hand)->armor_class);
    if (s > o->maxstr)
        o->maxstr = s;
}

/* aggravate (P4 §14.3): every monster runs, in mlist order */
void delve__orig_aggravate(delve_game *g)
{
    delve__orig *o = orig_of(g);
    int m;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next)
        delve__orig_start_run(g, o->monsters[m].y, o->monsters[m].x);
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
