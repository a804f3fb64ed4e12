/* One resolve-and-check function per options struct (issue 22): each fills in every default,
   once, says what is wrong with a bad field, is idempotent, and a generator given the resolved
   struct makes the very level it makes from the one it was given. delve_option_value, the one
   translation of a number a user gave, and the defaults the messages show. */
#include <limits.h>
#include <string.h>

#include "check.h"
#include "delve.h"

static int same_rogue(uint32_t seed, const delve_rogue_options *a, const delve_rogue_options *b)
{
    static delve_rogue_level x, y;
    return delve_rogue_generate(seed, a, &x) == DELVE_OK &&
           delve_rogue_generate(seed, b, &y) == DELVE_OK && memcmp(&x, &y, sizeof x) == 0;
}

static void test_rogue(void)
{
    static const struct {
        int depth, mode, cols, dos, status;
    } bad[] = {{1000, 0, 0, 0, DELVE_ERR_DEPTH},      {DELVE_NONE, 0, 0, 0, DELVE_ERR_DEPTH},
               {0, 3, 0, 0, DELVE_ERR_MODE},          {0, 0, 60, 0, DELVE_ERR_COLS},
               {0, 0, DELVE_NONE, 0, DELVE_ERR_COLS}, {0, 0, 0, DELVE_DOS_MAX + 1, DELVE_ERR_DOS},
               {0, 0, 0, DELVE_NONE, DELVE_ERR_DOS},  {2, 0, 0, 5, DELVE_ERR_DOS_DEPTH}};
    delve_rogue_options in, out, again;
    size_t k;
    uint32_t seed;
    CHECK(delve_rogue_resolve_options(NULL, NULL) == DELVE_ERR_NULL);
    CHECK(delve_rogue_resolve_options(NULL, &out) == DELVE_OK);
    CHECK(out.depth == 1 && out.mode == DELVE_MODE_FIXED && out.cols == DELVE_ROGUE_COLS &&
          out.dos == 0);
    memset(&in, 0, sizeof in);
    in.dos = 5;
    CHECK(delve_rogue_resolve_options(&in, &in) == DELVE_OK); /* in place */
    CHECK(in.depth == 1 && in.mode == DELVE_MODE_CLASSIC && in.dos == 5);
    for (k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        in.depth = bad[k].depth, in.mode = bad[k].mode, in.cols = bad[k].cols, in.dos = bad[k].dos;
        memset(&out, 0x5A, sizeof out);
        again = out;
        CHECK_MSG(delve_rogue_resolve_options(&in, &out) == bad[k].status, "bad[%zu]", k);
        CHECK_MSG(memcmp(&out, &again, sizeof out) == 0, "bad[%zu] left *out as it was", k);
        CHECK(delve_rogue_check_options(&in) == bad[k].status);
    }
    for (seed = 0; seed < 40; seed++) {
        memset(&in, 0, sizeof in);
        in.depth = (int)(seed % 30);
        in.cols = seed & 1 ? DELVE_ROGUE_NARROW_COLS : 0;
        in.mode = (int)(seed % 3);
        in.dos = seed % 5 == 0 ? (int)seed + 1 : 0;
        if (in.dos)
            in.depth = 0;
        CHECK(delve_rogue_resolve_options(&in, &out) == DELVE_OK);
        CHECK(delve_rogue_resolve_options(&out, &again) == DELVE_OK &&
              memcmp(&out, &again, sizeof out) == 0);
        CHECK_MSG(same_rogue(seed, &in, &out), "seed %u: the resolved options make the same level",
                  seed);
    }
}

static int same_levelmap(uint32_t seed, const delve_levelmap_options *a,
                         const delve_levelmap_options *b)
{
    static delve_levelmap x, y;
    return delve_levelmap_generate(seed, a, &x) == DELVE_OK &&
           delve_levelmap_generate(seed, b, &y) == DELVE_OK && memcmp(&x, &y, sizeof x) == 0;
}

