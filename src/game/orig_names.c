/* orig_names.c — extern.c's names of monsters and weapons (P2 §1, P3 §2.3): one home for what
   the messages, the pack and the score list call them. */
#include <string.h>

#include "game/orig.h"

static const char *const monster_names[26] = {
    "aquator", "bat",       "centaur",     "dragon",     "emu",     "venus flytrap",
    "griffin", "hobgoblin", "ice monster", "jabberwock", "kestral", "leprechaun",
    "medusa",  "nymph",     "orc",         "phantom",    "quagga",  "rattlesnake",
    "slime",   "troll",     "ur-vile",     "vampire",    "wraith",  "xeroc",
    "yeti",    "zombie"};

/* w_names (weapons.c) */
static const char *const weapon_names[10] = {
    "mace", "long sword", "short bow",     "arrow", "dagger", "two handed sword",
    "dart", "crossbow",   "crossbow bolt", "spear"};

const char *delve__orig_monster_name(int type)
{
    return type >= 'A' && type <= 'Z' ? monster_names[type - 'A'] : "";
}

const char *delve__orig_nth(const char *list, int n)
{
    for (; n > 0 && *list; n--)
        list += strlen(list) + 1;
    return list;
}

const char *delve__orig_weapon_name(int which)
{
    return which >= 0 && which < 10 ? weapon_names[which] : "";
}
