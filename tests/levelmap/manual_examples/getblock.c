/* The manual's getblock() example, with its slips corrected: both loops increment, and each
   block prints as its type (one digit) rather than the whole byte through "%1d". getblock()
   bounds-checks: 0 (void) outside the map. */
#include <stdio.h>

#include "check.h"
#include "manual_example.h"

int main(void)
{
    int x, y;
    LevelMap *map;
    map = new_LevelMap();
    map->generate(map);
    for (y = 0; y < map->height; ++y) {
        for (x = 0; x < map->width; ++x)
            printf("%1d", map->getblock(map, x, y) >> 4);
        printf("\n");
    }
    for (y = -1; y <= map->height; ++y)
        for (x = -1; x <= map->width; ++x) {
            int inside = x >= 0 && y >= 0 && x < map->width && y < map->height;
            CHECK(map->getblock(map, x, y) == (inside ? map->blocks[y * map->width + x] : 0));
        }
    map->destroy(map);
    return check_done("manual example getblock", "1 map");
}
