/* levelmap_engine.c — the LevelMap generator, read top-down as its phases (spec/levelmap.md; the
   "Project decisions" section settles every open point). */
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

int delve_levelmap_check_options(const delve_levelmap_options *opt)
{
    if (!opt)
        return DELVE_OK;
    if (!side_ok(opt->width))
        return DELVE_ERR_WIDTH;
    if (!side_ok(opt->height))
        return DELVE_ERR_HEIGHT;
    if (!percent_ok(opt->corridor))
        return DELVE_ERR_CORRIDOR;
    if (!percent_ok(opt->combined))
        return DELVE_ERR_COMBINED;
    if (opt->cellsize < 0 || opt->cellsize > 3)
        return DELVE_ERR_CELLSIZE;
    if (!mask_ok(opt->connected) || !mask_ok(opt->edges))
        return DELVE_ERR_CONNECTED;
    if (opt->entrances < 0 || opt->entrances > DELVE_LEVELMAP_MAX_ENTRANCES)
        return DELVE_ERR_ENTRANCES;
    return DELVE_OK;
}

/* Zero means the default; DELVE_NONE asks for a real 0. */
static int or_default(int value, int fallback)
{
    return value == DELVE_NONE ? 0 : value ? value : fallback;
}

static delve_lm_settings settings_from(const delve_levelmap_options *opt)
{
    delve_lm_settings set;
    set.corridor = or_default(opt->corridor, 50);
    set.combined = or_default(opt->combined, 50);
    set.cellsize = or_default(opt->cellsize, 2);
    set.natural = opt->natural != 0;
    set.doors = !opt->no_doors;
    return set;
}

static void clear_level(delve_levelmap *out, uint32_t seed)
{
    int i;
    out->seed = seed;
    out->entrances = 0;
    for (i = 0; i < DELVE_LEVELMAP_MAX_BLOCKS; i++)
        out->blocks[i] = 0;
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
    unsigned connected = (unsigned)or_default(opt->connected, DELVE_LM_CONNECTED_DEFAULT);
    unsigned edges = (unsigned)or_default(opt->edges, DELVE_LM_EDGES_DEFAULT);
    delve_levelmap_connecttextures(map->blocks, map->width, map->height, connected, edges);
}

int delve__lm_generate_planned(uint32_t seed, const delve_levelmap_options *opt,
                              delve_levelmap *out, delve_lm_grid *grid)
{
    static const delve_levelmap_options defaults;
    delve_lm_settings set;
    delve_lm_rng rng;
    int status = delve_levelmap_check_options(opt);
    if (!out)
        return DELVE_ERR_NULL;
    if (status != DELVE_OK)
        return status;
    if (!opt)
        opt = &defaults;
    set = settings_from(opt);
    delve__lm_rng_seed(&rng, seed);
    clear_level(out, seed);

    choose_size(opt, &rng, &out->width, &out->height);                     /* §2 */
    delve__lm_plan(grid, out->width, out->height, &set, &rng);              /* §3–§5 */
    delve__lm_carve(grid, set.doors, out->blocks, out->width, out->height); /* §6 */
    if (set.natural)
        delve__lm_natural(out->blocks, out->width, out->height);            /* §6, decisions 1 */
    if (opt->voids)
        delve_levelmap_openvoids(out->blocks, out->width, out->height);    /* §7 */
    out->entrances = open_entrances(out, opt->entrances, set.doors, &rng); /* §8, decisions 3 */
    if (opt->textures)
        connect_textures(out, opt);                                        /* §9 */
    return DELVE_OK;
}

int delve_levelmap_generate(uint32_t seed, const delve_levelmap_options *opt,
                            delve_levelmap *out)
{
    delve_lm_grid grid;
    return delve__lm_generate_planned(seed, opt, out, &grid);
}
