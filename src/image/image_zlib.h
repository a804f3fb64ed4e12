/* image_zlib.h — a zlib stream (RFC 1950/1951) of bytes the caller can read back at any position:
   one fixed-Huffman block whose matches are tried only at the distances the caller names. A
   picture's bytes repeat at a few known distances (the pixel before, the cell before, the row
   above, the cell above), so this finds most of what a general LZ77 search would, with no
   window to keep: memory is a few words however large the picture. */
#ifndef DELVE_IMAGE_ZLIB_H
#define DELVE_IMAGE_ZLIB_H

#include <stddef.h>
#include <stdint.h>

/* Output that writes what fits and counts everything (snprintf's contract, for bytes). */
typedef struct delve__bytes {
    unsigned char *out;
    size_t cap, len;
} delve__bytes;

void delve__bytes_put(delve__bytes *b, const unsigned char *p, size_t n);
void delve__bytes_u32be(delve__bytes *b, uint32_t v);

/* The source: byte_at(ctx, i) for 0 <= i < n. */
typedef struct delve__zsource {
    unsigned char (*byte_at)(const void *ctx, size_t i);
    const void *ctx;
    size_t n;
    const size_t *distances; /* candidate match distances, each 1..32768: on a tie the first wins */
    int n_distances;
} delve__zsource;

/* Appends the zlib stream of the source to b. */
void delve__zlib(const delve__zsource *src, delve__bytes *b);

uint32_t delve__crc32(uint32_t crc, const unsigned char *p, size_t n);

#endif
