/** Finding and loading survivor strategies: a name in strategies/ or a path to a module. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
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

/**
 * `file:line:col: what` for a file that does not parse, else undefined. Node's own SyntaxError for a .js/.mjs module
 * names no place, and tsx's spreads over several lines; esbuild (tsx's compiler) parses it again to say where.
 */
async function syntaxError(file: string): Promise<string | undefined> {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    await transform(source, { loader: file.endsWith('.ts') ? 'ts' : 'js', format: 'esm', sourcefile: file, logLevel: 'silent' });
    return undefined;
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    if (!first?.location) return undefined;
    return `${file}:${first.location.line}:${first.location.column + 1}: syntax error: ${first.text}; the strategy could not be loaded`;
  }
}

/** `:line:col` of the first place in `file` on the error's stack (an error thrown while the module is first run), or ''. */
function placeInFile(err: unknown, file: string): string {
  const stack = err instanceof Error ? (err.stack ?? '') : '';
  const at = new RegExp(`(?:${escape(pathToFileURL(file).href)}|${escape(path.resolve(file))}):(\\d+):(\\d+)`).exec(stack);
  return at ? `:${at[1]}:${at[2]}` : '';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A file compiled as CommonJS (a .ts outside an ES-module package) arrives as { default: module.exports }: its `export default` is one level down. */
function commonJsDefault(exported: unknown): unknown {
  const inner = (exported as { __esModule?: boolean; default?: unknown } | null | undefined);
  return inner && typeof inner === 'object' && inner.__esModule && !('create' in inner) ? inner.default : exported;
}

/** Import a strategy file and check that its default export is a StrategyModule. */
export async function loadStrategy(file: string): Promise<StrategyModule> {
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (err) {
    throw new UserError(`${(await syntaxError(file)) ?? `${file}${placeInFile(err, file)}: the strategy could not be loaded: ${(err as Error).message}`}`);
  }
  const s = commonJsDefault(mod.default) as Partial<StrategyModule> | undefined;
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
