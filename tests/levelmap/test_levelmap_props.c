/* test_levelmap_props.c — every check of spec §13 on the engine, for every combination of
   corridor 0/50/100, combined 0/100, cell size 1/2/3, natural off/on, doors on/off, over
   LM_SEEDS seeds each, at one size (LM_WIDTH x LM_HEIGHT, set by tests/levelmap/CMakeLists.txt; LM_NATURAL
   0 or 1 keeps one half of the combinations, to split a slow size over two programs).
   DELVE_TEST_SCALE (percent) scales the seeds per combination. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "levelmap_check.h"
#include "levelmap/levelmap_engine.h"

#ifndef LM_SEEDS
#define LM_SEEDS 10000
#endif

static long seeds = LM_SEEDS;

/* openvoids, an entrance on every edge, and connected textures, each on a copy. */
static const char *check_post_steps(const delve_levelmap *map, int doors, uint64_t *rnd,
                                    const char **step)
{
    static const unsigned masks[][2] = {{0xFFFF, 0xFFF3}, {0xC, 0xC}, {0x4, 0x8}};
    unsigned char copy[DELVE_LEVELMAP_MAX_BLOCKS];
    int w = map->width, h = map->height, n = w * h, d, any = 0;
    unsigned connected, edges;
    const char *why;
    size_t size = (size_t)n;

    *step = "openvoids";
    memcpy(copy, map->blocks, size);
    delve_levelmap_openvoids(copy, w, h);
    if ((why = lm_check_openvoids(map->blocks, copy, w, h)))
        return why;

    *step = "entrance";
    for (d = 0; d < 4; d++) {
        int places = lm_entrance_places(map->blocks, w, h, d);
        if (delve_levelmap_entrance_count(map->blocks, w, h, d) != places)
            return "entrance_count differs from the places that qualify";
        memcpy(copy, map->blocks, size);
        if (!places) {
            if (delve_levelmap_entrance_open(copy, w, h, d, 0, doors) ||
                memcmp(copy, map->blocks, size))
                return "an entrance opened on an edge with no place for one";
            continue;
        }
        any = 1;
        if (!delve_levelmap_entrance_open(copy, w, h, d, (int)(lm_test_random(rnd) % places),
                                          doors))
            return "entrance_open failed on a qualifying place";
        if ((why = lm_check_entrance(map->blocks, copy, w, h, d, doors)))
            return why;
        if (lm_entrance_places(copy, w, h, d) != places - 1)
            return "an opened entrance still qualifies, or others stopped qualifying";
    }
    if (!any)
        return "no edge has a place for an entrance";

    *step = "connecttextures";
    d = (int)(lm_test_random(rnd) % 4);
    connected = d < 3 ? masks[d][0] : lm_test_random(rnd) & 0xFFFF;
    edges = d < 3 ? masks[d][1] : lm_test_random(rnd) & 0xFFFF;
    memcpy(copy, map->blocks, size);
    delve_levelmap_connecttextures(copy, w, h, connected, edges);
    return lm_check_textures(map->blocks, copy, w, h, connected, edges);
}

/* Generates the level for (seed, s) and checks it step by step; *step names the failing one. */
static const char *check_level(uint32_t seed, const lm_setup *s, uint64_t *rnd, const char **step)
{
    static delve_levelmap map;
    delve_lm_grid grid;
    delve_levelmap_options opt = {0};
    const char *why;
    opt.width = LM_WIDTH;
    opt.height = LM_HEIGHT;
    opt.corridor = s->corridor ? s->corridor : DELVE_NONE;
    opt.combined = s->combined ? s->combined : DELVE_NONE;
    opt.cellsize = s->cellsize;
    opt.natural = s->natural;
    opt.no_doors = !s->doors;
    *step = "generate";
    if (delve__lm_generate_planned(seed, &opt, &map, &grid) != DELVE_OK)
        return "generate did not return DELVE_OK";
    if (map.width != LM_WIDTH || map.height != LM_HEIGHT)
        return "the level is not the size asked for";
    if ((why = lm_check_generated(map.blocks, map.width, map.height)))
        return why;
    *step = "plan";
    if ((why = lm_check_plan(&grid, map.width, map.height, s)))
        return why;
    *step = "carving";
    if ((why = lm_check_carving(&grid, s, map.blocks, map.width, map.height)))
        return why;
    return check_post_steps(&map, s->doors, rnd, step);
}

/* `seeds` seeds for one combination, spread over the seed range and different for each. */
static long check_combination(const lm_setup *s, uint32_t combination, uint64_t *rnd)
{
    uint32_t i;
    const char *why, *step;
    for (i = 0; i < (uint32_t)seeds; i++) {
        uint32_t seed = i * 7919u + combination * 1000003u;
        why = check_level(seed, s, rnd, &step);
        CHECK_MSG(!why,
                  "%dx%d seed %u corridor %d combined %d cellsize %d natural %d doors %d "
                  "(%s): %s",
                  LM_WIDTH, LM_HEIGHT, (unsigned)seed, s->corridor, s->combined, s->cellsize,
                  s->natural, s->doors, why ? step : "", why ? why : "");
    }
    return seeds;
}

int main(void)
{
    static const int corridors[] = {0, 50, 100}, combineds[] = {0, 100};
    uint64_t rnd = 12345;
    long maps = 0;
    int combination, combos = 0;
    char what[96];
    seeds = check_scaled(seeds);
    for (combination = 0; combination < 72; combination++) {
        lm_setup s;
        s.corridor = corridors[combination / 24];
        s.combined = combineds[combination / 12 % 2];
        s.cellsize = 1 + combination / 4 % 3;
        s.natural = combination / 2 % 2;
        s.doors = combination % 2;
#ifdef LM_NATURAL
        if (s.natural != LM_NATURAL)
            continue;
#endif
        maps += check_combination(&s, (uint32_t)combination, &rnd);
        combos++;
    }
    snprintf(what, sizeof what, "%dx%d, %ld maps (%d combinations x %d seeds)", LM_WIDTH, LM_HEIGHT,
             maps, combos, (int)seeds);
    return check_done("test_levelmap_props", what);
}
