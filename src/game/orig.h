/* orig.h — the original's game (rules DELVE_RULES_ORIGINAL; spec rogue-game.md and its parts
   P1-P3): what its files share. The state is delve_priv_orig (delve_game.h); the map, the hero's
   place, the pack and the screen are the explore game's (game_base.h). Each file rebuilds the
   DOS routines it is named after: orig_command.c (command.c), orig_chase.c (chase.c),
   orig_fight.c (fight.c), orig_monsters.c (monsters.c), orig_daemon.c (daemon.c),
   orig_daemons.c (daemons.c), orig_io.c (io.c: More, status), orig_light.c (look, enter_room,
   leave_room, and msg), orig_level.c (new_level), orig_rip.c (rip.c). */
#ifndef DELVE_ORIG_H
#define DELVE_ORIG_H

#include "core/bits.h"
#include "game/game_base.h"
#include "rogue/rogue_base.h"

/* creature flags (rogue.h; P2 §2) */
enum {
    ISBLIND = 0x1,
    SEEMONST = 0x2,
    ISRUN = 0x4,
    ISFOUND = 0x8,
    ISINVIS = 0x10,
    ISMEAN = 0x20,
    ISGREED = 0x40,
    ISHELD = 0x80,
    ISHUH = 0x100,
    CANHUH = 0x400,
    CANSEE = 0x800,
    ISCANC = 0x1000,
    ISSLOW = 0x2000,
    ISHASTE = 0x4000,
    ISFLY = 0x8000
};

/* the kinds of potions, scrolls, rings and sticks, in the original's tables' order (P4 §6-§9) */
enum {
    ORIG_P_CONFUSE,
    ORIG_P_PARALYZE,
    ORIG_P_POISON,
    ORIG_P_STRENGTH,
    ORIG_P_SEEINVIS,
    ORIG_P_HEALING,
    ORIG_P_MFIND,
    ORIG_P_TFIND,
    ORIG_P_RAISE,
    ORIG_P_XHEAL,
    ORIG_P_HASTE,
    ORIG_P_RESTORE,
    ORIG_P_BLIND,
    ORIG_P_NOP
};
enum {
    ORIG_S_CONFUSE,
    ORIG_S_MAP,
    ORIG_S_HOLD,
    ORIG_S_SLEEP,
    ORIG_S_ARMOR,
    ORIG_S_IDENT,
    ORIG_S_SCARE,
    ORIG_S_GFIND,
    ORIG_S_TELEP,
    ORIG_S_ENCH,
    ORIG_S_CREATE,
    ORIG_S_REMOVE,
    ORIG_S_AGGR,
    ORIG_S_NOP,
    ORIG_S_VORPAL
};
enum {
    ORIG_R_PROTECT,
    ORIG_R_ADDSTR,
    ORIG_R_SUSTSTR,
    ORIG_R_SEARCH,
    ORIG_R_SEEINVIS,
    ORIG_R_NOP,
    ORIG_R_AGGR,
    ORIG_R_ADDHIT,
    ORIG_R_ADDDAM,
    ORIG_R_REGEN,
    ORIG_R_DIGEST,
    ORIG_R_TELEPORT,
    ORIG_R_STEALTH,
    ORIG_R_SUSTARM
};
enum {
    ORIG_WS_LIGHT,
    ORIG_WS_HIT,
    ORIG_WS_ELECT,
    ORIG_WS_FIRE,
    ORIG_WS_COLD,
    ORIG_WS_POLYMORPH,
    ORIG_WS_MISSILE,
    ORIG_WS_HASTE_M,
    ORIG_WS_SLOW_M,
    ORIG_WS_DRAIN,
    ORIG_WS_NOP,
    ORIG_WS_TELAWAY,
    ORIG_WS_TELTO,
    ORIG_WS_CANCEL
};
/* the classes of known[] and guess[]: potions, scrolls, rings, sticks */
enum { ORIG_K_POTION, ORIG_K_SCROLL, ORIG_K_RING, ORIG_K_STICK };
/* The kinds of the four classes in one run (potions, scrolls, rings, sticks): where kind
   `which` of class k is, for the tables that hold them all. Every class but the scrolls has as
   many kinds as the potions, so one multiplication places it (a sum of the classes before it
   took more code for a variable k). */
