/* orig_io.c — io.c's putmsg and more (P1 §12), the status rows with their caches (P1 §13) and
   show_count (P1 §4.3); msg and endmsg are in orig_light.c. The original waits for a space at
   ' More ' in the middle of a turn; here the screen it showed there is kept
   (delve__orig_more_push) and the turn goes on: the kept screens are shown, one per space,
   before the one the next command is read on. */
#include <string.h>

#include "core/palette.h"
#include "game/game_pack.h"
#include "game/orig.h"

#define ATTR_STANDOUT 0x70

static void put(delve_game *g, int y, int x, unsigned char ch, unsigned char attr)
{
    if (x < 0 || x >= g->cols)
        return;
    g->chars[y * g->cols + x] = ch;
    g->attrs[y * g->cols + x] = delve__game_attr(g, attr);
}

/* addch of a byte as text, in the normal attribute (curses.c): the message line, the help
   pages, a typed line's echo, magic detection's marks (P1 14, rogue.md 12.5). (x, y) may run on past the row's end,
   as the echo does. */
void delve__orig_addch(delve_game *g, int y, int x, unsigned char ch)
{
    int i = y * g->cols + x;
    g->chars[i] = ch;
    g->attrs[i] = delve__game_attr(g, delve__orig_glyph_attr(ch));
}

static void clear_from(delve_game *g, int y, int x)
{
    for (; x < g->cols; x++)
        put(g, y, x, ' ', DELVE__ATTR_GREY);
}

/* The screen now is kept, to be shown until a space: the first whole, each later one as the
   cells where it differs from the last kept (held in live_* until they are shown). */
void delve__orig_more_keep(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    delve_priv_kept_screen *kept = &o->more[o->n_more];
    int at, n = 0, free = DELVE_PRIV_MORE_CELLS - o->more_cells_used;
    if (o->n_more == DELVE_PRIV_MORES)
        return;
    if (o->n_more == 0) {
        memcpy(o->first_chars, g->chars, sizeof g->chars);
        memcpy(o->first_attrs, g->attrs, sizeof g->attrs);
        o->more_cells_used = 0;
    } else {
        for (at = 0; at < DELVE_PRIV_SCREEN; at++)
            if (g->chars[at] != o->live_chars[at] || g->attrs[at] != o->live_attrs[at]) {
                delve_priv_more_cell *c = &o->more_cells[o->more_cells_used + n++];
                if (n > free) /* the pool is full: not kept (the cells written are free) */
                    return;
                c->at = (unsigned short)at;
                c->ch = g->chars[at];
                c->attr = g->attrs[at];
            }
    }
    kept->from = (unsigned short)o->more_cells_used;
    kept->n = (unsigned short)n;
    kept->answered = kept->covered = 0;
    o->more_cells_used += n;
    memcpy(o->live_chars, g->chars, sizeof g->chars);
    memcpy(o->live_attrs, g->attrs, sizeof g->attrs);
    o->n_more++;
}

/* more (P1 12.2): the box at column x of row 0, or at COLS-6 over the text ("covered": the
   six characters under it are read first, the reading cursor stopping at COLS-2), and the
   screen kept */
static void more_box(delve_game *g, int x, const char *box)
{
    delve_priv_orig *o = orig_of(g);
    unsigned char under[6];
    int k, covered = x + 6 > g->cols;
    if (covered)
        x = g->cols - 6;
    for (k = 0; k < 6; k++)
        under[k] = g->chars[x + k < g->cols - 2 ? x + k : g->cols - 2];
    delve__game_put_text(g, 0, x, box, ATTR_STANDOUT);
    k = o->n_more;
    delve__orig_more_keep(g);
    if (covered && o->n_more > k) {
        o->more[k].covered = 1;
        memcpy(o->more[k].under, under, sizeof under);
    }
}

void delve__orig_more_push(delve_game *g)
{
    more_box(g, orig_of(g)->mpos, " More ");
}

/* scrl (P1 §12.3): at most a row of s */
static void scrl(delve_game *g, const char *s)
{
    int x;
    clear_from(g, 0, 0);
    for (x = 0; x < g->cols && s[x]; x++)
        delve__orig_addch(g, 0, x, (unsigned char)s[x]);
}

/* putmsg (P1 §12.3): a message longer than the row stops at ' Cont ' (covering its end) and
   moves on word by word; returns the length of what stays shown */
int delve__orig_putmsg(delve_game *g, const char *s)
{
    size_t cols = (size_t)g->cols;
    while (strlen(s) > cols) {
        const char *p = s, *q;
        scrl(g, s);
        more_box(g, (int)cols, " Cont "); /* the cursor past the row: covered */
        /* word by word while the text from the start is a row or more long */
        while (strlen(p) >= cols && (q = strchr(p, ' ')) != NULL && (size_t)(q - s) < cols)
            p = q + 1;
        s = p == s ? s + cols : p;
    }
    scrl(g, s);
    return (int)strlen(s);
}

