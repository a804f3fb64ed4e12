/* rogue_base.h — what the Rogue module's files, and the game, share: rnd_room and rnd_pos, the
   original's way of picking a random room and a spot in it (spec §7), on a generator state (the
   generator's own copies draw on its run: rogue_internal.h). */
#ifndef DELVE_ROGUE_BASE_H
#define DELVE_ROGUE_BASE_H

#include "core/rng.h"
#include "delve.h"

/* rnd_pos: an interior point of a room (never a wall), x drawn first, then y. */
delve_point delve__rogue_rnd_pos(delve__rng *rng, const delve_rogue_room *rp);

/* rnd_room: a room that is there, or a maze (mazes are "gone" rooms that still hold things). */
int delve__rogue_rnd_room(delve__rng *rng, const delve_rogue_level *lv);

/* The glyph of a thing of kind DELVE_ITEM_* (spec §4). */
unsigned char delve__rogue_item_glyph(int kind);

/* The public functions that read a level (delve_rogue_draw, delve_rogue_json) take any struct,
   one filled or edited by hand too: its map's rows and columns, if within the planes (else 0:
   no map), and each list's count within its array. */
int delve__rogue_map_ok(const delve_rogue_level *lv);
int delve__rogue_count(int n, int max);

/* What a game needs of a level beyond delve_rogue_level (delve__rogue_build): the bonuses the
   generator rolls for every thing, each monster's hit points, disguise and carried thing, and
   the state the original carries from level to level (spec §7: no_food, the weapon group). */
typedef struct delve__rogue_thing {
    int kind, which, count, group, hplus, dplus, ac, cursed; /* ac: armour class, a ring's
                                                               bonus or a stick's charges */
} delve__rogue_thing;

typedef struct delve__rogue_extra {
    int no_food, group;        /* carried state: given before the level, updated after it */
    int pool;                  /* given: the pool's things a game holds (its pack, lost ones) */
    int saw_amulet, max_level; /* given: the amulet was picked up; the deepest level so far */
    int wake; /* given: also the first room's wake-up draws, as delve_rogue_generate makes them
                 (a game's level rebuilt as generated); 0: the game makes them itself */
    /* given: a ring of aggravate monster is worn, so new_monster's start_run runs as each
       monster is made (P2 3.2 step 10), with find_dest's draws; it and see_monst read the hero
       as the level left holds him: his place, his room (a room 0..8, or more: a passage),
       ISBLIND and CANSEE */
    int aggravate, hero_y, hero_x, hero_room, hero_blind, hero_cansee;
    /* with aggravate: each monster's destination, DELVE__ROGUE_DEST_HERO, or gold i (i), or
       item j (DELVE__ROGUE_DEST_ITEM + j) */
    int mon_dest[DELVE_ROGUE_MAX_MONSTERS];
    int mon_hp[DELVE_ROGUE_MAX_MONSTERS], mon_disguise[DELVE_ROGUE_MAX_MONSTERS];
    int mon_level[DELVE_ROGUE_MAX_MONSTERS]; /* the level it was made at: one more in treas_room */
    int mon_has_pack[DELVE_ROGUE_MAX_MONSTERS];
    delve__rogue_thing mon_pack[DELVE_ROGUE_MAX_MONSTERS];
    delve__rogue_thing items[DELVE_ROGUE_MAX_ITEMS]; /* lv->items[i]'s whole roll */
    int n_exits[DELVE_ROGUE_ROOMS]; /* each room's exits (doors, secret ones too), in the */
    delve_point exits[DELVE_ROGUE_ROOMS][4]; /* order conn made them (spec §6) */
} delve__rogue_extra;
enum { DELVE__ROGUE_DEST_HERO = -1, DELVE__ROGUE_DEST_ITEM = DELVE_ROGUE_ROOMS };

/* new_level from the generator state `state` with resolved options (any depth): the level as
   delve_rogue_generate builds it, but enter_room's wake-up draws are left to the game, and *x
   receives what the game needs. */
void delve__rogue_build(int32_t state, const delve_rogue_options *o, delve_rogue_level *out,
                        delve__rogue_extra *x);

#endif
