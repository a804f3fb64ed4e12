/* cli_args.c — shared argument parsing and output for the delve CLI. */
#include "cli/cli_args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int cli_fail(const char *cmd, const char *fmt, ...)
{
    char line[512];
    size_t i;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    /* the message quotes arguments: keep it one line and free of terminal escapes */
    for (i = 0; line[i]; i++)
        if ((unsigned char)line[i] < 0x20 || line[i] == 0x7F)
            line[i] = '?';
    fprintf(stderr, "delve %s: %s\n", cmd, line);
    return CLI_EXIT_USAGE;
}

const char *cli_value(const char *cmd, int argc, char **argv, int *i)
{
    if (*i + 1 >= argc) {
        cli_fail(cmd, "%s needs a value (see 'delve %s --help')", argv[*i], cmd);
        return NULL;
    }
    return argv[++*i];
}

int cli_int(const char *cmd, const char *opt, const char *text, long long lo, long long hi,
            long long *out)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(text, &end, 10);
    /* strtoll alone would accept leading blanks and '+' */
    if (!(text[0] == '-' || (text[0] >= '0' && text[0] <= '9')) || *end != '\0' ||
        errno == ERANGE || v < lo || v > hi)
        return cli_fail(cmd, "%s must be an integer from %lld to %lld, not '%s'", opt, lo, hi,
                        text);
    *out = v;
    return 0;
}

int cli_choice(const char *cmd, const char *opt, const char *text, const char *const *choices,
               int *out)
{
    char allowed[256] = "";
    int k;
    for (k = 0; choices[k]; k++) {
        if (strcmp(text, choices[k]) == 0) {
            *out = k;
            return 0;
        }
        strncat(allowed, k ? "|" : "", sizeof allowed - strlen(allowed) - 1);
        strncat(allowed, choices[k], sizeof allowed - strlen(allowed) - 1);
    }
    return cli_fail(cmd, "%s must be one of %s, not '%s'", opt, allowed, text);
}

int cli_write(const char *cmd, const void *data, size_t n)
{
    if (fwrite(data, 1, n, stdout) != n) {
        fprintf(stderr, "delve %s: cannot write the output: %s\n", cmd, strerror(errno));
        return 1;
    }
    return 0;
}
