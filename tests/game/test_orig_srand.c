/* test_orig_srand.c — a game's clock seed from the DOS time it began at (delve_game_clock_seed),
   against srand()'s sum (rogue.md §2, "Seeding": hours·256 + minutes + seconds·256 +
   hundredths): every second of the day in DOS TIME's form and others, every part out of its
   range, and random text read beside a reference reader written here another way (the text cut
   at its separators). */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "delve.h"

static int seed_of(const char *text)
{
    int dos = -1, st = delve_game_clock_seed(text, &dos);
    return st == DELVE_OK ? dos : st;
}

static int all_digits(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return n > 0;
}

/* The reference: blanks around it dropped, then a number of 1..5 digits, or 2..4 parts cut at
   ':', '.' and ',', each 1 or 2 digits (the fourth exactly 2) within hours', minutes',
   seconds' and hundredths' ranges; the seed 1..32767. */
static int reference(const char *text)
{
    static const int max[4] = {23, 59, 59, 99}, weight[4] = {256, 1, 256, 1};
    char buf[64];
    size_t len;
    const char *p;
    int parts = 0, seed = 0;
    while (*text == ' ')
        text++;
    len = strlen(text);
    while (len && text[len - 1] == ' ')
        len--;
    if (len >= sizeof buf)
        return DELVE_ERR_CLOCK;
    memcpy(buf, text, len);
    buf[len] = 0;
    if (all_digits(buf, len)) {
        if (len > 5)
            return DELVE_ERR_CLOCK;
        seed = atoi(buf);
    } else {
        for (p = buf;; parts++) {
            size_t n = strcspn(p, ":.,");
            if (parts == 4 || !all_digits(p, n) || n > 2 || (parts == 3 && n != 2))
                return DELVE_ERR_CLOCK;
            if (atoi(p) > max[parts])
                return DELVE_ERR_CLOCK;
            seed += atoi(p) * weight[parts];
            if (!p[n])
                break;
            p += n + 1;
        }
        if (parts < 1)
            return DELVE_ERR_CLOCK;
    }
    return seed >= 1 && seed <= DELVE_DOS_MAX ? seed : DELVE_ERR_CLOCK;
}

int main(void)
{
    static const char alphabet[] = "0123456789:.,: 9";
    char text[64];
    unsigned long x = 12345;
    long times = 0, seeds = 0; /* random texts taken as a time, as a seed */
    int h, m, s, c, i, k, n;

    /* every second of the day, as DOS's TIME shows it and in the shorter forms */
    for (h = 0; h < 24; h++)
        for (m = 0; m < 60; m++)
            for (s = 0; s < 60; s++) {
                int want = h * 256 + m + s * 256;
                c = (h * 7 + m * 13 + s * 29) % 100;
                snprintf(text, sizeof text, "%d:%02d:%02d.%02d", h, m, s, c);
                CHECK_MSG(seed_of(text) == (want + c ? want + c : DELVE_ERR_CLOCK), "%s", text);
                snprintf(text, sizeof text, "%02d.%d,%d", h, m, s);
                CHECK_MSG(seed_of(text) == (want ? want : DELVE_ERR_CLOCK), "%s", text);
                if (s == 0) {
                    snprintf(text, sizeof text, " %d:%02d ", h, m);
                    CHECK_MSG(seed_of(text) == (want ? want : DELVE_ERR_CLOCK), "%s", text);
                }
            }
    CHECK(seed_of("14:32:07.55") == 5463);
    CHECK(seed_of("23:59:59.99") == 21150); /* the largest a real clock gives */
    CHECK(seed_of("0:00:00.01") == 1);
    CHECK(seed_of("0:00:00.00") == DELVE_ERR_CLOCK); /* seed 0: the original hangs */

    /* the seed itself, 1..32767 */
    for (n = 0; n <= 40000; n++) {
        snprintf(text, sizeof text, "%d", n);
        CHECK_MSG(seed_of(text) == (n >= 1 && n <= DELVE_DOS_MAX ? n : DELVE_ERR_CLOCK), "%s",
                  text);
    }
    CHECK(seed_of("00007") == 7);
    CHECK(seed_of("000007") == DELVE_ERR_CLOCK);

    /* each part past its range, or not its digits */
    {
        static const char *const bad[] = {
            "24:00", "14:60", "14:32:60", "14:32:07.5", "14:32:07.100", "14:32:07.55.1", "014:30",
            "14:",   ":30",   "14::30",   "14;30",      "14:3x",        "+14:30",        "-1",
            "1e3",   "",      " ",        "\t14:30",    "14:30\n",      "0x10"};
        for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++)
            CHECK_MSG(seed_of(bad[i]) == DELVE_ERR_CLOCK, "'%s' gave %d", bad[i], seed_of(bad[i]));
    }
    CHECK(delve_game_clock_seed(NULL, &n) == DELVE_ERR_NULL);
    CHECK(delve_game_clock_seed("1", NULL) == DELVE_ERR_NULL);
    n = 77;
    CHECK(delve_game_clock_seed("24:00", &n) == DELVE_ERR_CLOCK && n == 77); /* left alone */

    /* random text of digits, separators and blanks, beside the reference */
    for (i = 0; i < check_scaled(400000); i++) {
        int len;
        x = x * 6364136223846793005ul + 1442695040888963407ul;
        len = (int)(x >> 59) % 14;
        for (k = 0; k < len; k++) {
            x = x * 6364136223846793005ul + 1442695040888963407ul;
            text[k] = alphabet[(x >> 60) & 15];
        }
        text[len] = 0;
        CHECK_MSG(seed_of(text) == reference(text), "'%s' gave %d, the reference %d", text,
                  seed_of(text), reference(text));
        if (seed_of(text) > 0)
            ++*(strpbrk(text, ":.,") ? &times : &seeds);
    }
    /* the random texts reached both forms (about 1 in 50 is a time, 1 in 6 a seed) */
    CHECK(times > check_scaled(400000) / 1000 && seeds > check_scaled(400000) / 1000);
    return check_done("test_orig_srand", "clock seeds from DOS times");
}
