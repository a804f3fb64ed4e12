/* wasm_layout.c — where every field of the structs JavaScript reads and writes lies in
   WebAssembly memory (sokol's descriptor style): JavaScript passes the C structs themselves,
   finding each field by name here (web/api/layout.js), so a new field is one change in C.
   The table is constant data; delve_wasm_layouts() hands it over. */
#include <stddef.h>

#include "delve.h"

enum { I32 = 1, U32 = 2, U8 = 3, PTR = 4, STRUCT = 5 };

/* Each struct's fields as X(struct, field, type, count (array length, 1 for a scalar), layout (of
   a STRUCT's elements: its index in LAYOUTS below)). */
/* clang-format off */
#define POINT(X, s) X(s, x, I32, 1, 0) X(s, y, I32, 1, 0)
#define ROOM(X, s) X(s, x, I32, 1, 0) X(s, y, I32, 1, 0) X(s, w, I32, 1, 0) X(s, h, I32, 1, 0)     \
    X(s, flags, I32, 1, 0) X(s, gold, I32, 1, 0)
#define DOOR(X, s) X(s, x, I32, 1, 0) X(s, y, I32, 1, 0) X(s, secret, I32, 1, 0)
#define TRAP(X, s) X(s, x, I32, 1, 0) X(s, y, I32, 1, 0) X(s, type, I32, 1, 0)
#define GOLD(X, s) X(s, x, I32, 1, 0) X(s, y, I32, 1, 0) X(s, value, I32, 1, 0)
#define ITEM(X, s) X(s, x, I32, 1, 0) X(s, y, I32, 1, 0) X(s, kind, I32, 1, 0)                     \
    X(s, which, I32, 1, 0) X(s, count, I32, 1, 0)
#define MONSTER(X, s) X(s, x, I32, 1, 0) X(s, y, I32, 1, 0) X(s, letter, U8, 1, 0)                 \
    X(s, mean, U8, 1, 0) X(s, running, U8, 1, 0)
#define ROGUE_OPTIONS(X, s) X(s, depth, I32, 1, 0) X(s, mode, I32, 1, 0) X(s, cols, I32, 1, 0)     \
    X(s, dos, I32, 1, 0)
#define ROGUE_LEVEL(X, s) X(s, seed, U32, 1, 0) X(s, dos, I32, 1, 0) X(s, depth, I32, 1, 0)        \
    X(s, mode, I32, 1, 0) X(s, cols, I32, 1, 0) X(s, rows, I32, 1, 0)                              \
    X(s, chars, U8, DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS, 0)                                        \
    X(s, flags, U8, DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS, 0)                                        \
    X(s, rooms, STRUCT, DELVE_ROGUE_ROOMS, L_ROOM) X(s, n_doors, I32, 1, 0)                        \
    X(s, n_traps, I32, 1, 0) X(s, n_gold, I32, 1, 0) X(s, n_items, I32, 1, 0)                      \
    X(s, n_monsters, I32, 1, 0) X(s, doors, STRUCT, DELVE_ROGUE_MAX_DOORS, L_DOOR)                 \
    X(s, traps, STRUCT, DELVE_ROGUE_MAX_TRAPS, L_TRAP)                                             \
    X(s, gold, STRUCT, DELVE_ROGUE_ROOMS, L_GOLD)                                                  \
    X(s, items, STRUCT, DELVE_ROGUE_MAX_ITEMS, L_ITEM)                                             \
    X(s, monsters, STRUCT, DELVE_ROGUE_MAX_MONSTERS, L_MONSTER) X(s, stairs, STRUCT, 1, L_POINT)   \
    X(s, player, STRUCT, 1, L_POINT) X(s, player_room, I32, 1, 0) X(s, rng, I32, 1, 0)
#define LEVELMAP_OPTIONS(X, s) X(s, width, I32, 1, 0) X(s, height, I32, 1, 0)                      \
    X(s, corridor, I32, 1, 0) X(s, combined, I32, 1, 0) X(s, cellsize, I32, 1, 0)                  \
    X(s, natural, I32, 1, 0) X(s, no_doors, I32, 1, 0) X(s, voids, I32, 1, 0)                      \
    X(s, entrances, I32, 1, 0) X(s, textures, I32, 1, 0) X(s, connected, I32, 1, 0)                \
    X(s, edges, I32, 1, 0)
