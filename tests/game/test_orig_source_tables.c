/* test_orig_source_tables.c — the original's data tables where no recorded game reaches them
   (the games stay on levels 1-10): the total winner's sale of every kind (rip.c total_winner
   with extern.c's mi_worth and init.c's stone values), the ranks and experience thresholds of
   all twenty levels (extern.c he_man, init.c init_ds's e_levels, fight.c check_level) and the
   monster table's level, armour, experience and flags for all 26 letters, deep levels included
   (extern.c monsters[], monsters.c new_monster and exp_add). From a review of those files
   beside the rebuild, in which every value was found equal: these pin them. One verdict per
   rule, as test_orig_source_commands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_base.h"
#include "game/game_pack.h"
#include "rogue/rogue_prelude.h"
#include "test_orig_items_util.h"

static it_game t;

/* extern.c p_magic, s_magic, r_magic, ws_magic: mi_worth */
static const short p_worth[14] = {5, 5, 5, 150, 100, 130, 130, 105, 250, 200, 190, 130, 5, 5};
static const short s_worth[15] = {140, 150, 180, 5,   160, 100, 200, 50,
                                  165, 150, 75,  105, 20,  5,   300};
static const short r_worth[14] = {400, 400, 280, 420, 310, 10,  10,
                                  440, 400, 460, 240, 30,  470, 380};
static const short ws_worth[14] = {250, 75, 330, 330, 330, 310, 170, 5, 350, 300, 5, 340, 50, 280};
/* init.c stones[]: st_value, in delve__ring_stones' order (agate .. zircon) */
static const short st_value[26] = {25, 40, 50,  40,  300, 300, 225, 5,   50, 150, 300, 50,  50,
                                   15, 60, 200, 220, 63,  350, 285, 200, 50, 60,  70,  300, 80};
/* rip.c total_winner's switches: the weapons (MACE .. SPEAR) and armours (LEATHER .. PLATE) */
static const short w_worth[10] = {8, 15, 15, 1, 2, 75, 1, 30, 1, 5};
static const short a_worth[8] = {20, 25, 20, 30, 75, 80, 90, 150};
static const short a_class[8] = {8, 7, 7, 6, 5, 4, 4, 3}; /* extern.c a_class */

/* A new game whose pack is empty */
static void empty_pack(void)
{
    it_start(&t, 100, 1);
    memset(&t.g.priv.pack, 0, sizeof t.g.priv.pack);
}

/* total_winner's sale: pack object i's worth on the sale's screen, or -1 */
static int sold(int i)
{
    char row[DELVE_GAME_COLS + 1];
    int w;
    it_row(&t, i + 1, row);
    return row[0] == 'a' + i && sscanf(row + 2, "%d", &w) == 1 ? w : -1;
}

static void sell(void)
{
    delve__orig_total_winner(&t.g);
    delve__orig_win_key(&t.g, ' ');
}

/* rip.c total_winner: potions (unknown: half) and scrolls (known) worth mi_worth a piece */
static void potions_scrolls(void)
{
    int w, i, got;
    it_kind("rule", 1, "the winner's sale of potions and scrolls (rip.c, extern.c mi_worth)");
    empty_pack();
    for (w = 0; w < 14; w++)
        it_give(&t, DELVE_ITEM_POTION, w, 0, 0);
    sell();
    for (w = 0; w < 14; w++) {
        got = sold(i = it_find(&t, DELVE_ITEM_POTION, w));
        KCHECK(got == p_worth[w] / 2, "potion %d (unknown) sells for %d, not %d", w, got,
               p_worth[w] / 2);
    }
    empty_pack();
    for (w = 0; w < 15; w++) {
        it_give(&t, DELVE_ITEM_SCROLL, w, 0, 0);
        t.g.priv.known[ORIG_K_SCROLL][w] = 1;
    }
    sell();
    for (w = 0; w < 15; w++) {
        got = sold(i = it_find(&t, DELVE_ITEM_SCROLL, w));
        KCHECK(got == s_worth[w], "scroll %d (known) sells for %d, not %d", w, got, s_worth[w]);
    }
    it_kind_end();
}

/* rip.c total_winner: a ring's mi_worth plus its stone's value (init.c init_stones), a bonus
   ring +100 a point (10 in all with none); unknown: half */
