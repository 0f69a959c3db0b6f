/**
 * run.json: what a results folder (`zsim run --out DIR`) holds and how it was played, so that an
 * interrupted run can be finished (`zsim run --resume DIR`) and shards combined (`zsim merge`).
 * The format is documented in docs/results.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunMeta } from '../analytics/results.ts';
import { writeFileAtomic } from '../core/atomic.ts';
import { UserError } from '../core/errors.ts';

export const RUN_FILE = 'run.json';
export const RUN_FORMAT = 'zsim-run/1';

/** Shard `index` of `count` (1-based, as in `--shard 2/4`). */
export interface Shard {
  index: number;
  count: number;
}

export interface RunFile {
  format: typeof RUN_FORMAT;
  /** What was played: mission, strategy, lineup, seed, rules, the run's total games, the command. */
  meta: RunMeta;
  /** SHA-256 of the mission and strategy files' text: a resume or merge refuses files that changed. */
  fingerprints: { mission: string; strategy: string };
  check: boolean;
  decisionBudgetMs: number;
  precision: number | null;
  shard: Shard | null;
  /** This folder's games are first .. first + planned - 1 of the run (a shard's share, or all). */
  first: number;
  planned: number;
  /** Games played and saved, from `first` (less than planned when partial or stopped by precision). */
  completed: number;
  /** "partial": interrupted, finish with `zsim run --resume DIR`; "complete": done. */
  status: 'partial' | 'complete';
  /** The HTML report the run writes (relative to the working directory it ran in), if any. */
  report: string | null;
  /** Wall-clock seconds spent playing, over every session of the run. */
  elapsedSeconds: number;
}

/** SHA-256 (hex) of a file's bytes. */
export function fileFingerprint(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** `--shard 2/4` → { index: 2, count: 4 }. */
export function parseShard(value: unknown): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(String(value));
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard must be i/n with 1 ≤ i ≤ n (e.g. --shard 2/4 plays the second quarter of the games), got "${String(value)}"`);
  }
  return { index, count };
}

/** The games of shard `s` of a run of `games`: consecutive, as equal as possible, shard 1 first. */
export function shardRange(games: number, s: Shard | null): { first: number; planned: number } {
  if (!s) return { first: 0, planned: games };
  const first = Math.floor(((s.index - 1) * games) / s.count);
  return { first, planned: Math.floor((s.index * games) / s.count) - first };
}

export function writeRunFile(dir: string, run: RunFile): void {
  writeFileAtomic(path.join(dir, RUN_FILE), JSON.stringify(run, null, 2) + '\n');
}

/** Read DIR/run.json; a missing or damaged file is a UserError saying what DIR should be. */
export function readRunFile(dir: string, what: string): RunFile {
  const file = path.join(dir, RUN_FILE);
  if (!existsSync(dir)) throw new UserError(`${what}: results folder ${dir} does not exist`);
  if (!existsSync(file)) {
    throw new UserError(`${dir} has no ${RUN_FILE}: ${what} needs a results folder written by \`zsim run --out ${dir}\` (by this version of zsim)`);
  }
  let run: RunFile;
  try {
    run = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UserError(`${file} is not valid JSON (${(e as Error).message}); the results folder is damaged`);
  }
  if (run?.format !== RUN_FORMAT) throw new UserError(`${file}: unknown format ${JSON.stringify(run?.format)} (expected ${RUN_FORMAT})`);
  const ints = ['first', 'planned', 'completed'] as const;
  const bad = ints.find((k) => !Number.isSafeInteger(run[k]) || run[k] < 0);
  if (bad || run.completed > run.planned || !run.meta || !run.fingerprints || !['partial', 'complete'].includes(run.status)) {
    throw new UserError(`${file} is damaged${bad ? ` (field "${bad}")` : ''}; start the run again`);
  }
  return run;
}

/** The part of a run that must be equal in every shard of it (everything but the shard itself). */
export function runIdentity(run: RunFile): string {
  const { command: _command, note: _note, ...meta } = run.meta;
  return JSON.stringify([meta, run.fingerprints, run.check, run.decisionBudgetMs, run.precision, run.shard?.count ?? 1]);
}
