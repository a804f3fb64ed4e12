/* cli_args.c — the delve CLI's argument parser (getopt_long, with the subcommand's table giving
   ranges and messages) and its checked output. */
#include "cli/cli_args.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "delve.h"

const char *const cli_modes[] = {"fixed", "classic", NULL};
const char *const cli_widths[] = {CLI_STR(DELVE_ROGUE_COLS), CLI_STR(DELVE_ROGUE_NARROW_COLS),
                                  NULL};

#define MAX_OPTIONS 32

int cli_number(const cli_value *v)
{
    return v->given ? delve_option_value((int)v->number) : 0;
}

/* The length of the UTF-8 character at s (1..4), or 0 for a control character or bytes that are
   not one whole character (overlong forms and surrogates pass: the terminal shows them as it
   can; what matters is that no character is cut). */
static size_t utf8_length(const unsigned char *s)
{
    size_t n = s[0] < 0x80   ? 1
               : s[0] < 0xC2 ? 0
               : s[0] < 0xE0 ? 2
               : s[0] < 0xF0 ? 3
               : s[0] < 0xF5 ? 4
                             : 0,
           k;
    if (s[0] < 0x20 || s[0] == 0x7F)
        return 0;
    for (k = 1; k < n; k++)
        if ((s[k] & 0xC0) != 0x80)
            return 0;
    return n;
}

/* "delve <cmd>: <message><tail>" on stderr ("delve: ..." without a cmd). The message quotes
   what the user gave (cut at 40 bytes, or 200 for a file's name): it is kept one line, free of
   terminal escapes and valid UTF-8 (a cut character or a byte that is not UTF-8 shows as '?'). */
static void report(const char *cmd, const char *tail, const char *fmt, va_list ap)
{
    char line[512];
    size_t i, n;
    vsnprintf(line, sizeof line, fmt, ap);
    for (i = 0; line[i]; i += n) {
        n = utf8_length((const unsigned char *)line + i);
        if (n == 0) {
            line[i] = '?';
            n = 1;
        }
    }
    fprintf(stderr, "delve%s%s: %s%s\n", cmd ? " " : "", cmd ? cmd : "", line, tail);
}

int cli_fail(const char *cmd, const char *fmt, ...)
{
    char tail[64];
    va_list ap;
    snprintf(tail, sizeof tail, " (see 'delve %s%s--help')", cmd ? cmd : "", cmd ? " " : "");
    va_start(ap, fmt);
    report(cmd, tail, fmt, ap);
    va_end(ap);
    return CLI_EXIT_USAGE;
}

int cli_seed_or_dos(const char *cmd, const cli_value *seed, const cli_value *dos)
{
    if (seed->given && dos->given)
        return cli_fail(cmd, "give --seed or --dos, not both: --dos replays an original game, "
                             "--seed names a delve dungeon");
    if (!seed->given && !dos->given)
        return cli_fail(cmd,
                        "give one of --seed (an integer from 0 to 4294967295) and --dos "
                        "(a clock seed from 1 to %d)",
                        DELVE_DOS_MAX);
    return -1;
}

int cli_count_fits(const char *cmd, long long first, long long count, int dos)
{
    long long last = first + count - 1;
    if (dos && last > DELVE_DOS_MAX)
        return cli_fail(cmd,
                        "--dos plus --count must stay within %d (the last clock seed would "
                        "be %lld)",
                        DELVE_DOS_MAX, last);
    if (last > CLI_SEED_MAX)
        return cli_fail(cmd,
                        "--seed plus --count must stay within 4294967295 (the last seed "
                        "would be %lld)",
                        last);
    return -1;
}

int cli_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(cmd, "", fmt, ap);
    va_end(ap);
    return 1;
}

int cli_write(const char *cmd, const void *data, size_t n)
{
    if (fwrite(data, 1, n, stdout) != n) {
        fprintf(stderr, "delve %s: cannot write the output: %s\n", cmd, strerror(errno));
        return 1;
    }
    return 0;
}

int cli_finish(const char *cmd)
{
    if (fflush(stdout) != 0) {
        fprintf(stderr, "delve %s: cannot write the output: %s\n", cmd, strerror(errno));
        return 1;
    }
    return 0;
}

int cli_write_rows(const char *cmd, const unsigned char *cells, int cols, int rows)
{
    char line[DELVE_GAME_COLS * 3 + 1]; /* a CP437 glyph is at most 3 bytes of UTF-8 */
    int y;
    for (y = 0; y < rows; y++) {
        size_t n = delve_cp437_to_utf8(cells + y * cols, (size_t)cols, line);
        line[n++] = '\n';
        if (cli_write(cmd, line, n))
            return 1;
    }
    return 0;
}

