/**
 * Playing a run: split the games into batches, play them on a piscina pool, and merge
 * the results in game order, so every number (and the records' hash) is the same
 * whatever the worker count, batch size or completion order.
 *
 * A run can stop early in two ways, both at a batch boundary in game order: an interrupt
 * (`signal`; the result is the completed prefix, marked partial, and can be resumed), and
 * `precision` (stop at the first checkpoint where the win rate is known well enough).
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { StatsAccumulator, type RunStats } from '../analytics/collect.ts';
import { wilson } from '../analytics/stats.ts';
import { UserError } from '../core/errors.ts';
import type { GameRecord } from '../games/types.ts';
import { forEachRecordLine, parseRecordLine, recordLine } from './records.ts';
import { addRecord, emptyTally, mergeTally, type Tally } from './tally.ts';
import { createWatchdog, findStuck, gamesPlaying, GRACE_MS, stuckRecord, type WatchdogShared } from './watchdog.ts';
import type { BatchResult, BatchTask, GameSetup, ReplayTask } from './worker.ts';

export interface RunPlan extends GameSetup {
  /** Index of the first game to play (a shard's share of a run starts later); default 0. */
  first?: number;
  /** Games to play: first .. first + games - 1. */
  games: number;
  workers: number;
  batchSize: number;
}

export interface RunOptions {
  /** Write `<out>/games.jsonl` (all or nothing: a temp file renamed at the end). */
  out?: string;
  /**
   * Called with the games finished so far: after each merged batch, and about once a second while batches are
   * played (the games finished in unmerged batches counted from the workers' heartbeats). Never decreases.
   */
  onProgress?: (done: number, total: number) => void;
  /** A pool from createPool shared by several runs (left running; the caller destroys it). */
  pool?: Piscina<BatchTask, BatchResult>;
  /**
   * Interrupt: when aborted, batches in flight are dropped and the run ends with the games merged
   * so far (`partial: true`, always a prefix in game order, so it can be resumed).
   */
  signal?: AbortSignal;
  /**
   * Resume: the plan's first `games` games were played already; their records are the lines of
   * `recordsFile` (fed to the hash, tally and output first) and `stats` their statistics.
   */
  resume?: { recordsFile: string; games: number; stats?: RunStats };
  /**
   * Stop at the first checkpoint (every PRECISION_STEP games of the run, counted from game 0)
   * where the 95% Wilson interval of the win rate is at most ± precision wide.
   */
  precision?: number;
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
  /** Interrupted before every game was played: the results cover a prefix of the games. */
  partial: boolean;
  /** With `precision`: the interval was narrow enough before every game was played. */
  precise: boolean;
  /** Seconds the worker threads spent playing the merged batches (elapsed × workers minus this is pool overhead and idle time). */
  workerSeconds: number;
}

export const DEFAULT_BATCH_SIZE = 500;

/**
 * The batch size when none is given: small enough that every worker gets about four batches (a 200-game run on 2
 * workers plays batches of 25, so both work from the start), at most DEFAULT_BATCH_SIZE. It never changes results.
 */
export function batchSizeFor(games: number, workers: number): number {
  return Math.max(1, Math.min(DEFAULT_BATCH_SIZE, Math.ceil(games / (workers * 4))));
}
export const GAMES_FILE = 'games.jsonl';
/** With --precision, the win rate is checked after every this many games (batches are cut to fit). */
export const PRECISION_STEP = 1000;

const WORKER = new URL('./worker.mjs', import.meta.url).href;

/** A worker pool of `workers` threads; several runs can share it through RunOptions.pool. */
export function createPool(workers: number): Piscina<BatchTask, BatchResult> {
  const watchdog = createWatchdog();
  const pool = new Piscina<BatchTask, BatchResult>({ filename: WORKER, minThreads: workers, maxThreads: workers, workerData: { watchdog } });
  watchdogs.set(pool, watchdog);
  // Piscina reports on the pool, not on a task, (a) a result that arrives for a batch already
  // cancelled (an interrupt or a precision stop raced the worker's reply) and (b) the death of an
  // idle thread, which it replaces. Neither loses or changes a game; unheard, either would crash
  // the process as an uncaught 'error' event.
  pool.on('error', () => {});
  return pool;
}

