/* levelmap_check.c — the property checks of levelmap_check.h, from the spec's text. */
#include "levelmap_check.h"

#include <string.h>

enum { VOID_T = 0, FLOOR_T = 1, WALL_T = 2, DOOR_T = 3 };

static int type_of(unsigned char b)
{
    return b >> 4;
}

/* The map's block types with a one-block frame of -1 (off the map) around it, so neighbours
   need no bounds checks: block (x, y) is at (y + 1) * (width + 2) + x + 1. */
#define PADDED ((DELVE_LEVELMAP_MAX_SIDE + 2) * (DELVE_LEVELMAP_MAX_SIDE + 2))

static void pad_types(const unsigned char *b, int width, int height, signed char *out)
{
    int x, y, pw = width + 2;
    memset(out, -1, (size_t)(pw * (height + 2)));
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++)
            out[(y + 1) * pw + x + 1] = (signed char)type_of(b[y * width + x]);
}

static int padded_walkable(signed char t)
{
    return t > 0 && t != WALL_T;
}

uint32_t lm_test_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (uint32_t)((z ^ (z >> 31)) >> 32);
}

static int bits_set(int v)
{
    int n = 0;
    for (; v; v >>= 1)
        n += v & 1;
    return n;
}

static const char *check_axis(const delve_lm_axis *a, int side, int least)
{
    int i;
    if (a->n != (side - 1) / 4)
        return "cells per side are not (side - 1) / 4";
    if (a->line[0] != 0 || a->line[a->n] != side - 1)
        return "outer wall lines are not at 0 and side - 1";
    for (i = 0; i < a->n; i++) {
        if (a->size[i] < least)
            return "a cell is smaller than the cell size";
        if (a->line[i + 1] != a->line[i] + a->size[i] + 1)
            return "cells do not share one-block wall lines";
        if (a->mid[i] != a->line[i] + (a->size[i] + 1) / 2)
            return "corridor line is not line + (size + 1) / 2";
    }
    return NULL;
}

static const char *check_links(const delve_lm_grid *g)
{
    int cols = g->col.n, rows = g->row.n, n = cols * rows, c, k;
    int queue[DELVE_LM_CELLS], seen[DELVE_LM_CELLS] = {0}, head = 0, tail = 0;
    for (c = 0; c < n; c++) {
        int col = c % cols, row = c / cols, l = g->links[c];
        if (!l || (l & ~15))
            return "a cell has no link or a bad link bit";
        if ((l & 1) && (col == cols - 1 || !(g->links[c + 1] & 4)))
            return "an east link is not matched by a west link";
        if ((l & 4) && (col == 0 || !(g->links[c - 1] & 1)))
            return "a west link is not matched by an east link";
        if ((l & 2) && (row == rows - 1 || !(g->links[c + cols] & 8)))
            return "a south link is not matched by a north link";
        if ((l & 8) && (row == 0 || !(g->links[c - cols] & 2)))
            return "a north link is not matched by a south link";
    }
    seen[0] = 1;
    queue[tail++] = 0;
    while (head < tail) {
        c = queue[head++];
        for (k = 0; k < 4; k++) {
            int next = c + (k == 0 ? 1 : k == 1 ? cols : k == 2 ? -1 : -cols);
            if ((g->links[c] >> k & 1) && !seen[next]) {
                seen[next] = 1;
                queue[tail++] = next;
            }
        }
    }
    return tail == n ? NULL : "some cells cannot be reached through the links";
}

const char *lm_check_plan(const delve_lm_grid *g, int width, int height, const lm_setup *s)
{
    int cols = g->col.n, rows = g->row.n, n, c, ring_chamber = 0;
    const char *why;
    if ((why = check_axis(&g->col, width, s->cellsize)) ||
        (why = check_axis(&g->row, height, s->cellsize)) || (why = check_links(g)))
        return why;
    n = cols * rows;
    for (c = 0; c < n; c++) {
        int col = c % cols, row = c / cols, dead_end = bits_set(g->links[c]) == 1;
        if (dead_end && !g->chamber[c])
            return "a corridor cell has exactly one link (a dead-end corridor)";
        if (s->corridor == 0 && !g->chamber[c])
            return "corridor chance 0 left a corridor";
        if (s->corridor == 100 && g->chamber[c] && !dead_end && c != 0)
            return "corridor chance 100 made a chamber of a cell with two or more links";
        if (g->chamber[c] && (col == 0 || row == 0 || col == cols - 1 || row == rows - 1))
            ring_chamber = 1;
        if (g->merged[c] & ~3)
            return "a merge is recorded other than east or south";
        if ((g->merged[c] & 1) && (!(g->links[c] & 1) || !g->chamber[c] || !g->chamber[c + 1]))
            return "an east merge is not between linked chambers";
        if ((g->merged[c] & 2) && (!(g->links[c] & 2) || !g->chamber[c] || !g->chamber[c + cols]))
            return "a south merge is not between linked chambers";
        if (s->combined == 0 && g->merged[c])
            return "combined chance 0 merged chambers";
        if (s->combined == 100 && g->chamber[c] &&
            (((g->links[c] & 1) && g->chamber[c + 1] && !(g->merged[c] & 1)) ||
             ((g->links[c] & 2) && g->chamber[c + cols] && !(g->merged[c] & 2))))
            return "combined chance 100 left linked chambers apart";
    }
    return ring_chamber ? NULL : "no chamber on the outer ring of cells (no entrance possible)";
}

