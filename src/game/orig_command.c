/* orig_command.c — command.c and move.c: the turn (command), reading a command (get_prefix,
   com_char, with counts and prefixes), the dispatch (execcom) and the hero's move (do_move)
   (P1 §3, §4, §6, §7). The original blocks for a key deep in these loops; here the loop runs
   until it needs a key, and the next key goes on from where it stopped (phase and wait). */
#include <limits.h>
#include <string.h>

#include "game/game_light.h"
#include "game/game_pack.h"
#include "game/orig.h"

#define RUN_STEPS_MAX 100000 /* a run round a loop of corridors ends here at the latest */

/* a movement key in lower case (a capital one runs) */
static int is_dir(int ch)
{
    int dy, dx;
    return ch >= 'a' && game_direction(ch, &dy, &dx);
}

/* turn_ok: a run may turn onto a door or a corridor cell (F_PASS) */
static int turn_ok(delve_game *g, int y, int x)
{
    return LEVEL_CHAR(g, y, x) == DELVE_CH_DOOR || (LEVEL_FLAGS(g, y, x) & DELVE_F_PASS);
}

/* do_move's "hit bound" (P1 §7.2 step 10): a run in a corridor turns where one side is open */
static int turn_corner(delve_game *g, int *dy, int *dx)
{
    delve_game_private *p = &g->priv;
    delve_point h = p->hero;
    int b1, b2, rf = delve__game_room_flags(g, p->proom);
    if (!p->running || !(rf & DELVE_ROOM_GONE) || (rf & DELVE_ROOM_MAZE) ||
        (orig_of(g)->flags & ISBLIND))
        return 0;
    if (p->runch == 'h' || p->runch == 'l') {
        b1 = h.y > 1 && turn_ok(g, h.y - 1, h.x);
        b2 = h.y < game_lv(g)->rows && turn_ok(g, h.y + 1, h.x);
        if (!(b1 ^ b2))
            return 0;
        p->runch = b1 ? 'k' : 'j';
        *dy = b1 ? -1 : 1;
        *dx = 0;
        return 1;
    }
    if (p->runch == 'j' || p->runch == 'k') {
        b1 = h.x > 1 && turn_ok(g, h.y, h.x - 1);
        b2 = h.x < g->cols - 2 && turn_ok(g, h.y, h.x + 1);
        if (!(b1 ^ b2))
            return 0;
        p->runch = b1 ? 'h' : 'l';
        *dx = b1 ? -1 : 1;
        *dy = 0;
        return 1;
    }
    return 0;
}

/* the hero steps onto nh ("move" of P1 §7.2 step 10) */
static void move_stuff(delve_game *g, delve_point nh)
{
    delve_game_private *p = &g->priv;
    int fl = LEVEL_FLAGS(g, nh.y, nh.x), hfl = LEVEL_FLAGS(g, p->hero.y, p->hero.x);
    unsigned char hch = LEVEL_CHAR(g, p->hero.y, p->hero.x);
    delve__game_put(g, p->hero.y, p->hero.x, hch, 0);
    if ((fl & DELVE_F_PASS) && (hch == DELVE_CH_DOOR || (hfl & DELVE_F_MAZE)))
        delve__orig_leave_room(g, nh);
    if ((fl & DELVE_F_MAZE) && !(hfl & DELVE_F_MAZE))
        delve__orig_enter_room(g, nh);
    p->hero = nh;
}

/* do_move (P1 §7.2) */
void delve__orig_do_move(delve_game *g, int dy, int dx)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    delve_point nh;
    unsigned char ch;
    int fl, turned = 0;
    o->firstmove = 0;
    if (p->no_move > 0) {
        p->no_move--;
        delve__orig_msg(g, "you are still stuck in the bear trap");
        return;
    }
    if ((o->flags & ISHUH) && delve__game_rnd(g, 5) != 0) { /* rndmove for the hero (P1 §7.4) */
        int ry = p->hero.y + delve__game_rnd(g, 3) - 1, rx = p->hero.x + delve__game_rnd(g, 3) - 1;
        delve_point t;
        t.y = ry;
        t.x = rx;
        if (game_offmap(g, ry, rx) || !orig_diag_ok(g, p->hero.y, p->hero.x, ry, rx) ||
            !delve__orig_step_ok(delve__orig_winat(g, ry, rx)) || delve__orig_scare_at(g, ry, rx))
            t = p->hero;
        dy = t.y - p->hero.y;
        dx = t.x - p->hero.x;
    }
