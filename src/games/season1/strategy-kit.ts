/**
 * Season 1's strategy support (docs/strategies.md): board queries (zombies, threat, goals, distances), card
 * values, greedy's score of every action and its answer to every other decision, and `s1Personas`, which
 * describes Season 1's actions in the vocabulary game-neutral personas speak.
 */
import type { Decision, PersonaAdapter } from '../types.ts';
import type { Action } from './actions.ts';
import { HAND_SETS, attackDice, profile, setWeapon, weaponSets } from './combat.ts';
import { hittingFaces } from './odds.ts';
import type { Arrangement } from './inventory.ts';
import { EQUIPMENT, type EquipDef } from './data/equipment.ts';
import type { Trade } from '../zombicide/inventory.ts';
import { type Car, type Card, type S1View, type Survivor, hasOpener } from './state.ts';
import { ABOMINATION, FATTY, RUNNER, TOUGHNESS, WALKER } from './zombie-types.ts';
import { FLAT_SCORES, TRADE_GAIN, argmax, friendIn, goalProgress, goalsPerDecision, keenToSearch, objectiveReserved, plannedDoorScore, personaAdapter, reorganizeScore, searchScore, sharedChoice, threatFrom, tradeCardsChoice, tradeScore } from '../zombicide/strategy-kit.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { carActionScore, carPlan, fightWorth, leaveCarries, planGoals, planWorth } from './plans.ts';

type View = S1View;

export function zombiesAt(v: View, z: number): number {
  const b = z * 4;
  return v.zombies[b]! + v.zombies[b + 1]! + v.zombies[b + 2]! + v.zombies[b + 3]!;
}

/** How much a card is worth holding (`worth`, read once for each kind of card). */
export function cardValue(c: Card | null | typeof WOUNDED | undefined): number {
  return !c || c === WOUNDED ? 0 : WORTH[c.def.id]!;
}

/** Weapons by expected damage, door openers a bit more. */
function worth(d: EquipDef): number {
  if (d.kind === 'item') return d.trap ? 0 : 0.5;
  return fightWorth(d) * (d.kind === 'ranged' ? 1.1 : 1) + (d.opensDoors ? 1 : 0) + (d.dual ? 0.3 : 0);
}
const WORTH = Float64Array.from(EQUIPMENT, worth);

/** What a card is worth in a Hand: a weapon's `cardValue`; an item does nothing there (Season 1 items work from the backpack). */
export function handValue(c: Card | null | typeof WOUNDED | undefined): number {
  return c && c !== WOUNDED && c.def.kind !== 'item' ? cardValue(c) : 0;
}

/**
 * Zones worth walking to for the current victory step, and the objectives left that matter: all of them when the
 * victory asks for the objectives or for a danger level (each gives XP), else only those that may unlock a door
 * (coloured or face down). An optional objective is a detour into a building, and every room of it spawns. A team
 * plan (plans.ts) may send the Survivor `s` elsewhere.
 */
export const goalZones = goalsPerDecision(listGoals);

function listGoals(v: View, s?: Survivor): number[] {
  const planned = planGoals(v, s);
  if (planned) return planned;
  const out: number[] = [];
  const t = v.mission.map.tokens;
  const step = v.mission.victory[v.victoryStep];
  const all = step?.kind === 'danger' || v.mission.victory.some((st) => st.kind === 'objectives');
  for (let i = 0; i < t.objectives.length; i++) {
    const o = t.objectives[i]!;
    if (!v.objectiveTaken[i] && (all || o.colour !== null || o.hidden)) out.push(o.zone);
  }
  switch (step?.kind) {
    case 'escape-with':
    case 'escape-all':
      out.push(...t.exits);
      break;
    case 'leave-start':
      out.push(...t.start);
      break;
    case 'gather-spawn':
      out.push(...t.spawns.map((sp) => sp.zone));
      break;
    case 'neutralize-spawns':
      t.spawns.forEach((sp, i) => {
        if (!v.neutralized[i]) out.push(sp.zone);
      });
      break;
    case 'reach-empty':
      out.push(step.zone);
      break;
    case 'car-escape':
      for (const c of v.cars) if (c.zone >= 0) out.push(c.zone);
      break;
    default:
      break;
  }
  return out;
}

