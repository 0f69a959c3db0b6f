/** Finding and loading survivor strategies: a name in strategies/ or a path to a module. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UserError } from '../core/errors.ts';
import { editDistance } from '../core/suggest.ts';
import type { StrategyModule } from '../games/types.ts';

export const STRATEGIES_DIR = fileURLToPath(new URL('../../strategies/', import.meta.url));
const EXTENSIONS = ['.ts', '.js', '.mjs'];

/** Names of the strategies in strategies/, sorted. */
export function listStrategies(): string[] {
  if (!existsSync(STRATEGIES_DIR)) return [];
  return readdirSync(STRATEGIES_DIR)
    .filter((f) => EXTENSIONS.includes(path.extname(f)) && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -path.extname(f).length))
    .sort();
}

/** Absolute path of the strategy `nameOrPath`: a name from strategies/ or a .ts/.js/.mjs file. */
export function resolveStrategy(nameOrPath: string): string {
  if (EXTENSIONS.includes(path.extname(nameOrPath)) && existsSync(nameOrPath) && statSync(nameOrPath).isFile()) {
    return path.resolve(nameOrPath);
  }
  for (const ext of EXTENSIONS) {
    const file = path.join(STRATEGIES_DIR, nameOrPath + ext);
    if (/^[\w.-]+$/.test(nameOrPath) && existsSync(file)) return file;
  }
  const all = listStrategies();
  const near = nearStrategies(nameOrPath, all);
  const hint = near.length ? ` (did you mean ${near.join(' or ')}?)` : '';
  const names = all.join(', ') || '(none)';
  throw new UserError(`unknown strategy "${nameOrPath}"${hint}: not a name in strategies/ and not a .ts/.js/.mjs file; available strategies: ${names}`);
}

/**
 * The strategy names a mistyped `--strategy` probably meant (at most 3): names a few edits away, any case, or
 * containing it; a path (`strategies/gredy.ts`) is compared by its file name.
 */
export function nearStrategies(input: string, names: readonly string[]): string[] {
  const q = path.basename(input.replace(/\\/g, '/'), path.extname(input)).toLowerCase();
  if (q === '') return [];
  const limit = q.length < 5 ? 1 : 2;
  const scored = names
    .map((name) => ({ name, d: name.toLowerCase().includes(q) && q.length >= 3 ? 0 : editDistance(q, name.toLowerCase()) }))
    .filter((s) => s.d <= limit)
    .sort((a, b) => a.d - b.d);
  return scored.filter((s) => s.d === scored[0]!.d).slice(0, 3).map((s) => s.name);
}

/** Import a strategy file and check that its default export is a StrategyModule. */
export async function loadStrategy(file: string): Promise<StrategyModule> {
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (err) {
    throw new UserError(`${file}: the strategy could not be loaded: ${(err as Error).message}`);
  }
  const s = mod.default as Partial<StrategyModule> | undefined;
  const problem =
    typeof s !== 'object' || s === null ? 'is missing or not an object'
    : typeof s.name !== 'string' || s.name === '' ? 'needs a non-empty string "name"'
    : typeof s.create !== 'function' ? 'needs a function "create(ctx)" returning { choose(view, decision) }'
    : s.games !== undefined && !(Array.isArray(s.games) && s.games.every((g) => typeof g === 'string')) ? '"games" must be an array of game ids'
    : null;
  if (problem) {
    throw new UserError(`${file}: not a strategy: the default export ${problem} (see docs/strategies.md)`);
  }
  return s as StrategyModule;
}
