/* test_orig_rules.c — rules of the original's game on paths no recorded game runs (a coverage
   run of test_game_games listed them), each against the spec sentence it names: blindness,
   expert mode, a monster's destination, bolts at a dragon, searching, Escape and the count,
   wielded food, call, menu=sel, the magic missile's flight and weird traps. One verdict per
   rule, as test_orig_items. */
#include <stdio.h>
#include <string.h>

#include "game/game_base.h"
#include "core/palette.h"
#include "game/game_light.h"
#include "game/game_pack.h"
#include "rogue/rogue_base.h"
#include "test_orig_items_util.h"

static it_game t, u;

static char key_of(int i)
{
    return (char)('a' + i);
}

/* A hidden trap of type on the floor east of the hero */
static void hide_trap_east(it_game *g, int type)
{
    int y = g->g.priv.hero.y, x = g->g.priv.hero.x + 1;
    LEVEL_CHAR(&g->g, y, x) = DELVE_CH_FLOOR;
    LEVEL_FLAGS(&g->g, y, x) = (LEVEL_FLAGS(&g->g, y, x) & ~(DELVE_F_REAL | DELVE_F_TMASK)) | type;
}

/* P2 §5.1: "While blind, look visits only the hero's own cell, so nothing wakes." */
static void blind_look(void)
{
    int m, i;
    it_kind("rule", 1, "a blind hero's look wakes no neighbour (P2 5.1)");
    it_start(&t, 100, 1);
    it_o(&t)->flags |= ISBLIND;
    m = it_monster(&t, 'Z', 1, 0, 50, 0); /* a zombie, mean, asleep, south of the hero */
    for (i = 0; i < 10; i++)
        it_key(&t, 's');
    KCHECK(!(it_o(&t)->monsters[m].flags & ISRUN), "the zombie woke beside the blind hero");
    it_kind_end();
}

/* P3 §1: "brief means terse || expert" and §4: "k = (brief ? 1 : rnd(4))" */
static void expert_fights(void)
{
    static const char *const long_forms[] = {"excellent", "injured", "swing",
                                             "barely",    "don't",   "doesn't"};
    size_t i;
    it_kind("rule", 2, "expert mode's combat messages are the brief ones (P3 1, 4)");
    it_start(&t, 200, 1);
    it_key(&t, 20); /* Ctrl-T */
    KCHECK(it_o(&t)->expert, "Ctrl-T did not set expert");
    it_clear_log(&t);
    it_monster(&t, 'Z', 0, 1, 500, 0);
    for (i = 0; i < 12; i++)
        it_key(&t, 'l');
    KCHECK(it_said_part(&t, "zombie"), "no fight was logged:\n%s", t.log);
    for (i = 0; i < sizeof long_forms / sizeof *long_forms; i++)
        KCHECK(!it_said_part(&t, long_forms[i]), "a long combat message (\"%s\") in expert:\n%s",
               long_forms[i], t.log);
    it_kind_end();
}

/* rogue.md §12.1, add_pack step 6: "Monsters whose destination was the object's cell now head
   for the hero." */
static void pickup_dest(void)
{
    delve_game *g;
    delve_game_object ob;
    int hy, hx, th, m;
    it_kind("rule", 3, "picking an object up sends its seekers after the hero (12.1)");
    it_start(&t, 100, 1);
    g = &t.g;
    hy = g->priv.hero.y;
    hx = g->priv.hero.x;
    th = delve__orig_new_thing_slot(g);
    memset(&ob, 0, sizeof ob);
    ob.kind = DELVE_ITEM_POTION;
    ob.which = 3;
    ob.count = 1;
    delve__orig_thing_of(&it_o(&t)->things[th], &ob);
    it_o(&t)->things[th].y = (short)hy;
    it_o(&t)->things[th].x = (short)(hx + 1);
    it_o(&t)->things[th].next = it_o(&t)->lvl_obj;
    it_o(&t)->lvl_obj = (short)th;
    LEVEL_CHAR(g, hy, hx + 1) = delve__rogue_item_glyph(DELVE_ITEM_POTION);
    m = it_monster(&t, 'O', 2, -8, 30, ISRUN);
    it_o(&t)->monsters[m].dest = (short)th;
    it_key(&t, 'l');
    KCHECK(it_said_part(&t, "You now have"), "the potion was not picked up:\n%s", t.log);
    KCHECK(it_o(&t)->monsters[m].dest == ORIG_DEST_HERO, "the orc still heads for thing %d",
           it_o(&t)->monsters[m].dest);
    it_kind_end();
}

/* P4 §8.4: "if the monster is a dragon and NAME is flame: The flame bounces off the dragon; else
   hit_monster" — seeds tried until the dragon fails its save */
