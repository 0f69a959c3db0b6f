/**
 * Season 1 game state: plain data owned by one game. Rules are functions over it (in the other
 * files of this folder). `Game` holds everything; strategies see only `Game['view']`-like
 * read-only data through `S1View` (no deck order).
 */
import type { GameObserver, Strategy } from '../types.ts';
import type { EquipDef } from './data/equipment.ts';
import type { S1Mission } from './mission.ts';
import { SUPPLY } from './zombie-types.ts';
import { type BoardState, type EngineState, type ViewOf, WOUNDED, makeLoudest } from '../zombicide/state.ts';

export interface Card {
  /** Unique within a game (for logs and for telling copies apart). */
  uid: number;
  def: EquipDef;
  /** Reloadable weapons: false after firing until reloaded. */
  loaded: boolean;
  /** A combined weapon (Sniper Rifle) keeps its two cards: they are what is discarded. */
  parts?: Card[];
}

export interface Car {
  index: number;
  type: 'police' | 'pimpmobile';
  zone: number;
  /** Survivor index in each seat, -1 = free; seat 0 is the driver's. */
  seats: number[];
  /** Pimpmobile: already searched. */
  searched: boolean;
  /** Provision cards loaded under the car (Mission 06). */
  provisions: Card[];
}

export type Slot = Card | typeof WOUNDED | null;

export interface Survivor {
  index: number;
  /** The player controlling this Survivor (players take turns; each activates all of his Survivors). */
  player: number;
  name: string;
  /** -1 once the Survivor has left the board. */
  zone: number;
  alive: boolean;
  /** Left the board (escaped through an exit, or from the Starting Zone in Mission 09). */
  left: boolean;
  /** Car index while inside a car, else -1. */
  car: number;
  xp: number;
  /** 0 blue, 1 yellow, 2 orange, 3 red. */
  level: number;
  skills: string[];
  /** Slots 0 and 1 are the hands; the rest is the backpack. Length = capacity (5, 6 with Hoard). */
  slots: Slot[];
  wounds: number;
  actions: number;
  freeMove: number;
  freeSearch: number;
  freeCombat: number;
  searched: boolean;
  /** "1 re-roll per turn" left this turn. */
  rerollTurn: boolean;
  /** Tough: first attack of this Zombies' Phase already ignored. */
  toughUsed: boolean;
  /** Medic used this turn. */
  healed: boolean;
  /** Once-per-turn skills already used this turn. */
  destinyUsed: boolean;
  loudUsed: boolean;
  leaderUsed: boolean;
  noseUsed: boolean;
  /** Zone where the Survivor died, -1 while alive. */
  diedIn: number;
  /** Wounds taken over the game (a healed wound still counts). */
  woundsTaken: number;
  /** Zones where this Survivor killed a zombie this turn (Hold your nose). */
  killZones: number[];
  /** Free Actions given by a Born Leader, for this Survivor's next turn. */
  giftedActions: number;
  kills: number;
}

export interface Game extends BoardState, EngineState<Card> {
  mission: S1Mission;
  survivors: Survivor[];
  /** Zombie counts per zone and type: zombies[zone * 4 + type]. */
  zombies: Int32Array;
  /** Miniatures of each type on the board. */
  onBoard: Int32Array;
  /** Noise tokens per zone (removed in the End Phase). */
  noise: Int32Array;
  /** Permanent noise per zone (mission tokens). */
  permanentNoise: Int32Array;
  /** Objective tokens still on the board (index into mission.map.tokens.objectives). */
  objectiveTaken: Uint8Array;
  /** Colour of each objective token this game (hidden tokens are shuffled at setup). */
  objectiveColour: (string | null)[];
  spawnActive: Uint8Array;
  /** Spawn zones neutralized (Mission 07). */
  neutralized: Uint8Array;
  cars: Car[];
  /** Index into mission.victory of the step being played. */
  victoryStep: number;
  /** Zombies that left through zombie exits, by type (set aside: out of the supply). */
  setAside: Int32Array;
  zombiesEscaped: number;
  /** Loud: this zone counts as the noisiest on the map until `loudBy`'s next turn (-1: none). */
  loudZone: number;
  loudBy: number;
  /** Set-aside cards the rules hand out: Pimpmobile weapons, Molotovs. */
  pimpWeapons: Card[];
  molotovs: Card[];
  /** Cards discarded out of the game (Pans, Pimpmobile weapons: never reshuffled). */
  outOfGame: Card[];
  /** Survivors not yet in play who can be recruited (Mission 09). */
  recruits: string[];
  strategy: Strategy<S1View>;
  observer: GameObserver<S1View> | undefined;
}

/** What strategies may look at: the board, never the order of the decks. */
export type S1View = ViewOf<Game>;

export function hasSkill(s: Survivor, skill: string): boolean {
  return s.skills.includes(skill);
}

