/* wasm_layout.c — where every field of the structs JavaScript reads and writes lies in
   WebAssembly memory (sokol's descriptor style): JavaScript passes the C structs themselves,
   finding each field by name here (web/api/layout.js), so a new field is one change in C.
   The table is constant data; delve_wasm_layouts() hands it over. */
#include <stddef.h>

#include "delve.h"

enum { I32 = 1, U32 = 2, U8 = 3, PTR = 4, STRUCT = 5 };

/* name, offset, type, count (array length, 1 for a scalar), layout (of a STRUCT's elements:
   its index in `layouts` below) */
typedef struct field {
    const char *name;
    int offset, type, count, layout;
} field;

typedef struct layout {
    const char *name;
    int size, n_fields;
    const field *fields;
} layout;

enum {
    L_POINT,
    L_ROOM,
    L_DOOR,
    L_TRAP,
    L_GOLD,
    L_ITEM,
    L_MONSTER,
    L_ROGUE_OPTIONS,
    L_ROGUE_LEVEL,
    L_LEVELMAP_OPTIONS,
    L_LEVELMAP,
    L_GAME_LEVELMAP_OPTIONS,
    L_GAME_OPTIONS,
    L_GAME_STATE,
    L_GAME_OBJECT,
    L_GAME_SCORE,
    L_GAME,
    L_PICTURE,
    L_IMAGE_OPTIONS,
    L_COUNT
};

#define F(s, f, type)                       \
    {                                       \
#f, (int)offsetof(s, f), type, 1, 0 \
    }
#define A(s, f, type, n)                    \
    {                                       \
#f, (int)offsetof(s, f), type, n, 0 \
    }
#define S(s, f, lay, n)                         \
    {                                           \
#f, (int)offsetof(s, f), STRUCT, n, lay \
    }
#define N(a) (int)(sizeof a / sizeof a[0])

static const field point[] = {F(delve_point, x, I32), F(delve_point, y, I32)};
static const field room[] = {F(delve_rogue_room, x, I32),     F(delve_rogue_room, y, I32),
                             F(delve_rogue_room, w, I32),     F(delve_rogue_room, h, I32),
                             F(delve_rogue_room, flags, I32), F(delve_rogue_room, gold, I32)};
static const field door[] = {F(delve_rogue_door, x, I32), F(delve_rogue_door, y, I32),
                             F(delve_rogue_door, secret, I32)};
static const field trap[] = {F(delve_rogue_trap, x, I32), F(delve_rogue_trap, y, I32),
                             F(delve_rogue_trap, type, I32)};
static const field gold[] = {F(delve_rogue_gold, x, I32), F(delve_rogue_gold, y, I32),
                             F(delve_rogue_gold, value, I32)};
static const field item[] = {F(delve_rogue_item, x, I32), F(delve_rogue_item, y, I32),
                             F(delve_rogue_item, kind, I32), F(delve_rogue_item, which, I32),
                             F(delve_rogue_item, count, I32)};
static const field monster[] = {F(delve_rogue_monster, x, I32), F(delve_rogue_monster, y, I32),
                                F(delve_rogue_monster, letter, U8),
                                F(delve_rogue_monster, mean, U8),
                                F(delve_rogue_monster, running, U8)};
static const field rogue_options[] = {
    F(delve_rogue_options, depth, I32), F(delve_rogue_options, mode, I32),
    F(delve_rogue_options, cols, I32), F(delve_rogue_options, dos, I32)};
