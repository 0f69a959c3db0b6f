/** The analytics observer every Zombicide game shares (src/analytics/collect.ts gathers what it reports). */
import { type GameCollector, type GameObservation, type RoundObservation, type StatsSchema, StatsBuilder } from '../../analytics/collect.ts';
import type { GameRecord } from '../types.ts';

/** What the collector reads of a game view (Season 1's and Black Plague's views both are one). */
export interface CollectedView {
  round: number;
  zombies: Int32Array;
  onBoard: Int32Array;
  stats: { spawnedByType: Int32Array; killedByType: Int32Array; noise: number; wounds: number; objectives: number; searches: number };
  survivors: readonly { name: string; alive: boolean; left?: boolean; xp: number; level: number; kills: number; woundsTaken: number; diedIn: number }[];
}

/** The collector of a rule system whose view stores zombies as zombies[zone * types + type], types = schema.types. */
export function viewCollector(schema: StatsSchema, zones: number): GameCollector<CollectedView> {
  const TYPES = schema.types.length;
  const builder = new StatsBuilder(schema);
  const zoneZombies = new Int32Array(zones);
  const spawnedThisRound = new Int32Array(TYPES);
  // State of the game being played, reset after each game.
  const lastSpawned = new Int32Array(TYPES);
  let lastNoise = 0;
  let lastRound = 0;
  let ended: GameObservation | null = null;

  const observeRound = (g: CollectedView) => {
    for (let z = 0; z < zones; z++) {
      let c = 0;
      for (let t = 0, b = z * TYPES; t < TYPES; t++) c += g.zombies[b + t]!;
      zoneZombies[z] = c;
    }
    for (let t = 0; t < TYPES; t++) {
      spawnedThisRound[t] = g.stats.spawnedByType[t]! - lastSpawned[t]!;
      lastSpawned[t] = g.stats.spawnedByType[t]!;
    }
    let alive = 0;
    let xp = 0;
    for (const s of g.survivors) {
      if (s.alive) alive++;
      xp += s.xp;
    }
    const o: RoundObservation = {
      round: g.round, alive, level: danger(g), xp, noise: g.stats.noise - lastNoise,
      onBoard: g.onBoard, spawned: spawnedThisRound, zoneZombies,
    };
    lastNoise = g.stats.noise;
    lastRound = g.round;
    builder.round(o);
  };

  return {
    observer: {
      roundEnd: observeRound,
      gameEnd(g) {
        // A game that ended during a round (not at its End Phase) is observed once more where it ended.
        if (g.round > lastRound) observeRound(g);
        ended = {
          kills: g.stats.killedByType.slice(),
          spawned: g.stats.spawnedByType.slice(),
          wounds: g.stats.wounds,
          level: Math.max(0, ...g.survivors.map((s) => s.level)),
          objectives: g.stats.objectives,
          searches: g.stats.searches,
          survivors: g.survivors.map((s) => ({ name: s.name, kills: s.kills, wounds: s.woundsTaken, xp: s.xp, level: s.level, dead: !s.alive, diedIn: s.diedIn })),
        };
      },
    },
    endGame(record: GameRecord) {
      builder.game(record, ended);
      ended = null;
      lastSpawned.fill(0);
      lastNoise = 0;
      lastRound = 0;
    },
    result: () => builder.result(),
  };
}

/** Danger level: the highest level among Survivors in play, or the highest reached once none is. */
function danger(g: CollectedView): number {
  let inPlayLevel = -1;
  let any = 0;
  for (const s of g.survivors) {
    if (s.alive && !s.left && s.level > inPlayLevel) inPlayLevel = s.level;
    if (s.level > any) any = s.level;
  }
  return inPlayLevel >= 0 ? inPlayLevel : any;
}
