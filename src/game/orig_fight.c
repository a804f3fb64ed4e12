/* orig_fight.c — fight.c: the hero's blow (fight), a monster's (attack), roll_em and swing,
   the combat messages, killing (killed, remove, fall), experience levels (check_level) and
   the special attacks (P3 §3-§8). The key disk passed: hit_mul is 1 (project decisions). */
#include <string.h>

#include "game/game_pack.h"
#include "game/orig.h"
#include "rogue/rogue_base.h"

static const char *const mon_dmg[26] = {"0d0/0d0",      "1d2",         "1d6/1d6",
                                        "1d8/1d8/3d10", "1d2",         "",
                                        "4d3/3d5/4d3",  "1d8",         "1d2",
                                        "2d12/2d4",     "1d4",         "1d2",
                                        "3d4/3d4/2d5",  "0d0",         "1d8",
                                        "4d4",          "1d2/1d2/1d4", "1d6",
                                        "1d3",          "1d8/1d8/2d6", "1d3/1d3/1d3/4d6",
                                        "1d10",         "1d6",         "3d4",
                                        "1d6/1d6",      "1d8"};
static const char *const w_dmg[10] = {"2d4", "3d4", "1d1", "1d1", "1d6",
                                      "4d4", "1d1", "1d1", "1d2", "2d3"};

/* str_plus and add_dam (P3 §2.5) */
static int str_plus(int s)
{
    if (s < 8)
        return s - 7;
    return s < 17 ? 0 : s < 19 ? 1 : s < 21 ? 2 : s < 31 ? 3 : 4;
}

static int add_dam(int s)
{
    if (s < 8)
        return s - 7;
    return s < 16 ? 0 : s == 16 ? 1 : s == 17 ? 2 : s < 20 ? 3 : s < 22 ? 4 : s < 31 ? 5 : 6;
}

static int swing(delve_game *g, int at_lvl, int op_arm, int wplus)
{
    int r = delve__game_rnd(g, 20);
    return r + wplus >= 20 - at_lvl - op_arm;
}

static int number(const char **s)
{
    int n = 0;
    while (**s >= '0' && **s <= '9')
        n = n * 10 + *(*s)++ - '0';
    return n;
}

/* roll_em's attacks (P3 §3.2 step 5): returns whether one hit; *hp loses the damage */
static int roll_attacks(delve_game *g, const char *cp, int lvl, int arm, int hplus, int dplus,
                        int str, int to_hero, int *hp)
{
    int did_hit = 0;
    for (;;) {
        int ndice = number(&cp), nsides, damage, i, p = 0;
        cp = strchr(cp, 'd');
        if (!cp)
            break;
        cp++;
        nsides = number(&cp);
        if (swing(g, lvl, arm, hplus + str_plus(str))) {
            for (i = 0; i < ndice && nsides > 0; i++)
                p += delve__game_rnd(g, nsides) + 1;
            damage = dplus + p + add_dam(str);
            if (to_hero && orig_of(g)->max_level == 1)
                damage = (damage + 1) / 2;
            if (damage > 0)
                *hp -= damage;
            did_hit = 1;
        }
        cp = strchr(cp, '/');
        if (!cp)
            break;
        cp++;
    }
    return did_hit;
}

static void add_phrase(delve__strbuf *sb, const char *who, int upper, int blind)
{
    char first[2] = {0, 0};
    const char *t = who ? (blind ? "it" : "the ") : "you";
    first[0] = upper ? (char)(t[0] - 'a' + 'A') : t[0];
    delve__sb_puts(sb, first);
    delve__sb_puts(sb, t + 1);
    if (who && !blind)
        delve__sb_puts(sb, who);
}

