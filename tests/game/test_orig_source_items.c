/* test_orig_source_items.c — rules of the original's item routines (potions.c, scrolls.c,
   sticks.c, rings.c, weapons.c, armor.c, pack.c, things.c) on paths no recorded game runs,
   from a review of the source beside delve's rebuild. One verdict per rule, as
   test_orig_rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_base.h"
#include "rogue/rogue_base.h"
#include "test_orig_items_util.h"

static it_game t;

/* pack.c add_pack, its label picked_up (rogue.md 12.1 step 6): a monster whose t_dest is at
   obj->o_pos heads for the hero, obj being the pack's own stack when the pick-up merged into
   it; the floor object is discarded and its seekers keep their t_dest, the cell it lay on. */
static void merged_seekers(void)
{
    delve_game *g;
    int hy, hx, th, m;
    it_kind("items", 1, "a merged pick-up leaves its seekers be");
    it_start(&t, 100, 1);
    g = &t.g;
    hy = g->priv.hero.y;
    hx = g->priv.hero.x;
    it_give(&t, DELVE_ITEM_POTION, 3, 0, 0);
    th = it_put_thing(&t, DELVE_ITEM_POTION, 3, hy, hx + 1);
    m = it_monster(&t, 'O', 2, -8, 30, ISRUN);
    it_o(&t)->monsters[m].dest = (short)th;
    it_key(&t, 'l');
    KCHECK(it_said_part(&t, "You now have 2"), "set-up: the potion did not join the stack:\n%s",
           t.log);
    KCHECK(it_o(&t)->monsters[m].dest == th, "the orc heads for %d, not thing %d's cell",
           it_o(&t)->monsters[m].dest, th);
    it_kind_end();
}

int main(void)
{
    merged_seekers();
    return it_done("test_orig_source_items");
}