/* Which cell interior (>= 0) or wall line (-1 - line) a coordinate falls in along an axis. */
static int locate(const delve_lm_axis *a, int v)
{
    int i;
    for (i = 0; i <= a->n; i++)
        if (v == a->line[i])
            return -1 - i;
    for (i = 0; i < a->n; i++)
        if (v > a->line[i] && v < a->line[i + 1])
            return i;
    return -1000;
}

static unsigned char corridor_block(const delve_lm_grid *g, int c, int x, int y)
{
    int cx = g->col.mid[c % g->col.n], cy = g->row.mid[c / g->col.n], l = g->links[c];
    int on = (x == cx && y == cy) || (y == cy && x > cx && (l & 1)) ||
             (y == cy && x < cx && (l & 4)) || (x == cx && y > cy && (l & 2)) ||
             (x == cx && y < cy && (l & 8));
    return on ? 0x10 : 0x20;
}

/* A block on the wall line between cells a (west or north) and b, at offset `along` on the
   line, where `mid` is the pair's shared corridor line. */
static unsigned char wall_line_block(const delve_lm_grid *g, int a, int b, int link, int along,
                                     int mid, int doors)
{
    if (!(g->links[a] & link))
        return 0x20;
    if (g->merged[a] & link)
        return 0x10;
    if (along != mid)
        return 0x20;
    return (g->chamber[a] || g->chamber[b]) && doors ? 0x30 : 0x10;
}

void lm_expected_blocks(const delve_lm_grid *g, int doors, unsigned char *out, int width,
                        int height)
{
    int x, y, cols = g->col.n, at_x[DELVE_LEVELMAP_MAX_SIDE];
    for (x = 0; x < width; x++)
        at_x[x] = locate(&g->col, x);
    for (y = 0; y < height; y++) {
        int j = locate(&g->row, y);
        unsigned char *row = &out[y * width];
        for (x = 0; x < width; x++) {
            int i = at_x[x];
            unsigned char b = 0x20;
            if (i >= 0 && j >= 0) {
                int c = j * cols + i;
                b = g->chamber[c] ? 0x10 : corridor_block(g, c, x, y);
            } else if (i >= 0 && j < -1 && -1 - j < g->row.n) {
                int upper = (-2 - j) * cols + i;
                b = wall_line_block(g, upper, upper + cols, 2, x, g->col.mid[i], doors);
            } else if (j >= 0 && i < -1 && -1 - i < cols) {
                int left = j * cols + (-2 - i);
                b = wall_line_block(g, left, left + 1, 1, y, g->row.mid[j], doors);
            }
            row[x] = b;
        }
    }
}

/* Natural corners may only fill chamber floor: a chamber cell's interior or the wall segment
   two merged chambers share (never corridors, never one-block openings). */
static int chamber_floor(const delve_lm_grid *g, int x, int y)
{
    int i = locate(&g->col, x), j = locate(&g->row, y), cols = g->col.n;
    if (i >= 0 && j >= 0)
        return g->chamber[j * cols + i];
    if (i >= 0 && j < -1 && -1 - j < g->row.n)
        return g->merged[(-2 - j) * cols + i] & 2;
    if (j >= 0 && i < -1 && -1 - i < cols)
        return g->merged[j * cols + (-2 - i)] & 1;
    return 0;
}

/* Natural corners of a chamber of at least 3x3 that no merge touches: its corners don't touch
   each other, so exactly those whose two outward sides are wall are filled. */
