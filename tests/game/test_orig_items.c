/* test_orig_items.c — every potion, scroll, wand or staff and ring of the original's game used
   once (or a few times) from an original-rules game, checked against the spec
   (docs P4-items.md: §6 potions, §7 scrolls, §8 sticks, §9 rings, §2 get_item, §4.2 call_it,
   §12 identify, §14 helpers): the messages row 0 shows, the state each kind changes, whether it
   becomes known and whether "What do you want to call it? " is asked. One verdict per kind;
   a kind not played yet fails with what differed. This file: potions and scrolls;
   test_orig_items_more.c: sticks, rings and get_item. */
#include <stdio.h>
#include <string.h>

#include "game/game_base.h"
#include "game/game_pack.h"
#include "test_orig_items_util.h"

void it_test_sticks(void);
void it_test_rings(void);
void it_test_get_item(void);

static it_game t;

#define CALL_PROMPT "What do you want to call it?"

/* Starts a game, gives a potion of kind k and quaffs it with q and its letter. */
static void quaff_setup(int k)
{
    it_start(&t, 0, 0);
    it_give(&t, DELVE_ITEM_POTION, k, 0, 0);
}

static void quaff(int k)
{
    char keys[3] = {'q', 0, 0};
    keys[1] = (char)it_letter(&t, DELVE_ITEM_POTION, k);
    it_clear_log(&t);
    it_keys(&t, keys);
}

/* What every potion does (P4 §6.1, §4.2): the list, one potion used, a turn, the kind known or
   not, and the call prompt exactly when it stays unknown. */
static void quaffed(int k, int known, int turns_before)
{
    KCHECK(!strcmp(t.footer, "-Select item to quaff. Esc to cancel-"), "the list's footer is '%s'",
           t.footer);
    KCHECK(it_find(&t, DELVE_ITEM_POTION, k) < 0, "the potion is still in the pack");
    KCHECK(t.g.priv.turns > turns_before, "no turn passed (turns %d -> %d)", turns_before,
           t.g.priv.turns);
    KCHECK(t.g.priv.known[ORIG_K_POTION][k] == known, "the kind is %sknown, the spec says %sknown",
           t.g.priv.known[ORIG_K_POTION][k] ? "" : "not ", known ? "" : "not ");
    KCHECK(t.called == !known && it_said(&t, CALL_PROMPT) == !known,
           "the call prompt was asked %d times (the spec: %s)", t.called,
           known ? "never, the kind is known" : "once, the kind stays unknown");
}

/* The messages: each must be a line of the log. */
#define said(text) KCHECK(it_said(&t, text), "no message \"%s\"; row 0 showed:\n%s", text, t.log)

static void potion_confusion(void)
{
    int turns;
    it_kind("potion", ORIG_P_CONFUSE, "confusion");
    quaff_setup(ORIG_P_CONFUSE);
    turns = t.g.priv.turns;
    quaff(ORIG_P_CONFUSE);
    said("Wait, what's going on? Huh? What? Who?");
    KCHECK(it_o(&t)->flags & ISHUH, "the hero is not confused (ISHUH)");
    KCHECK(it_fuses(&t, 17, 28) == 1, "no unconfuse fuse of 18..28 turns");
    quaffed(ORIG_P_CONFUSE, 1, turns);
    /* a second one while confused: nothing at all (§6.2, quirk 2) */
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_CONFUSE, 0, 0);
    quaff(ORIG_P_CONFUSE);
    KCHECK(!it_said_part(&t, "Huh?"), "a second confusion potion gave the message again");
    KCHECK(it_fuses(&t, 0, 40) == 1, "a second confusion potion changed the fuses");
}

