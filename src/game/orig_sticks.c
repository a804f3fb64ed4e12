/* orig_sticks.c — sticks.c: zapping a wand or staff (z) and every stick's effect, the beam
   that finds a target, drain life, and the magic missile's flight (P4 §8). The bolts of
   lightning, fire and cold are fire_bolt (orig_fight.c). */
#include <string.h>

#include "game/game_light.h"
#include "game/game_pack.h"
#include "game/orig.h"
#include "rogue/rogue_base.h"

#define VORPAL (-1) /* do_zap's which for a vorpalised weapon */

/* The beam path (P4 §8.2): from the hero while the visible character is step_ok; the monster
   where it stops, or -1. *ty, *tx: that cell. */
static int beam(delve_game *g, int *ty, int *tx)
{
    delve_priv_orig *o = orig_of(g);
    int y = g->priv.hero.y, x = g->priv.hero.x, steps = 0;
    while (!game_offmap(g, y, x) && delve__orig_step_ok(delve__orig_winat(g, y, x)) &&
           steps++ < ORIG_FLIGHT_MAX) {
        y += o->dir_y;
        x += o->dir_x;
    }
    *ty = y;
    *tx = x;
    return game_offmap(g, y, x) ? -1 : delve__orig_moat(g, y, x);
}

static void light(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int r = g->priv.proom, flags = delve__game_room_flags(g, r);
    if (o->flags & ISBLIND) { /* the kind stays unknown, but the room is lit all the same */
        delve__orig_msg(g, "you feel a warm glow around you");
    } else {
        g->priv.known[ORIG_K_STICK][ORIG_WS_LIGHT] = 1;
        delve__orig_msg(g, (flags & DELVE_ROOM_GONE)
                               ? "the corridor glows and then fades"
                               : "the room is lit by a shimmering blue light");
    }
    if (!(flags & DELVE_ROOM_GONE)) {
        if (r < DELVE_ROGUE_ROOMS) /* not passages[12], lit already (bug #9) */
            game_lv(g)->rooms[r].flags &= ~DELVE_ROOM_DARK;
        delve__orig_enter_room(g, g->priv.hero);
    }
}

static void striking(delve_game *g, delve_game_object *stick)
{
    delve_priv_orig *o = orig_of(g);
    int y = g->priv.hero.y + o->dir_y, x = g->priv.hero.x + o->dir_x, m;
    o->dir_y = y; /* delta += hero: the direction is lost (the quirk) */
    o->dir_x = x;
    if (game_offmap(g, y, x) || (m = delve__orig_moat(g, y, x)) < 0)
        return;
    if (delve__game_rnd(g, 20) == 0) {
        stick->dice = 3;
        stick->damage = 9;
    } else {
        stick->dice = 2;
        stick->damage = 4;
    }
    stick->sides = 8;
    delve__orig_fight_with(g, m, stick);
}

static void polymorph(delve_game *g, int m, int y, int x)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m], old = *mp;
    delve_point p;
    int seen = delve__orig_sees(g, m), n;
    delve__orig_mlist_unlink(g, m);
    mp->used = 0;
    if (seen)
        delve__game_put(g, y, x, LEVEL_CHAR(g, y, x), 0);
    o->dir_y = y; /* delta = the target cell (the quirk) */
    o->dir_x = x;
    p.y = y;
    p.x = x;
    n = delve__orig_new_monster(g, delve__game_rnd(g, 26) + 'A', p, -1, -1);
    if (n < 0)
        return;
    mp = &o->monsters[n];
    if (delve__orig_sees(g, n)) /* the new monster (an invisible phantom is not drawn) */
        delve__game_put(g, y, x, (unsigned char)mp->type, 0);
    mp->oldch = old.oldch;
    mp->pack = old.pack;
    if (mp->type != old.type)
        g->priv.known[ORIG_K_STICK][ORIG_WS_POLYMORPH] = 1;
    mp->dest = ORIG_DEST_HERO;
    mp->flags |= ISRUN;
}

