#!/bin/sh
# Every public header compiles alone in a C++ program, with the warnings a strict C++ project
# builds with as errors, by each C++ compiler there is: the headers are C's, and C++ reserves
# every name with a double underscore (clang's -Wreserved-identifier), which C does not. A header
# that is part of another (#error "... is part of ...") is compiled through it.
# usage: check_headers_cxx.sh <include dir>
include=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
compilers=0
for cxx in g++ clang++; do
  command -v "$cxx" >/dev/null 2>&1 || continue
  compilers=$((compilers + 1))
  flags="-std=c++11 -Wall -Wextra -pedantic -Werror"
  [ "$cxx" = clang++ ] && flags="$flags -Wreserved-identifier -Wreserved-macro-identifier"
  for header in "$include"/*.h "$include"/delve/*.h; do
    name=${header#"$include"/}
    grep -q '^#error ".* is part of' "$header" && continue
    printf '#include <%s>\nint main() { return 0; }\n' "$name" >"$tmp/main.cpp"
    # shellcheck disable=SC2086 # flags are words
    if ! "$cxx" $flags -I"$include" -fsyntax-only "$tmp/main.cpp" 2>"$tmp/err"; then
      echo "FAIL: $cxx $flags: <$name>"
      sed 's/^/  /' "$tmp/err" | head -20
      bad=$((bad + 1))
    fi
  done
done
[ "$compilers" -gt 0 ] || { echo "FAIL: no C++ compiler (g++ or clang++) to compile the headers with"; exit 1; }
[ "$bad" -eq 0 ] && echo "ok: every public header compiles in C++ by $compilers compilers, warnings as errors"
[ "$bad" -eq 0 ]
