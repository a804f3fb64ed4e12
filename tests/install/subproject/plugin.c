/* A shared library of the parent project's with the static libdelve.a linked in. */
#include <delve.h>

int plugin_stairs_x(unsigned seed)
{
    static delve_rogue_level lv;
    return delve_rogue_generate(seed, 0, &lv) == DELVE_OK ? lv.stairs.x : -1;
}
