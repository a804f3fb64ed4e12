/* test_orig_commands.c — the DOS commands beyond the pack (issue 24): the help pages (? and /),
   the discoveries (D), quit (Q), save (S), fake DOS (!), Ctrl-R, Ctrl-T and the macro (F,
   Ctrl-F), each against the texts of spec P1 §5.3, §6, §12.1, §14, §15 and P4 §5: what they
   show, that they are free, and that the map comes back exactly. */
#include <string.h>

#include "check.h"
#include "delve.h"
#include "core/palette.h"
#include "game/game_pack.h"
#include "game/orig.h"

static delve_game g;
static unsigned char before[sizeof g.chars], before_attrs[sizeof g.attrs];

static void start(void)
{
    delve_game_options opt;
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.dos = 4651;
    opt.fruit = "dounut";
    CHECK(delve_game_start(&g, 0, &opt) == DELVE_OK);
    delve_game_act(&g, ' '); /* past the greeting's row 0 */
    memcpy(before, g.chars, sizeof before);
    memcpy(before_attrs, g.attrs, sizeof before_attrs);
}

static void keys(const char *k)
{
    for (; *k; k++)
        delve_game_act(&g, (unsigned char)*k);
}

/* Row y from column x, trailing blanks cut */
static const char *row(int y, int x)
{
    static char out[DELVE_GAME_COLS + 1];
    int n = DELVE_GAME_COLS - x;
    memcpy(out, g.chars + y * DELVE_GAME_COLS + x, (size_t)n);
    while (n > 0 && out[n - 1] == ' ')
        n--;
    out[n] = '\0';
    return out;
}

static int restored(void)
{
    return !memcmp(before, g.chars, 24 * DELVE_GAME_COLS) &&
           !memcmp(before_attrs, g.attrs, 24 * DELVE_GAME_COLS);
}

static void help(void)
{
    int turns;
    start();
    turns = g.priv.turns;
    keys("?");
    CHECK(!strcmp(row(0, 40), "F2     list of symbols"));
    CHECK(!strncmp(row(0, 0), "F1     list of commands", 23));
    CHECK(!strcmp(row(22, 40), "P      put on ring"));
    CHECK(!strcmp(row(24, 0), "--Press space for more, Esc to continue--"));
    CHECK(g.attrs[7 * DELVE_GAME_COLS + 40] == 0x09); /* the up arrow is the weapon glyph */
    keys("x ");
    CHECK(!strncmp(row(0, 0), "Q      quit", 11));
    CHECK(!strcmp(row(8, 40), "D      list what has been discovered"));
    CHECK(!strcmp(row(24, 0), "--press space to continue--"));
    keys(" ");
    CHECK_MSG(restored(), "the map after the help pages");
    keys("?\x1b");
    CHECK_MSG(restored(), "the map after Escape on the first page");
    keys("\xbb"); /* F1, through readchar's xtab */
    CHECK(!strcmp(row(0, 40), "F2     list of symbols"));
    keys("\x1b");
    keys("/");
    CHECK(!strcmp(row(0, 0) + 1, ": the floor                            \x01: the hero"));
    CHECK(!strcmp(row(11, 0), "A-Z: 26 different monsters"));
    CHECK(!strcmp(row(24, 0), "--press space to continue--"));
    keys(" ");
    CHECK(restored() && g.priv.turns == turns);
}

static void discoveries(void)
{
    int32_t rng;
    start();
    rng = g.priv.rng;
    keys("D");
    CHECK(!strcmp(row(0, 0), "Haven't discovered anything about any potions"));
    CHECK(!strcmp(row(2, 0), "Haven't discovered anything about any scrolls"));
    CHECK(!strcmp(row(4, 0), "Haven't discovered anything about any rings"));
    CHECK(!strcmp(row(6, 0), "Haven't discovered anything about any sticks"));
    CHECK(!strcmp(row(24, 0), "-Press space to continue-"));
    CHECK_MSG(g.priv.rng != rng, "D draws (set_order)");
    keys("q"); /* a letter ends it too */
    CHECK(restored());
}

static void quit(void)
{
    start();
    keys("Q");
    CHECK(!strcmp(row(0, 0), "Do you wish to end your quest now (Yes/No) ?"));
    CHECK(g.attrs[35] == 0x70 && g.attrs[39] == 0x70 && g.attrs[36] == DELVE__ATTR_GREY);
    keys("n");
    CHECK(!strcmp(row(0, 0), "") && g.priv.o.over == 0 && g.priv.o.wait == W_CMD);
    keys("Qy");
    CHECK(!strcmp(row(0, 0), "You quit with 0 gold pieces"));
    CHECK(!strcmp(row(24, 0), "[Press Enter to see rankings]"));
    CHECK(g.priv.o.over && g.priv.o.cause == DELVE_GAME_QUIT);
}