#define ORIG_K_INDEX(k, which)     \
    ((k)*DELVE_PRIV_POTION_KINDS + \
     ((k) > ORIG_K_SCROLL) * (DELVE_PRIV_SCROLL_KINDS - DELVE_PRIV_POTION_KINDS) + (which))
DELVE__STATIC_CHECK(DELVE_PRIV_RING_KINDS == DELVE_PRIV_POTION_KINDS &&
                    DELVE_PRIV_STICK_KINDS ==
                        DELVE_PRIV_POTION_KINDS); /* what ORIG_K_INDEX assumes */
#define ORIG_K_ALL ORIG_K_INDEX(ORIG_K_STICK, DELVE_PRIV_STICK_KINDS) /* the run's length */
/* The rings with a bonus (their armor_class): protection, add strength, dexterity, increase
   damage (rogue_things.c's ring_rolls rolls it for these four, by number) */
#define ORIG_R_BONUS_RINGS \
    (1 << ORIG_R_PROTECT | 1 << ORIG_R_ADDSTR | 1 << ORIG_R_ADDHIT | 1 << ORIG_R_ADDDAM)
#define ORIG_R_BONUS(which) ((ORIG_R_BONUS_RINGS >> (which)) & 1)

#define ORIG_GOLD DELVE_ITEM_KINDS /* a thing's kind: gold (the original's GOLD) */
/* The original's int was 16 bits (P3 §1): ORIG_INT(v) is v as that int. priv.gold keeps the
   purse as the status line's %u shows it, 0..65535 (ORIG_PURSE). */
#define ORIG_PURSE(v) ((int)((unsigned)(v)&0xFFFFu))
#define ORIG_INT(v) ((int)(short)(v))
#define DELVE__DEST_GOLD 1000
#define ORIG_DEST_HERO (-1)
#define ORIG_ESC 27
/* A flight or beam crosses the map in fewer steps; more means no direction at all, (0, 0) after
   an 'a' before any command, on which the original flies for ever: delve stops it there */
#define ORIG_FLIGHT_MAX DELVE_GAME_COLS

/* the daemon and fuse functions (P1 §10) */
enum {
    D_NONE,
    D_DOCTOR,
    D_SWANDER,
    D_STOMACH,
    D_RUNNERS,
    D_ROLLWAND,
    D_UNCONFUSE,
    D_UNSEE,
    D_SIGHT,
    D_TURN_SEE,
    D_NOHASTE
};

/* saving throws (P4 §14.10) */
enum { ORIG_VS_POISON = 0, ORIG_VS_LUCK = 1, ORIG_VS_MAGIC = 3 };

/* where the command loop stands (orig_command.c) */
enum { PH_PREFIX, PH_AFTER_CMD, PH_TURN_END, PH_TOP };
enum {
    W_CMD,
    W_MORE,
    W_LIST,
    W_TOMB,
    W_SCOREFILE,
    W_OVER,
    W_ITEM_LIST,
    W_ITEM_PROMPT,
    W_LINE,
    W_DIR,
    W_HAND, /* gethand: "Left hand or right hand?" */
    W_WIN,  /* total_winner's first screen */
    W_HELP, /* a help page or the discoveries (orig_help.c) */
    W_QUIT  /* "Do you wish to end your quest now?" */
};

static inline delve_priv_orig *orig_of(delve_game *g)
{
    return &g->priv.o;
}

/* noterse and chopmsg's test: 40 columns (terse) or Ctrl-T's expert (P4 §1.1) */
static inline int orig_brief(const delve_game *g)
{
    return g->cols != 80 || g->priv.o.expert;
}

/* ifterse's test: expert only (it starts as terse) */
static inline int orig_expert(const delve_game *g)
{
    return g->priv.o.expert;
}

static inline int orig_dist(int y1, int x1, int y2, int x2)
{
    return (x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2);
}

/* moat for the 9 cells around (y, x), reading mlist once: for each cell (y + dy - 1,
   x + dx - 1) with a monster, bit dy * 3 + dx of the result is set, and mlist's first there is
   in index[dy][dx] and its disguise (what winat shows) in shown[dy][dx], each unless NULL; the
   other cells are left as they were. self: a monster of mlist standing on (y, x), or -1; when
   no other stands on the nine cells (mlist_at), the list is not read. Inline: chase asks it at
   every monster's step, and the NULL's stores go away. y is 1..DELVE_GAME_MAP_ROWS. */
