/* orig_env.c — env.c: ROGUE.OPT read as setenv, peekc and putenv read it (P5 G1), and the
   game options it gives. Where the original writes past its buffers (a label longer than 10
   characters, a value longer than 24), delve cuts at the buffer's end, as the spec says. */
#include <string.h>

#include "game/game_base.h"

#define LABEL_MAX 10 /* blabel[11] */
#define VALUE_MAX 24 /* bstring[25] */

typedef struct env_reader {
    const unsigned char *text, *end;
    int ch, eof; /* the byte read; the text had no more */
} env_reader;

/* Lattice C's isspace: a blank, or a tab, line feed, vertical tab, form feed or return */
static int env_space(int c)
{
    return c == ' ' || (c >= 9 && c <= 13);
}

/* peekc: the next byte into ch, Ctrl-Z as a line end; at the end of the text, 0, or where
   a value is read, a line end (the caller knows which it waits for) */
static int peekc(env_reader *r, int in_value)
{
    if ((r->eof = r->text == r->end) != 0)
        return r->ch = in_value ? '\n' : 0;
    r->ch = *r->text++;
    if (r->ch == 26)
        r->ch = '\n';
    return r->ch;
}

/* Appends c to buf (len so far, at most max), but a white space after white space: a run
   keeps its first character. */
static void squeeze(char *buf, int *len, int max, int c)
{
    if ((!env_space(buf[*len - 1]) || !env_space(c)) && *len < max)
        buf[(*len)++] = (char)c;
}

/* putenv: an unknown label is ignored; stccpy cuts a value to its buffer */
static void putenv_value(delve_game_rogue_opt *out, const char *label, const char *value)
{
    static const struct {
        const char *label;
        size_t offset, size;
    } element[] = {
        {"name", offsetof(delve_game_rogue_opt, name), sizeof out->name},
        {"scorefile", offsetof(delve_game_rogue_opt, scorefile), sizeof out->scorefile},
        {"savefile", offsetof(delve_game_rogue_opt, savefile), sizeof out->savefile},
        {"macro", offsetof(delve_game_rogue_opt, macro), sizeof out->macro},
        {"fruit", offsetof(delve_game_rogue_opt, fruit), sizeof out->fruit},
        {"drive", offsetof(delve_game_rogue_opt, drive), sizeof out->drive},
        {"menu", offsetof(delve_game_rogue_opt, menu), sizeof out->menu},
        {"screen", offsetof(delve_game_rogue_opt, screen), sizeof out->screen},
    };
    size_t i, n;
    for (i = 0; i < sizeof element / sizeof element[0]; i++)
        if (!strcmp(label, element[i].label)) {
            char *dest = (char *)out + element[i].offset;
            for (n = 0; n + 1 < element[i].size && value[n]; n++)
                dest[n] = value[n];
            dest[n] = '\0';
        }
}

int delve_game_read_rogue_opt(const char *text, size_t len, delve_game_rogue_opt *out)
{
    static const delve_game_rogue_opt defaults = {DELVE_GAME_NAME_DEFAULT,
                                                  "rogue.scr",
                                                  DELVE_GAME_SAVEFILE_DEFAULT,
                                                  DELVE_GAME_MACRO_DEFAULT,
                                                  DELVE_GAME_FRUIT_DEFAULT,
                                                  "?",
                                                  "on",
                                                  ""};
    env_reader r;
    if (!out || (!text && len))
        return DELVE_ERR_NULL;
    *out = defaults;
    r.text = (const unsigned char *)text;
    r.end = r.text + len;
    for (;;) {
        char label[LABEL_MAX + 1], value[VALUE_MAX + 1];
        int nl = 0, nv = 0, i;
        while (env_space(peekc(&r, 0))) /* white space before a label, blank lines too */
            ;
        if (r.ch == 0)
            return DELVE_OK;
        if (r.ch == '#') { /* a comment, to its line's end */
            while (peekc(&r, 1) != '\n')
                ;
            continue;
        }
        label[nl++] = (char)r.ch; /* the label: to an = or - */
        while (peekc(&r, 0) != '=' && r.ch != '-') {
            if (r.eof)
                return DELVE_ERR_ROGUE_OPT;
            squeeze(label, &nl, LABEL_MAX, r.ch);
        }
        if (env_space(label[nl - 1]))
            nl--;
        label[nl] = '\0';
        while (env_space(peekc(&r, 0))) /* to the value: past a line end too */
            ;
        if (r.eof)
            return DELVE_ERR_ROGUE_OPT;
        value[nv++] = (char)r.ch;
        while (peekc(&r, 1) != '\n')
            squeeze(value, &nv, VALUE_MAX, r.ch);
        if (env_space(value[nv - 1]))
            nv--;
        value[nv] = '\0';
        for (i = 0; label[i]; i++) /* lcase */
            if (label[i] >= 'A' && label[i] <= 'Z')
                label[i] = (char)(label[i] - 'A' + 'a');
        putenv_value(out, label, value);
    }
}

int delve_game_rogue_opt_options(const delve_game_rogue_opt *ro, delve_game_options *opt)
{
    if (!ro || !opt)
        return DELVE_ERR_NULL;
    opt->name = ro->name;
    opt->fruit = ro->fruit;
    opt->macro = ro->macro;
    opt->savefile = ro->savefile;
    opt->menu = !strcmp(ro->menu, "on")        ? DELVE_MENU_ON
                : !strncmp(ro->menu, "sel", 3) ? DELVE_MENU_SEL
                                               : DELVE_MENU_OFF;
    opt->screen = !strncmp(ro->screen, "bw", 2) ? DELVE_SCREEN_BW : DELVE_SCREEN_COLOR;
    return DELVE_OK;
}
