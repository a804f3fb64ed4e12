/* test_game_levelmap.c — exploring a LevelMap level: the level is delve_levelmap_generate's for
   seed + depth - 1 at the map area's size, the player and the stairs stand on two floor blocks,
   what is drawn is the level's own glyphs and only what can be in sight (never past a closed
   door), floor and doors are walkable and walls block, no diagonal through doorways, runs stop
   beside doors, and '>' works on the stairs only. */
#include <string.h>

#include "test_game_util.h"

static delve_game g;
static delve_levelmap map;
static unsigned char glyphs[DELVE_LEVELMAP_MAX_BLOCKS];

static int block_type(int y, int x) /* screen row y */
{
    if (y < 1 || y > map.height || x < 0 || x >= map.width)
        return -1;
    return DELVE_LM_TYPE(map.blocks[(y - 1) * map.width + x]);
}

/* Nonzero: start() makes open caves (no corridors, every neighbour merged, large cells, no
   doors), whose floor is one. */
static int open_caves;

/* map, glyphs: the level of (seed, depth) as the game makes it. */
static void make_map(uint32_t seed, int depth, int cols, int width, int height, int no_doors,
                     int natural)
{
    delve_levelmap_options lo;
    memset(&lo, 0, sizeof lo);
    if (open_caves) {
        lo.corridor = DELVE_NONE;
        lo.combined = 100;
        lo.cellsize = 3;
        no_doors = 1;
    }
    lo.width = width ? width : cols ? cols : 80;
    lo.height = height ? height : cols == 40 ? 21 : 22; /* the status takes row 22 in 40 columns */
    lo.no_doors = no_doors;
    lo.natural = natural;
    CHECK(delve_levelmap_generate(seed + (uint32_t)(depth - 1), &lo, &map) == DELVE_OK);
    delve_levelmap_draw(&map, glyphs);
}

static void start(uint32_t seed, int depth, int cols, int width, int height, int no_doors,
                  int natural)
{
    delve_game_options opt;
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.generator = DELVE_GEN_LEVELMAP;
    opt.depth = depth;
    opt.cols = cols;
    opt.levelmap.width = width;
    opt.levelmap.height = height;
    opt.levelmap.no_doors = no_doors || open_caves;
    opt.levelmap.natural = natural;
    if (open_caves) {
        opt.levelmap.corridor = DELVE_NONE;
        opt.levelmap.combined = 100;
        opt.levelmap.cellsize = 3;
    }
    CHECK(delve_game_start(&g, seed, &opt) == DELVE_OK);
    make_map(seed, depth, cols, width, height, no_doors, natural);
}

/* Floor blocks joined to the player's through floor alone (doors stop sight). */
static void floor_region(delve_point from, unsigned char *in)
{
    static delve_point queue[DELVE_GAME_MAP_ROWS * DELVE_GAME_COLS];
    int head = 0, tail = 0, k;
    static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
    memset(in, 0, DELVE_GAME_MAP_ROWS * DELVE_GAME_COLS);
    in[(from.y - 1) * DELVE_GAME_COLS + from.x] = 1;
    queue[tail++] = from;
    while (head < tail) {
        delve_point c = queue[head++];
        for (k = 0; k < 4; k++) {
            delve_point n;
            n.y = c.y + dy[k];
            n.x = c.x + dx[k];
            if (block_type(n.y, n.x) != DELVE_LM_TYPE(DELVE_LM_FLOOR) ||
                in[(n.y - 1) * DELVE_GAME_COLS + n.x])
                continue;
            in[(n.y - 1) * DELVE_GAME_COLS + n.x] = 1;
            queue[tail++] = n;
        }
    }
}

/* At the start: the blocks are the generator's, the player and the stairs on distinct floor,
   every drawn block shows its own glyph, drawn floor lies in the player's region, the 8
   neighbours are drawn, nothing is drawn outside the map. */
