/** Options shared by commands, and the coercions that validate flag values. */
import { availableParallelism } from 'node:os';
import type { Argv } from 'yargs';
import { DEFAULT_BATCH_SIZE } from '../sim/runner.ts';

export const DEFAULT_MISSION = 'season1/00-tutorial';
export const DEFAULT_STRATEGY = 'greedy';
/** Per-decision time limit for strategies, in milliseconds. */
export const DEFAULT_DECISION_BUDGET_MS = 10_000;

/** The most worker threads `--workers` takes: beyond the cores, threads only add overhead, and each costs memory. */
export const MAX_WORKERS = 256;
/** Upper bounds of the integer flags that have one below Number.MAX_SAFE_INTEGER. */
const MAXIMA: Readonly<Record<string, number>> = { workers: MAX_WORKERS };

/**
 * A coerce function: `--name` must be an integer from min to max (default: the flag's bound in MAXIMA, else
 * Number.MAX_SAFE_INTEGER, the largest integer a double holds exactly). The message states the range.
 */
export function integerAtLeast(name: string, min: number, max: number = MAXIMA[name] ?? Number.MAX_SAFE_INTEGER) {
  const what = `an integer from ${min} to ${max}`;
  return (value: unknown): number => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) throw new Error(`--${name} must be ${what}, got "${String(value)}"`);
    return n;
  };
}

/** `--survivors Amy,Doug` → ['Amy', 'Doug']. */
function survivorList(value: unknown): string[] {
  const names = String(value).split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (names.length === 0) throw new Error(`--survivors needs a comma-separated list of names, got "${String(value)}"`);
  return names;
}

/** `--flag key=value` (repeatable) → { key: value }. */
function keyValues(flag: string, example: string) {
  return (value: unknown): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const item of ([] as unknown[]).concat(value)) {
      const m = /^\s*([\w-]+)\s*=(.*)$/.exec(String(item));
      if (!m) throw new Error(`--${flag} needs key=value (e.g. --${flag} ${example}), got "${String(item)}"`);
      out[m[1]!] = m[2]!.trim();
    }
    return out;
  };
}

/** --mission, --seed, --strategy, --survivors, --rule: what picks the games to play. */
export function gameOptions<T>(y: Argv<T>) {
  return y
    .option('mission', {
      type: 'string', default: DEFAULT_MISSION, requiresArg: true,
      describe: 'mission id (e.g. season1/00-tutorial, or a unique prefix such as season1/00), its name ("Small Town") or a mission file',
    })
    .option('seed', { type: 'string', default: '1', requiresArg: true, describe: 'run seed; game k of a run depends only on (seed, k)' })
    .option('strategy', { type: 'string', default: DEFAULT_STRATEGY, requiresArg: true, describe: 'a strategy name from strategies/ or a .ts/.js/.mjs file' })
    .option('survivors', {
      type: 'string', requiresArg: true, coerce: survivorList,
      describe: "comma-separated survivor lineup (default: the mission's lineup)",
    })
    .option('strategy-opt', {
      type: 'string', requiresArg: true, coerce: keyValues('strategy-opt', 'rollouts=16'),
      describe: 'a setting for the strategy, e.g. --strategy expert --strategy-opt rollouts=16 (repeatable; see docs/strategies.md)',
    })
    .option('decision-budget-ms', {
      default: DEFAULT_DECISION_BUDGET_MS, requiresArg: true, coerce: integerAtLeast('decision-budget-ms', 1),
      describe: 'a strategy decision slower than this ends that game as an error (a guard against runaway strategies)',
    })
    .option('check', {
      type: 'boolean', default: false,
      describe: 'verify the rules\' invariants after every step (cards, miniatures, wounds, XP, zones); a violation ends that game as an error',
    })
    .option('rule', {
      type: 'string', requiresArg: true, coerce: keyValues('rule', 'xp-thresholds=7,19,44'),
      describe: 'override a mission key for this run, e.g. --rule players=2 --rule zombie-card-source=landraille (repeatable; see docs/missions.md)',
    });
}

/** --seat-order: who sits first. `defaultDescription` says what the command does without the flag. */
export function seatOrderOption<T>(y: Argv<T>, defaultDescription: string) {
  return y.option('seat-order', {
    type: 'string', choices: ['shuffled', 'fixed'] as const, requiresArg: true, defaultDescription,
    describe: 'shuffled: each game seats the lineup in an order drawn from its seed (the same order for every lineup of that size); fixed: the lineup as given, first name first',
  });
}

/** --workers, --batch-size: how games are spread over threads (never what they give). */
export function poolOptions<T>(y: Argv<T>) {
  return y
    .option('workers', {
      default: availableParallelism(), defaultDescription: 'all cores', requiresArg: true,
      coerce: integerAtLeast('workers', 1), describe: 'worker threads',
    })
    .option('batch-size', {
      type: 'number', requiresArg: true, coerce: integerAtLeast('batch-size', 1),
      defaultDescription: `min(${DEFAULT_BATCH_SIZE}, games / (workers × 4))`,
      describe: 'games per task sent to a worker (does not change results)',
    });
}

/** --json and --report of the commands that compare arms (compare, balance, difficulty): `what` names the report. */
export function armsOutputOptions<T>(y: Argv<T>, what: string) {
  return y
    .option('json', { type: 'boolean', default: false, describe: 'print one JSON object instead of the text summary' })
    .option('report', { type: 'string', requiresArg: true, describe: `also write a self-contained HTML ${what} to FILE` });
}
