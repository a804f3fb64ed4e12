/* A program using delve as an installed library: a Rogue level, a LevelMap level through the
   documented object API, and the version. Prints one line; exits 0 when all worked. Built twice:
   including <delve/levelmap.h>, the path for new code, and with DELVE_DROP_IN <levelmap.h>, as
   code written for the original LevelMap library does (the flags of delve::levelmap and
   levelmap.pc find it). */
#include <stdio.h>
#include <string.h>

#include <delve.h>
#ifdef DELVE_DROP_IN
#include <levelmap.h>
#else
#include <delve/levelmap.h>
#endif

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
