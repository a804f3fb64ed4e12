/* game_pack.c — the pack (spec §12.1, §12.2): the starting pack of init_player, add_pack's
   letters and merging, the names objects show (inv_name, with the game's own start-up names),
   the pick-up message, and the inventory screen. */
#include <string.h>

#include "game/game_pack.h"
#include "game/orig.h"
#include "rogue/rogue_prelude.h"

/* The armours' names, one after another, each ended by its NUL */
static const char armor_names[] = "leather armor\0ring mail\0studded leather armor\0scale mail\0"
                                  "chain mail\0splint mail\0banded mail\0plate mail";
static const unsigned char armor_class[8] = {8, 7, 7, 6, 5, 4, 4, 3}; /* a_class */

int delve__game_armor_class(int which)
{
    return which >= 0 && which < 8 ? armor_class[which] : 10;
}

#define PACK_PIECES_MAX (DELVE_GAME_PACK_MAX - 1) /* add_pack refuses from MAXPACK - 1 pieces */

static int is_missile(int which)
{
    return which == DELVE_WEAPON_ARROW || which == DELVE_WEAPON_DART || which == DELVE_WEAPON_BOLT;
}

/* Counts merge in the pack only for these (add_pack's step 5). */
static int stacks(int kind)
{
    return kind == DELVE_ITEM_POTION || kind == DELVE_ITEM_SCROLL || kind == DELVE_ITEM_FOOD;
}

static int insert_at(delve_priv_pack *pk, int at, const delve_game_object *o)
{
    memmove(&pk->objects[at + 1], &pk->objects[at], (size_t)(pk->n - at) * sizeof pk->objects[0]);
    pk->objects[at] = *o;
    pk->n++;
    return at;
}

/* add_pack's steps 1, 4 and 5: where o goes. A missile stack joins its own group (JOIN_GROUP,
   at no limit of pieces); else the object goes beside the first of its class (a new class
   right after the food at the front), a potion, scroll or food of the same kind adding to that
   stack (JOIN_STACK), the same weapon or armour going just before it. */
enum { JOIN_NONE, JOIN_GROUP, JOIN_STACK };
static int place(const delve_priv_pack *pk, const delve_game_object *o, int *joins)
{
    int i, first;
    *joins = JOIN_GROUP;
    for (i = 0; o->group && i < pk->n; i++)
        if (pk->objects[i].group == o->group)
            return i;
    *joins = JOIN_NONE;
    for (first = 0; first < pk->n && pk->objects[first].kind != o->kind; first++)
        ;
    if (first == pk->n) { /* a new class: before the first thing that is not food */
        for (i = 0; i < pk->n && pk->objects[i].kind == DELVE_ITEM_FOOD; i++)
            ;
        return i;
    }
    for (i = first; i < pk->n && pk->objects[i].kind == o->kind; i++)
        if (pk->objects[i].which == o->which) {
            if (stacks(o->kind))
                *joins = JOIN_STACK;
            return i;
        }
    return i;
}

/* add_pack: o put in; the index now holding it */
static int add_to_pack(delve_priv_pack *pk, const delve_game_object *o)
{
    int joins, i = place(pk, o, &joins);
    if (joins != JOIN_GROUP) /* a stack of missiles counts as one piece */
        pk->pieces++;
    if (joins == JOIN_NONE)
        return insert_at(pk, i, o);
    pk->objects[i].count += o->count;
    return i;
}

/* init_player: mace, bow, arrows, armour and food, added in that order, end up as a food,
   b ring mail (worn), c mace (wielded), d bow, e arrows. */