static void test_levelmap(void)
{
    delve_levelmap_options in, out, again;
    uint32_t seed;
    CHECK(delve_levelmap_resolve_options(NULL, NULL) == DELVE_ERR_NULL);
    CHECK(delve_levelmap_resolve_options(NULL, &out) == DELVE_OK);
    CHECK(out.width == 0 && out.height == 0 && out.corridor == DELVE_LEVELMAP_PERCENT_DEFAULT &&
          out.combined == DELVE_LEVELMAP_PERCENT_DEFAULT &&
          out.cellsize == DELVE_LEVELMAP_CELLSIZE_DEFAULT && out.entrances == 0 &&
          out.connected == DELVE_LM_CONNECTED_DEFAULT && out.edges == DELVE_LM_EDGES_DEFAULT);
    memset(&in, 0, sizeof in);
    in.corridor = DELVE_NONE, in.entrances = DELVE_NONE, in.natural = 7, in.connected = DELVE_NONE;
    CHECK(delve_levelmap_resolve_options(&in, &out) == DELVE_OK);
    CHECK(out.corridor == DELVE_NONE && out.entrances == 0 && out.natural == 1 &&
          out.connected == DELVE_NONE);
    in.cellsize = DELVE_NONE;
    memset(&out, 0x5A, sizeof out);
    again = out;
    CHECK(delve_levelmap_resolve_options(&in, &out) == DELVE_ERR_CELLSIZE);
    CHECK(memcmp(&out, &again, sizeof out) == 0);
    for (seed = 0; seed < 60; seed++) {
        memset(&in, 0, sizeof in);
        in.width = seed % 4 ? 9 + (int)(seed * 7 % 72) : 0;
        in.height = seed % 3 ? 9 + (int)(seed * 5 % 30) : 0;
        in.corridor = seed % 5 == 0 ? DELVE_NONE : (int)(seed * 13 % 101);
        in.combined = seed % 7 == 0 ? DELVE_NONE : (int)(seed * 17 % 101);
        in.cellsize = (int)(seed % 4);
        in.natural = (int)(seed & 8), in.no_doors = (int)(seed & 16), in.voids = (int)(seed & 32);
        in.entrances = seed % 6 == 5 ? DELVE_NONE : (int)(seed % 5);
        in.textures = (int)(seed & 4);
        CHECK(delve_levelmap_resolve_options(&in, &out) == DELVE_OK);
        CHECK(delve_levelmap_resolve_options(&out, &again) == DELVE_OK &&
              memcmp(&out, &again, sizeof out) == 0);
        CHECK_MSG(same_levelmap(seed, &in, &out), "seed %u: the resolved options make the same map",
                  seed);
    }
}

