/* test_levelmap_compat.c — the documented LevelMap API of include/delve/levelmap.h: limits, setters,
   rand()-seeded generation equal to the engine's, write -> read round trips, and read() fed
   truncated, oversized and random files (returns 0, no crash, no leak, map unchanged). */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "levelmap.h"
#include "levelmap_check.h"
#include "check.h"

static long maps, files;

/* Puts the library-wide settings back to the documented defaults. */
static void defaults(LevelMap *m)
{
    m->setcorridor(50);
    m->setcombined(50);
    m->setcellsize(2);
    m->setnatural(0);
    m->setdoors(1);
    m->setconnected(0xFFFF, 0xFFF3);
}

static int count_type(const LevelMap *m, int kind)
{
    int k, n = 0;
    for (k = 0; k < m->width * m->height; k++)
        n += (m->blocks[k] & 0xF0) == kind;
    return n;
}

static void test_new_and_getblock(void)
{
    LevelMap *m = new_LevelMap();
    int x, y;
    CHECK(m && m->width == 0 && m->height == 0 && m->blocks == NULL);
    CHECK(m->destroy && m->write && m->read && m->setwidth && m->setheight && m->setcorridor &&
          m->setcombined && m->setcellsize && m->setnatural && m->setdoors && m->setconnected &&
          m->generate && m->entrance && m->openvoids && m->connecttextures && m->getblock);
    for (y = -2; y < 30; y++)
        for (x = -2; x < 30; x++)
            CHECK(m->getblock(m, x, y) == 0);
    CHECK(m->entrance(m, 0) == 0 && m->openvoids(m) == 0 && m->connecttextures(m) == 0);
    CHECK(m->generate(m) == 1);
    maps++;
    for (y = -3; y < m->height + 3; y++)
        for (x = -3; x < m->width + 3; x++) {
            int inside = x >= 0 && y >= 0 && x < m->width && y < m->height;
            CHECK(m->getblock(m, x, y) == (inside ? m->blocks[y * m->width + x] : 0));
        }
    CHECK(m->getblock(m, INT_MAX, 0) == 0 && m->getblock(m, 0, INT_MIN) == 0);
    m->destroy(NULL); /* does nothing */
    m->destroy(m);
}

static void test_limits(void)
{
    LevelMap *m = new_LevelMap();
    CHECK(m->setwidth(m, 8) == 0 && m->setwidth(m, 29) == 0 && m->setwidth(m, 0) == 0);
    CHECK(m->width == 0);
    CHECK(m->setheight(m, 13) == 1 && m->setwidth(m, 20) == 0 && m->width == 0);
    CHECK(m->setwidth(m, 19) == 1 && m->width == 19 && m->setheight(m, 14) == 0);
    CHECK(m->height == 13 && m->setheight(m, 0) == 0 && m->height == 13);
    CHECK(m->setcorridor(-1) == 0 && m->setcorridor(101) == 0);
    CHECK(m->setcorridor(0) == 1 && m->setcorridor(100) == 1);
    CHECK(m->setcombined(-1) == 0 && m->setcombined(101) == 0);
    CHECK(m->setcombined(0) == 1 && m->setcombined(100) == 1);
    CHECK(m->setcellsize(0) == 0 && m->setcellsize(4) == 0);
    CHECK(m->setcellsize(1) == 1 && m->setcellsize(3) == 1);
    CHECK(m->setnatural(7) == 1 && m->setdoors(0) == 1 && m->setconnected(-1, 0x12345) == 1);
    defaults(m);
    m->destroy(m);
}

/* write() refuses what read() could not take back: no blocks, or a hand-made size beyond the
   documented limits. */
static void test_write_refusals(void)
{
    FILE *f = tmpfile();
    LevelMap *m = new_LevelMap();
    CHECK(f != NULL);
    if (!f)
        return;
    CHECK(m->write(m, f) == 0);
    m->width = 30, m->height = 8;
    m->blocks = calloc(240, 1);
    CHECK(m->write(m, f) == 0);
    m->width = 17, m->height = 16;
    CHECK(m->write(m, f) == 0);
    m->width = 15, m->height = 16;
    CHECK(m->write(m, f) == 1 && ftell(f) == 2 + 240);
    /* no file: 0, as for a write error; read() leaves the map as it was */
    CHECK(m->write(m, NULL) == 0);
    CHECK(m->read(m, NULL) == 0 && m->width == 15 && m->height == 16 && m->blocks != NULL);
    fclose(f);
    m->destroy(m);
}

/* The blocks generate() and read() made are never read or written past their end: a size
   written by hand over more blocks than they are (28x9 = 252, then 16x16 = 256, within every
   limit) makes each method refuse, as before generation, until the size is the blocks' again;
   smaller, the same blocks are read at it. (Before, each ran 4 blocks past the end.) */
