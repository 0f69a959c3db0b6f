/** Mergeable per-run accumulators: counts and sums that combine exactly across batches. */
import type { GameRecord } from '../games/types.ts';

export interface Tally {
  games: number;
  wins: number;
  losses: number;
  errors: number;
  roundsSum: number;
  /** Strategy decisions over the games (the engine's speed unit: decisions/s). */
  decisionsSum: number;
  lossesByCause: Map<string, number>;
  errorsByCause: Map<string, number>;
  /** Index of the first game (lowest index) that ended in an error, or -1. */
  firstError: number;
}

export function emptyTally(): Tally {
  return { games: 0, wins: 0, losses: 0, errors: 0, roundsSum: 0, decisionsSum: 0, lossesByCause: new Map(), errorsByCause: new Map(), firstError: -1 };
}

export function addRecord(t: Tally, r: GameRecord): void {
  t.games++;
  t.roundsSum += r.rounds;
  t.decisionsSum += r.decisions;
  if (r.outcome === 'win') t.wins++;
  else if (r.outcome === 'loss') {
    t.losses++;
    t.lossesByCause.set(r.cause, (t.lossesByCause.get(r.cause) ?? 0) + 1);
  } else {
    t.errors++;
    t.errorsByCause.set(r.cause, (t.errorsByCause.get(r.cause) ?? 0) + 1);
    if (t.firstError < 0 || r.game < t.firstError) t.firstError = r.game;
  }
}

/** Add `b` into `a`. Exact and order-independent. */
export function mergeTally(a: Tally, b: Tally): void {
  a.games += b.games;
  a.wins += b.wins;
  a.losses += b.losses;
  a.errors += b.errors;
  a.roundsSum += b.roundsSum;
  a.decisionsSum += b.decisionsSum;
  for (const [k, v] of b.lossesByCause) a.lossesByCause.set(k, (a.lossesByCause.get(k) ?? 0) + v);
  for (const [k, v] of b.errorsByCause) a.errorsByCause.set(k, (a.errorsByCause.get(k) ?? 0) + v);
  if (b.firstError >= 0 && (a.firstError < 0 || b.firstError < a.firstError)) a.firstError = b.firstError;
}

/** A count map as a plain object, largest count first (ties by name), for output. */
export function countsObject(m: Map<string, number>): Record<string, number> {
  const entries = [...m].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return Object.fromEntries(entries);
}
