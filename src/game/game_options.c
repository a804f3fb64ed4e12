/* game_options.c — a game's options checked and their defaults filled in, once
   (delve_game_resolve_options): the common ones here, a generator's own by its entry
   (game_generators.h), then the options the game would never use. The name rule lives here. */
#include "game/game_base.h"
#include "game/game_generators.h"

#include <string.h>

/* The score file's figures were 16-bit ints (P1 §16.4); gold unsigned, as the purse showed. */
static int score_figure(int v, int max)
{
    return v >= 0 && v <= max;
}

/* delve_game_score.fate: a killer's code (a monster's letter, an arrow, a bolt, a dart, a fall,
   starvation), a quit or a total winner. */
static int score_fate(int fate)
{
    return (fate >= 'A' && fate <= 'Z') || fate == 'a' || fate == 'b' || fate == 'd' ||
           fate == 'f' || fate == 's' || fate == DELVE_GAME_QUIT || fate == DELVE_GAME_WINNER;
}

/* A name of 1..max printable ASCII characters (a score's name, whose array may hold no NUL, is
   never read past its last byte). */
static int valid_text(const char *name, size_t max)
{
    size_t n;
    for (n = 0; name[n]; n++)
        if (n >= max || name[n] < 0x20 || name[n] > 0x7E)
            return 0;
    return n > 0;
}

/* A player's or a fruit's name */
static int valid_name(const char *name)
{
    return valid_text(name, DELVE_GAME_NAME_MAX);
}

const char *delve_game_score_fault(const delve_game_score *entry, const delve_game_score *above)
{
    if (!entry)
        return "entry";
    if (!valid_name(entry->name))
        return "name";
    if (!score_fate(entry->fate))
        return "fate";
    if (!score_figure(entry->gold, DELVE_GAME_SCORE_GOLD_MAX))
        return "gold";
    if (!score_figure(entry->level, DELVE_GAME_SCORE_FIGURE_MAX))
        return "level";
    if (!score_figure(entry->rank, DELVE_GAME_SCORE_FIGURE_MAX))
        return "rank";
    if (above && entry->gold > above->gold) /* best first, as a game keeps it */
        return "order";
    return NULL;
}

/* A name given, and not the default's. */
static int other_name(const char *name, const char *fallback)
{
    return name && strcmp(name, fallback) != 0;
}

const char *delve_game_unused_option(const delve_game_options *opt)
{
    static const char *const levelmap_names[] = {
        "levelmap.width",    "levelmap.height",   "levelmap.corridor",
        "levelmap.combined", "levelmap.cellsize", "levelmap.natural",
        "levelmap.no_doors", "levelmap.voids",    "levelmap.entrances"};
    size_t i;
    if (!opt) /* all defaults */
        return NULL;
    if (opt->generator == DELVE_GEN_ROGUE) {
        /* set: neither 0 nor the value 0 stands for in a LevelMap game of these columns */
        const delve_game_levelmap_options *lm = &opt->levelmap;
        const int cols =
            opt->cols == DELVE_ROGUE_NARROW_COLS ? DELVE_ROGUE_NARROW_COLS : DELVE_GAME_COLS;
        const int levelmap[] = {lm->width,   lm->height,   lm->corridor, lm->combined, lm->cellsize,
                                lm->natural, lm->no_doors, lm->voids,    lm->entrances};
        const int as_default[] = {cols,
                                  game_map_rows(cols),
                                  DELVE_LEVELMAP_PERCENT_DEFAULT,
                                  DELVE_LEVELMAP_PERCENT_DEFAULT,
                                  DELVE_LEVELMAP_CELLSIZE_DEFAULT,
                                  0,
                                  0,
                                  0,
                                  DELVE_NONE};
        for (i = 0; i < sizeof levelmap / sizeof levelmap[0]; i++)
            if (levelmap[i] && levelmap[i] != as_default[i])
                return levelmap_names[i];
    } else if (opt->mode != DELVE_MODE_DEFAULT && opt->mode != DELVE_MODE_FIXED) {
        return "mode"; /* a LevelMap level is not the original's, fixed or not */
    } else if (other_name(opt->fruit, DELVE_GAME_FRUIT_DEFAULT)) {
        return "fruit"; /* a LevelMap level has no objects to name a fruit */
    }
    if (opt->rules == DELVE_RULES_ORIGINAL ||
        (opt->rules == DELVE_RULES_DEFAULT && opt->generator == DELVE_GEN_ROGUE))
        return NULL;
    /* the explore rules: no tombstone, no object asked for, no clock, no Hall of Fame */
    if (opt->year && opt->year != DELVE_GAME_YEAR_DEFAULT)
        return "year";
    if (opt->menu)
        return "menu";
    if (opt->screen)
        return "screen";
    if (opt->credits)
        return "credits";
    if (opt->macro && strcmp(opt->macro, DELVE_GAME_MACRO_DEFAULT) != 0)
        return "macro";
    if (other_name(opt->savefile, DELVE_GAME_SAVEFILE_DEFAULT))
        return "savefile";
    if (opt->first_clock)
        return "first_clock";
    if (opt->first_clock_turns)
        return "first_clock_turns";
    if (opt->scores || opt->n_scores)
        return "scores";
    return other_name(opt->name, DELVE_GAME_NAME_DEFAULT) && !opt->dos
               ? "name"
               : NULL; /* greet() is a replay's */
}

