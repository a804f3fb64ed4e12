/* The manual's new_LevelMap() and destroy() example (the same one in both sections): a new map
   is blank, with no blocks, until it is generated. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    /* create a new levelmap */
    LevelMap *map;
    map = new_LevelMap();
    /* ... do things with map ... */
    CHECK(map != NULL);
    CHECK(map->width == 0 && map->height == 0 && map->blocks == NULL);
    CHECK(map->getblock(map, 0, 0) == 0);
    map->destroy(map);
    return check_done("manual example new_LevelMap/destroy", "1 map");
}
