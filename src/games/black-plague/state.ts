/**
 * Black Plague game state: plain data owned by one game; rules are functions over it in the other files of this
 * folder. Strategies see `BpView` (no deck order, no streams).
 */
import type { GameObserver, Strategy } from '../types.ts';
import type { BpEquipDef } from './data/equipment.ts';
import type { BpMission } from './mission.ts';
import { TYPES } from './zombie-types.ts';
import { type BoardState, type Decks, type EngineState, type GameStats, type ViewOf, makeLoudest } from '../zombicide/state.ts';

export interface BpCard {
  uid: number;
  def: BpEquipDef;
  /** Reloadable weapons: false after firing until reloaded (all reload for free in the End Phase). */
  loaded: boolean;
}

/** Slots: 0 and 1 are the Hands, 2 the Body (armour), 3..7 the Backpack. */
export const HANDS = 2;
export const BODY = 2;
export const SLOTS = 8;

/** Free Actions a Survivor has left this turn, by what they may be used for. */
export interface FreeActions {
  move: number;
  search: number;
  melee: number;
  ranged: number;
  magic: number;
  combat: number;
  /** Spellcaster: a Magic or an Enchantment Action. */
  spell: number;
  enchantment: number;
  door: number;
}

export interface BpSurvivor {
  index: number;
  name: string;
  zone: number;
  alive: boolean;
  xp: number;
  /** 0 blue, 1 yellow, 2 orange, 3 red. */
  level: number;
  skills: string[];
  slots: (BpCard | null)[];
  /** The card the ID card allows in the Body slot besides armour (mission `body-slot`), usable from there; null: armour only. */
  bodyCard: string | null;
  wounds: number;
  woundsTaken: number;
  actions: number;
  free: FreeActions;
  searched: boolean;
  /** The Invisibility enchantment's Rotten token: zombies ignore this Survivor until it attacks or makes noise. */
  invisible: boolean;
  /** Tough: the first Wound of this Zombies' Phase is still to be ignored (false outside the Zombies' Phase). */
  toughReady: boolean;
  /**
   * A free Action the Action being resolved has earned that must be the very next Action (Bloodlust's, Hit & Run's
   * Move); it becomes `fleeting` once that Action ends.
   */
  earned: keyof FreeActions | null;
  /** The free Action the next Action must use or lose ("immediately"); a fleeting Move is Hit & Run's, free of extra cost. */
  fleeting: keyof FreeActions | null;
  /** Skills used this turn that have a limit per turn (Taunt, Loud, Sprint, Jump…; one entry per Charge). */
  turnUses: string[];
  /** Made a Combat Action or Noise this turn (Rotten). */
  noticed: boolean;
  /** Killed a zombie this round (Hold your nose). */
  killedThisRound: boolean;
  /** Blitz: free Moves earned by the Action being resolved (zones whose last zombie it killed). */
  blitzMoves: number;
  /** Born leader: free Actions given for the next turn. */
  giftedActions: number;
  diedIn: number;
  kills: number;
}

export interface BpSpawn {
  zone: number;
  colour: string | null;
  active: boolean;
  /** A Necromancer's token: the index of the Necromancer that brought it while it is on the board, else -1. */
  necromancer: number;
  /** Removed from the board (a Necromancer was killed). */
  removed: boolean;
}

export interface Necromancer {
  /** -1 once killed or escaped. */
  zone: number;
  /** Index of the spawn token it brought (its entry zone), -1 for a Necromancer placed at setup. */
  entry: number;
}

export type BpStats = GameStats;
export type BpDecks = Decks<BpCard>;

export interface BpGame extends BoardState, EngineState<BpCard> {
  mission: BpMission;
  survivors: BpSurvivor[];
  /** zombies[zone * TYPES + type]. */
  zombies: Int32Array;
  onBoard: Int32Array;
  noise: Int32Array;
  objectiveTaken: Uint8Array;
  /** 0 for an objective not on the board yet (revealed later by `objective-reveals`): it cannot be taken. */
  objectiveOnBoard: Uint8Array;
  objectiveColour: (string | null)[];
  spawns: BpSpawn[];
  necromancers: Necromancer[];
  /** Dragon Bile puddles per zone. */
  bile: Uint8Array;
  /** Zones where Dragon Fire has burnt. */
  burnt: Uint8Array;
  /** Cards lying in each vault zone, to be taken. */
  vaultCards: BpCard[][];
  /** Vault Artifacts set aside and not placed (handed out by objectives). */
  artifacts: BpCard[];
  /** Cards out of the game: discarded Vault Artifacts (never reshuffled), Dragon Bile poured, Torches thrown. */
  outOfGame: BpCard[];
  victoryStep: number;
  /** Loud: this zone counts as the noisiest on the map until `loudBy`'s next turn (-1: none). */
  loudZone: number;
  loudBy: number;
  strategy: Strategy<BpView>;
  observer: GameObserver<BpView> | undefined;
  /** Zombie link's extra turns (actions.ts `zombieLinkTurns`), played by the spawn rules, which cannot import the actions. */
  zombieLink: (g: BpGame) => void;
}

export type BpView = Omit<ViewOf<BpGame>, 'zombieLink'>;

