/* delve_image.h — pictures of a text screen: PNG and SVG files of what an IBM PC in text mode
   shows for a screen of CP437 bytes and colour attributes (a level drawn by delve_rogue_draw or
   delve_levelmap_draw, a game's screen). Part of delve.h, which includes it at its end.

   EXAMPLE
     unsigned char chars[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS], attrs[sizeof chars];
     delve_rogue_draw(&lv, chars);
     for (i = 0; i < sizeof chars; i++) attrs[i] = delve_glyph_attr(chars[i]);
     delve_picture pic = { lv.cols, lv.rows, chars, attrs };
     delve_image_options io = {0};
     io.font = vga_font;                       // 4096 bytes: 256 glyphs x 16 rows (see below)
     size_t n;
     delve_image_png(&pic, &io, NULL, 0, &n);  // DELVE_ERR_BUFFER, and n = the bytes needed
     unsigned char *png = malloc(n);
     int st = delve_image_png(&pic, &io, png, n, &n);

   RULES
     Cells:   8x16 pixels each (the VGA text mode), times `scale`; a picture of 80x22 cells is
              640x352 pixels at scale 1.
     Colours: an attribute's low nibble is the foreground, bits 4-6 the background, in the 16
              CGA/VGA colours (delve_pc_color); bit 7 (blink) is ignored.
     Font:    the caller's: 256 glyphs in CP437 order, 16 bytes each, a byte per pixel row with
              its high bit leftmost (the raw .F16 format of PC fonts; the VGA font the project
              uses is built from Debian's console-data, GPL-2, and is not part of the library).
     Output:  like snprintf: writes what fits in cap bytes and sets *len to the whole length
              (the SVG's without its terminating NUL), returning DELVE_ERR_BUFFER when it did
              not fit; out may be NULL with cap 0, to size a buffer. The options are required
              (their font). The same screen and options give the same bytes everywhere.
*/
#ifndef DELVE_IMAGE_H
#define DELVE_IMAGE_H

#include <stddef.h>

#include "delve.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DELVE_FONT_BYTES 4096 /* 256 glyphs x 16 rows of 8 pixels */
#define DELVE_IMAGE_SCALE_MAX 8
#define DELVE_IMAGE_CELLS_MAX 8000 /* cols x rows: 80 x 100 (a 80x80 LevelMap drawn as text) */

enum {
    DELVE_ERR_FONT = -30,   /* no font given */
    DELVE_ERR_SCALE = -31,  /* scale outside 0..DELVE_IMAGE_SCALE_MAX */
    DELVE_ERR_PICTURE = -32 /* cols or rows below 1, too many cells, or no chars/attrs */
};

/* A text screen: cols x rows cells, row-major, a CP437 byte and a PC attribute each. */
typedef struct delve_picture {
    int cols, rows;
    const unsigned char *chars, *attrs;
} delve_picture;

typedef struct delve_image_options {
    const unsigned char *font; /* DELVE_FONT_BYTES bytes, required */
    int scale;                 /* each pixel as scale x scale pixels, 1..8; 0 means 1 */
} delve_image_options;

#define DELVE_PC_COLORS 16 /* the CGA/VGA text-mode palette */

/* The colour of PC colour number 0..15 as 0xRRGGBB (0 black, 1 blue, 2 green, 3 cyan, 4 red,
   5 magenta, 6 brown, 7 light grey, 8..15 their bright forms); black for other numbers. */
unsigned long delve_pc_color(int index);

/* DELVE_OK, or the first thing wrong with the picture and options. */
int delve_image_check(const delve_picture *pic, const delve_image_options *opt);

/* A PNG file (16-colour palette, one zlib stream) of the picture. */
int delve_image_png(const delve_picture *pic, const delve_image_options *opt, unsigned char *out,
                    size_t cap, size_t *len);

/* An SVG document of the picture: one path per glyph used, placed with <use> and grouped by
   colour, background runs as rectangles, shape-rendering="crispEdges"; NUL-terminated. */
int delve_image_svg(const delve_picture *pic, const delve_image_options *opt, char *out, size_t cap,
                    size_t *len);

#ifdef __cplusplus
}
#endif

#endif
