/** Black Plague analytics: the shared view collector (src/games/season1/collect.ts) over five zombie types. */
import type { GameCollector, StatsSchema } from '../../analytics/collect.ts';
import { bpSurvivorByName } from './data/survivors.ts';
import type { BpMission } from './mission.ts';
import type { BpView } from './state.ts';
import { ZOMBIE_NAMES } from './zombie-types.ts';
import { viewCollector } from '../zombicide/collect.ts';
import { LEVEL_NAMES } from '../zombicide/state.ts';

export function bpSchema(mission: BpMission, lineup: readonly string[]): StatsSchema {
  const map = mission.map;
  return {
    types: [...ZOMBIE_NAMES],
    levels: LEVEL_NAMES.map((l) => l.toLowerCase()),
    survivors: lineup.map((n) => bpSurvivorByName(n)?.name ?? n),
    zones: map.zones.map((z) => z.label),
    rooms: map.zones.map((z) => (z.room ? 1 : 0)),
    grid: { rows: map.rows, cols: map.cols, cellZone: Array.from(map.cellZone) },
  };
}

export function bpCollector(mission: BpMission, lineup: readonly string[]): GameCollector<BpView> {
  return viewCollector(bpSchema(mission, lineup), mission.graph.n) as GameCollector<BpView>;
}
