/* test_orig_more_rules.c — more rules of the original's game on paths no recorded game runs,
   from a third review of the spec beside the code (monsters, fights, items): what a monster
   takes, monster detection when leaving a room, the haste wand, the pool of 83 things when it is
   full, the Hall of Fame in 40 columns, the score file's Retry, the wield and pick-up messages,
   a full pack, a trap's arrow, the ^ command, and a turn's screens at ' More ': however many,
   and past the pool of their cells; and from a coverage run (the rules no recorded game and no
   other test reached): each trap's words and effects, hunger to starvation, the monsters'
   specials, a potion swung at a monster, healing by level. One verdict per rule, as
   test_orig_rules. */
#include <stdio.h>
#include <string.h>

#include "game/game_base.h"
#include "game/game_light.h"
#include "game/game_pack.h"
#include "test_orig_items_util.h"

static it_game t;

/* Takes every free thing of the pool (food, out of sight); how many. */
static int fill_pool(void)
{
    int n = 0, th;
    while ((th = delve__orig_new_thing_slot(&t.g)) >= 0) {
        it_o(&t)->things[th].kind = DELVE_ITEM_FOOD;
        it_o(&t)->things[th].count = 1;
        n++;
    }
    return n;
}

/* P2 7.1 step 9: a monster reaching the object it heads for takes it, and "the map cell
   becomes ... FLOOR": the object's cell; the cell the monster came from (here a door) stays. */
static void take_dest(void)
{
    delve_priv_orig *o;
    int r, e, th, m, dy, dx, y = 0, x = 0, oy = -1, ox = -1;
    it_kind("rule", 26, "a monster that takes an object clears the object's cell (P2 7.1)");
    it_start(&t, 100, 1);
    o = it_o(&t);
    for (r = 0; r < DELVE_ROGUE_ROOMS && oy < 0; r++) { /* a door of another room, and the */
        if (r == t.g.priv.proom)                        /* floor cell inside it */
            continue;
        for (e = 0; e < o->n_rexits[r] && oy < 0; e++) {
            y = o->rexits[r][e].y;
            x = o->rexits[r][e].x;
            if (LEVEL_CHAR(&t.g, y, x) != DELVE_CH_DOOR)
                continue;
            for (dy = -1; dy <= 1; dy++)
                for (dx = -1; dx <= 1; dx++)
                    if (oy < 0 && (dy == 0) != (dx == 0) &&
                        LEVEL_CHAR(&t.g, y + dy, x + dx) == DELVE_CH_FLOOR)
                        oy = y + dy, ox = x + dx;
        }
    }
    KCHECK(oy >= 0, "set-up: no door with floor beside it");
    th = it_put_thing(&t, DELVE_ITEM_POTION, 3, oy, ox);
    m = delve__orig_new_monster(&t.g, 'N', (delve_point){x, y}, 10, 0);
    delve__orig_start_run(&t.g, y, x);
    KCHECK(o->monsters[m].dest == th, "set-up: the nymph aims at %d, not the potion (%d)",
           o->monsters[m].dest, th);
    it_key(&t, 's');
    KCHECK(o->monsters[m].pack == th, "the nymph did not take the potion");
    KCHECK(LEVEL_CHAR(&t.g, oy, ox) == DELVE_CH_FLOOR, "the potion's cell holds %02x",
           LEVEL_CHAR(&t.g, oy, ox));
    KCHECK(LEVEL_CHAR(&t.g, y, x) == DELVE_CH_DOOR, "the door the nymph left holds %02x",
           LEVEL_CHAR(&t.g, y, x));
    it_kind_end();
}

/* rogue.md 10, leave_room: "A monster letter survives only if the hero has monster detection;
   it is then shown inverse." */
static void leave_detected(void)
{
    static const int dy[4] = {-1, 1, 0, 0}, dx[4] = {0, 0, -1, 1};
    static const char keys[4] = {'k', 'j', 'h', 'l'};
    delve_priv_orig *o;
    int r, e, i, y = 0, x = 0, step = -1, my, mx;
    it_kind("rule", 27, "leaving a room under monster detection keeps its letters (rogue.md 10)");
    it_start(&t, 100, 1);
    o = it_o(&t);
    r = t.g.priv.proom;
    for (e = 0; e < o->n_rexits[r] && step < 0; e++) {
        y = o->rexits[r][e].y;
        x = o->rexits[r][e].x;
        for (i = 0; i < 4 && LEVEL_CHAR(&t.g, y, x) == DELVE_CH_DOOR; i++)
            if (LEVEL_FLAGS(&t.g, y + dy[i], x + dx[i]) & DELVE_F_PASS) {
                step = i;
                break;
            }
    }
    KCHECK(step >= 0, "set-up: no door to a corridor");
    t.g.priv.hero.y = y - dy[step]; /* inside, at the door */
    t.g.priv.hero.x = x - dx[step];
    my = t.g.priv.level.rogue.rooms[r].y + 2;
    mx = t.g.priv.level.rogue.rooms[r].x + 2;
    if (my == t.g.priv.hero.y && mx == t.g.priv.hero.x)
        mx++;
    delve__orig_new_monster(&t.g, 'J', (delve_point){mx, my}, 50, 0);
    o->flags |= SEEMONST;
    delve__orig_turn_see(&t.g, 0);
    it_key(&t, keys[step]); /* onto the door */
    it_key(&t, keys[step]); /* into the corridor: leave_room */
    KCHECK(t.g.priv.proom >= GAME_PASSAGE_ROOM, "set-up: the hero did not leave the room");
    KCHECK(it_char(&t, my, mx) == 'J' && it_attr(&t, my, mx) == delve_glyph_standout_attr('J'),
           "the jabberwock shows %02x in %02x", it_char(&t, my, mx), it_attr(&t, my, mx));
    it_kind_end();
}

/* P2 11: "haste clears ISSLOW or sets ISHASTE; slow clears ISHASTE or sets ISSLOW and sets
   t_turn": a far slime whose t_turn is 0 moves once in the turn it is hasted */
