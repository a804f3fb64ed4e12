/* cli_play.c — `delve play`: a game of the original PC Rogue 1.48 (a replay of a DOS clock seed,
   or a seeded dungeon), or a walk through LevelMap levels, played on the keys of a file, one
   byte a key, as the recorded games were typed; it prints the last screen, every screen (the
   recordings' frames.txt form) or the game's state as JSON (the JS API's state(), field for
   field). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli_args.h"
#include "delve.h"

static const char *const cmd = "play";

const char cli_play_synopsis[] =
    "delve play (--dos N | --seed N) [--depth D] [--mode fixed|classic] [--cols 80|40]\n"
    "                  [--name NAME] [--fruit NAME] [--year Y] [--first-clock K]\n"
    "                  [--first-clock-turns T] [--rules original|explore] [--menu on|sel|off]\n"
    "                  [--screen color|bw] [--macro KEYS] [--savefile NAME] [--rogue-opt FILE]\n"
    "                  [--credits]\n"
    "                  [--generator rogue|levelmap] [--width W] [--height H] [--corridor P]\n"
    "                  [--combined P] [--cellsize C] [--natural] [--no-doors] [--voids]\n"
    "                  [--entrances K] [--keys FILE|-]\n"
    "                  [--format screen|frames|json|jsonl|steps] [--attrs FILE] [--count K]\n";

#define YEAR_MAX 9999 /* delve_game_options.year's limit (DELVE_ERR_YEAR) */
#define DOS_MAX_TEXT CLI_STR(DELVE_DOS_MAX)
#define DEPTH_MAX_TEXT CLI_STR(DELVE_DEPTH_MAX)
#define NAME_MAX_TEXT CLI_STR(DELVE_GAME_NAME_MAX)
#define KEY_MAX_TEXT CLI_STR(DELVE_GAME_KEY_MAX)
/* The most keys one run reads: an endless stream of good keys (`yes l`) is refused at this,
   with a message, not read until memory runs out (a game of so many keys plays in about 30 s). */
#define KEYS_MAX 67108864
#define KEYS_MAX_TEXT CLI_STR(KEYS_MAX)
#define YEAR_MAX_TEXT CLI_STR(YEAR_MAX)

