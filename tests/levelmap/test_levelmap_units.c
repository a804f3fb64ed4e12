/* test_levelmap_units.c — each step on small hand-made maps with hand-worked answers: natural
   corners (spec §6, Project decisions 1), openvoids (§7), entrances (§8, decisions 3),
   connected textures (§9), the drawing and the JSON object. */
#include <string.h>

#include "levelmap/levelmap_carve.h"
#include "levelmap_check.h"
#include "check.h"

static int maps;

/* Maps as strings, one char per block: '#' wall, '.' floor, '+' door, ' ' void. */
static void parse(const char *rows, unsigned char *blocks)
{
    maps++;
    for (; *rows; rows++)
        if (*rows != '\n')
            *blocks++ = *rows == '#' ? 0x20 : *rows == '.' ? 0x10 : *rows == '+' ? 0x30 : 0x00;
}

static int same(const unsigned char *blocks, const char *rows, int n)
{
    unsigned char want[DELVE_LEVELMAP_MAX_BLOCKS];
    parse(rows, want);
    return memcmp(blocks, want, (size_t)n) == 0;
}

static void natural(const char *before, const char *after, int w, int h)
{
    unsigned char b[DELVE_LEVELMAP_MAX_BLOCKS];
    parse(before, b);
    delve__lm_natural(b, w, h);
    CHECK(same(b, after, w * h));
    CHECK(lm_walkable_connected(b, w, h));
}

static void test_natural(void)
{
    /* A 3x3 room becomes a plus; the door beside a corner keeps that corner. */
    natural("#######\n#...#.#\n#.....#\n#...#.#\n#######\n",
            "#######\n##.##.#\n#.....#\n##.##.#\n#######\n", 7, 5);
    natural("#+#####\n#...###\n#...###\n#...###\n#######\n",
            "#+#####\n#..####\n#...###\n##.####\n#######\n", 7, 5);
    /* A 2x2 room becomes an L of three: the snapshot keeps the cascade from eating it. */
    natural("####\n#..#\n#..#\n####\n", "####\n##.#\n#..#\n####\n", 4, 4);
    /* A 4x4 room loses only its four corners, not a cascade of blocks behind them. */
    natural("######\n#....#\n#....#\n#....#\n#....#\n######\n",
            "######\n##..##\n#....#\n#....#\n##..##\n######\n", 6, 6);
    /* One-wide corridors, elbows and junctions are never touched. */
    natural("#######\n#.....#\n#.###.#\n#.#...#\n#.#.###\n#######\n",
            "#######\n#.....#\n#.###.#\n#.#...#\n#.#.###\n#######\n", 7, 6);
    /* Off the map counts as wall. */
    natural("...\n...\n...\n", "#.#\n...\n#.#\n", 3, 3);
}

static void test_openvoids(void)
{
    unsigned char b[DELVE_LEVELMAP_MAX_BLOCKS], before[DELVE_LEVELMAP_MAX_BLOCKS];
    parse("#######\n#######\n##..###\n##..+##\n#######\n#######\n", b);
    memcpy(before, b, sizeof b);
    delve_levelmap_openvoids(b, 7, 6);
    CHECK(same(b, "       \n ####  \n #..## \n #..+# \n ##### \n       \n", 42));
    CHECK(lm_check_openvoids(before, b, 7, 6) == NULL);
}

/* openvoids takes maps of any size (hand-made ones too), not only those generate makes: 150x70
   blocks, three strips of columns and more blocks than a generated map holds, against the rule
   worked out block by block. */
static void test_openvoids_any_size(void)
{
    enum { W = 150, H = 70 };
    static unsigned char b[W * H], before[W * H];
    static const unsigned char kinds[4] = {0x20, 0x20, 0x10, 0x30};
    uint64_t rnd = 7;
    int x, y, wrong = 0;
    for (x = 0; x < W * H; x++) /* mostly wall, so that many walls touch nothing walkable */
        b[x] = lm_test_random(&rnd) % 8 ? 0x20 : kinds[lm_test_random(&rnd) % 4];
    memcpy(before, b, sizeof b);
    delve_levelmap_openvoids(b, W, H);
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            int dx, dy, near = 0, k = y * W + x;
            for (dy = -1; dy <= 1; dy++)
                for (dx = -1; dx <= 1; dx++)
                    if (x + dx >= 0 && x + dx < W && y + dy >= 0 && y + dy < H) {
                        int t = before[(y + dy) * W + x + dx] >> 4;
                        near |= t != 0 && t != 2;
                    }
            wrong += b[k] != (before[k] == 0x20 && !near ? 0x00 : before[k]);
        }
    CHECK(wrong == 0);
}

