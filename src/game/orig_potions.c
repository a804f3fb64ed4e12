/* orig_potions.c — potions.c: quaffing (q) and every potion's effect, a potion that hits a
   monster (th_effect), seeing the invisible and detected monsters (invis_on, turn_see) and the
   fuses that end them (unsee, sight) (P4 §6). */
#include "game/game_light.h"
#include "game/game_pack.h"
#include "game/orig.h"

/* invis_on (P4 §6.4): CANSEE, and each invisible monster now seen drawn */
void delve__orig_invis_on(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int m;
    o->flags |= CANSEE;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next)
        if ((o->monsters[m].flags & ISINVIS) && delve__orig_sees(g, m))
            delve__game_put(g, o->monsters[m].y, o->monsters[m].x,
                            (unsigned char)o->monsters[m].disguise, 0);
}

/* turn_see (P4 §6.4): the monsters shown (off 0) or hidden again (off 1); how many were shown */
int delve__orig_turn_see(delve_game *g, int off)
{
    delve_priv_orig *o = orig_of(g);
    int m, added = 0;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next) {
        delve_priv_monster *mp = &o->monsters[m];
        int seen = delve__orig_sees(g, m);
        int can = seen || delve__game_screen_char(g, mp->y, mp->x) == mp->type;
        if (off) {
            if (!seen && mp->oldch != '@')
                delve__game_put(g, mp->y, mp->x, (unsigned char)mp->oldch, 0);
        } else if (!can) {
            mp->oldch = delve__game_screen_char(g, mp->y, mp->x);
            delve__game_put(g, mp->y, mp->x, (unsigned char)mp->type, 1);
            added++;
        } else {
            delve__game_put(g, mp->y, mp->x, (unsigned char)mp->type, 0);
        }
    }
    if (off)
        o->flags &= ~SEEMONST;
    else
        o->flags |= SEEMONST;
    return added;
}

/* unsee (the fuse, P4 §6.2 kind 4) */
void delve__orig_unsee(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int m;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next) {
        const delve_priv_monster *mp = &o->monsters[m];
        if ((mp->flags & ISINVIS) && delve__orig_sees(g, m) && mp->oldch != '@')
            delve__game_put(g, mp->y, mp->x, (unsigned char)mp->oldch, 0);
    }
    o->flags &= ~CANSEE;
}

/* sight (the fuse, and the healing potions' cure, P4 §6.2 kind 12) */
void delve__orig_sight(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    if (!(o->flags & ISBLIND))
        return;
    delve__orig_extinguish(g, D_SIGHT);
    o->flags &= ~ISBLIND;
    if (!(delve__game_room_flags(g, g->priv.proom) & DELVE_ROOM_GONE))
        delve__orig_enter_room(g, g->priv.hero);
    delve__orig_msg(g, "the veil of darkness lifts");
}

/* add_haste (P4 §14.2): 0 when the hero faints instead */
int delve__orig_add_haste(delve_game *g, int potion)
{
    delve_priv_orig *o = orig_of(g);
    if (o->flags & ISHASTE) {
        o->no_command += delve__game_rnd(g, 8);
        delve__orig_extinguish(g, D_NOHASTE);
        o->flags &= ~ISHASTE;
        delve__orig_msg(g, "you faint from exhaustion");
        return 0;
    }
    o->flags |= ISHASTE;
    if (potion)
        delve__orig_fuse(g, D_NOHASTE, delve__game_rnd(g, 4) + 10);
    return 1;
}

static int roll(delve_game *g, int n, int sides)
{
    int s = 0;
    while (n-- > 0)
        s += delve__game_rnd(g, sides) + 1;
    return s;
}

/* goodch (P4 §14.9): '+' for what harms, '$' for the rest */
unsigned char delve__orig_goodch(const delve_game_object *ob)
{
    int bad = ob->cursed;
    switch (ob->kind) {
    case DELVE_ITEM_ARMOR: bad |= ob->armor_class > delve__game_armor_class(ob->which); break;
    case DELVE_ITEM_WEAPON: bad |= ob->hit < 0 || ob->damage < 0; break;
    case DELVE_ITEM_SCROLL:
        bad |= ob->which == ORIG_S_SLEEP || ob->which == ORIG_S_CREATE || ob->which == ORIG_S_AGGR;
        break;
    case DELVE_ITEM_POTION:
        bad |= ob->which == ORIG_P_CONFUSE || ob->which == ORIG_P_PARALYZE ||
               ob->which == ORIG_P_POISON || ob->which == ORIG_P_BLIND;
        break;
    case DELVE_ITEM_STICK: bad |= ob->which == ORIG_WS_HASTE_M || ob->which == ORIG_WS_TELTO; break;
    case DELVE_ITEM_RING:
        bad |= (ORIG_R_BONUS(ob->which) && ob->armor_class < 0) || ob->which == ORIG_R_AGGR ||
               ob->which == ORIG_R_TELEPORT;
        break;
    default: break;
    }
    return bad ? '+' : '$';
}

