/* orig_daemons.c — daemons.c's daemons: doctor (healing), stomach (hunger), swander and
   rollwand (wandering monsters), unconfuse; and do_fuses and do_daemons, which run them in the
   table's order (orig_daemon.c) (P1 §10, §11). */
#include "game/orig.h"

#define WANDERTIME_BASE 63 /* spread(70) = 63 + rnd(14) */

/* doctor (P1 §10.2) */
void delve__orig_doctor(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *on[2];
    int ohp = o->hp;
    o->quiet++;
    if (o->lvl < 8) {
        if (o->quiet + (o->lvl << 1) > 20)
            o->hp++;
    } else if (o->quiet >= 3) {
        o->hp += delve__game_rnd(g, o->lvl - 7) + 1;
    }
    delve__orig_rings(g, on);
    o->hp += orig_ring_is(on[0], ORIG_R_REGEN) + orig_ring_is(on[1], ORIG_R_REGEN);
    if (ohp != o->hp) {
        if (o->hp > o->maxhp)
            o->hp = o->maxhp;
        o->quiet = 0;
    }
}

/* stomach (P1 §11.2), with the rings' appetite (P4 §9.5) */
static void stomach(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *on[2];
    int oldfood, delta;
    if (o->food_left <= 0) {
        if (o->food_left-- < -850) {
            delve__orig_death(g, 's');
            return;
        }
        if (o->no_command || delve__game_rnd(g, 5) != 0)
            return;
        o->no_command += delve__game_rnd(g, 8) + 4;
        g->priv.running = 0;
        o->count = 0;
        o->hungry = 3;
        delve__orig_msg(g, !orig_brief(g) ? "you feel very weak. you faint from lack of food"
                                          : "you faint from lack of food");
        return;
    }
    oldfood = o->food_left;
    delve__orig_rings(g, on);
    delta = (on[0] ? delve__orig_ring_eat(g, on[0]) : 0) + 1;
    delta += on[1] ? delve__orig_ring_eat(g, on[1]) : 0;
    o->food_left -= g->cols == 80 ? delta : 2 * delta;
    if (o->food_left < 150 && oldfood >= 150) {
        o->hungry = 2;
        delve__orig_msg(g, "you are starting to feel weak");
    } else if (o->food_left < 300 && oldfood >= 300) {
        o->hungry = 1;
        delve__orig_msg(g, "you are starting to get hungry");
    }
}

static void rollwand(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int r;
    o->between++;
    r = delve__game_rnd(g, 3);
    if (o->between >= 3 + r) {
        if (delve__game_rnd(g, 6) == 3) {
            delve__orig_wanderer(g);
            delve__orig_extinguish(g, D_ROLLWAND);
            delve__orig_fuse(g, D_SWANDER, WANDERTIME_BASE + delve__game_rnd(g, 14));
        }
        o->between = 0;
    }
}

static void run(delve_game *g, int func)
{
    switch (func) {
    case D_UNCONFUSE:
        orig_of(g)->flags &= ~ISHUH;
        delve__orig_msg(g, "you feel less confused now");
        break;
    case D_UNSEE: delve__orig_unsee(g); break;
    case D_SIGHT: delve__orig_sight(g); break;
    case D_TURN_SEE: delve__orig_turn_see(g, 1); break;
    case D_NOHASTE:
        orig_of(g)->flags &= ~ISHASTE;
        delve__orig_msg(g, "you feel yourself slowing down");
        break;
    case D_DOCTOR: delve__orig_doctor(g); break;
    case D_SWANDER: delve__orig_daemon(g, D_ROLLWAND); break;
    case D_STOMACH: stomach(g); break;
    case D_RUNNERS: delve__orig_runners(g); break;
    case D_ROLLWAND: rollwand(g); break;
    default: break;
    }
}

/* do_fuses (fuses: a fuse whose time runs out, then its slot is freed) and do_daemons (the
   daemons: time -1): the slots ever taken (d_top; a run may take more), stopping at the end of
   the game, which only a run can bring: the test is made there, not at each slot */
static void run_slots(delve_game *g, int fuses)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_daemon *d;
    if (o->over)
        return;
    for (d = o->d_list; d < o->d_list + o->d_top; d++)
        if (d->func && (fuses ? d->time > 0 && --d->time == 0 : d->time == -1)) {
            run(g, d->func);
            if (fuses)
                d->func = 0;
            if (o->over)
                return;
        }
}

void delve__orig_do_fuses(delve_game *g)
{
    run_slots(g, 1);
}

void delve__orig_do_daemons(delve_game *g)
{
    run_slots(g, 0);
}
