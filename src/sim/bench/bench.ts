/**
 * `zsim bench`: throughput per mission and worker count, parallel efficiency, pool overhead and
 * memory, each measured in a fresh process (probe.ts), and the markdown table docs/benchmarks.md holds.
 */
import { spawn } from 'node:child_process';
import { cpus, totalmem, availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { RunPlan } from '../runner.ts';
import type { ProbeRequest, ProbeResult } from './probe.ts';

const PROBE = fileURLToPath(new URL('./probe.mjs', import.meta.url));

/** Run one probe process and return its measurement. */
export function probe(request: ProbeRequest): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PROBE, JSON.stringify(request)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as ProbeResult);
      else reject(new Error(`benchmark probe failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

export interface MissionBench {
  mission: string;
  /** Games per measurement (the same for every worker count), and per batch. */
  games: number;
  batchSize: number;
  /** By worker count 1, 2, … (the rates derived from `result`). */
  runs: { workers: number; result: ProbeResult; gamesPerSecond: number; decisionsPerSecond: number; roundsPerSecond: number }[];
  /**
   * The machine's ceiling for the most workers: the summed games/s of that many independent 1-worker processes
   * running at once (cores that slow each other down — shared caches, memory, SMT, clock — show here, not in zsim).
   */
  ceiling: number;
}

export interface MemoryBench {
  mission: string;
  workers: number;
  small: ProbeResult;
  large: ProbeResult;
}

/** Games/s of a measurement (warm pool, start-up excluded). */
export const rate = (r: ProbeResult) => r.games / r.elapsedSeconds;
/** Strategy decisions/s: the engine's speed whatever the length of a mission's games. */
export const decisionRate = (r: ProbeResult) => r.decisions / r.elapsedSeconds;
export const roundRate = (r: ProbeResult) => r.rounds / r.elapsedSeconds;
/** Share of the workers' wall time not spent playing games: messaging, merging, waiting. */
export const poolOverhead = (r: ProbeResult, workers: number) => Math.max(0, 1 - r.workerSeconds / (workers * r.elapsedSeconds));

/**
 * Measure one mission: a short calibration on 1 worker sizes the run to about `seconds` on 1 worker
 * (at least 1,000 games), then the same games are played on 1, 2, … `maxWorkers` workers.
 */
export async function benchMission(mission: string, plan: Omit<RunPlan, 'games' | 'workers'>, maxWorkers: number, seconds: number): Promise<MissionBench> {
  const calibration = await probe({ plan: { ...plan, games: 500, workers: 1 }, warmupGames: 200 });
  const games = Math.max(1000, Math.round((rate(calibration) * seconds) / 100) * 100);
  // Enough batches that the workers finish together (the last batch leaves the others idle): 32 per worker at least.
  const batchSize = Math.max(10, Math.min(plan.batchSize, Math.floor(games / (BATCHES_PER_WORKER * maxWorkers))));
  const runs = [];
  const warmupGames = Math.min(games, 4 * batchSize);
  for (let workers = 1; workers <= maxWorkers; workers++) {
    const result = await probe({ plan: { ...plan, batchSize, games, workers }, warmupGames: warmupGames * workers });
    runs.push({ workers, result, gamesPerSecond: rate(result), decisionsPerSecond: decisionRate(result), roundsPerSecond: roundRate(result) });
  }
  // What the machine gives `maxWorkers` threads with no pool at all: as many 1-worker processes at once.
  const alone = maxWorkers > 1 ? await Promise.all(Array.from({ length: maxWorkers }, () => probe({ plan: { ...plan, batchSize, games, workers: 1 }, warmupGames }))) : [];
  return { mission, games, batchSize, runs, ceiling: alone.reduce((sum, r) => sum + rate(r), 0) };
}

const BATCHES_PER_WORKER = 32;

/** Main-process memory of a whole run (no warm-up) at `small` and `large` games. */
export async function benchMemory(mission: string, plan: Omit<RunPlan, 'games'>, small: number, large: number): Promise<MemoryBench> {
  return {
    mission,
    workers: plan.workers,
    small: await probe({ plan: { ...plan, games: small }, warmupGames: 0 }),
    large: await probe({ plan: { ...plan, games: large }, warmupGames: 0 }),
  };
}

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${availableParallelism()} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${process.platform}/${process.arch}`;
}

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`;

/** The results as markdown: a table per mission and worker count, then the memory check. */
export function benchMarkdown(missions: MissionBench[], memory: MemoryBench | undefined, strategy: string, when: string): string {
  const maxW = Math.max(...missions.flatMap((m) => m.runs.map((r) => r.workers)));
  const head = [
    `Measured ${when} on ${machine()}; strategy ${strategy}; each figure from a fresh process with a warmed-up pool.`,
    '',
    `| mission | games (batch) | ${Array.from({ length: maxW }, (_, i) => `${i + 1} worker${i ? 's' : ''} games/s`).join(' | ')} | 1 worker decisions/s | 1 worker rounds/s | per worker at ${maxW} | efficiency at ${maxW} | machine ceiling at ${maxW} | of the ceiling | pool overhead at ${maxW} | peak RSS at ${maxW} |`,
    `|---|--:|${'--:|'.repeat(maxW)}--:|--:|--:|--:|--:|--:|--:|--:|`,
  ];
  const rows = missions.map((m) => {
    const one = m.runs.find((r) => r.workers === 1)!.result;
    const top = m.runs.find((r) => r.workers === maxW)!;
    const rates = Array.from({ length: maxW }, (_, i) => {
      const r = m.runs.find((x) => x.workers === i + 1);
      return r ? n0(rate(r.result)) : '–';
    });
    const efficiency = rate(top.result) / (maxW * rate(one));
    const ceiling = m.ceiling > 0 ? [n0(m.ceiling), pct(rate(top.result) / m.ceiling)] : ['–', '–'];
    return `| ${m.mission} | ${n0(m.games)} (${m.batchSize}) | ${rates.join(' | ')} | ${n0(decisionRate(one))} | ${n0(roundRate(one))} | ${n0(rate(top.result) / maxW)} | ${pct(efficiency)} | ${ceiling.join(' | ')} | ${pct(poolOverhead(top.result, maxW))} | ${mib(top.result.peakRssBytes)} |`;
  });
  const mem = memory
    ? [
        '',
        `Main-process memory, whole run of ${memory.mission} on ${memory.workers} workers (no --out or --report):`,
        '',
        '| games | seconds | peak main-thread memory (JS heap + buffers) | peak process RSS (worker threads included) |',
        '|--:|--:|--:|--:|',
        ...[memory.small, memory.large].map((r) => `| ${n0(r.games)} | ${r.elapsedSeconds.toFixed(1)} | ${mib(r.peakMainBytes)} | ${mib(r.peakRssBytes)} |`),
        '',
        `Growth from ${n0(memory.small.games)} to ${n0(memory.large.games)} games: main-thread memory ${pct(memory.large.peakMainBytes / memory.small.peakMainBytes - 1)}, process RSS ${pct(memory.large.peakRssBytes / memory.small.peakRssBytes - 1)}.`,
      ]
    : [];
  return [...head, ...rows, ...mem].join('\n') + '\n';
}

/** Replace the text between the bench markers of `doc` (or append a marked section). */
export const BENCH_START = '<!-- zsim bench: start (generated by `npx zsim bench --write docs/benchmarks.md`) -->';
export const BENCH_END = '<!-- zsim bench: end -->';
export function spliceBench(doc: string, table: string): string {
  const block = `${BENCH_START}\n${table}${BENCH_END}`;
  const a = doc.indexOf(BENCH_START);
  const b = doc.indexOf(BENCH_END);
  if (a >= 0 && b > a) return doc.slice(0, a) + block + doc.slice(b + BENCH_END.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}
