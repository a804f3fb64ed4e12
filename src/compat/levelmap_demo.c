/* levelmap_demo.c — the LevelMap demonstration program, as the original's DEMO.EXE: builds a map
   with the documented API only and prints it.
   usage: levelmap_demo [seed]    (without a seed, srand(time(NULL)) as the original would) */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "levelmap.h"

/* One character per block type: void, floor, wall, door; other types as '?'. */
static char block_char(int block)
{
    static const char types[] = " .#+";
    int type = block >> 4;
    return type < 4 ? types[type] : '?';
}

int main(int argc, char **argv)
{
    LevelMap *map;
    int x, y;
    srand(argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : (unsigned)time(NULL));
    map = new_LevelMap();
    if (!map) {
        fputs("levelmap_demo: out of memory\n", stderr);
        return 1;
    }
    if (!map->generate(map)) {
        fputs("levelmap_demo: could not generate the map\n", stderr);
        map->destroy(map);
        return 1;
    }
    while (!map->entrance(map, rand() % 4))
        continue;
    printf("%dx%d level map:\n", map->width, map->height);
    for (y = 0; y < map->height; ++y) {
        for (x = 0; x < map->width; ++x)
            putchar(block_char(map->getblock(map, x, y)));
        putchar('\n');
    }
    map->destroy(map);
    return 0;
}
