/* fuzz_levelmap_read.c — the LevelMap file reader (levelmap.h read()) on arbitrary bytes, through
   fmemopen, then the map's other methods in the order the rest of the input says.
   read() either fails and leaves the map exactly as it was, or succeeds with a size within the
   documented limits (sides 9..28, at most 256 blocks), the blocks exactly as in the file, and
   having consumed exactly 2 + width * height bytes; write() then gives those bytes back. The
   methods that follow (getblock, openvoids, connecttextures, entrance, setwidth, setheight,
   generate, a second read, write) must keep every access inside the blocks: ASan checks. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"
#include "levelmap.h"

static void check_same(const LevelMap *a, int width, int height, const unsigned char *blocks)
{
    FUZZ_CHECK(a->width == width && a->height == height);
    FUZZ_CHECK((a->blocks == NULL) == (blocks == NULL));
    if (blocks)
        FUZZ_CHECK(memcmp(a->blocks, blocks, (size_t)width * (size_t)height) == 0);
}

/* read() from these bytes; returns how many it consumed (or -1 when it failed). */
static long read_from(LevelMap *map, const uint8_t *data, size_t size)
{
    static unsigned char before[256 * 256];
    int width = map->width, height = map->height, had = map->blocks != NULL, ok;
    long used;
    FILE *f;
    if (had)
        memcpy(before, map->blocks, (size_t)width * (size_t)height);
    /* fmemopen refuses a size of 0: an empty file is /dev/null */
    f = size ? fmemopen((void *)data, size, "rb") : fopen("/dev/null", "rb");
    FUZZ_CHECK(f != NULL);
    ok = map->read(map, f);
    used = ftell(f);
    fclose(f);
    if (!ok) {
        check_same(map, width, height, had ? before : NULL);
        return -1;
    }
    FUZZ_CHECK(map->width >= 9 && map->width <= 28 && map->height >= 9 && map->height <= 28);
    FUZZ_CHECK(map->width * map->height <= 256 && map->blocks != NULL);
    FUZZ_CHECK(data[0] == map->width && data[1] == map->height);
    FUZZ_CHECK(used == 2 + map->width * map->height);
    FUZZ_CHECK(memcmp(map->blocks, data + 2, (size_t)(used - 2)) == 0);
    return used;
}

/* write() gives the bytes a read() of them consumed. */
static void check_write(LevelMap *map, const uint8_t *expect, long n)
{
    static char buf[2 + 256 + 64];
    FILE *f = fmemopen(buf, sizeof buf, "wb");
    long written;
    int ok;
    FUZZ_CHECK(f != NULL);
    ok = map->write(map, f);
    written = ftell(f);
    fclose(f);
    FUZZ_CHECK(ok == (map->blocks != NULL));
    if (ok && expect)
        FUZZ_CHECK(written == n && memcmp(buf, expect, (size_t)n) == 0);
}

/* The library-wide settings back to the documented defaults, so each input starts the same. */
static void reset_settings(LevelMap *map)
{
    map->setcorridor(50);
    map->setcombined(50);
    map->setcellsize(2);
    map->setnatural(0);
    map->setdoors(1);
    map->setconnected(0xFFFF, 0xFFF3);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    LevelMap *map = new_LevelMap();
    fuzz_input in;
    long used;
    FUZZ_CHECK(map != NULL);
    srand(1);
    used = read_from(map, data, size);
    if (used < 0) {
        map->destroy(map);
        return 0;
    }
    check_write(map, data, used);

    /* The rest of the input: one method per byte, with its arguments. */
    in = fuzz_begin(data + used, size - (size_t)used);
    while (fuzz_more(&in)) {
        unsigned op = fuzz_byte(&in);
        switch (op % 10) {
        case 0: {
            int x = fuzz_int(&in), y = fuzz_int(&in), b = map->getblock(map, x, y);
            FUZZ_CHECK(b >= 0 && b <= 255);
            if (x < 0 || y < 0 || x >= map->width || y >= map->height || !map->blocks)
                FUZZ_CHECK(b == 0);
            break;
        }
        case 1: FUZZ_CHECK(map->openvoids(map) == (map->blocks != NULL)); break;
        case 2: FUZZ_CHECK(map->connecttextures(map) == (map->blocks != NULL)); break;
        case 3: {
            int r = map->entrance(map, fuzz_int(&in));
            FUZZ_CHECK(r == 0 || r == 1);
            break;
        }
        case 4: map->setwidth(map, fuzz_int(&in)); break;
        case 5: map->setheight(map, fuzz_int(&in)); break;
        case 6:
            map->setconnected(fuzz_int(&in), fuzz_int(&in));
            map->setdoors(fuzz_int(&in));
            map->setnatural(fuzz_int(&in));
            break;
        case 7:
            map->setcorridor(fuzz_int(&in));
            map->setcombined(fuzz_int(&in));
            map->setcellsize(fuzz_int(&in));
            if (map->generate(map))
                FUZZ_CHECK(map->width * map->height <= 256 && map->blocks != NULL);
            break;
        case 8: { /* a second read, from the next bytes, over the map as it is */
            size_t take = fuzz_byte(&in) % 260 + 1;
            long got;
            if (take > in.size - in.pos)
                take = in.size - in.pos;
            got = read_from(map, in.data + in.pos, take);
            in.pos += got > 0 ? (size_t)got : take;
            if (got > 0)
                check_write(map, in.data + in.pos - got, got);
            break;
        }
        default: check_write(map, NULL, 0); break;
        }
    }
    reset_settings(map);
    map->destroy(map);
    return 0;
}
