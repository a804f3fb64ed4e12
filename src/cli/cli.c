/* cli.c — `delve`, the command line: picks a subcommand. */
#include <stdio.h>
#include <string.h>

#include "cli/cli_args.h"
#include "delve.h"

static const char usage[] =
    "delve " DELVE_VERSION " — roguelike dungeon levels from a seed\n"
    "\n"
    "usage:\n"
    "  delve rogue    --seed N [options]   the classic PC Rogue 1.48 level\n"
    "  delve levelmap --seed N [options]   a LevelMap level\n"
    "  delve --help | --version\n"
    "\n"
    "'delve rogue --help' and 'delve levelmap --help' list each subcommand's options.\n";

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("delve: missing command: rogue or levelmap (see 'delve --help')\n", stderr);
        return CLI_EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        fputs(usage, stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        puts("delve " DELVE_VERSION);
        return 0;
    }
    if (strcmp(argv[1], "rogue") == 0)
        return cli_rogue(argc - 1, argv + 1);
    if (strcmp(argv[1], "levelmap") == 0)
        return cli_levelmap(argc - 1, argv + 1);
    fprintf(stderr, "delve: unknown command '%s'; the commands are rogue and levelmap "
                    "(see 'delve --help')\n", argv[1]);
    return CLI_EXIT_USAGE;
}
