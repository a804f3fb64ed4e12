/* test_orig_items_util.c — the item tests' helpers (see test_orig_items_util.h). */
#include "test_orig_items_util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_base.h"
#include "game/game_pack.h"
#include "rogue/rogue_base.h"
#include "rogue/rogue_prelude.h"

/* ---- the verdicts ---- */

#define IT_KINDS 128

static struct {
    char name[64];
    int failed;
} kinds[IT_KINDS];
static int n_kinds = -1;
static long checks, failures;

void it_kind(const char *cls, int which, const char *name)
{
    if (n_kinds + 1 >= IT_KINDS)
        return;
    n_kinds++;
    snprintf(kinds[n_kinds].name, sizeof kinds[n_kinds].name, "%s %2d %s", cls, which, name);
    kinds[n_kinds].failed = 0;
}

void it_check(int ok, int line, const char *fmt, ...)
{
    va_list ap;
    checks++;
    if (ok)
        return;
    failures++;
    if (n_kinds >= 0)
        kinds[n_kinds].failed++;
    printf("FAIL [%s] (line %d): ", n_kinds >= 0 ? kinds[n_kinds].name : "?", line);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

void it_kind_end(void)
{
}

int it_done(const char *name)
{
    int i, pass = 0;
    printf("\n%s: one verdict per item kind (P4 §6-§9, §2)\n", name);
    for (i = 0; i <= n_kinds; i++) {
        printf("  %s  %s", kinds[i].failed ? "FAIL" : "pass", kinds[i].name);
        if (kinds[i].failed)
            printf("  (%d checks failed)", kinds[i].failed);
        printf("\n");
        pass += !kinds[i].failed;
    }
    printf("%s: %d of %d kinds pass, %d fail; %ld checks, %ld failed\n", name, pass, n_kinds + 1,
           n_kinds + 1 - pass, checks, failures);
    return failures != 0;
}

/* ---- setting up ---- */

void it_start(it_game *t, int hp, int no_monsters)
{
    it_start_cols(t, hp, no_monsters, 0);
}

void it_start_named(it_game *t, const char *name, int cols)
{
    delve_game_options opt;
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.dos = IT_DOS;
    opt.cols = cols;
    opt.name = name;
    opt.fruit = "dounut";
    opt.menu = DELVE_MENU_ON;
    memset(t, 0, sizeof *t);
    if (delve_game_start(&t->g, 0, &opt) != DELVE_OK) {
        printf("it_start: the game of clock seed %d does not start\n", IT_DOS);
        exit(1);
    }
}

void it_start_cols(it_game *t, int hp, int no_monsters, int cols)
{
    delve_priv_orig *o;
    it_start_named(t, "Rodney", cols);
    o = it_o(t);
    if (hp > 0)
        o->hp = o->maxhp = hp;
    if (no_monsters)
        it_clear_monsters(t);
}

int it_find(const it_game *t, int kind, int which)
{
    int i;
    for (i = 0; i < t->g.priv.pack.n; i++)
        if (t->g.priv.pack.objects[i].kind == kind && t->g.priv.pack.objects[i].which == which)
            return i;
    return -1;
}

int it_letter(const it_game *t, int kind, int which)
{
    int i = it_find(t, kind, which);
    return i < 0 ? '?' : 'a' + i;
}

int it_give(it_game *t, int kind, int which, int ac, int cursed)
{
    delve_game_object ob;
    memset(&ob, 0, sizeof ob);
    ob.kind = kind;
    ob.which = which;
    ob.count = 1;
    ob.armor_class = ac;
    ob.cursed = cursed;
    if (kind == DELVE_ITEM_STICK) { /* fix_stick (P4 §8.1): 2d3 a staff, 1d1 a wand */
        int staff = t->g.priv.names.stick_wood[which];
        ob.dice = staff ? 2 : 1;
        ob.sides = staff ? 3 : 1;
        if (which == ORIG_WS_HIT) { /* striking: +100 to hit, +3 damage, 1d8 */
            ob.hit = 100;
            ob.damage = 3;
            ob.dice = 1;
            ob.sides = 8;
        }
    }
    ob.id = ++it_o(t)->next_id; /* as every object of a game has an id of its own */
    delve__game_pack_add(&t->g, &ob);
    t->g.priv.scratch[0] = '\0'; /* the pick-up message: not part of the test */
    return it_find(t, kind, which);
}

int it_monster(it_game *t, int type, int dy, int dx, int hp, int flags)
{
    delve_point pos;
    int m;
    pos.y = t->g.priv.hero.y + dy;
    pos.x = t->g.priv.hero.x + dx;
    m = delve__orig_new_monster(&t->g, type, pos, hp, 0);
    if (m < 0)
        return m;
    it_o(t)->monsters[m].flags |= (unsigned short)flags;
    it_o(t)->monsters[m].oldch = it_char(t, pos.y, pos.x);
    if (!(it_o(t)->monsters[m].flags & ISINVIS)) { /* as the next look would show it */
        t->g.chars[pos.y * t->g.cols + pos.x] = (unsigned char)type;
        t->g.attrs[pos.y * t->g.cols + pos.x] = 0x07;
    }
    return m;
}

int it_monster_at(const it_game *t, int y, int x)
{
    const delve_priv_orig *o = &t->g.priv.o;
    int m;
    for (m = o->mlist; m >= 0; m = o->monsters[m].next)
        if (o->monsters[m].y == y && o->monsters[m].x == x)
            return m;
    return -1;
}

int it_monster_count(const it_game *t)
{
    const delve_priv_orig *o = &t->g.priv.o;
    int m, n = 0;
    for (m = o->mlist; m >= 0 && n < 1000; m = o->monsters[m].next)
        n++;
    return n;
}

void it_clear_monsters(it_game *t)
{
    delve_priv_orig *o = it_o(t);
    int m;
    for (m = 0; m < DELVE_PRIV_MONSTERS; m++)
        o->monsters[m].used = 0;
    o->mlist = -1;
    o->mlist_count = 0;
    memset(o->mlist_at, 0, sizeof o->mlist_at);
}

int it_put_thing(it_game *t, int kind, int which, int y, int x)
{
    delve_priv_orig *o = it_o(t);
    delve_game_object ob;
    int th = delve__orig_new_thing_slot(&t->g);
    memset(&ob, 0, sizeof ob);
    ob.kind = kind;
    ob.which = which;
    ob.count = 1;
    delve__orig_thing_of(&o->things[th], &ob);
    o->things[th].y = (short)y;
    o->things[th].x = (short)x;
    o->things[th].next = o->lvl_obj;
    o->lvl_obj = (short)th;
    LEVEL_CHAR(&t->g, y, x) = delve__rogue_item_glyph(kind);
    return th;
}

int it_floor_thing(it_game *t, int kind, int which, delve_point *pos)
{
    delve_game *g = &t->g;
    const delve_rogue_level *lv = &g->priv.level.rogue;
    delve_game_object ob;
    int r, y, x, th;
    memset(&ob, 0, sizeof ob);
    ob.kind = kind;
    ob.which = which;
    ob.count = 1;
    for (r = 0; r < DELVE_ROGUE_ROOMS; r++) {
        const delve_rogue_room *rm = &lv->rooms[r];
        if (r == g->priv.proom || (rm->flags & DELVE_ROOM_GONE) || rm->w < 3)
            continue;
        for (y = rm->y + 1; y < rm->y + rm->h - 1; y++)
            for (x = rm->x + 1; x < rm->x + rm->w - 1; x++) {
                if (LEVEL_CHAR(g, y, x) != DELVE_CH_FLOOR ||
                    !(LEVEL_FLAGS(g, y, x) & DELVE_F_REAL) || it_monster_at(t, y, x) >= 0 ||
                    it_char(t, y, x) != ' ')
                    continue;
                th = delve__orig_new_thing_slot(g);
                if (th < 0)
                    return -1;
                delve__orig_thing_of(&it_o(t)->things[th], &ob);
                it_o(t)->things[th].y = (short)y;
                it_o(t)->things[th].x = (short)x;
                it_o(t)->things[th].next = it_o(t)->lvl_obj;
                it_o(t)->lvl_obj = (short)th;
                LEVEL_CHAR(g, y, x) = delve__rogue_item_glyph(kind);
                pos->y = y;
                pos->x = x;
                return th;
            }
    }
    return -1;
}

void it_clear_floor(it_game *t)
{
    it_o(t)->lvl_obj = -1;
}

int it_fuses(const it_game *t, int lo, int hi)
{
    const delve_priv_orig *o = &t->g.priv.o;
    int i, n = 0;
    for (i = 0; i < DELVE_PRIV_DAEMONS; i++)
        if (o->d_list[i].func && o->d_list[i].time >= 0 && o->d_list[i].time >= lo &&
            o->d_list[i].time <= hi)
            n++;
    return n;
}

/* ---- playing ---- */

static void log_row(it_game *t)
{
    char row[DELVE_GAME_COLS + 1];
    size_t n, used = strlen(t->log);
    it_row(t, 0, row);
    n = strlen(row);
    if (n >= 5 && !strcmp(row + n - 5, " More"))
        row[n -= 5] = '\0';
    while (n > 0 && row[n - 1] == ' ')
        row[--n] = '\0';
    if (!n || !strcmp(row, t->last)) /* nothing, or the same message still on row 0 */
        return;
    memcpy(t->last, row, n + 1);
    if (used + n + 2 < sizeof t->log) {
        memcpy(t->log + used, row, n);
        t->log[used + n] = '\n';
        t->log[used + n + 1] = '\0';
    }
}

static void settle(it_game *t)
{
    delve_priv_orig *o = it_o(t);
    int guard;
    for (guard = 0; guard < 200; guard++) {
        if (o->wait == W_ITEM_LIST || o->wait == W_LIST) {
            it_row(t, DELVE_GAME_ROWS - 1, t->footer);
            return;
        }
        log_row(t);
        if (o->wait == W_MORE) {
            delve_game_act(&t->g, ' ');
            continue;
        }
        if (o->wait == W_LINE) { /* the call prompt: Escape keeps no name */
            t->called++;
            delve_game_act(&t->g, ORIG_ESC);
            continue;
        }
        return;
    }
}

void it_key(it_game *t, int key)
{
    delve_game_act(&t->g, key);
    settle(t);
}

void it_keys(it_game *t, const char *keys)
{
    while (*keys)
        it_key(t, (unsigned char)*keys++);
}

void it_clear_log(it_game *t)
{
    t->log[0] = '\0';
    t->called = 0;
    t->last[0] = '\0';
    t->footer[0] = '\0';
}

int it_said(const it_game *t, const char *text)
{
    const char *p = t->log;
    size_t n = strlen(text);
    while (*p) {
        const char *nl = strchr(p, '\n');
        if ((size_t)(nl - p) == n && !strncmp(p, text, n))
            return 1;
        p = nl + 1;
    }
    return 0;
}

int it_said_part(const it_game *t, const char *text)
{
    return strstr(t->log, text) != NULL;
}

int it_waits(const it_game *t, int wait)
{
    return t->g.priv.o.wait == wait;
}

void it_row(const it_game *t, int y, char *out)
{
    int x, n = t->g.cols;
    for (x = 0; x < n; x++)
        out[x] = (char)t->g.chars[y * t->g.cols + x];
    while (n > 0 && out[n - 1] == ' ')
        n--;
    out[n] = '\0';
}

unsigned char it_char(const it_game *t, int y, int x)
{
    return t->g.chars[y * t->g.cols + x];
}

unsigned char it_attr(const it_game *t, int y, int x)
{
    return t->g.attrs[y * t->g.cols + x];
}

void it_drop_name(const it_game *t, int i, char *out, size_t cap)
{
    delve__game_pack_name_of(&t->g, &t->g.priv.pack.objects[i], out, cap);
    if (out[0] >= 'A' && out[0] <= 'Z')
        out[0] = (char)(out[0] - 'A' + 'a');
}

const char *it_colour(const it_game *t, int which)
{
    return delve__potion_colours[t->g.priv.names.potion[which]];
}
