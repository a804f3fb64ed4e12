/* orig_items.c — choosing an object (pack.c get_item, P4 §2.1, §2.3), naming a kind (call,
   call_it, getinfo, P4 §4), and the commands of misc.c, weapons.c, armor.c and things.c that
   use one: eat, wield, wear, take off, throw, drop and can_drop (P4 §10, §11, P3 §9-§11),
   and pick_up.
   get_item waits for keys, so it is a small machine: the list (W_ITEM_LIST), then, after a
   space, the prompt (W_ITEM_PROMPT); get_dir's W_DIR comes first for throw and zap. */
#include <string.h>

#include "game/game_light.h"
#include "game/game_pack.h"
#include "game/game_search.h"
#include "game/orig.h"
#include "rogue/rogue_base.h"

/* get_item's commands (item_cmd), each with the verb of its prompt and the objects it lists
   (drop and identify: everything) */
static const char item_cmds[] = "ecwWqrPdtzI";
static const char purposes[] =
    "eat\0call\0wield\0wear\0quaff\0read\0put on\0drop\0throw\0zap with\0identify";
static const signed char filters[] = {DELVE_ITEM_FOOD,
                                      DELVE__PACK_CALLABLE,
                                      DELVE__PACK_WIELDABLE,
                                      DELVE_ITEM_ARMOR,
                                      DELVE_ITEM_POTION,
                                      DELVE_ITEM_SCROLL,
                                      DELVE_ITEM_RING,
                                      -1,
                                      DELVE__PACK_WIELDABLE,
                                      DELVE__PACK_ZAPPABLE,
                                      -1};

/* Where the command get_item was called for is in those tables (it is one of item_cmds: only
   they call get_item) */
static int item_cmd_index(const delve_game *g)
{
    return (int)(strchr(item_cmds, g->priv.o.item_cmd) - item_cmds);
}

unsigned delve__orig_listed(const delve_game *g)
{
    int wait = g->priv.o.wait;
    if (wait != W_ITEM_LIST && wait != W_ITEM_PROMPT)
        return 0;
    return delve__game_pack_listed(g, filters[item_cmd_index(g)]);
}

/* call (P4 §4.3) for pack object i */
void delve__orig_call(delve_game *g, int i)
{
    const delve_game_object *ob = delve_game_pack(g, i);
    int k = delve__game_kind_class(ob->kind);
    const char *old;
    if (k < 0) {
        delve__orig_msg(g, "you can't call that anything");
        return;
    }
    if (g->priv.known[k][ob->which]) {
        delve__orig_msg(g, "that has already been identified");
        return;
    }
    old = g->priv.guess[k][ob->which][0] ? g->priv.guess[k][ob->which]
                                         : delve__game_kind_word(g, k, ob->which);
    delve__orig_msg3(g, "was called \"", old, "\"");
    delve__orig_msg(g, "what do you want to call it? ");
    delve__orig_getinfo(g, k, ob->which);
}

/* eat (P4 §10) with pack object i */
void delve__orig_eat(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *ob = delve_game_pack(g, i);
    int which, add;
    if (ob->kind != DELVE_ITEM_FOOD) {
        delve__orig_msg(g, "ugh, you would get ill if you ate that");
        return;
    }
    which = ob->which;
    if (ob->in_use == DELVE_GAME_WIELDED) /* step 8, done first: the rest of the stack too */
        ((delve_game_object *)ob)->in_use = 0;
    delve__game_pack_use(g, i);
    if (o->food_left < 0)
        o->food_left = 0;
    if (o->food_left > 1980)
        o->no_command += 2 + delve__game_rnd(g, 5);
    add = 1170 + delve__game_rnd(g, 260) - 200;
    o->food_left += add + delve__game_rnd(g, 400);
    if (o->food_left > 2000)
        o->food_left = 2000;
    o->hungry = 0;
    if (which == 1)
        delve__orig_msg3(g, "my, that was a yummy ", g->priv.fruit, "");
    else if (delve__game_rnd(g, 100) > 70) {
        o->exp++;
        delve__orig_msg(g, "yuk, this food tastes awful");
        delve__orig_check_level(g);
    } else {
        delve__orig_msg(g, "yum, that tasted good");
    }
    if (o->no_command)
        delve__orig_msg(g, "you feel bloated and fall asleep");
}

/* waste_time (P3 §11.3): the daemons, then the fuses, inside the command */
static void waste_time(delve_game *g)
{
    delve__orig_do_daemons(g);
    delve__orig_do_fuses(g);
}

