/* orig_scrolls.c — scrolls.c: reading (r) and every scroll's effect, and wizard.c's whatis for
   the identify scroll (P4 §7, §12). */
#include <string.h>

#include "game/game_pack.h"
#include "game/orig.h"
#include "rogue/rogue_base.h"

/* magic mapping (P4 §7.2 kind 1): walls, doors (secret ones opened), passages and stairs */
static void magic_map(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int y, x, maxrow = g->cols == 80 ? 23 : 22, m;
    for (y = 1; y < maxrow; y++)
        for (x = 0; x < g->cols; x++) {
            unsigned char c = LEVEL_CHAR(g, y, x);
            int so = 0;
            if (game_is_wall(c) && !(LEVEL_FLAGS(g, y, x) & DELVE_F_REAL)) {
                c = LEVEL_CHAR(g, y, x) = DELVE_CH_DOOR; /* F_REAL stays clear: rogue.md #22 */
            }
            if (!game_is_wall(c) && c != DELVE_CH_DOOR && c != DELVE_CH_PASSAGE &&
                c != DELVE_CH_STAIRS)
                continue;
            if ((m = delve__orig_moat(g, y, x)) >= 0 && o->monsters[m].oldch == ' ')
                o->monsters[m].oldch = c;
            if (c == DELVE_CH_DOOR && delve__game_screen_char(g, y, x) != DELVE_CH_DOOR)
                so = 1;
            delve__game_put(g, y, x, c, so);
        }
}

/* food detection (P4 §7.2 kind 7): 1 if any food (or the amulet) was shown */
static int detect_food(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int t, shown = 0;
    for (t = o->lvl_obj; t >= 0; t = o->things[t].next)
        if (o->things[t].kind == DELVE_ITEM_FOOD || o->things[t].kind == DELVE_ITEM_AMULET) {
            delve__game_put(g, o->things[t].y, o->things[t].x,
                            delve__rogue_item_glyph(o->things[t].kind), 1);
            shown = 1;
        }
    return shown;
}

/* The wielded weapon, or NULL when nothing or no weapon is wielded */
static delve_game_object *weapon_in_hand(delve_game *g)
{
    delve_game_object *w = (delve_game_object *)delve__game_pack_in_use(g, DELVE_GAME_WIELDED);
    return w && w->kind == DELVE_ITEM_WEAPON ? w : NULL;
}

/* vorpalize (P4 §7.2 kind 14) */
static void vorpalize(delve_game *g)
{
    delve_priv_pack *pk = &g->priv.pack;
    delve_game_object *w = weapon_in_hand(g);
    const char *name;
    int i;
    if (!w) {
        delve__orig_msg(g, orig_brief(g) ? "you hear maniacal laughter."
                                         : "you hear maniacal laughter in the distance.");
        return;
    }
    name = delve__orig_weapon_name(w->which);
    if (w->enemy) { /* gone, but inpack stays as it was (the quirk) */
        delve__orig_msg3(g, "your ", name, " vanishes in a puff of smoke");
        i = (int)(w - pk->objects);
        delve__game_pack_remove(g, i);
        return;
    }
    w->enemy = delve__orig_pick_mons(g);
    w->hit++;
    w->damage++;
    w->armor_class = 1;
    delve__orig_msg3(g, "your ", name,
                     orig_brief(g) ? " gives off a flash"
                                   : " gives off a flash of intense white light");
}

/* create monster (P4 §7.2 kind 10): next to the hero, no pack, no message */
static void create_monster(delve_game *g)
{
    delve_point p;
    int y = 0, x = 0;
    if (delve__orig_plop_monster(g, g->priv.hero.y, g->priv.hero.x, &y, &x) &&
        delve__orig_pool_used(g) < DELVE_PRIV_THINGS) { /* new_item's test */
        p.y = y;
        p.x = x;
        delve__orig_new_monster(g, delve__orig_randmonster(g, 0), p, -1, -1);
        return;
    }
    delve__orig_msg(g, orig_expert(g) ? "you hear a faint cry of anguish"
                                      : "you hear a faint cry of anguish in the distance");
}

