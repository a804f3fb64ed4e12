/* test_game_util.c — helpers of the game tests (see test_game_util.h). */
#include "test_game_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

unsigned char tg_char(const delve_game *g, int y, int x)
{
    return delve_game_chars(g)[y * delve_game_cols(g) + x];
}

unsigned char tg_attr(const delve_game *g, int y, int x)
{
    return delve_game_attrs(g)[y * delve_game_cols(g) + x];
}

void tg_row(const delve_game *g, int y, char *out)
{
    int x, n = delve_game_cols(g);
    for (x = 0; x < n; x++)
        out[x] = (char)tg_char(g, y, x);
    while (n > 0 && out[n - 1] == ' ')
        n--;
    out[n] = '\0';
}

delve_point tg_hero(const delve_game *g)
{
    delve_game_state s;
    delve_point p;
    delve_game_get_state(g, &s);
    p.x = s.x;
    p.y = s.y;
    return p;
}

int tg_is_wall(unsigned char ch)
{
    return ch == DELVE_CH_VWALL || ch == DELVE_CH_HWALL || ch == DELVE_CH_ULWALL ||
           ch == DELVE_CH_URWALL || ch == DELVE_CH_LLWALL || ch == DELVE_CH_LRWALL;
}

int tg_monster_at(const delve_rogue_level *lv, int y, int x)
{
    int i;
    for (i = 0; i < lv->n_monsters; i++)
        if (lv->monsters[i].x == x && lv->monsters[i].y == y)
            return i;
    return -1;
}

int tg_is_thing(unsigned char ch)
{
    return ch == DELVE_CH_GOLD || ch == DELVE_CH_POTION || ch == DELVE_CH_SCROLL ||
           ch == DELVE_CH_FOOD || ch == DELVE_CH_WEAPON || ch == DELVE_CH_ARMOR ||
           ch == DELVE_CH_RING || ch == DELVE_CH_STICK || ch == DELVE_CH_AMULET;
}

int tg_avoid_traps(const delve_game *g, int y, int x, const void *ctx)
{
    const delve_rogue_level *lv = delve_game_rogue_level(g);
    (void)ctx;
    return lv->chars[y - 1][x] == DELVE_CH_TRAP ||
           (lv->chars[y - 1][x] == DELVE_CH_FLOOR && !(lv->flags[y - 1][x] & DELVE_F_REAL));
}

typedef int (*open_fn)(const delve_game *g, int y, int x, tg_avoid_fn avoid, const void *ctx);

static int rogue_open(const delve_game *g, int y, int x, tg_avoid_fn avoid, const void *ctx)
{
    const delve_rogue_level *lv = delve_game_rogue_level(g);
    unsigned char ch;
    if (y < 1 || y > lv->rows || x < 0 || x >= lv->cols)
        return 0;
    ch = lv->chars[y - 1][x];
    return ch != ' ' && !tg_is_wall(ch) && tg_monster_at(lv, y, x) < 0 &&
           !(avoid ? avoid : tg_avoid_traps)(g, y, x, ctx);
}

static int levelmap_open(const delve_game *g, int y, int x, tg_avoid_fn avoid, const void *ctx)
{
    const delve_game_levelmap_level *lm = &g->priv.level.lm;
    int t;
    (void)avoid;
    (void)ctx;
    if (y < 1 || y > lm->height || x < 0 || x >= lm->width)
        return 0;
    t = DELVE_LM_TYPE(lm->blocks[y - 1][x]);
    return t == DELVE_LM_TYPE(DELVE_LM_FLOOR) || t == DELVE_LM_TYPE(DELVE_LM_DOOR);
}

