/* rng.c — PC Rogue 1.48's generator (spec §2) and the seed mapping of the spec's decisions. */
#include "core/rng.h"

#include "delve.h"

/* The state is below 2^22, so 125 * state fits 32 bits; unsigned, so even a corrupted state
   cannot overflow. */
int32_t delve__ran(delve__rng *rng)
{
    rng->state = (int32_t)(125u * (uint32_t)rng->state % DELVE_RNG_MODULUS);
    return rng->state;
}

/* A level draws a few hundred numbers, each from the state the last one left, so the latency
   of this chain sets the pace of generation: both steps are taken straight from the old state
   (the second is 125^2 = 15625 times it), so neither waits for the other. Both are below 2^22:
   the original's 0x7fffffff mask never matters. */
int delve__rnd(delve__rng *rng, int n)
{
    uint32_t s0 = (uint32_t)rng->state, s1, s2;
    if (n < 1)
        return 0;
    s1 = 125u * s0 % DELVE_RNG_MODULUS;
    s2 = (uint32_t)(15625u * (uint64_t)s0 % DELVE_RNG_MODULUS);
    rng->state = (int32_t)s2;
    return (int)((s1 + s2) % (uint32_t)n);
}

/* murmur3's 32-bit finaliser: every input bit moves every output bit. */
static uint32_t fmix32(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    return h;
}

/* A seed names a whole dungeon: each depth gets its own start state, independent of play. */
int32_t delve_rogue_start_state(uint32_t seed, int depth)
{
    uint32_t h = fmix32(seed ^ fmix32((uint32_t)depth * 0x9E3779B9u));
    int32_t state = (int32_t)(h % DELVE_RNG_MODULUS);
    return state ? state : 1;
}