static void dragon_bolts(void)
{
    int wand, k;
    it_kind("rule", 4, "only a flame bounces off a dragon (P4 8.4)");
    for (wand = ORIG_WS_ELECT; wand <= ORIG_WS_COLD; wand++) {
        int bounced = 0, hit = 0;
        it_start(&u, 100, 1);
        it_give(&u, DELVE_ITEM_STICK, wand, 5, 0);
        it_monster(&u, 'D', 0, 3, 200, 0);
        for (k = 1; k < 60; k++) {
            char keys[4] = {'z', 'l', 0, 0};
            t = u;
            t.g.priv.rng = 1000 + 7919 * k;
            keys[2] = (char)it_letter(&t, DELVE_ITEM_STICK, wand);
            it_clear_log(&t);
            it_keys(&t, keys);
            bounced += it_said_part(&t, "bounces off the dragon");
            hit += it_said_part(&t, "hits the dragon");
        }
        if (wand == ORIG_WS_FIRE)
            KCHECK(bounced > 0 && !hit, "fire: %d bounces off, %d hits", bounced, hit);
        else
            KCHECK(hit > 0 && !bounced, "wand %d: %d bounces off, %d hits", wand, bounced, hit);
    }
    it_kind_end();
}

/* P1 §9.1: "If blind, nothing (no draws)." and a find: "count = running = FALSE" */
static void searching(void)
{
    int i, trial, stopped = 0;
    it_kind("rule", 5, "search: nothing while blind; a ring's find stops a count (P1 9.1)");
    it_start(&t, 100, 1);
    hide_trap_east(&t, DELVE_TRAP_BEAR);
    it_o(&t)->flags |= ISBLIND;
    for (i = 0; i < 20; i++)
        it_key(&t, 's');
    KCHECK(!it_said_part(&t, "found"), "a blind search found:\n%s", t.log);
    for (trial = 0; trial < 5; trial++) {
        char keys[4] = {'P', 0, 'l', 0};
        long turns;
        it_start(&t, 100, 1);
        t.g.priv.rng += trial * 12345;
        keys[1] = key_of(it_give(&t, DELVE_ITEM_RING, ORIG_R_SEARCH, 0, 0));
        it_keys(&t, keys);
        hide_trap_east(&t, DELVE_TRAP_BEAR); /* once the ring is on */
        turns = t.g.priv.turns;
        it_keys(&t, "20.");
        if (LEVEL_FLAGS(&t.g, t.g.priv.hero.y, t.g.priv.hero.x + 1) & DELVE_F_REAL)
            stopped += t.g.priv.turns - turns < 20;
        else
            KCHECK(0, "trial %d: 20 turns of a ring of searching did not find the trap", trial);
    }
    KCHECK(stopped == 5, "the ring's find stopped the count in %d of 5 trials", stopped);
    it_kind_end();
}

/* P1 §5.2 step 4: "If the result is Escape (27), count = 0 — wherever the key is read" */
static void escape_count(void)
{
    it_kind("rule", 6, "Escape at a prompt ends a count (P1 5.2)");
    it_start(&t, 100, 1);
    it_give(&t, DELVE_ITEM_STICK, ORIG_WS_NOP, 5, 0);
    delve_game_act(&t.g, '3');
    delve_game_act(&t.g, 'z');
    KCHECK(it_waits(&t, W_DIR), "3z does not ask for a direction");
    delve_game_act(&t.g, 27);
    KCHECK(it_waits(&t, W_CMD) && it_o(&t)->count == 0, "after Escape: wait %d, count %d",
           it_o(&t)->wait, it_o(&t)->count);
    it_kind_end();
}

/* P4 §10 step 8: "If the food was wielded, nothing is wielded." */
static void wielded_food(void)
{
    int f;
    char keys[3] = {'w', 0, 0};
    it_kind("rule", 7, "eating wielded food unwields the stack (P4 10)");
    it_start(&t, 100, 1);
    f = it_find(&t, DELVE_ITEM_FOOD, 0);
    t.g.priv.pack.objects[f].count = 3;
    t.g.priv.pack.pieces += 2;
    keys[1] = key_of(f);
    it_keys(&t, keys);
    KCHECK(it_obj(&t, f)->in_use == DELVE_GAME_WIELDED, "w did not wield the food");
    keys[0] = 'e';
    it_keys(&t, keys);
    KCHECK(it_obj(&t, f)->count == 2 && !it_obj(&t, f)->in_use,
           "after eating one of 3: count %d, in use %d", it_obj(&t, f)->count,
           it_obj(&t, f)->in_use);
    it_kind_end();
}

/* P4 §8.3 kind 0: blind, "You feel a warm glow around you" (unknown), "Then, if the room is not
   ISGONE: clear ISDARK and enter_room(hero)" */
