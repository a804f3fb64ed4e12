/* levelmap_rows.h — a row of blocks as bits, 64 columns at a time, for the passes that ask of
   every block what its neighbours are (natural corners, openvoids): one word answers for 64
   blocks, with no branch on what the map holds. Internal to the engine. */
#ifndef DELVE_LEVELMAP_ROWS_H
#define DELVE_LEVELMAP_ROWS_H

#include <stdint.h>

#include "levelmap/levelmap_block.h"

/* Columns x0 .. x0 + n - 1 of a row (n <= 64), bit i for column x0 + i, and the columns just
   outside them, west (x0 - 1) and east (x0 + n), as 0 or 1; 0 off the map. */
typedef struct delve_lm_strip {
    uint64_t mid, west, east;
} delve_lm_strip;

/* The bits of the n columns (0 < n <= 64). */
static inline uint64_t delve_lm_strip_mask(int n)
{
    return n == 64 ? ~0ull : (1ull << n) - 1;
}

/* Bit i: column x0 + i - 1's (the west neighbour's), or column x0 + i + 1's (the east's). */
static inline uint64_t delve_lm_to_west(const delve_lm_strip *s)
{
    return s->mid << 1 | s->west;
}

static inline uint64_t delve_lm_to_east(const delve_lm_strip *s, int n)
{
    return s->mid >> 1 | s->east << (n - 1);
}

/* What a row holds in columns x0 .. x0 + n - 1 and the two beside them: its walls, walkable
   blocks and floor (levelmap_post.c). */
void delve__lm_read_strip(const unsigned char *row, int width, int x0, int n, delve_lm_strip *wall,
                          delve_lm_strip *walk, delve_lm_strip *floor);

#endif