/* waste_time for pack object i: where it is after that round, in which the monsters act (a
   nymph's theft of an object before it moves it down the pack), or -1 when it is gone */
static int waste_time_with(delve_game *g, int i)
{
    int id = g->priv.pack.objects[i].id;
    waste_time(g);
    return delve__game_pack_index(g, id);
}

/* wield (P3 §10.1) with pack object i (the cursed weapon in hand was refused before) */
void delve__orig_wield(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_object *ob = (delve_game_object *)delve_game_pack(g, i), *w;
    char name[DELVE_GAME_MESSAGE_MAX], letter[5] = " (a)";
    if (ob->kind == DELVE_ITEM_ARMOR) {
        delve__orig_msg(g, "you can't wield armor");
        o->after = 0;
        return;
    }
    if (ob->in_use) {
        delve__orig_msg(g, "that's already in use");
        o->after = 0;
        return;
    }
    delve__game_pack_msg_name(g, i, name, sizeof name);
    if ((w = (delve_game_object *)delve__game_pack_in_use(g, DELVE_GAME_WIELDED)) != NULL)
        w->in_use = 0;
    ob->in_use = DELVE_GAME_WIELDED;
    letter[2] = (char)('a' + i);
    delve__orig_msg3(g, orig_expert(g) ? "now wielding " : "you are now wielding ", name, letter);
}

/* wear (P3 §11.1) with pack object i */
void delve__orig_wear(delve_game *g, int i)
{
    delve_game_object *ob = (delve_game_object *)delve_game_pack(g, i);
    char name[DELVE_GAME_MESSAGE_MAX];
    if (ob->kind != DELVE_ITEM_ARMOR) {
        delve__orig_msg(g, "you can't wear that");
        return;
    }
    /* a nymph may have taken it in that round: the original then goes on wearing the freed
       object, which it no longer has; delve wears nothing */
    if ((i = waste_time_with(g, i)) < 0 || orig_of(g)->over)
        return;
    ob = &g->priv.pack.objects[i];
    ob->known = 1;
    delve__game_pack_msg_name(g, i, name, sizeof name);
    ob->in_use = DELVE_GAME_WORN;
    delve__orig_msg3(g, "you are now wearing ", name, "");
}

/* take_off (the T command, P3 §11.2) */
void delve__orig_take_off(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *a = delve__game_pack_in_use(g, DELVE_GAME_WORN);
    char name[DELVE_GAME_MESSAGE_MAX], letter[4] = "a) ";
    int i;
    if (!a) {
        delve__orig_msg(g, "you aren't wearing any armor");
        o->after = 0;
        return;
    }
    /* can_drop: a curse, or an extra round in which the armour still counts */
    if ((i = delve__orig_can_drop(g, (int)(a - delve_game_pack(g, 0)))) < 0 || o->over)
        return;
    delve__game_pack_msg_name(g, i, name, sizeof name);
    letter[0] = (char)('a' + i);
    delve__orig_msg3(g, "you used to be wearing ", letter, name);
}

static void ring_off_effect(delve_game *g, delve_game_object *r)
{
    r->in_use = 0;
    if (r->which == ORIG_R_ADDSTR)
        delve__orig_chg_str(g, -r->armor_class);
    else if (r->which == ORIG_R_SEEINVIS) {
        delve__orig_unsee(g);
        delve__orig_extinguish(g, D_UNSEE);
    }
}

/* can_drop (P4 §11.2) of pack object i: where it is now, once it has left the hero's hands,
   armour or finger, or -1 when it may not. Armour comes off with an extra round (worn, it is
   not a nymph's to take). */
int delve__orig_can_drop(delve_game *g, int i)
{
    delve_game_object *ob = &g->priv.pack.objects[i];
    if (!ob->in_use)
        return i;
    if (ob->cursed) {
        delve__orig_msg(g, "you can't.  It appears to be cursed");
        return -1;
    }
    if (ob->in_use == DELVE_GAME_WORN) {
        if ((i = waste_time_with(g, i)) < 0)
            return -1;
        ob = &g->priv.pack.objects[i];
    }
    if (ob->in_use == DELVE_GAME_LEFT_HAND || ob->in_use == DELVE_GAME_RIGHT_HAND)
        ring_off_effect(g, ob);
    ob->in_use = 0;
    return i;
}

/* do_motion (P4 §8.5) from the hero by (dy, dx): to the first cell that stops a flight (one
   that no missile passes, or a door), *y and *x; each cell passed that the hero can see is drawn
   again as its map character (the flight is not kept, so a disguised xeroc flown over shows
   as floor) */
