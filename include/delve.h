/* delve.h — roguelike dungeon levels: the classic PC Rogue 1.48 level and LevelMap levels.

   WHAT IT IS
     A C library that builds one dungeon level from a seed. `delve_rogue_generate` rebuilds the
     level generator of PC Rogue 1.48 (Epyx/A.I. Design, 1985) phase by phase: 3x3 rooms, gone
     rooms, mazes, dark rooms, Z-shaped passages, secret doors, gold, monsters, items, traps,
     stairs. The LevelMap generator is declared in delve_levelmap.h (included below); the original
     LevelMap object API is in delve/levelmap.h (library levelmap).

   EXAMPLE
     #include "delve.h"
     #include <stdio.h>
     int main(void) {
         delve_rogue_options opt = {0};              // zero = defaults: depth 1, fixed, 80 columns
         opt.depth = 12;
         static delve_rogue_level lv;                // ~5 KB, caller-owned, no allocation inside
         int st = delve_rogue_generate(42, &opt, &lv);
         if (st != DELVE_OK) { fprintf(stderr, "%s\n", delve_status_message(st)); return 1; }
         unsigned char screen[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
         delve_rogue_draw(&lv, screen);              // CP437 bytes, lv.rows x lv.cols
         printf("stairs at x=%d y=%d\n", lv.stairs.x, lv.stairs.y);
         return 0;
     }

   RULES
     Memory:      the caller owns every buffer; nothing here allocates (LevelMap's compatibility
                  API in delve/levelmap.h is the one exception: it mallocs as the original did).
     Determinism: no globals, no clock, no rand(); integer arithmetic only. The same seed and
                  options give the same bytes on every machine, natively and in WebAssembly.
     Seeds:       any 32-bit value. A Rogue seed names a whole dungeon: the level at (seed, depth)
                  is the same whether generated directly or reached by descending in a game.
     Errors:      a function that can fail returns DELVE_OK (0) or a negative DELVE_ERR_* (those
                  that also answer something say what, as delve_game_act's flags);
                  delve_status_message() says what was wrong and how to fix it.
     Coordinates: Rogue's: x = column 0..cols-1, y = screen row 1..rows (row 0 is the message line).
*/
#ifndef DELVE_H
#define DELVE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's version, "MAJOR.MINOR.PATCH" (semantic versioning; CHANGELOG.md). */
const char *delve_version(void);

/* ---- status codes ---------------------------------------------------------------------------- */

enum {
    DELVE_OK = 0,
    DELVE_ERR_NULL = -1,       /* a required pointer argument was NULL */
    DELVE_ERR_DEPTH = -2,      /* depth outside 1..DELVE_DEPTH_MAX */
    DELVE_ERR_MODE = -3,       /* mode not DELVE_MODE_DEFAULT, _FIXED or _CLASSIC */
    DELVE_ERR_COLS = -4,       /* cols not 80 or 40 */
    DELVE_ERR_DOS = -5,        /* dos outside 0..DELVE_DOS_MAX */
    DELVE_ERR_DOS_DEPTH = -6,  /* a replay (dos) asked for a depth other than 1 */
    DELVE_ERR_WIDTH = -10,     /* LevelMap width outside its range */
    DELVE_ERR_HEIGHT = -11,    /* LevelMap height outside its range */
    DELVE_ERR_CORRIDOR = -12,  /* LevelMap corridor chance outside 0..100 */
    DELVE_ERR_COMBINED = -13,  /* LevelMap combined chance outside 0..100 */
    DELVE_ERR_CELLSIZE = -14,  /* LevelMap cell size outside 1..3 */
    DELVE_ERR_CONNECTED = -15, /* LevelMap connected/edges masks outside 0..0xFFFF */
    DELVE_ERR_ENTRANCES = -16, /* LevelMap entrance count outside its range */
    DELVE_ERR_BUFFER = -17     /* an output buffer is too small for the picture */
};

/* One line of English saying what the status means and how to fix it; never NULL. */
const char *delve_status_message(int status);

/* Option fields that take 0 as a meaningful value use this to ask for it (0 itself = default);
   fields that have no 0 (depth, dos, width...) refuse it with their status. */
#define DELVE_NONE (-1)

