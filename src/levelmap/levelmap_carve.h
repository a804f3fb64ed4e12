/* levelmap_carve.h — turning a planned cell grid into blocks (spec §6). Internal to the engine. */
#ifndef DELVE_LEVELMAP_CARVE_H
#define DELVE_LEVELMAP_CARVE_H

#include "levelmap/levelmap_grid.h"

/* §6 steps 1–3: solid wall, chambers and corridors carved, openings between linked cells. */
void delve__lm_carve(const delve_lm_grid *grid, int doors, unsigned char *blocks, int width,
                     int height);

/* §6 step 4 as Project decisions 1 corrects it: rounds chamber corners with wall. */
void delve__lm_natural(unsigned char *blocks, int width, int height);

#endif
