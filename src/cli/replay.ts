/** `zsim replay`: play one game of a run again (on a worker thread, as the run did), printing the engine's log. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { EXIT_GAMES_ERRORED } from '../core/errors.ts';
import type { GameRecord } from '../games/types.ts';
import { replayGame } from '../sim/runner.ts';
import { gameSetup, prepare } from '../sim/setup.ts';
import type { SeatOrder } from '../sim/worker.ts';
import { INVOCATION, type Invoked } from './io.ts';
import { DEFAULT_DECISION_BUDGET_MS, gameOptions, integerAtLeast } from './options.ts';
import { teach } from './help.ts';

export const command = 'replay';
export const describe = 'Replay one game of a run with its log (same record as in `zsim run`)';

const REPLAY_EXAMPLES = [
  ['$0 replay --mission season1/02-y-zone --seed 1 --game 17', 'game 17 of the run with seed 1, with the engine\'s log'],
  ['$0 replay --game 0 --events', 'its typed events (kill, wound, spawn …) as JSON lines'],
] as const;

export function builder(y: Argv) {
  return teach(
    gameOptions(y)
      .option('game', {
        demandOption: true, requiresArg: true, coerce: integerAtLeast('game', 0),
        describe: 'index of the game in the run (0-based)',
      })
      .option('seat-order', {
        type: 'string', choices: ['fixed', 'shuffled'] as const, default: 'fixed', requiresArg: true,
        describe: 'the run\'s seat order (balance, and compare with --lineups, shuffle it: replay their games with shuffled)',
      })
      .option('events', { type: 'boolean', default: false, describe: "print the game's typed events (kill, wound, spawn …), one JSON line each, instead of its log" }),
    REPLAY_EXAMPLES,
    [0, 2, 3, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  const setup = await prepare({ mission: args.mission, strategy: args.strategy, survivors: args.survivors, rules: args.rule ?? {}, strategyOptions: args.strategyOpt ?? {} });
  const settings = { seed: args.seed, check: args.check, strategyOptions: args.strategyOpt ?? {}, decisionBudgetMs: args.decisionBudgetMs, seats: args.seatOrder as SeatOrder };
  const record = await replayGame(gameSetup(setup, settings), args.game, (line) => void io.stdout.write(line + '\n'), args.events);
  io.stdout.write(record);
  if ((JSON.parse(record) as GameRecord).outcome === 'error') io.exitCode = EXIT_GAMES_ERRORED;
}

export interface ReplayTarget {
  mission: string;
  seed: string;
  game: number;
  strategy: string;
  survivors: readonly string[];
  rules: Readonly<Record<string, string>>;
  strategyOptions: Readonly<Record<string, string>>;
  /** The run's --decision-budget-ms and --check: a game ended by either replays to the same error only with them. */
  decisionBudgetMs?: number;
  check?: boolean;
}

/** The shell command that replays one game of a run. */
export function replayCommand(t: ReplayTarget): string {
  const args = ['--mission', t.mission, '--seed', t.seed, '--game', String(t.game), '--strategy', t.strategy, '--survivors', t.survivors.join(',')];
  for (const [key, value] of Object.entries(t.rules)) args.push('--rule', `${key}=${value}`);
  for (const [key, value] of Object.entries(t.strategyOptions)) args.push('--strategy-opt', `${key}=${value}`);
  if (t.decisionBudgetMs !== undefined && t.decisionBudgetMs !== DEFAULT_DECISION_BUDGET_MS) args.push('--decision-budget-ms', String(t.decisionBudgetMs));
  if (t.check) args.push('--check');
  return ['npx', 'zsim', 'replay', ...args].map(shellQuote).join(' ');
}

function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}