/* A number a user gave for a numeric option whose 0 means its default (a depth, a clock seed, a
   size, a chance, a count, a mask: depth, dos, cols, width, height, corridor, combined,
   cellsize, entrances, connected, edges), as the field takes it: 0 as DELVE_NONE (a real 0, where the field has one), and -1,
   which none of them allows a user, as a value the field refuses. A front end passes each such
   number through it and lets the resolve functions (delve_rogue_resolve_options...) say what is
   allowed (their messages speak of the C fields, whose 0 means the default: a front end words
   its own for its users, as delve's command line does, "--depth must be an integer from 1 to
   999, not '0'"). Not for the choices and flags (mode, generator, rules, menu, screen, credits,
   natural, no_doors, voids...), whose values are their constants, nor for the counts whose 0
   is a value of its own (first_clock, first_clock_turns, n_scores): those take the number as
   it is. */
static inline int delve_option_value(int value)
{
    return value == 0 ? DELVE_NONE : value == DELVE_NONE ? -0x7FFFFFFF : value;
}

/* ---- the classic Rogue level ----------------------------------------------------------------- */

#define DELVE_DEPTH_MAX 999
#define DELVE_ROGUE_COLS 80        /* widest map; 40-column levels use the first 40 columns */
#define DELVE_ROGUE_NARROW_COLS 40 /* the other width: the 40-column CGA screen */
#define DELVE_ROGUE_ROWS 22        /* most map rows: screen rows 1..22 */
#define DELVE_ROGUE_NARROW_ROWS 21 /* the map rows of a 40-column level: screen rows 1..21 */
#define DELVE_ROGUE_ROOMS 9
#define DELVE_ROGUE_MAX_DOORS 24 /* at most 12 corridors, two ends each */
#define DELVE_ROGUE_MAX_TRAPS 10
#define DELVE_ROGUE_MAX_ITEMS 32 /* 9 objects + amulet + up to 9 in a treasure room, room gold */
#define DELVE_ROGUE_MAX_MONSTERS 32

/* DELVE_MODE_DEFAULT (0) is FIXED for a seeded level and CLASSIC for a replay (dos). */
enum { DELVE_MODE_DEFAULT = 0, DELVE_MODE_FIXED = 1, DELVE_MODE_CLASSIC = 2 };

#define DELVE_DOS_MAX 32767 /* the original's dnum is a 16-bit int */

typedef struct delve_rogue_options {
    int depth; /* dungeon level 1..DELVE_DEPTH_MAX; 0 = 1 */
    int mode;  /* DELVE_MODE_FIXED: the original's bugs fixed (spec §11.1);
                  DELVE_MODE_CLASSIC: bug for bug as DOS 1.48, except the clock re-seed;
                  DELVE_MODE_DEFAULT (0): fixed, or classic for a replay */
    int cols;  /* DELVE_ROGUE_COLS (80) or DELVE_ROGUE_NARROW_COLS (40) columns; 0 = 80 */
    int dos;   /* 0 (default): the level of (seed, depth). 1..DELVE_DOS_MAX: replay the original
                  game whose clock seed (dnum, DOS hours*256 + minutes + seconds*256 +
                  hundredths: 1..21150 for real clocks) was this: its level 1 exactly as
                  ROGUE.EXE built it (depth must be 1; the seed argument is ignored and the
                  level's seed is dos; a game's levels below come from its play). With mode FIXED: the
                  original's seed with the generator's bugs fixed. */
} delve_rogue_options;

/* The CP437 bytes Rogue draws (spec §4). */
enum {
    DELVE_CH_ROCK = 0x20,
    DELVE_CH_VWALL = 0xBA,
    DELVE_CH_HWALL = 0xCD,
    DELVE_CH_ULWALL = 0xC9,
    DELVE_CH_URWALL = 0xBB,
    DELVE_CH_LLWALL = 0xC8,
    DELVE_CH_LRWALL = 0xBC,
    DELVE_CH_FLOOR = 0xFA,
    DELVE_CH_PASSAGE = 0xB1,
    DELVE_CH_DOOR = 0xCE,
    DELVE_CH_STAIRS = 0xF0,
    DELVE_CH_TRAP = 0x04,
    DELVE_CH_GOLD = 0x0F,
    DELVE_CH_PLAYER = 0x01,
    DELVE_CH_POTION = 0xAD,
    DELVE_CH_SCROLL = 0x0D,
    DELVE_CH_FOOD = 0x05,
    DELVE_CH_WEAPON = 0x18,
    DELVE_CH_ARMOR = 0x08,
    DELVE_CH_AMULET = 0x0C,
    DELVE_CH_RING = 0x09,
    DELVE_CH_STICK = 0xE7
};

