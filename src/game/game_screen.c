/* game_screen.c — the text screen: a CP437 byte and a PC colour attribute per cell (the palette
   of core/palette.c); the message line and the status rows. */
#include <string.h>

#include "core/palette.h"
#include "game/game_base.h"

void delve__game_clear_rows(delve_game *g, int from, int to)
{
    size_t at = (size_t)(from * g->cols), n = (size_t)((to - from) * g->cols);
    memset(g->chars + at, ' ', n);
    memset(g->attrs + at, delve_glyph_attr(' '), n);
}

static void clear_row(delve_game *g, int y)
{
    delve__game_clear_rows(g, y, y + 1);
}

void delve__game_clear_screen(delve_game *g)
{
    delve__game_clear_rows(g, 0, g->rows);
}

void delve__game_put_text(delve_game *g, int y, int x, const char *text, unsigned char attr)
{
    int i = y * g->cols + x, end = DELVE_GAME_ROWS * g->cols;
    for (; *text && i < 0; text++)
        i++;
    for (; *text && i < end; text++, i++) {
        g->chars[i] = (unsigned char)*text;
        g->attrs[i] = delve__game_attr(
            g, attr != DELVE__ATTR_ADDCH ? attr : delve__orig_glyph_attr(g->chars[i]));
    }
}

/* Writes text at the start of row y in grey, cut at the screen's edge, the rest blank. */
static void put_row(delve_game *g, int y, const char *text)
{
    int x;
    clear_row(g, y);
    for (x = 0; x < g->cols && text[x]; x++)
        g->chars[y * g->cols + x] = (unsigned char)text[x];
}

/* Writes text at (y, x) in attribute attr, padded with blanks to width cells. */
static void put_field(delve_game *g, int y, int x, const char *text, int width, int attr)
{
    int i;
    for (i = 0; i < width && x + i < g->cols; i++) {
        g->chars[y * g->cols + x + i] = (unsigned char)(*text ? *text++ : ' ');
        g->attrs[y * g->cols + x + i] = delve__game_attr(g, (unsigned char)attr);
    }
}

/* A field of a status line: a label, a number left-aligned, maybe "(max)", blank to its width. */
void delve__game_put_stat(delve_game *g, int y, int x, const char *label, int v, int max, int width)
{
    char text[32];
    delve__strbuf sb;
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_puts(&sb, label);
    delve__sb_int(&sb, v);
    if (max >= 0) {
        delve__sb_putc(&sb, '(');
        delve__sb_int(&sb, max);
        delve__sb_putc(&sb, ')');
    }
    delve__sb_finish(&sb);
    put_field(g, y, x, text, width, DELVE__ATTR_YELLOW);
}

/* The original's status() for a new character (spec §1, §12.3, §12.5): yellow fields at fixed
   columns, the cells between them untouched; 40 columns use two rows. Hits, strength and armour
   never change here (no combat, no hunger). Gold is cut to 5 digits as "Gold:%-5.5u" cuts. */
static void draw_rogue_status(delve_game *g, int gold)
{
    const delve_game_private *p = &g->priv;
    int wide = g->cols == 80, top = wide ? 23 : 22, low = 23;
    char digits[24];
    delve__strbuf sb;
    clear_row(g, top);
    clear_row(g, low);
    delve__game_put_stat(g, top, 0, "Level:", p->depth, -1, 10);
    delve__game_put_stat(g, top, 12, "Hits:", 12, 12, 13);
    delve__game_put_stat(g, top, 26, "Str:", 16, 16, 11);
    delve__sb_init(&sb, digits, 6);
    delve__sb_int(&sb, gold);
    delve__sb_finish(&sb);
    put_field(g, low, wide ? 40 : 0, "Gold:", 5, DELVE__ATTR_YELLOW);
    put_field(g, low, wide ? 45 : 5, digits, 5, DELVE__ATTR_YELLOW);
    delve__game_put_stat(g, low, wide ? 52 : 12, "Armor:", 5, -1, 8);
    put_field(g, low, wide ? 62 : 22, "", 12,
              DELVE__ATTR_YELLOW); /* the rank: level 1's title is empty */
}

/* Row 0: the message; the original's status line; row 24: delve's own figures (seed, turns),
   where the original shows its clock. */
void delve__game_draw_status(delve_game *g)
{
    const delve_game_private *p = &g->priv;
    char text[DELVE_GAME_COLS + 1];
    delve__strbuf sb;

    put_row(g, 0, p->message);
    draw_rogue_status(g, p->gold);

    delve__sb_init(&sb, text, sizeof text);
    delve__sb_puts(&sb, "Seed: ");
    delve__sb_int(&sb, p->seed);
    delve__sb_puts(&sb, "  Turns: ");
    delve__sb_int(&sb, p->turns);
    delve__sb_finish(&sb);
    put_row(g, 24, text);
}
