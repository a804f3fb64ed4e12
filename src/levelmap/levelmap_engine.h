/* levelmap_engine.h — delve_levelmap_generate that also hands back its cell grid, so tests can
   check the carved blocks against the plan, and that clears less of a level it made. Internal. */
#ifndef DELVE_LEVELMAP_ENGINE_H
#define DELVE_LEVELMAP_ENGINE_H

#include "levelmap/levelmap_grid.h"

/* As delve_levelmap_generate; on DELVE_OK *grid holds the plan the level was carved from. */
int delve__lm_generate_planned(uint32_t seed, const delve_levelmap_options *opt,
                               delve_levelmap *out, delve_lm_grid *grid);

/* The same into a level of which only the first `dirty` bytes of blocks may be other than 0 (a
   level this made, whose width * height that is): the rest is not cleared again. For a caller
   that keeps its level (web/api/ does): clearing all of it was a tenth of a 16x16 level's time
   in WebAssembly. */
int delve__lm_generate_over(uint32_t seed, const delve_levelmap_options *opt, delve_levelmap *out,
                            size_t dirty, delve_lm_grid *grid);

#endif