static const char help[] =
    "\n"
    "Plays a game of the original PC Rogue 1.48 (its whole game: monsters, fights, items,\n"
    "hunger, death, the tombstone and the Hall of Fame) on the keys of a file, and prints what\n"
    "the original shows after them (or, with --generator levelmap, walks LevelMap levels). The\n"
    "same options and keys give the same screens as delve.game() of the JavaScript API and\n"
    "the page.\n"
    "\n"
    "  --dos N               replay the original ROGUE.EXE game whose DOS clock seed was N\n"
    "                        (1.." DOS_MAX_TEXT "; real clocks give 1..21150; 0 hung it), or\n"
    "                        that began at the DOS time N, as TIME showed it (14:32:07.55):\n"
    "                        for the same keys, the same screens as the original.\n"
    "  --seed N              a seeded game, 0..4294967295: its level d is the level of\n"
    "                        'delve rogue --seed N --depth d'.\n"
    "  --depth D             a seeded game's first level, 1.." DEPTH_MAX_TEXT " (default 1).\n"
    "  --mode M              fixed (default for --seed) or classic (default for --dos), as in\n"
    "                        'delve rogue'.\n"
    "  --cols C              80 (default) or 40: the 40-column CGA screen.\n"
    "  --name NAME           the player's name, 1.." NAME_MAX_TEXT " printable ASCII characters\n"
    "                        (default " DELVE_GAME_NAME_DEFAULT ").\n"
    "  --fruit NAME          the fruit, the original's fruit option, the same rule (default\n"
    "                        " DELVE_GAME_FRUIT_DEFAULT "; the recorded games' is dounut).\n"
    "  --year Y              the tombstone's year, 1.." YEAR_MAX_TEXT " (default 2026).\n"
    "  --first-clock K       the key at whose wait the original first drew its clock, which\n"
    "                        stops a run or count then in progress (default 0: before the\n"
    "                        first key). A recording's K: its first screen showing the clock.\n"
    "  --first-clock-turns T how many turns into the work of key K-1 that draw fell (default\n"
    "                        0: at the first; at the latest it falls at the next wait); only\n"
    "                        with --first-clock K of 1 or more.\n"
    "  --rules R             original (default): the original's whole game; explore: the\n"
    "                        walk-through (monsters stand still, no hunger, no death),\n"
    "                        which never uses --year, --menu, --screen, --macro, --savefile,\n"
    "                        --credits, --first-clock(-turns), or --name but in a replay's\n"
    "                        greeting: each is refused unless it is given its default.\n"
    "  --menu M              ROGUE.OPT's menu, how an object is asked for: on (default, the\n"
    "                        list first), sel (the list, but a prompt for eat and drop) or off\n"
    "                        (the prompt first).\n"
    "  --screen S            ROGUE.OPT's screen: color (default), or bw: the original's\n"
    "                        monochrome attribute table (every colour grey, standout 0x78).\n"
    "  --credits             start at the original's credits screen, which asks \"Rogue's\n"
    "                        Name?\": the keys' first line types the name (printable ASCII;\n"
    "                        none, or Escape, keeps --name), then the game greets it.\n"
    "  --macro KEYS          ROGUE.OPT's macro: the keys F9 (Ctrl-F) types, 0.." CLI_STR(
        DELVE_GAME_MACRO_MAX) " of them\n"
                              "                        (default v).\n"
                              "  --savefile NAME       ROGUE.OPT's savefile: the name the save prompt offers, 1.." CLI_STR(
                                  DELVE_GAME_SAVEFILE_MAX) "\n"
                                                           "                        printable ASCII characters (default rogue.sav).\n"
                                                           "  --rogue-opt FILE      the original's option file, ROGUE.OPT, read as it read it: its\n"
                                                           "                        name, fruit, macro, savefile, menu and screen (the options above\n"
                                                           "                        given too win); '-' reads stdin. Never the file or pipe the keys\n"
                                                           "                        come from.\n"
                                                           "  --generator G         rogue (default), or levelmap: a walk (--rules explore, the\n"
                                                           "                        only rules of a LevelMap game) through LevelMap levels, level d\n"
                                                           "                        that of 'delve levelmap --seed N+d-1' with the options below\n"
                                                           "                        and the game's width and height; no --dos, --mode or --fruit.\n"
                                                           "  --width W, --height H, --corridor P, --combined P, --cellsize C, --natural,\n"
                                                           "  --no-doors, --voids, --entrances K\n"
                                                           "                        a LevelMap game's levels, as 'delve levelmap --help' says; the\n"
                                                           "                        map at most the screen's columns by its map rows (default all).\n"
                                                           "  --keys FILE           the keys, the file's bytes, each one key as the original reads\n"
                                                           "                        it (letters, digits, Escape 27, Enter 13, Ctrl-letters 1..26 ...,\n"
                                                           "                        any byte 1.." KEY_MAX_TEXT
                                                           "): the recorded games' keys file.\n"
                                                           "                        Nothing is added or taken away: a newline is a key (Ctrl-J).\n"
                                                           "                        '-' reads stdin. Without --keys no key is played. A 0 byte is\n"
                                                           "                        refused; so is, with --rules explore, a byte that is not one of\n"
                                                           "                        its actions, and a file of more than " KEYS_MAX_TEXT
                                                           " keys (64 MiB). Keys\n"
                                                           "                        after the game is over (the Hall of Fame after a death, a quit, a\n"
                                                           "                        save: where the original went back to DOS) change nothing; each\n"
                                                           "                        still gives a screen with frames.\n"
                                                           "  --format F            screen (default): the screen after the keys, 25 lines of UTF-8\n"
                                                           "                          (CP437 glyphs, a blank cell as a space): row 0 the message,\n"
                                                           "                          rows 1-22 the map, row 23 the status line, row 24 delve's\n"
                                                           "                          figures (seed and turns) where the original shows its clock;\n"
                                                           "                        frames: every screen, the one before the first key and the one\n"
                                                           "                          after each key, 25 lines each with no separator (the\n"
                                                           "                          recorded games' frames.txt form);\n"
                                                           "                        json: the game's state after the keys as one JSON object, the\n"
                                                           "                          fields of the JavaScript API's game.state() (depth, x, y, gold,\n"
                                                           "                          hp, maxHp, over, pack, ...) and \"keys\", how many were played\n"
                                                           "                          (an array of them with --count 2 or more);\n"
                                                           "                        jsonl: the same objects, one per line;\n"
                                                           "                        steps: the state before the first key and after each key, as\n"
                                                           "                          json's objects, one per line (\"keys\": how many were played):\n"
                                                           "                          a game's every step, as frames gives its screens.\n"
                                                           "  --attrs FILE          also write the colours of the screens printed (screen or frames)\n"
                                                           "                        to FILE in the recorded games' frames.attr form: 25 lines a\n"
                                                           "                        screen, each cell's attribute as two lowercase hexadecimal\n"
                                                           "                        digits, the cells of a line separated by single spaces (never\n"
                                                           "                        the file or pipe the keys or --rogue-opt were read from, nor the\n"
                                                           "                        file or pipe stdout writes to).\n"
                                                           "  --count K             K games, of seeds (or clock seeds) N, N+1, ... N+K-1, each on\n"
                                                           "                        the same keys, printed one after another (no line between\n"
                                                           "                        screens, as frames); K from 1 to " CLI_STR(
                                                               CLI_COUNT_MAX) " (default 1).\n"
                                                                              "  --help                this text.\n"
                                                                              "\n"
                                                                              "Exit status: 0; 1 when the keys or --rogue-opt's FILE cannot be read or the output or\n"
                                                                              "--attrs' FILE cannot be written; 2 for a bad argument or key (one line on stderr\n"
                                                                              "names it).\n";

enum { FMT_SCREEN, FMT_FRAMES, FMT_JSON, FMT_JSONL, FMT_STEPS };
static const char *const formats[] = {"screen", "frames", "json", "jsonl", "steps", NULL};
static const char *const rules[] = {"original", "explore", NULL};
static const char *const menus[] = {"on", "sel", "off", NULL};
static const char *const screens[] = {"color", "bw", NULL}; /* DELVE_SCREEN_* order */
/* delve_generator_name's words, in DELVE_GEN_* order (0 rogue, 1 levelmap) */
static const char *const generators[] = {"rogue", "levelmap", NULL};
/* the choices' values, in the choices' order */
static const int rules_values[] = {DELVE_RULES_ORIGINAL, DELVE_RULES_EXPLORE};
static const int menu_values[] = {DELVE_MENU_ON, DELVE_MENU_SEL, DELVE_MENU_OFF};