/* hit and miss (P3 §4): er attacks ee; NULL is the hero */
static void combat_msg(delve_game *g, const char *er, const char *ee, int hit)
{
    static const char *const hero_hit[4] = {" scored an excellent hit on ", " hit ",
                                            " have injured ", " swing and hit "};
    static const char *const mon_hit[4] = {" scored an excellent hit on ", " hit ", " has injured ",
                                           " swings and hits "};
    static const char *const hero_miss[4] = {" swing and miss", " miss", " barely miss",
                                             " don't hit"};
    static const char *const mon_miss[4] = {" swings and misses", " misses", " barely misses",
                                            " doesn't hit"};
    char text[DELVE_GAME_MESSAGE_MAX];
    delve__strbuf sb;
    int blind = (orig_of(g)->flags & ISBLIND) != 0, k;
    delve__sb_init(&sb, text, sizeof text);
    add_phrase(&sb, er, 1, blind);
    k = orig_brief(g) ? 1 : delve__game_rnd(g, 4);
    delve__sb_puts(&sb, hit ? (er ? mon_hit : hero_hit)[k] : (er ? mon_miss : hero_miss)[k]);
    if (!hit)
        delve__sb_putc(&sb, ' ');
    add_phrase(&sb, ee, 0, blind);
    delve__sb_finish(&sb);
    delve__orig_msg(g, text);
}

/* fallpos and fall (P3 §6.3): the thing lands on a free floor or passage cell around (y, x),
   or merges with a like stack there, or is lost */

/* "The arrow vanishes as it hits the ground." with short_name (P3 §6.3) */
static void vanishes(delve_game *g, const delve_game_object *ob)
{
    char name[DELVE_GAME_MESSAGE_MAX];
    const char *shown = name;
    delve_game_object plain = *ob; /* short_name: inv_name, a ring's bonus and a stick's charges
                                      as known; an armour's name alone */
    plain.count = 1;
    if (ob->kind == DELVE_ITEM_ARMOR)
        plain.known = 0;
    delve__game_msg_name_of(g, &plain, name, sizeof name);
    if (ob->kind == DELVE_ITEM_WEAPON)
        shown = delve__orig_weapon_name(ob->which);
    else if (ob->kind == DELVE_ITEM_FOOD)
        shown = "food";
    else if (ob->kind != DELVE_ITEM_ARMOR && strchr(name, ' '))
        shown = strchr(name, ' ') + 1;
    delve__orig_msg3(g, "the ", shown,
                     orig_brief(g) ? " vanishes." : " vanishes as it hits the ground.");
}

void delve__orig_fall(delve_game *g, int t)
{
    delve__orig_fall_named(g, t, NULL);
}

void delve__orig_fall_named(delve_game *g, int t, const delve_game_object *named)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_thing *tp = &o->things[t];
    int y, x, k = 0, fy = -1, fx = -1, m;
    for (y = tp->y - 1; y <= tp->y + 1; y++)
        for (x = tp->x - 1; x <= tp->x + 1; x++) {
            unsigned char ch;
            int u;
            if ((y == g->priv.hero.y && x == g->priv.hero.x) || game_offmap(g, y, x))
                continue;
            ch = LEVEL_CHAR(g, y, x);
            if (ch == DELVE_CH_FLOOR || ch == DELVE_CH_PASSAGE) {
                if (delve__game_rnd(g, ++k) == 0) {
                    fy = y;
                    fx = x;
                }
                continue;
            }
            if (!delve__orig_step_ok(ch))
                continue;
            for (u = o->lvl_obj; u >= 0; u = o->things[u].next)
                if (o->things[u].y == y && o->things[u].x == x)
                    break;
            if (u >= 0 && o->things[u].kind == tp->kind && tp->group &&
                o->things[u].group == tp->group) {
                o->things[u].count += tp->count;
                tp->used = 0;
                return;
            }
        }
    if (fy < 0) {
        tp->used = 0;
        if (named) /* fall(obj, TRUE): short_name's words (P3 §6.3) */
            vanishes(g, named);
        return;
    }
    LEVEL_CHAR(g, fy, fx) =
        tp->kind == ORIG_GOLD ? DELVE_CH_GOLD : delve__rogue_item_glyph(tp->kind);
    tp->y = (short)fy;
    tp->x = (short)fx;
    if (delve__orig_cansee(g, fy, fx)) {
        delve__game_put(g, fy, fx, LEVEL_CHAR(g, fy, fx),
                        (LEVEL_FLAGS(g, fy, fx) & (DELVE_F_PASS | DELVE_F_MAZE)) != 0);
        if ((m = delve__orig_moat(g, fy, fx)) >= 0)
            o->monsters[m].oldch = LEVEL_CHAR(g, fy, fx);
    }
    tp->next = o->lvl_obj;
    o->lvl_obj = (short)t;
}

