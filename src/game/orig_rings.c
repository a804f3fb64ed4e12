/* orig_rings.c — rings.c: putting a ring on (P) and taking one off (R), which hand (gethand),
   and the turn's searching and teleportation rings (P4 §9, P1 §3.2), with search itself (P1
   §9.1), the ring's and the s command's. What a worn ring changes in a number is
   orig_wearing.c's. */
#include <string.h>

#include "game/game_pack.h"
#include "game/game_search.h"
#include "game/orig.h"

/* search (P1 §9.1), the command's and the ring's: nothing while blind; a find stops a count
   and a run */
void delve__orig_search(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    if (o->flags & ISBLIND)
        return;
    if (delve__game_search(g) & DELVE_GAME_FOUND) {
        o->count = 0;
        g->priv.running = 0;
    }
    delve__orig_flush(g);
}

/* The rings' part of a turn (P1 §3.2 step 6): left hand, then right */
void delve__orig_ring_turn(delve_game *g)
{
    const delve_game_object *on[2];
    int hand;
    delve__orig_rings(g, on); /* neither searching nor teleporting changes the pack */
    for (hand = 0; hand < 2 && !orig_of(g)->over; hand++) {
        const delve_game_object *r = on[hand];
        if (orig_ring_is(r, ORIG_R_SEARCH)) {
            delve__orig_search(g);
        } else if (orig_ring_is(r, ORIG_R_TELEPORT) && delve__game_rnd(g, 50) == 17) {
            delve__orig_teleport(g);
        }
    }
}

/* ring_on's step 5 and 6, the ring at pack index i on hand */
static void put_on(delve_game *g, int i, int hand)
{
    delve_game_object *r = (delve_game_object *)delve_game_pack(g, i);
    char name[DELVE_GAME_MESSAGE_MAX], letter[] = " (a)";
    r->in_use = hand;
    switch (r->which) {
    case ORIG_R_ADDSTR: delve__orig_chg_str(g, r->armor_class); break;
    case ORIG_R_SEEINVIS: delve__orig_invis_on(g); break;
    case ORIG_R_AGGR: delve__orig_aggravate(g); break;
    default: break;
    }
    delve__game_pack_msg_name(g, (int)(r - delve_game_pack(g, 0)), name, sizeof name);
    letter[2] = (char)('a' + i);
    delve__orig_msg3(g, orig_brief(g) ? "wearing " : "you are now wearing ", name, letter);
}

static void ask_hand(delve_game *g)
{
    delve__orig_msg(g, "left hand or right hand? ");
    orig_of(g)->wait = W_HAND;
}

/* ring_on (P4 §9.1) with pack object i */
void delve__orig_ring_on(delve_game *g, int i)
{
    delve_priv_orig *o = orig_of(g);
    const delve_game_object *r = delve_game_pack(g, i);
    int left = delve__orig_ring(g, DELVE_GAME_LEFT_HAND) == NULL;
    int right = delve__orig_ring(g, DELVE_GAME_RIGHT_HAND) == NULL;
    if (r->kind != DELVE_ITEM_RING) {
        delve__orig_msg(g, "you can't put that on your finger");
        o->after = 0;
        return;
    }
    if (r->in_use) {
        delve__orig_msg(g, "that's already in use");
        o->after = 0;
        return;
    }
    if (!left && !right) {
        delve__orig_msg(g, "you already have a ring on each hand");
        o->after = 0;
        return;
    }
    o->hand_item = i;
    if (left && right) {
        ask_hand(g);
        return;
    }
    put_on(g, i, left ? DELVE_GAME_LEFT_HAND : DELVE_GAME_RIGHT_HAND);
}

/* ring_off's step 3 and 4 for the ring on hand */
static void take_off(delve_game *g, int hand)
{
    delve_game_object *r = delve__orig_ring(g, hand);
    char name[DELVE_GAME_MESSAGE_MAX], letter[] = "(a)";
    int i;
    orig_of(g)->mpos = 0;
    if ((i = delve__orig_can_drop(g, (int)(r - delve_game_pack(g, 0)))) < 0)
        return;
    delve__game_pack_msg_name(g, i, name, sizeof name);
    letter[1] = (char)('a' + i);
    delve__orig_msg3(g, "was wearing ", name, letter);
}

/* ring_off (P4 §9.2): the R command */
void delve__orig_ring_off(delve_game *g)
{
    delve_priv_orig *o = orig_of(g);
    int left = delve__orig_ring(g, DELVE_GAME_LEFT_HAND) != NULL;
    int right = delve__orig_ring(g, DELVE_GAME_RIGHT_HAND) != NULL;
    if (!left && !right) {
        delve__orig_msg(g, "you aren't wearing any rings");
        o->after = 0;
        return;
    }
    if (left && right) {
        o->hand_item = -1;
        ask_hand(g);
        return;
    }
    take_off(g, left ? DELVE_GAME_LEFT_HAND : DELVE_GAME_RIGHT_HAND);
}

/* A key of gethand (P4 §9.3) */
void delve__orig_hand_key(delve_game *g, int key)
{
    delve_priv_orig *o = orig_of(g);
    int hand;
    if (key == ORIG_ESC) {
        o->after = 0;
        o->wait = W_CMD;
        return;
    }
    o->mpos = 0;
    if (key == 'l' || key == 'L')
        hand = DELVE_GAME_LEFT_HAND;
    else if (key == 'r' || key == 'R')
        hand = DELVE_GAME_RIGHT_HAND;
    else {
        delve__orig_msg(g, "please type L or R");
        ask_hand(g);
        return;
    }
    o->wait = W_CMD;
    if (o->hand_item >= 0)
        put_on(g, o->hand_item, hand);
    else
        take_off(g, hand);
}
