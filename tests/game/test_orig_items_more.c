/* test_orig_items_more.c — the item test's wands and staffs (P4 §8), rings (§9) and get_item's
   answers (§2.1, and the wrong-class messages of §6.1, §7.1, §8.2, §9.1); see
   test_orig_items.c. The hero stands at (42, 11) with 14 free cells to his left, so every zap
   goes left ('h'). */
#include <stdio.h>
#include <string.h>

#include "game/game_base.h"
#include "game/game_pack.h"
#include "test_orig_items_util.h"

void it_test_sticks(void);
void it_test_rings(void);
void it_test_get_item(void);

static it_game t;

#define said(text) KCHECK(it_said(&t, text), "no message \"%s\"; row 0 showed:\n%s", text, t.log)

/* ---- sticks ---- */

static int charges(int k)
{
    int i = it_find(&t, DELVE_ITEM_STICK, k);
    return i < 0 ? -99 : it_obj(&t, i)->armor_class;
}

/* A game with hp 200 and no level monsters, a stick of kind k with 5 charges */
static void zap_setup(int k)
{
    it_start(&t, 200, 1);
    it_give(&t, DELVE_ITEM_STICK, k, 5, 0);
}

static void zap(int k)
{
    char keys[4] = {'z', 'h', 0, 0};
    keys[2] = (char)it_letter(&t, DELVE_ITEM_STICK, k);
    it_clear_log(&t);
    it_keys(&t, keys);
}

/* What every zap does (§8.2): direction first, then the list; charges down by used; a turn;
   the kind known or not; never a call prompt. */
static void zapped(int k, int used, int known, int turns_before)
{
    KCHECK(it_said(&t, "Which direction?"), "no \"Which direction? \" prompt");
    KCHECK(!strcmp(t.footer, "-Select item to zap with. Esc to cancel-"),
           "the list's footer is '%s'", t.footer);
    KCHECK(charges(k) == 5 - used, "charges 5 -> %d, %d expected", charges(k), 5 - used);
    KCHECK(t.g.priv.turns > turns_before, "no turn passed");
    KCHECK(t.g.priv.known[ORIG_K_STICK][k] == known, "the kind is %sknown, the spec says %sknown",
           t.g.priv.known[ORIG_K_STICK][k] ? "" : "not ", known ? "" : "not ");
    KCHECK(t.called == 0, "a zap asked for a name");
}

static void stick_light(void)
{
    delve_rogue_room *rm;
    int turns;
    it_kind("stick", ORIG_WS_LIGHT, "light");
    zap_setup(ORIG_WS_LIGHT);
    rm = &t.g.priv.level.rogue.rooms[t.g.priv.proom];
    rm->flags |= DELVE_ROOM_DARK; /* the zap lights it */
    turns = t.g.priv.turns;
    zap(ORIG_WS_LIGHT);
    said("The room is lit by a shimmering blue light");
    KCHECK(!(rm->flags & DELVE_ROOM_DARK), "the room is still dark");
    zapped(ORIG_WS_LIGHT, 1, 1, turns);
    /* blind: a warm glow, unknown */
    zap_setup(ORIG_WS_LIGHT);
    it_o(&t)->flags |= ISBLIND;
    zap(ORIG_WS_LIGHT);
    said("You feel a warm glow around you");
    KCHECK(!t.g.priv.known[ORIG_K_STICK][ORIG_WS_LIGHT], "known though blind");
}

static void stick_striking(void)
{
    int turns, m;
    it_kind("stick", ORIG_WS_HIT, "striking");
    zap_setup(ORIG_WS_HIT);
    m = it_monster(&t, 'Z', 0, -1, 100, 0);
    turns = t.g.priv.turns;
    zap(ORIG_WS_HIT);
    KCHECK(it_o(&t)->monsters[m].hp < 100, "the zombie next to the hero has hp %d, not hit",
           it_o(&t)->monsters[m].hp);
    zapped(ORIG_WS_HIT, 2, 0, turns); /* a monster reached: 2 charges (quirk 6) */
    zap_setup(ORIG_WS_HIT);
    turns = t.g.priv.turns;
    zap(ORIG_WS_HIT);
    zapped(ORIG_WS_HIT, 1, 0, turns); /* nobody there: 1 */
}

