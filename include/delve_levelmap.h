/* delve_levelmap.h — the LevelMap generator as a reentrant, seeded engine. Included by delve.h.

   WHAT IT IS
     LevelMap levels (after Damian Gareth Walker's LevelMap library, spec/levelmap.md): the map is
     cut into a grid of cells, the cells are linked in a shuffled chain, each becomes a chamber or
     a 1-wide corridor (dead ends are always chambers), neighbouring chambers may merge, exits of
     chambers get doors; then optional natural corners, voids, entrances and connected textures.
     Each block is one byte TTTTNWSE: the type in the high nibble (DELVE_LM_VOID, _FLOOR, _WALL,
     _DOOR; 4..15 are the host's), connection flags in the low nibble (bit d = 1 << direction).
     The original object API (LevelMap, new_LevelMap, rand()-seeded) is levelmap.h, over this.

   EXAMPLE
     delve_levelmap_options opt = {0};               // zero = defaults: size as the manual says,
     opt.width = 16; opt.height = 16;                 //   corridor 50 %, combined 50 %, cells >= 2
     opt.entrances = 1;
     static delve_levelmap map;                        // ~6.4 KB, caller-owned
     int st = delve_levelmap_generate(42, &opt, &map);
     if (st != DELVE_OK) puts(delve_status_message(st));
     int t = DELVE_LM_TYPE(map.blocks[y * map.width + x]);

   RULES
     Sizes:       each side 9..80 (the original allowed 9..28 and at most 256 blocks; levelmap.h
                  keeps those limits). Cells per side: (side - 1) / 4.
     Randomness:  PCG32 seeded with the 32-bit seed; the same seed and options give the same bytes
                  everywhere. Draw order: width (only when no side is set), column sizes, row
                  sizes, the shuffle, classification, merges, then entrances.
     Memory:      nothing here allocates, reads a clock or keeps state between calls.
*/
#ifndef DELVE_LEVELMAP_H
#define DELVE_LEVELMAP_H

#include <stddef.h>
#include <stdint.h>

#include "delve.h" /* DELVE_OK, DELVE_NONE, DELVE_ERR_*, delve_status_message */