/* magic detection (P4 §6.2 kind 7): 1 if anything was shown */
static int detect_magic(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int t, m, shown = 0;
    if (o->lvl_obj < 0)
        return 0;
    for (t = o->lvl_obj; t >= 0; t = o->things[t].next) {
        delve_game_object ob;
        delve__orig_object_of(&ob, &o->things[t]);
        if (o->things[t].kind != ORIG_GOLD && delve__orig_is_magic(&ob)) {
            delve__orig_addch(g, o->things[t].y, o->things[t].x, delve__orig_goodch(&ob));
            shown = 1;
        }
    }
    for (m = o->mlist; m >= 0; m = o->monsters[m].next)
        for (t = o->monsters[m].pack; t >= 0; t = o->things[t].next) {
            delve_game_object ob;
            delve__orig_object_of(&ob, &o->things[t]);
            if (o->things[t].kind != ORIG_GOLD && delve__orig_is_magic(&ob)) {
                delve__orig_addch(g, o->monsters[m].y, o->monsters[m].x, '$');
                shown = 1;
            }
        }
    return shown;
}

/* The potions that heal (P4 §6.2 kinds 5 and 9) */
static void heal(delve_game *g, int sides, int extra)
{
    delve_priv_orig *o = orig_of(g);
    o->hp += roll(g, o->lvl, sides);
    if (o->hp > o->maxhp) {
        if (extra && o->hp > o->maxhp + o->lvl + 1)
            o->maxhp++;
        o->hp = ++o->maxhp;
    }
    delve__orig_sight(g);
    delve__orig_msg(g, extra ? "you begin to feel much better" : "you begin to feel better");
}

/* restore strength (P4 §6.2 kind 11): the add-strength rings' bonuses taken off and put back */
static void restore(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *r;
    int hand;
    for (hand = DELVE_GAME_LEFT_HAND; hand <= DELVE_GAME_RIGHT_HAND; hand++) /* add_str clamps */
        if ((r = delve__orig_ring_of(g, hand, ORIG_R_ADDSTR)))
            o->str = delve__orig_add_str(o->str, -r->armor_class);
    if (o->str < o->maxstr)
        o->str = o->maxstr;
    for (hand = DELVE_GAME_LEFT_HAND; hand <= DELVE_GAME_RIGHT_HAND; hand++)
        if ((r = delve__orig_ring_of(g, hand, ORIG_R_ADDSTR)))
            o->str = delve__orig_add_str(o->str, r->armor_class);
    delve__orig_msg(g, orig_brief(g) ? "you feel warm all over"
                                     : "hey, this tastes great.  It makes you feel warm all over");
}

static int see_invisible(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    if (!(o->flags & CANSEE)) {
        delve__orig_fuse(g, D_UNSEE, 270 + delve__game_rnd(g, 60));
        delve__orig_look(g, 0);
        delve__orig_invis_on(g);
    }
    delve__orig_sight(g);
    delve__orig_msg3(g, "this potion tastes like ", g->priv.fruit, " juice");
    return 0;
}

