/* orig_rip.c — rip.c: death, the tombstone, and the score list's prompts (P1 §16; project
   decisions: the key disk passed, the year is an option, the score list is the caller's:
   none, the original without a score file). */
#include <string.h>

#include "core/palette.h"
#include "game/orig.h"

static void centred(delve_game *g, int y, const char *s)
{
    delve__game_put_text(g, y, (g->cols - (int)strlen(s)) / 2, s, DELVE__ATTR_GREY);
}

/* killname (P1 §16.1), with its article */
static void killname(int code, delve__strbuf *sb)
{
    const char *name;
    switch (code) {
    case 'a': name = "arrow"; break;
    case 'b': name = "bolt"; break;
    case 'd': name = "dart"; break;
    case 'f': name = "fall"; break;
    case 's': delve__sb_puts(sb, "starvation"); return;
    default:
        if (code < 'A' || code > 'Z') {
            delve__sb_puts(sb, "God");
            return;
        }
        name = delve__orig_monster_name(code);
    }
    delve__sb_puts(sb, strchr("aeiou", name[0]) ? "an " : "a ");
    delve__sb_puts(sb, name);
}

void delve__orig_death(delve_game *g, int code)
{
    delve_priv_orig *o = orig_of(g);
    int wide = g->cols == 80, left = wide ? 26 : 6, right = wide ? 54 : 34, top = wide ? 7 : 1;
    char text[48];
    delve__strbuf sb;
    int x, y, purse = ORIG_INT(g->priv.gold); /* from 32768 the tax is negative */
    o->over = 1;
    o->cause = code;
    g->priv.gold = ORIG_PURSE(purse - purse / 10);
    delve__game_clear_screen(g);
    for (x = left + 1; x < right; x++) {
        delve__game_put_text(g, top, x, "\xCD", 0x06);
        delve__game_put_text(g, 22, x, "\xCD", 0x06);
    }
    for (y = top + 1; y < 22; y++) {
        delve__game_put_text(g, y, left, "\xBA", 0x06);
        delve__game_put_text(g, y, right, "\xBA", 0x06);
    }
    delve__game_put_text(g, top, left, "\xC9", 0x06);
    delve__game_put_text(g, top, right, "\xBB", 0x06);
    delve__game_put_text(g, 22, left, "\xC8", 0x06);
    delve__game_put_text(g, 22, right, "\xBC", 0x06);
    delve__game_put_text(g, 10, wide ? 38 : 18, "REST", DELVE__ATTR_GREY);
    delve__game_put_text(g, 11, wide ? 39 : 19, "IN", DELVE__ATTR_GREY);
    delve__game_put_text(g, 12, wide ? 37 : 17, "PEACE", DELVE__ATTR_GREY);
    delve__game_put_text(g, 21, wide ? 32 : 12, "  *    *      * ", 0x04);
    delve__game_put_text(g, 22, wide ? 21 : 1, "___\\/(\\/)/(\\/ \\\\(//)\\)\\/(//)\\\\)//(\\__",
                         0x02);
    centred(g, 14, g->priv.name);
    centred(g, 15, "killed by");
    delve__sb_init(&sb, text, sizeof text);
    killname(code, &sb);
    delve__sb_finish(&sb);
    centred(g, 16, text);
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_int(&sb, g->priv.gold);
    delve__sb_puts(&sb, " Au");
    delve__sb_finish(&sb);
    centred(g, 18, text);
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_int(&sb, g->priv.opt.year);
    delve__sb_finish(&sb);
    centred(g, 19, text);
    delve__orig_score(g);
}

/* score's first step (P1 §16.4): Enter is asked for, the typeahead dropped */
void delve__orig_score(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    delve__game_put_text(g, 24, 0, "[Press Enter to see rankings]", DELVE__ATTR_GREY);
    delve__orig_flush_type(g);
    o->wait = W_TOMB;
    if (delve__orig_more_waiting(g)) { /* the messages before the last are read first */
        delve__orig_more_show(g);
        o->wait = W_MORE;
        o->more_then = W_TOMB;
    }
}

/* A new line on row 24 scrolls the screen up one row (P1 §16.4, BIOS scroll). */
void delve__orig_scroll_up(delve_game *g)
{
    int n = g->cols * (g->rows - 1);
    memmove(g->chars, g->chars + g->cols, (size_t)n);
    memmove(g->attrs, g->attrs + g->cols, (size_t)n);
    memset(g->chars + n, ' ', (size_t)g->cols);
    memset(g->attrs + n, DELVE__ATTR_GREY, (size_t)g->cols);
}

/* One entry of pr_scores (P1 §16.4) at row y: the gold, the name (and rank), the fate and the
   level; the new entry in yellow, the others brown with the name red. */
