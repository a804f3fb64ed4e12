/* levelmap_draw.c — a LevelMap level as CP437 glyphs: double-line box drawing for walls, picked
   from connected-texture bits computed here (the blocks are not changed). */
#include <string.h>

#include "delve_levelmap.h"
#include "levelmap/levelmap_block.h"

/* A wall's glyph by its place in the outline (16 and up) and, there, the bits of its neighbours
   in the outline: east 1, south 2, west 4, north 8. Outside the outline it is rock; in it, box
   drawing, and a wall joined to nothing is a lone pillar. */
#define ROCK4 DELVE_LM_CH_ROCK, DELVE_LM_CH_ROCK, DELVE_LM_CH_ROCK, DELVE_LM_CH_ROCK
static const unsigned char wall_glyph[32] = {
    ROCK4, ROCK4, ROCK4, ROCK4, DELVE_LM_CH_PILLAR, 0xCD, 0xBA, 0xC9, /*  -, E ═, S ║, SE ╔ */
    0xCD,  0xCD,  0xBB,  0xCB, /* W ═, WE ═, WS ╗, WSE ╦ */
    0xBA,  0xC8,  0xBA,  0xCC, /* N ║, NE ╚, NS ║, NSE ╠ */
    0xBC,  0xCA,  0xB9,  0xCE  /* NW ╝, NWE ╩, NWS ╣, all ╬ */
};

/* The glyph of every type but wall (DELVE_LM_TYPE): void, floor, a wall's place, door, then the
   host's own types 4..15 as their digit or letter. */
static const unsigned char type_glyph[16] = {DELVE_LM_CH_VOID,
                                             DELVE_LM_CH_FLOOR,
                                             0,
                                             DELVE_LM_CH_DOOR,
                                             '4',
                                             '5',
                                             '6',
                                             '7',
                                             '8',
                                             '9',
                                             'A',
                                             'B',
                                             'C',
                                             'D',
                                             'E',
                                             'F'};

/* A row of blocks as a set of bits: block x at bit x + 1, so bits 0 and width + 1 are the map's
   border, always clear. */
typedef struct row_bits {
    uint64_t w[2];
} row_bits;

/* The default masks join walls to walls and (the quirk) to doors, never to the map edge; walls
   buried in rock are left out so outlines stay clean whether or not voids were opened. The
   outline is found a row of bits at a time: a wall is in it when one of its 8 neighbours is
   walkable (the walkable blocks grown by one along the row, then across rows); doors always
   are. Each wall's glyph then comes from its 4 neighbours. Rows 0 and height + 1 are the
   border. */
void delve_levelmap_draw(const delve_levelmap *map, unsigned char *out)
{
    row_bits walk[DELVE_LEVELMAP_MAX_SIDE + 2], wall[DELVE_LEVELMAP_MAX_SIDE + 2];
    row_bits part[DELVE_LEVELMAP_MAX_SIDE + 2]; /* the outline: its walls, then the doors */
    const unsigned char *b = map->blocks;
    int x, y, w = map->width, h = map->height;
    memset(walk, 0, sizeof(row_bits) * (size_t)(h + 2));
    memset(wall, 0, sizeof(row_bits) * (size_t)(h + 2));
    memset(part, 0, sizeof(row_bits) * (size_t)(h + 2));
    for (y = 1; y <= h; y++)
        for (x = 1; x <= w; x++, b++) { /* without branches, as below */
            int t = DELVE_LM_TYPE(*b), k = x >> 6, bit = x & 63;
            wall[y].w[k] |= (uint64_t)(t == DELVE_LM_TYPE(DELVE_LM_WALL)) << bit;
            walk[y].w[k] |=
                (uint64_t)(t != DELVE_LM_TYPE(DELVE_LM_VOID) && t != DELVE_LM_TYPE(DELVE_LM_WALL))
                << bit;
            part[y].w[k] |= (uint64_t)(t == DELVE_LM_TYPE(DELVE_LM_DOOR)) << bit;
        }
    for (y = 0; y <= h + 1; y++) { /* walk grows by one along its row */
        uint64_t lo = walk[y].w[0], hi = walk[y].w[1];
        walk[y].w[0] = lo | lo << 1 | lo >> 1 | hi << 63;
        walk[y].w[1] = hi | hi << 1 | hi >> 1 | lo >> 63;
    }
    for (y = 1; y <= h; y++) { /* ... and across rows: the walls next to it */
        part[y].w[0] |= wall[y].w[0] & (walk[y - 1].w[0] | walk[y].w[0] | walk[y + 1].w[0]);
        part[y].w[1] |= wall[y].w[1] & (walk[y - 1].w[1] | walk[y].w[1] | walk[y + 1].w[1]);
    }
    for (y = 1, b = map->blocks; y <= h; y++) {
        /* for block x, bit x of: the outline here, east (x + 1), west (x - 1), south, north */
        uint64_t here[2], east[2], west[2];
        const uint64_t *south = part[y + 1].w, *north = part[y - 1].w;
        here[0] = part[y].w[0], here[1] = part[y].w[1];
        east[0] = here[0] >> 1 | here[1] << 63, east[1] = here[1] >> 1;
        west[0] = here[0] << 1, west[1] = here[1] << 1 | here[0] >> 63;
        for (x = 1; x <= w; x++, b++, out++) { /* without branches: the maps are random */
            int t = DELVE_LM_TYPE(*b), k = x >> 6, bit = x & 63;
            int wall_index = (int)((here[k] >> bit & 1) << 4 | (east[k] >> bit & 1) |
                                   (south[k] >> bit & 1) << 1 | (west[k] >> bit & 1) << 2 |
                                   (north[k] >> bit & 1) << 3);
            *out = t == DELVE_LM_TYPE(DELVE_LM_WALL) ? wall_glyph[wall_index] : type_glyph[t];
        }
    }
}
