/* bench_native.c — levels per second of the native engine, and turns per second of its game,
   for scripts/bench; and the floor: a loop doing only what any Rogue level must (its random
   draws and clearing its planes), so delve's distance from it is measured, not remembered.

   usage: delve_bench [runs] [batch_ms]       (defaults: 11 runs of about 100 ms each)

   Each case is warmed up for 300 ms, which also sizes its batch to about batch_ms; then `runs`
   rounds time one batch of every case with CLOCK_MONOTONIC, and the median rate of each case is
   printed, one line per case:
     bench <id> per_s=<median> unit=<levels/s|turns/s> runs=<n> batch=<levels or turns>
           min=<rate> max=<rate> check=<sum> [draws=<n>] rates=<rate>,<rate>,...   (every
           batch's rate, in the order they ran; draws: a floor's draws a level)
   Seeds run on from 1 across the warm-up and the batches, so every level is a different one;
   `check` folds something from every level into the output so no work can be optimised away. */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/rng.h" /* delve__rnd, private: this links delve_internal, src on its path */
#include "delve.h"

#define WARM_UP_NS 300000000LL
#define MAX_RUNS 101

typedef struct bench_case {
    const char *id;
    int rogue_depth;         /* > 0: a Rogue level at this depth */
    int lm_width, lm_height; /* else: a LevelMap level of this size */
    int game;                /* else: turns of the original's game, played by random keys (1),
                                or keys of a LevelMap walk (2) */
    int floor;               /* else: the floor loop's "levels" for a Rogue level of rogue_depth */
} bench_case;

static const bench_case CASES[] = {
    {"rogue.d1", 1, 0, 0, 0, 0},         {"rogue.d15", 15, 0, 0, 0, 0},
    {"levelmap.16x16", 0, 16, 16, 0, 0}, {"levelmap.80x22", 0, 80, 22, 0, 0},
    {"game.turns", 0, 0, 0, 1, 0},       {"walk.keys", 0, 0, 0, 2, 0},
    {"floor.d1", 1, 0, 0, 0, 1},         {"floor.d15", 15, 0, 0, 0, 1},
};
#define N_CASES ((int)(sizeof CASES / sizeof CASES[0]))

/* Caller-owned levels, as the API asks; static because they are ~5 and ~6.4 KB. */
static delve_rogue_level rogue_level;
static delve_levelmap levelmap_level;

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* The random-key player of the game case (tests/bench/node-cases.mjs plays the same): a move,
   a rest or a search a key; a key that takes a turn counts one (a sleeping hero's extra turns
   are not counted), and a game that is over (no turn for 64 keys) gives way to a new one. */
static delve_game bench_game;
static const char PLAYER_KEYS[] = "hjklyubn.s";

static uint32_t play_turns(uint32_t *seed, long count)
{
    static uint32_t r = 1;
    static int idle = 64;
    uint32_t sum = 0;
    for (long turns = 0; turns < count;) {
        int res;
        if (idle >= 64) {
            if (delve_game_start(&bench_game, (*seed)++, NULL) != DELVE_OK)
                exit(1);
            idle = 0;
        }
        r = r * 1103515245u + 12345u;
        res = delve_game_act(&bench_game, PLAYER_KEYS[(r >> 16) % (sizeof PLAYER_KEYS - 1)]);
        if (res & DELVE_GAME_TURN) {
            turns++;
            idle = 0;
        } else {
            idle++;
        }
        sum += (uint32_t)res;
    }
    return sum;
}

/* The walk case: random keys of a LevelMap walk on the whole map area (steps, runs, the stairs
   down), each key counted, a new walk every WALK_KEYS_A_GAME keys: how fast the keys of a
   walk's link or widget replay, where a run's sight is most of the work. */
#define WALK_KEYS_A_GAME 4096
static const char WALK_KEYS[] = "hjklyubnHJKLYUBN>";
static delve_game walk_game;