static void potion_paralysis(void)
{
    int turns;
    it_kind("potion", ORIG_P_PARALYZE, "paralysis");
    quaff_setup(ORIG_P_PARALYZE);
    turns = t.g.priv.turns;
    quaff(ORIG_P_PARALYZE);
    said("You can't move");
    said("You can move again");
    KCHECK(it_o(&t)->no_command == 0, "no_command is %d after the two turns", it_o(&t)->no_command);
    KCHECK(t.g.priv.turns - turns == 3, "%d turns passed, the quaff and 2 paralysed ones expected",
           t.g.priv.turns - turns);
    quaffed(ORIG_P_PARALYZE, 1, turns);
}

static void potion_poison(void)
{
    int turns, str;
    it_kind("potion", ORIG_P_POISON, "poison");
    quaff_setup(ORIG_P_POISON);
    turns = t.g.priv.turns;
    str = it_o(&t)->str;
    quaff(ORIG_P_POISON);
    said("You feel very sick.");
    KCHECK(str - it_o(&t)->str >= 1 && str - it_o(&t)->str <= 3,
           "strength %d -> %d, 1..3 less expected", str, it_o(&t)->str);
    quaffed(ORIG_P_POISON, 1, turns);
}

static void potion_strength(void)
{
    int turns, str;
    char row[DELVE_GAME_COLS + 1];
    it_kind("potion", ORIG_P_STRENGTH, "gain strength");
    quaff_setup(ORIG_P_STRENGTH);
    turns = t.g.priv.turns;
    str = it_o(&t)->str;
    quaff(ORIG_P_STRENGTH);
    said("You feel stronger. What bulging muscles!");
    KCHECK(it_o(&t)->str == str + 1 && it_o(&t)->maxstr == str + 1,
           "strength %d -> %d(%d), %d(%d) expected", str, it_o(&t)->str, it_o(&t)->maxstr, str + 1,
           str + 1);
    it_row(&t, 23, row);
    KCHECK(strstr(row, "Str:17(17)") != NULL, "the status line shows '%s'", row);
    quaffed(ORIG_P_STRENGTH, 1, turns);
}

static void potion_see_invisible(void)
{
    int turns;
    it_kind("potion", ORIG_P_SEEINVIS, "see invisible");
    quaff_setup(ORIG_P_SEEINVIS);
    turns = t.g.priv.turns;
    quaff(ORIG_P_SEEINVIS);
    said("This potion tastes like dounut juice");
    KCHECK(it_o(&t)->flags & CANSEE, "the hero does not see invisible (CANSEE)");
    KCHECK(it_fuses(&t, 269, 329) == 1, "no unsee fuse of 270..329 turns");
    quaffed(ORIG_P_SEEINVIS, 0, turns);
}

static void potion_healing(void)
{
    int turns;
    it_kind("potion", ORIG_P_HEALING, "healing");
    quaff_setup(ORIG_P_HEALING);
    it_o(&t)->hp = 5; /* of 12: hp += roll(1, 4) */
    turns = t.g.priv.turns;
    quaff(ORIG_P_HEALING);
    said("You begin to feel better");
    KCHECK(it_o(&t)->hp >= 6 && it_o(&t)->hp <= 10 && it_o(&t)->maxhp == 12,
           "hp 5(12) -> %d(%d), 6..9(12) expected (+1 for the doctor)", it_o(&t)->hp,
           it_o(&t)->maxhp);
    quaffed(ORIG_P_HEALING, 1, turns);
    /* at its maximum: max + 1 */
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, 0, 0);
    it_o(&t)->hp = it_o(&t)->maxhp = 12;
    quaff(ORIG_P_HEALING);
    KCHECK(it_o(&t)->hp == 13 && it_o(&t)->maxhp == 13, "hp 12(12) -> %d(%d), 13(13) expected",
           it_o(&t)->hp, it_o(&t)->maxhp);
}

