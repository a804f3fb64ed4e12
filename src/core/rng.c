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

/* (rng.h has the code and why it is so) */
int delve__rnd(delve__rng *rng, int n)
{
    return delve__rnd_inline(rng, n);
}

/* (rng.h has the code and why it is so) */
const uint32_t delve__rng_skip_pow[DELVE_RNG_SKIPS] = {
    1,       15625,   870964, 2488702, 1969832, 818579,  464353,  2165043,
    332981,  1890545, 677133, 2167176, 106670,  181762,  1885205, 1125723,
    1305005, 790849,  594568, 1138634, 1712764, 2274790, 1057417, 2173301,
    738893,  2477141, 286199, 730778,  1509401, 1214523, 1888317, 2215272};

uint32_t delve__run_draw(delve__rng_run *run)
{
    return delve__run_draw_inline(run);
}

int32_t delve__run_state(const delve__rng_run *run)
{
    return (int32_t)delve__mod_m(run->t);
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
