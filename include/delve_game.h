/* delve_game.h — the game: the original PC Rogue 1.48's whole game (rules DELVE_RULES_ORIGINAL,
   the default for Rogue), or a walk through a level (DELVE_RULES_EXPLORE, and every LevelMap
   game): Rogue's moves, lighting, searching, traps and stairs, drawn into a PC text screen. Part
   of delve.h, which includes it at its end: include "delve.h", not this file.

   EXAMPLE
     static delve_game g;                          // ~62 KB, caller-owned; nothing is allocated
     delve_game_options opt = {0};                 // Rogue, the original's game, depth 1, 80 cols
     int st = delve_game_start(&g, 42, &opt);
     if (st != DELVE_OK) puts(delve_status_message(st));
     int r = delve_game_act(&g, 'l');              // step right; r < 0 is an error status
     if (r & DELVE_GAME_DESCENDED) ...             // a new level is on the screen
     const unsigned char *chars = delve_game_chars(&g), *attrs = delve_game_attrs(&g);
     // cell (row, col), row 0..24, col 0..cols-1: chars[row * delve_game_cols(&g) + col]

   THE ORIGINAL'S GAME (rules DELVE_RULES_ORIGINAL; the spec rogue-game.md and its parts P1-P3)
     delve_game_act takes any key 1..DELVE_GAME_KEY_MAX, the byte the original read for it
     (letters, digits, punctuation, space, Escape 27, Enter 13, Ctrl-letters 1..26, the arrows
     and F-keys as DELVE_KEY_*, ...): a command, a count or prefix, an answer to a prompt, or
     the space that goes on at ' More ' (delve_game_prompt says which the next key is).
     The game is the original's for the same keys, screen for screen: monsters wake, chase and
     fight, hunger, healing, wandering monsters, the hero's levels, death, the tombstone and the
     Hall of Fame, every draw of its random generator in its order; a replay (dos) continues
     with its one stream to the levels below, a seeded game's level d is delve_rogue_generate's
     (seed, depth d) and its play draws from its own stream. Where the original waits for a key
     in the middle of a turn (' More '), the screens it showed there come one per space before
     the one the next command is read on. From the tombstone on, state.over says how the game
     ended; its last questions (the tombstone's Enter, the score file's, a ' More ') are still
     keys, and the score is entered at the last: play on until delve_game_prompt is
     DELVE_PROMPT_OVER.
     Every command of the original is played, every potion, scroll, ring, wand and staff does
     what it did; a key the original does not know gets its "Illegal command".

   ACTIONS OF A WALK (rules DELVE_RULES_EXPLORE: key codes; anything else is DELVE_ERR_ACTION)
     h j k l y u b n   step left, down, up, right, up-left, up-right, down-left, down-right
     H J K L Y U B N   run that way. Rogue: as the original's Shift-run, round corridor corners
                       until blocked, onto a door, one step from a door onto floor, or onto
                       stairs, gold, an object or a trap (forks and what comes into view do not
                       stop it; spec P1 §7.3). LevelMap: see LEVELMAP RULES
     s                 search the 8 neighbours: a secret door is found with chance 1/5, a hidden
                       trap with 1/2 (Rogue only; a LevelMap level hides nothing)
     >                 go down the stairs (only when standing on them)
     .                 rest one turn
     i                 show the pack (the original's inventory: "a) Some food" ...); while it
                       shows, space or a lower-case letter only brings the map back, and any
                       other action is ignored (returns 0)
     space             nothing (a key to return from the inventory)

   THE SCREEN (the PC's text-mode video memory: what the player sees and remembers)
     cols x 25 cells, row-major, cols = 80 or 40: in 40-column mode the arrays hold 40*25 cells
     packed as rows of 40, and the rest of each array is unused. chars are CP437 bytes (0x01-0x1F
     are glyphs: see delve_cp437_unicode); attrs are PC colour attributes, foreground in the low
     nibble, background in the high one.
       row 0        the message of the last action (grey, 7), cut at the screen's width; a
                    replay starts with the original's greeting, cleared by the next action
       rows 1..22   the map as seen and remembered (40 columns: rows 1..21)
       row 23       the original's status line for a new character, in its own format and
                    yellow: "Level:1     Hits:12(12)   Str:16(16)    Gold:0      Armor:5"
                    (Level and Gold live; 40 columns: Level, Hits and Str on row 22, Gold
                    and Armor on row 23, as the original)
       row 24       delve's own figures, where the original shows its clock:
                    "Seed: 42  Turns: 57" (grey)
     Colours (spec §4): walls and doors brown 6, floor light green 10, stairs black on green
     0xA0, traps magenta 5, gold and the player yellow 14, potions, scrolls, weapons, armor,
     rings, sticks and the amulet light blue 9, food red 4, passages and monsters grey 7.
     Standout marks things and the player on corridor and maze cells, as the original does
     (armor excepted), in the colours its addch gives standout (spec §12.5): the player and gold
     0x7E (yellow on grey), objects 0x71, food 0x74, the rest 0x70.
     Messages are the original's, capitalised as its msg() does: "You found 38 gold pieces",
     "You now have a turquoise potion (b)" (names from the game's start-up draws: a replay's
     from its clock seed, a seeded game's from delve_rogue_start_state(seed, 0)).

   ROGUE RULES OF A WALK (spec §10, erratum 5)
     Entering a lit room draws it whole (secret doors as walls, hidden traps as floor, the
     monsters in it); in dark rooms, corridors and mazes only the 8 neighbours are shown, and in
     a corridor only the same passage and doors. Leaving a room forgets its things and monsters
     (drawn over with floor, or blank in a dark room); dark-room floor is erased behind the
     player. Walls, rock and monsters block, and monsters never move, except that one standing
     on the stairs changes places with the player, and any other does when bumped into a second
     time running (else one in a doorway or a corridor could cut the way down for good). No
     diagonal step into or out of a doorway. Walking onto gold or an item picks it up. A hidden
     trap springs when stepped on: trapdoor (down one level), teleport (a random floor cell),
     arrow, dart, sleeping gas (5 turns asleep), bear trap (the next 3 moves fail). Picked-up
     objects go into the pack with the original's letters and merging (spec §12.1); a full pack
     (22 pieces) leaves them lying. The game's
     random numbers continue the level's DOS generator (delve_rogue_level.rng); they are drawn
     for searching, traps and teleports only (no monster, hunger or combat rolls: those rules
     are not played, and hits by arrows and darts hurt nobody).
     A seed names a whole dungeon: going down (stairs or trapdoor) gives exactly
     delve_rogue_generate(seed, depth + 1) with the same mode and columns; gold, the pack and the
     turn count carry over and change nothing in the level.

   LEVELMAP RULES
     Level d of seed S is delve_levelmap_generate(S + d - 1) with the game's LevelMap options;
     width and height 0 mean the map area (cols x 22, or 40 x 21); it is drawn with delve_levelmap_draw's
     glyphs at the top left of rows 1..22. Floor and doors are walkable, walls and void block; no
     diagonal step into or out of a doorway. The player starts on a random floor block and a
     down staircase lies on another (both drawn with the DOS generator started from
     delve_rogue_start_state(S, d)). Lighting: the player sees every block on a straight line
     (Bresenham) that crosses only floor, plus the walls and doors touching a seen floor block;
     doors stop sight unless the player stands in one; what was seen stays drawn. Running
     follows 1-wide corridors round corners and stops at doors, branches, openings, the stairs
     coming into view or alongside, and walls.

   RULES OF THE API
     Memory: delve_game is a plain struct the caller owns (delve_game_size() for JavaScript);
     only the screen fields are for reading directly, the rest through the functions below.
     Determinism: no globals, clock, rand() or I/O; the same seed, options and actions give the
     same screens everywhere, natively and in WebAssembly.
*/
#ifndef DELVE_GAME_H
#define DELVE_GAME_H