/* remove (P3 §6.2): the pack falls (or is lost), the cell is redrawn, it leaves mlist */
static void remove_monster(delve_game *g, int m, int waskill)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    int t = mp->pack, y = mp->y, x = mp->x;
    while (t >= 0) {
        int next = o->things[t].next;
        o->things[t].y = (short)y;
        o->things[t].x = (short)x;
        if (waskill)
            delve__orig_fall(g, t);
        else
            o->things[t].used = 0;
        t = next;
    }
    mp->pack = -1; /* detached, as the original's: the freed record a hasted thief goes on
                      moving with (P2 §6.2) has nothing left to drop or free */
    {
        int so = LEVEL_CHAR(g, y, x) == DELVE_CH_PASSAGE;
        if (mp->oldch == DELVE_CH_FLOOR && !delve__orig_cansee(g, y, x))
            delve__game_put(g, y, x, ' ', so);
        else if (mp->oldch != '@')
            delve__game_put(g, y, x, (unsigned char)mp->oldch, so);
    }
    delve__orig_mlist_unlink(g, m);
    mp->next = -1;
    mp->used = 0;
}

/* check_level (P3 §6.4) */
/* killed (P3 §6.1): experience, what it carried falls, and with pr the message */
void delve__orig_killed(delve_game *g, int m, int pr)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    int type = mp->type;
    o->exp += mp->exp;
    if (type == 'F') {
        o->flags &= ~ISHELD;
        o->fung_hit = 0;
    } else if (type == 'L') {
        int t = delve__orig_new_thing_slot(g), r;
        if (t < 0)
            return;
        o->things[t].kind = ORIG_GOLD;
        o->things[t].value = delve__game_rnd(g, 50 + 10 * g->priv.depth) + 2;
        if (delve__orig_save(g, ORIG_VS_MAGIC))
            for (r = 0; r < 4; r++)
                o->things[t].value += delve__game_rnd(g, 50 + 10 * g->priv.depth) + 2;
        o->things[t].next = mp->pack;
        mp->pack = (short)t;
    }
    remove_monster(g, m, 1);
    if (!pr) {
        delve__orig_check_level(g);
        return;
    }
    if (o->flags & ISBLIND)
        delve__orig_msg(g, "you have defeated it");
    else
        delve__orig_msg3(g, "you have defeated ", "the ", delve__orig_monster_name(type));
    delve__orig_check_level(g);
}

/* plop_monster (P2 §9): a random free cell around (r, c), not the hero's; 0 if none */
int delve__orig_plop_monster(delve_game *g, int r, int c, int *sy, int *sx)
{
    int y, x, n = 0;
    for (y = r - 1; y <= r + 1; y++)
        for (x = c - 1; x <= c + 1; x++) {
            if ((y == g->priv.hero.y && x == g->priv.hero.x) || game_offmap(g, y, x))
                continue;
            if (!delve__orig_step_ok(delve__orig_winat(g, y, x)) || delve__orig_scare_at(g, y, x))
                continue;
            if (delve__game_rnd(g, ++n) == 0) {
                *sy = y;
                *sx = x;
            }
        }
    return n;
}

/* new_slime (P2 §9): 1 only if this slime itself has a free neighbour; the search through
   its neighbours' neighbours draws, and moves the spot, but its success is lost (the bug) */
static int new_slime(delve_game *g, int m, int *sy, int *sx)
{
    delve_priv_orig *o = orig_of(g);
    int ret = 0, y, x, my = o->monsters[m].y, mx = o->monsters[m].x;
    o->monsters[m].flags |= ISFLY;
    if (delve__orig_plop_monster(g, my, mx, sy, sx)) {
        ret = 1;
    } else {
        for (y = my - 1; y <= my + 1; y++)
            for (x = mx - 1; x <= mx + 1; x++) {
                int t;
                if (game_offmap(g, y, x) || delve__orig_winat(g, y, x) != 'S')
                    continue;
                t = delve__orig_moat(g, y, x);
                if (t >= 0 && !(o->monsters[t].flags & ISFLY) && new_slime(g, t, sy, sx))
                    goto done;
            }
    }
done:
    o->monsters[m].flags &= (unsigned short)~ISFLY;
    return ret;
}

