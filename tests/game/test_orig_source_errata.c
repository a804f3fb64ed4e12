/* test_orig_source_errata.c — the errata and gaps of the spec's cross-check (P5) and the project
   decisions (rogue-game.md) on paths no recorded game runs: each rule names the P5 item or the
   decision, and the original's file and routine. One verdict per rule, as test_orig_rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_base.h"
#include "test_orig_items_util.h"

static it_game t;

/* The slot of the daemon or fuse func, or -1. */
static int slot_of(int func)
{
    int i;
    for (i = 0; i < DELVE_PRIV_DAEMONS; i++)
        if (it_o(&t)->d_list[i].func == func)
            return i;
    return -1;
}

/* One turn of rest, the wanderers it brings taken away again. */
static void rest(void)
{
    it_key(&t, '.');
    it_clear_monsters(&t);
}

/* P5 E5 (P1 10.1): daemon.c do_fuses runs a fuse, then frees its slot, and d_slot gives the
   first free slot: swander's rollwand goes to slot 4, after runners; after a fuse held slot 1
   when rollwand re-fused swander, the next rollwand goes to slot 1, before stomach and runners. */
static void rollwand_slot(void)
{
    delve_priv_orig *o;
    int n;
    it_kind("rule", 1, "rollwand's slot: 4, or 1 after a fuse held slot 1 (P5 E5, daemon.c)");
    it_start(&t, 500, 1);
    o = it_o(&t);
    KCHECK(slot_of(D_DOCTOR) == 0 && slot_of(D_SWANDER) == 1 && slot_of(D_STOMACH) == 2 &&
               slot_of(D_RUNNERS) == 3,
           "set-up: the slots at the start: doctor %d, swander %d, stomach %d, runners %d",
           slot_of(D_DOCTOR), slot_of(D_SWANDER), slot_of(D_STOMACH), slot_of(D_RUNNERS));
    o->d_list[1].time = 1;
    rest();
    KCHECK(slot_of(D_ROLLWAND) == 4 && !o->d_list[1].func,
           "swander fired: rollwand in slot %d (not 4), slot 1 holds %d", slot_of(D_ROLLWAND),
           o->d_list[1].func);
    delve__orig_confuse(&t.g, 1000); /* unconfuse takes slot 1 */
    KCHECK(slot_of(D_UNCONFUSE) == 1, "set-up: unconfuse in slot %d", slot_of(D_UNCONFUSE));
    for (n = 0; n < 2000 && slot_of(D_ROLLWAND) >= 0; n++)
        rest(); /* until rollwand makes a wanderer and fuses swander again */
    KCHECK(slot_of(D_SWANDER) == 4, "set-up: swander again, in slot %d after %d turns",
           slot_of(D_SWANDER), n);
    o->d_list[slot_of(D_UNCONFUSE)].time = 1;
    rest(); /* confusion ends: slot 1 is free */
    o->d_list[slot_of(D_SWANDER)].time = 1;
    rest();
    KCHECK(slot_of(D_ROLLWAND) == 1, "swander fired again: rollwand in slot %d, not 1",
           slot_of(D_ROLLWAND));
    it_kind_end();
}

/* P5 E6 (P1 5.3): command.c do_macro reads F's macro with getinfo(prbuf, 40), which beeps at
   a 41st character: a macro holds at most 40. */
static void macro_length(void)
{
    int i;
    it_kind("rule", 2, "F's macro holds at most 40 characters (P5 E6, do_macro, getinfo)");
    it_start(&t, 100, 1);
    delve_game_act(&t.g, 'F');
    for (i = 0; i < 45; i++)
        delve_game_act(&t.g, 'a' + i % 26);
    delve_game_act(&t.g, '\r');
    KCHECK(strlen(it_o(&t)->macro) == 40 && !strncmp(it_o(&t)->macro, "abcdefghij", 10),
           "the macro after 45 characters typed: \"%s\" (%d)", it_o(&t)->macro,
           (int)strlen(it_o(&t)->macro));
    it_kind_end();
}

/* P5 G3: with again set, misc.c get_dir returns at once: a (again) after a direction command
   reuses delta, with no prompt and no confusion draw (^ is free: no daemon draws either). */