/* monster detection with the level's monsters out of sight: drawn in standout, no message */
static void potion_monster_detection(void)
{
    delve_priv_orig *o;
    int turns, m, shown = 1, n = 0;
    char row[DELVE_GAME_COLS + 1];
    it_kind("potion", ORIG_P_MFIND, "monster detection");
    quaff_setup(ORIG_P_MFIND);
    o = it_o(&t);
    turns = t.g.priv.turns;
    quaff(ORIG_P_MFIND);
    for (m = o->mlist; m >= 0; m = o->monsters[m].next, n++)
        shown &= it_char(&t, o->monsters[m].y, o->monsters[m].x) == o->monsters[m].type &&
                 it_attr(&t, o->monsters[m].y, o->monsters[m].x) == 0x70;
    KCHECK(n > 0 && shown, "the level's %d monsters are not all shown in standout (0x70)", n);
    it_row(&t, 0, row);
    KCHECK(!row[0], "row 0 shows '%s', the spec says it is cleared", row);
    KCHECK(o->flags & SEEMONST, "SEEMONST is not set");
    KCHECK(it_fuses(&t, 17, 21) == 1, "no turn_see fuse of 18..21 turns");
    quaffed(ORIG_P_MFIND, 1, turns);
    /* no monster on the level: a strange feeling, the kind stays unknown */
    quaff_setup(ORIG_P_MFIND);
    it_clear_monsters(&t);
    turns = t.g.priv.turns;
    quaff(ORIG_P_MFIND);
    said("You have a strange feeling for a moment.");
    quaffed(ORIG_P_MFIND, 0, turns);
}

static void potion_magic_detection(void)
{
    delve_point at;
    int turns;
    it_kind("potion", ORIG_P_TFIND, "magic detection");
    quaff_setup(ORIG_P_TFIND);
    KCHECK(it_floor_thing(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, &at) >= 0, "no floor for a thing");
    turns = t.g.priv.turns;
    quaff(ORIG_P_TFIND);
    said("You sense the presence of magic.");
    KCHECK(it_char(&t, at.y, at.x) == '$' && it_attr(&t, at.y, at.x) == 0x07,
           "a potion of healing out of sight at (%d,%d) shows %02x/%02x, not '$' at 0x07", at.x,
           at.y, it_char(&t, at.y, at.x), it_attr(&t, at.y, at.x));
    quaffed(ORIG_P_TFIND, 1, turns);
    /* a cursed-kind potion is '+' (goodch), grey as any text byte: addch colours the
       original's glyphs alone, not LevelMap's door '+' (curses.c; P1 14) */
    quaff_setup(ORIG_P_TFIND);
    it_clear_floor(&t);
    KCHECK(it_floor_thing(&t, DELVE_ITEM_POTION, ORIG_P_POISON, &at) >= 0, "no floor for a thing");
    quaff(ORIG_P_TFIND);
    KCHECK(it_char(&t, at.y, at.x) == '+' && it_attr(&t, at.y, at.x) == 0x07,
           "a poison potion shows %02x/%02x, not '+' at 0x07", it_char(&t, at.y, at.x),
           it_attr(&t, at.y, at.x));
    /* nothing on the floor: unknown */
    quaff_setup(ORIG_P_TFIND);
    it_clear_floor(&t);
    turns = t.g.priv.turns;
    quaff(ORIG_P_TFIND);
    said("You have a strange feeling for a moment, then it passes.");
    quaffed(ORIG_P_TFIND, 0, turns);
}

static void potion_raise_level(void)
{
    int turns;
    char text[80];
    it_kind("potion", ORIG_P_RAISE, "raise level");
    quaff_setup(ORIG_P_RAISE);
    turns = t.g.priv.turns;
    quaff(ORIG_P_RAISE);
    said("You suddenly feel much more skillful");
    snprintf(text, sizeof text, "And achieve the rank of \"%s\"", delve__orig_title(2));
    said(text);
    KCHECK(it_o(&t)->lvl == 2, "level %d, 2 expected", it_o(&t)->lvl);
    KCHECK(it_o(&t)->exp == 11, "experience %d, 11 expected (10 + 1)", it_o(&t)->exp);
    KCHECK(it_o(&t)->maxhp >= 13 && it_o(&t)->maxhp <= 22, "max hp %d, 12 + 1..10 expected",
           it_o(&t)->maxhp);
    quaffed(ORIG_P_RAISE, 1, turns);
}

