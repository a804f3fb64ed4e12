#!/bin/sh
# Compares the CLI's output with the golden catalogue, byte for byte.
# usage: golden_check.sh <delve binary> <golden folder>
delve=$1
dir=$2
fail=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
grep -v '^#' "$dir/list" | while IFS='|' read -r file args; do
  file=$(echo "$file" | tr -d ' ')
  [ -n "$file" ] || continue
  # shellcheck disable=SC2086
  "$delve" $args > "$tmp" || { echo "FAIL: delve$args exited with an error"; exit 1; }
  if ! cmp -s "$tmp" "$dir/$file"; then
    echo "FAIL: 'delve$args' differs from tests/golden/$file:"
    diff "$dir/$file" "$tmp" | head -20
    echo "If the change is intended, regenerate the catalogue with scripts/update-golden and commit it."
    exit 1
  fi
  echo "ok: $file"
done