enum {
    O_SEED,
    O_DOS,
    O_DEPTH,
    O_MODE,
    O_COLS,
    O_NAME,
    O_FRUIT,
    O_YEAR,
    O_FIRST_CLOCK,
    O_FIRST_CLOCK_TURNS,
    O_RULES,
    O_MENU,
    O_SCREEN,
    O_CREDITS,
    O_MACRO,
    O_SAVEFILE,
    O_ROGUE_OPT,
    O_GENERATOR,
    O_LEVELMAP, /* CLI_LEVELMAP_OPTIONS' rows */
    O_LEVELMAP_LAST = O_LEVELMAP + CLI_LEVELMAP_COUNT - 1,
    O_KEYS,
    O_FORMAT,
    O_ATTRS,
    O_COUNT,
    O_ALL
};
static const cli_option options[O_ALL] = {
    [O_SEED] = CLI_OPTION_SEED,
    [O_DOS] = CLI_OPTION_DOS,
    [O_DEPTH] = CLI_OPTION_DEPTH,
    [O_MODE] = CLI_OPTION_MODE,
    [O_COLS] = CLI_OPTION_COLS,
    [O_NAME] = {"name", CLI_TEXT, 0, 0, NULL, NULL},
    [O_FRUIT] = {"fruit", CLI_TEXT, 0, 0, NULL, NULL},
    [O_YEAR] = {"year", CLI_INT, 1, YEAR_MAX, NULL, NULL},
    [O_FIRST_CLOCK] = {"first-clock", CLI_INT, 0, INT_MAX, NULL, NULL},
    [O_FIRST_CLOCK_TURNS] = {"first-clock-turns", CLI_INT, 0, INT_MAX, NULL, NULL},
    [O_RULES] = {"rules", CLI_CHOICE, 0, 0, rules, NULL},
    [O_MENU] = {"menu", CLI_CHOICE, 0, 0, menus, NULL},
    [O_SCREEN] = {"screen", CLI_CHOICE, 0, 0, screens, NULL},
    [O_CREDITS] = {"credits", CLI_FLAG, 0, 0, NULL, NULL},
    [O_MACRO] = {"macro", CLI_TEXT, 0, 0, NULL, NULL},
    [O_SAVEFILE] = {"savefile", CLI_TEXT, 0, 0, NULL, NULL},
    [O_ROGUE_OPT] = {"rogue-opt", CLI_FILE, 0, 0, NULL, NULL},
    [O_GENERATOR] = {"generator", CLI_CHOICE, 0, 0, generators, NULL},
    CLI_LEVELMAP_OPTIONS(O_LEVELMAP, DELVE_GAME_MAP_ROWS,
                         "the screen's map rows; 21 with --cols 40"),
    [O_KEYS] = {"keys", CLI_FILE, 0, 0, NULL, NULL},
    [O_FORMAT] = {"format", CLI_CHOICE, 0, 0, formats, NULL},
    [O_ATTRS] = {"attrs", CLI_FILE, 0, 0, NULL, NULL},
    [O_COUNT] = CLI_OPTION_COUNT};

typedef struct play_args {
    uint32_t seed;
    long long count; /* games, of seeds (or clock seeds) seed .. seed + count - 1 */
    delve_game_options opt;
    const char *keys, *attrs; /* the files' names as given, or NULL */
    int format;
    int explore;                    /* the rules, resolved: the walk's (its keys are checked) */
    delve_game_rogue_opt rogue_opt; /* --rogue-opt's values, which opt's names point into */
    unsigned from_file;             /* bit i: rogue_opt_fields[i] came from it */
    const char *rogue_opt_path;     /* --rogue-opt's file, or NULL */
} play_args;

/* The options a ROGUE.OPT gives, as delve_game_unused_option names them */
static const char *const rogue_opt_fields[] = {"name",     "fruit", "macro",
                                               "savefile", "menu",  "screen"};

/* Whether the option named `name` came from --rogue-opt */
static int from_file(const play_args *a, const char *name)
{
    size_t i;
    for (i = 0; i < sizeof rogue_opt_fields / sizeof rogue_opt_fields[0]; i++)
        if (!strcmp(name, rogue_opt_fields[i]))
            return (a->from_file >> i) & 1;
    return 0;
}

typedef struct play_keys {
    unsigned char *bytes;
    size_t n;
} play_keys;

/* The core's verdict on the options (delve_game_resolve_options), said as the option at fault;
   a->explore from the rules it resolves. */
static int check_options(play_args *a)
{
    delve_game_options resolved;
    int st = delve_game_resolve_options(&a->opt, &resolved);
    if (st == DELVE_OK) {
        a->explore = resolved.rules == DELVE_RULES_EXPLORE;
        return -1;
    }
    if (st == DELVE_ERR_NAME || st == DELVE_ERR_FRUIT || st == DELVE_ERR_SAVEFILE) {
        const char *field = st == DELVE_ERR_NAME    ? "name"
                            : st == DELVE_ERR_FRUIT ? "fruit"
                                                    : "savefile";
        const char *value = st == DELVE_ERR_NAME    ? a->opt.name
                            : st == DELVE_ERR_FRUIT ? a->opt.fruit
                                                    : a->opt.savefile;
        int max = st == DELVE_ERR_SAVEFILE ? DELVE_GAME_SAVEFILE_MAX : DELVE_GAME_NAME_MAX;
        if (from_file(a, field)) /* the original takes other bytes; a game of delve does not */
            return cli_fail(
                cmd, "--rogue-opt '%.200s': its %s must be 1 to %d printable ASCII characters",
                a->rogue_opt_path, field, max);
        return cli_fail(cmd, "--%s must be 1 to %d printable ASCII characters, not '" CLI_QUOTE "'",
                        field, max, CLI_CUT(value));
    }
    if (st == DELVE_ERR_MACRO)
        return cli_fail(cmd, "--macro must be 0 to %d keys, not %lu", DELVE_GAME_MACRO_MAX,
                        (unsigned long)strlen(a->opt.macro));
    if (st == DELVE_ERR_FIRST_CLOCK) /* (each is 0 or more, as parsed) */
        return cli_fail(cmd, "--first-clock-turns counts turns into the work of key K-1: give "
                             "--first-clock K (1 or more) with it, or leave it out");
    if (st == DELVE_ERR_UNUSED_OPTION) {
        char opt[32];
        const char *name = delve_game_unused_option(&a->opt);
        size_t i;
        if (!strncmp(name, "levelmap.", 9)) /* in a Rogue game */
            name += 9;
        snprintf(opt, sizeof opt, "%s", name);
        for (i = 0; opt[i]; i++)
            if (opt[i] == '_')
                opt[i] = '-';
        if (name != delve_game_unused_option(&a->opt))
            return cli_fail(cmd,
                            "--%s is a LevelMap game's: give --generator levelmap, or leave "
                            "it out",
                            opt);
        if (from_file(a, name))
            return cli_fail(
                cmd, "--rogue-opt gives %s, which %s never uses: leave out --rogue-opt%s", name,
                a->opt.generator == DELVE_GEN_LEVELMAP ? "a LevelMap game" : "--rules explore",
                a->opt.generator == DELVE_GEN_LEVELMAP ? "" : ", or play --rules original");
        if (a->opt.generator == DELVE_GEN_LEVELMAP) /* mode, fruit or the original's */
            return cli_fail(
                cmd, "--%s is a Rogue game's: a LevelMap game never uses it: leave it out", opt);
        return cli_fail(cmd,
                        "--%s is the original's game's: --rules explore never uses it: leave "
                        "it out, or play --rules original%s",
                        opt, strcmp(opt, "name") ? "" : ", or --dos (a replay greets the player)");
    }
    if (st == DELVE_ERR_RULES) /* only --rules original can be refused: in a LevelMap game */
        return cli_fail(cmd, "a LevelMap game is a walk: leave out --rules or give --rules "
                             "explore");
    if (st == DELVE_ERR_DOS_GENERATOR)
        return cli_fail(cmd, "--dos replays the original's game, a Rogue one: leave out "
                             "--generator levelmap, or give --seed");
    if (st == DELVE_ERR_DOS_DEPTH)
        return cli_fail(cmd, "--dos starts at the original's level 1: leave out --depth (a "
                             "replay goes down by playing)");
    if (st == DELVE_ERR_WIDTH || st == DELVE_ERR_HEIGHT) { /* the core's: past the screen */
        int narrow = a->opt.cols == DELVE_ROGUE_NARROW_COLS;
        return cli_fail(cmd,
                        "--%s of a LevelMap game is at most %d, the screen's %s: give less, "
                        "or leave it out for all of it",
                        st == DELVE_ERR_WIDTH ? "width" : "height",
                        st == DELVE_ERR_WIDTH
                            ? (narrow ? DELVE_ROGUE_NARROW_COLS : DELVE_ROGUE_COLS)
                            : (narrow ? DELVE_ROGUE_NARROW_ROWS : DELVE_ROGUE_ROWS),
                        st == DELVE_ERR_WIDTH ? "columns" : "map rows");
    }
    return cli_fail(cmd, "%s", delve_status_message(st));
}