/* flush_type (P1 §5.3): the macro's typeahead is emptied. The screens kept so far this turn
   read it first, as the original's readchar did at each ' More ': each takes the keys up to a
   space and is answered, never shown (an Escape among them leaves the count: readchar zeroes
   it for the keyboard's only, P1 §5.2). (A covered box's swap by the
   other keys is not replayed on a screen the keys run out at.) */
void delve__orig_flush_type(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int k = o->more_shown;
    while (o->type_pos < o->type_len && k < o->n_more) {
        int key = (unsigned char)o->macro[o->type_pos++];
        if (key == ' ') {
            while (k < o->n_more && o->more[k].answered)
                k++;
            if (k < o->n_more) {
                o->more[k++].answered = 1;
                o->more_answered++;
            }
        }
    }
    o->type_pos = o->type_len = 0;
    if (o->more_shown == 0 && o->more_answered == o->n_more) /* all answered: none kept */
        o->n_more = o->more_answered = 0;
}

/* Shows the next kept screen not answered, each one before it drawn on the way (a screen is
   the cells it changes on the one before); 0 if none is left. */
static int more_next(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    while (o->more_shown < o->n_more) {
        const delve_priv_kept_screen *kept = &o->more[o->more_shown++];
        const delve_priv_more_cell *c = &o->more_cells[kept->from];
        int i;
        if (kept == o->more) {
            memcpy(g->chars, o->first_chars, sizeof g->chars);
            memcpy(g->attrs, o->first_attrs, sizeof g->attrs);
        }
        for (i = 0; i < kept->n; i++) {
            g->chars[c[i].at] = c[i].ch;
            g->attrs[c[i].at] = c[i].attr;
        }
        if (!kept->answered)
            return 1;
    }
    return 0;
}

/* Shows the first kept screen not answered, the live one saved behind it. */
void delve__orig_more_show(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    memcpy(o->live_chars, g->chars, sizeof g->chars);
    memcpy(o->live_attrs, g->attrs, sizeof g->attrs);
    o->more_shown = 0;
    more_next(g);
}

/* A covered box's six cells: the text under it, or the box again (more_swapped). */
static void more_swap(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int x = g->cols - 6, k;
    o->more_swapped = !o->more_swapped;
    for (k = 0; k < 6; k++) {
        if (o->more_swapped) {
            o->box_chars[k] = g->chars[x + k];
            o->box_attrs[k] = g->attrs[x + k];
        }
        g->chars[x + k] = o->more_swapped ? o->more[o->more_shown - 1].under[k] : o->box_chars[k];
        g->attrs[x + k] = o->more_swapped ? DELVE__ATTR_GREY : o->box_attrs[k];
    }
}

/* A key at ' More ': a space goes on; every other key, over a covered box, shows the text under
   it or the box again (P1 12.2). (A typed Escape's end of a count is act_key's.) */
void delve__orig_more_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    if (key != ' ') {
        if (o->more_shown > 0 && o->more[o->more_shown - 1].covered)
            more_swap(g);
        return;
    }
    if (o->more_swapped)
        more_swap(g);
    if (more_next(g))
        return;
    memcpy(g->chars, o->live_chars, sizeof g->chars);
    memcpy(g->attrs, o->live_attrs, sizeof g->attrs);
    o->n_more = o->more_shown = o->more_answered = 0;
}

void delve__orig_show_count(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    char text[8];
    delve__strbuf sb;
    int i, n, y = 23, x = g->cols - 4;
    delve__sb_init(&sb, text, sizeof text);
    if (o->count)
        delve__sb_int(&sb, o->count);
    delve__sb_finish(&sb);
    n = (int)strlen(text);
    for (i = 0; i < 4; i++) /* "%-4d", or 4 blanks for no count */
        put(g, y, x + i, (unsigned char)(i < n ? text[i] : ' '), DELVE__ATTR_GREY);
}

static const char *const he_man[21] = {
    "",           "Guild Novice", "Apprentice",   "Journeyman", "Adventurer",
    "Fighter",    "Warrior",      "Rogue",        "Champion",   "Master Rogue",
    "Warlord",    "Hero",         "Guild Master", "Dragonlord", "Wizard",
    "Rogue Geek", "Rogue Addict", "Schmendrick",  "Gunfighter", "Time Waster",
    "Bug Chaser"};

const char *delve__orig_title(int lvl)
{
    return he_man[lvl < 1 ? 0 : lvl > 20 ? 19 : lvl - 1];
}

