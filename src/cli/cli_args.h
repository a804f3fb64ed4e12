/* cli_args.h — the one argument parser of every `delve` subcommand (getopt_long, with a table of
   options on top that gives the messages), and checked output. Every error prints one line,
   "delve <cmd>: <what>, <what is allowed> (see 'delve <cmd> --help')", and yields exit status 2. */
#ifndef DELVE_CLI_ARGS_H
#define DELVE_CLI_ARGS_H

#include <stdio.h>

#define CLI_EXIT_USAGE 2

enum { CLI_INT, CLI_CHOICE, CLI_FLAG, CLI_TEXT, CLI_FILE, CLI_DOS };

/* One option of a subcommand: --name with a value (or none, for a flag). */
typedef struct cli_option {
    const char *name; /* without the leading "--" */
    int kind;         /* CLI_INT (lo..hi), CLI_CHOICE (choices), CLI_FLAG, CLI_TEXT, CLI_FILE (a
                         file's name, not empty), CLI_DOS (a clock seed or DOS time:
                         delve_game_clock_seed) */
    long long lo, hi;
    const char *const *choices; /* NULL-terminated */
    const char *why;            /* CLI_INT: why the range is so, said when a value is outside
                                     it ("--dos must be an integer from 1 to 32767 (why), not
                                     '0'"), or NULL */
} cli_option;

/* What the command line gave for one option. */
typedef struct cli_value {
    int given;
    long long number; /* CLI_INT */
    int choice;       /* CLI_CHOICE: the index in choices */
    const char *text; /* the value as typed */
} cli_value;

/* Parses argv[1..] against the n options (values[k] for options[k]); --opt value and
   --opt=value both work, a repeated option is an error (an unknown one is answered with the
   list of options), and --help (or -h) anywhere wins: then "usage: ", the synopsis and help are
   printed. --version prints the version. Returns -1 to go on, or the exit status (0 after
   --help or --version, 1 if that output could not be written, 2 for a bad argument). */
int cli_parse(const char *cmd, int argc, char **argv, const cli_option *options, int n,
              cli_value *values, const char *synopsis, const char *help);

/* The options every command that names a level shares, one home for their rows of a
   command's table (the ranges are delve.h's; the seed is a uint32_t). */
#define CLI_SEED_MAX 4294967295LL
extern const char *const cli_modes[];  /* --mode: fixed, classic */
extern const char *const cli_widths[]; /* --cols: 80, 40 */
#define CLI_OPTION_SEED                              \
    {                                                \
        "seed", CLI_INT, 0, CLI_SEED_MAX, NULL, NULL \
    }
#define CLI_OPTION_DOS                   \
    {                                    \
        "dos", CLI_DOS, 0, 0, NULL, NULL \
    }
#define CLI_OPTION_DEPTH                                 \
    {                                                    \
        "depth", CLI_INT, 1, DELVE_DEPTH_MAX, NULL, NULL \
    }
#define CLI_OPTION_MODE                           \
    {                                             \
        "mode", CLI_CHOICE, 0, 0, cli_modes, NULL \
    }
#define CLI_OPTION_COLS                            \
    {                                              \
        "cols", CLI_CHOICE, 0, 0, cli_widths, NULL \
    }
/* --count K: K levels or games, of seeds (or clock seeds) N .. N+K-1 */
#define CLI_COUNT_MAX 100000000
#define CLI_OPTION_COUNT                               \
    {                                                  \
        "count", CLI_INT, 1, CLI_COUNT_MAX, NULL, NULL \
    }

/* LevelMap's options, for delve levelmap and delve play --generator levelmap: a command's table
   takes their CLI_LEVELMAP_COUNT rows from index `first` on (CLI_LEVELMAP_OPTIONS(first,
   height_max, height_why): a game's map has fewer rows than a LevelMap level may), and
   CLI_LEVELMAP_FIELDS(out, &v[first]) fills out's fields of the same names
   (delve_levelmap_options, delve_game_levelmap_options) from their values. */
