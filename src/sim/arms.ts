/**
 * Playing several arms (strategy × lineup) of one mission on the same seeds, with analytics
 * collected: what `zsim compare` and `zsim balance` compare. The arms share one worker pool; each
 * arm's batches are merged in game order, so the results never depend on the interleaving. An
 * interrupt cuts every arm to the games all of them completed.
 */
import { setMaxListeners } from 'node:events';
import { type GameStats, gamesPrefix, OUTCOMES } from '../analytics/collect.ts';
import { UserError } from '../core/errors.ts';
import type { Outcome } from '../games/types.ts';
import { createPool, runPlan, type RunResult } from './runner.ts';
import { gameSetup, prepare, type Setup } from './setup.ts';
import type { SeatOrder } from './worker.ts';

export interface ArmRequest {
  strategy: string;
  /** Omitted: the mission's lineup. */
  survivors?: readonly string[];
  /** Settings of this arm's strategy, over the plan's (zsim difficulty: one budget per arm). */
  strategyOptions?: Readonly<Record<string, string>>;
  /** Mission keys of this arm, over the plan's (zsim compare --variants: one rule variant per arm). */
  rules?: Readonly<Record<string, string>>;
}

/** An arm resolved: its setup and the strategy settings its games are played with. */
export interface ArmSetup extends Setup {
  strategyOptions: Record<string, string>;
}

export interface ArmsPlan {
  mission: string;
  seed: string;
  rules: Record<string, string>;
  strategyOptions: Record<string, string>;
  check: boolean;
  decisionBudgetMs?: number;
  games: number;
  workers: number;
  batchSize: number;
  /** Seat order of every game (GameSetup.seats); default fixed. */
  seats?: SeatOrder;
}

export interface ArmResult {
  setup: ArmSetup;
  /** The arm's games 0 … games − 1 (ArmsResult.games): only those, even if it completed more. */
  stats: GameStats;
  /** Games among those that ended in an engine or strategy error. */
  errors: number;
  /** Games the arm completed before an interrupt (at least ArmsResult.games), else plan.games. */
  completed: number;
  /** Seconds the worker threads spent playing the arm's `completed` games (the arms share one pool, so they compare). */
  workerSeconds: number;
}

export interface ArmsResult {
  /** Every arm cut to the games every arm completed; empty when that is none. */
  arms: ArmResult[];
  /** Games per arm in `arms`: plan.games, or fewer when interrupted (the fewest any arm completed). */
  games: number;
  /** Interrupted before every arm played every game. */
  partial: boolean;
}

export interface PlayArmsOptions {
  /** Called as batches are merged, with the games completed over all arms and the total planned. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Interrupt: when aborted, every arm stops (runPlan's `signal`). Each arm has completed a prefix of its
   * games, of different lengths; the result is cut to the shortest, so game k is still paired in every arm.
   */
  signal?: AbortSignal;
}

/** Resolve every arm first (so a mistake in the last one fails before anything is played). */
export async function prepareArms(plan: ArmsPlan, arms: readonly ArmRequest[]): Promise<ArmSetup[]> {
  const setups: ArmSetup[] = [];
  for (const arm of arms) {
    const strategyOptions = { ...plan.strategyOptions, ...arm.strategyOptions };
    const rules = { ...plan.rules, ...arm.rules };
    const setup = await prepare({ mission: plan.mission, strategy: arm.strategy, survivors: arm.survivors, rules, strategyOptions, optionsForSome: true });
    setups.push({ ...setup, strategyOptions });
  }
  // The settings go to every arm; those whose strategy takes none ignore them, but some arm must take them.
  const given = Object.keys(plan.strategyOptions);
  if (given.length > 0 && !setups.some((s) => s.strategy.settings?.length)) {
    throw new UserError(`no strategy here takes settings (${[...new Set(setups.map((s) => s.strategy.name))].join(', ')}), so --strategy-opt ${given.join(', ')} means nothing; the expert takes settings (docs/strategies.md)`);
  }
  return setups;
}

export async function playArms(plan: ArmsPlan, setups: readonly ArmSetup[], options: PlayArmsOptions = {}): Promise<ArmsResult> {
  const { onProgress } = options;
  // Every arm listens for the interrupt: on a signal of our own that allows as many listeners (a balance has dozens of
  // arms; Node warns on the terminal beyond ten).
  const interrupt = new AbortController();
  setMaxListeners(setups.length + 10, interrupt.signal);
  const forward = () => interrupt.abort();
  if (options.signal?.aborted) interrupt.abort();
  options.signal?.addEventListener('abort', forward);
  const signal = interrupt.signal;
  const total = plan.games * setups.length;
  const done = setups.map(() => 0);
  // One pool for every arm (its threads load the engine once), the arms' batches interleaved on it.
  const pool = createPool(plan.workers);
  let results: RunResult[];
  try {
    results = await Promise.all(
      setups.map((setup, i) =>
        runPlan(
          {
            ...gameSetup(setup, { seed: plan.seed, check: plan.check, strategyOptions: setup.strategyOptions, decisionBudgetMs: plan.decisionBudgetMs, collect: true, seats: plan.seats }),
            games: plan.games, workers: plan.workers, batchSize: plan.batchSize,
          },
          {
            pool,
            signal,
            onProgress: onProgress && ((n) => {
              done[i] = n;
              onProgress(done.reduce((a, b) => a + b, 0), total);
            }),
          },
        ),
      ),
    );
  } finally {
    options.signal?.removeEventListener('abort', forward);
    await pool.destroy();
  }
  results.forEach((result, i) => {
    if (!result.stats && result.tally.games > 0) throw new UserError(`the ${setups[i]!.ruleset.id} rule system collects no statistics, so its arms cannot be compared`);
  });
  const games = Math.min(...results.map((r) => r.tally.games));
  const arms = games === 0 ? [] : results.map((result, i) => {
    const stats = gamesPrefix(result.stats!, games);
    return { setup: setups[i]!, stats, errors: countOutcome(stats, 'error'), completed: result.tally.games, workerSeconds: result.workerSeconds };
  });
  return { arms, games, partial: games < plan.games };
}

function countOutcome(stats: GameStats, outcome: Outcome): number {
  const code = OUTCOMES.indexOf(outcome);
  let n = 0;
  for (const o of stats.games.outcome) if (o === code) n++;
  return n;
}
