/* A program using delve as an installed library: a Rogue level, a LevelMap level through the
   documented object API, and the version. Prints one line; exits 0 when all worked. */
#include <stdio.h>
#include <string.h>

#include "delve.h"
#include "levelmap.h"

int main(void)
{
    static delve_rogue_level lv;
    delve_rogue_options opt = {0};
    LevelMap *map = new_LevelMap();
    opt.dos = 4651;
    if (delve_rogue_generate(0, &opt, &lv) != DELVE_OK || !map)
        return 1;
    map->setwidth(map, 16);
    map->setheight(map, 16);
    map->generate(map);
    printf("delve %s: level 1 of clock 4651 has its stairs at %d,%d; a %dx%d LevelMap\n",
           delve_version(), lv.stairs.x, lv.stairs.y, map->width, map->height);
    map->destroy(map);
    return strcmp(delve_version(), DELVE_EXPECTED_VERSION) != 0;
}
