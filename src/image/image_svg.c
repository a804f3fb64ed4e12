/* image_svg.c — an SVG of a text screen that stays small: each glyph used is one path (its
   pixels as rectangles), placed with <use> in groups of one colour; backgrounds other than
   black are runs of rectangles. */
#include "core/strbuf.h"
#include "image/image_internal.h"

/* "#a50": the PC colours' channels are all 00, 55, AA or FF, so three hex digits say them. */
static void put_color(delve__strbuf *sb, int index)
{
    static const char hex[] = "0123456789abcdef";
    unsigned long c = delve_pc_color(index);
    int shift;
    delve__sb_putc(sb, '#');
    for (shift = 20; shift >= 0; shift -= 8)
        delve__sb_putc(sb, hex[(c >> shift) & 15]);
}

static void put_attr(delve__strbuf *sb, const char *name, long long v)
{
    delve__sb_putc(sb, ' ');
    delve__sb_puts(sb, name);
    delve__sb_puts(sb, "=\"");
    delve__sb_int(sb, v);
    delve__sb_putc(sb, '"');
}

/* The glyph's pixels as rectangles: runs of a row, grown downwards while the rows below have
   the same run (a pixel is covered once). */
static void put_glyph_path(delve__strbuf *sb, const unsigned char *font, unsigned char ch)
{
    unsigned char done[DELVE__CELL_H] = {0}; /* bit x of row y: already covered */
    int y, x;
    for (y = 0; y < DELVE__CELL_H; y++)
        for (x = 0; x < DELVE__CELL_W; x++) {
            int w = 0, h = 1, k;
            unsigned mask = 0;
            if (!delve__glyph_on(font, ch, x, y) || (done[y] >> x & 1))
                continue;
            while (x + w < DELVE__CELL_W && delve__glyph_on(font, ch, x + w, y) &&
                   !(done[y] >> (x + w) & 1))
                mask |= 1u << (x + w), w++;
            for (; y + h < DELVE__CELL_H; h++) { /* the same run, exactly, in the next row */
                for (k = 0; k < DELVE__CELL_W; k++)
                    if (delve__glyph_on(font, ch, k, y + h) != !!(mask >> k & 1))
                        break;
                if (k < DELVE__CELL_W)
                    break;
            }
            for (k = 0; k < h; k++)
                done[y + k] |= (unsigned char)mask;
            delve__sb_putc(sb, 'M');
            delve__sb_int(sb, x);
            delve__sb_putc(sb, ' ');
            delve__sb_int(sb, y);
            delve__sb_putc(sb, 'h');
            delve__sb_int(sb, w);
            delve__sb_putc(sb, 'v');
            delve__sb_int(sb, h);
            delve__sb_puts(sb, "h-");
            delve__sb_int(sb, w);
            delve__sb_putc(sb, 'z');
            x += w - 1;
        }
}

static int glyph_empty(const unsigned char *font, unsigned char ch)
{
    int y;
    for (y = 0; y < DELVE__CELL_H; y++)
        if (font[ch * DELVE__CELL_H + y])
            return 0;
    return 1;
}

/* Whether a cell shows any foreground pixel. */
static int cell_drawn(const delve_picture *pic, const unsigned char *font, size_t i)
{
    unsigned char a = pic->attrs[i];
    return (a & 15) != ((a >> 4) & 7) && !glyph_empty(font, pic->chars[i]);
}

int delve_image_svg(const delve_picture *pic, const delve_image_options *opt, char *out, size_t cap,
                    size_t *len)
{
    delve__strbuf sb;
    unsigned char used[32] = {0}; /* bit set: the glyph has a path in <defs> */
    size_t n, i;
    int st = delve_image_check(pic, opt), s, x, y, color;
    if (!len || (!out && cap))
        return DELVE_ERR_NULL; /* out may be NULL only with cap 0, to size a buffer */
    *len = 0;
    if (st != DELVE_OK)
        return st;
    s = delve__image_scale(opt);
    n = (size_t)pic->cols * (size_t)pic->rows;
    delve__sb_init(&sb, out, out ? cap : 0);
    delve__sb_puts(&sb, "<svg xmlns=\"http://www.w3.org/2000/svg\"");
    put_attr(&sb, "width", (long long)pic->cols * DELVE__CELL_W * s);
    put_attr(&sb, "height", (long long)pic->rows * DELVE__CELL_H * s);
    delve__sb_puts(&sb, " viewBox=\"0 0 ");
    delve__sb_int(&sb, (long long)pic->cols * DELVE__CELL_W);
    delve__sb_putc(&sb, ' ');
    delve__sb_int(&sb, (long long)pic->rows * DELVE__CELL_H);
    delve__sb_puts(
        &sb,
        "\" shape-rendering=\"crispEdges\">\n<rect width=\"100%\" height=\"100%\" fill=\"#000\"/>\n");

    for (y = 0; y < pic->rows; y++) /* backgrounds: runs of one colour other than black */
        for (x = 0; x < pic->cols;) {
            int bg = (pic->attrs[(size_t)y * pic->cols + x] >> 4) & 7, w = 1;
            while (x + w < pic->cols &&
                   ((pic->attrs[(size_t)y * pic->cols + x + w] >> 4) & 7) == bg)
                w++;
            if (bg) {
                delve__sb_puts(&sb, "<rect");
                put_attr(&sb, "x", (long long)x * DELVE__CELL_W);
                put_attr(&sb, "y", (long long)y * DELVE__CELL_H);
                put_attr(&sb, "width", (long long)w * DELVE__CELL_W);
                put_attr(&sb, "height", DELVE__CELL_H);
                delve__sb_puts(&sb, " fill=\"");
                put_color(&sb, bg);
                delve__sb_puts(&sb, "\"/>\n");
            }
            x += w;
        }

    delve__sb_puts(&sb, "<defs>\n");
    for (i = 0; i < n; i++) {
        unsigned char ch = pic->chars[i];
        if (!cell_drawn(pic, opt->font, i) || (used[ch >> 3] >> (ch & 7) & 1))
            continue;
        used[ch >> 3] |= (unsigned char)(1u << (ch & 7));
        delve__sb_puts(&sb, "<path id=\"g");
        delve__sb_int(&sb, ch);
        delve__sb_puts(&sb, "\" d=\"");
        put_glyph_path(&sb, opt->font, ch);
        delve__sb_puts(&sb, "\"/>\n");
    }
    delve__sb_puts(&sb, "</defs>\n");

    for (color = 0; color < 16; color++) { /* the glyphs, one group per colour */
        int open = 0;
        for (i = 0; i < n; i++) {
            if ((pic->attrs[i] & 15) != color || !cell_drawn(pic, opt->font, i))
                continue;
            if (!open) {
                delve__sb_puts(&sb, "<g fill=\"");
                put_color(&sb, color);
                delve__sb_puts(&sb, "\">\n");
                open = 1;
            }
            delve__sb_puts(&sb, "<use href=\"#g");
            delve__sb_int(&sb, pic->chars[i]);
            delve__sb_putc(&sb, '"');
            put_attr(&sb, "x", (long long)(i % (size_t)pic->cols) * DELVE__CELL_W);
            put_attr(&sb, "y", (long long)(i / (size_t)pic->cols) * DELVE__CELL_H);
            delve__sb_puts(&sb, "/>\n");
        }
        if (open)
            delve__sb_puts(&sb, "</g>\n");
    }
    delve__sb_puts(&sb, "</svg>\n");
    *len = delve__sb_finish(&sb);
    return *len < (out ? cap : 0) ? DELVE_OK : DELVE_ERR_BUFFER;
}
