/** Everything one mission + lineup + strategy needs, resolved and loaded in the main thread. */
import { UserError } from '../core/errors.ts';
import { loadRuleset, rulesetModulePath } from '../games/index.ts';
import type { MissionSummary, Ruleset, StrategyModule, StrategySupport } from '../games/types.ts';
import { resolveMission, type MissionRef } from './missions.ts';
import { loadStrategy, resolveStrategy } from './strategies.ts';
import type { GameSetup } from './worker.ts';

export interface Setup {
  missionRef: MissionRef;
  rulesetModule: string;
  ruleset: Ruleset;
  mission: unknown;
  missionSummary: MissionSummary;
  strategyFile: string;
  strategy: StrategyModule;
  lineup: string[];
  rules: Record<string, string>;
}

export interface SetupRequest {
  /** Mission id or path. */
  mission: string;
  /** Strategy name or path. */
  strategy: string;
  /** Survivor names; omitted = the mission's default lineup. */
  survivors?: readonly string[];
  /** Mission key overrides. */
  rules?: Readonly<Record<string, string>>;
  /** --strategy-opt settings: the strategy is started once with them here, so a bad one fails before any game. */
  strategyOptions?: Readonly<Record<string, string>>;
  /** The settings are for some of several strategies (compare): one that takes none is not refused for them. */
  optionsForSome?: boolean;
}

/** Resolve and load; every mistake the user can fix is a UserError. */
export async function prepare(req: SetupRequest): Promise<Setup> {
  const strategyFile = resolveStrategy(req.strategy);
  const missionRef = resolveMission(req.mission);
  const rulesetModule = rulesetModulePath(missionRef.game);
  const ruleset = await loadRuleset(rulesetModule);
  const mission = ruleset.loadMission(missionRef.file, req.rules ?? {});
  const strategy = await loadStrategy(strategyFile);
  const games = strategy.games ?? [];
  if (games.length > 0 && !games.includes(ruleset.id)) {
    throw new UserError(`strategy "${strategy.name}" is for ${games.join(', ')}, not for ${ruleset.id} (mission ${missionRef.id})`);
  }
  const missing = missingSupport(strategy, ruleset);
  if (missing.length > 0) {
    const what = { personas: 'a description of its actions for personas', forward: 'a forward model to search with' };
    throw new UserError(`strategy "${strategy.name}" needs ${missing.map((m) => what[m]).join(' and ')}, which ${ruleset.id} does not offer (mission ${missionRef.id})`);
  }
  const given = Object.keys(req.strategyOptions ?? {});
  if (given.length > 0 && !strategy.settings?.length && !req.optionsForSome) {
    throw new UserError(`strategy "${strategy.name}" takes no settings, so --strategy-opt ${given.map((k) => `${k}=${req.strategyOptions![k]}`).join(' --strategy-opt ')} means nothing to it; the expert takes settings (docs/strategies.md)`);
  }
  if (req.strategyOptions && strategy.settings?.length) checkStrategyOptions(strategy, strategyFile, ruleset, req.strategyOptions);
  const known = ruleset.allSurvivors?.(mission) ?? [];
  // Names as the game spells them ("amy" is Amy), so every output and comparison says the same name.
  const lineup = req.survivors ? req.survivors.map((n) => known.find((k) => k.toLowerCase() === n.trim().toLowerCase()) ?? n) : ruleset.defaultLineup(mission);
  ruleset.checkLineup(mission, lineup);
  return {
    missionRef, rulesetModule, ruleset, mission, missionSummary: ruleset.summarize(mission),
    strategyFile, strategy, lineup, rules: { ...req.rules },
  };
}

/** What `strategy` needs (StrategyModule.needs) that `ruleset` does not offer (Ruleset.strategySupport). */
export function missingSupport(strategy: StrategyModule, ruleset: Ruleset): (keyof StrategySupport)[] {
  return (strategy.needs ?? []).filter((need) => !ruleset.strategySupport?.[need]);
}

/** Start the strategy once with the user's settings (no game is played): what it refuses is a user mistake. */
function checkStrategyOptions(strategy: StrategyModule, file: string, ruleset: Ruleset, options: Readonly<Record<string, string>>): void {
  try {
    strategy.create({ game: ruleset.id, random: () => 0.5, options: { ...options }, support: ruleset.strategySupport });
  } catch (e) {
    throw new UserError(`strategy "${strategy.name}" (${file}) cannot start with these settings: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** What a worker thread is sent to play games of `setup` (its files and lineup, plus the run's settings). */
export function gameSetup(setup: Setup, settings: Omit<GameSetup, 'rulesetModule' | 'missionFile' | 'lineup' | 'strategyFile' | 'rules'>): GameSetup {
  return { rulesetModule: setup.rulesetModule, missionFile: setup.missionRef.file, lineup: setup.lineup, strategyFile: setup.strategyFile, rules: setup.rules, ...settings };
}
