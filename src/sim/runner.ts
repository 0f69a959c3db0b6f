/**
 * Playing a run: split the games into batches, play them on a piscina pool, and merge
 * the results in game order, so every number (and the records' hash) is the same
 * whatever the worker count, batch size or completion order.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Piscina } from 'piscina';
import { StatsAccumulator, type RunStats } from '../analytics/collect.ts';
import { UserError } from '../core/errors.ts';
import { emptyTally, mergeTally, type Tally } from './tally.ts';
import type { BatchResult, BatchTask, GameSetup } from './worker.ts';

export interface RunPlan extends GameSetup {
  games: number;
  workers: number;
  batchSize: number;
}

export interface RunOptions {
  /** Write `<out>/games.jsonl` (all or nothing: a temp file renamed at the end). */
  out?: string;
  /** Called after each merged batch with the number of games merged so far. */
  onProgress?: (done: number, total: number) => void;
  /** A pool from createPool shared by several runs (left running; the caller destroys it). */
  pool?: Piscina<BatchTask, BatchResult>;
}

export interface RunResult {
  tally: Tally;
  /** SHA-256 (hex) of all records' canonical JSON lines in game order. */
  recordsHash: string;
  /** The worker threads actually started (never more than there are batches). */
  workers: number;
  elapsedSeconds: number;
  /** With plan.collect and a ruleset that collects: the run's analytics, merged in game order. */
  stats?: RunStats;
}

export const DEFAULT_BATCH_SIZE = 500;
export const GAMES_FILE = 'games.jsonl';

const WORKER = new URL('./worker.mjs', import.meta.url).href;

/** A worker pool of `workers` threads; several runs can share it through RunOptions.pool. */
export function createPool(workers: number): Piscina<BatchTask, BatchResult> {
  return new Piscina<BatchTask, BatchResult>({ filename: WORKER, minThreads: workers, maxThreads: workers });
}

/** Games [0, games) as consecutive batches of `batchSize` (the last may be shorter). */
export function splitBatches(games: number, batchSize: number): { start: number; count: number }[] {
  const batches = [];
  for (let start = 0; start < games; start += batchSize) batches.push({ start, count: Math.min(batchSize, games - start) });
  return batches;
}

export async function runPlan(plan: RunPlan, options: RunOptions = {}): Promise<RunResult> {
  for (const key of ['games', 'workers', 'batchSize'] as const) {
    if (!Number.isInteger(plan[key]) || plan[key] < 1) throw new UserError(`${key} must be a positive integer, got ${plan[key]}`);
  }
  const { games, rulesetModule, missionFile, lineup, strategyFile, seed, rules, check, strategyOptions, collect, decisionBudgetMs } = plan;
  const setup: GameSetup = { rulesetModule, missionFile, lineup, strategyFile, seed, rules, check, strategyOptions, collect, decisionBudgetMs };
  const stats = new StatsAccumulator();
  const batches = splitBatches(games, plan.batchSize);
  const workers = Math.min(plan.workers, batches.length);
  const hash = createHash('sha256');
  const tally = emptyTally();
  const sink = options.out === undefined ? undefined : openSink(options.out);
  const started = performance.now();
  const pool = options.pool ?? createPool(workers);
  try {
    await playInOrder(pool, setup, batches, workers, (result) => {
      hash.update(result.text);
      sink?.write(result.text);
      mergeTally(tally, result.tally);
      if (result.stats) stats.add(result.stats);
      options.onProgress?.(tally.games, games);
    });
    sink?.commit();
  } catch (err) {
    sink?.abort();
    throw err;
  } finally {
    if (!options.pool) await pool.destroy();
  }
  return { tally, recordsHash: hash.digest('hex'), workers, elapsedSeconds: (performance.now() - started) / 1000, stats: stats.result() };
}

/**
 * Submit batches keeping at most 2 per worker unmerged (bounded memory, fast failure),
 * and call `merge` for each result in batch order: out-of-order results wait in a buffer.
 */
function playInOrder(
  pool: Piscina<BatchTask, BatchResult>,
  setup: GameSetup,
  batches: { start: number; count: number }[],
  workers: number,
  merge: (result: BatchResult) => void,
): Promise<void> {
  const window = 2 * workers;
  const waiting = new Map<number, BatchResult>();
  let submitted = 0;
  let merged = 0;
  let failed = false;
  return new Promise((resolve, reject) => {
    const fail = (err: unknown) => {
      if (!failed) reject(err);
      failed = true;
    };
    const run = (i: number, attempt: number): void => {
      const batch = batches[i]!;
      pool.run({ setup, ...batch }).then(
        (result) => {
          if (failed) return;
          try {
            waiting.set(i, result);
            for (let r; (r = waiting.get(merged)) !== undefined; merged++) {
              waiting.delete(merged);
              merge(r);
            }
          } catch (err) {
            return fail(err);
          }
          if (merged === batches.length) resolve();
          else submit();
        },
        (err: unknown) => {
          // A worker thread that died (not a task that threw) is replaced by the pool; the batch is
          // played again from its seeds, so the results are those of an undisturbed run.
          if (!failed && attempt < BATCH_ATTEMPTS && isWorkerDeath(err)) run(i, attempt + 1);
          else fail(batchError(err, batch, attempt));
        },
      );
    };
    const submit = () => {
      while (!failed && submitted < batches.length && submitted - merged < window) run(submitted++, 1);
    };
    submit();
  });
}

/** Times a batch is tried when its worker thread dies under it. */
const BATCH_ATTEMPTS = 3;

function isWorkerDeath(err: unknown): boolean {
  return err instanceof Error && /^worker exited with code/.test(err.message);
}

function batchError(err: unknown, batch: { start: number; count: number }, attempts: number): Error {
  const message = err instanceof Error ? err.message : String(err);
  const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
  return new Error(`a worker failed while playing games ${batch.start}–${batch.start + batch.count - 1}${tries}: ${message}`, { cause: err });
}

/** games.jsonl written to a temp file in the same directory, renamed into place on commit. */
function openSink(dir: string) {
  mkdirSync(dir, { recursive: true });
  const final = path.join(dir, GAMES_FILE);
  const temp = path.join(dir, `.${GAMES_FILE}.${process.pid}.tmp`);
  const fd = openSync(temp, 'w');
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    write: (text: string) => writeFileSync(fd, text),
    commit: () => {
      close();
      renameSync(temp, final);
    },
    abort: () => {
      close();
      rmSync(temp, { force: true });
    },
  };
}
