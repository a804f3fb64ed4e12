/* levelmap_compat.c — the documented LevelMap object API (include/delve/levelmap.h) over the
   engine. Everything the engine must not do lives here: malloc, FILE*, rand(), and the six
   library-wide settings the documented map-less setters imply (spec §1.2, Project decisions). */
#include "delve/levelmap.h"

#include <stdlib.h>
#include <string.h>

#include "delve_levelmap.h"

/* The library-wide settings, at the documented defaults; new_LevelMap() leaves them alone. */
static int setting_corridor = DELVE_LEVELMAP_PERCENT_DEFAULT;
static int setting_combined = DELVE_LEVELMAP_PERCENT_DEFAULT;
static int setting_cellsize = DELVE_LEVELMAP_CELLSIZE_DEFAULT;
static int setting_natural = 0;
static int setting_doors = 1;
static unsigned setting_connected = DELVE_LM_CONNECTED_DEFAULT;
static unsigned setting_edges = DELVE_LM_EDGES_DEFAULT;

#define SIDE_MIN 9
#define SIDE_MAX 28
#define AREA_MAX 256

static int side_ok(int side)
{
    return side >= SIDE_MIN && side <= SIDE_MAX;
}

/* A whole size within the documented limits, which are also the file format's. */
static int size_ok(int width, int height)
{
    return side_ok(width) && side_ok(height) && width * height <= AREA_MAX;
}

/* A size before generation, where 0 stands for a side not set yet. */
static int planned_size_ok(int width, int height)
{
    return (width == 0 || side_ok(width)) && (height == 0 || side_ok(height)) &&
           width * height <= AREA_MAX;
}

/* The map new_LevelMap() hands out, with the blocks it made (generate(), read()) and how many:
   width and height are public and may be written by hand, and a size larger than those blocks
   must not send a method past their end. Blocks the caller put in are the caller's to size. */
typedef struct {
    LevelMap map; /* first: a LevelMap * is the held_map's address */
    const unsigned char *made;
    size_t made_n;
} held_map;

static held_map *held(LevelMap *map)
{
    return (held_map *)map;
}

/* The map's blocks as generate() or read() made them, width x height of them. */
static void hold(LevelMap *map, unsigned char *blocks, int width, int height)
{
    free(map->blocks);
    map->blocks = blocks;
    map->width = width;
    map->height = height;
    held(map)->made = blocks;
    held(map)->made_n = blocks ? (size_t)width * (size_t)height : 0;
}

/* Whether the map has blocks to read and change: a size within the limits and, where they are
   the blocks this file made, no more of them than it made. */
static int has_blocks(LevelMap *map)
{
    return map->blocks && size_ok(map->width, map->height) &&
           (map->blocks != held(map)->made ||
            (size_t)map->width * (size_t)map->height <= held(map)->made_n);
}

static void destroy(LevelMap *map)
{
    if (!map)
        return;
    free(map->blocks);
    free(map);
}

static int write_map(LevelMap *map, FILE *output)
{
    size_t n;
    if (!output || !has_blocks(map))
        return 0;
    n = (size_t)map->width * (size_t)map->height;
    return fputc(map->width, output) != EOF && fputc(map->height, output) != EOF &&
           fwrite(map->blocks, 1, n, output) == n;
}

/* Project decisions 4: validate, read into a fresh buffer, and replace the map only when all of
   it has arrived. Block bytes are not checked: host types 4..15 are legal. */
static int read_map(LevelMap *map, FILE *input)
{
    int width = input ? fgetc(input) : EOF, height;
    unsigned char *blocks;
    size_t n;
    if (width == EOF || (height = fgetc(input)) == EOF || !size_ok(width, height))
        return 0;
    n = (size_t)width * (size_t)height;
    blocks = malloc(n);
    if (!blocks)
        return 0;
    if (fread(blocks, 1, n, input) != n) {
        free(blocks);
        return 0;
    }
    hold(map, blocks, width, height);
    return 1;
}

/* A new size no longer fits the blocks held: they go, and the map is as before generation. */
static void drop_blocks_unless(LevelMap *map, int same_size)
{
    if (map->blocks && !same_size)
        hold(map, NULL, map->width, map->height);
}

static int setwidth(LevelMap *map, int width)
{
    if (!side_ok(width) || !planned_size_ok(width, map->height))
        return 0;
    drop_blocks_unless(map, width == map->width);
    map->width = width;
    return 1;
}