static uint32_t walk_keys(uint32_t *seed, long count)
{
    static uint32_t r = 1;
    static long played = 0;
    delve_game_options opt = {0};
    uint32_t sum = 0;
    opt.generator = DELVE_GEN_LEVELMAP;
    for (long k = 0; k < count; k++, played++) {
        if (played % WALK_KEYS_A_GAME == 0 &&
            delve_game_start(&walk_game, (*seed)++, &opt) != DELVE_OK)
            exit(1);
        r = r * 1103515245u + 12345u;
        sum += (uint32_t)delve_game_act(&walk_game, WALK_KEYS[(r >> 16) % (sizeof WALK_KEYS - 1)]);
    }
    return sum;
}

/* The floor of a Rogue level: the draws a level of its depth makes from delve's generator
   (counted by floor_draws, not remembered: 221 at depth 1, 296 at depth 15), each from the state
   the last one left (so they cannot overlap), and the clearing of an 80x24 plane of characters
   and one of flags; nothing else. The checksum folds in every draw and a cell of each plane, so
   neither the draws nor the clearing can be optimised away. */
#define FLOOR_COLS 80
#define FLOOR_ROWS 24
#define FLOOR_SAMPLE 1000 /* levels whose draws floor_draws counts */
static unsigned char floor_chars[FLOOR_ROWS * FLOOR_COLS];
static unsigned char floor_flags[FLOOR_ROWS * FLOOR_COLS];

/* The draws a level of `depth` makes, on average over seeds 1..FLOOR_SAMPLE: the steps from its
   starting state to the state it leaves (delve_rogue_level.rng), two a draw. */
static int floor_draws(int depth)
{
    delve_rogue_options opt = {0};
    long steps = 0;
    opt.depth = depth;
    for (uint32_t seed = 1; seed <= FLOOR_SAMPLE; seed++) {
        delve__rng rng = {delve_rogue_start_state(seed, depth)};
        long n = 0;
        if (delve_rogue_generate(seed, &opt, &rogue_level) != DELVE_OK)
            exit(1);
        while (rng.state != rogue_level.rng) {
            delve__ran(&rng);
            if (++n > 1000000) {
                fprintf(stderr,
                        "delve_bench: seed %u depth %d: its end state is not reached from "
                        "its start by the generator's steps\n",
                        seed, depth);
                exit(1);
            }
        }
        steps += n;
    }
    return (int)((steps + FLOOR_SAMPLE) / (2 * FLOOR_SAMPLE)); /* rounded */
}

static uint32_t floor_levels(uint32_t *seed, long count, int depth, int draws)
{
    uint32_t sum = 0;
    for (long i = 0; i < count; i++) {
        delve__rng rng = {delve_rogue_start_state((*seed)++, depth)};
        memset(floor_chars, ' ', sizeof floor_chars);
        memset(floor_flags, 0, sizeof floor_flags);
        for (int d = 0; d < draws; d++) {
            /* bounds like the generator's: small ranges, and cells of the map */
            int r = delve__rnd(&rng, d & 1 ? 7 + (d & 15) : FLOOR_ROWS * FLOOR_COLS);
            sum += (uint32_t)r;
        }
        sum += floor_chars[sum % sizeof floor_chars] + floor_flags[sum % sizeof floor_flags];
    }
    return sum;
}

/* Makes `count` levels (or game turns) from *seed on; returns a checksum of what they hold.
   draws: the floor's draws a level (floor_draws). */
