/** `zsim strategies list`: the strategies in strategies/, with what each does. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { UserError } from '../core/errors.ts';
import { listStrategies, loadStrategy, resolveStrategy } from '../sim/strategies.ts';
import { INVOCATION, type Invoked } from './io.ts';

export const command = 'strategies [action]';
export const describe = 'List the shipped strategies (name, games, description)';

export function builder(y: Argv) {
  return y
    .positional('action', { type: 'string', choices: ['list'], default: 'list', describe: 'what to do' })
    .option('json', { type: 'boolean', default: false, describe: 'print one JSON array of {name, description, games}' });
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  if (args.action !== 'list') throw new UserError(`strategies: unknown action "${args.action}"; use "zsim strategies list".`);
  const rows = [];
  for (const name of listStrategies()) {
    const s = await loadStrategy(resolveStrategy(name));
    rows.push({ name: s.name, description: s.description, games: [...(s.games ?? [])] });
  }
  if (args.json) {
    io.stdout.write(JSON.stringify(rows, null, 2) + '\n');
    return;
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) io.stdout.write(`${r.name.padEnd(width)}  ${(r.games.join(',') || 'any').padEnd(8)}  ${r.description}\n`);
}
