/* levelmap_post.c — the steps a host runs after generation: openvoids (spec §7), entrances (§8)
   and connected textures (§9). They work on any row-major block array. */
#include "delve_levelmap.h"
#include "levelmap/levelmap_block.h"

/* §7: 8 neighbours, so the wall skin around walkable space keeps its corners. The test reads
   only walkable blocks, which never change here, so it can be worked out before any change: a
   row pass (walkable within one block east or west) then a column pass over that. */
void delve_levelmap_openvoids(unsigned char *blocks, int width, int height)
{
    unsigned char near_row[DELVE_LEVELMAP_MAX_BLOCKS];
    int x, y, k;
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++) {
            k = y * width + x;
            near_row[k] = (unsigned char)(delve_lm_walkable(blocks[k]) |
                                          (x > 0 && delve_lm_walkable(blocks[k - 1])) |
                                          (x < width - 1 && delve_lm_walkable(blocks[k + 1])));
        }
    for (k = 0; k < width * height; k++)
        if (delve_lm_kind(blocks[k]) == DELVE_LM_WALL && !near_row[k] &&
            !(k >= width && near_row[k - width]) &&
            !(k < (height - 1) * width && near_row[k + width]))
            blocks[k] = DELVE_LM_VOID;
}

/* The k-th block along edge `direction`, k = 1 .. length - 2 (Project decisions 3: the two
   corners never qualify); *inward is the index of its neighbour inside. */
static int edge_block(int width, int height, int direction, int k, int *inward)
{
    int x = direction == DELVE_LM_EAST ? width - 1 : direction == DELVE_LM_WEST ? 0 : k;
    int y = direction == DELVE_LM_SOUTH ? height - 1 : direction == DELVE_LM_NORTH ? 0 : k;
    *inward = (y - delve_lm_step_y(direction)) * width + (x - delve_lm_step_x(direction));
    return y * width + x;
}

static int edge_length(int width, int height, int direction)
{
    return direction == DELVE_LM_EAST || direction == DELVE_LM_WEST ? height : width;
}

static int entrance_at(const unsigned char *blocks, int width, int height, int direction, int k)
{
    int inward, at = edge_block(width, height, direction, k, &inward);
    return delve_lm_kind(blocks[at]) == DELVE_LM_WALL &&
           delve_lm_kind(blocks[inward]) == DELVE_LM_FLOOR;
}

int delve_levelmap_entrance_count(const unsigned char *blocks, int width, int height, int direction)
{
    int k, count = 0;
    if (direction < 0 || direction > 3)
        return 0;
    for (k = 1; k < edge_length(width, height, direction) - 1; k++)
        count += entrance_at(blocks, width, height, direction, k);
    return count;
}

int delve_levelmap_entrance_open(unsigned char *blocks, int width, int height, int direction,
                                 int pick, int doors)
{
    int k, inward;
    if (direction < 0 || direction > 3 || pick < 0)
        return 0;
    for (k = 1; k < edge_length(width, height, direction) - 1; k++)
        if (entrance_at(blocks, width, height, direction, k) && pick-- == 0) {
            blocks[edge_block(width, height, direction, k, &inward)] =
                doors ? DELVE_LM_DOOR : DELVE_LM_FLOOR;
            return 1;
        }
    return 0;
}

/* §9: bit u of joins[t] says a block of type t joins a neighbour of type u. */
static void join_table(unsigned connected, unsigned joins[16])
{
    unsigned wall = DELVE_LM_TYPE(DELVE_LM_WALL), door = DELVE_LM_TYPE(DELVE_LM_DOOR);
    unsigned t;
    for (t = 0; t < 16; t++)
        joins[t] = (connected >> t & 1u) << t;
    /* The manual's quirk: walls and doors join each other when both of their bits are set. */
    if ((connected >> wall & 1u) && (connected >> door & 1u)) {
        joins[wall] |= 1u << door;
        joins[door] |= 1u << wall;
    }
}

void delve_levelmap_connecttextures(unsigned char *blocks, int width, int height,
                                    unsigned connected, unsigned edges)
{
    unsigned joins[16];
    int x, y;
    join_table(connected, joins);
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++) {
            unsigned char *b = &blocks[y * width + x];
            unsigned t = DELVE_LM_TYPE(*b), j = joins[t], edge = edges >> t & 1u;
            unsigned east = x < width - 1 ? j >> DELVE_LM_TYPE(b[1]) & 1u : edge;
            unsigned south = y < height - 1 ? j >> DELVE_LM_TYPE(b[width]) & 1u : edge;
            unsigned west = x > 0 ? j >> DELVE_LM_TYPE(b[-1]) & 1u : edge;
            unsigned north = y > 0 ? j >> DELVE_LM_TYPE(b[-width]) & 1u : edge;
            *b = (unsigned char)(t << 4 | north << 3 | west << 2 | south << 1 | east);
        }
}
