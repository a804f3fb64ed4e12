/* image_png.c — a PNG of a text screen: 8-bit indices into the 16 PC colours, filter 0 on every
   row, the rows in one zlib stream whose matches are tried where a text screen repeats itself. */
#include "image/image_internal.h"
#include "image/image_zlib.h"

typedef struct raster {
    const delve_picture *pic;
    const unsigned char *font;
    size_t scale, width, stride; /* stride: a row's bytes, its filter byte first */
} raster;

/* Byte i of the filtered image: 0 (filter none) at each row's start, else a colour index. */
static unsigned char raster_byte(const void *ctx, size_t i)
{
    const raster *r = ctx;
    size_t y = i / r->stride, x = i % r->stride, cx, cy;
    unsigned char attr;
    int on;
    if (x-- == 0)
        return 0;
    x /= r->scale, y /= r->scale;
    cx = x / DELVE__CELL_W, cy = y / DELVE__CELL_H;
    attr = r->pic->attrs[cy * (size_t)r->pic->cols + cx];
    on = delve__glyph_on(r->font, r->pic->chars[cy * (size_t)r->pic->cols + cx],
                         (int)(x % DELVE__CELL_W), (int)(y % DELVE__CELL_H));
    return on ? (unsigned char)(attr & 15) : (unsigned char)((attr >> 4) & 7);
}

/* A chunk: length, type, data, CRC of type and data (the CRC is right whenever it all fit). */
static void chunk(delve__bytes *b, const char *type, const unsigned char *data, size_t n)
{
    size_t start = b->len + 4;
    delve__bytes_u32be(b, (uint32_t)n);
    delve__bytes_put(b, (const unsigned char *)type, 4);
    delve__bytes_put(b, data, n);
    delve__bytes_u32be(b, b->len <= b->cap ? delve__crc32(0, b->out + start, n + 4) : 0);
}

int delve_image_png(const delve_picture *pic, const delve_image_options *opt, unsigned char *out,
                    size_t cap, size_t *len)
{
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    unsigned char ihdr[13] = {0}, plte[48];
    delve__bytes b;
    raster r;
    delve__zsource src;
    size_t distances[5], start, height;
    int st = delve_image_check(pic, opt), i, nd = 0;
    if (!len || (!out && cap))
        return DELVE_ERR_NULL; /* out may be NULL only with cap 0, to size a buffer */
    *len = 0;
    if (st != DELVE_OK)
        return st;
    b.out = out, b.cap = out ? cap : 0, b.len = 0;
    r.pic = pic, r.font = opt->font, r.scale = (size_t)delve__image_scale(opt);
    r.width = (size_t)pic->cols * DELVE__CELL_W * r.scale, r.stride = r.width + 1;
    height = (size_t)pic->rows * DELVE__CELL_H * r.scale;

    delve__bytes_put(&b, signature, 8);
    for (i = 0; i < 4; i++) {
        ihdr[i] = (unsigned char)(r.width >> (24 - 8 * i));
        ihdr[4 + i] = (unsigned char)(height >> (24 - 8 * i));
    }
    ihdr[8] = 8; /* bits per index */
    ihdr[9] = 3; /* palette colour */
    chunk(&b, "IHDR", ihdr, sizeof ihdr);
    for (i = 0; i < 16; i++) {
        unsigned long c = delve_pc_color(i);
        plte[3 * i] = (unsigned char)(c >> 16);
        plte[3 * i + 1] = (unsigned char)(c >> 8);
        plte[3 * i + 2] = (unsigned char)c;
    }
    chunk(&b, "PLTE", plte, sizeof plte);

    /* where a screen repeats, the nearest first (a near distance is the cheaper code): the
       pixel before, one and two cells before, the row above, the same cell one text row up */
    {
        const size_t cand[5] = {1, DELVE__CELL_W * r.scale, 2 * DELVE__CELL_W * r.scale, r.stride,
                                DELVE__CELL_H * r.scale * r.stride};
        for (i = 0; i < 5; i++)
            if (cand[i] <= 32768)
                distances[nd++] = cand[i];
    }
    src.byte_at = raster_byte, src.ctx = &r, src.n = r.stride * height;
    src.distances = distances, src.n_distances = nd;
    /* IDAT: its length is known only after the stream, so it is filled in then */
    start = b.len;
    delve__bytes_u32be(&b, 0);
    delve__bytes_put(&b, (const unsigned char *)"IDAT", 4);
    delve__zlib(&src, &b);
    {
        size_t n = b.len - start - 8, end = b.len;
        b.len = start;
        delve__bytes_u32be(&b, (uint32_t)n);
        b.len = end;
        delve__bytes_u32be(&b, b.len <= b.cap ? delve__crc32(0, b.out + start + 4, n + 4) : 0);
    }
    chunk(&b, "IEND", NULL, 0);
    *len = b.len;
    return b.len <= b.cap ? DELVE_OK : DELVE_ERR_BUFFER;
}
