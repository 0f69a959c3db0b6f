/** What Season 1 offers game-neutral strategies (StrategyContext.support): personas in the shared vocabulary, and its forward model. */
import { strategySupport } from '../zombicide/forward.ts';
import { determinize, rollout } from './forward.ts';
import { goalZones, lossThreat, s1Personas, threat } from './strategy-kit.ts';
import { stepDone } from './victory.ts';

export const S1_SUPPORT = strategySupport(s1Personas, determinize, rollout, { threat, goals: goalZones, stepDone, lossThreat });
