/* image_zlib.c — a zlib stream with one fixed-Huffman deflate block (RFC 1951 §3.2.6), matches
   tried at the caller's candidate distances; CRC-32 for PNG's chunks. */
#include "image/image_zlib.h"

void delve__bytes_put(delve__bytes *b, const unsigned char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++, b->len++)
        if (b->len < b->cap)
            b->out[b->len] = p[i];
}

void delve__bytes_u32be(delve__bytes *b, uint32_t v)
{
    unsigned char p[4];
    p[0] = (unsigned char)(v >> 24), p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8), p[3] = (unsigned char)v;
    delve__bytes_put(b, p, 4);
}

/* Deflate's bits go least significant first; Huffman codes most significant first. */
typedef struct bits {
    delve__bytes *b;
    uint32_t acc;
    int n;
} bits;

static void put_bits(bits *w, uint32_t v, int n)
{
    w->acc |= v << w->n;
    w->n += n;
    while (w->n >= 8) {
        unsigned char c = (unsigned char)w->acc;
        delve__bytes_put(w->b, &c, 1);
        w->acc >>= 8;
        w->n -= 8;
    }
}

static void put_code(bits *w, uint32_t code, int n)
{
    uint32_t r = 0;
    int i;
    for (i = 0; i < n; i++)
        r |= ((code >> i) & 1u) << (n - 1 - i);
    put_bits(w, r, n);
}

/* The fixed literal/length code (RFC 1951 §3.2.6). */
static void put_symbol(bits *w, int s)
{
    if (s < 144)
        put_code(w, 0x30u + (uint32_t)s, 8);
    else if (s < 256)
        put_code(w, 0x190u + (uint32_t)(s - 144), 9);
    else if (s < 280)
        put_code(w, (uint32_t)(s - 256), 7);
    else
        put_code(w, 0xC0u + (uint32_t)(s - 280), 8);
}

/* Length 3..258 and distance 1..32768 as their codes and extra bits (RFC 1951 §3.2.5). */
static const unsigned short len_base[29] = {3,  4,  5,  6,   7,   8,   9,   10,  11, 13,
                                            15, 17, 19, 23,  27,  31,  35,  43,  51, 59,
                                            67, 83, 99, 115, 131, 163, 195, 227, 258};
static const unsigned char len_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                            2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const unsigned short dist_base[30] = {
    1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
    193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};

static void put_match(bits *w, size_t length, size_t distance)
{
    int c = 28, d = 29;
    while (len_base[c] > length)
        c--;
    put_symbol(w, 257 + c);
    put_bits(w, (uint32_t)(length - len_base[c]), len_extra[c]);
    while (dist_base[d] > distance)
        d--;
    put_code(w, (uint32_t)d, 5);
    put_bits(w, (uint32_t)(distance - dist_base[d]), d < 4 ? 0 : d / 2 - 1);
}

void delve__zlib(const delve__zsource *src, delve__bytes *b)
{
    static const unsigned char header[2] = {0x78, 0x01}; /* deflate, 32 KB window, no dictionary */
    bits w = {0, 0, 0};
    uint32_t s1 = 1, s2 = 0; /* Adler-32 */
    size_t i = 0, k;
    w.b = b;
    delve__bytes_put(b, header, 2);
    put_bits(&w, 1, 1); /* the last block */
    put_bits(&w, 1, 2); /* fixed Huffman codes */
    while (i < src->n) {
        size_t best = 0, best_d = 0, step;
        int j;
        for (j = 0; j < src->n_distances && best < 258; j++) {
            size_t d = src->distances[j], l = 0;
            if (d > i)
                continue;
            while (l < 258 && i + l < src->n &&
                   src->byte_at(src->ctx, i + l) == src->byte_at(src->ctx, i + l - d))
                l++;
            if (l > best)
                best = l, best_d = d;
        }
        if (best >= 3) {
            put_match(&w, best, best_d);
            step = best;
        } else {
            put_symbol(&w, src->byte_at(src->ctx, i));
            step = 1;
        }
        for (k = 0; k < step; k++, i++) {
            s1 = (s1 + src->byte_at(src->ctx, i)) % 65521u;
            s2 = (s2 + s1) % 65521u;
        }
    }
    put_symbol(&w, 256); /* end of block */
    if (w.n)
        put_bits(&w, 0, 8 - w.n); /* to a byte boundary */
    delve__bytes_u32be(b, (s2 << 16) | s1);
}

uint32_t delve__crc32(uint32_t crc, const unsigned char *p, size_t n)
{
    size_t i;
    int k;
    crc = ~crc;
    for (i = 0; i < n; i++) {
        crc ^= p[i];
        for (k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}
