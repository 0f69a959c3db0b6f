/** `zsim scenario <file>`: set up the position a scenario file describes, play its one step, print the state. */
import { headerLine, readUserFile } from '../core/files.ts';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { UserError, fileError } from '../core/errors.ts';
import { GAMES, loadRuleset, rulesetModulePath } from '../games/index.ts';
import { INVOCATION, type Invoked } from './io.ts';
import { teach } from './help.ts';

export const command = 'scenario <file>';
export const describe = 'Play one step (an action, a Zombies\' Phase, a spawn…) on a position written in a scenario file';

const SCENARIO_EXAMPLES = [
  ['$0 scenario test/fixtures/scenarios/machete.zscn', 'play the step written in the file and print the position after it'],
  ['$0 scenario my-position.zscn --log --json', 'with the engine\'s log, as JSON'],
] as const;

export function builder(y: Argv) {
  return teach(
    y
      .positional('file', { type: 'string', demandOption: true, describe: 'scenario file (docs/scenarios.md)' })
      .option('json', { type: 'boolean', default: false, describe: 'print one JSON object instead of text' })
      .option('log', { type: 'boolean', default: false, describe: "also print the engine's log lines of the step" }),
    SCENARIO_EXAMPLES,
    [0, 2, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  const file = String(args.file);
  const ruleset = await loadRuleset(rulesetModulePath(headerGame(file)));
  if (!ruleset.scenario) throw new UserError(`${file}: the ${ruleset.id} rules do not support scenario files`);
  const { text, json } = ruleset.scenario(file);
  const log = logLines(json);
  if (args.json) {
    const out = { ...(json as Record<string, unknown>) };
    if (!args.log) delete out.log;
    io.stdout.write(JSON.stringify(out, null, 2) + '\n');
    return;
  }
  if (!args.log) {
    io.stdout.write(text);
    return;
  }
  // The log goes after the step's heading (the first paragraph), before the state it led to.
  const block = `log\n${log.map((l) => `  ${l}`).join('\n') || '  (nothing logged)'}\n`;
  const cut = text.indexOf('\n\n');
  io.stdout.write(cut < 0 ? `${text}\n${block}` : `${text.slice(0, cut + 2)}${block}\n${text.slice(cut + 2)}`);
}

function logLines(json: unknown): string[] {
  const log = (json as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? log.map(String) : [];
}

/** The `game:` value of the file's header (the lines before `grid:`): it names the rules to load. */
function headerGame(file: string): string {
  const game = headerLine(readUserFile(file, 'scenario file'), 'game');
  if (game && !GAMES.includes(game.value)) throw fileError(file, game.line, `unknown game "${game.value}"; known games: ${GAMES.join(', ')}`);
  if (game) return game.value;
  throw fileError(file, 1, 'no "game:" line in the header, so the rule system is unknown (add e.g. "game: season1" before "grid:")');
}
