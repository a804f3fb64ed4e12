/* A program using delve as an installed library: a Rogue level, a LevelMap level through the
   documented object API, and the version (delve_version() and delve_version.h's macros). Prints
   one line; exits 0 when all worked. Built twice: including <delve/levelmap.h>, the path for new
   code, and with DELVE_DROP_IN <levelmap.h>, as code written for the original LevelMap library
   does (the flags of delve::levelmap and levelmap.pc find it). */
#include <stdio.h>
#include <string.h>

#include <delve.h>
#include <delve_version.h>
#ifdef DELVE_DROP_IN
#include <levelmap.h>
#else
#include <delve/levelmap.h>
#endif

int main(void)
{
    static delve_rogue_level lv;
    char parts[32];
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
    /* the version compiled against, as the library gives it, in parts and as one number */
    snprintf(parts, sizeof parts, "%d.%d.%d", DELVE_VERSION_MAJOR, DELVE_VERSION_MINOR,
             DELVE_VERSION_PATCH);
    return strcmp(delve_version(), DELVE_EXPECTED_VERSION) != 0 ||
           strcmp(DELVE_VERSION_STRING, DELVE_EXPECTED_VERSION) != 0 ||
           strcmp(parts, DELVE_EXPECTED_VERSION) != 0 ||
           DELVE_VERSION_NUMBER !=
               DELVE_VERSION_AT(DELVE_VERSION_MAJOR, DELVE_VERSION_MINOR, DELVE_VERSION_PATCH) ||
           DELVE_VERSION_NUMBER < DELVE_VERSION_AT(0, 1, 0);
}
