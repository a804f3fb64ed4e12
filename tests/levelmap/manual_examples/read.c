/* The manual's read() example: loads example.map (written first here, so the example has a file
   to read) into a new map. */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    LevelMap *saved = new_LevelMap();
    FILE *out = fopen("example.map", "wb");
    int ok;
    saved->setnatural(1);
    saved->generate(saved);
    saved->connecttextures(saved);
    CHECK(out != NULL && saved->write(saved, out) == 1);
    if (out)
        fclose(out);
    {
        /* load a level map */
        LevelMap *map;
        FILE *fp;
        map = new_LevelMap();
        fp = fopen("example.map", "rb");
        ok = map->read(map, fp);
        fclose(fp);

        CHECK(ok == 1);
        CHECK(map->width == saved->width && map->height == saved->height);
        CHECK(memcmp(map->blocks, saved->blocks, (size_t)(map->width * map->height)) == 0);
        map->destroy(map);
    }
    saved->destroy(saved);
    return check_done("manual example read", "1 map written and read");
}
