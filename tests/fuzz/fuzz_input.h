/* fuzz_input.h — what the fuzz targets share: reading values from libFuzzer's bytes, and failing.
   A value is read from a tag byte and what follows it, so that short inputs still reach every
   kind of number: a raw 32-bit int, a small signed value, a boundary (INT_MIN, -1, 0, 100, 101,
   999, 1000, 0xFFFF, INT_MAX...) or a plain byte. Past the end of the input, values are 0. */
#ifndef DELVE_FUZZ_INPUT_H
#define DELVE_FUZZ_INPUT_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct fuzz_input {
    const uint8_t *data;
    size_t size, pos;
} fuzz_input;

/* A broken property: say which, then abort, which libFuzzer reports as a crash with the input. */
#define FUZZ_CHECK(cond)                                                                    \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            fprintf(stderr, "fuzz check failed at %s:%d: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                                        \
        }                                                                                   \
    } while (0)

static inline fuzz_input fuzz_begin(const uint8_t *data, size_t size)
{
    fuzz_input in;
    in.data = data;
    in.size = size;
    in.pos = 0;
    return in;
}

static inline int fuzz_more(const fuzz_input *in)
{
    return in->pos < in->size;
}

static inline unsigned fuzz_byte(fuzz_input *in)
{
    return in->pos < in->size ? in->data[in->pos++] : 0;
}

static inline uint32_t fuzz_u32(fuzz_input *in)
{
    uint32_t v = 0;
    int k;
    for (k = 0; k < 4; k++)
        v |= (uint32_t)fuzz_byte(in) << (8 * k);
    return v;
}

/* Any int, as described at the top of the file. */
static inline int fuzz_int(fuzz_input *in)
{
    static const int boundaries[] = {
        INT_MIN, INT_MIN + 1, -1000,  -256,   -2,      -1,          0,      1,   2,   3,
        4,       5,           8,      9,      10,      22,          25,     28,  29,  39,
        40,      41,          79,     80,     81,      100,         101,    255, 256, 998,
        999,     1000,        0xFFF3, 0xFFFF, 0x10000, INT_MAX - 1, INT_MAX};
    unsigned tag = fuzz_byte(in);
    switch (tag & 3) {
    case 0: return (int)fuzz_u32(in);
    case 1: return (int)(signed char)(tag & 0xFC) / 4; /* -32..31 from the tag itself */
    case 2: return boundaries[(tag >> 2) % (sizeof boundaries / sizeof boundaries[0])];
    default: return (int)fuzz_byte(in);
    }
}

#endif
