/**
 * What `zsim run` saves and reports besides its summary: the results files (--out) and the HTML
 * report (--report). Shared by run.ts and report.ts; not a command.
 */
import { statSync } from 'node:fs';
import type { RunStats } from '../analytics/collect.ts';
import { type RunMeta, writeResults } from '../analytics/results.ts';
import { analyzeRun } from '../analytics/tables.ts';
import { UserError } from '../core/errors.ts';
import { writeReport } from '../report/html.ts';
import { runReportPage, zsimCommand } from '../report/run-report.ts';
import type { Setup } from '../sim/setup.ts';

export interface RunFlags {
  strategy: string;
  seed: string;
  games: number;
  strategyOpt?: Record<string, string>;
}

/** The command replaying a run's games (no output flags). */
export function runCommand(setup: Setup, flags: RunFlags): string {
  const pairs: [string, string | undefined][] = [
    ['--mission', setup.missionRef.id],
    ['--strategy', flags.strategy],
    ['--survivors', setup.lineup.join(',')],
    ['--games', String(flags.games)],
    ['--seed', flags.seed],
  ];
  for (const [k, v] of Object.entries(setup.rules)) pairs.push(['--rule', `${k}=${v}`]);
  for (const [k, v] of Object.entries(flags.strategyOpt ?? {})) pairs.push(['--strategy-opt', `${k}=${v}`]);
  return zsimCommand('run', pairs);
}

export function runMeta(setup: Setup, flags: RunFlags): RunMeta {
  return {
    mission: setup.missionRef.id,
    missionName: setup.missionSummary.name,
    fidelity: setup.missionSummary.fidelity,
    game: setup.ruleset.id,
    strategy: flags.strategy,
    lineup: setup.lineup,
    games: flags.games,
    seed: flags.seed,
    rules: setup.rules,
    strategyOptions: { ...flags.strategyOpt },
    command: runCommand(setup, flags),
  };
}

/** Fail before playing when --report names a folder. */
export function checkReportPath(file: string | undefined, flag = '--report'): void {
  if (file === undefined) return;
  let isDir = false;
  try {
    isDir = statSync(file).isDirectory();
  } catch {
    return;
  }
  if (isDir) throw new UserError(`${flag} ${file} is a folder; give the report's file name, e.g. ${flag} ${file.replace(/\/$/, '')}/report.html`);
}

/** Write the results files (--out: besides games.jsonl and summary.json) and the report (--report) of a run. */
export function saveRun(meta: RunMeta, stats: RunStats | undefined, out: { dir?: string; report?: string }): void {
  if (!stats) {
    // A rule system without a collector: --out keeps games.jsonl and summary.json only.
    if (out.report !== undefined) throw new UserError(`the ${meta.game} rule system collects no statistics, so it has no report`);
    return;
  }
  if (out.dir === undefined && out.report === undefined) return;
  const analysis = analyzeRun(stats);
  if (out.dir !== undefined) writeResults(out.dir, meta, stats, analysis);
  if (out.report !== undefined) writeReport(out.report, runReportPage(meta, stats, out.report, analysis));
}
