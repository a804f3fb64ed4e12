/* rogue_things.c — new_thing, randmonster, new_monster and give_pack (spec §8, §12.2,
   erratum 3). An item keeps its class, subtype and count (what its name needs); every roll the
   original makes for bonuses and monster hit points is replayed, so the draw order (and so every
   later part of the level) stays the original's. */
#include <string.h>

#include "rogue/rogue_internal.h"

/* Cumulative chance (of 100) for each class, in new_thing's order. */
static const unsigned char class_upto[7] = {27, 57, 74, 82, 90, 95, 100};
static const unsigned char class_kind[7] = {DELVE_ITEM_POTION, DELVE_ITEM_SCROLL, DELVE_ITEM_FOOD,
                                            DELVE_ITEM_WEAPON, DELVE_ITEM_ARMOR,  DELVE_ITEM_RING,
                                            DELVE_ITEM_STICK};

unsigned char delve__rogue_item_glyph(int kind)
{
    static const unsigned char glyph[DELVE_ITEM_KINDS] = {
        DELVE_CH_POTION, DELVE_CH_SCROLL, DELVE_CH_FOOD,  DELVE_CH_WEAPON,
        DELVE_CH_ARMOR,  DELVE_CH_RING,   DELVE_CH_STICK, DELVE_CH_AMULET};
    return glyph[kind];
}

/* Cumulative chances (of 100) of each subtype, in the order of the original's tables (spec §8);
   armour's are given as such (a_chances). */
static const unsigned char potion_upto[14] = {8,  18, 26, 41, 43, 58, 64,
                                              70, 72, 77, 81, 95, 99, 100};
static const unsigned char scroll_upto[15] = {8,  13, 16, 21, 29, 56, 60, 64,
                                              71, 81, 86, 94, 98, 99, 100};
static const unsigned char ring_upto[14] = {9, 18, 23, 33, 43, 44, 54, 62, 70, 74, 83, 88, 95, 100};
static const unsigned char stick_upto[14] = {12, 21, 24, 27, 30, 45, 55,
                                             64, 75, 84, 85, 90, 95, 100};
static const unsigned char armor_upto[8] = {20, 35, 50, 63, 75, 85, 95, 100};

/* pick_one: the first subtype whose cumulative chance exceeds rnd(100). */
static int pick_one(rogue_gen *g, const unsigned char *upto)
{
    int r = rnd(g, 100), i = 0;
    while (r >= upto[i])
        i++;
    return i;
}

/* A weapon: type, a count and a group for arrows, darts and bolts, then maybe a cursed or
   blessed to-hit (init_weapon, new_thing). */
static void weapon_rolls(rogue_gen *g, delve__rogue_thing *t)
{
    int k;
    t->which = rnd(g, 10);
    if (t->which == DELVE_WEAPON_ARROW || t->which == DELVE_WEAPON_DART ||
        t->which == DELVE_WEAPON_BOLT) {
        t->count = rnd(g, 8) + 8;
        t->group = g->group++;
    }
    k = rnd(g, 100);
    if (k < 10) {
        t->cursed = 1;
        t->hplus = -(rnd(g, 3) + 1);
    } else if (k < 15) {
        t->hplus = rnd(g, 3) + 1;
    }
}

static void armor_rolls(rogue_gen *g, delve__rogue_thing *t)
{
    static const unsigned char a_class[8] = {8, 7, 7, 6, 5, 4, 4, 3};
    int k;
    t->which = pick_one(g, armor_upto);
    t->ac = a_class[t->which];
    k = rnd(g, 100);
    if (k < 20) {
        t->cursed = 1;
        t->ac += rnd(g, 3) + 1;
    } else if (k < 28) {
        t->ac -= rnd(g, 3) + 1;
    }
}

/* Protection, add strength (0..17), dexterity and increase damage (54..69) roll a bonus (0:
   -1 and cursed); aggravate and teleportation are always cursed. */