static int setheight(LevelMap *map, int height)
{
    if (!side_ok(height) || !planned_size_ok(map->width, height))
        return 0;
    drop_blocks_unless(map, height == map->height);
    map->height = height;
    return 1;
}

static int set_percent(int *setting, int chance)
{
    if (chance < 0 || chance > 100)
        return 0;
    *setting = chance;
    return 1;
}

static int setcorridor(int chance)
{
    return set_percent(&setting_corridor, chance);
}

static int setcombined(int chance)
{
    return set_percent(&setting_combined, chance);
}

static int setcellsize(int minimum)
{
    if (minimum < 1 || minimum > DELVE_LEVELMAP_CELLSIZE_MAX)
        return 0;
    setting_cellsize = minimum;
    return 1;
}

static int setnatural(int natural)
{
    setting_natural = natural != 0;
    return 1;
}

static int setdoors(int doors)
{
    setting_doors = doors != 0;
    return 1;
}

/* The fields are 16 bits wide, as int was on the original's DOS compilers. */
static int setconnected(int connected, int edges)
{
    setting_connected = (unsigned)connected & 0xFFFFu;
    setting_edges = (unsigned)edges & 0xFFFFu;
    return 1;
}

static int generate(LevelMap *map)
{
    delve_levelmap *level;
    delve_levelmap_options opt = {0};
    unsigned char *blocks;
    size_t n;
    unsigned seed;
    if (!planned_size_ok(map->width, map->height))
        return 0;
    opt.width = map->width;
    opt.height = map->height;
    opt.corridor = delve_option_value(setting_corridor); /* a real 0 % as DELVE_NONE */
    opt.combined = delve_option_value(setting_combined);
    opt.cellsize = setting_cellsize;
    opt.natural = setting_natural;
    opt.no_doors = !setting_doors;
    seed = (unsigned)rand(); /* Project decisions 6: exactly one rand() per map */
    level = malloc(sizeof *level);
    if (!level)
        return 0;
    delve_levelmap_generate(seed, &opt, level);
    n = (size_t)level->width * (size_t)level->height;
    blocks = malloc(n);
    if (blocks) {
        memcpy(blocks, level->blocks, n);
        /* §2.2: the size is stored, so a second generate() reuses it. */
        hold(map, blocks, level->width, level->height);
    }
    free(level);
    return blocks != NULL;
}

static int entrance(LevelMap *map, int direction)
{
    int count;
    if (!has_blocks(map))
        return 0;
    count = delve_levelmap_entrance_count(map->blocks, map->width, map->height, direction);
    if (!count)
        return 0;
    return delve_levelmap_entrance_open(map->blocks, map->width, map->height, direction,
                                        rand() % count, setting_doors);
}

static int openvoids(LevelMap *map)
{
    if (!has_blocks(map))
        return 0;
    delve_levelmap_openvoids(map->blocks, map->width, map->height);
    return 1;
}

static int connecttextures(LevelMap *map)
{
    if (!has_blocks(map))
        return 0;
    delve_levelmap_connecttextures(map->blocks, map->width, map->height, setting_connected,
                                   setting_edges);
    return 1;
}

static int getblock(LevelMap *map, int x, int y)
{
    if (!has_blocks(map) || x < 0 || y < 0 || x >= map->width || y >= map->height)
        return 0;
    return map->blocks[y * map->width + x];
}

LevelMap *new_LevelMap(void)
{
    held_map *h = malloc(sizeof *h);
    LevelMap *map;
    if (!h)
        return NULL;
    map = &h->map;
    map->width = 0;
    map->height = 0;
    map->blocks = NULL;
    h->made = NULL;
    h->made_n = 0;
    map->destroy = destroy;
    map->write = write_map;
    map->read = read_map;
    map->setwidth = setwidth;
    map->setheight = setheight;
    map->setcorridor = setcorridor;
    map->setcombined = setcombined;
    map->setcellsize = setcellsize;
    map->setnatural = setnatural;
    map->setdoors = setdoors;
    map->setconnected = setconnected;
    map->generate = generate;
    map->entrance = entrance;
    map->openvoids = openvoids;
    map->connecttextures = connecttextures;
    map->getblock = getblock;
    return map;
}
