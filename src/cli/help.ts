/**
 * What every command's --help teaches besides its options: two or three examples, the options grouped by what
 * they are for, and the exit codes. Not a command.
 */
import type { Argv } from 'yargs';

/** The option groups, in the order --help lists them. */
const GROUPS = {
  play: 'What to play:',
  count: 'How many:',
  output: 'Output:',
  advanced: 'Advanced:',
} as const;

type Group = keyof typeof GROUPS;

/** The group of each option, whichever command has it. */
const GROUP_OF: Readonly<Record<string, Group>> = {
  mission: 'play', missions: 'play', strategy: 'play', strategies: 'play', survivors: 'play', lineups: 'play', size: 'play', seed: 'play',
  rule: 'play', variants: 'play', 'strategy-opt': 'play', 'seat-order': 'play', game: 'play', weapon: 'play', dual: 'play', skill: 'play', targets: 'play',
  games: 'count', precision: 'count', sample: 'count', shard: 'count', seconds: 'count', 'memory-games': 'count', budgets: 'count',
  json: 'output', out: 'output', force: 'output', report: 'output', verbose: 'output', write: 'output', log: 'output', events: 'output',
  workers: 'advanced', 'batch-size': 'advanced', 'decision-budget-ms': 'advanced', check: 'advanced', resume: 'advanced',
};

/** What each exit status means. */
export const EXIT_MEANINGS: Readonly<Record<number, string>> = {
  0: 'done',
  1: 'a bug in zsim, or in a ruleset or strategy it loaded: please report it',
  2: 'a mistake in the command line or an input file (the message names it)',
  3: 'done, but some games ended in an error (the summary names the first)',
  130: 'interrupted (Ctrl-C): the completed part is printed, saved with --out',
};

/** The options yargs knows at this point (getOptions is untyped in @types/yargs). */
export function optionNames(y: object): string[] {
  return Object.keys((y as { getOptions(): { key: Record<string, unknown> } }).getOptions().key);
}

/**
 * Add the examples (`$0` is the program's name), group the options defined so far, and list the exit codes the
 * command can end with. Call it last in a command's builder.
 */
export function teach<T>(y: Argv<T>, examples: readonly (readonly [string, string])[], exits: readonly number[] = [0, 2, 1]): Argv<T> {
  for (const [command, what] of examples) y = y.example(command, what);
  const names = optionNames(y);
  for (const [group, title] of Object.entries(GROUPS)) {
    const keys = names.filter((k) => GROUP_OF[k] === group);
    if (keys.length) y = y.group(keys, title);
  }
  const width = Math.max(...exits.map((c) => String(c).length));
  return y.epilogue(`Exit codes:\n${exits.map((c) => `  ${String(c).padStart(width)}  ${EXIT_MEANINGS[c]}`).join('\n')}`);
}