static void haste_turn(void)
{
    int kinds[2] = {ORIG_WS_HASTE_M, ORIG_WS_SLOW_M}, k, m, i;
    it_kind("rule", 28, "only the slow monster wand sets t_turn (P2 11)");
    for (k = 0; k < 2; k++) {
        it_start(&t, 100, 1);
        m = it_monster(&t, 'S', 0, 6, 50, ISRUN);
        it_o(&t)->monsters[m].turn = 0;
        i = it_give(&t, DELVE_ITEM_STICK, kinds[k], 5, 0);
        it_key(&t, 'z');
        it_key(&t, 'l');
        it_key(&t, 'a' + i);
        /* hasted: its first move skipped, then its haste move; slowed: its one move */
        KCHECK(t.g.priv.hero.x + 6 - it_o(&t)->monsters[m].x == 1,
               "the %s slime moved %d cells in the zap's turn", k ? "slowed" : "hasted",
               t.g.priv.hero.x + 6 - it_o(&t)->monsters[m].x);
    }
    it_kind_end();
}

/* P2 4.2 step 1: a wanderer takes its thing first, "if the pool is full, return (no draws)";
   P3 5.4 step 2: a slime that cannot divide for want of a thing says nothing */
static void pool_full(void)
{
    int32_t before;
    int m, i, n;
    it_kind("rule", 29, "with the pool full no wanderer draws, no slime divides (P2 4.2, P3 5.4)");
    it_start(&t, 500, 1);
    m = it_monster(&t, 'S', 0, 1, 30000, ISRUN);
    it_o(&t)->monsters[m].arm = -50; /* never hit */
    fill_pool();
    n = it_monster_count(&t);
    before = t.g.priv.rng;
    delve__orig_wanderer(&t.g);
    KCHECK(t.g.priv.rng == before && it_monster_count(&t) == n, "the wanderer drew or came");
    it_clear_log(&t);
    for (i = 0; i < 20; i++)
        it_key(&t, 'l');
    KCHECK(!it_said_part(&t, "divides") && it_monster_count(&t) == n, "the slime divided:\n%s",
           t.log);
    it_kind_end();
}

/* P2 2, P3 5.4: monsters are things of the one pool; no other limit stops a slime dividing */
static void many_monsters(void)
{
    int m, i, y, x;
    it_kind("rule", 30, "a level's monsters are limited by the pool alone (P2 2)");
    it_start(&t, 500, 1);
    m = it_monster(&t, 'S', 0, 1, 30000, ISRUN);
    it_o(&t)->monsters[m].arm = -50;
    for (i = 0, y = 1; y < 23 && it_monster_count(&t) < 45; y++) /* far corners of the map */
        for (x = 1; x < 5 && it_monster_count(&t) < 45; x++)
            if (delve__orig_moat(&t.g, y, x) < 0)
                delve__orig_new_monster(&t.g, 'B', (delve_point){x, y}, 5, 0);
    KCHECK(it_monster_count(&t) == 45, "set-up: %d monsters", it_monster_count(&t));
    it_clear_log(&t);
    for (i = 0; i < 30 && !it_said_part(&t, "divides"); i++)
        it_key(&t, 'l');
    KCHECK(it_said_part(&t, "divides") && it_monster_count(&t) == 46,
           "no slime came with 45 monsters (%d now)", it_monster_count(&t));
    it_kind_end();
}

/* Dies to a hobgoblin with 100 gold, then Enter at the tombstone. */
static void die(int cols)
{
    int guard;
    it_start_cols(&t, 1, 1, cols);
    t.g.priv.gold = 100;
    it_monster(&t, 'H', 0, 1, 20, ISRUN);
    for (guard = 0; guard < 200 && !it_o(&t)->over; guard++)
        it_key(&t, 's');
    it_key(&t, '\r');
}

/* P1 16.4 step 4: in 40 columns " killed by NAME" is cut to " killed" if longer than 23, and
   " on level N" follows; step 2: r (Retry) with the file still missing is a new line and the
   prompt again */
static void hall_of_fame(void)
{
    char row[DELVE_GAME_COLS + 1], was[DELVE_GAME_COLS + 1];
    int y, found = 0;
    it_kind("rule", 31, "the Hall of Fame in 40 columns; Retry at No scorefile (P1 16.4)");
    die(40);
    KCHECK(it_o(&t)->over, "set-up: the hero did not die");
    it_key(&t, 'c');
    for (y = 0; y < DELVE_GAME_ROWS; y++) {
        it_row(&t, y, row);
        found |= !strcmp(row, "       killed by a hobgoblin on level 1");
    }
    KCHECK(found, "no \" killed by a hobgoblin on level 1\" (22 + 11 letters) in 40 columns");
    die(80);
    it_row(&t, 23, was);
    KCHECK(!strncmp((const char *)t.g.chars + 24 * t.g.cols, "No scorefile", 12),
           "set-up: no prompt");
    it_key(&t, 'r');
    it_row(&t, 22, row);
    KCHECK(!strcmp(row, was), "Retry did not scroll the screen up a row");
    it_row(&t, 24, row);
    KCHECK(!strcmp(row, "No scorefile: Create Retry Abort") && it_attr(&t, 24, 21) == 0x70 &&
               it_waits(&t, W_SCOREFILE),
           "after Retry row 24 is \"%s\"", row);
    it_kind_end();
}

/* P3 10.1 step 5: "You are now wielding NAME (L) (expert: Now wielding NAME (L))"; P4 1.1:
   "you now have " is noterse, dropped when terse or expert */
static void brief_messages(void)
{
    delve_point h;
    it_kind("rule", 32, "wielding follows expert, picking up terse or expert (P3 10.1, P4 1.1)");
    it_start_cols(&t, 0, 1, 40);
    it_key(&t, 20); /* Ctrl-T: expert off in 40 columns */
    it_clear_log(&t);
    it_key(&t, 'w');
    it_key(&t, it_letter(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_BOW));
    KCHECK(it_said_part(&t, "You are now wielding"), "40 columns, not expert:\n%s", t.log);
    it_start(&t, 0, 1);
    h = t.g.priv.hero;
    it_put_thing(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, h.y, h.x + 1);
    it_key(&t, 20); /* Ctrl-T: expert in 80 columns */
    it_clear_log(&t);
    it_key(&t, 'l');
    KCHECK(!it_said_part(&t, "now have") && it_said_part(&t, "potion"), "80 columns, expert:\n%s",
           t.log);
    it_kind_end();
}

/* P3 9.2 step 3: with no thing free, a stack explodes: its count becomes 1 and that piece is
   unlinked as a single one is (inpack - 1); rogue.md 12.1 add_pack step 1: a missile joins its
   group with no limit check, so a full pack takes back a thrown arrow */
