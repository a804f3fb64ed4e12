/* check_rogue.h — an independent checker of a generated Rogue level's invariants (spec §1-§7). */
#ifndef CHECK_ROGUE_H
#define CHECK_ROGUE_H

#include "delve.h"

/* Returns NULL when every invariant holds, else a message naming the first one broken. */
const char *check_rogue_level(const delve_rogue_level *lv);

#endif
