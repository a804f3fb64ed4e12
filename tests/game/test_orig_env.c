/* test_orig_env.c — ROGUE.OPT read as the original's env.c reads it (P5 G1): each case a file
   and the values the spec says it gives, then the game options they make and a game started
   with them. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "delve.h"

typedef struct env_case {
    const char *text;
    size_t len;               /* 0: strlen(text) */
    const char *field, *want; /* one value it gives (NULL: the status alone) */
    int status;
} env_case;

static const char *value_of(const delve_game_rogue_opt *ro, const char *field)
{
    static const struct {
        const char *name;
        size_t offset;
    } fields[] = {{"name", offsetof(delve_game_rogue_opt, name)},
                  {"scorefile", offsetof(delve_game_rogue_opt, scorefile)},
                  {"savefile", offsetof(delve_game_rogue_opt, savefile)},
                  {"macro", offsetof(delve_game_rogue_opt, macro)},
                  {"fruit", offsetof(delve_game_rogue_opt, fruit)},
                  {"drive", offsetof(delve_game_rogue_opt, drive)},
                  {"menu", offsetof(delve_game_rogue_opt, menu)},
                  {"screen", offsetof(delve_game_rogue_opt, screen)}};
    size_t i;
    for (i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (!strcmp(field, fields[i].name))
            return (const char *)ro + fields[i].offset;
    return NULL;
}

static const env_case cases[] = {
    {"", 0, "name", "Rodney", DELVE_OK}, /* nothing said: the defaults */
    {"", 0, "macro", "v", DELVE_OK},
    {"", 0, "menu", "on", DELVE_OK},
    {"", 0, "screen", "", DELVE_OK},
    {"name=Alice\nfruit=kiwi\n", 0, "fruit", "kiwi", DELVE_OK},
    {"  Fruit = dounut \r\n", 0, "fruit", "dounut", DELVE_OK}, /* labels lower-cased, CR dropped */
    {"menu-sel\n", 0, "menu", "sel", DELVE_OK},                /* a label ends at - too */
    {"menu=selection\n", 0, "menu", "sel", DELVE_OK},          /* stccpy: 3 characters */
    {"menu=ON\n", 0, "menu", "ON", DELVE_OK},                  /* values keep their case */
    {"# a comment=name\nname=Bob", 0, "name", "Bob", DELVE_OK},
    {"name=\nfruit=kiwi\n", 0, "name", "fruit=kiwi", DELVE_OK}, /* an empty value: the next line */
    {"name=\nfruit=kiwi\n", 0, "fruit", "Slime Mold", DELVE_OK},
    /* a run of white space keeps its first character (a tab stays one), trailing ones go */
    {"macro=a  b\t\tc  \n", 0, "macro", "a b\tc", DELVE_OK},
    {"fruit=abcdefghijklmnopqrstuvwxyz\n", 0, "fruit", "abcdefghijklmnopqrstuvw", DELVE_OK},
    {"macro=abcdefghijklmnopqrstuvwxyz\n", 0, "macro", "abcdefghijklmnopqrstuvwx", DELVE_OK},
    {"savefile=verylongname.sav\n", 0, "savefile", "verylongname.s", DELVE_OK},
    {"name=Al\x1a"
     "fruit=kiwi",
     0, "fruit", "kiwi", DELVE_OK}, /* Ctrl-Z ends a line */
    {"name=Al\x1a"
     "fruit=kiwi",
     0, "name", "Al", DELVE_OK},
    {"name=Al\n\0fruit=kiwi", 20, "fruit", "Slime Mold", DELVE_OK},     /* a NUL ends the file */
    {"colour=red\nnameeeeeeeeee=Zed\n", 0, "name", "Rodney", DELVE_OK}, /* unknown labels */
    {"drive=b\nscreen=fast", 0, "drive", "b", DELVE_OK},                /* the source's sample */
    {"drive=b\nscreen=fast", 0, "screen", "fast", DELVE_OK},
    {"name", 0, NULL, NULL, DELVE_ERR_ROGUE_OPT}, /* the file ends inside a label */
    {"name=Al\nfruit", 0, NULL, NULL, DELVE_ERR_ROGUE_OPT},
    {"name=  \n \n", 0, NULL, NULL, DELVE_ERR_ROGUE_OPT}, /* ... or before its value */
    {"# only a comment", 0, "name", "Rodney", DELVE_OK},
};

int main(void)
{
    delve_game_rogue_opt ro;
    delve_game_options opt;
    static delve_game g;
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const env_case *c = &cases[i];
        int st = delve_game_read_rogue_opt(c->text, c->len ? c->len : strlen(c->text), &ro);
        CHECK_MSG(st == c->status, "case %d: status %d, not %d", (int)i, st, c->status);
        if (c->field)
            CHECK_MSG(!strcmp(value_of(&ro, c->field), c->want),
                      "case %d: %s is \"%s\", not \"%s\"", (int)i, c->field,
                      value_of(&ro, c->field), c->want);
    }
    CHECK(delve_game_read_rogue_opt("x", 1, NULL) == DELVE_ERR_NULL);
    CHECK(delve_game_read_rogue_opt(NULL, 1, &ro) == DELVE_ERR_NULL);
    CHECK(delve_game_read_rogue_opt(NULL, 0, &ro) == DELVE_OK && !strcmp(ro.name, "Rodney"));

    /* the options: menu as get_item reads it, screen as main() does */
    {
        static const struct {
            const char *text;
            int menu, screen;
        } words[] = {{"", DELVE_MENU_ON, DELVE_SCREEN_COLOR},
                     {"menu=on\nscreen=bw", DELVE_MENU_ON, DELVE_SCREEN_BW},
                     {"menu=sel\nscreen=bw fast", DELVE_MENU_SEL, DELVE_SCREEN_BW},
                     {"menu=ON\nscreen=fast", DELVE_MENU_OFF, DELVE_SCREEN_COLOR},
                     {"menu=off\nscreen=b w", DELVE_MENU_OFF, DELVE_SCREEN_COLOR}};
        for (i = 0; i < sizeof words / sizeof words[0]; i++) {
            memset(&opt, 0, sizeof opt);
            CHECK(delve_game_read_rogue_opt(words[i].text, strlen(words[i].text), &ro) == DELVE_OK);
            delve_game_rogue_opt_options(&ro, &opt);
            CHECK_MSG(opt.menu == words[i].menu && opt.screen == words[i].screen,
                      "\"%s\": menu %d screen %d", words[i].text, opt.menu, opt.screen);
        }
    }
    /* the recordings' ROGUE.OPT plays as their options do */
    {
        static const char text[] = "menu=on\r\nfruit=dounut\r\nname=Rodney\r\n\x1a";
        delve_game_state s;
        memset(&opt, 0, sizeof opt);
        CHECK(delve_game_read_rogue_opt(text, sizeof text - 1, &ro) == DELVE_OK);
        delve_game_rogue_opt_options(&ro, &opt);
        opt.dos = 4651;
        CHECK(delve_game_start(&g, 0, &opt) == DELVE_OK);
        CHECK(delve_game_get_state(&g, &s) == DELVE_OK && !strcmp(g.priv.fruit, "dounut") &&
              !strcmp(g.priv.savefile, "rogue.sav") && !strcmp(g.priv.o.macro, "v"));
        /* a name of bytes the game does not take is refused when it starts */
        CHECK(delve_game_read_rogue_opt("name=\xff\n", 7, &ro) == DELVE_OK);
        delve_game_rogue_opt_options(&ro, &opt);
        CHECK(delve_game_start(&g, 0, &opt) == DELVE_ERR_NAME);
    }
    /* NULL: refused, nothing written */
    {
        delve_game_options before;
        memset(&opt, 0x5a, sizeof opt);
        before = opt;
        CHECK(delve_game_rogue_opt_options(NULL, &opt) == DELVE_ERR_NULL);
        CHECK(delve_game_rogue_opt_options(&ro, NULL) == DELVE_ERR_NULL);
        CHECK(!memcmp(&opt, &before, sizeof opt));
        CHECK(delve_game_rogue_opt_options(&ro, &opt) == DELVE_OK);
    }
    return check_done("test_orig_env", "ROGUE.OPT read as env.c reads it");
}