/* teleport away (P4 §8.3 kind 11): a random floor or passage cell, the room left stale */
static void send_away(delve_game *g, int m)
{
    delve_priv_monster *mp = &orig_of(g)->monsters[m];
    delve_game_private *p = &g->priv;
    delve_rogue_level *lv = game_lv(g);
    delve_point c;
    unsigned char ch;
    mp->oldch = '@';
    do {
        delve__rng rng;
        int r;
        rng.state = p->rng;
        r = delve__rogue_rnd_room(&rng, lv);
        c = delve__rogue_rnd_pos(&rng, &lv->rooms[r]);
        p->rng = rng.state;
        ch = delve__orig_winat(g, c.y, c.x);
    } while (ch != DELVE_CH_FLOOR && ch != DELVE_CH_PASSAGE);
    delve__orig_monster_to(g, m, c.y, c.x);
    if (delve__orig_sees(g, m)) /* with the room it left: the quirk */
        delve__game_put(g, c.y, c.x, (unsigned char)mp->disguise, 0);
    else if (orig_of(g)->flags & SEEMONST)
        delve__game_put(g, c.y, c.x, (unsigned char)mp->disguise, 1);
}

/* teleport away and to (P4 §8.3 kinds 11 and 12) */
static void teleport_monster(delve_game *g, int m, int y, int x, int away)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    int oy = mp->y, ox = mp->x;
    if (delve__orig_sees(g, m))
        delve__game_put(g, y, x, (unsigned char)mp->oldch, 0);
    if (away) {
        send_away(g, m);
    } else {
        delve__orig_monster_to(g, m, g->priv.hero.y + o->dir_y, g->priv.hero.x + o->dir_x);
    }
    if (mp->type == 'F')
        o->flags &= ~ISHELD;
    if (mp->y != oy || mp->x != ox)
        mp->oldch = delve__game_screen_char(g, mp->y, mp->x);
}

/* The beam kinds (P4 §8.3: polymorph, haste and slow, teleports, cancellation, vorpal) */
static void beam_effect(delve_game *g, int which, delve_game_object *stick)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp;
    int y, x, m = beam(g, &y, &x);
    if (m < 0)
        return;
    mp = &o->monsters[m];
    /* a flytrap lets go, but not for haste or slow, whose case in the original's do_zap is
       its own and never looks at it (P4 §8.3 says every beam kind) */
    if (mp->type == 'F' && which != ORIG_WS_HASTE_M && which != ORIG_WS_SLOW_M)
        o->flags &= ~ISHELD;
    switch (which) {
    case ORIG_WS_POLYMORPH: polymorph(g, m, y, x); return;
    case ORIG_WS_HASTE_M:
    case ORIG_WS_SLOW_M:
        if (which == ORIG_WS_HASTE_M) { /* only slow sets t_turn (P2 11) */
            mp->flags = mp->flags & ISSLOW ? mp->flags & ~ISSLOW : mp->flags | ISHASTE;
        } else {
            mp->flags = mp->flags & ISHASTE ? mp->flags & ~ISHASTE : mp->flags | ISSLOW;
            mp->turn = 1;
        }
        o->dir_y = y;
        o->dir_x = x;
        delve__orig_start_run(g, y, x);
        return;
    case ORIG_WS_TELAWAY:
    case ORIG_WS_TELTO: teleport_monster(g, m, y, x, which == ORIG_WS_TELAWAY); break;
    case ORIG_WS_CANCEL:
        mp->flags = (unsigned short)((mp->flags | ISCANC) & ~(ISINVIS | CANHUH));
        mp->disguise = mp->type;
        break;
    default: /* the vorpal zap */
        if (mp->type == stick->enemy) {
            delve__orig_msg3(g, "the ", delve__orig_monster_name(mp->type),
                             " vanishes in a puff of smoke");
            delve__orig_killed(g, m, 0);
        } else {
            delve__orig_msg(g, "you hear a maniacal chuckle in the distance.");
        }
        break;
    }
    mp->dest = ORIG_DEST_HERO; /* the freed record too, as the original */
    mp->flags |= ISRUN;
}