/* Per-cell flag bits, as DOS Rogue's _flags (spec §9). */
enum {
    DELVE_F_PASS = 0x40, /* dug as a corridor (also gone-room junctions, maze entry cells) */
    DELVE_F_MAZE = 0x20, /* part of a maze */
    DELVE_F_REAL = 0x10, /* clear = hidden: a secret door or an unfound trap */
    DELVE_F_PNUM = 0x0F, /* passage number 1..12 on corridor and door cells */
    DELVE_F_TMASK = 0x07 /* trap type on hidden-trap cells (overlaps F_PNUM, as in DOS) */
};

/* Room flags. */
enum { DELVE_ROOM_DARK = 1, DELVE_ROOM_GONE = 2, DELVE_ROOM_MAZE = 4 };

/* Trap types (low flag bits); 6 and 7 only arise in classic mode from two traps on one cell. */
enum {
    DELVE_TRAP_DOOR = 0,
    DELVE_TRAP_ARROW,
    DELVE_TRAP_SLEEP,
    DELVE_TRAP_BEAR,
    DELVE_TRAP_TELEPORT,
    DELVE_TRAP_DART
};

/* Item kinds. */
enum {
    DELVE_ITEM_POTION = 0,
    DELVE_ITEM_SCROLL,
    DELVE_ITEM_FOOD,
    DELVE_ITEM_WEAPON,
    DELVE_ITEM_ARMOR,
    DELVE_ITEM_RING,
    DELVE_ITEM_STICK,
    DELVE_ITEM_AMULET,
    DELVE_ITEM_KINDS
};

typedef struct delve_point {
    int x, y;
} delve_point;

typedef struct delve_rogue_room {
    int x, y, w, h; /* outer rectangle including walls; a gone non-maze room: its junction point
                       in x, y and w = h = 0 */
    int flags;      /* DELVE_ROOM_DARK | DELVE_ROOM_GONE | DELVE_ROOM_MAZE */
    int gold;       /* value of the room's gold, 0 if none */
} delve_rogue_room;

typedef struct delve_rogue_door {
    int x, y, secret;
} delve_rogue_door;
typedef struct delve_rogue_trap {
    int x, y, type;
} delve_rogue_trap;
typedef struct delve_rogue_gold {
    int x, y, value;
} delve_rogue_gold;
typedef struct delve_rogue_item {
    int x, y, kind; /* kind: DELVE_ITEM_* */
    int which;      /* the subtype, in the order of the original's tables (spec §8, §12.2):
                       e.g. potions 0 confusion .. 13 thirst quenching; food 0 a ration,
                       1 the fruit; weapons DELVE_WEAPON_*; armour 0 leather .. 7 plate */
    int count;      /* 1, or 8..15 for arrows, darts and crossbow bolts */
} delve_rogue_item;

/* Weapon subtypes (delve_rogue_item.which). */
enum {
    DELVE_WEAPON_MACE = 0,
    DELVE_WEAPON_LONG_SWORD,
    DELVE_WEAPON_BOW,
    DELVE_WEAPON_ARROW,
    DELVE_WEAPON_DAGGER,
    DELVE_WEAPON_TWO_HANDED_SWORD,
    DELVE_WEAPON_DART,
    DELVE_WEAPON_CROSSBOW,
    DELVE_WEAPON_BOLT,
    DELVE_WEAPON_SPEAR
};
typedef struct delve_rogue_monster {
    int x, y;
    char letter;  /* 'A'..'Z' */
    char mean;    /* will chase the player once awake */
    char running; /* awake and chasing (woken when the player entered its room) */
} delve_rogue_monster;

typedef struct delve_rogue_level {
    uint32_t seed;         /* for a replay, the clock seed */
    int dos;               /* the replayed clock seed, 0 for a seeded level */
    int depth, mode, cols; /* mode as used: DELVE_MODE_FIXED or DELVE_MODE_CLASSIC */
    int rows;              /* map rows: 22 (80 columns) or 21 (40 columns) */
    /* The map as Rogue's _level and _flags hold it, [y-1][x]: walls, floor, passages, doors
       (secret ones as the wall they hide in), stairs, gold and item glyphs; hidden traps look
       like floor. Monsters and the player are not in it (see delve_rogue_draw). */
    unsigned char chars[DELVE_ROGUE_ROWS][DELVE_ROGUE_COLS];
    unsigned char flags[DELVE_ROGUE_ROWS][DELVE_ROGUE_COLS];
    delve_rogue_room rooms[DELVE_ROGUE_ROOMS];
    int n_doors, n_traps, n_gold, n_items, n_monsters;
    delve_rogue_door doors[DELVE_ROGUE_MAX_DOORS];
    delve_rogue_trap traps[DELVE_ROGUE_MAX_TRAPS];
    delve_rogue_gold gold[DELVE_ROGUE_ROOMS];
    delve_rogue_item items[DELVE_ROGUE_MAX_ITEMS];
    delve_rogue_monster monsters[DELVE_ROGUE_MAX_MONSTERS];
    delve_point stairs, player;
    int player_room; /* room index the player starts in (0..8) */
    int32_t rng;     /* generator state after the level was made; a game goes on from it */
} delve_rogue_level;

