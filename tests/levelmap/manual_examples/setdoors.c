/* The manual's setdoors() example, with its slip corrected: it calls setdoors(0), not
   setnatural(1). "An open level without doors": no door blocks at all, where the default has
   doors. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    int i, doors_by_default = 0;
    for (i = 0; i < 200; i++) {
        /* generate an open level without doors */
        LevelMap *map;
        map = new_LevelMap();
        map->setdoors(0);
        map->generate(map);
        /* ... use the map ... */
        CHECK(count_blocks(map, 0x30) == 0);
        CHECK(lm_walkable_connected(map->blocks, map->width, map->height));
        map->setdoors(1);
        map->generate(map);
        doors_by_default += count_blocks(map, 0x30) > 0;
        map->destroy(map);
    }
    CHECK(doors_by_default > 150);
    return check_done("manual example setdoors", "400 maps");
}