static void stacks(void)
{
    int arrows, pieces, n, i, steps;
    it_kind("rule", 33, "an exploding stack leaves the pack; a full pack takes its arrow back");
    it_start(&t, 500, 1);
    fill_pool();
    pieces = t.g.priv.pack.pieces;
    n = t.g.priv.pack.n;
    it_clear_log(&t);
    it_key(&t, 't');
    it_key(&t, 'h');
    it_key(&t, it_letter(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_ARROW));
    KCHECK(it_said_part(&t, "explodes") && t.g.priv.pack.n == n - 1 &&
               t.g.priv.pack.pieces == pieces - 1,
           "pieces %d -> %d, objects %d -> %d:\n%s", pieces, t.g.priv.pack.pieces, n,
           t.g.priv.pack.n, t.log);
    it_start(&t, 0, 1);
    it_clear_floor(&t);
    for (i = 0; t.g.priv.pack.pieces < DELVE_GAME_PACK_MAX - 1; i++)
        it_give(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, 0, 0);
    arrows = it_find(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_ARROW);
    n = it_obj(&t, arrows)->count;
    it_key(&t, 't');
    it_key(&t, 'l');
    it_key(&t, 'a' + arrows);
    KCHECK(it_obj(&t, arrows)->count == n - 1 && it_o(&t)->lvl_obj >= 0, "set-up: no arrow flew");
    it_clear_log(&t);
    for (steps = 0; steps < 20 && it_o(&t)->lvl_obj >= 0; steps++)
        it_key(&t, 'l');
    arrows = it_find(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_ARROW);
    KCHECK(it_obj(&t, arrows)->count == n && !it_said_part(&t, "carry anything else"),
           "the arrow was not taken back (%d of %d):\n%s", it_obj(&t, arrows)->count, n, t.log);
    it_kind_end();
}

/* A visible trap of type tr on the cell right of the hero (the item tests' lit room) */
static void trap_at_right(int tr)
{
    delve_point h = t.g.priv.hero;
    LEVEL_CHAR(&t.g, h.y, h.x + 1) = DELVE_CH_TRAP;
    LEVEL_FLAGS(&t.g, h.y, h.x + 1) =
        (unsigned char)((LEVEL_FLAGS(&t.g, h.y, h.x + 1) & ~DELVE_F_TMASK) | tr | DELVE_F_REAL);
}

/* P4 13.2: an arrow trap's arrow is "an arrow (init_weapon ...), not known, +0/+0", whatever
   thing it is made in; 13.4: ^ on a weird trap shows "Wierd trap: N" (the original's misc.c spells it so), then
   "You found " */
static void traps(void)
{
    delve_priv_orig *o;
    delve_point h;
    int th, k, arrow = -1;
    it_kind("rule", 34, "a trap's arrow is a new one; ^ on a weird trap (P4 13.2, 13.4)");
    it_start(&t, 500, 1);
    it_clear_floor(&t);
    o = it_o(&t);
    h = t.g.priv.hero;
    th = it_put_thing(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_DAGGER, h.y, h.x + 1);
    o->things[th].hplus = 3;
    o->things[th].dplus = 2;
    o->things[th].cursed = o->things[th].known = 1;
    it_key(&t, 'l'); /* picked up: its thing is free again */
    trap_at_right(DELVE_TRAP_ARROW);
    for (k = 0; k < 40 && arrow < 0; k++) { /* onto the trap until an arrow misses */
        it_key(&t, 'l');
        for (th = o->lvl_obj; th >= 0; th = o->things[th].next)
            if (o->things[th].kind == DELVE_ITEM_WEAPON &&
                o->things[th].which == DELVE_WEAPON_ARROW)
                arrow = th;
        it_key(&t, 'h');
    }
    KCHECK(arrow >= 0 && !o->things[arrow].hplus && !o->things[arrow].dplus &&
               !o->things[arrow].cursed && !o->things[arrow].known,
           "the trap's arrow: %+d,%+d cursed %d known %d", o->things[arrow].hplus,
           o->things[arrow].dplus, o->things[arrow].cursed, o->things[arrow].known);
    it_start(&t, 0, 1);
    trap_at_right(6); /* classic mode's weird trap */
    it_clear_log(&t);
    it_keys(&t, "^l");
    KCHECK(strstr(t.log, "Wierd trap: 6\nYou found") != NULL, "the messages:\n%s", t.log);
    it_kind_end();
}

/* P1 8.1 be_trapped, 8.2 descend, 7.2 step 3: what each trap does to the hero in the original's
   game, its words and its figures (the recorded games spring few of them) */