#define LEVELMAP(X, s) X(s, seed, U32, 1, 0) X(s, width, I32, 1, 0) X(s, height, I32, 1, 0)        \
    X(s, entrances, I32, 1, 0) X(s, blocks, U8, DELVE_LEVELMAP_MAX_BLOCKS, 0)
#define GAME_LEVELMAP_OPTIONS(X, s) X(s, width, I32, 1, 0) X(s, height, I32, 1, 0)                 \
    X(s, corridor, I32, 1, 0) X(s, combined, I32, 1, 0) X(s, cellsize, I32, 1, 0)                  \
    X(s, natural, I32, 1, 0) X(s, no_doors, I32, 1, 0) X(s, voids, I32, 1, 0)                      \
    X(s, entrances, I32, 1, 0)
#define GAME_OPTIONS(X, s) X(s, generator, I32, 1, 0) X(s, depth, I32, 1, 0)                       \
    X(s, mode, I32, 1, 0) X(s, cols, I32, 1, 0) X(s, dos, I32, 1, 0) X(s, name, PTR, 1, 0)         \
    X(s, fruit, PTR, 1, 0) X(s, levelmap, STRUCT, 1, L_GAME_LEVELMAP_OPTIONS)                      \
    X(s, rules, I32, 1, 0) X(s, first_clock, I32, 1, 0) X(s, first_clock_turns, I32, 1, 0)         \
    X(s, year, I32, 1, 0) X(s, scores, PTR, 1, 0) X(s, n_scores, I32, 1, 0) X(s, menu, I32, 1, 0) X(s, screen, I32, 1, 0) X(s, macro, PTR, 1, 0) X(s, savefile, PTR, 1, 0)         \
    X(s, credits, I32, 1, 0)
#define GAME_STATE(X, s) X(s, generator, I32, 1, 0) X(s, depth, I32, 1, 0) X(s, mode, I32, 1, 0)   \
    X(s, cols, I32, 1, 0) X(s, seed, U32, 1, 0) X(s, dos, I32, 1, 0) X(s, x, I32, 1, 0)            \
    X(s, y, I32, 1, 0) X(s, gold, I32, 1, 0) X(s, turns, I32, 1, 0)                                \
    X(s, items, I32, DELVE_ITEM_KINDS, 0) X(s, held, I32, 1, 0) X(s, inventory, I32, 1, 0)         \
    X(s, message, PTR, 1, 0) X(s, rules, I32, 1, 0) X(s, hp, I32, 1, 0) X(s, max_hp, I32, 1, 0)    \
    X(s, str, I32, 1, 0) X(s, max_str, I32, 1, 0) X(s, armor, I32, 1, 0) X(s, level, I32, 1, 0)    \
    X(s, exp, I32, 1, 0) X(s, hunger, I32, 1, 0) X(s, over, I32, 1, 0) X(s, score, I32, 1, 0)      \
    X(s, prompt, I32, 1, 0) X(s, listed, U32, 1, 0)
#define GAME_OBJECT(X, s) X(s, kind, I32, 1, 0) X(s, which, I32, 1, 0) X(s, count, I32, 1, 0)      \
    X(s, group, I32, 1, 0) X(s, known, I32, 1, 0) X(s, hit, I32, 1, 0) X(s, damage, I32, 1, 0)     \
    X(s, armor_class, I32, 1, 0) X(s, in_use, I32, 1, 0) X(s, cursed, I32, 1, 0)                   \
    X(s, enemy, I32, 1, 0) X(s, revealed, I32, 1, 0)
#define GAME_SCORE(X, s) X(s, gold, I32, 1, 0) X(s, fate, I32, 1, 0) X(s, level, I32, 1, 0)        \
    X(s, rank, I32, 1, 0) X(s, name, U8, DELVE_GAME_NAME_MAX + 1, 0)
#define GAME_ROGUE_OPT(X, s) X(s, name, U8, DELVE_GAME_NAME_MAX + 1, 0)                          \
    X(s, scorefile, U8, 15, 0) X(s, savefile, U8, DELVE_GAME_SAVEFILE_MAX + 1, 0)                 \
    X(s, macro, U8, DELVE_GAME_MACRO_MAX + 1, 0) X(s, fruit, U8, DELVE_GAME_NAME_MAX + 1, 0)      \
    X(s, drive, U8, 2, 0) X(s, menu, U8, 4, 0) X(s, screen, U8, 8, 0)
