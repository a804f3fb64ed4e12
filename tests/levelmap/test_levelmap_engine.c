/* test_levelmap_engine.c — the engine's options, sizes (spec §2, §3.2), random numbers (Project
   decisions 6), determinism, the entrances option and the drawing. */
#include <string.h>

#include "levelmap_check.h"
#include "levelmap/levelmap_engine.h"
#include "levelmap/levelmap_rng.h"
#include "check.h"

static delve_levelmap map, again;
static long maps;

static int generate(uint32_t seed, const delve_levelmap_options *opt, delve_levelmap *out)
{
    maps++;
    return delve_levelmap_generate(seed, opt, out);
}

static void test_options(void)
{
    delve_levelmap_options o;
    static const struct {
        int field, value, status;
    } bad[] = {{0, 8, DELVE_ERR_WIDTH},           {0, 81, DELVE_ERR_WIDTH},
               {0, DELVE_NONE, DELVE_ERR_WIDTH},  {1, 8, DELVE_ERR_HEIGHT},
               {1, 81, DELVE_ERR_HEIGHT},         {2, 101, DELVE_ERR_CORRIDOR},
               {2, -2, DELVE_ERR_CORRIDOR},       {3, 101, DELVE_ERR_COMBINED},
               {4, 4, DELVE_ERR_CELLSIZE},        {4, -1, DELVE_ERR_CELLSIZE},
               {5, 0x10000, DELVE_ERR_CONNECTED}, {6, -2, DELVE_ERR_CONNECTED},
               {7, 5, DELVE_ERR_ENTRANCES},       {7, -2, DELVE_ERR_ENTRANCES}};
    size_t k;
    memset(&o, 0, sizeof o);
    CHECK(delve_levelmap_check_options(NULL) == DELVE_OK);
    CHECK(delve_levelmap_check_options(&o) == DELVE_OK);
    CHECK(generate(1, &o, NULL) == DELVE_ERR_NULL);
    for (k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        int *fields[8] = {&o.width,    &o.height,    &o.corridor, &o.combined,
                          &o.cellsize, &o.connected, &o.edges,    &o.entrances};
        memset(&o, 0, sizeof o);
        *fields[bad[k].field] = bad[k].value;
        CHECK(delve_levelmap_check_options(&o) == bad[k].status);
        CHECK(generate(1, &o, &map) == bad[k].status);
    }
    memset(&o, 0, sizeof o);
    o.width = 80, o.height = 80, o.corridor = DELVE_NONE, o.combined = 100, o.cellsize = 3;
    o.connected = DELVE_NONE, o.edges = 0xFFFF, o.entrances = 4;
    CHECK(delve_levelmap_check_options(&o) == DELVE_OK);
    CHECK(strstr(delve_status_message(DELVE_ERR_WIDTH), "9 to 80") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_HEIGHT), "9 to 80") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_ENTRANCES), "0 to 4") != NULL);
}

/* §2.2: one side set gives the other as 256 / side (at least 9); none set, a random width. */
static void test_sizes(void)
{
    static const int asked[][4] = {/* width, height asked; width, height made */
                                   {17, 0, 17, 15}, {9, 0, 9, 28},   {28, 0, 28, 9},
                                   {16, 0, 16, 16}, {0, 13, 19, 13}, {0, 28, 9, 28},
                                   {40, 0, 40, 9},  {0, 80, 9, 80},  {80, 22, 80, 22},
                                   {9, 9, 9, 9},    {80, 80, 80, 80}};
    delve_levelmap_options o;
    int seen[29] = {0}, k, widths = 0;
    uint32_t seed;
    for (k = 0; k < (int)(sizeof asked / sizeof asked[0]); k++)
        for (seed = 0; seed < 50; seed++) {
            memset(&o, 0, sizeof o);
            o.width = asked[k][0], o.height = asked[k][1];
            CHECK(generate(seed, &o, &map) == DELVE_OK);
            CHECK(map.width == asked[k][2] && map.height == asked[k][3]);
            CHECK(lm_check_generated(map.blocks, map.width, map.height) == NULL);
        }
    for (seed = 0; seed < 4000; seed++) {
        CHECK(generate(seed, NULL, &map) == DELVE_OK);
        CHECK(map.width >= 9 && map.width <= 28 && map.height == 256 / map.width);
        if (map.width >= 9 && map.width <= 28)
            seen[map.width] = 1;
    }
    for (k = 9; k <= 28; k++)
        widths += seen[k];
    CHECK(widths == 20);
}

/* §3.2: cells per side are (side - 1) / 4: the manual's 16 -> 3, 28 -> 6, 9 -> 2 and the blog's
   19 -> 4, 13 -> 3. */
