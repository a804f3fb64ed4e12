/* cli_rogue.c — `delve rogue`: classic Rogue levels as text, CP437 bytes or JSON. */
#include <stdlib.h>
#include <string.h>

#include "cli_args.h"
#include "delve.h"

static const char help[] =
    "usage: delve rogue --seed N [--depth D] [--mode fixed|classic] [--cols 80|40]\n"
    "                   [--count K] [--format text|json|jsonl|cp437]\n"
    "\n"
    "Prints the classic PC Rogue 1.48 level that seed N names at depth D.\n"
    "\n"
    "  --seed N      the dungeon, 0..4294967295 (required). A seed names a whole dungeon:\n"
    "                each depth of it is one fixed level.\n"
    "  --depth D     the dungeon level, 1..999 (default 1). Depth brings dark rooms (2+),\n"
    "                secret doors (2+), mazes (11+), deeper monsters and the amulet (26+).\n"
    "  --mode M      fixed (default): the original's generator bugs fixed;\n"
    "                classic: bug for bug as DOS Rogue 1.48 (traps in mazes, merged traps,\n"
    "                isolated maze cells, objects under monsters...).\n"
    "  --cols C      80 (default) or 40: the 40-column CGA screen, 21 map rows.\n"
    "  --count K     K levels, seeds N, N+1, ... N+K-1 (default 1; 1..100000000).\n"
    "  --format F    text (default): the map as UTF-8, everything revealed; levels are\n"
    "                  separated by an empty line;\n"
    "                cp437: the same as raw CP437 bytes, one line per map row;\n"
    "                json: one JSON object (an array of them when K > 1);\n"
    "                jsonl: one JSON object per line.\n"
    "  --help        this text.\n";

enum { FMT_TEXT, FMT_JSON, FMT_JSONL, FMT_CP437 };

typedef struct rogue_args {
    unsigned long long seed, count;
    delve_rogue_options opt;
    int format;
} rogue_args;

static int parse(int argc, char **argv, rogue_args *a)
{
    static const char *const formats[] = {"text", "json", "jsonl", "cp437", NULL};
    static const char *const modes[] = {"fixed", "classic", NULL};
    long long v;
    int i, have_seed = 0, st;
    memset(a, 0, sizeof *a);
    a->count = 1;
    for (i = 1; i < argc; i++) {
        const char *opt = argv[i], *val;
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            fputs(help, stdout);
            return -1;
        }
        if (strncmp(opt, "--", 2) != 0 ||
            (strcmp(opt, "--seed") && strcmp(opt, "--depth") && strcmp(opt, "--mode") &&
             strcmp(opt, "--cols") && strcmp(opt, "--count") && strcmp(opt, "--format")))
            return cli_fail("rogue", "unknown option '%s'; the options are --seed --depth --mode "
                            "--cols --count --format (see 'delve rogue --help')", opt);
        if (!(val = cli_value("rogue", argc, argv, &i)))
            return CLI_EXIT_USAGE;
        if (strcmp(opt, "--seed") == 0) {
            if ((st = cli_int("rogue", opt, val, 0, 4294967295LL, &v)))
                return st;
            a->seed = (unsigned long long)v;
            have_seed = 1;
        } else if (strcmp(opt, "--depth") == 0) {
            if ((st = cli_int("rogue", opt, val, 1, DELVE_DEPTH_MAX, &v)))
                return st;
            a->opt.depth = (int)v;
        } else if (strcmp(opt, "--cols") == 0) {
            if ((st = cli_int("rogue", opt, val, 40, 80, &v)))
                return st;
            if (v != 40 && v != 80)
                return cli_fail("rogue", "--cols must be 80 or 40, not '%s'", val);
            a->opt.cols = (int)v;
        } else if (strcmp(opt, "--count") == 0) {
            if ((st = cli_int("rogue", opt, val, 1, 100000000, &v)))
                return st;
            a->count = (unsigned long long)v;
        } else if (strcmp(opt, "--mode") == 0) {
            if ((st = cli_choice("rogue", opt, val, modes, &a->opt.mode)))
                return st;
        } else if ((st = cli_choice("rogue", opt, val, formats, &a->format))) {
            return st;
        }
    }
    if (!have_seed)
        return cli_fail("rogue", "--seed is required: an integer from 0 to 4294967295");
    if (a->seed + a->count - 1 > 4294967295ULL)
        return cli_fail("rogue", "--seed plus --count must stay within 4294967295 "
                        "(the last seed would be %llu)", a->seed + a->count - 1);
    return 0;
}

/* The map as text (UTF-8) or raw CP437, one line per row. */
static int write_map(const delve_rogue_level *lv, int raw)
{
    unsigned char screen[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
    char out[DELVE_ROGUE_ROWS * (DELVE_ROGUE_COLS * 3 + 1)];
    size_t n = 0;
    int y;
    delve_rogue_draw(lv, screen);
    for (y = 0; y < lv->rows; y++) {
        const unsigned char *row = screen + y * lv->cols;
        if (raw) {
            memcpy(out + n, row, (size_t)lv->cols);
            n += (size_t)lv->cols;
        } else {
            n += delve_cp437_to_utf8(row, (size_t)lv->cols, out + n);
        }
        out[n++] = '\n';
    }
    return cli_write("rogue", out, n);
}

static int write_json(const delve_rogue_level *lv)
{
    static char json[64 * 1024]; /* a level needs about 8 KB */
    size_t n = delve_rogue_json(lv, json, sizeof json);
    if (n >= sizeof json) {
        fprintf(stderr, "delve rogue: internal error: a level's JSON needs %zu bytes\n", n);
        return 1;
    }
    return cli_write("rogue", json, n);
}

int cli_rogue(int argc, char **argv)
{
    static delve_rogue_level lv;
    rogue_args a;
    unsigned long long k;
    int st = parse(argc, argv, &a);
    if (st)
        return st < 0 ? 0 : st;
    if (a.format == FMT_JSON && a.count > 1 && cli_write("rogue", "[\n", 2))
        return 1;
    for (k = 0; k < a.count; k++) {
        int err;
        if ((st = delve_rogue_generate((uint32_t)(a.seed + k), &a.opt, &lv)) != DELVE_OK) {
            fprintf(stderr, "delve rogue: %s\n", delve_status_message(st));
            return 1;
        }
        if (k > 0 && (a.format == FMT_TEXT || a.format == FMT_CP437))
            err = cli_write("rogue", "\n", 1);
        else if (k > 0 && a.format == FMT_JSON)
            err = cli_write("rogue", ",\n", 2);
        else
            err = 0;
        if (err)
            return 1;
        if (a.format == FMT_TEXT || a.format == FMT_CP437)
            err = write_map(&lv, a.format == FMT_CP437);
        else
            err = write_json(&lv) ||
                  (a.format == FMT_JSONL || a.count == 1 ? cli_write("rogue", "\n", 1) : 0);
        if (err)
            return 1;
    }
    if (a.format == FMT_JSON && a.count > 1 && cli_write("rogue", "\n]\n", 3))
        return 1;
    if (fflush(stdout) != 0) {
        fputs("delve rogue: cannot write the output\n", stderr);
        return 1;
    }
    return 0;
}
