/* palette.c — the PC colour attribute of every glyph, as Rogue's addch gives it on a colour
   adapter (spec §4, §12.5): drawn normally, and drawn in standout. */
#include "core/palette.h"

enum { BROWN = 6, LIGHT_GREEN = 10, STAIRS_ATTR = 0xA0, MAGENTA = 5, LIGHT_BLUE = 9, RED = 4 };

unsigned char delve_glyph_attr(unsigned char ch)
{
    switch (ch) {
    case DELVE_CH_VWALL:
    case DELVE_CH_HWALL:
    case DELVE_CH_ULWALL:
    case DELVE_CH_URWALL:
    case DELVE_CH_LLWALL:
    case DELVE_CH_LRWALL:
    case DELVE_CH_DOOR:
    case 0xB9:
    case 0xCA:
    case 0xCB:
    case 0xCC: /* LevelMap's wall junctions ╣ ╩ ╦ ╠ */
    case DELVE_LM_CH_DOOR:
    case DELVE_LM_CH_ROCK:
    case DELVE_LM_CH_PILLAR: return BROWN;
    case DELVE_CH_FLOOR: return LIGHT_GREEN;
    case DELVE_CH_STAIRS: return STAIRS_ATTR;
    case DELVE_CH_TRAP: return MAGENTA;
    case DELVE_CH_GOLD:
    case DELVE_CH_PLAYER: return DELVE__ATTR_YELLOW;
    case DELVE_CH_POTION:
    case DELVE_CH_SCROLL:
    case DELVE_CH_STICK:
    case DELVE_CH_ARMOR:
    case DELVE_CH_AMULET:
    case DELVE_CH_RING:
    case DELVE_CH_WEAPON: return LIGHT_BLUE;
    case DELVE_CH_FOOD: return RED;
    default: return DELVE__ATTR_GREY; /* passages, monsters, rock */
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