static void blind_light(void)
{
    int r;
    char keys[4] = {'z', 'l', 0, 0};
    it_kind("rule", 8, "a wand of light lights the room of a blind hero (P4 8.3)");
    it_start(&t, 100, 1);
    r = t.g.priv.proom;
    t.g.priv.level.rogue.rooms[r].flags |= DELVE_ROOM_DARK;
    it_o(&t)->flags |= ISBLIND;
    keys[2] = key_of(it_give(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT, 5, 0));
    it_keys(&t, keys);
    KCHECK(it_said(&t, "You feel a warm glow around you"), "no warm glow:\n%s", t.log);
    KCHECK(!(t.g.priv.level.rogue.rooms[r].flags & DELVE_ROOM_DARK), "the room is still dark");
    KCHECK(!t.g.priv.known[ORIG_K_STICK][ORIG_WS_LIGHT], "the blind hero learnt the wand");
    it_kind_end();
}

/* P4 §4.3 step 3: "Kind known: That has already been identified, stop." */
static void call_known(void)
{
    char keys[3] = {'c', 0, 0};
    it_kind("rule", 9, "c on a known kind (P4 4.3)");
    it_start(&t, 100, 1);
    keys[1] = key_of(it_give(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, 0, 0));
    t.g.priv.known[ORIG_K_POTION][ORIG_P_HEALING] = 1;
    it_keys(&t, keys);
    KCHECK(it_said(&t, "That has already been identified") && t.called == 0,
           "called %d times; row 0 showed:\n%s", t.called, t.log);
    it_kind_end();
}

/* P4 §2.1 step 1: the list first "if menu starts with sel and purpose is neither eat nor drop" */
static void menu_sel(void)
{
    const char *c;
    it_kind("rule", 10, "menu=sel prompts for eat and drop, lists for the rest (P4 2.1)");
    it_start(&u, 100, 1);
    u.g.priv.opt.menu = DELVE_MENU_SEL;
    for (c = "edw"; *c; c++) {
        t = u;
        delve_game_act(&t.g, *c);
        KCHECK(it_waits(&t, *c == 'w' ? W_ITEM_LIST : W_ITEM_PROMPT), "'%c': wait %d", *c,
               it_o(&t)->wait);
    }
    it_kind_end();
}

/* P4 §8.5 (do_motion): each cell flown over that the hero can see is drawn again as its map
   character, "so a disguised Xeroc flown over shows as floor afterwards" */
static void missile_motion(void)
{
    int hy, hx, m, at;
    unsigned char pot = delve__rogue_item_glyph(DELVE_ITEM_POTION);
    char keys[4] = {'z', 'l', 0, 0};
    it_kind("rule", 11, "the magic missile redraws what it flies over (P4 8.5)");
    it_start(&t, 100, 1);
    hy = t.g.priv.hero.y;
    hx = t.g.priv.hero.x;
    at = hy * t.g.cols + hx + 2;
    m = it_monster(&t, 'X', 0, 2, 30, 0);
    it_o(&t)->monsters[m].disguise = pot;
    t.g.chars[at] = pot;
    keys[2] = key_of(it_give(&t, DELVE_ITEM_STICK, ORIG_WS_MISSILE, 5, 0));
    it_keys(&t, keys);
    KCHECK(t.g.chars[at] == DELVE_CH_FLOOR, "the xeroc's cell shows %02x after the flight",
           t.g.chars[at]);
    it_kind_end();
}

/* P1 §9.1: for 6 or 7 tr_name "first shows msg("weird trap: %d")" (the original's misc.c spells
   it "wierd"), then `You found ` and what a null pointer reads: an empty string (project
   decisions) */
static void weird_trap(void)
{
    int i;
    it_kind("rule", 12, "a weird trap found (P1 9.1)");
    it_start(&t, 100, 1);
    hide_trap_east(&t, 6);
    for (i = 0; i < 20 && !it_said_part(&t, "ound"); i++)
        it_key(&t, 's');
    KCHECK(it_said(&t, "Wierd trap: 6") && it_said(&t, "You found"), "row 0 showed:\n%s", t.log);
    it_kind_end();
}

/* P4 §13.2: after a teleport trap to another room "was_trapped is now 2 and the next look draws
   the hero once in standout, even in a room" */
