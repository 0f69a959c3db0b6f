/**
 * Team plans for the Season 1 victory steps a greedy walk to the nearest goal does not win (docs/strategies.md,
 * "Greedy (Season 1)"): the car escape, carrying the cards of an `escape-with` out, gathering in one spawn zone,
 * raising one Survivor to the Danger Level a `danger` step asks.
 * Each plan is read from the view alone, so every Survivor reads the same plan.
 */
import type { Action } from './actions.ts';
import type { EquipDef } from './data/equipment.ts';
import type { VictoryStep } from './mission.ts';
import { type Car, type Card, type S1View, type Slot, type Survivor, hasOpener, zombiesIn } from './state.ts';
import { currentStep, provisionsLoaded } from './victory.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { argmax, nearestBy, xpCarrier } from '../zombicide/strategy-kit.ts';

type View = S1View;
type CarStep = Extract<VictoryStep, { kind: 'car-escape' }>;

const onBoard = (s: Survivor): boolean => s.alive && !s.left;
const isCard = (c: Slot): c is Card => c !== null && c !== WOUNDED;

/**
 * Where the team searches for the cards a plan needs: the rooms it can walk into without opening a building (whose
 * every room would spawn), else every room (the planned route then opens the nearest building).
 */
export function searchGoals(v: View): number[] {
  const start = v.mission.noSearchInStart ? v.mission.map.tokens.start : [];
  const rooms = v.mission.map.zones.filter((z) => z.room && !start.includes(z.id)).map((z) => z.id);
  const n = v.graph.n;
  const team = v.survivors.filter(onBoard);
  const open = rooms.filter((z) => team.some((s) => v.view.dist[s.zone * n + z]! >= 0));
  return open.length > 0 ? open : rooms;
}

// --- arming up ---

/** What a weapon fights with: its dice × chance to hit × Damage (at most 2 counts). */
export function fightWorth(d: EquipDef): number {
  return d.dice * ((7 - d.accuracy) / 6) * Math.min(d.damage, 2);
}

/** What a Survivor's hands fight with: the `fightWorth` of the weapons in them. */
function fightValue(s: Survivor): number {
  let t = 0;
  for (let h = 0; h < 2; h++) {
    const c = s.slots[h];
    if (c !== undefined && isCard(c) && c.def.kind !== 'item') t += fightWorth(c.def);
  }
  return t;
}

/** Below this `fightValue` a Survivor arms up: a Pistol makes 0.5, two Pistols 1, a Sub MG and a Pistol 1.5, a Shotgun 2. */
export const ARMED = 1.5;
/** How far (zone steps by the open doors) a Survivor walks to a car to arm up (to a room: 2, `nearestSearchRoom`). */
const ARM_UP_CAR_STEPS = 4;

/**
 * Where a Survivor whose hands fight below `ARMED` and who carries no door opener goes to search before his turn's
 * Search is made, or -1: the nearest car within `ARM_UP_CAR_STEPS` that holds a weapon for him (a Police car,
 * searched again and again, draws until a weapon; a Pimpmobile holds Ma's Shotgun or the Evil Twins once), else the
 * nearest room within 2 steps free of zombies where he may search (through open doors only: no building
 * is opened for it).
 * Not for a Survivor sitting in a car. A Survivor with an opener opens the way instead (and the rusher, who searches
 * only for an opener, would stand at the spot forever).
 */
export function armUpGoal(v: View, s: Survivor): number {
  if (s.car >= 0 || s.searched || hasOpener(s) || fightValue(s) >= ARMED) return -1;
  const n = v.graph.n;
  let best = -1;
  let bestSteps = ARM_UP_CAR_STEPS + 1;
  for (const c of v.cars) {
    if (c.zone < 0 || (c.type !== 'police' && c.searched)) continue;
    const steps = v.view.dist[s.zone * n + c.zone]!;
    if (steps >= 0 && steps < bestSteps) [best, bestSteps] = [c.zone, steps];
  }
  return best >= 0 ? best : nearestSearchRoom(v, s.zone);
}

