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

/* A run keeps the state as any t with t = state (mod M), t < 2^24 + 2, where M = 2796203 and
   3M = 2^23 + 1 =: P: since 2^23 = -1 (mod P), 15625 t mod P is its low 23 bits less the rest,
   so a draw's step is one multiplication, a mask, a shift and two additions, and no division
   by a constant (WebAssembly keeps those as divisions). t < 2^24 + 2 keeps 15625 t's high part
   below P, and 125 t below 2^31 for mod_m. */
#define RNG_P 8388609u /* 2^23 + 1 */

static uint32_t run_step(uint32_t t)
{
    uint64_t y = 15625u * (uint64_t)t;
    return ((uint32_t)y & (RNG_P - 2)) + (RNG_P - (uint32_t)(y >> 23));
}

/* x mod M for x < 2^31: the quotient is x * ceil(2^53 / M) >> 53, exactly, as
   ceil(2^53 / M) * M - 2^53 < 2^22. */
static uint32_t mod_m(uint32_t x)
{
    return x - DELVE_RNG_MODULUS * (uint32_t)(x * (uint64_t)3221225089u >> 53);
}

uint32_t delve__run_draw(delve__rng_run *run)
{
    uint32_t t = run->t;
    run->t = run_step(t);
    return mod_m(125u * t) + mod_m(run->t);
}

int32_t delve__run_state(const delve__rng_run *run)
{
    return (int32_t)mod_m(run->t);
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