over:
    nh.y = p->hero.y + dy;
    nh.x = p->hero.x + dx;
    if (nh.y == p->hero.y && nh.x == p->hero.x && p->running) { /* step 7 */
        o->after = 0;
        p->running = 0;
    }
    if (game_offmap(g, nh.y, nh.x))
        goto hit_bound;
    if (!orig_diag_ok(g, p->hero.y, p->hero.x, nh.y, nh.x)) {
        o->after = 0;
        p->running = 0;
        return;
    }
    fl = LEVEL_FLAGS(g, nh.y, nh.x);
    ch = delve__orig_winat(g, nh.y, nh.x);
    if (LEVEL_CHAR(g, p->hero.y, p->hero.x) == DELVE_CH_DOOR && ch == DELVE_CH_FLOOR)
        p->running = 0;
    if (!(fl & DELVE_F_REAL) && ch == DELVE_CH_FLOOR) {
        LEVEL_CHAR(g, nh.y, nh.x) = ch = DELVE_CH_TRAP;
        LEVEL_FLAGS(g, nh.y, nh.x) |= DELVE_F_REAL;
    } else if ((o->flags & ISHELD) && ch != 'F') {
        delve__orig_msg(g, "you are being held");
        return;
    }
    if (ch == ' ' || game_is_wall(ch)) {
    hit_bound:
        if (!turned && turn_corner(g, &dy, &dx)) {
            turned = 1;
            goto over;
        }
        o->after = 0;
        p->running = 0;
        return;
    }
    switch (ch) {
    case DELVE_CH_DOOR:
        p->running = 0;
        if (LEVEL_FLAGS(g, p->hero.y, p->hero.x) & DELVE_F_PASS)
            delve__orig_enter_room(g, nh);
        move_stuff(g, nh);
        return;
    case DELVE_CH_TRAP: {
        int t = delve__orig_be_trapped(g, nh);
        if (t == DELVE_TRAP_DOOR || t == DELVE_TRAP_TELEPORT || o->over)
            return;
        move_stuff(g, nh);
        return;
    }
    case DELVE_CH_PASSAGE:
    case DELVE_CH_FLOOR: move_stuff(g, nh); return;
    default:
        p->running = 0;
        if ((ch >= 'A' && ch <= 'Z') || delve__orig_moat(g, nh.y, nh.x) >= 0) {
            delve__orig_fight(g, nh, ch);
            return;
        }
        if (ch != DELVE_CH_STAIRS)
            o->take = ch;
        move_stuff(g, nh);
        return;
    }
}

/* unctrl (io.c) for the illegal-command message */
static void illegal(delve_game *g, int ch)
{
    char text[40];
    delve__strbuf sb;
    delve__sb_init(&sb, text, sizeof text);
    delve__sb_puts(&sb, "illegal command '");
    if (ch == 9 || ch == 10 || ch == 11 || ch == 13)
        delve__sb_putc(&sb, ' ');
    else if (ch < 32) {
        delve__sb_putc(&sb, '^');
        delve__sb_putc(&sb, (char)(ch + '@'));
    } else if (ch >= 127)
        delve__sb_puts(&sb, "\\x");
    else
        delve__sb_putc(&sb, (char)ch);
    delve__sb_putc(&sb, '\'');
    delve__sb_finish(&sb);
    orig_of(g)->no_save_msg = 1; /* huh keeps the message before */
    delve__orig_msg(g, text);
    orig_of(g)->no_save_msg = 0;
    orig_of(g)->count = 0;
}

/* What the command get_item chose object i for does with it; nothing chosen (-1): whatis asks
   again */
static void use_item(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    if (i < 0) {
        if (o->wait == W_CMD && o->item_cmd == 'I')
            delve__orig_identified(g, -1);
        return;
    }
    switch (o->item_cmd) {
    case 'e': delve__orig_eat(g, i); break;
    case 'c': delve__orig_call(g, i); break;
    case 'w': delve__orig_wield(g, i); break;
    case 'W': delve__orig_wear(g, i); break;
    case 'd': delve__orig_drop(g, i); break;
    case 't': delve__orig_missile(g, i); break;
    case 'z': delve__orig_do_zap(g, i); break;
    case 'q': delve__orig_quaff(g, i); break;
    case 'r': delve__orig_read_scroll(g, i); break;
    case 'P': delve__orig_ring_on(g, i); break;
    case 'I': delve__orig_identified(g, i); break;
    default: break;
    }
}

