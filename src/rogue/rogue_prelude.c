/* rogue_prelude.c — main()'s start-up draws before the first new_level (spec erratum 4, §12.2):
   init_player, init_names, init_colors, init_stones, init_materials, in that order. */
#include "rogue/rogue_prelude.h"

#include <string.h>

#include "core/rng.h"

const char *const delve__potion_colours[27] = {
    "amber", "aquamarine", "black",     "blue",   "brown",  "clear",   "crimson",
    "cyan",  "ecru",       "gold",      "green",  "grey",   "magenta", "orange",
    "pink",  "plaid",      "purple",    "red",    "silver", "tan",     "tangerine",
    "topaz", "turquoise",  "vermilion", "violet", "white",  "yellow"};
const char *const delve__ring_stones[26] = {
    "agate",     "alexandrite", "amethyst",       "carnelian", "diamond",    "emerald",
    "germanium", "granite",     "garnet",         "jade",      "kryptonite", "lapis lazuli",
    "moonstone", "obsidian",    "onyx",           "opal",      "pearl",      "peridot",
    "ruby",      "sapphire",    "stibotantalite", "tiger eye", "topaz",      "turquoise",
    "taaffeite", "zircon"};
const char *const delve__stick_metals[22] = {
    "aluminum", "beryllium", "bone",      "brass",    "bronze",   "copper", "electrum", "gold",
    "iron",     "lead",      "magnesium", "mercury",  "nickel",   "pewter", "platinum", "steel",
    "silver",   "silicon",   "tin",       "titanium", "tungsten", "zinc"};
const char *const delve__stick_woods[33] = {
    "avocado wood", "balsa",      "bamboo",    "banyan",  "birch",     "cedar",
    "cherry",       "cinnibar",   "cypress",   "dogwood", "driftwood", "ebony",
    "elm",          "eucalyptus", "fall",      "hemlock", "holly",     "ironwood",
    "kukui wood",   "mahogany",   "manzanita", "maple",   "oaken",     "persimmon wood",
    "pecan",        "pine",       "poplar",    "redwood", "rosewood",  "spruce",
    "teak",         "walnut",     "zebrawood"};

#define TITLE_LIMIT 16 /* a title longer than this takes no more syllables (MAXNAME) */

/* init_names: words of one or two syllables; a syllable's first draw is its last letter. */
static void scroll_title(delve__rng *rng, char *title)
{
    static const char consonants[] = "bcdfghjklmnpqrstvwxyz", vowels[] = "aeiou";
    int len = 0, nwords = delve__rnd(rng, 4) + 2;
    while (nwords-- > 0) {
        int nsyl = delve__rnd(rng, 2) + 1;
        while (nsyl-- > 0) {
            char last = consonants[delve__rnd(rng, 21)], mid = vowels[delve__rnd(rng, 5)];
            char first = consonants[delve__rnd(rng, 21)];
            if (len > TITLE_LIMIT) { /* the syllable is thrown away and the title ends */
                nwords = 0;
                break;
            }
            title[len++] = first;
            title[len++] = mid;
            title[len++] = last;
        }
        title[len++] = ' ';
    }
    title[len - 1] = '\0'; /* drops one trailing space: a cut on a word's first syllable
                              leaves the other (spec §12.2's quirk) */
}

/* Draws n until one not yet used comes up. */
static int unused(delve__rng *rng, int n, unsigned char *used)
{
    int j;
    do
        j = delve__rnd(rng, n);
    while (used[j]);
    used[j] = 1;
    return j;
}

void delve__rogue_prelude(int32_t state, delve_priv_prelude *out)
{
    unsigned char used[33], metal_used[22], wood_used[33];
    delve__rng rng;
    int i;
    memset(out, 0, sizeof *out);
    rng.state = state;

    out->food = 1170 + delve__rnd(&rng, 260); /* init_player: food_left = spread(HUNGERTIME) */
    delve__rnd(&rng, 8);                      /* init_weapon(ARROW)'s count, overwritten by: */
    out->arrows = delve__rnd(&rng, 15) + 25;

    for (i = 0; i < DELVE_PRIV_SCROLL_KINDS; i++)
        scroll_title(&rng, out->scroll[i]);

    memset(used, 0, sizeof used);
    for (i = 0; i < DELVE_PRIV_POTION_KINDS; i++)
        out->potion[i] = (unsigned char)unused(&rng, 27, used);

    memset(used, 0, sizeof used);
    for (i = 0; i < DELVE_PRIV_RING_KINDS; i++)
        out->stone[i] = (unsigned char)unused(&rng, 26, used);

    memset(metal_used, 0, sizeof metal_used);
    memset(wood_used, 0, sizeof wood_used);
    for (i = 0; i < DELVE_PRIV_STICK_KINDS; i++)
        for (;;) {
            int wood = delve__rnd(&rng, 2) != 0, j = delve__rnd(&rng, wood ? 33 : 22);
            unsigned char *u = wood ? wood_used : metal_used;
            if (!u[j]) {
                u[j] = 1;
                out->stick[i] = (unsigned char)j;
                out->stick_wood[i] = (unsigned char)wood;
                break;
            }
        }

    out->state = rng.state;
}
