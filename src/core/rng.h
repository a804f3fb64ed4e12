/* rng.h — PC Rogue 1.48's random number generator (spec §2), its state passed explicitly.
   Cody & Waite's multiplicative generator: state <- 125 * state mod 2796203; rnd(n) draws twice. */
#ifndef DELVE_RNG_H
#define DELVE_RNG_H

#include <stdint.h>

#define DELVE_RNG_MODULUS 2796203

typedef struct delve__rng {
    int32_t state; /* 1..2796202; 0 would freeze the generator */
} delve__rng;

/* Advances the state once and returns it (DOS `ran`). */
int32_t delve__ran(delve__rng *rng);

/* 0..n-1 from two steps (DOS `rnd`); n < 1 gives 0 and leaves the state alone. */
int delve__rnd(delve__rng *rng, int n);

#endif
