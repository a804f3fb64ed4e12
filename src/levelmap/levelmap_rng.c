/* levelmap_rng.c — PCG32 (XSH-RR, 64-bit state, fixed increment), as Project decisions 6 says. */
#include "levelmap/levelmap_rng.h"

#define PCG_MULTIPLIER 6364136223846793005ull
#define PCG_INCREMENT 1442695040888963407ull /* the reference default stream */

static void step(delve_lm_rng *rng)
{
    rng->state = rng->state * PCG_MULTIPLIER + PCG_INCREMENT;
}

void delve__lm_rng_seed(delve_lm_rng *rng, uint32_t seed)
{
    rng->state = 0;
    step(rng);
    rng->state += seed;
    step(rng);
}

uint32_t delve__lm_rng_next(delve_lm_rng *rng)
{
    uint64_t old = rng->state;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    unsigned rot = (unsigned)(old >> 59);
    step(rng);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

int delve__lm_rng_below(delve_lm_rng *rng, int n)
{
    /* Multiply-shift instead of modulo: no bias to speak of and the same on every target. */
    return (int)(((uint64_t)delve__lm_rng_next(rng) * (uint64_t)n) >> 32);
}
