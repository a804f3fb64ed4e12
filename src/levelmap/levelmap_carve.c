/* levelmap_carve.c — carving a planned LevelMap level into blocks (spec §6). */
#include "levelmap/levelmap_carve.h"

#include "levelmap/levelmap_block.h"

static void fill(unsigned char *blocks, int width, int x0, int y0, int x1, int y1,
                 unsigned char block)
{
    int x, y;
    for (y = y0; y <= y1; y++)
        for (x = x0; x <= x1; x++)
            blocks[y * width + x] = block;
}

/* A chamber is its whole cell interior; a corridor is the centre block plus one arm to the edge
   of the interior for each link. */
static void carve_cell(const delve_lm_grid *grid, int c, unsigned char *blocks, int width)
{
    int i = c % grid->col.n, j = c / grid->col.n;
    int x0 = grid->col.line[i] + 1, x1 = grid->col.line[i] + grid->col.size[i];
    int y0 = grid->row.line[j] + 1, y1 = grid->row.line[j] + grid->row.size[j];
    int cx = grid->col.mid[i], cy = grid->row.mid[j];
    int links = grid->links[c];
    if (grid->chamber[c]) {
        fill(blocks, width, x0, y0, x1, y1, DELVE_LM_FLOOR);
        return;
    }
    blocks[cy * width + cx] = DELVE_LM_FLOOR;
    if (links & DELVE_LM_LINK_E)
        fill(blocks, width, cx, cy, x1, cy, DELVE_LM_FLOOR);
    if (links & DELVE_LM_LINK_W)
        fill(blocks, width, x0, cy, cx, cy, DELVE_LM_FLOOR);
    if (links & DELVE_LM_LINK_S)
        fill(blocks, width, cx, cy, cx, y1, DELVE_LM_FLOOR);
    if (links & DELVE_LM_LINK_N)
        fill(blocks, width, cx, y0, cx, cy, DELVE_LM_FLOOR);
}

/* What the one-block opening between two linked, unmerged cells becomes: room exits get doors,
   corridor-to-corridor links do not. */
static unsigned char opening(const delve_lm_grid *grid, int a, int b, int doors)
{
    return (grid->chamber[a] || grid->chamber[b]) && doors ? DELVE_LM_DOOR : DELVE_LM_FLOOR;
}

/* The openings of cell c to its east and south neighbours, on the shared wall line; a merged
   pair loses the whole shared segment (the corner posts stay). */
static void open_cell(const delve_lm_grid *grid, int c, int doors, unsigned char *blocks, int width)
{
    int cols = grid->col.n, i = c % cols, j = c / cols;
    int wall_x = grid->col.line[i + 1], wall_y = grid->row.line[j + 1];
    int x0 = grid->col.line[i] + 1, y0 = grid->row.line[j] + 1;
    if (grid->links[c] & DELVE_LM_LINK_E) {
        if (grid->merged[c] & DELVE_LM_LINK_E)
            fill(blocks, width, wall_x, y0, wall_x, wall_y - 1, DELVE_LM_FLOOR);
        else
            blocks[grid->row.mid[j] * width + wall_x] = opening(grid, c, c + 1, doors);
    }
    if (grid->links[c] & DELVE_LM_LINK_S) {
        if (grid->merged[c] & DELVE_LM_LINK_S)
            fill(blocks, width, x0, wall_y, wall_x - 1, wall_y, DELVE_LM_FLOOR);
        else
            blocks[wall_y * width + grid->col.mid[i]] = opening(grid, c, c + cols, doors);
    }
}

void delve__lm_carve(const delve_lm_grid *grid, int doors, unsigned char *blocks, int width,
                     int height)
{
    int c, n = grid->col.n * grid->row.n;
    fill(blocks, width, 0, 0, width - 1, height - 1, DELVE_LM_WALL);
    for (c = 0; c < n; c++)
        carve_cell(grid, c, blocks, width);
    for (c = 0; c < n; c++)
        open_cell(grid, c, doors, blocks, width);
}

/* ---- natural corners (§6, Project decisions 1) ---------------------------------------------- */

static int inside(int width, int height, int x, int y)
{
    return x >= 0 && y >= 0 && x < width && y < height;
}

static int solid_at(const unsigned char *blocks, int width, int height, int x, int y)
{
    return !inside(width, height, x, y) || delve_lm_kind(blocks[y * width + x]) == DELVE_LM_WALL;
}

static int passable_at(const unsigned char *blocks, int width, int height, int x, int y)
{
    return inside(width, height, x, y) && delve_lm_walkable(blocks[y * width + x]);
}

/* A floor block in a corner: two orthogonally adjacent sides solid, the other two passable and
   the diagonal between those passable too, so filling it cannot cut any path. */
static int corner_at(const unsigned char *blocks, int width, int height, int x, int y)
{
    int north, south, west, east, dx, dy;
    if (delve_lm_kind(blocks[y * width + x]) != DELVE_LM_FLOOR)
        return 0;
    north = solid_at(blocks, width, height, x, y - 1);
    south = solid_at(blocks, width, height, x, y + 1);
    west = solid_at(blocks, width, height, x - 1, y);
    east = solid_at(blocks, width, height, x + 1, y);
    if (north + south + west + east != 2 || north == south)
        return 0; /* not one solid side across and one along */
    dy = north ? -1 : 1;
    dx = west ? -1 : 1;
    return passable_at(blocks, width, height, x, y - dy) &&
           passable_at(blocks, width, height, x - dx, y) &&
           passable_at(blocks, width, height, x - dx, y - dy);
}

/* Candidates come from a snapshot (filling in place cascades and eats rooms) and are filled in
   row-major order only if they still are corners (a pure snapshot could cut a 2x2 room). */
void delve__lm_natural(unsigned char *blocks, int width, int height)
{
    unsigned char candidate[DELVE_LEVELMAP_MAX_BLOCKS];
    int x, y;
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++)
            candidate[y * width + x] = (unsigned char)corner_at(blocks, width, height, x, y);
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++)
            if (candidate[y * width + x] && corner_at(blocks, width, height, x, y))
                blocks[y * width + x] = DELVE_LM_WALL;
}
