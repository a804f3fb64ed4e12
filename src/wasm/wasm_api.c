/* wasm_api.c — the flat API JavaScript calls: integers and pointers only, no embind. The only
   file that knows it is WebAssembly; web/api/delve.js is its other half. Every function named in
   src/wasm_exports.txt is exported. Memory: the module has a fixed heap (no growth, so no
   imports); JavaScript allocates each level or game with delve_wasm_alloc and frees it. */
#include <malloc.h>
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

int delve_wasm_rogue_generate(delve_rogue_level *lv, uint32_t seed, int depth, int mode, int cols,
                              int dos)
{
    delve_rogue_options opt;
    opt.depth = depth;
    opt.mode = mode;
    opt.cols = cols;
    opt.dos = dos;
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

/* ---- the game ---- */

int delve_wasm_game_size(void)
{
    return (int)delve_game_size();
}

int delve_wasm_game_start(delve_game *g, uint32_t seed, int generator, int depth, int mode,
                          int cols, int width, int height, int corridor, int combined,
                          int cellsize, int natural, int no_doors, int voids, int entrances,
                          int dos, const char *name, const char *fruit)
{
    delve_game_options opt = {0};
    opt.generator = generator;
    opt.depth = depth;
    opt.mode = mode;
    opt.cols = cols;
    opt.dos = dos;
    opt.name = name;
    opt.fruit = fruit;
    opt.levelmap.width = width;
    opt.levelmap.height = height;
    opt.levelmap.corridor = corridor;
    opt.levelmap.combined = combined;
    opt.levelmap.cellsize = cellsize;
    opt.levelmap.natural = natural;
    opt.levelmap.no_doors = no_doors;
    opt.levelmap.voids = voids;
    opt.levelmap.entrances = entrances;
    return delve_game_start(g, seed, &opt);
}

/* One figure of the game's state, by index (see STATE_FIELDS in web/api/game.js); the seed
   comes back as a signed int (JavaScript reads it with >>> 0). */
int delve_wasm_game_state(const delve_game *g, int field)
{
    delve_game_state s;
    if (delve_game_get_state(g, &s) != DELVE_OK)
        return 0;
    switch (field) {
    case 0: return s.generator;
    case 1: return s.depth;
    case 2: return s.mode;
    case 3: return s.cols;
    case 4: return (int)s.seed;
    case 5: return s.x;
    case 6: return s.y;
    case 7: return s.gold;
    case 8: return s.turns;
    case 9: return s.held;
    default:
        if (field == 10 + DELVE_ITEM_KINDS)
            return s.dos;
        if (field == 11 + DELVE_ITEM_KINDS)
            return s.inventory;
        return field >= 10 && field < 10 + DELVE_ITEM_KINDS ? s.items[field - 10] : 0;
    }
}

/* ---- memory accounting ---- */

/* Bytes of heap in use, for leak checks from JavaScript. */
int delve_wasm_heap_used(void)
{
    return (int)mallinfo().uordblks;
}

/* ---- the Rogue level's contents, for building its JavaScript object without JSON text ---- */

#define PUT3(a, b, c) (out[n++] = (a), out[n++] = (b), out[n++] = (c))

/* Writes, as int32s: rows; the 9 rooms as x y w h flags; then each list as its length and
   three ints an entry — doors (x y secret), traps (x y type), gold (x y value), items (x y
   kind), monsters (x y letter) — with stairs and player (x y) after the traps. At most 400
   ints; returns how many were written. */
int delve_wasm_rogue_contents(const delve_rogue_level *lv, int32_t *out)
{
    int n = 0, i;
    out[n++] = lv->rows;
    for (i = 0; i < DELVE_ROGUE_ROOMS; i++) {
        const delve_rogue_room *r = &lv->rooms[i];
        out[n++] = r->x, out[n++] = r->y, out[n++] = r->w, out[n++] = r->h, out[n++] = r->flags;
    }
    out[n++] = lv->n_doors;
    for (i = 0; i < lv->n_doors; i++)
        PUT3(lv->doors[i].x, lv->doors[i].y, lv->doors[i].secret);
    out[n++] = lv->n_traps;
    for (i = 0; i < lv->n_traps; i++)
        PUT3(lv->traps[i].x, lv->traps[i].y, lv->traps[i].type);
    out[n++] = lv->stairs.x, out[n++] = lv->stairs.y;
    out[n++] = lv->player.x, out[n++] = lv->player.y;
    out[n++] = lv->n_gold;
    for (i = 0; i < lv->n_gold; i++)
        PUT3(lv->gold[i].x, lv->gold[i].y, lv->gold[i].value);
    out[n++] = lv->n_items;
    for (i = 0; i < lv->n_items; i++)
        PUT3(lv->items[i].x, lv->items[i].y, lv->items[i].kind);
    out[n++] = lv->n_monsters;
    for (i = 0; i < lv->n_monsters; i++)
        PUT3(lv->monsters[i].x, lv->monsters[i].y, lv->monsters[i].letter);
    return n;
}