static void stick_bolt(int k, const char *kind, const char *name)
{
    char hits[80], past[80];
    int turns;
    it_kind("stick", k, kind);
    zap_setup(k);
    it_monster(&t, 'Z', 0, -2, 200, 0);
    turns = t.g.priv.turns;
    zap(k);
    snprintf(hits, sizeof hits, "The %s hits the zombie", name);
    snprintf(past, sizeof past, "The %s whizzes past the zombie", name);
    KCHECK(it_said(&t, hits) || it_said(&t, past), "neither \"%s\" nor \"%s\"; row 0 showed:\n%s",
           hits, past, t.log);
    zapped(k, 1, 1, turns);
}

static void stick_polymorph(void)
{
    delve_priv_orig *o;
    int turns, m;
    it_kind("stick", ORIG_WS_POLYMORPH, "polymorph");
    zap_setup(ORIG_WS_POLYMORPH);
    o = it_o(&t);
    it_monster(&t, 'Z', 0, -1, 30, 0);
    turns = t.g.priv.turns;
    zap(ORIG_WS_POLYMORPH);
    m = o->mlist;
    KCHECK(it_monster_count(&t) == 1 && m >= 0, "%d monsters after polymorph, 1 expected",
           it_monster_count(&t));
    if (m < 0)
        return;
    KCHECK(o->monsters[m].flags & ISRUN, "the polymorphed monster does not run");
    zapped(ORIG_WS_POLYMORPH, 1, o->monsters[m].type != 'Z', turns);
}

static void stick_missile(void)
{
    int turns;
    it_kind("stick", ORIG_WS_MISSILE, "magic missile");
    zap_setup(ORIG_WS_MISSILE);
    it_monster(&t, 'Z', 0, -2, 100, 0);
    turns = t.g.priv.turns;
    zap(ORIG_WS_MISSILE);
    KCHECK(it_said(&t, "You hit the zombie") ||
               it_said(&t, "The missle vanishes with a puff of smoke"), /* sticks.c spells it */
           "no hit and no puff of smoke; row 0 showed:\n%s", t.log);
    zapped(ORIG_WS_MISSILE, 1, 1, turns);
}

/* haste monster / slow monster: the flag, or the opposite one taken away */
static void stick_speed(int k, const char *kind, unsigned flag, unsigned other)
{
    delve_priv_orig *o;
    int turns, m;
    it_kind("stick", k, kind);
    zap_setup(k);
    o = it_o(&t);
    m = it_monster(&t, 'Z', 0, -3, 50, 0);
    turns = t.g.priv.turns;
    zap(k);
    KCHECK((o->monsters[m].flags & flag) && (o->monsters[m].flags & ISRUN),
           "the monster's flags %#x: %#x and ISRUN expected", o->monsters[m].flags, flag);
    zapped(k, 1, 0, turns);
    zap_setup(k);
    o = it_o(&t);
    m = it_monster(&t, 'Z', 0, -3, 50, (int)other);
    zap(k);
    KCHECK(!(o->monsters[m].flags & other) && !(o->monsters[m].flags & flag),
           "a monster with %#x: flags %#x, neither expected", other, o->monsters[m].flags);
}

static void stick_drain(void)
{
    delve_priv_orig *o;
    int turns, m;
    it_kind("stick", ORIG_WS_DRAIN, "drain life");
    zap_setup(ORIG_WS_DRAIN);
    o = it_o(&t);
    o->hp = 20;
    m = it_monster(&t, 'Z', 0, -4, 100, 0);
    turns = t.g.priv.turns;
    zap(ORIG_WS_DRAIN);
    KCHECK(o->hp == 10 || o->hp == 11, "hp 20 -> %d, 10 expected", o->hp);
    KCHECK(o->monsters[m].hp == 89, "the monster in the room: hp 100 -> %d, 89 expected (10/1+1)",
           o->monsters[m].hp);
    zapped(ORIG_WS_DRAIN, 1, 0, turns);
    /* too weak: no charge used */
    zap_setup(ORIG_WS_DRAIN);
    it_o(&t)->hp = 1;
    turns = t.g.priv.turns;
    zap(ORIG_WS_DRAIN);
    said("You are too weak to use it");
    zapped(ORIG_WS_DRAIN, 0, 0, turns);
    /* nobody in the room: a tingling feeling, the charge used */
    zap_setup(ORIG_WS_DRAIN);
    it_o(&t)->hp = 20;
    turns = t.g.priv.turns;
    zap(ORIG_WS_DRAIN);
    said("You have a tingling feeling");
    KCHECK(it_o(&t)->hp == 20 || it_o(&t)->hp == 21, "hp changed to %d", it_o(&t)->hp);
    zapped(ORIG_WS_DRAIN, 1, 0, turns);
}

