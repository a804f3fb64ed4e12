#!/bin/sh
# `delve play` against the whole games recorded in the original ROGUE.EXE
# (tests/data/dos148-games, its README): for every game,
#   delve play --dos N --fruit dounut --first-clock K --first-clock-turns T --keys keys
#              --format frames --attrs FILE
# prints one screen more than there are keys, and rows 0-23 of every screen are the
# recording's, characters (frames.txt) and colours (frames.attr); row 24 is the original's
# clock, delve's own figures. Then --format json's end state agrees with info.json (the level
# the game ended on is its deepest, as no one climbs without the amulet; "over" is set exactly
# for the deaths; "keys" counts them), and --keys - (stdin) gives what --keys FILE gives.
#
# The first clock draw (it stops a run or count in progress) is not a key: the recordings say
# it only by what they show. K is read from the recording: its first screen whose row 24 shows
# a time. T, how many turns into the work of key K-1 the draw fell, shows nowhere (the original
# shows no turn count); only the screens after it tell. So T is searched, as
# tests/game/test_game_games.c and tests/node/games-data.mjs do: 0, then 1 up to the turns key
# K-1 took (what delve play --format json says before and after it); the first T that replays
# the whole game identically is taken and reported. A game that no T replays fails, and so
# does a difference before screen K, which no T can mend. Copying the T values those tests find
# into this one would test the CLI against numbers from the code under test; the search asks
# only the recordings.
# usage: play_games.sh <delve binary> <games.tar.xz>
set -u
delve=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar xJf "$2" -C "$tmp" || exit 1
export LC_ALL=C # byte-wise comparisons of the UTF-8
ROWS=25         # the lines of a screen; the last, row 24, is not compared
fails=0
fail() {
  echo "FAIL: $*"
  fails=$((fails + 1))
}

# first_difference <game folder> <frames> <attrs>: the first screen whose rows 0-23 differ from
# the recording's (characters or colours), or "none". A missing or extra screen differs too:
# paste gives the shorter side empty fields, and a CP437 glyph is never a tab.
first_difference() {
  paste -d '\t' "$1/frames.txt" "$2" "$1/frames.attr" "$3" | awk -F '\t' -v rows=$ROWS '
    NR % rows != 0 && ($1 != $2 || $3 != $4) { print int((NR - 1) / rows); found = 1; exit }
    END { if (!found) print "none" }'
}

# first_clock <game folder> <screens>: the first screen whose row 24 shows the clock (a time at
# its end; the list screens' "-Press space to continue-" is not one), or <screens> if none does
first_clock() {
  awk -v rows=$ROWS -v none="$2" '
    NR % rows == 0 && /[0-9]:[0-9][0-9] *$/ { print NR / rows - 1; found = 1; exit }
    END { if (!found) print none }' "$1/frames.txt"
}

# turns_after <game folder> <keys>: the turn count after that many of its keys, with the clock
# drawn as late as it can be
turns_after() {
  head -c "$2" "$1/keys" |
    "$delve" play --dos "$dnum" --fruit dounut --first-clock "$clock" \
      --first-clock-turns 2147483647 --keys - --format json |
    sed -n 's/.*"turns":\([0-9]*\).*/\1/p'
}

# replay <game folder> <T>: the frames and colours into $tmp/got.txt and $tmp/got.attr
replay() {
  "$delve" play --dos "$dnum" --fruit dounut --first-clock "$clock" --first-clock-turns "$2" \
    --keys "$1/keys" --format frames --attrs "$tmp/got.attr" >"$tmp/got.txt" 2>"$tmp/err"
}

# The first T from 0 that replays game folder $1 identically, in $t; 1 (reported) if none.
search_turns() {
  t=0
  while :; do
    replay "$1" "$t" || { fail "$id: delve play failed: $(cat "$tmp/err")"; return 1; }
    diff=$(first_difference "$1" "$tmp/got.txt" "$tmp/got.attr")
    [ "$diff" = none ] && return 0
    if [ "$t" -eq 0 ]; then
      first=$diff
      span=0
      [ "$clock" -gt 0 ] && [ "$clock" -lt "$screens" ] &&
        span=$(($(turns_after "$1" "$clock") - $(turns_after "$1" $((clock - 1)))))
    fi
    if [ "$diff" -lt "$clock" ]; then
      fail "$id: screen $diff differs, before the first clock's screen $clock: no --first-clock-turns mends it"
      return 1
    fi
    if [ "$t" -ge "$span" ]; then
      fail "$id (first clock $clock): screen $first differs with --first-clock-turns 0, screen $diff with $t, the last count its key's $span turns allow"
      return 1
    fi
    t=$((t + 1))
  done
}

