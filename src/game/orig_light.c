/* orig_light.c — what the hero sees in the original's game, monsters included (rooms.c
   enter_room, leave_room, move.c door_open, misc.c look; rogue.md §10, P2 §5.1, §8.3, P1 §7.3),
   and io.c's msg (P1 §12.1), which draws the hero's surroundings before its ' More ': the
   original's msg calls look, whose wake_monster and see_monst call msg (the medusa's gaze, the
   vorpal flash), so the two live in one file. The rules without monsters are the explore game's
   (game_light.c), whose helpers these use. */
#include <string.h>

#include "game/game_light.h"
#include "game/orig.h"

/* msg (P1 §12.1): a second message first stops at ' More ' after the one showing, with the
   hero's surroundings drawn (look(FALSE)); the first letter is raised. */
void delve__orig_msg(delve_game *g, const char *text)
{
    delve_priv_orig *o = orig_of(g);
    char *m = g->priv.message;
    size_t n;
    /* what a lower routine kept (the explore game's pack and search, a weird trap's name; the
       medusa's gaze and the vorpal flash until their callers here show them) comes first */
    delve__orig_flush(g);
    if (!text[0]) {
        o->mpos = delve__orig_putmsg(g, ""); /* the row cleared */
        m[0] = '\0';
        return;
    }
    n = strlen(text);
    if (!o->no_save_msg && text != o->huh) { /* endmsg's save_msg: Ctrl-R shows it again */
        size_t h = n < sizeof o->huh ? n : sizeof o->huh - 1;
        memcpy(o->huh, text, h);
        o->huh[h] = '\0';
    }
    if (o->mpos) {
        delve__orig_look(g, 0);
        delve__orig_more_push(g);
    }
    if (n >= sizeof g->priv.message)
        n = sizeof g->priv.message - 1;
    memcpy(m, text, n);
    m[n] = '\0';
    if (m[0] >= 'a' && m[0] <= 'z' && m[1] != ')')
        m[0] = (char)(m[0] - 'a' + 'A');
    o->mpos = delve__orig_putmsg(g, m);
}

/* msg of three strings put together */
void delve__orig_msg3(delve_game *g, const char *a, const char *b, const char *c)
{
    char text[DELVE_GAME_MESSAGE_MAX];
    delve__strbuf sb;
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_puts(&sb, a);
    delve__sb_puts(&sb, b);
    delve__sb_puts(&sb, c);
    delve__sb_finish(&sb);
    delve__orig_msg(g, text);
}

/* msg(fmt) with no arguments (Ctrl-R's msg(huh), identify's msg(inv_name(...)); P1 12.1, P4
   §12): fmt read as a format by io.c's own sprintf: after '%' only '-' is a flag, then a width
   and a '.' precision of digits, then one character is taken whatever it is. "%" prints '%';
   s, c, u and d have no argument, where the original printed what it read past its arguments:
   here nothing (rogue-game.md's project decisions); any other character prints nothing ("%ld"
   is an empty 'l', then a plain d). The width pads what was printed with blanks. */
void delve__orig_msg_format(delve_game *g, const char *fmt)
{
    char text[DELVE_GAME_MESSAGE_MAX], *d = text, *end = text + sizeof text - 1;
    const char *s = fmt;
    while (*s && d < end) {
        int width = 0, left = 0, per;
        if (*s != '%') {
            *d++ = *s++;
            continue;
        }
        if (*++s == '-') {
            left = 1;
            s++;
        }
        for (; *s >= '0' && *s <= '9'; s++) /* past the message's length it pads no more */
            if (width < DELVE_GAME_MESSAGE_MAX)
                width = width * 10 + (*s - '0');
        if (*s == '.')
            for (s++; *s >= '0' && *s <= '9'; s++)
                ;
        per = *s == '%'; /* what the conversion printed: '%' or nothing */
        if (per && left && d < end)
            *d++ = '%';
        for (; width > per && d < end; width--)
            *d++ = ' ';
        if (per && !left && d < end)
            *d++ = '%';
        if (*s)
            s++;
    }
    *d = '\0';
    delve__orig_msg(g, text);
}

void delve__orig_flush_kept(delve_game *g)
{
    char kept[sizeof g->priv.scratch], *m = kept, *nl;
    memcpy(kept, g->priv.scratch, sizeof kept);
    g->priv.scratch[0] = '\0'; /* each line's msg finds none */
    for (;;) {
        nl = strchr(m, '\n');
        if (nl)
            *nl = '\0';
        delve__orig_msg(g, m);
        if (!nl)
            break;
        m = nl + 1;
    }
}