const watchdogs = new WeakMap<Piscina<BatchTask, BatchResult>, WatchdogShared>();
/** Tells apart the runs sharing a pool (in their heartbeats). */
let runCount = 0;
/** How often the main thread reads the heartbeats. */
const WATCH_EVERY_MS = 250;

/**
 * Games [first, first + games) as consecutive batches of at most `batchSize`, made one at a time (a run of 10^15
 * games holds only the batches in flight); with `align`, no batch straddles a multiple of `align` (so the run can
 * stop exactly there).
 */
export function* splitBatches(games: number, batchSize: number, first = 0, align = 0): Generator<Batch> {
  const end = first + games;
  for (let start = first; start < end; ) {
    let stop = Math.min(start + batchSize, end);
    if (align > 0) stop = Math.min(stop, (Math.floor(start / align) + 1) * align);
    yield { start, count: stop - start };
    start = stop;
  }
}

export interface Batch {
  start: number;
  count: number;
}

/** Half the width of the 95% Wilson interval of the win rate. */
export function winRateHalfWidth(t: Tally): number {
  const [low, high] = wilson(t.wins, t.games);
  return (high - low) / 2;
}

export async function runPlan(plan: RunPlan, options: RunOptions = {}): Promise<RunResult> {
  for (const key of ['games', 'workers', 'batchSize'] as const) {
    if (!Number.isInteger(plan[key]) || plan[key] < 1) throw new UserError(`${key} must be a positive integer, got ${plan[key]}`);
  }
  const first = plan.first ?? 0;
  const { games, rulesetModule, missionFile, lineup, strategyFile, seed, rules, check, strategyOptions, collect, decisionBudgetMs, seats } = plan;
  const setup: GameSetup = { rulesetModule, missionFile, lineup, strategyFile, seed, rules, check, strategyOptions, collect, decisionBudgetMs, ...(seats ? { seats } : {}) };
  const { resume, precision } = options;
  const stats = new StatsAccumulator();
  const hash = createHash('sha256');
  const tally = emptyTally();
  const sink = options.out === undefined ? undefined : openSink(options.out);
  const started = performance.now();
  let pool: Piscina<BatchTask, BatchResult> | undefined;
  let workers = 0;
  let outcome: 'done' | 'interrupted' | 'precise' = 'done';
  let busyMs = 0;
  try {
    if (resume) {
      replayPrefix(resume.recordsFile, first, resume.games, (line, record) => {
        hash.update(line);
        sink?.write(line);
        addRecord(tally, record);
      });
      if (resume.stats) stats.add(resume.stats);
    }
    const isCheckpoint = () => precision !== undefined && ((first + tally.games) % PRECISION_STEP === 0 || tally.games === games);
    const reached = () => isCheckpoint() && winRateHalfWidth(tally) <= precision!;
    const remaining = games - tally.games;
    if (remaining > 0 && !reached() && !options.signal?.aborted) {
      const batches = () => splitBatches(remaining, plan.batchSize, first + tally.games, precision === undefined ? 0 : PRECISION_STEP);
      workers = 0;
      for (const _ of batches()) if (++workers === plan.workers) break;
      pool = options.pool ?? createPool(workers);
      let shown = tally.games;
      const progress = (done: number) => {
        if (done < shown) return;
        shown = done;
        options.onProgress?.(done, games);
      };
      const merge = (result: BatchResult) => {
        hash.update(result.records);
        sink?.write(result.records);
        mergeTally(tally, result.tally);
        busyMs += result.busyMs;
        if (result.stats) stats.add(result.stats);
        progress(tally.games);
        return reached();
      };
      const live = options.onProgress && ((unmerged: number) => progress(tally.games + unmerged));
      outcome = await playInOrder(pool, setup, batches(), workers, options.signal, merge, live);
    } else if (options.signal?.aborted && tally.games < games) {
      outcome = 'interrupted';
    } else if (tally.games < games) {
      outcome = 'precise';
    }
    sink?.commit();
  } catch (err) {
    sink?.abort();
    throw err;
  } finally {
    if (pool && !options.pool) await pool.destroy();
  }
  return {
    tally, recordsHash: hash.digest('hex'), workers, elapsedSeconds: (performance.now() - started) / 1000, stats: stats.result(),
    partial: outcome === 'interrupted', precise: outcome === 'precise', workerSeconds: busyMs / 1000,
  };
}

