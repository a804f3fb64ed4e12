/* game_screen.c — the text screen: a CP437 byte and a PC colour attribute per cell, coloured as
   Rogue's addch does on a colour adapter (spec §4); the message line and the status rows. */
#include "game_internal.h"

enum { GREY = 7, BROWN = 6, LIGHT_GREEN = 10, STAIRS_ATTR = 0xA0, MAGENTA = 5, YELLOW = 14,
       LIGHT_BLUE = 9, RED = 4 };

unsigned char delve_glyph_attr(unsigned char ch)
{
    switch (ch) {
    case DELVE_CH_VWALL: case DELVE_CH_HWALL: case DELVE_CH_ULWALL: case DELVE_CH_URWALL:
    case DELVE_CH_LLWALL: case DELVE_CH_LRWALL: case DELVE_CH_DOOR:
    case 0xB9: case 0xCA: case 0xCB: case 0xCC: /* LevelMap's wall junctions ╣ ╩ ╦ ╠ */
    case DELVE_LM_CH_DOOR: case DELVE_LM_CH_ROCK: case DELVE_LM_CH_PILLAR:
        return BROWN;
    case DELVE_CH_FLOOR: return LIGHT_GREEN;
    case DELVE_CH_STAIRS: return STAIRS_ATTR;
    case DELVE_CH_TRAP: return MAGENTA;
    case DELVE_CH_GOLD: case DELVE_CH_PLAYER: return YELLOW;
    case DELVE_CH_POTION: case DELVE_CH_SCROLL: case DELVE_CH_STICK: case DELVE_CH_ARMOR:
    case DELVE_CH_AMULET: case DELVE_CH_RING: case DELVE_CH_WEAPON:
        return LIGHT_BLUE;
    case DELVE_CH_FOOD: return RED;
    default: return GREY; /* passages, monsters, rock */
    }
}

void game_put(delve_game *g, int y, int x, unsigned char ch, int standout)
{
    unsigned char a = delve_glyph_attr(ch);
    g->chars[y * g->cols + x] = ch;
    g->attrs[y * g->cols + x] = standout ? (unsigned char)((a << 4 | a >> 4) & 0xFF) : a;
}

unsigned char game_screen_char(const delve_game *g, int y, int x)
{
    return g->chars[y * g->cols + x];
}

static void clear_row(delve_game *g, int y)
{
    int x;
    for (x = 0; x < g->cols; x++)
        game_put(g, y, x, ' ', 0);
}

void game_clear_screen(delve_game *g)
{
    int y;
    for (y = 0; y < g->rows; y++)
        clear_row(g, y);
}

/* Writes text at the start of row y in grey, cut at the screen's edge. */
static void put_row(delve_game *g, int y, const char *text)
{
    int x;
    clear_row(g, y);
    for (x = 0; x < g->cols && text[x]; x++) {
        g->chars[y * g->cols + x] = (unsigned char)text[x];
        g->attrs[y * g->cols + x] = GREY;
    }
}

static void put_figure(delve_strbuf *sb, const char *label, long long value)
{
    delve_sb_puts(sb, label);
    delve_sb_int(sb, value);
}

/* Each kind carried, as its glyph and count: "¡2 ♪1". */
static void put_pack(delve_strbuf *sb, const delve_game_private *p)
{
    static const unsigned char glyph[DELVE_ITEM_KINDS] = {
        DELVE_CH_POTION, DELVE_CH_SCROLL, DELVE_CH_FOOD, DELVE_CH_WEAPON,
        DELVE_CH_ARMOR, DELVE_CH_RING, DELVE_CH_STICK, DELVE_CH_AMULET};
    int k, first = 1;
    for (k = 0; k < DELVE_ITEM_KINDS; k++)
        if (p->items[k]) {
            if (!first)
                delve_sb_putc(sb, ' ');
            delve_sb_putc(sb, (char)glyph[k]);
            delve_sb_int(sb, p->items[k]);
            first = 0;
        }
}

/* Row 0: the message; rows 23-24: real figures only (depth, gold, turns, seed, the pack). */
void game_draw_status(delve_game *g)
{
    const delve_game_private *p = &g->priv;
    char text[DELVE_GAME_COLS + 1];
    delve_strbuf sb;
    int wide = g->cols == 80, k, carried = 0;

    put_row(g, 0, p->message);

    delve_sb_init(&sb, text, sizeof text);
    put_figure(&sb, "Level: ", p->depth);
    put_figure(&sb, "  Gold: ", p->gold);
    put_figure(&sb, "  Turns: ", p->turns);
    if (wide)
        put_figure(&sb, "  Seed: ", p->seed);
    delve_sb_finish(&sb);
    put_row(g, 23, text);

    for (k = 0; k < DELVE_ITEM_KINDS; k++)
        carried += p->items[k];
    delve_sb_init(&sb, text, sizeof text);
    if (wide) {
        delve_sb_puts(&sb, "Pack: ");
        if (carried)
            put_pack(&sb, p);
        else
            delve_sb_puts(&sb, "empty");
    } else {
        put_figure(&sb, "Seed: ", p->seed);
        delve_sb_puts(&sb, "  ");
        put_pack(&sb, p);
    }
    delve_sb_finish(&sb);
    put_row(g, 24, text);
}
