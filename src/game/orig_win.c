/* orig_win.c — rip.c's total_winner: the amulet brought up to level 0, the pack sold, then the
   score list (P1 §16.3, §17.1). */
#include <string.h>

#include "core/palette.h"
#include "game/game_pack.h"
#include "game/orig.h"

/* The magic kinds' worth, class by class (ORIG_K_INDEX) */
static const short kind_worth[] = {
    5,   5,   5,   150, 100, 130, 130, 105, 250, 200, 190, 130, 5,   5,        /* potions */
    140, 150, 180, 5,   160, 100, 200, 50,  165, 150, 75,  105, 20,  5,   300, /* scrolls */
    400, 400, 280, 420, 310, 10,  10,  440, 400, 460, 240, 30,  470, 380,      /* rings */
    250, 75,  330, 330, 330, 310, 170, 5,   350, 300, 5,   340, 50,  280};     /* sticks */
DELVE__STATIC_CHECK(sizeof kind_worth / sizeof kind_worth[0] == ORIG_K_ALL);   /* every kind's */
static const short stone_worth[26] = {25, 40, 50,  40,  300, 300, 225, 5,   50, 150, 300, 50,  50,
                                      15, 60, 200, 220, 63,  350, 285, 200, 50, 60,  70,  300, 80};
static const unsigned char w_worth[10] = {8, 15, 15, 1, 2, 75, 1, 30, 1, 5};
static const unsigned char a_worth[8] = {20, 25, 20, 30, 75, 80, 90, 150};

/* What object ob sells for; it is made known, and its kind (P1 §16.3 step 3; rip.c) */
static int worth(delve_game *g, delve_game_object *ob)
{
    int k = delve__game_kind_class(ob->kind), w, known;
    switch (ob->kind) {
    case DELVE_ITEM_FOOD: return 2 * ob->count;
    case DELVE_ITEM_WEAPON:
        ob->known = 1; /* its name then shows the plusses */
        return w_worth[ob->which] * (3 * (ob->hit + ob->damage) + ob->count);
    case DELVE_ITEM_ARMOR:
        ob->known = 1;
        return a_worth[ob->which] + 100 * (9 - ob->armor_class) +
               10 * (delve__game_armor_class(ob->which) - ob->armor_class);
    case DELVE_ITEM_AMULET: return 1000;
    default: break;
    }
    w = kind_worth[ORIG_K_INDEX(k, ob->which)];
    known = g->priv.known[k][ob->which]; /* potions and scrolls: the kind */
    if (k == ORIG_K_RING) {
        w += stone_worth[g->priv.names.stone[ob->which]];
        if (ORIG_R_BONUS(ob->which)) /* a bonus of 0 or less: exactly 10, stone and all */
            w = ob->armor_class > 0 ? w + 100 * ob->armor_class : 10;
    } else if (k == ORIG_K_STICK) {
        w += 20 * ob->armor_class;
    } else {
        w *= ob->count;
    }
    if (k >= ORIG_K_RING) { /* rings and sticks: the object (its ISKNOW) */
        known = ob->known;
        ob->known = 1;
    }
    w = ORIG_INT(w); /* a 16-bit int: 132 potions of 250 come to a negative worth */
    if (!known)
        w /= 2;
    g->priv.known[k][ob->which] = 1;
    return w;
}

static void put_row(delve_game *g, int y, const char *s)
{
    delve__game_put_text(g, y, 0, s, DELVE__ATTR_ADDCH);
}

/* `%5d` */
static void int5(delve__strbuf *sb, int n)
{
    char digits[16];
    delve__strbuf d;
    size_t len;
    delve__sb_init(&d, digits, sizeof digits);
    delve__sb_int(&d, n);
    len = delve__sb_finish(&d);
    for (; len < 5; len++)
        delve__sb_putc(sb, ' ');
    delve__sb_puts(sb, digits);
}

/* total_winner (P1 §16.3): the first screen; a space shows the sale */
void delve__orig_total_winner(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    o->over = 1;
    o->cause = DELVE_GAME_WINNER; /* score's fate */
    delve__game_clear_screen(g);
    put_row(g, 0, "Congratulations!");
    put_row(g, 2, "You have made it to the light of day!");
    put_row(g, 6, "You journey home and sell all your");
    put_row(g, 7, "loot at a great profit and are");
    put_row(g, 8, "admitted to the fighters guild.");
    put_row(g, 24, "--Press space to continue--");
    o->wait = W_WIN;
}

/* A key on the winner's first screen: the pack sold, line by line, then score's Enter */
void delve__orig_win_key(delve_game *g, int key)
{
    delve_priv_pack *pk = &g->priv.pack;
    char line[DELVE_GAME_COLS * 2], name[DELVE_GAME_MESSAGE_MAX];
    delve__strbuf sb;
    int i, gold = g->priv.gold, w;
    if (key != ' ')
        return;
    delve__game_clear_screen(g);
    put_row(g, 0, "   Worth  Item");
    for (i = 0; i < pk->n && i + 1 < g->rows; i++) {
        w = ORIG_INT(worth(g, &pk->objects[i]));
        if (w < 0)
            w = 0;
        g->priv.gold = ORIG_PURSE(g->priv.gold + w);
        delve_game_pack_name(g, i, name, sizeof name);
        delve__sb_init(&sb, line, sizeof line);
        delve__sb_putc(&sb, (char)('a' + i));
        delve__sb_puts(&sb, ") ");
        int5(&sb, w);
        delve__sb_puts(&sb, "  ");
        delve__sb_puts(&sb, name);
        delve__sb_finish(&sb);
        put_row(g, i + 1, line);
    }
    delve__sb_init(&sb, line, sizeof line);
    delve__sb_puts(&sb, "   ");
    int5(&sb, gold);
    delve__sb_puts(&sb, "  Gold Pieces          ");
    delve__sb_finish(&sb);
    if (i + 1 < g->rows)
        put_row(g, i + 1, line);
    delve__orig_score(g);
}