/* execcom's switch (P1 §6) */
static void execute(delve_game *g, int ch)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    int dy, dx;
    if (ch >= 'a' && game_direction(ch, &dy, &dx)) {
        delve__orig_do_move(g, dy, dx);
        return;
    }
    if (ch >= 'A' && ch <= 'Z' && is_dir(ch - 'A' + 'a')) {
        p->running = 1;
        p->runch = ch - 'A' + 'a';
        o->after = 0;
        return;
    }
    switch (ch) {
    case 'i':
        o->after = 0;
        if (delve__game_pack_show(g))
            o->wait = W_LIST;
        else /* inventory's step 3 (P4 §2.3) */
            delve__orig_msg(g, "you are empty handed");
        return;
    case '>':
        o->after = 0;
        if (LEVEL_CHAR(g, p->hero.y, p->hero.x) != DELVE_CH_STAIRS)
            delve__orig_msg(g, "I see no way down");
        else if (p->depth < DELVE_DEPTH_MAX)
            delve__orig_new_level(g, p->depth + 1);
        else
            delve__orig_msg(g, GAME_NO_DEEPER);
        return;
    case '<': /* u_level (P1 §17.1) */
        o->after = 0;
        if (LEVEL_CHAR(g, p->hero.y, p->hero.x) != DELVE_CH_STAIRS)
            delve__orig_msg(g, "I see no way up");
        else if (!o->amulet)
            delve__orig_msg(g, "your way is magically blocked");
        else if (p->depth == 1)
            delve__orig_total_winner(g);
        else {
            delve__orig_new_level(g, p->depth - 1);
            delve__orig_msg(g, "you feel a wrenching sensation in your gut");
        }
        return;
    case 's': delve__orig_search(g); return;
    case '.': delve__orig_doctor(g); return;
    case 'w': { /* wield's step 1: the cursed weapon in hand */
        const delve_game_object *w = delve__game_pack_in_use(g, DELVE_GAME_WIELDED);
        if (w && w->cursed) {
            delve__orig_msg(g, "you can't.  It appears to be cursed");
            return;
        }
        /* no object, even from an empty pack, is no turn (P3 §10.1 step 2; P4 §9.1 step 1,
           ring_on's no_ring) */
    }
        /* fall through */
    case 'P':
        if (!delve_game_pack_size(g))
            o->after = 0;
        break;
    case 'W':
        if (delve__game_pack_in_use(g, DELVE_GAME_WORN)) { /* wear's step 1 */
            delve__orig_msg(g, !orig_brief(g)
                                   ? "you are already wearing some.  You'll have to take "
                                     "it off first."
                                   : "you are already wearing some.");
            o->after = 0;
            return;
        }
        break;
    case 'T': delve__orig_take_off(g); return;
    case 'e':
    case 'q':
    case 'r': break;
    case '^': /* identify trap: free */
        o->after = 0;
        /* fall through */
    case 't':
    case 'z': use_item(g, delve__orig_get_dir(g, ch)); return;
    case 'R': delve__orig_ring_off(g); return;
    case 'd': {
        unsigned char here = LEVEL_CHAR(g, p->hero.y, p->hero.x);
        if (here != DELVE_CH_FLOOR && here != DELVE_CH_PASSAGE) {
            delve__orig_msg(g, "there is something there already");
            return;
        }
        break;
    }
    case 'c': o->after = 0; break;
    case 'v':
        o->after = 0;
        /* the easter egg (P1 §6): csum() of the unmodified program, CSUM */
        delve__orig_msg3(g, strcmp(g->priv.name, "The Grand Beeking") ? "" : "(-1632)",
                         "Rogue version 1.48 (Mr. Mctesq was here)", "");
        return;
    case 'o':
        o->after = 0;
        delve__orig_msg(g, "i don't have any options, oh my!");
        return;
    case 12:
        o->after = 0;
        delve__orig_msg(g, "the screen looks fine to me (jll was here)");
        return;
    case 18: /* Ctrl-R: the last message again */
        o->after = 0;
        delve__orig_msg_format(g, o->huh); /* msg(huh): read as a format (P1 12.1) */
        return;
    case 20: /* Ctrl-T */
        o->after = 0;
        o->expert = !o->expert;
        delve__orig_msg(g, o->expert ? "Ok, I'll be brief" : "Goodie, I can use big words again!");
        return;
    case 6: /* Ctrl-F: the macro's keys are read next */
        o->after = 0;
        o->type_len = (int)strlen(o->macro);
        o->type_pos = 0;
        return;
    case 'F': delve__orig_define_macro(g); return;
    case '?':
    case '/': delve__orig_help(g, ch == '/'); return;
    case 'D': delve__orig_discovered(g); return;
    case 'Q': delve__orig_quit(g); return;
    case 'S': delve__orig_save_game(g); return;
    case '!': delve__orig_fakedos(g); return;
    default:
        o->after = 0;
        illegal(g, ch);
        return;
    }
    use_item(g, delve__orig_get_item(g, ch)); /* the commands that use an object of the pack */
}