static void score_line(delve_game *g, int y, const delve_game_score *e, int is_new)
{
    unsigned char rest = is_new ? DELVE__ATTR_YELLOW : 0x06, name = is_new ? rest : 0x04;
    char text[DELVE_GAME_COLS * 2];
    delve__strbuf sb;
    int x, wide = g->cols == 80;
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_int(&sb, e->gold);
    delve__sb_putc(&sb, ' ');
    delve__sb_finish(&sb);
    delve__game_put_text(g, y, 0, text, rest);
    delve__game_put_text(g, y, 6, e->name, name);
    x = 6 + (int)strlen(e->name);
    delve__sb_init(&sb, text, sizeof text);
    if (e->rank > 1 && (int)(strlen(e->name) + 10 + strlen(delve__orig_title(e->rank))) < g->cols) {
        delve__sb_puts(&sb, " \"");
        delve__sb_puts(&sb, delve__orig_title(e->rank));
        delve__sb_putc(&sb, '"');
    }
    delve__sb_finish(&sb);
    delve__game_put_text(g, y, x, text, rest);
    if (!wide) { /* 40 columns: the fate on the next row */
        y++;
        x = 6;
    } else {
        x += (int)strlen(text);
    }
    delve__sb_init(&sb, text, sizeof text);
    if (e->fate == 2) {
        delve__sb_puts(&sb, " A total winner!");
    } else if (e->level >= 26) {
        delve__sb_puts(&sb, " Honored by the Guild");
    } else {
        if (e->fate == 1) {
            delve__sb_puts(&sb, " quit");
        } else if ((e->fate >= 'A' && e->fate <= 'Z') || (e->fate >= 'a' && e->fate <= 'z')) {
            delve__sb_puts(&sb, " killed by "); /* any letter: killname says God for the others */
            killname(e->fate, &sb);
        } else {
            delve__sb_puts(&sb, " wierded out"); /* the original's misspelling (rip.c) */
        }
        if (!wide && delve__sb_finish(&sb) > 23 && text[1] == 'k')
            sb.len = 7; /* " killed" */
        delve__sb_puts(&sb, " on level ");
        delve__sb_int(&sb, e->level);
    }
    delve__sb_finish(&sb);
    delve__game_put_text(g, y, x, text, rest);
}

/* The score file with this game's score put in: above every entry with less gold, below equal
   ones, none of 0 gold (P1 §16.4 step 3); returns where it went, or -1. */
static int insert_score(delve_game *g)
{
    delve_game_private *p = &g->priv;
    delve_game_score e;
    int i;
    if (p->gold <= 0)
        return -1;
    memset(&e, 0, sizeof e);
    e.gold = p->gold;
    memcpy(e.name, p->name, sizeof e.name);
    e.fate = p->o.cause;
    e.level = p->o.max_level;
    e.rank = p->o.lvl;
    for (i = p->n_scores; i > 0 && (unsigned)p->scores[i - 1].gold < (unsigned)e.gold; i--)
        ;
    if (i >= DELVE_GAME_SCORES_MAX)
        return -1;
    if (p->n_scores == DELVE_GAME_SCORES_MAX)
        p->n_scores--;
    memmove(&p->scores[i + 1], &p->scores[i], (size_t)(p->n_scores - i) * sizeof e);
    p->scores[i] = e;
    p->n_scores++;
    return i;
}

/* pr_scores (P1 §16.4): the list up to its first entry of no gold (a signed int: 32768 or more
   ends it too, the original's quirk) */
static void hall_of_fame(delve_game *g, int new_index)
{
    const delve_game_private *p = &g->priv;
    int i;
    delve__game_clear_screen(g);
    delve__game_put_text(g, 0, 0, "Guildmaster's Hall Of Fame:", 0x0F);
    delve__game_put_text(g, 2, 0, "Gold", DELVE__ATTR_YELLOW);
    for (i = 0; i < p->n_scores && (short)p->scores[i].gold > 0; i++)
        score_line(g, 4 + (g->cols == 80 ? i : 2 * i), &p->scores[i], i == new_index);
}

/* score (P1 §16.4): Enter, a new line; with the caller's score file another, this game's score
   put in and the Hall of Fame; without one, for a score above 0, the original's "No scorefile"
   prompt, where c makes the file (this game alone) and shows it. */
/* P1 16.4 step 2: the score file is not there (and there is gold to put in) */
static void scorefile_prompt(delve_game *g)
{
    delve__game_put_text(g, 24, 0, "No scorefile: Create Retry Abort", DELVE__ATTR_GREY);
    delve__game_put_text(g, 24, 14, "C", 0x70);
    delve__game_put_text(g, 24, 21, "R", 0x70);
    delve__game_put_text(g, 24, 27, "A", 0x70);
    orig_of(g)->wait = W_SCOREFILE;
}

void delve__orig_rip_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    if (o->wait == W_TOMB) {
        if (key != '\r')
            return;
        delve__orig_scroll_up(g);
        if (g->priv.has_scores) {
            delve__orig_scroll_up(g);
            o->score_index = insert_score(g);
            hall_of_fame(g, o->score_index);
            o->wait = W_OVER;
            return;
        }
        if (g->priv.gold == 0) {
            o->wait = W_OVER;
            return;
        }
        scorefile_prompt(g);
        return;
    }
    if (o->wait != W_SCOREFILE)
        return;
    if (key == 'r' || key == 'R') { /* the file is still not there: a new line, the prompt */
        delve__orig_scroll_up(g);
        scorefile_prompt(g);
        return;
    }
    if (key == 'c' || key == 'C') {
        g->priv.has_scores = 1; /* the file is made, empty, and this game's score goes in */
        o->score_index = insert_score(g);
        hall_of_fame(g, o->score_index);
    }
    if (key == 'a' || key == 'A' || key == 'c' || key == 'C')
        o->wait = W_OVER;
}
