/* game_search.c — hidden things in a Rogue level: the `s` command (spec §10, "Finding hidden
   things") and what a trap does when it springs (DOS be_trapped, teleport). */
#include "game/game_search.h"
#include "game/game_light.h"
#include "game/game_rogue_level.h"
#include "rogue/rogue_base.h"

/* Turns lost to a sleeping gas trap and moves that fail in a bear trap (DOS SLEEPTIME,
   BEARTIME). */
#define GAME_SLEEPTIME 5
#define GAME_BEARTIME 3

/* tr_name (P4 §13.4; the original's "beartrap" in one word) */
const char *delve__game_trap_name(const delve_game *g, int type)
{
    static const char *const names[8] = {"a trapdoor",   "an arrow trap",   "a sleeping gas trap",
                                         "a bear trap",  "a teleport trap", "a poison dart trap",
                                         "a weird trap", "a weird trap"};
    if ((type & DELVE_F_TMASK) == DELVE_TRAP_BEAR && g->priv.opt.rules == DELVE_RULES_ORIGINAL)
        return "a beartrap";
    return names[type & DELVE_F_TMASK];
}

/* tr_name as a find says it: in the original's game types 6 and 7 (bug #12's OR-ed traps, classic
   mode) first say "Wierd trap: N", the original's misspelling (misc.c; P1 §9.1 quotes it
   "weird"), and the name the original then prints, read through its null pointer, is an empty
   string (project decisions) */
const char *delve__game_trap_found(delve_game *g, int type)
{
    char text[] = "wierd trap: 6";
    type &= DELVE_F_TMASK;
    if (type < 6 || g->priv.opt.rules != DELVE_RULES_ORIGINAL)
        return delve__game_trap_name(g, type);
    text[sizeof text - 2] = (char)('0' + type);
    delve__game_msg(g, text);
    return "";
}

static void reveal_door(delve_game *g, int y, int x)
{
    delve_rogue_level *lv = game_lv(g);
    int i;
    LEVEL_CHAR(g, y, x) = DELVE_CH_DOOR;
    LEVEL_FLAGS(g, y, x) |= DELVE_F_REAL;
    for (i = 0; i < lv->n_doors; i++)
        if (lv->doors[i].x == x && lv->doors[i].y == y)
            lv->doors[i].secret = 0;
}

/* search: each of the 8 neighbours with F_REAL clear is found with rnd(5) == 0 if it shows a
   wall (a secret door) or rnd(2) == 0 if it shows floor (a hidden trap). Classic mode's traps
   on maze passages are never found (bug #11). */
int delve__game_search(delve_game *g)
{
    delve_point h = g->priv.hero;
    int y, x, r = 0;
    for (y = h.y - 1; y <= h.y + 1; y++)
        for (x = h.x - 1; x <= h.x + 1; x++) {
            delve__strbuf sb;
            if ((y == h.y && x == h.x) || game_offmap(g, y, x) ||
                (LEVEL_FLAGS(g, y, x) & DELVE_F_REAL))
                continue;
            switch (LEVEL_CHAR(g, y, x)) {
            case DELVE_CH_VWALL:
            case DELVE_CH_HWALL:
                if (delve__game_rnd(g, 5) != 0)
                    break;
                reveal_door(g, y, x);
                r = DELVE_GAME_FOUND;
                break;
            case DELVE_CH_FLOOR: {
                const char *name;
                if (delve__game_rnd(g, 2) != 0)
                    break;
                LEVEL_CHAR(g, y, x) = DELVE_CH_TRAP;
                LEVEL_FLAGS(g, y, x) |= DELVE_F_REAL;
                name = delve__game_trap_found(g, LEVEL_FLAGS(g, y, x));
                delve__game_msg_open(g, &sb);
                delve__sb_puts(&sb, "you found ");
                delve__sb_puts(&sb, name);
                delve__game_msg_close(g, &sb);
                r = DELVE_GAME_FOUND;
                break;
            }
            default: break;
            }
        }
    return r;
}

/* teleport: a random free floor cell of a random room (rnd_room, rnd_pos), leaving and
   entering rooms as needed. */
static void teleport(delve_game *g)
{
    delve_game_private *p = &g->priv;
    delve__rng rng;
    delve_point c;
    unsigned char ch;
    delve__game_put(g, p->hero.y, p->hero.x, LEVEL_CHAR(g, p->hero.y, p->hero.x), 0);
    do {
        rng.state = p->rng;
        c = delve__rogue_rnd_pos(&rng, &game_lv(g)->rooms[delve__rogue_rnd_room(&rng, game_lv(g))]);
        p->rng = rng.state;
        ch = LEVEL_CHAR(g, c.y, c.x);
    } while (!(ch == DELVE_CH_FLOOR || ch == DELVE_CH_PASSAGE) ||
             !(LEVEL_FLAGS(g, c.y, c.x) & DELVE_F_REAL) ||
             delve__game_monster_at(g, c.y, c.x) >= 0);
    if (delve__game_roomin(g, c) != p->proom) {
        delve__game_leave_room(g, p->hero);
        p->hero = c;
        delve__game_enter_room(g, c);
    } else {
        p->hero = c;
    }
    p->no_move = 0;
}

/* swing(): the to-hit roll of a trap against a level-1 hero's base armor stat of 10. */
static int swing(delve_game *g, int at_lvl)
{
    return delve__game_rnd(g, 20) + 1 >= (20 - at_lvl) - 10;
}

/* be_trapped: the trap at tc springs. Returns DELVE_GAME_TRAPPED, with DELVE_GAME_MOVED (and
   DESCENDED) when a trapdoor or a teleport took the hero away before stepping onto tc. There
   are no hit points, so hits hurt nobody and no damage is rolled. */
int delve__game_be_trapped(delve_game *g, delve_point tc)
{
    delve_game_private *p = &g->priv;
    p->running = 0;
    switch (LEVEL_FLAGS(g, tc.y, tc.x) & DELVE_F_TMASK) {
    case DELVE_TRAP_DOOR:
        if (p->depth >= DELVE_DEPTH_MAX) {
            delve__game_msg(g, GAME_TRAPDOOR_SHUT);
            break;
        }
        delve__game_rogue_new_level(g, p->depth + 1);
        delve__game_msg(g, "you fell into a trap!");
        return DELVE_GAME_TRAPPED | DELVE_GAME_MOVED | DELVE_GAME_DESCENDED;
    case DELVE_TRAP_BEAR:
        p->no_move += GAME_BEARTIME;
        delve__game_msg(g, "you are caught in a bear trap");
        break;
    case DELVE_TRAP_SLEEP:
        game_pass_turns(p, GAME_SLEEPTIME);
        delve__game_msg(g, "a strange white mist envelops you and you fall asleep");
        break;
    case DELVE_TRAP_ARROW:
        delve__game_msg(g, swing(g, 0) ? "oh no! An arrow shot you" : "an arrow shoots past you");
        break;
    case DELVE_TRAP_TELEPORT:
        teleport(g);
        delve__game_put(g, tc.y, tc.x, DELVE_CH_TRAP,
                        0); /* look() will not draw it: the hero left */
        return DELVE_GAME_TRAPPED | DELVE_GAME_MOVED;
    case DELVE_TRAP_DART:
        delve__game_msg(g, swing(g, 2) ? "a dart just hit you in the shoulder"
                                       : "a dart whizzes by your ear and vanishes");
        break;
    default: /* classic mode's "weird" traps 6 and 7 do nothing */ break;
    }
    return DELVE_GAME_TRAPPED;
}