static inline int orig_moat_around(delve_game *g, int y, int x, int self, int index[3][3],
                                   unsigned char shown[3][3])
{
    const delve_priv_orig *o = orig_of(g);
    const unsigned char *at = &o->mlist_at[y - 1][x]; /* (y - 1, x - 1) */
    enum { ROW = DELVE_GAME_COLS + 2 };
    int i, taken = 0;
    if (!(at[0] | at[1] | at[2] | at[ROW] | at[ROW + 2] | at[2 * ROW] | at[2 * ROW + 1] |
          at[2 * ROW + 2]) &&
        at[ROW + 1] == (self >= 0)) {
        if (self < 0)
            return 0;
        if (index)
            index[1][1] = self;
        if (shown)
            shown[1][1] = (unsigned char)o->monsters[self].disguise;
        return 1 << 4;
    }
    for (i = 0; i < o->mlist_count; i++) { /* most are on other rows: y alone decides */
        int m = o->mlist_order[i];
        const delve_priv_monster *k = &o->monsters[m];
        unsigned dy, dx;
        if ((dy = (unsigned)(k->y - y + 1)) > 2)
            continue;
        dx = (unsigned)(k->x - x + 1);
        if (dx < 3 && !(taken & 1 << (dy * 3 + dx))) {
            taken |= 1 << (dy * 3 + dx);
            if (index)
                index[dy][dx] = m;
            if (shown)
                shown[dy][dx] = (unsigned char)k->disguise;
        }
    }
    return taken;
}

/* step_ok (monsters.c): neither blank, nor a wall, nor a monster's letter; inline for chase's
   nine cells, delve__orig_step_ok elsewhere (inline everywhere, delve.wasm grew 0.4 KB) */
static inline int orig_step_ok(unsigned char ch)
{
    return ch != ' ' && !game_is_wall(ch) && !(ch >= 'A' && ch <= 'Z');
}

/* orig_io.c: addch of a byte as text (curses.c): the original's glyphs in their colours, every
   other byte grey (delve__orig_glyph_attr) */
void delve__orig_addch(delve_game *g, int y, int x, unsigned char ch);

/* orig_names.c (P2 §1, P3 §2.3) */
const char *delve__orig_monster_name(int type); /* "" for no letter */
const char *delve__orig_weapon_name(int which); /* w_names */
/* Name n of a list of names one after another, each ended by its NUL (for the tables of names,
   which take no pointer per name); "" past the last when the list ends with an empty name */
const char *delve__orig_nth(const char *list, int n);

/* orig_monsters.c: the table, making, waking and aiming monsters (P2 §1-§5) */
int delve__orig_moat(delve_game *g, int y, int x); /* mlist's first there, or -1 */
/* mlist's changes, to its links, its array and mlist_at alike: monster m (its place set) put at
   its head; taken out of it (its next left as it was: the callers say what it becomes, P2
   §6.2); moved to (y, x), in the list or not (a freed thief's record moves on, P2 §6.2) */
void delve__orig_mlist_push(delve_game *g, int m);
void delve__orig_mlist_unlink(delve_game *g, int m);
void delve__orig_monster_to(delve_game *g, int m, int y, int x);
unsigned char delve__orig_winat(delve_game *g, int y, int x); /* disguise or map character */
int delve__orig_step_ok(unsigned char ch);
/* diag_ok (move.c): a step from (fy, fx) to (ty, tx) that is diagonal needs both cells beside
   it open on the map (the hero's and the monsters' moves; chase tests its eight at once) */
static inline int orig_diag_ok(delve_game *g, int fy, int fx, int ty, int tx)
{
    return ty == fy || tx == fx ||
           (delve__orig_step_ok(LEVEL_CHAR(g, ty, fx)) &&
            delve__orig_step_ok(LEVEL_CHAR(g, fy, tx)));
}
int delve__orig_scare_at(delve_game *g, int y, int x); /* a scare-monster scroll shows there */
/* the same, given what winat shows there */
int delve__orig_scare_under(delve_game *g, int y, int x, unsigned char shown);
int delve__orig_new_monster(delve_game *g, int type, delve_point pos, int hp, int disguise);
int delve__orig_new_monster_at(delve_game *g, int type, delve_point pos, int level, int hp,
                               int disguise);