/** Leaving is right unless the Survivors must carry cards out and this one carries none of those still missing. */
export function leaveHelps(v: View, s: Survivor): boolean {
  return v.mission.victory[v.victoryStep]?.kind !== 'escape-with' || leaveCarries(v, s);
}

/** The default (greedy) score of an action: higher is better. Personas adjust it. */
export function baseScore(v: View, s: Survivor, a: Action): number {
  const here = zombiesAt(v, s.zone);
  if (a.type === 'take-objective' && objectiveReserved(v, s)) return -50;
  const flat = FLAT_SCORES[a.type];
  if (flat !== undefined) return flat;
  switch (a.type) {
    case 'attack':
      return attackScore(v, s, a);
    case 'reorganize':
      return reorganizeScore(bestHandsValue(s), handValue(s.slots[0]) + handValue(s.slots[1]));
    case 'search':
      return searchScore(here, cardValue(s.slots[0]) + cardValue(s.slots[1]), hasOpener(s));
    case 'open-door':
      return openDoorScore(v, s, a.door);
    case 'move':
      if (here > 0) return zombiesAt(v, a.to) === 0 ? fleeScore(v, s, a.to) : 0;
      return moveScore(v, s, a.to);
    case 'trade':
      // Only among no zombies; and on the way to a Danger Level the kills are the XP carrier's: better-armed escorts would take them.
      return tradeScore(here === 0 && v.mission.victory[v.victoryStep]?.kind !== 'danger' ? bestTradeGain(s, v.survivors[a.with]!) : 0, TRADE_WORTH);
    case 'heal':
      return 450;
    case 'combine':
      return 600;
    case 'neutralize':
      return 950;
    case 'leave':
      return leaveHelps(v, s) ? 900 : -100;
    case 'search-car':
      // A Police car may be searched every turn: an armed Survivor holding an opener walks on first, as from a room.
      if (here > 0) return -50;
      return keenToSearch(cardValue(s.slots[0]) + cardValue(s.slots[1]), hasOpener(s)) ? 320 : 150;
    case 'loud':
    case 'give-action':
      return 10;
    case 'close-door':
      return -150;
    case 'get-in':
    case 'get-out':
    case 'change-seat':
    case 'drive':
    case 'load':
    case 'unload':
      return carPlan(v) ? carActionScore(v, s, a) : driveByScore(v, s, a);
    default:
      return 0; // the FLAT_SCORES kinds
  }
}

/**
 * Greedy's score of an attack: by its expected kills, so the best weapon is used and a roll that cannot kill
 * anything (a Damage 1 hit on a Fatty in front) is not made; never into a friend, never a Molotov at one's feet.
 */
export function attackScore(v: View, s: Survivor, a: Extract<Action, { type: 'attack' }>): number {
  if (a.attack.ranged && friendIn(v, s, a.attack.zone)) return -100;
  if (a.attack.weapon === 'Molotov' && a.attack.zone === s.zone) return -500;
  const kills = expectedKills(v, s, a.attack.ranged, a.attack.hands, a.attack.zone);
  return kills > 0 ? 300 + 300 * Math.min(kills, 2) + zombiesAt(v, a.attack.zone) : -60;
}


/**
 * Greedy's score of stepping out of a zombie zone into an empty one: 250, more for a step toward the goals, less for
 * one away (`goalProgress`, capped at 3 steps either way). Before, every empty zone scored 250 and the order of the
 * options broke the tie.
 */
export function fleeScore(v: View, s: Survivor, to: number): number {
  return 250 + 10 * Math.max(-3, Math.min(3, goalProgress(v, hasOpener(s), s.zone, to, goalZones(v, s))));
}