void delve__orig_do_motion(delve_game *g, int dy, int dx, int *y, int *x)
{
    int steps;
    *y = g->priv.hero.y;
    *x = g->priv.hero.x;
    for (steps = 0; steps < ORIG_FLIGHT_MAX; steps++) {
        unsigned char ch;
        *y += dy;
        *x += dx;
        ch = game_offmap(g, *y, *x) ? ' ' : delve__orig_winat(g, *y, *x);
        if (!delve__orig_step_ok(ch) || ch == DELVE_CH_DOOR)
            break;
        if (delve__orig_cansee(g, *y, *x))
            delve__game_put(g, *y, *x, LEVEL_CHAR(g, *y, *x), 0);
    }
}

/* missile (P3 §9.2, §9.3) of pack object i towards (dy, dx): one piece flies until a wall, rock,
   a door or a monster letter; it hits the monster there, or falls near where it stopped */
void delve__orig_missile(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_object *ob, piece;
    int y, x, dy = o->dir_y, dx = o->dir_x, t, m;
    if ((i = delve__orig_can_drop(g, i)) < 0 || o->over)
        return;
    ob = &g->priv.pack.objects[i];
    piece = *ob;
    piece.count = 1;
    if (ob->count >= 2 && delve__orig_pool_used(g) >= DELVE_PRIV_THINGS) {
        /* no thing for one piece (P3 §9.5 step 3): the stack's count becomes 1, the rest is
           lost, and that piece leaves the pack as a single one does (inpack - 1) and flies */
        delve__orig_msg(g, "something in your pack explodes!!!");
        ob->count = 1;
        delve__game_pack_use(g, i);
    } else {
        if (ob->count >= 2)
            piece.id = ++o->next_id; /* a new thing flies; a single one flies itself */
        if (ob->count >= 2 && ob->group)
            ob->count--; /* a stack of missiles counts as one piece however many it holds */
        else
            delve__game_pack_use(g, i);
    }
    o->flying = 1; /* its thing, in no list until it lands */
    delve__orig_do_motion(g, dy, dx, &y, &x);
    if (!game_offmap(g, y, x) && (m = delve__orig_moat(g, y, x)) >= 0 &&
        delve__orig_hit_monster(g, m, &piece)) {
        o->flying = 0;
        o->lost++; /* never freed (P3 Q13) */
        return;
    }
    o->flying = 0; /* the landing's thing is the one that flew */
    if (o->over || (t = delve__orig_new_thing_slot(g)) < 0)
        return;
    delve__orig_thing_of(&o->things[t], &piece);
    o->things[t].y = (short)(game_offmap(g, y, x) ? y - dy : y);
    o->things[t].x = (short)(game_offmap(g, y, x) ? x - dx : x);
    delve__orig_fall_named(g, t, &piece);
}

/* drop (P4 §11.1) of pack object i: one of a stack that is no weapon, else all of it */
void delve__orig_drop(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    delve_game_object *ob, one;
    delve_point h = g->priv.hero;
    char name[DELVE_GAME_MESSAGE_MAX];
    int split, t;
    if ((i = delve__orig_can_drop(g, i)) < 0 || o->over)
        return;
    ob = &g->priv.pack.objects[i];
    split = ob->count >= 2 && ob->kind != DELVE_ITEM_WEAPON;
    if (split && delve__orig_pool_used(g) >= DELVE_PRIV_THINGS) { /* no thing for the copy */
        delve__orig_msg(g, orig_brief(g) ? "it appears to be stuck in your pack!"
                                         : "can't drop it, it appears to be stuck in your pack!");
        return;
    }
    if (ob->kind == DELVE_ITEM_AMULET)
        o->amulet = 0;
    one = *ob;
    if (split) {
        one.count = 1;
        one.id = ++o->next_id; /* a new thing: the copy is dropped */
        ob->count--;
    } else { /* the whole object (a weapon stack entire): its thing leaves the pack */
        delve__game_pack_remove(g, i);
    }
    g->priv.pack.pieces--;
    if ((t = delve__orig_new_thing_slot(g)) < 0) /* there is one: the pool was checked */
        return;
    delve__orig_thing_of(&o->things[t], &one);
    o->things[t].y = (short)h.y;
    o->things[t].x = (short)h.x;
    o->things[t].next = o->lvl_obj;
    o->lvl_obj = (short)t;
    LEVEL_CHAR(g, h.y, h.x) = delve__rogue_item_glyph(one.kind);
    delve__game_msg_name_of(g, &one, name, sizeof name);
    delve__orig_msg3(g, "dropped ", name, "");
}

