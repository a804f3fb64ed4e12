/* levelmap_grid.c — planning a LevelMap level on its cell grid, phase by phase (spec §3–§5). */
#include "levelmap/levelmap_grid.h"

/* §3.2–§3.4: (side - 1) / 4 cells sharing wall lines; every interior starts at the least size
   and the spare blocks go one at a time to random cells. */
static void size_axis(delve_lm_axis *axis, int side, int least, delve_lm_rng *rng)
{
    int i, spare;
    axis->n = (side - 1) / 4;
    spare = side - (axis->n + 1) - axis->n * least;
    for (i = 0; i < axis->n; i++)
        axis->size[i] = least;
    while (spare-- > 0)
        axis->size[delve__lm_rng_below(rng, axis->n)]++;
    axis->line[0] = 0;
    for (i = 0; i < axis->n; i++) {
        axis->line[i + 1] = axis->line[i] + axis->size[i] + 1;
        axis->mid[i] = axis->line[i] + (axis->size[i] + 1) / 2;
    }
}

/* §4 step 1: Ossuary's shuffle — each position swaps with a different random one (biased, kept
   as the original did it). The deck holds each cell as row << 5 | column (AXIS_CELLS < 32), so
   the paths need no division. */
static void shuffle_deck(int *deck, int cols, int rows, delve_lm_rng *rng)
{
    int i, j, t, n = cols * rows;
    for (j = 0, t = 0; j < rows; j++)
        for (i = 0; i < cols; i++)
            deck[t++] = j << 5 | i;
    for (i = 0; i < n; i++) {
        do
            j = delve__lm_rng_below(rng, n);
        while (j == i);
        t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
}

/* §4 step 3: an L-shaped path from cell a to cell b, rows first (in a's column), then columns
   (in b's row), linking every pair of neighbours it passes on both sides. The links are bits:
   a row's east links by column, a column's south links by row, so either run of a path is one
   mask (a loop over its cells would end at a random length: a mispredicted branch a path). */
static void dig_path(uint32_t *east, uint32_t *south, int a, int b)
{
    int row = a >> 5, col = a & 31, to_row = b >> 5, to_col = b & 31;
    int lo = row < to_row ? row : to_row, hi = row < to_row ? to_row : row;
    south[col] |= (1u << hi) - (1u << lo);
    lo = col < to_col ? col : to_col, hi = col < to_col ? to_col : col;
    east[to_row] |= (1u << hi) - (1u << lo);
}

/* §4: shuffle the cells like a deck and link each to the next, so every cell is reachable. */
static void link_cells(delve_lm_grid *grid, delve_lm_rng *rng)
{
    int deck[DELVE_LM_CELLS];
    uint32_t east[DELVE_LM_AXIS_CELLS] = {0}, south[DELVE_LM_AXIS_CELLS] = {0};
    int i, j, k, cols = grid->col.n, rows = grid->row.n;
    unsigned char *links = grid->links;
    shuffle_deck(deck, cols, rows, rng);
    for (k = 0; k + 1 < cols * rows; k++)
        dig_path(east, south, deck[k], deck[k + 1]);
    for (j = 0; j < rows; j++) {
        uint32_t e = east[j], w = e << 1;
        for (i = 0; i < cols; i++) {
            uint32_t s = south[i] >> j, n = south[i] << 1 >> j; /* north: the row above's */
            *links++ = (unsigned char)((e >> i & 1) * DELVE_LM_LINK_E | (s & 1) * DELVE_LM_LINK_S |
                                       (w >> i & 1) * DELVE_LM_LINK_W | (n & 1) * DELVE_LM_LINK_N);
        }
    }
}

/* A dead end: exactly one link. */
static int single_link(int links)
{
    return links && !(links & (links - 1));
}

/* Project decisions 2: an entrance needs a chamber on the outer ring of cells. */
static void ensure_edge_chamber(delve_lm_grid *grid)
{
    int i, j, cols = grid->col.n, rows = grid->row.n;
    const unsigned char *chamber = grid->chamber, *last = chamber + (rows - 1) * cols;
    for (i = 0; i < cols; i++)
        if (chamber[i] || last[i])
            return;
    for (j = 1; j < rows - 1; j++)
        if (chamber[j * cols] || chamber[j * cols + cols - 1])
            return;
    grid->chamber[0] = 1;
}

/* §5.1: dead ends are chambers (no draw, so no dead-end corridors); other cells are corridors
   at the corridor chance. Whether a cell draws is the plan's randomness: a draw taken or not,
   without a branch. */
static void classify_cells(delve_lm_grid *grid, int corridor, delve_lm_rng *rng)
{
    int c, n = grid->col.n * grid->row.n;
    for (c = 0; c < n; c++) {
        unsigned single = (unsigned)single_link(grid->links[c]);
        grid->chamber[c] =
            (unsigned char)(single | (delve__lm_rng_below_if(rng, 100, !single) >= corridor));
    }
    ensure_edge_chamber(grid);
}

/* §5.2: each linked pair of chambers, cells in index order, east pair then south pair, merges at
   the combined chance (one draw per such pair, taken or not without a branch). A cell without
   the link reads its own chamber bit, never one past the grid. */
static void merge_chambers(delve_lm_grid *grid, int combined, delve_lm_rng *rng)
{
    int c, cols = grid->col.n, n = grid->col.n * grid->row.n;
    const unsigned char *chamber = grid->chamber;
    for (c = 0; c < n; c++) {
        unsigned links = grid->links[c], e = links & DELVE_LM_LINK_E, s = links >> 1 & 1;
        unsigned pair_e = chamber[c] & e & chamber[c + e];
        unsigned pair_s = chamber[c] & s & chamber[c + cols * (int)s];
        unsigned merge_e = pair_e & (delve__lm_rng_below_if(rng, 100, pair_e) < combined);
        unsigned merge_s = pair_s & (delve__lm_rng_below_if(rng, 100, pair_s) < combined);
        grid->merged[c] = (unsigned char)(merge_e * DELVE_LM_LINK_E | merge_s * DELVE_LM_LINK_S);
    }
}

void delve__lm_plan(delve_lm_grid *grid, int width, int height, const delve_lm_settings *set,
                    delve_lm_rng *rng)
{
    size_axis(&grid->col, width, set->cellsize, rng);
    size_axis(&grid->row, height, set->cellsize, rng);
    link_cells(grid, rng);
    classify_cells(grid, set->corridor, rng);
    merge_chambers(grid, set->combined, rng);
}