static void again_direction(void)
{
    int32_t rng;
    it_kind("rule", 3, "a after ^ reuses the direction: no prompt, no draw (P5 G3, get_dir)");
    it_start(&t, 100, 1);
    delve__orig_confuse(&t.g, 100);
    it_keys(&t, "^l");
    KCHECK(it_said(&t, "No trap there."), "set-up: ^ l said:\n%s", t.log);
    it_clear_log(&t);
    rng = t.g.priv.rng;
    it_key(&t, 'a');
    KCHECK(it_waits(&t, W_CMD) && !it_said_part(&t, "direction") && it_said(&t, "No trap there.") &&
               t.g.priv.rng == rng,
           "a: waits for %d (a command: %d), %s draw; row 0 showed:\n%s", it_o(&t)->wait, W_CMD,
           t.g.priv.rng == rng ? "no" : "a", t.log);
    it_kind_end();
}

/* P5 G1 (menu): scrolls.c read_scroll's S_IDENT: more(" More ") only when s_menu is "on" or
   "sel" (then get_item's list); with menu off, the prompt's msg shows the message's own
   ' More ' (endmsg): two spaces (the first for "As you read the scroll, it vanishes") either
   way, not three. */
static void identify_more(void)
{
    static const int menus[3] = {DELVE_MENU_ON, DELVE_MENU_SEL, DELVE_MENU_OFF};
    int m, s, spaces;
    it_kind("rule", 4, "identify's own ' More ' with menu on or sel only (P5 G1, read_scroll)");
    for (m = 0; m < 3; m++) {
        it_start(&t, 100, 1);
        t.g.priv.opt.menu = menus[m];
        s = it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_IDENT, 0, 0);
        delve_game_act(&t.g, 'r');
        if (menus[m] == DELVE_MENU_OFF)
            delve_game_act(&t.g, '*'); /* the list, as on and sel show it */
        delve_game_act(&t.g, 'a' + s);
        for (spaces = 0; spaces < 5 && it_waits(&t, W_MORE); spaces++)
            delve_game_act(&t.g, ' ');
        KCHECK(
            spaces == 2 && it_waits(&t, menus[m] == DELVE_MENU_OFF ? W_ITEM_PROMPT : W_ITEM_LIST),
            "menu %d: %d spaces answered ' More ', then waits for %d", m, spaces, it_o(&t)->wait);
    }
    it_kind_end();
}

/* Project decisions: "A wand zapped from a door whose bolt would bounce for ever: stop the
   bolt after the original's own maximum range" (fire_bolt, P4 8.4): from the room's bottom
   door along the wall, the bolt bounces between the wall and the door; the game goes on. */
static void door_bolt(void)
{
    int w;
    it_kind("rule", 5, "a bolt from a door along its wall stops (project decisions, fire_bolt)");
    it_start(&t, 300, 1);
    it_keys(&t, "hhhhjjj"); /* (11, 38), then down onto the bottom door (14, 38) */
    KCHECK(t.g.priv.hero.y == 14 && t.g.priv.hero.x == 38 &&
               LEVEL_CHAR(&t.g, 14, 38) == DELVE_CH_DOOR,
           "set-up: the hero at (%d, %d)", t.g.priv.hero.x, t.g.priv.hero.y);
    w = it_give(&t, DELVE_ITEM_STICK, ORIG_WS_ELECT, 5, 0);
    it_clear_log(&t);
    it_keys(&t, "zh");
    it_key(&t, 'a' + w);
    KCHECK(it_waits(&t, W_CMD) && it_said_part(&t, "The bolt bounces") && !it_o(&t)->over,
           "the bolt from the door: waits for %d; row 0 showed:\n%s", it_o(&t)->wait, t.log);
    it_kind_end();
}

/* Project decisions (row 24) and P1 13.1: io.c status writes the hunger word at (24, 58), or
   (24, 28) in 40 columns: six blanks in yellow (is_color), then the word in bold. */
static void hunger_word(void)
{
    static const struct {
        int food, cols;
        const char *word;
    } cases[] = {{300, 80, "Hungry"}, {150, 80, "Weak"}, {300, 40, "Hungry"}};
    size_t c;
    int i, x;
    it_kind("rule", 6, "row 24's hunger word (project decisions, P1 13.1, status)");
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        it_start_cols(&t, 100, 1, cases[c].cols);
        it_o(&t)->food_left = cases[c].food;
        rest();
        x = cases[c].cols == 40 ? 28 : 58;
        for (i = 0; i < 6; i++) {
            int in = i < (int)strlen(cases[c].word);
            KCHECK(it_char(&t, 24, x + i) == (in ? (unsigned char)cases[c].word[i] : ' ') &&
                       it_attr(&t, 24, x + i) == (in ? 0x70 : 0x0E),
                   "%s in %d columns: (24, %d) shows %02x at %02x", cases[c].word, cases[c].cols,
                   x + i, it_char(&t, 24, x + i), it_attr(&t, 24, x + i));
        }
    }
    it_kind_end();
}

