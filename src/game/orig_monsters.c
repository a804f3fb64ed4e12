/* orig_monsters.c — the monster table and monsters.c / chase.c's helpers: making a monster,
   wanderers, waking, start_run, find_dest, see_monst, cansee (P2 §1-§5, §8). */
#include <string.h>

#include "game/game_light.h"
#include "game/game_pack.h"
#include "game/orig.h"
#include "rogue/rogue_base.h"

typedef struct mon_type {
    unsigned char carry;
    unsigned short flags;
    short exp, lvl, ac;
} mon_type;

/* extern.c monsters[] (P2 §1), A to Z (their names are orig_names.c's): the leprechaun's carry
   is ISGREED's value and its flags 0 */
static const mon_type monsters[26] = {{0, ISMEAN, 20, 5, 2},
                                      {0, ISFLY, 1, 1, 3},
                                      {15, 0, 25, 4, 4},
                                      {100, ISMEAN, 6800, 10, -1},
                                      {0, ISMEAN, 2, 1, 7},
                                      {0, ISMEAN, 80, 8, 3},
                                      {20, ISMEAN | ISFLY, 2000, 13, 2},
                                      {0, ISMEAN, 3, 1, 5},
                                      {0, ISMEAN, 15, 1, 9},
                                      {70, 0, 4000, 15, 6},
                                      {0, ISMEAN | ISFLY, 1, 1, 7},
                                      {64, 0, 10, 3, 8},
                                      {40, ISMEAN, 200, 8, 2},
                                      {100, 0, 37, 3, 9},
                                      {15, ISGREED, 5, 1, 6},
                                      {0, ISINVIS, 120, 8, 3},
                                      {30, ISMEAN, 32, 3, 2},
                                      {0, ISMEAN, 9, 2, 3},
                                      {0, ISMEAN, 1, 2, 8},
                                      {50, ISMEAN, 120, 6, 4},
                                      {0, ISMEAN, 190, 7, -2},
                                      {20, ISMEAN, 350, 8, 1},
                                      {0, 0, 55, 5, 4},
                                      {30, 0, 100, 7, 7},
                                      {30, 0, 50, 4, 6},
                                      {0, ISMEAN, 6, 2, 8}};

int delve__orig_moat(delve_game *g, int y, int x)
{
    delve_priv_orig *o = orig_of(g);
    int i;
    if ((unsigned)y < DELVE_GAME_ROWS && (unsigned)(x + 1) < DELVE_GAME_COLS + 2 &&
        !o->mlist_at[y][x + 1])
        return -1;
    for (i = 0; i < o->mlist_count; i++) {
        int m = o->mlist_order[i];
        if (o->monsters[m].y == y && o->monsters[m].x == x)
            return m;
    }
    return -1;
}

void delve__orig_mlist_push(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    mp->next = o->mlist;
    o->mlist = (short)m;
    memmove(o->mlist_order + 1, o->mlist_order, (size_t)o->mlist_count++);
    o->mlist_order[0] = (unsigned char)m;
    o->mlist_at[mp->y][mp->x + 1]++;
}

void delve__orig_mlist_unlink(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    short *l;
    int i;
    for (l = &o->mlist; *l >= 0 && *l != m; l = &o->monsters[*l].next)
        ;
    if (*l != m)
        return;
    *l = o->monsters[m].next;
    for (i = 0; o->mlist_order[i] != m; i++)
        ;
    memmove(o->mlist_order + i, o->mlist_order + i + 1, (size_t)(--o->mlist_count - i));
    o->mlist_at[o->monsters[m].y][o->monsters[m].x + 1]--;
}

void delve__orig_monster_to(delve_game *g, int m, int y, int x)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    if (mp->used) { /* in mlist */
        o->mlist_at[mp->y][mp->x + 1]--;
        o->mlist_at[y][x + 1]++;
    }
    mp->y = (short)y;
    mp->x = (short)x;
}

unsigned char delve__orig_winat(delve_game *g, int y, int x)
{
    int m = delve__orig_moat(g, y, x);
    return m >= 0 ? (unsigned char)orig_of(g)->monsters[m].disguise : LEVEL_CHAR(g, y, x);
}

int delve__orig_step_ok(unsigned char ch)
{
    return orig_step_ok(ch);
}

/* the first floor object at (y, x) is a scare-monster scroll: as the original's chase, rndmove
   and plop_monster, its o_which alone, under a '?' (a xeroc's disguise may stand on any object) */
int delve__orig_scare_at(delve_game *g, int y, int x)
{
    return delve__orig_scare_under(g, y, x, delve__orig_winat(g, y, x));
}