static void test_start(void)
{
    uint32_t seed;
    for (seed = 0; seed < 300; seed++) {
        int cols = seed % 2 ? 40 : 80, width = seed % 3 ? 0 : 12 + (int)seed % 20;
        int height = seed % 5 ? 0 : 9 + (int)seed % 13, depth = 1 + (int)seed % 4, y, x, ok = 1;
        static unsigned char region[DELVE_GAME_MAP_ROWS * DELVE_GAME_COLS];
        delve_point hero = {0, 0}, stairs = {-1, -1};
        delve_game_state s;
        start(seed * 31u, depth, cols, width, height, (int)seed % 7 == 0, (int)seed % 2);
        delve_game_get_state(&g, &s);
        CHECK(s.generator == DELVE_GEN_LEVELMAP && s.depth == depth && s.seed == seed * 31u);
        CHECK(map.width == (width ? width : cols) && map.height == (height       ? height
                                                                    : cols == 40 ? 21
                                                                                 : 22));
        hero.x = s.x;
        hero.y = s.y;
        CHECK(block_type(hero.y, hero.x) == DELVE_LM_TYPE(DELVE_LM_FLOOR));
        for (y = 1; y <= map.height; y++)
            for (x = 0; x < map.width; x++)
                ok &= g.priv.level.lm.blocks[y - 1][x] == map.blocks[(y - 1) * map.width + x];
        CHECK(ok);
        floor_region(hero, region);
        for (y = 1; y <= (cols == 40 ? 21 : 22); y++)
            for (x = 0; x < cols; x++) {
                unsigned char ch = tg_char(&g, y, x);
                int near = y >= hero.y - 1 && y <= hero.y + 1 && x >= hero.x - 1 && x <= hero.x + 1;
                if (y > map.height || x >= map.width) {
                    ok &= ch == ' ';
                    continue;
                }
                if (ch == DELVE_CH_STAIRS) {
                    stairs.x = x;
                    stairs.y = y;
                    ok &= block_type(y, x) == DELVE_LM_TYPE(DELVE_LM_FLOOR);
                } else if (y == hero.y && x == hero.x) {
                    ok &= ch == DELVE_CH_PLAYER;
                } else if (ch != ' ') {
                    ok &= ch == glyphs[(y - 1) * map.width + x];
                } else if (near) {
                    ok &= block_type(y, x) == DELVE_LM_TYPE(DELVE_LM_VOID);
                }
                if (ch == DELVE_CH_FLOOR || ch == DELVE_CH_STAIRS)
                    ok &= region[(y - 1) * DELVE_GAME_COLS + x];
            }
        CHECK(ok);
        CHECK(stairs.x < 0 || !(stairs.x == hero.x && stairs.y == hero.y));
    }
}

static delve_point stairs_of(void)
{
    return g.priv.level.lm.stairs;
}

/* '>' off the stairs only says so; on them it gives the map of seed + depth. */
static void test_descend(void)
{
    uint32_t seed;
    int n = 0;
    for (seed = 1; seed <= 40; seed++) {
        int depth = 1 + (int)seed % 3, cols = seed % 2 ? 40 : 80, r, y, x, ok = 1;
        delve_levelmap_options lo;
        delve_game_state s;
        start(seed, depth, cols, 0, 0, 0, 0);
        r = delve_game_act(&g, '>');
        CHECK(r == DELVE_GAME_MESSAGE);
        CHECK(strcmp(delve_game_message(&g), "I see no way down") == 0);
        if (!tg_walk_levelmap(&g, stairs_of()))
            continue;
        r = delve_game_act(&g, '>');
        CHECK(r & DELVE_GAME_DESCENDED);
        memset(&lo, 0, sizeof lo);
        lo.width = cols;
        lo.height = cols == 40 ? 21 : 22;
        CHECK(delve_levelmap_generate(seed + (uint32_t)depth, &lo, &map) == DELVE_OK);
        for (y = 1; y <= map.height; y++)
            for (x = 0; x < map.width; x++)
                ok &= g.priv.level.lm.blocks[y - 1][x] == map.blocks[(y - 1) * map.width + x];
        CHECK(ok);
        delve_game_get_state(&g, &s);
        CHECK(s.depth == depth + 1);
        CHECK(block_type(s.y, s.x) == DELVE_LM_TYPE(DELVE_LM_FLOOR));
        CHECK(tg_char(&g, s.y, s.x) == DELVE_CH_PLAYER);
        n++;
    }
    CHECK(n >= 35);
}

/* A door with floor on both sides: standing in it, diagonals are refused; walls block; a run
   along the floor towards the door stops beside it, and the next run steps into it. */