/* Checks the options and fills in every default, once (sokol's desc defaults): *out gets depth
   1..DELVE_DEPTH_MAX, mode DELVE_MODE_FIXED or _CLASSIC, cols 80 or 40, dos as given. in may be
   NULL (all defaults) and may be out. Returns DELVE_OK, or the first bad field's DELVE_ERR_*
   (then *out is left as it was). The generators, the CLI and JavaScript all go through it. */
int delve_rogue_resolve_options(const delve_rogue_options *in, delve_rogue_options *out);

/* Checks options without generating: delve_rogue_resolve_options' status. */
int delve_rogue_check_options(const delve_rogue_options *opt);

/* Builds the level for (seed, depth) into *out. opt may be NULL for all defaults. */
int delve_rogue_generate(uint32_t seed, const delve_rogue_options *opt, delve_rogue_level *out);

/* The whole level revealed, as CP437 bytes, rows x cols, row-major, no separators: the map with
   monsters and the player drawn on top. `out` holds at least DELVE_ROGUE_ROWS*DELVE_ROGUE_COLS.
   A NULL lv or out draws nothing (and delve_rogue_json of NULL gives "" and 0). A struct filled
   or edited by hand is read safely: rows or cols outside 1..DELVE_ROGUE_ROWS / 1..DELVE_ROGUE_COLS
   draw nothing (and no map rows in the JSON), a monster or player is never drawn outside the
   map, and no list is read past its array's size. */
void delve_rogue_draw(const delve_rogue_level *lv, unsigned char *out);

/* The level as the JSON object of the project's contract (README, "Rogue level as JSON"), without
   a trailing newline. Writes at most cap bytes including a terminating NUL and returns the length
   the whole text needs (excluding the NUL), like snprintf: call with cap 0 to size a buffer. */
size_t delve_rogue_json(const delve_rogue_level *lv, char *buf, size_t cap);

/* The generator's starting state for (seed, depth): a 32-bit mix (murmur3's finaliser over the seed
   combined with the depth) reduced modulo 2796203, 0 mapped to 1. */
int32_t delve_rogue_start_state(uint32_t seed, int depth);

/* Names used in JSON: "trapdoor" "arrow" "sleep" "bear" "teleport" "dart" ("weird" for 6, 7);
   "potion" "scroll" "food" "weapon" "armor" "ring" "stick" "amulet"; modes "fixed" "classic";
   generators (DELVE_GEN_*, delve_game.h) "rogue" "levelmap". "unknown" for other values. */
const char *delve_trap_name(int type);
const char *delve_item_name(int kind);
const char *delve_mode_name(int mode);
const char *delve_generator_name(int generator);

/* ---- CP437 ----------------------------------------------------------------------------------- */

/* The Unicode code point the IBM PC shows for a CP437 byte (0x01-0x1F and 0x7F are glyphs). */
uint32_t delve_cp437_unicode(unsigned char byte);

/* The PC colour attribute Rogue draws a CP437 byte in on a colour adapter (spec §4): walls and
   doors brown 6, floor light green 10, stairs black on green 0xA0, traps magenta 5, gold and
   the player yellow 14, items light blue 9, food red 4, the rest light grey 7. */
unsigned char delve_glyph_attr(unsigned char byte);

/* The attribute of the same byte drawn in standout (spec §12.5), as things and the player are
   on corridor and maze cells: 0x7E gold and the player, 0x71 objects, 0x74 food, else 0x70. */
unsigned char delve_glyph_standout_attr(unsigned char byte);

/* Writes the UTF-8 for n CP437 bytes into out (needs up to 3*n bytes); returns bytes written
   (0 for NULL bytes or out). */
size_t delve_cp437_to_utf8(const unsigned char *bytes, size_t n, char *out);

#ifdef __cplusplus
}
#endif

#include "delve_levelmap.h"
#include "delve_game.h"
#include "delve_image.h"

#endif
