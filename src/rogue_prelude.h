/* rogue_prelude.h — what PC Rogue 1.48 draws between setting its seed and building level 1
   (spec erratum 4, §12.1, §12.2): the hunger clock and the arrows of init_player, then the
   game's name tables (scroll titles, potion colours, ring stones, stick materials). */
#ifndef DELVE_ROGUE_PRELUDE_H
#define DELVE_ROGUE_PRELUDE_H

#include <stdint.h>

#define DELVE__SCROLL_KINDS 15
#define DELVE__POTION_KINDS 14
#define DELVE__RING_KINDS 14
#define DELVE__STICK_KINDS 14
#define DELVE__TITLE_MAX 21 /* 7..19 characters (spec §12.2); built with up to two more */

typedef struct delve__prelude {
    int32_t state;                                      /* the generator's state afterwards */
    int arrows;                                         /* the starting arrows: 25..39 */
    char scroll[DELVE__SCROLL_KINDS][DELVE__TITLE_MAX]; /* titles, NUL-terminated */
    unsigned char potion[DELVE__POTION_KINDS];          /* index into delve__potion_colours */
    unsigned char stone[DELVE__RING_KINDS];             /* index into delve__ring_stones */
    /* index into delve__stick_metals (a wand) or, with stick_wood set, delve__stick_woods */
    unsigned char stick[DELVE__STICK_KINDS], stick_wood[DELVE__STICK_KINDS];
} delve__prelude;

/* Runs the start-up draws from `state` (1..2796202), as main() does after `seed = dnum`. */
void delve__rogue_prelude(int32_t state, delve__prelude *out);

extern const char *const delve__potion_colours[27];
extern const char *const delve__ring_stones[26];
extern const char *const delve__stick_metals[22];
extern const char *const delve__stick_woods[33];

#endif
