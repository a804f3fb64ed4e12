/* test_rogue_walks — the 144 walks recorded in the original ROGUE.EXE (tests/data/dos148-walks:
   the keys typed, and the screen with its colours before every key and after the last), replayed
   in delve's game started as the same original game (dos N, the fruit "dounut" of the recorded
   copy's ROGUE.OPT). After every key the screens must agree:
     rows 1-22, characters and colour attributes, except cells where either side shows a monster
       letter (delve's monsters stand still; the original's wake and move);
     row 0 whenever the original's message is the player's own (blank, the greeting, "You ...")
       and it is not waiting on " More " (a monster's second message of the turn: the screen is
       mid-turn then);
     row 23 while the player is unhurt (monster hits are out of scope), and not mid-turn.
   A mismatch names the walk, the frame, the first differing cell, and prints both rows.
   Usage: test_rogue_walks WALKS_DIR TRACES_DIR [N]   (N: only that walk) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "delve.h"
#include "dos148_util.h"

#define COLS DOS148_COLS
#define ROWS DOS148_ROWS
#define MAX_KEYS 128

typedef struct frame {
    uint32_t text[ROWS][COLS];
    unsigned char attr[ROWS][COLS];
} frame;

static long frames_compared, cells_compared, messages_compared, status_compared;
static long letters_skipped, messages_skipped, status_skipped, mid_turn_frames; /* out of scope */

/* Reads 25 text rows (after an optional "--- i" line, skipped by the caller) into f. */
static int read_text(FILE *in, frame *f)
{
    char line[COLS * 4 + 8];
    int y;
    for (y = 0; y < ROWS; y++)
        if (!fgets(line, sizeof line, in) || dos148_decode(line, f->text[y]) != COLS)
            return -1;
    return 0;
}

static int is_letter(uint32_t cp)
{
    return cp >= 'A' && cp <= 'Z';
}

/* Is the original waiting on " More " (a second message in one turn, always a monster's)? Its
   screen is then mid-turn: status() has not yet shown what the turn changed (spec §12.3). */
static int waits_on_more(const uint32_t *row)
{
    int x;
    for (x = 0; x + 5 < COLS; x++)
        if (row[x] == ' ' && row[x + 1] == 'M' && row[x + 2] == 'o' && row[x + 3] == 'r' &&
            row[x + 4] == 'e' && row[x + 5] == ' ')
            return 1;
    return 0;
}

/* Does the original's row 0 hold the player's own message, or nothing? */
static int own_message(const uint32_t *row)
{
    int x;
    if (row[0] == ' ')
        for (x = 0; x < COLS; x++)
            if (row[x] != ' ')
                return 0;
    return row[0] == ' ' || (row[0] == 'Y' && row[1] == 'o' && row[2] == 'u' && row[3] == ' ') ||
           (row[0] == 'H' && row[1] == 'e' && row[2] == 'l' && row[3] == 'l' && row[4] == 'o');
}

static int unhurt(const uint32_t *row)
{
    static const char hits[] = "Hits:12(12)";
    int i;
    for (i = 0; hits[i]; i++)
        if (row[12 + i] != (uint32_t)hits[i])
            return 0;
    return 1;
}

/* 0 if delve's screen equals the original's frame under the rules above. */
static int compare(int dos, int index, const frame *want, const delve_game *g)
{
    static frame got;
    const unsigned char *chars = delve_game_chars(g), *attrs = delve_game_attrs(g);
    int y, x;
    for (y = 0; y < ROWS; y++)
        for (x = 0; x < COLS; x++) {
            got.text[y][x] = delve_cp437_unicode(chars[y * COLS + x]);
            got.attr[y][x] = attrs[y * COLS + x];
        }
    frames_compared++;
    mid_turn_frames += waits_on_more(want->text[0]);
    for (y = 0; y < 24; y++) {
        int mid_turn = waits_on_more(want->text[0]);
        if ((y == 0 && (mid_turn || !own_message(want->text[0]))) ||
            (y == 23 && (mid_turn || !unhurt(want->text[23])))) {
            messages_skipped += y == 0;
            status_skipped += y == 23;
            continue;
        }
        messages_compared += y == 0 && want->text[0][0] != ' ';
        status_compared += y == 23;
        for (x = 0; x < COLS; x++) {
            if (y >= 1 && y <= 22 && (is_letter(want->text[y][x]) || is_letter(got.text[y][x]))) {
                letters_skipped++;
                continue;
            }
            cells_compared++;
            if (got.text[y][x] != want->text[y][x] || got.attr[y][x] != want->attr[y][x]) {
                printf("FAIL walk %05d, frame %d: row %d differs first at column %d (original "
                       "U+%04X attribute 0x%02X, delve U+%04X attribute 0x%02X)\n",
                       dos, index, y, x, (unsigned)want->text[y][x], want->attr[y][x],
                       (unsigned)got.text[y][x], got.attr[y][x]);
                dos148_print_row("original", want->text[y], want->attr[y]);
                dos148_print_row("delve", got.text[y], got.attr[y]);
                return 1;
            }
        }
    }
    return 0;
}