static void test_cell_counts(void)
{
    static const int side_cells[][2] = {{16, 3}, {28, 6}, {9, 2},  {19, 4},
                                        {13, 3}, {22, 5}, {80, 19}};
    delve_levelmap_options o;
    delve_lm_grid grid;
    size_t k;
    for (k = 0; k < sizeof side_cells / sizeof side_cells[0]; k++) {
        memset(&o, 0, sizeof o);
        o.width = side_cells[k][0], o.height = 9;
        CHECK(delve__lm_generate_planned(7, &o, &map, &grid) == DELVE_OK);
        CHECK(grid.col.n == side_cells[k][1] && grid.row.n == 2);
        o.width = 9, o.height = side_cells[k][0];
        CHECK(delve__lm_generate_planned(7, &o, &map, &grid) == DELVE_OK);
        CHECK(grid.row.n == side_cells[k][1] && grid.col.n == 2);
        maps += 2;
    }
}

/* A kept level (delve__lm_generate_over, web/api/'s path): told how much of its blocks the last
   level used, the next comes out byte for byte as a fresh one would in a struct of garbage. */
static void test_generate_over(void)
{
    static delve_levelmap kept, fresh;
    delve_levelmap_options o;
    delve_lm_grid grid;
    uint32_t seed, r = 12345;
    size_t dirty = 0;
    memset(&kept, 0, sizeof kept);
    for (seed = 1; seed <= 2000; seed++) {
        r = r * 1103515245u + 12345u;
        memset(&o, 0, sizeof o);
        o.width = 9 + (int)(r >> 8) % 72; /* sizes from 9x9 to 80x80 in any order */
        o.height = 9 + (int)(r >> 20) % 72;
        o.natural = (r >> 30) & 1;
        memset(&fresh, 0xA5, sizeof fresh);
        CHECK(generate(seed, &o, &fresh) == DELVE_OK);
        CHECK(delve__lm_generate_over(seed, &o, &kept, dirty, &grid) == DELVE_OK);
        CHECK(memcmp(&kept, &fresh, sizeof kept) == 0);
        dirty = (size_t)(kept.width * kept.height);
        maps++;
    }
}

/* Project decisions 6: PCG32 XSH-RR, reference seeding with the fixed increment; values from an
   independent implementation. */
static void test_rng(void)
{
    static const uint32_t want[3][5] = {
        {0xe823a24e, 0x7a7ecbd9, 0x89fd6c06, 0xae646aa8, 0xcd3cf945},
        {0xc2f57bd6, 0x6b07c4a9, 0x72b7b29b, 0x44215383, 0xf5af5ead},
        {0x64c7a822, 0x46134030, 0x23dd6c91, 0x56bb945e, 0x9e7d208c}};
    static const uint32_t seeds[3] = {0, 42, 4294967295u};
    delve_lm_rng rng;
    int s, i, counts[7] = {0};
    for (s = 0; s < 3; s++) {
        delve__lm_rng_seed(&rng, seeds[s]);
        for (i = 0; i < 5; i++)
            CHECK(delve__lm_rng_next(&rng) == want[s][i]);
    }
    delve__lm_rng_seed(&rng, 1);
    for (i = 0; i < 70000; i++) {
        int v = delve__lm_rng_below(&rng, 7);
        CHECK(v >= 0 && v < 7);
        if (v >= 0 && v < 7)
            counts[v]++;
    }
    for (i = 0; i < 7; i++)
        CHECK(counts[i] > 9500 && counts[i] < 10500);
    delve__lm_rng_seed(&rng, 42);
    CHECK(delve__lm_rng_below(&rng, 100) == (int)(((uint64_t)0xc2f57bd6 * 100) >> 32));
}

/* The same seed and options give the same bytes; neighbouring seeds almost always differ. */
static void test_determinism(void)
{
    delve_levelmap_options o;
    int set, differ = 0;
    uint32_t seed;
    for (set = 0; set < 4; set++)
        for (seed = 0; seed < 1000; seed++) {
            memset(&o, 0, sizeof o);
            o.width = set == 1 ? 80 : 0, o.height = set == 1 ? 22 : 0;
            o.natural = set == 2, o.voids = set >= 2, o.textures = set == 3;
            o.entrances = set, o.cellsize = set ? set : 0;
            CHECK(generate(seed * 2654435761u, &o, &map) == DELVE_OK);
            CHECK(generate(seed * 2654435761u, &o, &again) == DELVE_OK);
            CHECK(memcmp(&map, &again, sizeof map) == 0);
        }
    memset(&o, 0, sizeof o);
    o.width = 16, o.height = 16;
    for (seed = 0; seed < 1000; seed++) {
        generate(seed, &o, &map);
        generate(seed + 1, &o, &again);
        differ += memcmp(map.blocks, again.blocks, sizeof map.blocks) != 0;
    }
    CHECK(differ >= 990);
    CHECK(generate(0, NULL, &map) == DELVE_OK && map.seed == 0);
    CHECK(generate(4294967295u, NULL, &map) == DELVE_OK && map.seed == 4294967295u);
}

