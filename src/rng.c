/* rng.c — PC Rogue 1.48's generator (spec §2) and the seed mapping of the spec's decisions. */
#include "rng.h"

#include "delve.h"

int32_t delve_ran(delve_rng *rng)
{
    rng->state = (int32_t)((125 * (int64_t)rng->state) % DELVE_RNG_MODULUS);
    return rng->state;
}

int delve_rnd(delve_rng *rng, int n)
{
    int32_t sum;
    if (n < 1)
        return 0;
    sum = delve_ran(rng);
    sum += delve_ran(rng); /* both < 2^22: the original's 0x7fffffff mask never matters */
    return (int)(sum % n);
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