/* Breadth-first search from the target back to the player, then one key per step. */
static int walk(delve_game *g, delve_point to, open_fn open, tg_avoid_fn avoid, const void *ctx)
{
    static const int dy[4] = {0, 1, -1, 0}, dx[4] = {-1, 0, 0, 1};
    static const char key[4] = {'h', 'j', 'k', 'l'};
    static short dist[DELVE_GAME_ROWS][DELVE_GAME_COLS];
    static delve_point queue[DELVE_GAME_ROWS * DELVE_GAME_COLS];
    int head = 0, tail = 0, i;
    delve_point h = tg_hero(g);
    memset(dist, -1, sizeof dist);
    dist[to.y][to.x] = 0;
    queue[tail++] = to;
    while (head < tail) {
        delve_point c = queue[head++];
        for (i = 0; i < 4; i++) {
            delve_point n;
            n.y = c.y + dy[i];
            n.x = c.x + dx[i];
            if (n.y < 0 || n.y >= DELVE_GAME_ROWS || n.x < 0 || n.x >= DELVE_GAME_COLS ||
                dist[n.y][n.x] >= 0)
                continue;
            if (!(n.y == h.y && n.x == h.x) && !open(g, n.y, n.x, avoid, ctx))
                continue;
            dist[n.y][n.x] = (short)(dist[c.y][c.x] + 1);
            queue[tail++] = n;
        }
    }
    if (dist[h.y][h.x] < 0)
        return 0;
    while (dist[h.y][h.x] > 0) {
        for (i = 0; i < 4; i++) {
            int ny = h.y + dy[i], nx = h.x + dx[i];
            if (ny >= 0 && ny < DELVE_GAME_ROWS && nx >= 0 && nx < DELVE_GAME_COLS &&
                dist[ny][nx] == dist[h.y][h.x] - 1)
                break;
        }
        if (!(delve_game_act(g, key[i]) & DELVE_GAME_MOVED))
            return 0;
        h = tg_hero(g);
    }
    return h.x == to.x && h.y == to.y;
}

int tg_walk(delve_game *g, delve_point to, tg_avoid_fn avoid, const void *ctx)
{
    return walk(g, to, rogue_open, avoid, ctx);
}

int tg_walk_levelmap(delve_game *g, delve_point to)
{
    return walk(g, to, levelmap_open, NULL, NULL);
}

void tg_start(delve_game *g, uint32_t seed, int depth, int classic, int cols)
{
    delve_game_options opt;
    int st;
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE; /* this file tests the explore rules */
    opt.depth = depth;
    opt.mode = classic ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
    opt.cols = cols;
    if ((st = delve_game_start(g, seed, &opt)) != DELVE_OK) {
        fprintf(stderr, "delve_game_start(%u): %s\n", seed, delve_status_message(st));
        exit(1);
    }
}

/* The player stands inside the map on a walkable cell: Rogue floor, passage, door or thing with
   no monster; LevelMap floor or door. */
int tg_hero_walkable(const delve_game *g, const delve_game_state *s)
{
    if (s->generator == DELVE_GEN_ROGUE) {
        const delve_rogue_level *lv = delve_game_rogue_level(g);
        unsigned char ch;
        if (s->y < 1 || s->y > lv->rows || s->x < 0 || s->x >= lv->cols)
            return 0;
        ch = lv->chars[s->y - 1][s->x];
        return ch != ' ' && !tg_is_wall(ch) && tg_monster_at(lv, s->y, s->x) < 0;
    } else {
        const delve_game_levelmap_level *lm = &g->priv.level.lm;
        int t;
        if (s->y < 1 || s->y > lm->height || s->x < 0 || s->x >= lm->width)
            return 0;
        t = DELVE_LM_TYPE(lm->blocks[s->y - 1][s->x]);
        return t == DELVE_LM_TYPE(DELVE_LM_FLOOR) || t == DELVE_LM_TYPE(DELVE_LM_DOOR);
    }
}

