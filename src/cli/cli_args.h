/* cli_args.h — the argument parsing every `delve` subcommand shares.
   Every error prints one line, "delve <cmd>: <what>, <what is allowed>", and yields exit status 2. */
#ifndef DELVE_CLI_ARGS_H
#define DELVE_CLI_ARGS_H

#include <stdio.h>

#define CLI_EXIT_USAGE 2

/* Prints "delve <cmd>: <message>" on stderr; returns CLI_EXIT_USAGE. */
int cli_fail(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* The value after option argv[*i] (advancing *i), or NULL after reporting a missing value. */
const char *cli_value(const char *cmd, int argc, char **argv, int *i);

/* Parses a whole decimal integer in lo..hi; 0 on success, CLI_EXIT_USAGE after reporting. */
int cli_int(const char *cmd, const char *opt, const char *text, long long lo, long long hi,
            long long *out);

/* Finds text among the NULL-terminated choices; 0 on success (index in *out), else reports. */
int cli_choice(const char *cmd, const char *opt, const char *text, const char *const *choices,
               int *out);

/* Writes n bytes to stdout; 0 on success, 1 after reporting a write error (e.g. a full disk). */
int cli_write(const char *cmd, const void *data, size_t n);

/* The subcommands: argv[0] is the subcommand's name; each returns the process exit status. */
int cli_rogue(int argc, char **argv);
int cli_levelmap(int argc, char **argv);

#endif