int delve__orig_randmonster(delve_game *g, int wander);
/* the medusa's gaze and the vorpal flash, which the original says at once, are kept in
   priv.scratch: their callers show them at once (orig_light.c's wake, delve__orig_sees) */
int delve__orig_wake_monster(delve_game *g, int y, int x);
void delve__orig_start_run(delve_game *g, int y, int x);
int delve__orig_find_dest(delve_game *g, int m);
int delve__orig_see_monst(delve_game *g, int m);
int delve__orig_pick_mons(delve_game *g);
void delve__orig_aggravate(delve_game *g);
int delve__orig_cansee(delve_game *g, int y, int x);
void delve__orig_wanderer(delve_game *g);
int delve__orig_new_thing_slot(delve_game *g); /* a free thing, cleared, or -1 */
static inline void delve__orig_dest_pos(delve_game *g, int dest, int *y, int *x)
{
    delve_priv_orig *o = orig_of(g);
    if (dest == ORIG_DEST_HERO) {
        *y = g->priv.hero.y;
        *x = g->priv.hero.x;
    } else if (dest >= DELVE__DEST_GOLD) {
        *y = o->gold_pos[dest - DELVE__DEST_GOLD].y;
        *x = o->gold_pos[dest - DELVE__DEST_GOLD].x;
    } else {
        *y = o->things[dest].y;
        *x = o->things[dest].x;
    }
}

/* orig_chase.c (P2 §6, §7) */
void delve__orig_runners(delve_game *g);

/* orig_fight.c (P3) */
void delve__orig_fight(delve_game *g, delve_point pos, int mn);
void delve__orig_attack(delve_game *g, int m);
void delve__orig_check_level(delve_game *g);
void delve__orig_fall(delve_game *g, int t); /* thing t lands near its place, or is lost */
/* fall(obj, TRUE): with named, "The arrow vanishes as it hits the ground." where none takes it */
void delve__orig_fall_named(delve_game *g, int t, const delve_game_object *named);
/* a thrown object at monster m (fight with thrown TRUE): 1 on a hit */
int delve__orig_hit_monster(delve_game *g, int m, delve_game_object *piece);
void delve__orig_fight_bolt(delve_game *g, int m, const char *name);
void delve__orig_fire_bolt(delve_game *g, int sy, int sx, const char *name, int shooter);
void delve__orig_fight_with(delve_game *g, int m, delve_game_object *stick); /* striking */
void delve__orig_fight_missile(delve_game *g, int m);                        /* magic missile */

void delve__orig_raise_level(delve_game *g);
void delve__orig_killed(delve_game *g, int m, int pr); /* pr: "You have defeated ..." */
int delve__orig_plop_monster(delve_game *g, int r, int c, int *sy, int *sx);

/* orig_daemon.c: the table (P1 §10.1) */
void delve__orig_daemon(delve_game *g, int func);
void delve__orig_fuse(delve_game *g, int func, int time);
void delve__orig_extinguish(delve_game *g, int func);
void delve__orig_confuse(delve_game *g, int turns); /* ISHUH, its fuse set or lengthened */

/* orig_daemons.c (P1 §10, §11) */
void delve__orig_do_fuses(delve_game *g);
void delve__orig_do_daemons(delve_game *g);
void delve__orig_doctor(delve_game *g);

/* orig_io.c: the message line, ' More ', the status rows (P1 §12, §13) */
int delve__orig_putmsg(delve_game *g, const char *s); /* the length that stays shown */
void delve__orig_status(delve_game *g);
const char *delve__orig_title(int lvl);     /* he_man: the rank of experience level lvl */
int delve__orig_armor(const delve_game *g); /* the worn armour's class, or 10 */
void delve__orig_show_count(delve_game *g);
void delve__orig_more_push(delve_game *g); /* the screen now, with ' More ' at mpos */
void delve__orig_more_keep(delve_game *g); /* the screen now, as it is */
static inline int delve__orig_more_waiting(delve_game *g) /* kept screens, some not answered */
{
    return orig_of(g)->n_more > orig_of(g)->more_answered;
}
void delve__orig_more_show(delve_game *g);
void delve__orig_flush_type(delve_game *g); /* the macro's typeahead, read by the kept screens */
void delve__orig_more_key(delve_game *g, int key); /* a key while ' More ' is shown */