static void trap_effects(void)
{
    delve_priv_orig *o;
    int j, k, hp, depth, turns, hits = 0, misses = 0, darts = 0, dodged = 0, falls = 0;
    it_kind("rule", 66, "the traps' words and effects in the original's game (P1 8.1-8.2)");
    /* a bear trap: held three moves, each "still stuck", the hero where he was */
    it_start(&t, 0, 1);
    trap_at_right(DELVE_TRAP_BEAR);
    it_clear_log(&t);
    it_key(&t, 'l');
    KCHECK(it_said(&t, "You are caught in a bear trap") && t.g.priv.no_move == 3,
           "the bear trap: no_move %d, said:\n%s", t.g.priv.no_move, t.log);
    for (k = 0; k < 3; k++) {
        delve_point at = t.g.priv.hero;
        it_clear_log(&t);
        it_key(&t, 'l');
        KCHECK(it_said(&t, "You are still stuck in the bear trap") && t.g.priv.hero.x == at.x &&
                   t.g.priv.hero.y == at.y,
               "move %d in the bear trap: said:\n%s", k + 1, t.log);
    }
    it_key(&t, 'l');
    KCHECK(t.g.priv.no_move == 0, "still held after three moves");
    /* sleeping gas: five whole turns lost, then "You can move again" */
    it_start(&t, 0, 1);
    trap_at_right(DELVE_TRAP_SLEEP);
    turns = t.g.priv.turns;
    it_clear_log(&t);
    it_key(&t, 'l');
    KCHECK(it_said(&t, "A strange white mist envelops you and you fall asleep"),
           "the sleeping gas: said:\n%s", t.log);
    it_key(&t, 's');
    KCHECK(it_said(&t, "You can move again") && t.g.priv.turns - turns >= 7,
           "asleep %d turns; said:\n%s", t.g.priv.turns - turns, t.log);
    /* an arrow and a dart: hit (1..6, 1..4 hit points) or missed, each with its words */
    for (k = 0; k < 60; k++) {
        int dart = k & 1, lost;
        it_start(&t, 200, 1);
        o = it_o(&t);
        trap_at_right(dart ? DELVE_TRAP_DART : DELVE_TRAP_ARROW);
        for (j = 0; j < k; j++) /* each try from another state of the generator */
            delve__game_rnd(&t.g, 2);
        hp = o->hp;
        it_clear_log(&t);
        it_key(&t, 'l');
        lost = hp - o->hp;
        if (dart && it_said(&t, "A dart just hit you in the shoulder")) {
            darts++;
            KCHECK(lost >= 1 && lost <= 4, "a dart took %d hit points", lost);
        } else if (dart) {
            dodged++;
            KCHECK(it_said(&t, "A dart whizzes by your ear and vanishes") && lost == 0,
                   "a dart that missed: %d hit points, said:\n%s", lost, t.log);
        } else if (it_said(&t, "Oh no! An arrow shot you")) {
            hits++;
            KCHECK(lost >= 1 && lost <= 6, "an arrow took %d hit points", lost);
        } else {
            misses++;
            KCHECK(it_said(&t, "An arrow shoots past you") && lost == 0,
                   "an arrow that missed: %d hit points, said:\n%s", lost, t.log);
        }
    }
    KCHECK(hits && misses && darts && dodged, "arrows %d hit, %d missed; darts %d hit, %d missed",
           hits, misses, darts, dodged);
    /* a trapdoor: the level below, "You fell into a trap!", the fall's 1..8 hit points or none */
    for (k = 0; k < 20; k++) {
        it_start(&t, 200, 1);
        o = it_o(&t);
        trap_at_right(DELVE_TRAP_DOOR);
        for (j = 0; j < k; j++)
            delve__game_rnd(&t.g, 2);
        depth = t.g.priv.depth;
        hp = o->hp;
        it_clear_log(&t);
        it_key(&t, 'l');
        KCHECK(t.g.priv.depth == depth + 1 && it_said(&t, "You fell into a trap!"),
               "the trapdoor: depth %d, said:\n%s", t.g.priv.depth, t.log);
        if (it_said(&t, "You are damaged by the fall")) {
            falls++;
            KCHECK(hp - o->hp >= 1 && hp - o->hp <= 8, "the fall took %d hit points", hp - o->hp);
        }
    }
    KCHECK(falls > 0 && falls < 20, "%d of 20 falls hurt", falls);
    it_kind_end();
}

/* P1 11.2 stomach: Hungry from food 299, Weak from 149, the faint rolls from 0 (4..11 lost
   turns, "Faint" on the status line), and death by starvation at an entry value of -851 */
static void hunger(void)
{
    delve_priv_orig *o;
    char row[DELVE_GAME_COLS + 1];
    int k, fainted = 0, turns;
    it_kind("rule", 67, "hunger: hungry, weak, faint, starved (P1 11.2)");
    it_start(&t, 0, 1);
    o = it_o(&t);
    o->food_left = 301;
    it_clear_log(&t);
    it_key(&t, 's');
    KCHECK(o->hungry == 0 && !t.log[0], "at food 300: hungry %d, said:\n%s", o->hungry, t.log);
    it_key(&t, 's');
    it_row(&t, 24, row);
    KCHECK(o->hungry == 1 && it_said(&t, "You are starting to get hungry") && strstr(row, "Hungry"),
           "at food 299: hungry %d, row 24 \"%s\", said:\n%s", o->hungry, row, t.log);
    o->food_left = 150;
    it_clear_log(&t);
    it_key(&t, 's');
    it_row(&t, 24, row);
    KCHECK(o->hungry == 2 && it_said(&t, "You are starting to feel weak") && strstr(row, "Weak"),
           "at food 149: hungry %d, row 24 \"%s\", said:\n%s", o->hungry, row, t.log);
    /* from 0: a faint in one turn of five, 4..11 turns lost at once */
    o->food_left = 0;
    for (k = 0; k < 200 && !fainted; k++) {
        turns = t.g.priv.turns;
        it_clear_log(&t);
        it_key(&t, 's');
        fainted = it_said(&t, "You feel very weak. you faint from lack of food");
    }
    it_row(&t, 24, row);
    KCHECK(fainted && o->hungry == 3 && strstr(row, "Faint"),
           "no faint in 200 turns from food 0 (hungry %d, row 24 \"%s\")", o->hungry, row);
    it_key(&t, 's');
    KCHECK(t.g.priv.turns - turns >= 4 + 1 && t.g.priv.turns - turns <= 11 + 2,
           "a faint lost %d turns", t.g.priv.turns - turns - 2);
    /* death at an entry value below -850: the tombstone's starvation */
    o->food_left = -850;
    o->no_command = 0;
    it_key(&t, 's');
    KCHECK(!o->over, "dead at food -850");
    it_key(&t, 's');
    KCHECK(o->over && o->cause == 's', "at food -851: over %d, cause %d", o->over, o->cause);
    it_kind_end();
}

/* P3 7.2: the specials of a monster's hit, as a hero at level 5 meets them: a rattlesnake's
   bite takes a point of strength, a wraith a level and 1..10 maximum hit points, a vampire
   1..5, a venus flytrap holds (and a held hero "is being held" when he steps away) */
