/* game_light.c — what the player sees of a Rogue level (spec §10, erratum 5): roomin,
   enter_room, leave_room and look(). As in DOS, the only memory of what was seen is the screen
   itself: leave_room and look read characters back from it. */
#include "game/game_light.h"

/* A phantom is invisible; every other monster shows its letter (a Xeroc's disguise is not
   kept by the generator, so it shows as X). */
static int shows_letter(const delve_game *g, int m)
{
    return g->priv.level.rogue.monsters[m].letter != 'P';
}

/* The first room whose rectangle holds p, else the passage p belongs to. Gone rooms never
   match (their size is 0 here, negative in DOS). */
int delve__game_roomin(const delve_game *g, delve_point p)
{
    const delve_rogue_level *lv = &g->priv.level.rogue;
    int i;
    for (i = 0; i < DELVE_ROGUE_ROOMS; i++) {
        const delve_rogue_room *r = &lv->rooms[i];
        if (p.x >= r->x && p.x < r->x + r->w && p.y >= r->y && p.y < r->y + r->h)
            return i;
    }
    return GAME_PASSAGE_ROOM + (lv->flags[p.y - 1][p.x] & DELVE_F_PNUM);
}

/* The map character, or the letter of a visible monster standing there. */
static unsigned char seen_char(const delve_game *g, int y, int x)
{
    int m = delve__game_monster_at(g, y, x);
    return m >= 0 && shows_letter(g, m) ? (unsigned char)g->priv.level.rogue.monsters[m].letter
                                        : g->priv.level.rogue.chars[y - 1][x];
}

/* enter_room: a lit room (not a maze) is drawn whole, walls and doors included; secret doors
   and hidden traps look like the wall and floor they are stored as. door_open's wake-up rolls
   are not made: monsters never move in this game. */
void delve__game_enter_room(delve_game *g, delve_point cp)
{
    int r = delve__game_roomin(g, cp), flags = delve__game_room_flags(g, r), y, x;
    const delve_rogue_room *rp;
    g->priv.proom = r;
    if (flags & (DELVE_ROOM_GONE | DELVE_ROOM_DARK))
        return; /* gone rooms and mazes (which are gone too), and dark rooms, draw nothing */
    rp = &g->priv.level.rogue.rooms[r];
    for (y = rp->y; y < rp->y + rp->h; y++)
        for (x = rp->x; x < rp->x + rp->w; x++)
            delve__game_put(g, y, x, seen_char(g, y, x), 0);
}

/* leave_room: the current room becomes the passage of cp, and the room's interior is read back
   from the screen: things and monsters are drawn over with floor (blank in a dark room, passage
   in a maze), dark floor is blanked; blanks, passages, traps and stairs stay (spec §10). */
void delve__game_leave_room(delve_game *g, delve_point cp)
{
    int r = g->priv.proom, flags = delve__game_room_flags(g, r), y, x;
    const delve_rogue_room *rp;
    unsigned char floor;
    g->priv.proom = GAME_PASSAGE_ROOM + (LEVEL_FLAGS(g, cp.y, cp.x) & DELVE_F_PNUM);
    if (r >= GAME_PASSAGE_ROOM)
        return; /* a passage has no interior */
    rp = &g->priv.level.rogue.rooms[r];
    floor = flags & DELVE_ROOM_MAZE   ? DELVE_CH_PASSAGE
            : flags & DELVE_ROOM_DARK ? (unsigned char)' '
                                      : DELVE_CH_FLOOR;
    for (y = rp->y + 1; y < rp->y + rp->h - 1; y++)
        for (x = rp->x + 1; x < rp->x + rp->w - 1; x++)
            switch (delve__game_screen_char(g, y, x)) {
            case ' ':
            case DELVE_CH_PASSAGE:
            case DELVE_CH_TRAP:
            case DELVE_CH_STAIRS: break;
            case DELVE_CH_FLOOR:
                if (floor == ' ')
                    delve__game_put(g, y, x, ' ', 0);
                break;
            default: delve__game_put(g, y, x, floor, 0); break;
            }
}

/* look()'s cells, bit dy * 3 + dx for the neighbour (hero.y + dy - 1, hero.x + dx - 1): on the
   map from column 1 on (as in DOS), and seen: unless a door is involved, a corridor cell and a
   non-corridor cell do not see each other (outside mazes), nor do two different passages. */
