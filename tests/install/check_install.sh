#!/bin/sh
# delve as a C library for other projects: `cmake --install` into a temporary prefix, then a
# consumer built with find_package(delve) and one with pkg-config (each built twice: including
# <delve/levelmap.h>, and <levelmap.h> as the original's users do), README's first C program,
# the installed CLI, its manual page and bash completion, delve as a subproject (add_subdirectory: no tests built; its own shared library with libdelve.a linked in,
# CMAKE_POSITION_INDEPENDENT_CODE=ON), the versions find_package takes, and a BUILD_SHARED_LIBS=ON build exporting only
# the public names, named by their ABI (soname). Each consumer checks the version it was built
# against.
# usage: check_install.sh <cmake> <nm> <delve's build dir> <delve's source dir> [<readelf>]
set -eu
cmake=$1 nm=$2 build=$3 src=$4 readelf=${5:-readelf}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$src/package.json")
quiet() { "$@" >"$tmp/log" 2>&1 || { cat "$tmp/log"; echo "FAIL: $*"; exit 1; }; }
fail() { echo "FAIL: $*"; exit 1; }

echo "-- cmake --install into a temporary prefix"
quiet "$cmake" --install "$build" --prefix "$tmp/prefix"
"$tmp/prefix/bin/delve" --version | grep -qx "delve $version" || fail "the installed CLI's version"
# levelmap.h, a generic name, is include/delve/levelmap.h: nothing of that name at the top
[ -f "$tmp/prefix/include/delve/levelmap.h" ] || fail "include/delve/levelmap.h is not installed"
[ ! -e "$tmp/prefix/include/levelmap.h" ] || fail "levelmap.h is installed at the top of include/"

echo "-- man delve: delve(1), with no groff warning, each subcommand's help in it as delve prints it"
page=$tmp/prefix/share/man/man1/delve.1
[ -f "$page" ] || fail "share/man/man1/delve.1 is not installed"
warned=$(groff -man -Tutf8 -k -ww -z "$page" 2>&1)
[ -z "$warned" ] || fail "groff warns of delve.1: $warned"
groff -man -Tutf8 -k -P-cbou "$page" >"$tmp/man.txt" # plain text: no bold, no underline
grep -qx '       delve - roguelike dungeon levels from a seed' "$tmp/man.txt" || fail "delve.1's NAME"
# a section: from its heading to the next, the blank lines at its end left out
section() {
  awk -v h="$1" '$0 == h { on = 1; next } on && /^[A-Z][A-Z ]*$/ { exit } on' "$tmp/man.txt" |
    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
}
# DESCRIPTION: the main help after its synopsis (from the first blank line after usage:)
"$tmp/prefix/bin/delve" --help | awk 'on; /^usage:/ { u = 1 } u && /^$/ { on = 1 }' >"$tmp/help.txt"
section DESCRIPTION | cmp -s "$tmp/help.txt" - || fail "delve.1's DESCRIPTION is not the rest of 'delve --help'"
for command in rogue levelmap play; do
  title=$(echo "DELVE $command" | tr a-z A-Z)
  "$tmp/prefix/bin/delve" "$command" --help >"$tmp/help.txt"
  section "$title" | cmp -s "$tmp/help.txt" - || fail "delve.1's $title is not 'delve $command --help'"
done
readme=share/doc/delve/README.md # what delve.1's SEE ALSO names
grep -q "$readme" "$tmp/man.txt" || fail "delve.1's SEE ALSO does not name $readme"
cmp -s "$src/README.md" "$tmp/prefix/$readme" || fail "$readme is not installed"