static void test_hand_written_size(void)
{
    FILE *f = tmpfile();
    LevelMap *m = new_LevelMap();
    CHECK(f != NULL && m->setwidth(m, 28) && m->setheight(m, 9) && m->generate(m));
    maps++;
    if (!f)
        return;
    m->width = 16, m->height = 16;
    CHECK(m->getblock(m, 15, 15) == 0 && m->getblock(m, 0, 0) == 0);
    CHECK(m->openvoids(m) == 0 && m->connecttextures(m) == 0 && m->write(m, f) == 0);
    CHECK(m->entrance(m, 0) == 0 && m->entrance(m, 1) == 0 && ftell(f) == 0);
    m->width = 14, m->height = 18; /* 252: the blocks, read at another width */
    CHECK(m->getblock(m, 13, 17) == m->blocks[251] && m->openvoids(m) == 1);
    CHECK(m->write(m, f) == 1 && ftell(f) == 2 + 252);
    m->width = 28, m->height = 9;
    CHECK(m->connecttextures(m) == 1 && m->getblock(m, 27, 8) == m->blocks[251]);
    /* a read() map the same: 9x9 = 81 blocks, then 10x9 */
    rewind(f);
    fputc(9, f), fputc(9, f);
    {
        unsigned char zeros[81] = {0};
        fwrite(zeros, 1, sizeof zeros, f);
    }
    rewind(f);
    CHECK(m->read(m, f) == 1 && m->width == 9 && m->height == 9);
    files++;
    m->width = 10;
    CHECK(m->getblock(m, 9, 8) == 0 && m->openvoids(m) == 0 && m->connecttextures(m) == 0);
    fclose(f);
    m->destroy(m);
}

/* §2.2 and Project decisions 5–6: the size rules, and the level is the engine's for the seed
   (unsigned) rand(), with the settings that were set. */
static void test_generate(void)
{
    static const int asked[][4] = {{17, 0, 17, 15},  {9, 0, 9, 28}, {0, 28, 9, 28},
                                   {16, 16, 16, 16}, {9, 9, 9, 9},  {0, 19, 13, 19}};
    static delve_levelmap level;
    int k, i, widths[29] = {0}, seen = 0;
    for (k = 0; k < 6; k++)
        for (i = 0; i < 200; i++) {
            LevelMap *m = new_LevelMap();
            delve_levelmap_options o = {0};
            unsigned seed;
            if (asked[k][0])
                m->setwidth(m, asked[k][0]);
            if (asked[k][1])
                m->setheight(m, asked[k][1]);
            m->setcorridor(i % 3 * 50);
            m->setcombined(i % 2 * 100);
            m->setcellsize(1 + i % 3);
            m->setnatural(i & 4);
            m->setdoors(i & 8);
            srand((unsigned)(k * 1000 + i));
            seed = (unsigned)rand();
            srand((unsigned)(k * 1000 + i));
            CHECK(m->generate(m) == 1);
            maps++;
            CHECK(m->width == asked[k][2] && m->height == asked[k][3]);
            o.width = asked[k][0], o.height = asked[k][1];
            o.corridor = i % 3 ? i % 3 * 50 : DELVE_NONE;
            o.combined = i % 2 ? 100 : DELVE_NONE;
            o.cellsize = 1 + i % 3, o.natural = i & 4, o.no_doors = !(i & 8);
            delve_levelmap_generate(seed, &o, &level);
            CHECK(memcmp(m->blocks, level.blocks, (size_t)(m->width * m->height)) == 0);
            CHECK(lm_check_generated(m->blocks, m->width, m->height) == NULL);
            CHECK((i & 8) || count_type(m, 0x30) == 0);
            /* The size is stored: a second generate keeps it, with a fresh seed. */
            CHECK(m->generate(m) == 1 && m->width == asked[k][2] && m->height == asked[k][3]);
            maps++;
            defaults(m);
            m->destroy(m);
        }
    for (i = 0; i < 2000; i++) {
        LevelMap *m = new_LevelMap();
        CHECK(m->generate(m) == 1);
        maps++;
        CHECK(m->width >= 9 && m->width <= 28 && m->height == 256 / m->width);
        if (m->width >= 9 && m->width <= 28)
            widths[m->width] = 1;
        m->destroy(m);
    }
    for (k = 9; k <= 28; k++)
        seen += widths[k];
    CHECK(seen == 20);
}

