/* rng.h — PC Rogue 1.48's random number generator (spec §2), its state passed explicitly.
   Cody & Waite's multiplicative generator: state <- 125 * state mod 2796203; rnd(n) draws twice. */
#ifndef DELVE_RNG_H
#define DELVE_RNG_H

#include <stdint.h>

#include "core/bits.h"

#define DELVE_RNG_MODULUS 2796203

typedef struct delve__rng {
    int32_t state; /* 1..2796202; 0 would freeze the generator */
} delve__rng;

/* Advances the state once and returns it (DOS `ran`). */
int32_t delve__ran(delve__rng *rng);

/* 0..n-1 from two steps (DOS `rnd`); n < 1 gives 0 and leaves the state alone. */
int delve__rnd(delve__rng *rng, int n);

/* delve__rnd, inline for the Rogue generator's own draws (the calls were 7 % of a level's
   instructions, and a constant n becomes a multiplication). A level draws a few hundred
   numbers, each from the state the last one left, so the latency of this chain is a floor under
   a level's time (scripts/bench's floor): both steps are taken straight from the old state (the
   second is 125^2 = 15625 times it), so neither waits for the other. It is not what sets the
   pace: two chains interleaved (each draw's next state from the one two draws back, half the
   latency) made a level slower (2026-12-07, docs/performance.md). Both are below 2^22: the original's 0x7fffffff
   mask never matters. Always inline: the game's draws (delve__game_rnd) are in a file compiled
   for size, where clang would otherwise call it. */
static inline DELVE__ALWAYS_INLINE int delve__rnd_inline(delve__rng *rng, int n)
{
    uint32_t s0 = (uint32_t)rng->state, s1, s2;
    if (n < 1)
        return 0;
    s1 = 125u * s0 % DELVE_RNG_MODULUS;
    s2 = (uint32_t)(15625u * (uint64_t)s0 % DELVE_RNG_MODULUS);
    rng->state = (int32_t)s2;
    return (int)((s1 + s2) % (uint32_t)n);
}

/* The same draws for a run of them (a Rogue level's few hundred), in fewer instructions, and
   with no division by a constant (WebAssembly keeps those as divisions). The run keeps the
   state as any t with t = state (mod M), t < 2^24 + 2, where M = 2796203 and 3M = 2^23 + 1 =:
   P: since 2^23 = -1 (mod P), 15625 t mod P is its low 23 bits less the rest, so a draw's step
   is one multiplication, a mask, a shift and two additions. t < 2^24 + 2 keeps 15625 t's high
   part below P, and 125 t below 2^31 for delve__div_m (in delve__run_draw_inline). */
#define DELVE_RNG_P 8388609u /* 2^23 + 1 */

typedef struct delve__rng_run {
    uint32_t t; /* the state, in the form above (natively, the state itself: below) */
} delve__rng_run;

/* 15625^k mod M, k = 0..DELVE_RNG_SKIPS-1: k draws' steps are one multiplication by it
   (delve__run_skip_n). */
#define DELVE_RNG_SKIPS 32
extern const uint32_t delve__rng_skip_pow[DELVE_RNG_SKIPS];

/* x / M for x < 2^31: x * ceil(2^53 / M) >> 53, exactly, as ceil(2^53 / M) * M - 2^53 < 2^22. */
static inline uint32_t delve__div_m(uint32_t x)
{
    return (uint32_t)(x * (uint64_t)3221225089u >> 53);
}

static inline uint32_t delve__mod_m(uint32_t x)
{
    return x - DELVE_RNG_MODULUS * delve__div_m(x);
}

#if defined(__SIZEOF_INT128__) && !defined(__wasm__)
/* Natively, with a 64 x 64 -> 128-bit multiplication, the run keeps the state itself (t < M),
   and each step's remainder is one multiplication by M of a fraction: for x < 2^39 and
   c = ceil(2^64 / M), x mod M = ((c x mod 2^64) M) >> 64 (Lemire, Kaser and Kurz, "Faster
   remainder by direct computation", 2019: 64 >= 39 + log2 M), and c x mod 2^64 is (c k mod 2^64)
   t for x = k t. Both steps are taken from the old state, as above, in about half the
   instructions (WebAssembly has no such multiplication: it keeps the form above). */