void delve__game_pack_start(delve_game *g)
{
    delve_priv_pack *pk = &g->priv.pack;
    delve_game_object o;
    memset(pk, 0, sizeof *pk);
    memset(&o, 0, sizeof o);
    o.kind = DELVE_ITEM_WEAPON;
    o.count = o.known = 1;
    o.which = DELVE_WEAPON_MACE;
    o.hit = o.damage = 1;
    o.in_use = DELVE_GAME_WIELDED;
    add_to_pack(pk, &o);
    o.which = DELVE_WEAPON_BOW;
    o.damage = 0;
    o.in_use = 0;
    add_to_pack(pk, &o);
    o.which = DELVE_WEAPON_ARROW;
    o.hit = 0;
    o.count = g->priv.names.arrows;
    o.group = pk->group = 2;
    add_to_pack(pk, &o);
    memset(&o, 0, sizeof o);
    o.kind = DELVE_ITEM_ARMOR;
    o.which = 1; /* ring mail */
    o.count = o.known = 1;
    o.armor_class = armor_class[1] - 1;
    o.in_use = DELVE_GAME_WORN;
    o.no_damage = 1;
    add_to_pack(pk, &o);
    memset(&o, 0, sizeof o);
    o.kind = DELVE_ITEM_FOOD;
    o.count = 1;
    o.no_damage = 1;
    add_to_pack(pk, &o);
}

/* chopmsg's test (P4 §1.1): the short names in 40 columns, or with the original's Ctrl-T */
static int chop(const delve_game *g)
{
    return g->cols != 80 || (g->priv.opt.rules == DELVE_RULES_ORIGINAL && g->priv.o.expert);
}

/* inv_name(obj, TRUE) (P4 §3.2): the name inside a message, its capital lowered */
static void lower_first(char *name)
{
    if (name[0] >= 'A' && name[0] <= 'Z')
        name[0] = (char)(name[0] - 'A' + 'a');
}

static int vowel(char c)
{
    return c != '\0' && strchr("aeiouAEIOU", c) != NULL;
}

/* "A " / "An " by the word's first letter, or the count: "14 ". */
static void article(delve__strbuf *sb, int count, const char *word)
{
    if (count > 1) {
        delve__sb_int(sb, count);
        delve__sb_putc(sb, ' ');
    } else {
        delve__sb_puts(sb, vowel(word[0]) ? "An " : "A ");
    }
}

static void bonus(delve__strbuf *sb, int n)
{
    if (n >= 0)
        delve__sb_putc(sb, '+');
    delve__sb_int(sb, n);
}

/* "(ruby)": the colour, stone or material after a name, only in 80 columns */
static void material(const delve_game *g, delve__strbuf *sb, const char *word)
{
    if (word && !chop(g)) {
        delve__sb_putc(sb, '(');
        delve__sb_puts(sb, word);
        delve__sb_putc(sb, ')');
    }
}

/* A kind the player named (P4 §3.1): "A potion called foo(red)", "2 scrolls called bar" */
static void called(const delve_game *g, delve__strbuf *sb, int count, const char *type,
                   const char *guess, const char *word)
{
    article(sb, count, "");
    delve__sb_puts(sb, type);
    delve__sb_puts(sb, count > 1 ? "s called " : " called ");
    delve__sb_puts(sb, guess);
    material(g, sb, word);
}

/* The names of the magic kinds, class by class of known[] (14 potions, 15 scrolls, 14 rings,
   14 sticks), one after another, each ended by its NUL */
static const char kind_names[] =
    "confusion\0paralysis\0poison\0gain strength\0see invisible\0healing\0monster detection\0"
    "magic detection\0raise level\0extra healing\0haste self\0restore strength\0blindness\0"
    "thirst quenching\0"
    "monster confusion\0magic mapping\0hold monster\0sleep\0enchant armor\0identify\0"
    "scare monster\0food detection\0teleportation\0enchant weapon\0create monster\0"
    "remove curse\0aggravate monsters\0blank paper\0vorpalize weapon\0"
    "protection\0add strength\0sustain strength\0searching\0see invisible\0adornment\0"
    "aggravate monster\0dexterity\0increase damage\0regeneration\0slow digestion\0"
    "teleportation\0stealth\0maintain armor\0"
    "light\0striking\0lightning\0fire\0cold\0polymorph\0magic missile\0haste monster\0"
    "slow monster\0drain life\0nothing\0teleport away\0teleport to\0cancellation";