int delve__game_look_cells(const delve_game *g)
{
    const delve_rogue_level *lv = &g->priv.level.rogue;
    int hy = g->priv.hero.y, hx = g->priv.hero.x, pfl = lv->flags[hy - 1][hx], cells = 0, dy, dx;
    int door = lv->chars[hy - 1][hx] == DELVE_CH_DOOR;
    for (dy = 0; dy < 3; dy++) {
        int y = hy + dy - 1;
        if (y < 1 || y > lv->rows)
            continue;
        for (dx = 0; dx < 3; dx++) {
            int x = hx + dx - 1, fl;
            if ((dy == 1 && dx == 1) || x <= 0 || x >= g->cols)
                continue;
            fl = lv->flags[y - 1][x];
            if (door || lv->chars[y - 1][x] == DELVE_CH_DOOR ||
                ((pfl & DELVE_F_PASS) != (fl & DELVE_F_PASS)
                     ? ((pfl | fl) & DELVE_F_MAZE) != 0
                     : !(fl & DELVE_F_PASS) || (fl & DELVE_F_PNUM) == (pfl & DELVE_F_PNUM)))
                cells |= 1 << (dy * 3 + dx);
        }
    }
    return cells;
}

/* Erase behind (erratum 5): around the old position, the old cell included, dark-room floor is
   blanked and corridor or maze cells of the hero's new passage that show anything but a
   passage or stairs are redrawn as passage. */
void delve__game_erase_behind(delve_game *g)
{
    const delve_game_private *p = &g->priv;
    int hy = p->hero.y, hx = p->hero.x, oy = p->oldpos.y, ox = p->oldpos.x;
    int rows = p->level.rogue.rows, cols = g->cols, pnum = LEVEL_FLAGS(g, hy, hx) & DELVE_F_PNUM;
    int dark = (delve__game_room_flags(g, p->oldrp) & (DELVE_ROOM_GONE | DELVE_ROOM_DARK)) ==
               DELVE_ROOM_DARK;
    int y, x;
    for (y = oy - 1; y <= oy + 1; y++)
        for (x = ox - 1; x <= ox + 1; x++) {
            unsigned char ch;
            int fl;
            if ((y == hy && x == hx) || game_offmap_rc(rows, cols, y, x))
                continue;
            ch = delve__game_screen_char(g, y, x);
            fl = LEVEL_FLAGS(g, y, x);
            if (ch == DELVE_CH_FLOOR) {
                if (dark)
                    delve__game_put(g, y, x, ' ', 0);
            } else if ((fl & (DELVE_F_MAZE | DELVE_F_PASS)) && ch != DELVE_CH_PASSAGE &&
                       ch != DELVE_CH_STAIRS && (fl & DELVE_F_PNUM) == pnum) {
                delve__game_put(g, y, x, DELVE_CH_PASSAGE, 0);
            }
        }
}

/* Things (not passages, not armor) on corridor and maze cells are drawn in standout. */
static void show(delve_game *g, int y, int x)
{
    unsigned char ch = seen_char(g, y, x);
    int standout = (LEVEL_FLAGS(g, y, x) & (DELVE_F_PASS | DELVE_F_MAZE)) &&
                   ch != DELVE_CH_PASSAGE && ch != DELVE_CH_ARMOR;
    delve__game_put(g, y, x, ch, standout);
}

/* look(): after every command, erase behind if the hero moved, then show the 8 neighbours the
   hero can see (columns 1..cols-1, as in DOS), then the hero, in standout in corridors and
   mazes. */
void delve__game_look(delve_game *g)
{
    delve_game_private *p = &g->priv;
    int y, x, cells;
    if (p->hero.x != p->oldpos.x || p->hero.y != p->oldpos.y) {
        delve__game_erase_behind(g);
        p->oldpos = p->hero;
        p->oldrp = p->proom;
    }
    cells = delve__game_look_cells(g);
    for (y = p->hero.y - 1; y <= p->hero.y + 1; y++)
        for (x = p->hero.x - 1; x <= p->hero.x + 1; x++)
            if (cells & 1 << ((y - p->hero.y + 1) * 3 + x - p->hero.x + 1))
                show(g, y, x);
    delve__game_put(g, p->hero.y, p->hero.x, DELVE_CH_PLAYER,
                    (LEVEL_FLAGS(g, p->hero.y, p->hero.x) & (DELVE_F_PASS | DELVE_F_MAZE)) != 0);
}