static void potion_extra_healing(void)
{
    int turns;
    it_kind("potion", ORIG_P_XHEAL, "extra healing");
    quaff_setup(ORIG_P_XHEAL);
    it_o(&t)->hp = 2;
    it_o(&t)->maxhp = 30;
    turns = t.g.priv.turns;
    quaff(ORIG_P_XHEAL);
    said("You begin to feel much better");
    KCHECK(it_o(&t)->hp >= 3 && it_o(&t)->hp <= 11 && it_o(&t)->maxhp == 30,
           "hp 2(30) -> %d(%d), 3..10(30) expected", it_o(&t)->hp, it_o(&t)->maxhp);
    quaffed(ORIG_P_XHEAL, 1, turns);
    /* full: hp > max + level + 1 can't be reached from 12 by 1d8 -> max + 1 only when above */
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_XHEAL, 0, 0);
    it_o(&t)->hp = it_o(&t)->maxhp = 12;
    quaff(ORIG_P_XHEAL);
    KCHECK(it_o(&t)->hp == it_o(&t)->maxhp && (it_o(&t)->maxhp == 13 || it_o(&t)->maxhp == 14),
           "hp 12(12) -> %d(%d), 13(13) or 14(14) expected", it_o(&t)->hp, it_o(&t)->maxhp);
}

static void potion_haste(void)
{
    int turns;
    it_kind("potion", ORIG_P_HASTE, "haste self");
    quaff_setup(ORIG_P_HASTE);
    turns = t.g.priv.turns;
    quaff(ORIG_P_HASTE);
    said("You feel yourself moving much faster");
    KCHECK(it_o(&t)->flags & ISHASTE, "the hero is not hasted (ISHASTE)");
    KCHECK(it_fuses(&t, 9, 13) == 1, "no nohaste fuse of 10..13 turns");
    quaffed(ORIG_P_HASTE, 1, turns);
    /* a second one while hasted: fainting (add_haste, §14.2) */
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_HASTE, 0, 0);
    quaff(ORIG_P_HASTE);
    said("You faint from exhaustion");
    KCHECK(!(it_o(&t)->flags & ISHASTE), "still hasted after fainting");
}

static void potion_restore(void)
{
    int turns;
    it_kind("potion", ORIG_P_RESTORE, "restore strength");
    quaff_setup(ORIG_P_RESTORE);
    it_o(&t)->str = 10; /* of 16 */
    turns = t.g.priv.turns;
    quaff(ORIG_P_RESTORE);
    said("Hey, this tastes great.  It makes you feel warm all over");
    KCHECK(it_o(&t)->str == 16, "strength 10(16) -> %d(%d), 16 expected", it_o(&t)->str,
           it_o(&t)->maxstr);
    quaffed(ORIG_P_RESTORE, 0, turns);
}

static void potion_blindness(void)
{
    int turns;
    it_kind("potion", ORIG_P_BLIND, "blindness");
    quaff_setup(ORIG_P_BLIND);
    turns = t.g.priv.turns;
    quaff(ORIG_P_BLIND);
    said("A cloak of darkness falls around you");
    KCHECK(it_o(&t)->flags & ISBLIND, "the hero is not blind (ISBLIND)");
    KCHECK(it_fuses(&t, 269, 329) == 1, "no sight fuse of 270..329 turns");
    quaffed(ORIG_P_BLIND, 1, turns);
}

static void potion_thirst(void)
{
    int turns;
    it_kind("potion", ORIG_P_NOP, "thirst quenching");
    quaff_setup(ORIG_P_NOP);
    turns = t.g.priv.turns;
    quaff(ORIG_P_NOP);
    said("This potion tastes extremely dull");
    quaffed(ORIG_P_NOP, 0, turns);
    /* with a guess already given: no prompt (call_it, §4.2) */
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_NOP, 0, 0);
    strcpy(t.g.priv.guess[ORIG_K_POTION][ORIG_P_NOP], "dull");
    quaff(ORIG_P_NOP);
    KCHECK(t.called == 0, "the call prompt came though the kind has a guess");
}