/**
 * Greedy's score of a move from a zone free of zombies: the steps it saves toward the nearest goal
 * (`goalProgress`), less for zombies there; walking into zombies only with the Actions left to fight them
 * (their expected kills at least a third of the zombies: otherwise the Survivor stands among them for the
 * Zombies' Phase).
 */
export function moveScore(v: View, s: Survivor, to: number): number {
  const there = zombiesAt(v, to);
  if (there > 0 && (s.actions + s.freeMove - 1) * bestKillsIn(v, s, to) < there / 3) return -30;
  const goals = goalZones(v, s);
  const progress = goalProgress(v, hasOpener(s), s.zone, to, goals);
  return progress > 0 ? 100 + 10 * progress - 20 * there : -10;
}

/**
 * Greedy's score of opening a door: only a door on the way to the goals by the planned route (`plannedDoorScore`:
 * no new building opened unless a goal is inside, since every room of it spawns).
 */
export function openDoorScore(v: View, s: Survivor, door: number): number {
  const score = plannedDoorScore(v, door, s.zone, goalZones(v, s));
  return score > 100 ? score : -20;
}

/**
 * Greedy's car actions outside a car escape: drive-bys. A car running over a zone kills zombies (`runOverKills`), so a
 * Survivor gets in as the driver where a drive would run over zombies (250), drives where the run-over pays
 * (`driveScore`), and gets out when no drive does (150); passengers and seat changes are not played (−150).
 */
export function driveByScore(v: View, s: Survivor, a: Action): number {
  switch (a.type) {
    case 'get-in':
      return a.driver && bestDriveFrom(v, s, v.cars[a.car]!) > 0 ? 250 : -150;
    case 'get-out':
      return v.cars[s.car]!.seats[0] === s.index && bestDriveFrom(v, s, v.cars[s.car]!) > 0 ? -150 : 150;
    case 'drive':
      return driveScore(v, s, v.cars[s.car]!, a.path);
    default:
      return -150;
  }
}

/**
 * Greedy's score of driving `car` along `path`: by the zombies it is expected to kill running over the zones it leaves,
 * crosses and reaches (each zone counted once), like an attack's (300, plus 300 a kill up to two), less 60 for each
 * zombie expected to stay in the zone where the car stops (its occupants stand among them for the Zombies' Phase);
 * never over a Survivor outside the car (he is hit first); −150 when it kills less than half a zombie.
 */
function driveScore(v: View, s: Survivor, car: Car, path: readonly number[]): number {
  let kills = 0;
  let endKills = 0;
  const end = path.length > 0 ? path[path.length - 1]! : car.zone;
  for (let i = -1; i < path.length; i++) {
    const z = i < 0 ? car.zone : path[i]!;
    if (i >= 0 && (z === car.zone || path.indexOf(z) < i)) continue;
    const k = runOverKills(v, car.index, z, s);
    if (k < 0) return -100;
    kills += k;
    if (z === end) endKills = k;
  }
  if (kills < 0.5) return -150;
  return 300 + 300 * Math.min(kills, 2) - 60 * Math.max(0, zombiesAt(v, end) - endKills);
}

/** The best `driveScore` of a drive of one or two street zones from the car's zone (back and forth included) if it is positive, else 0 (also where cars are not drivable). */
function bestDriveFrom(v: View, s: Survivor, car: Car): number {
  if (!v.mission.carsDrivable) return 0;
  let best = 0;
  for (const m of v.view.adj[car.zone]!) {
    if (v.mission.map.zones[m]!.room) continue;
    best = Math.max(best, driveScore(v, s, car, [m]));
    for (const m2 of v.view.adj[m]!) if (!v.mission.map.zones[m2]!.room) best = Math.max(best, driveScore(v, s, car, [m, m2]));
  }
  return best;
}

/**
 * Zombies a car is expected to kill running over `zone` (one die per miniature, 4+ to hit, 1 Damage, the ranged
 * targeting priority: a Fatty or the Abomination shields the Runners); −1 when a Survivor outside the car (but its
 * driver, who may be getting in) stands there.
 */