/* Every glyph the map rows may show (CP437) and every colour attribute they may have. */
static int screen_cell_ok(unsigned char ch, unsigned char attr)
{
    static const unsigned char glyphs[] = {' ',
                                           DELVE_CH_FLOOR,
                                           DELVE_CH_PASSAGE,
                                           DELVE_CH_DOOR,
                                           DELVE_CH_STAIRS,
                                           DELVE_CH_TRAP,
                                           DELVE_CH_GOLD,
                                           DELVE_CH_PLAYER,
                                           DELVE_CH_POTION,
                                           DELVE_CH_SCROLL,
                                           DELVE_CH_FOOD,
                                           DELVE_CH_WEAPON,
                                           DELVE_CH_ARMOR,
                                           DELVE_CH_AMULET,
                                           DELVE_CH_RING,
                                           DELVE_CH_STICK,
                                           0xB9,
                                           0xCA,
                                           0xCB,
                                           0xCC,
                                           DELVE_LM_CH_DOOR,
                                           DELVE_LM_CH_ROCK,
                                           DELVE_LM_CH_PILLAR};
    /* normal, then standout as addch maps it (spec §12.5) */
    static const unsigned char attrs[] = {7, 6, 10, 0xA0, 5, 14, 9, 4, 0x70, 0x7E, 0x71, 0x74};
    int glyph = tg_is_wall(ch) || (ch >= 'A' && ch <= 'Z'), colour = 0;
    size_t i;
    for (i = 0; i < sizeof glyphs && !glyph; i++)
        glyph = glyphs[i] == ch;
    for (i = 0; i < sizeof attrs && !colour; i++)
        colour = attrs[i] == attr;
    return glyph && colour;
}

/* The original's status line for a new character (the recorded screens show it; spec §1):
   fields at columns 0, 12, 26, 40, 52; 40 columns: Level, Hits, Str on row 22, Gold, Armor on
   row 23 at 0 and 12. Gold shows at most 5 digits. */
int tg_status_problem(const delve_game *g, int depth, int gold)
{
    char row[DELVE_GAME_COLS + 1], want[2][DELVE_GAME_COLS + 1], digits[16];
    snprintf(digits, sizeof digits, "%d", gold);
    if (delve_game_cols(g) == 80) {
        snprintf(want[0], sizeof want[0],
                 "Level:%-4d  Hits:12(12)   Str:16(16)    Gold:%-5.5s  Armor:5", depth, digits);
        tg_row(g, 23, row);
        return strcmp(row, want[0]) != 0;
    }
    snprintf(want[0], sizeof want[0], "Level:%-4d  Hits:12(12)   Str:16(16)", depth);
    snprintf(want[1], sizeof want[1], "Gold:%-5.5s  Armor:5", digits);
    tg_row(g, 22, row);
    if (strcmp(row, want[0]) != 0)
        return 1;
    tg_row(g, 23, row);
    return strcmp(row, want[1]) != 0;
}

const char *tg_screen_problem(const delve_game *g, const delve_game_state *s)
{
    static char problem[160];
    char row[DELVE_GAME_COLS + 1], want[2 * DELVE_GAME_COLS];
    const unsigned char *chars = delve_game_chars(g), *attrs = delve_game_attrs(g);
    int i, cols = delve_game_cols(g);
    if (!chars || !attrs || cols != s->cols || delve_game_rows(g) != DELVE_GAME_ROWS)
        return "screen size";
    if (s->inventory) { /* the list screen: "a) ...", "b) ..." from row 0, the prompt on row 24,
                           nothing else (P4 §2.3) */
        int n = delve_game_pack_size(g), y;
        for (y = 0; y < DELVE_GAME_ROWS - 1; y++) {
            tg_row(g, y, row);
            if (y < n ? row[0] != 'a' + y || row[1] != ')' || row[2] != ' ' || strlen(row) < 8
                      : row[0] != '\0')
                return "an inventory line";
        }
        tg_row(g, DELVE_GAME_ROWS - 1, row);
        return strcmp(row, "-Press space to continue-") != 0 ? "the inventory's prompt" : NULL;
    }
    for (i = cols; i < (cols == 40 ? 22 : 23) * cols; i++) /* map rows 1..22, 1..21 in 40 columns */
        if (!screen_cell_ok(chars[i], attrs[i])) {
            snprintf(problem, sizeof problem, "screen row %d col %d: glyph 0x%02X attribute 0x%02X",
                     i / cols, i % cols, chars[i], attrs[i]);
            return problem;
        }
    if (tg_char(g, s->y, s->x) != DELVE_CH_PLAYER)
        return "the player is not drawn where the state says";
    if (tg_status_problem(g, s->depth, s->gold))
        return "the status rows";
    tg_row(g, 24, row);
    snprintf(want, sizeof want, "Seed: %u  Turns: %d", s->seed, s->turns);
    if (strcmp(row, want) != 0)
        return "row 24 (seed and turns)";
    return NULL;
}
