/* game_rogue.c — one action on a Rogue level (DOS command(): the command, then look()). */
#include "game/game_rogue.h"
#include "game/game_light.h"
#include "game/game_move.h"
#include "game/game_rogue_level.h"
#include "game/game_search.h"

static int act(delve_game *g, int action)
{
    delve_point h = g->priv.hero;
    int r, dy, dx;
    switch (action) {
    case 's': r = delve__game_search(g) | DELVE_GAME_TURN; break;
    case '.': r = DELVE_GAME_TURN; break;
    case '>':
        r = delve__game_descend(g, LEVEL_CHAR(g, h.y, h.x) == DELVE_CH_STAIRS,
                                delve__game_rogue_new_level);
        break;
    default:
        if (action >= 'A' && action <= 'Z')
            return delve__game_rogue_run(g, action - 'A' + 'a'); /* looks after every step */
        delve__game_direction(action, &dy, &dx);
        r = delve__game_rogue_step(g, dy, dx);
        break;
    }
    if (r & DELVE_GAME_TURN)
        game_pass_turns(&g->priv, 1);
    delve__game_look(g);
    return r;
}

/* A monster bumped into is remembered for the next action only (game_move.c, swap_places):
   an action that bumps into none, or into another, forgets it (a space and 'i', which never
   come here, forget it in delve_game_act). */
int delve__game_rogue_act(delve_game *g, int action)
{
    int bumped = g->priv.bumped, r = act(g, action);
    if (g->priv.bumped == bumped)
        g->priv.bumped = 0;
    return r;
}
