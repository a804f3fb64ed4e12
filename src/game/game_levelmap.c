/* game_levelmap.c — a LevelMap level in the game: its options, the level for (seed, depth),
   where the player and the stairs go, and its blocks. Moving on it is game_levelmap_move.c,
   what the player sees of it game_levelmap_view.c. */
#include <string.h>

#include "game/game_levelmap.h"

/* The options (resolved: delve_game_resolve_options) as the LevelMap engine takes them: a size
   of 0 means the whole map area. */
static void engine_options(const delve_game_options *opt, delve_levelmap_options *o)
{
    const delve_game_levelmap_options *lm = &opt->levelmap;
    memset(o, 0, sizeof *o);
    o->width = lm->width ? lm->width : opt->cols;
    o->height = lm->height ? lm->height : game_map_rows(opt->cols);
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
                           delve_rogue_options *rogue, delve_levelmap_options *o)
{
    (void)rogue;
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
    if (o.width > opt->cols)
        return DELVE_ERR_WIDTH;
    return o.height > game_map_rows(opt->cols) ? DELVE_ERR_HEIGHT : DELVE_OK;
}

unsigned char delve__game_lm_glyph(const delve_game *g, int y, int x)
{
    const delve_game_levelmap_level *lm = &g->priv.level.lm;
    return x == lm->stairs.x && y == lm->stairs.y ? DELVE_CH_STAIRS : lm->glyphs[y - 1][x];
}

/* The n-th floor block (0-based, row by row) as a screen position; n is below the number of
   floor blocks (a LevelMap level always has some: every dead end is a chamber). */
static delve_point nth_floor(const delve_game *g, int n)
{
    delve_point p;
    for (p.y = 1; p.y <= g->priv.level.lm.height; p.y++)
        for (p.x = 0; p.x < g->priv.level.lm.width; p.x++)
            if (delve__game_lm_floor(g, p.y, p.x) && n-- == 0)
                return p;
    return p;
}

/* Floor at screen row y, column x that is part of no 2x2 square of floor. */
static int narrow(const delve_game *g, int y, int x)
{
    int ny, nx;
    if (!delve__game_lm_floor(g, y, x))
        return 0;
    for (ny = y - 1; ny <= y; ny++)
        for (nx = x - 1; nx <= x; nx++)
            if (delve__game_lm_floor(g, ny, nx) && delve__game_lm_floor(g, ny, nx + 1) &&
                delve__game_lm_floor(g, ny + 1, nx) && delve__game_lm_floor(g, ny + 1, nx + 1))
                return 0;
    return 1;
}

/* DELVE__LM_BESIDE_FLOOR on every block with floor among its 3x3, DELVE__LM_NARROW on the
   narrow ones. */
static void mark_blocks(delve_game *g)
{
    delve_game_levelmap_level *lm = &g->priv.level.lm;
    int y, x, ny, nx;
    for (y = 1; y <= lm->height; y++)
        for (x = 0; x < lm->width; x++) {
            for (ny = y - 1; ny <= y + 1; ny++)
                for (nx = x - 1; nx <= x + 1; nx++)
                    if (delve__game_lm_floor(g, ny, nx))
                        lm->seen[y - 1][x] |= DELVE__LM_BESIDE_FLOOR;
            if (narrow(g, y, x))
                lm->seen[y - 1][x] |= DELVE__LM_NARROW;
        }
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

    delve__game_lm_source(g, depth, &seed, NULL, &o);
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
    mark_blocks(g);
    p->no_move = 0;
    p->running = 0;
    for (y = 1; y <= DELVE_GAME_MAP_ROWS; y++)
        for (x = 0; x < g->cols; x++)
            delve__game_put(g, y, x, ' ', 0);
}