/** The nearest room within 2 steps of `from` by open doors where a Survivor may search (no zombie in it), the lowest zone on a tie; -1 if none. */
function nearestSearchRoom(v: View, from: number): number {
  if (searchRoom(v, from)) return from;
  let best = -1;
  for (const m of v.view.adj[from]!) {
    best = nearerRoom(v, from, m, best);
    for (const m2 of v.view.adj[m]!) if (m2 !== from) best = nearerRoom(v, from, m2, best);
  }
  return best;
}

/** `z` if it is a search room nearer `from` than `best` (or as near and lower), else `best`. */
function nearerRoom(v: View, from: number, z: number, best: number): number {
  if (best >= 0) {
    const n = v.graph.n;
    const d = v.view.dist[from * n + z]! - v.view.dist[from * n + best]!;
    if (d > 0 || (d === 0 && z >= best)) return best;
  }
  return searchRoom(v, z) ? z : best;
}

/** May a Survivor search room `z` now (a room, no zombie in it, not a Starting Zone where the mission forbids it)? */
function searchRoom(v: View, z: number): boolean {
  return v.mission.map.zones[z]!.room && zombiesIn(v, z) === 0 && !(v.mission.noSearchInStart && v.mission.map.tokens.start.includes(z));
}

// --- the car escape (car-escape <n>) ---

/** Street steps between zones (a car drives along streets only): n × n, -1 where no street leads; cached per map. */
const streetSteps = new WeakMap<object, Int32Array>();

function streets(v: View): Int32Array {
  let d = streetSteps.get(v.mission.map);
  if (d) return d;
  const zones = v.mission.map.zones;
  const n = v.graph.n;
  d = new Int32Array(n * n).fill(-1);
  for (let from = 0; from < n; from++) {
    if (zones[from]!.room) continue;
    const queue = [from];
    d[from * n + from] = 0;
    for (let i = 0; i < queue.length; i++) {
      const z = queue[i]!;
      for (const m of v.graph.allOpen.adj[z]!) {
        if (zones[m]!.room || d[from * n + m]! >= 0) continue;
        d[from * n + m] = d[from * n + z]! + 1;
        queue.push(m);
      }
    }
  }
  streetSteps.set(v.mission.map, d);
  return d;
}

/** Street steps from `zone` to the nearest of `to`, 1e9 if no street leads there. */
export function driveSteps(v: View, zone: number, to: readonly number[]): number {
  return nearestBy(streets(v), v.graph.n, zone, to);
}

export interface CarPlan {
  step: CarStep;
  /** The car the Provisions go under (the best by `carScore`). */
  car: Car;
  /** A second car for the Survivors the first has no seat for (the next best by `carScore`), else undefined. */
  spare: Car | undefined;
  /** Provisions under the cars, those that already left the board included. */
  loaded: number;
  /** Enough Provisions, loaded or carried by the Survivors on the board: the team boards, loads and drives out. */
  stocked: boolean;
  /** Every Survivor on the board sits in the plan's cars: the cars may drive out. */
  aboard: boolean;
}

/** Seats left in a car. */
function freeSeats(car: Car): number {
  let n = 0;
  for (const seat of car.seats) if (seat < 0) n++;
  return n;
}

/**
 * The car escape: the team searches until it carries enough Provisions, then boards, loads them under one car and
 * drives out; a team larger than a car's seats fills a second car ("as many cars as needed"), and each car leaves
 * through the exit with its occupants. The main car: the one with Provisions loaded or Survivors aboard (the plan
 * already begun), else the one the team reaches and drives out of soonest (mean walking steps, plus half the street
 * steps to an exit: a Drive moves two zones); the spare, chosen the same way among the others.
 */
