/* test_rogue_props.c — every invariant of check_rogue.c over 10,000 seeds at each depth, in both
   modes and both screen widths, plus determinism (same seed twice, same bytes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "check_rogue.h"

#define SEEDS 10000

static int same_level(const delve_rogue_level *a, const delve_rogue_level *b)
{
    static char ja[64 * 1024], jb[64 * 1024];
    delve_rogue_json(a, ja, sizeof ja);
    delve_rogue_json(b, jb, sizeof jb);
    return strcmp(ja, jb) == 0 && memcmp(a->chars, b->chars, sizeof a->chars) == 0 &&
           memcmp(a->flags, b->flags, sizeof a->flags) == 0 && a->rng == b->rng;
}

int main(void)
{
    static const int depths[] = {1, 5, 10, 11, 15, 26, 40};
    static delve_rogue_level lv, again;
    int seeds = (int)check_scaled(SEEDS), di, mode, cols;
    char what[96];
    long checked = 0;
    for (di = 0; di < (int)(sizeof depths / sizeof depths[0]); di++)
        for (mode = 0; mode < 2; mode++)
            for (cols = 80; cols >= 40; cols -= 40) {
                delve_rogue_options opt = {0};
                uint32_t s;
                opt.depth = depths[di];
                opt.mode = mode ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
                opt.cols = cols;
                for (s = 0; s < (uint32_t)seeds; s++) {
                    /* spread the seeds over the whole 32-bit range */
                    uint32_t seed = s * 2654435761u;
                    const char *err;
                    err = delve_rogue_generate(seed, &opt, &lv) != DELVE_OK
                              ? "generate failed"
                              : check_rogue_level(&lv);
                    if (!err && s % 10 == 0) {
                        delve_rogue_generate(seed, &opt, &again);
                        if (!same_level(&lv, &again))
                            err = "not deterministic: the same seed gave different levels";
                    }
                    CHECK_MSG(!err,
                              "seed %u depth %d mode %s cols %d: %s\n"
                              "  reproduce: delve rogue --seed %u --depth %d --mode %s --cols %d",
                              seed, opt.depth, mode ? "classic" : "fixed", cols, err, seed,
                              opt.depth, mode ? "classic" : "fixed", cols);
                    checked++;
                }
            }
    snprintf(what, sizeof what, "%ld levels (%d seeds x 7 depths x 2 modes x 2 widths)", checked,
             seeds);
    return check_done("test_rogue_props", what);
}