/* The standard stream a name is (0 stdin, 1 stdout, 2 stderr: /dev/stdin, /dev/fd/0,
   /proc/self/fd/0 ...), or -1. */
static int std_stream(const char *path)
{
    static const char *const names[] = {"/dev/stdin", "/dev/stdout", "/dev/stderr"};
    char fd_name[sizeof "/proc/self/fd/0"], proc_name[sizeof "/proc/self/fd/0"];
    int fd;
    for (fd = 0; fd < 3; fd++) {
        snprintf(fd_name, sizeof fd_name, "/dev/fd/%d", fd);
        snprintf(proc_name, sizeof proc_name, "/proc/self/fd/%d", fd);
        if (!strcmp(path, names[fd]) || !strcmp(path, fd_name) || !strcmp(path, proc_name))
            return fd;
    }
    return -1;
}

/* stat(), but under WASI (the npm package's CLI, web/cli/delve.js) the standard streams' names
   are the streams: there the host opens only what lies under '/', and a pipe is nowhere. */
static int name_stat(const char *path, struct stat *st)
{
#ifdef __wasi__
    int fd = std_stream(path);
    if (fd >= 0)
        return fstat(fd, st);
#endif
    return stat(path, st);
}

/* A file to read (fopen's "rb"); stdin's names fail as stdin does when it started closed, and
   cli.c holds it on /dev/null for writing only, which they would open afresh for reading.
   Under WASI they are stdin itself, and a folder is refused as one, not as "Capabilities
   insufficient" at its first read. */
static FILE *open_input(const char *path)
{
    int flags = fcntl(STDIN_FILENO, F_GETFL), is_stdin = std_stream(path) == STDIN_FILENO;
    if (is_stdin && flags != -1 && (flags & O_ACCMODE) == O_WRONLY) {
        errno = EBADF;
        return NULL;
    }
#ifdef __wasi__
    {
        struct stat st;
        if (is_stdin)
            return stdin;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
            errno = EISDIR;
            return NULL;
        }
    }
#endif
    return fopen(path, "rb");
}

/* The colours' file (fopen's "wb"); under WASI stderr's names are stderr, as name_stat's. */
static FILE *open_output(const char *path)
{
#ifdef __wasi__
    if (std_stream(path) == STDERR_FILENO)
        return stderr;
#endif
    return fopen(path, "wb");
}

/* --rogue-opt: the file read as the original reads it, its values where no option gives one;
   -1 to go on, or the exit status after saying why not. */
static int rogue_opt(const char *path, const cli_value *v, play_args *a)
{
    static const int flags[] = {O_NAME, O_FRUIT, O_MACRO, O_SAVEFILE, O_MENU, O_SCREEN};
    static char text[DELVE_GAME_ROGUE_OPT_MAX + 1];
    FILE *f = strcmp(path, "-") == 0 ? stdin : open_input(path);
    size_t n;
    int st, i;
    if (!f)
        return cli_error(cmd, "cannot read ROGUE.OPT '%.200s': %s", path, strerror(errno));
    n = fread(text, 1, sizeof text, f);
    st = ferror(f);
    if (f != stdin)
        fclose(f);
    if (st && f == stdin)
        return cli_error(cmd, "cannot read ROGUE.OPT from stdin: %s", strerror(errno));
    if (st)
        return cli_error(cmd, "cannot read ROGUE.OPT '%.200s': %s", path, strerror(errno));
    if (n > DELVE_GAME_ROGUE_OPT_MAX)
        return cli_fail(cmd, "--rogue-opt '%.200s' is over %d bytes: a ROGUE.OPT is a few lines",
                        path, DELVE_GAME_ROGUE_OPT_MAX);
    if ((st = delve_game_read_rogue_opt(text, n, &a->rogue_opt)) != DELVE_OK)
        return cli_fail(cmd, "--rogue-opt '%.200s': %s", path, delve_status_message(st));
    delve_game_rogue_opt_options(&a->rogue_opt, &a->opt); /* then the options given win */
    a->rogue_opt_path = path;
    for (i = 0; i < (int)(sizeof flags / sizeof flags[0]); i++)
        a->from_file |= (unsigned)!v[flags[i]].given << i;
    return -1;
}

