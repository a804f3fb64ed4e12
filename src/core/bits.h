/* bits.h — the few compiler builtins the engine uses, each with a portable fallback (the code is
   C99; GCC and Clang, natively and for WebAssembly, take the builtins), and C99's compile-time
   check. */
#ifndef DELVE_BITS_H
#define DELVE_BITS_H

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define DELVE__NOINLINE __attribute__((noinline))
#define DELVE__ALWAYS_INLINE __attribute__((always_inline))
#else
#define DELVE__NOINLINE
#define DELVE__ALWAYS_INLINE
#endif

/* A compile-time check (C11's _Static_assert is not C99): an array of negative size, named
   after its line, when cond is false. At file scope, once a line. */
#define DELVE__CHECK_NAME2(line) delve__check_##line
#define DELVE__CHECK_NAME(line) DELVE__CHECK_NAME2(line)
#define DELVE__STATIC_CHECK(cond) typedef char DELVE__CHECK_NAME(__LINE__)[(cond) ? 1 : -1]

/* The index of the lowest set bit of v (v != 0): one instruction, in WebAssembly too (ctz). */
static inline int delve__ctz64(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(v);
#else
    int n = 0;
    for (; !(v & 1); v >>= 1)
        n++;
    return n;
#endif
}

static inline int delve__ctz32(uint32_t v)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(v);
#else
    return delve__ctz64(v);
#endif
}

#endif
