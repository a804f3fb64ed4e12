/* levelmap_carve.c — carving a planned LevelMap level into blocks (spec §6). */
#include "levelmap/levelmap_carve.h"

#include "core/bits.h"
#include "levelmap/levelmap_block.h"
#include "levelmap/levelmap_rows.h"

/* The map is built from bit masks of its rows: block x is bit x % 64 of word x / 64 (a side
   is at most 80 blocks). Every mask below is a run of blocks, or a union of them. */
#define ROW_WORDS 2
DELVE__STATIC_CHECK(64 * ROW_WORDS >= DELVE_LEVELMAP_MAX_SIDE);

/* Word k of the mask of blocks 0..n-1. */
static uint64_t upto(int k, int n)
{
    n -= 64 * k;
    return n <= 0 ? 0 : n >= 64 ? ~0ull : (1ull << n) - 1;
}

/* All ones when bit 0 of `on` is set, else none: a mask taken or not, without a branch (the
   plans are random). */
static uint64_t when(unsigned on)
{
    return 0 - (uint64_t)(on & 1u);
}

/* What a cell column contributes to a row, in one word: its interior, the corridor's centre
   block, its arms west and east (centre included), and the wall block east of the cell. */
typedef struct column_bits {
    uint64_t inner, centre, west, east, wall;
} column_bits;

/* §6 steps 1–2 for cell row j, in word k of its rows (col: that word's column masks): chambers fill their interior, corridors
   are the centre block plus one arm to the edge of the interior for each link (a chamber's
   interior holds all of those), merged pairs lose their shared wall (east: the wall block in
   each interior row; south: the wall line under the interior). Out: the interior rows above,
   at and below the corridor line (the row where corridors run east-west), and the wall line
   south of the cell row. */
static void cell_row(const delve_lm_grid *grid, const column_bits *col, int lo, int hi, int j,
                     int k, uint64_t out[4][ROW_WORDS])
{
    uint64_t above = 0, mid = 0, below = 0, under = 0;
    int i, c = j * grid->col.n + lo;
    for (i = lo; i < hi; i++, c++) {
        unsigned links = grid->links[c], merged = grid->merged[c];
        uint64_t both = (col[i].inner & when(grid->chamber[c])) | (col[i].wall & when(merged));
        above |= both | (col[i].centre & when(links >> 3));
        mid |=
            both | col[i].centre | (col[i].east & when(links)) | (col[i].west & when(links >> 2));
        below |= both | (col[i].centre & when(links >> 1));
        under |= col[i].inner & when(merged >> 1);
    }
    out[0][k] = above, out[1][k] = mid, out[2][k] = below;
    out[3][k] = under; /* none under the last cell row: it has no south links */
}

/* A row of blocks from its floor bits, eight at a time: the eight bits copied into the eight
   byte lanes of a word, lane i keeping bit i, each lane then all ones when its bit is set; the
   lanes stored in memory order whatever the byte order (the compilers make it one store). The
   rest one by one. */
static void put_row(unsigned char *row, int width, const uint64_t floor[ROW_WORDS])
{
    int x;
    for (x = 0; x + 8 <= width; x += 8) {
        uint64_t is_floor, v;
        unsigned char *b = row + x;
        is_floor = delve_lm_lanes_spread((unsigned)(floor[x >> 6] >> (x & 63) & 0xFF)) * 0xFF;
        v = (LANES(DELVE_LM_FLOOR) & is_floor) | (LANES(DELVE_LM_WALL) & ~is_floor);
        b[0] = (unsigned char)v, b[1] = (unsigned char)(v >> 8), b[2] = (unsigned char)(v >> 16);
        b[3] = (unsigned char)(v >> 24), b[4] = (unsigned char)(v >> 32);
        b[5] = (unsigned char)(v >> 40), b[6] = (unsigned char)(v >> 48);
        b[7] = (unsigned char)(v >> 56);
    }
    for (; x < width; x++)
        row[x] = floor[x >> 6] >> (x & 63) & 1 ? DELVE_LM_FLOOR : DELVE_LM_WALL;
}

