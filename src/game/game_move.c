/* game_move.c — moving in a Rogue level (DOS do_move, diag_ok; spec P1 §7): walls, rock and
   monsters block, no diagonal step past a wall corner or through a doorway, doors and mazes enter
   and leave rooms, things are picked up, Shift-runs stop where the original's do. */
#include "game/game_move.h"
#include "game/game_light.h"
#include "game/game_pack.h"
#include "game/game_search.h"
#include "game/orig.h"

/* A run stops only when blocked or on something (P1 §7.3), so a loop of corridors whose every
   corner turns one way could run for ever; the bound keeps that from hanging the caller. */
#define RUN_MAX_STEPS (DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS)

/* step_ok: walls and rock (secret doors are stored as walls) cannot be walked on. */
static int step_ok(unsigned char ch)
{
    return ch != ' ' && !game_is_wall(ch);
}

/* diag_ok: a diagonal step needs both cells beside it open. A doorway's sides are walls, so
   this also forbids diagonal steps into or out of doors. */
static int diag_ok(delve_game *g, delve_point from, delve_point to)
{
    if (to.x == from.x || to.y == from.y)
        return 1;
    return step_ok(LEVEL_CHAR(g, to.y, from.x)) && step_ok(LEVEL_CHAR(g, from.y, to.x));
}

/* Names monster m as the original does ("a kestral", "an orc"; a phantom is invisible:
   "something"), then says what happened. */
static void monster_msg(delve_game *g, int m, const char *what)
{
    char letter = game_lv(g)->monsters[m].letter;
    const char *name = delve__orig_monster_name(letter);
    delve__strbuf sb;
    delve__game_msg_open(g, &sb);
    if (letter == 'P') {
        delve__sb_puts(&sb, "something");
    } else {
        delve__sb_puts(&sb, name[0] == 'a' || name[0] == 'e' || name[0] == 'i' || name[0] == 'o' ||
                                    name[0] == 'u'
                                ? "an "
                                : "a ");
        delve__sb_puts(&sb, name);
    }
    delve__sb_puts(&sb, what);
    delve__game_msg_close(g, &sb);
}

/* Removes entry i of an array of n entries of the given size, keeping the others' order. */
static void remove_entry(void *array, int *n, int i, size_t size)
{
    unsigned char *a = array;
    size_t k;
    for (k = (size_t)i * size; k + size < (size_t)*n * size; k++)
        a[k] = a[k + size];
    (*n)--;
}

static void take_gold(delve_game *g, delve_point at)
{
    delve_rogue_level *lv = game_lv(g);
    delve__strbuf sb;
    int i = 0, r = delve__game_roomin(g, at);
    while (lv->gold[i].x != at.x || lv->gold[i].y != at.y)
        i++;
    g->priv.gold += lv->gold[i].value;
    delve__game_msg_open(g, &sb);
    delve__sb_puts(&sb, "you found ");
    delve__sb_int(&sb, lv->gold[i].value);
    delve__sb_puts(&sb, " gold pieces");
    delve__game_msg_close(g, &sb);
    if (r < GAME_PASSAGE_ROOM)
        lv->rooms[r].gold = 0;
    remove_entry(lv->gold, &lv->n_gold, i, sizeof lv->gold[0]);
}

/* An object goes into the pack, unless it is full: then it stays where it lies. */
static int take_item(delve_game *g, delve_point at)
{
    delve_rogue_level *lv = game_lv(g);
    int i = 0;
    while (lv->items[i].x != at.x || lv->items[i].y != at.y)
        i++;
    if (!delve__game_pack_take(g, &lv->items[i]))
        return 0;
    remove_entry(lv->items, &lv->n_items, i, sizeof lv->items[0]);
    return 1;
}

/* pick_up: gold goes to the purse, an item to the pack; the cell shows what is under it
   (passage in a maze, floor elsewhere). */
