/* orig_chase.c — chase.c: runners moves every running monster, do_chase one monster's move,
   chase its step (P2 §6, §7). */
#include <string.h>

#include "game/game_light.h"
#include "game/orig.h"

/* rndmove (move.c) for a monster: a random neighbour, or its own cell */
static void rndmove(delve_game *g, delve_priv_monster *mp, int *ry, int *rx)
{
    int y = mp->y + delve__game_rnd(g, 3) - 1, x = mp->x + delve__game_rnd(g, 3) - 1;
    *ry = mp->y;
    *rx = mp->x;
    if (y == mp->y && x == mp->x)
        return;
    if (game_offmap(g, y, x) || !orig_diag_ok(g, mp->y, mp->x, y, x) ||
        !delve__orig_step_ok(delve__orig_winat(g, y, x)) || delve__orig_scare_at(g, y, x))
        return;
    *ry = y;
    *rx = x;
}

/* winat for the 9 cells around a monster, as at[dy + 1][dx + 1] (blank off the map): the map,
   under the first monster of mlist standing there (its disguise). Returns the cells diag_ok
   lets it step to (bit dy * 3 + dx), which the map decides, not the monsters. */
static int winat_around(delve_game *g, const delve_priv_monster *mp, unsigned char at[3][3])
{
    int my = mp->y, mx = mp->x, rows = game_lv(g)->rows, cols = g->cols, dy, dx, i;
    int open = 0x1FF;
    for (dy = 0; dy < 3; dy++) {
        int y = my + dy - 1;
        if (y >= 1 && y <= rows && mx >= 1 && mx < cols - 1) { /* the row whole: most are */
            memcpy(at[dy], &LEVEL_CHAR(g, y, mx - 1), 3);
            continue;
        }
        for (dx = 0; dx < 3; dx++) {
            int x = mx + dx - 1;
            at[dy][dx] = game_offmap_rc(rows, cols, y, x) ? ' ' : LEVEL_CHAR(g, y, x);
        }
    }
    /* orig_diag_ok for the four corners at once: a closed cell above or below (beside) shuts
       both corners of its row (column) */
    for (i = 0; i < 3; i += 2) {
        if (!orig_step_ok(at[i][1]))
            open &= ~(1 << (i * 3) | 1 << (i * 3 + 2));
        if (!orig_step_ok(at[1][i]))
            open &= ~(1 << i | 1 << (6 + i));
    }
    orig_moat_around(g, my, mx, mp->used ? (int)(mp - orig_of(g)->monsters) : -1, NULL, at);
    return open;
}

/* chase (P2 §7.2): a random step for the confused, phantoms and bats, else the closest
   neighbour to the target, ties broken by rnd */
static void chase(delve_game *g, delve_priv_monster *mp, int ty, int tx, int *ry, int *rx)
{
    int random = 0, best, count = 1, my = mp->y, mx = mp->x, cy = my, cx = mx, open, dx, dy;
    unsigned char at[3][3];
    if ((mp->flags & ISHUH) && delve__game_rnd(g, 5) != 0)
        random = 1;
    else if (mp->type == 'P' && delve__game_rnd(g, 5) == 0)
        random = 1;
    else if (mp->type == 'B' && delve__game_rnd(g, 2) == 0)
        random = 1;
    if (random) {
        rndmove(g, mp, ry, rx);
        if (delve__game_rnd(g, 30) == 17)
            mp->flags &= (unsigned short)~ISHUH;
        return;
    }
    best = orig_dist(my, mx, ty, tx);
    open = winat_around(g, mp, at);
    /* off the map shows blank, which step_ok refuses: the hero is never there; his own cell is
       tried as any other (a revealed xeroc there shuts it, as in the original's chase) */
    for (dx = 0; dx < 3; dx++)
        for (dy = 0; dy < 3; dy++) {
            int y = my + dy - 1, x = mx + dx - 1, d;
            unsigned char shown = at[dy][dx];
            if (!(open & (1 << (dy * 3 + dx))) || !orig_step_ok(shown) ||
                (shown == DELVE_CH_SCROLL && delve__orig_scare_under(g, y, x, shown)))
                continue;
            d = orig_dist(y, x, ty, tx);
            if (d < best) {
                cy = y;
                cx = x;
                best = d;
                count = 1;
            } else if (d == best && delve__game_rnd(g, ++count) == 0) {
                cy = y;
                cx = x;
            }
        }
    *ry = cy;
    *rx = cx;
}