static void teleport_trap(void)
{
    int hy, hx, k, other = 0;
    it_kind("rule", 13, "a teleport trap to another room: the hero stands out once (P4 13.2)");
    it_start(&u, 100, 1);
    hy = u.g.priv.hero.y;
    hx = u.g.priv.hero.x;
    LEVEL_CHAR(&u.g, hy, hx + 1) = DELVE_CH_TRAP;
    LEVEL_FLAGS(&u.g, hy, hx + 1) =
        (LEVEL_FLAGS(&u.g, hy, hx + 1) & ~DELVE_F_TMASK) | DELVE_F_REAL | DELVE_TRAP_TELEPORT;
    for (k = 0; k < 10; k++) {
        int room, y, x;
        t = u;
        t.g.priv.rng = 555 + 1234 * k;
        room = t.g.priv.proom;
        it_key(&t, 'l');
        y = t.g.priv.hero.y;
        x = t.g.priv.hero.x;
        if (t.g.priv.proom == room || (LEVEL_FLAGS(&t.g, y, x) & (DELVE_F_PASS | DELVE_F_MAZE)))
            continue; /* the same room, or a corridor (where the hero always stands out) */
        other++;
        KCHECK(t.g.attrs[y * t.g.cols + x] == delve_glyph_standout_attr(DELVE_CH_PLAYER),
               "try %d: the hero in room %d is drawn %02x", k, t.g.priv.proom,
               t.g.attrs[y * t.g.cols + x]);
        it_key(&t, 's'); /* the next look: no longer */
        KCHECK(t.g.attrs[y * t.g.cols + x] == delve_glyph_attr(DELVE_CH_PLAYER),
               "try %d: still %02x a turn later", k, t.g.attrs[y * t.g.cols + x]);
    }
    KCHECK(other > 0, "no try went to another room");
    it_kind_end();
}

/* P1 §16.3 step 3: a protection ring's bonus "+ 100·bonus if the bonus is positive, else exactly
   10; halved if the ring was not known"; names printed "after the item is made known" */
static void winner_sale(void)
{
    delve_game_object sw;
    char row[DELVE_GAME_COLS + 1];
    int r, w;
    it_kind("rule", 14, "the winner's sale (P1 16.3)");
    it_start(&t, 100, 1);
    r = it_give(&t, DELVE_ITEM_RING, ORIG_R_PROTECT, -1, 1);
    memset(&sw, 0, sizeof sw);
    sw.kind = DELVE_ITEM_WEAPON;
    sw.which = 5; /* a two handed sword */
    sw.count = 1;
    sw.hit = 1;
    delve__game_pack_add(&t.g, &sw);
    w = it_find(&t, DELVE_ITEM_WEAPON, 5);
    r = it_find(&t, DELVE_ITEM_RING, ORIG_R_PROTECT);
    delve__orig_total_winner(&t.g);
    delve__orig_win_key(&t.g, ' ');
    it_row(&t, r + 1, row);
    KCHECK(!strncmp(row + 3, "    5  ", 7), "the -1 ring, not known, sells as '%s'", row);
    it_row(&t, w + 1, row);
    KCHECK(strstr(row, "+1,+0 two handed sword") != NULL, "the sword is shown as '%s'", row);
    it_kind_end();
}

/* P4 §8.4: "dir is the global delta itself, so bounces reverse the player's last direction too" */
static void bolt_bounce(void)
{
    int i;
    char keys[4] = {'z', 'l', 0, 0};
    it_kind("rule", 15, "a bolt's bounce reverses the hero's direction (P4 8.4)");
    it_start(&t, 200, 1);
    keys[2] = key_of(it_give(&t, DELVE_ITEM_STICK, ORIG_WS_ELECT, 5, 0));
    for (i = 0; i < 8; i++) /* to the room's east wall */
        it_key(&t, 'l');
    it_keys(&t, keys);
    KCHECK(it_said(&t, "The bolt bounces"), "no bounce:\n%s", t.log);
    KCHECK(it_o(&t)->dir_y == 0 && it_o(&t)->dir_x == -1, "delta after one bounce: (%d, %d)",
           it_o(&t)->dir_y, it_o(&t)->dir_x);
    it_kind_end();
}

/* P1 §6: with the name The Grand Beeking, "(-1632)Rogue version 1.48 (Mr. Mctesq was here)" */
static void version_egg(void)
{
    it_kind("rule", 16, "v's easter egg (P1 6)");
    it_start(&t, 100, 1);
    it_key(&t, 'v');
    KCHECK(it_said(&t, "Rogue version 1.48 (Mr. Mctesq was here)"), "v said:\n%s", t.log);
    strcpy(t.g.priv.name, "The Grand Beeking");
    it_clear_log(&t);
    it_key(&t, 'v');
    KCHECK(it_said(&t, "(-1632)Rogue version 1.48 (Mr. Mctesq was here)"), "v said:\n%s", t.log);
    it_kind_end();
}

/* The pool fills to 83: missiles lost in monsters (P3 Q13) count, so that a full pool makes a
   thrown stack explode (P3 9.5 step 3), a split drop stick (P4 11), and create monster fail */