static int enchant_weapon(delve_game *g)
{
    delve_game_object *w = weapon_in_hand(g);
    if (!w) {
        delve__orig_msg(g, "you feel a strange sense of loss");
        return 0;
    }
    w->cursed = 0;
    if (delve__game_rnd(g, 2) == 0)
        w->hit++;
    else
        w->damage++;
    delve__orig_msg3(g, "your ", delve__orig_weapon_name(w->which),
                     orig_expert(g) ? " glows blue" : " glows blue for a moment");
    return 0;
}

static void remove_curse(delve_game *g)
{
    int u;
    for (u = DELVE_GAME_WORN; u <= DELVE_GAME_RIGHT_HAND; u++) {
        delve_game_object *ob = (delve_game_object *)delve__game_pack_in_use(g, u);
        if (ob)
            ob->cursed = 0;
    }
    delve__orig_msg(g, orig_expert(g) ? "somebody is watching over you"
                                      : "you feel as if somebody is watching over you");
}

/* The effects that need no more than a line (P4 §7.2): 1 when the kind becomes known */
static int simple_effect(delve_game *g, int kind)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_object *a;
    int y, x, m;
    switch (kind) {
    case ORIG_S_CONFUSE:
        o->flags |= CANHUH;
        delve__orig_msg(g, "your hands begin to glow red");
        return 0;
    case ORIG_S_HOLD: /* the 7x7 square around the hero */
        for (x = g->priv.hero.x - 3; x <= g->priv.hero.x + 3; x++)
            for (y = g->priv.hero.y - 3; y <= g->priv.hero.y + 3; y++)
                if (x >= 0 && x < g->cols && !game_offmap(g, y, x) &&
                    (m = delve__orig_moat(g, y, x)) >= 0) {
                    o->monsters[m].flags &= (unsigned short)~ISRUN;
                    o->monsters[m].flags |= ISHELD;
                }
        return 0;
    case ORIG_S_SLEEP: /* rnd(spread(5)) + 4 */
        o->no_command += delve__game_rnd(g, 5 + delve__game_rnd(g, 1)) + 4;
        delve__orig_msg(g, "you fall asleep");
        return 1;
    case ORIG_S_ARMOR:
        if ((a = (delve_game_object *)delve__game_pack_in_use(g, DELVE_GAME_WORN)) != NULL) {
            a->armor_class--;
            a->cursed = 0;
            delve__orig_msg(g, orig_expert(g) ? "your armor glows faintly"
                                              : "your armor glows faintly for a moment");
        }
        return 0;
    case ORIG_S_SCARE:
        delve__orig_msg(g, orig_brief(g) ? "you hear maniacal laughter."
                                         : "you hear maniacal laughter in the distance.");
        return 0;
    case ORIG_S_AGGR:
        delve__orig_aggravate(g);
        delve__orig_msg(g, orig_expert(g) ? "you hear a humming noise"
                                          : "you hear a high pitched humming noise");
        return 0;
    default: delve__orig_msg(g, "this scroll seems to be blank"); return 0;
    }
}

/* A scroll's effect (P4 §7.2): 1 when the kind becomes known */
static int scroll_effect(delve_game *g, int kind)
{
    int room;
    switch (kind) {
    case ORIG_S_MAP:
        delve__orig_msg(g, "oh, now this scroll has a map on it");
        magic_map(g);
        return 1;
    case ORIG_S_GFIND:
        if (detect_food(g)) {
            delve__orig_msg(g, "your nose tingles as you sense food");
            return 1;
        }
        delve__orig_msg(g, orig_expert(g) ? "you hear a growling noise close by"
                                          : "you hear a growling noise very close to you");
        return 0;
    case ORIG_S_TELEP: /* known when it took the hero to another room */
        room = g->priv.proom;
        delve__orig_teleport(g);
        return g->priv.proom != room;
    case ORIG_S_ENCH: return enchant_weapon(g);
    case ORIG_S_CREATE: create_monster(g); return 0;
    case ORIG_S_REMOVE: remove_curse(g); return 0;
    case ORIG_S_VORPAL: vorpalize(g); return 0;
    default: return simple_effect(g, kind);
    }
}

