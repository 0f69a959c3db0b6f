import type { Logger, Strategy } from '../types.ts';

/**
 * What `decide` and `endGame` need of a game: its strategy, decision count, clock and log, and where the result
 * goes. Season 1's Game and Black Plague's both are one (the rule systems share these two functions).
 */
export interface DecisionHost {
  stats: { decisions: number };
  strategy: Strategy<never>;
  clock: (() => number) | undefined;
  decisionBudgetMs: number;
  log: Logger | undefined;
  ended: boolean;
  outcome: 'win' | 'loss' | null;
  cause: string;
}

/** Thrown when a strategy throws or returns something that is not an option index. */
export class StrategyError extends Error {
  override name = 'StrategyError';
}

/** Ends the game from anywhere inside the rules (caught once, in playGame). */
export class GameOver {
  constructor(readonly outcome: 'win' | 'loss', readonly cause: string) {}
}

export function endGame(g: DecisionHost, outcome: 'win' | 'loss', cause: string): never {
  g.ended = true;
  g.outcome = outcome;
  g.cause = cause;
  throw new GameOver(outcome, cause);
}

/**
 * Ask the strategy to pick one of `options` (the single place where strategies are called).
 * A choice with one option is not a choice: it is taken without asking.
 */
export function decide<O>(g: DecisionHost, kind: string, survivor: number, options: readonly O[]): O {
  if (options.length === 1) return options[0]!;
  if (options.length === 0) throw new Error(`no legal option for decision "${kind}"`);
  g.stats.decisions++;
  let pick: number;
  const started = g.clock ? g.clock() : 0;
  try {
    pick = (g.strategy as Strategy<DecisionHost>).choose(g, { kind, survivor, options });
  } catch (e) {
    throw new StrategyError(`strategy threw on a "${kind}" decision: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  if (g.clock && g.clock() - started > g.decisionBudgetMs) {
    g.log?.(`!! the strategy took ${Math.round(g.clock() - started)} ms over one decision`);
    throw new StrategyError(`strategy went over its budget of ${g.decisionBudgetMs} ms on a "${kind}" decision (--decision-budget-ms)`);
  }
  if (!Number.isInteger(pick) || pick < 0 || pick >= options.length) {
    throw new StrategyError(`strategy returned ${JSON.stringify(pick)} for a "${kind}" decision with ${options.length} options (expected an index 0-${options.length - 1})`);
  }
  return options[pick]!;
}
