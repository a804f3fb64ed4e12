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

static const int node_step[4] = {-LATTICE, LATTICE, -1, 1}; /* up, down, left, right */
static const int cell_step[4] = {-DELVE_ROGUE_COLS, DELVE_ROGUE_COLS, -1, 1};

typedef struct maze {
    rogue_gen *g;
    delve__rng_run rng;           /* g's draws, held here while the tree is made (see maze_rnd) */
    unsigned char *chars, *flags; /* the planes, at ROGUE_AT(y, x) */
    int origin;                   /* ROGUE_AT of node 0 (a border node, never carved) */
    int count;
    unsigned char node[(NODE_ROWS + 2) * LATTICE];
    unsigned char frontier[MAX_FRONTIER];
} maze;

/* rnd on the maze's copy of the state: through g, the state would be stored and loaded again
   at every draw (a store to the map may alias it), and each draw waits for the last one's. */
static int maze_rnd(maze *m, int n) /* n >= 1 */
{
    return (int)(delve__run_draw_inline(&m->rng) % (uint32_t)n);
}

/* maze_rnd for n = 1..4 (a frontier node's carved neighbours), with no division and no branch
   on n: whether a node has one carved neighbour or more is the maze's randomness, and a branch
   on it (rnd(1) is 0, so only the state need step) was mispredicted. x / n is
   x ceil(2^26 / n) >> 26, exactly for x < 2^23 (ceil(2^26 / n) n - 2^26 <= 2). */
static int rnd_upto4(maze *m, int n)
{
    static const uint32_t recip[5] = {0, 1u << 26, 1u << 25, 22369622, 1u << 24};
    uint32_t x = delve__run_draw_inline(&m->rng);
    return (int)(x - (uint32_t)n * (uint32_t)((uint64_t)x * recip[n] >> 26));
}

/* Where node k is on the map: nodes are two rows and two columns apart. */
static int node_at(const maze *m, unsigned k)
{
    return m->origin + (int)(k / LATTICE) * 2 * DELVE_ROGUE_COLS + (int)(k % LATTICE) * 2;
}

/* Carves one cell; its flags become exactly F_MAZE|F_REAL. */
static void splat(maze *m, int at)
{
    m->chars[at] = DELVE_CH_PASSAGE;
    m->flags[at] = DELVE_F_MAZE | DELVE_F_REAL;
}

/* add_frnt on the four nodes two cells away, in the original's order. Which nodes are rock is
   the maze's randomness, so a branch on it is mispredicted half the time: each node is written
   to the frontier's end regardless and counted only if it was rock. */
static void new_frontier(maze *m, int k)
{
    int d;
    for (d = 0; d < 4; d++) {
        int j = k + node_step[d], rock = m->node[j] == ROCK;
        m->node[j] = (unsigned char)(m->node[j] + rock); /* ROCK + 1 is FRONTIER: a select
                                                          that gcc made a branch */
        m->frontier[m->count] = (unsigned char)j;
        m->count += rock;
    }
}

/* Takes a random frontier node and joins it to a random carved node two cells away (the
   choices gathered as new_frontier gathers nodes). */
static void con_frnt(maze *m)
{
    int n = maze_rnd(m, m->count), k = m->frontier[n], d, cnt = 0, choice[4], at;
    m->frontier[n] = m->frontier[--m->count];
    for (d = 0; d < 4; d++) {
        choice[cnt] = d;
        cnt += m->node[k + node_step[d]] == CARVED;
    }
    d = choice[rnd_upto4(m, cnt)];
    m->node[k] = CARVED;
    at = node_at(m, k);
    splat(m, at);
    splat(m, at + cell_step[d]);
    new_frontier(m, k);
}

/* One more passage cell between two facing corridors makes a cycle. The original also accepts
   a cell with no carved neighbour (psgcnt 0), leaving an isolated, unreachable cell (bug #5).
   rnd_pos keeps the cell inside the maze's outline, so its neighbours are on the map. */
static void add_loop(maze *m, const delve_rogue_room *rp)
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
    int node_cols = (g->cols / 3 + 1) / 2, i, start = LATTICE + 1;
    m.g = g;
    m.rng = g->rng;
    m.chars = g->lv->chars[0];
    m.flags = g->lv->flags[0];
    /* rp is the cell's top-left corner; topy is never 0: mazes are only in the lower two grid
       rows */
    m.origin = ROGUE_AT(rp->y, rp->x) - 2 * DELVE_ROGUE_COLS - 2;
    m.count = 0;
    memset(m.node, OUT, sizeof m.node);
    for (i = 1; i <= NODE_ROWS; i++)
        memset(&m.node[i * LATTICE + 1], ROCK, (size_t)node_cols);
    /* the start is always the top-left node, despite the original's comment (bug #4) */
    m.node[start] = CARVED;
    splat(&m, node_at(&m, start));
    new_frontier(&m, start);
    while (m.count > 0)
        con_frnt(&m);
    g->rng = m.rng;
    /* maxx and maxy, the largest carved: the tree spans every node, so this is always 25 x 7
       (13 x 7 in 40 columns) */
    rp->w = 2 * node_cols - 1;
    rp->h = 2 * NODE_ROWS - 1;
    add_loop(&m, rp);
}