/* A game of IT_DOS whose original drew its first clock at key first_clock, no monsters. */
static void start_clock(int first_clock)
{
    delve_game_options opt;
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.dos = IT_DOS;
    opt.first_clock = first_clock;
    memset(&t, 0, sizeof t);
    if (delve_game_start(&t.g, 0, &opt) != DELVE_OK) {
        printf("start_clock: the game does not start\n");
        exit(1);
    }
    it_clear_monsters(&t);
}

/* Project decisions (the first clock draw; P5 E2, io.c SIG2): firstClock 0, the default, draws
   the clock before the first key, so a Shift run at the first key is not cut; with firstClock
   1 the draw falls in the first key's work and stops the run after one step. */
static void first_clock(void)
{
    int x0;
    it_kind("rule", 7, "the first clock draw cuts a run only at firstClock (P5 E2, SIG2)");
    start_clock(0);
    x0 = t.g.priv.hero.x;
    it_key(&t, 'L');
    KCHECK(t.g.priv.hero.x > x0 + 1, "firstClock 0: L ran from x %d to %d", x0, t.g.priv.hero.x);
    start_clock(1);
    it_key(&t, 'L');
    KCHECK(t.g.priv.hero.x == x0 + 1, "firstClock 1: L ran from x %d to %d, not one step", x0,
           t.g.priv.hero.x);
    it_kind_end();
}

/* Row y as text, trailing blanks cut, leading blanks too. */
static const char *row_text(int y)
{
    static char row[DELVE_GAME_COLS + 1];
    const char *r = row;
    it_row(&t, y, row);
    while (*r == ' ')
        r++;
    return r;
}

/* P5 G1 (ROGUE.OPT's name and fruit) and the project decisions (the key disk passed; the year
   an option): the name in the greeting and on the tombstone, the fruit's article from its first
   letter (things.c inv_name, vowelstr), the tombstone's year (rip.c). */
static void names_and_year(void)
{
    delve_game_options opt;
    int f;
    char line[DELVE_GAME_COLS + 1], tomb[2][DELVE_GAME_COLS + 1];
    it_kind("rule", 8, "the name, the fruit's article, the year (P5 G1; decisions; rip.c)");
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.dos = IT_DOS;
    opt.name = "Alice";
    opt.fruit = "Ugli";
    opt.year = 1985;
    memset(&t, 0, sizeof t);
    if (delve_game_start(&t.g, 0, &opt) != DELVE_OK) {
        printf("names_and_year: the game does not start\n");
        exit(1);
    }
    it_clear_monsters(&t);
    KCHECK(!strncmp(row_text(0), "Hello Alice.  Welcome", 21), "the greeting: \"%s\"", row_text(0));
    f = it_give(&t, DELVE_ITEM_FOOD, 1, 0, 0);
    it_key(&t, 'i');
    it_row(&t, f, line);
    KCHECK(strstr(line, ") An Ugli") != NULL, "the fruit in the inventory: \"%s\"", line);
    it_key(&t, ' ');
    delve__orig_death(&t.g, 'H');
    it_row(&t, 14, line);
    it_row(&t, 16, tomb[0]);
    it_row(&t, 19, tomb[1]);
    KCHECK(strstr(line, " Alice ") && strstr(tomb[0], " a hobgoblin ") && strstr(tomb[1], " 1985 "),
           "the tombstone's rows 14, 16, 19:\n%s\n%s\n%s", line, tomb[0], tomb[1]);
    it_kind_end();
}

/* P5 G4: at a list an arrow key arrives through readchar's xtab as h ... n, and is taken as
   the choice of that letter (Left: h). */
static void list_arrow(void)
{
    int i;
    it_kind("rule", 9, "an arrow key at a list chooses its letter (P5 G4, readchar)");
    it_start(&t, 100, 1);
    for (i = t.g.priv.pack.n; i < 8; i++)
        it_give(&t, DELVE_ITEM_POTION, i, 0, 0);
    KCHECK(t.g.priv.pack.n >= 8, "set-up: %d objects", t.g.priv.pack.n);
    it_key(&t, 'd');
    KCHECK(it_waits(&t, W_ITEM_LIST), "set-up: d's list");
    it_clear_log(&t);
    it_key(&t, 0xCB); /* Left */
    KCHECK(it_said_part(&t, "Dropped") && it_waits(&t, W_CMD), "Left at the list: row 0:\n%s",
           t.log);
    it_kind_end();
}

int main(void)
{
    rollwand_slot();
    macro_length();
    again_direction();
    identify_more();
    door_bolt();
    hunger_word();
    first_clock();
    names_and_year();
    list_arrow();
    return it_done("test_orig_source_errata");
}
