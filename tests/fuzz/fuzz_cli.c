/* fuzz_cli.c — the `delve` command line (src/cli/cli.c's main, built here as delve_cli_main by
   cmake/fuzz.cmake, and so cli_rogue, cli_levelmap and their argument parsing) on arbitrary
   arguments: the input, split at newlines, is argv[1..]. stdout and stderr go to counting sinks
   instead of the terminal. The contract (design.md, CLI): exit status 0 with nothing on stderr,
   or 2 with nothing on stdout and exactly one line on stderr starting "delve". A --count (or
   --count=N) above 3 is lowered to 3 so that one input stays quick (the count's range checks still see everything
   else: negative, zero, too large for a long long, not a number). `delve play`'s files (--keys,
   --attrs, also as --keys=FILE) become /dev/null, so that an input neither reads the fuzzer's
   stdin or files nor writes files (and a file's absence, exit status 1, is no finding). */
#define _GNU_SOURCE /* fopencookie */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"

int delve_cli_main(int argc, char **argv);

#define MAX_ARGS 64

typedef struct sink {
    size_t bytes, newlines;
    char start[8]; /* the first bytes written */
    char last;     /* the last one */
} sink;

static ssize_t sink_write(void *cookie, const char *buf, size_t n)
{
    sink *s = cookie;
    size_t k;
    for (k = 0; k < n; k++) {
        if (s->bytes + k < sizeof s->start)
            s->start[s->bytes + k] = buf[k];
        s->newlines += buf[k] == '\n';
        s->last = buf[k];
    }
    s->bytes += n;
    return (ssize_t)n;
}

static FILE *open_sink(sink *s)
{
    cookie_io_functions_t io = {NULL, sink_write, NULL, NULL};
    FILE *f;
    memset(s, 0, sizeof *s);
    f = fopencookie(s, "w", io);
    FUZZ_CHECK(f != NULL);
    return f;
}

/* A whole decimal number from 4 to the CLI's --count limit, as cli_int would read it. */
static int big_count(const char *text)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(text, &end, 10);
    return (text[0] == '-' || (text[0] >= '0' && text[0] <= '9')) && *end == '\0' && errno == 0 &&
           v > 3 && v <= 100000000;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char text[1 << 16];
    static char three[] = "3", count_three[] = "--count=3", null_file[] = "/dev/null";
    static char null_keys[] = "--keys=/dev/null", null_attrs[] = "--attrs=/dev/null";
    char *argv[MAX_ARGS + 2];
    FILE *real_out = stdout, *real_err = stderr;
    sink out, err;
    size_t k;
    int argc = 1, rc;

    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    argv[0] = "delve";
    if (size > 0) {
        argv[argc++] = text;
        for (k = 0; k < size && argc <= MAX_ARGS; k++)
            if (text[k] == '\n') {
                text[k] = '\0';
                argv[argc++] = text + k + 1;
            }
        if (argc > MAX_ARGS)
            argc = MAX_ARGS;
    }
    argv[argc] = NULL;
    for (k = 1; k < (size_t)argc; k++)
        if (k + 1 < (size_t)argc && strcmp(argv[k], "--count") == 0 && big_count(argv[k + 1]))
            argv[k + 1] = three;
        else if (strncmp(argv[k], "--count=", 8) == 0 && big_count(argv[k] + 8))
            argv[k] = count_three;
        else if (k + 1 < (size_t)argc &&
                 (strcmp(argv[k], "--keys") == 0 || strcmp(argv[k], "--attrs") == 0))
            argv[++k] = null_file;
        else if (strncmp(argv[k], "--keys=", 7) == 0)
            argv[k] = null_keys;
        else if (strncmp(argv[k], "--attrs=", 8) == 0)
            argv[k] = null_attrs;

    stdout = open_sink(&out);
    stderr = open_sink(&err);
    rc = delve_cli_main(argc, argv);
    fclose(stdout);
    fclose(stderr);
    stdout = real_out;
    stderr = real_err;

    if (rc != 0 && rc != 2)
        fprintf(stderr, "exit status %d\n", rc);
    FUZZ_CHECK(rc == 0 || rc == 2);
    if (rc == 0) {
        FUZZ_CHECK(err.bytes == 0);
        FUZZ_CHECK(out.bytes > 0);
    } else {
        if (err.newlines != 1 || out.bytes)
            fprintf(stderr, "exit status 2 with %zu bytes on stdout and %zu lines on stderr\n",
                    out.bytes, err.newlines);
        FUZZ_CHECK(out.bytes == 0);
        FUZZ_CHECK(err.newlines == 1 && err.last == '\n' && strncmp(err.start, "delve", 5) == 0);
    }
    return 0;
}
