/* game_levelmap_view.c — what the player sees of a LevelMap level. LevelMap has no lighting of
   its own, so the game uses line of sight: a block is seen when the straight (Bresenham) line
   to it crosses only floor; walls and doors touching a seen floor block are seen too (so room
   corners show). Doors stop sight unless the player stands in one. LevelMap's walls are always
   joined edge to edge, so no line slips between two of them. Seen blocks stay drawn: the level
   never changes. */
#include "game/game_levelmap_view.h"
#include "game/game_levelmap.h"

enum { UNSEEN = 0, SEEN = 1, JUST_SEEN = 2 };

#define FLOOR_TYPE DELVE_LM_TYPE(DELVE_LM_FLOOR)

static int clear(const delve_game *g, int y, int x)
{
    return delve__game_lm_block_type(g, y, x) == FLOOR_TYPE;
}

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
        if ((x != x1 || y != y1) && !clear(g, y, x))
            return 0;
    }
    return 1;
}

/* Marks the blocks newly in sight, then the walls and doors beside newly seen floor. */
static void mark_in_sight(delve_game *g)
{
    delve_game_levelmap_level *lm = &g->priv.level.lm;
    delve_point h = g->priv.hero;
    int y, x, ny, nx;
    for (y = 1; y <= lm->height; y++)
        for (x = 0; x < lm->width; x++)
            if (lm->seen[y - 1][x] == UNSEEN && line_of_sight(g, h.y, h.x, y, x))
                lm->seen[y - 1][x] = JUST_SEEN;
    for (y = 1; y <= lm->height; y++)
        for (x = 0; x < lm->width; x++) {
            if (lm->seen[y - 1][x] != JUST_SEEN || !clear(g, y, x))
                continue;
            for (ny = y - 1; ny <= y + 1; ny++)
                for (nx = x - 1; nx <= x + 1; nx++) {
                    int t = delve__game_lm_block_type(g, ny, nx);
                    if ((t == DELVE_LM_TYPE(DELVE_LM_WALL) || t == DELVE_LM_TYPE(DELVE_LM_DOOR)) &&
                        lm->seen[ny - 1][nx] == UNSEEN)
                        lm->seen[ny - 1][nx] = JUST_SEEN;
                }
        }
}

int delve__game_lm_view(delve_game *g)
{
    delve_game_levelmap_level *lm = &g->priv.level.lm;
    delve_point h = g->priv.hero;
    int y, x, stairs_seen = 0;
    mark_in_sight(g);
    for (y = 1; y <= lm->height; y++)
        for (x = 0; x < lm->width; x++) {
            if (lm->seen[y - 1][x] != JUST_SEEN)
                continue;
            lm->seen[y - 1][x] = SEEN;
            delve__game_put(g, y, x, delve__game_lm_glyph(g, y, x), 0);
            stairs_seen |= y == lm->stairs.y && x == lm->stairs.x;
        }
    delve__game_put(g, h.y, h.x, DELVE_CH_PLAYER, 0);
    return stairs_seen;
}
