#!/bin/sh
# The CLI's answers to bad arguments: exit status 2 and exactly one line on stderr that names the
# option; good arguments exit 0; a failed write exits 1.
# usage: cli_errors.sh <delve binary>
delve=$1
fails=0
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

bad() { # bad <word the message must contain> <args...>
  word=$1
  shift
  "$delve" "$@" >"$out" 2>"$err"
  st=$?
  lines=$(wc -l <"$err")
  if [ "$st" -ne 2 ] || [ "$lines" -ne 1 ] || ! grep -q -- "$word" "$err" || [ -s "$out" ]; then
    echo "FAIL: delve $* -> status $st, $lines stderr line(s): $(cat "$err")"
    fails=$((fails + 1))
  fi
}

good() {
  if ! "$delve" "$@" >"$out" 2>"$err" || [ -s "$err" ] || [ ! -s "$out" ]; then
    echo "FAIL: delve $* should succeed quietly: $(cat "$err")"
    fails=$((fails + 1))
  fi
}

bad "missing command"
bad "unknown command" dig
bad "--seed" rogue
bad "--seed" rogue --seed
bad "--seed" rogue --seed abc
bad "--seed" rogue --seed -1
bad "--seed" rogue --seed 4294967296
bad "--seed" rogue --seed 99999999999999999999999
bad "--seed" rogue --seed ""
bad "--depth" rogue --seed 1 --depth 0
bad "--depth" rogue --seed 1 --depth 1000
bad "--depth" rogue --seed 1 --depth 1.5
bad "--depth" rogue --seed 1 --depth " 3"
bad "--mode" rogue --seed 1 --mode weird
bad "--cols" rogue --seed 1 --cols 60
bad "--cols" rogue --seed 1 --cols 0
bad "--count" rogue --seed 1 --count 0
bad "--count" rogue --seed 4294967295 --count 2
bad "--format" rogue --seed 1 --format xml
bad "hangs" rogue --dos 0
bad "--dos" rogue --dos 32768
bad "--dos" rogue --dos -5
bad "--dos" rogue --dos x
bad "one of --seed and --dos" rogue --dos 5 --seed 5
bad "one of --seed and --dos" rogue --seed 5 --seed 6
bad "level 1 only" rogue --dos 5 --depth 2
bad "32767" rogue --dos 32767 --count 2
bad "--name" rogue --dos 5 --name Alice
bad "--name" rogue --seed 5 --name Alice --format screen
bad "--name" rogue --dos 5 --name "" --format screen
bad "--name" rogue --dos 5 --name abcdefghijklmnopqrstuvwx --format screen
bad "--fruit" rogue --seed 5 --fruit dounut
bad "--fruit" rogue --seed 5 --fruit "" --format screen
bad "unknown option" rogue --seed 1 --bogus 3
bad "unknown option" rogue --seed 1 extra

good --help
good --version
good rogue --help
good rogue --seed 4294967295
good rogue --seed 0 --depth 999 --mode classic --cols 40 --format jsonl
good rogue --seed 7 --count 3 --format cp437
good rogue --dos 4651 --depth 1 --mode fixed --format screen --name Alice
good rogue --dos 32767 --format json
good rogue --dos 1 --format screen --fruit dounut
good rogue --seed 5 --depth 3 --cols 40 --format screen --count 2

for opt in --seed --dos --depth --mode --cols --count --name --fruit --format; do
  "$delve" rogue --help | grep -q -- "$opt" || { echo "FAIL: rogue --help lacks $opt"; fails=$((fails + 1)); }
done

if [ -w /dev/full ]; then
  "$delve" rogue --seed 1 --count 100 >/dev/full 2>"$err"
  st=$?
  if [ "$st" -ne 1 ] || ! grep -q "cannot write" "$err"; then
    echo "FAIL: writing to a full disk gave status $st: $(cat "$err")"
    fails=$((fails + 1))
  fi
fi

[ "$fails" -eq 0 ] && echo "ok: CLI argument errors" || exit 1