static void test_doors_and_walls(void)
{
    static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
    static const char key[4] = {'h', 'j', 'k', 'l'};
    uint32_t seed;
    int doors = 0, runs = 0, walls = 0;
    for (seed = 1; seed <= 30; seed++) {
        int y, x, k, tried = 0;
        start(seed, 1, 80, 0, 0, 0, 0);
        for (y = 1; y <= map.height && tried < 3; y++)
            for (x = 0; x < map.width && tried < 3; x++) {
                delve_point d, beside, far, h;
                int r, t;
                if (block_type(y, x) != DELVE_LM_TYPE(DELVE_LM_DOOR))
                    continue;
                for (k = 0; k < 4; k++)
                    if (block_type(y + dy[k], x + dx[k]) == DELVE_LM_TYPE(DELVE_LM_FLOOR) &&
                        block_type(y + 2 * dy[k], x + 2 * dx[k]) == DELVE_LM_TYPE(DELVE_LM_FLOOR))
                        break;
                if (k == 4)
                    continue;
                d.x = x;
                d.y = y;
                beside.x = x + dx[k];
                beside.y = y + dy[k];
                far.x = x + 2 * dx[k];
                far.y = y + 2 * dy[k];
                tried++;
                start(seed, 1, 80, 0, 0, 0, 0);
                if (!tg_walk_levelmap(&g, d))
                    continue;
                for (t = 0; t < 4; t++) {
                    r = delve_game_act(&g, "yubn"[t]);
                    CHECK((r & DELVE_GAME_BLOCKED) && !(r & DELVE_GAME_MOVED));
                }
                h = tg_hero(&g);
                CHECK(h.x == d.x && h.y == d.y);
                doors++;
                if ((beside.x == stairs_of().x && beside.y == stairs_of().y) ||
                    !tg_walk_levelmap(&g, far))
                    continue;
                delve_game_act(&g, key[3 - k] - 'a' + 'A');
                h = tg_hero(&g);
                CHECK(h.x == beside.x && h.y == beside.y);
                delve_game_act(&g, key[3 - k] - 'a' + 'A');
                h = tg_hero(&g);
                CHECK(h.x == d.x && h.y == d.y);
                runs++;
            }
        /* walls: from the start, step into each wall around, no time passes */
        start(seed, 1, 80, 0, 0, 0, 0);
        for (k = 0; k < 4; k++) {
            delve_point h = tg_hero(&g);
            if (block_type(h.y + dy[k], h.x + dx[k]) == DELVE_LM_TYPE(DELVE_LM_WALL)) {
                CHECK(delve_game_act(&g, key[k]) == DELVE_GAME_BLOCKED);
                walls++;
            }
        }
        {
            delve_game_state s;
            delve_game_get_state(&g, &s);
            CHECK(s.turns == 0);
        }
    }
    CHECK(doors >= 40 && runs >= 30 && walls >= 10);
}

/* Sight, computed here the plain way: a Bresenham line from the player to every block of the
   map, whose cells between its ends must all be floor, and the walls and doors beside floor so
   seen. The game's view (game_levelmap_view.c) draws lines only to blocks its floor can reach
   and looks from each place once; it must draw exactly what this draws. */
static int sight_line(delve_point from, int y1, int x1)
{
    int x = from.x, y = from.y, dx = x1 > x ? x1 - x : x - x1, dy = y1 > y ? y - y1 : y1 - y;
    int sx = x < x1 ? 1 : -1, sy = y < y1 ? 1 : -1, err = dx + dy;
    while (x != x1 || y != y1) {
        int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y += sy;
        }
        if ((x != x1 || y != y1) && block_type(y, x) != DELVE_LM_TYPE(DELVE_LM_FLOOR))
            return 0;
    }
    return 1;
}

static void look_plainly(delve_point from, unsigned char seen[][DELVE_GAME_COLS])
{
    unsigned char now[DELVE_GAME_MAP_ROWS][DELVE_GAME_COLS] = {{0}};
    int y, x, ny, nx;
    for (y = 1; y <= map.height; y++)
        for (x = 0; x < map.width; x++)
            now[y - 1][x] = (unsigned char)sight_line(from, y, x);
    for (y = 1; y <= map.height; y++)
        for (x = 0; x < map.width; x++) {
            if (!now[y - 1][x] || block_type(y, x) != DELVE_LM_TYPE(DELVE_LM_FLOOR))
                continue;
            seen[y - 1][x] = 1;
            for (ny = y - 1; ny <= y + 1; ny++)
                for (nx = x - 1; nx <= x + 1; nx++)
                    if (block_type(ny, nx) == DELVE_LM_TYPE(DELVE_LM_WALL) ||
                        block_type(ny, nx) == DELVE_LM_TYPE(DELVE_LM_DOOR))
                        seen[ny - 1][nx] = 1;
        }
    for (y = 1; y <= map.height; y++)
        for (x = 0; x < map.width; x++)
            seen[y - 1][x] |= now[y - 1][x];
}