/**
 * One game again with its log, on a worker thread and under the watchdog as in a run, so its record is the run's:
 * a decision over the budget ends it as an error, and a strategy that never returns is stopped (after the budget
 * and a grace period) and recorded as the run records it. `onLine` gets each log line as the game writes it.
 */
export async function replayGame(setup: GameSetup, game: number, onLine: (line: string) => void, events = false): Promise<string> {
  const pool = createPool(1);
  const watchdog = watchdogs.get(pool)!;
  const run = ++runCount;
  const { port1, port2 } = new MessageChannel();
  port1.on('message', onLine);
  // The worker closes its end after its last line (or dies with it): every line has been delivered then.
  const drained = new Promise<void>((resolve) => port1.once('close', resolve));
  let watch: NodeJS.Timeout | undefined;
  const budget = setup.decisionBudgetMs;
  const stuck = new Promise<string>((resolve) => {
    if (!budget) return;
    watch = setInterval(() => {
      if (findStuck(watchdog, run, budget + GRACE_MS).length > 0) resolve(recordLine(stuckRecord(game, budget)));
    }, WATCH_EVERY_MS);
  });
  try {
    const task: ReplayTask = { setup, game, port: port2, run, events };
    const replayer = pool as unknown as Piscina<ReplayTask, string>;
    return await Promise.race([replayer.run(task, { name: 'replayGame', transferList: [port2] as never }), stuck]);
  } finally {
    clearInterval(watch);
    await pool.destroy();
    await drained;
  }
}

/** Feed the records of games [first, first + games) from `file` to `use`, checking that they are exactly those games. */
export function replayPrefix(file: string, first: number, games: number, use: (line: string, record: GameRecord) => void): void {
  let n = 0;
  forEachRecordLine(file, (line, lineNo) => {
    const record = parseRecordLine(line, file, lineNo);
    if (record.game !== first + n) throw new UserError(`${file}:${lineNo}: holds game ${record.game}, expected game ${first + n}; the results folder is damaged, start the run again`);
    if (n >= games) throw new UserError(`${file}:${lineNo}: more records than the ${games} games the run says it completed; the results folder is damaged, start the run again`);
    use(line + '\n', record);
    n++;
  });
  if (n !== games) throw new UserError(`${file} holds ${n} records, the run says it completed ${games}; the results folder is damaged, start the run again`);
}

/**
 * Submit batches keeping at most 2 per worker unmerged (bounded memory, fast failure), and call
 * `merge` for each result in batch order: out-of-order results wait in a buffer. Ends 'done' after
 * the last batch, 'precise' as soon as `merge` returns true, 'interrupted' when `signal` aborts.
 */
