/* game_generators.h — the generators a game plays, one entry each (game_generators.c): what
   game.c asks of a level, whichever made it. Adding one: docs/architecture.md. */
#ifndef DELVE_GAME_GENERATORS_H
#define DELVE_GAME_GENERATORS_H

#include "game/game_base.h"

typedef struct delve__game_generator {
    int replays;     /* 1: opt.dos may replay the original's game (else DELVE_ERR_DOS_GENERATOR) */
    int rogue_level; /* 1: the level is priv.level.rogue, which delve_game_rogue_level returns */
    /* its own options, once delve_game_resolve_options resolved the common ones: DELVE_OK or the
       first bad field's status */
    int (*check_options)(const delve_game_options *opt);
    delve__game_new_level_fn *new_level; /* at the start (its own > and trapdoor call it too) */
    void (*look)(delve_game *g);         /* draws what the player sees, after new_level */
    /* one key of delve_game_actions() but 'i' and space: an OR of DELVE_GAME_* flags, with
       the turn counted and the view drawn */
    int (*act)(delve_game *g, int action);
    /* what the level at depth is generated from (delve_game_level_source): *seed and the
       generator's own struct filled, the other left as it was */
    void (*source)(const delve_game *g, int depth, uint32_t *seed, delve_rogue_options *rogue,
                   delve_levelmap_options *levelmap);
} delve__game_generator;

/* The entry of generator (a DELVE_GEN_* value), or NULL when there is none. */
const delve__game_generator *delve__game_generator_of(int generator);

#endif
