/** What Black Plague offers game-neutral strategies (StrategyContext.support): personas in the shared vocabulary, and its forward model. */
import { strategySupport } from '../zombicide/forward.ts';
import { determinizeBp, rolloutBp } from './forward.ts';
import { bpPersonas, goalZones, lossThreat, threat } from './strategy-kit.ts';
import { stepDone } from './victory.ts';

export const BP_SUPPORT = strategySupport(bpPersonas, determinizeBp, rolloutBp, { threat, goals: goalZones, stepDone, lossThreat });
