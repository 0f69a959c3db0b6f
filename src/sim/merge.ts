/**
 * Combining the shards of a run (`zsim run --shard i/n --out DIR` each) into the results of the
 * whole run: records concatenated in shard order, so the hash, tally and statistics are exactly
 * those of one uninterrupted run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StatsAccumulator, type RunStats } from '../analytics/collect.ts';
import { readResults, STATS_FILE } from '../analytics/results.ts';
import { UserError } from '../core/errors.ts';
import { readRunFile, runIdentity, type RunFile } from './run-file.ts';
import { GAMES_FILE, openSink, replayPrefix } from './runner.ts';
import { addRecord, emptyTally, type Tally } from './tally.ts';

export interface MergedRun {
  /** run.json of the whole run (no shard, complete). */
  run: RunFile;
  tally: Tally;
  recordsHash: string;
  stats?: RunStats;
  /** The most workers any shard used, and the first shard's batch size (from their summary.json). */
  workers: number;
  batchSize: number;
}

/** Check that `dirs` hold every shard of one run, complete, and combine them (writing games.jsonl into `out`). */
export function mergeShards(dirs: readonly string[], out?: string): MergedRun {
  if (dirs.length === 0) throw new UserError('zsim merge needs the results folders of the shards, e.g. zsim merge shard-1 shard-2');
  const parts = dirs.map((dir) => ({ dir, run: readRunFile(dir, 'zsim merge') }));
  for (const { dir, run } of parts) {
    if (run.status === 'partial') {
      throw new UserError(`${dir} is partial (${run.completed} of ${run.planned} games): finish it first with \`npx zsim run --resume ${dir}\`, then merge`);
    }
  }
  checkSameRun(parts);
  const count = parts[0]!.run.shard?.count ?? 1;
  const byIndex = new Map<number, (typeof parts)[number]>();
  for (const p of parts) {
    const index = p.run.shard?.index ?? 1;
    const twin = byIndex.get(index);
    if (twin) throw new UserError(`${twin.dir} and ${p.dir} are both shard ${index}/${count}; give each shard once`);
    byIndex.set(index, p);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length) throw new UserError(`shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} of the run ${missing.length > 1 ? 'are' : 'is'} missing; merge needs all ${count}`);
  const ordered = [...byIndex.keys()].sort((a, b) => a - b).map((i) => byIndex.get(i)!);

  const withStats = ordered.filter((p) => existsSync(path.join(p.dir, STATS_FILE)));
  if (withStats.length !== 0 && withStats.length !== ordered.length) {
    const lacking = ordered.find((p) => !withStats.includes(p))!;
    throw new UserError(`${lacking.dir} has no ${STATS_FILE} but other shards do; its folder is incomplete, play that shard again`);
  }
  const hash = createHash('sha256');
  const tally = emptyTally();
  const stats = new StatsAccumulator();
  const sink = out === undefined ? undefined : openSink(out);
  let workers = 0;
  let batchSize = 0;
  let elapsedSeconds = 0;
  try {
    for (const { dir, run } of ordered) {
      if (run.first !== tally.games || run.completed !== run.planned) throw new UserError(`${dir} holds games ${run.first}–${run.first + run.completed - 1}, expected them from game ${tally.games}; the folder is damaged`);
      replayPrefix(path.join(dir, GAMES_FILE), run.first, run.completed, (line, record) => {
        hash.update(line);
        sink?.write(line);
        addRecord(tally, record);
      });
      if (withStats.length) stats.add(readResults(dir).stats);
      const summary = readSummary(dir);
      workers = Math.max(workers, summary.workers ?? 0);
      batchSize ||= summary.batchSize ?? 0;
      elapsedSeconds += run.elapsedSeconds;
    }
    sink?.commit();
  } catch (err) {
    sink?.abort();
    throw err;
  }
  const first = ordered[0]!.run;
  const { note: _note, ...meta } = first.meta;
  const whole: RunFile = {
    ...first, meta: { ...meta, command: first.meta.command.replace(/ --shard \d+\/\d+$/, '') },
    shard: null, first: 0, planned: tally.games, completed: tally.games, status: 'complete', report: null, elapsedSeconds,
  };
  return { run: whole, tally, recordsHash: hash.digest('hex'), stats: stats.result(), workers, batchSize };
}

/** Every part must come from the same run: same mission, strategy, lineup, seed, rules, games, files and shard count. */
function checkSameRun(parts: { dir: string; run: RunFile }[]): void {
  const [head, ...rest] = parts;
  const identity = runIdentity(head!.run);
  for (const p of rest) {
    if (runIdentity(p.run) === identity) continue;
    const a = head!.run;
    const b = p.run;
    const fields: string[] = (['mission', 'strategy', 'lineup', 'games', 'seed', 'rules', 'strategyOptions'] as const).filter((k) => JSON.stringify(a.meta[k]) !== JSON.stringify(b.meta[k]));
    if ((a.shard?.count ?? 1) !== (b.shard?.count ?? 1)) fields.push('shard count');
    if (JSON.stringify(a.fingerprints) !== JSON.stringify(b.fingerprints)) fields.push('mission or strategy file contents');
    const what = fields.length ? fields.join(', ') : 'settings (--check, --decision-budget-ms)';
    throw new UserError(`${p.dir} is not a shard of the same run as ${head!.dir}: they differ in ${what}`);
  }
}

function readSummary(dir: string): { workers?: number; batchSize?: number } {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'summary.json'), 'utf8'));
  } catch {
    return {};
  }
}