/* A wall with a floor, door or host block among its 8 neighbours. */
static int outline(const delve_levelmap *m, int x, int y)
{
    int dx, dy;
    if ((m->blocks[y * m->width + x] >> 4) != 2)
        return 0;
    for (dy = -1; dy <= 1; dy++)
        for (dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy, t;
            if (nx < 0 || ny < 0 || nx >= m->width || ny >= m->height)
                continue;
            t = m->blocks[ny * m->width + nx] >> 4;
            if (t != 0 && t != 2)
                return 1;
        }
    return 0;
}

static int edge_openings(const delve_levelmap *m, int kind)
{
    int x, y, n = 0;
    for (y = 0; y < m->height; y++)
        for (x = 0; x < m->width; x++)
            if ((x == 0 || y == 0 || x == m->width - 1 || y == m->height - 1) &&
                (m->blocks[y * m->width + x] & 0xF0) == kind)
                n++;
    return n;
}

/* The entrances option (after voids, before textures, as the manual orders the steps). */
static void test_entrances(void)
{
    delve_levelmap_options o;
    unsigned char copy[DELVE_LEVELMAP_MAX_BLOCKS];
    int k, d;
    uint32_t seed;
    for (k = 0; k <= 4; k++)
        for (seed = 0; seed < 3000; seed++) {
            memset(&o, 0, sizeof o);
            o.entrances = k, o.no_doors = seed & 1, o.voids = seed & 2, o.textures = seed & 4;
            o.natural = seed & 8, o.corridor = seed & 16 ? 100 : 0;
            o.width = seed % 3 == 0 ? 80 : 0, o.height = seed % 3 == 0 ? 22 : 0;
            CHECK(generate(seed, &o, &map) == DELVE_OK);
            CHECK(map.entrances <= k && (k == 0 || map.entrances >= 1));
            CHECK(edge_openings(&map, o.no_doors ? DELVE_LM_FLOOR : DELVE_LM_DOOR) ==
                  map.entrances);
            if (map.entrances < k)
                for (d = 0; d < 4; d++)
                    CHECK(delve_levelmap_entrance_count(map.blocks, map.width, map.height, d) == 0);
            memcpy(copy, map.blocks, sizeof copy);
            delve_levelmap_connecttextures(copy, map.width, map.height, 0xFFFF, 0xFFF3);
            if (o.textures)
                CHECK(memcmp(copy, map.blocks, sizeof copy) == 0);
            else
                CHECK(lm_check_textures(map.blocks, copy, map.width, map.height, 0xFFFF, 0xFFF3) ==
                      NULL);
            if (o.voids) /* every wall left touches a floor or door */
                CHECK(lm_check_openvoids(map.blocks, map.blocks, map.width, map.height) == NULL);
        }
}

/* The drawing of generated levels, glyph by glyph: a wall touching a walkable block (8
   neighbours) is box drawing with an arm towards each such wall and each door beside it;
   other walls are rock. */
static uint32_t drawn_glyph(const delve_levelmap *m, int x, int y)
{
    static const uint32_t box[16] = {0x25A0, 0x2550, 0x2551, 0x2554, 0x2550, 0x2550,
                                     0x2557, 0x2566, 0x2551, 0x255A, 0x2551, 0x2560,
                                     0x255D, 0x2569, 0x2563, 0x256C}; /* ■═║╔══╗╦║╚║╠╝╩╣╬ */
    static const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
    int type = m->blocks[y * m->width + x] >> 4, d, arms = 0;
    if (type != 2)
        return type == 0 ? ' ' : type == 1 ? 0x00B7 : type == 3 ? '+' : '?';
    if (!outline(m, x, y))
        return 0x2591; /* ░ */
    for (d = 0; d < 4; d++) {
        int nx = x + dx[d], ny = y + dy[d];
        if (nx >= 0 && ny >= 0 && nx < m->width && ny < m->height &&
            ((m->blocks[ny * m->width + nx] >> 4) == 3 || outline(m, nx, ny)))
            arms |= 1 << d;
    }
    return box[arms];
}

static void test_drawing(void)
{
    unsigned char glyphs[DELVE_LEVELMAP_MAX_BLOCKS];
    delve_levelmap_options o;
    uint32_t seed;
    int x, y;
    for (seed = 0; seed < 2000; seed++) {
        memset(&o, 0, sizeof o);
        o.natural = seed & 1, o.voids = seed & 2, o.textures = seed & 4, o.entrances = 2;
        o.width = seed & 8 ? 80 : 0, o.height = seed & 8 ? 22 : 0, o.cellsize = 1 + seed % 3;
        generate(seed, &o, &map);
        delve_levelmap_draw(&map, glyphs);
        for (y = 0; y < map.height; y++)
            for (x = 0; x < map.width; x++)
                CHECK(delve_cp437_unicode(glyphs[y * map.width + x]) == drawn_glyph(&map, x, y));
    }
}

int main(void)
{
    char what[64];
    test_options();
    test_sizes();
    test_cell_counts();
    test_generate_over();
    test_rng();
    test_determinism();
    test_entrances();
    test_drawing();
    snprintf(what, sizeof what, "%ld maps generated", maps);
    return check_done("test_levelmap_engine", what);
}
