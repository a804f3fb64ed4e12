/* cli_rogue.c — `delve rogue`: classic Rogue levels (seeded, or replayed from the original's
   clock seed) as text, CP437 bytes, JSON or the screen the original shows on arrival. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli_args.h"
#include "delve.h"

const char cli_rogue_synopsis[] =
    "delve rogue (--seed N | --dos N) [--depth D] [--mode fixed|classic] [--cols 80|40]\n"
    "                   [--count K] [--name NAME]\n"
    "                   [--format text|json|jsonl|cp437|screen|png|svg] [--scale K]\n";

/* clang-format off */
static const char help[] =
    "\n"
    "Prints the classic PC Rogue 1.48 level that seed N names at depth D, or the level 1 of\n"
    "the original game whose clock seed was N.\n"
    "\n"
    "  --seed N      the dungeon, 0..4294967295. A seed names a whole dungeon: each depth\n"
    "                of it is one fixed level.\n"
    "  --dos N       replay the original ROGUE.EXE game whose DOS clock seed was N, 1.."
    CLI_STR(DELVE_DOS_MAX) "\n"
    "                (hours*256 + minutes + seconds*256 + hundredths; real clocks give\n"
    "                1..21150; 0 hung the original), or that began at the DOS time N,\n"
    "                as TIME showed it (14:32:07.55; H:MM and H:MM:SS too): its level 1,\n"
    "                cell for cell. Mode classic by default; fixed gives that seed with\n"
    "                the bugs fixed.\n"
    "  --depth D     the dungeon level, 1.." CLI_STR(DELVE_DEPTH_MAX)
    " (default 1; a replay has only level 1).\n"
    "                Depth brings dark rooms (2+), secret doors (2+), mazes (11+),\n"
    "                deeper monsters and the amulet (26+).\n"
    "  --mode M      fixed (default for --seed): the original's generator bugs fixed;\n"
    "                classic (default for --dos): bug for bug as DOS Rogue 1.48 (traps in\n"
    "                mazes, merged traps, isolated maze cells, objects under monsters...).\n"
    "  --cols C      " CLI_STR(DELVE_ROGUE_COLS) " (default) or " CLI_STR(DELVE_ROGUE_NARROW_COLS)
    ": the 40-column CGA screen, 21 map rows.\n"
    "  --count K     K levels, seeds (or clock seeds) N, N+1, ... N+K-1; K from 1 to\n"
    "                100000000 (default 1).\n"
    "  --name NAME   the player's name in the greeting (with --format screen;\n"
    "                default " DELVE_GAME_NAME_DEFAULT "; 1.." CLI_STR(DELVE_GAME_NAME_MAX)
    " printable ASCII characters).\n"
    "  --format F    text (default): the map as UTF-8, everything revealed; levels are\n"
    "                  separated by an empty line;\n"
    "                cp437: the same as raw CP437 bytes, one line per map row;\n"
    "                json: one JSON object (an array of them when K > 1);\n"
    "                jsonl: one JSON object per line;\n"
    "                screen: the 25 rows the original shows on arriving: the message (its\n"
    "                  greeting, at any depth), what the player sees, the status line, a\n"
    "                  blank row (the original's clock); an empty line between levels;\n"
    "                png, svg: the map as a picture in the VGA font and the PC's colours,\n"
    "                  8x16 pixels a cell (640x352 for 80 columns); one level only; a PNG\n"
    "                  to a file (a terminal is refused).\n"
    "  --scale K     with png or svg: each pixel K x K, 1.." CLI_STR(DELVE_IMAGE_SCALE_MAX)
    " (default 1).\n"
    "  --help        this text.\n";
/* clang-format on */

enum { FMT_TEXT, FMT_JSON, FMT_JSONL, FMT_CP437, FMT_SCREEN, FMT_PNG, FMT_SVG };
static const char *const formats[] = {"text",   "json", "jsonl", "cp437",
                                      "screen", "png",  "svg",   NULL};

