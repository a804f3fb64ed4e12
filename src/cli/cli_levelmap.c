/* cli_levelmap.c — `delve levelmap`: LevelMap levels as text, JSON or the LevelMap file format. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_args.h"
#include "delve.h"

static const char *const cmd = "levelmap";

const char cli_levelmap_synopsis[] =
    "delve levelmap --seed N [--width W] [--height H] [--corridor P] [--combined P]\n"
    "                      [--cellsize C] [--natural] [--no-doors] [--voids] [--entrances K]\n"
    "                      [--textures] [--count K] [--format text|json|jsonl|lmp|png|svg]\n"
    "                      [--scale K]\n";

#define SIDES CLI_STR(DELVE_LEVELMAP_MIN_SIDE) ".." CLI_STR(DELVE_LEVELMAP_MAX_SIDE)

/* clang-format off */
static const char help[] =
    "\n"
    "Generates LevelMap levels: cells linked in a shuffled chain, chambers and 1-wide corridors,\n"
    "doors in chamber exits. The same seed and options always give the same level.\n"
    "\n"
    "  --seed N        the level's seed, 0..4294967295 (required)\n"
    "  --width W       blocks per row, " SIDES "\n"
    "  --height H      rows, " SIDES ". Neither set: width 9..28 at random, height 256/width;\n"
    "                  one set: the other is 256/side, at least 9\n"
    "  --corridor P    chance in percent that a cell with 2+ exits is a corridor, 0..100 ("
    CLI_STR(DELVE_LEVELMAP_PERCENT_DEFAULT) ")\n"
    "  --combined P    chance in percent that linked neighbouring chambers merge, 0..100 ("
    CLI_STR(DELVE_LEVELMAP_PERCENT_DEFAULT) ")\n"
    "  --cellsize C    least cell interior per side, 1.." CLI_STR(DELVE_LEVELMAP_CELLSIZE_MAX) " ("
    CLI_STR(DELVE_LEVELMAP_CELLSIZE_DEFAULT) ")\n"
    "  --natural       round chamber corners (not corridors') with wall\n"
    "  --no-doors      leave chamber exits and entrances open instead of doors\n"
    "  --voids         turn walls that touch no floor or door into void\n"
    "  --entrances K   open K entrances on the map's edges, 0.."
    CLI_STR(DELVE_LEVELMAP_MAX_ENTRANCES) " (0); fewer when no edge\n"
    "                  has a place left (about 1 map in 1,600 asking 4; more at --corridor 100)\n"
    "  --textures      fill each block's connection bits (low nibble; shows in json and lmp)\n"
    "  --count K       generate seeds N, N+1, ..., N+K-1; K from 1 to 100000000 (1)\n"
    "  --format F      text (default): the map as UTF-8 lines, levels separated by an empty line;\n"
    "                  json: one object, or an array of them with --count;\n"
    "                  jsonl: one object per line;\n"
    "                  lmp: the LevelMap file format (width byte, height byte, the blocks),\n"
    "                  maps one after another; sides 9..28 and at most 256 blocks;\n"
    "                  png, svg: the map as a picture in the VGA font and the PC's colours,\n"
    "                  8x16 pixels a block; one level only; a PNG to a file (a terminal\n"
    "                  is refused)\n"
    "  --scale K       with png or svg: each pixel K x K, 1.." CLI_STR(DELVE_IMAGE_SCALE_MAX)
    " (default 1)\n"
    "  --help          show this help\n"
    "\n"
    "JSON: {\"generator\":\"levelmap\",\"seed\",\"width\",\"height\",\"blocks\":[rows of block\n"
    "bytes TTTTNWSE],\"map\":[rows]}. Map glyphs: · floor, + door, walls in box drawing,\n"
    "░ wall that touches no floor or door, ■ lone wall, space void.\n";
/* clang-format on */

enum { FORMAT_TEXT, FORMAT_JSON, FORMAT_JSONL, FORMAT_LMP, FORMAT_PNG, FORMAT_SVG };
static const char *const formats[] = {"text", "json", "jsonl", "lmp", "png", "svg", NULL};

typedef struct request {
    long long seed, count;
    int format, scale, scale_given;
    delve_levelmap_options opt;
} request;