/* What the one-block opening between two linked, unmerged cells becomes: room exits get doors,
   corridor-to-corridor links do not. */
static unsigned char opening(const delve_lm_grid *grid, int a, int b, int doors)
{
    return (grid->chamber[a] | grid->chamber[b]) & doors ? DELVE_LM_DOOR : DELVE_LM_FLOOR;
}

/* §6 step 3: the openings of cell (i, j) to its linked, unmerged east and south neighbours, one
   block on the shared wall line. Whether a cell has each link is the plan's randomness, so a
   branch on it would be mispredicted half the time: each block is written either way, with its
   opening or with what it holds (and a cell without the link asks about itself, never about a
   cell past the grid). */
static void open_cell(const delve_lm_grid *grid, int i, int j, int doors, unsigned char *blocks,
                      int width)
{
    int c = j * grid->col.n + i, links = grid->links[c] & ~grid->merged[c];
    int e = links & DELVE_LM_LINK_E, s = links >> 1 & 1;
    unsigned char *east = &blocks[grid->row.mid[j] * width + grid->col.line[i + 1]];
    unsigned char *south = &blocks[grid->row.line[j + 1] * width + grid->col.mid[i]];
    unsigned e_mask = 0u - (unsigned)e, s_mask = 0u - (unsigned)s;
    *east = (unsigned char)((opening(grid, c, c + e, doors) & e_mask) | (*east & ~e_mask));
    *south = (unsigned char)((opening(grid, c, c + grid->col.n * s, doors) & s_mask) |
                             (*south & ~s_mask));
}

/* A cell row's interior rows take one of three masks, the wall line under it a fourth; the
   wall line at the top is all wall. Each block is written once, the openings then once more. */
