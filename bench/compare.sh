#!/usr/bin/env bash
# Two builds of the engine, measured in alternating rounds, each run in its own process:
#
#   bench/compare.sh OLD_DIST NEW_DIST [ROUNDS] [CONFIGS] [SECONDS]
#   # e.g. the build of an older commit against this one, four-player configurations, 3 rounds:
#   git worktree add /tmp/old <commit> && (cd /tmp/old && npm ci && npm run build)
#   npm run build && bench/compare.sh /tmp/old/dist dist 3 4p 3
#
# Prints one line per build, round and configuration (games/s is the fourth column); quote the
# median of each build. Alternating rounds share the machine's drift between the two builds.
set -euo pipefail
old=$1 new=$2 rounds=${3:-3} configs=${4:-4p-classic} seconds=${5:-3}
cd "$(dirname "${BASH_SOURCE[0]}")/.."
for round in $(seq 1 "$rounds"); do
  for build in "$old" "$new"; do
    BENCH_DIST="$build" BENCH_CONFIGS="$configs" BENCH_SECONDS="$seconds" npx tsx bench/playout.ts \
      | grep -E '^\| *[0-9]p-' | sed "s|^|round $round  $build  |"
  done
done