static int room_gold(delve_game *g, int room)
{
    return room < GAME_PASSAGE_ROOM ? game_lv(g)->rooms[room].gold : 0;
}

/* The exits of a room (0..8) or a passage (9 + n). */
static int exits_of(delve_game *g, int room, const delve_point **list)
{
    delve_priv_orig *o = orig_of(g);
    if (room < GAME_PASSAGE_ROOM) {
        *list = o->rexits[room];
        return o->n_rexits[room];
    }
    *list = o->pexits[room - GAME_PASSAGE_ROOM];
    return o->n_pexits[room - GAME_PASSAGE_ROOM];
}

/* Step 9: a monster that reached the object it wanted takes it. */
static void take_dest(delve_game *g, int m, int oroom)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    int t = mp->dest, y, x;
    short *l;
    if (t < 0 || t >= DELVE__DEST_GOLD)
        return;
    for (l = &o->lvl_obj; *l >= 0 && *l != t; l = &o->things[*l].next)
        ;
    if (*l != t)
        return;
    *l = o->things[t].next;
    o->things[t].next = mp->pack;
    mp->pack = (short)t;
    y = o->things[t].y; /* the object's cell, the one the monster steps onto */
    x = o->things[t].x;
    LEVEL_CHAR(g, y, x) =
        (delve__game_room_flags(g, oroom) & DELVE_ROOM_GONE) ? DELVE_CH_PASSAGE : DELVE_CH_FLOOR;
    if (delve__orig_cansee(g, y, x))
        delve__game_put(g, y, x, LEVEL_CHAR(g, y, x), 0);
    mp->dest = (short)delve__orig_find_dest(g, m);
}

/* do_chase (P2 §7.1) */
static void do_chase(delve_game *g, int m)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_monster *mp = &o->monsters[m];
    int rer = mp->room, ree, door, mindist = 32767, ty, tx, cy, cx, oroom, n, i;
    /* the target: 0 (the project's rule for what the original leaves uninitialised) for a monster
       in corridor network 0, which has no exits, where the original reads whatever its stack
       slot held, likely the last target of this runners pass (P2 §7.1 step 5, open question 1) */
    int thisy = 0, thisx = 0;
    const delve_point *ex;
    unsigned char ch;
    if ((mp->flags & ISGREED) && room_gold(g, rer) == 0)
        mp->dest = ORIG_DEST_HERO;
    delve__orig_dest_pos(g, mp->dest, &ty, &tx);
    if (mp->dest == ORIG_DEST_HERO) {
        ree = g->priv.proom;
    } else {
        delve_point p;
        p.y = ty;
        p.x = tx;
        ree = delve__game_roomin(g, p);
    }
    door = LEVEL_CHAR(g, mp->y, mp->x) == DELVE_CH_DOOR;