static void rings(void)
{
    int w, i, got, want;
    it_kind("rule", 2, "the winner's sale of rings (rip.c, extern.c mi_worth, init.c stones)");
    empty_pack();
    for (w = 0; w < 14; w++) {
        i = it_give(&t, DELVE_ITEM_RING, w, w == ORIG_R_ADDHIT ? -1 : 2, 0);
        t.g.priv.pack.objects[i].known = w % 2;
    }
    sell();
    for (w = 0; w < 14; w++) {
        int bonus =
            w == ORIG_R_PROTECT || w == ORIG_R_ADDSTR || w == ORIG_R_ADDHIT || w == ORIG_R_ADDDAM;
        want = r_worth[w] + st_value[t.g.priv.names.stone[w]];
        if (bonus)
            want = w == ORIG_R_ADDHIT ? 10 : want + 200;
        if (w % 2 == 0)
            want /= 2;
        got = sold(i = it_find(&t, DELVE_ITEM_RING, w));
        KCHECK(got == want, "ring %d (%s) sells for %d, not %d", w,
               delve__ring_stones[t.g.priv.names.stone[w]], got, want);
    }
    it_kind_end();
}

/* rip.c total_winner: a stick's mi_worth plus 20 a charge; unknown: half */
static void sticks(void)
{
    int w, i, got, want;
    it_kind("rule", 3, "the winner's sale of sticks (rip.c, extern.c mi_worth)");
    empty_pack();
    for (w = 0; w < 14; w++) {
        i = it_give(&t, DELVE_ITEM_STICK, w, w % 5, 0);
        t.g.priv.pack.objects[i].known = w % 2;
    }
    sell();
    for (w = 0; w < 14; w++) {
        want = ws_worth[w] + 20 * (w % 5);
        if (w % 2 == 0)
            want /= 2;
        got = sold(i = it_find(&t, DELVE_ITEM_STICK, w));
        KCHECK(got == want, "stick %d sells for %d, not %d", w, got, want);
    }
    it_kind_end();
}

/* rip.c total_winner: a weapon's worth times 3 x its plusses plus its count; an armour's worth,
   100 a point of class under 9 and 10 a point of enchantment */
static void weapons_armour(void)
{
    delve_game_object ob;
    int w, i, got, want;
    it_kind("rule", 4, "the winner's sale of weapons and armour (rip.c total_winner)");
    empty_pack();
    for (w = 0; w < 10; w++) {
        memset(&ob, 0, sizeof ob);
        ob.kind = DELVE_ITEM_WEAPON;
        ob.which = w;
        ob.count = w + 1;
        ob.hit = w % 3;
        ob.damage = 1;
        ob.group = w + 10; /* no stack with another */
        ob.id = ++it_o(&t)->next_id;
        delve__game_pack_add(&t.g, &ob);
    }
    for (w = 0; w < 8; w++) {
        memset(&ob, 0, sizeof ob);
        ob.kind = DELVE_ITEM_ARMOR;
        ob.which = w;
        ob.count = 1;
        ob.armor_class = a_class[w] - w % 3 + 1;
        ob.id = ++it_o(&t)->next_id;
        delve__game_pack_add(&t.g, &ob);
    }
    t.g.priv.scratch[0] = '\0';
    sell();
    for (w = 0; w < 10; w++) {
        want = w_worth[w] * (3 * (w % 3 + 1) + w + 1);
        got = sold(i = it_find(&t, DELVE_ITEM_WEAPON, w));
        KCHECK(got == want, "weapon %d sells for %d, not %d", w, got, want);
    }
    for (w = 0; w < 8; w++) {
        int ac = a_class[w] - w % 3 + 1;
        want = a_worth[w] + 100 * (9 - ac) + 10 * (a_class[w] - ac);
        got = sold(i = it_find(&t, DELVE_ITEM_ARMOR, w));
        KCHECK(got == want, "armour %d sells for %d, not %d", w, got, want);
    }
    it_kind_end();
}

/* extern.c he_man; init.c init_ds: e_levels[i] = 10 << i for i < 19, e_levels[19] = 0;
   fight.c check_level: the level is the first i with e_levels[i] > exp, plus 1 (20 at most),
   and its rank he_man[level - 1], which io.c status shows at column 62 */
static void ranks(void)
{
    static const char *const he_man[21] = {
        "",           "Guild Novice", "Apprentice",   "Journeyman", "Adventurer",
        "Fighter",    "Warrior",      "Rogue",        "Champion",   "Master Rogue",
        "Warlord",    "Hero",         "Guild Master", "Dragonlord", "Wizard",
        "Rogue Geek", "Rogue Addict", "Schmendrick",  "Gunfighter", "Time Waster",
        "Bug Chaser"};
    char row[DELVE_GAME_COLS + 1], want[16];
    int i, k, side, exp, lvl;
    it_kind("rule", 5, "experience thresholds and ranks (init.c e_levels, extern.c he_man)");
    it_start(&t, 100, 1);
    for (i = 0; i < 20; i++)
        for (side = 0; side < 2; side++) {
            exp = i < 19 ? (10 << i) - 1 + side : 10 << 19; /* past the last: level 20 */
            lvl = i < 19 ? i + 1 + side : 20;
            it_o(&t)->lvl = 1;
            it_o(&t)->exp = exp;
            delve__orig_check_level(&t.g);
            KCHECK(it_o(&t)->lvl == lvl, "%d experience: level %d, not %d", exp, it_o(&t)->lvl,
                   lvl);
            delve__orig_status(&t.g);
            it_row(&t, 23, row);
            for (k = (int)strlen(row); k < 74; k++) /* it_row cut the trailing blanks */
                row[k] = ' ';
            row[74] = '\0';
            snprintf(want, sizeof want, "%-12s", he_man[lvl - 1]); /* "%-12s" (io.c status) */
            KCHECK(!strcmp(row + 62, want), "level %d shows the rank \"%s\", not \"%s\"", lvl,
                   row + 62, want);
        }
    it_kind_end();
}

