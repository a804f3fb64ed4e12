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

/* pack.c add_pack, step 6 of a pick-up that joins a stack: obj is then the stack, whose o_pos
   is where it last lay (a cell on this or any other level); a monster aiming at that cell,
   here at another object lying there now, is sent at the hero. A pick-up of its own entry
   keeps the cell it lay on. */
static void stack_old_cell(void)
{
    delve_game *g;
    int hy, hx, s, m, other, there, elsewhere;
    it_kind("items", 2, "a pick-up joining a stack sends the aims at its old cell at the hero");
    it_start(&t, 100, 1);
    g = &t.g;
    hy = g->priv.hero.y;
    hx = g->priv.hero.x;
    s = it_give(&t, DELVE_ITEM_POTION, 3, 0, 0);
    it_obj(&t, s)->y = hy - 1; /* where the stack lay before, and a scroll lies now */
    it_obj(&t, s)->x = hx - 1;
    there = it_put_thing(&t, DELVE_ITEM_SCROLL, 2, hy - 1, hx - 1);
    elsewhere = it_put_thing(&t, DELVE_ITEM_SCROLL, 2, hy + 1, hx - 1);
    it_put_thing(&t, DELVE_ITEM_POTION, 3, hy, hx + 1);
    m = it_monster(&t, 'O', 2, -8, 30, ISRUN);
    other = it_monster(&t, 'O', 2, -6, 30, ISRUN);
    it_o(&t)->monsters[m].dest = (short)there;
    it_o(&t)->monsters[other].dest = (short)elsewhere;
    it_key(&t, 'l');
    KCHECK(it_said_part(&t, "You now have 2"), "set-up: the potion did not join the stack:\n%s",
           t.log);
    KCHECK(it_o(&t)->monsters[m].dest == ORIG_DEST_HERO,
           "the orc aiming at the stack's old cell heads for %d, not the hero",
           it_o(&t)->monsters[m].dest);
    KCHECK(it_o(&t)->monsters[other].dest == elsewhere, "the other orc's aim went to %d",
           it_o(&t)->monsters[other].dest);
    s = it_find(&t, DELVE_ITEM_POTION, 3);
    KCHECK(it_obj(&t, s)->y == hy - 1 && it_obj(&t, s)->x == hx - 1,
           "the stack's o_pos moved to (%d, %d)", it_obj(&t, s)->y, it_obj(&t, s)->x);
    it_put_thing(&t, DELVE_ITEM_RING, 1, hy, hx + 2);
    it_key(&t, 'l');
    s = it_find(&t, DELVE_ITEM_RING, 1);
    KCHECK(s >= 0 && it_obj(&t, s)->y == hy && it_obj(&t, s)->x == hx + 2,
           "a ring picked up at (%d, %d) keeps (%d, %d)", hy, hx + 2,
           s >= 0 ? it_obj(&t, s)->y : -1, s >= 0 ? it_obj(&t, s)->x : -1);
    it_kind_end();
}

int main(void)
{
    merged_seekers();
    stack_old_cell();
    return it_done("test_orig_source_items");
}
