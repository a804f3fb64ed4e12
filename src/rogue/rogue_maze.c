/* rogue_maze.c — draw_maze: a randomized-Prim spanning tree on a lattice of nodes two cells apart
   filling one grid cell, then one extra cell that closes a loop (spec §5; DOS maze.c, after
   Matuszek, "How to Build a Maze", Byte, Dec 1981). */
#include <string.h>

#define ROGUE_INLINE_DRAWS
#include "rogue/rogue_internal.h"

/* The original marks frontier nodes 'F' on the map and bounds-checks every look two cells
   away (inrange). Here each node has a state in a lattice with a border of OUT nodes, so a look
   is one load: node (row i, column j) is at (i + 1) * LATTICE + j + 1, and a step up, down,
   left or right is -LATTICE, +LATTICE, -1 or +1. Nodes lie only in the maze's cell, which is
   all rock until the maze is drawn, so the states say what the map would. */
enum { OUT, ROCK, FRONTIER, CARVED };
DELVE__STATIC_CHECK(FRONTIER == ROCK + 1);
#define LATTICE 16  /* a lattice row: the 13 nodes of an 80-column cell (7 in 40), and borders */
#define NODE_ROWS 4 /* nodes at dy = 0, 2, 4, 6 of the cell's 8 rows (7 in 40 columns) */
#define MAX_FRONTIER 64 /* at most 13 x 4 nodes, and new_frontier's one past the end */

static const int cell_step[4] = {-DELVE_ROGUE_COLS, DELVE_ROGUE_COLS, -1, 1}; /* up, down, ... */

/* The map and the maze's place on it; the tree's own state (the lattice, the frontier, its
   count, the draws) is in locals of make_tree and draw_maze. */
typedef struct maze {
    rogue_gen *g;
    unsigned char *chars, *flags; /* the planes, at ROGUE_AT(y, x) */
    int origin;                   /* ROGUE_AT of node 0 (a border node, never carved) */
} maze;

/* rnd for n = 1..4 (a frontier node's carved neighbours), with no division and no branch on
   n: whether a node has one carved neighbour or more is the maze's randomness, and a branch on
   it (rnd(1) is 0, so only the state need step) was mispredicted. x / n is
   x ceil(2^26 / n) >> 26, exactly for x < 2^23 (ceil(2^26 / n) n - 2^26 <= 2). */
static int rnd_upto4(delve__rng_run *rng, unsigned n)
{
    static const uint32_t recip[5] = {0, 1u << 26, 1u << 25, 22369622, 1u << 24};
    uint32_t x = delve__run_draw_inline(rng);
    return (int)(x - n * (uint32_t)((uint64_t)x * recip[n] >> 26));
}

/* Where node k is on the map: nodes are two rows and two columns apart. */
static int node_at(const maze *m, unsigned k)
{
    return m->origin + (int)(k / LATTICE) * 2 * DELVE_ROGUE_COLS + (int)(k % LATTICE) * 2;
}

/* Carves one cell; its flags become exactly F_MAZE|F_REAL. */
static void splat(const maze *m, int at)
{
    m->chars[at] = DELVE_CH_PASSAGE;
    m->flags[at] = DELVE_F_MAZE | DELVE_F_REAL;
}

/* add_frnt: node j joins the frontier if it is rock. Which nodes are rock is the maze's
   randomness, so a branch on it is mispredicted half the time: j is written to the frontier's
   end regardless and counted only if it was rock. Returns the new count. */
static unsigned add_frnt(unsigned char *node, unsigned char *frontier, unsigned count, unsigned j)
{
    unsigned rock = node[j] == ROCK;
    node[j] = (unsigned char)(node[j] + rock); /* ROCK + 1 is FRONTIER: no select to branch on */
    frontier[count] = (unsigned char)j;
    return count + rock;
}

/* add_frnt on the four nodes two cells away from k, in the original's order. */
static unsigned new_frontier(unsigned char *node, unsigned char *frontier, unsigned count,
                             unsigned k)
{
    count = add_frnt(node, frontier, count, k - LATTICE);
    count = add_frnt(node, frontier, count, k + LATTICE);
    count = add_frnt(node, frontier, count, k - 1);
    return add_frnt(node, frontier, count, k + 1);
}