static void full_pool(it_game *g)
{
    it_o(g)->lost += DELVE_PRIV_THINGS - delve__orig_pool_used(&g->g);
}

static void thing_pool(void)
{
    int a, before = 0, i;
    char keys[4] = {'t', 'l', 0, 0};
    it_kind("rule", 17, "the original's one pool of 83 things (P3 Q13, 9.5; P4 11)");
    it_start(&t, 200, 1);
    a = it_find(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_ARROW);
    it_monster(&t, 'K', 0, 1, 500, 0); /* a kestrel beside: the arrows hit it or fall */
    keys[2] = key_of(a);
    for (i = 0; i < 12 && it_o(&t)->lost == 0; i++) {
        before = delve__orig_pool_used(&t.g);
        it_keys(&t, keys);
    }
    KCHECK(it_o(&t)->lost == 1 && delve__orig_pool_used(&t.g) == before + 1,
           "an arrow that hit: lost %d, pool %d -> %d", it_o(&t)->lost, before,
           delve__orig_pool_used(&t.g));
    full_pool(&t);
    it_clear_log(&t);
    it_keys(&t, keys);
    KCHECK(it_said(&t, "Something in your pack explodes!!!"), "a full pool, a throw:\n%s", t.log);
    KCHECK(it_find(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_ARROW) < 0, "the arrows are still there");

    it_start(&t, 200, 1);
    keys[2] = key_of(it_give(&t, DELVE_ITEM_POTION, ORIG_P_NOP, 0, 0));
    it_obj(&t, keys[2] - 'a')->count = 2;
    t.g.priv.pack.pieces++;
    full_pool(&t);
    it_clear_log(&t);
    it_key(&t, 'd');
    it_key(&t, keys[2]);
    KCHECK(it_said(&t, "Can't drop it, it appears to be stuck in your pack!"),
           "a full pool, a drop of one of two:\n%s", t.log);

    it_start(&t, 200, 1);
    keys[0] = 'r';
    keys[1] = key_of(it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_CREATE, 0, 0));
    keys[2] = 0;
    full_pool(&t);
    before = it_monster_count(&t);
    it_keys(&t, keys);
    KCHECK(it_monster_count(&t) == before, "create monster in a full pool made one");
    it_kind_end();
}

/* rogue.md §7: each of new_level's things comes from the pool, "skip if the pool is full" (the
   objects' and give_pack's pool test first, no draw when it fails); a game carries its held
   things into a level's pool */
static void level_pool(void)
{
    static delve_rogue_level lv;
    delve__rogue_extra x;
    delve_rogue_options ro;
    int seed, things[3] = {0, 0, 0}, pool;
    it_kind("rule", 18, "a level made with the pool nearly full (rogue.md 7)");
    memset(&ro, 0, sizeof ro);
    ro.depth = 5;
    ro.mode = DELVE_MODE_CLASSIC;
    for (seed = 1; seed <= 50; seed++)
        for (pool = 0; pool < 3; pool++) {
            int n;
            memset(&x, 0, sizeof x);
            x.max_level = 5;
            x.pool = (int[]){0, 80, 83}[pool];
            delve__rogue_build(delve_rogue_start_state((uint32_t)seed, 5), &ro, &lv, &x);
            n = lv.n_gold + lv.n_monsters + lv.n_items;
            for (int i = 0; i < lv.n_monsters; i++)
                n += x.mon_has_pack[i];
            things[pool] += n;
            if (pool == 1)
                KCHECK(n <= 3, "seed %d: %d things from the last 3 of the pool", seed, n);
            if (pool == 2)
                KCHECK(n == 0, "seed %d: %d things from a full pool", seed, n);
        }
    KCHECK(things[0] > 150 && things[1] > 50, "%d and %d things made", things[0], things[1]);
    it_kind_end();
}

/* The pack as the original's list: an object removed by an effect (vorpalize's puff, a nymph's
   theft in wear's extra round) does not make the command use another (P4 7.2 kind 14, P3 11.1) */