void delve__lm_carve(const delve_lm_grid *grid, int doors, unsigned char *blocks, int width,
                     int height)
{
    column_bits col[ROW_WORDS][DELVE_LM_AXIS_CELLS];
    uint64_t rows[DELVE_LM_AXIS_CELLS][4][ROW_WORDS], wall[ROW_WORDS] = {0, 0};
    const uint64_t *mask[DELVE_LEVELMAP_MAX_SIDE]; /* each row's */
    const delve_lm_axis *ax = &grid->col, *ay = &grid->row;
    int i, j, k, y;
    for (k = 0; k * 64 < width; k++) {
        int lo = 0, hi = ax->n; /* the cells with a block in word k: the others add nothing */
        while (ax->line[lo + 1] < 64 * k)
            lo++;
        while (ax->line[hi - 1] + 1 >= 64 * (k + 1))
            hi--;
        for (i = 0; i < ax->n; i++) {
            int x0 = ax->line[i] + 1, cx = ax->mid[i], x1 = ax->line[i + 1];
            uint64_t from = upto(k, x0), to = upto(k, x1), centre = upto(k, cx + 1);
            col[k][i].inner = to & ~from;
            col[k][i].centre = centre & ~upto(k, cx);
            col[k][i].west = centre & ~from;
            col[k][i].east = to & ~upto(k, cx);
            col[k][i].wall = upto(k, x1 + 1) & ~to;
        }
        for (j = 0; j < ay->n; j++)
            cell_row(grid, col[k], lo, hi, j, k, rows[j]);
    }
    for (j = 0, y = 1, mask[0] = wall; j < ay->n; j++)
        for (; y <= ay->line[j + 1]; y++)
            mask[y] = rows[j][y < ay->mid[j]        ? 0
                              : y == ay->mid[j]     ? 1
                              : y < ay->line[j + 1] ? 2
                                                    : 3];
    for (y = 0; y < height; y++)
        put_row(blocks + y * width, width, mask[y]);
    for (j = 0; j < ay->n; j++)
        for (i = 0; i < ax->n; i++)
            open_cell(grid, i, j, doors, blocks, width);
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

/* The corners of the snapshot in row y's strip (of n columns), from the solid and passable
   blocks of the rows above, at and below it (off the map: solid, not passable): corner_at for
   64 blocks at once. Across the solid side and along it: the opposite side passable, and the
   diagonal between those two. */
static uint64_t strip_corners(const delve_lm_strip solid[3], const delve_lm_strip pass[3],
                              uint64_t floor, int n)
{
    uint64_t north = solid[0].mid, south = solid[2].mid;
    uint64_t west = delve_lm_to_west(&solid[1]), east = delve_lm_to_east(&solid[1], n);
    uint64_t across = (north & pass[2].mid) | (south & pass[0].mid);
    uint64_t along = (west & delve_lm_to_east(&pass[1], n)) | (east & delve_lm_to_west(&pass[1]));
    uint64_t diagonal = (north & west & delve_lm_to_east(&pass[2], n)) |
                        (north & east & delve_lm_to_west(&pass[2])) |
                        (south & west & delve_lm_to_east(&pass[0], n)) |
                        (south & east & delve_lm_to_west(&pass[0]));
    return floor & (north ^ south) & (west ^ east) & across & along & diagonal &
           delve_lm_strip_mask(n);
}

/* Bit x of a row's bits (ROW_WORDS words), 0 off the map. */
static unsigned row_bit(const uint64_t *row, int x, int width)
{
    return x >= 0 && x < width ? (unsigned)(row[x >> 6] >> (x & 63) & 1) : 0u;
}

/* Candidates come from a snapshot (filling in place cascades and eats rooms), found for 64
   blocks at a time, and are filled in row-major order only if they still are corners (a pure
   snapshot could cut a 2x2 room). corner_at reads only the 3x3 blocks around, so a candidate
   with no block filled before it among them (west, north-west, north, north-east) still is one,
   as it was in the snapshot; only the others are asked again. */
void delve__lm_natural(unsigned char *blocks, int width, int height)
{
    uint64_t candidate[DELVE_LEVELMAP_MAX_SIDE][ROW_WORDS], filled[2][ROW_WORDS] = {{0}};
    int k, x0, y;
    for (k = 0, x0 = 0; x0 < width; k++, x0 += 64) {
        int n = width - x0 < 64 ? width - x0 : 64;
        delve_lm_strip solid[3], pass[3], none = {0, 0, 0}, rock, floor;
        uint64_t here;
        rock.mid = delve_lm_strip_mask(n), rock.west = rock.east = 1;
        solid[1] = solid[2] = rock, pass[1] = pass[2] = floor = none; /* above the map */
        for (y = -1; y < height; y++) {
            here = floor.mid;
            solid[0] = solid[1], pass[0] = pass[1], solid[1] = solid[2], pass[1] = pass[2];
            if (y + 1 < height) {
                delve__lm_read_strip(blocks + (y + 1) * width, width, x0, n, &solid[2], &pass[2],
                                     &floor);
                solid[2].west |= x0 == 0; /* off the map is solid */
                solid[2].east |= x0 + n == width;
            } else {
                solid[2] = rock, pass[2] = none; /* the row below the map */
            }
            if (y >= 0)
                candidate[y][k] = strip_corners(solid, pass, here, n);
        }
    }
    for (y = 0; y < height; y++) {
        uint64_t *above = filled[(y + 1) & 1], *row = filled[y & 1];
        row[0] = row[1] = 0;
        for (k = 0, x0 = 0; x0 < width; k++, x0 += 64) {
            uint64_t c;
            for (c = candidate[y][k]; c; c &= c - 1) {
                int x = x0 + delve__ctz64(c);
                unsigned moved = row_bit(row, x - 1, width) | row_bit(above, x - 1, width) |
                                 row_bit(above, x, width) | row_bit(above, x + 1, width);
                if (!moved || corner_at(blocks, width, height, x, y)) {
                    blocks[y * width + x] = DELVE_LM_WALL;
                    row[k] |= 1ull << (x & 63);
                }
            }
        }
    }
}
