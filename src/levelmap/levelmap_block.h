/* levelmap_block.h — reading block bytes (TTTTNWSE) and their neighbours. */
#ifndef DELVE_LEVELMAP_BLOCK_H
#define DELVE_LEVELMAP_BLOCK_H

#include "delve_levelmap.h"

/* The block's type bits, comparable with DELVE_LM_VOID / _FLOOR / _WALL / _DOOR. */
static inline int delve_lm_kind(unsigned char block)
{
    return block & 0xF0;
}

/* Anything but void and wall: floor, doors and the host's own types (spec §7). */
static inline int delve_lm_walkable(unsigned char block)
{
    return delve_lm_kind(block) != DELVE_LM_VOID && delve_lm_kind(block) != DELVE_LM_WALL;
}

/* One step in direction d: 0 east, 1 south, 2 west, 3 north (y grows southward). */
static inline int delve_lm_step_x(int d)
{
    return d == DELVE_LM_EAST ? 1 : d == DELVE_LM_WEST ? -1 : 0;
}

static inline int delve_lm_step_y(int d)
{
    return d == DELVE_LM_SOUTH ? 1 : d == DELVE_LM_NORTH ? -1 : 0;
}

/* Whether any of the up to 8 neighbours of (x, y) on the map is walkable. */
static inline int delve_lm_touches_walkable(const unsigned char *blocks, int width, int height,
                                            int x, int y)
{
    int dx, dy;
    for (dy = -1; dy <= 1; dy++)
        for (dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((dx || dy) && nx >= 0 && ny >= 0 && nx < width && ny < height &&
                delve_lm_walkable(blocks[ny * width + nx]))
                return 1;
        }
    return 0;
}

/* A byte in each of the eight byte lanes of a 64-bit word: carving and drawing handle eight
   blocks at a time, one a lane. */
#define LANES(byte) (0x0101010101010101ull * (byte))

/* Bit i of the result: bit 0 of byte lane i (each lane 0 or 1), by one multiplication. */
static inline unsigned delve_lm_lanes_bits(uint64_t lanes)
{
    return (unsigned)(lanes * 0x0102040810204080ull >> 56);
}

/* Bits 0..7 of b into the byte lanes 0..7, as 0 or 1: lane j keeps bit j of b, and adding 0x7F
   carries a set one into the lane's bit 7. */
static inline uint64_t delve_lm_lanes_spread(unsigned b)
{
    return ((LANES(b) & 0x8040201008040201ull) + LANES(0x7F)) >> 7 & LANES(1);
}

/* A size the generator makes, so the drawing's rows of bits hold it (a struct filled by hand
   may say anything). */
static inline int delve_lm_size_drawable(int width, int height)
{
    return width >= 1 && height >= 1 && width <= DELVE_LEVELMAP_MAX_SIDE &&
           height <= DELVE_LEVELMAP_MAX_SIDE;
}

/* Up to eight blocks in the byte lanes of a word, block i in bits 8i..8i+7 whatever the byte
   order (the compilers make eight reads one load where they can); the lanes past n are 0. */
static inline uint64_t delve_lm_lanes_load(const unsigned char *b, int n)
{
    uint64_t v = 0;
    if (n == 8)
        v = (uint64_t)b[0] | (uint64_t)b[1] << 8 | (uint64_t)b[2] << 16 | (uint64_t)b[3] << 24 |
            (uint64_t)b[4] << 32 | (uint64_t)b[5] << 40 | (uint64_t)b[6] << 48 |
            (uint64_t)b[7] << 56;
    else
        while (n-- > 0)
            v = v << 8 | b[n];
    return v;
}

#endif