/* A whole decimal number in lo..hi (strtoll alone would take blanks and '+'). */
static int parse_int(const char *cmd, const char *name, const cli_option *o, const char *text,
                     long long *out)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(text, &end, 10);
    /* a sign only where negative values are allowed ("-0" is no seed) */
    if (!((text[0] == '-' && o->lo < 0) || (text[0] >= '0' && text[0] <= '9')) || *end != '\0' ||
        errno == ERANGE || v < o->lo || v > o->hi)
        return cli_fail(cmd, "--%s must be an integer from %lld to %lld%s%s%s, not '" CLI_QUOTE "'",
                        name, o->lo, o->hi, o->why ? " (" : "", o->why ? o->why : "",
                        o->why ? ")" : "", CLI_CUT(text));
    *out = v;
    return 0;
}

/* A clock seed, or the DOS time a game began at (delve_game_clock_seed). */
static int parse_dos(const char *cmd, const char *name, const char *text, long long *out)
{
    int seed, st = delve_game_clock_seed(text, &seed);
    if (st != DELVE_OK)
        return cli_fail(cmd, "--%s: %s, not '" CLI_QUOTE "'", name, delve_status_message(st),
                        CLI_CUT(text));
    *out = seed;
    return 0;
}

/* What a value of the option may be, for a message: "one of a|b", "an integer from 1 to 9". */
static const char *allowed(const cli_option *o, char *buf, size_t size)
{
    int k;
    switch (o->kind) {
    case CLI_INT: snprintf(buf, size, "an integer from %lld to %lld", o->lo, o->hi); break;
    case CLI_CHOICE:
        snprintf(buf, size, "one of ");
        for (k = 0; o->choices[k]; k++) {
            strncat(buf, k ? "|" : "", size - strlen(buf) - 1);
            strncat(buf, o->choices[k], size - strlen(buf) - 1);
        }
        break;
    case CLI_DOS:
        snprintf(buf, size,
                 "a clock seed from 1 to %d, or the DOS time a game began at (14:32:07.55)",
                 DELVE_DOS_MAX);
        break;
    case CLI_FILE: snprintf(buf, size, "a file's path"); break;
    default: snprintf(buf, size, "a text"); break;
    }
    return buf;
}

static int parse_choice(const char *cmd, const char *name, const cli_option *o, const char *text,
                        int *out)
{
    char what[256];
    int k;
    for (k = 0; o->choices[k]; k++)
        if (strcmp(text, o->choices[k]) == 0) {
            *out = k;
            return 0;
        }
    return cli_fail(cmd, "--%s must be %s, not '" CLI_QUOTE "'", name,
                    allowed(o, what, sizeof what), CLI_CUT(text));
}

/* Prints text; 0, or 1 after reporting why it could not be written. */
static int print(const char *cmd, const char *text)
{
    return cli_write(cmd, text, strlen(text)) || cli_finish(cmd);
}

/* An unknown option: the message names every option there is. */
static int unknown(const char *cmd, const char *arg, const cli_option *options, int n)
{
    char names[400] = "";
    int k;
    for (k = 0; k < n; k++) {
        strncat(names, k ? ", --" : "--", sizeof names - strlen(names) - 1);
        strncat(names, options[k].name, sizeof names - strlen(names) - 1);
    }
    return cli_fail(cmd, "unknown option '" CLI_QUOTE "'; the options are %s", CLI_CUT(arg), names);
}

/* Whether s is the option `name` written whole: --name or --name=value */
static int names_option(const char *s, const char *name)
{
    size_t len = strlen(name);
    return strncmp(s, "--", 2) == 0 && strncmp(s + 2, name, len) == 0 &&
           (s[2 + len] == '\0' || s[2 + len] == '=');
}

/* An option abbreviated (getopt_long takes --coun for --count; delve wants the whole name). */
static int did_you_mean(const char *cmd, const char *typed, const char *name)
{
    return cli_fail(cmd, "unknown option '" CLI_QUOTE "' (did you mean --%s?)", CLI_CUT(typed),
                    name);
}

/* Whether s is one of the n options, as a forgotten value leaves it */
static int is_option(const char *s, const struct option *longopts, int n)
{
    int k;
    for (k = 0; k < n; k++)
        if (names_option(s, longopts[k].name))
            return 1;
    return 0;
}