/* ---- scrolls (§7) ---- */

static void read_setup(int k)
{
    it_start(&t, 0, 0);
    it_give(&t, DELVE_ITEM_SCROLL, k, 0, 0);
}

static char read_footer[96]; /* the r command's list footer (identify shows its own next) */

static void read_it(int k)
{
    it_clear_log(&t);
    it_key(&t, 'r');
    memcpy(read_footer, t.footer, sizeof read_footer);
    it_key(&t, it_letter(&t, DELVE_ITEM_SCROLL, k));
}

/* What every scroll does (§7.1) */
static void was_read(int k, int known, int turns_before)
{
    KCHECK(!strcmp(read_footer, "-Select item to read. Esc to cancel-"),
           "the list's footer is '%s'", read_footer);
    said("As you read the scroll, it vanishes");
    KCHECK(it_find(&t, DELVE_ITEM_SCROLL, k) < 0, "the scroll is still in the pack");
    KCHECK(t.g.priv.turns > turns_before, "no turn passed");
    KCHECK(t.g.priv.known[ORIG_K_SCROLL][k] == known, "the kind is %sknown, the spec says %sknown",
           t.g.priv.known[ORIG_K_SCROLL][k] ? "" : "not ", known ? "" : "not ");
    KCHECK(t.called == !known && it_said(&t, CALL_PROMPT) == !known,
           "the call prompt was asked %d times (the spec: %s)", t.called,
           known ? "never, the kind is known" : "once, the kind stays unknown");
}

/* A scroll whose whole effect is its message and its call prompt */
static void scroll_plain(int k, const char *name, const char *text, unsigned flag)
{
    int turns;
    it_kind("scroll", k, name);
    read_setup(k);
    turns = t.g.priv.turns;
    read_it(k);
    said(text);
    if (flag)
        KCHECK(it_o(&t)->flags & flag, "the hero's flag %#x is not set", flag);
    was_read(k, 0, turns);
}

static void scroll_map(void)
{
    const delve_rogue_level *lv;
    int turns;
    it_kind("scroll", ORIG_S_MAP, "magic mapping");
    read_setup(ORIG_S_MAP);
    lv = &t.g.priv.level.rogue;
    KCHECK(it_char(&t, lv->stairs.y, lv->stairs.x) != DELVE_CH_STAIRS,
           "the stairs show before the map");
    turns = t.g.priv.turns;
    read_it(ORIG_S_MAP);
    said("Oh, now this scroll has a map on it");
    KCHECK(it_char(&t, lv->stairs.y, lv->stairs.x) == DELVE_CH_STAIRS,
           "the stairs at (%d,%d) do not show after the map", lv->stairs.x, lv->stairs.y);
    was_read(ORIG_S_MAP, 1, turns);
}

static void scroll_hold(void)
{
    delve_priv_orig *o;
    int turns, near, far;
    it_kind("scroll", ORIG_S_HOLD, "hold monster");
    read_setup(ORIG_S_HOLD);
    o = it_o(&t);
    near = it_monster(&t, 'Z', 0, -3, 50, ISRUN); /* inside the 7x7 square */
    far = it_monster(&t, 'Z', 0, 6, 50, 0);       /* outside it */
    turns = t.g.priv.turns;
    read_it(ORIG_S_HOLD);
    KCHECK((o->monsters[near].flags & ISHELD) && !(o->monsters[near].flags & ISRUN),
           "a monster 3 cells away: flags %#x, ISHELD without ISRUN expected",
           o->monsters[near].flags);
    KCHECK(!(o->monsters[far].flags & ISHELD), "a monster 6 cells away is held");
    was_read(ORIG_S_HOLD, 0, turns);
}