#ifndef DELVE_H
#error "delve_game.h is part of delve.h: include \"delve.h\""
#else /* (nothing below: the one error, not a cascade) */

#ifdef __cplusplus
extern "C" {
#endif

#define DELVE_GAME_COLS 80 /* widest screen */
#define DELVE_GAME_ROWS 25
#define DELVE_GAME_MAP_ROWS 22    /* screen rows 1..22 hold the map */
#define DELVE_GAME_LIST_COLUMN 40 /* a two-column list's second column on 80 columns (the help) */
#define DELVE_GAME_MESSAGE_MAX 160
#define DELVE_GAME_KEY_MAX 255 /* rules original: keys are 1..this, the bytes a PC keyboard gives */

/* The PC's extended keys as the original read them (spec P1 §5.1): the BIOS gave 0 and a scan
   code, the game took 0x80 + the scan code. As a command each is a letter's (Home y, Up k, PgUp
   u, Left h, Right l, End b, Down j, PgDn n, Ins >, Del s, F1 ?, F2 /, F3 a, F4 Ctrl-R, F5 c,
   F6 D, F7 i, F8 ^, F9 Ctrl-F (the macro), F10 !, Alt-F9 F (the macro's definition)); in a line
   being typed one ends the line and is kept; Shift-F1..F10 are no command. Other keys are their
   bytes: Escape 27, Enter 13, Backspace 8, Tab 9, Ctrl-A..Ctrl-Z 1..26, CP437 above 127. */
enum {
    DELVE_KEY_HOME = 0xC7,
    DELVE_KEY_UP = 0xC8,
    DELVE_KEY_PGUP = 0xC9,
    DELVE_KEY_LEFT = 0xCB,
    DELVE_KEY_RIGHT = 0xCD,
    DELVE_KEY_END = 0xCF,
    DELVE_KEY_DOWN = 0xD0,
    DELVE_KEY_PGDN = 0xD1,
    DELVE_KEY_INS = 0xD2,
    DELVE_KEY_DEL = 0xD3,
    DELVE_KEY_F1 = 0xBB,       /* F1..F10: DELVE_KEY_F1 + n - 1 */
    DELVE_KEY_SHIFT_F1 = 0xD4, /* Shift-F1..F10: DELVE_KEY_SHIFT_F1 + n - 1 */
    DELVE_KEY_ALT_F9 = 0xF0
};

enum { DELVE_GEN_ROGUE = 0, DELVE_GEN_LEVELMAP = 1 };

/* Status codes of the game (besides delve.h's). */
enum {
    DELVE_ERR_GENERATOR = -20,     /* generator not DELVE_GEN_ROGUE or DELVE_GEN_LEVELMAP */
    DELVE_ERR_ACTION = -21,        /* action is not one of the keys listed above */
    DELVE_ERR_NOT_STARTED = -22,   /* the game was never started: call delve_game_start first */
    DELVE_ERR_NAME = -23,          /* name empty, too long, or not printable ASCII */
    DELVE_ERR_DOS_GENERATOR = -24, /* a replay (dos) asked for a LevelMap game */
    DELVE_ERR_FRUIT = -25,         /* fruit empty, too long, or not printable ASCII */
    DELVE_ERR_RULES = -26,         /* rules not a DELVE_RULES_* value, or original for LevelMap */
    DELVE_ERR_YEAR = -27,          /* year outside 1..9999 (0: the default) */
    DELVE_ERR_FIRST_CLOCK = -28,   /* first_clock or first_clock_turns negative, or
                                      first_clock_turns given with first_clock 0 */
    DELVE_ERR_SCORES = -29,        /* n_scores outside 0..DELVE_GAME_SCORES_MAX, scores NULL with
                                      entries, an entry with a bad name or fate, gold outside
                                      0..DELVE_GAME_SCORE_GOLD_MAX, a level or rank outside
                                      0..DELVE_GAME_SCORE_FIGURE_MAX, or more gold than the
                                      entry before it (the list is best first) */
    DELVE_ERR_MENU = -40, /* menu not a DELVE_MENU_* value (the game's codes go on from -40) */
    DELVE_ERR_UNUSED_OPTION = -41, /* an option set that the game never uses: see
                                      delve_game_unused_option */
    DELVE_ERR_SCREEN = -42,        /* screen not a DELVE_SCREEN_* value */
    DELVE_ERR_MACRO = -43,         /* macro longer than DELVE_GAME_MACRO_MAX bytes */
    DELVE_ERR_SAVEFILE = -44,      /* savefile empty, too long, or not printable ASCII */
    DELVE_ERR_ROGUE_OPT = -45,     /* a ROGUE.OPT that ends inside a label, as the original
                                      refuses it ("rogue.opt: incorrect file format") */
    DELVE_ERR_CREDITS = -46,       /* credits neither 0 nor 1 */
    DELVE_ERR_CLOCK = -47          /* delve_game_clock_seed: no clock seed, no DOS time */
};

/* What an action did: delve_game_act returns an OR of these; 0 for none of them (a key that
   did nothing, or in rules explore one that only showed or closed the pack's list: the screen
   has changed all the same). */
enum {
    DELVE_GAME_MOVED = 1,      /* the player is somewhere else */
    DELVE_GAME_TURN = 2,       /* time passed (the turn count went up) */
    DELVE_GAME_MESSAGE = 4,    /* row 0 has a message, or a question (the game waits: see
                                  delve_game_state.prompt) */
    DELVE_GAME_DESCENDED = 8,  /* a new level (stairs or trapdoor) */
    DELVE_GAME_PICKED_UP = 16, /* gold or an item went into the purse or pack */
    DELVE_GAME_FOUND = 32,     /* a search found a secret door or a trap */
    DELVE_GAME_TRAPPED = 64,   /* a trap sprang */
    DELVE_GAME_BLOCKED = 128   /* a step was refused: wall, rock, monster, diagonal, bear trap */
};

/* The LevelMap options a game uses, with delve_levelmap_options' meanings (0 = default,
   DELVE_NONE = 0 % for the chances), except that width and height 0 mean the whole map area
   (cols x 22; 40 x 21 in 40 columns) and larger sizes are refused (DELVE_ERR_WIDTH / DELVE_ERR_HEIGHT). */
typedef struct delve_game_levelmap_options {
    int width, height, corridor, combined, cellsize, natural, no_doors, voids, entrances;
} delve_game_levelmap_options;

#define DELVE_GAME_NAME_MAX 23 /* the longest player name */
#define DELVE_GAME_NAME_DEFAULT "Rodney"
#define DELVE_GAME_FRUIT_DEFAULT "Slime Mold" /* the program's default */
#define DELVE_GAME_YEAR_DEFAULT 2026          /* the recordings' */
#define DELVE_GAME_MACRO_MAX 40               /* ROGUE.OPT's macro: the original's buffer */
/* the most bytes of a ROGUE.OPT the CLI and the JS API read (a real one is a few lines) */
#define DELVE_GAME_ROGUE_OPT_MAX 65536
#define DELVE_GAME_MACRO_DEFAULT "v"
#define DELVE_GAME_SAVEFILE_MAX 14 /* ROGUE.OPT's savefile */
#define DELVE_GAME_SAVEFILE_DEFAULT "rogue.sav"

/* One entry of the original's score file (P1 §16.4): the Hall of Fame a dead hero sees. */
#define DELVE_GAME_SCORES_MAX 10
/* The score file's figures were 16-bit ints. Gold is the purse as its status line showed it
   (unsigned): from 32768 the Hall of Fame read it as negative and stopped its list there. */
#define DELVE_GAME_SCORE_GOLD_MAX 65535
#define DELVE_GAME_SCORE_FIGURE_MAX 32767 /* a level's or a rank's */
typedef struct delve_game_score {
    int gold;  /* the purse at the end (after the tombstone's tax), 0..DELVE_GAME_SCORE_GOLD_MAX */
    int fate;  /* how it ended: a killer's code (the monster's letter 'A'..'Z', 'a' an arrow,
                  'b' a bolt, 'd' a dart, 'f' a fall, 's' starvation), 1 quit, 2 a total
                  winner */
    int level; /* the deepest level reached, 0..DELVE_GAME_SCORE_FIGURE_MAX */
    int rank;  /* the experience level, 0..DELVE_GAME_SCORE_FIGURE_MAX */
    char name[DELVE_GAME_NAME_MAX + 1];
} delve_game_score;

typedef struct delve_game_options {
    int generator;     /* DELVE_GEN_ROGUE (0, default) or DELVE_GEN_LEVELMAP */
    int depth;         /* starting depth 1..DELVE_DEPTH_MAX; 0 = 1 */
    int mode;          /* Rogue: DELVE_MODE_FIXED, DELVE_MODE_CLASSIC, or DELVE_MODE_DEFAULT (0):
                      fixed, or classic for a replay; the whole game keeps the mode */
    int cols;          /* screen and Rogue level width: 80 or 40; 0 = 80 */
    int dos;           /* Rogue: 1..DELVE_DOS_MAX replays the original game with this clock seed
                      (delve_rogue_options.dos): its level 1, greeted as the original greets;
                      the levels below are the original's, built from where its play left the
                      generator (explore rules: seed dos, depth 2, 3, ...). 0 = a seeded game */
    const char *name;  /* the player's name in the greeting: 1..DELVE_GAME_NAME_MAX printable
                         ASCII characters; NULL = DELVE_GAME_NAME_DEFAULT ("Rodney") */
    const char *fruit; /* the fruit's name (the original's `fruit` option), the same rule;
                          NULL = DELVE_GAME_FRUIT_DEFAULT ("Slime Mold") */
    delve_game_levelmap_options levelmap; /* LevelMap only */
    int rules;             /* DELVE_RULES_EXPLORE (monsters stand still, no hunger, no death) or
                       DELVE_RULES_ORIGINAL (the original's whole game, Rogue only);
                       0 = original for Rogue, explore for LevelMap */
    int first_clock;       /* original: the key at whose wait the original first drew its clock,
                        which cancels a run or count then in progress; 0 = before the first key */
    int first_clock_turns; /* original: how many turns into the work of key first_clock - 1
                              the draw falls (0 = at the first; it falls at the next wait for a
                              key at the latest, a ' More ' included); 0 when first_clock is */
    int year;              /* the tombstone's year; 0 = 2026 (the recordings') */
    int menu; /* original: ROGUE.OPT's menu, how get_item asks for an object: DELVE_MENU_ON (0,
                 the original's default: the list first), DELVE_MENU_SEL (the list, but a
                 prompt for eat and drop) or DELVE_MENU_OFF (the prompt first) */
    const char *macro;    /* original: ROGUE.OPT's macro, the keys F9 (Ctrl-F) types: 0..
                             DELVE_GAME_MACRO_MAX bytes (keys 1..255); NULL = "v" */
    const char *savefile; /* original: ROGUE.OPT's savefile, the name the save prompt offers:
                             1..DELVE_GAME_SAVEFILE_MAX printable ASCII characters; NULL =
                             "rogue.sav" */
    int screen;           /* original: ROGUE.OPT's screen: DELVE_SCREEN_COLOR (0, the default) or
                   DELVE_SCREEN_BW, its "bw": the monochrome attribute table, where every
                   colour is grey 0x07 and standout 0x78 (curses.c monoc_attr) */
    int credits; /* original: 1 starts at the credits screen, which asks "Rogue's Name?" (P5 G2,
                    mach_dep.c credits): the name typed there, printable ASCII, replaces name
                    (none, or Escape, keeps it), then the greeting; 0 = the greeting at once, as
                    the recordings begin. The keys typed for the name are the game's first */
    /* original: the score file, best first (at most DELVE_GAME_SCORES_MAX entries, copied at
       the start); NULL = none, the original without its file (its "No scorefile" prompt; with
       no gold, none: the game is over at the tombstone's Enter, as the original went to DOS) */
    const delve_game_score *scores;
    int n_scores;
} delve_game_options;

enum { DELVE_RULES_DEFAULT = 0, DELVE_RULES_EXPLORE = 1, DELVE_RULES_ORIGINAL = 2 };
enum { DELVE_MENU_ON = 0, DELVE_MENU_SEL = 1, DELVE_MENU_OFF = 2 };
enum { DELVE_SCREEN_COLOR = 0, DELVE_SCREEN_BW = 1 };

/* What the player knows, for a status display or a test. */
typedef struct delve_game_state {
    int generator, depth, mode, cols; /* mode as played: DELVE_MODE_FIXED or _CLASSIC */
    uint32_t seed;
    int dos;  /* the replayed clock seed (delve_game_options.dos), or 0 */
    int x, y; /* the player: column, screen row */
    int gold; /* the purse; the original's rules keep its 16 bits, 0..DELVE_GAME_SCORE_GOLD_MAX */
    int turns;
    int items[DELVE_ITEM_KINDS]; /* pieces carried, per DELVE_ITEM_* kind (the pack's: a
                                     stack of potions, scrolls or food counts each, a stack
                                     of missiles once) */
    int held;                    /* moves still stuck in a bear trap */
    int inventory;               /* 1 while 'i' shows the pack (space or a-z returns) */
    int rules;                   /* DELVE_RULES_EXPLORE or _ORIGINAL */
    /* the original's hero (rules original; explore: the starting values) */
    int hp, max_hp, str, max_str, armor, level, exp;
    int hunger; /* 0 none, 1 Hungry, 2 Weak, 3 Faint */
    int over;   /* 0 playing; else how it ended, as the score list's fate: 1 quit, 2 a total
                   winner, 3 saved (S), or the cause of death as killname's code: a monster's letter,
                   'a' arrow, 'b' a bolt, 'd' dart, 'f' fall, 's' starvation. Set from the
                   tombstone (or the quit) on, while its last questions still read keys: the
                   game ends at DELVE_PROMPT_OVER, and score is set then */
    int score;  /* where this game's score went in the score list (delve_game_score_entry), or
                   -1 (not yet, or not among the best) */
    const char *message; /* the newest message, "" if none (Q's and S's questions are not
                            messages: the screen has them); valid until the next action. At a
                            ' More ' the turn is played to its end (this, and the figures, are
                            its end's) while the screen shows an earlier message, one a space */
    int prompt;      /* what the next key answers: a DELVE_PROMPT_* (a touch screen's controls) */
    unsigned listed; /* OBJECT: bit i set for pack object i that the question's list shows, as
                        get_item's filter chose them (the potions to quaff...); any letter is
                        taken all the same. 0 at any other prompt */
} delve_game_state;

/* delve_game_state.prompt: what the game waits for. COMMAND a command; MORE a space (' More ',
   the winner's first screen); ENTER an Enter (the tombstone's "[Press Enter to see rankings]");
   LIST a key that closes the list shown, any other doing nothing: the inventory and the
   discoveries a space, Escape or a letter a-z (the walk's inventory a space or a letter), a help
   page a space (the next page; after the last, the game) or Escape, '/'s symbols a space or
   Escape; OBJECT an object's letter (or '*' for the list, Escape); DIRECTION a direction key (or
   Escape); HAND 'l' or 'r'; YESNO 'y' or 'n'; LINE a line of text ended by Enter (a name, the
   macro; fake DOS takes lines until one is "rogue", or an extended key ends one); SCOREFILE
   'c', 'r' or 'a' ("No scorefile: Create Retry Abort", 'r' asking again); OVER nothing more:
   the game has ended. */
enum {
    DELVE_PROMPT_COMMAND = 0,
    DELVE_PROMPT_MORE = 1,
    DELVE_PROMPT_ENTER = 2,
    DELVE_PROMPT_LIST = 3,
    DELVE_PROMPT_OBJECT = 4,
    DELVE_PROMPT_DIRECTION = 5,
    DELVE_PROMPT_HAND = 6,
    DELVE_PROMPT_YESNO = 7,
    DELVE_PROMPT_LINE = 8,
    DELVE_PROMPT_SCOREFILE = 9,
    DELVE_PROMPT_OVER = 10
};

/* ---- the pack (spec §12.1): read it with delve_game_pack_size and delve_game_pack ---- */

#define DELVE_GAME_PACK_MAX 23 /* MAXPACK: at most 22 pieces are carried (letters a..v) */

typedef struct delve_game_object {
    int kind;        /* DELVE_ITEM_* */
    int which;       /* subtype, as delve_rogue_item.which */
    int count;       /* pieces: a stack of potions, scrolls or food, or of missiles */
    int group;       /* arrows, darts and bolts: their group number (merges on pick-up) */
    int known;       /* its bonuses or charges are shown (the original's ISKNOW) */
    int hit, damage; /* a weapon's bonuses (to hit, to damage) */
    int armor_class; /* the original's o_ac: armour's class (lower is better), a ring's bonus,
                        a stick's or a vorpalised weapon's charges */
    int in_use;      /* DELVE_GAME_WORN, DELVE_GAME_WIELDED, DELVE_GAME_LEFT_HAND or
                        DELVE_GAME_RIGHT_HAND (a ring), else 0 */
    int cursed;      /* it cannot be taken off, removed or let go while in use */
    int enemy;       /* a vorpalised weapon's monster letter ('A'..'Z', or ' '), else 0 */
    int revealed;    /* the enemy is shown in the name ("of bat slaying") */
    int flashed;     /* a vorpalised weapon has flashed at its enemy (DIDFLASH) */
    int found;       /* a scare-monster scroll that was picked up before */
    int id;          /* which thing it is (the original's pointer): kept on the floor and back,
                        new for a piece thrown or split off */
    int dice, sides; /* a stick's blow: 2d3 a staff, 1d1 a wand, 1d8 striking (whose zap
                        sets them again) */
    int no_damage;   /* the starting ring mail and ration: init_player gave them no damage
                        string, so a blow or throw with them misses without a roll (P3 §3.2) */
    int y, x;        /* the original's rules: where it last lay (its o_pos; 0, 0 for the
                        starting pack), which a pick-up joining its stack compares with the
                        monsters' aims (add_pack) */
} delve_game_object;

/* delve_game_state.over for a game that ended but not in death */
enum { DELVE_GAME_QUIT = 1, DELVE_GAME_WINNER = 2, DELVE_GAME_SAVED = 3 };

enum {
    DELVE_GAME_WORN = 1,
    DELVE_GAME_WIELDED = 2,
    DELVE_GAME_LEFT_HAND = 3,
    DELVE_GAME_RIGHT_HAND = 4
};

/* ---- private: the game's own state; use the functions below. Its names are delve_priv_, not
   the library's delve__, which C++ reserves (a name with a double underscore). ---- */

#define DELVE_PRIV_SCROLL_KINDS 15
#define DELVE_PRIV_POTION_KINDS 14
#define DELVE_PRIV_RING_KINDS 14
#define DELVE_PRIV_STICK_KINDS 14
#define DELVE_PRIV_TITLE_MAX 21 /* 7..19 characters (spec §12.2); built with up to two more */

typedef struct delve_priv_prelude {
    int32_t state; /* the generator's state afterwards */
    int arrows;    /* the starting arrows: 25..39 */
    int food;      /* food_left: 1170..1429 */
    char scroll[DELVE_PRIV_SCROLL_KINDS][DELVE_PRIV_TITLE_MAX]; /* titles, NUL-terminated */
    unsigned char potion[DELVE_PRIV_POTION_KINDS]; /* index into delve__potion_colours */
    unsigned char stone[DELVE_PRIV_RING_KINDS];    /* index into delve__ring_stones */
    /* index into delve__stick_metals (a wand) or, with stick_wood set, delve__stick_woods */
    unsigned char stick[DELVE_PRIV_STICK_KINDS], stick_wood[DELVE_PRIV_STICK_KINDS];
} delve_priv_prelude;

typedef struct delve_priv_pack {
    delve_game_object objects[DELVE_GAME_PACK_MAX];
    int n;      /* objects in the list: letter 'a' + index */
    int pieces; /* the original's inpack: each potion, scroll or food counts, a missile stack once */
    int group;  /* the last weapon group number given out (the starting arrows take 2) */
} delve_priv_pack;

typedef struct delve_game_levelmap_level {
    int width, height;
    unsigned char blocks[DELVE_GAME_MAP_ROWS][DELVE_GAME_COLS]; /* the LevelMap blocks, [y][x] */
    unsigned char glyphs[DELVE_GAME_MAP_ROWS][DELVE_GAME_COLS]; /* delve_levelmap_draw's */
    unsigned char seen[DELVE_GAME_MAP_ROWS][DELVE_GAME_COLS];
    delve_point stairs; /* screen position of the stairs down */
} delve_game_levelmap_level;

/* The original's game (rules DELVE_RULES_ORIGINAL, spec rogue-game.md): its things, monsters,
   daemons and the hero, as the DOS program keeps them. Lists link by index (-1 ends one), so a
   pointer's identity in the original is an index here. */
#define DELVE_PRIV_THINGS \
    83 /* the original's pool of things (objects and monsters share it there) */
#define DELVE_PRIV_MONSTERS \
    DELVE_PRIV_THINGS /* monsters are things of the pool: it alone limits them */
#define DELVE_PRIV_DAEMONS 20
/* The screens held at ' More ' between two key reads: every one the original showed (a hasted
   crowd's blows, a bouncing bolt, drain life's kills: P1 12.1 has no limit; the recorded games
   need 5). The first is kept whole, each later one as the cells where it differs from the one
   before; past these limits a screen is not kept (the cells: 64 whole message rows and more). */
#define DELVE_PRIV_MORES 64
#define DELVE_PRIV_MORE_CELLS 6144
#define DELVE_PRIV_SCREEN (DELVE_GAME_ROWS * DELVE_GAME_COLS)

typedef struct delve_priv_more_cell { /* a cell of a kept screen that differs from the one before */
    unsigned short at;
    unsigned char ch, attr;
} delve_priv_more_cell;

typedef struct delve_priv_kept_screen { /* a screen held at ' More ' */
    unsigned short from, n;             /* its cells in more_cells (none for the first: first_*) */
    unsigned char answered; /* by the macro's typeahead before it was shown: never shown */
    /* a box moved back over the text ("covered", P1 12.2): the six characters under it, which
       a key other than space shows in its place (more_swapped) and back */
    unsigned char covered, under[6];
} delve_priv_kept_screen;

typedef struct delve_priv_thing { /* an object on the floor or in a monster's pack */
    short used, next;
    short kind, which, count, group, hplus, dplus, ac, cursed; /* kind DELVE_ITEM_*, or gold */
    short known; /* its bonuses are known (the pack's known): a dropped one keeps them */
    short enemy, revealed, flashed, found, dice, sides; /* the pack's fields of the same names */
    int id;
    short no_damage; /* the pack's no_damage, kept on the floor */
    short y, x;
    int value; /* gold */
} delve_priv_thing;

typedef struct delve_priv_monster {
    short used, next; /* next in mlist; -1 (also after it left the list, P2 §6.2) */
    short y, x, type, disguise, oldch, room, turn, pack;
    short dest; /* -1 the hero, 0.. a thing's place, DELVE__DEST_GOLD + r room r's gold */
    unsigned short flags;
    short lvl, hp, maxhp, arm;
    int exp;
} delve_priv_monster;

typedef struct delve_priv_daemon {
    short func, arg, time; /* func 0: a free slot; time -1: a daemon, else a fuse's turns */
} delve_priv_daemon;

typedef struct delve_priv_orig {
    delve_priv_thing things[DELVE_PRIV_THINGS];
    delve_priv_monster monsters[DELVE_PRIV_MONSTERS];
    short lvl_obj, mlist;
    /* mlist as an array, in its order: what moat and moat_around read (a walk of the list waits
       on each link's load); and how many of its monsters stand on each cell, [y][x + 1] (moat
       walks it only for a cell that holds one); kept in step by delve__orig_mlist_push,
       _unlink and delve__orig_monster_to */
    unsigned char mlist_order[DELVE_PRIV_MONSTERS];
    short mlist_count;
    unsigned char mlist_at[DELVE_GAME_ROWS][DELVE_GAME_COLS + 2];
    delve_priv_daemon d_list[DELVE_PRIV_DAEMONS];
    short d_top;   /* the slots ever taken are d_list[0..d_top - 1]: the turn looks no further */
    short between; /* rollwand's static counter */
    /* the hero */
    int hp, maxhp, str, maxstr, lvl, exp, food_left, hungry, quiet, no_command, flags;
    int max_level, no_food, group, fung_hit;
    int was_trapped;        /* be_trapped's: 2 after a teleport trap to another room (P4 §13.2) */
    int flying, lost;       /* the pool's things in no list: a missile in flight, and the missiles
                         that hit a monster, never freed (P3 Q13) */
    int amulet, saw_amulet; /* the amulet is in the pack; it was ever picked up */
    int expert;             /* Ctrl-T's brief messages (starts as 40 columns' terse) */
    delve_point gold_pos[DELVE_ROGUE_ROOMS];         /* r_gold */
    short n_rexits[DELVE_ROGUE_ROOMS], n_pexits[13]; /* the rooms' and passages' exits */
    delve_point rexits[DELVE_ROGUE_ROOMS][4], pexits[13][16];
    /* command reading (P1 §4) */
    int phase, wait, count, lastch, lastcount, lasttake, after, again, do_take, take;
    int door_stop, firstmove, fastmode, mpos, keys, clock_done, clock_tops, over, cause;
    int item_cmd;             /* the command get_item chooses an object for ('I': identify) */
    int read_item;            /* the identify scroll being read, while whatis asks */
    int help_kind, help_page; /* the help or discoveries page shown (orig_help.c) */
    unsigned char disc_order[4][15];  /* discovered's set_order of each class */
    int dos_row;                      /* fake DOS's cursor row */
    char macro[44];                   /* F9's keys (ROGUE.OPT's default "v") */
    int type_pos, type_len;           /* typeahead: the macro's keys still to read */
    char huh[DELVE_GAME_MESSAGE_MAX]; /* the last message saved, for Ctrl-R */
    int no_save_msg;                  /* the illegal-command message is not saved */
    int hand_item;                    /* the ring gethand asks a hand for, or -1 for R */
    int dir_y, dir_x;                 /* get_dir's delta: the direction of a throw or a zap */
    int lch, was_id, next_id;         /* get_item's last letter and what was there */
    int score_index;                  /* this game's place in the score list, or -1 */
    int line_len, line_row, line_col, line_max, line_kind, line_which, line_end; /* getinfo: what
                                                   is typed, where, for what, the key ending it */
    int line_attr; /* the echo's attribute: 0 addch's (the name prompt's is high()'s) */
    char line[132];
    unsigned char line_chars[DELVE_GAME_COLS], line_attrs[DELVE_GAME_COLS]; /* row 0 before */
    /* status()'s caches (P1 §13.1); s_arm: the armour class shown, s_ac: the original's cache,
       the armour's value less the protection rings */
    int s_lvl, s_hp, s_str, s_gold, s_arm, s_ac, s_rank, s_hunger;
    /* the screens held at ' More ', shown one per space before the live one (saved in live_*) */
    int n_more, more_shown, more_then; /* more_then: the wait after the last kept screen */
    int more_answered, more_cells_used;
    delve_priv_kept_screen more[DELVE_PRIV_MORES];
    delve_priv_more_cell more_cells[DELVE_PRIV_MORE_CELLS];
    unsigned char first_chars[DELVE_PRIV_SCREEN],
        first_attrs[DELVE_PRIV_SCREEN]; /* the first kept */
    int more_swapped;
    unsigned char box_chars[6], box_attrs[6]; /* a covered box's cells while swapped */
    /* while screens are kept, the last one kept; while they are shown, the live screen */
    unsigned char live_chars[DELVE_PRIV_SCREEN], live_attrs[DELVE_PRIV_SCREEN];
} delve_priv_orig;

typedef struct delve_game_private {
    int started;            /* a private mark, set once delve_game_start succeeded */
    delve_game_options opt; /* as given, defaults filled in, the names in name[], fruit[] */
    char name[DELVE_GAME_NAME_MAX + 1], fruit[DELVE_GAME_NAME_MAX + 1];
    char savefile[DELVE_GAME_SAVEFILE_MAX + 1];
    delve_priv_prelude names; /* the start-up names: potion colours, scroll titles... */
    delve_priv_pack pack;
    uint32_t seed;
    int depth;
    int32_t rng;              /* the DOS generator's state the game draws from */
    delve_point hero, oldpos; /* where the player is, and was at the last look() */
    int proom, oldrp;         /* current room, and at the last look(): 0..8 a room,
                                     9 + n passage n (spec §10) */
    int running, runch;       /* a run is on, in the direction of this key */
    int no_move;              /* bear trap: moves that will still fail */
    int bumped;               /* explore: 1 + the monster the last action bumped into, or 0 */
    int gold, turns;
    char message[DELVE_GAME_MESSAGE_MAX];
    int msg_start;                        /* where the newest message of the action starts */
    char scratch[DELVE_GAME_MESSAGE_MAX]; /* rules original: a message being built */
    int inventory;                        /* the pack is on screen; the map waits in saved_* */
    unsigned char saved_chars[DELVE_GAME_ROWS * DELVE_GAME_COLS];
    unsigned char saved_attrs[DELVE_GAME_ROWS * DELVE_GAME_COLS];
    union {
        delve_rogue_level rogue;
        delve_game_levelmap_level lm;
    } level;
    struct { /* rules original: what the level was built from (delve_game_generated_level) */
        int32_t rng;
        int no_food, group, saw_amulet, max_level, pool;
        int aggravate, hero_y, hero_x, hero_room, hero_blind, hero_cansee; /* start_run's */
    } built;
    char guess[4][DELVE_PRIV_SCROLL_KINDS][21]; /* names given with 'c': potions, scrolls, rings,
                                               sticks */
    unsigned char known[4][DELVE_PRIV_SCROLL_KINDS]; /* the kinds identified, in the same order */
    delve_game_score scores[DELVE_GAME_SCORES_MAX];  /* the score file, this game's put in */
    int n_scores, has_scores;
    delve_priv_orig o; /* rules DELVE_RULES_ORIGINAL only */
} delve_game_private;

/* A game is a plain value, caller-owned: it holds no pointer (not to itself, the options' nor
   the caller's), so a copy of the struct (assignment, memcpy) is the same game at the same
   screen, which then plays on by itself: a snapshot to search from or go back to. */
typedef struct delve_game {
    int cols, rows;                                         /* 80 or 40, and 25 */
    unsigned char chars[DELVE_GAME_ROWS * DELVE_GAME_COLS]; /* CP437, [row * cols + col] */
    unsigned char attrs[DELVE_GAME_ROWS * DELVE_GAME_COLS]; /* PC colour attributes */
    delve_game_private priv;
} delve_game;

/* The actions of the walk (DELVE_RULES_EXPLORE), as one string of key codes (see ACTIONS): all
   delve_game_act takes there. The original's game (DELVE_RULES_ORIGINAL, the default for Rogue)
   takes any key 1..DELVE_GAME_KEY_MAX, its prompts' answers too. */
const char *delve_game_actions(void);

/* sizeof(delve_game), for callers that allocate it elsewhere (JavaScript). */
size_t delve_game_size(void);

/* Checks the options and fills in the game's defaults, once: *out gets what
   delve_rogue_resolve_options gives depth, mode and cols, and the names (the defaults' static
   strings, or the caller's pointers: they must outlive *out); a LevelMap game's LevelMap
   options are checked and left as given, width and height 0 standing for the whole map area;
   an option the game would never use is refused (DELVE_ERR_UNUSED_OPTION, after the other
   checks; a Rogue game's LevelMap options are not range-checked: any one set is unused, as
   delve_game_unused_option says).
   in may be NULL (all defaults) and may be out. Returns DELVE_OK, or the first bad field's
   status (then *out is left as it was). delve_game_start, the CLI and JavaScript go through it. */
int delve_game_resolve_options(const delve_game_options *in, delve_game_options *out);

/* The first option set (not 0 or NULL) that a game of these options would never use, as its
   field's name ("year", "levelmap.width"), or NULL when there is none (opt NULL: all
   defaults). A field counts as set when it is neither 0, NULL nor its default's value (mode
   DELVE_MODE_FIXED in a LevelMap game, year DELVE_GAME_YEAR_DEFAULT, name and fruit the
   default names, in a Rogue game a LevelMap option at what 0 stands for in a LevelMap game of
   its columns: width 80 and height 22, or 40 and 21, corridor and combined 50, cellsize 2,
   entrances DELVE_NONE): a default given by its value is no change. The unused: a LevelMap
   option (levelmap.*) in a Rogue game; mode or fruit in a LevelMap game; and with the explore
   rules (a LevelMap game's, or DELVE_RULES_EXPLORE) year, menu, screen, credits, macro,
   savefile, first_clock, first_clock_turns, scores, and name unless the game is a replay
   (dos), which greets the player.
   delve_game_resolve_options refuses such options with DELVE_ERR_UNUSED_OPTION. */
const char *delve_game_unused_option(const delve_game_options *opt);

/* What is wrong with one entry of a score list (delve_game_options.scores), as its field's
   name: "name", "fate", "gold", "level" or "rank" (each as delve_game_score says), or "order"
   when it has more gold than `above`, the entry before it (NULL for the first; the list is
   best first, as a game keeps it); NULL when nothing is ("entry" for a NULL entry).
   delve_game_resolve_options refuses a list with such an entry (DELVE_ERR_SCORES). */
const char *delve_game_score_fault(const delve_game_score *entry, const delve_game_score *above);

/* Checks options without starting: delve_game_resolve_options' status. */
int delve_game_check_options(const delve_game_options *opt);

/* Starts a game on the level (seed, depth): the player where the generator put them, the
   screen drawn. opt may be NULL for all defaults. On an error *g is left not started: a game
   in play is lost, so a front end that changes options checks them first
   (delve_game_check_options). A game the other functions are given must have been started,
   or be zeroed (static, calloc, = {0}): they read uninitialised memory to tell it is not.
   Neither these functions nor the generators allocate; they take up to about 27 KB of stack
   (a Release build, games of random keys and levels of both generators). */
int delve_game_start(delve_game *g, uint32_t seed, const delve_game_options *opt);

/* Plays one action (a key code, see ACTIONS): an OR of DELVE_GAME_* flags, or a negative
   status (DELVE_ERR_NULL, DELVE_ERR_NOT_STARTED, DELVE_ERR_ACTION) with nothing changed. 0 is a
   key that did nothing (one the prompt does not take, say) and every key once the game has
   ended; delve_game_prompt says which (DELVE_PROMPT_OVER: start another game). */
int delve_game_act(delve_game *g, int action);

/* The screen and its size (0 / NULL for a game that was not started). */
const unsigned char *delve_game_chars(const delve_game *g);
const unsigned char *delve_game_attrs(const delve_game *g);
int delve_game_cols(const delve_game *g);
int delve_game_rows(const delve_game *g);

/* The state; DELVE_OK, or DELVE_ERR_NULL / DELVE_ERR_NOT_STARTED with *out as for no game:
   zeroed but message "" (never NULL) and score -1. */
int delve_game_get_state(const delve_game *g, delve_game_state *out);

/* What the next key answers, as delve_game_state.prompt (a DELVE_PROMPT_*; DELVE_PROMPT_OVER
   once the game has ended), without filling a state: an agent's loop can ask after every key.
   DELVE_ERR_NULL / DELVE_ERR_NOT_STARTED for no game. */
int delve_game_prompt(const delve_game *g);

/* The cell the original's text cursor (the PC's blinking underline) is on, as row * cols +
   column, while a line is typed (DELVE_PROMPT_LINE: after the text typed so far, or the last
   cell where the line has run to the screen's end); -1 when it is off, as the original keeps
   it at every other question (a walk always), and for a game not started. */
int delve_game_cursor(const delve_game *g);

/* The newest message, as delve_game_state.message ("" if none). The questions the original
   draws on row 0 without a message (Q's "Do you wish to end your quest now", S's save file)
   are on the screen only. */
const char *delve_game_message(const delve_game *g);

/* The pack: how many objects it holds (0 for a game not started), and object i (its letter is
   'a' + i), or NULL. The starting pack is a ration, ring mail (worn), a mace (wielded), a bow
   and 25..39 arrows, as the original's init_player makes it. */
int delve_game_pack_size(const delve_game *g);
const delve_game_object *delve_game_pack(const delve_game *g, int i);
/* Object i's name as the inventory lists it ("A turquoise potion", "+1 ring mail [armor class
   5] (being worn)"), snprintf-style: returns the length the whole name needs ("" if none). */
size_t delve_game_pack_name(const delve_game *g, int i, char *buf, size_t cap);
/* The same as if its kind and its bonuses or charges were identified: "A wand of fire [4
   charges](zinc)", "A -1 ring of protection(ruby)" (the name an identify scroll would show). */
size_t delve_game_pack_real_name(const delve_game *g, int i, char *buf, size_t cap);
/* What the player knows of an item kind (DELVE_ITEM_POTION, SCROLL, RING or STICK and its
   which): 2 identified, 1 named with 'c' (a guess), 0 nothing, -1 no such kind or no game. */
int delve_game_kind_known(const delve_game *g, int kind, int which);
/* A kind's name as the discoveries list shows it ("A potion of healing(turquoise)", "A
   potion called foo(red)", "A turquoise potion"), snprintf-style ("" for no such kind). */
size_t delve_game_kind_name(const delve_game *g, int kind, int which, char *buf, size_t cap);

/* What the level being played is generated from, at its depth: DELVE_GEN_ROGUE with the seed
   and *rogue filled (delve_rogue_generate(*seed, rogue) makes it), or DELVE_GEN_LEVELMAP with
   the seed and *levelmap filled (delve_levelmap_generate); else a negative status. Both
   structs must be given (DELVE_ERR_NULL else); the other one is left as it was. A replayed clock seed's levels below the first come from its play,
   not from a seed: there it gives DELVE_ERR_DOS_DEPTH (delve_game_generated_level makes them). */
struct delve_levelmap_options;
int delve_game_level_source(const delve_game *g, uint32_t *seed, delve_rogue_options *rogue,
                            struct delve_levelmap_options *levelmap);

/* The score list (the caller's delve_game_options.scores, with this game's score put in once
   the Hall of Fame was shown): how many entries, and entry i or NULL. */
int delve_game_score_count(const delve_game *g);
const delve_game_score *delve_game_score_entry(const delve_game *g, int i);

/* The Rogue level being played as it was generated, before any play (monsters where they
   started, nothing picked up, nothing found), into *out: what delve_rogue_generate makes from
   delve_game_level_source, or for a replayed clock seed below level 1, the level rebuilt from
   the generator state its play had reached. DELVE_OK, or a negative status (a LevelMap game:
   DELVE_ERR_GENERATOR). */
int delve_game_generated_level(const delve_game *g, delve_rogue_level *out);

/* The Rogue level being played, as it is now (found doors and traps revealed, things picked up
   removed); NULL when the game is not started or plays LevelMap. */
const delve_rogue_level *delve_game_rogue_level(const delve_game *g);

/* ROGUE.OPT, the original's option file (P5 G1), as env.c reads it: its eight values, each
   NUL-ended as the original's buffer holds it (the defaults where the file says nothing). */
typedef struct delve_game_rogue_opt {
    char name[DELVE_GAME_NAME_MAX + 1];         /* "Rodney" */
    char scorefile[15];                         /* "rogue.scr": no effect in delve */
    char savefile[DELVE_GAME_SAVEFILE_MAX + 1]; /* "rogue.sav" */
    char macro[DELVE_GAME_MACRO_MAX + 1];       /* "v" */
    char fruit[DELVE_GAME_NAME_MAX + 1];        /* "Slime Mold" */
    char drive[2];                              /* "?": the key disk's drive, no effect */
    char menu[4];                               /* "on" */
    char screen[8];                             /* "" */
} delve_game_rogue_opt;

/* Reads the text of a ROGUE.OPT (len bytes; any bytes) into *out as the original's setenv
   does: `label=value` or `label-value` a line, white space before a label skipped, `#` lines
   comments, a run of white space in a label or value its first character, trailing ones dropped,
   labels lower-cased and cut to 10 characters, values cut to 24 (then to their buffer), an
   unknown label ignored, Ctrl-Z a line end, a NUL where a label would start the end; a label
   with an empty value takes the next line as its value, as the original does. DELVE_OK, or
   DELVE_ERR_ROGUE_OPT when the text ends inside a label or before its value (the original
   stops with "rogue.opt: incorrect file format"); DELVE_ERR_NULL for a NULL out (or text
   with len > 0). */
int delve_game_read_rogue_opt(const char *text, size_t len, delve_game_rogue_opt *out);

/* The options a ROGUE.OPT gives a game of the original: name, fruit, macro and savefile
   pointing into *ro (which must outlive their use), menu ("on" DELVE_MENU_ON, a value
   starting "sel" DELVE_MENU_SEL, anything else DELVE_MENU_OFF, as get_item reads it) and
   screen (starting "bw": DELVE_SCREEN_BW). The other fields of *opt are left alone; the
   values are checked when the game starts (a name of bytes outside printable ASCII is
   refused there). DELVE_OK, or DELVE_ERR_NULL for a NULL ro or opt (nothing written). */
int delve_game_rogue_opt_options(const delve_game_rogue_opt *ro, delve_game_options *opt);

/* The clock seed (delve_game_options.dos) of the original's game begun at a DOS time, as its
   srand() made it: hours·256 + minutes + seconds·256 + hundredths. text is the time as DOS's
   TIME command showed it, 24-hour "H:MM:SS.hh" (14:32:07.55 gives 5463), or "H:MM" or
   "H:MM:SS" (the rest 0), each part 1 or 2 digits but the hundredths 2, separated by ':', '.'
   or ','; or the seed itself, 1..DELVE_DOS_MAX in at most 5 digits. Spaces around it are
   taken (no other white space). DELVE_OK and
   *dos 1..DELVE_DOS_MAX; DELVE_ERR_CLOCK for other text, a part out of its range (hours 0..23,
   minutes and seconds 0..59, hundredths 0..99) or midnight (seed 0, on which the original
   hangs); DELVE_ERR_NULL for a NULL argument. */
int delve_game_clock_seed(const char *text, int *dos);

#ifdef __cplusplus
}
#endif

#endif

#endif /* DELVE_H */
