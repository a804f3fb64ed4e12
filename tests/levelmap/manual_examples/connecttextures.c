/* The manual's connecttextures() example: with the default settings every block connects to
   neighbours of its own type (walls and doors to each other too), and all but walls and doors
   to the map edge. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    unsigned char before[256];
    int i;
    for (i = 0; i < 200; i++) {
        int ok;
        /* generate a map with connected textures */
        LevelMap *map;
        map = new_LevelMap();
        map->generate(map);
        memcpy(before, map->blocks, (size_t)(map->width * map->height));
        ok = map->connecttextures(map);
        /* ... use the map ... */
        CHECK(ok == 1);
        CHECK(lm_check_textures(before, map->blocks, map->width, map->height, 0xFFFF, 0xFFF3) ==
              NULL);
        CHECK((map->getblock(map, 0, 0) & 15) == (1 | 2)); /* a wall corner: east, south */
        map->destroy(map);
    }
    return check_done("manual example connecttextures", "200 maps");
}