static void scroll_sleep(void)
{
    int turns;
    it_kind("scroll", ORIG_S_SLEEP, "sleep");
    read_setup(ORIG_S_SLEEP);
    turns = t.g.priv.turns;
    read_it(ORIG_S_SLEEP);
    said("You fall asleep");
    said("You can move again");
    KCHECK(t.g.priv.turns - turns >= 5 && t.g.priv.turns - turns <= 9,
           "%d turns passed, the read and 4..8 asleep expected", t.g.priv.turns - turns);
    was_read(ORIG_S_SLEEP, 1, turns);
}

static void scroll_armor(void)
{
    delve_game_object *a;
    int turns, ac;
    it_kind("scroll", ORIG_S_ARMOR, "enchant armor");
    read_setup(ORIG_S_ARMOR);
    a = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WORN);
    a->cursed = 1;
    ac = a->armor_class;
    turns = t.g.priv.turns;
    read_it(ORIG_S_ARMOR);
    a = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WORN);
    said("Your armor glows faintly for a moment");
    KCHECK(a->armor_class == ac - 1, "armour class %d -> %d, %d expected", ac, a->armor_class,
           ac - 1);
    KCHECK(!a->cursed, "the armour is still cursed");
    was_read(ORIG_S_ARMOR, 0, turns);
}

/* whatis's list (menu on: get_item("identify", 0) lists everything first) is on screen */
static int identify_list(void)
{
    it_row(&t, DELVE_GAME_ROWS - 1, t.footer);
    return !strcmp(t.footer, "-Select item to identify. Esc to cancel-");
}

static void scroll_identify(void)
{
    char text[80];
    int turns, p, w;
    it_kind("scroll", ORIG_S_IDENT, "identify");
    read_setup(ORIG_S_IDENT);
    it_give(&t, DELVE_ITEM_POTION, ORIG_P_HEALING, 0, 0);
    p = it_letter(&t, DELVE_ITEM_POTION, ORIG_P_HEALING);
    turns = t.g.priv.turns;
    read_it(ORIG_S_IDENT);
    said("This scroll is an identify scroll");
    KCHECK(identify_list(), "no identify list (row 24 '%s')", t.footer);
    if (identify_list())
        it_key(&t, p);
    snprintf(text, sizeof text, "A potion of healing(%s)", it_colour(&t, ORIG_P_HEALING));
    said(text);
    KCHECK(t.g.priv.known[ORIG_K_POTION][ORIG_P_HEALING], "the chosen potion's kind is not known");
    was_read(ORIG_S_IDENT, 1, turns);
    /* a stick: its kind and its charges (ISKNOW) */
    read_setup(ORIG_S_IDENT);
    it_give(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT, 12, 0);
    w = it_letter(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT);
    read_it(ORIG_S_IDENT);
    if (identify_list())
        it_key(&t, w);
    w = it_find(&t, DELVE_ITEM_STICK, ORIG_WS_LIGHT);
    KCHECK(w >= 0 && t.g.priv.known[ORIG_K_STICK][ORIG_WS_LIGHT] && it_obj(&t, w)->known,
           "an identified wand of light: kind or charges not known");
    KCHECK(it_said_part(&t, " of light [12 charges]("), "no stick name with its charges in:\n%s",
           t.log);
    /* P4 §12 step 5: msg(inv_name(obj, FALSE)), the name read as a format: a fruit's "%%" is
       one '%', its "%x" nothing */
    read_setup(ORIG_S_IDENT);
    snprintf(t.g.priv.fruit, sizeof t.g.priv.fruit, "%s", "5%%x%d");
    it_give(&t, DELVE_ITEM_FOOD, 1, 0, 0);
    p = it_letter(&t, DELVE_ITEM_FOOD, 1);
    read_it(ORIG_S_IDENT);
    if (identify_list())
        it_key(&t, p);
    said("A 5%x");
}