static void slime_split(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    int sy = 0, sx = 0, n;
    delve_point spot;
    if (!new_slime(g, m, &sy, &sx) || delve__orig_pool_used(g) >= DELVE_PRIV_THINGS)
        return; /* no thing free: no message (P3 5.4 step 2) */
    delve__orig_msg(g, "the slime divides.  Ick!");
    spot.y = sy;
    spot.x = sx;
    n = delve__orig_new_monster(g, 'S', spot, -1, -1);
    if (n < 0)
        return;
    if (delve__orig_cansee(g, sy, sx)) {
        o->monsters[n].oldch = LEVEL_CHAR(g, sy, sx);
        delve__game_put(g, sy, sx, 'S', 0);
    }
    delve__orig_start_run(g, sy, sx);
}

/* The thrown string of a weapon with its launcher wielded (P3 §2.3), and the launcher */
static const char *const w_hurl[10] = {"1d3", "1d2", "1d1", "2d3", "1d4",
                                       "1d2", "1d3", "1d1", "2d5", "1d6"};
static const signed char w_launch[10] = {-1, -1, -1, DELVE_WEAPON_BOW,      -1,
                                         -1, -1, -1, DELVE_WEAPON_CROSSBOW, -1};
static int is_missile_weapon(int which)
{
    return which == DELVE_WEAPON_ARROW || which == DELVE_WEAPON_DAGGER ||
           which == DELVE_WEAPON_DART || which == DELVE_WEAPON_BOLT || which == DELVE_WEAPON_SPEAR;
}

/* What strikes in a fight (fight's weap): a pack object, a thrown piece, a bolt or the magic
   missile; the bolt and the missile name themselves and bring their own numbers */
typedef struct weapon {
    delve_game_object *ob;            /* NULL: bare hands */
    const char *name;                 /* a bolt's ("flame"): thunk's word; NULL: by its class */
    const char *dmg;                  /* a bolt's or the missile's damage string, else NULL */
    int hplus, dplus, missile_launch; /* the missile: the wielded kind it flies from, or -1 */
} weapon;

/* The damage string of a blow with w (P3 §2.3, §3.2): bare hands 1d4, a weapon its own, a
   stick its blow, the starting ring mail and ration none (no swing at all: "", which has no
   'd'), anything else new_thing's 0d0 */
static const char *damage_of(const delve_game_object *w, char *buf, size_t cap)
{
    delve__strbuf sb;
    if (!w)
        return "1d4";
    if (w->kind == DELVE_ITEM_WEAPON)
        return w_dmg[w->which];
    if (w->kind != DELVE_ITEM_STICK)
        return w->no_damage ? "" : "0d0";
    delve__sb_init(&sb, buf, cap);
    delve__sb_int(&sb, w->dice);
    delve__sb_putc(&sb, 'd');
    delve__sb_int(&sb, w->sides);
    delve__sb_finish(&sb);
    return buf;
}

/* roll_em's step 2 (P3 §3.2) for the hero's weapon against a monster of letter type */
static const char *plusses(delve_game *g, const weapon *wp, int type, int hurl, int *hplus,
                           int *dplus, char *buf, size_t cap)
{
    delve_game_object *w = wp->ob;
    const delve_game_object *cur = delve__game_pack_in_use(g, DELVE_GAME_WIELDED);
    const char *dmg;
    *hplus = wp->hplus;
    *dplus = wp->dplus;
    if (wp->dmg) {
        if (hurl && cur && cur->which == wp->missile_launch) {
            *hplus += cur->hit;
            *dplus += cur->damage;
        }
        return wp->dmg;
    }
    if (!w)
        return "1d4";
    *hplus = w->hit;
    *dplus = w->damage;
    if (w->enemy && w->enemy == type) {
        *hplus += 4;
        *dplus += 4;
    }
    if (w == cur) {
        *dplus += delve__orig_ring_bonus(g, ORIG_R_ADDDAM);
        *hplus += delve__orig_ring_bonus(g, ORIG_R_ADDHIT);
    }
    dmg = damage_of(w, buf, cap);
    if (hurl && w->kind == DELVE_ITEM_WEAPON && is_missile_weapon(w->which) && cur &&
        cur->which == w_launch[w->which]) {
        dmg = w_hurl[w->which];
        *hplus += cur->hit;
        *dplus += cur->damage;
    }
    if (w->kind == DELVE_ITEM_STICK && w->which == ORIG_WS_HIT && --w->armor_class < 0) {
        dmg = "0d0"; /* striking spent: for this blow too */
        w->dice = w->sides = w->hit = w->damage = w->armor_class = 0;
    }
    return dmg;
}

