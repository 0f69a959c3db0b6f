/**
 * What every Zombicide game's strategy support shares: greedy's scores of the actions all games score alike, board
 * queries (distances, threat, the group), the default answers to the shared decisions, and the PersonaAdapter that
 * turns a game-neutral persona (strategies/) into a strategy for the game.
 */
import type { ActionFacts, ActionScore, Decision, PersonaAdapter, Strategy } from '../types.ts';
import type { GraphView, ZoneGraph } from '../../core/map.ts';
import type { Placement, Trade } from './inventory.ts';

/** Greedy's scores of the actions both rule systems score alike. */
export const FLAT_SCORES: Readonly<Record<string, number>> = { 'take-objective': 1000, reload: 200, 'make-noise': -200, 'end-turn': 0 };

/** Greedy's score of a Search (both rule systems): only with no zombie in the zone; more when poorly armed or without a door opener (`keenToSearch`). */
export function searchScore(here: number, armed: number, opener: boolean): number {
  return here === 0 ? (keenToSearch(armed, opener) ? 350 : 150) : -50;
}

/** A Survivor poorly armed (the cards in his Hands worth less than 2) or without a door opener searches before walking on. */
export function keenToSearch(armed: number, opener: boolean): boolean {
  return armed < 2 || !opener;
}

/** Greedy's score of opening a door (both rule systems): worth it when one of its zones is nearer the goals by `dist` (`nearestBy`). */
export function doorScore(dist: Int32Array, n: number, goals: readonly number[], door: { a: number; b: number }, from: number): number {
  return Math.min(nearestBy(dist, n, door.a, goals), nearestBy(dist, n, door.b, goals)) < nearestBy(dist, n, from, goals) ? 300 : 40;
}

/** A Trade Action is worth taking (both rule systems) when one exchange adds at least this much to what the two Survivors hold. */
export const TRADE_GAIN = 0.5;

/** Greedy's score of a Trade Action whose best exchange adds `gain` (both rule systems): `worth` (each game's own) if enough, else never. */
export function tradeScore(gain: number, worth: number): number {
  return gain >= TRADE_GAIN ? worth : -200;
}

/** The trader's pick among a trade's exchanges (both rule systems): the one that adds most by `gain`, until none adds over 0.05 (the last option, done). */
export function tradeCardsChoice(options: readonly Trade[], gain: (t: Trade) => number): number {
  let best = options.length - 1;
  let most = 0.05;
  for (let i = 0; i < options.length; i++) {
    if (options[i]!.with < 0) continue;
    const g = gain(options[i]!);
    if (g > most) [best, most] = [i, g];
  }
  return best;
}

/** Greedy's score of a Reorganize (both rule systems): worth it when the best cards carried beat those in hand. */
export function reorganizeScore(best: number, armed: number): number {
  return best > armed + 0.1 ? 400 : -50;
}