/* A potion's effect (P4 §6.2): 1 when the kind becomes known */
static int potion_effect(delve_game *g, int kind)
{
    delve_priv_orig *o = orig_of(g);
    int add;
    switch (kind) {
    case ORIG_P_CONFUSE: /* while confused: nothing at all */
        if (!(o->flags & ISHUH)) {
            add = delve__game_rnd(g, 8);
            delve__orig_confuse(g, add + 18 + delve__game_rnd(g, 4));
            delve__orig_msg(g, "wait, what's going on? Huh? What? Who?");
        }
        return 1;
    case ORIG_P_PARALYZE:
        o->no_command = 2;
        delve__orig_msg(g, "you can't move");
        return 1;
    case ORIG_P_POISON:
        if (delve__orig_wearing(g, ORIG_R_SUSTSTR)) {
            delve__orig_msg(g, "you feel momentarily sick.");
            return 1;
        }
        delve__orig_chg_str(g, -(delve__game_rnd(g, 3) + 1));
        delve__orig_msg(g, "you feel very sick.");
        return 1;
    case ORIG_P_STRENGTH:
        delve__orig_chg_str(g, 1);
        delve__orig_msg(g, "you feel stronger. What bulging muscles!");
        return 1;
    case ORIG_P_SEEINVIS: return see_invisible(g);
    case ORIG_P_HEALING: heal(g, 4, 0); return 1;
    case ORIG_P_MFIND:
        delve__orig_fuse(g, D_TURN_SEE, 18 + delve__game_rnd(g, 4)); /* turn_see(TRUE) */
        if (o->mlist < 0) {
            delve__orig_msg(g, orig_brief(g) ? "you have a strange feeling."
                                             : "you have a strange feeling for a moment.");
            return 0;
        }
        add = delve__orig_turn_see(g, 0) != 0;
        delve__orig_msg(g, "");
        return add;
    case ORIG_P_TFIND:
        if (detect_magic(g)) {
            delve__orig_msg(g, "you sense the presence of magic.");
            return 1;
        }
        delve__orig_msg(g, orig_brief(g) ? "you have a strange feeling for a moment."
                                         : "you have a strange feeling for a moment, then it "
                                           "passes.");
        return 0;
    case ORIG_P_RAISE:
        delve__orig_msg(g, "you suddenly feel much more skillful");
        delve__orig_raise_level(g);
        return 1;
    case ORIG_P_XHEAL: heal(g, 8, 1); return 1;
    case ORIG_P_HASTE:
        if (delve__orig_add_haste(g, 1))
            delve__orig_msg(g, "you feel yourself moving much faster");
        return 1;
    case ORIG_P_RESTORE: restore(g); return 0;
    case ORIG_P_BLIND:
        if (!(o->flags & ISBLIND)) {
            o->flags |= ISBLIND;
            delve__orig_fuse(g, D_SIGHT, 270 + delve__game_rnd(g, 60));
            delve__orig_look(g, 0);
        }
        delve__orig_msg(g, "a cloak of darkness falls around you");
        return 1;
    default: delve__orig_msg(g, "this potion tastes extremely dull"); return 0;
    }
}

/* quaff (P4 §6.1) of pack object i: the effect, the status, one potion used, and the call
   prompt for a kind still unknown */
void delve__orig_quaff(delve_game *g, int i)
{
    delve_game_object *ob = (delve_game_object *)delve_game_pack(g, i);
    int kind = ob->which;
    if (ob->kind != DELVE_ITEM_POTION) {
        delve__orig_msg(g, "yuk! Why would you want to drink that?");
        return;
    }
    if (ob->in_use == DELVE_GAME_WIELDED)
        ob->in_use = 0;
    if (potion_effect(g, kind))
        g->priv.known[ORIG_K_POTION][kind] = 1;
    if (orig_of(g)->over)
        return;
    delve__orig_status(g);
    delve__game_pack_use(g, i);
    delve__orig_call_it(g, ORIG_K_POTION, kind);
}

/* th_effect (P4 §6.3, P3 §5.3): a potion that hits monster m */
void delve__orig_th_effect(delve_game *g, int kind, int m)
{
    delve_priv_monster *mp = &orig_of(g)->monsters[m];
    switch (kind) {
    case ORIG_P_CONFUSE:
    case ORIG_P_BLIND:
        mp->flags |= ISHUH;
        delve__orig_msg3(g, "the ", delve__orig_monster_name(mp->type), " appears confused");
        break;
    case ORIG_P_PARALYZE:
        mp->flags &= (unsigned short)~ISRUN;
        mp->flags |= ISHELD;
        break;
    case ORIG_P_HEALING:
    case ORIG_P_XHEAL:
        mp->hp = (short)(mp->hp + delve__game_rnd(g, 8));
        if (mp->hp > mp->maxhp)
            mp->hp = ++mp->maxhp;
        break;
    case ORIG_P_RAISE:
        mp->hp = (short)(mp->hp + 8);
        mp->maxhp = (short)(mp->maxhp + 8);
        mp->lvl++;
        break;
    case ORIG_P_HASTE: mp->flags |= ISHASTE; break;
    default: break;
    }
    delve__orig_msg(g, "the flask shatters.");
}