function runOverKills(v: View, car: number, zone: number, driver: Survivor): number {
  for (const o of v.survivors) if (o.alive && !o.left && o.zone === zone && o.car !== car && o !== driver) return -1;
  const z = zone * 4;
  const walkers = v.zombies[z + WALKER]!;
  const runners = v.zombies[z + RUNNER]!;
  const shields = v.zombies[z + FATTY]! + v.zombies[z + ABOMINATION]!;
  const actors = walkers + runners + shields;
  if (actors === 0) return 0;
  return expectedCapped(actors, 0.5, walkers + (shields === 0 ? runners : 0));
}

/**
 * Expected zombies one attack kills: hits are binomial; a hit kills a zombie its Damage beats, in melee (and for
 * a Sniper) any such one, at range by the targeting priority (Walkers, then Fatties and the Abomination, which
 * absorb hits they are too tough for, then Runners). A Molotov kills the whole zone. The attack: the weapons in
 * `hands`, at `zone`.
 */
export function expectedKills(v: View, s: Survivor, ranged: boolean, hands: readonly number[], zone: number): number {
  const c = s.slots[hands[0]!];
  if (!c || c === WOUNDED) return 0;
  const z = zone * 4;
  const walkers = v.zombies[z + WALKER]!;
  const runners = v.zombies[z + RUNNER]!;
  const fatties = v.zombies[z + FATTY]!;
  const aboms = v.zombies[z + ABOMINATION]!;
  if (c.def.name === 'Molotov') return walkers + runners + fatties + aboms;
  const p = profile(c.def, ranged);
  if (!p) return 0;
  const { dice, bonus } = attackDice(s, p, hands.length, ranged);
  const hit = hittingFaces(p.accuracy, bonus) / 6;
  const fattyKillable = p.damage >= TOUGHNESS[FATTY]!;
  const abominationKillable = p.damage >= TOUGHNESS[ABOMINATION]!;
  const killable = !ranged || s.skills.includes('Sniper') || c.def.freeTargets
    ? walkers + runners + (fattyKillable ? fatties : 0) + (abominationKillable ? aboms : 0)
    : walkers + (fattyKillable ? fatties : 0) + ((fatties > 0 && !fattyKillable) || (aboms > 0 && !abominationKillable) ? 0 : runners);
  return expectedCapped(dice, hit, killable);
}

/** E[min(H, cap)] for H binomial with `n` trials of chance `p`. */
export function expectedCapped(n: number, p: number, cap: number): number {
  let e = 0;
  let chance = (1 - p) ** n;
  for (let h = 0; h <= n; h++) {
    if (h > 0) chance = p === 1 ? (h === n ? 1 : 0) : (chance * (n - h + 1) * p) / (h * (1 - p));
    e += chance * Math.min(h, cap);
  }
  return e;
}

/** The expected kills of the best attack the Survivor's Hands could make on the zombies of `zone` from inside it (no Molotov). */
export function bestKillsIn(v: View, s: Survivor, zone: number): number {
  let best = 0;
  for (let use = 0; use < 2; use++) {
    const ranged = use === 1;
    const sets = weaponSets(s, ranged);
    for (let k = 0; k < 3; k++) {
      if (!(sets & (1 << k))) continue;
      const def = setWeapon(s, k);
      if (def.name === 'Molotov' || (ranged && def.range![0] > 0)) continue;
      best = Math.max(best, expectedKills(v, s, ranged, HAND_SETS[k]!, zone));
    }
  }
  return best;
}

export function handsValue(s: Survivor, a: Arrangement): number {
  let v = 0;
  for (const c of s.slots) if (c !== null && c !== WOUNDED && a.hands.includes(c.uid)) v += handValue(c);
  return v;
}

/** The value in hand of the two best cards the survivor carries (what a reorganize could put in hand). */
export function bestHandsValue(s: Survivor): number {
  let a = 0;
  let b = 0;
  for (const c of s.slots) {
    const v = handValue(c);
    if (v > a) { b = a; a = v; }
    else if (v > b) b = v;
  }
  return a + b;
}