static void scroll_food_detection(void)
{
    delve_point at;
    int turns;
    it_kind("scroll", ORIG_S_GFIND, "food detection");
    read_setup(ORIG_S_GFIND);
    KCHECK(it_floor_thing(&t, DELVE_ITEM_FOOD, 0, &at) >= 0, "no floor for a thing");
    turns = t.g.priv.turns;
    read_it(ORIG_S_GFIND);
    said("Your nose tingles as you sense food");
    KCHECK(it_char(&t, at.y, at.x) == DELVE_CH_FOOD && it_attr(&t, at.y, at.x) == 0x74,
           "the food out of sight at (%d,%d) shows %02x/%02x, not the food glyph at 0x74", at.x,
           at.y, it_char(&t, at.y, at.x), it_attr(&t, at.y, at.x));
    was_read(ORIG_S_GFIND, 1, turns);
    read_setup(ORIG_S_GFIND);
    it_clear_floor(&t);
    turns = t.g.priv.turns;
    read_it(ORIG_S_GFIND);
    said("You hear a growling noise very close to you");
    was_read(ORIG_S_GFIND, 0, turns);
}

static void scroll_teleport(void)
{
    delve_point before;
    int turns, room, moved;
    it_kind("scroll", ORIG_S_TELEP, "teleportation");
    read_setup(ORIG_S_TELEP);
    before = t.g.priv.hero;
    room = t.g.priv.proom;
    turns = t.g.priv.turns;
    read_it(ORIG_S_TELEP);
    moved = t.g.priv.hero.x != before.x || t.g.priv.hero.y != before.y;
    KCHECK(moved, "the hero is still at (%d,%d)", before.x, before.y);
    KCHECK(it_o(&t)->flags & ISHUH, "the hero is not confused after the teleport");
    KCHECK(it_fuses(&t, 1, 5) >= 1, "no unconfuse fuse of 2..5 turns");
    was_read(ORIG_S_TELEP, moved && t.g.priv.proom != room, turns);
}

/* enchant weapon with the mace wielded */
static void scroll_enchant_weapon(void)
{
    delve_game_object *w;
    int turns, sum;
    it_kind("scroll", ORIG_S_ENCH, "enchant weapon");
    read_setup(ORIG_S_ENCH);
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    w->cursed = 1;
    sum = w->hit + w->damage;
    turns = t.g.priv.turns;
    read_it(ORIG_S_ENCH);
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    said("Your mace glows blue for a moment");
    KCHECK(w->hit + w->damage == sum + 1, "the mace's bonuses add to %d, %d expected",
           w->hit + w->damage, sum + 1);
    KCHECK(!w->cursed, "the mace is still cursed");
    was_read(ORIG_S_ENCH, 0, turns);
}

static void scroll_create(void)
{
    int turns, n, y, x, found = 0;
    it_kind("scroll", ORIG_S_CREATE, "create monster");
    read_setup(ORIG_S_CREATE);
    it_clear_monsters(&t);
    n = it_monster_count(&t);
    turns = t.g.priv.turns;
    read_it(ORIG_S_CREATE);
    KCHECK(it_monster_count(&t) == n + 1, "%d monsters, %d expected", it_monster_count(&t), n + 1);
    for (y = -1; y <= 1; y++)
        for (x = -1; x <= 1; x++)
            found |= it_monster_at(&t, t.g.priv.hero.y + y, t.g.priv.hero.x + x) >= 0;
    KCHECK(found, "no monster next to the hero (the 3x3 around him)");
    KCHECK(!it_said_part(&t, "faint cry"), "the scroll found no place:\n%s", t.log);
    was_read(ORIG_S_CREATE, 0, turns);
}

static void scroll_remove_curse(void)
{
    delve_game_object *a, *w;
    int turns, r;
    it_kind("scroll", ORIG_S_REMOVE, "remove curse");
    read_setup(ORIG_S_REMOVE);
    r = it_give(&t, DELVE_ITEM_RING, ORIG_R_ADDHIT, 1, 1);
    it_obj(&t, r)->in_use = DELVE_GAME_LEFT_HAND;
    a = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WORN);
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    a->cursed = w->cursed = 1;
    turns = t.g.priv.turns;
    read_it(ORIG_S_REMOVE);
    said("You feel as if somebody is watching over you");
    a = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WORN);
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    r = it_find(&t, DELVE_ITEM_RING, ORIG_R_ADDHIT);
    KCHECK(!a->cursed && !w->cursed && !it_obj(&t, r)->cursed,
           "still cursed: armour %d, weapon %d, ring %d", a->cursed, w->cursed,
           it_obj(&t, r)->cursed);
    was_read(ORIG_S_REMOVE, 0, turns);
}

