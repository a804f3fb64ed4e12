/* The manual's setcombined() example: "adjacent connected chambers are always combined". The
   map's plan (found again from its seed) merges every linked pair of chambers, so no door ever
   stands between two chambers. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    int i, c, pairs = 0;
    for (i = 0; i < 200; i++) {
        delve_levelmap_options opt = {0};
        delve_lm_grid grid;
        unsigned seed = seed_next_map((unsigned)i);
        /* ensure adjacent connected chambers are always combined. */
        LevelMap *map;
        map = new_LevelMap();
        map->setcombined(100);
        map->generate(map);
        /* ... use the map ... */
        opt.combined = 100;
        CHECK(plan_of(map, seed, &opt, &grid));
        for (c = 0; c < grid.col.n * grid.row.n; c++) {
            if (grid.chamber[c] && (grid.links[c] & 1) && grid.chamber[c + 1]) {
                CHECK(grid.merged[c] & 1);
                pairs++;
            }
            if (grid.chamber[c] && (grid.links[c] & 2) && grid.chamber[c + grid.col.n]) {
                CHECK(grid.merged[c] & 2);
                pairs++;
            }
        }
        map->setcombined(50);
        map->destroy(map);
    }
    CHECK(pairs > 100);
    return check_done("manual example setcombined", "200 maps");
}
