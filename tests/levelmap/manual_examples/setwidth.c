/* The manual's setwidth()/setheight() example, and the rules its text states: both set gives
   exactly that size; one set gives the largest map of at most 256 blocks (width 17 -> 17x15);
   none set, anything from 9x28 through 16x16 to 28x9; out of range or over 256 blocks fails. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    int i;
    {
        /* generate a level map of precise dimensions */
        LevelMap *map;
        map = new_LevelMap();
        map->setwidth(map, 16);
        map->setheight(map, 16);
        map->generate(map);
        /* ... do things with the map ... */
        CHECK(map->width == 16 && map->height == 16);
        map->destroy(map);
    }
    for (i = 0; i < 100; i++) {
        LevelMap *map = new_LevelMap(), *both = new_LevelMap(), *none = new_LevelMap();
        CHECK(map->setwidth(map, 17) == 1 && map->generate(map) == 1);
        CHECK(map->width == 17 && map->height == 15);
        CHECK(both->setwidth(both, 9) == 1 && both->setheight(both, 9) == 1);
        CHECK(both->generate(both) == 1 && both->width == 9 && both->height == 9);
        CHECK(none->generate(none) == 1 && none->width >= 9 && none->width <= 28 &&
              none->height == 256 / none->width);
        map->destroy(map);
        both->destroy(both);
        none->destroy(none);
    }
    {
        LevelMap *map = new_LevelMap();
        CHECK(map->setwidth(map, 8) == 0 && map->setwidth(map, 29) == 0);
        CHECK(map->setheight(map, 13) == 1 && map->setwidth(map, 20) == 0);
        map->destroy(map);
    }
    return check_done("manual example setwidth/setheight", "301 maps");
}
