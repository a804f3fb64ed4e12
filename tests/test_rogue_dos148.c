/* test_rogue_dos148 — the first screen of every recorded game of the original ROGUE.EXE
   (tests/data/dos148/NNNNN.txt, captured from its video memory; see the README there) against
   delve's replay of the same clock seed: rows 0-23, cell for cell. A mismatch names the seed,
   the first differing row and column, and prints both rows.
   Usage: test_rogue_dos148 DIR [N]   (N: only that clock seed) */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "delve.h"

#define COLS 80
#define COMPARED_ROWS 24 /* row 24 holds the original's clock */

/* Decodes one UTF-8 line of the recording into code points; returns the count, -1 if bad. */
static int decode_line(const char *s, uint32_t *out, int max)
{
    int n = 0;
    while (*s && *s != '\n') {
        unsigned char c = (unsigned char)*s;
        uint32_t cp;
        int extra;
        if (c < 0x80) cp = c, extra = 0;
        else if ((c & 0xE0) == 0xC0) cp = c & 0x1F, extra = 1;
        else if ((c & 0xF0) == 0xE0) cp = c & 0x0F, extra = 2;
        else return -1;
        s++;
        while (extra--) {
            if ((*s & 0xC0) != 0x80)
                return -1;
            cp = cp << 6 | (*s++ & 0x3F);
        }
        if (n == max)
            return -1;
        out[n++] = cp;
    }
    return n;
}

static void print_row(const char *who, const uint32_t *row)
{
    char utf8[COLS * 4 + 1];
    int x, n = 0;
    for (x = 0; x < COLS; x++) {
        uint32_t cp = row[x];
        if (cp < 0x80) utf8[n++] = (char)cp;
        else if (cp < 0x800) utf8[n++] = (char)(0xC0 | cp >> 6), utf8[n++] = (char)(0x80 | (cp & 0x3F));
        else utf8[n++] = (char)(0xE0 | cp >> 12), utf8[n++] = (char)(0x80 | (cp >> 6 & 0x3F)),
             utf8[n++] = (char)(0x80 | (cp & 0x3F));
    }
    utf8[n] = '\0';
    printf("  %-9s|%s|\n", who, utf8);
}

/* 0 if delve's first screen for clock seed dos equals the recording at path. */
static int check(const char *path, int dos)
{
    static delve_game g;
    delve_game_options opt = {0};
    uint32_t want[COMPARED_ROWS][COLS], got[COMPARED_ROWS][COLS];
    char line[COLS * 4 + 8];
    FILE *f = fopen(path, "r");
    int y, x, st;
    if (!f) {
        printf("FAIL %05d: cannot read %s\n", dos, path);
        return 1;
    }
    for (y = 0; y < COMPARED_ROWS; y++)
        if (!fgets(line, sizeof line, f) || decode_line(line, want[y], COLS) != COLS) {
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
                       "U+%04X)\n", dos, y, x, (unsigned)want[y][x], (unsigned)got[y][x]);
                print_row("original", want[y]);
                print_row("delve", got[y]);
                return 1;
            }
    return 0;
}

int main(int argc, char **argv)
{
    DIR *dir;
    struct dirent *e;
    int only = argc > 2 ? atoi(argv[2]) : 0, screens = 0, failed = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: test_rogue_dos148 DIR [N]\n");
        return 2;
    }
    if (!(dir = opendir(argv[1]))) {
        fprintf(stderr, "test_rogue_dos148: cannot open %s\n", argv[1]);
        return 2;
    }
    while ((e = readdir(dir))) {
        char path[4096];
        int dos;
        if (strlen(e->d_name) != 9 || strcmp(e->d_name + 5, ".txt") ||
            sscanf(e->d_name, "%5d", &dos) != 1 || (only && dos != only))
            continue;
        snprintf(path, sizeof path, "%s/%s", argv[1], e->d_name);
        failed += check(path, dos);
        screens++;
    }
    closedir(dir);
    printf("%d of %d recorded first screens identical (rows 0-23)\n", screens - failed, screens);
    return failed || screens == 0;
}