export function zombiesIn(g: Pick<Game, 'zombies'>, zone: number): number {
  const b = zone * 4;
  return g.zombies[b]! + g.zombies[b + 1]! + g.zombies[b + 2]! + g.zombies[b + 3]!;
}

/** On the board: alive and not left. */
export function inPlay(s: Survivor): boolean {
  return s.alive && !s.left;
}

/**
 * Noise of every zone: tokens, permanent tokens and one per (non-Ninja) Survivor standing there;
 * a Loud zone counts as the noisiest on the map. Written into `out` (as long as the map has zones).
 */
export function noiseMap(g: Game, out = new Int32Array(g.noise.length)): Int32Array {
  const n = g.noise.length;
  for (let z = 0; z < n; z++) out[z] = g.noise[z]! + g.permanentNoise[z]!;
  for (const s of g.survivors) if (inPlay(s) && !hasSkill(s, 'Ninja')) out[s.zone]!++;
  makeLoudest(out, g.loudZone);
  return out;
}

/** Players at the table (each controls one or more Survivors). */
export function playerCount(g: Pick<Game, 'survivors'>): number {
  let n = 0;
  for (const s of g.survivors) n = Math.max(n, s.player + 1);
  return n;
}

/** The highest Danger Level among Survivors still in play. */
export function dangerLevel(g: Game): number {
  let level = 0;
  for (const s of g.survivors) if (inPlay(s) && s.level > level) level = s.level;
  return level;
}

/** Miniatures of a type still in the box. */
export function supplyLeft(g: Game, t: number): number {
  return SUPPLY[t]! - g.onBoard[t]! - g.setAside[t]!;
}

export function zoneName(g: Game, zone: number): string {
  return g.graph.map.zones[zone]!.label;
}

export function cardsOf(s: Survivor): Card[] {
  const out: Card[] = [];
  for (const c of s.slots) if (c !== null && c !== WOUNDED) out.push(c);
  return out;
}

/** Does he carry a card that opens doors (in a Hand or the backpack)? */
export function hasOpener(s: Survivor): boolean {
  return s.slots.some((c) => c !== null && c !== WOUNDED && c.def.opensDoors);
}

/**
 * A Game with its fields written in one order, for the real game and for every copy the forward model makes: objects
 * built alike share one hidden class in V8, so the engine's property reads see one shape in rollouts and real games.
 */
export function gameOf(f: Game): Game {
  return {
    mission: f.mission, graph: f.graph, view: f.view, doorOpen: f.doorOpen, doorLocked: f.doorLocked,
    buildingOpened: f.buildingOpened, round: f.round, firstPlayer: f.firstPlayer, turnOrder: f.turnOrder,
    turnPos: f.turnPos, survivors: f.survivors, zombies: f.zombies, onBoard: f.onBoard, setAside: f.setAside,
    zombiesEscaped: f.zombiesEscaped, noise: f.noise, permanentNoise: f.permanentNoise,
    objectiveTaken: f.objectiveTaken, objectiveColour: f.objectiveColour, spawnActive: f.spawnActive,
    neutralized: f.neutralized, cars: f.cars, victoryStep: f.victoryStep, loudZone: f.loudZone, loudBy: f.loudBy,
    pimpWeapons: f.pimpWeapons, molotovs: f.molotovs, outOfGame: f.outOfGame, recruits: f.recruits, ended: f.ended,
    outcome: f.outcome, cause: f.cause, decks: f.decks, rng: f.rng, strategy: f.strategy, log: f.log,
    observer: f.observer, nextUid: f.nextUid, stats: f.stats, check: f.check, cardTotal: f.cardTotal,
    hitsFrom: f.hitsFrom, support: f.support, decisionBudgetMs: f.decisionBudgetMs, clock: f.clock,
  };
}

/** A car with its fields written in one order (see `gameOf`). */
export function carOf(f: Car): Car {
  return { index: f.index, type: f.type, zone: f.zone, seats: f.seats, searched: f.searched, provisions: f.provisions };
}

/** A Survivor with its fields written in one order (see `gameOf`). */
export function survivorOf(f: Survivor): Survivor {
  return {
    index: f.index, player: f.player, name: f.name, zone: f.zone, alive: f.alive, left: f.left, car: f.car, xp: f.xp,
    level: f.level, skills: f.skills, slots: f.slots, wounds: f.wounds, actions: f.actions, freeMove: f.freeMove,
    freeSearch: f.freeSearch, freeCombat: f.freeCombat, searched: f.searched, rerollTurn: f.rerollTurn,
    toughUsed: f.toughUsed, healed: f.healed, destinyUsed: f.destinyUsed, loudUsed: f.loudUsed,
    leaderUsed: f.leaderUsed, noseUsed: f.noseUsed, diedIn: f.diedIn, woundsTaken: f.woundsTaken,
    killZones: f.killZones, giftedActions: f.giftedActions, kills: f.kills,
  };
}
