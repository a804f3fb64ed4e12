#!/bin/sh
# The CLI's answers to bad arguments: exit status 2 and exactly one line on stderr that names the
# option; good arguments exit 0; a failed write exits 1.
# usage: cli_errors.sh <delve binary>   (DELVE_CLI_NODE=1: the npm package's, web/cli/delve.js)
delve=$1
# A standard stream started closed reaches the CLI as one only natively: valgrind's start (ctest's
# memcheck, whose preload the shell inherits) takes the lowest free descriptors, and Node opens
# /dev/null on them before delve runs, so the program never sees a closed one.
closed_streams=yes
case "${LD_PRELOAD:-}" in *vgpreload*) closed_streams=no ;; esac
[ -z "${DELVE_CLI_NODE:-}" ] || closed_streams=no
case $delve in /*) abs_delve=$delve ;; *) abs_delve=$PWD/$delve ;; esac
fails=0
out=$(mktemp)
err=$(mktemp)
keys=$(mktemp)
trap 'rm -f "$out" "$err" "$keys"' EXIT

bad() { # bad <word the message must contain> <args...>
  word=$1
  shift
  "$delve" "$@" >"$out" 2>"$err"
  st=$?
  lines=$(wc -l <"$err")
  # exit status 2, nothing on stdout, one line on stderr naming the problem and --help
  if [ "$st" -ne 2 ] || [ "$lines" -ne 1 ] || ! grep -q -- "$word" "$err" || ! grep -q -- "--help" "$err" ||
     [ -s "$out" ]; then
    echo "FAIL: delve $* -> status $st, $lines stderr line(s): $(cat "$err")"
    fails=$((fails + 1))
  fi
}

exact() { # exact <the whole stderr line> <args...>: a bad argument answered with exactly that line
  line=$1
  shift
  "$delve" "$@" >"$out" 2>"$err"
  st=$?
  if [ "$st" -ne 2 ] || [ "$(cat "$err")" != "$line" ] || [ -s "$out" ]; then
    echo "FAIL: delve $* -> status $st: $(cat "$err")"
    echo "      expected: $line"
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
bad "give one of --seed" rogue --depth 2
exact "delve rogue: give --seed or --dos, not both: --dos replays an original game, --seed names a delve dungeon (see 'delve rogue --help')" rogue --dos 5 --seed 5
bad "not both" play --seed 1 --dos 2
bad "--seed" rogue --seed -0
bad "--dos" play --dos -0
bad "given twice" rogue --seed 5 --seed 6
bad "given twice" rogue --seed=5 --seed 6
bad "given twice" levelmap --seed 5 --natural --natural
bad "level 1 only" rogue --dos 5 --depth 2
bad "32767" rogue --dos 32767 --count 2
bad "--name" rogue --dos 5 --name Alice
bad "--name" rogue --seed 5 --name Alice
bad "--name" rogue --dos 5 --name "" --format screen
bad "--name" rogue --dos 5 --name abcdefghijklmnopqrstuvwx --format screen
bad "unknown option '--fruit'" rogue --dos 5 --fruit dounut --format screen
bad "unknown option" rogue --seed 1 --bogus 3
bad "unexpected argument" rogue --seed 1 extra
bad "unexpected argument 'extra' after --version" --version extra
bad "did you mean --count" rogue --seed 1 --coun 5
exact "delve rogue: unknown option '--coun' (did you mean --count?) (see 'delve rogue --help')" rogue --seed 1 --coun
bad "did you mean --seed" rogue --se=1
bad "--depth" rogue --seed=1 --depth=0
# a value left out at the end: what the value may be is said, as for a bad one
exact "delve rogue: --seed needs a value: an integer from 0 to 4294967295 (see 'delve rogue --help')" rogue --seed
exact "delve rogue: --mode needs a value: one of fixed|classic (see 'delve rogue --help')" rogue --seed 1 --mode
bad "--dos needs a value: a clock seed from 1 to 32767" play --dos
# a value forgotten before another option: refused, not taken as a file named --format (nor
# --attrs written into one); the = form takes such a name
exact "delve play: --keys needs a value, not the option '--format' (a file of that name: --keys=--format) (see 'delve play --help')" play --dos 1 --keys --format json
bad "needs a value, not the option '--format=json'" play --dos 1 --attrs --format=json
exact "delve rogue: --seed needs a value, not the option '--depth': an integer from 0 to 4294967295 (see 'delve rogue --help')" rogue --seed --depth 3
[ ! -e ./--format=json ] || {
  echo "FAIL: a file named --format=json was written"
  rm -f -- ./--format=json
  fails=$((fails + 1))
}
bad "takes no value" levelmap --seed 1 --voids=yes
bad "unknown option" rogue --bogus 3 --seed x

# the ranges as every other place gives them: a clock seed is 1..32767 (0 hangs the original)
dos_range="--dos: a clock must be a seed from 1 to 32767 or a 24-hour DOS time H:MM:SS.hh (hours 0..23, minutes and seconds 0..59, hundredths two digits; 0:00:00.00 is seed 0, on which the original hangs)"
exact "delve rogue: $dos_range, not '40000' (see 'delve rogue --help')" rogue --dos 40000
exact "delve rogue: $dos_range, not '0' (see 'delve rogue --help')" rogue --dos 0
exact "delve rogue: $dos_range, not '-1' (see 'delve rogue --help')" rogue --dos=-1
# a DOS time, as TIME showed it: each part in its range, the hundredths two digits, not midnight
for t in 24:00 14:60 14:32:60 14:32:07.5 14:32:07.100 0:00 0:00:00.00 14: 14:32:07.55.1 012:30 1e3 \
  "" " " 14h32 -1:00; do
  exact "delve rogue: $dos_range, not '$t' (see 'delve rogue --help')" rogue --dos="$t"
done
exact "delve play: $dos_range, not '25:00' (see 'delve play --help')" play --dos 25:00
exact "delve rogue: give one of --seed (an integer from 0 to 4294967295) and --dos (a clock seed from 1 to 32767) (see 'delve rogue --help')" rogue --depth 2
exact "delve rogue: --dos plus --count must stay within 32767 (the last clock seed would be 32768) (see 'delve rogue --help')" rogue --dos 32760 --count 9
exact "delve rogue: --seed must be an integer from 0 to 4294967295, not '4294967296' (see 'delve rogue --help')" rogue --seed 4294967296
exact "delve levelmap: --seed must be an integer from 0 to 4294967295, not '-1' (see 'delve levelmap --help')" levelmap --seed -1
exact "delve rogue: unknown option '--bogus'; the options are --seed, --dos, --depth, --mode, --cols, --count, --name, --format, --scale (see 'delve rogue --help')" rogue --seed 1 --bogus 3
# one dash before a long name: the message names that argument, not the one before it
exact "delve rogue: unknown option '-depth'; the options are --seed, --dos, --depth, --mode, --cols, --count, --name, --format, --scale (see 'delve rogue --help')" rogue --seed 1 -depth 3
exact "delve rogue: unknown option '-x'; the options are --seed, --dos, --depth, --mode, --cols, --count, --name, --format, --scale (see 'delve rogue --help')" rogue --seed 1 -x

bad "--scale" rogue --seed 1 --format png --scale 0
bad "--scale" rogue --seed 1 --format svg --scale 9
bad "--scale" rogue --seed 1 --scale 2
bad "--count" rogue --seed 1 --format png --count 2
bad "--scale" levelmap --seed 1 --format png --scale x
bad "--scale" levelmap --seed 1 --scale 2
bad "--count" levelmap --seed 1 --format svg --count 3
# delve play: the game's options as the JS API's, the keys file's bytes as keys
bad "give one of --seed" play
bad "not both" play --dos 5 --seed 5
bad "hangs" play --dos 0
bad "--rules" play --dos 5 --rules nethack
bad "--format" play --dos 5 --format text
bad "--menu" play --seed 1 --menu maybe
bad "--screen" play --seed 1 --screen grey
bad "--savefile must be 1 to 14 printable ASCII characters" play --seed 1 --savefile abcdefghijklmno
# the value refused is quoted, as every other option's is (a control byte as '?')
exact "delve play: --fruit must be 1 to 23 printable ASCII characters, not 'kiwi?x' (see 'delve play --help')" play --seed 1 --fruit "$(printf 'kiwi\tx')"
exact "delve rogue: --name must be 1 to 23 printable ASCII characters, not '' (see 'delve rogue --help')" rogue --seed 1 --format screen --name ''
bad "--macro must be 0 to 40 keys, not 41" play --seed 1 --macro 01234567890123456789012345678901234567890
bad "--macro is the original's" play --seed 1 --rules explore --macro ss
printf 'menu=sel\r\nfruit=dounut\r\n' >"$keys"
exact "delve play: --rogue-opt gives menu, which --rules explore never uses: leave out --rogue-opt, or play --rules original (see 'delve play --help')" play --seed 1 --rules explore --rogue-opt "$keys"
bad "--rogue-opt gives fruit, which a LevelMap game never uses" play --seed 1 --generator levelmap --rogue-opt "$keys"
good play --dos 4651 --rogue-opt "$keys" --menu on --format json
printf 'name' >"$keys"
bad "incorrect file format" play --dos 4651 --rogue-opt "$keys"
for o in keys attrs rogue-opt; do
  exact "delve play: --$o: the file's name is empty; give a file's path (see 'delve play --help')" play --seed 1 --$o ''
done
# a name the original takes (its bytes its glyphs) but a game of delve does not: the file said
printf 'name=Ren\351e\n' >"$keys"
exact "delve play: --rogue-opt '$keys': its name must be 1 to 23 printable ASCII characters (see 'delve play --help')" play --dos 4651 --rogue-opt "$keys"
good play --dos 4651 --rogue-opt "$keys" --name Renee
printf 'fruit=kiwi\t2\nsavefile=a\001b\n' >"$keys"
bad "--rogue-opt '$keys': its fruit must be 1 to 23 printable ASCII characters" play --dos 4651 --rogue-opt "$keys"
bad "--rogue-opt '$keys': its savefile must be 1 to 14 printable ASCII characters" play --dos 4651 --rogue-opt "$keys" --fruit kiwi
# a file that cannot be read is an I/O failure (status 1), as an unreadable --keys file is
"$delve" play --dos 4651 --rogue-opt /nonexistent/ROGUE.OPT >"$out" 2>"$err"
if [ $? -ne 1 ] || ! grep -q "cannot read ROGUE.OPT '/nonexistent/ROGUE.OPT'" "$err" || [ -s "$out" ]; then
  echo "FAIL: an unreadable --rogue-opt: $(cat "$err")"
  fails=$((fails + 1))
fi
bad "--year" play --seed 1 --year 10000
bad "--year must be an integer from 1 to 9999" play --seed 1 --year 0
bad "--first-clock" play --seed 1 --first-clock -1
bad "--first-clock-turns" play --seed 1 --first-clock-turns 2147483648
bad "--name" play --dos 5 --name ""
bad "--fruit" play --dos 5 --fruit abcdefghijklmnopqrstuvwx
bad "leave out --depth" play --dos 5 --depth 2
exact "delve play: --year is the original's game's: --rules explore never uses it: leave it out, or play --rules original (see 'delve play --help')" play --dos 5 --rules explore --year 1985
bad "--menu is the original's" play --dos 5 --rules explore --menu off
bad "--screen is the original's" play --dos 5 --rules explore --screen bw
bad "--credits is the original's" play --dos 5 --rules explore --credits
bad "--credits is a Rogue game's" play --generator levelmap --seed 5 --credits
bad "--first-clock is the original's" play --seed 1 --rules explore --first-clock 3
bad "--first-clock-turns is the original's" play --seed 1 --rules explore --first-clock-turns 3
bad "or --dos (a replay greets the player)" play --seed 1 --rules explore --name Alice
# a LevelMap game: its options only with --generator levelmap, the Rogue game's never
exact "delve play: --width is a LevelMap game's: give --generator levelmap, or leave it out (see 'delve play --help')" play --seed 1 --width 20
bad "--no-doors is a LevelMap game's" play --dos 5 --no-doors
bad "--generator must be one of rogue|levelmap" play --seed 1 --generator nethack
bad "--mode is a Rogue game's" play --seed 1 --generator levelmap --mode classic
bad "--fruit is a Rogue game's" play --seed 1 --generator levelmap --fruit kiwi
bad "--year is a Rogue game's" play --seed 1 --generator levelmap --year 1985
bad "a LevelMap game is a walk" play --seed 1 --generator levelmap --rules original
bad "--dos replays the original's game, a Rogue one" play --dos 5 --generator levelmap
exact "delve play: --height of a LevelMap game is at most 21, the screen's map rows: give less, or leave it out for all of it (see 'delve play --help')" play --seed 1 --generator levelmap --cols 40 --height 22
exact "delve play: --height must be an integer from 9 to 22 (the screen's map rows; 21 with --cols 40), not '23' (see 'delve play --help')" play --seed 1 --generator levelmap --height 23
exact "delve play: --height must be an integer from 9 to 22 (the screen's map rows; 21 with --cols 40), not '8' (see 'delve play --help')" play --seed 1 --generator levelmap --height 8
bad "--width of a LevelMap game is at most 40" play --seed 1 --generator levelmap --cols 40 --width 41
bad "--entrances must be an integer from 0 to" play --seed 1 --generator levelmap --entrances 99
bad "--attrs" play --dos 5 --format json --attrs "$out"
bad "--cols" play --seed 1 --cols 60
exact "delve play: $dos_range, not '0' (see 'delve play --help')" play --dos 0
printf 'hj\000k' >"$keys"
exact "delve play: --keys: the byte at offset 2 is 0, which no key gives: a key is a byte from 1 to 255 (see 'delve play --help')" play --dos 5 --keys "$keys"
bad "offset 2" play --seed 5 --keys - <"$keys"
printf 'hjq' >"$keys"
bad "offset 2 is 113 ('q'), which --rules explore" play --seed 5 --rules explore --keys "$keys"
# --count: the games of seeds N .. N+K-1 on the same keys, one after another, each as alone
bad "--count must be an integer from 1 to 100000000" play --seed 1 --count 0
exact "delve play: --dos plus --count must stay within 32767 (the last clock seed would be 32768) (see 'delve play --help')" play --dos 32760 --count 9
exact "delve play: --seed plus --count must stay within 4294967295 (the last seed would be 4294967296) (see 'delve play --help')" play --seed 4294967295 --count 2
for format in jsonl screen frames; do
  for start in "--dos 4651" "--seed 7"; do
    # shellcheck disable=SC2086
    "$delve" play $start --count 3 --keys "$keys" --format "$format" >"$out" 2>"$err"
    first=${start#* }
    for n in 0 1 2; do
      # shellcheck disable=SC2086
      "$delve" play ${start% *} $((first + n)) --keys "$keys" --format "$format"
    done | if ! cmp -s - "$out" || [ -s "$err" ]; then
      echo "FAIL: delve play $start --count 3 --format $format is not its three games one after another"
      exit 1
    fi || fails=$((fails + 1))
  done
done
# json of three games: one array of the three objects, as `delve rogue --count 3` prints them
for start in "--dos 4651" "--seed 7"; do
  # shellcheck disable=SC2086
  "$delve" play $start --count 3 --keys "$keys" --format json >"$out" 2>"$err"
  first=${start#* }
  {
    printf '[\n'
    for n in 0 1 2; do
      [ "$n" = 0 ] || printf ',\n'
      # shellcheck disable=SC2086
      "$delve" play ${start% *} $((first + n)) --keys "$keys" --format json | tr -d '\n'
    done
    printf '\n]\n'
  } | if ! cmp -s - "$out" || [ -s "$err" ]; then
    echo "FAIL: delve play $start --count 3 --format json is not one array of its three games"
    exit 1
  fi || fails=$((fails + 1))
done
bad "--attrs" play --dos 5 --format jsonl --attrs "$out"
# steps: line n is the json of the game after its first n keys (line 0: before any key)
steps=$(mktemp)
printf 'llllljjjsi hhkkq' >"$steps"
"$delve" play --dos 4651 --keys "$steps" --format steps >"$out" 2>"$err"
n=0
while [ "$n" -le 16 ]; do
  head -c "$n" "$steps" >"$steps.part"
  if [ "$("$delve" play --dos 4651 --keys "$steps.part" --format json)" != "$(sed -n "$((n + 1))p" "$out")" ]; then
    echo "FAIL: delve play --format steps: line $n is not the json after $n keys"
    fails=$((fails + 1))
    break
  fi
  n=$((n + 1))
done
if [ "$(wc -l <"$out")" != 17 ] || [ -s "$err" ]; then
  echo "FAIL: --format steps of 16 keys is not 17 lines"
  fails=$((fails + 1))
fi
rm -f "$steps" "$steps.part"
bad "--attrs" play --dos 5 --format steps --attrs "$out"
bad "offset 2 is 113 ('q'), which a LevelMap game's walk" play --seed 5 --generator levelmap --keys "$keys"
good play --seed 5 --keys "$keys" # q is a key of the original: "quit?" asks
printf 'l\n' >"$keys" # echo's newline: named, not shown as '?'
bad "offset 1 is 10 (Ctrl-J, a newline), which --rules explore" play --seed 5 --rules explore --keys "$keys"
printf 'l\345' >"$keys"
bad "offset 1 is 229 (no ASCII key)" play --seed 5 --rules explore --keys "$keys"
# an endless stream is refused at its first bad byte, not read until memory runs out (the time
# limit: a hang, before, growing by hundreds of MB a second)
endless() { # endless <the whole stderr line> <file> <args...>
  line=$1 file=$2
  shift 2
  timeout 20 "$delve" "$@" <"$file" >"$out" 2>"$err"
  st=$?
  if [ "$st" -ne 2 ] || [ "$(cat "$err")" != "$line" ] || [ -s "$out" ]; then
    echo "FAIL: delve $* <$file -> status $st: $(cat "$err")"
    fails=$((fails + 1))
  fi
}
zero="the byte at offset 0 is 0, which no key gives: a key is a byte from 1 to 255"
endless "delve play: --keys: $zero (see 'delve play --help')" /dev/null play --dos 5 --keys /dev/zero
endless "delve play: --keys: $zero (see 'delve play --help')" /dev/zero play --seed 5 --keys -
# and one of good keys at KEYS_MAX (src/cli/cli_play.c): 64 MB read, which valgrind (ctest's
# memcheck, whose preload the shell inherits) makes minutes; the sanitizers' build runs it
many="more than 67108864 keys: play at most that many in one run"
case "${LD_PRELOAD:-}" in
*vgpreload*) ;;
*)
  yes l | timeout 20 "$delve" play --seed 5 --keys - >"$out" 2>"$err"
  st=$?
  if [ "$st" -ne 2 ] || [ "$(cat "$err")" != "delve play: --keys: $many (see 'delve play --help')" ]; then
    echo "FAIL: yes l | delve play --keys - -> status $st: $(cat "$err")"
    fails=$((fails + 1))
  fi
  ;;
esac
# --attrs - is no stdout (the screens go there), and no file named '-'
here=$(mktemp -d)
(cd "$here" && "$abs_delve" play --seed 1 --attrs - >/dev/null 2>&1
  if [ $? -ne 2 ] || [ -e ./- ]; then echo "FAIL: play --attrs - was not refused"; exit 1; fi) ||
  fails=$((fails + 1))
rm -rf "$here"
bad "--attrs needs a file's name" play --seed 1 --attrs -
# --attrs never empties the file the keys or the options were read from, by any of its names or
# as stdin; a file it only shares a name's start with, or /dev/null, is written as ever
printf 'llll' >"$keys"
ln "$keys" "$keys.link"
bad "--attrs '$keys' is where the keys were read from" play --seed 1 --keys "$keys" --attrs "$keys"
bad "--attrs '$keys.link' is where the keys were read from" play --seed 1 --keys "$keys" --attrs "$keys.link"
"$delve" play --seed 1 --keys - --attrs "$keys" <"$keys" >"$out" 2>"$err"
if [ $? -ne 2 ] || ! grep -q "is where the keys were read from" "$err"; then
  echo "FAIL: play --keys - --attrs FILE <FILE -> $(cat "$err")"
  fails=$((fails + 1))
fi
# nor the pipe the keys come through (/dev/stdin): it filled up, and delve blocked on it for good
head -c 3000 /dev/zero | tr '\0' s >"$keys.many"
timeout 20 sh -c 'cat "$1" | "$2" play --seed 1 --keys - --attrs /dev/stdin --format frames' sh \
  "$keys.many" "$delve" >"$out" 2>"$err"
if [ $? -ne 2 ] || [ -s "$out" ] || ! grep -q "^delve play: --attrs '/dev/stdin' is where the keys were read from" "$err"; then
  echo "FAIL: cat keys | play --keys - --attrs /dev/stdin -> $(cat "$err")"
  fails=$((fails + 1))
fi
rm -f "$keys.many"
# the options and the keys from one file or pipe: one would take what the other was given
printf 'name=Al\n' >"$keys.link"
bad "--rogue-opt '$keys' is where the keys are read from too (--keys)" play --dos 5 --rogue-opt "$keys" --keys "$keys.link"
printf 'name=Fred\n' | "$delve" play --dos 5 --rogue-opt /dev/stdin --keys - >"$out" 2>"$err"
if [ $? -ne 2 ] || [ -s "$out" ] || ! grep -q "is where the keys are read from too" "$err"; then
  echo "FAIL: options | play --rogue-opt /dev/stdin --keys - -> $(cat "$err")"
  fails=$((fails + 1))
fi
# '-' reads the options from stdin, as --keys - reads the keys; both from it are refused
printf 'name=Fred\n' | "$delve" play --dos 5 --rogue-opt - >"$out" 2>"$err"
if [ $? -ne 0 ] || [ -s "$err" ] || ! grep -q "Hello Fred" "$out"; then
  echo "FAIL: options | play --rogue-opt - -> $(cat "$err")"
  fails=$((fails + 1))
fi
good play --dos 5 --rogue-opt - --keys - </dev/null # /dev/null may serve both, as a terminal
for k in - /dev/stdin; do
  printf 'name=Fred\n' | "$delve" play --dos 5 --rogue-opt - --keys $k >"$out" 2>"$err"
  if [ $? -ne 2 ] || [ -s "$out" ] || ! grep -q "'-' is where the keys are read from too" "$err"; then
    echo "FAIL: options | play --rogue-opt - --keys $k -> $(cat "$err")"
    fails=$((fails + 1))
  fi
done
bad "is where the options (--rogue-opt) were read from" play --seed 1 --rogue-opt "$keys" --attrs "$keys.link"
# a bad argument is said at once, not once --rogue-opt - has read a slow stdin to its end
st=0
sleep 3 | timeout 2 "$delve" play --seed 1 --rogue-opt - --attrs - >"$out" 2>"$err" || st=$?
if [ "$st" -ne 2 ] || ! grep -q -- "--attrs needs a file's name" "$err"; then
  echo "FAIL: a slow stdin | play --rogue-opt - --attrs - -> status $st: $(cat "$err")"
  fails=$((fails + 1))
fi
if [ "$(cat "$keys")" != 'name=Al' ]; then echo "FAIL: --attrs emptied its input"; fails=$((fails + 1)); fi
rm -f "$keys.link"
good play --seed 1 --keys "$keys" --attrs "$keys.attr"
[ "$(wc -c <"$keys.attr")" -eq 6000 ] || { echo "FAIL: --attrs FILE.attr: $(wc -c <"$keys.attr") bytes"; fails=$((fails + 1)); }
rm -f "$keys.attr"
good play --seed 1 --keys /dev/null --attrs /dev/null
# nor the file stdout writes to (by its name or /dev/stdout), where the two would overwrite
# each other; with stdout closed the colours' file takes no screen and the status says it
for name in "$out" /dev/stdout; do
  "$delve" play --seed 1 --keys "$keys" --attrs "$name" >"$out" 2>"$err"
  if [ $? -ne 2 ] || [ -s "$out" ] || ! grep -q "^delve play: --attrs '$name' is where the screens go (stdout)" "$err"; then
    echo "FAIL: play --attrs $name >that file -> $(cat "$err")"
    fails=$((fails + 1))
  fi
done
# the standard streams by their other names, a pipe's too (/dev/fd/N, /proc/self/fd/N)
printf 'llll' | "$delve" play --seed 1 --keys - >"$keys.attr"
printf 'llll' | "$delve" play --seed 1 --keys /dev/fd/0 >"$out" 2>"$err"
if [ $? -ne 0 ] || [ -s "$err" ] || ! cmp -s "$out" "$keys.attr"; then
  echo "FAIL: keys | play --keys /dev/fd/0 -> $(cat "$err")"
  fails=$((fails + 1))
fi
"$delve" play --seed 1 --keys "$keys" --attrs /dev/stderr >"$out" 2>"$err"
if [ $? -ne 0 ] || [ "$(wc -c <"$err")" -ne 6000 ]; then
  echo "FAIL: play --attrs /dev/stderr -> $(wc -c <"$err") bytes of colours"
  fails=$((fails + 1))
fi
"$delve" play --seed 1 --keys "$keys" --attrs /proc/self/fd/1 2>"$err" | cat >"$out"
if [ -s "$out" ] || ! grep -q "^delve play: --attrs '/proc/self/fd/1' is where the screens go (stdout)" "$err"; then
  echo "FAIL: play --attrs /proc/self/fd/1 | cat -> $(cat "$err")"
  fails=$((fails + 1))
fi
rm -f "$keys.attr"
if [ "$closed_streams" = yes ]; then
  "$delve" play --seed 1 --keys "$keys" --attrs "$keys.attr" >&- 2>"$err"
  if [ $? -ne 1 ] || [ "$(cat "$err")" != "delve play: cannot write the output: Bad file descriptor" ] ||
     [ "$(wc -c <"$keys.attr")" -ne 6000 ]; then
    echo "FAIL: play --attrs FILE >&- -> $(cat "$err"), $(wc -c <"$keys.attr") bytes of colours"
    fails=$((fails + 1))
  fi
  rm -f "$keys.attr"
fi
# the two commands say the last seed past the end alike
for cmd in rogue levelmap; do
  exact "delve $cmd: --seed plus --count must stay within 4294967295 (the last seed would be 4294967296) (see 'delve $cmd --help')" $cmd --seed 4294967295 --count 2
done

missing() { # missing <the system's reason> <args...>: a file that cannot be read or written
  reason=$1
  shift
  "$delve" "$@" >"$out" 2>"$err"
  st=$?
  if [ "$st" -ne 1 ] || [ "$(wc -l <"$err")" -ne 1 ] || ! grep -q "^delve play: cannot .*: $reason\$" "$err"; then
    echo "FAIL: delve $* -> status $st: $(cat "$err")"
    fails=$((fails + 1))
  fi
}
missing "No such file or directory" play --dos 5 --keys /nonexistent/keys
# stdin started closed is no empty file, by its name either (the CLI holds it on /dev/null)
if [ "$closed_streams" = yes ]; then
  for args in "--keys -" "--keys /dev/stdin" "--rogue-opt /dev/stdin"; do
    # shellcheck disable=SC2086
    "$delve" play --dos 5 $args <&- >"$out" 2>"$err"
    if [ $? -ne 1 ] || ! grep -q "Bad file descriptor" "$err"; then
      echo "FAIL: play $args <&- -> $(cat "$err")"
      fails=$((fails + 1))
    fi
  done
fi
missing "Is a directory" play --dos 5 --keys /
missing "No such file or directory" play --dos 5 --attrs /nonexistent/out.attr
missing "No such file or directory" play --dos 5 --keys "$(printf '/no\nfile')" # one line: '/no?file'
[ -w /dev/full ] && missing "No space left on device" play --dos 5 --format frames --attrs /dev/full

good play --dos 4651
# turns into the work of key K-1: none before the first key
exact "delve play: --first-clock-turns counts turns into the work of key K-1: give --first-clock K (1 or more) with it, or leave it out (see 'delve play --help')" play --dos 4651 --first-clock-turns 2
# a DOS time is the clock seed srand() made of it, hours*256 + minutes + seconds*256 + hundredths
for pair in 14:32:07.55=5463 23:59:59.99=21150 0:00:00.01=1 9:05=2309 "9.05.03,10=3087" \
  " 0:01 =1" 00:00:01.00=256 4651=4651 00007=7; do
  t=${pair%=*} n=${pair##*=}
  for cmd in "rogue --format json" "play --format json"; do
    # shellcheck disable=SC2086
    if ! "$delve" $cmd --dos "$t" >"$out" 2>"$err" || [ -s "$err" ] ||
       [ "$(cat "$out")" != "$("$delve" $cmd --dos "$n")" ]; then
      echo "FAIL: delve $cmd --dos '$t' is not --dos $n: $(cat "$err")"
      fails=$((fails + 1))
    fi
  done
done
good play --seed 42 --depth 3 --mode classic --cols 40 --format json
printf 'hjkl.s >' >"$keys"
good play --dos 4651 --name Alice --fruit kiwi --year 1985 --menu off --screen bw \
  --macro ss --savefile my.sav --credits \
  --first-clock 3 --first-clock-turns 2 --format frames --keys "$keys"
good play --dos 4651 --rules explore --name Alice --fruit kiwi --menu on --year 2026 --keys "$keys"
good --help
good --version
good rogue --version
good rogue --seed 1 --bogus 3 --help
good foo --help
good --bogus --help
good --version --help
good levelmap --width 0 --help
good rogue --help
good rogue --seed 1 --format svg --scale 2
good levelmap --seed 1 --format svg
good rogue --seed 4294967295
good rogue --seed 0 --depth 999 --mode classic --cols 40 --format jsonl
good rogue --seed 7 --count 3 --format cp437
good rogue --dos 4651 --depth 1 --mode fixed --format screen --name Alice
good rogue --seed 5 --format screen --name Alice
good rogue --dos 32767 --format json
good rogue --seed 5 --depth 3 --cols 40 --format screen --count 2

# --opt=value and --opt value are the same
if [ "$("$delve" rogue --seed=5 --depth=3 --format=json)" != "$("$delve" rogue --seed 5 --depth 3 --format json)" ]; then
  echo "FAIL: --seed=5 differs from --seed 5"
  fails=$((fails + 1))
fi

for opt in --seed --dos --depth --mode --cols --count --name --format; do
  "$delve" rogue --help | grep -q -- "$opt" || { echo "FAIL: rogue --help lacks $opt"; fails=$((fails + 1)); }
done
play_help=$("$delve" play --help)
for opt in --seed --dos --depth --mode --cols --name --fruit --year --first-clock \
  --first-clock-turns --rules --menu --screen --credits --macro --savefile --rogue-opt --keys --format \
  --attrs; do
  printf '%s\n' "$play_help" | grep -q -- "^  $opt " || { echo "FAIL: play --help lacks $opt"; fails=$((fails + 1)); }
done

# a value longer than 40 bytes is cut, and says so; an unknown command is quoted clean
exact "delve rogue: --depth must be an integer from 1 to 999, not 'abcdefghijklmnopqrstuvwxyzabcdefghijklmn...' (see 'delve rogue --help')" rogue --seed 1 --depth abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz
exact "delve: unknown command 'x?[31my'; the commands are rogue, levelmap and play (see 'delve --help')" "$(printf 'x\033[31my')"
# a value cut at 40 bytes in the message never ends in half a UTF-8 character
"$delve" rogue --seed "$(printf 'a%.0s' $(seq 39))éé" 2>"$err"
if ! iconv -f UTF-8 -t UTF-8 <"$err" >/dev/null 2>&1; then
  echo "FAIL: the message cut a UTF-8 character: $(od -c "$err" | head -5)"
  fails=$((fails + 1))
fi

if [ -w /dev/full ]; then # a full disk: status 1 and the system's reason, for help text too
  for args in "rogue --seed 1 --count 100" "--help" "--version" "rogue --help" "levelmap --seed 1" \
    "play --dos 1 --format json" "play --help"; do
    # shellcheck disable=SC2086
    "$delve" $args >/dev/full 2>"$err"
    st=$?
    if [ "$st" -ne 1 ] || ! grep -q "cannot write the output: No space left on device" "$err"; then
      echo "FAIL: delve $args to a full disk gave status $st: $(cat "$err")"
      fails=$((fails + 1))
    fi
  done
fi

# a file over the size limit (ulimit -f, in blocks of 512 or 1024 bytes): the same (not under
# valgrind, whose own files the limit would hold too)
case "${LD_PRELOAD:-}" in
*vgpreload*) ;;
*)
  st=$( (ulimit -f 1 && "$delve" rogue --seed 1 --count 100 >"$out" 2>"$err"; echo $?) )
  if [ "$st" -ne 1 ] || [ "$(cat "$err")" != "delve rogue: cannot write the output: File too large" ]; then
    echo "FAIL: delve rogue over ulimit -f gave status $st: $(cat "$err")"
    fails=$((fails + 1))
  fi
  ;;
esac

# a closed pipe: status 1 and the system's reason, not a silent signal
st=$( { "$delve" rogue --seed 1 --count 5000 2>"$err"; echo $? >"$out"; } | head -c 1 >/dev/null; cat "$out")
if [ "$st" -ne 1 ] || ! grep -q "Broken pipe" "$err"; then
  echo "FAIL: delve rogue into a closed pipe gave status $st: $(cat "$err")"
  fails=$((fails + 1))
fi

[ "$fails" -eq 0 ] && echo "ok: CLI argument errors" || exit 1
