/* cli.c — `delve`, the command line: picks a subcommand. */
#include <errno.h>
#include <fcntl.h>
#ifndef __wasi__ /* WASI has no signals: a closed pipe is already an error there */
#include <signal.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli_args.h"
#include "delve.h"

static const char title[] = "delve — roguelike dungeon levels from a seed\n\nusage: ";
static const char commands[] =
    "       delve --help | --version\n"
    "\n"
    "  rogue     the classic PC Rogue 1.48 level of a seed (--seed), or the original game's\n"
    "            level 1 for a DOS clock seed (--dos)\n"
    "  levelmap  a LevelMap level\n"
    "  play      a game of the original Rogue (--dos) or of a seed (--seed) played on the keys\n"
    "            of a file: its last screen, every screen, or its state as JSON\n"
    "\n"
    "'delve rogue --help', 'delve levelmap --help' and 'delve play --help' explain each\n"
    "subcommand's options; 'man delve' has them all, once installed.\n"
    "\n"
    "Exit status: 0 done; 1 a file that cannot be read or an output that cannot be written,\n"
    "with the system's reason on stderr; 2 bad arguments, with one line on stderr naming\n"
    "the problem and what is allowed.\n";

/* Prints text; 0, or 1 after saying why it could not be written. */
static int print(const char *text)
{
    if (fputs(text, stdout) == EOF || fflush(stdout) != 0) {
        fprintf(stderr, "delve: cannot write the output: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}

static int print_version(void)
{
    char line[64];
    snprintf(line, sizeof line, "delve %s\n", delve_version());
    return print(line);
}

/* A standard stream started closed (`>&-`) is opened on /dev/null the wrong way round (stdin
   for writing, stdout and stderr for reading), as gnulib's stdopen does: a file the command
   opens cannot take its number, and using the stream fails as a closed one does. */
static void hold_closed_streams(void)
{
    int fd;
    for (fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++)
        if (fcntl(fd, F_GETFD) == -1 && errno == EBADF &&
            open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY) != fd)
            _exit(1); /* nothing opens: nothing can be said */
}

int main(int argc, char **argv)
{
    int i;
    hold_closed_streams();
#ifdef __wasi__
    { /* the Node launcher (web/cli/delve.js) opens '/' and names the working directory */
        const char *cwd = getenv("DELVE_CWD");
        if (cwd && chdir(cwd) != 0)
            return cli_error(NULL, "cannot enter the working directory '%s': %s", cwd,
                             strerror(errno));
    }
#endif
#ifdef SIGPIPE
    signal(SIGPIPE, SIG_IGN); /* a closed pipe is an output error with a message, not a signal */
#endif
#ifdef SIGXFSZ
    signal(SIGXFSZ, SIG_IGN); /* and so is a file over the size limit (ulimit -f) */
#endif
    if (argc < 2) {
        fputs("delve: missing command: rogue, levelmap or play (see 'delve --help')\n", stderr);
        return CLI_EXIT_USAGE;
    }
    if (strcmp(argv[1], "rogue") == 0)
        return cli_rogue(argc - 1, argv + 1);
    if (strcmp(argv[1], "levelmap") == 0)
        return cli_levelmap(argc - 1, argv + 1);
    if (strcmp(argv[1], "play") == 0)
        return cli_play(argc - 1, argv + 1);
    for (i = 1; i < argc; i++) /* --help anywhere wins, as in the commands */
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return print(title) || print(cli_rogue_synopsis) || print("       ") ||
                   print(cli_levelmap_synopsis) || print("       ") || print(cli_play_synopsis) ||
                   print(commands);
    if (strcmp(argv[1], "--version") == 0 && argc > 2)
        return cli_fail(NULL, "unexpected argument '" CLI_QUOTE "' after --version",
                        CLI_CUT(argv[2]));
    if (strcmp(argv[1], "--version") == 0)
        return print_version();
    return cli_fail(NULL,
                    "unknown command '" CLI_QUOTE "'; the commands are rogue, levelmap and play",
                    CLI_CUT(argv[1]));
}