int delve__game_kind_class(int kind)
{
    switch (kind) {
    case DELVE_ITEM_POTION: return ORIG_K_POTION;
    case DELVE_ITEM_SCROLL: return ORIG_K_SCROLL;
    case DELVE_ITEM_RING: return ORIG_K_RING;
    case DELVE_ITEM_STICK: return ORIG_K_STICK;
    default: return -1;
    }
}

const char *delve__game_kind_word(const delve_game *g, int k, int which)
{
    const delve_priv_prelude *nm = &g->priv.names;
    switch (k) {
    case ORIG_K_POTION: return delve__potion_colours[nm->potion[which]];
    case ORIG_K_SCROLL: return nm->scroll[which];
    case ORIG_K_RING: return delve__ring_stones[nm->stone[which]];
    default:
        return nm->stick_wood[which] ? delve__stick_woods[nm->stick[which]]
                                     : delve__stick_metals[nm->stick[which]];
    }
}

/* A potion, scroll, ring or stick, k its class of known[] (P4 §3.1): known, "A potion of
   healing(red)", "2 scrolls of sleep", "A +1 ring of protection(ruby)", "A wand of light
   [3 charges](iron)"; named, "A ring called x(ruby)"; else "A red potion", "2 scrolls titled
   'abc'", "A iron wand" (a stick's article tests "wand" or "staff": always "A", a quirk) */
static void magic_name(const delve_game *g, const delve_game_object *o, delve__strbuf *sb, int k,
                       int reveal)
{
    const delve_priv_prelude *nm = &g->priv.names;
    int w = o->which, sure = reveal || o->known;
    const char *type = k == ORIG_K_POTION   ? "potion"
                       : k == ORIG_K_SCROLL ? "scroll"
                       : k == ORIG_K_RING   ? "ring"
                       : nm->stick_wood[w]  ? "staff"
                                            : "wand";
    const char *word = k == ORIG_K_SCROLL ? NULL : delve__game_kind_word(g, k, w);
    char title[DELVE_PRIV_TITLE_MAX];
    if (reveal || g->priv.known[k][w]) {
        article(sb, o->count, "");
        if (k == ORIG_K_RING && sure && ORIG_R_BONUS(w)) {
            bonus(sb, o->armor_class);
            delve__sb_putc(sb, ' ');
        }
        delve__sb_puts(sb, type);
        delve__sb_puts(sb, o->count > 1 ? "s of " : " of ");
        delve__sb_puts(sb, delve__orig_nth(kind_names, ORIG_K_INDEX(k, w)));
        if (k == ORIG_K_STICK && sure) {
            delve__sb_puts(sb, " [");
            delve__sb_int(sb, o->armor_class);
            delve__sb_puts(sb, " charges]");
        }
        material(g, sb, word);
        return;
    }
    if (g->priv.guess[k][w][0]) {
        called(g, sb, o->count, type, g->priv.guess[k][w], word);
        return;
    }
    article(sb, o->count, k == ORIG_K_STICK || k == ORIG_K_SCROLL ? "" : word);
    if (word) {
        delve__sb_puts(sb, word);
        delve__sb_putc(sb, ' ');
    }
    delve__sb_puts(sb, type);
    if (o->count > 1)
        delve__sb_putc(sb, 's');
    if (k == ORIG_K_SCROLL) { /* terse: '%.17s' */
        memcpy(title, nm->scroll[w], sizeof title);
        title[chop(g) ? 17 : DELVE_PRIV_TITLE_MAX - 1] = '\0';
        delve__sb_puts(sb, " titled '");
        delve__sb_puts(sb, title);
        delve__sb_putc(sb, '\'');
    }
}

/* inv_name without the suffixes of use (with a capital, as the inventory lists it: "A
   turquoise potion", "+1 ring mail [armor class 5]"); reveal: as if the kind and the thing
   were identified */
