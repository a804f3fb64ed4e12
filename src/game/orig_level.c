/* orig_level.c — the original's start of play (main.c; P1 §2) and new_level as played
   (P1 §17.2): one random stream for a replay, the level's things and monsters as the original
   keeps them, the passages' exits in numpass's order. */
#include <string.h>

#include "game/game_light.h"
#include "game/game_pack.h"
#include "game/orig.h"
#include "rogue/rogue_base.h"
#include "rogue/rogue_prelude.h"

static int new_thing(delve_game *g, const delve__rogue_thing *t, int y, int x)
{
    delve_priv_orig *o = orig_of(g);
    int i = delve__orig_new_thing_slot(g);
    delve_priv_thing *tp;
    if (i < 0)
        return -1;
    tp = &o->things[i];
    tp->kind = (short)t->kind;
    tp->which = (short)t->which;
    tp->count = (short)t->count;
    tp->group = (short)t->group;
    tp->hplus = (short)t->hplus;
    tp->dplus = (short)t->dplus;
    tp->ac = (short)t->ac;
    tp->cursed = (short)t->cursed;
    if (t->kind == DELVE_ITEM_STICK) { /* fix_stick's blows (P4 §8.1) */
        tp->dice = (short)(t->which == ORIG_WS_HIT              ? 1
                           : g->priv.names.stick_wood[t->which] ? 2
                                                                : 1);
        tp->sides = (short)(t->which == ORIG_WS_HIT              ? 8
                            : g->priv.names.stick_wood[t->which] ? 3
                                                                 : 1);
    }
    tp->y = (short)y;
    tp->x = (short)x;
    return i;
}

static void attach_obj(delve_priv_orig *o, int t)
{
    o->things[t].next = o->lvl_obj;
    o->lvl_obj = (short)t;
}

/* numpass's order of each passage's exits: a depth-first fill from every room exit, down, up,
   right, left, appending doors and secret doors as it meets them (rogue.md §6) */