int delve__orig_scare_under(delve_game *g, int y, int x, unsigned char shown)
{
    delve_priv_orig *o = orig_of(g);
    int t;
    if (shown != DELVE_CH_SCROLL)
        return 0;
    for (t = o->lvl_obj; t >= 0; t = o->things[t].next)
        if (o->things[t].y == y && o->things[t].x == x)
            return o->things[t].which == 6;
    return 0;
}

/* How many of the original's one pool of 83 things (list.c's new_item) are taken: the level's
   objects and what its monsters carry, the monsters, the pack's objects, a missile in flight
   and those lost in a monster. delve keeps them apart; the original's tests count them all.
   Its count `total` falls short of the slots taken after a hasted thief's record is freed twice
   (P3 Q20); that is not kept: the tests that read `total` (put_things, treas_room, give_pack)
   differ from the slots only when all 83 are taken, where the original then makes a null
   thing (new_item's NULL) and goes on with it, which no game can follow. */
int delve__orig_pool_used(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int i, n = g->priv.pack.n + o->flying + o->lost;
    for (i = 0; i < DELVE_PRIV_THINGS; i++)
        n += o->things[i].used != 0;
    for (i = 0; i < DELVE_PRIV_MONSTERS; i++)
        n += o->monsters[i].used != 0;
    return n;
}

/* Whether a monster still heads for thing t (freed: gold picked up; the original's t_dest
   points at the freed thing's place, which stays until new_item gives the thing out again) */
static int aimed_at(const delve_priv_orig *o, int t)
{
    int m;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next)
        if (o->monsters[m].dest == t)
            return 1;
    return 0;
}

int delve__orig_new_thing_slot(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int i, pass;
    if (delve__orig_pool_used(g) >= DELVE_PRIV_THINGS)
        return -1;
    /* a free thing no monster aims at, so that such a monster keeps the place it aimed at
       rather than follow a new object; else any free thing */
    for (pass = 0; pass < 2; pass++)
        for (i = 0; i < DELVE_PRIV_THINGS; i++)
            if (!o->things[i].used && (pass || !aimed_at(o, i))) {
                memset(&o->things[i], 0, sizeof o->things[i]); /* nothing of the freed one */
                o->things[i].used = 1;
                o->things[i].next = -1;
                o->things[i].id = ++o->next_id;
                return i;
            }
    return -1;
}

/* exp_add (monsters.c) */
static int exp_add(int lvl, int maxhp)
{
    int mod = lvl == 1 ? maxhp / 8 : maxhp / 6;
    if (lvl > 9)
        mod *= 20;
    else if (lvl > 6)
        mod *= 4;
    return mod;
}

/* new_monster (P2 §3.2): at the head of mlist. hp < 0 rolls the hit points and a Xeroc's
   disguise here; a level's monsters bring the generator's (hp, disguise). -1 if none is free. */
int delve__orig_new_monster(delve_game *g, int type, delve_point pos, int hp, int disguise)
{
    return delve__orig_new_monster_at(g, type, pos, g->priv.depth, hp, disguise);
}

/* The same as new_monster runs while the original's `level` is `level`: the depth, but one more
   while treas_room makes its monsters (P2 §3.2 step 1), which makes them a level higher, their
   armour one better and their experience 10 more from depth 26 on. */
