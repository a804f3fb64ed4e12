/* game_light.h — Rogue's lighting (game_light.c; spec §10, erratum 5). */
#ifndef DELVE_GAME_LIGHT_H
#define DELVE_GAME_LIGHT_H

#include "game/game_base.h"

/* proom values from here on are Rogue's passages[]: 9 + passage number (spec §6, §10). */
#define GAME_PASSAGE_ROOM DELVE_ROGUE_ROOMS

int delve__game_roomin(const delve_game *g, delve_point p);
static inline int delve__game_room_flags(const delve_game *g, int room)
{
    if (room < GAME_PASSAGE_ROOM)
        return g->priv.level.rogue.rooms[room].flags;
    /* passages[] are gone and dark; the original left passages[12] zero (lit, not gone,
       bug #9), which only matters to running round corners */
    if (room == GAME_PASSAGE_ROOM + 12 && g->priv.opt.mode == DELVE_MODE_CLASSIC)
        return 0;
    return DELVE_ROOM_GONE | DELVE_ROOM_DARK;
}
void delve__game_enter_room(delve_game *g, delve_point cp);
void delve__game_leave_room(delve_game *g, delve_point cp);
/* the hero's neighbours look() shows: bit dy * 3 + dx for (hero.y + dy - 1, hero.x + dx - 1) */
int delve__game_look_cells(const delve_game *g);
void delve__game_look(delve_game *g);
/* look()'s first step: around oldpos, dark floor blanked, the passage's things forgotten */
void delve__game_erase_behind(delve_game *g);

#endif
