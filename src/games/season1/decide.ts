import type { Game } from './state.ts';

/** Thrown when a strategy throws or returns something that is not an option index. */
export class StrategyError extends Error {
  override name = 'StrategyError';
}

/** Ends the game from anywhere inside the rules (caught once, in playGame). */
export class GameOver {
  constructor(readonly outcome: 'win' | 'loss', readonly cause: string) {}
}

export function endGame(g: Game, outcome: 'win' | 'loss', cause: string): never {
  g.ended = true;
  g.outcome = outcome;
  g.cause = cause;
  throw new GameOver(outcome, cause);
}

/**
 * Ask the strategy to pick one of `options` (the single place where strategies are called).
 * A choice with one option is not a choice: it is taken without asking.
 */
export function decide<O>(g: Game, kind: string, survivor: number, options: readonly O[]): O {
  if (options.length === 1) return options[0]!;
  if (options.length === 0) throw new Error(`no legal option for decision "${kind}"`);
  g.stats.decisions++;
  let pick: number;
  const started = g.clock ? g.clock() : 0;
  try {
    pick = g.strategy.choose(g, { kind, survivor, options });
  } catch (e) {
    throw new StrategyError(`strategy threw on a "${kind}" decision: ${e instanceof Error ? e.message : String(e)}`);
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
