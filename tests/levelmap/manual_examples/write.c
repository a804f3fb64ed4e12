/* The manual's write() example: saves a generated map to example.map, width byte, height byte,
   then the blocks (spec §10.1). */
#include "check.h"
#include "manual_example.h"

int main(void)
{
    unsigned char bytes[300];
    size_t n;
    int ok;
    /* save a level map */
    LevelMap *map;
    FILE *fp;
    /* ... create and generate the level map ... */
    map = new_LevelMap();
    map->generate(map);
    fp = fopen("example.map", "wb");
    ok = map->write(map, fp);
    fclose(fp);

    CHECK(ok == 1);
    fp = fopen("example.map", "rb");
    CHECK(fp != NULL);
    n = fp ? fread(bytes, 1, sizeof bytes, fp) : 0;
    if (fp)
        fclose(fp);
    CHECK(n == 2 + (size_t)(map->width * map->height));
    CHECK(bytes[0] == map->width && bytes[1] == map->height);
    CHECK(memcmp(bytes + 2, map->blocks, n - 2) == 0);
    map->destroy(map);
    return check_done("manual example write", "1 map");
}
