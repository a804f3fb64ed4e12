/* The manual's setconnected() example: "walls connected to the map edge". generate() leaves the
   connection bits 0; connecttextures() then joins walls and doors to each other (the quirk,
   both bits set) and to the edge, and gives floor no bits. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    unsigned char before[256];
    int k, x, y;
    /* generate a map with walls connected to the map edge */
    LevelMap *map;
    map = new_LevelMap();
    map->setconnected(0xc, 0xc);
    map->generate(map);
    /* ... use the map ... */
    for (k = 0; k < map->width * map->height; k++)
        CHECK((map->blocks[k] & 15) == 0);
    memcpy(before, map->blocks, (size_t)(map->width * map->height));
    CHECK(map->connecttextures(map) == 1);
    CHECK(lm_check_textures(before, map->blocks, map->width, map->height, 0xC, 0xC) == NULL);
    for (y = 0; y < map->height; y++)
        for (x = 0; x < map->width; x++) {
            int b = map->getblock(map, x, y);
            if ((b & 0xF0) == 0x10)
                CHECK((b & 15) == 0);
            if (x == 0)
                CHECK(b & 4);
            if (y == map->height - 1)
                CHECK(b & 2);
        }
    map->setconnected(0xFFFF, 0xFFF3);
    map->destroy(map);
    return check_done("manual example setconnected", "1 map");
}