over:
    if (rer != ree && !(delve__game_room_flags(g, rer) & DELVE_ROOM_MAZE)) {
        n = exits_of(g, rer, &ex);
        for (i = 0; i < n; i++) {
            int d = orig_dist(ty, tx, ex[i].y, ex[i].x);
            if (d < mindist) {
                thisy = ex[i].y;
                thisx = ex[i].x;
                mindist = d;
            }
        }
        if (door) { /* on a door: its corridor's exits too, or the target if it is there */
            rer = GAME_PASSAGE_ROOM + (LEVEL_FLAGS(g, mp->y, mp->x) & DELVE_F_PNUM);
            door = 0;
            goto over;
        }
    } else {
        int hy = g->priv.hero.y, hx = g->priv.hero.x, d;
        thisy = ty;
        thisx = tx;
        d = orig_dist(mp->y, mp->x, hy, hx);
        if ((mp->type == 'D' || mp->type == 'I') &&
            (mp->y == hy || mp->x == hx || hy - mp->y == hx - mp->x || hy - mp->y == mp->x - hx) &&
            d > 2 && d <= 36 && !(mp->flags & ISCANC) && delve__game_rnd(g, 5) == 0) {
            o->dir_y = hy > mp->y ? 1 : hy < mp->y ? -1 : 0; /* the global delta (P2 §7.1) */
            o->dir_x = hx > mp->x ? 1 : hx < mp->x ? -1 : 0;
            g->priv.running = 0;
            delve__orig_fire_bolt(g, mp->y, mp->x, mp->type == 'D' ? "flame" : "frost", mp->type);
            return;
        }
    }
    chase(g, mp, thisy, thisx, &cy, &cx);
    if (cy == g->priv.hero.y && cx == g->priv.hero.x) {
        delve__orig_attack(g, m);
        return;
    }
    if (cy == ty && cx == tx)
        take_dest(g, m, mp->room);
    if (mp->type == 'F')
        return;
    /* step 11: erase the old cell */
    if (mp->oldch != '@') {
        if (mp->oldch == ' ' && delve__orig_cansee(g, mp->y, mp->x) &&
            LEVEL_CHAR(g, mp->y, mp->x) == DELVE_CH_FLOOR)
            delve__game_put(g, mp->y, mp->x, DELVE_CH_FLOOR, 0);
        else if (mp->oldch == DELVE_CH_FLOOR && !delve__orig_cansee(g, mp->y, mp->x) &&
                 !(o->flags & SEEMONST))
            delve__game_put(g, mp->y, mp->x, ' ', 0);
        else
            delve__game_put(g, mp->y, mp->x, (unsigned char)mp->oldch, 0);
    }
    oroom = mp->room;
    if (cy != mp->y || cx != mp->x) {
        delve_point p;
        p.y = cy;
        p.x = cx;
        mp->room = (short)delve__game_roomin(g, p);
        if (mp->room != oroom)
            mp->dest = (short)delve__orig_find_dest(g, m);
        delve__orig_monster_to(g, m, cy, cx);
    }
    /* step 13: draw it where it is */
    if (delve__orig_sees(g, m)) {
        int so = (LEVEL_FLAGS(g, cy, cx) & DELVE_F_PASS) != 0;
        mp->oldch = delve__game_screen_char(g, cy, cx);
        ch = (unsigned char)mp->disguise;
        delve__game_put(g, cy, cx, ch, so);
    } else if (o->flags & SEEMONST) {
        mp->oldch = delve__game_screen_char(g, cy, cx);
        delve__game_put(g, cy, cx, (unsigned char)mp->type, 1);
    } else {
        mp->oldch = '@';
    }
    if (mp->oldch == DELVE_CH_FLOOR && (delve__game_room_flags(g, oroom) & DELVE_ROOM_DARK))
        mp->oldch = ' ';
}

/* runners (P2 §6.2): the next monster is read after the moves, so one that left the list
   ends the pass */
void delve__orig_runners(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int m, next;
    for (m = o->mlist; m >= 0 && !o->over; m = next) {
        delve_priv_monster *mp = &o->monsters[m];
        if (!(mp->flags & ISHELD) && (mp->flags & ISRUN)) {
            int dist = orig_dist(g->priv.hero.y, g->priv.hero.x, mp->y, mp->x);
            if (!((mp->flags & ISSLOW) || (mp->type == 'S' && dist > 3)) || mp->turn)
                do_chase(g, m);
            if (!o->over && (mp->flags & ISHASTE))
                do_chase(g, m);
            dist = orig_dist(g->priv.hero.y, g->priv.hero.x, mp->y, mp->x);
            if (!o->over && (mp->flags & ISFLY) && dist > 3)
                do_chase(g, m);
            mp->turn = !mp->turn;
        }
        next = mp->next;
    }
}