static void save(void)
{
    start();
    keys("S");
    CHECK(!strcmp(row(0, 0), "Save file (press enter (\x11\xd9) to default to \"rogue.sav\") ?"));
    keys("ab\x1b");
    CHECK(!strcmp(row(0, 0), "") && !g.priv.o.over && g.priv.o.wait == W_CMD);
    keys("S\r");
    CHECK(!strcmp(row(1, 0), "Game saved as rogue.sav."));
    CHECK(g.priv.o.over && g.priv.o.cause == DELVE_GAME_SAVED);
}

static void messages(void)
{
    start();
    keys("v");
    CHECK(!strcmp(row(0, 0), "Rogue version 1.48 (Mr. Mctesq was here)"));
    keys("X\x12"); /* the illegal command is not saved */
    CHECK(!strcmp(row(0, 0), "Rogue version 1.48 (Mr. Mctesq was here)"));
    keys("\x14");
    CHECK(!strcmp(row(0, 0), "Ok, I'll be brief"));
    keys("\x14");
    CHECK(!strcmp(row(0, 0), "Goodie, I can use big words again!"));
    keys("\x06"); /* the macro: v */
    CHECK(!strcmp(row(0, 0), "Rogue version 1.48 (Mr. Mctesq was here)"));
    keys("F");
    CHECK(!strcmp(row(0, 0), "F9 was v, enter new macro:"));
    keys("o\r\x06");
    CHECK(!strcmp(row(0, 0), "I don't have any options, oh my!"));
}

static void fake_dos(void)
{
    int i;
    start();
    keys("!");
    CHECK(!strcmp(row(1, 0), "C>"));
    keys("dir\r");
    CHECK(!strcmp(row(1, 0), "C>dir") && !strcmp(row(2, 0), "Bad command or file name"));
    CHECK(!strcmp(row(3, 0), "") && !strcmp(row(4, 0), "C>"));
    keys("x:\r");
    CHECK(!strcmp(row(5, 0), "Invalid drive specification"));
    keys(" rogue \r");
    CHECK(restored() && g.priv.o.wait == W_CMD);
    /* a line longer than the screen is wide, typed and taken back, on the bottom row (CI's
       fuzzing found the backspace writing past the screen) */
    keys("!");
    for (i = 0; i < 30; i++)
        keys("\r");
    for (i = 0; i < 100; i++)
        keys("x");
    for (i = 0; i < 100; i++)
        keys("\b");
    keys("rogue\r");
    CHECK(restored() && g.priv.o.wait == W_CMD);
}

/* getinfo shows the cursor (P4 4.1) after what is typed, on the cell a backspace blanks; the
   original keeps it off at every other question (delve_game_cursor) */
static void cursor(void)
{
    delve_game_options opt;
    int at, i;
    start();
    CHECK(delve_game_cursor(&g) == -1);
    keys("F"); /* msg("F9 was %s, enter new macro: "), and the line after its space */
    at = delve_game_cursor(&g);
    CHECK_MSG(at == (int)strlen("F9 was v, enter new macro: "), "the line starts at cell %d", at);
    keys("ab");
    CHECK(delve_game_cursor(&g) == at + 2 && g.chars[at + 1] == 'b' && g.chars[at + 2] == ' ');
    keys("\b");
    CHECK(delve_game_cursor(&g) == at + 1 && g.chars[at + 1] == ' ');
    keys("\x1b");
    CHECK(delve_game_cursor(&g) == -1 && g.priv.o.wait == W_CMD);
    keys("Q"); /* a yes-or-no question: no cursor */
    CHECK(delve_game_cursor(&g) == -1);
    keys("n!");
    CHECK(delve_game_cursor(&g) == DELVE_GAME_COLS + 2); /* after fake DOS's "C>" on row 1 */
    keys("dir\r");
    CHECK(delve_game_cursor(&g) == 4 * DELVE_GAME_COLS + 2);
    keys("rogue\r");
    CHECK(delve_game_cursor(&g) == -1);

    /* in 40 columns the line goes on into row 1, as the echo does */
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.cols = 40;
    CHECK(delve_game_start(&g, 5, &opt) == DELVE_OK);
    keys(" F");
    at = delve_game_cursor(&g);
    for (i = 0; i < 20; i++)
        keys("x");
    CHECK_MSG(delve_game_cursor(&g) == at + 20 && at + 20 > 40 && g.chars[at + 19] == 'x',
              "40 columns: the line from %d, the cursor at %d", at, delve_game_cursor(&g));
    CHECK(delve_game_cursor(NULL) == -1);
    opt.rules = DELVE_RULES_EXPLORE;
    CHECK(delve_game_start(&g, 5, &opt) == DELVE_OK && delve_game_cursor(&g) == -1);
}

