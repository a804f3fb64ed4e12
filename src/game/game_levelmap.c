/* game_levelmap.c — exploring a LevelMap level: the level for (seed, depth), where the player
   and the stairs go, steps, runs and the stairs down. What the player sees is in
   game_levelmap_view.c. */
#include <string.h>

#include "game/game_internal.h"

/* The options as the LevelMap engine takes them: a size of 0 means the whole map area. */
static void engine_options(const delve_game_options *opt, delve_levelmap_options *o)
{
    const delve_game_levelmap_options *lm = &opt->levelmap;
    memset(o, 0, sizeof *o);
    o->width = lm->width ? lm->width : opt->cols ? opt->cols : DELVE_GAME_COLS;
    o->height = lm->height ? lm->height : game_map_rows(opt->cols ? opt->cols : DELVE_GAME_COLS);
    o->corridor = lm->corridor;
    o->combined = lm->combined;
    o->cellsize = lm->cellsize;
    o->natural = lm->natural;
    o->no_doors = lm->no_doors;
    o->voids = lm->voids;
    o->entrances = lm->entrances;
}

/* Level d of seed S is LevelMap's level S + d - 1 at the map area's size (delve_game.h). */
void delve__game_lm_source(const delve_game *g, int depth, uint32_t *seed,
                           delve_levelmap_options *o)
{
    engine_options(&g->priv.opt, o);
    *seed = g->priv.seed + (uint32_t)(depth - 1);
}

int delve__game_lm_check_options(const delve_game_options *opt)
{
    delve_levelmap_options o;
    int st;
    engine_options(opt, &o);
    if ((st = delve_levelmap_check_options(&o)) != DELVE_OK)
        return st;
    if (o.width > (opt->cols ? opt->cols : DELVE_GAME_COLS))
        return DELVE_ERR_WIDTH;
    return o.height > game_map_rows(opt->cols ? opt->cols : DELVE_GAME_COLS) ? DELVE_ERR_HEIGHT : DELVE_OK;
}

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

/* The n-th floor block (0-based, row by row) as a screen position; n is below the number of
   floor blocks (a LevelMap level always has some: every dead end is a chamber). */
static delve_point nth_floor(const delve_game *g, int n)
{
    delve_point p;
    for (p.y = 1; p.y <= g->priv.level.lm.height; p.y++)
        for (p.x = 0; p.x < g->priv.level.lm.width; p.x++)
            if (delve__game_lm_block_type(g, p.y, p.x) == DELVE_LM_TYPE(DELVE_LM_FLOOR) && n-- == 0)
                return p;
    return p;
}

/* Level d of seed S is the LevelMap of seed S + d - 1; the player and the stairs take two
   different floor blocks, drawn with the DOS generator started from (S, d). */
void delve__game_lm_new_level(delve_game *g, int depth)
{
    delve_game_private *p = &g->priv;
    delve_game_levelmap_level *lm = &p->level.lm;
    delve_levelmap map;
    delve_levelmap_options o;
    unsigned char glyphs[DELVE_GAME_MAP_ROWS * DELVE_GAME_COLS];
    int y, x, floors = 0, hero;
    uint32_t seed;

    delve__game_lm_source(g, depth, &seed, &o);
    delve_levelmap_generate(seed, &o, &map); /* the options were checked at the start */
    delve_levelmap_draw(&map, glyphs);
    memset(lm, 0, sizeof *lm);
    lm->width = map.width;
    lm->height = map.height;
    for (y = 0; y < lm->height; y++)
        for (x = 0; x < lm->width; x++) {
            lm->blocks[y][x] = map.blocks[y * map.width + x];
            lm->glyphs[y][x] = glyphs[y * map.width + x];
            floors += DELVE_LM_TYPE(lm->blocks[y][x]) == DELVE_LM_TYPE(DELVE_LM_FLOOR);
        }

    p->depth = depth;
    p->rng = delve_rogue_start_state(p->seed, depth);
    hero = delve__game_rnd(g, floors);
    p->hero = nth_floor(g, hero);
    lm->stairs = nth_floor(g, (hero + 1 + delve__game_rnd(g, floors - 1)) % floors);
    p->no_move = 0;
    p->running = 0;
    for (y = 1; y <= DELVE_GAME_MAP_ROWS; y++)
        for (x = 0; x < g->cols; x++)
            delve__game_put(g, y, x, ' ', 0);
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
        (is_door(g, h.y, h.x) || is_door(g, h.y + dy, h.x + dx) ||
         !walkable(g, h.y + dy, h.x) || !walkable(g, h.y, h.x + dx)))
        return DELVE_GAME_BLOCKED;
    delve__game_put(g, h.y, h.x, delve__game_lm_glyph(g, h.y, h.x), 0);
    p->hero.y += dy;
    p->hero.x += dx;
    return DELVE_GAME_MOVED | DELVE_GAME_TURN;
}

static int is_floor(const delve_game *g, int y, int x)
{
    return delve__game_lm_block_type(g, y, x) == DELVE_LM_TYPE(DELVE_LM_FLOOR);
}

/* A corridor cell: floor that is not part of any 2x2 square of floor, so 1 wide (LevelMap does
   not record which cells are corridors). */
static int narrow(const delve_game *g, delve_point c)
{
    int y, x;
    if (!is_floor(g, c.y, c.x))
        return 0;
    for (y = c.y - 1; y <= c.y; y++)
        for (x = c.x - 1; x <= c.x; x++)
            if (is_floor(g, y, x) && is_floor(g, y, x + 1) && is_floor(g, y + 1, x) &&
                is_floor(g, y + 1, x + 1))
                return 0;
    return 1;
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
        p->turns++;
        if (run_stops(g, dy, dx, was_corridor, delve__game_lm_view(g)))
            break;
    }
    return r & DELVE_GAME_MOVED ? r & ~DELVE_GAME_BLOCKED : r;
}

static int descend(delve_game *g)
{
    if (!on_stairs(g, g->priv.hero)) {
        delve__game_msg(g, "there is no way down here");
        return 0;
    }
    if (g->priv.depth >= DELVE_DEPTH_MAX) {
        delve__game_msg(g, "you can go no deeper");
        return 0;
    }
    delve__game_lm_new_level(g, g->priv.depth + 1);
    return DELVE_GAME_DESCENDED | DELVE_GAME_MOVED;
}

/* One action. LevelMap levels hide nothing, so a search only passes a turn. */
int delve__game_lm_act(delve_game *g, int action)
{
    int r, dy, dx;
    switch (action) {
    case 's': case '.': r = DELVE_GAME_TURN; break;
    case '>': r = descend(g); break;
    default:
        if (action >= 'A' && action <= 'Z')
            return run(g, action);
        delve__game_direction(action, &dy, &dx);
        r = step(g, dy, dx);
        break;
    }
    if (r & DELVE_GAME_TURN)
        g->priv.turns++;
    delve__game_lm_view(g);
    return r;
}