/* pick_up (P4 §1; rogue.md §12.1): gold to the purse, an object to the pack */
void delve__orig_pick_up(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    delve_point h = g->priv.hero;
    short *l;
    for (l = &o->lvl_obj; *l >= 0; l = &o->things[*l].next)
        if (o->things[*l].y == h.y && o->things[*l].x == h.x)
            break;
    if (*l < 0)
        return;
    if (o->things[*l].kind == ORIG_GOLD) {
        char text[48];
        delve__strbuf sb;
        int r = delve__game_roomin(g, h);
        g->priv.gold = ORIG_PURSE(g->priv.gold + o->things[*l].value);
        delve__sb_init(&sb, text, sizeof text);
        delve__sb_puts(&sb, "you found ");
        delve__sb_int(&sb, o->things[*l].value);
        delve__sb_puts(&sb, " gold pieces");
        delve__sb_finish(&sb);
        delve__orig_msg(g, text);
        if (r < DELVE_ROGUE_ROOMS)
            game_lv(g)->rooms[r].gold = 0;
    } else {
        delve_priv_thing *t = &o->things[*l];
        delve_game_object ob;
        int taken, m, ty, tx;
        if (t->kind == DELVE_ITEM_SCROLL && t->which == ORIG_S_SCARE &&
            g->priv.pack.pieces < DELVE_GAME_PACK_MAX - 1) { /* add_pack's step 3 */
            if (t->found) {
                delve__orig_msg(g, orig_brief(g) ? "the scroll turns to dust."
                                                 : "the scroll turns to dust as you pick it up.");
                goto gone;
            }
            t->found = 1;
        }
        delve__orig_object_of(&ob, t);
        taken = delve__game_pack_add(g, &ob);
        delve__orig_flush(g);
        if (!taken)
            return;
        /* add_pack's step 6 compares places: t_dest's with obj->o_pos, the hero's cell, or
           when the pick-up joined a stack or group, that pack object's own o_pos, where it
           last lay (on another level, maybe); the floor object's seekers then keep its cell
           (rogue.md 12.1) */
        ob = g->priv.pack.objects[taken - 1];
        for (m = o->mlist; m >= 0; m = o->monsters[m].next) {
            delve__orig_dest_pos(g, o->monsters[m].dest, &ty, &tx);
            if (ty == ob.y && tx == ob.x)
                o->monsters[m].dest = ORIG_DEST_HERO;
        }
        if (ob.kind == DELVE_ITEM_AMULET)
            o->amulet = o->saw_amulet = 1;
    }
gone:
    o->things[*l].used = 0;
    *l = o->things[*l].next;
    /* what is under it: passage in a corridor or maze (a gone room), floor in a room */
    LEVEL_CHAR(g, h.y, h.x) = delve__game_room_flags(g, g->priv.proom) & DELVE_ROOM_GONE
                                  ? DELVE_CH_PASSAGE
                                  : DELVE_CH_FLOOR;
}

/* get_item's lch and wasthing: the letter and the object last chosen (by its id) */
static void remember(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *ob = delve_game_pack(g, i);
    o->lch = 'a' + i;
    o->was_id = ob->id;
}

/* nothing chosen: free */
static int cancel(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    o->after = 0;
    o->wait = W_CMD;
    return -1;
}

/* get_item's step 4.2 without the menu: the prompt */
static void prompt(delve_game *g)
{
    delve__orig_msg3(g, !orig_brief(g) ? "which object do you want to " : "",
                     delve__orig_nth(purposes, item_cmd_index(g)), "? (* for list): ");
    orig_of(g)->wait = W_ITEM_PROMPT;
}

/* inventory with the command's filter: 0 when nothing fits */
static int list(delve_game *g)
{
    char footer[48];
    delve__strbuf sb;
    delve__sb_init(&sb, footer, sizeof footer);
    delve__sb_puts(&sb, "-Select item to ");
    delve__sb_puts(&sb, delve__orig_nth(purposes, item_cmd_index(g)));
    delve__sb_puts(&sb, ". Esc to cancel-");
    delve__sb_finish(&sb);
    if (!delve__game_pack_list(g, filters[item_cmd_index(g)], footer)) {
        delve__orig_msg(g, "you don't have anything appropriate");
        return 0;
    }
    orig_of(g)->wait = W_ITEM_LIST;
    return 1;
}