static void ring_rolls(rogue_gen *g, delve__rogue_thing *t)
{
    t->which = pick_one(g, ring_upto);
    if (t->which <= 1 || t->which == 7 || t->which == 8) {
        t->ac = rnd(g, 3);
        if (t->ac == 0) {
            t->ac = -1;
            t->cursed = 1;
        }
    } else if (t->which == 6 || t->which == 11) {
        t->cursed = 1;
    }
}

/* fix_stick: charges 3 + rnd(5); a wand of light (0) then re-rolls them as 10 + rnd(10). */
static void stick_rolls(rogue_gen *g, delve__rogue_thing *t)
{
    t->which = pick_one(g, stick_upto);
    t->ac = rnd(g, 5) + 3;
    if (t->which == 1) { /* striking: +100 to hit, +3 damage */
        t->hplus = 100;
        t->dplus = 3;
    }
    if (t->which == 0)
        t->ac = rnd(g, 10) + 10;
}

/* new_thing: after three levels without food (no_food > 3) the thing is food, with no class
   roll; food resets the count. Fills every field of *t but its place. */
void delve__rogue_new_thing(rogue_gen *g, delve__rogue_thing *t)
{
    int c = 2;
    if (g->no_food <= 3) {
        int r = rnd(g, 100);
        c = 0;
        while (r >= class_upto[c])
            c++;
    }
    memset(t, 0, sizeof *t);
    t->kind = class_kind[c];
    t->count = 1;
    switch (t->kind) {
    case DELVE_ITEM_POTION: t->which = pick_one(g, potion_upto); break;
    case DELVE_ITEM_SCROLL: t->which = pick_one(g, scroll_upto); break;
    case DELVE_ITEM_FOOD:
        t->which = rnd(g, 10) == 0; /* 1: the fruit, 0: a ration */
        g->no_food = 0;
        break;
    case DELVE_ITEM_WEAPON: weapon_rolls(g, t); break;
    case DELVE_ITEM_ARMOR: armor_rolls(g, t); break;
    case DELVE_ITEM_RING: ring_rolls(g, t); break;
    default: stick_rolls(g, t); break;
    }
}

/* The level list of randmonster: slot d (1..26) of " " means "roll again". */
static const char lvl_mons[27] = " K BHISOR LCA NYTWFP GMXVJD";
/* Per letter A..Z: base level, ISMEAN, carry % (the leprechaun's is bug #18, classic only). */
static const unsigned char base_level[26] = {5, 1, 4, 10, 1, 8, 13, 1, 1, 15, 1, 3, 8,
                                             3, 1, 8, 3,  2, 2, 6,  7, 8, 5,  7, 4, 2};
/* ISMEAN, one bit a letter: A D E F G H I K M Q R S T U V Z */
#define LETTER(c) (1u << ((c) - 'A'))
#define MEAN_LETTERS                                                                     \
    (LETTER('A') | LETTER('D') | LETTER('E') | LETTER('F') | LETTER('G') | LETTER('H') | \
     LETTER('I') | LETTER('K') | LETTER('M') | LETTER('Q') | LETTER('R') | LETTER('S') | \
     LETTER('T') | LETTER('U') | LETTER('V') | LETTER('Z'))
static const unsigned char carry[26] = {0,   0,  15, 100, 0, 0, 20, 0, 0,  70, 0,  64, 40,
                                        100, 15, 0,  30,  0, 0, 50, 0, 20, 0,  30, 30, 0};

static char randmonster(rogue_gen *g)
{
    int d;
    do {
        d = rnd(g, 5);
        d = g->level + (d + rnd(g, 6)) - 5; /* left to right, as the spec assumes */
        if (d < 1)
            d = rnd(g, 5) + 1;
        if (d > 26)
            d = rnd(g, 5) + 22;
    } while (lvl_mons[d] == ' ');
    return lvl_mons[d];
}

static int is_mean(char letter)
{
    return (MEAN_LETTERS >> (letter - 'A')) & 1;
}

static int in_room(const delve_rogue_room *rp, int y, int x)
{
    return x >= rp->x && x < rp->x + rp->w && y >= rp->y && y < rp->y + rp->h;
}