/* The tree from the carved node `start`: con_frnt until the frontier is empty. Each step takes
   a random frontier node and joins it to a random carved node two cells away (the choices
   gathered as new_frontier gathers nodes). One loop with the four looks written out, its
   count and draws in locals: fewer instructions, and 2-4 % faster at depth 30, than con_frnt
   and new_frontier as functions on a struct. */
static void make_tree(const maze *m, delve__rng_run *run, unsigned char *node, unsigned start)
{
    unsigned char frontier[MAX_FRONTIER];
    delve__rng_run rng = *run;
    unsigned count = new_frontier(node, frontier, 0, start);
    while (count > 0) {
        unsigned n = delve__run_draw_inline(&rng) % count, k = frontier[n];
        int at;
        unsigned cnt = 0, d, choice[4];
        choice[cnt] = 0, cnt += node[k - LATTICE] == CARVED;
        choice[cnt] = 1, cnt += node[k + LATTICE] == CARVED;
        choice[cnt] = 2, cnt += node[k - 1] == CARVED;
        choice[cnt] = 3, cnt += node[k + 1] == CARVED;
        frontier[n] = frontier[--count];
        d = choice[rnd_upto4(&rng, cnt)];
        node[k] = CARVED;
        at = node_at(m, k);
        splat(m, at);
        splat(m, at + cell_step[d]);
        count = new_frontier(node, frontier, count, k);
    }
    *run = rng;
}

/* One more passage cell between two facing corridors makes a cycle. The original also accepts
   a cell with no carved neighbour (psgcnt 0), leaving an isolated, unreachable cell (bug #5).
   rnd_pos keeps the cell inside the maze's outline, so its neighbours are on the map. */
static void add_loop(const maze *m, const delve_rogue_room *rp)
{
    /* neighbour offsets as the DOS table's (x, y) pairs: left 1, down 2, right 4, up 8 */
    static const int offset[4] = {-1, DELVE_ROGUE_COLS, 1, -DELVE_ROGUE_COLS};
    const unsigned char *chars = m->chars;
    int at;
    for (;;) {
        delve_point p = rnd_pos(m->g, rp);
        int k, psgcnt = 0, ok;
        at = ROGUE_AT(p.y, p.x);
        for (k = 0; k < 4; k++)
            if (chars[at + offset[k]] == DELVE_CH_PASSAGE)
                psgcnt += 1 << k;
        ok = m->g->classic ? psgcnt % 5 == 0 : psgcnt == 5 || psgcnt == 10;
        if (chars[at] != DELVE_CH_PASSAGE && ok)
            break;
    }
    splat(m, at);
}

void delve__rogue_draw_maze(rogue_gen *g, delve_rogue_room *rp)
{
    maze m;
    unsigned char node[(NODE_ROWS + 2) * LATTICE];
    int node_cols = (g->cols / 3 + 1) / 2, i, start = LATTICE + 1;
    m.g = g;
    m.chars = g->lv->chars[0];
    m.flags = g->lv->flags[0];
    /* rp is the cell's top-left corner; topy is never 0: mazes are only in the lower two grid
       rows */
    m.origin = ROGUE_AT(rp->y, rp->x) - 2 * DELVE_ROGUE_COLS - 2;
    memset(node, OUT, sizeof node);
    for (i = 1; i <= NODE_ROWS; i++)
        memset(&node[i * LATTICE + 1], ROCK, (size_t)node_cols);
    /* the start is always the top-left node, despite the original's comment (bug #4) */
    node[start] = CARVED;
    splat(&m, node_at(&m, start));
    make_tree(&m, &g->rng, node, start);
    /* maxx and maxy, the largest carved: the tree spans every node, so this is always 25 x 7
       (13 x 7 in 40 columns) */
    rp->w = 2 * node_cols - 1;
    rp->h = 2 * NODE_ROWS - 1;
    add_loop(&m, rp);
}
