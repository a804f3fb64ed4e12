/* cli_levelmap.c — `delve levelmap`: LevelMap levels as text, JSON or the LevelMap file format. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_args.h"
#include "delve.h"

static const char *const cmd = "levelmap";

static const char help[] =
    "usage: delve levelmap --seed N [options]\n"
    "\n"
    "Generates LevelMap levels: cells linked in a shuffled chain, chambers and 1-wide corridors,\n"
    "doors in chamber exits. The same seed and options always give the same level.\n"
    "\n"
    "  --seed N        the level's seed, 0..4294967295 (required)\n"
    "  --width W       blocks per row, 9..80\n"
    "  --height H      rows, 9..80. Neither set: width 9..28 at random, height 256/width;\n"
    "                  one set: the other is 256/side, at least 9\n"
    "  --corridor P    chance in percent that a cell with 2+ exits is a corridor, 0..100 (50)\n"
    "  --combined P    chance in percent that linked neighbouring chambers merge, 0..100 (50)\n"
    "  --cellsize C    least cell interior per side, 1..3 (2)\n"
    "  --natural       round chamber corners with wall\n"
    "  --no-doors      leave chamber exits and entrances open instead of doors\n"
    "  --voids         turn walls that touch no floor or door into void\n"
    "  --entrances K   open K entrances on the map's edges, 0..4 (0)\n"
    "  --textures      fill each block's connection bits (low nibble; shows in json and lmp)\n"
    "  --count K       generate seeds N, N+1, ..., N+K-1; K from 1 to 100000000 (1)\n"
    "  --format F      text (default): the map as UTF-8 lines, levels separated by an empty line;\n"
    "                  json: one object, or an array of them with --count;\n"
    "                  jsonl: one object per line;\n"
    "                  lmp: the LevelMap file format (width byte, height byte, the blocks),\n"
    "                  maps one after another; sides 9..28 and at most 256 blocks\n"
    "  --help          show this help\n"
    "\n"
    "JSON: {\"generator\":\"levelmap\",\"seed\",\"width\",\"height\",\"blocks\":[rows of block bytes\n"
    "TTTTNWSE],\"map\":[rows]}. Map glyphs: · floor, + door, walls in box drawing, ░ wall that\n"
    "touches no floor or door, ■ lone wall, space void.\n";

enum { FORMAT_TEXT, FORMAT_JSON, FORMAT_JSONL, FORMAT_LMP };
static const char *const formats[] = { "text", "json", "jsonl", "lmp", NULL };

typedef struct request {
    long long seed, count;
    int format;
    delve_levelmap_options opt;
} request;

/* The options that take a number, and their ranges. */
enum { N_SEED, N_WIDTH, N_HEIGHT, N_CORRIDOR, N_COMBINED, N_CELLSIZE, N_ENTRANCES, N_COUNT, N_ALL };
static const struct number_option {
    const char *name;
    long long lo, hi;
} numbers[N_ALL] = {
    [N_SEED] = { "--seed", 0, 4294967295LL },
    [N_WIDTH] = { "--width", DELVE_LEVELMAP_MIN_SIDE, DELVE_LEVELMAP_MAX_SIDE },
    [N_HEIGHT] = { "--height", DELVE_LEVELMAP_MIN_SIDE, DELVE_LEVELMAP_MAX_SIDE },
    [N_CORRIDOR] = { "--corridor", 0, 100 },
    [N_COMBINED] = { "--combined", 0, 100 },
    [N_CELLSIZE] = { "--cellsize", 1, 3 },
    [N_ENTRANCES] = { "--entrances", 0, DELVE_LEVELMAP_MAX_ENTRANCES },
    [N_COUNT] = { "--count", 1, 100000000 }
};

static int find_number_option(const char *name)
{
    int k;
    for (k = 0; k < N_ALL; k++)
        if (strcmp(name, numbers[k].name) == 0)
            return k;
    return -1;
}

/* The engine reads 0 as the default, so a real 0 % goes in as DELVE_NONE. */
static int parse_number(int k, const char *text, request *req)
{
    long long v;
    if (cli_int(cmd, numbers[k].name, text, numbers[k].lo, numbers[k].hi, &v))
        return CLI_EXIT_USAGE;
    switch (k) {
    case N_SEED: req->seed = v; break;
    case N_WIDTH: req->opt.width = (int)v; break;
    case N_HEIGHT: req->opt.height = (int)v; break;
    case N_CORRIDOR: req->opt.corridor = v ? (int)v : DELVE_NONE; break;
    case N_COMBINED: req->opt.combined = v ? (int)v : DELVE_NONE; break;
    case N_CELLSIZE: req->opt.cellsize = (int)v; break;
    case N_ENTRANCES: req->opt.entrances = (int)v; break;
    default: req->count = v; break;
    }
    return 0;
}