int cli_parse(const char *cmd, int argc, char **argv, const cli_option *options, int n,
              cli_value *values, const char *synopsis, const char *help)
{
    struct option longopts[MAX_OPTIONS + 3];
    char what[256];
    int i, k;
    for (i = 1; i < argc; i++) /* --help anywhere wins over any other problem */
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return print(cmd, "usage: ") || print(cmd, synopsis) || print(cmd, help);
    memset(values, 0, (size_t)n * sizeof *values);
    for (k = 0; k < n; k++) {
        longopts[k].name = options[k].name;
        longopts[k].has_arg = options[k].kind == CLI_FLAG ? no_argument : required_argument;
        longopts[k].flag = NULL;
        longopts[k].val = 256 + k;
    }
    longopts[n].name = "version";
    longopts[n].has_arg = no_argument;
    longopts[n].flag = NULL;
    longopts[n].val = 256 + n;
    memset(&longopts[n + 1], 0, sizeof longopts[n + 1]);
    optind = 0; /* a fresh scan (glibc), also when called again in one process */
    opterr = 0;
    for (;;) {
        /* the token getopt_long reads next (it reads them in order: "+") */
        const char *typed = argv[optind ? optind : 1], *arg;
        int c = getopt_long(argc, argv, "+:", longopts, NULL);
        if (c == -1)
            break;
        arg = argv[optind - 1];
        if (c == ':') { /* a long option's val is 256 + its index (never --version's) */
            const cli_option *o = optopt >= 256 && optopt < 256 + n ? &options[optopt - 256] : NULL;
            if (!o)
                return cli_fail(cmd, CLI_QUOTE " needs a value", CLI_CUT(arg));
            if (!names_option(typed, o->name)) /* "--coun" */
                return did_you_mean(cmd, typed, o->name);
            return cli_fail(cmd, "--%s needs a value: %s", o->name, allowed(o, what, sizeof what));
        }
        if (c == '?' && optopt >= 256) /* --flag=value */
            return cli_fail(cmd, "--%s takes no value, not '" CLI_QUOTE "'",
                            longopts[optopt - 256].name,
                            CLI_CUT(strchr(arg, '=') ? strchr(arg, '=') + 1 : ""));
        if (c < 256)
            return unknown(cmd, typed, options, n); /* "-depth": getopt stops at its d */
        k = c - 256;
        /* getopt_long takes abbreviations (--coun for --count); delve wants the whole name */
        if (!names_option(typed, longopts[k].name))
            return did_you_mean(cmd, typed, longopts[k].name);
        if (k == n) {
            char line[64];
            snprintf(line, sizeof line, "delve %s\n", delve_version());
            return print(cmd, line);
        }
        if (values[k].given)
            return cli_fail(cmd, "--%s is given twice: give it once", options[k].name);
        /* "--keys --format json": a value forgotten, not a file named --format (argparse's and
           clap's reading; getopt's would write --attrs into a file of that name) */
        if (optarg && !strchr(typed, '=') && is_option(optarg, longopts, n + 1))
            return options[k].kind == CLI_FILE
                       ? cli_fail(cmd,
                                  "--%s needs a value, not the option '" CLI_QUOTE
                                  "' (a file of that name: --%s=" CLI_QUOTE ")",
                                  options[k].name, CLI_CUT(optarg), options[k].name,
                                  CLI_CUT(optarg))
                       : cli_fail(cmd, "--%s needs a value, not the option '" CLI_QUOTE "': %s",
                                  options[k].name, CLI_CUT(optarg),
                                  allowed(&options[k], what, sizeof what));
        values[k].given = 1;
        values[k].text = optarg;
        if (options[k].kind == CLI_FILE && optarg[0] == '\0')
            return cli_fail(cmd, "--%s: the file's name is empty; give a file's path",
                            options[k].name);
        if ((options[k].kind == CLI_INT &&
             parse_int(cmd, options[k].name, &options[k], optarg, &values[k].number)) ||
            (options[k].kind == CLI_DOS &&
             parse_dos(cmd, options[k].name, optarg, &values[k].number)) ||
            (options[k].kind == CLI_CHOICE &&
             parse_choice(cmd, options[k].name, &options[k], optarg, &values[k].choice)))
            return CLI_EXIT_USAGE;
    }
    if (optind < argc)
        return cli_fail(cmd,
                        "unexpected argument '" CLI_QUOTE "': every value follows its --option",
                        CLI_CUT(argv[optind]));
    return -1;
}