static void stick_nothing(void)
{
    int turns;
    it_kind("stick", ORIG_WS_NOP, "nothing");
    zap_setup(ORIG_WS_NOP);
    turns = t.g.priv.turns;
    zap(ORIG_WS_NOP);
    KCHECK(!strcmp(t.log, "Which direction?\n"), "messages besides the prompt:\n%s", t.log);
    zapped(ORIG_WS_NOP, 1, 0, turns);
    /* no charge left: "Nothing happens", a turn (§8.2 step 3) */
    zap_setup(ORIG_WS_NOP);
    it_obj(&t, it_find(&t, DELVE_ITEM_STICK, ORIG_WS_NOP))->armor_class = 0;
    turns = t.g.priv.turns;
    zap(ORIG_WS_NOP);
    said("Nothing happens");
    KCHECK(t.g.priv.turns == turns + 1 && charges(ORIG_WS_NOP) == 0,
           "an empty stick: %d turns, %d charges; 1 turn and 0 expected", t.g.priv.turns - turns,
           charges(ORIG_WS_NOP));
}

static void stick_teleport(int k, const char *kind)
{
    delve_priv_orig *o;
    delve_point h;
    int turns, m, dy, dx;
    it_kind("stick", k, kind);
    zap_setup(k);
    o = it_o(&t);
    h = t.g.priv.hero;
    m = it_monster(&t, 'Z', 0, k == ORIG_WS_TELAWAY ? -1 : -5, 50, 0);
    turns = t.g.priv.turns;
    zap(k);
    dy = o->monsters[m].y - h.y;
    dx = o->monsters[m].x - h.x;
    if (k == ORIG_WS_TELAWAY)
        KCHECK(dy * dy + dx * dx > 2, "the monster next to the hero is still at (%d,%d)",
               o->monsters[m].x, o->monsters[m].y);
    else
        KCHECK(dy == 0 && dx == -1, "the monster 5 cells left is at %+d,%+d from the hero", dx, dy);
    KCHECK(o->monsters[m].flags & ISRUN, "the monster does not run");
    zapped(k, 1, 0, turns);
}

static void stick_cancel(void)
{
    delve_priv_orig *o;
    int turns, m;
    it_kind("stick", ORIG_WS_CANCEL, "cancellation");
    zap_setup(ORIG_WS_CANCEL);
    o = it_o(&t);
    m = it_monster(&t, 'P', 0, -3, 50, 0); /* a phantom: invisible */
    turns = t.g.priv.turns;
    zap(ORIG_WS_CANCEL);
    KCHECK((o->monsters[m].flags & ISCANC) && !(o->monsters[m].flags & ISINVIS),
           "the phantom's flags %#x: ISCANC without ISINVIS expected", o->monsters[m].flags);
    zapped(ORIG_WS_CANCEL, 1, 0, turns);
}

/* a vorpalised mace zapped (§8.2 step 2, §8.3's last paragraph): its enemy vanishes, another
   monster only makes a chuckle; the one charge is used */
static int vorpal_zap(int enemy)
{
    delve_game_object *w;
    char keys[4] = {'z', 'h', 0, 0};
    it_start(&t, 200, 1);
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    w->enemy = enemy;
    w->armor_class = 1;
    keys[2] = (char)('a' + (int)(w - t.g.priv.pack.objects));
    it_monster(&t, 'Z', 0, -3, 50, 0);
    it_clear_log(&t);
    it_keys(&t, keys);
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    KCHECK(w && w->armor_class == 0, "the mace's zap charge is %d, 0 expected",
           w ? w->armor_class : -1);
    KCHECK(strstr(t.footer, "zap with"), "no zap list (footer '%s')", t.footer);
    return it_monster_count(&t);
}

