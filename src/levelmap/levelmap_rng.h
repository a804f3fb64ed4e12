/* levelmap_rng.h — the LevelMap engine's random numbers: PCG32 with the map's seed
   (spec/levelmap.md, Project decisions 6). The state is a value the caller owns. */
#ifndef DELVE_LEVELMAP_RNG_H
#define DELVE_LEVELMAP_RNG_H

#include <stdint.h>

typedef struct delve_lm_rng {
    uint64_t state;
} delve_lm_rng;

#define DELVE_LM_PCG_MULTIPLIER 6364136223846793005ull
#define DELVE_LM_PCG_INCREMENT 1442695040888963407ull /* the reference default stream */

/* Seeds as PCG32's reference srandom does, with the fixed increment. */
void delve__lm_rng_seed(delve_lm_rng *rng, uint32_t seed);

/* PCG32's XSH-RR output of a state. */
static inline uint32_t delve__lm_rng_output(uint64_t old)
{
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    unsigned rot = (unsigned)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

/* The next 32 random bits. Inline, as the draw below: a level makes up to a few hundred draws,
   and a call each kept the state in memory (in WebAssembly on its shadow stack). */
static inline uint32_t delve__lm_rng_next(delve_lm_rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * DELVE_LM_PCG_MULTIPLIER + DELVE_LM_PCG_INCREMENT;
    return delve__lm_rng_output(old);
}

/* The next 32 random bits if `take` (0 or 1), else the same bits with the state left alone: a
   draw the plan makes or not by its randomness, without a branch (half of them would be
   mispredicted). */
static inline uint32_t delve__lm_rng_next_if(delve_lm_rng *rng, unsigned take)
{
    uint64_t old = rng->state;
    rng->state = old + ((old * (DELVE_LM_PCG_MULTIPLIER - 1) + DELVE_LM_PCG_INCREMENT) &
                        (0 - (uint64_t)take));
    return delve__lm_rng_output(old);
}

/* A draw in [0, n), n >= 1: (next * n) >> 32. Multiply-shift instead of modulo: no bias to speak
   of and the same on every target. */
static inline int delve__lm_rng_below(delve_lm_rng *rng, int n)
{
    return (int)(((uint64_t)delve__lm_rng_next(rng) * (uint64_t)n) >> 32);
}

/* The same, drawn only if `take` (0 or 1), as delve__lm_rng_next_if. */
static inline int delve__lm_rng_below_if(delve_lm_rng *rng, int n, unsigned take)
{
    return (int)(((uint64_t)delve__lm_rng_next_if(rng, take) * (uint64_t)n) >> 32);
}

#endif