/* start_run for monster n, made while an aggravate ring is worn (P2 3.2 step 10,
   5.3, 5.5): it runs, for find_dest's destination. That reads the hero of the level left: a
   monster in his old room's place, or one he would see (a neighbour of his old place), heads
   for him; else each object so far on the level's list (newest first: items, then gold) in
   the monster's room draws rnd(100), and one below the carry chance that no monster aims at
   yet is its aim. (see_monst's vorpal flash is not played here.) */
static DELVE__NOINLINE void aggravated(rogue_gen *g, int n, char letter, delve_point pos)
{
    const delve__rogue_extra *x = g->x;
    const delve_rogue_level *lv = g->lv;
    const delve_rogue_room *rp = lv->rooms;
    int room, prob = carry[letter - 'A'], dy = pos.y - x->hero_y, dx = pos.x - x->hero_x, i, k,
              dest;
    int seen = !x->hero_blind && (letter != 'P' || x->hero_cansee) && dy * dy + dx * dx < 3;
    for (room = 0; !in_room(rp, pos.y, pos.x); room++) /* roomin: its room is one */
        rp++;
    g->x->mon_dest[n] = DELVE__ROGUE_DEST_HERO;
    if (prob <= 0 || room == x->hero_room || seen)
        return;
    for (i = lv->n_items + lv->n_gold - 1; i >= 0; i--) {
        int item = i >= lv->n_gold, j = i - lv->n_gold;
        int y = item ? lv->items[j].y : lv->gold[i].y, ox = item ? lv->items[j].x : lv->gold[i].x;
        if (item && x->items[j].kind == DELVE_ITEM_SCROLL && x->items[j].which == 6)
            continue; /* scare monster */
        if (!in_room(rp, y, ox) || rnd(g, 100) >= prob)
            continue;
        dest = item ? DELVE__ROGUE_DEST_ITEM + j : i;
        for (k = 0; k < n && x->mon_dest[k] != dest; k++)
            ;
        if (k == n) {
            g->x->mon_dest[n] = dest;
            return;
        }
    }
}

/* A monster at pos: its letter, hit points roll(L, 8), a Xeroc's disguise, then give_pack.
   Treasure-room monsters are always mean. */
void delve__rogue_make_monster(rogue_gen *g, delve_point pos, int treasure)
{
    delve_rogue_level *lv = g->lv;
    delve_rogue_monster *m = &lv->monsters[lv->n_monsters];
    char letter = randmonster(g);
    int i, hp = 0, disguise = 0,
           hit_dice = base_level[letter - 'A'] + (g->level > 26 ? g->level - 26 : 0);
    int carry_pct = carry[letter - 'A'], n = lv->n_monsters;
    if (g->x) /* only a game keeps the hit points: else only the draws, all at once */
        for (i = 0; i < hit_dice; i++)
            hp += rnd(g, 8) + 1;
    else
        delve__run_skip_n(&g->rng, hit_dice);
    if (g->x && g->x->aggravate)
        aggravated(g, n, letter, pos);
    if (letter == 'X')
        disguise = rnd(g, g->level >= ROGUE_AMULETLEVEL ? 9 : 8); /* what a Xeroc pretends to be */
    if (g->x) {
        g->x->mon_hp[n] = hp;
        g->x->mon_disguise[n] = disguise;
        g->x->mon_level[n] = g->level;
        g->x->mon_has_pack[n] = 0;
    }
    m->x = pos.x;
    m->y = pos.y;
    m->letter = letter;
    m->mean = (char)(treasure || is_mean(letter));
    m->running = 0;
    lv->n_monsters++;
    g->monster_bits[pos.y - 1][pos.x >> 3] |= (unsigned char)(1 << (pos.x & 7));
    if (letter == 'L' && !g->classic)
        carry_pct = 0;
    if (g->pool < ROGUE_MAXITEMS && rnd_below(g, 100, carry_pct)) { /* give_pack: the pool's
                                          test first; the monster's item is not the level's */
        g->pool++;
        delve__rogue_thing carried;
        delve__rogue_new_thing(g, &carried);
        if (g->x) {
            g->x->mon_has_pack[n] = 1;
            g->x->mon_pack[n] = carried;
        }
    }
}
