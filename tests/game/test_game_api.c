/* test_game_api.c — the game's API and screen: status codes for bad pointers, options and
   actions (never a crash, nothing changed), the start state (exactly the generator's level),
   the screen's layout in 80 and 40 columns with real figures on the status rows, and the same
   actions giving the same screens. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "game/game_base.h"
#include "test_game_util.h"

static delve_game g, h;

static void test_errors(void)
{
    static delve_game zero;
    delve_game_options opt;
    delve_game_state s;
    CHECK(delve_game_size() == sizeof(delve_game));
    CHECK(delve_game_start(NULL, 1, NULL) == DELVE_ERR_NULL);
    CHECK(delve_game_act(NULL, 'h') == DELVE_ERR_NULL);
    CHECK(delve_game_act(&zero, 'h') == DELVE_ERR_NOT_STARTED);
    CHECK(delve_game_chars(&zero) == NULL && delve_game_attrs(&zero) == NULL);
    CHECK(delve_game_cols(&zero) == 0 && delve_game_rows(&zero) == 0);
    CHECK(delve_game_get_state(&zero, &s) == DELVE_ERR_NOT_STARTED && s.depth == 0);
    CHECK(delve_game_get_state(&zero, NULL) == DELVE_ERR_NULL);
    CHECK(delve_game_prompt(NULL) == DELVE_ERR_NULL &&
          delve_game_prompt(&zero) == DELVE_ERR_NOT_STARTED);
    CHECK(delve_game_cursor(NULL) == -1 && delve_game_cursor(&zero) == -1);
    CHECK(delve_game_rogue_level(&zero) == NULL);
    CHECK(strcmp(delve_game_message(NULL), "") == 0);

    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.generator = 2;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_GENERATOR);
    opt.generator = -1;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_GENERATOR);
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.depth = DELVE_DEPTH_MAX + 1;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_DEPTH);
    opt.depth = -1;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_DEPTH);
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.mode = 3;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_MODE);
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.cols = 50;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_COLS);
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.generator = DELVE_GEN_LEVELMAP;
    opt.levelmap.width = 81;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_WIDTH);
    opt.levelmap.width = 41;
    opt.cols = 40;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_WIDTH);
    opt.levelmap.width = 40;
    CHECK(delve_game_check_options(&opt) == DELVE_OK);
    opt.levelmap.height = 23;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_HEIGHT);
    opt.levelmap.height = 8;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_HEIGHT);
    opt.levelmap.height = 0;
    opt.levelmap.corridor = 101;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_CORRIDOR);
    opt.levelmap.corridor = 0;
    opt.levelmap.entrances = 5;
    CHECK(delve_game_check_options(&opt) == DELVE_ERR_ENTRANCES);
    CHECK(delve_game_check_options(NULL) == DELVE_OK);

    /* a failed start leaves even a started game not started */
    tg_start(&g, 7, 1, 0, 80);
    opt.levelmap.entrances = 0;
    opt.cols = 50;
    CHECK(delve_game_start(&g, 7, &opt) == DELVE_ERR_COLS);
    CHECK(delve_game_act(&g, 'h') == DELVE_ERR_NOT_STARTED);
}

/* Anything but the listed keys is refused with nothing changed. */
static void test_bad_actions(void)
{
    static const int extremes[4] = {INT_MIN, -1, 256, INT_MAX};
    static unsigned char chars[DELVE_GAME_ROWS * DELVE_GAME_COLS];
    delve_game_state before, after;
    int a, refused = 0;
    tg_start(&g, 99, 3, 0, 80);
    delve_game_act(&g, '>'); /* a message on row 0, to see that it stays */
    memcpy(chars, delve_game_chars(&g), sizeof chars);
    delve_game_get_state(&g, &before);
    for (a = -300; a < 300 + 4; a++) {
        int action = a < 300 ? a : extremes[a - 300];
        if (action > 0 && action < 256 && strchr("hjklyubnHJKLYUBNs>.i ", action))
            continue;
        CHECK(delve_game_act(&g, action) == DELVE_ERR_ACTION);
        refused++;
    }
    delve_game_get_state(&g, &after);
    CHECK(refused == 604 - 21);
    CHECK(memcmp(chars, delve_game_chars(&g), sizeof chars) == 0);
    CHECK(after.x == before.x && after.y == before.y && after.turns == before.turns);
    CHECK(strcmp(after.message, "I see no way down") == 0);
    /* the pack listed: any lower-case letter brings the map back as a space does, as the header
       says (a, the pack's first letter, is no action); another key that is no action is still
       refused */
    CHECK(delve_game_act(&g, 'i') == 0 && delve_game_act(&g, ' ') == 0);
    memcpy(chars, delve_game_chars(&g), sizeof chars); /* 'i' cleared the message */
    for (a = 'a'; a <= 'z'; a++) {
        CHECK(delve_game_act(&g, 'i') == 0);
        delve_game_get_state(&g, &after);
        CHECK(after.inventory == 1);
        CHECK(delve_game_act(&g, 'X') == DELVE_ERR_ACTION);
        CHECK(delve_game_act(&g, a) == 0);
        delve_game_get_state(&g, &after);
        CHECK(after.inventory == 0 && after.turns == before.turns);
        CHECK(memcmp(chars, delve_game_chars(&g), sizeof chars) == 0);
    }
}