export function carPlan(v: View): CarPlan | undefined {
  const step = currentStep(v);
  if (step?.kind !== 'car-escape') return undefined;
  // Read on every decision of a car escape: loops, not arrays and closures.
  const car = bestCar(v, undefined);
  if (!car) return undefined;
  let team = 0;
  let carried = 0;
  for (const s of v.survivors) {
    if (!onBoard(s)) continue;
    team++;
    for (const c of s.slots) if (isCard(c) && c.def.provision) carried++;
  }
  const spare = team > car.seats.length ? bestCar(v, car) : undefined;
  const loaded = provisionsLoaded(v);
  let aboard = true;
  for (const s of v.survivors) if (onBoard(s) && s.car !== car.index && (spare === undefined || s.car !== spare.index)) aboard = false;
  return { step, car, spare, loaded, stocked: loaded + carried >= step.provisions, aboard };
}

/** The car on the map with the best `carScore` (the first of a tie), but `not`; undefined if none. */
function bestCar(v: View, not: Car | undefined): Car | undefined {
  let best: Car | undefined;
  let bestScore = -Infinity;
  for (const c of v.cars) {
    if (c.zone < 0 || c === not) continue;
    const score = carScore(v, c);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** How soon the team on the board gets away in car `c`: Provisions under it and Survivors aboard first, then the mean walk to it and half the street steps to an exit. */
function carScore(v: View, c: Car): number {
  const n = v.graph.n;
  let team = 0;
  let aboard = 0;
  let walk = 0;
  for (const s of v.survivors) {
    if (!onBoard(s)) continue;
    team++;
    if (s.car === c.index) aboard++;
    walk += Math.max(0, v.graph.allOpen.dist[s.zone * n + c.zone]!);
  }
  return 1000 * c.provisions.length + 100 * aboard - walk / Math.max(1, team) - driveSteps(v, c.zone, v.mission.map.tokens.exits) / 2;
}

/**
 * The car a Survivor not yet aboard heads for: the main car while it has a seat for him (the Survivors nearest it
 * first, then by lineup order), else the spare.
 */
function carFor(v: View, plan: CarPlan, s: Survivor): Car {
  if (!plan.spare) return plan.car;
  const mine = walkTo(v, s, plan.car.zone);
  let ahead = 0;
  for (const o of v.survivors) {
    if (o === s || !onBoard(o) || o.car >= 0) continue;
    const theirs = walkTo(v, o, plan.car.zone);
    if (theirs < mine || (theirs === mine && o.index < s.index)) ahead++;
  }
  return ahead < freeSeats(plan.car) ? plan.car : plan.spare;
}

/** Steps from a Survivor to `zone` with every door open (0 if none lead there). */
function walkTo(v: View, s: Survivor, zone: number): number {
  return Math.max(0, v.graph.allOpen.dist[s.zone * v.graph.n + zone]!);
}

/** Greedy's score of a car action (get-in, get-out, change-seat, drive, load, unload) by the car plan. */
export function carActionScore(v: View, s: Survivor, a: Action): number {
  const plan = carPlan(v);
  if (!plan || !plan.stocked) return -150;
  const exits = v.mission.map.tokens.exits;
  const mine = s.car >= 0 ? v.cars[s.car]! : undefined;
  switch (a.type) {
    case 'load':
      return a.car === plan.car.index && plan.loaded < plan.step.provisions ? 850 : -150;
    case 'get-in':
      if (a.car === plan.car.index) return a.driver ? 810 : 800;
      if (a.car === plan.spare?.index && carFor(v, plan, s) === plan.spare) return a.driver ? 790 : 780;
      return -150;
    case 'change-seat':
      return plan.aboard && mine !== undefined && mine.seats[0] === -1 ? 700 : -150;
    case 'drive':
      if (!mine || !plan.aboard || plan.loaded < plan.step.provisions) return -150;
      if (a.path.some((z) => exits.includes(z))) return 1000;
      return 800 + 20 * (driveSteps(v, mine.zone, exits) - driveSteps(v, a.path.at(-1)!, exits));
    default:
      return -150;
  }
}

// --- carrying cards out (escape-with) ---

/** The cards an `escape-with` step (now or later) still needs carried out: those no Survivor who left carries. */
export function cardsToCarryOut(v: View): EquipDef[] {
  const step = v.mission.victory.find((st, i) => i >= v.victoryStep && st.kind === 'escape-with');
  if (step?.kind !== 'escape-with') return [];
  const out = v.survivors.filter((o) => o.left && o.alive).flatMap((o) => o.slots);
  return step.cards.filter((def) => !out.some((c) => isCard(c) && c.def === def));
}

/** Leaving through an exit with cards to carry out: when this Survivor carries one still missing. */
export function leaveCarries(v: View, s: Survivor): boolean {
  const missing = cardsToCarryOut(v);
  return s.slots.some((c) => isCard(c) && missing.includes(c.def));
}

function escapeGoals(v: View, s: Survivor | undefined): number[] {
  const missing = cardsToCarryOut(v);
  const exits = v.mission.map.tokens.exits;
  if (s && s.slots.some((c) => isCard(c) && missing.includes(c.def))) return exits;
  const onTeam = v.survivors.filter(onBoard).flatMap((o) => o.slots);
  return missing.some((def) => !onTeam.some((c) => isCard(c) && c.def === def)) ? searchGoals(v) : exits;
}

// --- gathering in one spawn zone (gather-spawn) ---

/**
 * The one spawn zone the whole team gathers in (each Survivor walking to his nearest would split it): the fewest
 * walking steps for the team together, three more per zombie standing there.
 */
export function gatherZone(v: View): number {
  const team = v.survivors.filter(onBoard);
  const n = v.graph.n;
  const zones = v.mission.map.tokens.spawns.map((sp) => sp.zone);
  return zones[argmax(zones, (z) => {
    return -team.reduce((sum, s) => sum + Math.max(0, v.graph.allOpen.dist[s.zone * n + z]!), 0) - 3 * zombiesIn(v, z);
  })]!;
}

// --- what each Survivor heads for, and keeps ---

/**
 * The zones a plan sends Survivor `s` to, or undefined to leave it to the victory step's usual goals. Arming up: a
 * poorly armed Survivor near a car or a room he can search goes there before the victory step's goals (`armUpGoal`),
 * but not when a plan has the team fetch cards (a car escape's Provisions, the cards to carry out). The car
 * escape: the search rooms until the team carries enough Provisions, then the car (the one he sits in, or `carFor`). Gathering: `gatherZone`.
 * Danger: the XP carrier's zone for the others (`xpCarrier`). Carrying cards out: a Survivor holding a card still missing heads for the exits; the others
 * search while a card is nowhere on the board.
 */
export function planGoals(v: View, s: Survivor | undefined): number[] | undefined {
  const step = currentStep(v);
  if (step?.kind === 'escape-with') return escapeGoals(v, s);
  const arm = s && step?.kind !== 'car-escape' ? armUpGoal(v, s) : -1;
  if (arm >= 0) return [arm];
  if (step?.kind === 'gather-spawn') return [gatherZone(v)];
  const carrier = s && xpCarrier(v);
  if (carrier && carrier !== s) return [carrier.zone];
  const plan = carPlan(v);
  if (plan) {
    if (!plan.stocked) return searchGoals(v);
    if (!s || !plan.spare) return plan.spare ? [plan.car.zone, plan.spare.zone] : [plan.car.zone];
    return [(s.car >= 0 ? v.cars[s.car]! : carFor(v, plan, s)).zone];
  }
  return undefined;
}

/**
 * What a card is worth to the plans: `value`, plus 3 for a Provision the car still lacks or a card still to carry
 * out. Without such a plan, `value` itself (the plan is read once per decision, not once per card).
 */
export function planWorth(v: View, value: (c: Slot | undefined) => number): (c: Slot | undefined) => number {
  const plan = carPlan(v);
  const provisions = plan !== undefined && plan.loaded < plan.step.provisions;
  const missing = cardsToCarryOut(v);
  if (!provisions && missing.length === 0) return value;
  return (c) => value(c) + (c !== undefined && isCard(c) && ((provisions && c.def.provision) || missing.includes(c.def)) ? 3 : 0);
}
