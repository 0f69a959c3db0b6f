#!/usr/bin/env bash
# Plays every shipped mission with every shipped strategy and prints one line each:
# win rate, mean rounds, errors and speed. Exits 1 if any game ended in an error.
# Usage: scripts/check-missions.sh [games per run, default 10000] [extra zsim run flags...]
# Environment: MISSIONS (a glob under missions/, default */*), STRATEGIES (names, default every file in strategies/),
# e.g. MISSIONS='black-plague/*' STRATEGIES='random greedy' scripts/check-missions.sh 10000
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-10000}"
shift || true
status=0
strategies="${STRATEGIES:-$(for f in strategies/*.ts; do basename "$f" .ts; done)}"
for file in missions/${MISSIONS:-*/*}.zmap; do
  game=$(basename "$(dirname "$file")")
  mission="$game/$(basename "$file" .zmap)"
  for name in $strategies; do
    # zsim exits 3 when a game errored: the summary is still printed, so read it before judging.
    json=$(node src/cli/zsim.mjs run --mission "$mission" --strategy "$name" --games "$games" --json "$@") || true
    line=$(printf '%s' "$json" | node -e 'const s = JSON.parse(require("fs").readFileSync(0, "utf8"));
        console.log([s.mission.padEnd(34), s.strategy.padEnd(8), `win ${(100 * s.winRate).toFixed(1).padStart(5)}%`,
          `rounds ${s.meanRounds.toFixed(1).padStart(5)}`, `errors ${s.errors}`, `${Math.round(s.gamesPerSecond)} games/s`].join("  "));
        if (s.errors > 0) console.log("  first error: " + s.replayFirstError);')
    echo "$line"
    case "$line" in *"errors 0 "*) ;; *) status=1 ;; esac
  done
done
exit $status