/* get_prefix's steps 5-8 once the command is known, then the command */
static void command_of(delve_game *g, int retch)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    if (o->count)
        o->fastmode = 0;
    if (is_dir(retch)) {
        if (o->fastmode && !p->running) {
            if (!(o->flags & ISBLIND)) {
                o->door_stop = 1;
                o->firstmove = 1;
            }
            retch = retch - 'a' + 'A';
        }
    } else if (!strchr("HJKLYUBNqrszt.", retch) || !retch) {
        o->count = 0;
    }
    if (o->count || o->lastcount)
        delve__orig_show_count(g);
    o->lastch = retch;
    o->lastcount = o->count;
    o->lasttake = o->do_take;
    execute(g, retch);
    delve__orig_flush(g);
    o->phase = PH_AFTER_CMD;
}

/* The first clock draw (P1 §13.3, project decisions) falls in the work of key first_clock - 1
   (the screen first_clock is the first to show it): at its turn first_clock_turns, or at the
   first wait for a key (at_wait), whichever comes first. */
static void sig2(delve_game *g, int at_wait)
{
    delve_priv_orig *o = orig_of(g);
    if (o->clock_done || o->keys < g->priv.opt.first_clock)
        return;
    if (!at_wait && o->clock_tops++ < g->priv.opt.first_clock_turns)
        return;
    o->clock_done = 1;
    o->count = 0;
    delve__orig_show_count(g);
    g->priv.running = 0;
}

/* The loop (command, execcom, get_prefix) until it needs a key. */
static void play(delve_game *g)
{
    delve_game_private *p = &g->priv;
    delve_priv_orig *o = orig_of(g);
    long steps = 0;
    while (!o->over && o->wait == W_CMD) {
        switch (o->phase) {
        case PH_AFTER_CMD:
            if (o->take && o->do_take)
                delve__orig_pick_up(g);
            o->take = 0;
            if (!p->running)
                o->door_stop = 0;
            o->phase = o->after ? PH_TURN_END : PH_PREFIX; /* a free command takes no turn */
            break;
        case PH_TURN_END:
            delve__orig_do_fuses(g);
            delve__orig_do_daemons(g);
            delve__orig_ring_turn(g);
            game_pass_turns(p, 1);
            o->phase = PH_TOP;
            break;
        case PH_TOP:
            if (delve__orig_more_waiting(g)) { /* between turns the hero sleeps through too */
                delve__orig_more_show(g);
                o->wait = W_MORE;
                return;
            }
            sig2(g, 0);
            delve__orig_status(g);
            if (o->no_command) {
                if (--o->no_command <= 0) {
                    delve__orig_msg(g, "you can move again");
                    o->no_command = 0;
                }
                o->phase = PH_TURN_END;
                break;
            }
            o->phase = PH_PREFIX;
            break;
        default: /* PH_PREFIX: get_prefix */
            if (delve__orig_more_waiting(g)) {
                sig2(g, 1);
                delve__orig_more_show(g);
                o->wait = W_MORE;
                return;
            }
            o->after = 1;
            o->fastmode = 0;
            delve__orig_look(g, 1);
            if (!p->running)
                o->door_stop = 0;
            o->do_take = 1;
            o->again = 0;
            if (++steps > RUN_STEPS_MAX)
                p->running = o->count = 0;
            if (--o->count > 0) {
                o->do_take = o->lasttake;
                command_of(g, o->lastch);
                break;
            }
            o->count = 0;
            if (p->running) {
                o->do_take = o->lasttake;
                command_of(g, p->runch);
                break;
            }
            sig2(g, 1);
            return; /* the next key is read on this screen */
        }
    }
}