static void pack_moves(void)
{
    delve_priv_pack *pk;
    delve_game_object food, armor, mace, scroll;
    int s, a, m, potions;
    char keys[3] = {'r', 0, 0};
    it_kind("rule", 19, "an object leaving the pack mid-command (P4 7.2, P3 11.1)");
    it_start(&t, 100, 1);
    pk = &t.g.priv.pack;
    food = pk->objects[0];
    armor = pk->objects[1];
    mace = pk->objects[2];
    mace.enemy = 'Z'; /* vorpalized already: a second scroll makes it vanish */
    pk->objects[1] = mace;
    pk->objects[2] = armor;
    pk->n = 3;
    pk->pieces = 3;
    s = it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_VORPAL, 0, 0);
    scroll = pk->objects[s]; /* last, after the mace (a new class goes after the food) */
    memmove(&pk->objects[s], &pk->objects[s + 1], (size_t)(pk->n - s - 1) * sizeof scroll);
    pk->objects[pk->n - 1] = scroll;
    keys[1] = key_of(pk->n - 1);
    it_keys(&t, keys);
    KCHECK(it_said_part(&t, "vanishes in a puff of smoke"), "no puff:\n%s", t.log);
    KCHECK(it_find(&t, DELVE_ITEM_SCROLL, ORIG_S_VORPAL) < 0, "the scroll was not used up");
    KCHECK(it_find(&t, DELVE_ITEM_FOOD, 0) == 0, "the food is gone");

    it_start(&t, 100, 1);
    pk = &t.g.priv.pack;
    food = pk->objects[0];
    armor = pk->objects[1];
    mace = pk->objects[2];
    armor.in_use = 0; /* plain ring mail and a plain mace: no magic, not hers to steal */
    armor.known = 0;
    armor.armor_class = delve__game_armor_class(armor.which);
    mace.hit = mace.damage = 0;
    pk->objects[0] = food;
    pk->objects[1] = armor;
    pk->objects[2] = mace;
    pk->n = pk->pieces = 3;
    it_give(&t, DELVE_ITEM_POTION, 3, 0, 0); /* a potion before the armour: hers to steal */
    a = it_find(&t, DELVE_ITEM_ARMOR, armor.which);
    m = it_monster(&t, 'N', 0, 1, 100, ISRUN);
    it_o(&t)->monsters[m].lvl = 40; /* she does not miss */
    it_clear_log(&t);
    keys[0] = 'W';
    keys[1] = key_of(a);
    it_keys(&t, keys);
    potions = it_find(&t, DELVE_ITEM_POTION, 3) < 0;
    KCHECK(potions && it_said_part(&t, "She stole"), "no theft in the round:\n%s", t.log);
    a = it_find(&t, DELVE_ITEM_ARMOR, armor.which);
    KCHECK(a >= 0 && it_obj(&t, a)->in_use == DELVE_GAME_WORN, "the armour is not worn");
    KCHECK(it_obj(&t, it_find(&t, DELVE_ITEM_WEAPON, mace.which))->in_use == DELVE_GAME_WIELDED,
           "the mace is no longer wielded");
    it_kind_end();
}

/* P4 2.3 step 3: "If nothing was listed: message You are empty handed" */
static void empty_pack(void)
{
    unsigned char before[DELVE_PRIV_SCREEN];
    it_kind("rule", 20, "i with nothing in the pack (P4 2.3)");
    it_start(&t, 100, 1);
    t.g.priv.pack.n = 0;
    t.g.priv.pack.pieces = 0;
    it_key(&t, 's');
    memcpy(before, t.g.chars, sizeof before);
    it_key(&t, 'i');
    KCHECK(it_said(&t, "You are empty handed") && it_waits(&t, W_CMD), "row 0 showed:\n%s", t.log);
    KCHECK(
        !memcmp(before + t.g.cols, t.g.chars + t.g.cols, (size_t)(DELVE_GAME_ROWS - 1) * t.g.cols),
        "the map changed");
    it_kind_end();
}

/* P3 6.3: short_name is the text after the first space of inv_name, a ring's bonus too */
static void vanished_name(void)
{
    delve_game *g;
    int th, hy, hx, y, x;
    delve_game_object ob;
    char row[DELVE_GAME_COLS + 1];
    it_kind("rule", 21, "what vanishes as it hits the ground (P3 6.3)");
    it_start(&t, 100, 1);
    g = &t.g;
    hy = g->priv.hero.y;
    hx = g->priv.hero.x;
    for (y = hy - 1; y <= hy + 1; y++) /* no free cell around: whatever falls there is lost */
        for (x = hx - 1; x <= hx + 1; x++)
            if (y != hy || x != hx)
                LEVEL_CHAR(g, y, x) = DELVE_CH_HWALL;
    th = delve__orig_new_thing_slot(g);
    memset(&ob, 0, sizeof ob);
    ob.kind = DELVE_ITEM_RING;
    ob.which = ORIG_R_PROTECT;
    ob.count = 1;
    ob.armor_class = 1;
    ob.known = 1;
    delve__orig_thing_of(&it_o(&t)->things[th], &ob);
    it_o(&t)->things[th].y = (short)hy;
    it_o(&t)->things[th].x = (short)hx;
    g->priv.known[ORIG_K_RING][ORIG_R_PROTECT] = 1;
    delve__orig_fall_named(g, th, &ob);
    it_row(&t, 0, row);
    KCHECK(!strncmp(row, "The +1 ring of protection(", 26), "row 0 showed: %s", row);
    it_kind_end();
}

