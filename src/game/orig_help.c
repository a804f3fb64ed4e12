/* orig_help.c — the screens over the map: misc.c's help (? and /) and things.c's discovered (D),
   page by page (P1 §14, P4 §5), with the map kept and put back exactly. */
#include <string.h>

#include "core/palette.h"
#include "game/game_pack.h"
#include "game/orig.h"

enum { HELP_COMMANDS, HELP_SYMBOLS, HELP_DISCOVERIES };

/* extern.c helpcoms: 64 entries, the key field 7 characters wide */
static const char *const helpcoms[] = {"F1     list of commands",
                                       "F2     list of symbols",
                                       "F3     repeat command",
                                       "F4     repeat message",
                                       "F5     rename something",
                                       "F6     recall what's been discovered",
                                       "F7     inventory of your possessions",
                                       "F8     <dir> identify trap type",
                                       "F9     The Any Key (definable)",
                                       "Alt F9 defines the Any Key",
                                       "F10    Supervisor Key (fake dos)",
                                       "Space  Clear -More- message",
                                       "\x11\xd9     the Enter Key",
                                       "\x1b      left",
                                       "\x19      down",
                                       "\x18      up",
                                       "\x1a      right",
                                       "Home   up & left",
                                       "PgUp   up & right",
                                       "End    down & left",
                                       "PgDn   down & right",
                                       "Scroll Fast Play mode",
                                       ".      rest",
                                       ">      go down a staircase",
                                       "<      go up a staircase",
                                       "Esc    cancel command",
                                       "d      drop object",
                                       "e      eat food",
                                       "f      <dir> find something",
                                       "q      quaff potion",
                                       "r      read paper",
                                       "s      search for trap/secret door",
                                       "t      <dir> throw something",
                                       "w      wield a weapon",
                                       "z      <dir> zap with a wand",
                                       "B      run down & left",
                                       "H      run left",
                                       "J      run down",
                                       "K      run up",
                                       "L      run right",
                                       "N      run down & right",
                                       "U      run up & right",
                                       "Y      run up & left",
                                       "W      wear armor",
                                       "T      take armor off",
                                       "P      put on ring",
                                       "Q      quit",
                                       "R      remove ring",
                                       "S      save game",
                                       "^      identify trap",
                                       "?      help",
                                       "/      key",
                                       "+      throw",
                                       "-      zap",
                                       "Ctrl t terse message format",
                                       "Ctrl r repeat message",
                                       "Del    search for something hidden",
                                       "Ins    <dir> find something",
                                       "a      repeat command",
                                       "c      rename something",
                                       "i      inventory",
                                       "v      version number",
                                       "!      Supervisor Key (fake DOS)",
                                       "D      list what has been discovered",
                                       NULL};

/* extern.c helpobjs: 23 entries (its passage is 0xB2, not the map's 0xB1) */
static const char *const helpobjs[] = {"\xfa: the floor",
                                       "\x01: the hero",
                                       "\x05: some food",
                                       "\x0c: the amulet of yendor",
                                       "\x0d: a scroll",
                                       "\x18: a weapon",
                                       "\x08: a piece of armor",
                                       "\x0f: some gold",
                                       "\xe7: a magic staff",
                                       "\xad: a potion",
                                       "\x09: a magic ring",
                                       "\xb2: a passage",
                                       "\xce: a door",
                                       "\xc9: an upper left corner",
                                       "\x04: a trap",
                                       "\xcd: a horizontal wall",
                                       "\xbc: a lower right corner",
                                       "\xc8: a lower left corner",
                                       "\xba: a vertical wall",
                                       "\xbb: an upper right corner",
                                       "\xf0: a stair case",
                                       "$,+: safe and perilous magic",
                                       "A-Z: 26 different monsters",
                                       NULL};

static const char *const class_names[4] = {"potions", "scrolls", "rings", "sticks"};
static const int class_kinds[4] = {DELVE_ITEM_POTION, DELVE_ITEM_SCROLL, DELVE_ITEM_RING,
                                   DELVE_ITEM_STICK};
static const int class_sizes[4] = {DELVE__POTION_KINDS, DELVE__SCROLL_KINDS, DELVE__RING_KINDS,
                                   DELVE__STICK_KINDS};

/* addstr at attribute 0x07: the bytes that are glyphs take their colours (rogue.md §12.5) */
static void put_line(delve_game *g, int y, int x, const char *s)
{
    for (; *s && x < g->cols; s++, x++)
        delve__game_put(g, y, x, (unsigned char)*s, 0);
}

/* Discovery line i (print_disc with its blank lines between the classes): 0 when there is none,
   else the text in buf */
static int disc_line(delve_game *g, int i, char *buf, size_t cap)
{
    const delve__orig *o = orig_of(g);
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
    const char *const *list = kind == HELP_COMMANDS ? helpcoms : helpobjs;
    int n;
    if (kind == HELP_DISCOVERIES)
        return disc_line(g, i, buf, cap) ? buf : NULL;
    for (n = 0; list[n]; n++)
        ;
    return i < n ? list[i] : NULL;
}

/* Page o->help_page: its entries, and the footer of a full page or of the last */
static void show_page(delve_game *g)
{
    delve__orig *o = orig_of(g);
    int n = per_page(g, o->help_kind), first = o->help_page * n, i, last;
    char buf[DELVE_GAME_MESSAGE_MAX];
    delve__game_clear_screen(g);
    for (i = 0; i < n && entry(g, o->help_kind, first + i, buf, sizeof buf); i++) {
        const char *e = entry(g, o->help_kind, first + i, buf, sizeof buf);
        if (o->help_kind == HELP_DISCOVERIES || g->cols != 80)
            put_line(g, i, 0, e);
        else
            put_line(g, i / 2, i % 2 * 40, e);
    }
    last = !entry(g, o->help_kind, first + n, buf, sizeof buf);
    if (o->help_kind == HELP_DISCOVERIES)
        put_line(g, DELVE_GAME_ROWS - 1, 0, "-Press space to continue-");
    else if (last)
        put_line(g, DELVE_GAME_ROWS - 1, 0, "--press space to continue--");
    else
        put_line(g, DELVE_GAME_ROWS - 1, 0,
                 g->cols == 80 ? "--Press space for more, Esc to continue--"
                               : "--Space for more, Esc to continue--");
    o->wait = W_HELP;
}

static void begin(delve_game *g, int kind)
{
    delve__orig *o = orig_of(g);
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
    delve__orig *o = orig_of(g);
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
    delve__orig *o = orig_of(g);
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