enum { O_SEED, O_DOS, O_DEPTH, O_MODE, O_COLS, O_COUNT, O_NAME, O_FORMAT, O_SCALE, O_ALL };
static const cli_option options[O_ALL] = {
    [O_SEED] = CLI_OPTION_SEED,
    [O_DOS] = CLI_OPTION_DOS,
    [O_DEPTH] = CLI_OPTION_DEPTH,
    [O_MODE] = CLI_OPTION_MODE,
    [O_COLS] = CLI_OPTION_COLS,
    [O_COUNT] = CLI_OPTION_COUNT,
    [O_NAME] = {"name", CLI_TEXT, 0, 0, NULL, NULL},
    [O_FORMAT] = {"format", CLI_CHOICE, 0, 0, formats, NULL},
    [O_SCALE] = {"scale", CLI_INT, 1, DELVE_IMAGE_SCALE_MAX, NULL, NULL}};

typedef struct rogue_args {
    unsigned long long seed, count;
    delve_rogue_options opt;
    const char *name;
    int format, scale;
} rogue_args;

/* The game's rule for a player's name, as delve_game_check_options says. */
static int valid_name(const char *text)
{
    delve_game_options opt = {0};
    opt.name = text;
    return delve_game_check_options(&opt) == DELVE_OK;
}

/* Fills *a; returns -1 to go on, or the exit status. */
static int parse(int argc, char **argv, rogue_args *a)
{
    cli_value v[O_ALL];
    int st = cli_parse("rogue", argc, argv, options, O_ALL, v, cli_rogue_synopsis, help);
    if (st >= 0)
        return st;
    memset(a, 0, sizeof a[0]);
    if ((st = cli_seed_or_dos("rogue", &v[O_SEED], &v[O_DOS])) >= 0)
        return st;
    a->seed = (unsigned long long)(v[O_DOS].given ? v[O_DOS].number : v[O_SEED].number);
    a->opt.dos = cli_number(&v[O_DOS]);
    a->opt.depth = cli_number(&v[O_DEPTH]);
    a->opt.mode = !v[O_MODE].given   ? DELVE_MODE_DEFAULT
                  : v[O_MODE].choice ? DELVE_MODE_CLASSIC
                                     : DELVE_MODE_FIXED;
    a->opt.cols = !v[O_COLS].given   ? 0
                  : v[O_COLS].choice ? DELVE_ROGUE_NARROW_COLS
                                     : DELVE_ROGUE_COLS;
    if ((st = delve_rogue_resolve_options(&a->opt, &a->opt)) == DELVE_ERR_DOS_DEPTH)
        return cli_fail("rogue", "--dos replays the original's level 1 only: leave out --depth "
                                 "(its later levels depended on play)");
    if (st != DELVE_OK)
        return cli_fail("rogue", "%s", delve_status_message(st));
    a->count = v[O_COUNT].given ? (unsigned long long)v[O_COUNT].number : 1;
    a->format = v[O_FORMAT].choice;
    a->scale = (int)v[O_SCALE].number;
    if (v[O_SCALE].given && a->format < FMT_PNG)
        return cli_fail("rogue", "--scale sizes a picture: use it with --format png or svg");
    if (a->format >= FMT_PNG && a->count > 1)
        return cli_fail("rogue", "--format %s makes one picture: leave out --count",
                        formats[a->format]);
    if (v[O_NAME].given && !valid_name(v[O_NAME].text))
        return cli_fail("rogue",
                        "--name must be 1 to %d printable ASCII characters, not '" CLI_QUOTE "'",
                        DELVE_GAME_NAME_MAX, CLI_CUT(v[O_NAME].text));
    a->name = v[O_NAME].text;
    st = cli_count_fits("rogue", (long long)a->seed, (long long)a->count, v[O_DOS].given);
    if (st >= 0)
        return st;
    if (a->name && a->format != FMT_SCREEN)
        return cli_fail("rogue", "--name is the player's name in the first screen's greeting: use "
                                 "it with --format screen");
    return -1;
}