/* A walk has no end: its turn count stops at INT_MAX, a trap's sleep's turns too, and the
   original's count of keys (which only the first clock reads) stops there as well. */
static void test_counts_stop(void)
{
    delve_game_state st;
    delve_game_options opt = {0};
    int i;
    tg_start(&g, 5, 1, 0, 80);
    g.priv.turns = INT_MAX - 2;
    for (i = 0; i < 5; i++)
        CHECK(delve_game_act(&g, 's') >= 0);
    delve_game_get_state(&g, &st);
    CHECK(st.turns == INT_MAX);
    CHECK(strstr((const char *)delve_game_chars(&g) + (DELVE_GAME_ROWS - 1) * DELVE_GAME_COLS,
                 "Turns: 2147483647") != NULL);
    CHECK(delve_game_start(&g, 5, &opt) == DELVE_OK);
    g.priv.turns = INT_MAX - 1;
    g.priv.o.keys = INT_MAX;
    for (i = 0; i < 6; i++) /* a search is a turn of the original's too */
        CHECK(delve_game_act(&g, 's') >= 0);
    delve_game_get_state(&g, &st);
    CHECK(st.turns == INT_MAX && g.priv.o.keys == INT_MAX);
}

/* The game starts on exactly the generator's level, the player where it put them. */
static void test_start_state(void)
{
    uint32_t seed;
    for (seed = 0; seed < 200; seed += 7) {
        static delve_rogue_level lv;
        delve_rogue_options opt = {0};
        delve_game_state s;
        opt.depth = 1 + (int)seed % 40;
        opt.mode = seed % 2 ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
        opt.cols = seed % 3 ? 80 : 40;
        delve_rogue_generate(seed, &opt, &lv);
        tg_start(&g, seed, opt.depth, opt.mode == DELVE_MODE_CLASSIC, opt.cols);
        CHECK(memcmp(delve_game_rogue_level(&g), &lv, sizeof lv) == 0);
        CHECK(delve_game_get_state(&g, &s) == DELVE_OK);
        CHECK(s.generator == DELVE_GEN_ROGUE && s.depth == opt.depth && s.mode == opt.mode);
        CHECK(s.cols == opt.cols && s.seed == seed && s.gold == 0 && s.turns == 0 && s.held == 0);
        CHECK(s.x == lv.player.x && s.y == lv.player.y && s.message[0] == '\0');
        CHECK(g.priv.rng == lv.rng);
    }
}

/* Row 23 is the original's status line (40 columns: rows 22-23), row 24 delve's seed and turns,
   row 0 the message, cut at the screen's edge. */
static void test_screen_layout(void)
{
    char row[DELVE_GAME_COLS + 1], want[DELVE_GAME_COLS + 1];
    delve_game_state s;
    int k;

    tg_start(&g, 4242, 5, 0, 80);
    CHECK(delve_game_cols(&g) == 80 && delve_game_rows(&g) == 25);
    tg_row(&g, 23, row);
    CHECK(strcmp(row, "Level:5     Hits:12(12)   Str:16(16)    Gold:0      Armor:5") == 0);
    CHECK(g.attrs[23 * 80] == 0x0E && g.attrs[23 * 80 + 10] == 0x07 &&
          g.attrs[23 * 80 + 73] == 0x0E);
    tg_row(&g, 24, row);
    CHECK(strcmp(row, "Seed: 4242  Turns: 0") == 0);
    for (k = 0; k < 12; k++)
        delve_game_act(&g, ".s"[k % 2]);
    delve_game_get_state(&g, &s);
    CHECK(s.turns == 12);
    tg_row(&g, 24, row);
    CHECK(strcmp(row, "Seed: 4242  Turns: 12") == 0);
    delve_game_act(&g, '>');
    tg_row(&g, 0, row);
    CHECK(strcmp(row, "I see no way down") == 0);
    delve_game_act(&g, '.');
    tg_row(&g, 0, row);
    CHECK(row[0] == '\0');

    tg_start(&g, 4294967295u, 999, 1, 40);
    CHECK(delve_game_cols(&g) == 40 && delve_game_rows(&g) == 25);
    tg_row(&g, 22, row);
    CHECK(strcmp(row, "Level:999   Hits:12(12)   Str:16(16)") == 0);
    tg_row(&g, 23, row);
    CHECK(strcmp(row, "Gold:0      Armor:5") == 0);
    tg_row(&g, 24, row);
    CHECK(strcmp(row, "Seed: 4294967295  Turns: 0") == 0);

    /* a long message is cut on row 0 but whole in the state */
    strcpy(g.priv.message, "a strange white mist envelops you and you fall asleep");
    delve__game_draw_status(&g);
    delve_game_get_state(&g, &s);
    snprintf(want, sizeof want, "%.40s", s.message);
    tg_row(&g, 0, row);
    CHECK(strlen(s.message) > 40 && strcmp(row, want) == 0);
}