/* The amulet on level 26, up the stairs with it, and the winner's sale */
static void winner(void)
{
    delve_game_options opt;
    delve_game_object amulet;
    int t, found = 0;
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.depth = 26;
    CHECK(delve_game_start(&g, 26, &opt) == DELVE_OK);
    for (t = g.priv.o.lvl_obj; t >= 0; t = g.priv.o.things[t].next)
        found += g.priv.o.things[t].kind == DELVE_ITEM_AMULET;
    CHECK_MSG(found == 1, "level 26 holds %d amulets", found);
    opt.depth = 2;
    CHECK(delve_game_start(&g, 26, &opt) == DELVE_OK);
    LEVEL_CHAR(&g, g.priv.hero.y, g.priv.hero.x) = DELVE_CH_STAIRS;
    keys(" <");
    CHECK(!strcmp(row(0, 0), "Your way is magically blocked"));
    memset(&amulet, 0, sizeof amulet);
    amulet.kind = DELVE_ITEM_AMULET;
    amulet.count = 1;
    delve__game_pack_add(&g, &amulet);
    g.priv.o.amulet = g.priv.o.saw_amulet = 1;
    g.priv.scratch[0] = '\0'; /* no pick-up message */
    keys("<");
    CHECK_MSG(g.priv.depth == 1 && !strcmp(row(0, 0), "You feel a wrenching sensation in your gut"),
              "depth %d row 0 %s", g.priv.depth, row(0, 0));
    LEVEL_CHAR(&g, g.priv.hero.y, g.priv.hero.x) = DELVE_CH_STAIRS;
    keys(" <");
    CHECK(!strcmp(row(0, 0), "Congratulations!") &&
          !strcmp(row(8, 0), "admitted to the fighters guild."));
    keys(" ");
    CHECK(!strcmp(row(0, 0), "   Worth  Item"));
    CHECK(!strcmp(row(1, 0), "a)     2  Some food"));
    CHECK(!strcmp(row(2, 0), "b)  1000  The Amulet of Yendor"));
    CHECK(!strcmp(row(3, 0), "c)   335  +1 ring mail [armor class 5] (being worn)"));
    CHECK(!strcmp(row(24, 0), "[Press Enter to see rankings]"));
    CHECK(g.priv.o.over && g.priv.o.cause == DELVE_GAME_WINNER);
}

/* delve's dungeon ends at DELVE_DEPTH_MAX (the original's had no end): '>' there says so, as
   the explore rules do, instead of taking the key without a word */
static void deepest(void)
{
    delve_game_options opt;
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.depth = DELVE_DEPTH_MAX;
    CHECK(delve_game_start(&g, 7, &opt) == DELVE_OK);
    LEVEL_CHAR(&g, g.priv.hero.y, g.priv.hero.x) = DELVE_CH_STAIRS;
    keys(" >");
    CHECK_MSG(g.priv.depth == DELVE_DEPTH_MAX && !strcmp(row(0, 0), "You can go no deeper"),
              "depth %d row 0 %s", g.priv.depth, row(0, 0));
    /* and a trapdoor there does not open, with the explore rules' words */
    LEVEL_CHAR(&g, g.priv.hero.y, g.priv.hero.x + 1) = DELVE_CH_TRAP;
    LEVEL_FLAGS(&g, g.priv.hero.y, g.priv.hero.x + 1) = DELVE_TRAP_DOOR | DELVE_F_REAL;
    keys(" l");
    CHECK_MSG(g.priv.depth == DELVE_DEPTH_MAX &&
                  !strcmp(row(0, 0), "The trapdoor does not open: there is nothing deeper"),
              "depth %d row 0 %s", g.priv.depth, row(0, 0));
}

int main(void)
{
    help();
    discoveries();
    quit();
    save();
    messages();
    fake_dos();
    cursor();
    winner();
    deepest();
    return check_done("test_orig_commands",
                      "help, discoveries, quit, save, fake DOS, the macro, the cursor");
}