#define CLI_LEVELMAP_COUNT 9
/* clang-format off */
#define CLI_LEVELMAP_OPTIONS(first, height_max, height_why)                                        \
    [(first)] = {"width", CLI_INT, DELVE_LEVELMAP_MIN_SIDE, DELVE_LEVELMAP_MAX_SIDE, NULL, NULL},  \
    [(first) + 1] = {"height", CLI_INT, DELVE_LEVELMAP_MIN_SIDE, (height_max), NULL, (height_why)},\
    [(first) + 2] = {"corridor", CLI_INT, 0, 100, NULL, NULL},                                     \
    [(first) + 3] = {"combined", CLI_INT, 0, 100, NULL, NULL},                                     \
    [(first) + 4] = {"cellsize", CLI_INT, 1, DELVE_LEVELMAP_CELLSIZE_MAX, NULL, NULL},             \
    [(first) + 5] = {"natural", CLI_FLAG, 0, 0, NULL, NULL},                                       \
    [(first) + 6] = {"no-doors", CLI_FLAG, 0, 0, NULL, NULL},                                      \
    [(first) + 7] = {"voids", CLI_FLAG, 0, 0, NULL, NULL},                                         \
    [(first) + 8] = {"entrances", CLI_INT, 0, DELVE_LEVELMAP_MAX_ENTRANCES, NULL, NULL}
/* clang-format on */
#define CLI_LEVELMAP_FIELDS(out, v)                                              \
    ((out).width = cli_number(&(v)[0]), (out).height = cli_number(&(v)[1]),      \
     (out).corridor = cli_number(&(v)[2]), (out).combined = cli_number(&(v)[3]), \
     (out).cellsize = cli_number(&(v)[4]), (out).natural = (v)[5].given,         \
     (out).no_doors = (v)[6].given, (out).voids = (v)[7].given,                  \
     (out).entrances = cli_number(&(v)[8]))

/* An option's number as the core's options structs take it: 0 when not given (the default),
   else delve_option_value (a real 0 as DELVE_NONE); the core's resolve functions check it. */
int cli_number(const cli_value *v);

/* A macro's value as text, for help and choices that show the core's limits and defaults. */
#define CLI_STR_(x) #x
#define CLI_STR(x) CLI_STR_(x)

/* A value quoted in a message: its first 40 bytes, and "..." when it was longer
   (cli_fail(cmd, "not '" CLI_QUOTE "'", CLI_CUT(text))). */
#define CLI_QUOTE "%.40s%s"
#define CLI_CUT(text) (text), (strlen(text) > 40 ? "..." : "")

/* Prints "delve <cmd>: <message> (see 'delve <cmd> --help')" on stderr (cmd NULL: the delve
   command itself); returns CLI_EXIT_USAGE. */
int cli_fail(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Exactly one of --seed and --dos (the options naming a level) was given: -1 to go on, or
   CLI_EXIT_USAGE after saying which way it was not. */
int cli_seed_or_dos(const char *cmd, const cli_value *seed, const cli_value *dos);

/* --count's last seed, first + count - 1, is a seed (dos 0) or a clock seed (dos 1): -1 to go
   on, or CLI_EXIT_USAGE after saying which it would be. */
int cli_count_fits(const char *cmd, long long first, long long count, int dos);

/* Prints "delve <cmd>: <message>" on stderr, for a failure that is no bad argument (a file that
   cannot be read or written), as cli_fail keeps quoted names one clean line; returns 1. */
int cli_error(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Writes n bytes to stdout; 0 on success, 1 after reporting why not (a full disk, a closed pipe). */
int cli_write(const char *cmd, const void *data, size_t n);
/* Flushes stdout at the end; 0, or 1 after reporting why not. */
int cli_finish(const char *cmd);
/* Writes rows lines of cols CP437 cells to stdout as UTF-8, each cell the glyph the PC shows
   (delve_cp437_unicode, a blank as a space), cols at most DELVE_GAME_COLS; 0, or 1 after
   reporting why not. */
int cli_write_rows(const char *cmd, const unsigned char *cells, int cols, int rows);

/* Writes cols x rows CP437 cells in their glyphs' colours as a PNG (svg 0) or an SVG to stdout,
   each pixel scale x scale; 0, or 1 after saying why not. */
int cli_picture(const char *cmd, const unsigned char *chars, int cols, int rows, int svg,
                int scale);

/* The subcommands' synopses, "delve <cmd> ..." lines that follow a 7-column "usage: ": every
   option of the subcommand's table (tests/cli/cli_synopsis.sh checks), shown by its --help and
   by 'delve --help'. */
extern const char cli_rogue_synopsis[], cli_levelmap_synopsis[], cli_play_synopsis[];

/* The subcommands: argv[0] is the subcommand's name; each returns the process exit status. */
int cli_rogue(int argc, char **argv);
int cli_levelmap(int argc, char **argv);
int cli_play(int argc, char **argv);

#endif
