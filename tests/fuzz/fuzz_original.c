/* fuzz_original.c — the original's game (rules original) fed arbitrary keys at arbitrary seeds,
   depths, widths and modes, ROGUE.OPT's screen and macro, the credits screen, a replay of a clock seed now and then. The input's first bytes
   choose the start, the rest are keys: bytes 1..255 as they are, 0 an int from the input (most
   of them no key at all). After every key: a key of 1..DELVE_GAME_KEY_MAX gives a result (an
   OR of DELVE_GAME_* flags), anything else DELVE_ERR_ACTION with nothing changed; the state is
   sound (hit points at most their maximum, strength 3..31, turns never going down, depth only
   with the amulet,
   the hero on the map while the game goes on); a game over stays over and no key plays in it.
   ASan and UBSan see every access. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "delve.h"
#include "fuzz_input.h"

/* Only the amulet takes the hero up a level */
static int has_amulet(const delve_game *g)
{
    int i;
    for (i = 0; i < delve_game_pack_size(g); i++)
        if (delve_game_pack(g, i)->kind == DELVE_ITEM_AMULET)
            return 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static delve_game g;
    static unsigned char chars[sizeof g.chars], attrs[sizeof g.attrs];
    fuzz_input in = fuzz_begin(data, size);
    delve_game_options opt;
    delve_game_state s, prev;
    unsigned flags = fuzz_byte(&in);
    uint32_t seed;

    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.mode = flags & 1 ? DELVE_MODE_CLASSIC : flags & 2 ? DELVE_MODE_FIXED : 0;
    opt.cols = flags & 4 ? 40 : 80;
    opt.depth = 1 + (int)((fuzz_byte(&in) | fuzz_byte(&in) << 8) % DELVE_DEPTH_MAX);
    opt.first_clock = (int)(flags >> 4);
    { /* ROGUE.OPT's screen and macro too: a macro that calls itself (Ctrl-F) is cut short */
        static const char *const macros[] = {NULL, "", "ss", "\x06", "Fs\r", "a\x06"};
        unsigned b = fuzz_byte(&in);
        opt.first_clock_turns = opt.first_clock ? (int)(b % 8) : 0; /* into key first_clock-1 */
        opt.screen = (b >> 3) & 1 ? DELVE_SCREEN_BW : DELVE_SCREEN_COLOR;
        opt.macro = macros[(b >> 4) % (sizeof macros / sizeof macros[0])];
    }
    seed = fuzz_u32(&in);
    opt.credits = (int)(seed >> 31); /* half the games begin at the name prompt */
    if (flags & 8) {                 /* a replay of an original game */
        opt.dos = 1 + (int)(seed % DELVE_DOS_MAX);
        opt.depth = 0;
    }
    FUZZ_CHECK(delve_game_start(&g, seed, &opt) == DELVE_OK);
    FUZZ_CHECK(delve_game_get_state(&g, &prev) == DELVE_OK);
    while (fuzz_more(&in)) {
        int key = fuzz_byte(&in), r;
        if (key == 0)
            key = fuzz_int(&in);
        memcpy(chars, g.chars, sizeof chars);
        memcpy(attrs, g.attrs, sizeof attrs);
        r = delve_game_act(&g, key);
        FUZZ_CHECK(delve_game_get_state(&g, &s) == DELVE_OK);
        if (key < 1 || key > DELVE_GAME_KEY_MAX) {
            FUZZ_CHECK(r == DELVE_ERR_ACTION);
            FUZZ_CHECK(memcmp(chars, g.chars, sizeof chars) == 0);
            FUZZ_CHECK(memcmp(attrs, g.attrs, sizeof attrs) == 0);
            FUZZ_CHECK(s.turns == prev.turns && s.over == prev.over);
            continue;
        }
        if (prev.over) { /* the tombstone and the score list take their keys; nothing plays */
            FUZZ_CHECK(r >= 0 && s.turns == prev.turns && s.over == prev.over);
            continue;
        }
        FUZZ_CHECK(r >= 0 && r < 256);
        FUZZ_CHECK(s.depth <= DELVE_DEPTH_MAX);
        FUZZ_CHECK(s.depth >= prev.depth || (s.depth == prev.depth - 1 && has_amulet(&g)));
        FUZZ_CHECK(s.turns >= prev.turns);
        FUZZ_CHECK(s.hp <= s.max_hp && s.str >= 3 && s.str <= 31 && s.level >= 1);
        FUZZ_CHECK(s.gold >= 0 && s.gold <= DELVE_GAME_SCORE_GOLD_MAX && s.hunger >= 0 &&
                   s.hunger <= 3);
        FUZZ_CHECK(s.over || (s.y >= 1 && s.y <= DELVE_GAME_MAP_ROWS && s.x >= 0 && s.x < s.cols));
        FUZZ_CHECK(strlen(s.message) < DELVE_GAME_MESSAGE_MAX);
        prev = s;
    }
    return 0;
}