static void object_name(const delve_game *g, const delve_game_object *o, delve__strbuf *sb,
                        int reveal)
{
    const char *word;
    int k = delve__game_kind_class(o->kind);
    if (k >= 0) {
        magic_name(g, o, sb, k, reveal);
        return;
    }
    switch (o->kind) {
    case DELVE_ITEM_FOOD:
        if (o->which == 1) { /* the fruit */
            article(sb, o->count, g->priv.fruit);
            delve__sb_puts(sb, g->priv.fruit);
            if (o->count > 1)
                delve__sb_putc(sb, 's');
        } else if (o->count > 1) {
            delve__sb_int(sb, o->count);
            delve__sb_puts(sb, " rations of food");
        } else {
            delve__sb_puts(sb, "Some food");
        }
        break;
    case DELVE_ITEM_WEAPON:
        word = delve__orig_weapon_name(o->which);
        article(sb, o->count, word);
        if (reveal || o->known) {
            bonus(sb, o->hit);
            delve__sb_putc(sb, ',');
            bonus(sb, o->damage);
            delve__sb_putc(sb, ' ');
        }
        delve__sb_puts(sb, word);
        if (o->count > 1)
            delve__sb_putc(sb, 's');
        if (o->enemy && (reveal || o->revealed)) {
            delve__sb_puts(sb, " of ");
            delve__sb_puts(sb, o->enemy >= 'A' && o->enemy <= 'Z'
                                   ? delve__orig_monster_name(o->enemy)
                                   : ""); /* a blank enemy: the original reads garbage */
            delve__sb_puts(sb, " slaying");
        }
        break;
    case DELVE_ITEM_ARMOR:
        if (reveal || o->known) {
            bonus(sb, armor_class[o->which] - o->armor_class);
            delve__sb_putc(sb, ' ');
        }
        delve__sb_puts(sb, delve__orig_nth(armor_names, o->which));
        if ((reveal || o->known) && !chop(g)) {
            delve__sb_puts(sb, " [armor class ");
            delve__sb_int(sb, 11 - o->armor_class);
            delve__sb_putc(sb, ']');
        }
        break;
    default: delve__sb_puts(sb, "The Amulet of Yendor"); break;
    }
}

void delve__game_pack_name_of(const delve_game *g, const delve_game_object *o, char *buf,
                              size_t cap)
{
    delve__strbuf sb;
    delve__sb_init(&sb, buf, cap);
    object_name(g, o, &sb, 0);
    delve__sb_finish(&sb);
}

static size_t pack_name(const delve_game *g, int i, char *buf, size_t cap, int reveal)
{
    static const char *const uses[5] = {"", " (being worn)", " (weapon in hand)", " (on left hand)",
                                        " (on right hand)"};
    const delve_game_object *o = delve_game_pack(g, i);
    delve__strbuf sb;
    delve__sb_init(&sb, buf, cap);
    if (o) {
        object_name(g, o, &sb, reveal);
        if (buf && cap > 0 && buf[0] >= 'a' &&
            buf[0] <= 'z') /* inv_name(obj, FALSE): "Ring mail" */
            buf[0] = (char)(buf[0] - 'a' + 'A');
        if (o->in_use > 0 && o->in_use < 5)
            delve__sb_puts(&sb, uses[o->in_use]);
    }
    return delve__sb_finish(&sb);
}

size_t delve_game_pack_name(const delve_game *g, int i, char *buf, size_t cap)
{
    return pack_name(g, i, buf, cap, 0);
}

void delve__game_pack_msg_name(const delve_game *g, int i, char *buf, size_t cap)
{
    pack_name(g, i, buf, cap, 0);
    lower_first(buf);
}

void delve__game_msg_name_of(const delve_game *g, const delve_game_object *o, char *buf, size_t cap)
{
    delve__game_pack_name_of(g, o, buf, cap);
    lower_first(buf);
}

size_t delve_game_pack_real_name(const delve_game *g, int i, char *buf, size_t cap)
{
    return pack_name(g, i, buf, cap, 1);
}

int delve_game_kind_known(const delve_game *g, int kind, int which)
{
    int k = delve__game_kind_class(kind);
    if (!g || g->priv.started != DELVE_GAME_STARTED || k < 0 || which < 0 ||
        which >= (kind == DELVE_ITEM_SCROLL ? DELVE_PRIV_SCROLL_KINDS : DELVE_PRIV_POTION_KINDS))
        return -1;
    return g->priv.known[k][which] ? 2 : g->priv.guess[k][which][0] ? 1 : 0;
}

