/* levelmap_post.c — the steps a host runs after generation: openvoids (spec §7), entrances (§8)
   and connected textures (§9). They work on any row-major block array. */
#include "delve_levelmap.h"
#include "core/bits.h"
#include "levelmap/levelmap_block.h"
#include "levelmap/levelmap_rows.h"

/* (levelmap_rows.h) Eight blocks at a time, in lanes. */
void delve__lm_read_strip(const unsigned char *row, int width, int x0, int n, delve_lm_strip *wall,
                          delve_lm_strip *walk, delve_lm_strip *floor)
{
    const unsigned char *b = row + x0;
    uint64_t w = 0, k = 0, f = 0;
    int i;
    for (i = 0; i < n; i += 8) {
        /* the type's bits t0..t3 in each lane: void is 0, floor 1, wall 2, door 3, any other
           type has t2 or t3; walkable is all but void and wall (lanes past n are void) */
        uint64_t v = delve_lm_lanes_load(b + i, n - i < 8 ? n - i : 8);
        uint64_t t0 = v >> 4 & LANES(1), t1 = v >> 5 & LANES(1),
                 high = (v >> 6 | v >> 7) & LANES(1);
        w |= (uint64_t)delve_lm_lanes_bits(t1 & ~(t0 | high)) << i;
        k |= (uint64_t)delve_lm_lanes_bits(t0 | high) << i;
        f |= (uint64_t)delve_lm_lanes_bits(t0 & ~(t1 | high)) << i;
    }
    wall->mid = w, walk->mid = k, floor->mid = f;
    wall->west = x0 > 0 && delve_lm_kind(b[-1]) == DELVE_LM_WALL;
    walk->west = x0 > 0 && delve_lm_walkable(b[-1]);
    wall->east = x0 + n < width && delve_lm_kind(b[n]) == DELVE_LM_WALL;
    walk->east = x0 + n < width && delve_lm_walkable(b[n]);
    floor->west = floor->east = 0; /* not asked for */
}

/* Blocks i of a row whose bit is set become void. */
static void void_blocks(unsigned char *row, uint64_t bits)
{
    for (; bits; bits &= bits - 1)
        row[delve__ctz64(bits)] = DELVE_LM_VOID;
}

/* Bit i: a walkable block in column x0 + i or beside it in its row. */
static uint64_t near_in_row(const delve_lm_strip *walk, int n)
{
    return (walk->mid | delve_lm_to_west(walk) | delve_lm_to_east(walk, n)) &
           delve_lm_strip_mask(n);
}

/* §7: 8 neighbours, so the wall skin around walkable space keeps its corners. Only walkable
   blocks are asked about, and they never change here, so the rows can be read as they come:
   64 columns at a time, a row's walls and what is walkable beside them, then the rows above
   and below. Any size of map: nothing is kept but three rows of bits. */
void delve_levelmap_openvoids(unsigned char *blocks, int width, int height)
{
    int x0, y;
    if (!blocks || height < 1)
        return;
    for (x0 = 0; x0 < width; x0 += 64) {
        int n = width - x0 < 64 ? width - x0 : 64;
        delve_lm_strip wall, walk, floor, next_wall = {0, 0, 0}, next_walk;
        uint64_t above = 0, here, below;
        delve__lm_read_strip(blocks, width, x0, n, &wall, &walk, &floor);
        here = near_in_row(&walk, n);
        for (y = 0; y < height; y++) {
            below = 0;
            if (y + 1 < height) {
                delve__lm_read_strip(blocks + (y + 1) * width, width, x0, n, &next_wall, &next_walk,
                                     &floor);
                below = near_in_row(&next_walk, n);
            }
            void_blocks(blocks + y * width + x0, wall.mid & ~(above | here | below));
            above = here, here = below, wall = next_wall;
        }
    }
}

/* The k-th block along edge `direction`, k = 1 .. length - 2 (Project decisions 3: the two
   corners never qualify); *inward is the index of its neighbour inside. */