static int same_source(const char *path, const char *source);

/* Fills *a; returns -1 to go on, or the exit status. */
static int parse(int argc, char **argv, play_args *a)
{
    cli_value v[O_ALL];
    int st = cli_parse(cmd, argc, argv, options, O_ALL, v, cli_play_synopsis, help);
    if (st >= 0)
        return st;
    memset(a, 0, sizeof a[0]);
    if ((st = cli_seed_or_dos(cmd, &v[O_SEED], &v[O_DOS])) >= 0)
        return st;
    a->seed = (uint32_t)(v[O_DOS].given ? v[O_DOS].number : v[O_SEED].number);
    a->count = v[O_COUNT].given ? v[O_COUNT].number : 1;
    if ((st = cli_count_fits(cmd, a->seed, a->count, v[O_DOS].given)) >= 0)
        return st;
    a->opt.dos = cli_number(&v[O_DOS]);
    a->opt.depth = cli_number(&v[O_DEPTH]);
    a->opt.mode = !v[O_MODE].given   ? DELVE_MODE_DEFAULT
                  : v[O_MODE].choice ? DELVE_MODE_CLASSIC
                                     : DELVE_MODE_FIXED;
    a->opt.cols = !v[O_COLS].given   ? 0
                  : v[O_COLS].choice ? DELVE_ROGUE_NARROW_COLS
                                     : DELVE_ROGUE_COLS;
    a->keys = v[O_KEYS].text;
    a->attrs = v[O_ATTRS].text;
    a->format = v[O_FORMAT].choice;
    if (a->attrs && strcmp(a->attrs, "-") == 0)
        return cli_fail(cmd, "--attrs needs a file's name: the screens themselves go to stdout");
    if (a->attrs && a->format >= FMT_JSON)
        return cli_fail(cmd, "--attrs writes the colours of the screens printed: use it with "
                             "--format screen or frames");
    /* the argument checks above before --rogue-opt's file, which may wait on stdin */
    if (v[O_ROGUE_OPT].given && same_source(v[O_ROGUE_OPT].text, v[O_KEYS].text))
        return cli_fail(cmd,
                        "--rogue-opt '%.200s' is where the keys are read from too (--keys): the "
                        "options would take the keys, or the keys none; give each its own file",
                        v[O_ROGUE_OPT].text);
    if (v[O_ROGUE_OPT].given && (st = rogue_opt(v[O_ROGUE_OPT].text, v, a)) >= 0)
        return st;
    if (v[O_NAME].given)
        a->opt.name = v[O_NAME].text;
    if (v[O_FRUIT].given)
        a->opt.fruit = v[O_FRUIT].text;
    /* not given: 0, the default (a year is 1..9999, as in the JS API); the first clock and its
       turns: 0 is each one's default */
    a->opt.year = (int)v[O_YEAR].number;
    a->opt.first_clock = (int)v[O_FIRST_CLOCK].number;
    a->opt.first_clock_turns = (int)v[O_FIRST_CLOCK_TURNS].number;
    a->opt.rules = v[O_RULES].given ? rules_values[v[O_RULES].choice] : DELVE_RULES_DEFAULT;
    a->opt.generator = v[O_GENERATOR].choice;
    CLI_LEVELMAP_FIELDS(a->opt.levelmap, &v[O_LEVELMAP]);
    if (v[O_MENU].given)
        a->opt.menu = menu_values[v[O_MENU].choice];
    if (v[O_SCREEN].given)
        a->opt.screen = v[O_SCREEN].choice;
    a->opt.credits = v[O_CREDITS].given;
    if (v[O_MACRO].given)
        a->opt.macro = v[O_MACRO].text;
    if (v[O_SAVEFILE].given)
        a->opt.savefile = v[O_SAVEFILE].text;
    return check_options(a);
}

/* Every key from offset `from` on is one the game takes: -1 to go on, or CLI_EXIT_USAGE after
   naming the first that is not (by its offset in the keys, from 0). */
static int check_keys(const play_args *a, const play_keys *k, size_t from)
{
    const char *actions = delve_game_actions();
    size_t i;
    for (i = from; i < k->n; i++) {
        int c = k->bytes[i];
        if (c == 0)
            return cli_fail(cmd,
                            "--keys: the byte at offset %lu is 0, which no key gives: a key is "
                            "a byte from 1 to %d",
                            (unsigned long)i, DELVE_GAME_KEY_MAX);
        if (a->explore && !strchr(actions, c)) {
            char what[24]; /* the byte as the keyboard gives it */
            if (c > 0x20 && c < 0x7F)
                snprintf(what, sizeof what, "'%c'", c);
            else if (c < 0x20)
                snprintf(what, sizeof what, "Ctrl-%c%s", '@' + c, c == '\n' ? ", a newline" : "");
            else
                snprintf(what, sizeof what, "%s", c == 0x20 ? "a space" : "no ASCII key");
            return cli_fail(cmd,
                            "--keys: the byte at offset %lu is %d (%s), which %s does not take: "
                            "its keys are '%s'",
                            (unsigned long)i, c, what,
                            a->opt.generator == DELVE_GEN_LEVELMAP ? "a LevelMap game's walk"
                                                                   : "--rules explore",
                            actions);
        }
    }
    return -1;
}

/* Reads all of f into *k, checking the keys as they come: a bad one ends the reading, so that
   an endless stream (/dev/zero, /dev/urandom) is refused at once, not read until memory runs
   out (nor one of good keys: KEYS_MAX). 0 (*verdict: check_keys' answer, or the refusal of too
   many), or -1 with errno saying why f could not be read. */
