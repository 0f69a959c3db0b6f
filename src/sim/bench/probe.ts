/**
 * One benchmark measurement in a fresh process (so memory and JIT state do not carry over): start a
 * pool, warm it up, play the plan on it while sampling memory, and print one JSON line (ProbeResult).
 */
import { performance } from 'node:perf_hooks';
import { createPool, runPlan, type RunPlan } from '../runner.ts';

export interface ProbeRequest {
  plan: RunPlan;
  /** Games per warm-up run, repeated for about 2 s on the pool before timing (0: time the whole run, pool start-up included). */
  warmupGames: number;
}

export interface ProbeResult {
  games: number;
  /** Over the timed games: the strategy's decisions, and the rounds played. */
  decisions: number;
  rounds: number;
  elapsedSeconds: number;
  workerSeconds: number;
  /** Pool creation and warm-up, seconds. */
  startupSeconds: number;
  /** Peaks while the timed run played: the process's resident memory (worker threads included), and the main thread's own memory (JS heap and buffers). */
  peakRssBytes: number;
  peakMainBytes: number;
  recordsHash: string;
}

/** How long the pool plays before timing starts. */
const WARMUP_MS = 2000;

const request = JSON.parse(process.argv[2]!) as ProbeRequest;
const { plan } = request;
const began = performance.now();
const pool = request.warmupGames > 0 ? createPool(plan.workers) : undefined;
// Warm up for a while, not for a number of games: a thread that is still loading when the first warm-up batches
// go out would otherwise do its loading and JIT warm-up inside the timed run.
const warmup = { ...plan, seed: `${plan.seed}-warmup`, games: request.warmupGames, batchSize: Math.max(10, Math.ceil(plan.batchSize / 5)) };
while (pool && performance.now() - began < WARMUP_MS) await runPlan(warmup, { pool });
const startupSeconds = (performance.now() - began) / 1000;
let peakRssBytes = 0;
let peakMainBytes = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRssBytes = Math.max(peakRssBytes, m.rss);
  peakMainBytes = Math.max(peakMainBytes, m.heapUsed + m.external);
};
const sampler = setInterval(sample, 20);
const r = await runPlan(plan, { pool });
sample();
clearInterval(sampler);
await pool?.destroy();
const result: ProbeResult = {
  games: r.tally.games, decisions: r.tally.decisionsSum, rounds: r.tally.roundsSum, elapsedSeconds: r.elapsedSeconds, workerSeconds: r.workerSeconds, startupSeconds,
  peakRssBytes, peakMainBytes, recordsHash: r.recordsHash,
};
process.stdout.write(JSON.stringify(result) + '\n');