/* The six setters take no map: they are library-wide, and new_LevelMap() does not reset them. */
static void test_settings_are_global(void)
{
    LevelMap *a = new_LevelMap(), *b;
    int i, doors = 0;
    a->setdoors(0);
    a->setcorridor(0);
    b = new_LevelMap();
    for (i = 0; i < 50; i++) {
        CHECK(b->generate(b) == 1);
        maps++;
        doors += count_type(b, 0x30);
    }
    CHECK(doors == 0);
    defaults(b);
    for (i = 0; i < 50; i++) {
        CHECK(b->generate(b) == 1);
        maps++;
        doors += count_type(b, 0x30);
    }
    CHECK(doors > 0);
    a->destroy(a);
    b->destroy(b);
}

/* entrance() picks the (rand() % count)-th place; openvoids() and connecttextures() as §7, §9
   with the settings of setconnected() masked to 16 bits. */
static void test_steps(void)
{
    unsigned char before[256];
    int i, d;
    for (i = 0; i < 500; i++) {
        LevelMap *m = new_LevelMap();
        unsigned masks[2];
        srand((unsigned)i);
        m->setdoors(i & 1);
        m->setnatural(i & 2);
        CHECK(m->generate(m) == 1);
        maps++;
        CHECK(m->entrance(m, 4) == 0 && m->entrance(m, -1) == 0);
        for (d = 0; d < 4; d++) {
            int places = lm_entrance_places(m->blocks, m->width, m->height, d), pick;
            memcpy(before, m->blocks, (size_t)(m->width * m->height));
            srand((unsigned)(i * 4 + d));
            pick = places ? rand() % places : -1;
            srand((unsigned)(i * 4 + d));
            CHECK(m->entrance(m, d) == (places > 0));
            if (places) {
                unsigned char expected[256];
                memcpy(expected, before, sizeof expected);
                delve_levelmap_entrance_open(expected, m->width, m->height, d, pick, i & 1);
                CHECK(memcmp(expected, m->blocks, (size_t)(m->width * m->height)) == 0);
                CHECK(lm_check_entrance(before, m->blocks, m->width, m->height, d, i & 1) == NULL);
            }
        }
        memcpy(before, m->blocks, (size_t)(m->width * m->height));
        CHECK(m->openvoids(m) == 1);
        CHECK(lm_check_openvoids(before, m->blocks, m->width, m->height) == NULL);
        masks[0] = i % 3 == 0 ? 0xC : (unsigned)rand();
        masks[1] = i % 3 == 0 ? 0xC : (unsigned)rand();
        m->setconnected((int)masks[0], (int)masks[1]);
        memcpy(before, m->blocks, (size_t)(m->width * m->height));
        CHECK(m->connecttextures(m) == 1);
        CHECK(lm_check_textures(before, m->blocks, m->width, m->height, masks[0] & 0xFFFF,
                                masks[1] & 0xFFFF) == NULL);
        defaults(m);
        m->destroy(m);
    }
}

static int same_map(const LevelMap *a, const LevelMap *b)
{
    return a->width == b->width && a->height == b->height &&
           memcmp(a->blocks, b->blocks, (size_t)(a->width * a->height)) == 0;
}

/* write -> read round trips; maps sit back to back in one file and read() takes exactly one. */
static void test_round_trips(void)
{
    FILE *f = tmpfile();
    LevelMap *in = new_LevelMap(), *out[3];
    int i, k;
    CHECK(f != NULL);
    if (!f)
        return;
    for (i = 0; i < 2000; i++) {
        rewind(f);
        for (k = 0; k < 3; k++) {
            out[k] = new_LevelMap();
            srand((unsigned)(i * 3 + k));
            out[k]->setnatural(k == 1);
            CHECK(out[k]->generate(out[k]) == 1);
            maps++;
            if (i & 1)
                out[k]->openvoids(out[k]);
            if (i & 2)
                out[k]->entrance(out[k], k);
            if (i & 4)
                out[k]->connecttextures(out[k]);
            CHECK(out[k]->write(out[k], f) == 1);
            defaults(out[k]);
        }
        fputc(0x99, f);
        fflush(f);
        rewind(f);
        for (k = 0; k < 3; k++) {
            CHECK(in->read(in, f) == 1);
            CHECK(same_map(in, out[k]));
            files++;
            out[k]->destroy(out[k]);
        }
        CHECK(fgetc(f) == 0x99);
    }
    fclose(f);
    in->destroy(in);
}

/* What read() must do with these bytes: 1 when the size is 9..28 a side, at most 256 blocks,
   and all the blocks are there. */
static int readable(const unsigned char *bytes, size_t n)
{
    int w = n > 0 ? bytes[0] : 0, h = n > 1 ? bytes[1] : 0;
    return n >= 2 && w >= 9 && w <= 28 && h >= 9 && h <= 28 && w * h <= 256 &&
           n >= 2 + (size_t)(w * h);
}

