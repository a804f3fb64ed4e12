/* levelmap_draw.c — a LevelMap level as CP437 glyphs: double-line box drawing for walls, picked
   from connected-texture bits computed here (the blocks are not changed). */
#include <string.h>

#include "delve_levelmap.h"
#include "levelmap/levelmap_block.h"

/* Every glyph, by index: a wall's (0..31) by its place in the outline (16 and up) and, there,
   the bits of its neighbours in the outline: east 1, south 2, west 4, north 8 (outside the
   outline it is rock; in it, box drawing, and a wall joined to nothing is a lone pillar); then
   at 32 + type, each type's: void, floor, wall (rock: walls of the outline are redrawn), door,
   then the host's own types 4..15 as their digit or letter. */
#define ROCK4 DELVE_LM_CH_ROCK, DELVE_LM_CH_ROCK, DELVE_LM_CH_ROCK, DELVE_LM_CH_ROCK
#define TYPE_GLYPHS 32
/* clang-format off */
static const unsigned char glyph[TYPE_GLYPHS + 16] = {
    ROCK4, ROCK4, ROCK4, ROCK4,
    DELVE_LM_CH_PILLAR, 0xCD, 0xBA, 0xC9, /*  -, E ═, S ║, SE ╔ */
    0xCD, 0xCD, 0xBB, 0xCB,               /* W ═, WE ═, WS ╗, WSE ╦ */
    0xBA, 0xC8, 0xBA, 0xCC,               /* N ║, NE ╚, NS ║, NSE ╠ */
    0xBC, 0xCA, 0xB9, 0xCE,               /* NW ╝, NWE ╩, NWS ╣, all ╬ */
    DELVE_LM_CH_VOID, DELVE_LM_CH_FLOOR, DELVE_LM_CH_ROCK, DELVE_LM_CH_DOOR,
    '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};
/* ... and as UTF-16 code units (delve_cp437_unicode's), for delve_levelmap_draw_utf16 */
#define ROCK4_16 0x2591, 0x2591, 0x2591, 0x2591
static const uint16_t glyph_utf16[TYPE_GLYPHS + 16] = {
    ROCK4_16, ROCK4_16, ROCK4_16, ROCK4_16,
    0x25A0, 0x2550, 0x2551, 0x2554,
    0x2550, 0x2550, 0x2557, 0x2566,
    0x2551, 0x255A, 0x2551, 0x2560,
    0x255D, 0x2569, 0x2563, 0x256C,
    0x0020, 0x00B7, 0x2591, 0x002B,
    '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};
/* clang-format on */

/* A glyph into one of the two outputs (the other is NULL). */
#define PUT(i, g) (bytes ? (void)(bytes[i] = glyph[g]) : (void)(units[i] = glyph_utf16[g]))

/* The index of the lowest set bit of v (v != 0). */
static int lowest_bit(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(v); /* one instruction, in WebAssembly too (i64.ctz) */
#else
    int n = 0;
    for (; !(v & 1); v >>= 1)
        n++;
    return n;
#endif
}

/* Up to eight blocks at a time: their types in the byte lanes of a word (block i in bits
   8i..8i+7, whatever the byte order: the compilers make eight reads one load where they can;
   lanes past n are void), a test of each lane setting its bit 4 (a type is 0..15), and the
   eight flags gathered into a byte, block i at bit i, by one multiplication. */
static uint64_t lane_types(const unsigned char *b, int n)
{
    uint64_t v = 0;
    if (n == 8)
        v = (uint64_t)b[0] | (uint64_t)b[1] << 8 | (uint64_t)b[2] << 16 | (uint64_t)b[3] << 24 |
            (uint64_t)b[4] << 32 | (uint64_t)b[5] << 40 | (uint64_t)b[6] << 48 |
            (uint64_t)b[7] << 56;
    else
        while (n-- > 0)
            v = v << 8 | b[n];
    return v >> DELVE_LM_TYPE_SHIFT & LANES(0x0F);
}

/* Bit 4 of each lane set when its type is not 0. */
static uint64_t nonzero(uint64_t types)
{
    return (types + LANES(0x0F)) & LANES(0x10);
}

static uint64_t lanes_bits(uint64_t flags)
{
    return ((flags >> 4 & LANES(1)) * 0x0102040810204080ull) >> 56;
}

/* A row of blocks as a set of bits: block x at bit x + 1, so bits 0 and width + 1 are the map's
   border, always clear. */
typedef struct row_bits {
    uint64_t w[2];
} row_bits;

/* Draws the map into bytes (CP437) or units (UTF-16): exactly one of the two is NULL.
   The default masks join walls to walls and (the quirk) to doors, never to the map edge; walls
   buried in rock are left out so outlines stay clean whether or not voids were opened. The
   outline is found a row of bits at a time: a wall is in it when one of its 8 neighbours is
   walkable (the walkable blocks grown by one along the row, then across rows); doors always
   are. Each wall's glyph then comes from its 4 neighbours. Rows 0 and height + 1 are the
   border. A row's words of bits are built in locals (indexing them by block kept them in
   memory, in WebAssembly on its shadow stack), and each block's glyph is one lookup by its type,
   then each wall of the outline's one more: drawing took twice as long as generating. */
static void draw(const delve_levelmap *map, unsigned char *bytes, uint16_t *units)
{
    row_bits walk[DELVE_LEVELMAP_MAX_SIDE + 2], wall[DELVE_LEVELMAP_MAX_SIDE + 2];
    row_bits part[DELVE_LEVELMAP_MAX_SIDE + 2]; /* the outline: its walls, then the doors */
    const unsigned char *b;
    int i, k, x, y, w = map->width, h = map->height;
    memset(walk, 0, sizeof(row_bits) * (size_t)(h + 2));
    memset(part, 0, sizeof(row_bits) * (size_t)(h + 2));
    for (y = 1; y <= h; y++)
        for (k = 0, x = 1, b = map->blocks + (y - 1) * w; k < 2; k++) {
            /* eight blocks' bits at a time go in at the top of the word, which then moves into
               place */
            uint64_t is_wall = 0, is_walk = 0, is_door = 0;
            const uint64_t wall_type = LANES(DELVE_LM_TYPE(DELVE_LM_WALL));
            const uint64_t door_type = LANES(DELVE_LM_TYPE(DELVE_LM_DOOR));
            int n, shift = 64, end = w < 64 * (k + 1) - 1 ? w : 64 * (k + 1) - 1;
            for (; x <= end; x += n, b += n, shift -= n) {
                uint64_t types = lane_types(b, n = end - x + 1 < 8 ? end - x + 1 : 8);
                /* walkable: neither void (0) nor wall (2), so not 0 without bit 1 */
                is_wall = is_wall >> n | lanes_bits(~nonzero(types ^ wall_type)) << (64 - n);
                is_walk = is_walk >> n | lanes_bits(nonzero(types & ~wall_type)) << (64 - n);
                is_door = is_door >> n | lanes_bits(~nonzero(types ^ door_type)) << (64 - n);
            }
            shift -= k ? 0 : 1; /* word 0 starts at bit 1 */
            wall[y].w[k] = shift < 64 ? is_wall >> shift : 0;
            walk[y].w[k] = shift < 64 ? is_walk >> shift : 0;
            part[y].w[k] = shift < 64 ? is_door >> shift : 0;
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
    b = map->blocks; /* every block by its type, a wall as rock (a loop for each output: these
                        run for every block, the loop below for the walls of the outline) */
    if (bytes)
        for (i = 0; i < w * h; i++)
            bytes[i] = glyph[TYPE_GLYPHS + DELVE_LM_TYPE(b[i])];
    else
        for (i = 0; i < w * h; i++)
            units[i] = glyph_utf16[TYPE_GLYPHS + DELVE_LM_TYPE(b[i])];
    for (y = 1, i = 0; y <= h; y++, i += w) {
        for (k = 0; k < 2; k++) { /* then the walls of the outline, one by one */
            /* for block x, bit x of: the outline here, east (x + 1), west (x - 1), south, north */
            uint64_t here = part[y].w[k], south = part[y + 1].w[k], north = part[y - 1].w[k];
            uint64_t east = here >> 1 | (k ? 0 : part[y].w[1] << 63);
            uint64_t west = here << 1 | (k ? part[y].w[0] >> 63 : 0);
            uint64_t walls = here & wall[y].w[k];
            for (; walls; walls &= walls - 1) {
                int bit = lowest_bit(walls);
                PUT(i + 64 * k + bit - 1, 16 | (east >> bit & 1) | (south >> bit & 1) << 1 |
                                              (west >> bit & 1) << 2 | (north >> bit & 1) << 3);
            }
        }
    }
}

void delve_levelmap_draw(const delve_levelmap *map, unsigned char *out)
{
    draw(map, out, NULL);
}

void delve_levelmap_draw_utf16(const delve_levelmap *map, uint16_t *out)
{
    draw(map, NULL, out);
}