/* extern.c monsters[]: level, armour, experience and flags; monsters.c new_monster: below level
   26 as they are, deeper each level adds a level, takes a point of armour and adds 10
   experience; exp_add: hp / 8 at level 1, else hp / 6, times 20 above level 9, 4 above 6 */
static void monster_table(void)
{
    static const struct {
        short lvl, arm, exp;
        unsigned short flags;
    } mon[26] = {{5, 2, 20, ISMEAN},
                 {1, 3, 1, ISFLY},
                 {4, 4, 25, 0},
                 {10, -1, 6800, ISMEAN},
                 {1, 7, 2, ISMEAN},
                 {8, 3, 80, ISMEAN},
                 {13, 2, 2000, ISMEAN | ISFLY}, /* and ISREGEN, which nothing reads */
                 {1, 5, 3, ISMEAN},
                 {1, 9, 15, ISMEAN},
                 {15, 6, 4000, 0},
                 {1, 7, 1, ISMEAN | ISFLY},
                 {3, 8, 10, 0},
                 {8, 2, 200, ISMEAN},
                 {3, 9, 37, 0},
                 {1, 6, 5, ISGREED},
                 {8, 3, 120, ISINVIS},
                 {3, 2, 32, ISMEAN},
                 {2, 3, 9, ISMEAN},
                 {2, 8, 1, ISMEAN},
                 {6, 4, 120, ISMEAN},
                 {7, -2, 190, ISMEAN},
                 {8, 1, 350, ISMEAN},
                 {5, 4, 55, 0},
                 {7, 7, 100, 0},
                 {4, 6, 50, 0},
                 {2, 8, 6, ISMEAN}};
    static const unsigned short seen = ISMEAN | ISFLY | ISGREED | ISINVIS;
    int c, d, m, hp, add, lvl, mod;
    it_kind("rule", 6, "the monster table, A to Z, at depths 1 and 30 (extern.c monsters[])");
    it_start(&t, 100, 1);
    for (d = 0; d < 2; d++)
        for (c = 0; c < 26; c++) {
            const delve_priv_monster *mp;
            t.g.priv.depth = d ? 30 : 1;
            add = d ? 4 : 0;
            hp = 7 + 5 * c;
            it_clear_monsters(&t);
            m = it_monster(&t, 'A' + c, 0, 1, hp, 0);
            if (m < 0) {
                KCHECK(0, "no %c could be made", 'A' + c);
                continue;
            }
            mp = &it_o(&t)->monsters[m];
            lvl = mon[c].lvl + add;
            mod = lvl == 1 ? hp / 8 : hp / 6;
            mod *= lvl > 9 ? 20 : lvl > 6 ? 4 : 1;
            KCHECK(mp->lvl == lvl && mp->arm == mon[c].arm - add &&
                       mp->exp == mon[c].exp + 10 * add + mod && (mp->flags & seen) == mon[c].flags,
                   "%c at depth %d: level %d armour %d experience %d flags %04x, not %d %d %d %04x",
                   'A' + c, t.g.priv.depth, mp->lvl, mp->arm, mp->exp, mp->flags & seen, lvl,
                   mon[c].arm - add, mon[c].exp + 10 * add + mod, mon[c].flags);
            KCHECK(!strcmp(delve__orig_monster_name('A' + c),
                           (const char *[]){"aquator",     "bat",           "centaur", "dragon",
                                            "emu",         "venus flytrap", "griffin", "hobgoblin",
                                            "ice monster", "jabberwock",    "kestral", "leprechaun",
                                            "medusa",      "nymph",         "orc",     "phantom",
                                            "quagga",      "rattlesnake",   "slime",   "troll",
                                            "ur-vile",     "vampire",       "wraith",  "xeroc",
                                            "yeti",        "zombie"}[c]),
                   "%c is called %s", 'A' + c, delve__orig_monster_name('A' + c));
        }
    it_clear_monsters(&t);
    it_kind_end();
}

int main(void)
{
    potions_scrolls();
    rings();
    sticks();
    weapons_armour();
    ranks();
    monster_table();
    return it_done("test_orig_source_tables");
}