static int read_all(const play_args *a, FILE *f, play_keys *k, int *verdict)
{
    size_t cap = 0, got;
    k->bytes = NULL;
    k->n = 0;
    *verdict = -1;
    do {
        if (k->n == cap) {
            unsigned char *more = realloc(k->bytes, cap ? cap * 2 : BUFSIZ);
            if (!more) {
                errno = ENOMEM;
                return -1;
            }
            k->bytes = more;
            cap = cap ? cap * 2 : BUFSIZ;
        }
        got = fread(k->bytes + k->n, 1, cap - k->n, f);
        k->n += got;
        if ((*verdict = check_keys(a, k, k->n - got)) >= 0)
            return 0;
        if (k->n > KEYS_MAX) {
            *verdict = cli_fail(cmd, "--keys: more than " KEYS_MAX_TEXT " keys: play at most "
                                     "that many in one run");
            return 0;
        }
    } while (got > 0);
    return ferror(f) ? -1 : 0;
}

/* The keys of --keys (none without it), each checked: -1 to go on; 1 after saying why they
   could not be read, or check_keys' CLI_EXIT_USAGE after naming a bad one. */
static int read_keys(const play_args *a, play_keys *k)
{
    FILE *f;
    int failed, verdict = -1;
    k->bytes = NULL;
    k->n = 0;
    if (!a->keys)
        return -1;
    f = strcmp(a->keys, "-") == 0 ? stdin : open_input(a->keys);
    failed = !f || read_all(a, f, k, &verdict) != 0;
    if (failed)
        cli_error(cmd, "cannot read the keys %s%.200s%s: %s", f == stdin ? "from stdin" : "file '",
                  f == stdin ? "" : a->keys, f == stdin ? "" : "'", strerror(errno));
    if (failed || verdict >= 0) {
        free(k->bytes);
        k->bytes = NULL;
    }
    if (f && f != stdin)
        fclose(f);
    return failed ? 1 : verdict;
}

/* --attrs: the file the screens' colours go to */
typedef struct attrs_file {
    FILE *f;
    const char *path;
} attrs_file;

static int attrs_failed(const attrs_file *out)
{
    return cli_error(cmd, "cannot write the colours to '%.200s': %s", out->path, strerror(errno));
}

/* One screen's colours in frames.attr's form; 0, or 1 after saying why not. */
static int write_attrs(const attrs_file *out, const delve_game *g)
{
    static const char hex[] = "0123456789abcdef";
    const unsigned char *attrs = delve_game_attrs(g);
    char line[DELVE_GAME_COLS * 3]; /* two digits and a blank (a newline at the end) a cell */
    int y, x, cols = delve_game_cols(g);
    for (y = 0; y < delve_game_rows(g); y++) {
        for (x = 0; x < cols; x++) {
            unsigned a = attrs[y * cols + x];
            line[x * 3] = hex[a >> 4];
            line[x * 3 + 1] = hex[a & 0xF];
            line[x * 3 + 2] = x == cols - 1 ? '\n' : ' ';
        }
        if (fwrite(line, 1, (size_t)cols * 3, out->f) != (size_t)cols * 3)
            return attrs_failed(out);
    }
    return 0;
}

/* The screen as it is now: its characters on stdout, its colours to --attrs' file if given. */
static int write_screen(const attrs_file *out, const delve_game *g)
{
    return cli_write_rows(cmd, delve_game_chars(g), delve_game_cols(g), delve_game_rows(g)) ||
           (out->f && write_attrs(out, g));
}

/* The JSON text being built: it grows as needed (a pack's names make it a few KB). */
typedef struct json {
    char *text;
    size_t n, cap;
    int failed; /* out of memory: the text is incomplete */
} json;

static void put(json *j, const char *s, size_t n)
{
    if (j->failed)
        return;
    if (j->n + n > j->cap) {
        size_t cap = (j->n + n) * 2;
        char *more = realloc(j->text, cap);
        if (!more) {
            j->failed = 1;
            return;
        }
        j->text = more;
        j->cap = cap;
    }
    memcpy(j->text + j->n, s, n);
    j->n += n;
}

static void put_text(json *j, const char *s)
{
    put(j, s, strlen(s));
}

/* "name": after a comma, unless it is the first of its object */
static void key(json *j, const char *name)
{
    if (!j->failed && j->n > 0 && j->text[j->n - 1] != '{')
        put(j, ",", 1);
    put(j, "\"", 1);
    put_text(j, name);
    put(j, "\":", 2);
}

static void put_int(json *j, const char *name, long long v)
{
    char digits[24];
    key(j, name);
    snprintf(digits, sizeof digits, "%lld", v);
    put_text(j, digits);
}

/* A string of CP437 bytes (the game's texts) as JSON: the glyphs in UTF-8, '"' and '\' escaped
   (no control characters can occur: CP437's low bytes are glyphs) */
static void put_string(json *j, const char *name, const char *s)
{
    char glyph[3];
    if (name)
        key(j, name);
    put(j, "\"", 1);
    for (; *s; s++) {
        size_t n = delve_cp437_to_utf8((const unsigned char *)s, 1, glyph);
        if (glyph[0] == '"' || glyph[0] == '\\')
            put(j, "\\", 1);
        put(j, glyph, n);
    }
    put(j, "\"", 1);
}

static void put_word(json *j, const char *name, const char *word)
{
    key(j, name);
    if (word)
        put_string(j, NULL, word);
    else
        put_text(j, "null");
}

static void put_bool(json *j, const char *name, int v)
{
    key(j, name);
    put_text(j, v ? "true" : "false");
}

/* the words of game.state() (web/api/game.js) for delve_game_state.hunger and
   delve_game_object.in_use, and the discoveries' delve_game_kind_known 1 and 2 */