static void scroll_aggravate(void)
{
    delve_priv_orig *o;
    int turns, m, asleep = 0, n = 0;
    it_kind("scroll", ORIG_S_AGGR, "aggravate monsters");
    read_setup(ORIG_S_AGGR);
    o = it_o(&t);
    it_monster(&t, 'Z', 0, 8, 50, 0);
    turns = t.g.priv.turns;
    read_it(ORIG_S_AGGR);
    said("You hear a high pitched humming noise");
    for (m = o->mlist; m >= 0; m = o->monsters[m].next, n++)
        asleep += !(o->monsters[m].flags & ISRUN);
    KCHECK(n > 1 && !asleep, "%d of the %d monsters do not run", asleep, n);
    was_read(ORIG_S_AGGR, 0, turns);
}

static void scroll_vorpalize(void)
{
    delve_game_object *w;
    int turns, hit, dam;
    it_kind("scroll", ORIG_S_VORPAL, "vorpalize weapon");
    read_setup(ORIG_S_VORPAL);
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    hit = w->hit;
    dam = w->damage;
    turns = t.g.priv.turns;
    read_it(ORIG_S_VORPAL);
    said("Your mace gives off a flash of intense white light");
    w = (delve_game_object *)delve__game_pack_in_use(&t.g, DELVE_GAME_WIELDED);
    KCHECK(w && w->enemy != 0, "the mace has no enemy");
    KCHECK(w && w->hit == hit + 1 && w->damage == dam + 1 && w->armor_class == 1,
           "the mace: %+d,%+d charge %d; %+d,%+d charge 1 expected", w ? w->hit : 0,
           w ? w->damage : 0, w ? w->armor_class : 0, hit + 1, dam + 1);
    was_read(ORIG_S_VORPAL, 0, turns);
    /* again: the weapon is destroyed */
    it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_VORPAL, 0, 0);
    read_it(ORIG_S_VORPAL);
    said("Your mace vanishes in a puff of smoke");
    KCHECK(it_find(&t, DELVE_ITEM_WEAPON, DELVE_WEAPON_MACE) < 0, "the mace is still there");
    /* nothing wielded: the laughter */
    it_give(&t, DELVE_ITEM_SCROLL, ORIG_S_VORPAL, 0, 0);
    read_it(ORIG_S_VORPAL);
    said("You hear maniacal laughter in the distance.");
}

static void scrolls(void)
{
    scroll_plain(ORIG_S_CONFUSE, "monster confusion", "Your hands begin to glow red", CANHUH);
    scroll_map();
    scroll_hold();
    scroll_sleep();
    scroll_armor();
    scroll_identify();
    scroll_plain(ORIG_S_SCARE, "scare monster", "You hear maniacal laughter in the distance.", 0);
    scroll_food_detection();
    scroll_teleport();
    scroll_enchant_weapon();
    scroll_create();
    scroll_remove_curse();
    scroll_aggravate();
    scroll_plain(ORIG_S_NOP, "blank paper", "This scroll seems to be blank", 0);
    scroll_vorpalize();
}

static void potions(void)
{
    potion_confusion();
    potion_paralysis();
    potion_poison();
    potion_strength();
    potion_see_invisible();
    potion_healing();
    potion_monster_detection();
    potion_magic_detection();
    potion_raise_level();
    potion_extra_healing();
    potion_haste();
    potion_restore();
    potion_blindness();
    potion_thirst();
}

int main(void)
{
    potions();
    scrolls();
    it_test_sticks();
    it_test_rings();
    it_test_get_item();
    return it_done("test_orig_items");
}
