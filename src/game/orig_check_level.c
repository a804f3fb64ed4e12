/* orig_check_level.c — fight.c's check_level and raise_level: experience levels, their hit
   points and rank (P3 §6.4, P4 §14.10). */
#include "game/orig.h"

/* raise_level (P4 §14.10): the experience of the next level (at level 20, slot 0: 1) */
void delve__orig_raise_level(delve_game *g)
{
    delve__orig *o = orig_of(g);
    o->exp = o->lvl < 20 ? (int)(10L << (o->lvl - 1)) + 1 : 1;
    delve__orig_check_level(g);
}

void delve__orig_check_level(delve_game *g)
{
    delve__orig *o = orig_of(g);
    int i, olvl = o->lvl, add = 0;
    for (i = 0; i < 19 && (10L << i) <= o->exp; i++)
        ;
    o->lvl = i + 1;
    if (o->lvl > olvl) {
        char text[64];
        delve__strbuf sb;
        for (i = olvl; i < o->lvl; i++)
            add += delve__game_rnd(g, 10) + 1;
        o->maxhp += add;
        o->hp += add;
        if (o->hp > o->maxhp)
            o->hp = o->maxhp;
        delve__sb_init(&sb, text, sizeof text);
        delve__sb_puts(&sb, "and achieve the rank of \"");
        delve__sb_puts(&sb, delve__orig_title(o->lvl));
        delve__sb_putc(&sb, '"');
        delve__sb_finish(&sb);
        delve__orig_msg(g, text);
    }
}