static void stick_vorpal(void)
{
    it_kind("stick", 14, "a vorpalised weapon zapped");
    KCHECK(vorpal_zap('Z') == 0, "the zombie, the mace's enemy, is still there");
    said("The zombie vanishes in a puff of smoke");
    KCHECK(vorpal_zap('K') == 1, "a zombie, not the mace's enemy, is gone");
    said("You hear a maniacal chuckle in the distance.");
}

void it_test_sticks(void)
{
    stick_light();
    stick_striking();
    stick_bolt(ORIG_WS_ELECT, "lightning", "bolt");
    stick_bolt(ORIG_WS_FIRE, "fire", "flame");
    stick_bolt(ORIG_WS_COLD, "cold", "ice");
    stick_polymorph();
    stick_missile();
    stick_speed(ORIG_WS_HASTE_M, "haste monster", ISHASTE, ISSLOW);
    stick_speed(ORIG_WS_SLOW_M, "slow monster", ISSLOW, ISHASTE);
    stick_drain();
    stick_nothing();
    stick_teleport(ORIG_WS_TELAWAY, "teleport away");
    stick_teleport(ORIG_WS_TELTO, "teleport to");
    stick_cancel();
    stick_vorpal();
}

/* ---- rings ---- */

/* Puts ring kind k on with P, its letter and (both hands free) the hand key; checks §9.1's
   message and the hand. Returns the ring's pack index. */
static int put_on(int k, int bonus, int cursed, int hand)
{
    char keys[3] = {'P', 0, 0}, name[80], text[160];
    int i = it_give(&t, DELVE_ITEM_RING, k, bonus, cursed), turns = t.g.priv.turns;
    int left = delve__game_pack_in_use(&t.g, DELVE_GAME_LEFT_HAND) != NULL;
    int right = delve__game_pack_in_use(&t.g, DELVE_GAME_RIGHT_HAND) != NULL;
    it_drop_name(&t, i, name, sizeof name);
    keys[1] = (char)('a' + i);
    it_clear_log(&t);
    it_keys(&t, keys);
    KCHECK(!strcmp(t.footer, "-Select item to put on. Esc to cancel-"), "the list's footer is '%s'",
           t.footer);
    if (!left && !right) {
        KCHECK(it_said(&t, "Left hand or right hand?"), "no \"Left hand or right hand? \"");
        if (it_said(&t, "Left hand or right hand?"))
            it_key(&t, hand);
    } else
        hand = left ? 'r' : 'l';
    i = it_find(&t, DELVE_ITEM_RING, k);
    snprintf(text, sizeof text, "You are now wearing %s (on %s hand) (%c)", name,
             hand == 'l' ? "left" : "right", 'a' + i);
    said(text);
    KCHECK(i >= 0 && it_obj(&t, i)->in_use ==
                         (hand == 'l' ? DELVE_GAME_LEFT_HAND : DELVE_GAME_RIGHT_HAND),
           "the ring is not on the %s hand", hand == 'l' ? "left" : "right");
    KCHECK(!t.g.priv.known[ORIG_K_RING][k], "putting the ring on identified it");
    KCHECK(t.g.priv.turns == turns + 1, "putting a ring on took %d turns, 1 expected",
           t.g.priv.turns - turns);
    return i;
}

/* R with one ring worn: "Was wearing NAME(L)", or the curse */
static void take_off(int k, int cursed)
{
    char name[80], text[160];
    int i = it_find(&t, DELVE_ITEM_RING, k);
    if (i < 0)
        return;
    it_drop_name(&t, i, name, sizeof name);
    it_clear_log(&t);
    it_key(&t, 'R');
    if (cursed) {
        said("You can't.  It appears to be cursed");
        KCHECK(it_obj(&t, i)->in_use, "a cursed ring came off");
        return;
    }
    snprintf(text, sizeof text, "Was wearing %s(%c)", name, 'a' + i);
    said(text);
    KCHECK(!it_obj(&t, i)->in_use, "the ring is still worn");
}