/* A monster aiming at gold that is picked up keeps aiming at its place (the original's t_dest
   points at the freed thing's position until new_item gives that thing out again): a new
   object does not take the freed thing and become the monster's aim */
static void stale_aim(void)
{
    delve_priv_orig *o;
    int m, gold, hy, hx, d, mace;
    char keys[3] = {'d', 0, 0};
    it_kind("rule", 22, "an aim at picked-up gold stays its place (P2 5.5)");
    it_start(&t, 100, 1);
    o = it_o(&t);
    hy = t.g.priv.hero.y;
    hx = t.g.priv.hero.x;
    gold = delve__orig_new_thing_slot(&t.g);
    o->things[gold].kind = ORIG_GOLD;
    o->things[gold].value = 10;
    o->things[gold].y = (short)hy;
    o->things[gold].x = (short)(hx + 1);
    o->things[gold].next = o->lvl_obj;
    o->lvl_obj = (short)gold;
    LEVEL_CHAR(&t.g, hy, hx + 1) = DELVE_CH_GOLD;
    m = it_monster(&t, 'C', 0, -3, 100, 0);
    o->monsters[m].dest = (short)gold; /* as find_dest chose it */
    it_key(&t, 'l');
    KCHECK(!o->things[gold].used && t.g.priv.gold >= 10, "the gold was not picked up");
    keys[1] = key_of(it_find(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_MACE));
    it_keys(&t, keys);
    for (mace = -1, d = 0; d < DELVE_PRIV_THINGS; d++)
        if (o->things[d].used && o->things[d].kind == DELVE_ITEM_WEAPON &&
            o->things[d].y == t.g.priv.hero.y && o->things[d].x == t.g.priv.hero.x)
            mace = d;
    KCHECK(mace >= 0 && mace != o->monsters[m].dest, "the dropped mace is thing %d, the aim %d",
           mace, o->monsters[m].dest);
    KCHECK(o->things[o->monsters[m].dest].y == hy && o->things[o->monsters[m].dest].x == hx + 1,
           "the aim moved from the gold's place");
    it_kind_end();
}

/* rogue-game.md, project decisions: in a seeded game "the level reached at depth d is always
   rogue --seed S --depth d (so a link shows it)", the amulet found or not */
static void seeded_levels(void)
{
    static delve_game g;
    static delve_rogue_level link;
    delve_game_options opt;
    delve_rogue_options ro;
    int d;
    it_kind("rule", 23, "a seeded game's levels are its links' after the amulet too");
    memset(&opt, 0, sizeof opt);
    KCHECK(delve_game_start(&g, 42, &opt) == DELVE_OK, "no game");
    g.priv.o.amulet = g.priv.o.saw_amulet = 1;
    g.priv.o.max_level = 30;
    for (d = 26; d <= 29; d++) {
        const delve_rogue_level *lv = &g.priv.level.rogue;
        memset(&ro, 0, sizeof ro);
        ro.depth = d;
        delve__orig_new_level(&g, d);
        delve_rogue_generate(42, &ro, &link);
        KCHECK(lv->n_items == link.n_items && lv->n_gold == link.n_gold &&
                   lv->n_monsters == link.n_monsters &&
                   !memcmp(lv->chars, link.chars, sizeof link.chars),
               "depth %d: the game's level has %d items, %d gold, %d monsters; its link's %d, %d, "
               "%d",
               d, lv->n_items, lv->n_gold, lv->n_monsters, link.n_items, link.n_gold,
               link.n_monsters);
    }
    it_kind_end();
}

/* P5 G5: "A list line longer than 40 characters wraps, and the line counter follows the
   cursor row". add_line prints at row line_cnt; the original's cursor column grows past the
   edge (its text goes on in video memory at the start of the next row) and line_cnt becomes
   that row + 1, so the next line is printed over what ran on, from column 0, and what it does
   not cover stays. */
static void list_line(int i, char *out, size_t cap)
{
    out[0] = key_of(i), out[1] = ')', out[2] = ' ';
    delve_game_pack_name(&t.g, i, out + 3, cap - 3);
}

static void check_run_on(int i)
{
    char want[DELVE_GAME_COLS * 2], next[DELVE_GAME_COLS * 2] = "", row[DELVE_GAME_COLS + 1];
    const char *run_on;
    list_line(i, want, sizeof want);
    run_on = want + 40;
    KCHECK(strlen(want) > 44 && strlen(want) < 80, "set-up: \"%s\"", want);
    if (i + 1 < t.g.priv.pack.n)
        list_line(i + 1, next, sizeof next);
    if (strlen(next) < strlen(run_on))
        strcat(next, run_on + strlen(next));
    it_key(&t, 'i');
    it_row(&t, i, row);
    KCHECK(!strncmp(row, want, 40), "its row: \"%s\"", row);
    it_row(&t, i + 1, row);
    KCHECK(!strcmp(row, next), "the next row: \"%s\", not \"%s\"", row, next);
    it_key(&t, ' ');
}

