#!/bin/sh
# Unpacks the recorded games (tests/data/dos148-games/games.tar.xz) into a temporary folder and
# replays them all natively (test_game_games).
# usage: games.sh <test_game_games> <games.tar.xz>
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar xJf "$2" -C "$tmp"
"$1" "$tmp"/*-?