static const char *check_round_room(const delve_lm_grid *g, int c, const unsigned char *want,
                                    const unsigned char *blocks, int width)
{
    int i = c % g->col.n, j = c / g->col.n, x, y;
    int x0 = g->col.line[i] + 1, x1 = g->col.line[i] + g->col.size[i];
    int y0 = g->row.line[j] + 1, y1 = g->row.line[j] + g->row.size[j];
    for (y = y0; y <= y1; y++)
        for (x = x0; x <= x1; x++) {
            int side_x = x == x0 ? x - 1 : x == x1 ? x + 1 : -1;
            int side_y = y == y0 ? y - 1 : y == y1 ? y + 1 : -1;
            int corner = side_x >= 0 && side_y >= 0 && want[y * width + side_x] == 0x20 &&
                         want[side_y * width + x] == 0x20;
            if (blocks[y * width + x] != (corner ? 0x20 : 0x10))
                return corner ? "natural mode left a room's corner unfilled"
                              : "natural mode filled a room block that is not a corner";
        }
    return NULL;
}

static int touched_by_merge(const delve_lm_grid *g, int c)
{
    int cols = g->col.n;
    return g->merged[c] || (c % cols > 0 && (g->merged[c - 1] & 1)) ||
           (c >= cols && (g->merged[c - cols] & 2));
}

const char *lm_check_carving(const delve_lm_grid *g, const lm_setup *s, const unsigned char *blocks,
                             int width, int height)
{
    unsigned char want[DELVE_LEVELMAP_MAX_BLOCKS];
    int k, c;
    const char *why;
    lm_expected_blocks(g, s->doors, want, width, height);
    if (!s->natural)
        return memcmp(want, blocks, (size_t)(width * height)) ? "blocks differ from the plan "
                                                                "(chambers, corridors, openings)"
                                                              : NULL;
    for (k = 0; k < width * height; k++)
        if (want[k] != blocks[k] &&
            (want[k] != 0x10 || blocks[k] != 0x20 || !chamber_floor(g, k % width, k / width)))
            return "natural mode changed something other than chamber floor into wall";
    for (c = 0; c < g->col.n * g->row.n; c++) {
        int i = c % g->col.n, j = c / g->col.n;
        int x = g->col.line[i] + 1, y = g->row.line[j] + 1;
        if (!g->chamber[c])
            continue;
        if (g->col.size[i] >= 3 && g->row.size[j] >= 3 && !touched_by_merge(g, c) &&
            (why = check_round_room(g, c, want, blocks, width)))
            return why;
        if (g->col.size[i] >= 2 && g->row.size[j] >= 2 && want[(y - 1) * width + x] == 0x20 &&
            want[y * width + x - 1] == 0x20 && blocks[y * width + x] != 0x20)
            return "natural mode left a chamber's north-west corner unrounded";
    }
    return NULL;
}

int lm_walkable_connected(const unsigned char *b, int width, int height)
{
    unsigned char walk[PADDED]; /* 1 on walkable blocks, with a frame of 0 around the map */
    int queue[DELVE_LEVELMAP_MAX_BLOCKS];
    int pw = width + 2, x, y, d, head = 0, tail = 0, total = 0, step[4];
    step[0] = 1, step[1] = pw, step[2] = -1, step[3] = -pw;
    memset(walk, 0, (size_t)(pw * (height + 2)));
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++) {
            int t = type_of(b[y * width + x]), p = (y + 1) * pw + x + 1;
            walk[p] = t != VOID_T && t != WALL_T;
            total += walk[p];
            if (walk[p] && !tail) {
                walk[p] = 0; /* visited */
                queue[tail++] = p;
            }
        }
    while (head < tail) {
        int at = queue[head++];
        for (d = 0; d < 4; d++)
            if (walk[at + step[d]]) {
                walk[at + step[d]] = 0;
                queue[tail++] = at + step[d];
            }
    }
    return tail == total;
}

const char *lm_check_generated(const unsigned char *b, int width, int height)
{
    int x, y;
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++) {
            unsigned char v = b[y * width + x];
            if (v & 15)
                return "a low nibble is not 0 after generate";
            if (type_of(v) < FLOOR_T || type_of(v) > DOOR_T)
                return "a block is not floor, wall or door after generate";
            if ((x == 0 || y == 0 || x == width - 1 || y == height - 1) && type_of(v) != WALL_T)
                return "a border block is not wall";
        }
    return lm_walkable_connected(b, width, height)
               ? NULL
               : "floor and door blocks are not one 4-connected region";
}