int delve__orig_new_monster_at(delve_game *g, int type, delve_point pos, int level, int hp,
                               int disguise)
{
    static const unsigned char disguises[9] = {DELVE_CH_GOLD,   DELVE_CH_POTION, DELVE_CH_SCROLL,
                                               DELVE_CH_STAIRS, DELVE_CH_WEAPON, DELVE_CH_ARMOR,
                                               DELVE_CH_RING,   DELVE_CH_STICK,  DELVE_CH_AMULET};
    delve_priv_orig *o = orig_of(g);
    const mon_type *t = &monsters[type - 'A'];
    int m, lev_add = level - 26, i, rolled = hp < 0;
    delve_priv_monster *mp;
    for (m = 0; m < DELVE_PRIV_MONSTERS && o->monsters[m].used; m++)
        ;
    if (m == DELVE_PRIV_MONSTERS || delve__orig_pool_used(g) >= DELVE_PRIV_THINGS)
        return -1;
    if (lev_add < 0)
        lev_add = 0;
    mp = &o->monsters[m];
    memset(mp, 0, sizeof *mp);
    mp->used = 1;
    mp->y = (short)pos.y;
    mp->x = (short)pos.x;
    delve__orig_mlist_push(g, m);
    mp->type = mp->disguise = (short)type;
    mp->oldch = '@';
    mp->room = (short)delve__game_roomin(g, pos);
    mp->lvl = (short)(t->lvl + lev_add);
    if (hp < 0)
        for (hp = 0, i = 0; i < mp->lvl; i++)
            hp += delve__game_rnd(g, 8) + 1;
    mp->hp = mp->maxhp = (short)hp;
    mp->arm = (short)(t->ac - lev_add);
    mp->exp = t->exp + 10 * lev_add + exp_add(mp->lvl, hp);
    mp->flags = t->flags;
    mp->turn = 1;
    mp->pack = -1;
    mp->dest = ORIG_DEST_HERO;
    /* an aggravate ring wakes what the game makes, before the xeroc's draw (P2 §3.2 step 10); a
       new level's monsters were made by the generator, which plays it (delve__orig_new_level) */
    if (rolled && delve__orig_wearing(g, ORIG_R_AGGR))
        delve__orig_start_run(g, pos.y, pos.x);
    if (type == 'X') {
        if (disguise < 0)
            disguise = delve__game_rnd(g, level > 25 ? 9 : 8);
        mp->disguise = disguises[disguise];
    }
    return m;
}

/* randmonster (P2 §3.3); the wanderers' list has no D, F, L, N or X */
int delve__orig_randmonster(delve_game *g, int wander)
{
    static const char lvl_mons[27] = " K BHISOR LCA NYTWFP GMXVJD";
    static const char wand_mons[27] = " KEBHISORZ CAQ YTW PUGM VJ ";
    const char *list = wander ? wand_mons : lvl_mons;
    int d;
    do {
        d = delve__game_rnd(g, 5);
        d = g->priv.depth + (d + delve__game_rnd(g, 6)) - 5;
        if (d < 1)
            d = delve__game_rnd(g, 5) + 1;
        if (d > 26)
            d = delve__game_rnd(g, 5) + 22;
    } while (list[d] == ' ');
    return list[d];
}

static int room_gold(delve_game *g, int room)
{
    return room < DELVE_ROGUE_ROOMS ? game_lv(g)->rooms[room].gold : 0;
}

/* wake_monster (P2 §5.1), the medusa's gaze and a ring of stealth included */
int delve__orig_wake_monster(delve_game *g, int y, int x)
{
    delve_priv_orig *o = orig_of(g);
    int m = delve__orig_moat(g, y, x);
    delve_priv_monster *mp;
    if (m < 0)
        return -1;
    mp = &o->monsters[m];
    if (!(mp->flags & ISRUN) && delve__game_rnd(g, 3) != 0 && (mp->flags & ISMEAN) &&
        !(mp->flags & ISHELD) && !delve__orig_wearing(g, ORIG_R_STEALTH)) {
        mp->dest = ORIG_DEST_HERO;
        mp->flags |= ISRUN;
    }
    if (mp->type == 'M' && !(o->flags & ISBLIND) && !(mp->flags & (ISFOUND | ISCANC)) &&
        (mp->flags & ISRUN) &&
        (!(delve__game_room_flags(g, g->priv.proom) & DELVE_ROOM_DARK) ||
         orig_dist(y, x, g->priv.hero.y, g->priv.hero.x) < 3)) { /* the medusa's gaze */
        mp->flags |= ISFOUND;
        if (!delve__orig_save(g, ORIG_VS_MAGIC)) {
            int d = delve__game_rnd(g, 20);
            d += 18 + delve__game_rnd(g, 4); /* + HUHDURATION, drawn second */
            delve__orig_confuse(g, d);
            /* kept: the next msg, or the command loop's flush, shows it first (orig_io.c) */
            delve__game_msg(g, "the medusa's gaze has confused you");
        }
    }
    if ((mp->flags & ISGREED) && !(mp->flags & ISRUN)) {
        mp->flags |= ISRUN;
        mp->dest = room_gold(g, g->priv.proom) ? DELVE__DEST_GOLD + g->priv.proom : ORIG_DEST_HERO;
    }
    return m;
}

void delve__orig_start_run(delve_game *g, int y, int x)
{
    int m = delve__orig_moat(g, y, x);
    if (m < 0)
        return;
    orig_of(g)->monsters[m].flags |= ISRUN;
    orig_of(g)->monsters[m].flags &= (unsigned short)~ISHELD;
    orig_of(g)->monsters[m].dest = (short)delve__orig_find_dest(g, m);
}

