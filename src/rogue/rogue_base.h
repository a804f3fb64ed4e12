/* rogue_base.h — what the Rogue module's files, and the game, share: rnd_room and rnd_pos, the
   original's way of picking a random room and a spot in it (spec §7), on a generator state. */
#ifndef DELVE_ROGUE_BASE_H
#define DELVE_ROGUE_BASE_H

#include "core/rng.h"
#include "delve.h"

/* rnd_pos: an interior point of a room (never a wall), x drawn first, then y. */
delve_point delve__rogue_rnd_pos(delve__rng *rng, const delve_rogue_room *rp);

/* rnd_room: a room that is there, or a maze (mazes are "gone" rooms that still hold things). */
int delve__rogue_rnd_room(delve__rng *rng, const delve_rogue_level *lv);

#endif