static int read_attrs(FILE *in, frame *f)
{
    return fread(f->attr, 1, sizeof f->attr, in) == sizeof f->attr ? 0 : -1;
}

/* Plays one walk (walks/NNNNN.keys, with its frames in the folder *traces); 0 if every frame
   agrees. */
static int walk(const char *walks, int dos, void *traces_dir)
{
    const char *traces = traces_dir;
    static delve_game g;
    static frame f;
    char path[4096], keys[MAX_KEYS + 2], line[64];
    FILE *kf, *tf, *af, *ff, *fa;
    delve_game_options opt = {0};
    int n, i, failed = 0;

    snprintf(path, sizeof path, "%s/%05d.keys", walks, dos);
    if (!(kf = fopen(path, "r")) || !fgets(keys, sizeof keys, kf)) {
        printf("FAIL walk %05d: cannot read %s\n", dos, path);
        return 1;
    }
    fclose(kf);
    n = (int)strcspn(keys, "\n");
    snprintf(path, sizeof path, "%s/%05d.txt", traces, dos);
    tf = fopen(path, "r");
    snprintf(path, sizeof path, "%s/%05d.attr", traces, dos);
    af = fopen(path, "rb");
    snprintf(path, sizeof path, "%s/%05d.txt", walks, dos);
    ff = fopen(path, "r");
    snprintf(path, sizeof path, "%s/%05d.final.attr", traces, dos);
    fa = fopen(path, "rb");
    if (!tf || !af || !ff || !fa) {
        printf("FAIL walk %05d: a trace file is missing in %s\n", dos, traces);
        return 1;
    }

    opt.dos = dos;
    opt.fruit = "dounut";
    opt.rules = DELVE_RULES_EXPLORE; /* the walks' monsters stand still (issue 23, point 5) */
    if (delve_game_start(&g, 0, &opt) != DELVE_OK) {
        printf("FAIL walk %05d: the game did not start\n", dos);
        return 1;
    }
    for (i = 0; i <= n && !failed; i++) {
        if (i < n) { /* the screen before key i */
            if (!fgets(line, sizeof line, tf) || strncmp(line, "---", 3) || read_text(tf, &f) ||
                read_attrs(af, &f)) {
                printf("FAIL walk %05d: frame %d of the trace is unreadable\n", dos, i);
                return 1;
            }
        } else if (read_text(ff, &f) || read_attrs(fa, &f)) { /* after the last key */
            printf("FAIL walk %05d: the final screen is unreadable\n", dos);
            return 1;
        }
        failed = compare(dos, i, &f, &g);
        if (!failed && i < n && delve_game_act(&g, keys[i]) < 0) {
            printf("FAIL walk %05d: key %d '%c' refused\n", dos, i, keys[i]);
            failed = 1;
        }
    }
    fclose(tf);
    fclose(af);
    fclose(ff);
    fclose(fa);
    return failed;
}

int main(int argc, char **argv)
{
    int walks, failed;
    char what[128];
    if (argc < 3) {
        fprintf(stderr, "usage: test_rogue_walks WALKS_DIR TRACES_DIR [N]\n");
        return 2;
    }
    if ((failed = dos148_each(argv[1], ".keys", argc > 3 ? atoi(argv[3]) : 0, walk, argv[2],
                              &walks)) < 0) {
        fprintf(stderr, "test_rogue_walks: cannot open %s\n", argv[1]);
        return 2;
    }
    printf("%ld frames, %ld cells compared; %ld messages and %ld status lines among them\n",
           frames_compared, cells_compared, messages_compared, status_compared);
    printf("not compared (monsters): %ld map cells with a letter on either side, %ld message "
           "lines, %ld status lines, %ld frames waiting on More\n",
           letters_skipped, messages_skipped, status_skipped, mid_turn_frames);
    CHECK_MSG(failed == 0, "%d of %d recorded walks differ", failed, walks);
    CHECK_MSG(walks > 0, "no recorded walks in %s", argv[1]);
    snprintf(what, sizeof what, "%d of %d recorded walks identical on every frame", walks - failed,
             walks);
    return check_done("test_rogue_walks", what);
}