/* thunk (P3 §4): a thrown thing's or a bolt's hit or miss */
static void thunk(delve_game *g, const weapon *wp, const char *name, int hit)
{
    char text[DELVE_GAME_MESSAGE_MAX];
    delve__strbuf sb;
    delve__sb_init(&sb, text, sizeof text);
    if (wp->name || (wp->ob && wp->ob->kind == DELVE_ITEM_WEAPON)) {
        delve__sb_puts(&sb, "the ");
        delve__sb_puts(&sb, wp->name ? wp->name : delve__orig_weapon_name(wp->ob->which));
        delve__sb_puts(&sb, hit ? " hits " : " misses ");
    } else {
        delve__sb_puts(&sb, hit ? "you hit " : "you missed ");
    }
    delve__sb_puts(&sb, (orig_of(g)->flags & ISBLIND) ? "it" : "the ");
    if (!(orig_of(g)->flags & ISBLIND))
        delve__sb_puts(&sb, name);
    delve__sb_finish(&sb);
    delve__orig_msg(g, text);
}

/* A wielded potion that hit is used up, and nothing is wielded (P3 §5.2 step 7.2; inpack is
   not lowered, the original's bug) */
static void potion_spent(delve_game *g, delve_game_object *w)
{
    delve_priv_pack *pk = &g->priv.pack;
    int i = (int)(w - pk->objects);
    w->in_use = 0;
    if (w->count > 1) {
        w->count--;
        return;
    }
    delve__game_pack_remove(g, i);
}

/* fight (P3 §5.2) against monster m, seen as letter mn: 1 on a hit */
static int fight(delve_game *g, int m, int mn, const weapon *wp, int thrown)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    char buf[8];
    const char *name, *dmg;
    int hp, hplus, dplus, hit, potion = wp->ob && wp->ob->kind == DELVE_ITEM_POTION;
    o->count = 0;
    o->quiet = 0;
    delve__orig_start_run(g, mp->y, mp->x);
    if (mp->type == 'X' && mp->disguise != 'X' && !(o->flags & ISBLIND)) {
        mp->disguise = 'X';
        mn = 'X';
        if (thrown)
            return 0;
        delve__orig_msg(g, "wait! That's a Xeroc!");
    }
    name = delve__orig_monster_name(mn);
    dmg = plusses(g, wp, mp->type, thrown, &hplus, &dplus, buf, sizeof buf);
    hp = mp->hp;
    hit = roll_attacks(g, dmg, o->lvl, mp->arm, hplus, dplus, o->str, 0, &hp);
    mp->hp = (short)hp;
    if (!hit && !potion) {
        if (thrown)
            thunk(g, wp, name, 0);
        else
            combat_msg(g, NULL, name, 0);
        if (mp->type == 'S' && delve__game_rnd(g, 100) > 25)
            slime_split(g, m);
        return 0;
    }
    if (thrown)
        thunk(g, wp, name, 1);
    else
        combat_msg(g, NULL, name, 1);
    if (potion) {
        delve__orig_th_effect(g, wp->ob->which, m);
        if (!thrown)
            potion_spent(g, wp->ob);
    }
    hit = (o->flags & CANHUH) != 0;
    if (hit) {
        mp->flags |= ISHUH;
        o->flags &= ~CANHUH;
        delve__orig_msg(g, "your hands stop glowing red");
    }
    if (mp->hp <= 0) {
        delve__orig_killed(g, m, 1);
    } else if (hit && !(o->flags & ISBLIND)) {
        delve__orig_msg3(g, "the ", name, " appears confused");
    }
    return 1;
}

/* The hero's blow at pos with the wielded object (do_move) */
void delve__orig_fight(delve_game *g, delve_point pos, int mn)
{
    weapon wp = {NULL, NULL, NULL, 0, 0, -1};
    int m = delve__orig_moat(g, pos.y, pos.x);
    wp.ob = (delve_game_object *)delve__game_pack_in_use(g, DELVE_GAME_WIELDED);
    if (m >= 0)
        fight(g, m, mn, &wp, 0);
}

