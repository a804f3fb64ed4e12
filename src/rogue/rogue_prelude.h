/* rogue_prelude.h — what PC Rogue 1.48 draws between setting its seed and building level 1
   (spec erratum 4, §12.1, §12.2): the hunger clock and the arrows of init_player, then the
   game's name tables (scroll titles, potion colours, ring stones, stick materials). */
#ifndef DELVE_ROGUE_PRELUDE_H
#define DELVE_ROGUE_PRELUDE_H

#include "delve.h" /* delve_priv_prelude is declared in delve_game.h: a game keeps one */

/* Runs the start-up draws from `state` (1..2796202), as main() does after `seed = dnum`. */
void delve__rogue_prelude(int32_t state, delve_priv_prelude *out);

extern const char *const delve__potion_colours[27];
extern const char *const delve__ring_stones[26];
extern const char *const delve__stick_metals[22];
extern const char *const delve__stick_woods[33];

#endif
