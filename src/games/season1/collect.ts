/**
 * Season 1 analytics: an observer that turns the game view into the game-independent observations
 * of src/analytics/collect.ts (per round at the end of each End Phase, and once where the game ends),
 * and the batch accumulator it feeds. Exposed as `Ruleset.collector`.
 */
import { type GameCollector, type StatsSchema } from '../../analytics/collect.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import type { S1Mission } from './mission.ts';
import { type S1View } from './state.ts';
import { ZOMBIE_NAMES } from './zombie-types.ts';
import { LEVEL_NAMES } from '../zombicide/state.ts';
import { viewCollector } from '../zombicide/collect.ts';

export function s1Schema(mission: S1Mission, lineup: readonly string[]): StatsSchema {
  const names = lineup.map((n) => survivorByName(n)?.name ?? n);
  // Mission 09: the Survivors not in the lineup may be recruited during the game.
  if (mission.recruit) for (const s of SURVIVORS) if (!names.includes(s.name)) names.push(s.name);
  const map = mission.map;
  return {
    types: [...ZOMBIE_NAMES],
    levels: LEVEL_NAMES.map((l) => l.toLowerCase()),
    survivors: names,
    zones: map.zones.map((z) => z.label),
    rooms: map.zones.map((z) => (z.room ? 1 : 0)),
    grid: { rows: map.rows, cols: map.cols, cellZone: Array.from(map.cellZone) },
  };
}

export function s1Collector(mission: S1Mission, lineup: readonly string[]): GameCollector<S1View> {
  return viewCollector(s1Schema(mission, lineup), mission.graph.n);
}