static const char *const hunger_words[] = {"none", "hungry", "weak", "faint"};
static const char *const in_use_words[] = {[DELVE_GAME_WORN] = "worn",
                                           [DELVE_GAME_WIELDED] = "wielded",
                                           [DELVE_GAME_LEFT_HAND] = "left hand",
                                           [DELVE_GAME_RIGHT_HAND] = "right hand"};
static const char *const known_words[] = {NULL, "guessed", "identified"};
static const char *const prompt_words[] = {
    [DELVE_PROMPT_COMMAND] = "command", [DELVE_PROMPT_MORE] = "more",
    [DELVE_PROMPT_ENTER] = "enter",     [DELVE_PROMPT_LIST] = "list",
    [DELVE_PROMPT_OBJECT] = "object",   [DELVE_PROMPT_DIRECTION] = "direction",
    [DELVE_PROMPT_HAND] = "hand",       [DELVE_PROMPT_YESNO] = "yesno",
    [DELVE_PROMPT_LINE] = "line",       [DELVE_PROMPT_SCOREFILE] = "scorefile",
    [DELVE_PROMPT_OVER] = "over"};

/* The pack as game.state().pack lists it. */
static void put_pack(json *j, const delve_game *g)
{
    char name[DELVE_GAME_MESSAGE_MAX];
    int i;
    key(j, "pack");
    put(j, "[", 1);
    for (i = 0; i < delve_game_pack_size(g); i++) {
        const delve_game_object *o = delve_game_pack(g, i);
        char letter[2] = {(char)('a' + i), '\0'}; /* object i's letter (delve_game.h) */
        /* a stick's charges, and a vorpalised weapon's, are kept in its armour class */
        int charged = o->kind == DELVE_ITEM_STICK || (o->kind == DELVE_ITEM_WEAPON && o->enemy);
        put_text(j, i ? ",{" : "{");
        put_word(j, "letter", letter);
        put_word(j, "kind", delve_item_name(o->kind));
        put_int(j, "which", o->which);
        put_int(j, "count", o->count);
        delve_game_pack_name(g, i, name, sizeof name);
        put_string(j, "name", name);
        delve_game_pack_real_name(g, i, name, sizeof name);
        put_string(j, "realName", name);
        put_bool(j, "known", o->known);
        if (charged)
            put_int(j, "charges", o->armor_class);
        else
            put_word(j, "charges", NULL);
        put_word(j, "inUse",
                 o->in_use > 0 && o->in_use <= DELVE_GAME_RIGHT_HAND ? in_use_words[o->in_use]
                                                                     : NULL);
        put(j, "}", 1);
    }
    put(j, "]", 1);
}

/* The kinds the player identified or named, as game.state().discoveries: the original's D
   list, its classes in order, each kind by its number (delve_game_kind_known says where a
   class ends). */
static void put_discoveries(json *j, const delve_game *g)
{
    static const int classes[] = {DELVE_ITEM_POTION, DELVE_ITEM_SCROLL, DELVE_ITEM_RING,
                                  DELVE_ITEM_STICK};
    char name[DELVE_GAME_MESSAGE_MAX];
    int c, which, known, n = 0;
    key(j, "discoveries");
    put(j, "[", 1);
    for (c = 0; c < (int)(sizeof classes / sizeof classes[0]); c++)
        for (which = 0; (known = delve_game_kind_known(g, classes[c], which)) >= 0; which++) {
            if (known == 0)
                continue;
            put_text(j, n++ ? ",{" : "{");
            put_word(j, "kind", delve_item_name(classes[c]));
            put_int(j, "which", which);
            delve_game_kind_name(g, classes[c], which, name, sizeof name);
            put_string(j, "name", name);
            put_word(j, "known", known_words[known]);
            put(j, "}", 1);
        }
    put(j, "]", 1);
}

/* How the game ended, as game.state().over: null, "quit", "winner", "saved", or the killer's
   code as a one-letter string. */
static void put_over(json *j, int over)
{
    char code[2] = {(char)over, '\0'};
    put_word(j, "over",
             over == 0                   ? NULL
             : over == DELVE_GAME_QUIT   ? "quit"
             : over == DELVE_GAME_WINNER ? "winner"
             : over == DELVE_GAME_SAVED  ? "saved"
                                         : code);
}

/* The hero's figures and the end, the second half of game.state(). */
static void put_hero(json *j, const delve_game_state *s)
{
    put_word(j, "rules", s->rules == DELVE_RULES_ORIGINAL ? "original" : "explore");
    put_int(j, "hp", s->hp);
    put_int(j, "maxHp", s->max_hp);
    put_int(j, "str", s->str);
    put_int(j, "maxStr", s->max_str);
    put_int(j, "armor", s->armor);
    put_int(j, "level", s->level);
    put_int(j, "exp", s->exp);
    put_word(j, "hunger", s->hunger >= 0 && s->hunger <= 3 ? hunger_words[s->hunger] : NULL);
    put_over(j, s->over);
    if (s->score >= 0)
        put_int(j, "score", s->score);
    else
        put_word(j, "score", NULL);
    put_word(j, "prompt", prompt_words[s->prompt]);
    {
        char letters[33];
        int i, n = 0;
        for (i = 0; i < 32; i++)
            if (s->listed >> i & 1u)
                letters[n++] = (char)('a' + i);
        letters[n] = '\0';
        put_word(j, "listed", letters);
    }
}

/* The state after the keys, the fields (and names) of game.state(), and how many keys; `end`
   after the object (a line's end, or nothing inside --count's array). */