/* read_scroll's steps 6 and 7 (P4 §7.1), also after whatis has chosen */
static void read_done(delve_game *g, int i, int kind)
{
    if (orig_of(g)->over)
        return;
    delve__orig_look(g, 1);
    delve__orig_status(g);
    if (i >= 0)
        delve__game_pack_use(g, i);
    delve__orig_call_it(g, ORIG_K_SCROLL, kind);
}

/* more() (P4 §7.2 kind 5): ' More ' after the message, a space, the six cells back */
static void more(delve_game *g)
{
    unsigned char c[6], a[6];
    int x = orig_of(g)->mpos;
    if (x + 6 > g->cols)
        x = g->cols - 6;
    memcpy(c, g->chars + x, 6);
    memcpy(a, g->attrs + x, 6);
    delve__orig_more_push(g);
    memcpy(g->chars + x, c, 6);
    memcpy(g->attrs + x, a, 6);
}

/* read_scroll (P4 §7.1) of pack object i */
void delve__orig_read_scroll(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_object *ob = (delve_game_object *)delve_game_pack(g, i);
    int kind = ob->which, id;
    if (ob->kind != DELVE_ITEM_SCROLL) {
        delve__orig_msg(g, "there is nothing on it to read");
        return;
    }
    delve__orig_msg(g,
                    orig_expert(g) ? "the scroll vanishes" : "as you read the scroll, it vanishes");
    if (ob->in_use == DELVE_GAME_WIELDED)
        ob->in_use = 0;
    if (kind == ORIG_S_IDENT) { /* whatis: the choice goes on in delve__orig_identified */
        g->priv.known[ORIG_K_SCROLL][kind] = 1;
        delve__orig_msg(g, "this scroll is an identify scroll");
        if (g->priv.opt.menu == DELVE_MENU_ON || g->priv.opt.menu == DELVE_MENU_SEL)
            more(g);
        o->read_item = i;
        if ((i = delve__orig_get_item(g, 'I')) >= 0)
            delve__orig_identified(g, i);
        return;
    }
    id = ob->id;
    if (scroll_effect(g, kind))
        g->priv.known[ORIG_K_SCROLL][kind] = 1;
    /* vorpalize's puff takes the weapon out of the pack, which moves the objects after it */
    read_done(g, delve__game_pack_index(g, id), kind);
}

/* whatis (P4 §12) has chosen pack object i (-1: nothing, it asks again) */
void delve__orig_identified(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_object *ob;
    char name[DELVE_GAME_MESSAGE_MAX];
    int k;
    if (i < 0) {
        delve__orig_msg(g, "you must identify something");
        delve__orig_msg(g, " ");
        o->mpos = 0;
        if ((i = delve__orig_get_item(g, 'I')) >= 0)
            delve__orig_identified(g, i);
        return;
    }
    ob = (delve_game_object *)delve_game_pack(g, i);
    k = delve__game_kind_class(ob->kind);
    if (k >= 0) {
        g->priv.known[k][ob->which] = 1;
        g->priv.guess[k][ob->which][0] = '\0';
    }
    if (ob->kind == DELVE_ITEM_WEAPON || ob->kind == DELVE_ITEM_ARMOR ||
        ob->kind == DELVE_ITEM_STICK || ob->kind == DELVE_ITEM_RING)
        ob->known = 1;
    if (ob->enemy)
        ob->revealed = 1;
    delve_game_pack_name(g, i, name, sizeof name);
    delve__orig_msg_format(g, name); /* msg(inv_name(obj, FALSE)): a '%' of the fruit is read */
    read_done(g, o->read_item, ORIG_S_IDENT);
}
