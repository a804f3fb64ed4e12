/* levelmap_engine.h — delve_levelmap_generate that also hands back its cell grid, so tests can
   check the carved blocks against the plan. Internal. */
#ifndef DELVE_LEVELMAP_ENGINE_H
#define DELVE_LEVELMAP_ENGINE_H

#include "levelmap/levelmap_grid.h"

/* As delve_levelmap_generate; on DELVE_OK *grid holds the plan the level was carved from. */
int delve__lm_generate_planned(uint32_t seed, const delve_levelmap_options *opt,
                               delve_levelmap *out, delve_lm_grid *grid);

#endif