static int write_state(const delve_game *g, size_t keys, const char *end)
{
    delve_game_state s;
    json j = {NULL, 0, 0, 0};
    int k, failed;
    delve_game_get_state(g, &s);
    put(&j, "{", 1);
    put_word(&j, "generator", delve_generator_name(s.generator));
    put_int(&j, "depth", s.depth);
    put_word(&j, "mode", delve_mode_name(s.mode));
    put_int(&j, "cols", s.cols);
    put_int(&j, "seed", s.seed);
    put_int(&j, "dos", s.dos);
    put_int(&j, "x", s.x);
    put_int(&j, "y", s.y);
    put_int(&j, "gold", s.gold);
    put_int(&j, "turns", s.turns);
    key(&j, "items");
    put(&j, "{", 1);
    for (k = 0; k < DELVE_ITEM_KINDS; k++)
        put_int(&j, delve_item_name(k), s.items[k]);
    put(&j, "}", 1);
    put_int(&j, "held", s.held);
    put_bool(&j, "inventory", s.inventory);
    put_string(&j, "message", s.message);
    put_hero(&j, &s);
    put_pack(&j, g);
    put_discoveries(&j, g);
    put_int(&j, "keys", (long long)keys);
    put(&j, "}", 1);
    put(&j, end, strlen(end));
    if (j.failed)
        fputs("delve play: out of memory\n", stderr);
    failed = j.failed || cli_write(cmd, j.text, j.n);
    free(j.text);
    return failed;
}

/* Plays the keys in game `seed` (a clock seed with --dos), printing as --format says. */
static int play(const play_args *a, uint32_t seed, const play_keys *k, const attrs_file *out)
{
    static delve_game g;
    delve_game_options opt = a->opt;
    size_t i;
    int st;
    if (opt.dos)
        opt.dos = (int)seed;
    st = delve_game_start(&g, seed, &opt);
    if (st != DELVE_OK) {
        fprintf(stderr, "delve play: %s\n", delve_status_message(st));
        return 1;
    }
    if ((a->format == FMT_FRAMES && write_screen(out, &g)) ||
        (a->format == FMT_STEPS && write_state(&g, 0, "\n")))
        return 1;
    for (i = 0; i < k->n; i++) {
        /* after the end the core takes a key and changes nothing: the original had ended */
        if ((st = delve_game_act(&g, k->bytes[i])) < 0) {
            fprintf(stderr, "delve play: key %lu: %s\n", (unsigned long)i,
                    delve_status_message(st));
            return 1;
        }
        if ((a->format == FMT_FRAMES && write_screen(out, &g)) ||
            (a->format == FMT_STEPS && write_state(&g, i + 1, "\n")))
            return 1;
    }
    if (a->format == FMT_SCREEN)
        return write_screen(out, &g);
    if (a->format == FMT_JSONL || (a->format == FMT_JSON && a->count == 1))
        return write_state(&g, k->n, "\n");
    return a->format == FMT_JSON ? write_state(&g, k->n, "") : 0;
}

/* Whether `path` names what `source` (a name, "-" for stdin, or NULL) reads: the same file, pipe
   or socket (a terminal or /dev/null may serve both). Opened for the colours it would be emptied
   of what was read, or be a pipe filled until delve blocks (`--keys k --attrs k`, `< k`,
   `--keys - --attrs /dev/stdin`); read for both the options and the keys, one would have taken
   what the other was given. */
static int same_source(const char *path, const char *source)
{
    struct stat w, r;
    if (!source)
        return 0;
    if (strcmp(path, "-") == 0) { /* --rogue-opt - */
        if (strcmp(source, "-") != 0)
            return same_source(source, path);
        return fstat(STDIN_FILENO, &r) == 0 && !S_ISCHR(r.st_mode);
    }
    if (name_stat(path, &w) != 0 || S_ISCHR(w.st_mode))
        return 0;
    if (strcmp(source, "-") == 0 ? fstat(STDIN_FILENO, &r) != 0 : name_stat(source, &r) != 0)
        return 0;
    return w.st_dev == r.st_dev && w.st_ino == r.st_ino;
}

/* Whether `path` names the file, pipe or socket stdout writes to: the colours written there
   would overwrite the screens, or cut into them (`--attrs out > out`, `--attrs /dev/stdout`).
   A terminal or /dev/null may take both. */
static int is_stdout(const char *path)
{
    struct stat w, o;
    if (name_stat(path, &w) != 0 || fstat(STDOUT_FILENO, &o) != 0 || S_ISCHR(w.st_mode))
        return 0;
    return w.st_dev == o.st_dev && w.st_ino == o.st_ino;
}

int cli_play(int argc, char **argv)
{
    long long i;
    play_args a;
    play_keys k;
    attrs_file out = {NULL, NULL};
    int st = parse(argc, argv, &a);
    if (st >= 0)
        return st;
    if ((st = read_keys(&a, &k)) >= 0)
        return st;
    out.path = a.attrs;
    if (a.attrs && (same_source(a.attrs, a.keys) || same_source(a.attrs, a.rogue_opt_path))) {
        free(k.bytes);
        return cli_fail(cmd,
                        "--attrs '%.200s' is where the %s were read from: writing the colours "
                        "there would lose them; name another file",
                        a.attrs, same_source(a.attrs, a.keys) ? "keys" : "options (--rogue-opt)");
    }
    if (a.attrs && is_stdout(a.attrs)) {
        free(k.bytes);
        return cli_fail(cmd,
                        "--attrs '%.200s' is where the screens go (stdout): the colours would "
                        "overwrite them or cut into them; name another file",
                        a.attrs);
    }
    if (a.attrs && !(out.f = open_output(a.attrs))) {
        free(k.bytes);
        return attrs_failed(&out);
    }
    /* json of more than one game: an array, as `delve rogue --count` prints */
    st = a.format == FMT_JSON && a.count > 1 && cli_write(cmd, "[\n", 2);
    for (i = 0; i < a.count && !st; i++)
        st = (i > 0 && a.format == FMT_JSON && cli_write(cmd, ",\n", 2)) ||
             play(&a, (uint32_t)(a.seed + i), &k, &out);
    st = st || (a.format == FMT_JSON && a.count > 1 && cli_write(cmd, "\n]\n", 3));
    st = st || cli_finish(cmd);
    free(k.bytes);
    if (out.f && (out.f == stderr ? fflush(out.f) : fclose(out.f)) != 0 && !st)
        st = attrs_failed(&out);
    return st;
}
