/* test_game_keys.c — the original's game played by random keys (issue 23): 1,000 seeded or
   replayed games of 2,000 keys each over every command the game reads (moves, runs, counts,
   prefixes, searching, resting, the stairs, every item command and its prompts, naming, the
   inventory and discoveries, the help screens, quit and save, Escape, Enter, Ctrl-letters and
   bytes it does not know). After every key the state is sound; a replay of
   the same keys gives the same screens, half of them played on a copy of the struct; every 100th screen goes into a digest per game; 200
   games played in screen=bw show the same screens through the monochrome attribute table, and
   200 begun at the credits screen (a name typed) the same screens as those started named.
   With --digests it prints "game digest" lines instead, which tests/node/original.test.mjs
   compares with the same games played in WebAssembly. DELVE_TEST_SCALE scales the games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "delve.h"
#include "game/game_pack.h"
#include "game/orig.h"

#define GAMES 1000
#define KEYS 2000
#define DIGEST_EVERY 100

static delve_game g, replay, copy;
static unsigned char half[sizeof g.chars];

/* the keys, as tests/node/original.test.mjs draws them: index (r >> 16) % length */
static const char pool[] =
    "hjklyubnhjklyubnhjklyubnHJKLYUBNs.>.s12 fga\x1b\r ei c  <vo\x01\x0c\x12QxZ"
    "qrzPRwWTtd^Dqrzt*abcdefgh?/F\x06\x14      ";

static uint32_t fnv(uint32_t h, const unsigned char *p, int n)
{
    int i;
    for (i = 0; i < n; i++)
        h = (h ^ p[i]) * 16777619u;
    return h;
}

/* Game i's options, as original.test.mjs gives them. */
static void options_of(int i, delve_game_options *opt, uint32_t *seed)
{
    memset(opt, 0, sizeof *opt);
    opt->rules = DELVE_RULES_ORIGINAL;
    opt->cols = i % 5 == 4 ? 40 : 80;
    opt->mode = i % 3; /* default, fixed, classic */
    opt->depth = 1 + i % 12;
    *seed = (uint32_t)i * 2654435761u;
    if (i % 7 == 6) { /* a replay of a clock seed */
        opt->dos = 1 + (i * 37) % DELVE_DOS_MAX;
        opt->depth = 0;
    }
}

static int sound(const delve_game_state *s, const delve_game_state *prev, int r)
{
    return r >= 0 && s->depth >= prev->depth && s->turns >= prev->turns && s->hp <= s->max_hp &&
           s->str >= 3 && s->str <= 31 && s->level >= 1 && s->gold >= 0 && s->hunger >= 0 &&
           s->hunger <= 3 && (!prev->over || s->over == prev->over) &&
           (s->over || (s->y >= 1 && s->y <= DELVE_GAME_MAP_ROWS && s->x >= 0 && s->x < s->cols));
}

/* The cursor (P4 4.1) on the screen while a line is typed, and only then: just after the last
   character typed (its echo, a printable one, is on the cell before), or on the last cell */
static int cursor_sound(delve_game *gm, const delve_game_state *s)
{
    const delve_priv_orig *o = &gm->priv.o;
    int at = delve_game_cursor(gm), last = delve_game_cols(gm) * delve_game_rows(gm) - 1;
    unsigned char typed = o->line_len > 0 ? (unsigned char)o->line[o->line_len - 1] : 0;
    if (s->prompt != DELVE_PROMPT_LINE)
        return at == -1;
    if (at < 0 || at > last)
        return 0;
    return at == last || typed < ' ' || typed > '~' || delve_game_chars(gm)[at - 1] == typed;
}

/* state.listed against the screen: at an object's question, the objects the list shows ("c)
   ..." from row 0, the footer "-Select item to ..." on the last row) when it is up, objects of
   the pack in any case; at another question none. */
