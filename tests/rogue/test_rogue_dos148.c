/* test_rogue_dos148 — the first screen of every recorded game of the original ROGUE.EXE
   (tests/data/dos148/NNNNN.txt, captured from its video memory; see the README there) against
   delve's replay of the same clock seed: rows 0-23, cell for cell. A mismatch names the seed,
   the first differing row and column, and prints both rows.
   Usage: test_rogue_dos148 DIR [N]   (N: only that clock seed) */
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "delve.h"
#include "dos148_util.h"

#define COLS DOS148_COLS
#define COMPARED_ROWS 24 /* row 24 holds the original's clock */

/* 0 if delve's first screen for clock seed dos equals the recording dir/NNNNN.txt. */
static int check(const char *dir, int dos, void *unused)
{
    static delve_game g;
    delve_game_options opt = {0};
    uint32_t want[COMPARED_ROWS][COLS], got[COMPARED_ROWS][COLS];
    char line[COLS * 4 + 8], path[4096];
    FILE *f;
    int y, x, st;
    (void)unused;
    snprintf(path, sizeof path, "%s/%05d.txt", dir, dos);
    if (!(f = fopen(path, "r"))) {
        printf("FAIL %05d: cannot read %s\n", dos, path);
        return 1;
    }
    for (y = 0; y < COMPARED_ROWS; y++)
        if (!fgets(line, sizeof line, f) || dos148_decode(line, want[y]) != COLS) {
            printf("FAIL %05d: %s row %d is not 80 characters of UTF-8\n", dos, path, y);
            fclose(f);
            return 1;
        }
    fclose(f);
    opt.dos = dos;
    if ((st = delve_game_start(&g, 0, &opt)) != DELVE_OK) {
        printf("FAIL %05d: %s\n", dos, delve_status_message(st));
        return 1;
    }
    for (y = 0; y < COMPARED_ROWS; y++)
        for (x = 0; x < COLS; x++)
            got[y][x] = delve_cp437_unicode(delve_game_chars(&g)[y * COLS + x]);
    for (y = 0; y < COMPARED_ROWS; y++)
        for (x = 0; x < COLS; x++)
            if (got[y][x] != want[y][x]) {
                printf("FAIL %05d: row %d differs first at column %d (original U+%04X, delve "
                       "U+%04X)\n",
                       dos, y, x, (unsigned)want[y][x], (unsigned)got[y][x]);
                dos148_print_row("original", want[y], NULL);
                dos148_print_row("delve", got[y], NULL);
                return 1;
            }
    return 0;
}

int main(int argc, char **argv)
{
    int screens, failed;
    char what[96];
    if (argc < 2) {
        fprintf(stderr, "usage: test_rogue_dos148 DIR [N]\n");
        return 2;
    }
    if ((failed = dos148_each(argv[1], ".txt", argc > 2 ? atoi(argv[2]) : 0, check, NULL,
                              &screens)) < 0) {
        fprintf(stderr, "test_rogue_dos148: cannot open %s\n", argv[1]);
        return 2;
    }
    CHECK_MSG(failed == 0, "%d of %d recorded first screens differ", failed, screens);
    CHECK_MSG(screens > 0, "no recorded screens in %s", argv[1]);
    snprintf(what, sizeof what, "%d of %d recorded first screens identical (rows 0-23)",
             screens - failed, screens);
    return check_done("test_rogue_dos148", what);
}