static void read_bytes(LevelMap *m, const unsigned char *bytes, size_t n)
{
    FILE *f = tmpfile();
    unsigned char *old_blocks = m->blocks, copy[256];
    int old_w = m->width, old_h = m->height, want = readable(bytes, n), got;
    if (!f) {
        CHECK(f != NULL);
        return;
    }
    memcpy(copy, m->blocks, (size_t)(old_w * old_h));
    fwrite(bytes, 1, n, f);
    rewind(f);
    got = m->read(m, f);
    fclose(f);
    files++;
    CHECK(got == want);
    if (got)
        CHECK(m->width == bytes[0] && m->height == bytes[1] &&
              memcmp(m->blocks, bytes + 2, (size_t)(m->width * m->height)) == 0);
    else
        CHECK(m->blocks == old_blocks && m->width == old_w && m->height == old_h &&
              memcmp(m->blocks, copy, (size_t)(old_w * old_h)) == 0);
    CHECK(m->getblock(m, m->width - 1, m->height - 1) == m->blocks[m->width * m->height - 1]);
}

#ifdef LM_COUNT_ALLOCATIONS
/* Linked with --wrap=malloc --wrap=free (tests/levelmap/CMakeLists.txt): every malloc and free of the
   library goes through these, so the blocks still allocated can be counted. */
void *__real_malloc(size_t size);
void __real_free(void *p);
static long live_blocks;

void *__wrap_malloc(size_t size)
{
    void *p = __real_malloc(size);
    live_blocks += p != NULL;
    return p;
}

void __wrap_free(void *p)
{
    live_blocks -= p != NULL;
    __real_free(p);
}
#endif

static void test_bad_files(void)
{
    static const unsigned char sizes[][2] = {{8, 9},     {9, 8},   {29, 9},  {9, 29}, {0, 0},
                                             {255, 255}, {20, 20}, {16, 17}, {17, 16}};
    unsigned char bytes[1024], good[258];
    LevelMap *m;
    uint64_t rnd = 99;
    size_t n;
    int i, k;
#ifdef LM_COUNT_ALLOCATIONS
    long before = live_blocks;
#endif
    m = new_LevelMap();
    m->setwidth(m, 16);
    m->generate(m);
    maps++;
    good[0] = 16, good[1] = 16;
    memcpy(good + 2, m->blocks, 256);
    for (n = 0; n < sizeof good; n++) /* truncated: every prefix of a good file */
        read_bytes(m, good, n);
    for (k = 0; k < (int)(sizeof sizes / sizeof sizes[0]); k++) { /* sizes out of the limits */
        memset(bytes, 0x10, sizeof bytes);
        bytes[0] = sizes[k][0], bytes[1] = sizes[k][1];
        read_bytes(m, bytes, sizeof bytes);
    }
    for (i = 0; i < 20000; i++) { /* random bytes, a third of them with a valid size */
        n = lm_test_random(&rnd) % 300;
        for (k = 0; k < (int)n; k++)
            bytes[k] = (unsigned char)lm_test_random(&rnd);
        if (i % 3 == 0 && n >= 2) {
            bytes[0] = (unsigned char)(9 + lm_test_random(&rnd) % 20);
            bytes[1] = (unsigned char)(256 / bytes[0]);
        }
        read_bytes(m, bytes, n);
    }
    CHECK(m->generate(m) == 1); /* still usable */
    maps++;
    m->destroy(m);
#ifdef LM_COUNT_ALLOCATIONS
    CHECK(live_blocks == before); /* nothing leaked */
#else
    puts("test_levelmap_compat: malloc is not wrapped on this platform; leak count skipped");
#endif
}

/* A map that was never generated takes a good file and stays blank on a bad one. */
static void test_read_into_blank(void)
{
    FILE *f = tmpfile();
    LevelMap *m = new_LevelMap(), *src = new_LevelMap();
    CHECK(f != NULL);
    if (!f)
        return;
    fputc(9, f);
    fputc(9, f);
    fputc(0x20, f);
    rewind(f);
    CHECK(m->read(m, f) == 0 && m->blocks == NULL && m->width == 0 && m->height == 0);
    rewind(f);
    src->generate(src);
    maps++;
    CHECK(src->write(src, f) == 1);
    rewind(f);
    CHECK(m->read(m, f) == 1 && same_map(m, src));
    files += 2;
    fclose(f);
    m->destroy(m);
    src->destroy(src);
}

int main(void)
{
    char what[96];
    test_new_and_getblock();
    test_limits();
    test_write_refusals();
    test_hand_written_size();
    test_generate();
    test_settings_are_global();
    test_steps();
    test_round_trips();
    test_bad_files();
    test_read_into_blank();
    snprintf(what, sizeof what, "%ld maps generated, %ld map files read", maps, files);
    return check_done("test_levelmap_compat", what);
}
