/** The analytics observer every Zombicide game shares (src/analytics/collect.ts gathers what it reports). */
import { type GameCollector, type GameObservation, type RoundObservation, type StatsSchema, StatsBuilder } from '../../analytics/collect.ts';
import type { GameEvent, GameRecord } from '../types.ts';

/** What the collector reads of a game view at the end of a round (Season 1's and Black Plague's views both are one). */
export interface CollectedView {
  round: number;
  zombies: Int32Array;
  onBoard: Int32Array;
  stats: { noise: number };
  survivors: readonly { name: string; alive: boolean; left?: boolean; xp: number; level: number }[];
}

/**
 * The collector of a rule system whose view stores zombies as zombies[zone * types + type], types = schema.types:
 * what happened comes from the game's events (kills, wounds, deaths, spawns, objectives, searches), the state of the
 * board from its view at each round's end.
 */
export function viewCollector(schema: StatsSchema, zones: number): GameCollector<CollectedView> {
  const TYPES = schema.types.length;
  const typeIndex = new Map(schema.types.map((t, i) => [t, i]));
  const builder = new StatsBuilder(schema);
  const zoneZombies = new Int32Array(zones);
  const spawnedThisRound = new Int32Array(TYPES);
  // The game being played, reset after each game.
  const kills = new Int32Array(TYPES);
  const spawned = new Int32Array(TYPES);
  const bySurvivor: { kills: number; wounds: number; diedIn: number }[] = [];
  let wounds = 0;
  let objectives = 0;
  let searches = 0;
  let lastNoise = 0;
  let lastRound = 0;
  let ended: GameObservation | null = null;
  const survivor = (i: number) => (bySurvivor[i] ??= { kills: 0, wounds: 0, diedIn: -1 });
  const type = (name: string): number => typeIndex.get(name) ?? -1;

  const observeRound = (g: CollectedView) => {
    for (let z = 0; z < zones; z++) {
      let c = 0;
      for (let t = 0, b = z * TYPES; t < TYPES; t++) c += g.zombies[b + t]!;
      zoneZombies[z] = c;
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
    builder.round(o);
    spawnedThisRound.fill(0);
    lastNoise = g.stats.noise;
    lastRound = g.round;
  };

  const event = (e: GameEvent, g: CollectedView): void => {
    switch (e.type) {
      case 'kill':
        kills[type(e.zombie)]!++;
        survivor(e.survivor).kills++;
        break;
      case 'spawn': {
        const t = type(e.zombie);
        spawned[t]! += e.count;
        spawnedThisRound[t]! += e.count;
        break;
      }
      case 'wound':
        wounds++;
        survivor(e.survivor).wounds++;
        break;
      case 'death':
        survivor(e.survivor).diedIn = e.zone;
        break;
      case 'objective-taken':
        objectives++;
        break;
      case 'search':
        searches++;
        break;
      case 'round-end':
        observeRound(g);
        break;
      case 'game-end':
        // A game that ended during a round (not at its End Phase) is observed once more where it ended.
        if (g.round > lastRound) observeRound(g);
        ended = {
          kills: kills.slice(), spawned: spawned.slice(), wounds, objectives, searches,
          level: Math.max(0, ...g.survivors.map((s) => s.level)),
          survivors: g.survivors.map((s, i) => ({
            name: s.name, kills: bySurvivor[i]?.kills ?? 0, wounds: bySurvivor[i]?.wounds ?? 0, xp: s.xp, level: s.level,
            dead: !s.alive, diedIn: bySurvivor[i]?.diedIn ?? -1,
          })),
        };
        break;
      default:
        break;
    }
  };

  return {
    observer: { event },
    endGame(record: GameRecord) {
      builder.game(record, ended);
      ended = null;
      kills.fill(0);
      spawned.fill(0);
      spawnedThisRound.fill(0);
      bySurvivor.length = 0;
      wounds = objectives = searches = 0;
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
