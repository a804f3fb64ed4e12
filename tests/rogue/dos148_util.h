/* dos148_util.h — reading the recordings of the original ROGUE.EXE (tests/data/dos148 and
   dos148-walks): their UTF-8 screen rows, printing a row for a failure, and visiting each
   recorded clock seed of a folder. */
#ifndef DOS148_UTIL_H
#define DOS148_UTIL_H

#include <stdint.h>

#define DOS148_COLS 80
#define DOS148_ROWS 25

/* One recorded row (UTF-8, up to a newline) as code points; returns how many, -1 if not UTF-8
   or longer than DOS148_COLS. */
int dos148_decode(const char *line, uint32_t *out);

/* Prints "  who |row|", and the row's attributes as two lines of hex digits if attr is given. */
void dos148_print_row(const char *who, const uint32_t *row, const unsigned char *attr);

/* Calls check(dir, dos, ctx) for each file NNNNN<suffix> of dir (only clock seed `only`, if not
   0); returns the number of calls that returned non-zero, and the number of calls in *count,
   or -1 if dir cannot be read. */
int dos148_each(const char *dir, const char *suffix, int only,
                int (*check)(const char *dir, int dos, void *ctx), void *ctx, int *count);

#endif