/** A trade that arms the two better comes before a Search, a Move or a door, after an attack (docs/strategies.md: Trades). */
const TRADE_WORTH = 360;

/** The cards a Survivor carries that are worth something in a Hand (not items). */
function weaponsCarried(s: Survivor): number {
  let n = 0;
  for (const c of s.slots) if (c !== null && c !== WOUNDED && c.def.kind !== 'item') n++;
  return n;
}

/** The sum of the four best `handValue`s among two Survivors' cards (`n` of them in `vals`). */
function bestFour(vals: Float64Array, n: number): number {
  let w = 0, x = 0, y = 0, z = 0;
  for (let i = 0; i < n; i++) {
    const h = vals[i]!;
    if (h <= z) continue;
    if (h > w) { z = y; y = x; x = w; w = h; }
    else if (h > x) { z = y; y = x; x = h; }
    else if (h > y) { z = y; y = h; }
    else z = h;
  }
  return w + x + y + z;
}

/** The two best of `vals[from, to)` but the one at `skip`, and `plus`: `bestHandsValue` over values read once. */
function topTwo(vals: Float64Array, from: number, to: number, skip: number, plus: number): number {
  let a = plus, b = 0;
  for (let i = from; i < to; i++) {
    if (i === skip) continue;
    const v = vals[i]!;
    if (v > a) { b = a; a = v; }
    else if (v > b) b = v;
  }
  return a + b;
}

/** `handValue` of each slot of two Survivors, one after the other (`loadHands`; no Survivor carries more than 5 cards). */
const SLOT_VALUES = new Float64Array(16);

/** Puts the `handValue` of `s`'s slots, then `o`'s, in `SLOT_VALUES`; returns `s`'s slot count. */
function loadHands(s: Survivor, o: Survivor): number {
  const ns = s.slots.length, n = ns + o.slots.length;
  for (let i = 0; i < n; i++) SLOT_VALUES[i] = handValue(i < ns ? s.slots[i] : o.slots[i - ns]);
  return ns;
}

/**
 * What giving the card at `i` (the first Survivor's slot) for the one at `j` (the other's, after `ns`; -1: nothing)
 * adds to both Survivors' best hands (`hs`, `ho` before it).
 */
function exchangeGain(ns: number, n: number, i: number, j: number, hs: number, ho: number): number {
  const v = SLOT_VALUES;
  return topTwo(v, 0, ns, i, j < 0 ? 0 : v[j]!) + topTwo(v, ns, n, j, i < 0 ? 0 : v[i]!) - hs - ho;
}

/**
 * The most one exchange between `s` and `o` adds to their hands (`exchangeGain`), 0 if none adds anything: the
 * exchanges `tradeOptions(s, o)` lists, weighed without listing them.
 */
export function bestTradeGain(s: Survivor, o: Survivor): number {
  // No exchange does better than the four best weapons of the two in their four Hands; most of the time they hold
  // those already (always when each carries at most two weapons), and the exchanges are not weighed.
  if (weaponsCarried(s) <= 2 && weaponsCarried(o) <= 2) return 0;
  const ns = loadHands(s, o), n = ns + o.slots.length;
  const hs = topTwo(SLOT_VALUES, 0, ns, -1, 0), ho = topTwo(SLOT_VALUES, ns, n, -1, 0);
  if (bestFour(SLOT_VALUES, n) - hs - ho < TRADE_GAIN - 1e-9) return 0;
  const room = o.slots.includes(null);
  let best = 0;
  for (let i = 0; i < ns; i++) {
    const c = s.slots[i]!;
    if (c === null || c === WOUNDED) continue;
    if (room) best = Math.max(best, exchangeGain(ns, n, i, -1, hs, ho));
    for (let j = ns; j < n; j++) {
      const t = o.slots[j - ns]!;
      if (t === null || t === WOUNDED || t.def.name === c.def.name) continue;
      best = Math.max(best, exchangeGain(ns, n, i, j, hs, ho));
    }
  }
  if (s.slots.includes(null)) {
    for (let j = ns; j < n; j++) {
      const t = o.slots[j - ns]!;
      if (t !== null && t !== WOUNDED) best = Math.max(best, exchangeGain(ns, n, -1, j, hs, ho));
    }
  }
  return best;
}

