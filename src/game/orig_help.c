/* orig_help.c — the screens over the map: misc.c's help (? and /) and things.c's discovered (D),
   page by page (P1 §14, P4 §5), with the map kept and put back exactly. */
#include <string.h>

#include "core/palette.h"
#include "game/game_pack.h"
#include "game/orig.h"

enum { HELP_COMMANDS, HELP_SYMBOLS, HELP_DISCOVERIES };

/* extern.c helpcoms: 64 entries, one after another, each ended by its NUL (an empty one ends the
   list); the tab pads the key to its field of 7 characters */
static const char helpcoms[] = "F1\tlist of commands\0"
                               "F2\tlist of symbols\0"
                               "F3\trepeat command\0"
                               "F4\trepeat message\0"
                               "F5\trename something\0"
                               "F6\trecall what's been discovered\0"
                               "F7\tinventory of your possessions\0"
                               "F8\t<dir> identify trap type\0"
                               "F9\tThe Any Key (definable)\0"
                               "Alt F9\tdefines the Any Key\0"
                               "F10\tSupervisor Key (fake dos)\0"
                               "Space\tClear -More- message\0"
                               "\x11\xd9\tthe Enter Key\0"
                               "\x1b\tleft\0"
                               "\x19\tdown\0"
                               "\x18\tup\0"
                               "\x1a\tright\0"
                               "Home\tup & left\0"
                               "PgUp\tup & right\0"
                               "End\tdown & left\0"
                               "PgDn\tdown & right\0"
                               "Scroll\tFast Play mode\0"
                               ".\trest\0"
                               ">\tgo down a staircase\0"
                               "<\tgo up a staircase\0"
                               "Esc\tcancel command\0"
                               "d\tdrop object\0"
                               "e\teat food\0"
                               "f\t<dir> find something\0"
                               "q\tquaff potion\0"
                               "r\tread paper\0"
                               "s\tsearch for trap/secret door\0"
                               "t\t<dir> throw something\0"
                               "w\twield a weapon\0"
                               "z\t<dir> zap with a wand\0"
                               "B\trun down & left\0"
                               "H\trun left\0"
                               "J\trun down\0"
                               "K\trun up\0"
                               "L\trun right\0"
                               "N\trun down & right\0"
                               "U\trun up & right\0"
                               "Y\trun up & left\0"
                               "W\twear armor\0"
                               "T\ttake armor off\0"
                               "P\tput on ring\0"
                               "Q\tquit\0"
                               "R\tremove ring\0"
                               "S\tsave game\0"
                               "^\tidentify trap\0"
                               "?\thelp\0"
                               "/\tkey\0"
                               "+\tthrow\0"
                               "-\tzap\0"
                               "Ctrl t\tterse message format\0"
                               "Ctrl r\trepeat message\0"
                               "Del\tsearch for something hidden\0"
                               "Ins\t<dir> find something\0"
                               "a\trepeat command\0"
                               "c\trename something\0"
                               "i\tinventory\0"
                               "v\tversion number\0"
                               "!\tSupervisor Key (fake DOS)\0"
                               "D\tlist what has been discovered\0";

/* extern.c helpobjs: 23 entries, as helpcoms but with no key field (its passage is 0xB2, not the
   map's 0xB1) */
static const char helpobjs[] = "\xfa: the floor\0"
                               "\x01: the hero\0"
                               "\x05: some food\0"
                               "\x0c: the amulet of yendor\0"
                               "\x0d: a scroll\0"
                               "\x18: a weapon\0"
                               "\x08: a piece of armor\0"
                               "\x0f: some gold\0"
                               "\xe7: a magic staff\0"
                               "\xad: a potion\0"
                               "\x09: a magic ring\0"
                               "\xb2: a passage\0"
                               "\xce: a door\0"
                               "\xc9: an upper left corner\0"
                               "\x04: a trap\0"
                               "\xcd: a horizontal wall\0"
                               "\xbc: a lower right corner\0"
                               "\xc8: a lower left corner\0"
                               "\xba: a vertical wall\0"
                               "\xbb: an upper right corner\0"
                               "\xf0: a stair case\0"
                               "$,+: safe and perilous magic\0"
                               "A-Z: 26 different monsters\0";

static const char *const class_names[4] = {"potions", "scrolls", "rings", "sticks"};
static const unsigned char class_kinds[4] = {DELVE_ITEM_POTION, DELVE_ITEM_SCROLL, DELVE_ITEM_RING,
                                             DELVE_ITEM_STICK};
static const unsigned char class_sizes[4] = {DELVE_PRIV_POTION_KINDS, DELVE_PRIV_SCROLL_KINDS,
                                             DELVE_PRIV_RING_KINDS, DELVE_PRIV_STICK_KINDS};

/* addstr at attribute 0x07: the bytes that are the original's glyphs take their colours
   (rogue.md §12.5; delve__orig_addch: "$,+" and "+ throw" keep a grey '+'); in
   a command's entry (key), a tab pads the key to its 7 columns. Only there: elsewhere a byte 9
   is a glyph to show, as in helpobjs' "\x09: a magic ring" and in a discovery's name, which
   the player may have typed a tab into. */
static void put_line(delve_game *g, int y, int x, const char *s, int key)
{
    int x0 = x;
    for (; *s && x < g->cols; s++, x++) {
        if (key && *s == '\t') {
            while (x < x0 + 7)
                delve__orig_addch(g, y, x++, ' ');
            s++;
        }
        delve__orig_addch(g, y, x, (unsigned char)*s);
    }
}

