/* orig_srand.c — a game's clock seed from the DOS time it began at, as the original's srand()
   made it (rogue.md §2, "Seeding"): DOS's get-time call gives CX = hours·256 + minutes and
   DX = seconds·256 + hundredths, and the seed is CX + DX. A person remembers the time as DOS's
   TIME command showed it (14:32:07.55), or has the seed itself; both are taken. */
#include "delve.h"

/* min..max decimal digits at s, their value into *out; the text after them, or NULL. */
static const char *digits(const char *s, int min, int max, int *out)
{
    int n = 0;
    for (*out = 0; *s >= '0' && *s <= '9'; s++)
        if (++n > max)
            return NULL;
        else
            *out = *out * 10 + (*s - '0');
    return n < min ? NULL : s;
}

static int separator(char c)
{
    return c == ':' || c == '.' || c == ',';
}

static const char *blanks(const char *s)
{
    while (*s == ' ')
        s++;
    return s;
}

int delve_game_clock_seed(const char *text, int *dos)
{
    /* hours, minutes, seconds, hundredths: the largest of each, and its weight in the seed */
    static const unsigned char max[4] = {23, 59, 59, 99};
    static const short weight[4] = {256, 1, 256, 1};
    const char *s;
    int part, seed, n;
    if (!text || !dos)
        return DELVE_ERR_NULL;
    s = digits(blanks(text), 1, 5, &seed); /* the seed itself, or a time's hours */
    if (s && separator(*s)) /* a time: hours and minutes, then seconds and hundredths if given */
        for (s = blanks(text), seed = n = 0; n < 4; n++, s++) {
            s = digits(s, n == 3 ? 2 : 1, 2, &part); /* hundredths as DOS shows them: two */
            if (!s || part > max[n])
                return DELVE_ERR_CLOCK;
            seed += part * weight[n];
            if (n == 3 || !separator(*s))
                break;
        }
    if (!s || *blanks(s) || seed < 1 || seed > DELVE_DOS_MAX)
        return DELVE_ERR_CLOCK;
    *dos = seed;
    return DELVE_OK;
}
