/* dos148_util.c — see dos148_util.h. */
#include "dos148_util.h"

#include <dirent.h>
#include <stdio.h>
#include <string.h>

int dos148_decode(const char *s, uint32_t *out)
{
    int n = 0;
    while (*s && *s != '\n') {
        unsigned char c = (unsigned char)*s++;
        int extra = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : -1;
        uint32_t cp = extra == 1 ? c & 0x1Fu : extra == 2 ? c & 0x0Fu : c;
        if (extra < 0)
            return -1;
        while (extra--) {
            if ((*s & 0xC0) != 0x80)
                return -1;
            cp = cp << 6 | (*s++ & 0x3F);
        }
        if (n == DOS148_COLS)
            return -1;
        out[n++] = cp;
    }
    return n;
}

void dos148_print_row(const char *who, const uint32_t *row, const unsigned char *attr)
{
    char utf8[DOS148_COLS * 3 + 1];
    int x, n = 0;
    for (x = 0; x < DOS148_COLS; x++) {
        uint32_t cp = row[x];
        if (cp < 0x80) {
            utf8[n++] = (char)cp;
        } else if (cp < 0x800) {
            utf8[n++] = (char)(0xC0 | cp >> 6);
            utf8[n++] = (char)(0x80 | (cp & 0x3F));
        } else {
            utf8[n++] = (char)(0xE0 | cp >> 12);
            utf8[n++] = (char)(0x80 | (cp >> 6 & 0x3F));
            utf8[n++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    utf8[n] = '\0';
    printf("  %-9s|%s|\n", who, utf8);
    if (!attr)
        return;
    printf("  %-9s ", "");
    for (x = 0; x < DOS148_COLS; x++)
        printf("%X", attr[x] >> 4);
    printf("  (background)\n  %-9s ", "");
    for (x = 0; x < DOS148_COLS; x++)
        printf("%X", attr[x] & 15);
    printf("  (foreground)\n");
}

int dos148_each(const char *dir, const char *suffix, int only,
                int (*check)(const char *dir, int dos, void *ctx), void *ctx, int *count)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int failed = 0;
    *count = 0;
    if (!d)
        return -1;
    while ((e = readdir(d))) {
        int dos;
        if (strlen(e->d_name) != 5 + strlen(suffix) || strcmp(e->d_name + 5, suffix) ||
            sscanf(e->d_name, "%5d", &dos) != 1 || (only && dos != only))
            continue;
        failed += check(dir, dos, ctx) != 0;
        ++*count;
    }
    closedir(d);
    return failed;
}
