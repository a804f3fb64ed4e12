/* game.c — the game's public functions: options, start, one action, and what the player knows.
   The rules are in the other game_*.c files; this one checks and dispatches, through the
   generator table (game_generators.h). */
#include <string.h>

#include "game/game_base.h"
#include "game/game_generators.h"
#include "game/game_pack.h"
#include "game/orig.h"
#include "rogue/rogue_prelude.h"

size_t delve_game_size(void)
{
    return sizeof(delve_game);
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
    const delve__game_generator *gen;
    delve_game_private *p;
    delve_game_options o;
    int st;
    if (!g)
        return DELVE_ERR_NULL;
    if ((st = delve_game_resolve_options(opt, &o)) != DELVE_OK) {
        g->priv.started = 0;
        return st;
    }
    /* the strings and the score file are copied out before the game is cleared: they may be
       the game's own (its name, its Hall of Fame, passed on to the next game in the same
       struct); the caller's need not outlive the call */
    {
        char name[DELVE_GAME_NAME_MAX + 1], fruit[DELVE_GAME_NAME_MAX + 1];
        char savefile[DELVE_GAME_SAVEFILE_MAX + 1], macro[DELVE_GAME_MACRO_MAX + 1];
        delve_game_score scores[DELVE_GAME_SCORES_MAX];
        size_t n_scores = o.scores ? (size_t)o.n_scores : 0;
        memcpy(name, o.name, strlen(o.name) + 1); /* (resolved: each fits) */
        memcpy(fruit, o.fruit, strlen(o.fruit) + 1);
        memcpy(savefile, o.savefile, strlen(o.savefile) + 1);
        memcpy(macro, o.macro, strlen(o.macro) + 1);
        if (n_scores)
            memcpy(scores, o.scores, n_scores * sizeof scores[0]);
        memset(g, 0, sizeof *g);
        p = &g->priv;
        p->opt = o;
        /* up to the NUL: the bytes after it stay the cleared game's */
        memcpy(p->name, name, strlen(name));
        memcpy(p->fruit, fruit, strlen(fruit));
        memcpy(p->savefile, savefile, strlen(savefile));
        memcpy(p->o.macro, macro, strlen(macro));
        p->opt.name = p->opt.fruit = p->opt.macro = p->opt.savefile = NULL;
        p->has_scores = o.scores != NULL; /* the score file, copied as the game found it */
        p->n_scores = (int)n_scores;
        memcpy(p->scores, scores, n_scores * sizeof scores[0]);
        p->opt.scores = NULL;
    }
    p->seed = p->opt.dos ? (uint32_t)p->opt.dos : seed;
    /* main()'s start-up draws name the game's potions, scrolls, rings and sticks: a replay's
       from its clock seed, a seeded game's from derive(S, 0), which no level uses (spec
       §12.2), so the names hold on every level */
    delve__rogue_prelude(p->opt.dos ? p->opt.dos : delve_rogue_start_state(p->seed, 0), &p->names);
    delve__game_pack_start(g);
    g->cols = p->opt.cols;
    g->rows = DELVE_GAME_ROWS;
    delve__game_clear_screen(g);
    if (p->opt.rules == DELVE_RULES_ORIGINAL) {
        delve__orig_start(g);
        p->started = DELVE_GAME_STARTED;
        if (p->opt.credits) {
            delve__orig_credits(g);
            return DELVE_OK;
        }
        delve__orig_greet(g);
        delve__orig_begin(g);
        return DELVE_OK;
    }
    gen = delve__game_generator_of(p->opt.generator);
    gen->new_level(g, p->opt.depth);
    if (p->opt.dos)
        greet(g);
    gen->look(g);
    delve__game_draw_status(g);
    p->started = DELVE_GAME_STARTED;
    return DELVE_OK;
}

static int started(const delve_game *g)
{
    return g && g->priv.started == DELVE_GAME_STARTED;
}

/* The entry of the game's generator (checked at the start). */
static const delve__game_generator *generator(const delve_game *g)
{
    return delve__game_generator_of(g->priv.opt.generator);
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
    if (g->priv.opt.rules == DELVE_RULES_ORIGINAL) /* any key a PC keyboard gives */
        return action > 0 && action <= DELVE_GAME_KEY_MAX ? delve__orig_act(g, action)
                                                          : DELVE_ERR_ACTION;
    /* the list screen (P4 §2.3, P5 G4): space or any lower-case letter (an action or not: the
       pack's first letter is the one a player tries) closes it and does nothing else; any
       other action is ignored */
    if (g->priv.inventory && (action == ' ' || (action >= 'a' && action <= 'z'))) {
        delve__game_pack_hide(g);
        return 0;
    }
    if (!valid_action(action))
        return DELVE_ERR_ACTION;
    if (g->priv.inventory)
        return 0;
    g->priv.message[0] = '\0'; /* Rogue clears the message line at the next command */
    r = 0;
    if (action == 'i' || action == ' ') /* no generator's act: it forgets a bump here */
        g->priv.bumped = 0;
    if (action == 'i')
        delve__game_pack_show(g);
    else if (action != ' ') /* a space is no command */
        r = generator(g)->act(g, action);
    if (g->priv.message[0])
        r |= DELVE_GAME_MESSAGE;
    if (!g->priv.inventory) /* the list screen has no status rows */
        delve__game_draw_status(g);
    return r;
}

