/* The manual's entrance() example: retrying random directions ends (every map has a place for
   an entrance, Project decisions 2) with exactly one new door on the map's edge. */
#include "check.h"
#include "manual_example.h"

static int edge_doors(LevelMap *map)
{
    int x, y, n = 0;
    for (y = 0; y < map->height; y++)
        for (x = 0; x < map->width; x++)
            if (x == 0 || y == 0 || x == map->width - 1 || y == map->height - 1)
                n += (map->getblock(map, x, y) & 0xF0) == 0x30;
    return n;
}

int main(void)
{
    int i;
    for (i = 0; i < 1000; i++) {
        /* attempt to open an entrance in one direction */
        LevelMap *map;
        map = new_LevelMap();
        map->setcorridor(i % 2 ? 100 : 50);
        map->generate(map);
        CHECK(edge_doors(map) == 0);
        while (!map->entrance(map, rand() % 4))
            ;
        /* ... use the map ... */
        CHECK(edge_doors(map) == 1);
        CHECK(lm_walkable_connected(map->blocks, map->width, map->height));
        map->setcorridor(50);
        map->destroy(map);
    }
    return check_done("manual example entrance", "1000 maps");
}
