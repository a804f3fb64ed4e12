/* levelmap.h — the LevelMap library's documented API (Damian Gareth Walker's LevelMap manual),
   kept exactly, over the delve engine (delve_levelmap.h).

   WHERE IT IS
     #include <delve/levelmap.h> in new code. Code written for the original LevelMap library
     keeps its #include <levelmap.h>: the flags of delve::levelmap (CMake) and of levelmap.pc
     (pkg-config) put this folder on the include path. Link liblevelmap (it needs libdelve).

   WHAT IT IS
     A level map object with methods as function pointers. Before generate(), set the size and
     the settings; afterwards read the blocks, open voids and entrances, compute connected
     textures, and save or load maps. Each block byte is TTTTNWSE: type in bits 7..4 (0x00 void,
     0x10 open floor, 0x20 wall, 0x30 door, higher values the game's own), connection flags in
     bits 3..0 (1 east, 2 south, 4 west, 8 north).

   EXAMPLE
     LevelMap *map = new_LevelMap ();
     int x, y;
     srand (time (NULL));                       // each map's seed comes from rand ()
     map->setwidth (map, 16);
     map->setheight (map, 16);
     map->generate (map);
     while (! map->entrance (map, rand () % 4));
     for (y = 0; y < map->height; ++y) {
         for (x = 0; x < map->width; ++x)
             putchar (" .#+"[map->getblock (map, x, y) >> 4 & 3]);
         putchar ('\n');
     }
     map->destroy (map);

   RULES
     Limits:     each side 9..28 and at most 256 blocks (the engine itself goes to 80x80).
     Settings:   setcorridor, setcombined, setcellsize, setnatural, setdoors and setconnected
                 take no map, as documented, so they set library-wide settings shared by every
                 map; they start at the defaults and new_LevelMap() does not reset them. Not
                 thread-safe, for that reason; the reentrant API is delve_levelmap.h.
     Randomness: generate() takes its seed from one rand() call and entrance() picks with
                 rand() % count, so srand() in the host reproduces maps as with the original.
     Memory:     new_LevelMap() and generate()/read() allocate with malloc; destroy() frees.
     File:       write()/read() use width (1 byte), height (1 byte), then the blocks row-major,
                 exactly as held; read() consumes exactly that, so maps can sit in larger files.
*/
#ifndef LEVELMAP_H
#define LEVELMAP_H

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct levelmap LevelMap;

/* A new blank map (no size set, no blocks), or NULL when memory runs out. */
LevelMap *new_LevelMap(void);

struct levelmap {
    int width;             /* blocks per row; 0 until set, generated or read */
    int height;            /* rows; 0 until set, generated or read */
    unsigned char *blocks; /* width * height block bytes, row-major; NULL until generated/read */
    /* Written by hand, width and height must stay within the setters' limits, and over the
       blocks generate() or read() made, come to no more blocks than those: else every method
       below acts as before generation (0), never reading or writing past the blocks. Blocks
       put in by hand are the caller's to size. */

    /* Frees the blocks and the map; does nothing for NULL. */
    void (*destroy)(LevelMap *map);
    /* Writes the map to an open binary file; 1 on success, 0 without blocks, with a size outside
       the limits, on a write error, or for a NULL file. */
    int (*write)(LevelMap *map, FILE *output);
    /* Reads a map written by write(); 1 on success; 0 on a bad size, a short file or a NULL
       file, and then the map is left exactly as it was. */
    int (*read)(LevelMap *map, FILE *input);
    /* Sets the width (9..28) before generation; 0, unchanged, if out of range or if the area
       with the height already set would pass 256. A new size drops the blocks of an earlier
       generate() or read(): the map is then as before generation (getblock gives 0). */
    int (*setwidth)(LevelMap *map, int width);
    /* Sets the height, as setwidth(). */
    int (*setheight)(LevelMap *map, int height);
    /* Chance in percent (0..100, default 50) that a cell with two or more exits is a corridor;
       0 if out of range. */
    int (*setcorridor)(int chance);
    /* Chance in percent (0..100, default 50) that linked neighbouring chambers merge; 0 if out
       of range. */
    int (*setcombined)(int chance);
    /* Least cell interior size per side (1..3, default 2); 0 if out of range. */
    int (*setcellsize)(int minimum);
    /* Nonzero rounds chamber corners with wall (default off); returns 1. */
    int (*setnatural)(int natural);
    /* Nonzero puts doors in chamber exits and entrances (default on); returns 1. */
    int (*setdoors)(int doors);
    /* Bit fields (16 bits, bit t for block type t) for connecttextures(): types that join the
       same type, and types that join the map edge (defaults 0xFFFF and 0xFFF3); returns 1. */
    int (*setconnected)(int connected, int edges);
    /* Builds the map: both sides set = that size; one side = the other is 256 / side; none =
       random, 9x28 through 16x16 to 28x9. Stores the size, as both sides set: a second
       generate() on the same map keeps it, and setwidth()/setheight() are checked against it
       (sizes cannot be unset: a new random size needs a new map). 1 on success; 0 out of
       memory, or when width and height were written by hand outside 9..28 or over 256 blocks
       (the setters refuse those). */
    int (*generate)(LevelMap *map);
    /* Opens an entrance on edge 0 east, 1 south, 2 west, 3 north, at a random wall block with
       open floor inward (corners never): a door, or open floor with doors off. 1 on success; 0
       when no place qualifies, for a bad direction, or before generation. */
    int (*entrance)(LevelMap *map, int direction);
    /* Turns walls with no block other than void or wall among their 8 neighbours into void;
       1, or 0 without blocks. */
    int (*openvoids)(LevelMap *map);
    /* Fills every block's connection bits from setconnected(); 1, or 0 without blocks. */
    int (*connecttextures)(LevelMap *map);
    /* The block byte at (x, y); 0 (void) out of range or before generation. */
    int (*getblock)(LevelMap *map, int x, int y);
};

#ifdef __cplusplus
}
#endif

#endif
