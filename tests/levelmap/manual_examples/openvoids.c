/* The manual's openvoids() example: the masses of wall padding become void, leaving a skin of
   wall, one block thick, around the floor and doors. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    unsigned char before[256];
    int i, voids = 0;
    for (i = 0; i < 200; i++) {
        int ok;
        /* generate a map with open voids */
        LevelMap *map;
        map = new_LevelMap();
        map->generate(map);
        memcpy(before, map->blocks, (size_t)(map->width * map->height));
        ok = map->openvoids(map);
        /* ... use the map ... */
        CHECK(ok == 1);
        CHECK(lm_check_openvoids(before, map->blocks, map->width, map->height) == NULL);
        voids += count_blocks(map, 0x00);
        map->destroy(map);
    }
    CHECK(voids > 1000);
    return check_done("manual example openvoids", "200 maps");
}