static void test_game(void)
{
    static const char *const bad_names[] = {"", "abcdefghijklmnopqrstuvwx", "tab\there", "del\x7f",
                                            "caf\xc3\xa9"};
    delve_game_options in, out;
    size_t k;
    CHECK(delve_game_resolve_options(NULL, NULL) == DELVE_ERR_NULL);
    CHECK(delve_game_resolve_options(NULL, &out) == DELVE_OK);
    CHECK(out.generator == DELVE_GEN_ROGUE && out.depth == 1 && out.mode == DELVE_MODE_FIXED &&
          out.cols == DELVE_GAME_COLS);
    CHECK(strcmp(out.name, DELVE_GAME_NAME_DEFAULT) == 0 &&
          strcmp(out.fruit, DELVE_GAME_FRUIT_DEFAULT) == 0);
    memset(&in, 0, sizeof in);
    in.name = "Alice", in.dos = 4651;
    CHECK(delve_game_resolve_options(&in, &out) == DELVE_OK);
    CHECK(strcmp(out.macro, "v") == 0 && strcmp(out.savefile, "rogue.sav") == 0 &&
          out.screen == DELVE_SCREEN_COLOR);
    { /* ROGUE.OPT's macro (0..40 keys: none at all too) and savefile (1..14 printable) */
        static const char *const macros[][2] = {{"", "ok"},
                                                {"0123456789012345678901234567890123456789", "ok"},
                                                {"01234567890123456789012345678901234567890", "no"},
                                                {"\x06\x12\xff", "ok"}};
        static const char *const savefiles[][2] = {{"a", "ok"},
                                                   {"abcdefghijklmn", "ok"},
                                                   {"", "no"},
                                                   {"abcdefghijklmno", "no"},
                                                   {"a\tb", "no"}};
        size_t m;
        for (m = 0; m < sizeof macros / sizeof macros[0]; m++) {
            in.macro = macros[m][0];
            CHECK(delve_game_resolve_options(&in, &out) ==
                  (macros[m][1][0] == 'o' ? DELVE_OK : DELVE_ERR_MACRO));
        }
        in.macro = NULL;
        for (m = 0; m < sizeof savefiles / sizeof savefiles[0]; m++) {
            in.savefile = savefiles[m][0];
            CHECK(delve_game_resolve_options(&in, &out) ==
                  (savefiles[m][1][0] == 'o' ? DELVE_OK : DELVE_ERR_SAVEFILE));
        }
        in.savefile = NULL;
        in.screen = 2;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_SCREEN);
        in.screen = DELVE_SCREEN_COLOR;
        in.credits = 1; /* the name prompt first: on or off */
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_OK && out.credits == 1);
        in.credits = 2;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_CREDITS);
        in.credits = -1;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_CREDITS);
        in.credits = 0;
        /* the first clock's turns are into the work of key first_clock - 1: none before key 0 */
        in.first_clock_turns = 2;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_FIRST_CLOCK);
        in.first_clock = 1;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_OK && out.first_clock_turns == 2);
        in.first_clock = in.first_clock_turns = 0;
    }
    { /* a score file's gold is the original's 16-bit purse, as %u shows it */
        delve_game_score entry = {65535, 1, 3, 1, "Ann"};
        in.scores = &entry, in.n_scores = 1;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_OK);
        entry.gold++;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_SCORES);
        entry.gold--; /* its level and rank were signed 16-bit ints */
        entry.level = 32767;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_OK);
        entry.level = 32768;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_SCORES);
        entry.level = 3, entry.rank = 32768;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_SCORES);
        entry.rank = 1, entry.fate = 'K'; /* a fate is a killer's code, a quit or a win */
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_OK);
        entry.fate = 'z';
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_SCORES);
        entry.fate = DELVE_GAME_SAVED;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_SCORES);
        CHECK(strcmp(delve_game_score_fault(&entry, NULL), "fate") == 0);
        in.scores = NULL, in.n_scores = 0;
    }
    { /* which field of an entry is wrong, in the order a message names one */
        delve_game_score entry = {60, 'K', 3, 1, "Ann"}, above = {50, DELVE_GAME_QUIT, 2, 1, "Bo"};
        CHECK(delve_game_score_fault(&entry, NULL) == NULL);
        CHECK(strcmp(delve_game_score_fault(&entry, &above), "order") == 0);
        CHECK(delve_game_score_fault(&above, &entry) == NULL);
        entry.rank = -1;
        CHECK(strcmp(delve_game_score_fault(&entry, &above), "rank") == 0);
        entry.level = DELVE_GAME_SCORE_FIGURE_MAX + 1;
        CHECK(strcmp(delve_game_score_fault(&entry, &above), "level") == 0);
        entry.gold = -5;
        CHECK(strcmp(delve_game_score_fault(&entry, &above), "gold") == 0);
        entry.fate = 'c';
        CHECK(strcmp(delve_game_score_fault(&entry, &above), "fate") == 0);
        memset(entry.name, 'x', sizeof entry.name); /* no NUL: too long, and never read past */
        CHECK(strcmp(delve_game_score_fault(&entry, &above), "name") == 0);
        CHECK(strcmp(delve_game_score_fault(NULL, &above), "entry") == 0);
    }
    { /* the list is best first, as a game keeps it; equal gold is fine */
        delve_game_score list[3] = {{50, 1, 3, 1, "Ann"}, {50, 1, 3, 1, "Bo"}, {60, 1, 3, 1, "Cy"}};
        in.scores = list, in.n_scores = 2;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_OK);
        in.n_scores = 3;
        CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_SCORES);
        in.scores = NULL, in.n_scores = 0;
    }
    CHECK(out.name == in.name && out.mode == DELVE_MODE_CLASSIC);
    for (k = 0; k < sizeof bad_names / sizeof bad_names[0]; k++) {
        memset(&in, 0, sizeof in);
        in.name = bad_names[k];
        CHECK_MSG(delve_game_resolve_options(&in, &out) == DELVE_ERR_NAME, "name %zu", k);
        in.name = NULL, in.fruit = bad_names[k];
        CHECK_MSG(delve_game_check_options(&in) == DELVE_ERR_FRUIT, "fruit %zu", k);
    }
    memset(&in, 0, sizeof in);
    in.generator = DELVE_GEN_LEVELMAP, in.cols = DELVE_ROGUE_NARROW_COLS;
    in.levelmap.width = DELVE_ROGUE_NARROW_COLS + 1;
    CHECK(delve_game_check_options(&in) == DELVE_ERR_WIDTH);
    in.levelmap.width = 0, in.levelmap.height = DELVE_ROGUE_NARROW_ROWS + 1;
    CHECK(delve_game_check_options(&in) == DELVE_ERR_HEIGHT);
    in.levelmap.height = DELVE_ROGUE_NARROW_ROWS;
    CHECK(delve_game_check_options(&in) == DELVE_OK);
    in.dos = 5;
    CHECK(delve_game_check_options(&in) == DELVE_ERR_DOS_GENERATOR);
    memset(&in, 0, sizeof in);
    in.generator = 2;
    CHECK(delve_game_check_options(&in) == DELVE_ERR_GENERATOR);
}

