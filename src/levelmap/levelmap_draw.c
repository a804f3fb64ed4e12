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

/* The lanes' bit 4 flags gathered into a byte, block i at bit i. */
static uint64_t lanes_bits(uint64_t flags)
{
    return delve_lm_lanes_bits(flags >> 4 & LANES(1));
}

/* A row of blocks as a set of bits: block x at bit x + 1, so bits 0 and width + 1 are the map's
   border, always clear. */
typedef struct row_bits {
    uint64_t w[2];
} row_bits;

/* A row's bits moved down by n (0 < n < 64). */
static row_bits row_down(row_bits r, int n)
{
    r.w[0] = r.w[0] >> n | r.w[1] << (64 - n);
    r.w[1] >>= n;
    return r;
}

/* Eight bits m into a row's bits at pos..pos + 7 (pos < 128 - 8), across its two words. */
static void put_bits(row_bits *r, int pos, uint64_t m)
{
    if (pos < 64) {
        r->w[0] |= m << pos;
        r->w[1] |= pos > 56 ? m >> (64 - pos) : 0;
    } else {
        r->w[1] |= m << (pos - 64);
    }
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
   outline is found a row of bits at a time: a wall is in it when one of its 8 neighbours is
   walkable (the walkable blocks grown by one along the row, then across rows); doors always
   are. Each wall's glyph then comes from its 4 neighbours. Rows 0 and height + 1 are the
   border. A row's words of bits are built in locals (indexing them by block kept them in
   memory, in WebAssembly on its shadow stack). Each block's glyph is one lookup, its index made
   eight blocks at a time in the lanes of a word: its type's, or a wall of the outline's by its
   neighbours (a wall at a time, that took a third of the drawing). */
#define CHUNKS ((DELVE_LEVELMAP_MAX_SIDE + 7) / 8) /* eights of blocks in a row */
static void draw(const delve_levelmap *map, unsigned char *bytes, uint16_t *units)
{
    row_bits walk[DELVE_LEVELMAP_MAX_SIDE + 2], wall[DELVE_LEVELMAP_MAX_SIDE + 2];
    row_bits part[DELVE_LEVELMAP_MAX_SIDE + 2];       /* the outline: its walls, then the doors */
    uint64_t types[DELVE_LEVELMAP_MAX_SIDE * CHUNKS]; /* each eight blocks' types, in lanes */
    const uint64_t wall_type = LANES(DELVE_LM_TYPE(DELVE_LM_WALL));
    const uint64_t door_type = LANES(DELVE_LM_TYPE(DELVE_LM_DOOR));
    const unsigned char *b;
    int i, c, x, y, w = map->width, h = map->height;
    if (!delve_lm_size_drawable(w, h))
        return;
    memset(walk, 0, sizeof(row_bits) * (size_t)(h + 2));
    memset(part, 0, sizeof(row_bits) * (size_t)(h + 2));
    for (y = 1, c = 0, b = map->blocks; y <= h; y++) {
        row_bits is_wall = {{0, 0}}, is_walk = {{0, 0}}, is_door = {{0, 0}};
        for (x = 0; x < w; x += 8, c++) { /* eight blocks' bits at a time, block x at bit x + 1 */
            uint64_t t = lane_types(b + x, w - x < 8 ? w - x : 8);
            types[c] = t;
            /* walkable: neither void (0) nor wall (2), so not 0 without bit 1 */
            put_bits(&is_wall, x + 1, lanes_bits(~nonzero(t ^ wall_type)));
            put_bits(&is_walk, x + 1, lanes_bits(nonzero(t & ~wall_type)));
            put_bits(&is_door, x + 1, lanes_bits(~nonzero(t ^ door_type)));
        }
        wall[y] = is_wall, walk[y] = is_walk, part[y] = is_door;
        b += w;
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
    for (y = 1, i = 0, c = 0; y <= h; y++) {
        /* for block x, bit x of: the walls of the outline, and the outline east, south, west
           and north of it; eight blocks at a time from the bottom byte */
        row_bits walls = {{part[y].w[0] & wall[y].w[0], part[y].w[1] & wall[y].w[1]}};
        row_bits east = row_down(part[y], 2), south = row_down(part[y + 1], 1);
        row_bits west = part[y], north = row_down(part[y - 1], 1);
        walls = row_down(walls, 1);
        for (x = 0; x < w; x += 8) { /* the eight blocks' glyph indices, one a lane */
            int j, n = w - x < 8 ? w - x : 8, at = x & 63, k8 = x >> 6;
            uint64_t index = types[c++] | LANES(TYPE_GLYPHS); /* a wall as rock */
            unsigned here = (unsigned)(walls.w[k8] >> at & 0xFF);
            if (here) { /* walls of the outline, by their neighbours in it */
                uint64_t in = delve_lm_lanes_spread(here) * 0xFF;
                uint64_t joins = LANES(16) |
                                 delve_lm_lanes_spread((unsigned)(east.w[k8] >> at & 0xFF)) |
                                 delve_lm_lanes_spread((unsigned)(south.w[k8] >> at & 0xFF)) << 1 |
                                 delve_lm_lanes_spread((unsigned)(west.w[k8] >> at & 0xFF)) << 2 |
                                 delve_lm_lanes_spread((unsigned)(north.w[k8] >> at & 0xFF)) << 3;
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
            i += n;
        }
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