/* wake_monster, its medusa's gaze said at once (monsters.c calls msg inside it) */
static int wake(delve_game *g, int y, int x)
{
    int m = delve__orig_wake_monster(g, y, x);
    delve__orig_flush(g);
    return m;
}

int delve__orig_sees(delve_game *g, int m)
{
    int seen = delve__orig_see_monst(g, m);
    delve__orig_flush(g);
    return seen;
}

static int standout_at(delve_game *g, int y, int x, unsigned char ch)
{
    return (LEVEL_FLAGS(g, y, x) & (DELVE_F_PASS | DELVE_F_MAZE)) && ch != DELVE_CH_PASSAGE &&
           ch != DELVE_CH_ARMOR;
}

/* door_open (P2 §5.1): every monster letter in a room that is not gone may wake */
static void door_open(delve_game *g, int room)
{
    delve_priv_orig *o = orig_of(g);
    const delve_rogue_room *rp;
    int y, x, m;
    if (room >= GAME_PASSAGE_ROOM || (delve__game_room_flags(g, room) & DELVE_ROOM_GONE) ||
        (o->flags & ISBLIND))
        return;
    rp = &game_lv(g)->rooms[room];
    for (y = rp->y; y < rp->y + rp->h; y++)
        for (x = rp->x; x < rp->x + rp->w; x++) {
            unsigned char ch = delve__orig_winat(g, y, x);
            if (ch < 'A' || ch > 'Z')
                continue;
            m = wake(g, y, x);
            if (m >= 0 && o->monsters[m].oldch == ' ' && !(rp->flags & DELVE_ROOM_DARK))
                o->monsters[m].oldch = LEVEL_CHAR(g, y, x);
        }
}

void delve__orig_enter_room(delve_game *g, delve_point cp)
{
    delve_priv_orig *o = orig_of(g);
    int r = delve__game_roomin(g, cp), flags = delve__game_room_flags(g, r), y, x, m;
    const delve_rogue_room *rp;
    g->priv.proom = r;
    if ((flags & DELVE_ROOM_GONE) && !(flags & DELVE_ROOM_MAZE))
        return;
    door_open(g, r);
    /* a passage here is classic mode's lit passages[12] (bug #9): its rectangle is empty */
    if ((flags & (DELVE_ROOM_DARK | DELVE_ROOM_MAZE)) || (o->flags & ISBLIND) ||
        r >= GAME_PASSAGE_ROOM)
        return;
    rp = &game_lv(g)->rooms[r];
    for (y = rp->y; y < rp->y + rp->h; y++)
        for (x = rp->x; x < rp->x + rp->w; x++) {
            unsigned char ch = LEVEL_CHAR(g, y, x);
            m = delve__orig_moat(g, y, x);
            if (m >= 0 && delve__orig_sees(g, m)) { /* an unseen one keeps its oldch */
                o->monsters[m].oldch = ch;
                ch = (unsigned char)o->monsters[m].disguise;
            }
            delve__game_put(g, y, x, ch, 0);
        }
}

void delve__orig_leave_room(delve_game *g, delve_point cp)
{
    delve_priv_orig *o = orig_of(g);
    int r = g->priv.proom, flags = delve__game_room_flags(g, r), y, x, m;
    const delve_rogue_room *rp;
    unsigned char floor;
    g->priv.proom = GAME_PASSAGE_ROOM + (LEVEL_FLAGS(g, cp.y, cp.x) & DELVE_F_PNUM);
    if (r >= GAME_PASSAGE_ROOM)
        return;
    rp = &game_lv(g)->rooms[r];
    /* a blind hero leaving a dark room leaves floor behind (the original's rooms.c; rogue.md
       §10 leaves the blindness out) */
    floor = flags & DELVE_ROOM_MAZE                              ? DELVE_CH_PASSAGE
            : (flags & DELVE_ROOM_DARK) && !(o->flags & ISBLIND) ? (unsigned char)' '
                                                                 : DELVE_CH_FLOOR;
    for (y = rp->y + 1; y < rp->y + rp->h - 1; y++)
        for (x = rp->x + 1; x < rp->x + rp->w - 1; x++) {
            unsigned char ch = delve__game_screen_char(g, y, x);
            switch (ch) {
            case ' ':
            case DELVE_CH_PASSAGE:
            case DELVE_CH_TRAP:
            case DELVE_CH_STAIRS: break;
            case DELVE_CH_FLOOR:
                if (floor == ' ')
                    delve__game_put(g, y, x, ' ', 0);
                break;
            default:
                if (ch >= 'A' && ch <= 'Z' && (o->flags & SEEMONST)) {
                    delve__game_put(g, y, x, ch, 1); /* detected: kept, inverse */
                    break;
                }
                if (ch >= 'A' && ch <= 'Z' && (m = delve__orig_moat(g, y, x)) >= 0)
                    o->monsters[m].oldch = '@';
                delve__game_put(g, y, x, floor, 0);
                break;
            }
        }
    door_open(g, r);
}