size_t delve_game_kind_name(const delve_game *g, int kind, int which, char *buf, size_t cap)
{
    delve_game_object o;
    delve__strbuf sb;
    delve__sb_init(&sb, buf, cap);
    if (delve_game_kind_known(g, kind, which) >= 0) {
        memset(&o, 0, sizeof o);
        o.kind = kind;
        o.which = which;
        o.count = 1;
        object_name(g, &o, &sb, 0);
    }
    return delve__sb_finish(&sb);
}

/* pick_up for an object from the floor (add_pack from the floor, steps 2-7): non-0 if taken. */
int delve__game_pack_take(delve_game *g, const delve_rogue_item *it)
{
    delve_priv_pack *pk = &g->priv.pack;
    delve_game_object o;
    if (pk->pieces >= PACK_PIECES_MAX) {
        delve__game_msg(g, "you can't carry anything else");
        return 0;
    }
    memset(&o, 0, sizeof o);
    o.kind = it->kind;
    o.which = it->which;
    o.count = it->count;
    if (o.kind == DELVE_ITEM_WEAPON && is_missile(o.which))
        o.group = ++pk->group; /* every missile stack made has a group of its own */
    if (o.kind == DELVE_ITEM_ARMOR)
        o.armor_class = armor_class[o.which];
    return delve__game_pack_add(g, &o);
}

int delve__game_pack_add(delve_game *g, const delve_game_object *o)
{
    delve_priv_pack *pk = &g->priv.pack;
    delve__strbuf sb, nb;
    char name[DELVE_GAME_MESSAGE_MAX];
    int i, joins;
    /* a group joins at no limit (add_pack step 1); and past the original: a nymph's theft
       from a stack lowers inpack (P3's quirk), so inpack alone could let more objects in than
       the pack has entries, which the original's list would take */
    place(pk, o, &joins);
    if ((pk->pieces >= PACK_PIECES_MAX && joins != JOIN_GROUP) ||
        (pk->n >= DELVE_GAME_PACK_MAX && joins == JOIN_NONE)) {
        delve__game_msg(g, "you can't carry anything else");
        return 0;
    }
    i = add_to_pack(pk, o);
    delve__sb_init(&nb, name, sizeof name);
    object_name(g, &pk->objects[i], &nb, 0);
    delve__sb_finish(&nb);
    lower_first(name); /* inv_name's capital is lowered for a message */
    delve__game_msg_open(g, &sb);
    if (!chop(g)) /* noterse: terse in 40 columns, or expert */
        delve__sb_puts(&sb, "you now have ");
    delve__sb_puts(&sb, name);
    delve__sb_puts(&sb, " (");
    delve__sb_putc(&sb, (char)('a' + i));
    delve__sb_putc(&sb, ')');
    delve__game_msg_close(g, &sb);
    return 1 + i;
}

/* The pieces carried of each kind, for delve_game_state.items. */
void delve__game_pack_count(const delve_game *g, int *items)
{
    const delve_priv_pack *pk = &g->priv.pack;
    int i;
    memset(items, 0, DELVE_ITEM_KINDS * sizeof *items);
    for (i = 0; i < pk->n; i++)
        items[pk->objects[i].kind] += stacks(pk->objects[i].kind) ? pk->objects[i].count : 1;
}

/* inventory (P4 §2.3): the pack's objects of kind (-1: all) listed over the map, "a) Some
   food" and so on, each with its own letter, and the footer on row 24; the map waits in
   saved_*. Returns how many were listed (0: the screen is left alone). */
static int listed(const delve_game_object *o, int filter)
{
    int kind = o->kind;
    if (filter == DELVE__PACK_ZAPPABLE) /* sticks, and a vorpalised weapon with its zap */
        return kind == DELVE_ITEM_STICK || (o->enemy && o->armor_class);
    if (filter == DELVE__PACK_CALLABLE)
        return kind == DELVE_ITEM_POTION || kind == DELVE_ITEM_SCROLL || kind == DELVE_ITEM_RING ||
               kind == DELVE_ITEM_STICK;
    if (filter == DELVE__PACK_WIELDABLE) /* get_item's WEAPON lists potions too (P4 §2.2) */
        return kind == DELVE_ITEM_WEAPON || kind == DELVE_ITEM_POTION;
    return filter < 0 || kind == filter;
}