static void passage_exits(delve_game *g)
{
    static const signed char dy[4] = {1, -1, 0, 0}, dx[4] = {0, 0, 1, -1};
    delve_priv_orig *o = orig_of(g);
    unsigned char seen[DELVE_ROGUE_ROWS + 2][DELVE_ROGUE_COLS];
    struct {
        short y, x, dir;
    } stack[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
    int r, e, top;
    memset(seen, 0, sizeof seen);
    memset(o->n_pexits, 0, sizeof o->n_pexits);
    for (r = 0; r < DELVE_ROGUE_ROOMS; r++)
        for (e = 0; e < o->n_rexits[r]; e++) {
            int y = o->rexits[r][e].y, x = o->rexits[r][e].x;
            top = 0;
            for (;;) {
                if (!game_offmap(g, y, x) && !seen[y][x]) {
                    unsigned char ch = LEVEL_CHAR(g, y, x);
                    int fl = LEVEL_FLAGS(g, y, x), pn = fl & DELVE_F_PNUM, go = 1;
                    if (ch == DELVE_CH_DOOR || (!(fl & DELVE_F_REAL) && game_is_wall(ch))) {
                        if (o->n_pexits[pn] < 16)
                            o->pexits[pn][o->n_pexits[pn]++] = (delve_point){x, y};
                    } else if (!(fl & DELVE_F_PASS)) {
                        go = 0;
                    }
                    if (go) {
                        seen[y][x] = 1;
                        stack[top].y = (short)y;
                        stack[top].x = (short)x;
                        stack[top].dir = 0;
                        top++;
                    }
                }
                while (top > 0 && stack[top - 1].dir == 4)
                    top--;
                if (top == 0)
                    break;
                y = stack[top - 1].y + dy[stack[top - 1].dir];
                x = stack[top - 1].x + dx[stack[top - 1].dir];
                stack[top - 1].dir++;
            }
        }
}

void delve__orig_build(const delve_game *g, int depth, delve_rogue_level *out,
                       delve__rogue_extra *x, int wake)
{
    const delve_game_private *p = &g->priv;
    delve_rogue_options ro;
    memset(&ro, 0, sizeof ro);
    ro.depth = depth;
    ro.mode = p->opt.mode;
    ro.cols = p->opt.cols;
    x->no_food = p->built.no_food;
    x->group = p->built.group;
    x->saw_amulet = p->built.saw_amulet;
    x->max_level = p->built.max_level;
    x->pool = p->built.pool;
    x->wake = wake;
    x->aggravate = p->built.aggravate;
    x->hero_y = p->built.hero_y;
    x->hero_x = p->built.hero_x;
    x->hero_room = p->built.hero_room;
    x->hero_blind = p->built.hero_blind;
    x->hero_cansee = p->built.hero_cansee;
    delve__rogue_build(p->built.rng, &ro, out, x);
}

void delve__orig_new_level(delve_game *g, int depth)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    delve_rogue_level *lv = game_lv(g);
    delve__rogue_extra x;
    short gold_t[DELVE_ROGUE_ROOMS], item_t[DELVE_ROGUE_MAX_ITEMS]; /* their things */
    int i, aggravate;
    o->flags &= ~ISHELD;
    if (depth > o->max_level)
        o->max_level = depth;
    o->fung_hit = 0;
    memset(o->things, 0, sizeof o->things);
    memset(o->monsters, 0, sizeof o->monsters);
    o->lvl_obj = o->mlist = -1;
    o->mlist_count = 0;
    memset(o->mlist_at, 0, sizeof o->mlist_at);
    /* a replay carries no_food, the amulet and the deepest level from level to level as the
       original; a seeded game's level is always the one its link shows (rogue-game.md's project
       decisions; rogue.md, carried state: the defaults), the amulet found or not */
    p->built.rng = p->opt.dos ? p->rng : delve_rogue_start_state(p->seed, depth);
    p->built.no_food = p->opt.dos ? o->no_food : 0;
    p->built.saw_amulet = p->opt.dos ? o->saw_amulet : 0;
    p->built.max_level = p->opt.dos ? o->max_level : depth;
    /* the pool's things the hero holds (the level's were freed above): in a replay the
       generator then skips what a full pool would (rogue.md §7), as the original */
    p->built.pool = p->opt.dos ? delve__orig_pool_used(g) : 0;
    p->built.group = o->group;
    /* an aggravate ring: each monster starts running as it is made, which the generator plays
       with find_dest's draws, from the hero as the level left holds him (P2 3.2 step 10); a
       seeded game's level stays its link's: its monsters start after it, for the hero */
    aggravate = delve__orig_wearing(g, ORIG_R_AGGR);
    p->built.aggravate = p->opt.dos && aggravate;
    p->built.hero_y = p->hero.y;
    p->built.hero_x = p->hero.x;
    p->built.hero_room = p->proom;
    p->built.hero_blind = (o->flags & ISBLIND) != 0;
    p->built.hero_cansee = (o->flags & CANSEE) != 0;
    delve__orig_build(g, depth, lv, &x, 0);
    lv->seed = p->seed;
    lv->dos = p->opt.dos; /* below level 1 too: no seed alone makes those */
    if (p->opt.dos)
        p->rng = lv->rng;
    o->no_food = x.no_food;
    o->group = x.group;
    p->depth = depth;
    if (o->max_level == 1 && depth == 1)
        delve__game_clear_screen(g);
    delve__game_clear_rows(g, 0, g->cols == 80 ? 23 : 22);
    delve__orig_status(g);
    for (i = 0; i < lv->n_gold; i++) { /* do_rooms' gold, rooms 0..8, then put_things' */
        delve__rogue_thing gold = {ORIG_GOLD, 0, 1, 0, 0, 0, 0, 0};
        delve_point gp = {lv->gold[i].x, lv->gold[i].y};
        int t = new_thing(g, &gold, gp.y, gp.x), r = delve__game_roomin(g, gp);
        gold_t[i] = (short)t;
        if (t < 0)
            continue;
        o->things[t].value = lv->gold[i].value;
        if (r < DELVE_ROGUE_ROOMS)
            o->gold_pos[r] = gp;
        attach_obj(o, t);
    }
    for (i = 0; i < lv->n_items; i++) {
        int t = new_thing(g, &x.items[i], lv->items[i].y, lv->items[i].x);
        item_t[i] = (short)t;
        if (t >= 0)
            attach_obj(o, t);
    }
    for (i = 0; i < lv->n_monsters; i++) {
        delve_point mp = {lv->monsters[i].x, lv->monsters[i].y};
        int m = delve__orig_new_monster_at(g, lv->monsters[i].letter, mp, x.mon_level[i],
                                           x.mon_hp[i], x.mon_disguise[i]);
        if (m < 0)
            continue;
        if (lv->monsters[i].mean)
            o->monsters[m].flags |= ISMEAN;
        if (aggravate) {
            int d = x.aggravate ? x.mon_dest[i] : DELVE__ROGUE_DEST_HERO;
            o->monsters[m].flags |= ISRUN;
            o->monsters[m].dest = d == DELVE__ROGUE_DEST_HERO   ? ORIG_DEST_HERO
                                  : d >= DELVE__ROGUE_DEST_ITEM ? item_t[d - DELVE__ROGUE_DEST_ITEM]
                                                                : gold_t[d];
        }
        if (x.mon_has_pack[i]) {
            int t = new_thing(g, &x.mon_pack[i], mp.y, mp.x);
            if (t >= 0)
                o->monsters[m].pack = (short)t;
        }
    }
    for (i = 0; i < DELVE_ROGUE_ROOMS; i++) {
        o->n_rexits[i] = (short)x.n_exits[i];
        memcpy(o->rexits[i], x.exits[i], sizeof o->rexits[i]);
    }
    passage_exits(g);
    p->hero = lv->player;
    p->running = 0;
    o->mpos = 0;
    p->message[0] = '\0';
    delve__orig_enter_room(g, p->hero);
    /* plain, in a maze too (new_leve.c's mvaddch): the next look draws him in standout there */
    delve__game_put(g, p->hero.y, p->hero.x, DELVE_CH_PLAYER, 0);
    p->oldpos = p->hero;
    p->oldrp = p->proom;
    if (o->flags & SEEMONST) /* monster detection lasts across the stairs (P4 §6.4) */
        delve__orig_turn_see(g, 0);
}

