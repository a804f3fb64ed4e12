/* image_internal.h — what the PNG and SVG writers share: checking a request and the pixels of a
   cell. */
#ifndef DELVE_IMAGE_INTERNAL_H
#define DELVE_IMAGE_INTERNAL_H

#include "delve.h"

enum { DELVE__CELL_W = 8, DELVE__CELL_H = 16 };

/* The scale an options struct asks for (0 means 1). */
int delve__image_scale(const delve_image_options *opt);

/* Whether pixel (px, py) of glyph `ch` (0..7, 0..15) is on. */
static inline int delve__glyph_on(const unsigned char *font, unsigned char ch, int px, int py)
{
    return (font[ch * DELVE__CELL_H + py] >> (7 - px)) & 1;
}

#endif
