/* strbuf.h — a bounded text builder: writes what fits in a caller's buffer and counts what the
   whole text needs (snprintf's contract), without printf, so the WebAssembly stays small. */
#ifndef DELVE_STRBUF_H
#define DELVE_STRBUF_H

#include <stddef.h>

typedef struct delve_strbuf {
    char *buf;
    size_t cap; /* bytes available in buf, including the terminating NUL */
    size_t len; /* bytes the whole text needs so far */
} delve_strbuf;

void delve_sb_init(delve_strbuf *sb, char *buf, size_t cap);
void delve_sb_putc(delve_strbuf *sb, char c);
void delve_sb_puts(delve_strbuf *sb, const char *s);
void delve_sb_int(delve_strbuf *sb, long long v);
/* Appends CP437 bytes as a JSON string (quotes included), UTF-8 encoded, escaping as needed. */
void delve_sb_json_cp437(delve_strbuf *sb, const unsigned char *bytes, size_t n);
/* NUL-terminates (truncating if needed) and returns the needed length. */
size_t delve_sb_finish(delve_strbuf *sb);

#endif