static const field rogue_level[] = {
    F(delve_rogue_level, seed, U32),
    F(delve_rogue_level, dos, I32),
    F(delve_rogue_level, depth, I32),
    F(delve_rogue_level, mode, I32),
    F(delve_rogue_level, cols, I32),
    F(delve_rogue_level, rows, I32),
    A(delve_rogue_level, chars, U8, DELVE_ROGUE_ROWS *DELVE_ROGUE_COLS),
    A(delve_rogue_level, flags, U8, DELVE_ROGUE_ROWS *DELVE_ROGUE_COLS),
    S(delve_rogue_level, rooms, L_ROOM, DELVE_ROGUE_ROOMS),
    F(delve_rogue_level, n_doors, I32),
    F(delve_rogue_level, n_traps, I32),
    F(delve_rogue_level, n_gold, I32),
    F(delve_rogue_level, n_items, I32),
    F(delve_rogue_level, n_monsters, I32),
    S(delve_rogue_level, doors, L_DOOR, DELVE_ROGUE_MAX_DOORS),
    S(delve_rogue_level, traps, L_TRAP, DELVE_ROGUE_MAX_TRAPS),
    S(delve_rogue_level, gold, L_GOLD, DELVE_ROGUE_ROOMS),
    S(delve_rogue_level, items, L_ITEM, DELVE_ROGUE_MAX_ITEMS),
    S(delve_rogue_level, monsters, L_MONSTER, DELVE_ROGUE_MAX_MONSTERS),
    S(delve_rogue_level, stairs, L_POINT, 1),
    S(delve_rogue_level, player, L_POINT, 1),
    F(delve_rogue_level, player_room, I32),
    F(delve_rogue_level, rng, I32)};
static const field levelmap_options[] = {
    F(delve_levelmap_options, width, I32),     F(delve_levelmap_options, height, I32),
    F(delve_levelmap_options, corridor, I32),  F(delve_levelmap_options, combined, I32),
    F(delve_levelmap_options, cellsize, I32),  F(delve_levelmap_options, natural, I32),
    F(delve_levelmap_options, no_doors, I32),  F(delve_levelmap_options, voids, I32),
    F(delve_levelmap_options, entrances, I32), F(delve_levelmap_options, textures, I32),
    F(delve_levelmap_options, connected, I32), F(delve_levelmap_options, edges, I32)};
static const field levelmap[] = {F(delve_levelmap, seed, U32), F(delve_levelmap, width, I32),
                                 F(delve_levelmap, height, I32), F(delve_levelmap, entrances, I32),
                                 A(delve_levelmap, blocks, U8, DELVE_LEVELMAP_MAX_BLOCKS)};
static const field game_levelmap_options[] = {
    F(delve_game_levelmap_options, width, I32),    F(delve_game_levelmap_options, height, I32),
    F(delve_game_levelmap_options, corridor, I32), F(delve_game_levelmap_options, combined, I32),
    F(delve_game_levelmap_options, cellsize, I32), F(delve_game_levelmap_options, natural, I32),
    F(delve_game_levelmap_options, no_doors, I32), F(delve_game_levelmap_options, voids, I32),
    F(delve_game_levelmap_options, entrances, I32)};
static const field game_options[] = {F(delve_game_options, generator, I32),
                                     F(delve_game_options, depth, I32),
                                     F(delve_game_options, mode, I32),
                                     F(delve_game_options, cols, I32),
                                     F(delve_game_options, dos, I32),
                                     F(delve_game_options, name, PTR),
                                     F(delve_game_options, fruit, PTR),
                                     S(delve_game_options, levelmap, L_GAME_LEVELMAP_OPTIONS, 1),
                                     F(delve_game_options, rules, I32),
                                     F(delve_game_options, first_clock, I32),
                                     F(delve_game_options, first_clock_turns, I32),
                                     F(delve_game_options, year, I32),
                                     F(delve_game_options, scores, PTR),
                                     F(delve_game_options, n_scores, I32),
                                     F(delve_game_options, menu, I32)};
static const field game_state[] = {F(delve_game_state, generator, I32),
                                   F(delve_game_state, depth, I32),
                                   F(delve_game_state, mode, I32),
                                   F(delve_game_state, cols, I32),
                                   F(delve_game_state, seed, U32),
                                   F(delve_game_state, dos, I32),
                                   F(delve_game_state, x, I32),
                                   F(delve_game_state, y, I32),
                                   F(delve_game_state, gold, I32),
                                   F(delve_game_state, turns, I32),
                                   A(delve_game_state, items, I32, DELVE_ITEM_KINDS),
                                   F(delve_game_state, held, I32),
                                   F(delve_game_state, inventory, I32),
                                   F(delve_game_state, message, PTR),
                                   F(delve_game_state, rules, I32),
                                   F(delve_game_state, hp, I32),
                                   F(delve_game_state, max_hp, I32),
                                   F(delve_game_state, str, I32),
                                   F(delve_game_state, max_str, I32),
                                   F(delve_game_state, armor, I32),
                                   F(delve_game_state, level, I32),
                                   F(delve_game_state, exp, I32),
                                   F(delve_game_state, hunger, I32),
                                   F(delve_game_state, over, I32),
                                   F(delve_game_state, score, I32),
                                   F(delve_game_state, prompt, I32)};