enum {
    O_SEED,
    O_LEVELMAP, /* CLI_LEVELMAP_OPTIONS' rows */
    O_LEVELMAP_LAST = O_LEVELMAP + CLI_LEVELMAP_COUNT - 1,
    O_TEXTURES,
    O_COUNT,
    O_FORMAT,
    O_SCALE,
    O_ALL
};
static const cli_option options[O_ALL] = {
    [O_SEED] = CLI_OPTION_SEED,
    CLI_LEVELMAP_OPTIONS(O_LEVELMAP, DELVE_LEVELMAP_MAX_SIDE, NULL),
    [O_TEXTURES] = {"textures", CLI_FLAG, 0, 0, NULL, NULL},
    [O_COUNT] = CLI_OPTION_COUNT,
    [O_FORMAT] = {"format", CLI_CHOICE, 0, 0, formats, NULL},
    [O_SCALE] = {"scale", CLI_INT, 1, DELVE_IMAGE_SCALE_MAX, NULL, NULL}};

/* Fills *req from the arguments; returns -1 to go on, or the exit status. */
static int parse(int argc, char **argv, request *req)
{
    cli_value v[O_ALL];
    int st = cli_parse(cmd, argc, argv, options, O_ALL, v, cli_levelmap_synopsis, help);
    if (st >= 0)
        return st;
    if (!v[O_SEED].given)
        return cli_fail(cmd, "--seed is required: an integer from 0 to 4294967295");
    req->seed = v[O_SEED].number;
    req->count = v[O_COUNT].given ? v[O_COUNT].number : 1;
    req->format = v[O_FORMAT].choice;
    req->scale = (int)v[O_SCALE].number;
    req->scale_given = v[O_SCALE].given;
    CLI_LEVELMAP_FIELDS(req->opt, &v[O_LEVELMAP]);
    req->opt.textures = v[O_TEXTURES].given;
    if ((st = delve_levelmap_resolve_options(&req->opt, &req->opt)) != DELVE_OK)
        return cli_fail(cmd, "%s", delve_status_message(st));
    return -1;
}

/* The combinations each option alone cannot rule out. */
static int check(const request *req)
{
    const delve_levelmap_options *o = &req->opt;
    int st = cli_count_fits(cmd, req->seed, req->count, 0);
    if (st >= 0)
        return st;
    if (req->scale_given && req->format < FORMAT_PNG)
        return cli_fail(cmd, "--scale sizes a picture: use it with --format png or svg");
    if (req->format >= FORMAT_PNG && req->count > 1)
        return cli_fail(cmd, "--format %s makes one picture: leave out --count",
                        formats[req->format]);
    if (req->format != FORMAT_LMP)
        return 0;
    if (o->width > 28)
        return cli_fail(cmd,
                        "--width must be from 9 to 28 with --format lmp (the LevelMap "
                        "file format), not %d",
                        o->width);
    if (o->height > 28)
        return cli_fail(cmd,
                        "--height must be from 9 to 28 with --format lmp (the LevelMap "
                        "file format), not %d",
                        o->height);
    if (o->width * o->height > 256)
        return cli_fail(cmd,
                        "--width %d and --height %d make %d blocks; --format lmp (the "
                        "LevelMap file format) allows at most 256",
                        o->width, o->height, o->width * o->height);
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
    case FORMAT_PNG:
    case FORMAT_SVG: {
        unsigned char glyphs[DELVE_LEVELMAP_MAX_BLOCKS];
        delve_levelmap_draw(map, glyphs);
        return cli_picture(cmd, glyphs, map->width, map->height, req->format == FORMAT_SVG,
                           req->scale);
    }
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
    if ((status = parse(argc, argv, &req)) >= 0 || (status = check(&req)) != 0)
        return status;
    for (k = 0; k < req.count; k++) {
        status = delve_levelmap_generate((uint32_t)(req.seed + k), &req.opt, &map);
        if (status != DELVE_OK)
            return cli_fail(cmd, "%s", delve_status_message(status));
        if (put_level(&req, &map, k))
            return 1;
    }
    return cli_finish(cmd);
}