static void test_entrances(void)
{
    unsigned char b[DELVE_LEVELMAP_MAX_BLOCKS] = {0}, before[DELVE_LEVELMAP_MAX_BLOCKS];
    /* An open north entrance next to the north-east corner must not make that corner a
       place for an east entrance (Project decisions 3). */
    parse("#####.#\n#.....#\n#.....#\n#######\n#######\n", b);
    CHECK(delve_levelmap_entrance_count(b, 7, 5, DELVE_LM_EAST) == 2);
    CHECK(delve_levelmap_entrance_count(b, 7, 5, DELVE_LM_NORTH) == 4);
    CHECK(delve_levelmap_entrance_count(b, 7, 5, DELVE_LM_SOUTH) == 0);
    CHECK(delve_levelmap_entrance_count(b, 7, 5, DELVE_LM_WEST) == 2);
    CHECK(delve_levelmap_entrance_count(b, 7, 5, 4) == 0);
    CHECK(delve_levelmap_entrance_count(b, 7, 5, -1) == 0);
    memcpy(before, b, sizeof b);
    CHECK(delve_levelmap_entrance_open(b, 7, 5, DELVE_LM_SOUTH, 0, 1) == 0);
    CHECK(delve_levelmap_entrance_open(b, 7, 5, DELVE_LM_EAST, 2, 1) == 0);
    CHECK(delve_levelmap_entrance_open(b, 7, 5, DELVE_LM_EAST, -1, 1) == 0);
    CHECK(memcmp(b, before, sizeof b) == 0);
    CHECK(delve_levelmap_entrance_open(b, 7, 5, DELVE_LM_EAST, 1, 1) == 1);
    CHECK(same(b, "#####.#\n#.....#\n#.....+\n#######\n#######\n", 35));
    CHECK(delve_levelmap_entrance_open(b, 7, 5, DELVE_LM_NORTH, 3, 0) == 1);
    CHECK(same(b, "####..#\n#.....#\n#.....+\n#######\n#######\n", 35));
    CHECK(delve_levelmap_entrance_count(b, 7, 5, DELVE_LM_EAST) == 1);
}

/* A map one block thin (or of no blocks) has no block inward of its long edges, so no place
   for an entrance; the floor around it in the buffer is not the map's and must not be read
   (it was, before: a 1-row map counted the row below it as inward). */
static void test_entrances_thin_maps(void)
{
    unsigned char b[DELVE_LEVELMAP_MAX_BLOCKS] = {0}, before[DELVE_LEVELMAP_MAX_BLOCKS];
    unsigned char *row = b + 7, *none = b + 14, *column = b + 21;
    int d;
    /* floor, a 7x1 map of wall, floor (where a 7x0 map starts), a 1x5 map . # . # . */
    parse(".......\n#######\n.......\n.#.#.\n", b);
    memcpy(before, b, sizeof b);
    for (d = DELVE_LM_EAST; d <= DELVE_LM_NORTH; d++) {
        CHECK_MSG(delve_levelmap_entrance_count(row, 7, 1, d) == 0, "7x1, direction %d", d);
        CHECK_MSG(delve_levelmap_entrance_count(none, 7, 0, d) == 0, "7x0, direction %d", d);
        CHECK_MSG(delve_levelmap_entrance_count(column, 1, 5, d) == 0, "1x5, direction %d", d);
        CHECK_MSG(delve_levelmap_entrance_count(column, 0, 5, d) == 0, "0x5, direction %d", d);
        CHECK_MSG(delve_levelmap_entrance_open(row, 7, 1, d, 0, 1) == 0, "7x1 open, %d", d);
        CHECK_MSG(delve_levelmap_entrance_open(none, 7, 0, d, 0, 1) == 0, "7x0 open, %d", d);
        CHECK_MSG(delve_levelmap_entrance_open(column, 1, 5, d, 0, 1) == 0, "1x5 open, %d", d);
    }
    CHECK(memcmp(b, before, sizeof b) == 0);
    /* two blocks deep is enough: the other edge's block is the inward one */
    parse("###\n...\n", b);
    CHECK(delve_levelmap_entrance_count(b, 3, 2, DELVE_LM_NORTH) == 1);
    CHECK(delve_levelmap_entrance_count(b, 3, 2, DELVE_LM_SOUTH) == 0);
}

/* The manual's bit fields on a small map: door at the east edge, wall above and below it. */
static void test_textures(void)
{
    static const char rows[] = "###\n#.+\n###\n";
    unsigned char b[9], before[9];
    parse(rows, before);
    memcpy(b, before, sizeof b);
    delve_levelmap_connecttextures(b, 3, 3, 0xFFFF, 0xFFF3); /* the defaults */
    CHECK(b[5] == (0x30 | 2 | 8) && b[4] == 0x10 && b[2] == (0x20 | 2 | 4));
    CHECK(b[0] == (0x20 | 1 | 2) && lm_check_textures(before, b, 3, 3, 0xFFFF, 0xFFF3) == NULL);
    memcpy(b, before, sizeof b);
    delve_levelmap_connecttextures(b, 3, 3, 0xC, 0xC); /* setconnected(0xc, 0xc) */
    CHECK(b[5] == (0x30 | 1 | 2 | 8) && b[4] == 0x10 && b[0] == (0x20 | 1 | 2 | 4 | 8));
    memcpy(b, before, sizeof b);
    delve_levelmap_connecttextures(b, 3, 3, 0x4, 0x8); /* no cross-link without both bits */
    CHECK(b[5] == (0x30 | 1) && b[2] == (0x20 | 4));
}

