/* check.h — the one way the C tests check: CHECK(cond) counts a check and reports a failed one
   with its file and line, CHECK_MSG(cond, fmt, ...) says more about it (the first 30 failures
   are printed), and main() ends with `return check_done(name, what)`, which prints the tally and
   gives the exit status. Unlike assert(), it works in Release builds (NDEBUG). The counters
   belong to the file that checks (the test's main file). */
#ifndef DELVE_TEST_CHECK_H
#define DELVE_TEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>

/* [0] checks made, [1] failed */
static inline long *check_counters(void)
{
    static long counters[2];
    return counters;
}

#define CHECK_MSG(cond, ...)                            \
    do {                                                \
        check_counters()[0]++;                          \
        if (!(cond) && ++check_counters()[1] <= 30) {   \
            printf("FAIL %s:%d: ", __FILE__, __LINE__); \
            printf(__VA_ARGS__);                        \
            printf("\n");                               \
        }                                               \
    } while (0)

#define CHECK(cond) CHECK_MSG(cond, "%s", #cond)

/* How many of n the heavy tests make: n times DELVE_TEST_SCALE percent (default 100; at least
   1), so that they can run under valgrind and the sanitizers in reasonable time. */
static inline long check_scaled(long n)
{
    const char *scale = getenv("DELVE_TEST_SCALE");
    long v = scale ? n * atol(scale) / 100 : n;
    return v < 1 ? 1 : v;
}

/* Prints "<name>: <what>; N checks, N failed" and returns the exit status. */
static inline int check_done(const char *name, const char *what)
{
    printf("%s: %s; %ld checks, %ld failed\n", name, what, check_counters()[0],
           check_counters()[1]);
    return check_counters()[1] != 0;
}

#endif