/* main() from init_player on (P1 §2): the hero, level 1, the daemons */
void delve__orig_start(delve_game *g)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    int i;
    o->hp = o->maxhp = 12; /* the rest is 0: delve_game_start cleared the whole game */
    o->str = o->maxstr = 16;
    o->lvl = 1;
    o->food_left = p->names.food;
    o->group = 3; /* the starting arrows took 2 */
    o->s_gold = -1;
    o->score_index = -1;
    o->expert = g->cols != 80; /* expert starts as terse */
    o->phase = PH_PREFIX;
    p->rng = p->names.state;
    for (i = 0; i < p->pack.n; i++) /* init_player's things */
        p->pack.objects[i].id = ++o->next_id;
    delve__orig_new_level(g, p->opt.depth);
    delve__orig_daemon(g, D_DOCTOR);
    delve__orig_fuse(g, D_SWANDER, 63 + delve__game_rnd(g, 14));
    delve__orig_daemon(g, D_STOMACH);
    delve__orig_daemon(g, D_RUNNERS);
}

/* main()'s greeting, after its daemons */
void delve__orig_greet(delve_game *g)
{
    delve__orig_msg3(g, "Hello ", g->priv.name,
                     g->cols == 80 ? ".  Welcome to the Dungeons of Doom." : ".");
}
