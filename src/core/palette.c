/* palette.c — the PC colour attribute of every glyph, as Rogue's addch gives it on a colour
   adapter (spec §4, §12.5): drawn normally, and drawn in standout. */
#include "core/palette.h"

enum { BROWN = 6, LIGHT_GREEN = 10, STAIRS_ATTR = 0xA0, MAGENTA = 5, LIGHT_BLUE = 9, RED = 4 };

/* 0 for the grey glyphs: passages, monsters, rock (no glyph is black on black) */
const unsigned char delve__glyph_attrs[256] = {
    [DELVE_CH_VWALL] = BROWN,
    [DELVE_CH_HWALL] = BROWN,
    [DELVE_CH_ULWALL] = BROWN,
    [DELVE_CH_URWALL] = BROWN,
    [DELVE_CH_LLWALL] = BROWN,
    [DELVE_CH_LRWALL] = BROWN,
    [DELVE_CH_DOOR] = BROWN,
    [0xB9] = BROWN,
    [0xCA] = BROWN,
    [0xCB] = BROWN,
    [0xCC] = BROWN, /* LevelMap's wall junctions ╣ ╩ ╦ ╠ */
    [DELVE_LM_CH_DOOR] = BROWN,
    [DELVE_LM_CH_ROCK] = BROWN,
    [DELVE_LM_CH_PILLAR] = BROWN,
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
};

unsigned char delve_glyph_attr(unsigned char ch)
{
    return delve__glyph_attr(ch);
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
