/* game_rogue_level.c — arriving on a Rogue level: new_level's last steps (spec §7 step 12): the
   room the player starts in is drawn and look() is primed. */
#include "game/game_rogue_level.h"
#include "game/game_light.h"

void delve__game_rogue_source(const delve_game *g, int depth, uint32_t *seed,
                              delve_rogue_options *rogue, delve_levelmap_options *levelmap)
{
    const delve_game_private *p = &g->priv;
    (void)levelmap;
    rogue->depth = depth;
    rogue->mode = p->opt.mode;
    rogue->cols = p->opt.cols;
    rogue->dos = depth == 1 ? p->opt.dos : 0; /* a replay's level 1; then seed dos's dungeon */
    *seed = p->seed;
}

/* The level for (seed, depth), exactly as delve_rogue_generate makes it: a seed names a whole
   dungeon (spec, Project decisions). The generator has already placed the player and run
   enter_room's door_open; here the room is drawn and look() is primed. */
void delve__game_rogue_new_level(delve_game *g, int depth)
{
    delve_game_private *p = &g->priv;
    delve_rogue_options opt;
    uint32_t seed;
    int y, x;
    delve__game_rogue_source(g, depth, &seed, &opt, NULL);
    delve_rogue_generate(seed, &opt, game_lv(g)); /* the options were checked at the start */
    p->depth = depth;
    p->rng = game_lv(g)->rng;
    p->hero = game_lv(g)->player;
    p->no_move = 0;
    p->bumped = 0; /* the monsters it counted are the last level's */
    p->running = 0;
    for (y = 1; y <= DELVE_GAME_MAP_ROWS; y++)
        for (x = 0; x < g->cols; x++)
            delve__game_put(g, y, x, ' ', 0);
    delve__game_enter_room(g, p->hero);
    p->oldpos = p->hero;
    p->oldrp = p->proom;
}