static void monster_specials(void)
{
    static const char types[] = "RWVF";
    const char *ty;
    char said[4] = {0};
    int k, j;
    it_kind("rule", 68, "a monster's special when it hits (P3 7.2)");
    for (ty = types; *ty; ty++) {
        for (k = 0; k < 300 && !said[ty - types]; k++) {
            delve_priv_orig *o;
            int str, maxhp;
            it_start(&t, 200, 1);
            o = it_o(&t);
            o->lvl = 5;
            o->exp = 200;
            for (j = 0; j < k; j++) /* each try from another state of the generator */
                delve__game_rnd(&t.g, 2);
            it_monster(&t, *ty, 0, 1, 500, ISRUN);
            str = o->str;
            maxhp = o->maxhp;
            it_clear_log(&t);
            it_key(&t, 's');
            if (*ty == 'R' && it_said(&t, "You feel a bite in your leg and now feel weaker")) {
                said[0] = 1;
                KCHECK(o->str == str - 1, "a bite: strength %d, was %d", o->str, str);
            } else if (*ty != 'R' && *ty != 'F' && it_said(&t, "You suddenly feel weaker")) {
                int fewer = maxhp - o->maxhp;
                said[ty - types] = 1;
                if (*ty == 'W')
                    KCHECK(o->lvl == 4 && o->exp == 81 && fewer >= 1 && fewer <= 10,
                           "a wraith: level %d, experience %d, %d maximum hit points fewer", o->lvl,
                           o->exp, fewer);
                else
                    KCHECK(o->lvl == 5 && fewer >= 1 && fewer <= 5,
                           "a vampire: level %d, %d maximum hit points fewer", o->lvl, fewer);
            } else if (*ty == 'F' && (o->flags & ISHELD)) {
                delve_point at = t.g.priv.hero;
                said[3] = 1;
                KCHECK(o->fung_hit == 1, "held after %d flytrap hits", o->fung_hit);
                it_clear_log(&t);
                it_key(&t, 'h');
                KCHECK(it_said(&t, "You are being held") && t.g.priv.hero.x == at.x,
                       "a held hero stepping away: said:\n%s", t.log);
            }
        }
        KCHECK(said[ty - types], "%c: no special in 300 tries", *ty);
    }
    it_kind_end();
}

/* P4 6.3 th_effect: a wielded potion swung at a monster works on it ("for potions fight always
   applies it"): confusion confuses it and says so, raise level raises it; the flask shatters */
static void potion_at_monster(void)
{
    delve_priv_orig *o;
    delve_priv_monster *mp;
    char expect[64];
    int m, p;
    it_kind("rule", 69, "a wielded potion swung at a monster (P4 6.3)");
    it_start(&t, 200, 1);
    o = it_o(&t);
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_CONFUSE, 0, 0);
    p = it_letter(&t, DELVE_ITEM_POTION, ORIG_P_CONFUSE);
    m = it_monster(&t, 'Z', 0, 1, 100, 0);
    it_key(&t, 'w');
    it_key(&t, p);
    it_clear_log(&t);
    it_key(&t, 'l');
    mp = &o->monsters[m];
    snprintf(expect, sizeof expect, "The %s appears confused", delve__orig_monster_name('Z'));
    KCHECK(it_said(&t, expect) && it_said(&t, "The flask shatters.") && (mp->flags & ISHUH),
           "confusion: ISHUH %d, said:\n%s", (mp->flags & ISHUH) != 0, t.log);
    KCHECK(!t.g.priv.known[ORIG_K_POTION][ORIG_P_CONFUSE], "the kind was made known");
    it_start(&t, 200, 1);
    o = it_o(&t);
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_RAISE, 0, 0);
    p = it_letter(&t, DELVE_ITEM_POTION, ORIG_P_RAISE);
    m = it_monster(&t, 'Z', 0, 1, 100, 0);
    mp = &o->monsters[m];
    {
        int lvl = mp->lvl, maxhp = mp->maxhp;
        it_key(&t, 'w');
        it_key(&t, p);
        it_clear_log(&t);
        it_key(&t, 'l');
        KCHECK(mp->lvl == lvl + 1 && mp->maxhp == maxhp + 8 && it_said(&t, "The flask shatters."),
               "raise level: level %d (was %d), max %d (was %d), said:\n%s", mp->lvl, lvl,
               mp->maxhp, maxhp, t.log);
    }
    it_kind_end();
}

/* A new game whose hero, at experience level lvl, has 10 of 100 hit points, quiet till now */
static delve_priv_orig *wounded_at_level(int lvl)
{
    delve_priv_orig *o;
    it_start(&t, 0, 1);
    o = it_o(&t);
    o->lvl = lvl;
    o->maxhp = 100;
    o->hp = 10;
    o->quiet = 0;
    return o;
}

/* P1 10.2 doctor: from level 8, every third quiet turn 1..lv-7 hit points come back; below it,
   one once quiet + 2 lv passes 20 (level 1: every 19 turns) */
static void doctor(void)
{
    delve_priv_orig *o;
    int k, hp, changes = 0, bad = 0;
    it_kind("rule", 70, "healing by the experience level (P1 10.2 doctor)");
    o = wounded_at_level(10);
    for (k = 1; k <= 30; k++) {
        hp = o->hp;
        it_key(&t, 's');
        if (o->hp != hp) {
            changes++;
            bad += k % 3 != 0 || o->hp - hp < 1 || o->hp - hp > 3;
        }
    }
    KCHECK(changes == 10 && !bad, "level 10: %d changes in 30 turns, %d not every third or 1..3",
           changes, bad);
    o = wounded_at_level(1);
    for (k = 1; k <= 38; k++) {
        hp = o->hp;
        it_key(&t, 's');
        KCHECK(o->hp - hp == (k % 19 == 0), "level 1, quiet turn %d: %d hit points back", k,
               o->hp - hp);
    }
    it_kind_end();
}

/* P4 2.1 step 4.3: with the menu on, get_item goes to skip, whose mpos = 0 comes before the
   list, so a counted q whose potions ran out says it has nothing over the last potion's message,
   without a More (found by a review against the original's pack.c) */
static void empty_repeat(void)
{
    char row0[DELVE_GAME_COLS + 1];
    int i;
    it_kind("rule", 71, "a counted q past the last potion: nothing to list, no More (P4 2.1)");
    it_start(&t, 50, 1);
    i = it_give(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, 0, 0);
    delve_game_act(&t.g, '2');
    delve_game_act(&t.g, 'q');
    delve_game_act(&t.g, 'a' + i);
    it_row(&t, 0, row0);
    KCHECK(!strcmp(row0, "You don't have anything appropriate") && it_waits(&t, W_CMD),
           "after the last potion, row 0 \"%s\", waiting for %d", row0, it_o(&t)->wait);
    it_kind_end();
}

/* P4 4.1: getinfo saves "row 0 (the first 80 character/attribute words of the page; in 40
   columns that is rows 0 and 1)", echoes each key at the cursor, and restores them: in 40
   columns a long name runs on into row 1 */