/* An option the game would never use is refused, and named as its field: each applies only
   where the game shows or uses it. */
static void test_game_unused_options(void)
{
    static const delve_game_score entry = {100, 'K', 3, 2, "Alice"};
    delve_game_options in, out;
    memset(&in, 0, sizeof in);
    CHECK(delve_game_unused_option(&in) == NULL && delve_game_unused_option(NULL) == NULL);
    /* a Rogue game, the original's rules by default: everything but the LevelMap options */
    in.name = "Alice", in.fruit = "kiwi", in.year = 1985, in.menu = DELVE_MENU_OFF;
    in.screen = DELVE_SCREEN_BW, in.macro = "ss", in.savefile = "my.sav", in.credits = 1;
    in.first_clock = 3, in.first_clock_turns = 2, in.scores = &entry, in.n_scores = 1;
    in.mode = DELVE_MODE_CLASSIC;
    CHECK(delve_game_check_options(&in) == DELVE_OK && delve_game_unused_option(&in) == NULL);
    in.levelmap.no_doors = 1;
    CHECK(delve_game_resolve_options(&in, &out) == DELVE_ERR_UNUSED_OPTION);
    CHECK(strcmp(delve_game_unused_option(&in), "levelmap.no_doors") == 0);
    in.levelmap.width = DELVE_NONE; /* unused is said before the range */
    CHECK(delve_game_check_options(&in) == DELVE_ERR_UNUSED_OPTION);
    CHECK(strcmp(delve_game_unused_option(&in), "levelmap.width") == 0);
    memset(&in.levelmap, 0, sizeof in.levelmap);
    /* a LevelMap option given as the value 0 stands for is no change, as year 2026 is */
    in.levelmap.width = 80, in.levelmap.height = 22, in.levelmap.corridor = 50;
    in.levelmap.combined = 50, in.levelmap.cellsize = 2, in.levelmap.entrances = DELVE_NONE;
    CHECK(delve_game_check_options(&in) == DELVE_OK && delve_game_unused_option(&in) == NULL);
    in.cols = 40; /* the whole map area is 40x21 there */
    CHECK(strcmp(delve_game_unused_option(&in), "levelmap.width") == 0);
    in.levelmap.width = 40;
    CHECK(strcmp(delve_game_unused_option(&in), "levelmap.height") == 0);
    in.levelmap.height = 21;
    CHECK(delve_game_check_options(&in) == DELVE_OK && delve_game_unused_option(&in) == NULL);
    in.levelmap.corridor = DELVE_NONE; /* 0 %, not the default */
    CHECK(strcmp(delve_game_unused_option(&in), "levelmap.corridor") == 0);
    in.cols = 0;
    memset(&in.levelmap, 0, sizeof in.levelmap);
    /* the explore rules: no tombstone, object prompt, clock or Hall of Fame */
    in.rules = DELVE_RULES_EXPLORE;
    CHECK(strcmp(delve_game_unused_option(&in), "year") == 0);
    in.year = DELVE_GAME_YEAR_DEFAULT; /* a default given by its value is no change */
    CHECK(strcmp(delve_game_unused_option(&in), "menu") == 0);
    in.year = 0;
    CHECK(strcmp(delve_game_unused_option(&in), "menu") == 0);
    in.menu = DELVE_MENU_ON;
    CHECK(strcmp(delve_game_unused_option(&in), "screen") == 0);
    in.screen = DELVE_SCREEN_COLOR;
    CHECK(strcmp(delve_game_unused_option(&in), "credits") == 0);
    in.credits = 0;
    CHECK(strcmp(delve_game_unused_option(&in), "macro") == 0);
    in.macro = DELVE_GAME_MACRO_DEFAULT;
    CHECK(strcmp(delve_game_unused_option(&in), "savefile") == 0);
    in.savefile = DELVE_GAME_SAVEFILE_DEFAULT;
    CHECK(strcmp(delve_game_unused_option(&in), "first_clock") == 0);
    in.first_clock = 0;
    CHECK(strcmp(delve_game_unused_option(&in), "first_clock_turns") == 0);
    in.first_clock_turns = 0;
    CHECK(strcmp(delve_game_unused_option(&in), "scores") == 0);
    in.n_scores = 0; /* an empty score file is one too */
    CHECK(strcmp(delve_game_unused_option(&in), "scores") == 0);
    in.scores = NULL; /* the name: only a replay greets */
    CHECK(strcmp(delve_game_unused_option(&in), "name") == 0);
    CHECK(delve_game_check_options(&in) == DELVE_ERR_UNUSED_OPTION);
    in.name = "Rodney", in.year = DELVE_GAME_YEAR_DEFAULT; /* the defaults, by value */
    CHECK(delve_game_unused_option(&in) == NULL && delve_game_check_options(&in) == DELVE_OK);
    in.name = "Alice";
    in.dos = 5; /* and the fruit names food in the pack */
    CHECK(delve_game_unused_option(&in) == NULL && delve_game_check_options(&in) == DELVE_OK);
    /* a LevelMap game: explore rules, no objects, no mode */
    memset(&in, 0, sizeof in);
    in.generator = DELVE_GEN_LEVELMAP, in.levelmap.width = 30, in.depth = 3;
    CHECK(delve_game_check_options(&in) == DELVE_OK);
    in.mode = DELVE_MODE_FIXED, in.fruit = DELVE_GAME_FRUIT_DEFAULT; /* as its state says */
    CHECK(delve_game_check_options(&in) == DELVE_OK);
    in.mode = DELVE_MODE_CLASSIC;
    CHECK(strcmp(delve_game_unused_option(&in), "mode") == 0);
    in.mode = 0, in.fruit = "kiwi";
    CHECK(strcmp(delve_game_unused_option(&in), "fruit") == 0);
    in.fruit = NULL, in.year = 1985;
    CHECK(strcmp(delve_game_unused_option(&in), "year") == 0);
    CHECK(delve_game_check_options(&in) == DELVE_ERR_UNUSED_OPTION);
    CHECK(strstr(delve_status_message(DELVE_ERR_UNUSED_OPTION), "delve_game_unused_option"));
}

