/* game_generators.c — the table of the game's generators, indexed by delve_game_options'
   generator (DELVE_GEN_*): each entry is the generator's own functions. */
#include "game/game_generators.h"
#include "game/game_levelmap.h"
#include "game/game_levelmap_move.h"
#include "game/game_levelmap_view.h"
#include "game/game_light.h"
#include "game/game_rogue.h"
#include "game/game_rogue_level.h"

/* Rogue's options are the game's common ones (depth, mode, cols, dos): nothing more. */
static int rogue_check_options(const delve_game_options *opt)
{
    (void)opt;
    return DELVE_OK;
}

/* Whether the stairs came into view matters only to a LevelMap run. */
static void levelmap_look(delve_game *g)
{
    delve__game_lm_view(g);
}

static const delve__game_generator generators[] = {
    [DELVE_GEN_ROGUE] = {.replays = 1,
                         .rogue_level = 1,
                         .check_options = rogue_check_options,
                         .new_level = delve__game_rogue_new_level,
                         .look = delve__game_look,
                         .act = delve__game_rogue_act,
                         .source = delve__game_rogue_source},
    [DELVE_GEN_LEVELMAP] = {.replays = 0,
                            .rogue_level = 0,
                            .check_options = delve__game_lm_check_options,
                            .new_level = delve__game_lm_new_level,
                            .look = levelmap_look,
                            .act = delve__game_lm_act,
                            .source = delve__game_lm_source},
};

const delve__game_generator *delve__game_generator_of(int generator)
{
    if (generator < 0 || generator >= (int)(sizeof generators / sizeof generators[0]))
        return NULL;
    return &generators[generator];
}
