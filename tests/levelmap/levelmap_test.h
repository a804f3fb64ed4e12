/* levelmap_test.h — the LevelMap tests' way of failing: CHECK counts and reports, and main()
   ends with lm_test_done(), which prints the tally and gives the exit status. Works with NDEBUG
   (Release builds), unlike assert(). */
#ifndef DELVE_LEVELMAP_TEST_H
#define DELVE_LEVELMAP_TEST_H

#include <stdio.h>

static long lm_checks, lm_failures;

#define CHECK(cond)                                                                           \
    do {                                                                                      \
        lm_checks++;                                                                          \
        if (!(cond) && ++lm_failures <= 20)                                                   \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                            \
    } while (0)

/* Prints "<name>: <what>, N checks, N failed" and returns the exit status. */
static int lm_test_done(const char *name, const char *what)
{
    printf("%s: %s; %ld checks, %ld failed\n", name, what, lm_checks, lm_failures);
    return lm_failures != 0;
}

#endif
