/* test_rng.c — the DOS generator against spec §2's test vectors, and the seed mapping. */
#include <stdio.h>

#include "check.h"
#include "core/rng.h"
#include "delve.h"

static void expect(int ok, const char *what, long long got, long long want)
{
    CHECK_MSG(ok, "%s: got %lld, want %lld", what, got, want);
}

int main(void)
{
    static const int32_t ran_want[6] = {125, 15625, 1953125, 870964, 2614786, 2488702};
    static const int rnd_want[8] = {50, 89, 88, 49, 15, 20, 8, 68};
    delve__rng r;
    int i, d;
    uint32_t s;

    r.state = 1;
    for (i = 0; i < 6; i++) {
        int32_t v = delve__ran(&r);
        expect(v == ran_want[i], "ran() from seed 1", v, ran_want[i]);
    }
    r.state = 1;
    for (i = 0; i < 8; i++) {
        int v = delve__rnd(&r, 100);
        expect(v == rnd_want[i], "rnd(100) from seed 1", v, rnd_want[i]);
    }
    /* rnd(n < 1) is 0 and leaves the state alone; rnd(1) still advances twice */
    r.state = 1;
    expect(delve__rnd(&r, 0) == 0 && delve__rnd(&r, -3) == 0 && r.state == 1, "rnd(0) state",
           r.state, 1);
    delve__rnd(&r, 1);
    expect(r.state == 15625, "rnd(1) advances twice", r.state, 15625);

    /* the generator stays in 1..2796202 from any valid state */
    r.state = DELVE_RNG_MODULUS - 1;
    for (i = 0; i < 1000000; i++) {
        int32_t v = delve__ran(&r);
        if (v < 1 || v >= DELVE_RNG_MODULUS) {
            expect(0, "state range", v, 1);
            break;
        }
    }

    /* n skipped draws at once (delve__run_skip_n) are n single skips, from any state */
    for (s = 1; s < DELVE_RNG_MODULUS; s += 997)
        for (d = 0; d < 70; d += 1 + (d > 33) * 5) {
            delve__rng_run one, all;
            one.t = all.t = s;
            for (i = 0; i < d; i++)
                delve__run_skip(&one);
            delve__run_skip_n(&all, d);
            if (delve__run_state(&one) != delve__run_state(&all)) {
                expect(0, "run_skip_n", delve__run_state(&all), delve__run_state(&one));
                break;
            }
            delve__run_skip(&one); /* and the form left is one the run goes on from */
            delve__run_skip(&all);
            expect(delve__run_state(&one) == delve__run_state(&all), "run after skip_n",
                   delve__run_state(&all), delve__run_state(&one));
        }
    for (s = DELVE_RNG_MODULUS - 200; s < DELVE_RNG_MODULUS; s++)
        for (d = 0; d < DELVE_RNG_SKIPS; d++) {
            delve__rng_run one, all;
            one.t = all.t = s;
            for (i = 0; i < d; i++)
                delve__run_skip(&one);
            delve__run_skip_n(&all, d);
            expect(delve__run_state(&one) == delve__run_state(&all), "run_skip_n near M",
                   delve__run_state(&all), delve__run_state(&one));
        }

    /* every (seed, depth) gets a valid non-zero state; neighbours differ */
    for (s = 0; s < 200000; s += 7)
        for (d = 1; d <= 40; d += 13) {
            int32_t st = delve_rogue_start_state(s, d);
            if (st < 1 || st >= DELVE_RNG_MODULUS) {
                expect(0, "start state range", st, 1);
                break;
            }
        }
    expect(delve_rogue_start_state(42, 1) != delve_rogue_start_state(42, 2), "depths differ", 0, 1);
    expect(delve_rogue_start_state(42, 1) != delve_rogue_start_state(43, 1), "seeds differ", 0, 1);
    expect(delve_rogue_start_state(0xFFFFFFFFu, 999) >= 1, "largest seed", 0, 1);

    return check_done("test_rng", "the vectors of spec §2, the range over 1e6 steps, start states");
}