function playInOrder(
  pool: Piscina<BatchTask, BatchResult>,
  setup: GameSetup,
  batches: Iterator<Batch>,
  workers: number,
  signal: AbortSignal | undefined,
  merge: (result: BatchResult) => boolean,
  live?: (finishedUnmerged: number) => void,
): Promise<'done' | 'interrupted' | 'precise'> {
  const window = 2 * workers;
  const waiting = new Map<number, BatchResult>();
  const spare: ArrayBuffer[] = [];
  const run = ++runCount;
  // Games whose strategy never returned: the watchdog stopped their thread; their batch is replayed without them.
  const stuck = new Set<number>();
  const watchdog = watchdogs.get(pool);
  const budget = setup.decisionBudgetMs;
  const watch =
    watchdog && budget
      ? setInterval(() => {
          for (const s of findStuck(watchdog, run, budget + GRACE_MS)) {
            stuck.add(s.game);
            void pool.threads.find((t) => t.threadId === s.threadId)?.terminate();
          }
        }, WATCH_EVERY_MS)
      : undefined;
  // The batches submitted and not yet merged, by index: at most `window` of them.
  const inFlight = new Map<number, Batch>();
  const finishedUnmerged = (shared: WatchdogShared) => {
    let n = 0;
    for (const r of waiting.values()) n += r.tally.games;
    for (const game of gamesPlaying(shared, run)) {
      for (const [i, b] of inFlight) if (!waiting.has(i) && game >= b.start && game < b.start + b.count) n += game - b.start;
    }
    return n;
  };
  const tick = watchdog && live ? setInterval(() => live(finishedUnmerged(watchdog)), 1000) : undefined;
  // Aborts the batches still queued or running once the run has ended (interrupt, precision, failure).
  const cancel = new AbortController();
  let submitted = 0;
  let merged = 0;
  let exhausted = false;
  let ended = false;
  return new Promise((resolve, reject) => {
    const end = (how: 'done' | 'interrupted' | 'precise' | { error: unknown }) => {
      if (ended) return;
      ended = true;
      clearInterval(watch);
      clearInterval(tick);
      signal?.removeEventListener('abort', onInterrupt);
      cancel.abort();
      if (typeof how === 'string') resolve(how);
      else reject(how.error);
    };
    const onInterrupt = () => end('interrupted');
    signal?.addEventListener('abort', onInterrupt);
    const play = (i: number, attempt: number): void => {
      const batch = inFlight.get(i)!;
      const buffer = spare.pop();
      const skip = [...stuck].filter((g) => g >= batch.start && g < batch.start + batch.count);
      const task: BatchTask = { setup, ...batch, run, skip, ...(buffer ? { buffer } : {}) };
      pool.run(task, { signal: cancel.signal, transferList: buffer ? [buffer] : undefined }).then(
        (result) => {
          if (ended) return;
          try {
            waiting.set(i, result);
            for (let r; !ended && (r = waiting.get(merged)) !== undefined; ) {
              waiting.delete(merged);
              inFlight.delete(merged);
              merged++;
              if (merge(r)) return end('precise');
              // merge() has hashed and written the records (synchronously): the buffer can carry another batch.
              if (spare.length < window && r.records.byteOffset === 0) spare.push(r.records.buffer as ArrayBuffer);
            }
          } catch (error) {
            return end({ error });
          }
          if (ended) return;
          submit();
          if (exhausted && merged === submitted) end('done');
        },
        (err: unknown) => {
          if (ended) return;
          // A worker thread that died (not a task that threw) is replaced by the pool; the batch is
          // played again from its seeds, so the results are those of an undisturbed run.
          if (!isWorkerDeath(err)) return end({ error: batchError(err, batch, attempt) });
          // Stopped by the watchdog (a new stuck game in this batch): not a failed attempt.
          const stopped = [...stuck].some((g) => g >= batch.start && g < batch.start + batch.count && !skip.includes(g));
          if (stopped) play(i, attempt);
          else if (attempt < BATCH_ATTEMPTS) play(i, attempt + 1);
          else end({ error: batchError(err, batch, attempt) });
        },
      );
    };
    const submit = () => {
      while (!ended && !exhausted && submitted - merged < window) {
        const next = batches.next();
        if (next.done) exhausted = true;
        else {
          inFlight.set(submitted, next.value);
          play(submitted++, 1);
        }
      }
    };
    if (signal?.aborted) end('interrupted');
    else submit();
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
export function openSink(dir: string) {
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
    write: (data: string | Uint8Array) => writeFileSync(fd, data),
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
