/* strbuf.h — a bounded text builder: writes what fits in a caller's buffer and counts what the
   whole text needs (snprintf's contract), without printf, so the WebAssembly stays small. */
#ifndef DELVE_STRBUF_H
#define DELVE_STRBUF_H

#include <stddef.h>

typedef struct delve__strbuf {
    char *buf;
    size_t cap; /* bytes available in buf, including the terminating NUL */
    size_t len; /* bytes the whole text needs so far */
} delve__strbuf;

void delve__sb_init(delve__strbuf *sb, char *buf, size_t cap);
void delve__sb_putc(delve__strbuf *sb, char c);
void delve__sb_puts(delve__strbuf *sb, const char *s);
void delve__sb_int(delve__strbuf *sb, long long v);
/* Appends CP437 bytes as a JSON string (quotes included), UTF-8 encoded, escaping as needed. */
void delve__sb_json_cp437(delve__strbuf *sb, const unsigned char *bytes, size_t n);
/* NUL-terminates (truncating if needed) and returns the needed length. */
size_t delve__sb_finish(delve__strbuf *sb);

#endif
