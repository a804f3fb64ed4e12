/* test_rogue_json.c — the JSON text: well-formed UTF-8 JSON (checked by a small independent
   parser), snprintf-style sizing and truncation, and the fields the contract names. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "delve.h"

static const char *p; /* the parser's cursor */

static int value(void);

static void ws(void)
{
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
        p++;
}

/* A UTF-8 sequence at p (ASCII, or a lead byte and its continuation bytes): its length, or 0. */
static int utf8_length(const unsigned char *u)
{
    int n = u[0] < 0x80                    ? 1
            : u[0] >= 0xC2 && u[0] <= 0xDF ? 2
            : u[0] >= 0xE0 && u[0] <= 0xEF ? 3
            : u[0] >= 0xF0 && u[0] <= 0xF4 ? 4
                                           : 0;
    int i;
    for (i = 1; i < n; i++)
        if ((u[i] & 0xC0) != 0x80)
            return 0;
    return n;
}

static int string(void)
{
    if (*p++ != '"')
        return 0;
    while (*p && *p != '"') {
        int n = utf8_length((const unsigned char *)p);
        if ((unsigned char)*p < 0x20 || n == 0)
            return 0;
        if (*p == '\\')
            p++, n = 1;
        p += n;
    }
    return *p++ == '"';
}

static int number(void)
{
    const char *start = p;
    if (*p == '-')
        p++;
    while (*p >= '0' && *p <= '9')
        p++;
    return p > start && p[-1] != '-';
}

static int list(char close, int keyed)
{
    p++;
    ws();
    if (*p == close)
        return p++, 1;
    for (;;) {
        ws();
        if (keyed) {
            if (!string())
                return 0;
            ws();
            if (*p++ != ':')
                return 0;
        }
        if (!value())
            return 0;
        ws();
        if (*p == close)
            return p++, 1;
        if (*p++ != ',')
            return 0;
    }
}

static int value(void)
{
    ws();
    if (*p == '{')
        return list('}', 1);
    if (*p == '[')
        return list(']', 0);
    if (*p == '"')
        return string();
    if (strncmp(p, "true", 4) == 0 || strncmp(p, "null", 4) == 0)
        return p += 4, 1;
    if (strncmp(p, "false", 5) == 0)
        return p += 5, 1;
    return number();
}

static int well_formed(const char *text)
{
    p = text;
    if (!value())
        return 0;
    ws();
    return *p == '\0';
}

int main(void)
{
    static delve_rogue_level lv;
    static char buf[64 * 1024], small[100];
    static const char *const keys[] = {"\"generator\":\"rogue\"",
                                       "\"seed\":",
                                       "\"depth\":",
                                       "\"mode\":",
                                       "\"cols\":",
                                       "\"map\":[",
                                       "\"rooms\":[",
                                       "\"doors\":[",
                                       "\"traps\":[",
                                       "\"stairs\":{",
                                       "\"player\":{",
                                       "\"gold\":[",
                                       "\"items\":[",
                                       "\"monsters\":["};
    int depth, k;
    uint32_t seed;
    for (depth = 1; depth <= 40; depth += 3)
        for (seed = 0; seed < 300; seed++) {
            delve_rogue_options opt = {0};
            size_t need, got;
            const char *prev = buf;
            opt.depth = depth;
            opt.mode = seed & 1 ? DELVE_MODE_CLASSIC : DELVE_MODE_FIXED;
            opt.cols = seed % 3 == 0 ? 40 : 80;
            delve_rogue_generate(seed * 97u, &opt, &lv);
            need = delve_rogue_json(&lv, NULL, 0);
            got = delve_rogue_json(&lv, buf, sizeof buf);
            CHECK_MSG(need == got && strlen(buf) == got && well_formed(buf),
                      "seed %u depth %d: malformed or mis-sized JSON (%zu vs %zu)", seed * 97u,
                      depth, need, got);
            if (need != got)
                continue;
            for (k = 0; k < (int)(sizeof keys / sizeof keys[0]); k++) {
                const char *at = strstr(buf, keys[k]);
                CHECK_MSG(at && at >= prev, "key %s missing or out of order", keys[k]);
                prev = at ? at : prev;
            }
            /* truncation: NUL-terminated prefix, same required length */
            CHECK(delve_rogue_json(&lv, small, sizeof small) == got &&
                  strlen(small) == sizeof small - 1 && strncmp(small, buf, sizeof small - 1) == 0);
        }
    /* a struct edited by hand: any byte as a monster's letter is a JSON string still (a quote,
       a backslash, a NUL, CP437's upper half as UTF-8) */
    delve_rogue_generate(5, NULL, &lv);
    for (k = 0; k < 256; k += lv.n_monsters) {
        int i;
        for (i = 0; i < lv.n_monsters; i++)
            lv.monsters[i].letter = (char)(k + i);
        delve_rogue_json(&lv, buf, sizeof buf);
        CHECK_MSG(well_formed(buf), "letters %d..%d: malformed JSON", k, k + lv.n_monsters - 1);
    }
    lv.monsters[0].letter = '"';
    delve_rogue_json(&lv, buf, sizeof buf);
    CHECK(strstr(buf, "\"letter\":\"\\\"\"}") != NULL);
    return check_done("test_rogue_json", "4,200 levels' JSON, and any monster letter");
}
