/** The registry of rule systems: game id → the module whose default export is its Ruleset. */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UserError } from '../core/errors.ts';
import type { Ruleset } from './types.ts';

/** Games with a ruleset in src/games/<game>/index.ts. */
export const GAMES: readonly string[] = ['season1', 'black-plague'];

/** Absolute path of the ruleset module of `game`. */
export function rulesetModulePath(game: string): string {
  if (!GAMES.includes(game)) {
    throw new UserError(`unknown game "${game}"; known games: ${GAMES.join(', ')}`);
  }
  return fileURLToPath(new URL(`./${game}/index.ts`, import.meta.url));
}

/** Import a ruleset module (a path from rulesetModulePath, or a test fixture) and return its default export. */
export async function loadRuleset(modulePath: string): Promise<Ruleset> {
  const mod = (await import(pathToFileURL(modulePath).href)) as { default?: unknown };
  const ruleset = mod.default as Partial<Ruleset> | undefined;
  const required = ['loadMission', 'summarize', 'defaultLineup', 'checkLineup', 'playGame'] as const;
  if (!ruleset || typeof ruleset.id !== 'string' || required.some((k) => typeof ruleset[k] !== 'function')) {
    throw new Error(`${modulePath}: the default export is not a Ruleset (needs id, ${required.join(', ')})`);
  }
  return ruleset as Ruleset;
}