/* orig_light.c (rogue.md §10, P2 §8; msg, P1 §12.1) */
void delve__orig_msg(delve_game *g, const char *text); /* "" clears the line */
void delve__orig_msg3(delve_game *g, const char *a, const char *b, const char *c);
/* msg(fmt): fmt read as the original's sprintf read a format given no arguments */
void delve__orig_msg_format(delve_game *g, const char *fmt);
/* the messages lower routines left in priv.scratch (the explore game's pack and search, the
   medusa's gaze, the vorpal flash), shown */
void delve__orig_flush_kept(delve_game *g);
static inline void delve__orig_flush(delve_game *g)
{
    if (g->priv.scratch[0]) /* most turns leave none */
        delve__orig_flush_kept(g);
}
int delve__orig_sees(delve_game *g, int m); /* see_monst, its vorpal flash said at once */
void delve__orig_look(delve_game *g, int wakeup);
void delve__orig_enter_room(delve_game *g, delve_point cp);
void delve__orig_leave_room(delve_game *g, delve_point cp);

/* orig_level.c (P1 §17.2): main() up to its greeting, which delve__orig_greet writes */
void delve__orig_start(delve_game *g);
void delve__orig_greet(delve_game *g);
void delve__orig_new_level(delve_game *g, int depth);
/* The level at depth from what p->built keeps (orig_level.c): the one new_level made, and with
   wake, also its first room's wake-up draws, as delve_rogue_generate makes them (a game's
   level() rebuilt). */
void delve__orig_build(const delve_game *g, int depth, delve_rogue_level *out,
                       delve__rogue_extra *x, int wake);

/* orig_getinfo.c (P4 §4.1, §4.2) */
enum { ORIG_LINE_SAVE = 10, ORIG_LINE_DOS, ORIG_LINE_MACRO, ORIG_LINE_NAME }; /* the others */
void delve__orig_getline(delve_game *g, int kind, int which, int row, int col, int max);
void delve__orig_getinfo(delve_game *g, int kind, int which); /* a name for guess[kind][which] */
int delve__orig_line_key(delve_game *g, int key);
int delve__orig_cursor(const delve_game *g);
void delve__orig_call_it(delve_game *g, int k, int kind);

/* orig_credits.c (P5 G2): the name prompt before the greeting */
void delve__orig_credits(delve_game *g);
int delve__orig_name_key(int key);
void delve__orig_named(delve_game *g);

/* orig_items.c (P4 §2, §10, §11, P3 §9-§11): get_item and get_dir give the object chosen
   (its index), or -1: none, or not yet (then wait is not W_CMD) */
int delve__orig_get_item(delve_game *g, int cmd);
int delve__orig_item_key(delve_game *g, int key);
int delve__orig_get_dir(delve_game *g, int cmd); /* "Which direction?", then cmd's object */
int delve__orig_dir_key(delve_game *g, int key);
void delve__orig_call(delve_game *g, int i);
void delve__orig_eat(delve_game *g, int i);
void delve__orig_wield(delve_game *g, int i);
void delve__orig_wear(delve_game *g, int i);
void delve__orig_take_off(delve_game *g);
void delve__orig_missile(delve_game *g, int i); /* towards dir_y, dir_x */
void delve__orig_do_motion(delve_game *g, int dy, int dx, int *y, int *x);
void delve__orig_drop(delve_game *g, int i);
void delve__orig_pick_up(delve_game *g);        /* what the hero stepped on (take) */
int delve__orig_can_drop(delve_game *g, int i); /* i's place after, or -1 */
void delve__orig_thing_of(delve_priv_thing *t, const delve_game_object *ob);
void delve__orig_object_of(delve_game_object *ob, const delve_priv_thing *t);

