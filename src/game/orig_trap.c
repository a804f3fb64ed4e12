/* orig_trap.c — move.c's be_trapped and descend and wizard.c's teleport in the original's game
   (P1 §8): traps that hurt, the fall through a trapdoor, teleporting and its confusion. */
#include "game/game_light.h"
#include "game/orig.h"
#include "rogue/rogue_base.h"

/* swing (P3 §3.1) of a trap, against the hero's base armour value 10 (the quirk: armour does
   not help) */
static int trap_swing(delve_game *g, int at_lvl)
{
    return delve__game_rnd(g, 20) + 1 >= 20 - at_lvl - 10;
}

void delve__orig_descend(delve_game *g, const char *mesg)
{
    delve_priv_orig *o = orig_of(g);
    if (!mesg[0])
        delve__orig_msg(g, " ");
    delve__orig_new_level(g, g->priv.depth + 1);
    delve__orig_msg(g, "");
    delve__orig_msg(g, mesg);
    if (!delve__orig_save(g, ORIG_VS_LUCK)) {
        delve__orig_msg(g, "you are damaged by the fall");
        o->hp -= delve__game_rnd(g, 8) + 1;
        if (o->hp <= 0)
            delve__orig_death(g, 'f');
    }
}

void delve__orig_teleport(delve_game *g)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    delve_rogue_level *lv = game_lv(g);
    delve_point c;
    int r;
    delve__game_put(g, p->hero.y, p->hero.x, LEVEL_CHAR(g, p->hero.y, p->hero.x), 0);
    do {
        delve__rng rng;
        rng.state = p->rng;
        r = delve__rogue_rnd_room(&rng, lv);
        c = delve__rogue_rnd_pos(&rng, &lv->rooms[r]);
        p->rng = rng.state;
    } while (!delve__orig_step_ok(delve__orig_winat(g, c.y, c.x)));
    if (r != p->proom) {
        delve__orig_leave_room(g, p->hero);
        p->hero = c;
        delve__orig_enter_room(g, p->hero);
    } else {
        p->hero = c;
        delve__orig_look(g, 1);
    }
    delve__game_put(g, p->hero.y, p->hero.x, DELVE_CH_PLAYER, 0); /* 0x0E (P4 §14.6) */
    if (o->flags & ISHELD) {
        o->flags &= ~ISHELD;
        o->fung_hit = 0;
    }
    p->no_move = 0;
    o->count = 0;
    p->running = 0;
    delve__orig_flush_type(g);
    delve__orig_confuse(g, delve__game_rnd(g, 4) + 2);
}

/* be_trapped (P1 §8.1): returns the trap's type */
int delve__orig_be_trapped(delve_game *g, delve_point tc)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    int tr = LEVEL_FLAGS(g, tc.y, tc.x) & DELVE_F_TMASK;
    o->count = 0;
    p->running = 0;
    LEVEL_CHAR(g, tc.y, tc.x) = DELVE_CH_TRAP;
    o->was_trapped = 1; /* the next look clears it (and beeps) */
    switch (tr) {
    case DELVE_TRAP_DOOR:
        if (p->depth < DELVE_DEPTH_MAX)
            delve__orig_descend(g, "you fell into a trap!");
        else
            delve__orig_msg(g, GAME_TRAPDOOR_SHUT);
        break;
    case DELVE_TRAP_BEAR:
        p->no_move += 3;
        delve__orig_msg(g, "you are caught in a bear trap");
        break;
    case DELVE_TRAP_SLEEP:
        o->no_command += 5 + delve__game_rnd(g, 1);
        delve__orig_msg(g, orig_brief(g) ? "a mist envelops you and you fall asleep"
                                         : "a strange white mist envelops you and you fall asleep");
        break;
    case DELVE_TRAP_ARROW:
        if (trap_swing(g, o->lvl - 1)) {
            o->hp -= delve__game_rnd(g, 6) + 1;
            if (o->hp <= 0) {
                delve__orig_msg(g, "an arrow killed you");
                delve__orig_death(g, 'a');
                break;
            }
            delve__orig_msg(g, "oh no! An arrow shot you");
        } else {
            int t = delve__orig_new_thing_slot(g);
            if (t >= 0) { /* no thing free: no arrow, nor its draw (P4 §13.2) */
                delve_priv_thing *a = &o->things[t];
                delve__game_rnd(g, 8); /* init_weapon's count, set to 1 */
                a->kind = DELVE_ITEM_WEAPON;
                a->which = DELVE_WEAPON_ARROW;
                a->count = 1;
                a->group = (short)o->group++;
                a->y = (short)p->hero.y;
                a->x = (short)p->hero.x;
                delve__orig_fall(g, t);
            }
            delve__orig_msg(g, "an arrow shoots past you");
        }
        break;
    case DELVE_TRAP_TELEPORT:
        delve__orig_teleport(g);
        delve__game_put(g, tc.y, tc.x, DELVE_CH_TRAP, 0);
        o->was_trapped++; /* 2 unless teleport's own look cleared it: the hero stands out once */
        break;
    case DELVE_TRAP_DART:
        if (trap_swing(g, o->lvl + 1)) {
            o->hp -= delve__game_rnd(g, 4) + 1;
            if (o->hp <= 0) {
                delve__orig_msg(g, "a poisoned dart killed you");
                delve__orig_death(g, 'd');
                break;
            }
            if (!delve__orig_wearing(g, ORIG_R_SUSTSTR) && !delve__orig_save(g, ORIG_VS_POISON))
                delve__orig_chg_str(g, -1);
            delve__orig_msg(g, "a dart just hit you in the shoulder");
        } else {
            delve__orig_msg(g, "a dart whizzes by your ear and vanishes");
        }
        break;
    default: break; /* classic mode's 6 and 7: nothing */
    }
    delve__orig_flush_type(g); /* at the end, as the original's (P1 §8.1) */
    return tr;
}
