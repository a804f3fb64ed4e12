/* orig_credits.c — mach_dep.c's credits: the screen that asks "Rogue's Name?" before the game
   (P5 G2), for delve_game_options.credits. The game itself is made first, as if the name were
   known (nothing it draws depends on the name), and waits behind this screen in saved_*; the
   name typed then goes into the greeting, which main() writes after credits returns. */
#include <string.h>

#include "game/game_base.h"
#include "game/orig.h"

enum { BROWN = 0x06, BOLD = 0x70, LMAGENTA = 0x0D, HIGH = 0x0F, YELLOW = 0x0E };

static const struct {
    unsigned char row, attr;
    const char *text;
} lines[] = {
    {2, BOLD, "ROGUE:  The Adventure Game"},
    {4, LMAGENTA, "The game of Rogue was designed by:"},
    {6, HIGH, "Michael Toy and Glenn Wichman"},
    {9, LMAGENTA, "Various implementations by:"},
    {11, HIGH, "Ken Arnold, Jon Lane and Michael Toy"},
    {14, LMAGENTA, "Adapted for the IBM PC by:"},
    {16, HIGH, "A.I. Design"},
    {19, YELLOW, "(C)Copyright 1985"},
    {20, HIGH, "Epyx Incorporated"},
    {21, YELLOW, "All Rights Reserved"},
};

static const char prompt[] = "Rogue's Name? ";

static void put(delve_game *g, int y, int x, unsigned char ch)
{
    g->chars[y * g->cols + x] = ch;
    g->attrs[y * g->cols + x] = delve__game_attr(g, BROWN);
}

/* The credits screen over the game made, which waits in saved_* */
void delve__orig_credits(delve_game *g)
{
    delve_game_private *p = &g->priv;
    int last = g->cols - 1, bottom = DELVE_GAME_ROWS - 1, i;
    memcpy(p->saved_chars, g->chars, sizeof g->chars);
    memcpy(p->saved_attrs, g->attrs, sizeof g->attrs);
    delve__game_clear_screen(g);
    for (i = 1; i < last; i++) { /* box(0, 0, LINES - 1, COLS - 1), and row 22's rule */
        put(g, 0, i, DELVE_CH_HWALL);
        put(g, bottom, i, DELVE_CH_HWALL);
        put(g, 22, i, DELVE_CH_HWALL);
    }
    for (i = 1; i < bottom; i++) {
        put(g, i, 0, DELVE_CH_VWALL);
        put(g, i, last, DELVE_CH_VWALL);
    }
    put(g, 0, 0, DELVE_CH_ULWALL);
    put(g, 0, last, DELVE_CH_URWALL);
    put(g, bottom, 0, DELVE_CH_LLWALL);
    put(g, bottom, last, DELVE_CH_LRWALL);
    put(g, 22, 0, 0xCC); /* ╠ ╣ */
    put(g, 22, last, 0xB9);
    for (i = 0; i < (int)(sizeof lines / sizeof lines[0]); i++) /* center() */
        delve__game_put_text(g, lines[i].row, (g->cols - (int)strlen(lines[i].text)) / 2,
                             lines[i].text, lines[i].attr);
    delve__game_put_text(g, 23, 2, prompt, DELVE__ATTR_GREY);
    delve__orig_getline(g, ORIG_LINE_NAME, 0, 23, 2 + (int)sizeof prompt - 1, DELVE_GAME_NAME_MAX);
    orig_of(g)->line_attr = HIGH; /* high() before getinfo */
}

/* A key at the name prompt; 0 when getinfo takes no such key here. The name is kept as the
   score list keeps names, printable ASCII: the original's getinfo would also store a control
   byte, or an extended key's, which ends the line. */
int delve__orig_name_key(int key)
{
    return (key >= 0x20 && key <= 0x7E) || key == ORIG_ESC || key == 8 || key == '\r' ||
           key == '\n';
}

/* The name's line is done: the game made comes back with the name in its greeting (then the
   loop plays to its first key: delve__orig_begin). What was typed replaces the name unless it
   is Escape's (P5 G2: "Escape gives the default name") or empty (inferred: nothing typed, as
   the default stays when there is no name to take). */
void delve__orig_named(delve_game *g)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    if (o->line_len > 0 && o->line[0] != ORIG_ESC) {
        memcpy(p->name, o->line, (size_t)o->line_len);
        p->name[o->line_len] = '\0';
    }
    memcpy(g->chars, p->saved_chars, sizeof g->chars);
    memcpy(g->attrs, p->saved_attrs, sizeof g->attrs);
    o->keys = 0; /* the first clock counts from the greeting's screen, as the recordings do */
    delve__orig_greet(g);
}
