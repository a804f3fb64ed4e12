/* The manual's setcorridor() example: "a map with only rooms, not corridors". Every floor block
   then lies in a 2x2 square of floor (rooms are at least 2x2), which a 1-wide corridor never
   does; with the default 50 % some maps have corridors. */
#include "check.h"
#include "manual_example.h"

static int only_rooms(LevelMap *map)
{
    int x, y, dx, dy;
    for (y = 0; y < map->height; y++)
        for (x = 0; x < map->width; x++) {
            int in_square = 0;
            if (map->getblock(map, x, y) != 0x10)
                continue;
            for (dy = -1; dy <= 0; dy++)
                for (dx = -1; dx <= 0; dx++)
                    in_square |= map->getblock(map, x + dx, y + dy) == 0x10 &&
                                 map->getblock(map, x + dx + 1, y + dy) == 0x10 &&
                                 map->getblock(map, x + dx, y + dy + 1) == 0x10 &&
                                 map->getblock(map, x + dx + 1, y + dy + 1) == 0x10;
            if (!in_square)
                return 0;
        }
    return 1;
}

int main(void)
{
    int i, with_corridors = 0;
    for (i = 0; i < 200; i++) {
        /* generate a map with only rooms, not corridors */
        LevelMap *map;
        map = new_LevelMap();
        map->setcorridor(0);
        map->generate(map);
        /* ... use the map ... */
        CHECK(only_rooms(map));
        map->destroy(map);
    }
    for (i = 0; i < 200; i++) {
        LevelMap *map = new_LevelMap();
        map->setcorridor(50);
        map->generate(map);
        with_corridors += !only_rooms(map);
        map->destroy(map);
    }
    CHECK(with_corridors > 100);
    return check_done("manual example setcorridor", "400 maps");
}