# Each consumer is built twice: including <delve/levelmap.h> (new code) and <levelmap.h> (code
# written for the original LevelMap library, DELVE_DROP_IN), which the flags must find.
echo "-- bash completion: subcommands, options and their values, from the installed CLI's help"
completed=$(bash -c '
  . "$1/share/bash-completion/completions/delve"
  try() { COMP_WORDS=("$1/bin/delve" "${@:2}"); COMP_CWORD=$(($# - 1)); _delve; echo "${COMPREPLY[*]}"; }
  try "$1" pl; try "$1" play --gen; try "$1" rogue --format ""; try "$1" levelmap --format = j
  try "$1" play --keys ""; try "$1" play --rules e' sh "$tmp/prefix")
expected='play
--generator
text json jsonl cp437 screen png svg
json jsonl

explore'
[ "$completed" = "$expected" ] || fail "bash completion gave: $completed"

echo "-- a consumer with find_package(delve CONFIG REQUIRED) and delve::levelmap"
quiet "$cmake" -S "$src/tests/install/consumer" -B "$tmp/consumer" -DCMAKE_PREFIX_PATH="$tmp/prefix"
quiet "$cmake" --build "$tmp/consumer"
"$tmp/consumer/consumer" || fail "the find_package consumer of <delve/levelmap.h>"
"$tmp/consumer/consumer_drop_in" || fail "the find_package consumer of <levelmap.h>"

echo "-- find_package takes the versions of the same ABI: the same major, the same 0.minor before 1.0"
major=${version%%.*} minor=$(echo "$version" | cut -d. -f2)
request() { "$cmake" -S "$src/tests/install/version" -B "$tmp/version-$1" -DCMAKE_PREFIX_PATH="$tmp/prefix" -DDELVE_REQUEST="$1" >"$tmp/log" 2>&1; }
request "$major.$minor" || { cat "$tmp/log"; fail "find_package(delve $major.$minor) refused $version"; }
if [ "$major" -eq 0 ]; then other=0.$((minor + 1)) older=0.$((minor - 1)); else other=$((major + 1)).0 older=$((major - 1)).0; fi
! request "$other" || fail "find_package(delve $other) took $version"
[ "$major.$minor" = 0.0 ] || ! request "$older" || fail "find_package(delve $older) took $version, of another ABI"

echo "-- a consumer with pkg-config (levelmap.pc requires delve.pc: -llevelmap -ldelve)"
flags=$(PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig" pkg-config --cflags --libs levelmap)
# shellcheck disable=SC2086
quiet cc -std=c99 -DDELVE_EXPECTED_VERSION="\"$version\"" "$src/tests/install/consumer/main.c" -o "$tmp/pc" $flags
"$tmp/pc" || fail "the pkg-config consumer of <delve/levelmap.h>"
# shellcheck disable=SC2086
quiet cc -std=c99 -DDELVE_DROP_IN -DDELVE_EXPECTED_VERSION="\"$version\"" "$src/tests/install/consumer/main.c" -o "$tmp/pc-drop-in" $flags
"$tmp/pc-drop-in" || fail "the pkg-config consumer of <levelmap.h>"

echo "-- README's C alone: its three lines configure, build and install (its build and prefix here)"
awk '/^<!-- C alone/ { on = 1; next } on && /^```sh$/ { b = 1; next } b && /^```$/ { exit } b' \
  "$src/README.md" | sed "s#build/c#$tmp/alone#g; s#/your/prefix#$tmp/alone-prefix#g" >"$tmp/alone.sh"
[ "$(grep -c '^cmake ' "$tmp/alone.sh")" -eq 3 ] || fail "README's C alone is not three cmake lines"
(cd "$src" && export CMAKE_BUILD_PARALLEL_LEVEL=2 && quiet sh -eu "$tmp/alone.sh")
[ -x "$tmp/alone-prefix/bin/delve" ] && [ -f "$tmp/alone-prefix/lib/libdelve.a" ] &&
  [ -f "$tmp/alone-prefix/lib/pkgconfig/delve.pc" ] || fail "README's C alone installed no delve"
[ ! -e "$tmp/alone/tests" ] || fail "README's C alone built the tests"

echo "-- README's first C program, built as it says (pkg-config), prints what its comment says"
awk '/^```c$/ { on = 1; next } on && /^```$/ { exit } on' "$src/README.md" >"$tmp/start.c"
flags=$(PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig" pkg-config --cflags --libs delve)
# shellcheck disable=SC2086
quiet cc "$tmp/start.c" -o "$tmp/start" $flags
said=$(sed -n 's|.*/\* \(stairs at [0-9]*,[0-9]*\) \*/.*|\1|p' "$tmp/start.c")
printed=$("$tmp/start")
if [ -z "$said" ] || [ "$printed" != "$said" ]; then fail "README's C program: '$printed', not '$said'"; fi

echo "-- README's game in C, built the same way, plays to the end its comment says"
awk '/<!-- a game from C/ { seen = 1; next } seen && /^```c$/ { on = 1; next } on && /^```$/ { exit } on' \
  "$src/README.md" >"$tmp/bot.c"
# shellcheck disable=SC2086
quiet cc -std=c99 -Wall -Wextra -pedantic -Werror "$tmp/bot.c" -o "$tmp/bot" $flags
said=$(sed -n 's|.*/\* \(over after [^*]*\) \*/.*|\1|p' "$tmp/bot.c")
printed=$("$tmp/bot")
if [ -z "$said" ] || [ "$printed" != "$said" ]; then fail "README's game in C: '$printed', not '$said'"; fi

echo "-- delve as a subproject (add_subdirectory) builds no tests"
quiet "$cmake" -S "$src/tests/install/subproject" -B "$tmp/sub" -DDELVE_SOURCE="$src" -DDELVE_EXPECTED="$version"
quiet "$cmake" --build "$tmp/sub" -j2
[ -z "$(find "$tmp/sub" -name 'test_*' -type f)" ] || fail "the subproject built delve's tests"
"$tmp/sub/consumer" || fail "the subproject consumer of <delve/levelmap.h>"
"$tmp/sub/consumer_drop_in" || fail "the subproject consumer of <levelmap.h>"
"$tmp/sub/plugin_user" || fail "the subproject's shared library with libdelve.a linked in"

echo "-- BUILD_SHARED_LIBS=ON: shared libraries with only the public names"
quiet "$cmake" -S "$src" -B "$tmp/shared" -DBUILD_SHARED_LIBS=ON -DDELVE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=Release
quiet "$cmake" --build "$tmp/shared" -j2
for lib in libdelve.so liblevelmap.so; do
  other=$("$nm" -D --defined-only "$tmp/shared/$lib" | awk 'NF == 3 { print $3 }' | grep -v '^delve_[a-z]' | grep -vx new_LevelMap || true)
  [ -z "$other" ] || fail "$lib exports more than the public API: $other"
done
"$nm" -D --defined-only "$tmp/shared/libdelve.so" | grep -q ' delve_rogue_generate$' || fail "libdelve.so lacks delve_rogue_generate"
# the soname: the major version, 0.minor before 1.0 (a minor version may change the ABI there)
case $version in 0.*) abi=$(echo "$version" | cut -d. -f1-2) ;; *) abi=${version%%.*} ;; esac
for lib in libdelve liblevelmap; do
  soname=$("$readelf" -d "$tmp/shared/$lib.so" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
  [ "$soname" = "$lib.so.$abi" ] || fail "$lib.so's soname is '$soname', not $lib.so.$abi"
done
"$tmp/shared/delve" rogue --dos 4651 --format screen | head -1 | grep -q "Hello Rodney" || fail "the CLI on the shared library"
quiet "$cmake" --install "$tmp/shared" --prefix "$tmp/shared-prefix"
# installed in a prefix the loader does not search: they find the libraries by their RUNPATH
"$tmp/shared-prefix/bin/delve" --version >/dev/null || fail "the installed CLI finds libdelve.so"
"$tmp/shared-prefix/bin/levelmap_demo" >/dev/null || fail "the installed levelmap_demo finds its libraries"
quiet "$cmake" -S "$src/tests/install/consumer" -B "$tmp/shared-consumer" -DCMAKE_PREFIX_PATH="$tmp/shared-prefix"
quiet "$cmake" --build "$tmp/shared-consumer"
"$tmp/shared-consumer/consumer" || fail "the consumer of the shared libraries"
"$tmp/shared-consumer/consumer_drop_in" || fail "the <levelmap.h> consumer of the shared libraries"
echo "ok: installed, found by CMake and pkg-config, used as a subproject and as shared libraries"
