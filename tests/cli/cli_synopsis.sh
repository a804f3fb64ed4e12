#!/bin/sh
# Every option a subcommand's parser accepts is in the synopsis of its --help, a choice option
# with its choices, and 'delve --help' shows the same synopses. The options come from the parser's
# own table, as the CLI reports it: its answer to an unknown option lists them, and a choice
# option's answer to a bad value lists the choices.
# usage: cli_synopsis.sh <delve binary>
delve=$1
fails=0
fail() {
  echo "FAIL: $*"
  fails=$((fails + 1))
}

top=$("$delve" --help | sed 's/^usage: /       /')
for cmd in rogue levelmap play; do
  synopsis=$("$delve" "$cmd" --help | sed '/^$/,$d') # up to the first blank line
  case "$synopsis" in
    "usage: delve $cmd "*) ;;
    *) fail "'delve $cmd --help' does not start with 'usage: delve $cmd': $synopsis" ;;
  esac
  case "$top" in
    *"$(printf '%s\n' "$synopsis" | sed '1s/^usage: /       /')"*) ;;
    *) fail "'delve --help' lacks the synopsis of 'delve $cmd --help':
$synopsis" ;;
  esac
  # the synopsis as words: "(--seed N | --dos N) [--format text|json]" -> --seed N | --dos N --format text|json
  words=$(printf '%s\n' "$synopsis" | tr '[]()' '    ')
  options=$("$delve" "$cmd" --no-such-option 2>&1 | sed -n 's/.*; the options are \(.*\) (see .*/\1/p' | tr -d ,)
  [ -n "$options" ] || fail "'delve $cmd --no-such-option' does not list the options"
  for opt in $options; do
    # shellcheck disable=SC2086
    after=$(printf '%s\n' $words | awk -v opt="$opt" 'found { print; exit } $0 == opt { found = 1 }')
    # shellcheck disable=SC2086
    printf '%s\n' $words | grep -qx -- "$opt" || fail "the synopsis of 'delve $cmd --help' lacks $opt"
    choices=$("$delve" "$cmd" "$opt" , 2>&1 | sed -n 's/.* must be one of \([^ ]*\), not .*/\1/p')
    if [ -n "$choices" ] && [ "$after" != "$choices" ]; then
      fail "the synopsis of 'delve $cmd --help' gives '$opt $after' where the parser takes $opt $choices"
    fi
  done
done

[ "$fails" -eq 0 ] && echo "ok: every option of the parsers is in its synopsis" || exit 1