/** The slot of `s` holding the card `uid`. */
function slotOf(s: Survivor, uid: number): number {
  return s.slots.findIndex((c) => c !== null && c !== WOUNDED && c.uid === uid);
}

/**
 * The trader's pick among a Trade's exchanges (`tradeCardsChoice`), each weighed as `bestTradeGain` does. Every
 * exchange is with the same friend; the last option, done, is with nobody.
 */
function exchangeChoice(v: View, s: Survivor, options: readonly Trade[]): number {
  const o = v.survivors[options[0]!.with];
  if (!o) return options.length - 1;
  const ns = loadHands(s, o), n = ns + o.slots.length;
  const hs = topTwo(SLOT_VALUES, 0, ns, -1, 0), ho = topTwo(SLOT_VALUES, ns, n, -1, 0);
  return tradeCardsChoice(options, (t) => exchangeGain(ns, n, slotOf(s, t.give), t.take < 0 ? -1 : ns + slotOf(o, t.take), hs, ho));
}

/**
 * Zombies that could attack a survivor standing in `zone` in the next Zombies' Phase: those in
 * it, those one step away, and Runners two steps away (open paths only).
 */
export function threat(v: View, zone: number): number {
  return threatFrom(v, zone, v.zombies, 4, RUNNER);
}

/**
 * On a mission that is lost when too many zombies escape through its zombie exits (Grindhouse), the zombies on the
 * board: zombies that see nobody walk to the noisiest zone, and the exits are the noisiest, so each may walk out. 0
 * elsewhere.
 */
export function lossThreat(v: View): number {
  if (v.mission.zombieExits.length === 0) return 0;
  let n = 0;
  for (let i = 0; i < v.zombies.length; i++) n += v.zombies[i]!;
  return n;
}

/** Expected hits of one attack: dice (doubled for Dual) times the chance a die hits. */
export function expectedHits(s: Survivor, a: Extract<Action, { type: 'attack' }>): number {
  const c = s.slots[a.attack.hands[0]!];
  if (!c || c === WOUNDED) return 0;
  return c.def.dice * a.attack.hands.length * Math.max(0, 7 - c.def.accuracy) / 6;
}

const KILL_ORDER = [1, 2, 0, 3]; // prefer Abomination, then Runner, Fatty, Walker (by type index W,R,F,A)

export function defaultChoice(v: View, d: Decision): number {
  const s = v.survivors[d.survivor];
  const keep = planWorth(v, cardValue);
  if (d.kind === 'trade-cards') return exchangeChoice(v, s!, d.options as Trade[]);
  const shared = sharedChoice(d, s, handsValue, keep, 2);
  if (shared !== undefined) return shared;
  switch (d.kind) {
    case 'take-wound':
      return argmax(d.options as Survivor[], (o) => -10 * o.wounds - o.slots.filter((c) => c !== null).length);
    case 'discard-for-wound':
      return argmax(d.options as Card[], (c) => -keep(c));
    case 'assign-hit':
      return argmax(d.options as number[], (t) => -KILL_ORDER.indexOf(t));
    default:
      return 0;
  }
}

/** Season 1's actions in the shared vocabulary, for game-neutral personas (strategies/). */
export const s1Personas: PersonaAdapter = personaAdapter<View, Survivor, Action>(defaultChoice, baseScore, {
  zombiesAt,
  threat,
  cardValue,
  hasOpener,
  searchable: (v, zone) => v.mission.map.zones[zone]!.room,
  target: (a) => (a.type === 'attack' ? a.attack.zone : a.type === 'move' ? a.to : -1),
  ranged: (a) => a.type === 'attack' && a.attack.ranged,
});
