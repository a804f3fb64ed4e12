/* manual_example.h — what the manual's examples share: the LevelMap API, the property checks,
   and the plan the engine made for a map, found again from the seed its generate() drew. */
#ifndef DELVE_MANUAL_EXAMPLE_H
#define DELVE_MANUAL_EXAMPLE_H

#include <stdlib.h>
#include <string.h>

#include "../levelmap_check.h"
#include "levelmap.h"
#include "levelmap/levelmap_engine.h"

/* Calls srand(seed) and returns the seed the next generate() will use: its one rand() draw. */
unsigned seed_next_map(unsigned seed);

/* The engine's plan for a map generated from `seed` with these options (the size as it was set
   before generate(), so 0 when the map chose it). Returns whether the engine's level is the
   map's, which makes the plan the map's plan. */
int plan_of(const LevelMap *map, unsigned seed, const delve_levelmap_options *opt,
            delve_lm_grid *grid);

/* How many blocks have this type (0x00, 0x10, 0x20, 0x30). */
int count_blocks(const LevelMap *map, int type_byte);

#endif
