/* test_game_games.c — the recorded games of the original (tests/data/dos148-games, unpacked by
   games.sh) replayed natively through the C API with rules original: per game, how many
   screens match before the first difference (rows 0-23, characters and colours); issue 24's
   bar: every game identical on every screen. Exit 1 if a game falls short. VERBOSE=1 prints both screens at each difference.
   usage: test_game_games <folder>... (each NNNNN-K with keys, frames.txt, frames.attr) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "delve.h"

#define COLS 80
#define ROWS 25
#define CELLS (COLS * ROWS)

static unsigned char *slurp(const char *path, long *n)
{
    FILE *f = fopen(path, "rb");
    unsigned char *b;
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    *n = ftell(f);
    fseek(f, 0, SEEK_SET);
    b = malloc((size_t)*n + 1);
    if (fread(b, 1, (size_t)*n, f) != (size_t)*n) {
        fclose(f);
        free(b);
        return NULL;
    }
    fclose(f);
    return b;
}

/* frames.txt's UTF-8 back to CP437 bytes */
static long decode(const unsigned char *t, long n, unsigned char *out, long cap)
{
    static int have;
    static unsigned char rev[0x10000];
    long i = 0, k = 0;
    if (!have) {
        int b;
        for (b = 0; b < 256; b++) {
            uint32_t u = delve_cp437_unicode((unsigned char)b);
            if (u < 0x10000)
                rev[u] = (unsigned char)b;
        }
        rev[' '] = ' ';
        have = 1;
    }
    while (i < n && k < cap) {
        uint32_t u;
        if (t[i] == '\n') {
            i++;
            continue;
        }
        if (t[i] < 0x80)
            u = t[i++];
        else if ((t[i] & 0xE0) == 0xC0) {
            u = ((t[i] & 0x1Fu) << 6) | (t[i + 1] & 0x3Fu);
            i += 2;
        } else {
            u = ((t[i] & 0x0Fu) << 12) | ((t[i + 1] & 0x3Fu) << 6) | (t[i + 2] & 0x3Fu);
            i += 3;
        }
        out[k++] = rev[u];
    }
    return k;
}

static int hex(int c)
{
    return c <= '9' ? c - '0' : c - 'a' + 10;
}

int main(int argc, char **argv)
{
    static delve_game g;
    int a, verbose = getenv("VERBOSE") != NULL;
    long total = 0, matched = 0, short_games = 0;
    for (a = 1; a < argc; a++) {
        char path[512];
        long nk, nt, na, screens, i, s, k;
        unsigned char *keys, *text, *attr, *chars, *attrs;
        const char *base = strrchr(argv[a], '/') ? strrchr(argv[a], '/') + 1 : argv[a];
        delve_game_options opt;
        int first_clock = -1, diff_row = -1, diff_col = -1;
        snprintf(path, sizeof path, "%s/keys", argv[a]);
        keys = slurp(path, &nk);
        snprintf(path, sizeof path, "%s/frames.txt", argv[a]);
        text = slurp(path, &nt);
        snprintf(path, sizeof path, "%s/frames.attr", argv[a]);
        attr = slurp(path, &na);
        if (!keys || !text || !attr) {
            fprintf(stderr, "test_game_games: cannot read %s\n", argv[a]);
            return 2;
        }
        screens = na / (CELLS * 3);
        chars = malloc((size_t)(screens * CELLS));
        attrs = malloc((size_t)(screens * CELLS));
        decode(text, nt, chars, screens * CELLS);
        for (i = 0; i < screens * CELLS; i++)
            attrs[i] = (unsigned char)(hex(attr[i * 3]) * 16 + hex(attr[i * 3 + 1]));
        for (s = 0; s < screens && first_clock < 0; s++)
            if (chars[s * CELLS + 24 * COLS + 77] == ':' ||
                chars[s * CELLS + 24 * COLS + 76] == ':')
                first_clock = (int)s;
        memset(&opt, 0, sizeof opt);
        opt.dos = atoi(base);
        opt.rules = DELVE_RULES_ORIGINAL;
        opt.fruit = "dounut";
        opt.first_clock = first_clock < 0 ? (int)screens : first_clock;
        /* how many turns into key first_clock - 1 the clock fell: of the counts that give the
           recorded screen first_clock, the one whose game goes on matching longest (the
           recordings do not say it otherwise) */
        {
            int t, best = 0;
            long best_s = -1;
            for (t = 0; first_clock > 0 && t < 200; t++) {
                opt.first_clock_turns = t;
                delve_game_start(&g, 0, &opt);
                for (s = 0; s < screens; s++) {
                    if (memcmp(delve_game_chars(&g), chars + s * CELLS, 24 * COLS) ||
                        memcmp(delve_game_attrs(&g), attrs + s * CELLS, 24 * COLS))
                        break;
                    if (s < nk)
                        delve_game_act(&g, keys[s]);
                }
                if (s > best_s) {
                    best_s = s;
                    best = t;
                }
                if (s <= first_clock)
                    continue;
            }
            opt.first_clock_turns = best;
        }
        if (delve_game_start(&g, 0, &opt) != DELVE_OK) {
            fprintf(stderr, "test_game_games: %s does not start\n", base);
            return 2;
        }
        for (s = 0; s < screens; s++) {
            const unsigned char *c = delve_game_chars(&g), *t = delve_game_attrs(&g);
            for (k = 0; k < 24 * COLS; k++)
                if (c[k] != chars[s * CELLS + k] || t[k] != attrs[s * CELLS + k])
                    break;
            if (k < 24 * COLS) {
                diff_row = (int)(k / COLS);
                diff_col = (int)(k % COLS);
                break;
            }
            if (s < nk)
                delve_game_act(&g, keys[s]);
        }
        {
            printf("%s %4ld of %4ld (clock %d +%d)%s", base, s, screens, first_clock,
                   opt.first_clock_turns, s < screens ? " SHORT" : "");
            short_games += s < screens;
        }
        if (s < screens) {
            printf("  screen %ld row %d col %d key %d ('%c') before", s, diff_row, diff_col,
                   s > 0 ? keys[s - 1] : -1, s > 0 && keys[s - 1] >= 32 ? keys[s - 1] : '?');
            if (verbose) {
                const unsigned char *c = delve_game_chars(&g);
                int y, x;
                printf("\n");
                for (y = 0; y < 25; y++) {
                    printf(" want |");
                    for (x = 0; x < COLS; x++) {
                        unsigned char ch = chars[s * CELLS + y * COLS + x];
                        putchar(ch >= 32 && ch < 127 ? ch
                                : ch == 0xFA         ? '.'
                                : ch == 0xB1         ? '#'
                                                     : '*');
                    }
                    printf("|  got |");
                    for (x = 0; x < COLS; x++) {
                        unsigned char ch = c[y * COLS + x];
                        putchar(ch >= 32 && ch < 127 ? ch
                                : ch == 0xFA         ? '.'
                                : ch == 0xB1         ? '#'
                                                     : '*');
                    }
                    printf("|%s\n", y == diff_row ? " <" : "");
                }
                printf(" attr want %02x got %02x", attrs[s * CELLS + diff_row * COLS + diff_col],
                       delve_game_attrs(&g)[diff_row * COLS + diff_col]);
            }
        }
        printf("\n");
        total += screens;
        matched += s;
        free(keys);
        free(text);
        free(attr);
        free(chars);
        free(attrs);
    }
    printf("all %ld of %ld screens before the first difference; %ld games short of the bar\n",
           matched, total, short_games);
    return short_games ? 1 : 0;
}