/* The fast-play run's stops (P1 §7.3 steps 2-3): a cell behind the direction is ignored. */
static int behind(int runch, int dy, int dx)
{
    switch (runch) {
    case 'h': return dx == 1;
    case 'j': return dy == -1;
    case 'k': return dy == 1;
    case 'l': return dx == -1;
    case 'y': return dy + dx >= 1;
    case 'u': return dy - dx >= 1;
    case 'n': return dy + dx <= -1;
    case 'b': return dy - dx <= -1;
    default: return 0;
    }
}

/* look(wakeup) (misc.c): erase behind, then the 8 neighbours with their monsters (woken when
   wakeup), then the hero; a fast-play run stops at what it sees. While blind, only the hero. */
void delve__orig_look(delve_game *g, int wakeup)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    int y, x, passcount = 0, near[3][3], cells, monsters, hy, hx;
    int stops = o->door_stop && !o->firstmove && p->running, blind = (o->flags & ISBLIND) != 0;
    if (p->hero.x != p->oldpos.x || p->hero.y != p->oldpos.y) {
        if (!blind) /* erratum 5 */
            delve__game_erase_behind(g);
        p->oldpos = p->hero;
        p->oldrp = p->proom;
    }
    hy = p->hero.y; /* look moves no one */
    hx = p->hero.x;
    cells = blind ? 0 : delve__game_look_cells(g); /* blind: the hero's own cell (P2 §5.1) */
    monsters = orig_moat_around(g, hy, hx, -1, near, NULL);
    for (y = hy - 1; y <= hy + 1; y++)
        for (x = hx - 1; x <= hx + 1; x++) {
            int dy = y - hy + 1, dx = x - hx + 1;
            unsigned char ch;
            if (!(cells & 1 << (dy * 3 + dx)))
                continue;
            ch = LEVEL_CHAR(g, y, x);
            if (monsters & 1 << (dy * 3 + dx)) {
                int m = near[dy][dx];
                delve_priv_monster *mp = &o->monsters[m];
                if ((o->flags & SEEMONST) && (mp->flags & ISINVIS)) {
                    if (o->door_stop && !o->firstmove)
                        p->running = 0;
                    continue;
                }
                if (wakeup)
                    wake(g, y, x);
                if (mp->oldch != ' ' || (!(delve__game_room_flags(g, p->proom) & DELVE_ROOM_DARK) &&
                                         !(o->flags & ISBLIND)))
                    mp->oldch = LEVEL_CHAR(g, y, x);
                if (delve__orig_sees(g, m))
                    ch = (unsigned char)mp->disguise;
            }
            delve__game_put(g, y, x, ch, standout_at(g, y, x, ch));
            if (!stops || behind(p->runch, dy - 1, dx - 1))
                continue;
            if (ch == DELVE_CH_DOOR) {
                if (x == hx || y == hy)
                    p->running = 0;
            } else if (ch == DELVE_CH_PASSAGE) {
                if (x == hx || y == hy)
                    passcount++;
            } else if (ch != DELVE_CH_FLOOR && ch != ' ' && !game_is_wall(ch)) {
                p->running = 0; /* a thing, the stairs, a trap, a monster */
            }
        }
    if (stops && passcount > 1)
        p->running = 0;
    delve__game_put(g, hy, hx, DELVE_CH_PLAYER,
                    (LEVEL_FLAGS(g, hy, hx) & (DELVE_F_PASS | DELVE_F_MAZE)) || o->was_trapped > 1);
    o->was_trapped = 0; /* (the original beeps) */
}