/* Random steps (each key one place, so the plain way can look from each) on levels of every
   kind (open caves among them), and a walk to the stairs down halfway: after every key the map rows show the level's
   glyphs where the plain way saw, and nothing elsewhere. */
static void test_sight(void)
{
    uint32_t seed, r = 7;
    int screens = 0, cells = 0, depths = 0;
    for (seed = 1; seed <= 60; seed++) {
        static unsigned char seen[DELVE_GAME_MAP_ROWS][DELVE_GAME_COLS];
        int cols = seed % 3 ? 80 : 40, depth = 1, k, y, x, ok = 1;
        delve_point stairs;
        open_caves = seed % 5 == 0; /* where lines are drawn without the flood fill */
        start(seed, 1, cols, 0, 0, seed % 4 == 0, seed % 2);
        memset(seen, 0, sizeof seen);
        look_plainly(tg_hero(&g), seen);
        for (k = 0; k < 400; k++) {
            delve_game_state s;
            if (k > 0) {
                r = r * 1103515245u + 12345u;
                if (k == 200 && tg_walk_levelmap(&g, stairs_of())) /* the walk looked unseen */
                    delve_game_act(&g, '>');
                else
                    delve_game_act(&g, "hjklyubn>"[(r >> 16) % 9]);
                delve_game_get_state(&g, &s);
                if (s.depth != depth) {
                    depth = s.depth;
                    depths++;
                    make_map(seed, depth, cols, 0, 0, seed % 4 == 0, seed % 2);
                    memset(seen, 0, sizeof seen);
                }
                look_plainly(tg_hero(&g), seen);
            }
            stairs = stairs_of();
            for (y = 1; y <= map.height; y++)
                for (x = 0; x < map.width; x++) {
                    delve_point h = tg_hero(&g);
                    unsigned char want = !seen[y - 1][x]        ? ' '
                                         : y == h.y && x == h.x ? DELVE_CH_PLAYER
                                         : y == stairs.y && x == stairs.x
                                             ? DELVE_CH_STAIRS
                                             : glyphs[(y - 1) * map.width + x];
                    ok &= tg_char(&g, y, x) == want;
                    cells += seen[y - 1][x];
                }
            screens++;
        }
        CHECK(ok);
    }
    open_caves = 0;
    CHECK(screens == 60 * 400 && cells > 1000000 && depths >= 50);
}

/* A LevelMap level hides nothing: searching and resting pass a turn and change nothing else. */
static void test_search_rest(void)
{
    static unsigned char chars[DELVE_GAME_ROWS * DELVE_GAME_COLS];
    delve_game_state s;
    start(5, 1, 80, 0, 0, 0, 0);
    memcpy(chars, delve_game_chars(&g), sizeof chars);
    CHECK(delve_game_act(&g, 's') == DELVE_GAME_TURN);
    CHECK(delve_game_act(&g, '.') == DELVE_GAME_TURN);
    delve_game_get_state(&g, &s);
    CHECK(s.turns == 2);
    CHECK(memcmp(chars + 80, delve_game_chars(&g) + 80, 80 * 22) == 0);
}

static int floor_at(int y, int x)
{
    return block_type(y, x) == DELVE_LM_TYPE(DELVE_LM_FLOOR);
}

/* 1 wide: no 2x2 square of floor holds the cell. */
static int narrow(int y, int x)
{
    int sy, sx;
    for (sy = y - 1; sy <= y; sy++)
        for (sx = x - 1; sx <= x; sx++)
            if (floor_at(sy, sx) && floor_at(sy, sx + 1) && floor_at(sy + 1, sx) &&
                floor_at(sy + 1, sx + 1))
                return 0;
    return floor_at(y, x);
}

