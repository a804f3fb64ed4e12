/* levelmap_rng.h — the LevelMap engine's random numbers: PCG32 with the map's seed
   (spec/levelmap.md, Project decisions 6). The state is a value the caller owns. */
#ifndef DELVE_LEVELMAP_RNG_H
#define DELVE_LEVELMAP_RNG_H

#include <stdint.h>

typedef struct delve_lm_rng {
    uint64_t state;
} delve_lm_rng;

/* Seeds as PCG32's reference srandom does, with the fixed increment. */
void delve__lm_rng_seed(delve_lm_rng *rng, uint32_t seed);

/* The next 32 random bits (XSH-RR output). */
uint32_t delve__lm_rng_next(delve_lm_rng *rng);

/* A draw in [0, n), n >= 1: (next * n) >> 32. */
int delve__lm_rng_below(delve_lm_rng *rng, int n);

#endif
