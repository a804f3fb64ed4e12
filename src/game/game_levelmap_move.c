/* game_levelmap_move.c — one action on a LevelMap level: steps, runs along corridors and the
   stairs down. */
#include "game/game_levelmap_move.h"
#include "game/game_levelmap.h"
#include "game/game_levelmap_view.h"

static int walkable(const delve_game *g, int y, int x)
{
    int t = delve__game_lm_block_type(g, y, x);
    return t == DELVE_LM_TYPE(DELVE_LM_FLOOR) || t == DELVE_LM_TYPE(DELVE_LM_DOOR);
}

static int is_door(const delve_game *g, int y, int x)
{
    return delve__game_lm_block_type(g, y, x) == DELVE_LM_TYPE(DELVE_LM_DOOR);
}

static int on_stairs(const delve_game *g, delve_point p)
{
    return p.x == g->priv.level.lm.stairs.x && p.y == g->priv.level.lm.stairs.y;
}

/* A step: floor and doors are walkable; a diagonal step needs both cells beside it walkable and
   never goes into or out of a doorway. */
static int step(delve_game *g, int dy, int dx)
{
    delve_game_private *p = &g->priv;
    delve_point h = p->hero;
    if (!walkable(g, h.y + dy, h.x + dx))
        return DELVE_GAME_BLOCKED;
    if (dy && dx &&
        (is_door(g, h.y, h.x) || is_door(g, h.y + dy, h.x + dx) || !walkable(g, h.y + dy, h.x) ||
         !walkable(g, h.y, h.x + dx)))
        return DELVE_GAME_BLOCKED;
    delve__game_put(g, h.y, h.x, delve__game_lm_glyph(g, h.y, h.x), 0);
    p->hero.y += dy;
    p->hero.x += dx;
    return DELVE_GAME_MOVED | DELVE_GAME_TURN;
}

/* A corridor block (DELVE__LM_NARROW, set as the level is made). */
static int narrow(const delve_game *g, delve_point c)
{
    return (g->priv.level.lm.seen[c.y - 1][c.x] & DELVE__LM_NARROW) != 0;
}

/* Blocked while running straight along a corridor: turn when exactly one side is open. */
static int turn_corner(delve_game *g, int *dy, int *dx)
{
    delve_point h = g->priv.hero;
    int side_y = *dx, side_x = *dy; /* the direction turned by 90 degrees */
    int a, b;
    if ((*dy && *dx) || !narrow(g, h))
        return 0;
    a = walkable(g, h.y + side_y, h.x + side_x);
    b = walkable(g, h.y - side_y, h.x - side_x);
    if (a == b)
        return 0;
    *dy = a ? side_y : -side_y;
    *dx = a ? side_x : -side_x;
    return 1;
}

/* After a step of a run: stop on a door or the stairs, when the stairs came into view, beside
   a door or the stairs that is not behind, at a corridor's branch or dead end, and where a
   corridor meets open floor (was_corridor: the cell left, -1 when it was a door). */
static int run_stops(delve_game *g, int dy, int dx, int was_corridor, int stairs_seen)
{
    static const signed char orth[4][2] = {{0, -1}, {1, 0}, {-1, 0}, {0, 1}};
    delve_point h = g->priv.hero;
    int i, open = 0, corridor = narrow(g, h);
    if (is_door(g, h.y, h.x) || on_stairs(g, h) || stairs_seen)
        return 1;
    for (i = 0; i < 4; i++) {
        delve_point n;
        n.y = h.y + orth[i][0];
        n.x = h.x + orth[i][1];
        if (orth[i][0] * dy + orth[i][1] * dx < 0)
            continue; /* behind */
        if (is_door(g, n.y, n.x) || on_stairs(g, n))
            return 1;
        open += walkable(g, n.y, n.x);
    }
    return (was_corridor >= 0 && corridor != was_corridor) || (corridor && open != 1);
}

static int run(delve_game *g, int runch)
{
    delve_game_private *p = &g->priv;
    int r = 0, steps, dy, dx;
    delve__game_direction(runch, &dy, &dx);
    for (steps = 0; steps < DELVE_GAME_MAP_ROWS * DELVE_GAME_COLS; steps++) {
        int was_corridor = is_door(g, p->hero.y, p->hero.x) ? -1 : narrow(g, p->hero);
        int f = step(g, dy, dx);
        if ((f & DELVE_GAME_BLOCKED) && turn_corner(g, &dy, &dx))
            f = step(g, dy, dx);
        r |= f;
        if (!(f & DELVE_GAME_MOVED))
            break;
        game_pass_turns(p, 1);
        if (run_stops(g, dy, dx, was_corridor, delve__game_lm_view(g)))
            break;
    }
    return r & DELVE_GAME_MOVED ? r & ~DELVE_GAME_BLOCKED : r;
}

/* One action. LevelMap levels hide nothing, so a search only passes a turn. */
int delve__game_lm_act(delve_game *g, int action)
{
    int r, dy, dx;
    switch (action) {
    case 's':
    case '.': r = DELVE_GAME_TURN; break;
    case '>':
        r = delve__game_descend(g, on_stairs(g, g->priv.hero), delve__game_lm_new_level);
        break;
    default:
        if (action >= 'A' && action <= 'Z')
            return run(g, action);
        delve__game_direction(action, &dy, &dx);
        r = step(g, dy, dx);
        break;
    }
    if (r & DELVE_GAME_TURN)
        game_pass_turns(&g->priv, 1);
    delve__game_lm_view(g);
    return r;
}
