#!/usr/bin/env bash
# Plays every shipped mission with every shipped strategy and prints one line each:
# win rate, mean rounds, errors and speed. Exits 1 if any game ended in an error.
# Usage: scripts/check-missions.sh [games per run, default 10000] [extra zsim run flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-10000}"
shift || true
status=0
for file in missions/*/*.zmap; do
  game=$(basename "$(dirname "$file")")
  mission="$game/$(basename "$file" .zmap)"
  for strategy in strategies/*.ts; do
    name=$(basename "$strategy" .ts)
    line=$(node src/cli/zsim.mjs run --mission "$mission" --strategy "$name" --games "$games" --json "$@" |
      node -e 'const s = JSON.parse(require("fs").readFileSync(0, "utf8"));
        console.log([s.mission.padEnd(34), s.strategy.padEnd(8), `win ${(100 * s.winRate).toFixed(1).padStart(5)}%`,
          `rounds ${s.meanRounds.toFixed(1).padStart(5)}`, `errors ${s.errors}`, `${Math.round(s.gamesPerSecond)} games/s`].join("  "));
        if (s.errors > 0) console.log("  first error: " + s.replayFirstError);')
    echo "$line"
    case "$line" in *"errors 0 "*) ;; *) status=1 ;; esac
  done
done
exit $status
