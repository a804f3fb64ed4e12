/* wasm_libc.c — the C library's searches for a byte, as plain loops: the core searches a few
   dozen bytes at most (clang makes strchr on a literal a memchr), and musl's word-at-a-time
   versions took 450 B of delve.wasm. Linked before libc, so these are the ones used (compiled
   with -fno-builtin, so that the loops are not turned back into calls to themselves). musl's
   strlen stays: a byte loop made a game's turn 2 % slower. */
#include <string.h>

void *memchr(const void *s, int c, size_t n)
{
    const unsigned char *p = s;
    for (; n; n--, p++)
        if (*p == (unsigned char)c)
            return (void *)p;
    return NULL;
}

char *strchr(const char *s, int c)
{
    for (;; s++) {
        if (*s == (char)c)
            return (char *)s;
        if (!*s)
            return NULL;
    }
}