/* Orthogonal neighbours of (y, x) that are floor, and that are doors. */
static void around(int y, int x, int *floors, int *doors)
{
    static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
    int k;
    *floors = *doors = 0;
    for (k = 0; k < 4; k++) {
        *floors += floor_at(y + dy[k], x + dx[k]);
        *doors += block_type(y + dy[k], x + dx[k]) == DELVE_LM_TYPE(DELVE_LM_DOOR);
    }
}

/* A run along a 1-wide corridor goes round a corner: from the far end of a straight arm that
   ends in a corner, the run ends off the arm (or on it only at the stairs, or because they came
   into view). */
static void test_run_corners(void)
{
    static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
    static const char key[4] = {'H', 'J', 'K', 'L'};
    uint32_t seed;
    int n = 0;
    for (seed = 1; seed <= 60 && n < 30; seed++) {
        int y, x;
        start(seed, 1, 80, 0, 0, 0, 0);
        for (y = 1; y <= map.height && n < 30; y++)
            for (x = 0; x < map.width && n < 30; x++) {
                int floors, doors, k, len = 0;
                delve_point far, h;
                around(y, x, &floors, &doors);
                if (!narrow(y, x) || floors != 2 || doors ||
                    (floor_at(y, x - 1) && floor_at(y, x + 1)) ||
                    (floor_at(y - 1, x) && floor_at(y + 1, x)))
                    continue; /* a corner of a corridor */
                for (k = 0; k < 4 && !floor_at(y + dy[k], x + dx[k]); k++)
                    ;
                for (;;) { /* the straight arm along direction k */
                    int ay = y + (len + 1) * dy[k], ax = x + (len + 1) * dx[k];
                    around(ay, ax, &floors, &doors);
                    if (!narrow(ay, ax) || doors || floors != 2 ||
                        !floor_at(ay + dy[k], ax + dx[k]) || len == 6)
                        break;
                    len++;
                }
                if (len < 3)
                    continue;
                far.y = y + len * dy[k];
                far.x = x + len * dx[k];
                start(seed, 1, 80, 0, 0, 0, 0);
                if (!tg_walk_levelmap(&g, far))
                    continue;
                delve_game_act(&g, key[3 - k]);
                h = tg_hero(&g);
                CHECK((dy[k] ? h.x != x : h.y != y) ||
                      tg_char(&g, stairs_of().y, stairs_of().x) == DELVE_CH_STAIRS ||
                      (h.x == stairs_of().x && h.y == stairs_of().y));
                n++;
            }
    }
    CHECK(n >= 20);
}

/* Without doors, a run along a corridor stops on the first cell of the open floor it leads
   into. */
static void test_run_into_openings(void)
{
    static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
    static const char key[4] = {'H', 'J', 'K', 'L'};
    uint32_t seed;
    int n = 0;
    for (seed = 1; seed <= 60 && n < 20; seed++) {
        int y, x, k;
        start(seed, 1, 80, 0, 0, 1, 0);
        for (y = 1; y <= map.height && n < 20; y++)
            for (x = 0; x < map.width && n < 20; x++)
                for (k = 0; k < 4; k++) {
                    int floors, doors, len;
                    delve_point far, h;
                    /* (y, x): open floor; the corridor arrives from direction k */
                    if (!floor_at(y, x) || narrow(y, x))
                        continue;
                    for (len = 1; len <= 4; len++) {
                        int ay = y + len * dy[k], ax = x + len * dx[k];
                        around(ay, ax, &floors, &doors);
                        if (!narrow(ay, ax) || floors != 2 || !floor_at(ay + dy[k], ax + dx[k]))
                            break;
                    }
                    if (len <= 3)
                        continue;
                    far.y = y + 3 * dy[k];
                    far.x = x + 3 * dx[k];
                    start(seed, 1, 80, 0, 0, 1, 0);
                    if (!tg_walk_levelmap(&g, far))
                        continue;
                    delve_game_act(&g, key[3 - k]);
                    h = tg_hero(&g);
                    CHECK((h.x == x && h.y == y) ||
                          tg_char(&g, stairs_of().y, stairs_of().x) == DELVE_CH_STAIRS ||
                          (h.x == stairs_of().x && h.y == stairs_of().y));
                    n++;
                    break;
                }
    }
    CHECK(n >= 10);
}

int main(void)
{
    test_start();
    test_descend();
    test_doors_and_walls();
    test_run_corners();
    test_run_into_openings();
    test_search_rest();
    test_sight();
    return check_done("test_game_levelmap", "exploring LevelMap levels");
}