/* v's decimal digits at at; returns their end */
static char *digits(char *at, uint32_t v)
{
    char rev[10];
    int n = 0;
    do {
        rev[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n)
        *at++ = rev[--n];
    return at;
}

/* "Seed: S  Turns: T" in text, with fewer blanks if that is wider than width (40 columns:
   "Seed: S Turns: T", then "Seed:S Turns:T"); its length. Written each turn, so without the
   strbuf's checks for every character (two numbers of up to 10 digits: at most 35). */
static int figures(char *text, uint32_t seed, uint32_t turns, int width)
{
    static const char *const forms[3][2] = {
        {"Seed: ", "  Turns: "}, {"Seed: ", " Turns: "}, {"Seed:", " Turns:"}};
    char *end = text;
    int k;
    for (k = 0; k < 3; k++) {
        size_t a = strlen(forms[k][0]), b = strlen(forms[k][1]);
        memcpy(text, forms[k][0], a);
        end = digits(text + a, seed);
        memcpy(end, forms[k][1], b);
        end = digits(end + b, turns);
        if (end - text <= width)
            break;
    }
    return (int)(end - text);
}

/* status (P1 §13.1): only the fields whose value changed are drawn */
void delve__orig_status(delve_game *g)
{
    static const char *const hunger[4] = {"", "Hungry", "Weak", "Faint"};
    delve_priv_orig *o = orig_of(g);
    int wide = g->cols == 80, top = wide ? 23 : 22, arm = delve__orig_armor(g);
    char text[DELVE_GAME_COLS + 1];
    delve__strbuf sb;
    int i, n;
    if (o->s_lvl != g->priv.depth) {
        o->s_lvl = g->priv.depth;
        delve__game_put_stat(g, top, 0, "Level:", g->priv.depth, -1, 10);
    }
    if (o->s_hp != o->hp) {
        o->s_hp = o->hp;
        delve__sb_init(&sb, text, sizeof text);
        delve__sb_puts(&sb, "Hits:");
        delve__sb_int(&sb, o->hp);
        delve__sb_putc(&sb, '(');
        delve__sb_int(&sb, o->maxhp);
        delve__sb_puts(&sb, o->hp < 100 ? ")  " : ") ");
        delve__sb_finish(&sb);
        delve__game_put_text(g, top, 12, text, DELVE__ATTR_YELLOW);
    }
    if (o->s_str != o->str) {
        o->s_str = o->str;
        delve__sb_init(&sb, text, sizeof text);
        delve__sb_puts(&sb, "Str:");
        delve__sb_int(&sb, o->str);
        delve__sb_putc(&sb, '(');
        delve__sb_int(&sb, o->maxstr);
        delve__sb_puts(&sb, ") ");
        delve__sb_finish(&sb);
        delve__game_put_text(g, top, 26, text, DELVE__ATTR_YELLOW);
    }
    if (o->s_gold != g->priv.gold) {
        o->s_gold = g->priv.gold;
        delve__game_put_stat(g, 23, wide ? 40 : 0, "Gold:", g->priv.gold, -1, 10);
    }
    /* the cache keeps the value less the protection rings, the test the value alone (P1 §13.1):
       with a ring on the field is drawn every turn, and a value equal to the cache is not */
    if (o->s_ac != arm) {
        o->s_ac = arm - delve__orig_ring_bonus(g, ORIG_R_PROTECT);
        o->s_arm = 11 - arm;
        delve__game_put_stat(g, 23, wide ? 52 : 12, "Armor:", o->s_arm, -1, 8);
    }
    if (o->s_rank != o->lvl) {
        const char *title = delve__orig_title(o->lvl);
        n = (int)strlen(title);
        o->s_rank = o->lvl;
        for (i = 0; i < 12; i++)
            put(g, 23, (wide ? 62 : 22) + i, (unsigned char)(i < n ? title[i] : ' '),
                DELVE__ATTR_YELLOW);
    }
    if (o->s_hunger != o->hungry) {
        int hx = wide ? 58 : 28;
        o->s_hunger = o->hungry;
        for (i = 0; i < 6; i++)
            put(g, 24, hx + i, ' ', DELVE__ATTR_YELLOW);
        delve__game_put_text(g, 24, hx, hunger[o->hungry], ATTR_STANDOUT);
    }
    /* row 24's left: delve's own figures, where the original shows its lock indicators
       (columns 0-39, or 0-27 in 40 columns: the hunger word is at 28) */
    i = wide ? 40 : 28;
    n = figures(text, g->priv.seed, (uint32_t)g->priv.turns, i);
    if (n < i)
        memset(text + n, ' ', (size_t)(i - n));
    memcpy(g->chars + 24 * g->cols, text, (size_t)i);
    memset(g->attrs + 24 * g->cols, DELVE__ATTR_GREY, (size_t)i);
}