static void ring_start(int k, const char *name)
{
    it_kind("ring", k, name);
    it_start(&t, 200, 1);
}

static void ring_plain(int k, const char *name, int bonus)
{
    char before[DELVE_GAME_COLS + 1], after[DELVE_GAME_COLS + 1];
    int str, flags;
    ring_start(k, name);
    str = it_o(&t)->str;
    flags = it_o(&t)->flags;
    it_row(&t, 23, before);
    put_on(k, bonus, 0, 'l');
    it_row(&t, 23, after);
    KCHECK(it_o(&t)->str == str && it_o(&t)->flags == flags, "strength or flags changed");
    KCHECK(!strcmp(strstr(before, "Armor:"), strstr(after, "Armor:")),
           "the Armor: field changed: '%s' -> '%s'", before, after);
    take_off(k, 0);
}

static void ring_add_strength(void)
{
    ring_start(ORIG_R_ADDSTR, "add strength");
    put_on(ORIG_R_ADDSTR, 2, 0, 'r');
    KCHECK(it_o(&t)->str == 18 && it_o(&t)->maxstr == 16,
           "strength 16(16) -> %d(%d) with a +2 ring, 18(16) expected (chg_str's maximum leaves "
           "the ring out)",
           it_o(&t)->str, it_o(&t)->maxstr);
    take_off(ORIG_R_ADDSTR, 0);
    KCHECK(it_o(&t)->str == 16, "strength %d after R, 16 expected", it_o(&t)->str);
}

static void ring_sustain(void)
{
    ring_start(ORIG_R_SUSTSTR, "sustain strength");
    put_on(ORIG_R_SUSTSTR, 0, 0, 'l');
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_POISON, 0, 0);
    it_clear_log(&t);
    it_key(&t, 'q');
    it_key(&t, it_letter(&t, DELVE_ITEM_POTION, ORIG_P_POISON));
    said("You feel momentarily sick.");
    KCHECK(it_o(&t)->str == 16, "strength %d after poison, 16 expected", it_o(&t)->str);
}

/* rests 30 turns with '.' (which does not search) beside a hidden bear trap; 1 if it was found */
static int rest_by_trap(int ring)
{
    delve_point h;
    int i;
    it_start(&t, 200, 1);
    if (ring)
        put_on(ORIG_R_SEARCH, 0, 0, 'l');
    h = t.g.priv.hero;
    LEVEL_FLAGS(&t.g, h.y + 1, h.x) = 3; /* F_REAL clear: hidden; type 3 */
    it_clear_log(&t);
    for (i = 0; i < 30 && LEVEL_CHAR(&t.g, h.y + 1, h.x) != DELVE_CH_TRAP; i++)
        it_key(&t, '.');
    return LEVEL_CHAR(&t.g, h.y + 1, h.x) == DELVE_CH_TRAP;
}

static void ring_searching(void)
{
    it_kind("ring", ORIG_R_SEARCH, "searching");
    KCHECK(!rest_by_trap(0), "harness: resting without the ring found the trap");
    KCHECK(rest_by_trap(1), "30 turns with the ring did not find the hidden trap next to the hero");
    said("You found a beartrap");
}

static void ring_see_invisible(void)
{
    ring_start(ORIG_R_SEEINVIS, "see invisible");
    put_on(ORIG_R_SEEINVIS, 0, 0, 'l');
    KCHECK(it_o(&t)->flags & CANSEE, "no CANSEE with the ring on");
    take_off(ORIG_R_SEEINVIS, 0);
    KCHECK(!(it_o(&t)->flags & CANSEE), "CANSEE after the ring came off");
}

static void ring_aggravate(void)
{
    delve_priv_orig *o;
    int m;
    ring_start(ORIG_R_AGGR, "aggravate monster");
    o = it_o(&t);
    m = it_monster(&t, 'Z', 0, 8, 50, 0);
    put_on(ORIG_R_AGGR, 0, 1, 'l');
    KCHECK(o->monsters[m].flags & ISRUN, "a sleeping monster does not run after P");
    take_off(ORIG_R_AGGR, 1);
}