int delve_game_resolve_options(const delve_game_options *in, delve_game_options *out)
{
    static const delve_game_options defaults;
    const delve__game_generator *gen;
    delve_game_options o;
    delve_rogue_options ro;
    int st, i;
    if (!out)
        return DELVE_ERR_NULL;
    o = in ? *in : defaults;
    if (!(gen = delve__game_generator_of(o.generator)))
        return DELVE_ERR_GENERATOR;
    ro.depth = o.depth;
    ro.mode = o.mode;
    ro.cols = o.cols;
    ro.dos = o.dos;
    if ((st = delve_rogue_resolve_options(&ro, &ro)) != DELVE_OK)
        return st;
    if (o.name && !valid_name(o.name))
        return DELVE_ERR_NAME;
    if (o.fruit && !valid_name(o.fruit))
        return DELVE_ERR_FRUIT;
    if (o.dos && !gen->replays)
        return DELVE_ERR_DOS_GENERATOR;
    if (o.rules < DELVE_RULES_DEFAULT || o.rules > DELVE_RULES_ORIGINAL ||
        (o.rules == DELVE_RULES_ORIGINAL && o.generator != DELVE_GEN_ROGUE))
        return DELVE_ERR_RULES;
    if (!o.rules) /* the original's game; a LevelMap level is only explored */
        o.rules = o.generator == DELVE_GEN_ROGUE ? DELVE_RULES_ORIGINAL : DELVE_RULES_EXPLORE;
    if (o.menu < DELVE_MENU_ON || o.menu > DELVE_MENU_OFF)
        return DELVE_ERR_MENU;
    if (o.screen < DELVE_SCREEN_COLOR || o.screen > DELVE_SCREEN_BW)
        return DELVE_ERR_SCREEN;
    if (o.credits < 0 || o.credits > 1)
        return DELVE_ERR_CREDITS;
    if (o.macro && strlen(o.macro) > DELVE_GAME_MACRO_MAX)
        return DELVE_ERR_MACRO;
    if (o.savefile && !valid_text(o.savefile, DELVE_GAME_SAVEFILE_MAX))
        return DELVE_ERR_SAVEFILE;
    if (o.year < 0 || o.year > 9999)
        return DELVE_ERR_YEAR;
    if (o.n_scores < 0 || o.n_scores > DELVE_GAME_SCORES_MAX || (o.n_scores && !o.scores))
        return DELVE_ERR_SCORES;
    for (i = 0; i < o.n_scores; i++)
        if (delve_game_score_fault(&o.scores[i], i ? &o.scores[i - 1] : NULL))
            return DELVE_ERR_SCORES;
    if (o.first_clock < 0 || o.first_clock_turns < 0)
        return DELVE_ERR_FIRST_CLOCK;
    if (!o.year)
        o.year = DELVE_GAME_YEAR_DEFAULT;
    o.depth = ro.depth;
    o.mode = ro.mode;
    o.cols = ro.cols;
    if (!o.name)
        o.name = DELVE_GAME_NAME_DEFAULT;
    if (!o.fruit)
        o.fruit = DELVE_GAME_FRUIT_DEFAULT;
    if (!o.macro)
        o.macro = DELVE_GAME_MACRO_DEFAULT;
    if (!o.savefile)
        o.savefile = DELVE_GAME_SAVEFILE_DEFAULT;
    if ((st = gen->check_options(&o)) != DELVE_OK)
        return st;
    if (delve_game_unused_option(in))
        return DELVE_ERR_UNUSED_OPTION;
    if (o.first_clock_turns && !o.first_clock) /* turns into key first_clock - 1: none before */
        return DELVE_ERR_FIRST_CLOCK;
    *out = o;
    return DELVE_OK;
}

int delve_game_check_options(const delve_game_options *opt)
{
    delve_game_options o;
    return delve_game_resolve_options(opt, &o);
}