static int pick_up(delve_game *g, unsigned char ch)
{
    delve_point at = g->priv.hero;
    if (ch == DELVE_CH_GOLD)
        take_gold(g, at);
    else if (!take_item(g, at))
        return 0;
    LEVEL_CHAR(g, at.y, at.x) =
        LEVEL_FLAGS(g, at.y, at.x) & DELVE_F_MAZE ? DELVE_CH_PASSAGE : DELVE_CH_FLOOR;
    return DELVE_GAME_PICKED_UP;
}

/* turn_ok: a run may turn onto a door or a real corridor cell. */
static int turn_ok(delve_game *g, int y, int x)
{
    return LEVEL_CHAR(g, y, x) == DELVE_CH_DOOR ||
           (LEVEL_FLAGS(g, y, x) & (DELVE_F_REAL | DELVE_F_PASS)) == (DELVE_F_REAL | DELVE_F_PASS);
}

/* hit_bound: running straight into rock in a corridor or maze turns the corner when exactly one
   side is open. */
static int turn_corner(delve_game *g, int *dy, int *dx)
{
    delve_game_private *p = &g->priv;
    delve_point h = p->hero;
    int b1, b2, flags = delve__game_room_flags(g, p->proom);
    if (!p->running || !(flags & DELVE_ROOM_GONE) || (flags & DELVE_ROOM_MAZE)) /* P1 7.2 */
        return 0;
    if (p->runch == 'h' || p->runch == 'l') {
        b1 = h.y != 1 && turn_ok(g, h.y - 1, h.x);
        b2 = h.y != game_lv(g)->rows && turn_ok(g, h.y + 1, h.x);
        if (!(b1 ^ b2))
            return 0;
        p->runch = b1 ? 'k' : 'j';
        *dy = b1 ? -1 : 1;
        *dx = 0;
        return 1;
    }
    if (p->runch == 'j' || p->runch == 'k') {
        b1 = h.x != 0 && turn_ok(g, h.y, h.x - 1);
        b2 = h.x != g->cols - 1 && turn_ok(g, h.y, h.x + 1);
        if (!(b1 ^ b2))
            return 0;
        p->runch = b1 ? 'h' : 'l';
        *dx = b1 ? -1 : 1;
        *dy = 0;
        return 1;
    }
    return 0;
}

/* The hero steps onto nh (do_move's switch and move_stuff). */
static int step_onto(delve_game *g, delve_point nh)
{
    delve_game_private *p = &g->priv;
    int r = DELVE_GAME_MOVED | DELVE_GAME_TURN, fl = LEVEL_FLAGS(g, nh.y, nh.x), hfl;
    unsigned char ch = LEVEL_CHAR(g, nh.y, nh.x), hch;
    if (ch == DELVE_CH_FLOOR && LEVEL_CHAR(g, p->hero.y, p->hero.x) == DELVE_CH_DOOR)
        p->running = 0; /* from a door onto floor: the run ends after this step */
    if (!(fl & DELVE_F_REAL) && ch == DELVE_CH_FLOOR) { /* a hidden trap shows itself */
        LEVEL_CHAR(g, nh.y, nh.x) = ch = DELVE_CH_TRAP;
        LEVEL_FLAGS(g, nh.y, nh.x) |= DELVE_F_REAL;
    }
    switch (ch) {
    case DELVE_CH_DOOR:
        p->running = 0;
        if (LEVEL_FLAGS(g, p->hero.y, p->hero.x) & DELVE_F_PASS)
            delve__game_enter_room(g, nh);
        break;
    case DELVE_CH_TRAP: {
        int t = delve__game_be_trapped(g, nh);
        if (t & DELVE_GAME_MOVED) /* a trapdoor or a teleport took the hero elsewhere */
            return t | DELVE_GAME_TURN;
        r |= t;
        break;
    }
    case DELVE_CH_PASSAGE:
    case DELVE_CH_FLOOR: break;
    default: /* stairs, gold, items */ p->running = 0; break;
    }
    hch = LEVEL_CHAR(g, p->hero.y, p->hero.x);
    hfl = LEVEL_FLAGS(g, p->hero.y, p->hero.x);
    delve__game_put(g, p->hero.y, p->hero.x, hch, 0);
    if ((fl & DELVE_F_PASS) && (hch == DELVE_CH_DOOR || (hfl & DELVE_F_MAZE)))
        delve__game_leave_room(g, nh);
    if ((fl & DELVE_F_MAZE) && !(hfl & DELVE_F_MAZE))
        delve__game_enter_room(g, nh);
    p->hero = nh;
    if (ch != DELVE_CH_DOOR && ch != DELVE_CH_TRAP && ch != DELVE_CH_STAIRS &&
        ch != DELVE_CH_PASSAGE && ch != DELVE_CH_FLOOR)
        r |= pick_up(g, ch);
    return r;
}

