/* rogue_base.c — rnd_pos and rnd_room (spec §7) for the game (the generator has its own, on its
   faster run of draws: rogue_rooms.c). */
#include "rogue/rogue_base.h"

delve_point delve__rogue_rnd_pos(delve__rng *rng, const delve_rogue_room *rp)
{
    delve_point p;
    p.x = rp->x + delve__rnd(rng, rp->w - 2) + 1;
    p.y = rp->y + delve__rnd(rng, rp->h - 2) + 1;
    return p;
}

int delve__rogue_rnd_room(delve__rng *rng, const delve_rogue_level *lv)
{
    int r;
    do
        r = delve__rnd(rng, DELVE_ROGUE_ROOMS);
    while ((lv->rooms[r].flags & DELVE_ROOM_GONE) && !(lv->rooms[r].flags & DELVE_ROOM_MAZE));
    return r;
}