static int listed_sound(delve_game *gm, const delve_game_state *s)
{
    const unsigned char *c = delve_game_chars(gm);
    int cols = delve_game_cols(gm), rows = delve_game_rows(gm), n = delve_game_pack_size(gm), y;
    unsigned shown = 0;
    if (s->prompt != DELVE_PROMPT_OBJECT)
        return s->listed == 0;
    if (n < 32 && s->listed >> n) /* none: nothing fits (the question asked all the same) */
        return 0;
    if (memcmp(c + (rows - 1) * cols, "-Select item to ", 16))
        return 1; /* the prompt, not the list */
    for (y = 0; y < rows - 1 && c[y * cols + 1] == ')'; y++) {
        if (c[y * cols + cols - 1] != ' ')
            return 1; /* a name wider than 40 columns goes on over the next row: not read */
        shown |= 1u << (c[y * cols] - 'a');
    }
    return shown == s->listed;
}

/* The monster list as links (mlist, next) and as what moat reads: the array (mlist_order), the
   same monsters in the same order, and how many stand on each cell (mlist_at) */
static int mlist_sound(delve_game *gm)
{
    static unsigned char at[DELVE_GAME_ROWS][DELVE_GAME_COLS + 2];
    const delve_priv_orig *o = orig_of(gm);
    int m, i = 0;
    memset(at, 0, sizeof at);
    for (m = o->mlist; m >= 0; m = o->monsters[m].next, i++) {
        if (i >= o->mlist_count || o->mlist_order[i] != m || !o->monsters[m].used)
            return 0;
        at[o->monsters[m].y][o->monsters[m].x + 1]++;
    }
    return i == o->mlist_count && !memcmp(at, o->mlist_at, sizeof at);
}

/* Game i's magic: a potion, a scroll, a ring and a stick of kinds that go round with i, so that
   the magic games together use every kind (the random games find few) */
static void give_magic(delve_game *gm, int i)
{
    static const int kinds[4][2] = {{DELVE_ITEM_POTION, 14},
                                    {DELVE_ITEM_SCROLL, 15},
                                    {DELVE_ITEM_RING, 14},
                                    {DELVE_ITEM_STICK, 14}};
    int k;
    for (k = 0; k < 4; k++) {
        delve_game_object o;
        memset(&o, 0, sizeof o);
        o.kind = kinds[k][0];
        o.which = (i + k) % kinds[k][1];
        o.count = 1 + i % 3 * (k < 2);
        o.armor_class = k == 2 ? i % 3 - 1 : 2 + i % 4; /* a ring's bonus, a stick's charges */
        o.cursed = k == 2 && i % 5 == 0;
        o.dice = o.sides = 1;
        o.id = 1000 + k;
        delve__game_pack_add(gm, &o);
    }
}

/* Game i's random keys, from r; 1 if every state was sound. *digest takes every 100th screen. */
static int play_keys(delve_game *gm, uint32_t r, char *keys, uint32_t *digest)
{
    delve_game_state s, prev;
    int k, ok = 1, n;
    delve_game_get_state(gm, &prev);
    for (k = 0; k < KEYS; k++) {
        int res;
        r = r * 1103515245u + 12345u;
        keys[k] = pool[(r >> 16) % (sizeof pool - 1)];
        res = delve_game_act(gm, (unsigned char)keys[k]);
        delve_game_get_state(gm, &s);
        ok &= sound(&s, &prev, res) && listed_sound(gm, &s) && mlist_sound(gm) &&
              cursor_sound(gm, &s);
        prev = s;
        if ((k + 1) % DIGEST_EVERY == 0) {
            n = delve_game_cols(gm) * delve_game_rows(gm);
            *digest = fnv(fnv(*digest, delve_game_chars(gm), n), delve_game_attrs(gm), n);
        }
    }
    return ok;
}