/* Discovery line i (print_disc with its blank lines between the classes): 0 when there is none,
   else the text in buf */
static int disc_line(delve_game *g, int i, char *buf, size_t cap)
{
    const delve_priv_orig *o = orig_of(g);
    int c, k;
    for (c = 0; c < 4; c++) {
        int any = 0;
        for (k = 0; k < class_sizes[c]; k++) {
            int which = o->disc_order[c][k];
            if (delve_game_kind_known(g, class_kinds[c], which) <= 0)
                continue;
            any = 1;
            if (i-- == 0) {
                delve_game_kind_name(g, class_kinds[c], which, buf, cap);
                return 1;
            }
        }
        if (!any && i-- == 0) {
            delve__strbuf sb;
            delve__sb_init(&sb, buf, cap);
            delve__sb_puts(&sb, g->cols == 80 ? "Haven't discovered anything about any "
                                              : "Nothing about any ");
            delve__sb_puts(&sb, class_names[c]);
            delve__sb_finish(&sb);
            return 1;
        }
        if (c < 3 && i-- == 0) {
            memcpy(buf, " ", 2);
            return 1;
        }
    }
    return 0;
}

/* The number of lines of a page and what ends it */
static int per_page(const delve_game *g, int kind)
{
    return kind == HELP_DISCOVERIES ? DELVE_GAME_ROWS - 1 : g->cols == 80 ? 46 : 23;
}

/* Entry i of what is shown, or NULL after the last */
static const char *entry(delve_game *g, int kind, int i, char *buf, size_t cap)
{
    const char *s;
    if (kind == HELP_DISCOVERIES)
        return disc_line(g, i, buf, cap) ? buf : NULL;
    s = delve__orig_nth(kind == HELP_COMMANDS ? helpcoms : helpobjs, i);
    return *s ? s : NULL;
}

/* Page o->help_page: its entries, and the footer of a full page or of the last */
static void show_page(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int n = per_page(g, o->help_kind), first = o->help_page * n, i, last;
    char buf[DELVE_GAME_MESSAGE_MAX];
    delve__game_clear_screen(g);
    for (i = 0; i < n && entry(g, o->help_kind, first + i, buf, sizeof buf); i++) {
        const char *e = entry(g, o->help_kind, first + i, buf, sizeof buf);
        int key = o->help_kind == HELP_COMMANDS;
        if (o->help_kind == HELP_DISCOVERIES || g->cols != 80)
            put_line(g, i, 0, e, key);
        else
            put_line(g, i / 2, i % 2 * DELVE_GAME_LIST_COLUMN, e, key);
    }
    last = !entry(g, o->help_kind, first + n, buf, sizeof buf);
    if (o->help_kind == HELP_DISCOVERIES)
        put_line(g, DELVE_GAME_ROWS - 1, 0, "-Press space to continue-", 0);
    else if (last)
        put_line(g, DELVE_GAME_ROWS - 1, 0, "--press space to continue--", 0);
    else
        put_line(g, DELVE_GAME_ROWS - 1, 0,
                 g->cols == 80 ? "--Press space for more, Esc to continue--"
                               : "--Space for more, Esc to continue--",
                 0);
    o->wait = W_HELP;
}

static void begin(delve_game *g, int kind)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_private *p = &g->priv;
    o->after = 0;
    memcpy(p->saved_chars, g->chars, sizeof g->chars); /* wdump */
    memcpy(p->saved_attrs, g->attrs, sizeof g->attrs);
    o->help_kind = kind;
    o->help_page = 0;
    show_page(g);
}

/* help (P1 §14): ? the commands, / the symbols */
void delve__orig_help(delve_game *g, int symbols)
{
    begin(g, symbols ? HELP_SYMBOLS : HELP_COMMANDS);
}

/* discovered (P4 §5): each class's kinds in a new random order (set_order: 57 draws in all),
   those identified or named listed */
void delve__orig_discovered(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int c, i;
    for (c = 0; c < 4; c++) {
        unsigned char *order = o->disc_order[c];
        for (i = 0; i < class_sizes[c]; i++)
            order[i] = (unsigned char)i;
        for (i = class_sizes[c]; i > 0; i--) {
            int r = delve__game_rnd(g, i);
            unsigned char t = order[i - 1];
            order[i - 1] = order[r];
            order[r] = t;
        }
    }
    begin(g, HELP_DISCOVERIES);
}

/* A key on a page: help goes on at a space and ends at Escape; the discoveries take Escape, a
   space or a lower-case letter, the key itself unused */
void delve__orig_help_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    char buf[DELVE_GAME_MESSAGE_MAX];
    int more;
    if (o->help_kind == HELP_DISCOVERIES) {
        if (key != ORIG_ESC && key != ' ' && !(key >= 'a' && key <= 'z'))
            return;
    } else if (key != ' ' && key != ORIG_ESC) {
        return;
    }
    more = entry(g, o->help_kind, (o->help_page + 1) * per_page(g, o->help_kind), buf,
                 sizeof buf) != NULL;
    if (more && (key == ' ' || o->help_kind == HELP_DISCOVERIES)) {
        o->help_page++;
        show_page(g);
        return;
    }
    delve__game_pack_hide(g); /* wrestor */
    o->wait = W_CMD;
}
