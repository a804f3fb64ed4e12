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

/* Up to eight blocks' types in the byte lanes of a word (delve_lm_lanes_load; lanes past n are
   void), a test of each lane setting its bit 4 (a type is 0..15), and the eight flags gathered
   into a byte, block i at bit i, by one multiplication. */
static uint64_t lane_types(const unsigned char *b, int n)
{
    return delve_lm_lanes_load(b, n) >> DELVE_LM_TYPE_SHIFT & LANES(0x0F);
}

/* Bit 4 of each lane set when its type is not 0. */
static uint64_t nonzero(uint64_t types)
{
    return (types + LANES(0x0F)) & LANES(0x10);
}

/* Each lane 1 where its flag (bit 4, as nonzero's) is set, else 0. */
static uint64_t ones(uint64_t flags)
{
    return flags >> 4 & LANES(1);
}

/* Eight bytes at p as a word, lane i the byte at p + i (unaligned, one load). */
static uint64_t load8(const unsigned char *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static void store8(unsigned char *p, uint64_t v)
{
    memcpy(p, &v, 8);
}

/* Eight glyphs as UTF-16, by the indices in the lanes of index (written out: the WebAssembly
   build does not unroll loops, and a loop here cost a shift by a variable and a branch a glyph). */
static void put8_utf16(uint16_t *u, uint64_t index)
{
    u[0] = glyph_utf16[index & 0xFF];
    u[1] = glyph_utf16[index >> 8 & 0xFF];
    u[2] = glyph_utf16[index >> 16 & 0xFF];
    u[3] = glyph_utf16[index >> 24 & 0xFF];
    u[4] = glyph_utf16[index >> 32 & 0xFF];
    u[5] = glyph_utf16[index >> 40 & 0xFF];
    u[6] = glyph_utf16[index >> 48 & 0xFF];
    u[7] = glyph_utf16[index >> 56];
}

/* Draws the map into bytes (CP437) or units (UTF-16): exactly one of the two is NULL.
   The default masks join walls to walls and (the quirk) to doors, never to the map edge; walls
   buried in rock are left out so outlines stay clean whether or not voids were opened. The
   outline: a wall is in it when one of its 8 neighbours is walkable; doors always are. Each
   wall's glyph then comes from its 4 neighbours in the outline. Both steps read neighbours from
   planes of 0/1 bytes, one a block, with a border of zeros around the map (rows 0 and height +
   1, column 0 and the columns past the width), eight blocks at a time in the lanes of a word:
   each of the eight neighbours of eight blocks is one unaligned load (as rows of bits, each had
   to be shifted out and spread into lanes, a multiplication each). Each block's glyph is one
   lookup: its type's, or a wall of the outline's by its neighbours. */
#define STRIDE (DELVE_LEVELMAP_MAX_SIDE + 8) /* a plane's row: border, blocks, eight to spare */
static void draw(const delve_levelmap *map, unsigned char *bytes, uint16_t *units)
{
    unsigned char walk[(DELVE_LEVELMAP_MAX_SIDE + 2) * STRIDE]; /* walkable */
    unsigned char part[(DELVE_LEVELMAP_MAX_SIDE + 2) * STRIDE]; /* in the outline */
    const uint64_t wall_type = LANES(DELVE_LM_TYPE(DELVE_LM_WALL));
    const uint64_t door_type = LANES(DELVE_LM_TYPE(DELVE_LM_DOOR));
    const unsigned char *b;
    int i, j, n, x, y, w = map->width, h = map->height;
    if (!delve_lm_size_drawable(w, h))
        return;
    memset(walk, 0, STRIDE * (size_t)(h + 2));
    memset(part, 0, STRIDE * (size_t)(h + 2));
    for (y = 1, b = map->blocks; y <= h; y++, b += w) /* walkable: neither void nor wall */
        for (x = 0; x < w; x += 8)
            store8(walk + y * STRIDE + 1 + x,
                   ones(nonzero(lane_types(b + x, w - x < 8 ? w - x : 8) & ~wall_type)));
    for (y = 1, b = map->blocks; y <= h; y++, b += w)
        for (x = 0; x < w; x += 8) { /* the doors, and the walls next to a walkable block */
            const unsigned char *k = walk + y * STRIDE + x; /* the block west of x */
            uint64_t t = lane_types(b + x, w - x < 8 ? w - x : 8);
            uint64_t near = load8(k - STRIDE) | load8(k - STRIDE + 1) | load8(k - STRIDE + 2) |
                            load8(k) | load8(k + 2) | load8(k + STRIDE) | load8(k + STRIDE + 1) |
                            load8(k + STRIDE + 2);
            store8(part + y * STRIDE + 1 + x,
                   ones(~nonzero(t ^ door_type)) | (ones(~nonzero(t ^ wall_type)) & near));
        }
    for (y = 1, i = 0, b = map->blocks; y <= h; y++, b += w)
        for (x = 0; x < w; x += 8, i += n) { /* the eight blocks' glyph indices, one a lane */
            const unsigned char *k = part + y * STRIDE + 1 + x;
            uint64_t t = lane_types(b + x, n = w - x < 8 ? w - x : 8);
            uint64_t index = t | LANES(TYPE_GLYPHS);                /* a wall as rock */
            uint64_t in = load8(k) & ones(~nonzero(t ^ wall_type)); /* walls of the outline */
            if (in) { /* ... by their neighbours in it */
                uint64_t joins = LANES(16) | load8(k + 1) | load8(k + STRIDE) << 1 |
                                 load8(k - 1) << 2 | load8(k - STRIDE) << 3;
                in *= 0xFF;
                index = (index & ~in) | (joins & in);
            }
            if (n == 8 && units) /* the JSON's path: unrolled, each lane's shift a constant */
                put8_utf16(units + i, index);
            else if (units)
                for (j = 0; j < n; j++)
                    units[i + j] = glyph_utf16[index >> 8 * j & 0xFF];
            else
                for (j = 0; j < n; j++)
                    bytes[i + j] = glyph[index >> 8 * j & 0xFF];
        }
}

void delve_levelmap_draw(const delve_levelmap *map, unsigned char *out)
{
    if (map && out)
        draw(map, out, NULL);
}

void delve_levelmap_draw_utf16(const delve_levelmap *map, uint16_t *out)
{
    if (map && out)
        draw(map, NULL, out);
}