/* A staff of striking's blow (P4 §8.3 kind 1): fight with the stick, not thrown */
void delve__orig_fight_with(delve_game *g, int m, delve_game_object *stick)
{
    weapon wp = {NULL, NULL, NULL, 0, 0, -1};
    wp.ob = stick;
    fight(g, m, orig_of(g)->monsters[m].type, &wp, 0);
}

/* hit_monster (P3 §9.2) for a thrown piece at monster m: 1 on a hit (the piece is then gone).
   The fight works on the piece itself: a staff of striking thrown spends a charge (P3 §3.2 step
   2.6), and lands with one fewer when it misses. */
int delve__orig_hit_monster(delve_game *g, int m, delve_game_object *piece)
{
    weapon wp = {NULL, NULL, NULL, 0, 0, -1};
    wp.ob = piece;
    return fight(g, m, orig_of(g)->monsters[m].type, &wp, 1);
}

/* hit_monster for a bolt (P3 §12, P4 §8.4): 6d6 at +30, the hero striking */
void delve__orig_fight_bolt(delve_game *g, int m, const char *name)
{
    weapon wp = {NULL, NULL, "6d6", 30, 0, -1};
    wp.name = name;
    fight(g, m, orig_of(g)->monsters[m].type, &wp, 1);
}

/* hit_monster for the magic missile (P4 §8.3 kind 6): 1d8 at +1000, +1, ISMISL with the
   wielded kind as its launcher, so the wielded object's bonuses add; with nothing wielded its
   damage string is the original's uninitialised stack: taken as none (project decisions), so
   it misses without a roll */
void delve__orig_fight_missile(delve_game *g, int m)
{
    const delve_game_object *cur = delve__game_pack_in_use(g, DELVE_GAME_WIELDED);
    weapon wp = {NULL, "", "1d8", 1000, 1, -1};
    if (cur)
        wp.missile_launch = cur->which;
    else
        wp.dmg = "";
    wp.name = NULL;
    fight(g, m, orig_of(g)->monsters[m].type, &wp, 1);
}
/* The nymph (P3 §7.2): one magic thing of the pack, not in use, chosen by rnd among them; she
   vanishes with it. A stack of potions, scrolls or food keeps its count (the original's bug). */
static void steal_magic(delve_game *g, int m)
{
    delve_priv_pack *pk = &g->priv.pack;
    char name[DELVE_GAME_MESSAGE_MAX];
    int i, k = 0, chosen = -1, count;
    for (i = 0; i < pk->n; i++)
        if (!pk->objects[i].in_use && delve__orig_is_magic(&pk->objects[i]) &&
            delve__game_rnd(g, ++k) == 0)
            chosen = i;
    if (chosen < 0)
        return;
    remove_monster(g, m, 0);
    pk->pieces--;
    count = pk->objects[chosen].count;
    if (count > 1 && !pk->objects[chosen].group)
        pk->objects[chosen].count = 1; /* the message names one of them */
    delve__game_pack_msg_name(g, chosen, name, sizeof name);
    if (count > 1 && !pk->objects[chosen].group) {
        pk->objects[chosen].count = (int)count; /* back as it was: nothing is lost */
    } else {
        delve__game_pack_remove(g, chosen);
    }
    delve__orig_msg3(g, "she stole ", name, "!");
}

