/* levelmap_engine.c — the LevelMap generator, read top-down as its phases (spec/levelmap.md; the
   "Project decisions" section settles every open point). */
#include <string.h>

#include "levelmap/levelmap_engine.h"

#include "levelmap/levelmap_carve.h"

static int side_ok(int side)
{
    return side == 0 || (side >= DELVE_LEVELMAP_MIN_SIDE && side <= DELVE_LEVELMAP_MAX_SIDE);
}

static int percent_ok(int p)
{
    return p == DELVE_NONE || (p >= 0 && p <= 100);
}

static int mask_ok(int m)
{
    return m == DELVE_NONE || (m >= 0 && m <= 0xFFFF);
}

static int entrances_ok(int n)
{
    return n == DELVE_NONE || (n >= 0 && n <= DELVE_LEVELMAP_MAX_ENTRANCES);
}

/* Zero means the default; DELVE_NONE (a real 0) stays, for the steps to read with real(). */
static int or_default(int value, int fallback)
{
    return value ? value : fallback;
}

static int real(int value)
{
    return value == DELVE_NONE ? 0 : value;
}

int delve_levelmap_resolve_options(const delve_levelmap_options *in, delve_levelmap_options *out)
{
    static const delve_levelmap_options defaults;
    delve_levelmap_options o;
    if (!out)
        return DELVE_ERR_NULL;
    o = in ? *in : defaults;
    if (!side_ok(o.width))
        return DELVE_ERR_WIDTH;
    if (!side_ok(o.height))
        return DELVE_ERR_HEIGHT;
    if (!percent_ok(o.corridor))
        return DELVE_ERR_CORRIDOR;
    if (!percent_ok(o.combined))
        return DELVE_ERR_COMBINED;
    if (o.cellsize < 0 || o.cellsize > DELVE_LEVELMAP_CELLSIZE_MAX)
        return DELVE_ERR_CELLSIZE;
    if (!mask_ok(o.connected) || !mask_ok(o.edges))
        return DELVE_ERR_CONNECTED;
    if (!entrances_ok(o.entrances))
        return DELVE_ERR_ENTRANCES;
    o.corridor = or_default(o.corridor, DELVE_LEVELMAP_PERCENT_DEFAULT);
    o.combined = or_default(o.combined, DELVE_LEVELMAP_PERCENT_DEFAULT);
    o.cellsize = or_default(o.cellsize, DELVE_LEVELMAP_CELLSIZE_DEFAULT);
    o.natural = o.natural != 0;
    o.no_doors = o.no_doors != 0;
    o.voids = o.voids != 0;
    o.entrances = real(o.entrances);
    o.textures = o.textures != 0;
    o.connected = or_default(o.connected, DELVE_LM_CONNECTED_DEFAULT);
    o.edges = or_default(o.edges, DELVE_LM_EDGES_DEFAULT);
    *out = o;
    return DELVE_OK;
}

int delve_levelmap_check_options(const delve_levelmap_options *opt)
{
    delve_levelmap_options o;
    return delve_levelmap_resolve_options(opt, &o);
}

/* The resolved options as the steps take them. */
static delve_lm_settings settings_from(const delve_levelmap_options *opt)
{
    delve_lm_settings set;
    set.corridor = real(opt->corridor);
    set.combined = real(opt->combined);
    set.cellsize = opt->cellsize;
    set.natural = opt->natural;
    set.doors = !opt->no_doors;
    return set;
}

/* The bytes past the map are 0 (those past `dirty` are already); the map's own are all written
   by the carving. */
static void clear_level(delve_levelmap *out, uint32_t seed, size_t dirty)
{
    size_t used = (size_t)(out->width * out->height);
    out->seed = seed;
    out->entrances = 0;
    if (dirty > used)
        memset(out->blocks + used, 0, dirty - used);
}

/* §2.2: both sides as given; one side: the largest map of at most 256 blocks keeping it (at
   least 9 blocks, for sides beyond the original's 28); neither: width 9..28 at random. */
static void choose_size(const delve_levelmap_options *opt, delve_lm_rng *rng, int *width,
                        int *height)
{
    *width = opt->width;
    *height = opt->height;
    if (!*width && !*height)
        *width = DELVE_LEVELMAP_MIN_SIDE + delve__lm_rng_below(rng, 20);
    if (!*height)
        *height = 256 / *width < DELVE_LEVELMAP_MIN_SIDE ? DELVE_LEVELMAP_MIN_SIDE : 256 / *width;
    if (!*width)
        *width = 256 / *height < DELVE_LEVELMAP_MIN_SIDE ? DELVE_LEVELMAP_MIN_SIDE : 256 / *height;
}

/* §8 with Project decisions 3: each entrance goes on a random edge, or on the next edge
   clockwise that has a place for it, at a random place along that edge. */
static int open_entrances(delve_levelmap *map, int wanted, int doors, delve_lm_rng *rng)
{
    int opened, turn;
    for (opened = 0; opened < wanted; opened++) {
        int first = delve__lm_rng_below(rng, 4);
        for (turn = 0; turn < 4; turn++) {
            int dir = (first + turn) % 4;
            int count = delve_levelmap_entrance_count(map->blocks, map->width, map->height, dir);
            if (count) {
                delve_levelmap_entrance_open(map->blocks, map->width, map->height, dir,
                                             delve__lm_rng_below(rng, count), doors);
                break;
            }
        }
        if (turn == 4)
            break;
    }
    return opened;
}

/* §9 with the options' masks. */
static void connect_textures(delve_levelmap *map, const delve_levelmap_options *opt)
{
    unsigned connected = (unsigned)real(opt->connected);
    unsigned edges = (unsigned)real(opt->edges);
    delve_levelmap_connecttextures(map->blocks, map->width, map->height, connected, edges);
}

int delve__lm_generate_over(uint32_t seed, const delve_levelmap_options *opt, delve_levelmap *out,
                            size_t dirty, delve_lm_grid *grid)
{
    delve_levelmap_options resolved;
    delve_lm_settings set;
    delve_lm_rng rng;
    int status = delve_levelmap_resolve_options(opt, &resolved);
    if (!out)
        return DELVE_ERR_NULL;
    if (status != DELVE_OK)
        return status;
    opt = &resolved;
    set = settings_from(opt);
    delve__lm_rng_seed(&rng, seed);

    choose_size(opt, &rng, &out->width, &out->height); /* §2 */
    clear_level(out, seed, dirty < sizeof out->blocks ? dirty : sizeof out->blocks);
    delve__lm_plan(grid, out->width, out->height, &set, &rng);              /* §3–§5 */
    delve__lm_carve(grid, set.doors, out->blocks, out->width, out->height); /* §6 */
    if (set.natural)
        delve__lm_natural(out->blocks, out->width, out->height); /* §6, decisions 1 */
    if (opt->voids)
        delve_levelmap_openvoids(out->blocks, out->width, out->height);    /* §7 */
    out->entrances = open_entrances(out, opt->entrances, set.doors, &rng); /* §8, decisions 3 */
    if (opt->textures)
        connect_textures(out, opt); /* §9 */
    return DELVE_OK;
}

int delve__lm_generate_planned(uint32_t seed, const delve_levelmap_options *opt,
                               delve_levelmap *out, delve_lm_grid *grid)
{
    return delve__lm_generate_over(seed, opt, out, sizeof out->blocks, grid);
}

int delve_levelmap_generate(uint32_t seed, const delve_levelmap_options *opt, delve_levelmap *out)
{
    delve_lm_grid grid;
    return delve__lm_generate_planned(seed, opt, out, &grid);
}
