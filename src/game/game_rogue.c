/* game_rogue.c — one action on a Rogue level (DOS command(): the command, then look()). */
#include "game/game_internal.h"

/* '>' (spec, Project decisions): only on the stairs, to exactly the next depth's level. */
static int descend(delve_game *g)
{
    delve_game_private *p = &g->priv;
    if (LEVEL_CHAR(g, p->hero.y, p->hero.x) != DELVE_CH_STAIRS) {
        delve__game_msg(g, "there is no way down here");
        return 0;
    }
    if (p->depth >= DELVE_DEPTH_MAX) {
        delve__game_msg(g, "you can go no deeper");
        return 0;
    }
    delve__game_rogue_new_level(g, p->depth + 1);
    return DELVE_GAME_DESCENDED | DELVE_GAME_MOVED;
}

int delve__game_rogue_act(delve_game *g, int action)
{
    int r, dy, dx;
    switch (action) {
    case 's': r = delve__game_search(g) | DELVE_GAME_TURN; break;
    case '.': r = DELVE_GAME_TURN; break;
    case '>': r = descend(g); break;
    default:
        if (action >= 'A' && action <= 'Z')
            return delve__game_rogue_run(g, action - 'A' + 'a'); /* looks after every step */
        delve__game_direction(action, &dy, &dx);
        r = delve__game_rogue_step(g, dy, dx);
        break;
    }
    if (r & DELVE_GAME_TURN)
        g->priv.turns++;
    delve__game_look(g);
    return r;
}