#define DELVE_RNG_C 0x000005fffff40001ull      /* ceil(2^64 / M) */
#define DELVE_RNG_C125 0x0002edfffa24007dull   /* 125 ceil(2^64 / M) mod 2^64 */
#define DELVE_RNG_C15625 0x016e35fd23943d09ull /* 15625 ceil(2^64 / M) mod 2^64 */

static inline uint32_t delve__run_frac_mod(uint64_t frac)
{
    __extension__ typedef unsigned __int128 u128;
    return (uint32_t)((u128)frac * DELVE_RNG_MODULUS >> 64);
}

/* A draw's two steps, for a draw whose number does not matter. */
static inline void delve__run_skip(delve__rng_run *run)
{
    run->t = delve__run_frac_mod(DELVE_RNG_C15625 * run->t);
}

/* k draws' steps at once, for k < DELVE_RNG_SKIPS: t times 15625^k mod M. The remainder above
   is exact for x < 2^64 / (c M - 2^64), about 0.93 M^2, beyond 2^39: each 15625^k mod M of the
   table is below 0.93 M, and t below M. */
static inline void delve__run_skip_pow(delve__rng_run *run, int k)
{
    run->t = delve__run_frac_mod(DELVE_RNG_C * delve__rng_skip_pow[k] * run->t);
}

/* A draw's two steps: the two states added, below 2M. */
static inline uint32_t delve__run_draw_inline(delve__rng_run *run)
{
    uint32_t a = delve__run_frac_mod(DELVE_RNG_C125 * run->t);
    delve__run_skip(run);
    return a + run->t;
}
#else
/* A draw's two steps, for a draw whose number does not matter. */
static inline void delve__run_skip(delve__rng_run *run)
{
    uint64_t y = 15625u * (uint64_t)run->t;
    run->t = ((uint32_t)y & (DELVE_RNG_P - 2)) + (DELVE_RNG_P - (uint32_t)(y >> 23));
}

/* k draws' steps at once, for k < DELVE_RNG_SKIPS: t times 15625^k mod M, folded as above
   (15625^k mod M < 2^22, so the high part is below P and one fold keeps t < 2^24 + 2). */
static inline void delve__run_skip_pow(delve__rng_run *run, int k)
{
    uint64_t y = delve__rng_skip_pow[k] * (uint64_t)run->t;
    run->t = ((uint32_t)y & (DELVE_RNG_P - 2)) + (DELVE_RNG_P - (uint32_t)(y >> 23));
}

/* A draw's two steps: the two states added, below 2M (a mod M + b mod M, with one
   multiplication by M). */
static inline uint32_t delve__run_draw_inline(delve__rng_run *run)
{
    uint32_t a = 125u * run->t, b;
    delve__run_skip(run);
    b = run->t;
    return a + b - DELVE_RNG_MODULUS * (delve__div_m(a) + delve__div_m(b));
}
#endif

/* n draws whose numbers do not matter (a monster's hit dice, outside a game): one step of
   the state, not a chain of n, and no loop of random length to mispredict. */
static inline void delve__run_skip_n(delve__rng_run *run, int n)
{
    for (; n >= DELVE_RNG_SKIPS; n -= DELVE_RNG_SKIPS - 1) /* from depth 42 on only */
        delve__run_skip_pow(run, DELVE_RNG_SKIPS - 1);
    delve__run_skip_pow(run, n);
}

/* The same out of line: inline at its every call, a Rogue level's ~75, it made delve.wasm
   6 KB larger. */
uint32_t delve__run_draw(delve__rng_run *run);

/* delve__rnd on the run: the remainder inline, so a constant n is a multiplication. */
static inline int delve__run_rnd(delve__rng_run *run, int n)
{
    return n < 1 ? 0 : (int)(delve__run_draw(run) % (uint32_t)n);
}

/* The state in its usual form, 1..M-1. */
int32_t delve__run_state(const delve__rng_run *run);

#endif
