/* rogue_json.c — a Rogue level as the project's JSON object (design.md, "Rogue level as JSON"):
   compact, keys in the contract's order, the map drawn with everything revealed. */
#include "delve.h"
#include "core/strbuf.h"
#include "rogue/rogue_base.h"

static void key(delve__strbuf *sb, const char *name)
{
    delve__sb_putc(sb, '"');
    delve__sb_puts(sb, name);
    delve__sb_puts(sb, "\":");
}

static void int_field(delve__strbuf *sb, const char *name, long long v, int comma)
{
    key(sb, name);
    delve__sb_int(sb, v);
    if (comma)
        delve__sb_putc(sb, ',');
}

static void bool_field(delve__strbuf *sb, const char *name, int v, int comma)
{
    key(sb, name);
    delve__sb_puts(sb, v ? "true" : "false");
    if (comma)
        delve__sb_putc(sb, ',');
}

static void str_field(delve__strbuf *sb, const char *name, const char *v, int comma)
{
    key(sb, name);
    delve__sb_putc(sb, '"');
    delve__sb_puts(sb, v);
    delve__sb_putc(sb, '"');
    if (comma)
        delve__sb_putc(sb, ',');
}

/* {"x":..,"y":.. — the caller adds the rest and the closing brace. */
static void open_point(delve__strbuf *sb, int x, int y)
{
    delve__sb_putc(sb, '{');
    int_field(sb, "x", x, 1);
    int_field(sb, "y", y, 0);
}

size_t delve_rogue_json(const delve_rogue_level *lv, char *buf, size_t cap)
{
    unsigned char screen[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS];
    delve__strbuf sb;
    int i, n;
    if (!lv) {
        if (buf && cap)
            buf[0] = '\0';
        return 0;
    }
    delve__sb_init(&sb, buf, cap);
    delve__sb_putc(&sb, '{');
    str_field(&sb, "generator", delve_generator_name(DELVE_GEN_ROGUE), 1);
    int_field(&sb, "seed", lv->seed, 1);
    if (lv->dos)
        int_field(&sb, "dos", lv->dos, 1);
    int_field(&sb, "depth", lv->depth, 1);
    str_field(&sb, "mode", delve_mode_name(lv->mode), 1);
    int_field(&sb, "cols", lv->cols, 1);

    delve_rogue_draw(lv, screen);
    key(&sb, "map");
    delve__sb_putc(&sb, '[');
    for (i = 0, n = delve__rogue_map_ok(lv) ? lv->rows : 0; i < n; i++) {
        if (i)
            delve__sb_putc(&sb, ',');
        delve__sb_json_cp437(&sb, screen + i * lv->cols, (size_t)lv->cols);
    }
    delve__sb_puts(&sb, "],");

    key(&sb, "rooms");
    delve__sb_putc(&sb, '[');
    for (i = 0; i < DELVE_ROGUE_ROOMS; i++) {
        const delve_rogue_room *r = &lv->rooms[i];
        if (i)
            delve__sb_putc(&sb, ',');
        open_point(&sb, r->x, r->y);
        delve__sb_putc(&sb, ',');
        int_field(&sb, "w", r->w, 1);
        int_field(&sb, "h", r->h, 1);
        bool_field(&sb, "gone", r->flags & DELVE_ROOM_GONE, 1);
        bool_field(&sb, "maze", r->flags & DELVE_ROOM_MAZE, 1);
        bool_field(&sb, "dark", r->flags & DELVE_ROOM_DARK, 0);
        delve__sb_putc(&sb, '}');
    }
    delve__sb_puts(&sb, "],");

    key(&sb, "doors");
    delve__sb_putc(&sb, '[');
    for (i = 0, n = delve__rogue_count(lv->n_doors, DELVE_ROGUE_MAX_DOORS); i < n; i++) {
        if (i)
            delve__sb_putc(&sb, ',');
        open_point(&sb, lv->doors[i].x, lv->doors[i].y);
        delve__sb_putc(&sb, ',');
        bool_field(&sb, "secret", lv->doors[i].secret, 0);
        delve__sb_putc(&sb, '}');
    }
    delve__sb_puts(&sb, "],");

    key(&sb, "traps");
    delve__sb_putc(&sb, '[');
    for (i = 0, n = delve__rogue_count(lv->n_traps, DELVE_ROGUE_MAX_TRAPS); i < n; i++) {
        if (i)
            delve__sb_putc(&sb, ',');
        open_point(&sb, lv->traps[i].x, lv->traps[i].y);
        delve__sb_putc(&sb, ',');
        str_field(&sb, "type", delve_trap_name(lv->traps[i].type), 0);
        delve__sb_putc(&sb, '}');
    }
    delve__sb_puts(&sb, "],");

    key(&sb, "stairs");
    open_point(&sb, lv->stairs.x, lv->stairs.y);
    delve__sb_puts(&sb, "},");
    key(&sb, "player");
    open_point(&sb, lv->player.x, lv->player.y);
    delve__sb_puts(&sb, "},");

    key(&sb, "gold");
    delve__sb_putc(&sb, '[');
    for (i = 0, n = delve__rogue_count(lv->n_gold, DELVE_ROGUE_ROOMS); i < n; i++) {
        if (i)
            delve__sb_putc(&sb, ',');
        open_point(&sb, lv->gold[i].x, lv->gold[i].y);
        delve__sb_putc(&sb, ',');
        int_field(&sb, "value", lv->gold[i].value, 0);
        delve__sb_putc(&sb, '}');
    }
    delve__sb_puts(&sb, "],");

    key(&sb, "items");
    delve__sb_putc(&sb, '[');
    for (i = 0, n = delve__rogue_count(lv->n_items, DELVE_ROGUE_MAX_ITEMS); i < n; i++) {
        if (i)
            delve__sb_putc(&sb, ',');
        open_point(&sb, lv->items[i].x, lv->items[i].y);
        delve__sb_putc(&sb, ',');
        str_field(&sb, "kind", delve_item_name(lv->items[i].kind), 0);
        delve__sb_putc(&sb, '}');
    }
    delve__sb_puts(&sb, "],");

    key(&sb, "monsters");
    delve__sb_putc(&sb, '[');
    for (i = 0, n = delve__rogue_count(lv->n_monsters, DELVE_ROGUE_MAX_MONSTERS); i < n; i++) {
        if (i)
            delve__sb_putc(&sb, ',');
        open_point(&sb, lv->monsters[i].x, lv->monsters[i].y);
        delve__sb_putc(&sb, ',');
        key(&sb, "letter"); /* A..Z, but a struct edited by hand gets a JSON string still */
        delve__sb_json_cp437(&sb, (const unsigned char *)&lv->monsters[i].letter, 1);
        delve__sb_putc(&sb, '}');
    }
    delve__sb_puts(&sb, "]}");
    return delve__sb_finish(&sb);
}
