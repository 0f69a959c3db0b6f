/**
 * The watchdog for strategies that never return (an endless loop): the engine's decision budget
 * (--decision-budget-ms) can only judge a decision once it has returned. Each worker thread keeps a
 * heartbeat in shared memory — the run and game it is playing and when it last read its clock (every
 * decision reads it twice) — and the main thread polls the heartbeats. A thread silent for longer than
 * the budget plus a grace period is terminated; its batch is played again with that game recorded as
 * an error (`stuckRecord`) instead of played, so the run finishes and every other game is unchanged.
 */
import { performance } from 'node:perf_hooks';
import type { GameRecord } from '../games/types.ts';

/** Heartbeat slots (a slot per worker thread ever started in a pool, reused round-robin). */
const SLOTS = 256;
/** Int32 fields of a slot. */
const BUSY = 0;
const BEAT = 1;
const GAME = 2;
const THREAD = 3;
const RUN = 4;
const FIELDS = 8;
/** How long past the decision budget a silent thread is given before it is declared stuck. */
export const GRACE_MS = 1000;

/** What a pool's threads receive (workerData) and its main thread polls. */
export interface WatchdogShared {
  slots: SharedArrayBuffer;
  claims: SharedArrayBuffer;
  /** Wall-clock origin (ms since 1970) of the heartbeat times, which are ms since it (they fit an Int32). */
  epoch: number;
}

const wallMs = () => performance.timeOrigin + performance.now();

export function createWatchdog(): WatchdogShared {
  return { slots: new SharedArrayBuffer(SLOTS * FIELDS * 4), claims: new SharedArrayBuffer(4), epoch: wallMs() };
}

/** A worker thread's heartbeat (claims a slot). */
export function heartbeat(shared: WatchdogShared, threadId: number) {
  const index = Atomics.add(new Int32Array(shared.claims), 0, 1) % SLOTS;
  const slot = new Int32Array(shared.slots, index * FIELDS * 4, FIELDS);
  Atomics.store(slot, THREAD, threadId);
  const beat = () => Atomics.store(slot, BEAT, Math.round(wallMs() - shared.epoch));
  return {
    /** A batch of run `run` starts (or ends: busy false). */
    busy(run: number, busy: boolean): void {
      Atomics.store(slot, RUN, run);
      beat();
      Atomics.store(slot, BUSY, busy ? 1 : 0);
    },
    game(game: number): void {
      Atomics.store(slot, GAME, game);
      beat();
    },
    /** The clock the engine reads around each decision, beating as it goes. */
    clock(): number {
      beat();
      return performance.now();
    },
  };
}

/** The threads of run `run` silent for more than `limitMs`: their thread ids and the games they are stuck in. */
export function findStuck(shared: WatchdogShared, run: number, limitMs: number): { threadId: number; game: number }[] {
  const now = Math.round(wallMs() - shared.epoch);
  const stuck = [];
  for (let i = 0; i < SLOTS; i++) {
    const slot = new Int32Array(shared.slots, i * FIELDS * 4, FIELDS);
    if (Atomics.load(slot, BUSY) === 1 && Atomics.load(slot, RUN) === run && now - Atomics.load(slot, BEAT) > limitMs) {
      stuck.push({ threadId: Atomics.load(slot, THREAD), game: Atomics.load(slot, GAME) });
      Atomics.store(slot, BUSY, 0); // reported once
    }
  }
  return stuck;
}

/** The games the busy threads of run `run` are playing now (a thread starting a batch may still show its last game). */
export function gamesPlaying(shared: WatchdogShared, run: number): number[] {
  const games = [];
  for (let i = 0; i < SLOTS; i++) {
    const slot = new Int32Array(shared.slots, i * FIELDS * 4, FIELDS);
    if (Atomics.load(slot, BUSY) === 1 && Atomics.load(slot, RUN) === run) games.push(Atomics.load(slot, GAME));
  }
  return games;
}

/** The record of a game whose strategy never returned from a decision. */
export function stuckRecord(game: number, budgetMs: number): GameRecord {
  return {
    game, outcome: 'error',
    cause: `strategy did not return from a decision within ${budgetMs} ms (--decision-budget-ms); the watchdog stopped it`,
    rounds: 0, survivorsAlive: 0, zombiesKilled: 0, zombiesSpawned: 0, wounds: 0, maxDanger: 0, xp: 0, decisions: 0,
  };
}
