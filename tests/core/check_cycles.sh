#!/bin/sh
# The libraries' files depend on each other in one direction: no file needs, through others, a
# file that needs it (issue 22). A component is a source file with its header (x.c and x.h, or
# x_internal.h: x.c's private header); include/*.h are one, the public API (delve_game.h and
# the others are parts of delve.h). Component A needs B when A's object leaves undefined a
# symbol B's object defines (nm on the libraries), or when a file of A includes a header of B.
# Prints every cycle (a strongly connected component of more than one) with the edges inside
# it, or one ok line.
# usage: check_cycles.sh <nm> <source root> <library>...
nm=$1
root=$2
shift 2
edges=$(mktemp)
trap 'rm -f "$edges"' EXIT

# objects: "lib.a[member.o]: symbol TYPE ..." (nm's POSIX format, archive members named)
"$nm" -A -P -g "$@" | awk '
  { obj = $1; sub(/:$/, "", obj)
    if (match(obj, /\[.*\]$/)) obj = substr(obj, RSTART + 1, RLENGTH - 2)
    sub(/.*\//, "", obj); sub(/\.o(bj)?$/, "", obj)
    if ($3 == "U") { need[++m] = obj; sym[m] = $2 }
    else if ($3 ~ /^[A-TV-Z]$/) def[$2] = obj }
  END { for (i = 1; i <= m; i++)
          if ((sym[i] in def) && def[sym[i]] != need[i])
            print "O", need[i], def[sym[i]], "needs " sym[i] }' >"$edges" || exit 1

# includes: #include "path", found next to the file, in src/, include/ or include/delve/
cd "$root" || exit 1
find src include -name '*.[ch]' | sort | while read -r file; do
  echo "F $file"
  sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file" |
    while read -r inc; do
      for dir in "$(dirname "$file")" src include include/delve; do
        [ -f "$dir/$inc" ] && { echo "I $file $dir/$inc"; break; }
      done
    done
done >>"$edges"

awk '
  function component(path, stem) {
    sub(/^\.\//, "", path)
    if (path ~ /^include\/[^\/]*\.h$/) return "include/*.h"
    stem = path; sub(/\.[ch]$/, "", stem)
    if (path ~ /_internal\.h$/ && (substr(stem, 1, length(stem) - 9) ".c") in source)
      return substr(stem, 1, length(stem) - 9)
    return stem
  }
  function edge(a, b, why, i, j) {
    if (a == b) return
    if (!(a in id)) { id[a] = ++n; name[n] = a }
    if (!(b in id)) { id[b] = ++n; name[n] = b }
    i = id[a]; j = id[b]
    if (!((i, j) in reach)) { reach[i, j] = 1; reason[i, j] = why }
  }
  $1 == "F" { source[$2] = 1; if ($2 ~ /\.c$/) { base = $2; sub(/.*\//, "", base); of[base] = $2 } }
  $1 == "O" { objs[++o] = $0 }
  $1 == "I" { incs[++k] = $0 }
  END {
    for (x = 1; x <= k; x++) {
      split(incs[x], f, " ")
      edge(component(f[2]), component(f[3]), "includes " f[3])
    }
    for (x = 1; x <= o; x++) {
      split(objs[x], f, " ")
      if (!(f[2] in of) || !(f[3] in of)) {
        print "FAIL: no source for " f[2] " or " f[3]; bad++; continue
      }
      edge(component(of[f[2]]), component(of[f[3]]), f[4] " " f[5])
    }
    for (m = 1; m <= n; m++)
      for (i = 1; i <= n; i++)
        if ((i, m) in reach)
          for (j = 1; j <= n; j++)
            if ((m, j) in reach) reach[i, j] = 1
    for (i = 1; i <= n; i++) {
      if (scc[i] != "" || !((i, i) in reach)) continue
      members = ""; count = 0
      for (j = i; j <= n; j++)
        if (j == i || (((i, j) in reach) && ((j, i) in reach))) {
          scc[j] = i; members = members " " name[j]; count++
        }
      printf "FAIL: %d files in a cycle:%s\n", count, members
      for (j = 1; j <= n; j++)
        for (m = 1; m <= n; m++)
          if (scc[j] == i && scc[m] == i && ((j, m) in reason))
            printf "    %s -> %s (%s)\n", name[j], name[m], reason[j, m]
      bad++
    }
    if (bad) exit 1
    printf "ok: %d components, no cycle\n", n
  }' "$edges"
