/* game_rogue.c — playing a Rogue level: starting one (new_level's last steps, spec §7 step 12),
   and one action (DOS command(): the command, then look()). */
#include "game/game_internal.h"

int delve__game_monster_at(const delve_game *g, int y, int x)
{
    const delve_rogue_level *lv = &g->priv.level.rogue;
    int i;
    for (i = 0; i < lv->n_monsters; i++)
        if (lv->monsters[i].x == x && lv->monsters[i].y == y)
            return i;
    return -1;
}

/* The level for (seed, depth), exactly as delve_rogue_generate makes it: a seed names a whole
   dungeon (spec, Project decisions). The generator has already placed the player and run
   enter_room's door_open; here the room is drawn and look() is primed. */
void delve__game_rogue_new_level(delve_game *g, int depth)
{
    delve_game_private *p = &g->priv;
    delve_rogue_options opt;
    int y, x;
    opt.depth = depth;
    opt.mode = p->opt.mode;
    opt.cols = p->opt.cols;
    opt.dos = depth == 1 ? p->opt.dos : 0; /* a replay's level 1; then seed dos's dungeon */
    delve_rogue_generate(p->seed, &opt, game_lv(g)); /* the options were checked at the start */
    p->depth = depth;
    p->rng = game_lv(g)->rng;
    p->hero = game_lv(g)->player;
    p->no_move = 0;
    p->running = 0;
    for (y = 1; y <= DELVE_GAME_MAP_ROWS; y++)
        for (x = 0; x < g->cols; x++)
            delve__game_put(g, y, x, ' ', 0);
    delve__game_enter_room(g, p->hero);
    p->oldpos = p->hero;
    p->oldrp = p->proom;
}

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