const char *lm_check_openvoids(const unsigned char *before, const unsigned char *after, int width,
                               int height)
{
    signed char t[PADDED];
    unsigned char across[PADDED]; /* a walkable block at x-1, x or x+1 on the same row */
    int x, y, pw = width + 2;
    pad_types(after, width, height, t);
    for (y = 0; y < height + 2; y++)
        for (x = 1; x <= width; x++) {
            int p = y * pw + x;
            across[p] = (unsigned char)(padded_walkable(t[p - 1]) | padded_walkable(t[p]) |
                                        padded_walkable(t[p + 1]));
        }
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++) {
            int k = y * width + x, p = (y + 1) * pw + x + 1;
            int near = across[p - pw] | across[p] | across[p + pw];
            if (before[k] != after[k] && (type_of(before[k]) != WALL_T || after[k] != 0))
                return "openvoids changed a block that was not wall, or not into 0x00";
            if (t[p] == WALL_T && !near)
                return "openvoids left a wall that touches no floor or door";
            if (t[p] == VOID_T && type_of(before[k]) == WALL_T && near)
                return "openvoids made void of a wall next to a floor or door";
        }
    return NULL;
}

/* Edge block k of `direction` and its inward neighbour. */
static void edge_place(int width, int height, int direction, int k, int *at, int *in)
{
    switch (direction) {
    case 0:
        *at = k * width + width - 1;
        *in = *at - 1;
        break;
    case 1:
        *at = (height - 1) * width + k;
        *in = *at - width;
        break;
    case 2:
        *at = k * width;
        *in = *at + 1;
        break;
    default:
        *at = k;
        *in = k + width;
        break;
    }
}

int lm_entrance_places(const unsigned char *b, int width, int height, int direction)
{
    int k, at, in, count = 0, length = direction % 2 ? width : height;
    for (k = 1; k < length - 1; k++) {
        edge_place(width, height, direction, k, &at, &in);
        count += type_of(b[at]) == WALL_T && type_of(b[in]) == FLOOR_T;
    }
    return count;
}

const char *lm_check_entrance(const unsigned char *before, const unsigned char *after, int width,
                              int height, int direction, int doors)
{
    int k, at, in, changed = 0, found = 0, length = direction % 2 ? width : height;
    for (k = 0; k < width * height; k++)
        changed += before[k] != after[k];
    if (changed != 1)
        return "an entrance changed other than exactly one block";
    for (k = 1; k < length - 1; k++) {
        edge_place(width, height, direction, k, &at, &in);
        if (before[at] != after[at]) {
            found = 1;
            if (type_of(before[at]) != WALL_T || type_of(before[in]) != FLOOR_T)
                return "an entrance was not a wall with open floor inward";
            if (after[at] != (doors ? 0x30 : 0x10))
                return "an entrance is not a door (doors on) or floor (doors off)";
        }
    }
    return found ? NULL : "the entrance is not on the requested edge (or is a corner)";
}

const char *lm_check_textures(const unsigned char *before, const unsigned char *after, int width,
                              int height, unsigned connected, unsigned edges)
{
    unsigned char joins[16][16], edge[16];
    int t, u, x, y, k;
    int cross = (connected & 0xC) == 0xC;
    for (t = 0; t < 16; t++) {
        edge[t] = (unsigned char)(edges >> t & 1u);
        for (u = 0; u < 16; u++)
            joins[t][u] = (unsigned char)((u == t && (connected >> t & 1u)) ||
                                          (cross && ((t == WALL_T && u == DOOR_T) ||
                                                     (t == DOOR_T && u == WALL_T))));
    }
    for (k = 0; k < width * height; k++)
        if (type_of(after[k]) != type_of(before[k]))
            return "connecttextures changed a block type";
    /* Each pair of neighbours once: the east bit of one and the west bit of the other (south and
       north likewise) must both be what the rule says, which also makes them symmetric. */
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++) {
            int at = y * width + x, bit;
            t = type_of(before[at]);
            bit = x + 1 < width ? joins[t][type_of(before[at + 1])] : edge[t];
            if ((after[at] & 1) != bit || (x + 1 < width && (after[at + 1] >> 2 & 1) != bit))
                return "east/west connection bits differ from spec section 9";
            bit = y + 1 < height ? joins[t][type_of(before[at + width])] : edge[t];
            if ((after[at] >> 1 & 1) != bit ||
                (y + 1 < height && (after[at + width] >> 3 & 1) != bit))
                return "south/north connection bits differ from spec section 9";
            if ((x == 0 && (after[at] >> 2 & 1) != edge[t]) ||
                (y == 0 && (after[at] >> 3 & 1) != edge[t]))
                return "edge connection bits differ from the edges mask";
        }
    return NULL;
}
