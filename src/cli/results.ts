/**
 * What `zsim run` saves and reports besides its summary: the results files (--out) and the HTML
 * report (--report). Shared by run.ts and report.ts; not a command.
 */
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunStats } from '../analytics/collect.ts';
import { type RunMeta, writeResults } from '../analytics/results.ts';
import { analyzeRun } from '../analytics/tables.ts';
import { UserError } from '../core/errors.ts';
import { writeReport } from '../report/html.ts';
import { isScripted, missionZoneTokens, runReportPage, zsimCommand } from '../report/run-report.ts';
import type { Setup } from '../sim/setup.ts';

export interface RunFlags {
  strategy: string;
  seed: string;
  games: number;
  strategyOpt?: Record<string, string>;
  /** `--shard i/n` (1-based). */
  shard?: { index: number; count: number } | null;
  precision?: number | null;
}

/** What `runCommand` needs: the run's settings. */
export type RunSettings = Pick<RunMeta, 'mission' | 'strategy' | 'lineup' | 'games' | 'seed' | 'rules' | 'strategyOptions'> & Pick<RunFlags, 'shard' | 'precision'>;

/** The command replaying a run's games (no output flags). */
export function runCommand(r: RunSettings): string {
  const pairs: [string, string | undefined][] = [
    ['--mission', r.mission],
    ['--strategy', r.strategy],
    ['--survivors', r.lineup.join(',')],
    ['--games', String(r.games)],
    ['--seed', r.seed],
  ];
  for (const [k, v] of Object.entries(r.rules)) pairs.push(['--rule', `${k}=${v}`]);
  for (const [k, v] of Object.entries(r.strategyOptions)) pairs.push(['--strategy-opt', `${k}=${v}`]);
  if (r.precision != null) pairs.push(['--precision', String(r.precision)]);
  if (r.shard) pairs.push(['--shard', `${r.shard.index}/${r.shard.count}`]);
  return zsimCommand('run', pairs);
}

export function runMeta(setup: Setup, flags: RunFlags): RunMeta {
  const settings = {
    mission: setup.missionRef.id,
    strategy: flags.strategy,
    lineup: setup.lineup,
    games: flags.games,
    seed: flags.seed,
    rules: setup.rules,
    strategyOptions: { ...flags.strategyOpt },
  };
  return {
    ...settings,
    missionName: setup.missionSummary.name,
    fidelity: setup.missionSummary.fidelity,
    game: setup.ruleset.id,
    command: runCommand({ ...settings, shard: flags.shard, precision: flags.precision }),
    scripted: isScripted(setup.strategy),
    zoneTokens: missionZoneTokens(setup.missionRef.file),
  };
}

/** Fail before playing when --report names a folder, or a place no file can be written. */
export function checkReportPath(file: string | undefined, flag = '--report'): void {
  if (file === undefined) return;
  let isDir = false;
  try {
    isDir = statSync(file).isDirectory();
  } catch {
    // A new file: checked below.
  }
  if (isDir) throw new UserError(`${flag} ${file} is a folder; give the report's file name, e.g. ${flag} ${file.replace(/\/$/, '')}/report.html`);
  checkWritableFolder(path.dirname(path.resolve(file)), flag, file);
}

/**
 * Fail before playing unless files can be written in `dir` (`flag` and `given` name it in the message): the folders
 * missing on the way are made one at a time (never a recursive mkdir, which spins forever under /proc), and a
 * probe file is written and removed.
 */
export function checkWritableFolder(dir: string, flag: string, given: string): void {
  const missing: string[] = [];
  let at = path.resolve(dir);
  while (!existsSync(at)) {
    missing.unshift(at);
    const up = path.dirname(at);
    if (up === at) break;
    at = up;
  }
  try {
    if (existsSync(at) && !statSync(at).isDirectory()) throw new Error(`${at} is a file, not a folder`);
    for (const d of missing) mkdirSync(d);
    const probe = path.join(dir, `.zsim-write-check-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (e) {
    throw new UserError(`${flag} ${given}: nothing can be written there (${(e as Error).message}); name a folder you can write to. No game was played.`);
  }
}

/**
 * Write the results files (--out: besides games.jsonl and summary.json) and the report (--report) of a run; returns
 * the names of the files written in the --out folder.
 */
export function saveRun(meta: RunMeta, stats: RunStats | undefined, out: { dir?: string; report?: string }): string[] {
  if (!stats) {
    // A rule system without a collector: --out keeps games.jsonl and summary.json only.
    if (out.report !== undefined) throw new UserError(`the ${meta.game} rule system collects no statistics, so it has no report`);
    return [];
  }
  if (out.dir === undefined && out.report === undefined) return [];
  const analysis = analyzeRun(stats);
  const files = out.dir !== undefined ? writeResults(out.dir, meta, stats, analysis) : [];
  if (out.report !== undefined) writeReport(out.report, runReportPage(meta, stats, out.report, analysis));
  return files;
}