static void long_echo(void)
{
    static const char name[] = "abcdefghijklmnopqrst"; /* 20 letters, getinfo's most */
    char row0[DELVE_GAME_COLS + 1], row1[DELVE_GAME_COLS + 1], was1[DELVE_GAME_COLS + 1];
    int i, col;
    it_kind("rule", 35, "a name typed in 40 columns runs on into row 1 (P4 4.1)");
    it_start_cols(&t, 0, 1, 40);
    i = it_give(&t, DELVE_ITEM_POTION, 0, 0, 0);
    it_row(&t, 1, was1);
    delve_game_act(&t.g, 'c');
    delve_game_act(&t.g, 'a' + i);
    for (i = 0; i < 3 && !it_waits(&t, W_LINE); i++)
        delve_game_act(&t.g, ' '); /* "Was called ..." More */
    it_row(&t, 0, row0);
    KCHECK(it_waits(&t, W_LINE), "set-up: no line to type after c: \"%s\"", row0);
    col = (int)strlen(row0) + 1; /* the prompt ends in a blank, which it_row cuts */
    for (i = 0; name[i]; i++)
        delve_game_act(&t.g, name[i]);
    it_row(&t, 0, row0);
    it_row(&t, 1, row1);
    KCHECK(col + 20 > 40 && !strncmp(row0 + col, name, (size_t)(40 - col)) &&
               !strncmp(row1, name + 40 - col, (size_t)(col - 20)),
           "the echo: \"%s\" / \"%s\"", row0, row1);
    delve_game_act(&t.g, '\r');
    it_row(&t, 1, row1);
    KCHECK(!strcmp(row1, was1), "row 1 not restored: \"%s\"", row1);
    KCHECK(!strcmp(t.g.priv.guess[0][0], name), "the name kept: \"%s\"", t.g.priv.guess[0][0]);
    it_kind_end();
}

static void type(const char *keys)
{
    while (*keys)
        delve_game_act(&t.g, (unsigned char)*keys++);
}

/* P1 12.3: after ' Cont ' the start moves word by word "while the space lies within the
   first COLS characters ... and what remains is at least COLS long"; 12.2: "while covered,
   every other key swaps the box and the saved text", the saved sixth cell being column
   COLS-2's */
static void long_messages(void)
{
    char row[DELVE_GAME_COLS + 1];
    it_kind("rule", 36, "a long message goes on word by word; a covered box shows its text");
    it_start_named(&t, "Rodney", 40);
    delve_game_act(&t.g, 12); /* Ctrl-L: 42 letters */
    it_row(&t, 0, row);
    KCHECK(!strcmp(row, "The screen looks fine to me (jll w Cont"), "at Cont: \"%s\"", row);
    delve_game_act(&t.g, 'x');
    it_row(&t, 0, row);
    KCHECK(!strcmp(row, "The screen looks fine to me (jll was hee"), "x at Cont: \"%s\"", row);
    delve_game_act(&t.g, 'x');
    it_row(&t, 0, row);
    KCHECK(!strcmp(row, "The screen looks fine to me (jll w Cont") && it_attr(&t, 0, 35) == 0x70,
           "a second x: \"%s\"", row);
    delve_game_act(&t.g, ' ');
    it_row(&t, 0, row);
    KCHECK(!strcmp(row, "screen looks fine to me (jll was here)"), "after the space: \"%s\"", row);
    it_kind_end();
}

/* P1 5.2, 12.5: getinfo reads the keyboard, not the macro; Escape there erases what was typed
   and the line holds Escape (fake DOS: "anything else", Bad command or file name) */
static void line_keys(void)
{
    char row[DELVE_GAME_COLS + 1];
    delve_priv_orig *o = it_o(&t);
    it_kind("rule", 37, "a macro does not type into a line; Escape erases a line (P1 12.5)");
    it_start_named(&t, "Rodney", 80);
    type("FFxy\r"); /* the macro: F x y */
    KCHECK(!strcmp(o->macro, "Fxy"), "set-up: the macro is \"%s\"", o->macro);
    delve_game_act(&t.g, 6); /* Ctrl-F: F, then x y wait for the line's end */
    KCHECK(it_waits(&t, W_LINE) && o->line_len == 0, "the line holds \"%.*s\"", o->line_len,
           o->line);
    delve_game_act(&t.g, 27);
    it_start_named(&t, "Rodney", 80);
    type("!dir");
    delve_game_act(&t.g, 27);
    it_row(&t, 1, row);
    KCHECK(!strcmp(row, "C>"), "fake DOS after dir and Escape: \"%s\"", row);
    it_row(&t, 2, row);
    KCHECK(!strcmp(row, "Bad command or file name") && it_waits(&t, W_LINE),
           "the Escape line: \"%s\"", row);
    it_kind_end();
}

/* P1 12.1: "Ctrl-R passes huh as a format string, so a % in it ... is interpreted", by io.c's
   own sprintf (the "Replacement printf"; found by the commands review): after '%' only '-' is a
   flag, then a width and a '.' precision of digits, then one character is taken whatever it is:
   s, c, u, d or % convert, any other prints nothing, and the width pads what was printed with
   blanks ("%ld" is an empty 'l' conversion, then a plain d). */
static void repeat_format(void)
{
    char row[DELVE_GAME_COLS + 1];
    it_kind("rule", 38, "Ctrl-R reads the last message as a format (P1 12.1)");
    it_start_named(&t, "50%off 10%%", 80);
    delve_game_act(&t.g, 18);
    it_row(&t, 0, row);
    KCHECK(!strncmp(row, "Hello 50ff 10%.", 15), "Ctrl-R: \"%s\"", row);
    it_start_named(&t, "x% y%3q%ld%2%", 80);
    delve_game_act(&t.g, 18);
    it_row(&t, 0, row);
    KCHECK(!strncmp(row, "Hello xy   d %.  Welcome", 24), "Ctrl-R: \"%s\"", row);
    it_start_named(&t, "a%-3%b%.2s", 80); /* '-' puts the blanks after */
    delve_game_act(&t.g, 18);
    it_row(&t, 0, row);
    KCHECK(!strncmp(row, "Hello a%  b.  Welcome", 21), "Ctrl-R: \"%s\"", row);
    it_start_named(&t, "%99999999999999999999%", 80); /* a width past int's range */
    delve_game_act(&t.g, 18);
    it_row(&t, 0, row);
    KCHECK(!strncmp(row, "Hello      ", 11), "Ctrl-R: \"%s\"", row);
    it_kind_end();
}

/* rogue.md 11.1 #9: classic mode's passages[12] is lit and not gone, and zero: a wand of light
   or sight coming back there (P4 8.3, 6.2) runs enter_room over an empty rectangle */
