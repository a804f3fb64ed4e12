/* rogue_level.c — new_level: one classic Rogue level from (seed, depth), in the original's order
   (spec §7): do_rooms, do_passages, put_things, stairs, traps, the player, entering the room. */
#include <stddef.h>
#include <string.h>

#include "rogue/rogue_internal.h"
#include "rogue/rogue_prelude.h"

/* A random interior point of a random room (mazes included) whose cell passes ok(). */
typedef int (*spot_test)(const rogue_gen *g, delve_point p);

static delve_point find_spot(rogue_gen *g, spot_test ok, int *room)
{
    delve_point p;
    int r;
    do {
        r = rnd_room(g);
        p = rnd_pos(g, &g->lv->rooms[r]);
    } while (!ok(g, p));
    if (room)
        *room = r;
    return p;
}

static int floor_on_map(const rogue_gen *g, delve_point p)
{
    return rogue_isfloor(BUILD_CHAR(g, p.y, p.x));
}

static int floor_in_sight(const rogue_gen *g, delve_point p)
{
    return floor_seen(g, p.y, p.x);
}

/* Objects test the map character, so they can land under a monster; fixed mode tests what is
   seen instead (bug #14). */
static int object_spot(const rogue_gen *g, delve_point p)
{
    return g->classic ? floor_on_map(g, p) : floor_in_sight(g, p);
}

/* Traps may sit on maze passages and two may share a cell in the original (bugs #11, #12). */
static int trap_spot(const rogue_gen *g, delve_point p)
{
    if (g->classic)
        return floor_on_map(g, p);
    return BUILD_CHAR(g, p.y, p.x) == DELVE_CH_FLOOR && (BUILD_FLAGS(g, p.y, p.x) & DELVE_F_REAL);
}

static int player_spot(const rogue_gen *g, delve_point p)
{
    return floor_on_map(g, p) && (BUILD_FLAGS(g, p.y, p.x) & DELVE_F_REAL) &&
           !monster_at(g, p.y, p.x);
}

/* Adds the item made by new_thing (or the amulet) at p. */
static void add_item(rogue_gen *g, delve_point p, const delve__rogue_thing *made)
{
    delve_rogue_item *it = &g->lv->items[g->lv->n_items];
    if (g->x)
        g->x->items[g->lv->n_items] = *made;
    g->lv->n_items++;
    it->kind = made->kind;
    it->which = made->which;
    it->count = made->count;
    it->x = p.x;
    it->y = p.y;
    BUILD_CHAR(g, p.y, p.x) = delve__rogue_item_glyph(it->kind);
}

/* treas_room (spec §7): items and mean monsters, the monsters made one level deeper. */
static void treas_room(rogue_gen *g)
{
    const delve_rogue_room *rp = &g->lv->rooms[rnd_room(g)];
    int area = (rp->h - 2) * (rp->w - 2), spots = area - 2, n_items, free_cells = 0, m, i, x, y;
    if (spots > 8)
        spots = 8;
    n_items = rnd(g, spots) + 2;
    /* Erratum 2 (#25): a small room can run out of cells for its items, and the original's loop
       would never end; count the acceptable cells first and stop when none is left. */
    for (y = rp->y + 1; y < rp->y + rp->h - 1; y++)
        for (x = rp->x + 1; x < rp->x + rp->w - 1; x++) {
            delve_point p;
            p.x = x, p.y = y;
            free_cells += object_spot(g, p);
        }
    for (i = 0; i < n_items && free_cells > 0 && rogue_pool_take(g); i++, free_cells--) {
        delve__rogue_thing made;
        delve_point p;
        do
            p = rnd_pos(g, rp);
        while (!object_spot(g, p));
        delve__rogue_new_thing(g, &made);
        add_item(g, p, &made);
    }
    m = rnd(g, spots) + 2;
    if (m < n_items + 2)
        m = n_items + 2;
    if (m > area)
        m = area;
    g->level++;
    for (i = 0; i < m; i++) {
        int tries;
        for (tries = 0; tries < 10; tries++) {
            delve_point p = rnd_pos(g, rp);
            if (floor_on_map(g, p) && !monster_at(g, p.y, p.x)) {
                if (rogue_pool_take(g))
                    delve__rogue_make_monster(g, p, 1);
                break;
            }
        }
    }
    g->level--;
}

/* put_things: the amulet from depth 26, a 5 % treasure room, then nine 35 % object rolls; once
   the amulet was picked up, above the deepest level only the last roll. */
static void put_things(rogue_gen *g)
{
    static const delve__rogue_thing amulet = {DELVE_ITEM_AMULET, 0, 1, 0, 0, 0, 11, 0};
    delve__rogue_thing made;
    int i = g->above ? ROGUE_MAXOBJ - 1 : 0;
    if (!g->above && g->level >= ROGUE_AMULETLEVEL && !(g->x && g->x->saw_amulet) &&
        rogue_pool_take(g))
        add_item(g, find_spot(g, floor_in_sight, NULL), &amulet);
    if (!g->above && rnd(g, 20) == 0)
        treas_room(g);
    for (; i < ROGUE_MAXOBJ; i++)
        if (g->pool < ROGUE_MAXITEMS && rnd(g, 100) < 35) { /* the pool's test first */
            g->pool++;
            delve__rogue_new_thing(g, &made);
            add_item(g, find_spot(g, object_spot, NULL), &made);
        }
}

/* The original re-seeds from the clock after every 100 failures (bug #13); both modes keep
   trying instead, which is what keeps a level reproducible. */
static void put_stairs(rogue_gen *g)
{
    g->lv->stairs = find_spot(g, floor_on_map, NULL);
    BUILD_CHAR(g, g->lv->stairs.y, g->lv->stairs.x) = DELVE_CH_STAIRS;
}

static void record_trap(delve_rogue_level *lv, delve_point p, int type)
{
    int i;
    for (i = 0; i < lv->n_traps; i++)
        if (lv->traps[i].x == p.x && lv->traps[i].y == p.y)
            break;
    lv->traps[i].x = p.x;
    lv->traps[i].y = p.y;
    lv->traps[i].type = type;
    if (i == lv->n_traps)
        lv->n_traps++;
}

/* Hidden traps: a chance of depth x 10 %, then 1 + rnd(depth / 4) of them, at most 10. */
static void put_traps(rogue_gen *g)
{
    int i, ntraps;
    if (!rnd_below(g, 10, g->level))
        return;
    ntraps = rnd(g, g->level / 4) + 1;
    if (ntraps > DELVE_ROGUE_MAX_TRAPS)
        ntraps = DELVE_ROGUE_MAX_TRAPS;
    for (i = 0; i < ntraps; i++) {
        delve_point p = find_spot(g, trap_spot, NULL);
        unsigned char *fp = &BUILD_FLAGS(g, p.y, p.x);
        *fp &= (unsigned char)~DELVE_F_REAL;
        *fp |= (unsigned char)rnd(g, 6); /* OR-ed: a second trap on a cell mixes types (#12) */
        record_trap(g->lv, p, *fp & DELVE_F_TMASK);
    }
}

/* enter_room's door_open at the start: each sleeping monster in a lit-or-dark normal room that
   shows its letter may wake (rnd(3) != 0) and, if mean, starts running; greedy ones always do.
   Monsters are visited newest first, as the original's list (attach prepends). */
static void wake_room_monsters(rogue_gen *g)
{
    delve_rogue_level *lv = g->lv;
    const delve_rogue_room *rp = &lv->rooms[lv->player_room];
    int i;
    if (rp->flags & DELVE_ROOM_GONE)
        return;
    for (i = lv->n_monsters - 1; i >= 0; i--) {
        delve_rogue_monster *m = &lv->monsters[i];
        int greedy = m->letter == 'O' || (m->letter == 'L' && !g->classic);
        if (m->x < rp->x || m->x >= rp->x + rp->w || m->y < rp->y || m->y >= rp->y + rp->h ||
            m->letter == 'X') /* a Xeroc shows its disguise, not a letter */
            continue;
        if (!m->running && rnd(g, 3) != 0 && m->mean)
            m->running = 1;
        if (greedy)
            m->running = 1;
    }
}

int delve_rogue_resolve_options(const delve_rogue_options *in, delve_rogue_options *out)
{
    static const delve_rogue_options defaults;
    delve_rogue_options o;
    if (!out)
        return DELVE_ERR_NULL;
    o = in ? *in : defaults;
    if (o.depth < 0 || o.depth > DELVE_DEPTH_MAX)
        return DELVE_ERR_DEPTH;
    if (o.mode < DELVE_MODE_DEFAULT || o.mode > DELVE_MODE_CLASSIC)
        return DELVE_ERR_MODE;
    if (o.cols != 0 && o.cols != DELVE_ROGUE_COLS && o.cols != DELVE_ROGUE_NARROW_COLS)
        return DELVE_ERR_COLS;
    if (o.dos < 0 || o.dos > DELVE_DOS_MAX)
        return DELVE_ERR_DOS;
    if (o.dos && o.depth > 1)
        return DELVE_ERR_DOS_DEPTH;
    if (!o.depth)
        o.depth = 1;
    if (o.mode == DELVE_MODE_DEFAULT) /* a replay is the original's game, bugs and all */
        o.mode = o.dos ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
    if (!o.cols)
        o.cols = DELVE_ROGUE_COLS;
    *out = o;
    return DELVE_OK;
}

int delve_rogue_check_options(const delve_rogue_options *opt)
{
    delve_rogue_options o;
    return delve_rogue_resolve_options(opt, &o);
}

/* The fields of a level that come from its options, before anything is built; the planes are
   rock, and everything else is 0 (each byte set once: the struct is 5 KB). */
static void level_header(delve_rogue_level *out, uint32_t seed, const delve_rogue_options *opt)
{
    const delve_rogue_options o = *opt;
    size_t planes_end = offsetof(delve_rogue_level, flags) + sizeof out->flags;
    memset(out, 0, offsetof(delve_rogue_level, chars));
    memset(out->chars, ' ', sizeof out->chars);
    memset(out->flags, DELVE_F_REAL, sizeof out->flags);
    memset((unsigned char *)out + planes_end, 0, sizeof *out - planes_end);
    out->seed = o.dos ? (uint32_t)o.dos : seed;
    out->dos = o.dos;
    out->depth = o.depth;
    out->mode = o.mode;
    out->cols = o.cols;
}

/* new_level's generation from the generator state `state` (spec §7 steps 3-12). */
static void build(int32_t state, delve_rogue_level *out, delve__rogue_extra *x)
{
    rogue_gen g; /* 6 KB: the fields from n_exits on start at 0, the others are set here */
    memset(&g.n_exits, 0, sizeof g - offsetof(rogue_gen, n_exits));
    g.lv = out;
    g.level = out->depth;
    g.classic = out->mode == DELVE_MODE_CLASSIC;
    g.cols = out->cols;
    g.maxrow = (g.cols == DELVE_ROGUE_COLS ? DELVE_ROGUE_ROWS : DELVE_ROGUE_NARROW_ROWS) + 1;
    g.bsze.x = g.cols / 3;
    g.bsze.y = (g.maxrow + 1) / 3;
    out->rows = g.maxrow - 1;
    g.rng.t = (uint32_t)state; /* the usual form is one of the run's */
    g.x = x;
    g.no_food = x ? x->no_food : 0;
    g.pool = x ? x->pool : 0;
    g.group = x ? x->group : 0;
    g.above = x && x->saw_amulet && g.level < x->max_level;

    delve__rogue_do_rooms(&g);                                   /* §3, §4, §5 (mazes) */
    delve__rogue_do_passages(&g);                                /* §6 */
    g.no_food++;                                                 /* §7 step 8 */
    put_things(&g);                                              /* §7 step 9, §8 */
    put_stairs(&g);                                              /* §7 step 10 */
    put_traps(&g);                                               /* §7 step 11 */
    out->player = find_spot(&g, player_spot, &out->player_room); /* §7 step 12 */
    if (!x || x->wake)
        wake_room_monsters(&g); /* §10, erratum 5; a game wakes them itself */
    if (x) {
        x->no_food = g.no_food;
        x->group = g.group;
        memcpy(x->n_exits, g.n_exits, sizeof x->n_exits);
        memcpy(x->exits, g.exits, sizeof x->exits);
    }
    out->rng = delve__run_state(&g.rng);
}

void delve__rogue_build(int32_t state, const delve_rogue_options *o, delve_rogue_level *out,
                        delve__rogue_extra *x)
{
    level_header(out, o->dos ? (uint32_t)o->dos : 0, o);
    build(state, out, x);
}

int delve_rogue_generate(uint32_t seed, const delve_rogue_options *opt, delve_rogue_level *out)
{
    delve_rogue_options o;
    int32_t state;
    int st;
    if (!out)
        return DELVE_ERR_NULL;
    if ((st = delve_rogue_resolve_options(opt, &o)) != DELVE_OK)
        return st;
    level_header(out, seed, &o);

    if (o.dos) { /* main(): seed = dnum, then the start-up draws (erratum 4) */
        delve_priv_prelude prelude;
        delve__rogue_prelude(o.dos, &prelude);
        state = prelude.state;
    } else {
        state = delve_rogue_start_state(seed, o.depth);
    }
    build(state, out, NULL);
    return DELVE_OK;
}

int delve__rogue_map_ok(const delve_rogue_level *lv)
{
    return lv->rows >= 1 && lv->rows <= DELVE_ROGUE_ROWS && lv->cols >= 1 &&
           lv->cols <= DELVE_ROGUE_COLS;
}

int delve__rogue_count(int n, int max)
{
    return n < max ? n : max; /* below 0 no loop runs */
}

/* A monster's letter or the player on the drawn map, if (x, y) is within it. */
static void draw_on(const delve_rogue_level *lv, unsigned char *out, int x, int y, int c)
{
    /* any ints (a struct filled by hand): the test in unsigned arithmetic, which wraps */
    unsigned at = ((unsigned)y - 1u) * (unsigned)lv->cols + (unsigned)x;
    if ((unsigned)x < (unsigned)lv->cols && (unsigned)y - 1u < (unsigned)lv->rows)
        out[at] = (unsigned char)c;
}

void delve_rogue_draw(const delve_rogue_level *lv, unsigned char *out)
{
    int y, i, n;
    if (!lv || !out || !delve__rogue_map_ok(lv))
        return;
    for (y = 0; y < lv->rows; y++)
        memcpy(out + y * lv->cols, lv->chars[y], (size_t)lv->cols);
    n = delve__rogue_count(lv->n_monsters, DELVE_ROGUE_MAX_MONSTERS);
    for (i = 0; i < n; i++)
        draw_on(lv, out, lv->monsters[i].x, lv->monsters[i].y, lv->monsters[i].letter);
    draw_on(lv, out, lv->player.x, lv->player.y, DELVE_CH_PLAYER);
}

const char *delve_trap_name(int type)
{
    static const char *const names[8] = {"trapdoor", "arrow", "sleep", "bear",
                                         "teleport", "dart",  "weird", "weird"};
    return type >= 0 && type < 8 ? names[type] : "unknown";
}

const char *delve_item_name(int kind)
{
    static const char *const names[DELVE_ITEM_KINDS] = {"potion", "scroll", "food",  "weapon",
                                                        "armor",  "ring",   "stick", "amulet"};
    return kind >= 0 && kind < DELVE_ITEM_KINDS ? names[kind] : "unknown";
}

const char *delve_mode_name(int mode)
{
    return mode == DELVE_MODE_FIXED ? "fixed" : mode == DELVE_MODE_CLASSIC ? "classic" : "unknown";
}