/* find_dest (P2 §5.5): an object in its own room the hero cannot see it take, or the hero */
int delve__orig_find_dest(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    int prob = monsters[mp->type - 'A'].carry, t, k;
    if (prob <= 0 || mp->room == g->priv.proom || delve__orig_see_monst(g, m))
        return ORIG_DEST_HERO;
    for (t = o->lvl_obj; t >= 0; t = o->things[t].next) {
        delve_point p;
        if (o->things[t].kind == DELVE_ITEM_SCROLL && o->things[t].which == 6)
            continue; /* scare monster */
        p.y = o->things[t].y;
        p.x = o->things[t].x;
        if (delve__game_roomin(g, p) != mp->room || delve__game_rnd(g, 100) >= prob)
            continue;
        for (k = o->mlist; k >= 0; k = o->monsters[k].next)
            if (o->monsters[k].dest == t)
                break;
        if (k < 0)
            return t;
    }
    return ORIG_DEST_HERO;
}

int delve__orig_see_monst(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    const delve_priv_monster *mp = &o->monsters[m];
    delve_game_object *w;
    int rf;
    if (o->flags & ISBLIND)
        return 0;
    if ((mp->flags & ISINVIS) && !(o->flags & CANSEE))
        return 0;
    if (orig_dist(mp->y, mp->x, g->priv.hero.y, g->priv.hero.x) >= 3) {
        rf = delve__game_room_flags(g, g->priv.proom);
        if (mp->room != g->priv.proom || (rf & DELVE_ROOM_DARK) || (rf & DELVE_ROOM_MAZE))
            return 0;
    }
    w = (delve_game_object *)delve__game_pack_in_use(g, DELVE_GAME_WIELDED);
    if (w && w->enemy == mp->type && !w->flashed) { /* a vorpal weapon's flash (P2 §8.1) */
        char text[DELVE_GAME_MESSAGE_MAX];
        delve__strbuf sb;
        w->flashed = 1;
        delve__sb_init(&sb, text, sizeof text);
        delve__sb_puts(&sb, "your ");
        delve__sb_puts(&sb, delve__orig_weapon_name(w->which));
        delve__sb_puts(&sb, orig_brief(g) ? " gives off a flash"
                                          : " gives off a flash of intense white light");
        delve__sb_finish(&sb);
        delve__game_msg(g, text); /* kept, as the medusa's */
    }
    return 1;
}

/* pick_mons (P4 §14.7): the enemy of a vorpalised weapon, maybe a blank */
int delve__orig_pick_mons(delve_game *g)
{
    static const char lvl_mons[27] = "K BHISOR LCA NYTWFP GMXVJD";
    int i;
    for (i = 25; i >= 0; i--)
        if (delve__game_rnd(g, 10) == 0)
            return lvl_mons[i];
    return 'M';
}

int delve__orig_cansee(delve_game *g, int y, int x)
{
    delve_point p;
    if (orig_of(g)->flags & ISBLIND)
        return 0;
    if (orig_dist(y, x, g->priv.hero.y, g->priv.hero.x) < 3)
        return 1;
    p.y = y;
    p.x = x;
    return delve__game_roomin(g, p) == g->priv.proom &&
           !(delve__game_room_flags(g, g->priv.proom) & DELVE_ROOM_DARK);
}

/* wanderer (P2 §4.2): never in the hero's room, running from birth */
void delve__orig_wanderer(delve_game *g)
{
    delve_rogue_level *lv = game_lv(g);
    delve__rng rng;
    delve_point cp;
    int i, m;
    if (delve__orig_pool_used(g) >= DELVE_PRIV_THINGS)
        return; /* the thing first: with none free, no draws (P2 4.2 step 1) */
    for (;;) {
        rng.state = g->priv.rng;
        i = delve__rogue_rnd_room(&rng, lv);
        g->priv.rng = rng.state;
        if (i == g->priv.proom)
            continue;
        rng.state = g->priv.rng;
        cp = delve__rogue_rnd_pos(&rng, &lv->rooms[i]);
        g->priv.rng = rng.state;
        if (delve__orig_step_ok(delve__orig_winat(g, cp.y, cp.x)))
            break;
    }
    m = delve__orig_new_monster(g, delve__orig_randmonster(g, 1), cp, -1, -1);
    if (m >= 0)
        delve__orig_start_run(g, cp.y, cp.x);
}

/* aggravate (P4 §14.3): every monster runs, in mlist order */
void delve__orig_aggravate(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int m;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next)
        delve__orig_start_run(g, o->monsters[m].y, o->monsters[m].x);
}