/* orig_potions.c (P4 §6) */
void delve__orig_quaff(delve_game *g, int i);
void delve__orig_th_effect(delve_game *g, int kind, int m);
void delve__orig_invis_on(delve_game *g);
int delve__orig_turn_see(delve_game *g, int off);
void delve__orig_unsee(delve_game *g);
void delve__orig_sight(delve_game *g);
int delve__orig_add_haste(delve_game *g, int potion);
unsigned char delve__orig_goodch(const delve_game_object *ob);

/* orig_scrolls.c (P4 §7, §12) */
void delve__orig_read_scroll(delve_game *g, int i);
void delve__orig_identified(delve_game *g, int i); /* whatis' choice */

/* orig_sticks.c (P4 §8) */
void delve__orig_do_zap(delve_game *g, int i);

/* orig_wearing.c (P4 §9.4, §9.5) */
delve_game_object *delve__orig_ring(delve_game *g, int hand);
/* the rings on the left and right hands (NULL for none), in one walk of the pack */
void delve__orig_rings(delve_game *g, const delve_game_object *on[2]);
/* r (a ring on a hand, or NULL) is one of this kind (always inline: the rings' part of a turn
   is compiled for size, where it was a call, four a turn) */
static inline DELVE__ALWAYS_INLINE int orig_ring_is(const delve_game_object *r, int kind)
{
    return r && r->which == kind;
}
/* ISRING(hand, kind): the ring on a hand if it is of this kind, else NULL */
const delve_game_object *delve__orig_ring_of(delve_game *g, int hand, int kind);
int delve__orig_wearing(delve_game *g, int kind);
int delve__orig_ring_bonus(delve_game *g, int kind);
int delve__orig_ring_eat(delve_game *g, const delve_game_object *r);
int delve__orig_armor_value(delve_game *g); /* in a fight: less the protection rings */

/* orig_rings.c (P4 §9) */
void delve__orig_ring_turn(delve_game *g);
void delve__orig_search(delve_game *g); /* search (P1 §9.1) */
int delve__orig_pool_used(delve_game *g);
void delve__orig_ring_on(delve_game *g, int i);
void delve__orig_ring_off(delve_game *g);
void delve__orig_hand_key(delve_game *g, int key);

/* orig_misc.c (P4 §14) */
int delve__orig_add_str(int s, int amount);
void delve__orig_chg_str(delve_game *g, int amount);
int delve__orig_save_throw(delve_game *g, int which, int lvl);
int delve__orig_save(delve_game *g, int which);
int delve__orig_is_magic(const delve_game_object *o);

/* orig_trap.c (P1 §8) */
int delve__orig_be_trapped(delve_game *g, delve_point tc);
void delve__orig_descend(delve_game *g, const char *mesg);
void delve__orig_teleport(delve_game *g);

/* orig_help.c (P1 §14, P4 §5) */
void delve__orig_help(delve_game *g, int symbols);
void delve__orig_discovered(delve_game *g);
void delve__orig_help_key(delve_game *g, int key);

/* orig_quit.c (P1 §5.3, §15) */
void delve__orig_quit(delve_game *g);
void delve__orig_quit_key(delve_game *g, int key);
void delve__orig_save_game(delve_game *g);
void delve__orig_fakedos(delve_game *g);
void delve__orig_define_macro(delve_game *g);
void delve__orig_line_done(delve_game *g);

/* orig_win.c (P1 §16.3) */
void delve__orig_total_winner(delve_game *g);
void delve__orig_win_key(delve_game *g, int key);

/* orig_rip.c (P1 §16) */
void delve__orig_death(delve_game *g, int code);
void delve__orig_score(delve_game *g);     /* score's "[Press Enter to see rankings]" */
void delve__orig_scroll_up(delve_game *g); /* a new line on row 24: the screen one row up */
void delve__orig_rip_key(delve_game *g, int key);

/* orig_command.c: one key (P1 §3, §4, §6, §7) */
int delve__orig_act(delve_game *g, int key);
int delve__orig_prompt(const delve_game *g);
unsigned delve__orig_listed(const delve_game *g); /* delve_game_state.listed (orig_items.c) */
void delve__orig_begin(delve_game *g);
void delve__orig_do_move(delve_game *g, int dy, int dx);

#endif
