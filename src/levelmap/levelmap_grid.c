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
   as the original did it). */
static void shuffle_deck(int *deck, int n, delve_lm_rng *rng)
{
    int i, j, t;
    for (i = 0; i < n; i++)
        deck[i] = i;
    for (i = 0; i < n; i++) {
        do
            j = delve__lm_rng_below(rng, n);
        while (j == i);
        t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
}

/* §4 step 3: an L-shaped path from cell a to cell b, rows first, then columns, linking every
   pair of neighbours it passes on both sides. */
static void dig_path(delve_lm_grid *grid, int a, int b)
{
    int cols = grid->col.n;
    int row = a / cols, col = a % cols, to_row = b / cols, to_col = b % cols;
    while (row != to_row) {
        int next = row < to_row ? row + 1 : row - 1;
        int upper = (row < next ? row : next) * cols + col;
        grid->links[upper] |= DELVE_LM_LINK_S;
        grid->links[upper + cols] |= DELVE_LM_LINK_N;
        row = next;
    }
    while (col != to_col) {
        int next = col < to_col ? col + 1 : col - 1;
        int left = row * cols + (col < next ? col : next);
        grid->links[left] |= DELVE_LM_LINK_E;
        grid->links[left + 1] |= DELVE_LM_LINK_W;
        col = next;
    }
}

/* §4: shuffle the cells like a deck and link each to the next, so every cell is reachable. */
static void link_cells(delve_lm_grid *grid, delve_lm_rng *rng)
{
    int deck[DELVE_LM_CELLS];
    int k, n = grid->col.n * grid->row.n;
    shuffle_deck(deck, n, rng);
    for (k = 0; k < n; k++)
        grid->links[k] = 0;
    for (k = 0; k + 1 < n; k++)
        dig_path(grid, deck[k], deck[k + 1]);
}

static int single_link(int links)
{
    return links == DELVE_LM_LINK_E || links == DELVE_LM_LINK_S || links == DELVE_LM_LINK_W ||
           links == DELVE_LM_LINK_N;
}

/* Project decisions 2: an entrance needs a chamber on the outer ring of cells. */
static void ensure_edge_chamber(delve_lm_grid *grid)
{
    int c, cols = grid->col.n, rows = grid->row.n;
    for (c = 0; c < cols * rows; c++) {
        int col = c % cols, row = c / cols;
        int ring = col == 0 || row == 0 || col == cols - 1 || row == rows - 1;
        if (ring && grid->chamber[c])
            return;
    }
    grid->chamber[0] = 1;
}

/* §5.1: dead ends are chambers (no draw, so no dead-end corridors); other cells are corridors
   at the corridor chance. */
static void classify_cells(delve_lm_grid *grid, int corridor, delve_lm_rng *rng)
{
    int c, n = grid->col.n * grid->row.n;
    for (c = 0; c < n; c++) {
        if (single_link(grid->links[c]))
            grid->chamber[c] = 1;
        else
            grid->chamber[c] = delve__lm_rng_below(rng, 100) >= corridor;
    }
    ensure_edge_chamber(grid);
}

/* §5.2: each linked pair of chambers, cells in index order, east pair then south pair, merges at
   the combined chance (one draw per such pair). */
static void merge_chambers(delve_lm_grid *grid, int combined, delve_lm_rng *rng)
{
    int c, cols = grid->col.n, n = grid->col.n * grid->row.n;
    for (c = 0; c < n; c++) {
        grid->merged[c] = 0;
        if (!grid->chamber[c])
            continue;
        if ((grid->links[c] & DELVE_LM_LINK_E) && grid->chamber[c + 1] &&
            delve__lm_rng_below(rng, 100) < combined)
            grid->merged[c] |= DELVE_LM_LINK_E;
        if ((grid->links[c] & DELVE_LM_LINK_S) && grid->chamber[c + cols] &&
            delve__lm_rng_below(rng, 100) < combined)
            grid->merged[c] |= DELVE_LM_LINK_S;
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