/* A user's 0 is a real 0 where the field has one and refused where it has none; a user's -1 is
   refused everywhere (it is no DELVE_NONE). */
static void test_option_value(void)
{
    delve_levelmap_options lm;
    delve_rogue_options ro;
    CHECK(delve_option_value(0) == DELVE_NONE && delve_option_value(7) == 7);
    memset(&lm, 0, sizeof lm);
    lm.corridor = delve_option_value(0), lm.entrances = delve_option_value(0);
    CHECK(delve_levelmap_resolve_options(&lm, &lm) == DELVE_OK && lm.corridor == DELVE_NONE &&
          lm.entrances == 0);
    memset(&lm, 0, sizeof lm);
    lm.corridor = delve_option_value(-1);
    CHECK(delve_levelmap_check_options(&lm) == DELVE_ERR_CORRIDOR);
    memset(&lm, 0, sizeof lm);
    lm.entrances = delve_option_value(-1);
    CHECK(delve_levelmap_check_options(&lm) == DELVE_ERR_ENTRANCES);
    memset(&ro, 0, sizeof ro);
    ro.depth = delve_option_value(0);
    CHECK(delve_rogue_check_options(&ro) == DELVE_ERR_DEPTH);
    ro.depth = 0, ro.dos = delve_option_value(0);
    CHECK(delve_rogue_check_options(&ro) == DELVE_ERR_DOS);
}

