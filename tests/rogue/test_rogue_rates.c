/* test_rogue_rates.c — the chances the spec fixes, measured over many levels and compared with
   its formulas (spec §3, §6, §7): dark rooms, secret doors, traps, gold, gone rooms, mazes.
   A rate passes when it lies within 5 standard errors of the formula (exact where it is 0 or 1). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "check.h"
#include "delve.h"

#define LEVELS 20000 /* scaled by DELVE_TEST_SCALE */

static void rate(const char *what, int depth, long hits, long n, double want)
{
    double got = n ? (double)hits / (double)n : 0, tol = 5 * sqrt(want * (1 - want) / (double)n);
    int ok = (want == 0 || want == 1) ? got == want : fabs(got - want) <= tol;
    printf("%s %-34s depth %2d: %.4f (want %.4f +- %.4f, n=%ld)\n", ok ? "ok  " : "FAIL", what,
           depth, got, want, tol, n);
    CHECK_MSG(ok, "%s at depth %d is out of tolerance", what, depth);
}

static void mean(const char *what, int depth, double sum, double sum2, long n, double want)
{
    double m = sum / (double)n, sd = sqrt(sum2 / (double)n - m * m), tol = 5 * sd / sqrt((double)n);
    int ok = fabs(m - want) <= tol + 1e-9;
    printf("%s %-34s depth %2d: %.4f (want %.4f +- %.4f, n=%ld)\n", ok ? "ok  " : "FAIL", what,
           depth, m, want, tol, n);
    CHECK_MSG(ok, "%s at depth %d is out of tolerance", what, depth);
}

/* The chance that the original's rnd(2) is 0: the share of its 2,796,202 states whose draw (two
   steps, 125 s and 125^2 s mod 2796203, summed) is even. The spec says 50 %; it is 0.504. */
static double rnd2_zero(void)
{
    const uint64_t m = 2796203;
    uint64_t s, zero = 0;
    for (s = 1; s < m; s++)
        zero += (125 * s % m + 15625 * s % m) % 2 == 0;
    return (double)zero / (double)(m - 1);
}

static double clamp01(double v)
{
    return v < 0 ? 0 : v > 1 ? 1 : v;
}

int main(void)
{
    const long levels = check_scaled(LEVELS);
    static const int depths[] = {1, 2, 3, 6, 8, 11, 12, 20, 29};
    static delve_rogue_level lv;
    const double gold_chance = rnd2_zero();
    int di;
    for (di = 0; di < (int)(sizeof depths / sizeof depths[0]); di++) {
        int d = depths[di];
        long normal = 0, dark = 0, gold = 0, doors = 0, secret = 0, trapped = 0, lower_gone = 0,
             mazes = 0;
        double gone = 0, gone2 = 0, traps = 0, traps2 = 0, value = 0, value2 = 0;
        delve_rogue_options opt = {0};
        uint32_t s;
        opt.depth = d;
        for (s = 0; s < (uint32_t)levels; s++) {
            int r, g = 0;
            delve_rogue_generate(s * 2246822519u + 7, &opt, &lv);
            for (r = 0; r < DELVE_ROGUE_ROOMS; r++) {
                int f = lv.rooms[r].flags;
                if (f & DELVE_ROOM_GONE) {
                    g++;
                    if (r >= 3) {
                        lower_gone++;
                        mazes += !!(f & DELVE_ROOM_MAZE);
                    }
                    continue;
                }
                normal++;
                dark += !!(f & DELVE_ROOM_DARK);
                if (lv.rooms[r].gold) {
                    gold++;
                    value += lv.rooms[r].gold;
                    value2 += (double)lv.rooms[r].gold * lv.rooms[r].gold;
                }
            }
            gone += g;
            gone2 += g * g;
            for (r = 0; r < lv.n_doors; r++)
                secret += lv.doors[r].secret;
            doors += lv.n_doors;
            trapped += lv.n_traps > 0;
            if (lv.n_traps) {
                traps += lv.n_traps;
                traps2 += lv.n_traps * lv.n_traps;
            }
        }
        rate("dark rooms: (depth-1)/10", d, dark, normal, clamp01((d - 1) / 10.0));
        rate("secret doors: (depth-1)/10 x 1/5", d, secret, doors, clamp01((d - 1) / 10.0) / 5);
        rate("levels with traps: depth/10", d, trapped, levels, clamp01(d / 10.0));
        if (trapped > 1000) /* fixed mode: every trap on its own cell, 1 + rnd(depth/4) */
            mean("traps per trapped level", d, traps, traps2, trapped,
                 1 + (d / 4 > 0 ? (d / 4 - 1) / 2.0 : 0));
        rate("rooms with gold: rnd(2) == 0", d, gold, normal, gold_chance);
        mean("gold value: 2 + rnd(50+10d)", d, value, value2, gold, 2 + (49 + 10 * d) / 2.0);
        mean("gone rooms per level: rnd(4)", d, gone, gone2, levels, 1.5);
        rate("lower gone rooms that are mazes", d, mazes, lower_gone,
             d > 10 ? clamp01((d - 9) / 20.0) : 0);
    }
    return check_done("test_rogue_rates", "the spec's rates over 20,000 levels a depth");
}
