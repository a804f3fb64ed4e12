/* orig_daemon.c — daemon.c: the table of daemons and fuses, 20 slots whose order decides
   whose draws come first (P1 §10.1), and the hero's confusion, a fuse of its own. */
#include "game/orig.h"

static int d_slot(delve_priv_orig *o)
{
    int i;
    /* all taken, the last: the original would crash; the game never fills 20 */
    for (i = 0; i < DELVE_PRIV_DAEMONS - 1 && o->d_list[i].func; i++)
        ;
    if (i >= o->d_top)
        o->d_top = (short)(i + 1);
    return i;
}

void delve__orig_daemon(delve_game *g, int func)
{
    delve_priv_orig *o = orig_of(g);
    int i = d_slot(o);
    o->d_list[i].func = (short)func;
    o->d_list[i].arg = 0;
    o->d_list[i].time = -1;
}

void delve__orig_fuse(delve_game *g, int func, int time)
{
    delve_priv_orig *o = orig_of(g);
    int i = d_slot(o);
    o->d_list[i].func = (short)func;
    o->d_list[i].arg = 0;
    o->d_list[i].time = (short)time;
}

void delve__orig_extinguish(delve_game *g, int func)
{
    delve_priv_orig *o = orig_of(g);
    int i;
    for (i = 0; i < DELVE_PRIV_DAEMONS; i++)
        if (o->d_list[i].func == func) {
            o->d_list[i].func = 0;
            return;
        }
}

static void lengthen(delve_game *g, int func, int time)
{
    delve_priv_orig *o = orig_of(g);
    int i;
    for (i = 0; i < DELVE_PRIV_DAEMONS; i++)
        if (o->d_list[i].func == func) {
            o->d_list[i].time = (short)(o->d_list[i].time + time);
            return;
        }
}

void delve__orig_confuse(delve_game *g, int turns)
{
    delve_priv_orig *o = orig_of(g);
    if (o->flags & ISHUH)
        lengthen(g, D_UNCONFUSE, turns);
    else
        delve__orig_fuse(g, D_UNCONFUSE, turns);
    o->flags |= ISHUH;
}
