/* orig_quit.c — leaving and the supervisor key: main.c's quit (Q), save.c's save_game (S),
   fakedos.c (!), and command.c's macro (F, Ctrl-F) (P1 §5.3, §15). No file is written and no
   drive is read: delve keeps a game as its start and keys (project decisions), so saving shows
   what the original shows when it saved, and its file (ROGUE.OPT's savefile, "rogue.sav" by
   default) never exists yet. */
#include <string.h>

#include "core/palette.h"
#include "game/game_pack.h"
#include "game/orig.h"

/* quit (P1 §15.1): the question, Y and N in standout, not a message */
void delve__orig_quit(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int x = 0;
    o->after = 0;
    o->mpos = 0;
    delve__orig_msg(g, "");
    if (g->cols == 80) {
        delve__game_put_text(g, 0, 0, "Do you wish to ", DELVE__ATTR_GREY);
        x = 15;
    }
    delve__game_put_text(g, 0, x, "end your quest now (Yes/No) ?", DELVE__ATTR_GREY);
    delve__game_put_text(g, 0, x + 20, "Y", 0x70);
    delve__game_put_text(g, 0, x + 24, "N", 0x70);
    delve__orig_look(g, 0);
    o->wait = W_QUIT;
}

void delve__orig_quit_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    char text[48];
    delve__strbuf sb;
    if (key != 'y' && key != 'Y') {
        delve__orig_msg(g, "");
        delve__orig_status(g);
        o->mpos = 0;
        o->count = 0;
        o->wait = W_CMD;
        return;
    }
    delve__game_clear_screen(g);
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_puts(&sb, "You quit with ");
    delve__sb_int(&sb, g->priv.gold);
    delve__sb_puts(&sb, " gold pieces");
    delve__sb_finish(&sb);
    delve__game_put_text(g, 0, 0, text, DELVE__ATTR_GREY);
    o->over = 1;
    o->cause = DELVE_GAME_QUIT; /* score's fate */
    delve__orig_score(g);
}

/* save_game (P1 §15.2): the file's name is asked on row 0 */
void delve__orig_save_game(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    char q[64];
    delve__strbuf sb;
    delve__sb_init(&sb, q, sizeof q);
    if (g->cols == 80) {
        delve__sb_puts(&sb, "Save file (press enter (\x11\xd9) to default to \"");
        delve__sb_puts(&sb, g->priv.savefile);
        delve__sb_puts(&sb, "\") ? ");
    } else {
        delve__sb_puts(&sb, "Save file ? ");
    }
    delve__sb_finish(&sb);
    o->after = 0;
    delve__orig_msg(g, "");
    o->mpos = 0;
    delve__game_put_text(g, 0, 0, q, DELVE__ATTR_GREY);
    delve__orig_getline(g, ORIG_LINE_SAVE, 0, 0, (int)strlen(q), 19);
}

/* The name typed: Escape goes back to the game; else the original saves and leaves for DOS,
   its last words on the page it started from */
static void saved(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    char text[64];
    delve__strbuf sb;
    delve__orig_msg(g, "");
    o->mpos = 0;
    if (o->line_end == ORIG_ESC)
        return;
    delve__game_clear_screen(g);
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_puts(&sb, "Game saved as ");
    delve__sb_puts(&sb, o->line_len ? o->line : g->priv.savefile);
    delve__sb_putc(&sb, '.');
    delve__sb_finish(&sb);
    delve__game_put_text(g, 1, 0, text, DELVE__ATTR_GREY);
    o->over = 1;
    o->cause = DELVE_GAME_SAVED;
    o->wait = W_OVER;
}

/* fakedos (P1 §15.3): "C>" after a new line, at the bottom the screen scrolls up */
static void newline(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    if (++o->dos_row < g->rows)
        return;
    delve__orig_scroll_up(g);
    o->dos_row = g->rows - 1;
}

static void dos_prompt(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    newline(g);
    delve__game_put_text(g, o->dos_row, 0, "C>", DELVE__ATTR_GREY);
    delve__orig_getline(g, ORIG_LINE_DOS, 0, o->dos_row, 2, 130);
}

void delve__orig_fakedos(delve_game *g)
{
    delve_game_private *p = &g->priv;
    orig_of(g)->after = 0;
    memcpy(p->saved_chars, g->chars, sizeof g->chars);
    memcpy(p->saved_attrs, g->attrs, sizeof g->attrs);
    delve__game_clear_screen(g);
    orig_of(g)->dos_row = 0;
    dos_prompt(g);
}

static void print(delve_game *g, const char *s)
{
    newline(g);
    delve__game_put_text(g, orig_of(g)->dos_row, 0, s, DELVE__ATTR_GREY);
    newline(g);
}

/* is_space of the original's strings.c: a blank, or bytes 9-13 (a tab, a line feed...) */
static int dos_space(char c)
{
    return c == ' ' || (c >= 9 && c <= 13);
}

/* A line of fake DOS: white space round it dropped (stpblk, endblk); an extended key or "rogue"
   leaves */
static void dos_line(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    char *s = o->line, *e;
    while (dos_space(*s))
        s++;
    for (e = s + strlen(s); e > s && dos_space(e[-1]); e--)
        ;
    *e = '\0';
    if ((*s & 0x80) || !strcmp(s, "rogue")) {
        delve__game_pack_hide(g);
        return;
    }
    if (s[0] && s[1] == ':' && !s[2]) {
        if (s[0] != 'c' && s[0] != 'C') /* the one drive a player's machine surely has */
            print(g, "Invalid drive specification");
        else
            newline(g);
    } else if (*s) {
        print(g, "Bad command or file name");
    }
    dos_prompt(g);
}

/* do_macro (F, P1 §5.3) */
void delve__orig_define_macro(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    o->after = 0;
    delve__orig_msg3(g, "F9 was ", o->macro, ", enter new macro: ");
    delve__orig_getline(g, ORIG_LINE_MACRO, 0, 0, o->mpos, 40);
}

static void macro_line(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int i, n = 0;
    if (o->line_end != ORIG_ESC) {
        for (i = 0; i < o->line_len; i++)
            if (o->line[i] != 6) /* Ctrl-F */
                o->macro[n++] = o->line[i];
        o->macro[n] = '\0';
    }
    delve__orig_msg(g, "");
    delve__orig_flush_type(g);
}

/* A getinfo line of one of these commands is done */
void delve__orig_line_done(delve_game *g)
{
    switch (orig_of(g)->line_kind) {
    case ORIG_LINE_SAVE: saved(g); break;
    case ORIG_LINE_DOS: dos_line(g); break;
    default: macro_line(g); break;
    }
}
