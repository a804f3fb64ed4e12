/* The manual's setcellsize() example: "allow 1x1 chambers". With 1, cells may be 1 block wide
   or high and some maps have a 1x1 chamber; with the default 2, no cell is under 2x2. */
#include "check.h"
#include "manual_example.h"

/* Whether the plan has a 1x1 chamber; checks every cell against the least size. */
static int has_tiny_chamber(const delve_lm_grid *grid, int least)
{
    int c, tiny = 0;
    for (c = 0; c < grid->col.n * grid->row.n; c++) {
        int w = grid->col.size[c % grid->col.n], h = grid->row.size[c / grid->col.n];
        CHECK(w >= least && h >= least);
        tiny |= grid->chamber[c] && w == 1 && h == 1;
    }
    return tiny;
}

int main(void)
{
    int i, tiny = 0;
    for (i = 0; i < 2000; i++) {
        delve_levelmap_options opt = {0};
        delve_lm_grid grid;
        unsigned seed = seed_next_map((unsigned)i);
        /* allow 1x1 chambers */
        LevelMap *map;
        map = new_LevelMap();
        map->setcellsize(1);
        map->generate(map);
        /* ... use the map ... */
        opt.cellsize = 1;
        CHECK(plan_of(map, seed, &opt, &grid));
        tiny += has_tiny_chamber(&grid, 1);
        map->setcellsize(2);
        seed = seed_next_map((unsigned)i + 1000);
        map->generate(map); /* keeps the size the first generate() chose (spec §2.2) */
        opt.cellsize = 2, opt.width = map->width, opt.height = map->height;
        CHECK(plan_of(map, seed, &opt, &grid));
        CHECK(!has_tiny_chamber(&grid, 2));
        map->destroy(map);
    }
    CHECK(tiny >= 5); /* about 1 map in 75 has one */
    return check_done("manual example setcellsize", "4000 maps");
}
