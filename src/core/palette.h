/* palette.h — the colours every screen of delve is drawn in (delve_glyph_attr and
   delve_glyph_standout_attr are declared in delve.h); the message line is grey, the status line
   yellow. */
#ifndef DELVE_PALETTE_H
#define DELVE_PALETTE_H

#include "delve.h"

/* DELVE__ATTR_ADDCH, for text: the original's addch in the normal attribute, each byte in its
   own colour (delve__orig_glyph_attr); black on black, which no text is drawn in */
enum { DELVE__ATTR_GREY = 0x07, DELVE__ATTR_YELLOW = 0x0E, DELVE__ATTR_ADDCH = 0 };

/* delve_glyph_attr as a table, for the game's every drawn cell */
extern const unsigned char delve__glyph_attrs[256];
static inline unsigned char delve__glyph_attr(unsigned char ch)
{
    return delve__glyph_attrs[ch] ? delve__glyph_attrs[ch] : DELVE__ATTR_GREY;
}

/* a byte of the original game's text: its glyphs in their colours, any other byte grey */
unsigned char delve__orig_glyph_attr(unsigned char ch);

#endif