/* Gold shows live, cut to five digits as the original's "Gold:%-5.5u". */
static void test_gold_field(void)
{
    char row[DELVE_GAME_COLS + 1];
    tg_start(&g, 1, 1, 0, 80);
    g.priv.gold = 57;
    delve_game_act(&g, '.');
    tg_row(&g, 23, row);
    CHECK(strcmp(row, "Level:1     Hits:12(12)   Str:16(16)    Gold:57     Armor:5") == 0);
    g.priv.gold = 1234567;
    delve_game_act(&g, '.');
    tg_row(&g, 23, row);
    CHECK(strcmp(row, "Level:1     Hits:12(12)   Str:16(16)    Gold:12345  Armor:5") == 0);
}

/* Two games fed the same actions show the same screens, byte for byte. */
static void test_determinism(void)
{
    static const char keys[] = "hjklyubnHJKLYUBNs>.";
    uint32_t seed, r = 12345;
    for (seed = 0; seed < 30; seed++) {
        delve_game_options opt;
        int k, same = 1;
        memset(&opt, 0, sizeof opt);
        opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
        opt.generator = seed % 3 == 2;
        opt.depth = 1 + (int)seed;
        opt.cols = seed % 2 ? 40 : 80;
        CHECK(delve_game_start(&g, seed, &opt) == DELVE_OK);
        CHECK(delve_game_start(&h, seed, &opt) == DELVE_OK);
        for (k = 0; k < 400; k++) {
            int a;
            r = r * 1103515245u + 12345u;
            a = keys[(r >> 16) % (sizeof keys - 1)];
            same &= delve_game_act(&g, a) == delve_game_act(&h, a);
            same &= memcmp(g.chars, h.chars, sizeof g.chars) == 0;
            same &= memcmp(g.attrs, h.attrs, sizeof g.attrs) == 0;
        }
        CHECK(same);
    }
}

/* A game's own Hall of Fame and name passed on to the next game in the same struct (the
   options point into the game delve_game_start clears): the next game has them as they were, and
   its bytes are those of a game started from copies of them. */
static void test_options_from_the_game(void)
{
    static delve_game copy;
    delve_game_score sc[2];
    delve_game_options o;
    char name[DELVE_GAME_NAME_MAX + 1];
    int i;
    memset(sc, 0, sizeof sc);
    strcpy(sc[0].name, "Alice");
    sc[0].fate = 'K', sc[0].gold = 500, sc[0].level = 4, sc[0].rank = 3;
    strcpy(sc[1].name, "Bob");
    sc[1].fate = DELVE_GAME_QUIT, sc[1].gold = 20, sc[1].level = 1, sc[1].rank = 1;
    memset(&o, 0, sizeof o);
    o.rules = DELVE_RULES_ORIGINAL, o.dos = 4651, o.name = "Carol";
    o.scores = sc, o.n_scores = 2;
    CHECK(delve_game_start(&g, 0, &o) == DELVE_OK);
    memcpy(sc, delve_game_score_entry(&g, 0), sizeof sc); /* what a copy would pass */
    memcpy(name, g.priv.name, sizeof name);
    for (i = 0; i < 2; i++) { /* the second time from the game's entry 1 (overlapping) */
        o.scores = delve_game_score_entry(&g, i), o.n_scores = 2 - i;
        o.name = g.priv.name;
        CHECK(delve_game_start(&g, 0, &o) == DELVE_OK);
        o.scores = sc + i, o.name = name;
        CHECK(delve_game_start(&copy, 0, &o) == DELVE_OK);
        CHECK(memcmp(&g, &copy, sizeof g) == 0);
        CHECK(delve_game_score_count(&g) == 2 - i && strcmp(g.priv.name, "Carol") == 0);
        CHECK(strcmp(delve_game_score_entry(&g, 0)->name, i ? "Bob" : "Alice") == 0);
    }
}

int main(void)
{
    test_errors();
    test_bad_actions();
    test_counts_stop();
    test_start_state();
    test_screen_layout();
    test_gold_field();
    test_determinism();
    test_options_from_the_game();
    return check_done("test_game_api", "the API and the screen");
}
