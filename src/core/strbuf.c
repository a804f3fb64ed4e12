/* strbuf.c — the bounded text builder of strbuf.h. */
#include "core/strbuf.h"

#include "delve.h"

void delve__sb_init(delve__strbuf *sb, char *buf, size_t cap)
{
    sb->buf = buf;
    sb->cap = buf ? cap : 0;
    sb->len = 0;
}

void delve__sb_putc(delve__strbuf *sb, char c)
{
    if (sb->len + 1 < sb->cap)
        sb->buf[sb->len] = c;
    sb->len++;
}

void delve__sb_puts(delve__strbuf *sb, const char *s)
{
    while (*s)
        delve__sb_putc(sb, *s++);
}

void delve__sb_int(delve__strbuf *sb, long long v)
{
    char digits[24];
    int n = 0;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    if (v < 0)
        delve__sb_putc(sb, '-');
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    while (n)
        delve__sb_putc(sb, digits[--n]);
}

void delve__sb_json_cp437(delve__strbuf *sb, const unsigned char *bytes, size_t n)
{
    char utf8[4];
    size_t i;
    delve__sb_putc(sb, '"');
    for (i = 0; i < n; i++) {
        size_t k, m = delve_cp437_to_utf8(&bytes[i], 1, utf8);
        if (utf8[0] == '"' || utf8[0] == '\\')
            delve__sb_putc(sb, '\\');
        for (k = 0; k < m; k++)
            delve__sb_putc(sb, utf8[k]);
    }
    delve__sb_putc(sb, '"');
}

size_t delve__sb_finish(delve__strbuf *sb)
{
    if (sb->cap)
        sb->buf[sb->len < sb->cap ? sb->len : sb->cap - 1] = '\0';
    return sb->len;
}