static void passage_twelve(void)
{
    static delve_rogue_level before;
    delve_game_options opt;
    char row[DELVE_GAME_COLS + 1];
    int y, x, found = 0, i, k;
    it_kind("rule", 39, "light in classic mode's passage 12 draws nothing (rogue.md 11.1 #9)");
    for (k = 0; k < 2; k++) {
        memset(&opt, 0, sizeof opt);
        opt.mode = DELVE_MODE_CLASSIC;
        memset(&t, 0, sizeof t);
        KCHECK(delve_game_start(&t.g, 170, &opt) == DELVE_OK, "set-up: no game");
        it_clear_monsters(&t);
        for (y = 1; y < 23 && !found; y++)
            for (x = 0; x < 80 && !found; x++)
                found = (LEVEL_FLAGS(&t.g, y, x) & (DELVE_F_PASS | DELVE_F_PNUM)) ==
                        (DELVE_F_PASS | 12);
        KCHECK(found, "set-up: seed 170 has no passage 12");
        found = 0;
        t.g.priv.hero = (delve_point){x - 1, y - 1};
        t.g.priv.oldpos = t.g.priv.hero;
        t.g.priv.proom = t.g.priv.oldrp = GAME_PASSAGE_ROOM + 12;
        before = t.g.priv.level.rogue;
        if (k == 0) { /* the wand */
            i = it_give(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT, 5, 0);
            it_keys(&t, "z");
            it_key(&t, 'l');
            it_key(&t, 'a' + i);
        } else { /* sight */
            it_o(&t)->flags |= ISBLIND;
            delve__orig_sight(&t.g);
        }
        it_row(&t, 0, row);
        KCHECK(!memcmp(&before, &t.g.priv.level.rogue, sizeof before), "%s: the level changed",
               k ? "sight" : "the wand");
        KCHECK(!strcmp(row, k ? "The veil of darkness lifts"
                              : "The room is lit by a shimmering blue light"),
               "%s: row 0 \"%s\"", k ? "sight" : "the wand", row);
    }
    it_kind_end();
}

/* P1 7.2 step 10, which the walk-through's Shift-runs follow: "mazes (ISMAZE) never turn".
   Seed 242's depth 14 has a maze (room 4) where a run east from (9, 38) meets its wall at
   (9, 40) with one way on, along the maze's edge. */
static void maze_runs(void)
{
    delve_game_options opt;
    it_kind("rule", 40, "a walk-through run in a maze turns no corner (P1 7.2)");
    memset(&opt, 0, sizeof opt);
    opt.rules = DELVE_RULES_EXPLORE;
    opt.depth = 14;
    memset(&t, 0, sizeof t);
    KCHECK(delve_game_start(&t.g, 242, &opt) == DELVE_OK &&
               (t.g.priv.level.rogue.rooms[4].flags & DELVE_ROOM_MAZE) &&
               LEVEL_CHAR(&t.g, 9, 38) == DELVE_CH_PASSAGE,
           "set-up: seed 242's maze");
    t.g.priv.hero = (delve_point){38, 9};
    t.g.priv.oldpos = t.g.priv.hero;
    t.g.priv.proom = t.g.priv.oldrp = 4;
    delve_game_act(&t.g, 'L');
    KCHECK(t.g.priv.hero.y == 9 && t.g.priv.hero.x == 39, "the run ended at (%d, %d)",
           t.g.priv.hero.y, t.g.priv.hero.x);
    it_kind_end();
}

/* 40 columns: P1 16.4's fate line of a 23-letter killer and a level of two digits is 35
   letters from column 6, and runs on into the next row (P5 G5); rogue-game.md's row 24 holds
   delve's seed and turn count in the lock indicators' columns, 0-27 in 40 columns; rogue.md
   12.1 add_pack step 3's dust message is noterse's (terse or expert) */
static void narrow_rows(void)
{
    char row[DELVE_GAME_COLS + 1], want[DELVE_GAME_COLS + 1];
    int y, guard, found = -1;
    delve_point h;
    it_kind("rule", 41, "40 columns: a fate line runs on, row 24's figures fit; dust is brief");
    it_start_cols(&t, 1, 1, 40);
    t.g.priv.gold = 100;
    it_o(&t)->max_level = 12;
    it_monster(&t, 'J', 0, 1, 200, ISRUN);
    for (guard = 0; guard < 200 && !it_o(&t)->over; guard++)
        it_key(&t, 's');
    it_key(&t, '\r');
    it_key(&t, 'c');
    for (y = 0; y < DELVE_GAME_ROWS - 1; y++) {
        it_row(&t, y, row);
        if (!strcmp(row, "       killed by a jabberwock on level 1"))
            found = y;
    }
    it_row(&t, found + 1, row);
    KCHECK(found >= 0 && row[0] == '2', "the level's last digit: row %d, then \"%s\"", found, row);
    it_start_named(&t, "Rodney", 40);
    t.g.priv.seed = 4000000000u;
    t.g.priv.turns = 12345;
    delve__orig_status(&t.g);
    it_row(&t, 24, row);
    snprintf(want, sizeof want, "Seed:4000000000 Turns:12345"); /* 27 of 28 */
    KCHECK(!strncmp(row, want, strlen(want)), "row 24: \"%s\"", row);
    t.g.priv.seed = 12345;
    t.g.priv.turns = 11;
    delve__orig_status(&t.g);
    it_row(&t, 24, row);
    KCHECK(!strcmp(row, "Seed: 12345  Turns: 11"), "row 24: \"%s\"", row);
    it_start(&t, 0, 1);
    h = t.g.priv.hero;
    it_o(&t)->things[it_put_thing(&t, DELVE_ITEM_SCROLL, ORIG_S_SCARE, h.y, h.x + 1)].found = 1;
    it_key(&t, 20); /* Ctrl-T: expert */
    it_clear_log(&t);
    it_key(&t, 'l');
    KCHECK(it_said(&t, "The scroll turns to dust."), "expert, 80 columns:\n%s", t.log);
    it_kind_end();
}

/* P3's nymph: a theft from a stack takes one piece and lowers inpack though the stack stays;
   after three of them inpack is three below what the pack holds, and it must still never take
   a 24th entry (the original's pack is a list; delve's has DELVE_GAME_PACK_MAX entries) */