int delve_game_score_count(const delve_game *g)
{
    return started(g) ? g->priv.n_scores : 0;
}

const delve_game_score *delve_game_score_entry(const delve_game *g, int i)
{
    return started(g) && i >= 0 && i < g->priv.n_scores ? &g->priv.scores[i] : NULL;
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

int delve_game_prompt(const delve_game *g)
{
    if (!g)
        return DELVE_ERR_NULL;
    if (!started(g))
        return DELVE_ERR_NOT_STARTED;
    if (g->priv.opt.rules == DELVE_RULES_ORIGINAL)
        return delve__orig_prompt(g);
    return g->priv.inventory ? DELVE_PROMPT_LIST : DELVE_PROMPT_COMMAND;
}

int delve_game_cursor(const delve_game *g)
{
    if (!started(g))
        return -1;
    return g->priv.opt.rules == DELVE_RULES_ORIGINAL ? delve__orig_cursor(g) : -1;
}

int delve_game_get_state(const delve_game *g, delve_game_state *out)
{
    const delve_game_private *p;
    if (!out)
        return DELVE_ERR_NULL;
    memset(out, 0, sizeof *out);
    out->message = "";
    out->score = -1; /* a walk has no score list */
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
    out->rules = p->opt.rules;
    out->prompt = delve_game_prompt(g);
    if (p->opt.rules == DELVE_RULES_ORIGINAL) {
        const delve_priv_orig *o = &p->o;
        out->hp = o->hp;
        out->max_hp = o->maxhp;
        out->str = o->str;
        out->max_str = o->maxstr;
        out->level = o->lvl;
        out->exp = o->exp;
        out->hunger = o->hungry;
        out->over = o->over ? o->cause : 0;
        out->armor = o->s_arm;
        out->score = o->score_index;
        out->held = p->no_move;
        out->listed = delve__orig_listed(g);
    } else {
        out->hp = out->max_hp = 12;
        out->str = out->max_str = 16;
        out->level = 1;
        out->armor = 5;
    }
    return DELVE_OK;
}

/* A replayed clock seed's level below the first, in the original's game: built from where its
   play had left the generator (orig_level.c), so no seed names it. */
static int from_play(const delve_game *g)
{
    return g->priv.opt.dos && g->priv.depth > 1 && g->priv.opt.rules == DELVE_RULES_ORIGINAL;
}

int delve_game_level_source(const delve_game *g, uint32_t *seed, delve_rogue_options *rogue,
                            struct delve_levelmap_options *levelmap)
{
    if (!g || !seed || !rogue || !levelmap)
        return DELVE_ERR_NULL;
    if (!started(g))
        return DELVE_ERR_NOT_STARTED;
    if (from_play(g))
        return DELVE_ERR_DOS_DEPTH;
    generator(g)->source(g, g->priv.depth, seed, rogue, levelmap);
    return g->priv.opt.generator;
}

int delve_game_generated_level(const delve_game *g, delve_rogue_level *out)
{
    delve_rogue_options ro;
    struct delve_levelmap_options lo;
    uint32_t seed;
    int st;
    if (!g || !out)
        return DELVE_ERR_NULL;
    if (!started(g))
        return DELVE_ERR_NOT_STARTED;
    if (!generator(g)->rogue_level)
        return DELVE_ERR_GENERATOR;
    if (from_play(g)) {
        delve__rogue_extra x;
        delve__orig_build(g, g->priv.depth, out, &x, 1);
        out->seed = g->priv.seed;
        out->dos = g->priv.opt.dos;
        return DELVE_OK;
    }
    st = delve_game_level_source(g, &seed, &ro, &lo);
    return st < 0 ? st : delve_rogue_generate(seed, &ro, out);
}

const delve_rogue_level *delve_game_rogue_level(const delve_game *g)
{
    return started(g) && generator(g)->rogue_level ? &g->priv.level.rogue : NULL;
}
