/** Options shared by commands, and the coercions that validate flag values. */
import type { Argv } from 'yargs';

export const DEFAULT_MISSION = 'season1/00-tutorial';
export const DEFAULT_STRATEGY = 'greedy';

/** A coerce function: `--name` must be an integer ≥ min. */
export function integerAtLeast(name: string, min: number) {
  const what = min === 1 ? 'a positive integer' : `an integer ≥ ${min}`;
  return (value: unknown): number => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be ${what}, got "${String(value)}"`);
    return n;
  };
}

/** `--survivors Amy,Doug` → ['Amy', 'Doug']. */
function survivorList(value: unknown): string[] {
  const names = String(value).split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (names.length === 0) throw new Error(`--survivors needs a comma-separated list of names, got "${String(value)}"`);
  return names;
}

/** `--rule key=value` (repeatable) → { key: value }. */
function ruleMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of ([] as unknown[]).concat(value)) {
    const m = /^\s*([\w-]+)\s*=(.*)$/.exec(String(item));
    if (!m) throw new Error(`--rule needs key=value (a mission header key, e.g. --rule xp-thresholds=7,19,44), got "${String(item)}"`);
    out[m[1]!] = m[2]!.trim();
  }
  return out;
}

/** --mission, --seed, --strategy, --survivors, --rule: what picks the games to play. */
export function gameOptions<T>(y: Argv<T>) {
  return y
    .option('mission', {
      type: 'string', default: DEFAULT_MISSION, requiresArg: true,
      describe: 'mission id (e.g. season1/00-tutorial, or a unique prefix such as season1/00) or a mission file',
    })
    .option('seed', { type: 'string', default: '1', requiresArg: true, describe: 'run seed; game k of a run depends only on (seed, k)' })
    .option('strategy', { type: 'string', default: DEFAULT_STRATEGY, requiresArg: true, describe: 'a strategy name from strategies/ or a .ts/.js/.mjs file' })
    .option('survivors', {
      type: 'string', requiresArg: true, coerce: survivorList,
      describe: "comma-separated survivor lineup (default: the mission's lineup)",
    })
    .option('check', {
      type: 'boolean', default: false,
      describe: 'verify the rules\' invariants after every step (cards, miniatures, wounds, XP, zones); a violation ends that game as an error',
    })
    .option('rule', {
      type: 'string', requiresArg: true, coerce: ruleMap,
      describe: 'override a mission key for this run, e.g. --rule players=2 --rule zombie-card-source=zzorba (repeatable; see docs/missions.md)',
    });
}