/* com_char and get_prefix's key loop (P1 §4.1, §4.2): 1 when the key made a command */
static int command_key(delve_game *g, int ch)
{
    delve_priv_orig *o = orig_of(g);
    if (ch == 8)
        ch = 'h';
    else if (ch == '+')
        ch = 't';
    else if (ch == '-')
        ch = 'z';
    if (o->mpos && !g->priv.running)
        delve__orig_msg(g, "");
    if (ch >= '0' && ch <= '9') {
        int junk = (short)(o->count * 10 + (ch - '0'));
        if (junk > 0 && junk < 10000)
            o->count = junk;
        delve__orig_show_count(g);
        return 0;
    }
    switch (ch) {
    case 'f': o->fastmode = !o->fastmode; return 0;
    case 'g': o->do_take = 0; return 0;
    case 'a':
        o->count = o->lastcount;
        o->do_take = o->lasttake;
        o->again = 1;
        if (!o->lastch)
            return 0;
        ch = o->lastch;
        break;
    case ' ': return 0;
    case ORIG_ESC:
        o->door_stop = 0;
        o->count = 0;
        delve__orig_show_count(g);
        return 0;
    default: break;
    }
    command_of(g, ch);
    return 1;
}

/* What a key did, as delve_game_act's flags. */
static int result(delve_game *g, delve_point hero, int turns, int depth, int gold, int pieces)
{
    const delve_game_private *p = &g->priv;
    int r = 0;
    if (p->hero.x != hero.x || p->hero.y != hero.y || p->depth != depth)
        r |= DELVE_GAME_MOVED;
    if (p->turns != turns)
        r |= DELVE_GAME_TURN;
    if (p->message[0] || orig_of(g)->wait != W_CMD)
        r |= DELVE_GAME_MESSAGE;
    if (p->depth > depth)
        r |= DELVE_GAME_DESCENDED;
    /* the purse went up, in its 16 bits; a leprechaun takes it down, or to 0 from 32768 up (a
       pick-up to exactly 65536 would be 0 too: the flag misses that one) */
    if ((p->gold && ORIG_INT(p->gold - gold) > 0) || p->pack.pieces > pieces)
        r |= DELVE_GAME_PICKED_UP;
    return r;
}

/* One key; typed: from the keyboard, not the macro's typeahead */
static int act_key(delve_game *g, int key, int typed)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_private *p = &g->priv;
    delve_point hero = p->hero;
    int turns = p->turns, depth = p->depth, gold = p->gold, pieces = p->pack.pieces;
    /* readchar's, wherever it reads, ' More ' too (P1 §5.2 step 4), for a key from the
       keyboard: the macro's bytes it returns before (step 1); getinfo reads raw keys */
    if (typed && key == ORIG_ESC && o->wait != W_LINE)
        o->count = 0;
    switch (o->wait) {
    case W_OVER: return 0;
    case W_WIN: delve__orig_win_key(g, key); return 0;
    case W_TOMB:
    case W_SCOREFILE: delve__orig_rip_key(g, key); return 0;
    case W_MORE:
        delve__orig_more_key(g, key);
        if (delve__orig_more_waiting(g))
            goto done;
        o->wait = o->more_then;
        o->more_then = W_CMD;
        break;
    case W_ITEM_LIST:
    case W_ITEM_PROMPT:
    case W_LINE:
    case W_DIR:
    case W_HAND:
    case W_HELP:
    case W_QUIT:
        if (o->wait == W_HAND)
            delve__orig_hand_key(g, key);
        else if (o->wait == W_LINE) {
            if (o->line_kind == ORIG_LINE_NAME) { /* before the game's first screen */
                if (delve__orig_name_key(key) && delve__orig_line_key(g, key)) {
                    delve__orig_named(g);
                    delve__orig_begin(g);
                }
                goto done;
            }
            if (delve__orig_line_key(g, key) && o->line_kind >= ORIG_LINE_SAVE)
                delve__orig_line_done(g);
        } else if (o->wait == W_HELP)
            delve__orig_help_key(g, key);
        else if (o->wait == W_QUIT)
            delve__orig_quit_key(g, key);
        else if (o->wait == W_DIR)
            use_item(g, delve__orig_dir_key(g, key));
        else
            use_item(g, delve__orig_item_key(g, key));
        if (o->wait != W_CMD)
            goto held;
        o->phase = PH_AFTER_CMD;
        break;
    case W_LIST:
        if (key != ' ' && key != ORIG_ESC && !(key >= 'a' && key <= 'z'))
            return 0;
        delve__game_pack_hide(g);
        o->wait = W_CMD;
        o->phase = PH_AFTER_CMD;
        break;
    default:
        if (!command_key(g, key))
            goto done;
        break;
    }
    play(g);