/* 300 more games with magic in the pack (not in the digests: WebAssembly cannot give it) */
static void magic_games(void)
{
    static char keys[KEYS];
    int i, n = (int)check_scaled(300), k;
    for (i = 0; i < n; i++) {
        delve_game_options opt;
        uint32_t seed;
        options_of(i, &opt, &seed);
        CHECK(delve_game_start(&g, seed, &opt) == DELVE_OK);
        give_magic(&g, i);
        uint32_t digest = 0;
        CHECK_MSG(play_keys(&g, (uint32_t)i + 7, keys, &digest), "magic game %d: an unsound state",
                  i);
        CHECK(delve_game_start(&replay, seed, &opt) == DELVE_OK);
        give_magic(&replay, i);
        for (k = 0; k < KEYS; k++)
            delve_game_act(&replay, (unsigned char)keys[k]);
        CHECK_MSG(!memcmp(g.chars, replay.chars, sizeof g.chars),
                  "magic game %d: the replay of its keys shows another screen", i);
    }
}

/* ROGUE.OPT's screen=bw (P5 G1; curses.c monoc_attr): 200 games played in colour and in bw
   side by side, key by key: the same characters, and every colour the monochrome table's (grey
   0x07; standout, any grey background, 0x78) */
static void mono_games(void)
{
    static delve_game bw;
    int i, k, y, n = (int)check_scaled(200), bad = 0, standouts = 0;
    for (i = 0; i < n; i++) {
        delve_game_options opt;
        uint32_t seed, r = (uint32_t)i + 11;
        options_of(i, &opt, &seed);
        CHECK(delve_game_start(&replay, seed, &opt) == DELVE_OK);
        opt.screen = DELVE_SCREEN_BW;
        CHECK(delve_game_start(&bw, seed, &opt) == DELVE_OK);
        for (k = 0; k <= KEYS && !bad; k++) {
            for (y = 0; y < DELVE_GAME_ROWS * replay.cols && !bad; y++) {
                unsigned char a = replay.attrs[y];
                bad = bw.chars[y] != replay.chars[y] ||
                      bw.attrs[y] != ((a & 0x70) == 0x70 ? 0x78 : 0x07);
                standouts += bw.attrs[y] == 0x78;
            }
            CHECK_MSG(!bad, "game %d, key %d: cell %d is %02x in bw, %02x in colour", i, k, y - 1,
                      bw.attrs[y - 1], replay.attrs[y - 1]);
            r = r * 1103515245u + 12345u;
            delve_game_act(&replay, (unsigned char)pool[(r >> 16) % (sizeof pool - 1)]);
            delve_game_act(&bw, (unsigned char)pool[(r >> 16) % (sizeof pool - 1)]);
        }
    }
    CHECK_MSG(standouts > 0, "no standout cell in %d games in bw", n);
}

/* The credits screen (P5 G2): 200 games begun at "Rogue's Name?" with a name typed (keys it
   ignores among them: control and extended keys, a 24th character; a backspace), or none, or
   Escape, then played key by key beside the same game started with that name: from the
   greeting on, the same screens, colours and states, the first clock counted from the
   greeting in both */
