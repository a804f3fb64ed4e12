/* orig_getinfo.c — io.c's getinfo, the line a name is typed on, and misc.c's call_it, which
   asks for a name after a potion or scroll of a kind still unknown (P4 §4.1, §4.2). */
#include <string.h>

#include "game/orig.h"

/* getinfo (P4 §4.1): row 0 is kept, the keys are echoed after the prompt */
void delve__orig_getinfo(delve_game *g, int kind, int which)
{
    delve__orig *o = orig_of(g);
    memcpy(o->line_chars, g->chars, (size_t)g->cols);
    memcpy(o->line_attrs, g->attrs, (size_t)g->cols);
    o->line_len = 0;
    o->line_col = o->mpos;
    o->line_kind = kind;
    o->line_which = which;
    o->wait = W_LINE;
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

/* A key of getinfo: Escape, backspace, Enter, or a character to keep */
void delve__orig_line_key(delve_game *g, int key)
{
    delve__orig *o = orig_of(g);
    int end = key == ORIG_ESC || key == '\r' || key == '\n';
    if (key == 8) {
        if (o->line_len > 0)
            delve__game_put(g, 0, o->line_col + --o->line_len, ' ', 0);
        return;
    }
    if (!end) {
        if (o->line_len >= 20)
            return; /* the original beeps */
        if (o->line_col + o->line_len < g->cols)
            delve__game_put(g, 0, o->line_col + o->line_len, (unsigned char)key, 0);
        o->line[o->line_len++] = (char)key;
        if (!(key & 0x80))
            return;
    }
    memcpy(g->chars, o->line_chars, (size_t)g->cols);
    memcpy(g->attrs, o->line_attrs, (size_t)g->cols);
    if (key != ORIG_ESC && o->line_len > 0) {
        memcpy(g->priv.guess[o->line_kind][o->line_which], o->line, (size_t)o->line_len);
        g->priv.guess[o->line_kind][o->line_which][o->line_len] = '\0';
    }
    delve__orig_msg(g, "");
    o->wait = W_CMD;
}