#define GAME(X, s) X(s, cols, I32, 1, 0) X(s, rows, I32, 1, 0)                                     \
    X(s, chars, U8, DELVE_GAME_ROWS * DELVE_GAME_COLS, 0)                                          \
    X(s, attrs, U8, DELVE_GAME_ROWS * DELVE_GAME_COLS, 0)
#define PICTURE(X, s) X(s, cols, I32, 1, 0) X(s, rows, I32, 1, 0) X(s, chars, PTR, 1, 0)           \
    X(s, attrs, PTR, 1, 0)
#define IMAGE_OPTIONS(X, s) X(s, font, PTR, 1, 0) X(s, scale, I32, 1, 0)

/* Every struct the table holds, in order (L_<list> is its index). */
#define LAYOUTS(L, X)                                                                              \
    L(X, delve_point, POINT)                                                                       \
    L(X, delve_rogue_room, ROOM)                                                                   \
    L(X, delve_rogue_door, DOOR)                                                                   \
    L(X, delve_rogue_trap, TRAP)                                                                   \
    L(X, delve_rogue_gold, GOLD)                                                                   \
    L(X, delve_rogue_item, ITEM)                                                                   \
    L(X, delve_rogue_monster, MONSTER)                                                             \
    L(X, delve_rogue_options, ROGUE_OPTIONS)                                                       \
    L(X, delve_rogue_level, ROGUE_LEVEL)                                                           \
    L(X, delve_levelmap_options, LEVELMAP_OPTIONS)                                                 \
    L(X, delve_levelmap, LEVELMAP)                                                                 \
    GAME_LAYOUTS(L, X)                                                                             \
    L(X, delve_picture, PICTURE)                                                                   \
    L(X, delve_image_options, IMAGE_OPTIONS)
/* delve-still.wasm has no games, and so none of their structs (web/api/game.js reads them) */
#ifdef DELVE_WASM_NO_GAMES
#define GAME_LAYOUTS(L, X)
#else
#define GAME_LAYOUTS(L, X)                                                                         \
    L(X, delve_game_levelmap_options, GAME_LEVELMAP_OPTIONS)                                       \
    L(X, delve_game_options, GAME_OPTIONS)                                                         \
    L(X, delve_game_state, GAME_STATE)                                                             \
    L(X, delve_game_object, GAME_OBJECT)                                                           \
    L(X, delve_game_score, GAME_SCORE)                                                             \
    L(X, delve_game_rogue_opt, GAME_ROGUE_OPT)                                                     \
    L(X, delve_game, GAME)
#endif
/* clang-format on */

#define ENUM(X, type, list) L_##list,
enum { LAYOUTS(ENUM, _) L_COUNT };

/* A field's record: bytes, not a pointer and four ints (20 B a field); the names apart in one
   string, so that the table takes a fifth of the room. */
typedef struct field {
    unsigned char type, layout;
    unsigned short offset, count;
} field;

typedef struct layout {
    unsigned short size, n_fields;
} layout;

/* Offsets, sizes and counts fit the records' 16 bits. */
#define FITS(X, type, list) _Static_assert(sizeof(type) < 65536, #type " fits");
LAYOUTS(FITS, _)

#define FIELD_NAME(s, f, type, count, lay) #f "\0"
#define NAMES(X, type, list) #type "\0" list(X, type)
#define FIELD(s, f, type, count, lay) {type, lay, (unsigned short)offsetof(s, f), count},
#define FIELDS(X, type, list) list(X, type)
#define ONE(s, f, type, count, lay) +1
#define LAYOUT(X, type, list) {sizeof(type), 0 list(X, type)},

static const char names[] = LAYOUTS(NAMES, FIELD_NAME);
static const field fields[] = {LAYOUTS(FIELDS, FIELD)};
static const layout layouts[] = {LAYOUTS(LAYOUT, ONE){0, 0}};

/* The table: {names, layouts, fields}. `names` holds, one after another and each ended by a NUL,
   every struct's name followed by its fields' names; `layouts` {size, n_fields} for each struct
   in that order, ended by a size 0; `fields` their fields in the same order, each {type (1 i32,
   2 u32, 3 u8, 4 pointer, 5 struct), layout index, offset, count}. */
static const struct {
    const char *names;
    const layout *layouts;
    const field *fields;
} table = {names, layouts, fields};

const void *delve_wasm_layouts(void)
{
    return &table;
}