static void test_messages(void)
{
    CHECK(strstr(delve_status_message(DELVE_ERR_DEPTH), "1 to 999 (0 means 1)") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_CORRIDOR),
                 "1 to 100 percent, DELVE_NONE for 0 %, or 0 for the default 50") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_CELLSIZE), "1 to 3 (0 means 2)") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_NAME), "1 to 23 printable ASCII characters "
                                                       "(NULL means Rodney)") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_FRUIT), "NULL means Slime Mold") != NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_COLS), "80 or 40 (0 means 80)") != NULL);
    CHECK(strcmp(delve_mode_name(DELVE_MODE_FIXED), "fixed") == 0 &&
          strcmp(delve_mode_name(DELVE_MODE_CLASSIC), "classic") == 0 &&
          strcmp(delve_mode_name(0), "unknown") == 0);
    CHECK(strcmp(delve_generator_name(DELVE_GEN_ROGUE), "rogue") == 0 &&
          strcmp(delve_generator_name(DELVE_GEN_LEVELMAP), "levelmap") == 0 &&
          strcmp(delve_generator_name(-1), "unknown") == 0);
    /* the header's names: "weird" for the traps 6 and 7 only, "unknown" past them */
    CHECK(strcmp(delve_trap_name(0), "trapdoor") == 0 && strcmp(delve_trap_name(7), "weird") == 0 &&
          strcmp(delve_trap_name(8), "unknown") == 0 &&
          strcmp(delve_trap_name(-1), "unknown") == 0);
    CHECK(strcmp(delve_item_name(7), "amulet") == 0 && strcmp(delve_item_name(8), "unknown") == 0);
}

/* The drawings, the JSON and the block helpers take a NULL level or array quietly: nothing drawn,
   "" and 0 (they crashed). */