export function hasSkill(s: BpSurvivor, skill: string): boolean {
  return s.skills.includes(skill);
}

export function zombiesIn(g: BpView, zone: number): number {
  let c = 0;
  for (let t = 0, b = zone * TYPES; t < TYPES; t++) c += g.zombies[b + t]!;
  return c;
}

export function zoneName(g: BpView, zone: number): string {
  return g.graph.map.zones[zone]!.label;
}

export function cardsOf(s: BpSurvivor): BpCard[] {
  return s.slots.filter((c): c is BpCard => c !== null);
}

export function inHand(s: BpSurvivor, h: number): BpCard | null {
  return s.slots[h] ?? null;
}

/** May this card go in the Survivor's Body slot: armour, or the card its ID card shows there. */
export function canWear(s: BpSurvivor, card: BpCard): boolean {
  return card.def.kind === 'armor' || card.def.name === s.bodyCard;
}

/** Slots whose cards can be used: the Hands, and the Body slot when it holds the ID card's Body-slot card. */
export function usableSlots(s: BpSurvivor): readonly number[] {
  const body = s.slots[BODY];
  return body && body.def.name === s.bodyCard ? HANDS_AND_BODY : HANDS_ONLY;
}
const HANDS_ONLY: readonly number[] = [0, 1];
const HANDS_AND_BODY: readonly number[] = [0, 1, BODY];

/** The highest Danger Level among living Survivors. */
export function dangerLevel(g: BpView): number {
  let level = 0;
  for (const s of g.survivors) if (s.alive && s.level > level) level = s.level;
  return level;
}

export function supplyLeft(g: BpView, t: number): number {
  return g.mission.supply[t]! - g.onBoard[t]!;
}

/** Survivors the zombies can see and reach: alive and not invisible. */
export function targetable(s: BpSurvivor): boolean {
  return s.alive && !s.invisible;
}

/** Noise of every zone: tokens plus one per visible Survivor (rules digest §5.5); a Loud zone is the noisiest. Written into `out`. */
export function noiseMap(g: BpView, out = new Int32Array(g.noise.length)): Int32Array {
  out.set(g.noise);
  for (const s of g.survivors) if (targetable(s)) out[s.zone]!++;
  makeLoudest(out, g.loudZone);
  return out;
}

/** A skill the Survivor holds and has not used up this turn (`times` uses allowed). */
export function skillLeft(s: BpSurvivor, skill: string, times = 1): boolean {
  if (!hasSkill(s, skill)) return false;
  let used = 0;
  for (const k of s.turnUses) if (k === skill) used++;
  return used < times;
}

/** Spawn tokens on the board that spawn. */
export function liveSpawns(g: BpView): number[] {
  const out: number[] = [];
  g.spawns.forEach((s, i) => {
    if (s.active && !s.removed) out.push(i);
  });
  return out;
}

/**
 * A BpGame with its fields written in one order, for the real game and for every copy the forward model makes:
 * objects built alike share one hidden class in V8, so the engine's property reads see one shape in both.
 */
export function bpGameOf(f: BpGame): BpGame {
  return {
    mission: f.mission, graph: f.graph, view: f.view, doorOpen: f.doorOpen, doorLocked: f.doorLocked,
    buildingOpened: f.buildingOpened, round: f.round, turnOrder: f.turnOrder, turnPos: f.turnPos,
    firstPlayer: f.firstPlayer, survivors: f.survivors, zombies: f.zombies, onBoard: f.onBoard, noise: f.noise,
    objectiveTaken: f.objectiveTaken, objectiveOnBoard: f.objectiveOnBoard, objectiveColour: f.objectiveColour,
    spawns: f.spawns, necromancers: f.necromancers, bile: f.bile, burnt: f.burnt, vaultCards: f.vaultCards,
    artifacts: f.artifacts, outOfGame: f.outOfGame, victoryStep: f.victoryStep, loudZone: f.loudZone,
    loudBy: f.loudBy, ended: f.ended, outcome: f.outcome, cause: f.cause, decks: f.decks, rng: f.rng,
    strategy: f.strategy, log: f.log, observer: f.observer, nextUid: f.nextUid, stats: f.stats, check: f.check,
    decisionBudgetMs: f.decisionBudgetMs, clock: f.clock, cardTotal: f.cardTotal, hitsFrom: f.hitsFrom,
    support: f.support, zombieLink: f.zombieLink,
  };
}

/** A BpSurvivor with its fields written in one order (see `bpGameOf`). */
export function bpSurvivorOf(f: BpSurvivor): BpSurvivor {
  return {
    index: f.index, name: f.name, zone: f.zone, alive: f.alive, xp: f.xp, level: f.level, skills: f.skills,
    slots: f.slots, bodyCard: f.bodyCard, wounds: f.wounds, woundsTaken: f.woundsTaken, actions: f.actions,
    free: f.free, searched: f.searched, invisible: f.invisible, toughReady: f.toughReady, earned: f.earned,
    fleeting: f.fleeting, turnUses: f.turnUses, noticed: f.noticed, killedThisRound: f.killedThisRound,
    blitzMoves: f.blitzMoves, giftedActions: f.giftedActions, diedIn: f.diedIn, kills: f.kills,
  };
}
