/* test_levelmap_cli.c — `delve levelmap` as a user runs it: every format against the engine's own
   output, and bad arguments answered with exit status 2 and one line naming the option.
   usage: test_levelmap_cli [path to the delve binary, default the one this build made] */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "delve.h"
#include "levelmap.h"
#include "check.h"

static const char *delve;
static char out[1 << 22];
static size_t out_len;
static long maps;

/* Runs `delve levelmap <args> <redirect>`, keeps what it prints in out; returns the exit status. */
static int run(const char *args, const char *redirect)
{
    char command[1024];
    FILE *p;
    int status;
    snprintf(command, sizeof command, "'%s' levelmap %s %s", delve, args, redirect);
    p = popen(command, "r");
    if (!p)
        return -1;
    out_len = fread(out, 1, sizeof out - 1, p);
    out[out_len] = '\0';
    status = pclose(p);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int lines_in(const char *text)
{
    int n = 0;
    for (; *text; text++)
        n += *text == '\n';
    return n;
}

/* Exit status 2, nothing on stdout, one line on stderr that contains each word. */
static void bad(const char *args, const char *word, const char *range)
{
    int status = run(args, "2>&1 >/dev/null");
    CHECK(status == 2);
    CHECK(lines_in(out) == 1 && strstr(out, word) && (!range || strstr(out, range)));
    if (status != 2 || lines_in(out) != 1 || !strstr(out, word) || (range && !strstr(out, range)))
        printf("  for: delve levelmap %s -> %d: %s", args, status, out);
}

static void test_errors(void)
{
    bad("", "--seed", "4294967295");
    bad("--seed", "--seed", NULL);
    bad("--seed -1", "--seed", "4294967295");
    bad("--seed 4294967296", "--seed", "4294967295");
    bad("--seed x1", "--seed", NULL);
    bad("--seed 1 --width 8", "--width", "9 to 80");
    bad("--seed 1 --width 81", "--width", "9 to 80");
    bad("--seed 1 --height 200", "--height", "9 to 80");
    bad("--seed 1 --corridor 101", "--corridor", "0 to 100");
    bad("--seed 1 --combined -1", "--combined", "0 to 100");
    bad("--seed 1 --cellsize 0", "--cellsize", "1 to 3");
    bad("--seed 1 --cellsize 4", "--cellsize", "1 to 3");
    bad("--seed 1 --entrances 5", "--entrances", "0 to 4");
    bad("--seed 1 --count 0", "--count", NULL);
    bad("--seed 4294967295 --count 2", "--count", "4294967295");
    bad("--seed 1 --format xml", "--format", "text|json|jsonl|lmp");
    bad("--seed 1 --format lmp --width 29", "--width", "9 to 28");
    bad("--seed 1 --format lmp --height 40", "--height", "9 to 28");
    bad("--seed 1 --format lmp --width 20 --height 20", "256", NULL);
    bad("--seed 1 --natural 1", "unexpected argument", NULL);
    bad("--seed 1 --natural=1", "takes no value", NULL);
    bad("--seed 1 --width 20 --width 30", "given twice", NULL);
    bad("--seed 1 --bogus", "unknown option", NULL);
    bad("--seed 1 --width", "--width", NULL);
}

static void test_help(void)
{
    static const char *const options[] = {"--seed",     "--width",     "--height",   "--corridor",
                                          "--combined", "--cellsize",  "--natural",  "--no-doors",
                                          "--voids",    "--entrances", "--textures", "--count",
                                          "--format",   "text",        "jsonl",      "lmp"};
    size_t k;
    CHECK(run("--help", "2>/dev/null") == 0);
    for (k = 0; k < sizeof options / sizeof options[0]; k++)
        CHECK(strstr(out, options[k]) != NULL);
}

/* The CLI's levels are the engine's: JSON text for text, and the file format for lmp. */
static void test_formats(void)
{
    static delve_levelmap level;
    static char json[1 << 16];
    static const char *const setups[] = {
        "", "--width 16 --height 16", "--width 80 --height 22 --corridor 0 --combined 0",
        "--width 9 --cellsize 3 --natural --no-doors --voids --entrances 2 --textures",
        "--height 28 --corridor 100 --combined 100 --cellsize 1 --entrances 4"};
    delve_levelmap_options opt[5];
    char args[256];
    int s, k, y;
    memset(opt, 0, sizeof opt);
    opt[1].width = 16, opt[1].height = 16;
    opt[2].width = 80, opt[2].height = 22, opt[2].corridor = DELVE_NONE;
    opt[2].combined = DELVE_NONE;
    opt[3].width = 9, opt[3].cellsize = 3, opt[3].natural = 1, opt[3].no_doors = 1;
    opt[3].voids = 1, opt[3].entrances = 2, opt[3].textures = 1;
    opt[4].height = 28, opt[4].corridor = 100, opt[4].combined = 100, opt[4].cellsize = 1;
    opt[4].entrances = 4;
    for (s = 0; s < 5; s++) {
        const char *at;
        snprintf(args, sizeof args, "--seed 4294967290 --count 6 --format jsonl %s", setups[s]);
        CHECK(run(args, "") == 0 && lines_in(out) == 6);
        for (k = 0, at = out; k < 6; k++) {
            size_t n;
            delve_levelmap_generate(4294967290u + (uint32_t)k, &opt[s], &level);
            maps++;
            n = delve_levelmap_json(&level, json, sizeof json);
            CHECK(strncmp(at, json, n) == 0 && at[n] == '\n');
            at += n + 1;
        }
        snprintf(args, sizeof args, "--seed 4294967290 --count 3 --format json %s", setups[s]);
        CHECK(run(args, "") == 0 && strncmp(out, "[\n{\"generator\":\"levelmap\"", 25) == 0);
        CHECK(lines_in(out) == 5 && strcmp(out + out_len - 3, "\n]\n") == 0);
        snprintf(args, sizeof args, "--seed 4294967290 --format json %s", setups[s]);
        CHECK(run(args, "") == 0 && out[0] == '{' && lines_in(out) == 1);
        snprintf(args, sizeof args, "--seed 4294967290 --count 2 --format text %s", setups[s]);
        delve_levelmap_generate(4294967290u, &opt[s], &level);
        CHECK(run(args, "") == 0);
        for (y = 0, at = out; y < level.height; y++) { /* first level: UTF-8 rows of glyphs */
            unsigned char glyphs[DELVE_LEVELMAP_MAX_BLOCKS];
            char line[256];
            size_t n;
            delve_levelmap_draw(&level, glyphs);
            n = delve_cp437_to_utf8(&glyphs[y * level.width], (size_t)level.width, line);
            CHECK(strncmp(at, line, n) == 0 && at[n] == '\n');
            at += n + 1;
        }
        CHECK(*at == '\n'); /* one empty line before the second level */
    }
}

static void test_lmp(void)
{
    static delve_levelmap level;
    LevelMap *map = new_LevelMap();
    FILE *f = tmpfile();
    int k;
    CHECK(run("--seed 100 --count 20 --format lmp --entrances 1 --textures", "") == 0);
    if (!f)
        return;
    fwrite(out, 1, out_len, f);
    rewind(f);
    for (k = 0; k < 20; k++) {
        delve_levelmap_options opt = {0};
        opt.entrances = 1, opt.textures = 1;
        delve_levelmap_generate(100u + (uint32_t)k, &opt, &level);
        maps++;
        CHECK(map->read(map, f) == 1); /* the compatibility API reads what the CLI wrote */
        CHECK(map->width == level.width && map->height == level.height &&
              memcmp(map->blocks, level.blocks, (size_t)(level.width * level.height)) == 0);
    }
    CHECK(fgetc(f) == EOF);
    fclose(f);
    map->destroy(map);
}

int main(int argc, char **argv)
{
    char what[64];
    delve = argc > 1 ? argv[1] : LM_DELVE_CLI;
    test_help();
    test_errors();
    test_formats();
    test_lmp();
    if (access("/dev/full", W_OK) == 0) /* a failed write: status 1 and a message */
        CHECK(run("--seed 1 --count 500", "2>&1 >/dev/full") == 1 && strstr(out, "cannot write"));
    snprintf(what, sizeof what, "%ld maps compared", maps);
    return check_done("test_levelmap_cli", what);
}