static void test_null_levels(void)
{
    unsigned char bytes[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    uint16_t units[8] = {0};
    char text[8] = "x";
    delve_rogue_draw(NULL, bytes);
    delve_levelmap_draw(NULL, bytes);
    delve_levelmap_draw_utf16(NULL, units);
    CHECK(bytes[0] == 1 && units[0] == 0);
    CHECK(delve_rogue_json(NULL, text, sizeof text) == 0 && text[0] == '\0');
    text[0] = 'x';
    CHECK(delve_levelmap_json(NULL, text, sizeof text) == 0 && text[0] == '\0');
    CHECK(delve_rogue_json(NULL, NULL, 0) == 0 && delve_levelmap_json(NULL, NULL, 0) == 0);
    CHECK(delve_cp437_to_utf8(NULL, 4, text) == 0 && delve_cp437_to_utf8(bytes, 4, NULL) == 0);
    delve_levelmap_openvoids(NULL, 8, 8);
    delve_levelmap_connecttextures(NULL, 8, 8, 0xFFFF, 0);
    CHECK(delve_levelmap_entrance_count(NULL, 8, 8, 0) == 0);
    CHECK(delve_levelmap_entrance_open(NULL, 8, 8, 0, 0, 1) == 0);
}

/* A level struct edited by hand is read within its planes and arrays: a bad size draws nothing,
   a monster off the map is not drawn, and a count past its array lists the array only. */
static void test_hand_made_levels(void)
{
    static delve_rogue_level lv, edited;
    static unsigned char out[64 * 1024];
    static char json[64 * 1024];
    const int size = DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS;
    int i, clean = 1, letters = 0;
    const char *at;
    CHECK(delve_rogue_generate(7, NULL, &lv) == DELVE_OK);
    edited = lv;
    edited.cols = 1000;
    memset(out, 0xAA, sizeof out);
    delve_rogue_draw(&edited, out);
    for (i = 0; i < (int)sizeof out; i++)
        clean &= out[i] == 0xAA;
    CHECK_MSG(clean, "a level of 1000 columns drew");
    CHECK(delve_rogue_json(&edited, json, sizeof json) < sizeof json && strstr(json, "\"map\":[]"));
    edited = lv;
    edited.rows = -2;
    CHECK(delve_rogue_json(&edited, json, sizeof json) < sizeof json && strstr(json, "\"map\":[]"));

    edited = lv;
    edited.n_monsters = 1;
    edited.monsters[0].x = 5000;
    edited.player.y = 99;
    memset(out, 0xAA, sizeof out);
    delve_rogue_draw(&edited, out);
    for (i = size; i < (int)sizeof out; i++)
        clean &= out[i] == 0xAA;
    CHECK_MSG(clean, "a monster or the player off the map drew past it");

    /* any ints: a place off the map is not drawn, however far (no arithmetic overflows), nor
       wrapped onto the row above (x -1) */
    {
        static unsigned char want[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
        edited = lv;
        edited.n_monsters = 0;
        edited.player.y = 0; /* the message row: never drawn */
        delve_rogue_draw(&edited, want);
        edited.n_monsters = 3;
        edited.monsters[0].x = INT_MIN, edited.monsters[0].y = INT_MAX;
        edited.monsters[1].x = -1, edited.monsters[1].y = 2;
        edited.monsters[2].x = lv.cols, edited.monsters[2].y = 1;
        edited.player.x = INT_MAX, edited.player.y = INT_MAX - 1;
        delve_rogue_draw(&edited, out);
        CHECK_MSG(!memcmp(out, want, (size_t)(lv.rows * lv.cols)),
                  "a monster or the player off the map drew on it");
    }

    edited = lv;
    edited.n_monsters = 1000;
    edited.n_doors = 1 << 20;
    delve_rogue_draw(&edited, out);
    CHECK(delve_rogue_json(&edited, json, sizeof json) < sizeof json);
    for (at = json; (at = strstr(at, "\"letter\"")) != NULL; at++)
        letters++;
    CHECK_MSG(letters == DELVE_ROGUE_MAX_MONSTERS, "%d monsters listed, the array holds %d",
              letters, DELVE_ROGUE_MAX_MONSTERS);
}

int main(void)
{
    test_null_levels();
    test_hand_made_levels();
    test_rogue();
    test_levelmap();
    test_game();
    test_game_unused_options();
    test_option_value();
    test_messages();
    return check_done("test_options", "the options structs' resolve functions");
}
