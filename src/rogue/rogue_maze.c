/* rogue_maze.c — draw_maze: a randomized-Prim spanning tree on a lattice of nodes two cells apart
   filling one grid cell, then one extra cell that closes a loop (spec §5; DOS maze.c, after
   Matuszek, "How to Build a Maze", Byte, Dec 1981). */
#define ROGUE_INLINE_DRAWS
#include "rogue/rogue_internal.h"

#define FRONTIER_MARK 'F'
#define MAX_FRONTIER 64 /* at most 13 x 4 nodes */

typedef struct maze {
    rogue_gen *g;
    unsigned char *chars, *flags;  /* the planes, at ROGUE_AT(y, x) */
    int topx, topy, width, height; /* the region: exactly the room's grid cell */
    int maxx, maxy;                /* largest x and y carved */
    int count;
    delve_point frontier[MAX_FRONTIER];
} maze;

static int inrange(const maze *m, int y, int x)
{
    return (unsigned)(y - m->topy) < (unsigned)m->height &&
           (unsigned)(x - m->topx) < (unsigned)m->width;
}

/* Carves one cell; its flags become exactly F_MAZE|F_REAL. */
static void splat(maze *m, int y, int x)
{
    m->chars[ROGUE_AT(y, x)] = DELVE_CH_PASSAGE;
    m->flags[ROGUE_AT(y, x)] = DELVE_F_MAZE | DELVE_F_REAL;
    if (x > m->maxx)
        m->maxx = x;
    if (y > m->maxy)
        m->maxy = y;
}

static void add_frnt(maze *m, int y, int x)
{
    if (inrange(m, y, x) && m->chars[ROGUE_AT(y, x)] == ' ') {
        m->chars[ROGUE_AT(y, x)] = FRONTIER_MARK;
        m->frontier[m->count].x = x;
        m->frontier[m->count].y = y;
        m->count++;
    }
}

static void new_frontier(maze *m, int y, int x)
{
    add_frnt(m, y - 2, x);
    add_frnt(m, y + 2, x);
    add_frnt(m, y, x - 2);
    add_frnt(m, y, x + 2);
}

/* Takes a random frontier node and joins it to a random carved node two cells away. */
static void con_frnt(maze *m)
{
    static const int dy[4] = {-2, 2, 0, 0}, dx[4] = {0, 0, -2, 2}; /* up, down, left, right */
    int n = rnd(m->g, m->count), k, cnt = 0, choice[4], which;
    delve_point f = m->frontier[n];
    m->frontier[n] = m->frontier[--m->count];
    for (k = 0; k < 4; k++)
        if (inrange(m, f.y + dy[k], f.x + dx[k]) &&
            m->chars[ROGUE_AT(f.y + dy[k], f.x + dx[k])] == DELVE_CH_PASSAGE)
            choice[cnt++] = k;
    which = choice[rnd(m->g, cnt)]; /* cnt >= 1; rnd(1) still draws */
    splat(m, f.y, f.x);
    splat(m, f.y + dy[which] / 2, f.x + dx[which] / 2);
    new_frontier(m, f.y, f.x);
}

/* One more passage cell between two facing corridors makes a cycle. The original also accepts
   a cell with no carved neighbour (psgcnt 0), leaving an isolated, unreachable cell (bug #5). */
static void add_loop(maze *m, const delve_rogue_room *rp)
{
    /* neighbour offsets as the DOS table's (x, y) pairs: left 1, down 2, right 4, up 8 */
    static const int ox[4] = {-1, 0, 1, 0}, oy[4] = {0, 1, 0, -1};
    rogue_gen *g = m->g;
    delve_point p;
    for (;;) {
        int k, psgcnt = 0, ok;
        p = rnd_pos(g, rp);
        for (k = 0; k < 4; k++)
            if (!rogue_offmap(g, p.y + oy[k], p.x + ox[k]) &&
                BUILD_CHAR(g, p.y + oy[k], p.x + ox[k]) == DELVE_CH_PASSAGE)
                psgcnt += 1 << k;
        ok = g->classic ? psgcnt % 5 == 0 : psgcnt == 5 || psgcnt == 10;
        if (BUILD_CHAR(g, p.y, p.x) != DELVE_CH_PASSAGE && ok)
            break;
    }
    splat(m, p.y, p.x);
}

void delve__rogue_draw_maze(rogue_gen *g, delve_rogue_room *rp)
{
    maze m;
    m.g = g;
    m.chars = g->lv->chars[0];
    m.flags = g->lv->flags[0];
    m.topx = rp->x;
    m.topy = rp->y; /* never 0: mazes are only in the lower two grid rows */
    m.width = g->cols / 3;
    m.height = (g->maxrow + 1) / 3;
    m.maxx = m.maxy = 0;
    m.count = 0;
    /* the start is always the top-left node, despite the original's comment (bug #4) */
    splat(&m, m.topy, m.topx);
    new_frontier(&m, m.topy, m.topx);
    while (m.count > 0)
        con_frnt(&m);
    /* the tree spans every node, so this is always 25 x 7 (13 x 7 in 40 columns) */
    rp->w = m.maxx - rp->x + 1;
    rp->h = m.maxy - rp->y + 1;
    add_loop(&m, rp);
}