/* Fills *req from the arguments; returns -1 to go on, or the exit status (0 after --help). */
static int parse(int argc, char **argv, request *req)
{
    int i, k;
    const char *value;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(help, stdout);
            return 0;
        } else if (strcmp(a, "--natural") == 0) {
            req->opt.natural = 1;
        } else if (strcmp(a, "--no-doors") == 0) {
            req->opt.no_doors = 1;
        } else if (strcmp(a, "--voids") == 0) {
            req->opt.voids = 1;
        } else if (strcmp(a, "--textures") == 0) {
            req->opt.textures = 1;
        } else if (strcmp(a, "--format") == 0) {
            if (!(value = cli_value(cmd, argc, argv, &i)) ||
                cli_choice(cmd, a, value, formats, &req->format))
                return CLI_EXIT_USAGE;
        } else if ((k = find_number_option(a)) >= 0) {
            if (!(value = cli_value(cmd, argc, argv, &i)) || parse_number(k, value, req))
                return CLI_EXIT_USAGE;
        } else {
            return cli_fail(cmd, "unknown option '%s' (see 'delve levelmap --help')", a);
        }
    }
    return -1;
}

/* The combinations each option alone cannot rule out. */
static int check(const request *req)
{
    const delve_levelmap_options *o = &req->opt;
    if (req->seed < 0)
        return cli_fail(cmd, "--seed is required: an integer from 0 to 4294967295");
    if (req->seed + req->count - 1 > 4294967295LL)
        return cli_fail(cmd, "--count must be from 1 to %lld with --seed %lld, so that the "
                        "last seed is at most 4294967295", 4294967296LL - req->seed, req->seed);
    if (req->format != FORMAT_LMP)
        return 0;
    if (o->width > 28)
        return cli_fail(cmd, "--width must be from 9 to 28 with --format lmp (the LevelMap "
                        "file format), not %d", o->width);
    if (o->height > 28)
        return cli_fail(cmd, "--height must be from 9 to 28 with --format lmp (the LevelMap "
                        "file format), not %d", o->height);
    if (o->width * o->height > 256)
        return cli_fail(cmd, "--width %d and --height %d make %d blocks; --format lmp (the "
                        "LevelMap file format) allows at most 256", o->width, o->height,
                        o->width * o->height);
    return 0;
}

static int put_text(const delve_levelmap *map, int first)
{
    unsigned char glyphs[DELVE_LEVELMAP_MAX_BLOCKS];
    char line[3 * DELVE_LEVELMAP_MAX_SIDE + 1];
    int y;
    delve_levelmap_draw(map, glyphs);
    if (!first && cli_write(cmd, "\n", 1))
        return 1;
    for (y = 0; y < map->height; y++) {
        size_t n = delve_cp437_to_utf8(&glyphs[y * map->width], (size_t)map->width, line);
        line[n++] = '\n';
        if (cli_write(cmd, line, n))
            return 1;
    }
    return 0;
}

static int put_json(const delve_levelmap *map, const char *before, const char *after)
{
    size_t n = delve_levelmap_json(map, NULL, 0);
    char *text = malloc(n + 1);
    int failed;
    if (!text) {
        fprintf(stderr, "delve %s: out of memory\n", cmd);
        return 1;
    }
    delve_levelmap_json(map, text, n + 1);
    failed = cli_write(cmd, before, strlen(before)) || cli_write(cmd, text, n) ||
             cli_write(cmd, after, strlen(after));
    free(text);
    return failed;
}

static int put_lmp(const delve_levelmap *map)
{
    unsigned char size[2];
    size[0] = (unsigned char)map->width;
    size[1] = (unsigned char)map->height;
    return cli_write(cmd, size, 2) ||
           cli_write(cmd, map->blocks, (size_t)map->width * (size_t)map->height);
}

static int put_level(const request *req, const delve_levelmap *map, long long k)
{
    int first = k == 0, last = k == req->count - 1, many = req->count > 1;
    switch (req->format) {
    case FORMAT_TEXT: return put_text(map, first);
    case FORMAT_JSON:
        return put_json(map, first && many ? "[\n" : "", !many ? "\n" : last ? "\n]\n" : ",\n");
    case FORMAT_JSONL: return put_json(map, "", "\n");
    default: return put_lmp(map);
    }
}

int cli_levelmap(int argc, char **argv)
{
    static delve_levelmap map;
    request req;
    long long k;
    int status;
    memset(&req, 0, sizeof req);
    req.seed = -1;
    req.count = 1;
    if ((status = parse(argc, argv, &req)) >= 0 || (status = check(&req)) != 0)
        return status;
    for (k = 0; k < req.count; k++) {
        status = delve_levelmap_generate((uint32_t)(req.seed + k), &req.opt, &map);
        if (status != DELVE_OK)
            return cli_fail(cmd, "%s", delve_status_message(status));
        if (put_level(&req, &map, k))
            return 1;
    }
    if (fflush(stdout) != 0) {
        fprintf(stderr, "delve %s: cannot write the output: %s\n", cmd, strerror(errno));
        return 1;
    }
    return 0;
}
