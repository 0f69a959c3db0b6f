/** The canonical text form of a GameRecord: one JSON line, fields in GameRecord's order. */
import type { GameRecord } from '../games/types.ts';

/**
 * `JSON.stringify` of the record with its fields in the order of GameRecord in
 * src/games/types.ts, plus '\n'. The object is rebuilt so a ruleset's own key
 * order never matters; `satisfies` makes a new GameRecord field a compile error here.
 */
export function recordLine(r: GameRecord): string {
  return JSON.stringify({
    game: r.game, outcome: r.outcome, cause: r.cause, rounds: r.rounds, survivorsAlive: r.survivorsAlive,
    zombiesKilled: r.zombiesKilled, zombiesSpawned: r.zombiesSpawned, wounds: r.wounds,
    maxDanger: r.maxDanger, xp: r.xp, decisions: r.decisions,
  } satisfies Record<keyof GameRecord, unknown>) + '\n';
}