/* drain (P4 §8.3 kind 9): half the hero's hit points shared among the monsters near */
static void drain(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    delve_point h = g->priv.hero;
    int corp = -1, inpass, n = 0, share, i, m;
    short drainee[DELVE_PRIV_MONSTERS];
    if (LEVEL_CHAR(g, h.y, h.x) == DELVE_CH_DOOR)
        corp = GAME_PASSAGE_ROOM + (LEVEL_FLAGS(g, h.y, h.x) & DELVE_F_PNUM);
    inpass = (delve__game_room_flags(g, g->priv.proom) & DELVE_ROOM_GONE) != 0;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next) {
        const delve_priv_monster *mp = &o->monsters[m];
        if (mp->room == g->priv.proom || mp->room == corp ||
            (inpass && LEVEL_CHAR(g, mp->y, mp->x) == DELVE_CH_DOOR &&
             GAME_PASSAGE_ROOM + (LEVEL_FLAGS(g, mp->y, mp->x) & DELVE_F_PNUM) == g->priv.proom))
            drainee[n++] = (short)m;
    }
    if (!n) {
        delve__orig_msg(g, "you have a tingling feeling");
        return;
    }
    o->hp /= 2;
    share = o->hp / n + 1;
    for (i = 0; i < n && !o->over; i++) {
        delve_priv_monster *mp = &o->monsters[drainee[i]];
        mp->hp = (short)(mp->hp - share);
        if (mp->hp <= 0)
            delve__orig_killed(g, drainee[i], delve__orig_sees(g, drainee[i]));
        else
            delve__orig_start_run(g, mp->y, mp->x);
    }
}

/* the magic missile (P4 §8.3 kind 6): do_motion, then a hit unless the monster saves */
static void magic_missile(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int y, x, m;
    g->priv.known[ORIG_K_STICK][ORIG_WS_MISSILE] = 1;
    delve__orig_do_motion(g, o->dir_y, o->dir_x, &y, &x);
    if (!game_offmap(g, y, x) && (m = delve__orig_moat(g, y, x)) >= 0 &&
        !delve__orig_save_throw(g, ORIG_VS_MAGIC, o->monsters[m].lvl)) {
        delve__orig_fight_missile(g, m);
        return;
    }
    delve__orig_msg(g, "the missle vanishes with a puff of smoke"); /* sticks.c's spelling */
}

static void zap_effect(delve_game *g, int which, delve_game_object *stick)
{
    static const char *const bolts[3] = {"bolt", "flame", "ice"};
    switch (which) {
    case ORIG_WS_LIGHT: light(g); break;
    case ORIG_WS_HIT: striking(g, stick); break;
    case ORIG_WS_ELECT:
    case ORIG_WS_FIRE:
    case ORIG_WS_COLD:
        delve__orig_fire_bolt(g, g->priv.hero.y, g->priv.hero.x, bolts[which - ORIG_WS_ELECT], 'b');
        g->priv.known[ORIG_K_STICK][which] = 1;
        break;
    case ORIG_WS_MISSILE: magic_missile(g); break;
    case ORIG_WS_DRAIN: drain(g); break;
    case ORIG_WS_NOP: break;
    default: beam_effect(g, which, stick); break;
    }
}

/* do_zap (P4 §8.2) with pack object i, in the direction get_dir read */
void delve__orig_do_zap(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_object *ob = (delve_game_object *)delve_game_pack(g, i);
    int which = ob->which;
    if (ob->kind != DELVE_ITEM_STICK) {
        if (!ob->enemy || !ob->armor_class) {
            delve__orig_msg(g, "you can't zap with that!");
            o->after = 0;
            return;
        }
        which = VORPAL;
    }
    if (ob->armor_class == 0) {
        delve__orig_msg(g, "nothing happens");
        return;
    }
    if (which == ORIG_WS_DRAIN && o->hp < 2) {
        delve__orig_msg(g, "you are too weak to use it");
        return;
    }
    zap_effect(g, which, ob);
    if (o->over)
        return;
    /* ob is still the stick: no effect moves the pack */
    if (ob->armor_class > 0)
        ob->armor_class--;
}