static int edge_block(int width, int height, int direction, int k, int *inward)
{
    int x = direction == DELVE_LM_EAST ? width - 1 : direction == DELVE_LM_WEST ? 0 : k;
    int y = direction == DELVE_LM_SOUTH ? height - 1 : direction == DELVE_LM_NORTH ? 0 : k;
    *inward = (y - delve_lm_step_y(direction)) * width + (x - delve_lm_step_x(direction));
    return y * width + x;
}

static int edge_length(int width, int height, int direction)
{
    return direction == DELVE_LM_EAST || direction == DELVE_LM_WEST ? height : width;
}

/* Edges with places to ask about: a map at least two blocks each way, for an edge block's
   inward neighbour to be on the map (a thinner one, or a size the caller got wrong, would read
   outside the array, or a 1-wide map's previous row as its inside). */
static int has_inside(int width, int height, int direction)
{
    return direction >= 0 && direction <= 3 && width >= 2 && height >= 2;
}

static int entrance_at(const unsigned char *blocks, int width, int height, int direction, int k)
{
    int inward, at = edge_block(width, height, direction, k, &inward);
    return delve_lm_kind(blocks[at]) == DELVE_LM_WALL &&
           delve_lm_kind(blocks[inward]) == DELVE_LM_FLOOR;
}

int delve_levelmap_entrance_count(const unsigned char *blocks, int width, int height, int direction)
{
    int k, count = 0;
    if (!blocks || !has_inside(width, height, direction))
        return 0;
    for (k = 1; k < edge_length(width, height, direction) - 1; k++)
        count += entrance_at(blocks, width, height, direction, k);
    return count;
}

int delve_levelmap_entrance_open(unsigned char *blocks, int width, int height, int direction,
                                 int pick, int doors)
{
    int k, inward;
    if (!blocks || !has_inside(width, height, direction) || pick < 0)
        return 0;
    for (k = 1; k < edge_length(width, height, direction) - 1; k++)
        if (entrance_at(blocks, width, height, direction, k) && pick-- == 0) {
            blocks[edge_block(width, height, direction, k, &inward)] =
                doors ? DELVE_LM_DOOR : DELVE_LM_FLOOR;
            return 1;
        }
    return 0;
}

/* §9: bit u of joins[t] says a block of type t joins a neighbour of type u. */
static void join_table(unsigned connected, unsigned joins[16])
{
    unsigned wall = DELVE_LM_TYPE(DELVE_LM_WALL), door = DELVE_LM_TYPE(DELVE_LM_DOOR);
    unsigned t;
    for (t = 0; t < 16; t++)
        joins[t] = (connected >> t & 1u) << t;
    /* The manual's quirk: walls and doors join each other when both of their bits are set. */
    if ((connected >> wall & 1u) && (connected >> door & 1u)) {
        joins[wall] |= 1u << door;
        joins[door] |= 1u << wall;
    }
}

void delve_levelmap_connecttextures(unsigned char *blocks, int width, int height,
                                    unsigned connected, unsigned edges)
{
    unsigned joins[16];
    int x, y;
    if (!blocks)
        return;
    join_table(connected, joins);
    for (y = 0; y < height; y++) {
        unsigned char *b = &blocks[y * width];
        unsigned t = width > 0 ? DELVE_LM_TYPE(b[0]) : 0u, west_t = 0;
        for (x = 0; x < width; x++, b++) {
            /* the types only: the low nibbles of the blocks west and north are new by now; the
               west block's type is carried, not read back from the byte just stored (a store
               and a load each block, one waiting for the other) */
            unsigned j = joins[t], edge = edges >> t & 1u;
            unsigned east_t = x < width - 1 ? DELVE_LM_TYPE(b[1]) : 0u;
            unsigned east = x < width - 1 ? j >> east_t & 1u : edge;
            unsigned south = y < height - 1 ? j >> DELVE_LM_TYPE(b[width]) & 1u : edge;
            unsigned west = x > 0 ? j >> west_t & 1u : edge;
            unsigned north = y > 0 ? j >> DELVE_LM_TYPE(b[-width]) & 1u : edge;
            *b = (unsigned char)(t << 4 | north << 3 | west << 2 | south << 1 | east);
            west_t = t;
            t = east_t;
        }
    }
}
