/* orig_getinfo.c — io.c's getinfo, the line a name is typed on, and misc.c's call_it, which
   asks for a name after a potion or scroll of a kind still unknown (P4 §4.1, §4.2). */
#include <string.h>

#include "game/orig.h"

/* getinfo (P4 §4.1) for what kind says (a guess's class, or ORIG_LINE_*), typed at (row,
   col), at most max characters: row 0 is kept, to be put back at the end */
void delve__orig_getline(delve_game *g, int kind, int which, int row, int col, int max)
{
    delve_priv_orig *o = orig_of(g);
    memcpy(o->line_chars, g->chars, sizeof o->line_chars); /* 80 cells: rows 0-1 in 40 */
    memcpy(o->line_attrs, g->attrs, sizeof o->line_attrs);
    memset(o->line, 0, sizeof o->line); /* fakedos's setmem: what Escape leaves after it */
    o->line_len = 0;
    o->line_row = row;
    o->line_col = col;
    o->line_max = max < (int)sizeof o->line ? max : (int)sizeof o->line - 1;
    o->line_kind = kind;
    o->line_which = which;
    o->line_attr = 0;
    o->wait = W_LINE;
}

/* getinfo for a name of guess[kind][which], after the prompt on row 0 */
void delve__orig_getinfo(delve_game *g, int kind, int which)
{
    delve__orig_getline(g, kind, which, 0, orig_of(g)->mpos, 20);
}

/* call_it (P4 §4.2) after a potion or scroll of kind in class k was used */
void delve__orig_call_it(delve_game *g, int k, int kind)
{
    if (g->priv.known[k][kind]) {
        g->priv.guess[k][kind][0] = '\0';
        return;
    }
    if (g->priv.guess[k][kind][0])
        return;
    delve__orig_msg(g, orig_brief(g) ? "call it? " : "what do you want to call it? ");
    delve__orig_getinfo(g, k, kind);
}

/* The cells of the screen, the line's echo and its cursor going on past its row up to its end */
static int screen_cells(const delve_game *g)
{
    return DELVE_GAME_ROWS * g->cols;
}

/* The echo at column x of the line's row goes on past the row's end into the next, as the
   original's writes into video memory did (P4 4.1: in 40 columns the "row 0" it saves is rows
   0 and 1), up to the screen's end */
static int echoes(delve_game *g, int x)
{
    return orig_of(g)->line_row * g->cols + x < screen_cells(g);
}

/* A typed character at the line's n-th cell, or the blank a backspace leaves there */
static void echo(delve_game *g, int n, unsigned char ch)
{
    delve_priv_orig *o = orig_of(g);
    if (!echoes(g, o->line_col + n))
        return;
    if (o->line_attr)
        delve__game_put_text(g, o->line_row, o->line_col + n, (const char[]){(char)ch, 0},
                             (unsigned char)o->line_attr);
    else
        delve__orig_addch(g, o->line_row, o->line_col + n, ch);
}

/* The cell of getinfo's cursor (P4 4.1: it shows the cursor), after what was typed (the last
   cell where that runs off the screen); -1 when no line is read: the original keeps its cursor
   off at every other question */
int delve__orig_cursor(const delve_game *g)
{
    const delve_priv_orig *o = &g->priv.o;
    int cell;
    if (o->wait != W_LINE)
        return -1;
    cell = o->line_row * g->cols + o->line_col + o->line_len;
    return cell < screen_cells(g) ? cell : screen_cells(g) - 1;
}

/* A key of getinfo: Escape, backspace, Enter, or a character to keep; 1 when the line is done
   (line_end: the key that ended it; a guess is stored here, the other lines are the caller's) */
int delve__orig_line_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    int end = key == ORIG_ESC || key == '\r' || key == '\n';
    if (key == ORIG_ESC) { /* one backspace each, and the line is the Escape (P1 12.5) */
        while (o->line_len > 0)
            delve__orig_line_key(g, 8);
        o->line[o->line_len++] = (char)ORIG_ESC;
    }
    if (key == 8) {
        if (o->line_len > 0)
            echo(g, --o->line_len, ' ');
        return 0;
    }
    if (!end) {
        if (o->line_len >= o->line_max)
            return 0; /* the original beeps */
        echo(g, o->line_len, (unsigned char)key);
        o->line[o->line_len++] = (char)key;
        if (!(key & 0x80))
            return 0;
    }
    if (key != ORIG_ESC) /* the original's Escape line is not ended: what was typed after */
        o->line[o->line_len] = '\0'; /* its first character stays ("a:" Escape is "\33:") */
    o->line_end = key;
    memcpy(g->chars, o->line_chars, sizeof o->line_chars);
    memcpy(g->attrs, o->line_attrs, sizeof o->line_attrs);
    o->wait = W_CMD;
    if (o->line_kind > ORIG_K_STICK)
        return 1;
    if (key != ORIG_ESC && o->line_len > 0) {
        memcpy(g->priv.guess[o->line_kind][o->line_which], o->line, (size_t)o->line_len);
        g->priv.guess[o->line_kind][o->line_which][o->line_len] = '\0';
    }
    delve__orig_msg(g, "");
    return 1;
}
