/* levelmap_demo.c — the LevelMap demonstration program, as the original's DEMO.EXE: builds a map
   with the documented API only and prints it.
   usage: levelmap_demo [seed | --help]    (without a seed, srand(time(NULL)) as the original
   would) */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "levelmap.h"

/* One character per block type: void, floor, wall, door; other types as '?'. */
static char block_char(int block)
{
    static const char types[] = " .#+";
    int type = block >> 4;
    return type < 4 ? types[type] : '?';
}

/* The seed argument: 1 for a whole number 0..4294967295 (strtoul alone would take blanks, signs
   and trailing letters). */
static int read_seed(const char *text, unsigned *seed)
{
    char *end;
    unsigned long v;
    errno = 0;
    v = strtoul(text, &end, 10);
    *seed = (unsigned)v;
    return text[0] >= '0' && text[0] <= '9' && *end == '\0' && errno != ERANGE && v <= 4294967295UL;
}

int main(int argc, char **argv)
{
    LevelMap *map;
    unsigned seed = (unsigned)time(NULL);
    int x, y;
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        puts("usage: levelmap_demo [seed]\n"
             "Prints a LevelMap level made with the original's API, as its DEMO.EXE did: the "
             "seed, an\ninteger from 0 to 4294967295, is srand's (without one, the time's).");
        return 0;
    }
    if (argc > 2) {
        fprintf(stderr,
                "levelmap_demo: one argument at most, the seed; not %d (usage: "
                "levelmap_demo [seed])\n",
                argc - 1);
        return 2;
    }
    if (argc == 2 && !read_seed(argv[1], &seed)) {
        fprintf(stderr,
                "levelmap_demo: the seed must be an integer from 0 to 4294967295, not '%.40s' "
                "(usage: levelmap_demo [seed])\n",
                argv[1]);
        return 2;
    }
    srand(seed);
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
