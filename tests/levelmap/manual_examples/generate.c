/* The manual's generate() example: "simple random generation" returns 1 and fills the blocks
   with void, open floor, wall and door values (here never void: that is openvoids()' job). */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    int i, ok;
    for (i = 0; i < 200; i++) {
        /* simple random generation */
        LevelMap *map;
        map = new_LevelMap();
        ok = map->generate(map);
        /* ... use the map ... */
        CHECK(ok == 1 && map->blocks != NULL);
        CHECK(map->width * map->height <= 256);
        CHECK(lm_check_generated(map->blocks, map->width, map->height) == NULL);
        map->destroy(map);
    }
    return check_done("manual example generate", "200 maps");
}