held:
    if (o->wait != W_MORE && delve__orig_more_waiting(g)) { /* a prompt after a message */
        o->more_then = o->wait;
        o->wait = W_MORE;
        delve__orig_more_show(g);
    }
done:
    return result(g, hero, turns, depth, gold, pieces);
}

#define MACRO_KEYS_MAX 4096

/* readchar's xtab (P1 §5.2 step 3): the extended keys (0x80 + scan code) that are commands */
static int xtab(int key)
{
    static const unsigned char from[] = {
        DELVE_KEY_HOME,   DELVE_KEY_UP,     DELVE_KEY_PGUP,   DELVE_KEY_LEFT,   DELVE_KEY_RIGHT,
        DELVE_KEY_END,    DELVE_KEY_DOWN,   DELVE_KEY_PGDN,   DELVE_KEY_INS,    DELVE_KEY_DEL,
        DELVE_KEY_F1,     DELVE_KEY_F1 + 1, DELVE_KEY_F1 + 2, DELVE_KEY_F1 + 3, DELVE_KEY_F1 + 4,
        DELVE_KEY_F1 + 5, DELVE_KEY_F1 + 6, DELVE_KEY_F1 + 7, DELVE_KEY_F1 + 8, DELVE_KEY_F1 + 9,
        DELVE_KEY_ALT_F9};
    static const char to[] = "ykuhlbjn>s?/a\x12"
                             "cDi^\x06!F";
    size_t i;
    if (key < 0x80) /* a plain key: most of them, so the table's walk is spared */
        return key;
    for (i = 0; i < sizeof from; i++)
        if (key == from[i])
            return (unsigned char)to[i];
    return key;
}

/* One key, then the macro's keys a Ctrl-F put in the typeahead (P1 §5.3), read by whatever
   waits for a key: commands, prompts, ' More ' */
int delve__orig_act(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    int r, n = 0;
    o->keys += o->keys < INT_MAX; /* first_clock is an int: more keys change nothing */
    r = act_key(g, o->wait == W_LINE ? key : xtab(key), 1); /* getinfo reads the raw key */
    /* a macro that repeats Ctrl-F (through 'a') plays for ever in the original: here it stops
       after that many keys; getinfo reads the keyboard, not the macro (P1 5.2), so its keys
       wait for the end of a line */
    while (o->type_pos < o->type_len && o->wait != W_OVER && o->wait != W_LINE &&
           n++ < MACRO_KEYS_MAX)
        r |= act_key(g, (unsigned char)o->macro[o->type_pos++], 0);
    if (n > MACRO_KEYS_MAX)
        o->type_pos = o->type_len = 0;
    return r;
}

/* What the next key answers (delve_game_state.prompt), from where the loop waits */
int delve__orig_prompt(const delve_game *g)
{
    static const unsigned char prompt[] = {
        [W_CMD] = DELVE_PROMPT_COMMAND,         [W_MORE] = DELVE_PROMPT_MORE,
        [W_LIST] = DELVE_PROMPT_LIST,           [W_TOMB] = DELVE_PROMPT_ENTER,
        [W_SCOREFILE] = DELVE_PROMPT_SCOREFILE, [W_OVER] = DELVE_PROMPT_OVER,
        [W_ITEM_LIST] = DELVE_PROMPT_OBJECT,    [W_ITEM_PROMPT] = DELVE_PROMPT_OBJECT,
        [W_LINE] = DELVE_PROMPT_LINE,           [W_DIR] = DELVE_PROMPT_DIRECTION,
        [W_HAND] = DELVE_PROMPT_HAND,           [W_WIN] = DELVE_PROMPT_MORE,
        [W_HELP] = DELVE_PROMPT_LIST,           [W_QUIT] = DELVE_PROMPT_YESNO,
    };
    return prompt[g->priv.o.wait];
}

/* The first screen: the loop runs to the first key. */
void delve__orig_begin(delve_game *g)
{
    orig_of(g)->wait = W_CMD;
    orig_of(g)->phase = PH_PREFIX;
    play(g);
}
