/* levelmap_json.c — a LevelMap level as the project's JSON object (design.md, "LevelMap level as
   JSON"): compact, keys in the contract's order. */
#include "delve_levelmap.h"
#include "core/strbuf.h"
#include "levelmap/levelmap_block.h"

size_t delve_levelmap_json(const delve_levelmap *map, char *buf, size_t cap)
{
    unsigned char glyphs[DELVE_LEVELMAP_MAX_BLOCKS];
    delve__strbuf sb;
    int x, y, w, h;
    if (!map) {
        if (buf && cap)
            buf[0] = '\0';
        return 0;
    }
    w = map->width, h = map->height;
    if (!delve_lm_size_drawable(w, h))
        h = 0; /* delve_levelmap_draw draws nothing: no rows */
    delve_levelmap_draw(map, glyphs);
    delve__sb_init(&sb, buf, cap);
    delve__sb_puts(&sb, "{\"generator\":\"");
    delve__sb_puts(&sb, delve_generator_name(DELVE_GEN_LEVELMAP));
    delve__sb_puts(&sb, "\",\"seed\":");
    delve__sb_int(&sb, map->seed);
    delve__sb_puts(&sb, ",\"width\":");
    delve__sb_int(&sb, w);
    delve__sb_puts(&sb, ",\"height\":");
    delve__sb_int(&sb, map->height);
    delve__sb_puts(&sb, ",\"blocks\":[");
    for (y = 0; y < h; y++) {
        delve__sb_puts(&sb, y ? ",[" : "[");
        for (x = 0; x < w; x++) {
            if (x)
                delve__sb_putc(&sb, ',');
            delve__sb_int(&sb, map->blocks[y * w + x]);
        }
        delve__sb_putc(&sb, ']');
    }
    delve__sb_puts(&sb, "],\"map\":[");
    for (y = 0; y < h; y++) {
        if (y)
            delve__sb_putc(&sb, ',');
        delve__sb_json_cp437(&sb, &glyphs[y * w], (size_t)w);
    }
    delve__sb_puts(&sb, "]}");
    return delve__sb_finish(&sb);
}
