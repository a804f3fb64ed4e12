/* game_levelmap_view.c — what the player sees of a LevelMap level. LevelMap has no lighting of
   its own, so the game uses line of sight: a block is seen when the straight (Bresenham) line
   to it crosses only floor; walls and doors touching a seen floor block are seen too (so room
   corners show). Doors stop sight unless the player stands in one. LevelMap's walls are always
   joined edge to edge, so no line slips between two of them. Seen blocks stay drawn: the level
   never changes, so a place looked from once shows nothing new again. */
#include <string.h>

#include "game/game_levelmap_view.h"
#include "game/game_levelmap.h"

/* A block's seen[] byte: whether it is seen (SIGHT's bits), whether the player has looked from
   it (LOOKED_FROM), and whether a line of sight can end there (BESIDE_FLOOR: it touches floor,
   set as the level is made). */
enum {
    UNSEEN = 0,
    SEEN = 1,
    JUST_SEEN = 2,
    SIGHT = 3,
    LOOKED_FROM = 4,
    BESIDE_FLOOR = DELVE__LM_BESIDE_FLOOR
};
enum { ROWS = DELVE_GAME_MAP_ROWS, COLS = DELVE_GAME_COLS, JOINED = 1, NEAR = 2 };

/* Bresenham from (y0, x0) to (y1, x1): every cell between must be floor. */
static int line_of_sight(const delve_game *g, int y0, int x0, int y1, int x1)
{
    int dx = x1 > x0 ? x1 - x0 : x0 - x1, dy = y1 > y0 ? y0 - y1 : y1 - y0;
    int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1, err = dx + dy, x = x0, y = y0;
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
        if ((x != x1 || y != y1) && !delve__game_lm_floor(g, y, x))
            return 0;
    }
    return 1;
}

/* The blocks a line of sight can end at. A line's cells between its ends are floor, each
   touching the one before, the first touching the player: floor joined to the player through
   floor. Its end touches the last of them, or the player. So only blocks NEAR the player or
   a JOINED floor block need their line drawn. near[y][x + 1] is screen row y, column x (a
   border of one all round). Returns 0, the flood left unfinished, past `budget` blocks. */
static int mark_near(const delve_game *g, unsigned char near[ROWS + 2][COLS + 2], int budget)
{
    short todo[ROWS * COLS];
    int n = 0, y, x, ny, nx;
    delve_point h = g->priv.hero;
    near[h.y][h.x + 1] |= JOINED;
    todo[n++] = (short)(h.y * COLS + h.x);
    while (n > 0) {
        if (--budget < 0)
            return 0;
        y = todo[--n] / COLS;
        x = todo[n] % COLS;
        for (ny = y - 1; ny <= y + 1; ny++)
            for (nx = x - 1; nx <= x + 1; nx++) {
                unsigned char *b = &near[ny][nx + 1];
                *b |= NEAR;
                if (!(*b & JOINED) && delve__game_lm_floor(g, ny, nx)) {
                    *b |= JOINED;
                    todo[n++] = (short)(ny * COLS + nx);
                }
            }
    }
    return 1;
}

/* The flood fill gives up past a quarter as many floor blocks as there are lines to draw: in
   a corridor or a room its doors close it is a few dozen blocks and spares hundreds of lines;
   in an open cave it would flood the whole level to spare a few (callgrind, random walks and a
   walk to every place of open caves: within 4 % of the better of always and never). */
enum { FLOOD_SHARE = 4 };

/* Marks the blocks newly in sight, then the walls and doors beside newly seen floor; returns
   whether any is. A line of sight can end only beside floor (or the player): those blocks not
   yet seen are drawn a line to, only those a flood fill of the floor joined to the player
   reaches (mark_near) unless that floor is too large to be worth it (FLOOD_SHARE). */
static int mark_in_sight(delve_game *g)
{
    delve_game_levelmap_level *lm = &g->priv.level.lm;
    delve_point h = g->priv.hero;
    unsigned char near[ROWS + 2][COLS + 2];
    short ends[ROWS * COLS];
    int y, x, ny, nx, i, n = 0, seen = 0, flooded;
    for (y = 1; y <= lm->height; y++)
        for (x = 0; x < lm->width; x++)
            if ((lm->seen[y - 1][x] & (SIGHT | BESIDE_FLOOR)) == BESIDE_FLOOR)
                ends[n++] = (short)(y * COLS + x);
    for (y = h.y - 1; y <= h.y + 1; y++) /* the player's neighbours, floor or not */
        for (x = h.x - 1; x <= h.x + 1; x++)
            if (delve__game_lm_block_type(g, y, x) >= 0 &&
                (lm->seen[y - 1][x] & (SIGHT | BESIDE_FLOOR)) == UNSEEN)
                ends[n++] = (short)(y * COLS + x);
    if (n == 0)
        return 0;
    memset(near, 0, sizeof near);
    flooded = mark_near(g, near, n / FLOOD_SHARE);
    for (i = 0; i < n; i++) {
        y = ends[i] / COLS;
        x = ends[i] % COLS;
        if ((!flooded || (near[y][x + 1] & NEAR)) && line_of_sight(g, h.y, h.x, y, x)) {
            lm->seen[y - 1][x] |= JUST_SEEN;
            seen = 1;
        }
    }
    if (!seen)
        return 0;
    for (y = 1; y <= lm->height; y++)
        for (x = 0; x < lm->width; x++) {
            if ((lm->seen[y - 1][x] & SIGHT) != JUST_SEEN || !delve__game_lm_floor(g, y, x))
                continue;
            for (ny = y - 1; ny <= y + 1; ny++)
                for (nx = x - 1; nx <= x + 1; nx++) {
                    int t = delve__game_lm_block_type(g, ny, nx);
                    if ((t == DELVE_LM_TYPE(DELVE_LM_WALL) || t == DELVE_LM_TYPE(DELVE_LM_DOOR)) &&
                        (lm->seen[ny - 1][nx] & SIGHT) == UNSEEN)
                        lm->seen[ny - 1][nx] |= JUST_SEEN;
                }
        }
    return 1;
}

/* Draws the blocks just seen, which are seen from now on; returns whether the stairs are one. */
static int draw_just_seen(delve_game *g)
{
    delve_game_levelmap_level *lm = &g->priv.level.lm;
    int y, x, stairs_seen = 0;
    for (y = 1; y <= lm->height; y++)
        for (x = 0; x < lm->width; x++) {
            unsigned char *s = &lm->seen[y - 1][x];
            if ((*s & SIGHT) != JUST_SEEN)
                continue;
            *s = (unsigned char)((*s & ~SIGHT) | SEEN);
            delve__game_put(g, y, x, delve__game_lm_glyph(g, y, x), 0);
            stairs_seen |= y == lm->stairs.y && x == lm->stairs.x;
        }
    return stairs_seen;
}

int delve__game_lm_view(delve_game *g)
{
    delve_point h = g->priv.hero;
    unsigned char *here = &g->priv.level.lm.seen[h.y - 1][h.x];
    int stairs_seen = 0;
    if (!(*here & LOOKED_FROM)) {
        *here |= LOOKED_FROM;
        if (mark_in_sight(g))
            stairs_seen = draw_just_seen(g);
    }
    delve__game_put(g, h.y, h.x, DELVE_CH_PLAYER, 0);
    return stairs_seen;
}
