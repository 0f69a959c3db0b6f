/** `zsim strategies list`: the strategies in strategies/, with what each does. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { UserError } from '../core/errors.ts';
import { GAMES, loadRuleset, rulesetModulePath } from '../games/index.ts';
import { missingSupport } from '../sim/setup.ts';
import { listStrategies, loadStrategy, resolveStrategy } from '../sim/strategies.ts';
import { INVOCATION, type Invoked } from './io.ts';
import { teach } from './help.ts';

export const command = 'strategies [action]';
export const describe = 'List the shipped strategies (name, games, description)';

const STRATEGIES_EXAMPLES = [
  ['$0 strategies list', 'the shipped strategies, the games they play and what they do'],
  ['$0 strategies --json', 'the same as JSON'],
] as const;

export function builder(y: Argv) {
  return teach(
    y
      .positional('action', { type: 'string', choices: ['list'], default: 'list', describe: 'what to do' })
      .option('json', { type: 'boolean', default: false, describe: 'print one JSON array of {name, description, games} (games: the rule systems it plays)' }),
    STRATEGIES_EXAMPLES,
    [0, 2, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  if (args.action !== 'list') throw new UserError(`strategies: unknown action "${args.action}"; use "zsim strategies list".`);
  const rulesets = await Promise.all(GAMES.map((game) => loadRuleset(rulesetModulePath(game))));
  const rows = [];
  for (const name of listStrategies()) {
    const s = await loadStrategy(resolveStrategy(name));
    // The games it plays: those it names (or every one), when the game offers what it needs (personas, a forward model).
    const games = rulesets.filter((r) => (s.games.length === 0 || s.games.includes(r.id)) && missingSupport(s, r).length === 0);
    rows.push({ name: s.name, description: s.description, games: games.map((r) => r.id) });
  }
  if (args.json) {
    io.stdout.write(JSON.stringify(rows, null, 2) + '\n');
    return;
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  const gamesWidth = Math.max(...rows.map((r) => r.games.join(',').length));
  for (const r of rows) io.stdout.write(`${r.name.padEnd(width)}  ${r.games.join(',').padEnd(gamesWidth)}  ${r.description}\n`);
}