static void long_list_lines(void)
{
    int ring;
    it_kind("rule", 24, "a 40-column list line longer than a row goes on in the next (P5 G5)");
    it_start_cols(&t, 100, 1, 40);
    t.g.priv.pack.n = 0; /* a pack of one ring, "called" and on the left hand */
    ring = it_give(&t, DELVE_ITEM_RING, 0, 0, 0);
    memcpy(t.g.priv.guess[2][0], "a very long name tag", 21); /* 20 letters */
    it_obj(&t, ring)->in_use = 3;
    check_run_on(ring); /* the last line: what ran on shows in full */
    it_give(&t, DELVE_ITEM_FOOD, 0, 0, 0);
    check_run_on(it_find(&t, DELVE_ITEM_RING, 0));
    KCHECK(it_give(&t, DELVE_ITEM_RING, 1, 0, 0) > it_find(&t, DELVE_ITEM_RING, 0),
           "set-up: the second ring is not listed after the first");
    check_run_on(it_find(&t, DELVE_ITEM_RING, 0)); /* its line over what ran on */
    it_kind_end();
}

/* P2 3.2 step 10: "If a ring of aggravate monster is on either hand: start_run(pos) ... During
   level generation proom and the hero position still hold the previous level's values"; 5.5
   find_dest. Every monster of a level built with the ring on runs; one aiming at an object
   carries things, stands in the object's room and shares no aim; a rebuilt level
   (delve_game_generated_level) is the same level. */
static void aggravated_levels(void)
{
    static delve_rogue_level again;
    int d, m, k, running = 0, made = 0, at_things = 0;
    it_kind("rule", 25, "a level built with an aggravate ring on: its monsters run (P2 3.2)");
    it_start(&t, 100, 1);
    it_obj(&t, it_give(&t, DELVE_ITEM_RING, ORIG_R_AGGR, 0, 1))->in_use = DELVE_GAME_LEFT_HAND;
    for (d = 2; d < 40; d++) {
        delve_priv_orig *o = it_o(&t);
        delve__orig_new_level(&t.g, d % 25 + 2);
        for (m = o->mlist; m >= 0; m = o->monsters[m].next) {
            const delve_priv_monster *mp = &o->monsters[m];
            made++;
            running += (mp->flags & ISRUN) != 0;
            if (mp->dest == ORIG_DEST_HERO)
                continue;
            at_things++;
            KCHECK(mp->dest >= 0 && mp->dest < DELVE_PRIV_THINGS && o->things[mp->dest].used,
                   "depth %d: %c aims at thing %d", d % 25 + 2, mp->type, mp->dest);
            KCHECK(strchr("CDGJLMNOQTVXY", mp->type), "%c, which carries nothing, aims at a thing",
                   mp->type);
            KCHECK(delve__game_roomin(&t.g, (delve_point){o->things[mp->dest].x,
                                                          o->things[mp->dest].y}) == mp->room,
                   "%c aims at a thing outside its room", mp->type);
            for (k = o->mlist; k >= 0; k = o->monsters[k].next)
                KCHECK(k == m || o->monsters[k].dest != mp->dest, "two monsters aim at thing %d",
                       mp->dest);
        }
        KCHECK(delve_game_generated_level(&t.g, &again) == DELVE_OK &&
                   !memcmp(again.chars, t.g.priv.level.rogue.chars, sizeof again.chars) &&
                   again.n_monsters == t.g.priv.level.rogue.n_monsters,
               "depth %d: the level rebuilt is another", d % 25 + 2);
    }
    KCHECK(made > 100 && running == made, "%d of %d monsters run", running, made);
    KCHECK(at_things > 0, "no monster aimed at a thing in %d", made);
    it_kind_end();
}

int main(void)
{
    blind_look();
    expert_fights();
    pickup_dest();
    dragon_bolts();
    searching();
    escape_count();
    wielded_food();
    blind_light();
    call_known();
    menu_sel();
    missile_motion();
    weird_trap();
    teleport_trap();
    winner_sale();
    bolt_bounce();
    version_egg();
    thing_pool();
    level_pool();
    pack_moves();
    empty_pack();
    vanished_name();
    stale_aim();
    seeded_levels();
    long_list_lines();
    aggravated_levels();
    return it_done("test_orig_rules");
}