/* 's' n times; the food eaten */
static int food_for(int n)
{
    int food = it_o(&t)->food_left, i;
    for (i = 0; i < n; i++)
        it_key(&t, 's');
    return food - it_o(&t)->food_left;
}

static void ring_regeneration(void)
{
    int hp, food;
    ring_start(ORIG_R_REGEN, "regeneration");
    put_on(ORIG_R_REGEN, 0, 0, 'l');
    it_o(&t)->hp = 5;
    hp = it_o(&t)->hp;
    food = food_for(6);
    KCHECK(it_o(&t)->hp - hp >= 6, "hp %d -> %d in 6 turns, +1 a turn expected", hp, it_o(&t)->hp);
    KCHECK(food >= 15 && food <= 21, "%d food in 6 turns, 3 a turn expected", food);
}

static void ring_digestion(void)
{
    int food;
    ring_start(ORIG_R_DIGEST, "slow digestion");
    food = food_for(20);
    KCHECK(food == 20, "harness: %d food in 20 turns without a ring, 20 expected", food);
    put_on(ORIG_R_DIGEST, 0, 0, 'l');
    food = food_for(20);
    KCHECK(food >= 0 && food < 20, "%d food in 20 turns with the ring, 0..19 expected", food);
}

static void ring_teleportation(void)
{
    delve_point h;
    int i, moved = 0, huh = 0;
    ring_start(ORIG_R_TELEPORT, "teleportation");
    put_on(ORIG_R_TELEPORT, 0, 1, 'l');
    h = t.g.priv.hero;
    for (i = 0; i < 400 && !moved; i++) {
        it_key(&t, '.');
        moved = t.g.priv.hero.x != h.x || t.g.priv.hero.y != h.y;
        huh = (it_o(&t)->flags & ISHUH) != 0;
    }
    KCHECK(moved, "400 turns with the ring and no teleport (1 in 50 a turn)");
    KCHECK(!moved || huh, "no confusion after the ring's teleport");
    take_off(ORIG_R_TELEPORT, 1);
}

/* 10 rests beside a sleeping zombie: 1 if it woke */
static int rest_by_zombie(int ring)
{
    int m, i;
    it_start(&t, 500, 1);
    if (ring)
        put_on(ORIG_R_STEALTH, 0, 0, 'l');
    m = it_monster(&t, 'Z', 0, -1, 50, 0);
    for (i = 0; i < 10; i++)
        it_key(&t, '.');
    return (it_o(&t)->monsters[m].flags & ISRUN) != 0;
}

static void ring_stealth(void)
{
    it_kind("ring", ORIG_R_STEALTH, "stealth");
    KCHECK(rest_by_zombie(0), "harness: a zombie next to the hero slept 10 turns without it");
    KCHECK(!rest_by_zombie(1), "the zombie woke though the hero wears stealth");
}

/* 40 turns beside an aquator: 1 if the armour got worse */
static int rest_by_aquator(int ring)
{
    const delve_game_object *a;
    int ac, i;
    it_start(&t, 999, 1);
    if (ring)
        put_on(ORIG_R_SUSTARM, 0, 0, 'l');
    it_monster(&t, 'A', 0, -1, 500, ISRUN);
    ac = delve__game_pack_in_use(&t.g, DELVE_GAME_WORN)->armor_class;
    for (i = 0; i < 40; i++)
        it_key(&t, 's');
    a = delve__game_pack_in_use(&t.g, DELVE_GAME_WORN);
    return !a || a->armor_class != ac;
}

static void ring_maintain(void)
{
    it_kind("ring", ORIG_R_SUSTARM, "maintain armor");
    KCHECK(rest_by_aquator(0), "harness: 40 turns by an aquator did not rust the armour");
    KCHECK(!rest_by_aquator(1), "the armour rusted though the hero wears maintain armor");
}

