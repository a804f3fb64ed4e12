#!/bin/sh
# The libraries' global symbols follow one rule: public names start with delve_ and are declared
# in include/, private ones shared between files start with delve__ (stb's rule), and
# liblevelmap.a also exports new_LevelMap, the documented constructor of levelmap.h. A program
# that defines its own game_msg() or rnd() must link against them. Prints every name that breaks
# the rule.
# usage: check_exports.sh <nm> <include dir> <library>...
nm=$1
include=$2
shift 2
bad=0
for lib in "$@"; do
  for name in $("$nm" -g --defined-only "$lib" | awk 'NF == 3 && $2 ~ /[A-Z]/ { print $3 }' | sort -u); do
    case $name in
      delve__* | __*) ;; # __: the compiler's and the sanitizers' own (a reserved prefix)
      delve_*)
        if ! grep -qw "$name" "$include"/*.h; then
          echo "FAIL: $(basename "$lib") exports $name, public by its name but declared in no header of include/"
          bad=$((bad + 1))
        fi ;;
      new_LevelMap)
        [ "$(basename "$lib")" = liblevelmap.a ] || { echo "FAIL: $(basename "$lib") exports new_LevelMap"; bad=$((bad + 1)); } ;;
      *)
        echo "FAIL: $(basename "$lib") exports $name: name it delve_ (public, in include/) or delve__ (private)"
        bad=$((bad + 1)) ;;
    esac
  done
done
[ "$bad" -eq 0 ] && echo "ok: every export of $# libraries is delve_ (declared in include/) or delve__"
[ "$bad" -eq 0 ]