static const field game_score[] = {F(delve_game_score, gold, I32), F(delve_game_score, fate, I32),
                                   F(delve_game_score, level, I32), F(delve_game_score, rank, I32),
                                   A(delve_game_score, name, U8, DELVE_GAME_NAME_MAX + 1)};
static const field game_object[] = {
    F(delve_game_object, kind, I32),   F(delve_game_object, which, I32),
    F(delve_game_object, count, I32),  F(delve_game_object, group, I32),
    F(delve_game_object, known, I32),  F(delve_game_object, hit, I32),
    F(delve_game_object, damage, I32), F(delve_game_object, armor_class, I32),
    F(delve_game_object, in_use, I32), F(delve_game_object, cursed, I32),
    F(delve_game_object, enemy, I32),  F(delve_game_object, revealed, I32)};
static const field game[] = {F(delve_game, cols, I32), F(delve_game, rows, I32),
                             A(delve_game, chars, U8, DELVE_GAME_ROWS *DELVE_GAME_COLS),
                             A(delve_game, attrs, U8, DELVE_GAME_ROWS *DELVE_GAME_COLS)};
static const field picture[] = {F(delve_picture, cols, I32), F(delve_picture, rows, I32),
                                F(delve_picture, chars, PTR), F(delve_picture, attrs, PTR)};
static const field image_options[] = {F(delve_image_options, font, PTR),
                                      F(delve_image_options, scale, I32)};

#define LAYOUT(type, fields)                        \
    {                                               \
#type, (int)sizeof(type), N(fields), fields \
    }

static const layout layouts[] = {
    [L_POINT] = LAYOUT(delve_point, point),
    [L_ROOM] = LAYOUT(delve_rogue_room, room),
    [L_DOOR] = LAYOUT(delve_rogue_door, door),
    [L_TRAP] = LAYOUT(delve_rogue_trap, trap),
    [L_GOLD] = LAYOUT(delve_rogue_gold, gold),
    [L_ITEM] = LAYOUT(delve_rogue_item, item),
    [L_MONSTER] = LAYOUT(delve_rogue_monster, monster),
    [L_ROGUE_OPTIONS] = LAYOUT(delve_rogue_options, rogue_options),
    [L_ROGUE_LEVEL] = LAYOUT(delve_rogue_level, rogue_level),
    [L_LEVELMAP_OPTIONS] = LAYOUT(delve_levelmap_options, levelmap_options),
    [L_LEVELMAP] = LAYOUT(delve_levelmap, levelmap),
    [L_GAME_LEVELMAP_OPTIONS] = LAYOUT(delve_game_levelmap_options, game_levelmap_options),
    [L_GAME_OPTIONS] = LAYOUT(delve_game_options, game_options),
    [L_GAME_STATE] = LAYOUT(delve_game_state, game_state),
    [L_GAME_OBJECT] = LAYOUT(delve_game_object, game_object),
    [L_GAME_SCORE] = LAYOUT(delve_game_score, game_score),
    [L_GAME] = LAYOUT(delve_game, game),
    [L_PICTURE] = LAYOUT(delve_picture, picture),
    [L_IMAGE_OPTIONS] = LAYOUT(delve_image_options, image_options),
    [L_COUNT] = {NULL, 0, 0, NULL}};

/* The table: layouts, each {name, size, n_fields, fields}, ended by a NULL name; a field is
   {name, offset, type (1 i32, 2 u32, 3 u8, 4 pointer, 5 struct), count, layout index}. */
const void *delve_wasm_layouts(void)
{
    return layouts;
}