/* The special attacks after a hit (P3 §7.2) that need no item rules. */
static void special(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    int r;
    switch (mp->type) {
    case 'I':
        if (o->no_command > 1)
            o->no_command--;
        break;
    case 'R':
        if (delve__orig_save(g, ORIG_VS_POISON))
            break;
        if (delve__orig_wearing(g, ORIG_R_SUSTSTR)) {
            delve__orig_msg(g, "a bite momentarily weakens you");
            break;
        }
        delve__orig_chg_str(g, -1);
        delve__orig_msg(g, orig_brief(g) ? "you feel a bite in your leg"
                                         : "you feel a bite in your leg and now feel weaker");
        break;
    case 'F':
        o->flags |= ISHELD;
        o->fung_hit++;
        break;
    case 'L': {
        int before = g->priv.gold, purse; /* each GOLDCALC taken in 16 bits, then the sign */
        purse = ORIG_INT(before - (delve__game_rnd(g, 50 + 10 * g->priv.depth) + 2));
        if (!delve__orig_save(g, ORIG_VS_MAGIC))
            for (r = 0; r < 4; r++)
                purse = ORIG_INT(purse - (delve__game_rnd(g, 50 + 10 * g->priv.depth) + 2));
        g->priv.gold = purse < 0 ? 0 : purse;
        remove_monster(g, m, 0);
        if (g->priv.gold != before)
            delve__orig_msg(g, "your purse feels lighter");
        break;
    }
    case 'A': { /* the aquator rusts armour that can rust (P3 §7.2) */
        delve_game_object *a = (delve_game_object *)delve__game_pack_in_use(g, DELVE_GAME_WORN);
        if (a && a->armor_class < 9 && a->which != 0) {
            if (delve__orig_wearing(g, ORIG_R_SUSTARM)) {
                delve__orig_msg(g, "the rust vanishes instantly");
            } else {
                a->armor_class++;
                delve__orig_msg(g, "your armor weakens, oh my!");
            }
        }
        break;
    }
    case 'N': steal_magic(g, m); break;
    case 'W':
    case 'V': {
        int fewer;
        if (delve__game_rnd(g, 100) >= (mp->type == 'W' ? 15 : 30))
            break;
        if (mp->type == 'W') {
            if (o->exp == 0) {
                delve__orig_death(g, 'W');
                return;
            }
            if (--o->lvl == 0) {
                o->exp = 0;
                o->lvl = 1;
            } else {
                o->exp = (int)(10L << (o->lvl - 1)) + 1;
            }
            fewer = delve__game_rnd(g, 10) + 1;
        } else {
            fewer = delve__game_rnd(g, 5) + 1;
        }
        o->hp -= fewer;
        o->maxhp -= fewer;
        if (o->hp < 1)
            o->hp = 1;
        if (o->maxhp < 1) {
            delve__orig_death(g, mp->type);
            return;
        }
        delve__orig_msg(g, "you suddenly feel weaker");
        break;
    }
    default: break;
    }
}

/* attack (P3 §7.1): monster m strikes the hero */
void delve__orig_attack(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    char fdmg[16];
    const char *name, *dmg;
    int type = mp->type;
    g->priv.running = 0;
    o->count = 0;
    o->quiet = 0;
    if (type == 'X' && !(o->flags & ISBLIND))
        mp->disguise = 'X';
    name = delve__orig_monster_name(type);
    dmg = mon_dmg[type - 'A'];
    if (type == 'F') { /* the shared f_damage: "%%%d0", then "<hits>d1" */
        delve__strbuf sb;
        delve__sb_init(&sb, fdmg, sizeof fdmg);
        if (o->fung_hit) {
            delve__sb_int(&sb, o->fung_hit);
            delve__sb_puts(&sb, "d1");
        } else {
            delve__sb_puts(&sb, "0d0");
        }
        delve__sb_finish(&sb);
        dmg = fdmg;
    }
    if (roll_attacks(g, dmg, mp->lvl, delve__orig_armor_value(g), 4, 0, 10, 1, &o->hp)) {
        combat_msg(g, name, NULL, 1);
        if (o->hp <= 0) {
            delve__orig_death(g, type);
            return;
        }
        if (!(mp->flags & ISCANC))
            special(g, m);
        if (o->over)
            return;
    } else if (type != 'I') {
        if (type == 'F') {
            o->hp -= o->fung_hit;
            if (o->hp <= 0) {
                delve__orig_death(g, type);
                return;
            }
        }
        combat_msg(g, name, NULL, 0);
    }
    delve__orig_flush_type(g); /* after the messages: their ' More 's read the macro first */
    o->count = 0;
    delve__orig_status(g);
}

/* fire_bolt (P3 §12, P4 §8.4) for a dragon's flame and an ice monster's frost: six cells from
   start, bouncing off doors, walls and rock, hitting the first monster (after a bounce) or the
   hero. Its direction is the global delta itself (dir_y, dir_x): a bounce reverses it. */
