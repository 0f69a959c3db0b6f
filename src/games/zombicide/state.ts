/**
 * The state every map-based Zombicide game shares: the board and the round, the engine's own hidden part, the
 * statistics, the decks, and what strategies may look at (a game's state extends these with its own pieces).
 */
import type { GameStreams } from '../../core/rng.ts';
import type { GraphView, ZoneGraph } from '../../core/map.ts';
import type { Logger, StrategySupport } from '../types.ts';

/** The board and the round (both rule systems). */
export interface BoardState {
  graph: ZoneGraph;
  /** The graph view for the current door state. */
  view: GraphView;
  doorOpen: Uint8Array;
  /** Doors locked until an objective of their colour is taken. */
  doorLocked: Uint8Array;
  /** Buildings already opened (spawned). */
  buildingOpened: Uint8Array;
  round: number;
  /** The first player this round. */
  firstPlayer: number;
  /** This round's turns (survivor indices, in order) and the one being played. */
  turnOrder: number[];
  turnPos: number;
}

/** The end of the game and the engine's own state (both rule systems); strategies see none of the hidden part. */
export interface EngineState<C> {
  ended: boolean;
  outcome: 'win' | 'loss' | null;
  cause: string;
  // Hidden from strategies:
  decks: Decks<C>;
  rng: GameStreams;
  log: Logger | undefined;
  nextUid: number;
  stats: GameStats;
  /** Verify invariants after every step (`--check`). */
  check: boolean;
  /** Per-decision time limit for the strategy (0: none) and the caller's clock that measures it. */
  decisionBudgetMs: number;
  clock: (() => number) | undefined;
  /** Equipment cards in play at setup (what card conservation is checked against). */
  cardTotal: number;
  /** What the game offers game-neutral strategies: given to its strategy, and to the policies of its copies. */
  support: StrategySupport | undefined;
  /** What the hits being resolved come from (a weapon's name, `car` …): the `weapon` of kill events. */
  hitsFrom: string;
}

/** What strategies may look at of a game (both rule systems): the board, never the order of the decks. */
export type ViewOf<G> = Readonly<Omit<G, 'decks' | 'rng' | 'strategy' | 'log' | 'observer' | 'clock' | 'nextUid' | 'support'>>;

/** A copy of `f` with its own counts by type (both rule systems), its fields in one order: copies share one hidden class with the real game's. */
export function statsOf(f: GameStats): GameStats {
  return {
    killed: f.killed, killedByType: f.killedByType.slice(), spawned: f.spawned, spawnedByType: f.spawnedByType.slice(),
    wounds: f.wounds, decisions: f.decisions, searches: f.searches, objectives: f.objectives, noise: f.noise,
  };
}

/** A game's statistics at set-up, for `types` kinds of zombie (made by `statsOf`, so the shapes match). */
export function newStats(types: number): GameStats {
  const none = new Int32Array(types);
  return statsOf({ killed: 0, killedByType: none, spawned: 0, spawnedByType: none, wounds: 0, decisions: 0, searches: 0, objectives: 0, noise: 0 });
}

export interface GameStats {
  killed: number;
  /** Kills by zombie type (Walker, Runner, Fatty, Abomination). */
  killedByType: Int32Array;
  spawned: number;
  /** Spawned by type. */
  spawnedByType: Int32Array;
  wounds: number;
  decisions: number;
  searches: number;
  objectives: number;
  /** Noise tokens made, counted when the End Phase removes them (analytics). */
  noise: number;
}

export interface Decks<C> {
  zombie: number[];
  zombieDiscard: number[];
  equipment: C[];
  equipmentDiscard: C[];
}

export const LEVEL_NAMES = ['Blue', 'Yellow', 'Orange', 'Red'] as const;

/** Loud (both rule systems): `zone` counts as the noisiest zone on the map, one above any other (-1: no Loud zone). */
export function makeLoudest(noise: Int32Array, zone: number): void {
  if (zone < 0) return;
  let max = 0;
  for (let z = 0; z < noise.length; z++) if (z !== zone && noise[z]! > max) max = noise[z]!;
  if (noise[zone]! <= max) noise[zone] = max + 1;
}

/** The Wounded card: takes an inventory slot, cannot be discarded or traded. */
export const WOUNDED = 'wounded' as const;

/** Is every flag set (every objective taken, every spawn zone neutralized…)? */
export function allSet(flags: Uint8Array): boolean {
  for (const f of flags) if (f !== 1) return false;
  return true;
}
