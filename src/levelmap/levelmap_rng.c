/* levelmap_rng.c — PCG32 (XSH-RR, 64-bit state, fixed increment), as Project decisions 6 says;
   the draws are inline in levelmap_rng.h. */
#include "levelmap/levelmap_rng.h"

void delve__lm_rng_seed(delve_lm_rng *rng, uint32_t seed)
{
    rng->state = DELVE_LM_PCG_INCREMENT; /* 0 stepped once */
    rng->state += seed;
    rng->state = rng->state * DELVE_LM_PCG_MULTIPLIER + DELVE_LM_PCG_INCREMENT;
}
