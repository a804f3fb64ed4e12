/* rogue_rooms.c — do_rooms: the nine rooms of the 3x3 grid, gone rooms and mazes, dark rooms,
   room gold and room monsters (spec §3), drawn with draw_room (spec §4). */
#include <stdint.h>
#include <string.h>

#define ROGUE_INLINE_DRAWS
#include "rogue/rogue_internal.h"

/* rnd_pos and rnd_room for the files without ROGUE_INLINE_DRAWS (rogue_internal.h). */
delve_point delve__rogue_gen_rnd_pos(rogue_gen *g, const delve_rogue_room *rp)
{
    return rnd_pos(g, rp);
}

int delve__rogue_gen_rnd_room(rogue_gen *g)
{
    return rnd_room(g);
}

/* The most rows inside a room's walls: a room is at most a grid cell's height less one, 7. */
#define ROOM_ROWS_INSIDE 5

/* Sets the n bytes at p (2 <= n <= 24, a room's inside) to c, in two or three stores that overlap:
   in WebAssembly a memset is a call into the engine, and a level has ~40 rows this short. */
static void fill_row(unsigned char *p, unsigned char c, size_t n)
{
    uint64_t c8 = 0x0101010101010101u * c;
    uint16_t c2 = (uint16_t)(0x0101u * c);
    uint32_t c4 = 0x01010101u * c;
    if (n >= 8) {
        memcpy(p, &c8, 8);
        if (n > 16)
            memcpy(p + 8, &c8, 8);
        memcpy(p + n - 8, &c8, 8);
    } else if (n >= 4) {
        memcpy(p, &c4, 4);
        memcpy(p + n - 4, &c4, 4);
    } else {
        memcpy(p, &c2, 2);
        memcpy(p + n - 2, &c2, 2);
    }
}

/* Row by row through a pointer: stored through g->lv (a byte store may alias anything), each
   byte made the compiler fetch g->lv and the room's corner again. A room has 2..5 rows inside
   its walls, a random count: a loop over them ended in a mispredicted branch for most rooms, so
   it draws five, the ones past the room's last onto its bottom wall's row, drawn after them. */
static void draw_room(rogue_gen *g, const delve_rogue_room *rp)
{
    unsigned char *p = &BUILD_CHAR(g, rp->y, rp->x), *q;
    size_t inside = (size_t)rp->w - 2, right = inside + 1, bottom = (size_t)rp->h - 1, y;
    p[0] = DELVE_CH_ULWALL;
    fill_row(p + 1, DELVE_CH_HWALL, inside);
    p[right] = DELVE_CH_URWALL;
#ifdef __clang__ /* unrolled, it made delve.wasm 0.8 KB larger for about 0.7 % */
#pragma clang loop unroll(disable)
#endif
    for (y = 1; y <= ROOM_ROWS_INSIDE; y++) {
        q = p + (y < bottom ? y : bottom) * DELVE_ROGUE_COLS;
        q[0] = DELVE_CH_VWALL;
        fill_row(q + 1, DELVE_CH_FLOOR, inside);
        q[right] = DELVE_CH_VWALL;
    }
    q = p + bottom * DELVE_ROGUE_COLS;
    q[0] = DELVE_CH_LLWALL; /* 0xC8: the walkthrough swaps the lower corners */
    fill_row(q + 1, DELVE_CH_HWALL, inside);
    q[right] = DELVE_CH_LRWALL;
}

/* Step 2: 0..3 rooms left out; from depth 11 a left-out room below the top row may be a maze. */
static void choose_gone_rooms(rogue_gen *g)
{
    int i, r, left_out = rnd(g, 4);
    for (i = 0; i < left_out; i++) {
        do
            r = rnd_room(g);
        while (g->lv->rooms[r].flags & DELVE_ROOM_MAZE);
        g->lv->rooms[r].flags |= DELVE_ROOM_GONE;
        if (r > 2 && g->level > 10 && rnd_below(g, 20, g->level - 9))
            g->lv->rooms[r].flags |= DELVE_ROOM_MAZE;
    }
}

/* A gone room keeps one point of its cell, where its corridors meet. The original's negative
   size (with bug #1's stale height) only kept roomin from matching it; we store w = h = 0. */
static void place_gone_room(rogue_gen *g, delve_rogue_room *rp, delve_point top)
{
    rp->x = top.x + rnd(g, g->bsze.x - 2) + 1;
    rp->y = top.y + rnd(g, g->bsze.y - 2) + 1;
    rp->w = rp->h = 0;
}

/* Size first, then position; a room touching row 0 is re-rolled, so top-row rooms are never
   as tall as the cell allows (bug #2, intended). */
static void size_room(rogue_gen *g, delve_rogue_room *rp, delve_point top)
{
    do {
        rp->w = rnd(g, g->bsze.x - 4) + 4;
        rp->h = rnd(g, g->bsze.y - 4) + 4;
        rp->x = top.x + rnd(g, g->bsze.x - rp->w);
        rp->y = top.y + rnd(g, g->bsze.y - rp->h);
    } while (rp->y == 0);
}

/* Half the rooms get gold, none above the deepest level once the amulet was picked up (the
   rnd(2) is drawn all the same) */
static int put_room_gold(rogue_gen *g, delve_rogue_room *rp)
{
    delve_rogue_level *lv = g->lv;
    delve_point p;
    if (rnd(g, 2) != 0 || g->above || !rogue_pool_take(g))
        return 0;
    rp->gold = rnd(g, 50 + 10 * g->level) + 2;
    do
        p = rnd_pos(g, rp);
    while (!rogue_isfloor(BUILD_CHAR(g, p.y, p.x)));
    BUILD_CHAR(g, p.y, p.x) = DELVE_CH_GOLD;
    lv->gold[lv->n_gold].x = p.x;
    lv->gold[lv->n_gold].y = p.y;
    lv->gold[lv->n_gold].value = rp->gold;
    lv->n_gold++;
    return 1;
}

/* 80 % with gold, 25 % without (the walkthrough's 20 % is wrong). */
static void put_room_monster(rogue_gen *g, const delve_rogue_room *rp, int has_gold)
{
    delve_point p;
    if (rnd(g, 100) >= (has_gold ? 80 : 25) || !rogue_pool_take(g))
        return;
    do
        p = rnd_pos(g, rp);
    while (!floor_seen(g, p.y, p.x));
    delve__rogue_make_monster(g, p, 0);
}

void delve__rogue_do_rooms(rogue_gen *g)
{
    int i;
    delve_point top = {1, 0}; /* the top-left corner of room i's cell of the 3x3 grid */
    choose_gone_rooms(g);
    for (i = 0; i < DELVE_ROGUE_ROOMS; i++, top.x += g->bsze.x) {
        delve_rogue_room *rp = &g->lv->rooms[i];
        if (i == 3 || i == 6) { /* the next row of the grid */
            top.x = 1;
            top.y += g->bsze.y;
        }
        if (rp->flags & DELVE_ROOM_MAZE) {
            rp->x = top.x;
            rp->y = top.y;
            delve__rogue_draw_maze(g, rp);
        } else if (rp->flags & DELVE_ROOM_GONE) {
            place_gone_room(g, rp, top);
        } else {
            if (rnd_below(g, 10, g->level - 1)) /* dark: 10 % a level past the first, all from 11 */
                rp->flags |= DELVE_ROOM_DARK;
            size_room(g, rp, top);
            draw_room(g, rp);
            put_room_monster(g, rp, put_room_gold(g, rp));
        }
    }
}