static delve_levelmap small(void)
{
    delve_levelmap m;
    memset(&m, 0, sizeof m);
    m.seed = 7;
    m.width = 9;
    m.height = 9;
    parse("#########\n#########\n##...####\n##...+..+\n##...####\n#########\n#########\n"
          "#########\n#########\n",
          m.blocks);
    return m;
}

/* Worked out by hand: walls touching walkable space are box drawing joined to each other and to
   doors; the rest of the rock is shaded. */
static const char *const drawn[9] = {"░░░░░░░░░", "░╔═══╗░░░", "░║···╠══╗",
                                     "░║···+··+", "░║···╠══╝", "░╚═══╝░░░",
                                     "░░░░░░░░░", "░░░░░░░░░", "░░░░░░░░░"};

/* Draws m both ways: delve_levelmap_draw_utf16 gives each glyph as delve_cp437_unicode's. */
static void draw(const delve_levelmap *m, unsigned char *glyphs)
{
    uint16_t units[DELVE_LEVELMAP_MAX_BLOCKS];
    int i;
    delve_levelmap_draw(m, glyphs);
    delve_levelmap_draw_utf16(m, units);
    for (i = 0; i < m->width * m->height; i++)
        CHECK(units[i] == delve_cp437_unicode(glyphs[i]));
}

static void test_draw(void)
{
    static delve_levelmap big;
    static unsigned char many[DELVE_LEVELMAP_MAX_BLOCKS];
    delve_levelmap_options opt = {0};
    delve_levelmap m = small();
    unsigned char glyphs[81];
    char line[64];
    int y;
    uint32_t seed;
    for (seed = 1; seed <= 20; seed++) { /* every wall glyph, and voids opened or not */
        opt.width = 80, opt.height = 22, opt.voids = (int)(seed & 1);
        CHECK(delve_levelmap_generate(seed, &opt, &big) == DELVE_OK);
        draw(&big, many);
    }
    draw(&m, glyphs);
    for (y = 0; y < 9; y++) {
        size_t n = delve_cp437_to_utf8(&glyphs[y * 9], 9, line);
        line[n] = '\0';
        CHECK(strcmp(line, drawn[y]) == 0);
    }
    m.blocks[0] = 0x00, m.blocks[1] = 0x40, m.blocks[2] = 0xF3;
    draw(&m, glyphs);
    CHECK(glyphs[0] == ' ' && glyphs[1] == '4' && glyphs[2] == 'F');
    m = small();
    m.blocks[3 * 9 + 3] = 0x20; /* a lone pillar in the room */
    draw(&m, glyphs);
    CHECK(glyphs[3 * 9 + 3] == DELVE_LM_CH_PILLAR);
    /* a size the generator never makes (a struct filled by hand) draws nothing, never past the
       rows it keeps */
    big.width = 20, big.height = 200;
    memset(many, 'x', sizeof many);
    delve_levelmap_draw(&big, many);
    CHECK(many[0] == 'x' && many[sizeof many - 1] == 'x');
    big.width = 0, big.height = 9;
    delve_levelmap_draw(&big, many);
    CHECK(many[0] == 'x');
}

static void test_json(void)
{
    delve_levelmap m = small();
    char want[4096], got[4096];
    size_t n = 0, len;
    int x, y;
    n += (size_t)snprintf(want + n, sizeof want - n,
                          "{\"generator\":\"levelmap\",\"seed\":7,\"width\":9,\"height\":9,"
                          "\"blocks\":[");
    for (y = 0; y < 9; y++)
        for (x = 0; x < 9; x++)
            n += (size_t)snprintf(want + n, sizeof want - n, "%s%d%s",
                                  x   ? ","
                                  : y ? ",["
                                      : "[",
                                  m.blocks[y * 9 + x], x == 8 ? "]" : "");
    n += (size_t)snprintf(want + n, sizeof want - n, "],\"map\":[");
    for (y = 0; y < 9; y++)
        n += (size_t)snprintf(want + n, sizeof want - n, "%s\"%s\"", y ? "," : "", drawn[y]);
    n += (size_t)snprintf(want + n, sizeof want - n, "]}");
    len = delve_levelmap_json(&m, got, sizeof got);
    CHECK(len == n && strcmp(got, want) == 0);
    CHECK(delve_levelmap_json(&m, NULL, 0) == n);
    memset(got, 'x', sizeof got);
    CHECK(delve_levelmap_json(&m, got, 10) == n && strncmp(got, want, 9) == 0 && got[9] == 0);
    m.height = 200; /* no size the generator makes: no rows, nothing read past the blocks */
    delve_levelmap_json(&m, got, sizeof got);
    CHECK(strcmp(got, "{\"generator\":\"levelmap\",\"seed\":7,\"width\":9,\"height\":200,"
                      "\"blocks\":[],\"map\":[]}") == 0);
}

int main(void)
{
    char what[64];
    test_natural();
    test_openvoids();
    test_openvoids_any_size();
    test_entrances();
    test_entrances_thin_maps();
    test_textures();
    test_draw();
    test_json();
    snprintf(what, sizeof what, "%d hand-made maps and expected results", maps);
    return check_done("test_levelmap_units", what);
}
