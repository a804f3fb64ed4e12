/* test_orig_source_commands.c — rules of the original's commands on paths no recorded game runs,
   from a review of command.c, io.c, misc.c, main.c and move.c beside the rebuild (orig_command.c,
   orig_io.c, ...): each rule names the original's file and routine and the spec's section. One
   verdict per rule, as test_orig_rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_base.h"
#include "test_orig_items_util.h"

static it_game t;

/* curses.c addch colours the original's map glyphs alone (P1 14: "everything else 0x07"): '+'
   (LevelMap's door, delve's palette's brown) is plain text on the help pages and in a line being
   typed (getinfo's echo, P1 12.5), as are LevelMap's other glyphs, which extended keys type. */
static void plain_plus(void)
{
    it_kind("rule", 1, "help and a typed line show '+' grey (curses.c addch)");
    it_start_named(&t, "Rodney", 80);
    delve_game_act(&t.g, '/');
    KCHECK(it_char(&t, 10, 42) == '+' && it_attr(&t, 10, 42) == 0x07,
           "'/': \"$,+\" shows %02x at %02x, not '+' at 07", it_char(&t, 10, 42),
           it_attr(&t, 10, 42));
    delve_game_act(&t.g, ' ');
    delve_game_act(&t.g, '?');
    delve_game_act(&t.g, ' '); /* page 2: "+      throw" at row 3 */
    KCHECK(it_char(&t, 3, 0) == '+' && it_attr(&t, 3, 0) == 0x07,
           "'?' page 2: \"+ throw\" shows %02x at %02x", it_char(&t, 3, 0), it_attr(&t, 3, 0));
    delve_game_act(&t.g, ' ');
    delve_game_act(&t.g, 'F'); /* "F9 was v, enter new macro: " then '+' and Left (0xCB) */
    delve_game_act(&t.g, '+');
    KCHECK(it_char(&t, 0, 27) == '+' && it_attr(&t, 0, 27) == 0x07,
           "F's echo of '+' shows %02x at %02x", it_char(&t, 0, 27), it_attr(&t, 0, 27));
    delve_game_act(&t.g, '\r');
    delve_game_act(&t.g, '!'); /* fake DOS: "+" and Left stay on its screen */
    delve_game_act(&t.g, '+');
    delve_game_act(&t.g, 0xCB);
    KCHECK(it_char(&t, 1, 3) == 0xCB && it_attr(&t, 1, 2) == 0x07 && it_attr(&t, 1, 3) == 0x07,
           "fake DOS's echo of '+' and Left: %02x %02x", it_attr(&t, 1, 2), it_attr(&t, 1, 3));
    it_kind_end();
}

/* The cell of row y holding byte ch, its column or -1. */
static int find_byte(int y, unsigned char ch)
{
    int x;
    for (x = 0; x < t.g.cols; x++)
        if (it_char(&t, y, x) == ch)
            return x;
    return -1;
}

/* curses.c addch colours a glyph byte in any text drawn in the normal attribute, not only on
   the map: a name called with a Tab (0x09, the ring's glyph) shows it blue in the message line
   and in the inventory (msg and inventory write through addstr; P1 14). */
static void called_glyph(void)
{
    int i, y, x;
    it_kind("rule", 2, "a glyph byte in a called name keeps its colour (curses.c addch)");
    it_start(&t, 100, 1);
    i = it_give(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, 0, 0);
    delve_game_act(&t.g, 'c');
    delve_game_act(&t.g, 'a' + i);
    delve_game_act(&t.g, ' '); /* Was called "clear" More */
    delve_game_act(&t.g, 'x');
    delve_game_act(&t.g, 9);
    delve_game_act(&t.g, '\r');
    delve_game_act(&t.g, 'i');
    for (y = 0, x = -1; y < DELVE_GAME_ROWS - 1 && x < 0; y++)
        x = find_byte(y, 9);
    y--;
    KCHECK(x >= 0 && it_attr(&t, y, x) == delve_glyph_attr(9),
           "the inventory's Tab at (%d,%d) shows %02x, not the ring's %02x", x, y,
           x >= 0 ? it_attr(&t, y, x) : 0, delve_glyph_attr(9));
    delve_game_act(&t.g, ' ');
    delve_game_act(&t.g, 'd'); /* "dropped a potion called x\t" */
    delve_game_act(&t.g, 'a' + i);
    x = find_byte(0, 9);
    KCHECK(x >= 0 && it_attr(&t, 0, x) == delve_glyph_attr(9),
           "the message's Tab at column %d shows %02x, not the ring's %02x", x,
           x >= 0 ? it_attr(&t, 0, x) : 0, delve_glyph_attr(9));
    it_kind_end();
}

int main(void)
{
    plain_plus();
    called_glyph();
    return it_done("test_orig_source_commands");
}