static uint32_t run_batch(const bench_case *c, uint32_t *seed, long count, int draws)
{
    uint32_t sum = 0;
    if (c->game)
        return c->game == 1 ? play_turns(seed, count) : walk_keys(seed, count);
    if (c->floor)
        return floor_levels(seed, count, c->rogue_depth, draws);
    if (c->rogue_depth > 0) {
        delve_rogue_options opt = {0};
        opt.depth = c->rogue_depth;
        for (long i = 0; i < count; i++) {
            if (delve_rogue_generate((*seed)++, &opt, &rogue_level) != DELVE_OK)
                exit(1);
            sum += (uint32_t)(rogue_level.stairs.x * 31 + rogue_level.player.y);
        }
    } else {
        delve_levelmap_options opt = {0};
        opt.width = c->lm_width;
        opt.height = c->lm_height;
        for (long i = 0; i < count; i++) {
            if (delve_levelmap_generate((*seed)++, &opt, &levelmap_level) != DELVE_OK)
                exit(1);
            sum += levelmap_level.blocks[(*seed) % (uint32_t)(c->lm_width * c->lm_height)];
        }
    }
    return sum;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Warms the case up and returns the batch size that takes about batch_ns. */
static long warm_up(const bench_case *c, uint32_t *seed, int64_t batch_ns, int draws,
                    uint32_t *check)
{
    long done = 0, step = 16;
    int64_t start = now_ns(), elapsed = 0;
    while (elapsed < WARM_UP_NS) {
        *check += run_batch(c, seed, step, draws);
        done += step;
        step *= 2;
        elapsed = now_ns() - start;
    }
    long batch = (long)((double)done * (double)batch_ns / (double)elapsed);
    return batch > 0 ? batch : 1;
}

static void print_case(const bench_case *c, const double *rates, int runs, long batch, int draws,
                       uint32_t check)
{
    double sorted[MAX_RUNS];
    for (int r = 0; r < runs; r++)
        sorted[r] = rates[r];
    qsort(sorted, (size_t)runs, sizeof sorted[0], compare_doubles);
    double median = runs % 2 ? sorted[runs / 2] : (sorted[runs / 2 - 1] + sorted[runs / 2]) / 2;
    printf("bench %s per_s=%.1f unit=%s runs=%d batch=%ld min=%.1f max=%.1f check=%u", c->id,
           median,
           c->game == 2 ? "keys/s"
           : c->game    ? "turns/s"
                        : "levels/s",
           runs, batch, sorted[0], sorted[runs - 1], check);
    if (c->floor)
        printf(" draws=%d", draws);
    printf(" rates=");
    for (int r = 0; r < runs; r++)
        printf("%s%.1f", r ? "," : "", rates[r]);
    putchar('\n');
}

/* Warms every case up, then times one batch of each case per round, so a change in the
   machine's speed during the run hits all cases alike. */
static void bench_all(int runs, int64_t batch_ns)
{
    uint32_t seeds[N_CASES], checks[N_CASES] = {0};
    long batches[N_CASES];
    int draws[N_CASES] = {0};
    static double rates[N_CASES][MAX_RUNS];
    for (int c = 0; c < N_CASES; c++) {
        seeds[c] = 1;
        if (CASES[c].floor)
            draws[c] = floor_draws(CASES[c].rogue_depth);
        batches[c] = warm_up(&CASES[c], &seeds[c], batch_ns, draws[c], &checks[c]);
    }
    for (int r = 0; r < runs; r++) {
        for (int c = 0; c < N_CASES; c++) {
            int64_t t0 = now_ns();
            checks[c] += run_batch(&CASES[c], &seeds[c], batches[c], draws[c]);
            rates[c][r] = (double)batches[c] * 1e9 / (double)(now_ns() - t0);
        }
    }
    for (int c = 0; c < N_CASES; c++)
        print_case(&CASES[c], rates[c], runs, batches[c], draws[c], checks[c]);
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 11;
    int batch_ms = argc > 2 ? atoi(argv[2]) : 100;
    if (runs < 1 || runs > MAX_RUNS || batch_ms < 1) {
        fprintf(stderr, "usage: delve_bench [runs 1..%d] [batch_ms >= 1]\n", MAX_RUNS);
        return 2;
    }
    bench_all(runs, (int64_t)batch_ms * 1000000);
    return 0;
}
