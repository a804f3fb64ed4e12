/* levelmap_draw.c — a LevelMap level as CP437 glyphs: double-line box drawing for walls, picked
   from connected-texture bits computed here (the blocks are not changed). */
#include "delve_levelmap.h"
#include "levelmap/levelmap_block.h"

/* Box drawing by the bits east 1, south 2, west 4, north 8; no bits is a lone pillar. */
static const unsigned char wall_glyph[16] = {
    DELVE_LM_CH_PILLAR, 0xCD, 0xBA, 0xC9, /*  -, E ═, S ║, SE ╔ */
    0xCD, 0xCD, 0xBB, 0xCB,               /* W ═, WE ═, WS ╗, WSE ╦ */
    0xBA, 0xC8, 0xBA, 0xCC,               /* N ║, NE ╚, NS ║, NSE ╠ */
    0xBC, 0xCA, 0xB9, 0xCE                /* NW ╝, NWE ╩, NWS ╣, all ╬ */
};

static int outline_wall(const unsigned char *blocks, int width, int height, int x, int y)
{
    return delve_lm_kind(blocks[y * width + x]) == DELVE_LM_WALL &&
           delve_lm_touches_walkable(blocks, width, height, x, y);
}

/* The default masks join walls to walls and (the quirk) to doors, never to the map edge; walls
   buried in rock are left out so outlines stay clean whether or not voids were opened. */
static unsigned char wall_at(const unsigned char *blocks, int width, int height, int x, int y)
{
    int d, bits = 0;
    if (!outline_wall(blocks, width, height, x, y))
        return DELVE_LM_CH_ROCK;
    for (d = 0; d < 4; d++) {
        int nx = x + delve_lm_step_x(d), ny = y + delve_lm_step_y(d);
        if (nx < 0 || ny < 0 || nx >= width || ny >= height)
            continue;
        if (delve_lm_kind(blocks[ny * width + nx]) == DELVE_LM_DOOR ||
            outline_wall(blocks, width, height, nx, ny))
            bits |= 1 << d;
    }
    return wall_glyph[bits];
}

void delve_levelmap_draw(const delve_levelmap *map, unsigned char *out)
{
    int x, y, w = map->width, h = map->height;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            unsigned char block = map->blocks[y * w + x], *glyph = &out[y * w + x];
            int t = DELVE_LM_TYPE(block);
            switch (delve_lm_kind(block)) {
            case DELVE_LM_VOID: *glyph = DELVE_LM_CH_VOID; break;
            case DELVE_LM_FLOOR: *glyph = DELVE_LM_CH_FLOOR; break;
            case DELVE_LM_WALL: *glyph = wall_at(map->blocks, w, h, x, y); break;
            case DELVE_LM_DOOR: *glyph = DELVE_LM_CH_DOOR; break;
            default: *glyph = (unsigned char)(t < 10 ? '0' + t : 'A' + t - 10); break;
            }
        }
}