/* both hands: the second ring goes on the free hand unasked, a third is refused, R asks */
static void ring_hands(void)
{
    it_kind("ring", 99, "hands (P with both, R with two)");
    it_start(&t, 200, 1);
    put_on(ORIG_R_NOP, 0, 0, 'l');
    put_on(ORIG_R_STEALTH, 0, 0, 'r');
    it_give(&t, DELVE_ITEM_RING, ORIG_R_ADDHIT, 1, 0);
    it_clear_log(&t);
    it_key(&t, 'P');
    it_key(&t, it_letter(&t, DELVE_ITEM_RING, ORIG_R_ADDHIT));
    said("You already have a ring on each hand");
    it_clear_log(&t);
    it_key(&t, 'P');
    it_key(&t, it_letter(&t, DELVE_ITEM_RING, ORIG_R_NOP));
    said("That's already in use");
    it_clear_log(&t);
    it_key(&t, 'R');
    said("Left hand or right hand?");
    it_key(&t, 'x');
    said("Please type L or R");
    it_key(&t, 'r');
    KCHECK(!it_obj(&t, it_find(&t, DELVE_ITEM_RING, ORIG_R_STEALTH))->in_use,
           "R, r: the right-hand ring is still on");
    it_clear_log(&t);
    it_key(&t, 'R');
    KCHECK(!it_said(&t, "Left hand or right hand?"), "R with one ring asked for a hand");
    it_clear_log(&t);
    it_key(&t, 'R');
    said("You aren't wearing any rings");
}

void it_test_rings(void)
{
    ring_plain(ORIG_R_PROTECT, "protection", 1);
    ring_add_strength();
    ring_sustain();
    ring_searching();
    ring_see_invisible();
    ring_plain(ORIG_R_NOP, "adornment", 0);
    ring_aggravate();
    ring_plain(ORIG_R_ADDHIT, "dexterity", 1);
    ring_plain(ORIG_R_ADDDAM, "increase damage", 1);
    ring_regeneration();
    ring_digestion();
    ring_teleportation();
    ring_stealth();
    ring_maintain();
    ring_hands();
}

/* ---- get_item (§2.1) and the wrong classes ---- */

static void keys_of(const char *keys)
{
    it_clear_log(&t);
    it_keys(&t, keys);
}

static void get_item_cases(void)
{
    char row[DELVE_GAME_COLS + 1];
    int turns;
    it_kind("get_item", 0, "Escape, a wrong letter, nothing appropriate");
    it_start(&t, 200, 1);
    turns = t.g.priv.turns;
    keys_of("q");
    said("You don't have anything appropriate");
    KCHECK(t.g.priv.turns == turns, "nothing appropriate took a turn");
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_NOP, 0, 0);
    turns = t.g.priv.turns;
    keys_of("q\x1b");
    it_row(&t, 0, row);
    KCHECK(!row[0] && t.g.priv.turns == turns && it_find(&t, DELVE_ITEM_POTION, ORIG_P_NOP) >= 0,
           "Escape at the list: row 0 '%s', %d turns", row, t.g.priv.turns - turns);
    keys_of("qz");
    said("Please specify a letter between 'a' and 'f'"); /* a..f: the pack's last letter */
    said("Which object do you want to quaff? (* for list):");
    keys_of("\x1b");
    KCHECK(t.g.priv.turns == turns, "Escape at the prompt took a turn");
    turns = t.g.priv.turns;
    keys_of("qa"); /* the food */
    said("Yuk! Why would you want to drink that?");
    KCHECK(t.g.priv.turns == turns + 1, "quaffing the food did not take a turn");
    keys_of("ra");
    said("There is nothing on it to read");
    turns = t.g.priv.turns;
    keys_of("zha");
    said("You can't zap with that!");
    KCHECK(t.g.priv.turns == turns, "zapping the food took a turn");
    keys_of("z\x1b");
    KCHECK(t.g.priv.turns == turns && !it_waits(&t, W_ITEM_LIST), "Escape at the direction");
    keys_of("Pa");
    said("You can't put that on your finger");
    KCHECK(t.g.priv.turns == turns, "P with the food took a turn");
    /* an empty pack */
    t.g.priv.pack.n = t.g.priv.pack.pieces = 0;
    turns = t.g.priv.turns;
    keys_of("q");
    said("You aren't carrying anything");
    KCHECK(t.g.priv.turns == turns + 1, "q with an empty pack took %d turns, 1 expected",
           t.g.priv.turns - turns);
}

void it_test_get_item(void)
{
    get_item_cases();
}