static void stolen_stacks(void)
{
    int thefts = 0, i, k, tries;
    delve_point hero;
    it_kind("rule", 42, "a pack robbed of stack pieces still holds at most 23 entries");
    it_start(&t, 500, 1);
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_NOP, 0, 0);
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_NOP, 0, 0); /* a stack of two */
    for (tries = 0; thefts < 3 && tries < 50; tries++) {
        int pieces = t.g.priv.pack.pieces, n = t.g.priv.pack.n;
        it_monster(&t, 'N', 0, 1, 100, ISRUN);
        for (k = 0; k < 200 && t.g.priv.pack.pieces == pieces; k++)
            it_key(&t, 's');
        it_clear_monsters(&t);
        thefts += t.g.priv.pack.n == n && t.g.priv.pack.pieces < pieces;
    }
    KCHECK(thefts == 3, "set-up: %d thefts from a stack", thefts);
    for (i = 0; t.g.priv.pack.n < DELVE_GAME_PACK_MAX; i++)
        it_give(&t, i % 2 ? DELVE_ITEM_RING : DELVE_ITEM_STICK, i / 2 % 14, 1, 0);
    hero = t.g.priv.hero;
    it_give(&t, DELVE_ITEM_ARMOR, 3, 4, 0);
    KCHECK(t.g.priv.pack.n == DELVE_GAME_PACK_MAX && t.g.priv.hero.x == hero.x &&
               t.g.priv.hero.y == hero.y,
           "a 24th entry: %d entries, the hero at (%d, %d)", t.g.priv.pack.n, t.g.priv.hero.y,
           t.g.priv.hero.x);
    it_kind_end();
}

/* P1 12.1: each further message of a turn waits at ' More ' for a space, with no limit: eight
   hasted monsters around the hero strike sixteen times in one rest, fifteen screens at ' More '
   and the last message (delve kept only eight). */
static void many_mores(void)
{
    static const char crowd[] = "HEOZYCJQ";
    int dy, dx, m, n = 0, mores = 0;
    char row[DELVE_GAME_COLS + 1], seen[16][DELVE_GAME_COLS + 1];
    it_kind("rule", 43, "every message of a turn waits at ' More ', however many (P1 12.1)");
    it_start(&t, 300, 1);
    for (dy = -1; dy <= 1; dy++)
        for (dx = -1; dx <= 1; dx++)
            if (dy || dx) {
                m = it_monster(&t, crowd[n++], dy, dx, 100, ISRUN | ISHASTE);
                it_o(&t)->monsters[m].dest = ORIG_DEST_HERO;
            }
    delve_game_act(&t.g, '.');
    while (it_o(&t)->wait == W_MORE && mores < 40) {
        it_row(&t, 0, row);
        if (mores < 16)
            memcpy(seen[mores], row, sizeof row);
        delve_game_act(&t.g, ' ');
        mores++;
    }
    KCHECK(mores == 15, "%d screens at ' More ' for sixteen blows", mores);
    for (n = 0; n < mores && n < 16; n++)
        KCHECK(strstr(seen[n], " More") && !strncmp(seen[n], "The ", 4),
               "screen %d at ' More ': \"%s\"", n + 1, seen[n]);
    it_kind_end();
}

/* The pool of kept screens' cells full (DELVE_PRIV_MORE_CELLS): no recorded game and no turn set
   up in these tests comes near it (64 message rows fit), so a turn is made whose every screen
   at ' More ' redraws most of the map. The screens that fit are shown in order, each as it was,
   the ones past the pool are not kept, and the turn's last screen comes back after them. */
static void more_pool_full(void)
{
    enum { MSGS = 20, FILL_ROWS = 20 };
    char row[DELVE_GAME_COLS + 1], text[16];
    int k, at, shown = 0, fill;
    it_kind("rule", 44, "a turn's screens at ' More ' past the kept cells' pool (P1 12.1)");
    it_start(&t, 300, 1);
    delve__orig_msg(&t.g, "");   /* the welcome put away */
    for (k = 0; k < MSGS; k++) { /* screen k: message k over a map of letter 'a' + k */
        snprintf(text, sizeof text, "message %d", k);
        delve__orig_msg(&t.g, text);
        memset(&t.g.chars[DELVE_GAME_COLS], 'a' + k, FILL_ROWS * DELVE_GAME_COLS);
    }
    it_o(&t)->more_then = it_o(&t)->wait; /* as delve_game_act ends a turn with a message kept */
    it_o(&t)->wait = W_MORE;
    delve__orig_more_show(&t.g);
    KCHECK(it_o(&t)->more_cells_used <= DELVE_PRIV_MORE_CELLS, "%d cells kept",
           it_o(&t)->more_cells_used);
    while (it_o(&t)->wait == W_MORE && shown < MSGS) {
        it_row(&t, 0, row);
        snprintf(text, sizeof text, "Message %d", shown);
        for (fill = 0, at = DELVE_GAME_COLS; at < (FILL_ROWS + 1) * DELVE_GAME_COLS; at++)
            fill += t.g.chars[at] == 'a' + shown;
        KCHECK(!strncmp(row, text, strlen(text)) && strstr(row, " More") &&
                   fill > FILL_ROWS * DELVE_GAME_COLS - 20,
               "screen %d at ' More ': \"%s\", %d cells of its map", shown + 1, row, fill);
        delve_game_act(&t.g, ' ');
        shown++;
    }
    KCHECK(shown > 1 && shown < MSGS - 1, "%d of %d screens kept", shown, MSGS - 1);
    it_row(&t, 0, row);
    KCHECK(it_o(&t)->wait != W_MORE && !strcmp(row, "Message 19") &&
               t.g.chars[DELVE_GAME_COLS * FILL_ROWS] == 'a' + MSGS - 1,
           "after the kept screens: \"%s\"", row);
    it_kind_end();
}

int main(void)
{
    take_dest();
    leave_detected();
    haste_turn();
    pool_full();
    many_monsters();
    hall_of_fame();
    brief_messages();
    stacks();
    traps();
    trap_effects();
    hunger();
    monster_specials();
    potion_at_monster();
    doctor();
    empty_repeat();
    long_echo();
    long_messages();
    line_keys();
    repeat_format();
    passage_twelve();
    maze_runs();
    narrow_rows();
    stolen_stacks();
    many_mores();
    more_pool_full();
    return it_done("test_orig_more_rules");
}
