/**
 * One benchmark measurement in a fresh process (so memory and JIT state do not carry over): start a
 * pool, warm it up, play the plan on it while sampling memory, and print one JSON line (ProbeResult).
 */
import { performance } from 'node:perf_hooks';
import { createPool, runPlan, type RunPlan } from '../runner.ts';

export interface ProbeRequest {
  plan: RunPlan;
  /** Games played on the pool before timing (0: time the whole run, pool start-up included). */
  warmupGames: number;
}

export interface ProbeResult {
  games: number;
  elapsedSeconds: number;
  workerSeconds: number;
  /** Pool creation and warm-up, seconds. */
  startupSeconds: number;
  /** Peaks while the timed run played: the process's resident memory, and the main thread's JS heap. */
  peakRssBytes: number;
  peakMainHeapBytes: number;
  recordsHash: string;
}

const request = JSON.parse(process.argv[2]!) as ProbeRequest;
const { plan } = request;
const began = performance.now();
const pool = request.warmupGames > 0 ? createPool(plan.workers) : undefined;
if (pool) await runPlan({ ...plan, seed: `${plan.seed}-warmup`, games: request.warmupGames }, { pool });
const startupSeconds = (performance.now() - began) / 1000;
let peakRssBytes = 0;
let peakMainHeapBytes = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRssBytes = Math.max(peakRssBytes, m.rss);
  peakMainHeapBytes = Math.max(peakMainHeapBytes, m.heapUsed);
};
const sampler = setInterval(sample, 20);
const r = await runPlan(plan, { pool });
sample();
clearInterval(sampler);
await pool?.destroy();
const result: ProbeResult = {
  games: r.tally.games, elapsedSeconds: r.elapsedSeconds, workerSeconds: r.workerSeconds, startupSeconds,
  peakRssBytes, peakMainHeapBytes, recordsHash: r.recordsHash,
};
process.stdout.write(JSON.stringify(result) + '\n');
