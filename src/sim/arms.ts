/**
 * Playing several arms (strategy × lineup) of one mission on the same seeds, with analytics
 * collected: what `zsim compare` and `zsim balance` compare. The arms share one worker pool; each
 * arm's batches are merged in game order, so the results never depend on the interleaving.
 */
import type { RunStats } from '../analytics/collect.ts';
import { UserError } from '../core/errors.ts';
import { createPool, runPlan, type RunResult } from './runner.ts';
import { prepare, type Setup } from './setup.ts';

export interface ArmRequest {
  strategy: string;
  /** Omitted: the mission's lineup. */
  survivors?: readonly string[];
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
}

export interface ArmResult {
  setup: Setup;
  result: RunResult;
  stats: RunStats;
}

/** Resolve every arm first (so a mistake in the last one fails before anything is played). */
export async function prepareArms(plan: ArmsPlan, arms: readonly ArmRequest[]): Promise<Setup[]> {
  const setups: Setup[] = [];
  for (const arm of arms) setups.push(await prepare({ mission: plan.mission, strategy: arm.strategy, survivors: arm.survivors, rules: plan.rules, strategyOptions: plan.strategyOptions }));
  return setups;
}

export async function playArms(
  plan: ArmsPlan,
  setups: readonly Setup[],
  onProgress?: (done: number, total: number) => void,
): Promise<ArmResult[]> {
  const total = plan.games * setups.length;
  const done = setups.map(() => 0);
  // One pool for every arm (its threads load the engine once), the arms' batches interleaved on it.
  const pool = createPool(plan.workers);
  try {
    const results = await Promise.all(
      setups.map((setup, i) =>
        runPlan(
          {
            rulesetModule: setup.rulesetModule, missionFile: setup.missionRef.file, lineup: setup.lineup, strategyFile: setup.strategyFile,
            seed: plan.seed, rules: setup.rules, check: plan.check, strategyOptions: plan.strategyOptions, decisionBudgetMs: plan.decisionBudgetMs, collect: true,
            games: plan.games, workers: plan.workers, batchSize: plan.batchSize,
          },
          {
            pool,
            onProgress: onProgress && ((n) => {
              done[i] = n;
              onProgress(done.reduce((a, b) => a + b, 0), total);
            }),
          },
        ),
      ),
    );
    return results.map((result, i) => {
      const setup = setups[i]!;
      if (!result.stats) throw new UserError(`the ${setup.ruleset.id} rule system collects no statistics, so its arms cannot be compared`);
      return { setup, result, stats: result.stats };
    });
  } finally {
    await pool.destroy();
  }
}