#ifdef __cplusplus
extern "C" {
#endif

#define DELVE_LEVELMAP_MIN_SIDE 9
#define DELVE_LEVELMAP_MAX_SIDE 80
#define DELVE_LEVELMAP_MAX_BLOCKS (DELVE_LEVELMAP_MAX_SIDE * DELVE_LEVELMAP_MAX_SIDE)
#define DELVE_LEVELMAP_MAX_ENTRANCES 4
#define DELVE_LEVELMAP_PERCENT_DEFAULT 50 /* corridor and combined chances */
#define DELVE_LEVELMAP_CELLSIZE_MAX 3
#define DELVE_LEVELMAP_CELLSIZE_DEFAULT 2

/* Block types (high nibble of a block byte). */
enum { DELVE_LM_VOID = 0x00, DELVE_LM_FLOOR = 0x10, DELVE_LM_WALL = 0x20, DELVE_LM_DOOR = 0x30 };
#define DELVE_LM_TYPE_SHIFT 4
/* A block's type: 0 void, 1 floor, 2 wall, 3 door, 4..15 the host's (a plain char's block too,
   whose high bit would make it negative) */
#define DELVE_LM_TYPE(block) (((block) >> DELVE_LM_TYPE_SHIFT) & 0x0F)

/* Directions: entrance edges and connection bits (bit 1 << direction of the low nibble). */
enum { DELVE_LM_EAST = 0, DELVE_LM_SOUTH = 1, DELVE_LM_WEST = 2, DELVE_LM_NORTH = 3 };

/* Default connected-texture masks: bit t for block type t (spec §9). */
#define DELVE_LM_CONNECTED_DEFAULT 0xFFFF /* every type joins its own type */
#define DELVE_LM_EDGES_DEFAULT 0xFFF3     /* every type but wall and door joins the map edge */

typedef struct delve_levelmap_options {
    int width, height; /* 9..80 blocks. 0 = as the manual says: both 0 = width 9..28 at random and
                          height 256/width; one side set = the other is 256/side, at least 9 (so a
                          side over 28 gets a 9-block other side) */
    int corridor;      /* chance in percent that a cell with two or more exits is a corridor;
                          0 = DELVE_LEVELMAP_PERCENT_DEFAULT (50), DELVE_NONE = 0 % (every cell
                          a chamber), else 1..100 */
    int combined;      /* chance in percent that two linked neighbouring chambers merge;
                          0 = DELVE_LEVELMAP_PERCENT_DEFAULT (50), DELVE_NONE = 0 % (never), else
                          1..100 */
    int cellsize;      /* least cell interior per side, 1..DELVE_LEVELMAP_CELLSIZE_MAX (3);
                          0 = DELVE_LEVELMAP_CELLSIZE_DEFAULT (2) */
    int natural;       /* nonzero: round chamber corners with wall (spec §6); 0 = off */
    int no_doors;      /* nonzero: chamber exits and entrances are open floor; 0 = doors */
    int voids;         /* nonzero: run openvoids after generating; 0 = off */
    int entrances;     /* entrances to open on the map edge, 0..4; 0 (or DELVE_NONE) = none */
    int textures;      /* nonzero: fill the connection bits (connecttextures); 0 = low nibbles 0 */
    int connected;     /* textures: types joining their own type; 0 = 0xFFFF, DELVE_NONE = 0 */
    int edges;         /* textures: types joining the map edge; 0 = 0xFFF3, DELVE_NONE = 0 */
} delve_levelmap_options;

typedef struct delve_levelmap {
    uint32_t seed;
    int width, height; /* the size the level was made at */
    int entrances;     /* entrances opened: fewer than asked only when no edge had a candidate */
    unsigned char blocks[DELVE_LEVELMAP_MAX_BLOCKS]; /* [y * width + x], x east, y south; the
                                                        bytes past width * height are 0 */
} delve_levelmap;

/* Checks the options and fills in every default, once: *out gets corridor and combined 1..100
   (DELVE_NONE for 0 %), cellsize 1..3, entrances 0..4, the masks (DELVE_NONE for none), the
   switches as 0 or 1; width and height stay as given (0: chosen from the seed as the manual
   says). in may be NULL (all defaults) and may be out. Returns DELVE_OK, or the first bad field's
   DELVE_ERR_* (then *out is left as it was). The generator, the CLI and JavaScript go through it. */
int delve_levelmap_resolve_options(const delve_levelmap_options *in, delve_levelmap_options *out);

/* Checks options without generating: delve_levelmap_resolve_options' status. */
int delve_levelmap_check_options(const delve_levelmap_options *opt);

/* Builds the level for seed into *out. opt may be NULL for all defaults. */
int delve_levelmap_generate(uint32_t seed, const delve_levelmap_options *opt, delve_levelmap *out);

/* The steps after generation, on any row-major block array (hand-made maps too, of any size:
   the array must hold width * height bytes, a product that fits in an int); a NULL array is
   left alone (0 entrances). */

/* Walls with no block other than void or wall among their 8 neighbours become void (spec §7). */
void delve_levelmap_openvoids(unsigned char *blocks, int width, int height);

/* How many places on edge `direction` can take an entrance: wall on the edge, floor inward,
   corners excluded (spec §8). 0 also for a direction outside 0..3, and for a map under 2 blocks
   either way (no block is inward of its edges). */
int delve_levelmap_entrance_count(const unsigned char *blocks, int width, int height,
                                  int direction);

/* Opens the pick-th (0-based, west to east or north to south) of those places as a door, or as
   floor when doors is 0. Returns 1, or 0 when pick is not below the count. */
int delve_levelmap_entrance_open(unsigned char *blocks, int width, int height, int direction,
                                 int pick, int doors);

/* Rewrites every low nibble (spec §9): bit d is set when the neighbour in direction d has the
   same type t and bit t of connected is set, or is a wall next to a door (either way) and
   connected has bits 2 and 3 both set; off the map, when bit t of edges is set. */
void delve_levelmap_connecttextures(unsigned char *blocks, int width, int height,
                                    unsigned connected, unsigned edges);

/* The glyphs delve_levelmap_draw uses (CP437). */
enum {
    DELVE_LM_CH_VOID = 0x20,  /* ' ' void */
    DELVE_LM_CH_FLOOR = 0xFA, /* '·' open floor */
    DELVE_LM_CH_DOOR = 0x2B,  /* '+' door */
    DELVE_LM_CH_ROCK = 0xB0,  /* '░' wall touching no walkable block (what openvoids removes) */
    DELVE_LM_CH_PILLAR = 0xFE /* '■' wall joined to no other wall or door */
};

/* The level as CP437 bytes, width * height, row-major, no separators. Walls are double-line box
   drawing (═ ║ ╔ ╗ ╚ ╝ ╠ ╣ ╦ ╩ ╬) picked from the bits connecttextures gives with the default
   masks, counting only walls that touch walkable space (the outline openvoids would keep) and
   doors; computed here, the blocks' own low nibbles are not read. Host types draw as '4'..'F'.
   A map whose width or height is outside 1..DELVE_LEVELMAP_MAX_SIDE draws nothing, nor does a
   NULL map or out (nor NULL's JSON: delve_levelmap_json gives "" and 0). */
void delve_levelmap_draw(const delve_levelmap *map, unsigned char *out);

/* The same glyphs as UTF-16 code units (delve_cp437_unicode's: all are in the BMP), width *
   height of them, for hosts whose strings are UTF-16 (JavaScript decodes them in place). */
void delve_levelmap_draw_utf16(const delve_levelmap *map, uint16_t *out);

/* The level as the project's JSON object, without a trailing newline:
   {"generator":"levelmap","seed":S,"width":W,"height":H,"blocks":[[..],..],"map":[".."]}
   (blocks: height rows of width byte values; map: the UTF-8 of delve_levelmap_draw). Writes at
   most cap bytes including a terminating NUL and returns the whole length, like snprintf. */
size_t delve_levelmap_json(const delve_levelmap *map, char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif
