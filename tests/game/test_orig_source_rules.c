/* test_orig_source_rules.c — rules of the original's game on paths no recorded game runs, from a
   fifth review of the spec beside the code (fights, items), where the spec's part and the
   original's source agree: a thrown staff of striking, P and w with an empty pack, a bolt's
   bounce, get_item's remembered letter, messages shown at once in the middle of a turn, and
   later reviews' (the status line's armour cache, the 16-bit purse). One verdict per rule, as test_orig_rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_base.h"
#include "test_orig_items_util.h"

static it_game t;

/* The floor's stick of striking, or NULL. */
static const delve_priv_thing *floor_striking(void)
{
    delve_priv_orig *o = it_o(&t);
    int th;
    for (th = o->lvl_obj; th >= 0; th = o->things[th].next)
        if (o->things[th].kind == DELVE_ITEM_STICK && o->things[th].which == ORIG_WS_HIT)
            return &o->things[th];
    return NULL;
}

/* P3 3.2 step 2.6: "if weap is a stick of striking, its charges go down by 1"; a thrown one
   is weap itself (P3 9.2 step 3: the object itself is unlinked), so it lands with one fewer. */
static void thrown_striking(void)
{
    const delve_priv_thing *th;
    int s, m;
    it_kind("rule", 43, "a thrown staff of striking spends a charge (P3 3.2 step 2.6)");
    it_start(&t, 100, 1);
    s = it_give(&t, DELVE_ITEM_STICK, ORIG_WS_HIT, 5, 0);
    m = it_monster(&t, 'H', 0, 2, 50, 0);
    it_o(&t)->monsters[m].arm = -200; /* never hit */
    it_clear_log(&t);
    it_keys(&t, "tl");
    it_key(&t, 'a' + s);
    th = floor_striking();
    KCHECK(it_said_part(&t, "missed"), "set-up: the throw misses: %s", t.log);
    KCHECK(th && th->ac == 4, "the staff on the floor has %d charges, not 4", th ? th->ac : -1);
    it_kind_end();
}

/* P3 10.1 step 2 "no object: stop, no turn"; P4 2.1 step 3 "(P and c are free anyway)" and
   9.1 step 1: with an empty pack w and P take no turn, while q does ("after is not touched"). */
static void empty_pack(void)
{
    static const char keys[] = "wPq";
    int i;
    it_kind("rule", 44, "w and P with an empty pack take no turn, q takes one (P3 10.1, P4 2.1)");
    for (i = 0; keys[i]; i++) {
        int res;
        it_start(&t, 100, 1);
        t.g.priv.pack.n = 0;
        t.g.priv.pack.pieces = 0;
        res = delve_game_act(&t.g, keys[i]);
        KCHECK(((res & DELVE_GAME_TURN) != 0) == (keys[i] == 'q'), "%c: %s a turn", keys[i],
               res & DELVE_GAME_TURN ? "took" : "took no");
    }
    it_kind_end();
}

/* P4 8.4 step 4.3: at a bounce "slot i will be reused ...; nothing is drawn", and step 5
   restores slots 0..i-1: the cell bounced off keeps what it showed, standout and all. */
static void bounce_cell(void)
{
    delve_game *g = &t.g;
    int s, w;
    it_kind("rule", 45, "a bolt's bounce leaves the cell it bounced off as it was (P4 8.4)");
    it_start(&t, 300, 1);
    it_keys(&t, "hhh");                     /* (11, 39), above the room's bottom door (14, 39) */
    LEVEL_CHAR(g, 14, 39) = DELVE_CH_HWALL; /* made secret: magic mapping shows it in standout */
    LEVEL_FLAGS(g, 14, 39) &= (unsigned char)~DELVE_F_REAL;
    delve__game_put(g, 14, 39, DELVE_CH_HWALL, 0);
    s = it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_MAP, 0, 0);
    it_keys(&t, "r");
    it_key(&t, 'a' + s);
    KCHECK(it_char(&t, 14, 39) == DELVE_CH_DOOR && it_attr(&t, 14, 39) == 0x70,
           "set-up: the mapped door shows %02x at %02x", it_char(&t, 14, 39), it_attr(&t, 14, 39));
    w = it_give(&t, DELVE_ITEM_STICK, ORIG_WS_FIRE, 5, 0);
    it_clear_log(&t);
    it_keys(&t, "zj");
    it_key(&t, 'a' + w);
    KCHECK(it_said_part(&t, "bounces"), "set-up: the flame bounces: %s", t.log);
    KCHECK(it_char(&t, 14, 39) == DELVE_CH_DOOR && it_attr(&t, 14, 39) == 0x70,
           "the door bounced off shows %02x at %02x, not ce at 70", it_char(&t, 14, 39),
           it_attr(&t, 14, 39));
    it_kind_end();
}

/* P4 2.1 step 4.4: what the list returned is lch ("Otherwise lch = ch"), Escape and identify's
   choice too, before it is tried; step 4.1 with a (again): lch's key is taken without a prompt
   if the object at lch is wasthing, and no object there is wasthing when none was chosen yet. */
static void again_letter(void)
{
    int i, res;
    it_kind("rule", 46, "get_item keeps the list's key as lch; a repeats it (P4 2.1 step 4)");
    it_start(&t, 100, 1); /* Escape at the list, then a: Escape again, no list, no turn */
    it_keys(&t, "e");
    KCHECK(it_waits(&t, W_ITEM_LIST), "set-up: e shows the list");
    it_key(&t, ORIG_ESC);
    res = delve_game_act(&t.g, 'a');
    KCHECK(it_waits(&t, W_CMD) && !(res & DELVE_GAME_TURN),
           "e, Escape, a: waits for %d (a command is %d), %s turn", it_o(&t)->wait, W_CMD,
           res & DELVE_GAME_TURN ? "a" : "no");

    it_start(&t, 100, 1); /* w d, then w and Escape: a shows the list, d is not wasthing's */
    i = it_find(&t, DELVE_ITEM_WEAPON, 2); /* the bow */
    it_key(&t, 'w');
    it_key(&t, 'a' + i);
    it_key(&t, 'w');
    it_key(&t, ORIG_ESC);
    it_clear_log(&t);
    it_key(&t, 'a');
    KCHECK(it_waits(&t, W_ITEM_LIST) && !it_said_part(&t, "already in use"),
           "w, Escape, a: the wield list (waits for %d): %s", it_o(&t)->wait, t.log);

    it_start(&t, 100, 1); /* read identify, identify c: a reads with a list (lch is c) */
    i = it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_IDENT, 0, 0);
    it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_IDENT, 0, 0); /* a stack of two */
    it_key(&t, 'r');
    it_key(&t, 'a' + i);
    KCHECK(it_waits(&t, W_ITEM_LIST), "set-up: identify's list");
    it_key(&t, 'c');
    it_key(&t, 'a');
    KCHECK(it_waits(&t, W_ITEM_LIST) && it_obj(&t, i)->count == 1,
           "r, identify c, a: the read list (waits for %d, %d scrolls left)", it_o(&t)->wait,
           it_obj(&t, i)->count);
    it_kind_end();
}

/* Whether row 0 showed `first` before `then` (both shown). */
static int said_before(const char *first, const char *then)
{
    const char *a = strstr(t.log, first), *b = strstr(t.log, then);
    return a && b && a < b;
}

/* P2 5.1 step 3.3: wake_monster shows the medusa's gaze itself, inside enter_room; the sight
   fuse's enter_room comes before its "the veil of darkness lifts" (P4), so the gaze is first. */
static void medusa_gaze(void)
{
    delve_priv_orig *o;
    int m, r;
    it_kind("rule", 47, "the medusa's gaze is shown when it falls, before later messages (P2 5.1)");
    it_start(&t, 100, 1);
    o = it_o(&t);
    r = it_give(&t, DELVE_ITEM_RING, ORIG_R_PROTECT, -10, 1);
    it_obj(&t, r)->in_use = DELVE_GAME_LEFT_HAND; /* the hero's save always fails */
    m = it_monster(&t, 'M', 0, -6, 500, ISRUN);
    o->monsters[m].arm = 100;
    o->flags |= ISBLIND;
    delve__orig_fuse(&t.g, D_SIGHT, 1);
    it_clear_log(&t);
    it_key(&t, 's');
    KCHECK(said_before("The medusa's gaze", "The veil of darkness lifts"),
           "the gaze, then the veil: %s", t.log);
    it_kind_end();
}

/* A new game whose wielded weapon is vorpalised against hobgoblins */
static void vorpal_game(void)
{
    int i;
    it_start(&t, 100, 1);
    for (i = 0; i < t.g.priv.pack.n; i++)
        if (it_obj(&t, i)->in_use == DELVE_GAME_WIELDED)
            it_obj(&t, i)->enemy = 'H';
}

/* P2 8.1: see_monst shows the vorpal flash as a side effect, when the monster's move looks at
   it; a monster later in the list hits after that. */
static void vorpal_flash(void)
{
    delve_priv_orig *o;
    int k;
    it_kind("rule", 48, "the vorpal flash is shown when its monster is seen (P2 8.1)");
    vorpal_game();
    o = it_o(&t);
    k = it_monster(&t, 'K', 1, 0, 500, ISRUN);
    o->monsters[k].lvl = 40;                /* always hits */
    it_monster(&t, 'H', 0, -6, 500, ISRUN); /* the list's head: moves first */
    it_clear_log(&t);
    it_key(&t, 's');
    KCHECK(said_before("gives off a flash", "The kestral hit"), "the flash, then the hit: %s",
           t.log);
    it_kind_end();
}

/* P2 5.1 step 3.3 and rooms.c: wake_monster calls msg at once, so a gaze that falls while a
   message is up stops at ' More ' then and there. A wand of light says its message, then
   enter_room's door_open wakes the room's monsters before its loop draws the room: the
   ' More ' shows the room still dark, with the hero's 3x3 that msg's look draws. */
static void gaze_more(void)
{
    delve_priv_orig *o;
    delve_rogue_room *rm;
    int r, y, x, shown = 0, far = 0;
    char keys[4] = {'z', 'h', 0, 0};
    it_kind("rule", 62,
            "the medusa's gaze stops at ' More ' before the lit room is drawn (P2 5.1)");
    it_start(&t, 100, 1);
    o = it_o(&t);
    r = it_give(&t, DELVE_ITEM_RING, ORIG_R_PROTECT, -10, 1);
    it_obj(&t, r)->in_use = DELVE_GAME_LEFT_HAND; /* the hero's save always fails */
    it_give(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT, 5, 0);
    keys[2] = (char)it_letter(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT);
    it_monster(&t, 'M', 0, -6, 500, ISRUN);
    rm = &t.g.priv.level.rogue.rooms[t.g.priv.proom];
    rm->flags |= DELVE_ROOM_DARK;
    for (y = rm->y + 1; y < rm->y + rm->h - 1; y++) /* the dark room as the screen showed it */
        for (x = rm->x + 1; x < rm->x + rm->w - 1; x++)
            if (abs(y - t.g.priv.hero.y) > 1 || abs(x - t.g.priv.hero.x) > 1)
                t.g.chars[y * DELVE_GAME_COLS + x] = ' ';
    delve_game_act(&t.g, keys[0]);
    delve_game_act(&t.g, keys[1]);
    delve_game_act(&t.g, keys[2]);
    KCHECK(o->wait == W_MORE && !strncmp((const char *)t.g.chars, "The room is lit", 15),
           "the zap does not stop at ' More ' after its message (waits for %d)", o->wait);
    for (y = rm->y + 1; y < rm->y + rm->h - 1; y++)
        for (x = rm->x + 1; x < rm->x + rm->w - 1; x++)
            if (abs(y - t.g.priv.hero.y) > 1 || abs(x - t.g.priv.hero.x) > 1) {
                far++;
                shown += t.g.chars[y * DELVE_GAME_COLS + x] != ' ';
            }
    KCHECK(far > 0 && shown == 0, "at the gaze's ' More ', %d of the room's %d far cells drawn",
           shown, far);
    it_clear_log(&t);
    it_key(&t, ' ');
    KCHECK(it_said_part(&t, "medusa's gaze has confused you"), "after the space: %s", t.log);
    it_kind_end();
}

/* P2 8.1: see_monst calls msg itself, so a vorpal flash while the hero's message is up stops at
   ' More ' in the middle of the monsters' moves: the zombie, later in the list, has not moved. */
static void flash_more(void)
{
    delve_priv_orig *o;
    delve_point h;
    int z, food;
    it_kind("rule", 63, "a vorpal flash stops at ' More ' before later monsters move (P2 8.1)");
    vorpal_game();
    o = it_o(&t);
    h = t.g.priv.hero;
    food = it_letter(&t, DELVE_ITEM_FOOD, 0);
    z = it_monster(&t, 'Z', 0, 5, 500, ISRUN);
    it_monster(&t, 'H', 0, -6, 500, ISRUN); /* the list's head: moves first */
    delve_game_act(&t.g, 'e');
    delve_game_act(&t.g, food); /* "yum, that tasted good" (or "yuk"), then the monsters */
    KCHECK(o->wait == W_MORE && it_char(&t, h.y, h.x + 5) == 'Z' &&
               it_char(&t, h.y, h.x + 4) != 'Z' && o->monsters[z].x == h.x + 4,
           "at the flash's ' More ' (waits for %d) the zombie shows at %c%c, has moved to x %d",
           o->wait, it_char(&t, h.y, h.x + 4), it_char(&t, h.y, h.x + 5), o->monsters[z].x - h.x);
    it_clear_log(&t);
    it_key(&t, ' ');
    KCHECK(it_said_part(&t, "gives off a flash") && it_char(&t, h.y, h.x + 4) == 'Z',
           "after the space: the zombie at +4 shows '%c'; %s", it_char(&t, h.y, h.x + 4), t.log);
    it_kind_end();
}

/* P3 7.1 step 7: attack's flush_type comes after its messages, and readchar reads the macro's
   typeahead (P1 5.3, 12.2): the ' More ' before the monster's blow takes the macro's space,
   and the rest of the macro is dropped. */
static void macro_more(void)
{
    delve_priv_orig *o;
    char row[DELVE_GAME_COLS + 1];
    int m;
    const char *p;
    it_kind("rule", 49,
            "a ' More ' in a monster's attack reads the macro before its flush (P3 7.1)");
    it_start(&t, 100, 1);
    o = it_o(&t);
    delve_game_act(&t.g, 'F'); /* the macro: l, space, l */
    for (p = "l l"; *p; p++)
        delve_game_act(&t.g, *p);
    delve_game_act(&t.g, '\r');
    m = it_monster(&t, 'H', 0, 1, 500, ISRUN);
    o->monsters[m].lvl = 40;   /* always hits */
    o->monsters[m].arm = -200; /* never hit */
    delve_game_act(&t.g, 6);   /* Ctrl-F: the blow, its miss and the hobgoblin's hit */
    it_row(&t, 0, row);
    KCHECK(it_waits(&t, W_CMD) && o->type_len == 0 && strstr(row, "obgoblin") &&
               !strstr(row, "hit the"),
           "after Ctrl-F: waits for %d (a command is %d), row 0 '%s'", o->wait, W_CMD, row);
    it_kind_end();
}

/* P1 5.2: readchar returns the macro's bytes before it looks at them, so an Escape from the
   macro ends no count (only one typed does): "3t<Esc>" played by F9 cancels the throw's
   direction, and the count, now 2, throws again and asks anew; typed, the count ends. */
static void macro_escape(void)
{
    delve_game_options opt;
    delve_game_state s;
    char row[DELVE_GAME_COLS + 1];
    const char *typed = "3t\x1b", *p;
    it_kind("rule", 64, "an Escape from the macro ends no count (P1 5.2)");
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_ORIGINAL;
    opt.dos = IT_DOS;
    opt.macro = typed;
    KCHECK(delve_game_start(&t.g, 0, &opt) == DELVE_OK, "the game of the macro does not start");
    delve_game_act(&t.g, 6); /* Ctrl-F */
    delve_game_get_state(&t.g, &s);
    it_row(&t, 0, row);
    KCHECK(s.prompt == DELVE_PROMPT_DIRECTION && !strcmp(row, "Which direction?") &&
               it_o(&t)->count == 2 && it_char(&t, 23, 76) == '2',
           "after the macro: waits for %d, row 0 \"%s\", count %d shown '%c'", s.prompt, row,
           it_o(&t)->count, it_char(&t, 23, 76));
    KCHECK(delve_game_start(&t.g, 0, &opt) == DELVE_OK, "the game does not start again");
    for (p = typed; *p; p++)
        delve_game_act(&t.g, (unsigned char)*p);
    delve_game_get_state(&t.g, &s);
    KCHECK(s.prompt == DELVE_PROMPT_COMMAND && it_o(&t)->count == 0,
           "typed: waits for %d, count %d", s.prompt, it_o(&t)->count);
    it_kind_end();
}

/* The original's do_zap lets a venus flytrap's hold go in its case for polymorph, the
   teleports, cancellation and the vorpal zap alone; haste and slow are a case of their own
   that never looks at 'F' (P4 8.3 said every beam kind). */
static void flytrap_beams(void)
{
    static const int which[] = {ORIG_WS_SLOW_M, ORIG_WS_HASTE_M, ORIG_WS_CANCEL};
    int k;
    it_kind("rule", 50, "haste and slow at a flytrap keep its hold; cancellation frees (do_zap)");
    for (k = 0; k < 3; k++) {
        char keys[4] = {'z', 'h', 0, 0};
        it_start(&t, 200, 1);
        it_give(&t, DELVE_ITEM_STICK, which[k], 5, 0);
        it_monster(&t, 'F', 0, -3, 50, 0);
        it_o(&t)->flags |= ISHELD;
        keys[2] = (char)it_letter(&t, DELVE_ITEM_STICK, which[k]);
        it_keys(&t, keys);
        KCHECK(((it_o(&t)->flags & ISHELD) != 0) == (k < 2), "stick %d: the hero is %s", which[k],
               it_o(&t)->flags & ISHELD ? "held" : "free");
    }
    it_kind_end();
}

/* The original's rooms.c leave_room: floor = (dark and not blind) ? ' ' : FLOOR, so a blind
   hero leaving a dark room leaves the floor he saw, and what lay on it, as '.' (rogue.md 10
   leaves the blindness out). */
static void blind_leaving(void)
{
    delve_point at;
    it_kind("rule", 51, "a blind hero leaving a dark room leaves its floor shown (leave_room)");
    it_start(&t, 100, 1);
    t.g.priv.level.rogue.rooms[t.g.priv.proom].flags |= DELVE_ROOM_DARK;
    at = t.g.priv.hero;
    delve__game_put(&t.g, at.y, at.x - 2, DELVE_CH_FLOOR, 0);
    delve__game_put(&t.g, at.y, at.x - 3, '!', 0);
    it_o(&t)->flags |= ISBLIND;
    delve__orig_leave_room(&t.g, at);
    KCHECK(it_char(&t, at.y, at.x - 2) == DELVE_CH_FLOOR &&
               it_char(&t, at.y, at.x - 3) == DELVE_CH_FLOOR,
           "the room's cells show '%c' and '%c', not floor", it_char(&t, at.y, at.x - 2),
           it_char(&t, at.y, at.x - 3));
    it_kind_end();
}

/* The original's rip.c pr_scores: " killed by " killname(fate) for any letter (killname says
   God for a code it does not know), else " wierded out", its spelling. */
static void scores_fates(void)
{
    static const struct {
        int fate;
        const char *line;
    } fates[] = {{0, "Alice wierded out on level 3"}, {'x', "Alice killed by God on level 3"}};
    char row[DELVE_GAME_COLS + 1];
    int k, y, found;
    it_kind("rule", 52, "the Hall of Fame's other fates: killed by God, wierded out (pr_scores)");
    for (k = 0; k < 2; k++) {
        delve_game_score score;
        memset(&score, 0, sizeof score);
        strcpy(score.name, "Alice");
        score.gold = 500;
        score.fate = fates[k].fate;
        score.level = 3;
        score.rank = 1;
        it_start(&t, 100, 1);
        t.g.priv.has_scores = 1;
        t.g.priv.n_scores = 1;
        t.g.priv.scores[0] = score;
        t.g.priv.gold = 10;
        delve__orig_death(&t.g, 'a');
        delve_game_act(&t.g, '\r');
        for (y = 0, found = 0; y < DELVE_GAME_ROWS; y++) {
            it_row(&t, y, row);
            found |= strstr(row, fates[k].line) != NULL;
        }
        KCHECK(found, "no \"%s\" in the Hall of Fame", fates[k].line);
    }
    it_kind_end();
}

/* The original's chase, rndmove and plop_monster test a '?' square's object by its o_which
   alone (== S_SCARE, 6): a xeroc disguised as a scroll on a potion of which 6 shuts the square
   as a scare monster scroll would. */
static void scare_which(void)
{
    delve_game *g = &t.g;
    delve_priv_orig *o;
    int x, z, hy, hx;
    it_kind("rule", 53, "a '?' over any object of which 6 scares a chasing monster (chase)");
    it_start(&t, 50, 1);
    o = it_o(&t);
    hy = g->priv.hero.y;
    hx = g->priv.hero.x;
    x = it_monster(&t, 'X', 0, 2, 10, 0);
    o->monsters[x].disguise = DELVE_CH_SCROLL;
    it_put_thing(&t, DELVE_ITEM_POTION, 6, hy, hx + 2); /* under the '?' */
    z = it_monster(&t, 'Z', 0, 3, 10, ISRUN);
    o->monsters[z].dest = ORIG_DEST_HERO;
    delve__orig_runners(g);
    KCHECK(o->monsters[z].y != hy || o->monsters[z].x != hx + 2,
           "the zombie stepped onto the '?' at (%d, %d)", hy, hx + 2);
    it_kind_end();
}

/* The original's chase gives the hero's square no exception: winat there is a revealed
   xeroc's 'X' when he was teleported onto it, which step_ok refuses, so another monster beside
   him does not step in to strike. */
static void hero_square(void)
{
    delve_priv_orig *o;
    int x, z;
    it_kind("rule", 54, "a revealed xeroc on the hero's square shuts it to the others (chase)");
    it_start(&t, 50, 1);
    o = it_o(&t);
    x = it_monster(&t, 'X', 0, 0, 10, ISRUN);
    o->monsters[x].disguise = 'X';
    o->monsters[x].dest = ORIG_DEST_HERO;
    o->monsters[x].lvl = -30; /* its own blows miss */
    z = it_monster(&t, 'Z', 0, 1, 10, ISRUN);
    o->monsters[z].dest = ORIG_DEST_HERO;
    o->monsters[z].lvl = 40; /* would always hit */
    delve__orig_runners(&t.g);
    KCHECK(o->hp == 50, "the zombie struck: %d hit points of 50 left", o->hp);
    it_kind_end();
}

/* Keys as typed, one act each. */
static void act(const char *keys)
{
    for (; *keys; keys++)
        delve_game_act(&t.g, (unsigned char)*keys);
}

/* The original's fakedos.c: comline is zeroed, then getinfo's Escape writes ESCAPE at its start
   and leaves the rest ("a:" then Escape is "\33:", a drive that is no letter: "Invalid drive
   specification"); stpblk and endblk drop all white space (is_space: a blank, bytes 9-13). */
static void fake_dos(void)
{
    char row[DELVE_GAME_COLS + 1];
    it_kind("rule", 55, "fake DOS: Escape keeps what follows; tabs are blanks (fakedos.c)");
    it_start(&t, 100, 1);
    act("!a:\33");
    it_row(&t, 2, row);
    KCHECK(!strcmp(row, "Invalid drive specification"), "a: Escape: row 2 \"%s\"", row);
    act("\trogue\t\r");
    KCHECK(it_waits(&t, W_CMD), "tab rogue tab Enter: waits for %d, not a command (%d)",
           it_o(&t)->wait, W_CMD);
    it_kind_end();
}

/* The original's rooms.c enter_room sets t_oldch only for a monster the hero sees; an unseen
   one keeps new_monster's '@', so its first move away draws nothing on its old cell. */
static void unseen_oldch(void)
{
    delve_priv_orig *o;
    int m;
    char keys[4] = {'z', 'l', 0, 0};
    it_kind("rule", 56, "enter_room leaves an unseen monster's oldch (rooms.c)");
    it_start(&t, 100, 1);
    o = it_o(&t);
    m = it_monster(&t, 'P', 0, -5, 50, 0); /* a phantom: invisible */
    o->monsters[m].flags &= (unsigned short)~ISRUN;
    o->monsters[m].oldch = '@'; /* as new_monster leaves it */
    it_give(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT, 5, 0);
    keys[2] = (char)it_letter(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT);
    it_keys(&t, keys); /* light: enter_room */
    KCHECK(o->monsters[m].oldch == '@', "the phantom's oldch is %02x, not '@'",
           o->monsters[m].oldch);
    it_kind_end();
}

/* The original's new_leve.c: enter_room, then mvaddch(hero, PLAYER) in the normal attribute,
   in a maze too; the next look draws him in standout, but a ' More ' before it (a trap door's
   fall) shows him plain. */
static void maze_arrival(void)
{
    int i, found = 0;
    it_kind("rule", 57, "a new level draws the hero plain, in a maze too (new_leve.c)");
    it_start(&t, 100, 0);
    for (i = 0; i < 3000 && !found; i++) {
        delve_point h;
        delve__orig_new_level(&t.g, 20 + i % 6);
        h = t.g.priv.hero;
        if (LEVEL_FLAGS(&t.g, h.y, h.x) & DELVE_F_MAZE) {
            found = 1;
            KCHECK(it_char(&t, h.y, h.x) == DELVE_CH_PLAYER && it_attr(&t, h.y, h.x) == 0x0E,
                   "the hero in a maze shows %02x at %02x, not 01 at 0e", it_char(&t, h.y, h.x),
                   it_attr(&t, h.y, h.x));
        }
    }
    KCHECK(found, "set-up: no level put the hero in a maze");
    it_kind_end();
}

/* P1 13.1: "the cache stores the armour value minus any protection rings, but the test compares
   it with the value without rings" (io.c status). With a +1 ring on, enchanting the armour from 6
   to 5 draws Armor:6 and caches 4; enchanting it to 4 then equals the cache and is not drawn: the
   field keeps 6, after the ring comes off too, until the armour changes again. */
static int armor_shown(void)
{
    char row[DELVE_GAME_COLS + 1];
    const char *a;
    it_row(&t, 23, row);
    a = strstr(row, "Armor:");
    return a ? atoi(a + 6) : -99;
}

static void read_enchant_armor(void)
{
    it_key(&t, 'r');
    it_key(&t, 'a' + it_find(&t, DELVE_ITEM_SCROLL, ORIG_S_ARMOR));
}

static void armor_cache(void)
{
    int i;
    it_kind("rule", 58, "Armor: is redrawn by the value less the protection rings (P1 13.1)");
    it_start(&t, 100, 1);
    it_give(&t, DELVE_ITEM_RING, ORIG_R_PROTECT, 1, 0);
    for (i = 0; i < 3; i++)
        it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_ARMOR, 0, 0);
    it_key(&t, 'P');
    it_key(&t, it_letter(&t, DELVE_ITEM_RING, ORIG_R_PROTECT));
    it_key(&t, 'l');
    read_enchant_armor();
    KCHECK(armor_shown() == 6, "set-up: the armour enchanted to 5 shows Armor:%d", armor_shown());
    read_enchant_armor();
    it_keys(&t, "s");
    KCHECK(armor_shown() == 6, "the armour enchanted to 4 shows Armor:%d, not 6", armor_shown());
    KCHECK(it_o(&t)->s_arm == 6, "state's armour is %d, not the 6 shown", it_o(&t)->s_arm);
    it_key(&t, 'R');
    it_keys(&t, "s");
    KCHECK(armor_shown() == 6, "the ring off shows Armor:%d, not 6", armor_shown());
    read_enchant_armor();
    KCHECK(armor_shown() == 8, "enchanted to 3 shows Armor:%d, not 8", armor_shown());
    it_kind_end();
}

/* Gold on the hero's east cell, worth v */
static void gold_east(int v)
{
    delve_priv_orig *o = it_o(&t);
    delve_point h = t.g.priv.hero;
    int th = delve__orig_new_thing_slot(&t.g);
    o->things[th].kind = ORIG_GOLD;
    o->things[th].value = v;
    o->things[th].y = (short)h.y;
    o->things[th].x = (short)(h.x + 1);
    o->things[th].next = o->lvl_obj;
    o->lvl_obj = (short)th;
    LEVEL_CHAR(&t.g, h.y, h.x + 1) = DELVE_CH_GOLD;
}

/* The row with this text (leading blanks cut), or -1 */
static int row_with(const char *text)
{
    char row[DELVE_GAME_COLS + 1];
    int y;
    for (y = 0; y < DELVE_GAME_ROWS; y++) {
        it_row(&t, y, row);
        if (!strcmp(row + strspn(row, " "), text))
            return y;
    }
    return -1;
}

/* P3 1: purse is a 16-bit int. Gold shows "%u" (status, tombstone, the sale): a pick-up past
   65535 wraps; from 32768 the int is negative, so a leprechaun's theft leaves 0 (rip.c's "a
   negative purse becomes 0"), death's tax purse / 10 is negative (it adds gold), and the Hall of
   Fame stops at the entry (pr_scores: sc_gold <= 0), which the score file still keeps. */
static void purse_bits(void)
{
    char row[DELVE_GAME_COLS + 1];
    int m, guard, sold, i, r;
    it_kind("rule", 59,
            "the purse is a 16-bit int: it wraps, and reads negative from 32768 (P3 1)");
    it_start(&t, 100, 1);
    t.g.priv.gold = 65500;
    gold_east(100);
    it_key(&t, 'l');
    it_row(&t, 23, row);
    KCHECK(t.g.priv.gold == 64 && strstr(row, "Gold:64     Armor") != NULL,
           "65500 + 100 gold: the purse %d, the status \"%s\"", t.g.priv.gold, row);
    r = delve_game_act(&t.g, '.');
    KCHECK(!(r & DELVE_GAME_PICKED_UP), "a rest flagged a pick-up");
    it_start(&t, 100, 1);
    t.g.priv.gold = 65500;
    gold_east(100);
    r = delve_game_act(&t.g, 'l');
    KCHECK(r & DELVE_GAME_PICKED_UP, "the pick-up that wrapped the purse is not flagged");

    it_start(&t, 100, 1);
    t.g.priv.gold = 40000;
    m = it_monster(&t, 'L', 0, 1, 100, ISRUN);
    it_o(&t)->monsters[m].arm = -200; /* the hero never hits it */
    it_clear_log(&t);
    for (guard = 0; guard < 300 && t.g.priv.gold == 40000; guard++)
        it_key(&t, 's');
    KCHECK(t.g.priv.gold == 0 && it_said(&t, "Your purse feels lighter"),
           "a leprechaun's theft from 40000: the purse %d", t.g.priv.gold);

    it_start(&t, 100, 1);
    t.g.priv.gold = 40000; /* -25536: the tax of -2553 makes it -22983 */
    delve__orig_death(&t.g, 'a');
    it_row(&t, 18, row);
    KCHECK(t.g.priv.gold == 42553 && strstr(row, " 42553 Au ") != NULL,
           "death with 40000: the purse %d, the tombstone's row 18 \"%s\"", t.g.priv.gold, row);
    it_key(&t, '\r');
    it_key(&t, 'c');
    KCHECK(t.g.priv.n_scores == 1 && t.g.priv.scores[0].gold == 42553 &&
               delve_game_score_fault(&t.g.priv.scores[0], NULL) == NULL,
           "the score file: %d entries, gold %d", t.g.priv.n_scores, t.g.priv.scores[0].gold);
    KCHECK(row_with("Gold") >= 0 && row_with("Gold") + 2 < DELVE_GAME_ROWS,
           "no \"Gold\" header in the Hall of Fame");
    it_row(&t, row_with("Gold") + 2, row);
    KCHECK(row[0] == '\0', "the Hall of Fame shows the entry of 42553 gold: \"%s\"", row);

    it_start(&t, 100, 1);
    t.g.priv.gold = 65300;
    delve__orig_total_winner(&t.g);
    delve__orig_win_key(&t.g, ' ');
    for (i = 0, sold = 0; i < t.g.priv.pack.n; i++) {
        it_row(&t, i + 1, row);
        sold += atoi(row + 3);
    }
    KCHECK(sold > 236 && t.g.priv.gold == (65300 + sold) % 65536 &&
               row_with("65300  Gold Pieces") == i + 1,
           "the winner's 65300 and %d sold: the purse %d", sold, t.g.priv.gold);

    it_start(&t, 100, 1); /* a worth is an int too: unknown potions, halved after */
    it_obj(&t, it_give(&t, DELVE_ITEM_POTION, 8, 0, 0))->count = 270;
    it_obj(&t, it_give(&t, DELVE_ITEM_POTION, 9, 0, 0))->count = 170; /* 200 each */
    delve__orig_total_winner(&t.g);
    delve__orig_win_key(&t.g, ' ');
    it_row(&t, it_find(&t, DELVE_ITEM_POTION, 8) + 1, row);
    KCHECK(atoi(row + 3) == 982, "270 potions of 250 (67500, 1964 in 16 bits) sell as \"%s\"", row);
    it_row(&t, it_find(&t, DELVE_ITEM_POTION, 9) + 1, row);
    KCHECK(atoi(row + 3) == 0, "170 potions of 200 (34000, -31536 in 16 bits) sell as \"%s\"", row);
    it_kind_end();
}

/* ROGUE.OPT's macro and savefile (P5 G1): F9 (Ctrl-F) types the macro's keys and F shows them;
   the save prompt offers the savefile, which Enter alone saves to */
static void rogue_opt_texts(void)
{
    delve_game_options opt;
    delve_game_state s;
    char row[DELVE_GAME_COLS + 1];
    int turns;
    it_kind("rule", 60, "ROGUE.OPT's macro and savefile: F9 types one, S offers the other");
    memset(&opt, 0, sizeof opt);
    opt.dos = 4651;
    opt.macro = "ss";
    opt.savefile = "my.sav";
    memset(&t, 0, sizeof t);
    KCHECK(delve_game_start(&t.g, 0, &opt) == DELVE_OK, "set-up: the game did not start");
    delve_game_get_state(&t.g, &s);
    turns = s.turns;
    it_key(&t, 0x06);
    delve_game_get_state(&t.g, &s);
    KCHECK(s.turns == turns + 2, "the macro ss took %d turns, not 2", s.turns - turns);
    delve_game_act(&t.g, 'F'); /* a line is read: no it_key, which escapes it */
    it_row(&t, 0, row);
    KCHECK(!strcmp(row, "F9 was ss, enter new macro:"), "F shows \"%s\"", row);
    delve_game_act(&t.g, 27);
    delve_game_act(&t.g, 'S');
    it_row(&t, 0, row);
    KCHECK(!strcmp(row, "Save file (press enter (\x11\xd9) to default to \"my.sav\") ?"),
           "S asks \"%s\"", row);
    delve_game_act(&t.g, '\r');
    it_row(&t, 1, row);
    KCHECK(!strcmp(row, "Game saved as my.sav."), "Enter saves as \"%s\"", row);
    it_kind_end();
}

/* The cell (y, x) of game g: its character and attribute as one number, ch << 8 | attr */
static int cell(const delve_game *gm, int y, int x)
{
    return gm->chars[y * gm->cols + x] << 8 | gm->attrs[y * gm->cols + x];
}

/* mach_dep.c's credits (P5 G2): a brown double box round the screen with row 22's rule, the
   lines centred in their colours, "Rogue's Name? " at (23, 2), the name echoed in high()'s
   0x0F; in 40 columns centred in 40; Escape keeps the name given */
static void credits_screen(void)
{
    static const struct {
        int row, attr;
        const char *text;
    } want[] = {{2, 0x70, "ROGUE:  The Adventure Game"},
                {4, 0x0D, "The game of Rogue was designed by:"},
                {6, 0x0F, "Michael Toy and Glenn Wichman"},
                {9, 0x0D, "Various implementations by:"},
                {11, 0x0F, "Ken Arnold, Jon Lane and Michael Toy"},
                {14, 0x0D, "Adapted for the IBM PC by:"},
                {16, 0x0F, "A.I. Design"},
                {19, 0x0E, "(C)Copyright 1985"},
                {20, 0x0F, "Epyx Incorporated"},
                {21, 0x0E, "All Rights Reserved"}};
    delve_game_options opt;
    delve_game_state s;
    char row[DELVE_GAME_COLS + 1];
    int cols, i, last;
    it_kind("rule", 61, "the credits screen asks the name, centred, in its colours (P5 G2)");
    for (cols = 80; cols >= 40; cols -= 40) {
        memset(&opt, 0, sizeof opt);
        opt.dos = 4651;
        opt.cols = cols;
        opt.name = "Preset";
        opt.credits = 1;
        memset(&t, 0, sizeof t);
        KCHECK(delve_game_start(&t.g, 0, &opt) == DELVE_OK, "set-up: the game did not start");
        last = cols - 1;
        KCHECK(cell(&t.g, 0, 0) == (0xC9 << 8 | 6) && cell(&t.g, 0, last) == (0xBB << 8 | 6) &&
                   cell(&t.g, 24, 0) == (0xC8 << 8 | 6) && cell(&t.g, 24, last) == (0xBC << 8 | 6),
               "%d columns: the box's corners are not brown ╔ ╗ ╚ ╝", cols);
        KCHECK(cell(&t.g, 22, 0) == (0xCC << 8 | 6) && cell(&t.g, 22, last) == (0xB9 << 8 | 6) &&
                   cell(&t.g, 22, 1) == (0xCD << 8 | 6) && cell(&t.g, 13, last) == (0xBA << 8 | 6),
               "%d columns: row 22's rule or the box's side is not as the original's", cols);
        for (i = 0; i < (int)(sizeof want / sizeof want[0]); i++) {
            int n = (int)strlen(want[i].text), x = (cols - n) / 2;
            it_row(&t, want[i].row, row);
            KCHECK(!strncmp(row + x, want[i].text, (size_t)n) &&
                       (t.g.attrs[want[i].row * cols + x] & 0xFF) == want[i].attr,
                   "%d columns, row %d: \"%s\", not \"%s\" at %d in %02x", cols, want[i].row, row,
                   want[i].text, x, want[i].attr);
        }
        it_row(&t, 23, row);
        KCHECK(!strncmp(row + 2, "Rogue's Name? ", 14) && cell(&t.g, 23, 2) == ('R' << 8 | 7),
               "%d columns: row 23 is \"%s\"", cols, row);
        delve_game_get_state(&t.g, &s);
        KCHECK(s.prompt == DELVE_PROMPT_LINE && s.turns == 0, "the name prompt is no line");
        delve_game_act(&t.g, 'A');
        delve_game_act(&t.g, 'l');
        delve_game_act(&t.g, 8);
        KCHECK(cell(&t.g, 23, 16) == ('A' << 8 | 0x0F) && cell(&t.g, 23, 17) == (' ' << 8 | 0x0F),
               "%d columns: the name is not echoed at (23, 16) in 0x0F", cols);
        delve_game_act(&t.g, 27);
        it_row(&t, 0, row);
        KCHECK(!strncmp(row, "Hello Preset.", 13), "Escape greets \"%s\"", row);
        delve_game_get_state(&t.g, &s);
        KCHECK(s.prompt == DELVE_PROMPT_COMMAND, "after the name, no command is asked");
    }
    opt.cols = 80;
    opt.screen = DELVE_SCREEN_BW; /* the title's 0x70 through the monochrome table */
    KCHECK(delve_game_start(&t.g, 0, &opt) == DELVE_OK && t.g.attrs[2 * 80 + 27] == 0x78 &&
               t.g.attrs[6 * 80 + 25] == 0x07 && t.g.attrs[0] == 0x07,
           "bw: the credits are not drawn in the monochrome table");
    it_kind_end();
}

/* The original's treas_room raises `level` while it makes the room's monsters (new_leve.c), and
   new_monster (monsters.c) reads it: from depth 26 on such a monster is a level higher, its
   armour one better and its experience 10 + exp_add more, and its hit points roll(lvl, 8) with
   that level (P2 3.2 step 1). A game rebuilt the level's monsters at the depth: hit points
   rolled with one die more than their level. Seed 9058 at depth 26 has a xeroc (level 7,
   armour 7, 100 experience in the table) in its treasure room with 59 hit points. */
static void treasure_monsters(void)
{
    /* the table's levels, A..Z (P2 §1) */
    static const int base[26] = {5, 1, 4, 10, 1, 8, 13, 1, 1, 15, 1, 3, 8,
                                 3, 1, 8, 3,  2, 2, 6,  7, 8, 5,  7, 4, 2};
    delve_game_options opt = {0};
    unsigned seed;
    int depth, levels = 0, xeroc = 0;
    it_kind("rule", 65, "treasure-room monsters deep down are a level higher (new_leve.c)");
    opt.mode = DELVE_MODE_CLASSIC;
    for (depth = 26; depth <= 30; depth++) {
        int raised = 0; /* monsters a level above the depth's: a treasure room's */
        for (seed = 1; seed <= 600; seed++) {
            delve_priv_orig *o = it_o(&t);
            int m;
            opt.depth = depth;
            if (delve_game_start(&t.g, seed, &opt) != DELVE_OK) {
                KCHECK(0, "seed %u depth %d does not start", seed, depth);
                continue;
            }
            levels++;
            for (m = o->mlist; m >= 0; m = o->monsters[m].next) {
                const delve_priv_monster *mp = &o->monsters[m];
                int above = mp->lvl - base[mp->type - 'A'] - (depth - 26);
                raised += above == 1;
                KCHECK(above == 0 || above == 1,
                       "seed %u depth %d: a %c of level %d, not its table's %d plus %d or %d", seed,
                       depth, mp->type, mp->lvl, base[mp->type - 'A'], depth - 26, depth - 25);
                KCHECK(mp->maxhp >= mp->lvl && mp->maxhp <= 8 * mp->lvl,
                       "seed %u depth %d: a level %d %c has %d hit points, not roll(%d, 8)", seed,
                       depth, mp->lvl, mp->type, mp->maxhp, mp->lvl);
            }
        }
        KCHECK(raised > 0, "depth %d: no treasure-room monster a level higher in 600 levels",
               depth);
    }
    opt.depth = 26;
    KCHECK(delve_game_start(&t.g, 9058, &opt) == DELVE_OK, "seed 9058 does not start");
    for (int m = it_o(&t)->mlist; m >= 0; m = it_o(&t)->monsters[m].next) {
        const delve_priv_monster *mp = &it_o(&t)->monsters[m];
        if (mp->type == 'X' && mp->maxhp == 59) {
            xeroc = 1;
            /* exp_add: 59 / 6 = 9, times 4 above level 6 */
            KCHECK(mp->lvl == 8 && mp->arm == 6 && mp->exp == 100 + 10 + 36,
                   "the treasure room's xeroc is level %d, armour %d, %d experience, not 8, 6, "
                   "146",
                   mp->lvl, mp->arm, mp->exp);
        }
    }
    KCHECK(xeroc && levels == 3000, "set-up: no xeroc of 59 hit points, or %d levels of 3000",
           levels);
    it_kind_end();
}

int main(void)
{
    thrown_striking();
    empty_pack();
    bounce_cell();
    again_letter();
    medusa_gaze();
    vorpal_flash();
    gaze_more();
    flash_more();
    macro_more();
    macro_escape();
    flytrap_beams();
    blind_leaving();
    scores_fates();
    scare_which();
    hero_square();
    fake_dos();
    unseen_oldch();
    maze_arrival();
    armor_cache();
    purse_bits();
    rogue_opt_texts();
    credits_screen();
    treasure_monsters();
    return it_done("test_orig_source_rules");
}