/* The 25 rows the original shows on arriving (a game's first screen), row 24 left blank: the
   original shows its clock there, delve's game its own figures. */
static int write_screen(const rogue_args *a, uint32_t seed)
{
    static delve_game g;
    static const char blank[DELVE_GAME_COLS + 1] = "";
    delve_game_options opt = {0};
    int st;
    opt.depth = a->opt.depth;
    opt.mode = a->opt.mode;
    opt.cols = a->opt.cols;
    opt.dos = a->opt.dos ? (int)seed : 0;
    opt.name = a->name;
    if ((st = delve_game_start(&g, seed, &opt)) != DELVE_OK) {
        fprintf(stderr, "delve rogue: %s\n", delve_status_message(st));
        return 1;
    }
    /* the zero bytes of blank show as spaces (CP437 0 is a blank) */
    return cli_write_rows("rogue", delve_game_chars(&g), g.cols, g.rows - 1) ||
           cli_write_rows("rogue", (const unsigned char *)blank, g.cols, 1);
}

/* The map as text (UTF-8) or raw CP437, one line per row. */
static int write_map(const delve_rogue_level *lv, int raw)
{
    unsigned char screen[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
    int y;
    delve_rogue_draw(lv, screen);
    if (!raw)
        return cli_write_rows("rogue", screen, lv->cols, lv->rows);
    for (y = 0; y < lv->rows; y++)
        if (cli_write("rogue", screen + y * lv->cols, (size_t)lv->cols) ||
            cli_write("rogue", "\n", 1))
            return 1;
    return 0;
}

static int write_json(const delve_rogue_level *lv)
{
    size_t n = delve_rogue_json(lv, NULL, 0);
    char *json = malloc(n + 1);
    int failed;
    if (!json) {
        fputs("delve rogue: out of memory\n", stderr);
        return 1;
    }
    delve_rogue_json(lv, json, n + 1);
    failed = cli_write("rogue", json, n);
    free(json);
    return failed;
}

int cli_rogue(int argc, char **argv)
{
    static delve_rogue_level lv;
    rogue_args a;
    unsigned long long k;
    int st = parse(argc, argv, &a);
    if (st >= 0)
        return st;
    if (a.format == FMT_JSON && a.count > 1 && cli_write("rogue", "[\n", 2))
        return 1;
    for (k = 0; k < a.count; k++) {
        int err;
        if (a.opt.dos)
            a.opt.dos = (int)(a.seed + k);
        if ((st = delve_rogue_generate((uint32_t)(a.seed + k), &a.opt, &lv)) != DELVE_OK) {
            fprintf(stderr, "delve rogue: %s\n", delve_status_message(st));
            return 1;
        }
        if (k > 0 && (a.format == FMT_TEXT || a.format == FMT_CP437 || a.format == FMT_SCREEN))
            err = cli_write("rogue", "\n", 1);
        else if (k > 0 && a.format == FMT_JSON)
            err = cli_write("rogue", ",\n", 2);
        else
            err = 0;
        if (err)
            return 1;
        if (a.format == FMT_SCREEN)
            err = write_screen(&a, (uint32_t)(a.seed + k));
        else if (a.format == FMT_TEXT || a.format == FMT_CP437)
            err = write_map(&lv, a.format == FMT_CP437);
        else if (a.format >= FMT_PNG) {
            unsigned char screen[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
            delve_rogue_draw(&lv, screen);
            err = cli_picture("rogue", screen, lv.cols, lv.rows, a.format == FMT_SVG, a.scale);
        } else
            err = write_json(&lv) ||
                  (a.format == FMT_JSONL || a.count == 1 ? cli_write("rogue", "\n", 1) : 0);
        if (err)
            return 1;
    }
    if (a.format == FMT_JSON && a.count > 1 && cli_write("rogue", "\n]\n", 3))
        return 1;
    return cli_finish("rogue");
}
