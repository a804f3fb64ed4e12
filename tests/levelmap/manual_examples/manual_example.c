/* manual_example.c — the helpers of manual_example.h. */
#include "manual_example.h"

unsigned seed_next_map(unsigned seed)
{
    unsigned drawn;
    srand(seed);
    drawn = (unsigned)rand();
    srand(seed);
    return drawn;
}

int plan_of(const LevelMap *map, unsigned seed, const delve_levelmap_options *opt,
            delve_lm_grid *grid)
{
    static delve_levelmap level;
    return delve__lm_generate_planned(seed, opt, &level, grid) == DELVE_OK &&
           level.width == map->width && level.height == map->height &&
           memcmp(level.blocks, map->blocks, (size_t)(map->width * map->height)) == 0;
}

int count_blocks(const LevelMap *map, int type_byte)
{
    int k, n = 0;
    for (k = 0; k < map->width * map->height; k++)
        n += (map->blocks[k] & 0xF0) == type_byte;
    return n;
}
