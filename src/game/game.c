/* game.c — the game's public functions: options, start, one action, and what the player knows.
   The rules are in the other game_*.c files; this one checks and dispatches. */
#include <string.h>

#include "game/game_internal.h"
#include "rogue/rogue_prelude.h"

size_t delve_game_size(void)
{
    return sizeof(delve_game);
}

static int valid_name(const char *name)
{
    size_t n;
    for (n = 0; name[n]; n++)
        if (n >= DELVE_GAME_NAME_MAX || name[n] < 0x20 || name[n] > 0x7E)
            return 0;
    return n > 0;
}

int delve_game_check_options(const delve_game_options *opt)
{
    delve_rogue_options ro;
    int st;
    if (!opt)
        return DELVE_OK;
    if (opt->generator != DELVE_GEN_ROGUE && opt->generator != DELVE_GEN_LEVELMAP)
        return DELVE_ERR_GENERATOR;
    ro.depth = opt->depth;
    ro.mode = opt->mode;
    ro.cols = opt->cols;
    ro.dos = opt->dos;
    if ((st = delve_rogue_check_options(&ro)) != DELVE_OK)
        return st;
    if (opt->name && !valid_name(opt->name))
        return DELVE_ERR_NAME;
    if (opt->fruit && !valid_name(opt->fruit))
        return DELVE_ERR_FRUIT;
    if (opt->generator == DELVE_GEN_LEVELMAP)
        return opt->dos ? DELVE_ERR_DOS_GENERATOR : delve__game_lm_check_options(opt);
    return DELVE_OK;
}

/* main()'s greeting after the first new_level (spec §12.4); 40 columns are terse. */
static void greet(delve_game *g)
{
    delve__strbuf sb;
    delve__game_msg_open(g, &sb);
    delve__sb_puts(&sb, "Hello ");
    delve__sb_puts(&sb, g->priv.name);
    delve__sb_puts(&sb, g->cols == 80 ? ".  Welcome to the Dungeons of Doom." : ".");
    delve__game_msg_close(g, &sb);
}

int delve_game_start(delve_game *g, uint32_t seed, const delve_game_options *opt)
{
    static const delve_game_options defaults;
    delve_game_private *p;
    const char *name;
    int st;
    if (!g)
        return DELVE_ERR_NULL;
    if ((st = delve_game_check_options(opt)) != DELVE_OK) {
        g->priv.started = 0;
        return st;
    }
    memset(g, 0, sizeof *g);
    p = &g->priv;
    p->opt = opt ? *opt : defaults;
    if (!p->opt.depth)
        p->opt.depth = 1;
    if (!p->opt.cols)
        p->opt.cols = 80;
    if (p->opt.mode == DELVE_MODE_DEFAULT)
        p->opt.mode = p->opt.dos ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
    name = p->opt.name ? p->opt.name : "Rodney";
    memcpy(p->name, name, strlen(name));
    name = p->opt.fruit ? p->opt.fruit : "Slime Mold";
    memcpy(p->fruit, name, strlen(name));
    p->opt.name = p->opt.fruit = NULL; /* the caller's strings need not outlive the call */
    p->seed = p->opt.dos ? (uint32_t)p->opt.dos : seed;
    /* main()'s start-up draws name the game's potions, scrolls, rings and sticks: a replay's
       from its clock seed, a seeded game's from derive(S, 0), which no level uses (spec
       §12.2), so the names hold on every level */
    delve__rogue_prelude(p->opt.dos ? p->opt.dos : delve_rogue_start_state(p->seed, 0), &p->names);
    delve__game_pack_start(g);
    g->cols = p->opt.cols;
    g->rows = DELVE_GAME_ROWS;
    delve__game_clear_screen(g);
    if (p->opt.generator == DELVE_GEN_ROGUE) {
        delve__game_rogue_new_level(g, p->opt.depth);
        if (p->opt.dos)
            greet(g);
        delve__game_look(g);
    } else {
        delve__game_lm_new_level(g, p->opt.depth);
        delve__game_lm_view(g);
    }
    delve__game_draw_status(g);
    p->started = DELVE_GAME_STARTED;
    return DELVE_OK;
}

static int started(const delve_game *g)
{
    return g && g->priv.started == DELVE_GAME_STARTED;
}

const char *delve_game_actions(void)
{
    return "hjklyubnHJKLYUBNs>.i ";
}

static int valid_action(int action)
{
    return action > 0 && action < 256 && strchr(delve_game_actions(), action) != NULL;
}

int delve_game_act(delve_game *g, int action)
{
    int r;
    if (!g)
        return DELVE_ERR_NULL;
    if (!started(g))
        return DELVE_ERR_NOT_STARTED;
    if (!valid_action(action))
        return DELVE_ERR_ACTION;
    g->priv.message[0] = '\0'; /* Rogue clears the message line at the next command */
    r = 0;
    if (g->priv.inventory) /* any key returns from the inventory, and does nothing else */
        delve__game_pack_hide(g);
    else if (action == 'i')
        delve__game_pack_show(g);
    else if (action == ' ')
        ; /* nothing: the key that returns from the inventory */
    else if (g->priv.opt.generator == DELVE_GEN_ROGUE)
        r = delve__game_rogue_act(g, action);
    else
        r = delve__game_lm_act(g, action);
    if (g->priv.message[0])
        r |= DELVE_GAME_MESSAGE;
    delve__game_draw_status(g);
    return r;
}

const unsigned char *delve_game_chars(const delve_game *g)
{
    return started(g) ? g->chars : NULL;
}

const unsigned char *delve_game_attrs(const delve_game *g)
{
    return started(g) ? g->attrs : NULL;
}

int delve_game_cols(const delve_game *g)
{
    return started(g) ? g->cols : 0;
}

int delve_game_rows(const delve_game *g)
{
    return started(g) ? g->rows : 0;
}

const char *delve_game_message(const delve_game *g)
{
    return started(g) ? g->priv.message : "";
}

int delve_game_get_state(const delve_game *g, delve_game_state *out)
{
    const delve_game_private *p;
    if (!out)
        return DELVE_ERR_NULL;
    memset(out, 0, sizeof *out);
    out->message = "";
    if (!g)
        return DELVE_ERR_NULL;
    if (!started(g))
        return DELVE_ERR_NOT_STARTED;
    p = &g->priv;
    out->generator = p->opt.generator;
    out->depth = p->depth;
    out->mode = p->opt.mode;
    out->cols = g->cols;
    out->seed = p->seed;
    out->dos = p->opt.dos;
    out->x = p->hero.x;
    out->y = p->hero.y;
    out->gold = p->gold;
    out->turns = p->turns;
    delve__game_pack_count(g, out->items);
    out->held = p->no_move;
    out->inventory = p->inventory;
    out->message = p->message;
    return DELVE_OK;
}

int delve_game_level_source(const delve_game *g, uint32_t *seed, delve_rogue_options *rogue,
                            struct delve_levelmap_options *levelmap)
{
    if (!g || !seed || !rogue || !levelmap)
        return DELVE_ERR_NULL;
    if (!started(g))
        return DELVE_ERR_NOT_STARTED;
    if (g->priv.opt.generator == DELVE_GEN_ROGUE)
        delve__game_rogue_source(g, g->priv.depth, seed, rogue);
    else
        delve__game_lm_source(g, g->priv.depth, seed, levelmap);
    return g->priv.opt.generator;
}

const delve_rogue_level *delve_game_rogue_level(const delve_game *g)
{
    return started(g) && g->priv.opt.generator == DELVE_GEN_ROGUE ? &g->priv.level.rogue : NULL;
}
