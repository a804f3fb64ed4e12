/* palette.c — the PC colour attribute of every glyph, as Rogue's addch gives it on a colour
   adapter (spec §4, §12.5): drawn normally, and drawn in standout. */
#include "core/palette.h"

enum { BROWN = 6, LIGHT_GREEN = 10, STAIRS_ATTR = 0xA0, MAGENTA = 5, LIGHT_BLUE = 9, RED = 4 };

/* LevelMap's glyphs beyond the original's: its door, rock and pillar, and its wall junctions
   ╣ ╩ ╦ ╠ */
#define LEVELMAP_GLYPHS(X) \
    X(DELVE_LM_CH_DOOR) X(DELVE_LM_CH_ROCK) X(DELVE_LM_CH_PILLAR) X(0xB9) X(0xCA) X(0xCB) X(0xCC)
#define BROWN_GLYPH(ch) [ch] = BROWN,
#define GLYPH_CASE(ch) case ch:

/* 0 for the grey glyphs: passages, monsters, rock (no glyph is black on black) */
const unsigned char delve__glyph_attrs[256] = {
    [DELVE_CH_VWALL] = BROWN,
    [DELVE_CH_HWALL] = BROWN,
    [DELVE_CH_ULWALL] = BROWN,
    [DELVE_CH_URWALL] = BROWN,
    [DELVE_CH_LLWALL] = BROWN,
    [DELVE_CH_LRWALL] = BROWN,
    [DELVE_CH_DOOR] = BROWN,
    [DELVE_CH_FLOOR] = LIGHT_GREEN,
    [DELVE_CH_STAIRS] = STAIRS_ATTR,
    [DELVE_CH_TRAP] = MAGENTA,
    [DELVE_CH_GOLD] = DELVE__ATTR_YELLOW,
    [DELVE_CH_PLAYER] = DELVE__ATTR_YELLOW,
    [DELVE_CH_POTION] = LIGHT_BLUE,
    [DELVE_CH_SCROLL] = LIGHT_BLUE,
    [DELVE_CH_STICK] = LIGHT_BLUE,
    [DELVE_CH_ARMOR] = LIGHT_BLUE,
    [DELVE_CH_AMULET] = LIGHT_BLUE,
    [DELVE_CH_RING] = LIGHT_BLUE,
    [DELVE_CH_WEAPON] = LIGHT_BLUE,
    [DELVE_CH_FOOD] = RED,
    LEVELMAP_GLYPHS(BROWN_GLYPH) /* brown as the original's walls and doors */
};

unsigned char delve_glyph_attr(unsigned char ch)
{
    return delve__glyph_attr(ch);
}

/* The original's addch (curses.c; P1 14, rogue.md 12.5) colours its own glyphs alone: any other
   byte of its text is grey, LevelMap's glyphs too ('+', and bytes extended keys type). */
unsigned char delve__orig_glyph_attr(unsigned char ch)
{
    switch (ch) {
        LEVELMAP_GLYPHS(GLYPH_CASE)
        return DELVE__ATTR_GREY;
    default: return delve__glyph_attr(ch);
    }
}

/* Standout is 0x70 (black on grey), which addch keeps for gold and the player (yellow), objects
   (blue) and food (red): the foreground of their colour without its intensity bit, except
   yellow, which stays yellow. */
unsigned char delve_glyph_standout_attr(unsigned char ch)
{
    switch (delve_glyph_attr(ch)) {
    case DELVE__ATTR_YELLOW: return 0x7E;
    case LIGHT_BLUE: return 0x71;
    case RED: return 0x74;
    default: return 0x70;
    }
}
