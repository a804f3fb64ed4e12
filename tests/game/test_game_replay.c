/* test_game_replay.c — the replay of an original game (delve_rogue_options.dos and
   delve_game_options.dos): what it refuses and why, that it is level 1 of the prelude's state in
   classic mode by default, the greeting and its clearing, the name, and that going down goes on
   to depth 2 of seed dos. The recorded screens themselves are test_rogue_dos148's job. */
#include <string.h>

#include "rogue/rogue_prelude.h"
#include "test_game_util.h"

static delve_game g;

static void test_refusals(void)
{
    static delve_rogue_level lv;
    delve_rogue_options ro = {0};
    delve_game_options opt;
    ro.dos = -1;
    CHECK(delve_rogue_generate(1, &ro, &lv) == DELVE_ERR_DOS);
    ro.dos = DELVE_DOS_MAX + 1;
    CHECK(delve_rogue_generate(1, &ro, &lv) == DELVE_ERR_DOS);
    ro.dos = DELVE_DOS_MAX;
    CHECK(delve_rogue_generate(1, &ro, &lv) == DELVE_OK && lv.dos == DELVE_DOS_MAX);
    ro.depth = 2;
    CHECK(delve_rogue_generate(1, &ro, &lv) == DELVE_ERR_DOS_DEPTH);
    ro.depth = 1;
    CHECK(delve_rogue_generate(1, &ro, &lv) == DELVE_OK);
    CHECK(strstr(delve_status_message(DELVE_ERR_DOS), "hangs on 0") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_DOS_DEPTH), "level 1") != NULL);

    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.dos = 5;
    opt.generator = DELVE_GEN_LEVELMAP;
    CHECK(delve_game_start(&g, 1, &opt) == DELVE_ERR_DOS_GENERATOR);
    opt.generator = DELVE_GEN_ROGUE;
    opt.name = "";
    CHECK(delve_game_start(&g, 1, &opt) == DELVE_ERR_NAME);
    opt.name = "Abcdefghijklmnopqrstuvwx"; /* 24 characters */
    CHECK(delve_game_start(&g, 1, &opt) == DELVE_ERR_NAME);
    opt.name = "tab\there";
    CHECK(delve_game_start(&g, 1, &opt) == DELVE_ERR_NAME);
    opt.name = "Abcdefghijklmnopqrstuvw";
    CHECK(delve_game_start(&g, 1, &opt) == DELVE_OK);
}

/* A replay is the generator run from the prelude's state: the draw count of the prelude is what
   the recorded screens pin down; here, that the state is the prelude's, the mode classic unless
   asked, and the level's seed the clock seed. */
static void test_level(void)
{
    static delve_rogue_level lv, fixed;
    delve_rogue_options ro = {0};
    delve_priv_prelude pre;
    int dos, differ = 0;
    for (dos = 1; dos <= 2000; dos += 7) {
        ro.dos = dos;
        ro.mode = DELVE_MODE_DEFAULT;
        CHECK(delve_rogue_generate(123, &ro, &lv) == DELVE_OK);
        CHECK(lv.mode == DELVE_MODE_CLASSIC && lv.seed == (uint32_t)dos && lv.depth == 1);
        ro.mode = DELVE_MODE_FIXED;
        CHECK(delve_rogue_generate(123, &ro, &fixed) == DELVE_OK && fixed.mode == DELVE_MODE_FIXED);
        differ += memcmp(lv.chars, fixed.chars, sizeof lv.chars) != 0;
        delve__rogue_prelude(dos, &pre);
        CHECK(pre.state != dos && pre.arrows >= 25 && pre.arrows <= 39);
    }
    CHECK(differ > 0 && differ < 100); /* bug #14's fix moves an object now and then */
    ro.dos = 0;
    ro.mode = DELVE_MODE_DEFAULT;
    CHECK(delve_rogue_generate(123, &ro, &lv) == DELVE_OK && lv.mode == DELVE_MODE_FIXED &&
          lv.dos == 0);
}

/* The name tables follow spec §12.2's rules: titles 7..19 characters of syllables, every
   colour, stone and material used once. */
static void test_names(void)
{
    delve_priv_prelude pre;
    int dos, i, j, ends_in_space = 0, titles = 0;
    for (dos = 1; dos <= 21150; dos += 13) {
        delve__rogue_prelude(dos, &pre);
        for (i = 0; i < DELVE_PRIV_SCROLL_KINDS; i++) {
            size_t n = strlen(pre.scroll[i]);
            CHECK(n >= 7 && n <= 19 && pre.scroll[i][0] != ' ');
            ends_in_space += pre.scroll[i][n - 1] == ' ';
            titles++;
        }
        for (i = 0; i < DELVE_PRIV_POTION_KINDS; i++)
            for (j = 0; j < i; j++) {
                CHECK(pre.potion[i] != pre.potion[j] && pre.stone[i] != pre.stone[j]);
                CHECK(pre.stick[i] != pre.stick[j] || pre.stick_wood[i] != pre.stick_wood[j]);
            }
    }
    /* "about a quarter end in a space" */
    CHECK(ends_in_space * 5 > titles && ends_in_space * 3 < titles);
}

static void test_game(void)
{
    char row[DELVE_GAME_COLS + 1];
    delve_game_options opt;
    delve_game_state s;
    static delve_rogue_level lv;
    delve_rogue_options ro = {0};
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.dos = 4651;
    CHECK(delve_game_start(&g, 99, &opt) == DELVE_OK);
    tg_row(&g, 0, row);
    CHECK(strcmp(row, "Hello Rodney.  Welcome to the Dungeons of Doom.") == 0);
    delve_game_get_state(&g, &s);
    CHECK(s.dos == 4651 && s.seed == 4651 && s.mode == DELVE_MODE_CLASSIC && s.depth == 1);
    delve_game_act(&g, '.');
    tg_row(&g, 0, row);
    CHECK(row[0] == '\0'); /* the next key clears the greeting */

    opt.name = "Alice";
    opt.cols = 40;
    CHECK(delve_game_start(&g, 0, &opt) == DELVE_OK);
    tg_row(&g, 0, row);
    CHECK(strcmp(row, "Hello Alice.") == 0); /* terse in 40 columns */

    /* down the stairs: depth 2 of seed 4651, in the game's (classic) mode */
    opt.name = NULL;
    opt.cols = 0;
    CHECK(delve_game_start(&g, 0, &opt) == DELVE_OK);
    lv = *delve_game_rogue_level(&g);
    g.priv.hero = lv.stairs;
    CHECK(delve_game_act(&g, '>') & DELVE_GAME_DESCENDED);
    ro.depth = 2;
    ro.mode = DELVE_MODE_CLASSIC;
    delve_rogue_generate(4651, &ro, &lv);
    CHECK(memcmp(delve_game_rogue_level(&g)->chars, lv.chars, sizeof lv.chars) == 0);
    delve_game_get_state(&g, &s);
    CHECK(s.depth == 2 && s.seed == 4651 && s.mode == DELVE_MODE_CLASSIC);
}

int main(void)
{
    test_refusals();
    test_level();
    test_names();
    test_game();
    return check_done("test_game_replay", "replays of original games");
}