void delve__orig_fire_bolt(delve_game *g, int sy, int sx, const char *name, int shooter)
{
    delve_priv_orig *o = orig_of(g);
    int dy = o->dir_y, dx = o->dir_x;
    int frost = name[0] == 'f' && name[1] == 'r', i, n = 0, used = 0, steps = 0;
    int from_hero = sy == g->priv.hero.y && sx == g->priv.hero.x;
    int can_hit_hero = !from_hero, changed = 0, y = sy, x = sx;
    unsigned char glyph = dy + dx == 0                      ? '/'
                          : (dy + dx == 1 || dy + dx == -1) ? (dy == 0 ? '-' : '|')
                                                            : '\\';
    short cy[6], cx[6]; /* the cells the bolt passed, restored at the end (slot i of step 4.2) */
    unsigned char saved[6];
    char text[DELVE_GAME_MESSAGE_MAX];
    delve__strbuf sb;
    for (i = 0; i < 6 && !used && !o->over; i++) {
        unsigned char ch;
        int m, k;
        y += dy;
        x += dx;
        ch = game_offmap(g, y, x) ? ' ' : delve__orig_winat(g, y, x);
        steps++;
        if (ch == DELVE_CH_DOOR || ch == ' ' || game_is_wall(ch)) {
            /* the cell's slot is taken by the next cell: it is neither drawn nor restored */
            if (!changed)
                can_hit_hero = !can_hit_hero;
            changed = 0;
            o->dir_y = dy = -dy;
            o->dir_x = dx = -dx;
            i--;
            delve__orig_msg3(g, "the ", name, " bounces");
            if (steps >= 12)
                break; /* from a door into a wall the original bounces for ever (project
                          decisions: stop); six cells and their bounces are at most 11 steps */
            continue;
        }
        {
            unsigned char sc = game_offmap(g, y, x) ? ' ' : delve__game_screen_char(g, y, x);
            cy[n] = (short)y;
            cx[n] = (short)x;
            saved[n++] = sc == glyph ? 0 : sc;
        }
        if (!can_hit_hero && (m = delve__orig_moat(g, y, x)) >= 0) {
            delve_priv_monster *mp = &o->monsters[m];
            can_hit_hero = 1;
            changed = !changed;
            if (mp->oldch != '@')
                mp->oldch = LEVEL_CHAR(g, y, x);
            if (!delve__orig_save_throw(g, ORIG_VS_MAGIC, mp->lvl) || frost) {
                used = 1;
                if (mp->type == 'D' && !strcmp(name, "flame")) /* not a bolt or ice */
                    delve__orig_msg(g, "the flame bounces off the dragon");
                else
                    delve__orig_fight_bolt(g, m, name);
                if (n > 0 && delve__game_screen_char(g, y, x) != glyph)
                    saved[n - 1] = delve__game_screen_char(g, y, x);
            } else {
                if (from_hero)
                    delve__orig_start_run(g, y, x);
                delve__sb_init(&sb, text, sizeof text);
                delve__sb_puts(&sb, "the ");
                delve__sb_puts(&sb, name);
                delve__sb_puts(&sb, " whizzes past the ");
                /* a disguised xeroc's glyph is no letter: the original reads its name from
                   outside the table; an empty string (project decisions) */
                delve__sb_puts(&sb, delve__orig_monster_name(ch));
                delve__sb_finish(&sb);
                delve__orig_msg(g, text);
            }
        } else if (can_hit_hero && y == g->priv.hero.y && x == g->priv.hero.x) {
            can_hit_hero = 0;
            changed = !changed;
            if (!delve__orig_save(g, ORIG_VS_MAGIC)) {
                used = 1;
                if (frost) {
                    delve__orig_msg(g, orig_brief(g)
                                           ? "you are frozen by a blast of frost."
                                           : "you are frozen by a blast of frost from the "
                                             "Ice Monster.");
                    if (o->no_command < 20)
                        o->no_command += 7 + delve__game_rnd(g, 1);
                } else {
                    for (k = 0; k < 6; k++)
                        o->hp -= delve__game_rnd(g, 6) + 1;
                    if (o->hp <= 0) {
                        delve__orig_death(g, shooter);
                        return;
                    }
                    delve__orig_msg3(g, "you are hit by the ", name, "");
                }
            } else {
                delve__orig_msg3(g, "the ", name, " whizzes by you");
            }
        }
        if (!game_offmap(g, y, x)) {
            g->chars[y * g->cols + x] = glyph;
            g->attrs[y * g->cols + x] = delve__game_attr(g, frost ? 0x01 : 0x04);
        }
    }
    if (o->over)
        return;
    for (i = 0; i < n; i++)
        if (saved[i] && !game_offmap(g, cy[i], cx[i]))
            delve__game_put(g, cy[i], cx[i], saved[i], 0);
}