unsigned delve__game_pack_listed(const delve_game *g, int kind)
{
    unsigned bits = 0;
    int i;
    for (i = 0; i < g->priv.pack.n; i++)
        bits |= (unsigned)listed(&g->priv.pack.objects[i], kind) << i;
    return bits;
}

int delve__game_pack_list(delve_game *g, int kind, const char *footer)
{
    delve_game_private *p = &g->priv;
    char line[DELVE_GAME_COLS * 2];
    int i, row = 0;
    for (i = 0; i < p->pack.n; i++)
        if (listed(&p->pack.objects[i], kind))
            row++;
    if (!row)
        return 0;
    memcpy(p->saved_chars, g->chars, sizeof g->chars);
    memcpy(p->saved_attrs, g->attrs, sizeof g->attrs);
    delve__game_clear_screen(g);
    for (i = row = 0; i < p->pack.n && row < DELVE_GAME_ROWS - 1; i++) {
        if (!listed(&p->pack.objects[i], kind))
            continue;
        line[0] = (char)('a' + i);
        line[1] = ')';
        line[2] = ' ';
        delve_game_pack_name(g, i, line + 3, sizeof line - 3);
        delve__game_put_text(g, row++, 0, line, DELVE__ATTR_ADDCH); /* add_line (P4 2.3) */
    }
    delve__game_put_text(g, DELVE_GAME_ROWS - 1, 0, footer, DELVE__ATTR_GREY);
    p->inventory = 1;
    return row;
}

/* 'i': the whole pack, with a prompt on the message row's place at the bottom */
int delve__game_pack_show(delve_game *g)
{
    if (g->priv.opt.rules != DELVE_RULES_ORIGINAL) /* the original's com_char cleared row 0 */
        delve__game_draw_status(g); /* the screen as the command found it: row 0 cleared */
    return delve__game_pack_list(g, -1, "-Press space to continue-");
}

int delve__game_pack_index(const delve_game *g, int id)
{
    const delve_priv_pack *pk = &g->priv.pack;
    int i;
    for (i = 0; i < pk->n; i++)
        if (pk->objects[i].id == id)
            return i;
    return -1;
}

const delve_game_object *delve__game_pack_in_use(const delve_game *g, int in_use)
{
    const delve_priv_pack *pk = &g->priv.pack;
    int i;
    for (i = 0; i < pk->n; i++)
        if (pk->objects[i].in_use == in_use)
            return &pk->objects[i];
    return NULL;
}

/* One piece of object i used up (eaten): the stack shrinks, or the object leaves the pack. */
void delve__game_pack_use(delve_game *g, int i)
{
    delve_priv_pack *pk = &g->priv.pack;
    pk->pieces--;
    if (--pk->objects[i].count <= 0)
        delve__game_pack_remove(g, i);
}

void delve__game_pack_remove(delve_game *g, int i)
{
    delve_priv_pack *pk = &g->priv.pack;
    memmove(&pk->objects[i], &pk->objects[i + 1], (size_t)(pk->n - i - 1) * sizeof pk->objects[0]);
    pk->n--;
}

void delve__game_pack_hide(delve_game *g)
{
    memcpy(g->chars, g->priv.saved_chars, sizeof g->chars);
    memcpy(g->attrs, g->priv.saved_attrs, sizeof g->attrs);
    g->priv.inventory = 0;
}

int delve_game_pack_size(const delve_game *g)
{
    return g && g->priv.started == DELVE_GAME_STARTED ? g->priv.pack.n : 0;
}

const delve_game_object *delve_game_pack(const delve_game *g, int i)
{
    return i >= 0 && i < delve_game_pack_size(g) ? &g->priv.pack.objects[i] : NULL;
}
