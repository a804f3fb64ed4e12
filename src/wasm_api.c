/* wasm_api.c — the flat API JavaScript calls: integers and pointers only, no embind. The only
   file that knows it is WebAssembly; web/delve.js is its other half. Every function named in
   src/wasm_exports.txt is exported. Memory: the module has a fixed heap (no growth, so no
   imports); JavaScript allocates each level or game with delve_wasm_alloc and frees it. */
#include <stdlib.h>

#include "delve.h"

void *delve_wasm_alloc(int size)
{
    return size > 0 ? malloc((size_t)size) : NULL;
}

void delve_wasm_free(void *p)
{
    free(p);
}

/* ---- Rogue ---- */

int delve_wasm_rogue_size(void)
{
    return (int)sizeof(delve_rogue_level);
}

int delve_wasm_rogue_generate(delve_rogue_level *lv, uint32_t seed, int depth, int mode, int cols)
{
    delve_rogue_options opt;
    opt.depth = depth;
    opt.mode = mode;
    opt.cols = cols;
    return delve_rogue_generate(seed, &opt, lv);
}

/* The level's cells: chars and flags are DELVE_ROGUE_ROWS rows of DELVE_ROGUE_COLS bytes each
   (40-column levels use the first 40 of each row). */
unsigned char *delve_wasm_rogue_chars(delve_rogue_level *lv)
{
    return &lv->chars[0][0];
}

unsigned char *delve_wasm_rogue_flags(delve_rogue_level *lv)
{
    return &lv->flags[0][0];
}

int delve_wasm_rogue_rows(const delve_rogue_level *lv)
{
    return lv->rows;
}

/* ---- LevelMap ---- */

int delve_wasm_levelmap_size(void)
{
    return (int)sizeof(delve_levelmap);
}

int delve_wasm_levelmap_generate(delve_levelmap *map, uint32_t seed, int width, int height,
                                 int corridor, int combined, int cellsize, int natural,
                                 int no_doors, int voids, int entrances, int textures)
{
    delve_levelmap_options opt = {0};
    opt.width = width;
    opt.height = height;
    opt.corridor = corridor;
    opt.combined = combined;
    opt.cellsize = cellsize;
    opt.natural = natural;
    opt.no_doors = no_doors;
    opt.voids = voids;
    opt.entrances = entrances;
    opt.textures = textures;
    return delve_levelmap_generate(seed, &opt, map);
}

unsigned char *delve_wasm_levelmap_blocks(delve_levelmap *map)
{
    return map->blocks;
}

int delve_wasm_levelmap_width(const delve_levelmap *map)
{
    return map->width;
}

int delve_wasm_levelmap_height(const delve_levelmap *map)
{
    return map->height;
}