/* Monsters never move here, so one on the stairs, in a doorway or a corridor, or just inside a
   door (where no diagonal step gets round it) could keep the player from the stairs for good
   (the generator puts the stairs under one about 1 level in 40; one cuts the way down on about
   1 level in 14): one on the stairs changes places with the hero at once, any other when bumped
   a second time running (delve__game_rogue_act forgets a bump after any other action). */
static int swap_places(delve_game *g, int m, delve_point nh)
{
    delve_rogue_monster *mp = &game_lv(g)->monsters[m];
    int on_stairs = LEVEL_CHAR(g, nh.y, nh.x) == DELVE_CH_STAIRS;
    if (!on_stairs && g->priv.bumped != m + 1) {
        g->priv.bumped = m + 1;
        return 0;
    }
    g->priv.bumped = 0;
    mp->x = g->priv.hero.x;
    mp->y = g->priv.hero.y;
    monster_msg(g, m, on_stairs ? " lets you onto the stairs" : " lets you pass");
    return 1;
}

/* One step (do_move): a bear trap holds; off the map, walls and rock stop (a running hero in a
   corridor turns the corner instead, once); monsters block and are named. */
int delve__game_rogue_step(delve_game *g, int dy, int dx)
{
    delve_game_private *p = &g->priv;
    int turned;
    if (p->no_move) {
        p->no_move--;
        p->running = 0;
        delve__game_msg(g, "you are still stuck in the bear trap");
        return DELVE_GAME_TURN | DELVE_GAME_BLOCKED;
    }
    for (turned = 0;; turned = 1) {
        delve_point nh;
        int m;
        nh.x = p->hero.x + dx;
        nh.y = p->hero.y + dy;
        if (!game_offmap(g, nh.y, nh.x) && step_ok(LEVEL_CHAR(g, nh.y, nh.x))) {
            if (!diag_ok(g, p->hero, nh))
                break;
            m = delve__game_monster_at(g, nh.y, nh.x);
            if (m >= 0 && !swap_places(g, m, nh)) {
                monster_msg(g, m, " blocks your way");
                break;
            }
            return step_onto(g, nh);
        }
        if (turned || !turn_corner(g, &dy, &dx))
            break;
    }
    p->running = 0;
    return DELVE_GAME_BLOCKED;
}

/* A Shift-run: steps until do_move stops it (blocked, onto a door or from one onto floor, onto
   stairs, gold, an object or a trap); unlike the fast-play run (the f prefix, P1 §7.3), what
   comes into view and corridor forks never stop it. Each step is a turn. */
int delve__game_rogue_run(delve_game *g, int runch)
{
    delve_game_private *p = &g->priv;
    int r = 0, steps, dy, dx;
    p->running = 1;
    p->runch = runch;
    for (steps = 0; p->running && steps < RUN_MAX_STEPS; steps++) {
        int f;
        delve__game_direction(p->runch, &dy, &dx);
        f = delve__game_rogue_step(g, dy, dx);
        if (f & DELVE_GAME_TURN)
            game_pass_turns(p, 1);
        r |= f;
        delve__game_look(g);
    }
    p->running = 0;
    return r & DELVE_GAME_MOVED ? r & ~DELVE_GAME_BLOCKED : r;
}