# check_end <game folder>: --format json after all the keys, against info.json
check_end() {
  json=$("$delve" play --dos "$dnum" --fruit dounut --first-clock "$clock" \
    --first-clock-turns "$t" --keys "$1/keys" --format json)
  printf '%s\n' "$json" >>"$tmp/states.jsonl"
  depth=$(printf '%s' "$json" | sed -n 's/.*"depth":\([0-9]*\).*/\1/p')
  deepest=$(sed -n 's/.*"deepest_level": *\([0-9]*\).*/\1/p' "$1/info.json")
  end=$(sed -n 's/.*"end": *"\([a-z]*\)".*/\1/p' "$1/info.json")
  [ "$depth" = "$deepest" ] || fail "$id: --format json says depth $depth, info.json deepest_level $deepest"
  case "$json" in *'"over":null,'*) over=null ;; *'"over":"'?'",'*) over=killed ;; *) over=other ;; esac
  if { [ "$end" = death ] && [ "$over" != killed ]; } || { [ "$end" != death ] && [ "$over" != null ]; }; then
    fail "$id: info.json's end is $end, --format json's over is $over: $json"
  fi
  case "$json" in *'"keys":'"$keys"'}') ;; *) fail "$id: --format json does not count $keys keys" ;; esac
}

games=0 total=0 searched=""
: >"$tmp/states.jsonl"
for dir in "$tmp"/*-?; do
  id=${dir##*/}
  dnum=$(printf '%s' "${id%-*}" | sed 's/^0*//')
  keys=$(wc -c <"$dir/keys" | tr -d ' ')
  screens=$((keys + 1))
  clock=$(first_clock "$dir" "$screens")
  games=$((games + 1))
  total=$((total + screens))
  search_turns "$dir" || continue
  lines=$(wc -l <"$tmp/got.txt" | tr -d ' ')
  [ "$lines" -eq $((screens * ROWS)) ] || fail "$id: $lines lines for $screens screens"
  [ "$t" -gt 0 ] && searched="$searched $id:$t"
  check_end "$dir"
  if [ -z "${dead:-}" ] && grep -q '"end": *"death"' "$dir/info.json"; then
    dead=$dir dead_clock=$clock dead_t=$t dead_json=$json
  fi
  if [ "$games" -eq 1 ]; then # stdin: the same screens, through a pipe (not a seekable file)
    # shellcheck disable=SC2002
    cat "$dir/keys" | "$delve" play --dos "$dnum" --fruit dounut --first-clock "$clock" \
      --first-clock-turns "$t" --keys - --format frames >"$tmp/stdin.txt"
    cmp -s "$tmp/stdin.txt" "$tmp/got.txt" || fail "$id: --keys - differs from --keys FILE"
  fi
done

# keys after the end of a game change nothing: each gives the last screen again, and the state
# stays, but for the count of keys
if [ -n "${dead:-}" ]; then
  id=${dead##*/}
  dnum=$(printf '%s' "${id%-*}" | sed 's/^0*//')
  { cat "$dead/keys"; printf 'hjkl'; } >"$tmp/more-keys"
  more() {
    "$delve" play --dos "$dnum" --fruit dounut --first-clock "$dead_clock" \
      --first-clock-turns "$dead_t" --keys "$tmp/more-keys" "$@"
  }
  # the last five screens: the game's last, then one for each key after it
  more --format frames | tail -n $((5 * ROWS)) >"$tmp/last.txt"
  head -n $ROWS "$tmp/last.txt" >"$tmp/end.txt"
  for k in 1 2 3 4; do
    sed -n "$((k * ROWS + 1)),$(((k + 1) * ROWS))p" "$tmp/last.txt" | cmp -s - "$tmp/end.txt" ||
      fail "$id: key $k after the end changed the screen"
  done
  want=$(printf '%s' "$dead_json" | sed 's/"keys":[0-9]*}$//')
  got=$(more --format json | sed 's/"keys":[0-9]*}$//')
  [ "$got" = "$want" ] || fail "$id: keys after the end changed the state: $got"
else
  fail "no game ends in death"
fi

# every state is one JSON object (when Node is there to read it)
if command -v node >/dev/null 2>&1; then
  node -e 'const fs = require("fs");
    for (const line of fs.readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean)) {
      let state = null;
      try { state = JSON.parse(line); } catch {}
      if (!Array.isArray(state?.pack)) { console.log(line); process.exit(1); }
    }' "$tmp/states.jsonl" || fail "--format json printed something that is not a JSON state"
fi

[ "$games" -gt 0 ] || fail "no games in $2"
echo "delve play: $games games, $total screens; --first-clock-turns found by search:${searched:- none}"
[ "$fails" -eq 0 ] && echo "ok: delve play replays every recorded game, rows 0-23 of every screen" || exit 1
