/* game_base.c — what the game's files share: the DOS generator's draws, the message line (as the
   original's msg() writes it), the movement keys, where the monsters stand, and the stairs. */
#include <string.h>

#include "core/rng.h"
#include "game/game_base.h"

int delve__game_direction(int key, int *dy, int *dx)
{
    return game_direction(key, dy, dx);
}

int delve__game_rnd(delve_game *g, int n)
{
    delve__rng rng;
    int r;
    rng.state = g->priv.rng;
    r = delve__rnd_inline(&rng, n);
    g->priv.rng = rng.state;
    return r;
}

void delve__game_msg_open(delve_game *g, delve__strbuf *sb)
{
    size_t len = strlen(g->priv.message);
    if (g->priv.opt.rules == DELVE_RULES_ORIGINAL) { /* kept, one a line, for the original's
                                                        msg() (orig_io.c) to show in turn */
        size_t used = strlen(g->priv.scratch);
        delve__sb_init(sb, g->priv.scratch + used, sizeof g->priv.scratch - used);
        if (used)
            delve__sb_putc(sb, '\n');
        return;
    }
    delve__sb_init(sb, g->priv.message + len, sizeof g->priv.message - len);
    if (len)
        delve__sb_puts(sb, "  ");
    g->priv.msg_start = (int)(len ? len + 2 : 0);
}

/* msg(): a lower-case first letter becomes a capital, unless a ')' follows it (spec §12.4). */
void delve__game_msg_close(delve_game *g, delve__strbuf *sb)
{
    char *m = g->priv.message + g->priv.msg_start;
    delve__sb_finish(sb);
    if (g->priv.opt.rules == DELVE_RULES_ORIGINAL)
        return;
    if (g->priv.msg_start < (int)sizeof g->priv.message - 1 && m[0] >= 'a' && m[0] <= 'z' &&
        m[1] != ')')
        m[0] = (char)(m[0] - 'a' + 'A');
}

void delve__game_msg(delve_game *g, const char *text)
{
    delve__strbuf sb;
    delve__game_msg_open(g, &sb);
    delve__sb_puts(&sb, text);
    delve__game_msg_close(g, &sb);
}

int delve__game_monster_at(const delve_game *g, int y, int x)
{
    const delve_rogue_level *lv = &g->priv.level.rogue;
    int i;
    for (i = 0; i < lv->n_monsters; i++)
        if (lv->monsters[i].x == x && lv->monsters[i].y == y)
            return i;
    return -1;
}

/* '>' (spec, Project decisions): only on the stairs, to exactly the next depth's level. */
int delve__game_descend(delve_game *g, int on_stairs, delve__game_new_level_fn *new_level)
{
    if (!on_stairs) {
        delve__game_msg(g, "I see no way down"); /* P1 §17.1, as the recorded games show */
        return 0;
    }
    if (g->priv.depth >= DELVE_DEPTH_MAX) {
        delve__game_msg(g, GAME_NO_DEEPER);
        return 0;
    }
    new_level(g, g->priv.depth + 1);
    return DELVE_GAME_DESCENDED | DELVE_GAME_MOVED;
}
