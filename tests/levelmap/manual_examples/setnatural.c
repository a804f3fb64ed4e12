/* The manual's setnatural() example: "naturalistic corners". The same seed without natural mode
   gives the same map but for chamber corners filled with wall; the map stays connected. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    int i, k, filled = 0;
    for (i = 0; i < 200; i++) {
        LevelMap *square = new_LevelMap();
        seed_next_map((unsigned)i);
        square->generate(square);
        {
            /* generate naturalistic corners */
            LevelMap *map;
            map = new_LevelMap();
            map->setnatural(1);
            seed_next_map((unsigned)i);
            map->generate(map);
            /* ... use the map ... */
            CHECK(map->width == square->width && map->height == square->height);
            for (k = 0; k < map->width * map->height; k++) {
                CHECK(map->blocks[k] == square->blocks[k] ||
                      (square->blocks[k] == 0x10 && map->blocks[k] == 0x20));
                filled += map->blocks[k] != square->blocks[k];
            }
            CHECK(lm_walkable_connected(map->blocks, map->width, map->height));
            map->setnatural(0);
            map->destroy(map);
        }
        square->destroy(square);
    }
    CHECK(filled > 200);
    return check_done("manual example setnatural", "400 maps");
}