export function argmax<T>(items: readonly T[], score: (t: T) => number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < items.length; i++) {
    const sc = score(items[i]!);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

/**
 * `threat` for any rule system: the zombies of the zones at most one step from `zone`, and the Runners of those two
 * steps away. `zombies` holds `types` counts per zone; `runner` is the Runner's index among them.
 */
export function threatFrom(v: { view: GraphView }, zone: number, zombies: Int32Array, types: number, runner: number): number {
  let t = 0;
  for (const z of v.view.within1[zone]!) for (let k = 0, b = z * types; k < types; k++) t += zombies[b + k]!;
  for (const z of v.view.at2[zone]!) t += zombies[z * types + runner]!;
  return t;
}

/** Is another living Survivor than `s` in zone `a` or zone `b` (both rule systems: a shot never goes into a friend)? */
export function friendIn<S extends { alive: boolean; zone: number }>(v: { survivors: readonly S[] }, s: S, a: number, b = a): boolean {
  for (const o of v.survivors) if (o.alive && o !== s && (o.zone === a || o.zone === b)) return true;
  return false;
}

/** The zone where most of the other living survivors on the board stand (-1 if none). */
export function groupZone<S extends { alive: boolean; left?: boolean; zone: number }>(v: { survivors: readonly S[] }, self: S): number {
  const count = new Map<number, number>();
  for (const o of v.survivors) if (o !== self && o.alive && !o.left) count.set(o.zone, (count.get(o.zone) ?? 0) + 1);
  let best = -1;
  let most = 0;
  for (const [z, c] of count) if (c > most) [best, most] = [z, c];
  return best;
}

/** What the danger plan reads of a game: its Survivors and the victory step it is at. */
interface DangerPlanView<S> {
  survivors: readonly S[];
  mission: { victory: readonly { kind: string }[] };
  victoryStep: number;
}

/**
 * The Survivor the team raises to the Danger Level a `danger` step asks: the one in play with the most XP (the
 * first of the lineup on a tie). The objectives (5 XP each) are his to take, XP spread over the team wins nothing;
 * the others escort him (his zone is their goal) and fight beside him.
 */
export function xpCarrier<S extends { alive: boolean; left?: boolean; xp: number }>(v: DangerPlanView<S>): S | undefined {
  if (v.mission.victory[v.victoryStep]?.kind !== 'danger') return undefined;
  let best: S | undefined;
  for (const s of v.survivors) if (s.alive && !s.left && (!best || s.xp > best.xp)) best = s;
  return best;
}

/** A Take Objective left to the XP carrier (`xpCarrier`) while he is in play. */
export function objectiveReserved<S extends { alive: boolean; left?: boolean; xp: number }>(v: DangerPlanView<S>, s: S): boolean {
  const carrier = xpCarrier(v);
  return carrier !== undefined && carrier !== s;
}

/**
 * `goals` worked out once per decision for each Survivor: nothing on the board changes while a strategy scores one
 * decision's options, and greedy reads a Survivor's goals for every Move and door it scores. The memo is keyed by the
 * view, the Survivor and the game's decision count (each decision asked counts one more), so the next decision and a
 * determinized copy work them out anew; without a Survivor (the search's value function) they are not kept.
 */
export function goalsPerDecision<V extends { stats: { decisions: number } }, S extends object>(goals: (v: V, s?: S) => number[]): (v: V, s?: S) => number[] {
  let view: V | undefined;
  let survivor: S | undefined;
  let decision = -1;
  let memo: number[] = [];
  return (v, s) => {
    if (s === undefined) return goals(v);
    if (v === view && s === survivor && v.stats.decisions === decision) return memo;
    memo = goals(v, s);
    view = v;
    survivor = s;
    decision = v.stats.decisions;
    return memo;
  };
}

/** Steps from `from` to the nearest of `goals` with every door open, 1e9 if none is reachable (both rule systems). */
export function nearestRoute(v: { graph: { n: number; allOpen: { dist: Int32Array } } }, from: number, goals: readonly number[]): number {
  return nearestBy(v.graph.allOpen.dist, v.graph.n, from, goals);
}

type DoorPlanView = { graph: ZoneGraph; doorOpen: Uint8Array; doorLocked: Uint8Array; buildingOpened: Uint8Array; mission: { map: unknown; vault?: Uint8Array } };

/** The building a closed door would open for the first time (every room of it spawns), -1 if none (a Black Plague vault door spawns nothing). */
export function freshBuilding(v: DoorPlanView, door: number): number {
  const d = v.graph.map.doors[door]!;
  if (v.mission.vault?.[d.a] || v.mission.vault?.[d.b]) return -1;
  const b = unopenedBuilding(v, d.a);
  return b >= 0 ? b : unopenedBuilding(v, d.b);
}

/** The building of `zone` if it has not been opened yet, else -1. */
function unopenedBuilding(v: DoorPlanView, zone: number): number {
  const b = v.graph.building[zone]!;
  return b >= 0 && !v.buildingOpened[b] ? b : -1;
}

/** A closed, unlocked door the team would open: it opens no new building, or a building with a goal inside. */
export function doorWorthOpening(v: DoorPlanView, door: number, goals: readonly number[]): boolean {
  if (v.doorLocked[door]) return false;
  const b = freshBuilding(v, door);
  if (b < 0) return true;
  for (const z of goals) if (v.graph.building[z] === b) return true;
  return false;
}

/** Scratch door state for `plannedView` (the graph's view keeps its own copy). */
let plannedDoors = new Uint8Array(0);

/**
 * The map as the team plans to walk it: the doors open now and the doors worth opening (`doorWorthOpening`). A
 * building without a goal inside stays shut, since its first door spawns zombies in every room of it.
 */
export function plannedView(v: DoorPlanView, goals: readonly number[]): GraphView {
  const doors = v.graph.map.doors.length;
  if (plannedDoors.length !== doors) plannedDoors = new Uint8Array(doors);
  for (let d = 0; d < doors; d++) plannedDoors[d] = v.doorOpen[d] || doorWorthOpening(v, d, goals) ? 1 : 0;
  return v.graph.view(plannedDoors);
}

/**
 * Greedy's score of opening a door (both rule systems) by the planned route (`plannedView`): `doorScore` toward the
 * goals, -20 for a door into a building without a goal while a planned route reaches one; when none does, by the
 * all-open route.
 */
export function plannedDoorScore(v: DoorPlanView, door: number, from: number, goals: readonly number[]): number {
  const planned = plannedView(v, goals);
  const n = v.graph.n;
  const stuck = nearestBy(planned.dist, n, from, goals) >= 1e9;
  if (!stuck && !doorWorthOpening(v, door, goals)) return -20;
  return doorScore(stuck ? unplannedDist(v, from, goals) : planned.dist, n, goals, v.graph.map.doors[door]!, from);
}

/**
 * The steps a Move from `from` to `to` saves toward the nearest of `goals` (both rule systems). A zone's distance:
 * by open paths, or through a closed door worth opening (one Action more to open it, `plannedView`) for a Survivor
 * holding an opener; if neither reaches a goal, the all-open route plus two. The planned view is built once.
 */
export function goalProgress(v: DoorPlanView & { view: GraphView }, opener: boolean, from: number, to: number, goals: readonly number[]): number {
  const planned = opener ? plannedView(v, goals) : undefined;
  return plannedDistance(v, planned, from, goals) - plannedDistance(v, planned, to, goals);
}

/** `goalProgress`'s distance from `zone` to the goals (a top-level function: no closure made per Move scored). */
function plannedDistance(v: DoorPlanView & { view: GraphView }, planned: GraphView | undefined, zone: number, goals: readonly number[]): number {
  const open = nearestBy(v.view.dist, v.graph.n, zone, goals);
  const best = planned ? Math.min(open, nearestBy(planned.dist, v.graph.n, zone, goals) + 1) : open;
  return best < 1e9 ? best : nearestBy(unplannedDist(v, zone, goals), v.graph.n, zone, goals) + 2;
}

/**
 * The distances to walk by when no planned route reaches the goals from `from`: with every door open but the locked
 * ones, or, if that does not reach them either, with every door open.
 */
function unplannedDist(v: DoorPlanView, from: number, goals: readonly number[]): Int32Array {
  const unlocked = unlockedView(v).dist;
  return nearestBy(unlocked, v.graph.n, from, goals) < 1e9 ? unlocked : v.graph.allOpen.dist;
}

/** Scratch door state for `unlockedView`. */
let unlockedDoors = new Uint8Array(0);

/** The map with every door open but the locked ones: the way once the team opens what it may. */
export function unlockedView(v: DoorPlanView): GraphView {
  const doors = v.graph.map.doors.length;
  let locked = false;
  for (let d = 0; d < doors && !locked; d++) locked = v.doorLocked[d] !== 0;
  if (!locked) return v.graph.allOpen;
  if (unlockedDoors.length !== doors) unlockedDoors = new Uint8Array(doors);
  for (let d = 0; d < doors; d++) unlockedDoors[d] = v.doorLocked[d] ? 0 : 1;
  return v.graph.view(unlockedDoors);
}

/** Steps from `from` to the nearest of `goals` by `dist` (n × n, −1 where unreachable), 1e9 if none is reachable (both rule systems). */
export function nearestBy(dist: Int32Array, n: number, from: number, goals: readonly number[]): number {
  let best = 1e9;
  for (const t of goals) {
    const d = dist[from * n + t]!;
    if (d >= 0 && d < best) best = d;
  }
  return best;
}

/** The kinds of attack a skill can name, and what a Survivor's weapons make of each (its share of them). */
type Arms = { Combat: number; Melee: number; Ranged: number; Magic: number };

/**
 * What a Survivor fights with, read off the weapons it carries (those in its two Hands count twice): each kind's
 * share, Combat (any kind) always 1. With no weapon at all every kind counts a third.
 */
export function armsOf(slots: readonly unknown[]): Arms {
  const arms: Arms = { Combat: 1, Melee: 0, Ranged: 0, Magic: 0 };
  let total = 0;
  for (let i = 0; i < slots.length; i++) {
    const kind = (slots[i] as { def?: { kind?: string } } | null)?.def?.kind;
    const w = i < 2 ? 2 : 1;
    if (kind === 'melee') arms.Melee += w;
    else if (kind === 'ranged') arms.Ranged += w;
    else if (kind === 'magic') arms.Magic += w;
    else continue;
    total += w;
  }
  if (total === 0) return { Combat: 1, Melee: 1 / 3, Ranged: 1 / 3, Magic: 1 / 3 };
  arms.Melee /= total;
  arms.Ranged /= total;
  arms.Magic /= total;
  return arms;
}

/** Skills that help whatever the weapons (survival, tempo), by worth; the combat skills are read by `skillWorth`. */
const PLAIN_SKILL_WORTH: Readonly<Record<string, number>> = {
  '+1 Action': 4, Slippery: 1.5, Tough: 1.5, Lucky: 1.5, '1 re-roll per turn': 1.5, 'Roll 6: +1 die Combat': 1.5,
  Medic: 1.2, 'Hit & Run': 1.2, Ambidextrous: 1, 'Born leader': 1, '+1 free Move Action': 1, '+1 free Search Action': 1,
  '+1 Zone per Move': 0.8,
};

/** Skills that only help one kind of attack: their worth with that kind alone in hand. */
const KIND_SKILL: Readonly<Record<string, [keyof Arms, number]>> = {
  Swordmaster: ['Melee', 1.5], 'Bloodlust: Melee': ['Melee', 1.5], Barbarian: ['Melee', 1.5], 'Point-blank': ['Ranged', 1],
  'Iron rain': ['Ranged', 1], Sniper: ['Ranged', 1], Spellbook: ['Magic', 1],
};

const COMBAT_SKILL = /^\+1 (free|die:|to dice roll:|Damage:) ?(Combat|Melee|Ranged|Magic)( Action)?$/;
const COMBAT_WORTH: Readonly<Record<string, number>> = { free: 3, 'die:': 2.5, 'to dice roll:': 2, 'Damage:': 1.5 };

/**
 * What a skill is worth to a Survivor fighting with `arms` (`armsOf`): a free Action, a die, +1 to the roll or +1
 * Damage for the kind of attack it makes (a free Combat Action 3, a free Melee Action 3 × its share of melee weapons),
 * then the skills that keep it alive; a skill not listed 0.5.
 */
export function skillWorth(name: string, arms: Arms): number {
  const plain = PLAIN_SKILL_WORTH[name];
  if (plain !== undefined) return plain;
  const kind = KIND_SKILL[name];
  if (kind) return kind[1] * arms[kind[0]];
  const m = COMBAT_SKILL.exec(name);
  if (m) return COMBAT_WORTH[m[1]!]! * arms[m[2] as keyof Arms];
  return 0.5;
}

/**
 * The answers both rule systems give alike: the arrangement with the best hands (`hands`), where a new card goes
 * (`placeCardChoice`), the last trade option (it ends the exchanges), friendly fire on the least wounded, a re-roll
 * when the hits fall short of the expected, the skill worth most to the Survivor's weapons at Orange and Red
 * (`skillWorth`); undefined for the other kinds.
 */
export function sharedChoice<S extends { slots: readonly C[] }, C, Ar>(
  d: Decision, s: S | undefined, hands: (s: S, a: Ar) => number, value: (c: C) => number, handSlots: number,
): number | undefined {
  switch (d.kind) {
    case 'arrange':
      return argmax(d.options as Ar[], (a) => hands(s!, a));
    case 'place-card':
      return placeCardChoice(d.options as Placement[], s!.slots, value, handSlots);
    case 'trade-cards':
      return d.options.length - 1;
    case 'friendly-fire':
      return argmax(d.options as { wounds: number }[], (o) => -o.wounds);
    case 'reroll': {
      const r = d.options[0] as { hits: number; dice: number; accuracy: number };
      return r.hits < (r.dice * (7 - r.accuracy)) / 6 ? 1 : 0;
    }
    case 'skill-orange':
    case 'skill-red': {
      const arms = armsOf(s!.slots);
      return argmax(d.options as string[], (name) => skillWorth(name, arms));
    }
    default:
      return undefined;
  }
}

/** Where a new card goes (both rule systems): in a Hand (slots below `handSlots`) rather than the Backpack, losing the least. */
export function placeCardChoice<C>(options: readonly Placement[], slots: readonly C[], value: (c: C) => number, handSlots: number): number {
  return argmax(options, (p) => {
    const lost = p.discards === null ? 0 : p.slot < 0 ? 1 : value(slots[p.slot]!);
    return (p.slot < 0 ? -1 : 0) + (p.slot >= 0 && p.slot < handSlots ? 0.5 : 0) - lost + (p.moveTo >= 0 ? 0.2 : 0);
  });
}

/** What the shared ActionFacts need to know of one game: its board queries, card values and action shapes. */
export interface FactsLens<V, S, A> {
  zombiesAt(v: V, zone: number): number;
  threat(v: V, zone: number): number;
  cardValue(card: S extends { slots: readonly (infer C)[] } ? C : never): number;
  hasOpener(s: S): boolean;
  searchable(v: V, zone: number): boolean;
  /** The zone an action is about: the attacked zone, a move's destination, else -1 (the Survivor's own zone). */
  target(a: A): number;
  /** An attack at range, not in melee. */
  ranged(a: A): boolean;
}

type FactsView = { survivors: readonly FactsSurvivor[]; noise: Int32Array; graph: { n: number }; view: { dist: Int32Array } };
type FactsSurvivor = { alive: boolean; left?: boolean; zone: number; slots: readonly unknown[] };

/** ActionFacts over any Zombicide game, through its lens; one object, re-aimed at each action (no allocation per option). */
class Facts<V extends FactsView, S extends FactsSurvivor, A extends { type: string }> implements ActionFacts {
  private v!: V;
  private s!: S;
  private a!: A;
  constructor(private readonly lens: FactsLens<V, S, A>) {}

  /** Aims the facts at one action; what they say is read only when a persona asks (greedy asks nothing). */
  at(v: V, s: S, a: A): this {
    this.v = v;
    this.s = s;
    this.a = a;
    return this;
  }
  get type(): string {
    return this.a.type;
  }
  get zone(): number {
    return this.s.zone;
  }
  get target(): number {
    const t = this.lens.target(this.a);
    return t >= 0 ? t : this.s.zone;
  }
  get ranged(): boolean {
    return this.lens.ranged(this.a);
  }
  zombiesAt(zone: number): number {
    return this.lens.zombiesAt(this.v, zone);
  }
  threat(zone: number): number {
    return this.lens.threat(this.v, zone);
  }
  noiseAt(zone: number): number {
    return this.v.noise[zone]!;
  }
  distance(from: number, to: number): number {
    return this.v.view.dist[from * this.v.graph.n + to]!;
  }
  groupZone(): number {
    return groupZone(this.v, this.s);
  }
  handsValue(): number {
    const value = this.lens.cardValue as (c: unknown) => number;
    return value(this.s.slots[0]) + value(this.s.slots[1]);
  }
  carriedValue(): number {
    const value = this.lens.cardValue as (c: unknown) => number;
    return this.s.slots.reduce((t: number, c) => t + value(c), 0);
  }
  hasOpener(): boolean {
    return this.lens.hasOpener(this.s);
  }
  searchable(zone: number): boolean {
    return this.lens.searchable(this.v, zone);
  }
}

/**
 * A game's PersonaAdapter: at an "action" decision the option `score` rates highest (the first on a tie), given the
 * action's facts and the game's default score `base`; every other decision answered by `answer`.
 */
export function personaAdapter<V extends FactsView & { survivors: readonly S[] }, S extends FactsSurvivor, A extends { type: string }>(
  answer: (v: V, d: Decision) => number, base: (v: V, s: S, a: A) => number, lens: FactsLens<V, S, A>,
): PersonaAdapter {
  return {
    strategy(score: ActionScore): Strategy {
      const facts = new Facts(lens);
      return {
        choose(view: unknown, d: Decision): number {
          const v = view as V;
          if (d.kind !== 'action') return answer(v, d);
          const s = v.survivors[d.survivor]!;
          return argmax(d.options as A[], (a) => score(facts.at(v, s, a), base(v, s, a)));
        },
      };
    },
    baseScores(view: unknown, d: Decision): number[] {
      const v = view as V;
      const s = v.survivors[d.survivor]!;
      return (d.options as A[]).map((a) => base(v, s, a));
    },
    scores(view: unknown, d: Decision, score: ActionScore): number[] {
      const v = view as V;
      const s = v.survivors[d.survivor]!;
      const facts = new Facts(lens);
      return (d.options as A[]).map((a) => score(facts.at(v, s, a), base(v, s, a)));
    },
    defaultChoice: answer as (view: unknown, d: Decision) => number,
  };
}