static void credits_games(void)
{
    static delve_game named;
    static const char letters[] = "AaZz09 .-'~Bob";
    int i, k, n = (int)check_scaled(200), same = 1, typed = 0;
    for (i = 0; i < n && same; i++) {
        delve_game_options opt;
        delve_game_state a, b;
        uint32_t seed, r = (uint32_t)i * 7 + 3;
        char name[DELVE_GAME_NAME_MAX + 1] = "";
        int len = i % 5 == 0 ? 0 : 1 + i % 27, end = i % 11 == 3 ? 27 : '\r', j;
        options_of(i, &opt, &seed);
        opt.first_clock = i % 4; /* counted from the greeting */
        if (i % 3 == 0)
            opt.name = "Preset";
        opt.credits = 1;
        CHECK(delve_game_start(&g, seed, &opt) == DELVE_OK);
        delve_game_get_state(&g, &a);
        CHECK_MSG(a.prompt == DELVE_PROMPT_LINE, "game %d: the credits screen asks no name", i);
        for (j = 0; j < len; j++) {
            int c = letters[(i + j * 5) % (sizeof letters - 1)];
            CHECK(delve_game_act(&g, (unsigned char)"\x01\x09\xc8"[j % 3]) >= 0); /* ignored */
            CHECK(delve_game_act(&g, c) >= 0);
            if (j < DELVE_GAME_NAME_MAX)
                name[j] = (char)c;
        }
        if (len > 2) { /* one taken back */
            CHECK(delve_game_act(&g, 8) >= 0);
            name[(len > DELVE_GAME_NAME_MAX ? DELVE_GAME_NAME_MAX : len) - 1] = '\0';
        }
        CHECK(delve_game_act(&g, end) >= 0);
        opt.credits = 0;
        if (end == '\r' && name[0])
            opt.name = name, typed++;
        CHECK(delve_game_start(&named, seed, &opt) == DELVE_OK);
        for (k = 0; k <= KEYS / 4 && same; k++) {
            delve_game_get_state(&g, &a);
            delve_game_get_state(&named, &b);
            same = !memcmp(g.chars, named.chars, sizeof g.chars) &&
                   !memcmp(g.attrs, named.attrs, sizeof g.attrs) && a.turns == b.turns &&
                   a.hp == b.hp && a.x == b.x && a.y == b.y && a.depth == b.depth &&
                   a.prompt == b.prompt && !strcmp(a.message, b.message);
            CHECK_MSG(same, "game %d (name \"%s\"), key %d: not the game started with the name", i,
                      opt.name ? opt.name : "", k);
            r = r * 1103515245u + 12345u;
            delve_game_act(&g, (unsigned char)pool[(r >> 16) % (sizeof pool - 1)]);
            delve_game_act(&named, (unsigned char)pool[(r >> 16) % (sizeof pool - 1)]);
        }
    }
    /* at least half (scaled down to 2 games, the second) */
    CHECK_MSG(typed * 2 >= n, "only %d of %d games had a name typed", typed, n);
}

int main(int argc, char **argv)
{
    int digests = argc > 1 && !strcmp(argv[1], "--digests");
    int games = digests ? (argc > 2 ? atoi(argv[2]) : GAMES) : (int)check_scaled(GAMES), i, k;
    long deaths = 0, deepest = 0, turns = 0;
    static char keys[KEYS];
    for (i = 0; i < games; i++) {
        delve_game_options opt;
        delve_game_state s;
        uint32_t seed, digest = 2166136261u;
        int ok;
        options_of(i, &opt, &seed);
        CHECK(delve_game_start(&g, seed, &opt) == DELVE_OK);
        ok = play_keys(&g, (uint32_t)i + 1, keys, &digest);
        delve_game_get_state(&g, &s);
        if (digests) {
            printf("%d %08x\n", i, (unsigned)digest);
            continue;
        }
        CHECK_MSG(ok, "game %d: a state after a key is unsound", i);
        deaths += s.over != 0;
        deepest = s.depth > deepest ? s.depth : deepest;
        turns += s.turns;
        /* the replay of its keys, half of them played on a copy of the struct: a game is a
           plain value (delve_game.h), its copy the same game, which plays on by itself */
        CHECK(delve_game_start(&replay, seed, &opt) == DELVE_OK);
        for (k = 0; k < KEYS / 2; k++)
            delve_game_act(&replay, (unsigned char)keys[k]);
        copy = replay;
        memcpy(half, replay.chars, sizeof half);
        for (; k < KEYS; k++)
            delve_game_act(&copy, (unsigned char)keys[k]);
        CHECK_MSG(!memcmp(g.chars, copy.chars, sizeof g.chars) &&
                      !memcmp(g.attrs, copy.attrs, sizeof g.attrs),
                  "game %d: the replay of its keys (half on a copy) shows another screen", i);
        CHECK_MSG(!memcmp(half, replay.chars, sizeof half),
                  "game %d: a copy that played on changed the game it was copied from", i);
    }
    if (digests)
        return 0;
    mono_games();
    credits_games();
    printf("%d games of %d keys: %ld turns, %ld deaths, deepest level %ld\n", games, KEYS, turns,
           deaths, deepest);
    CHECK(deaths > 0 || games < 20); /* monsters do fight */
    magic_games();
    return check_done("test_game_keys", "random keys in the original's game");
}
