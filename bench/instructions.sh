#!/usr/bin/env bash
# Instructions per decision of a build (valgrind's cachegrind: a count, not a time, so it does not
# drift with the machine's load), four-player `classic` random playouts, JIT warm-up excluded:
# (instructions of N2 games - instructions of N1 games) / (decisions of N2 - decisions of N1).
#
#   npm run build && bench/instructions.sh dist [N1] [N2]
#
# `node --single-threaded` keeps V8's compiler and collector on the main thread, so two runs of
# the same build agree within about 1 %; between two builds, differences under about 2 % can come
# from different JIT decisions.
set -euo pipefail
dist=$(cd "$1" && pwd) n1=${2:-500} n2=${3:-2500}
cd "$(dirname "${BASH_SOURCE[0]}")/.."
run() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    node --single-threaded --import tsx bench/fixed-games.ts "$dist" "$1" 2>&1
}
a=$(run "$n1"); b=$(run "$n2")
refs() { grep 'I *refs' <<<"$1" | awk '{ gsub(",", "", $4); print $4 }'; }
decisions() { grep '^decisions' <<<"$1" | awk '{ print $2 }'; }
echo "$1: $(( ($(refs "$b") - $(refs "$a")) / ($(decisions "$b") - $(decisions "$a")) )) instructions per decision"
