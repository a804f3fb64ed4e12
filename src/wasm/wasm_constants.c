/* wasm_constants.c — every number of the headers that JavaScript needs, by name: sizes, enum
   values, flag bits, glyphs, status codes, and the range of each whole-number option as a
   caller gives it ("depth.min", "depth.max"; for "name", its length). The twin of
   wasm_layout.c's table: web/api/core-table.js reads both, and scripts/build-web.mjs writes what
   it reads into build/web/delve-constants.js, which every module imports, and loadDelve checks
   a delve.wasm it loads against that file. Names are the headers' without DELVE_. Only
   delve.wasm has the table: delve-still.wasm, made for small pages, leaves it out (its JavaScript
   has the same numbers from delve-constants.js, written from the delve.wasm of its build). */
#include "delve.h"

/* K(X, N): the header's DELVE_N, named "N". */
#define K(X, name) X(#name, DELVE_##name)

/* A table laid out by hand, in groups. */
/* clang-format off */
#define CONSTANTS(X)                                                                               \
    /* sizes */                                                                                    \
    K(X, ROGUE_COLS) K(X, ROGUE_NARROW_COLS) K(X, ROGUE_ROWS) K(X, ROGUE_NARROW_ROWS)              \
    K(X, ITEM_KINDS) K(X, F_TMASK) K(X, FONT_BYTES) K(X, IMAGE_CELLS_MAX) K(X, PC_COLORS)          \
    /* enum values and flag bits */                                                                \
    K(X, NONE) K(X, MODE_FIXED) K(X, MODE_CLASSIC) K(X, GEN_ROGUE) K(X, GEN_LEVELMAP)              \
    K(X, ROOM_DARK) K(X, ROOM_GONE) K(X, ROOM_MAZE) K(X, LM_VOID) K(X, LM_FLOOR) K(X, LM_WALL)     \
    K(X, LM_DOOR) K(X, LM_TYPE_SHIFT)                                                              \
    /* glyphs (CP437 bytes) */                                                                     \
    K(X, CH_ROCK) K(X, CH_FLOOR) K(X, CH_PASSAGE) K(X, CH_DOOR) K(X, CH_STAIRS) K(X, CH_PLAYER)    \
    K(X, CH_ULWALL)                                                                                \
    /* status codes */                                                                             \
    K(X, OK) K(X, ERR_DEPTH) K(X, ERR_MODE) K(X, ERR_COLS) K(X, ERR_DOS) K(X, ERR_DOS_DEPTH)       \
    K(X, ERR_WIDTH) K(X, ERR_HEIGHT) K(X, ERR_CORRIDOR) K(X, ERR_COMBINED) K(X, ERR_CELLSIZE)      \
    K(X, ERR_ENTRANCES) K(X, ERR_BUFFER) K(X, ERR_SCALE)                                           \
    /* the options' ranges */                                                                      \
    X("depth.min", 1) X("depth.max", DELVE_DEPTH_MAX)                                              \
    X("dos.min", 1) X("dos.max", DELVE_DOS_MAX)                                                    \
    X("width.min", DELVE_LEVELMAP_MIN_SIDE) X("width.max", DELVE_LEVELMAP_MAX_SIDE)                \
    X("height.min", DELVE_LEVELMAP_MIN_SIDE) X("height.max", DELVE_LEVELMAP_MAX_SIDE)              \
    X("corridor.min", 0) X("corridor.max", 100)                                                    \
    X("combined.min", 0) X("combined.max", 100)                                                    \
    X("cellsize.min", 1) X("cellsize.max", DELVE_LEVELMAP_CELLSIZE_MAX)                            \
    X("entrances.min", 0) X("entrances.max", DELVE_LEVELMAP_MAX_ENTRANCES)                         \
    X("scale.min", 1) X("scale.max", DELVE_IMAGE_SCALE_MAX)                                        \
    /* the game's */                                                                               \
    K(X, GAME_COLS) K(X, GAME_ROWS) K(X, GAME_MESSAGE_MAX) K(X, GAME_KEY_MAX)                      \
    K(X, GAME_LIST_COLUMN)                                                                         \
    K(X, KEY_HOME) K(X, KEY_UP) K(X, KEY_PGUP) K(X, KEY_LEFT) K(X, KEY_RIGHT) K(X, KEY_END)        \
    K(X, KEY_DOWN) K(X, KEY_PGDN) K(X, KEY_INS) K(X, KEY_DEL) K(X, KEY_F1) K(X, KEY_SHIFT_F1)      \
    K(X, KEY_ALT_F9)                                                                               \
    K(X, GAME_MOVED) K(X, GAME_TURN) K(X, GAME_MESSAGE) K(X, GAME_DESCENDED)                       \
    K(X, GAME_PICKED_UP) K(X, GAME_FOUND) K(X, GAME_TRAPPED) K(X, GAME_BLOCKED)                    \
    K(X, GAME_WORN) K(X, GAME_WIELDED) K(X, GAME_LEFT_HAND) K(X, GAME_RIGHT_HAND) K(X, GAME_QUIT)        \
    K(X, GAME_WINNER) K(X, GAME_SAVED)                  \
    K(X, ITEM_POTION) K(X, ITEM_SCROLL) K(X, ITEM_RING) K(X, ITEM_STICK) K(X, ITEM_WEAPON)         \
    X("POTION_KINDS", DELVE_PRIV_POTION_KINDS) X("SCROLL_KINDS", DELVE_PRIV_SCROLL_KINDS)                  \
    X("RING_KINDS", DELVE_PRIV_RING_KINDS) X("STICK_KINDS", DELVE_PRIV_STICK_KINDS)                        \
    K(X, ERR_GENERATOR) K(X, ERR_NAME) K(X, ERR_DOS_GENERATOR) K(X, ERR_FRUIT)                     \
    K(X, ERR_RULES) K(X, ERR_YEAR) K(X, ERR_FIRST_CLOCK) K(X, RULES_EXPLORE) K(X, RULES_ORIGINAL)  \
    K(X, ERR_SCORES) K(X, GAME_SCORES_MAX) K(X, GAME_SCORE_GOLD_MAX) K(X, GAME_SCORE_FIGURE_MAX) \
    K(X, ERR_MENU) K(X, ERR_UNUSED_OPTION) K(X, MENU_ON) K(X, MENU_SEL) K(X, MENU_OFF) K(X, ERR_SCREEN) K(X, ERR_MACRO) K(X, ERR_SAVEFILE) K(X, ERR_ROGUE_OPT) K(X, ERR_CREDITS) K(X, ERR_CLOCK) K(X, GAME_MACRO_MAX) K(X, GAME_ROGUE_OPT_MAX) K(X, GAME_SAVEFILE_MAX) K(X, SCREEN_COLOR) K(X, SCREEN_BW) K(X, PROMPT_COMMAND) K(X, PROMPT_MORE) K(X, PROMPT_ENTER) K(X, PROMPT_LIST) K(X, PROMPT_OBJECT) K(X, PROMPT_DIRECTION) K(X, PROMPT_HAND) K(X, PROMPT_YESNO) K(X, PROMPT_LINE) K(X, PROMPT_SCOREFILE) K(X, PROMPT_OVER)                                     \
    X("name.min", 1) X("name.max", DELVE_GAME_NAME_MAX)                                            \
    X("year.min", 1) X("year.max", 9999)
/* clang-format on */

/* The table: the names one after another, each ended by a NUL (an empty name ends them), and
   the values in the same order; no pointer per entry, so it stays small. */
typedef struct table {
    const char *names;
    const int *values;
} table;

#define NAME(name, value) name "\0"
#define VALUE(name, value) value,

static const char names[] = CONSTANTS(NAME);
static const int values[] = {CONSTANTS(VALUE)};
static const table constants = {names, values};

/* The table as {names, values} (see `table`). */
const void *delve_wasm_constants(void)
{
    return &constants;
}

/* The table's fingerprint: FNV-1a over each name with its NUL and each value's 4 bytes, low
   first. delve-constants.js keeps it, and loadDelve compares a delve.wasm's with it. */
unsigned delve_wasm_constants_hash(void)
{
    unsigned h = 2166136261u;
    const char *p = names;
    int i, b;
    for (i = 0; *p; i++) {
        do
            h = (h ^ (unsigned char)*p) * 16777619u;
        while (*p++);
        for (b = 0; b < 32; b += 8)
            h = (h ^ (((unsigned)values[i] >> b) & 0xFF)) * 16777619u;
    }
    return h;
}