/* get_item's steps 4.3-4.7 for the key ch: the object's index, or -1 */
static int choose(delve_game *g, int ch)
{
    delve_priv_orig *o = orig_of(g);
    int n = delve_game_pack_size(g);
    o->mpos = 0;
    if (ch == '*')
        return list(g) ? -1 : cancel(g);
    if (ch == ORIG_ESC) {
        delve__orig_msg(g, "");
        return cancel(g);
    }
    if (ch < 'a' || ch >= 'a' + n) {
        char text[64];
        delve__strbuf sb;
        delve__sb_init(&sb, text, sizeof text);
        delve__sb_puts(&sb, !orig_expert(g) ? "please specify a letter between 'a' and '"
                                            : "range is 'a' to '");
        delve__sb_putc(&sb, (char)('a' + n - 1));
        delve__sb_putc(&sb, '\'');
        delve__sb_finish(&sb);
        delve__orig_msg(g, text);
        prompt(g);
        return -1;
    }
    if (o->item_cmd != 'I')
        remember(g, ch - 'a');
    o->wait = W_CMD;
    return ch - 'a';
}

int delve__orig_get_item(delve_game *g, int cmd)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *at;
    o->item_cmd = cmd;
    if (!delve_game_pack_size(g)) {
        delve__orig_msg(g, "you aren't carrying anything");
        return -1;
    }
    /* a (again): lch's key without a prompt, whatever the command, if the object at letter lch
       is the one chosen last (wasthing); as the original compares pointers, no object there
       matches when none was ever chosen (was_id 0) */
    at = delve_game_pack(g, o->lch - 'a');
    if (o->again && (at ? at->id : 0) == o->was_id)
        return choose(g, o->lch);
    /* once_only: the list first, as the key '*' after skip's mpos = 0 (a message still on row 0,
       a counted q's or r's last, is overwritten without a More) */
    if (g->priv.opt.menu == DELVE_MENU_ON ||
        (g->priv.opt.menu == DELVE_MENU_SEL && cmd != 'e' && cmd != 'd'))
        return choose(g, '*');
    prompt(g);
    return -1;
}

/* A key while get_item waits: the object chosen, or -1 (chosen nothing when wait is W_CMD
   again) */
int delve__orig_item_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    if (o->wait == W_ITEM_LIST) {
        if (key != ORIG_ESC && key != ' ' && !(key >= 'a' && key <= 'z'))
            return -1; /* ignored, the list stays (P5 G4) */
        delve__game_pack_hide(g);
        if (key == ' ') {
            o->mpos = 0;
            prompt(g);
            return -1;
        }
        o->lch = key; /* what the list returned, before it is tried (P4 §2.1 step 4.4) */
    }
    return choose(g, key);
}

/* ^ after get_dir (P4 §13.4): the trap there, if it shows; -1 (no object) */
static int identify_trap(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int y = g->priv.hero.y + o->dir_y, x = g->priv.hero.x + o->dir_x;
    const char *name;
    if (game_offmap(g, y, x) || LEVEL_CHAR(g, y, x) != DELVE_CH_TRAP) {
        delve__orig_msg(g, "no trap there.");
        return -1;
    }
    name = delve__game_trap_found(g, LEVEL_FLAGS(g, y, x));
    delve__orig_msg3(g, "you found ", name, ""); /* after a weird trap's kept "Wierd trap: N" */
    return -1;
}

/* get_dir (P4 §14.5): "Which direction? ", read until a direction or Escape; then the
   command's object (throw, zap) */
int delve__orig_get_dir(delve_game *g, int cmd)
{
    delve_priv_orig *o = orig_of(g);
    o->item_cmd = cmd;
    if (o->again) /* a: the last direction, no prompt */
        return cmd == '^' ? identify_trap(g) : delve__orig_get_item(g, cmd);
    delve__orig_msg(g, "which direction? ");
    o->wait = W_DIR;
    return -1;
}

int delve__orig_dir_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    int dy, dx;
    if (key == ORIG_ESC) {
        delve__orig_msg(g, "");
        return cancel(g);
    }
    if (!delve__game_direction(key, &dy, &dx))
        return -1; /* any other key is ignored */
    delve__orig_msg(g, "");
    o->wait = W_CMD;
    if ((o->flags & ISHUH) && delve__game_rnd(g, 5) == 0) /* confused: any way but none */
        do {
            dy = delve__game_rnd(g, 3) - 1;
            dx = delve__game_rnd(g, 3) - 1;
        } while (dy == 0 && dx == 0);
    o->dir_y = dy;
    o->dir_x = dx;
    return o->item_cmd == '^' ? identify_trap(g) : delve__orig_get_item(g, o->item_cmd);
}
