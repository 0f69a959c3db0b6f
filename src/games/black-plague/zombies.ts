/**
 * The Zombies' Phase (rules digest §9): attacks, moves with equal splits, Runners' second action, Necromancers
 * fleeing to a spawn zone, and the Spawn step (Extra Activation, Double Spawn and Necromancer cards); the extra
 * activations skills bring (Taunt; Zombie link's turn before an Extra Activation card).
 */

export { drawZombieCard };
import { BP_ZOMBIE_CARDS, bpCardRow } from './data/zombie-cards.ts';
import type { GraphView } from '../../core/map.ts';
import { type BpGame, type BpSurvivor, type Necromancer, dangerLevel, liveSpawns, noiseMap, supplyLeft, targetable, zoneName } from './state.ts';
import { wound } from './survivors.ts';
import { ABOMINATION, type BpZombieType, NECROMANCER, RUNNER, TYPES, ZOMBIE_NAMES } from './zombie-types.ts';
import { decide, endGame } from '../zombicide/decide.ts';
import { LEVEL_NAMES } from '../zombicide/state.ts';
import { borrowInt32, giveBack } from '../zombicide/scratch.ts';
import { canStep, loudest, passableSteps, shiftGroup, splitGroup, splitWays, stepsToward } from '../zombicide/zombies.ts';
import { drawZombieCard } from '../zombicide/decks.ts';

const ALL = 0b11111;
const bit = (t: BpZombieType): number => 1 << t;
/** Extra activations chained inside one phase beyond this depth are not played (an engine guard). */
const MAX_DEPTH = 8;

export function zombiesPhase(g: BpGame): void {
  g.log?.(`-- Zombies' Phase`);
  for (const s of g.survivors) s.toughReady = true;
  activate(g, ALL, 0);
  activate(g, bit(RUNNER), 0);
}

export function extraActivation(g: BpGame, t: BpZombieType, depth: number): void {
  if (depth > MAX_DEPTH) return;
  g.log?.(`  extra activation: every ${ZOMBIE_NAMES[t]}`);
  activate(g, bit(t), depth);
  if (t === RUNNER) activate(g, bit(RUNNER), depth);
}

/** One Action for every zombie of the types in `mask`: all attacks first, then all moves. */
export function activate(g: BpGame, mask: number, depth: number): void {
  const n = g.graph.n;
  const attacked = borrowInt32(n);
  for (let z = 0; z < n; z++) {
    if (!anyOf(g, z, mask) || !occupied(g, z)) continue;
    for (let t = 0; t < TYPES; t++) {
      if (!(mask & (1 << t))) continue;
      const c = g.zombies[z * TYPES + t]!;
      if (c > 0) attacked[z] = 1;
      for (let i = 0; i < c; i++) attackOnce(g, z, t as BpZombieType);
    }
  }
  moveAll(g, mask, attacked);
  if (mask & bit(NECROMANCER)) moveNecromancers(g, attacked);
  giveBack(attacked);
}

/** Are there zombies of `mask`'s types in zone `z`? */
function anyOf(g: BpGame, z: number, mask: number): boolean {
  for (let t = 0, b = z * TYPES; t < TYPES; t++) if (mask & (1 << t) && g.zombies[b + t]! > 0) return true;
  return false;
}

/** Does a Survivor zombies can attack stand in zone `z`? */
function occupied(g: BpGame, z: number): boolean {
  for (const s of g.survivors) if (targetable(s) && s.zone === z) return true;
  return false;
}

/** A zombie's attack always hits: 1 Wound to a Survivor of the players' choice in its zone. */
function attackOnce(g: BpGame, z: number, t: BpZombieType): void {
  const victims = g.survivors.filter((s) => targetable(s) && s.zone === z);
  if (victims.length === 0) return;
  const s: BpSurvivor = decide(g, 'take-wound', victims[0]!.index, victims);
  wound(g, s, t, `a ${ZOMBIE_NAMES[t]}`);
}

/** Every zombie of `mask` (not Necromancers) that did not attack moves one zone, all at once; ties split evenly. */
function moveAll(g: BpGame, mask: number, attacked: Int32Array): void {
  const noise = borrowInt32(g.graph.n);
  noiseMap(g, noise);
  const seen = borrowInt32(g.graph.n);
  for (const s of g.survivors) if (targetable(s)) seen[s.zone] = 1;
  const loud = borrowInt32(g.graph.n + 1);
  loudest(g.view, noise, loud);
  const delta = moves(g, mask, (z) => (attacked[z] ? null : stepsToward(g.graph, g.view, z, noise, seen, false, loud)), (z, t) => g.zombies[z * TYPES + t]!);
  for (let i = 0; i < delta.length; i++) g.zombies[i]! += delta[i]!;
  giveBack(delta);
  giveBack(noise);
  giveBack(seen);
  giveBack(loud);
}

/**
 * The moves of `count(z, t)` zombies of each zone and type of `mask` (not Necromancers) one zone along `route(z)`
 * (null: they stay), all at once; ties split evenly. Returns the change per zone and type (borrowed: give it back).
 */
function moves(g: BpGame, mask: number, route: (z: number) => { steps: number[]; view: GraphView } | null, count: (z: number, t: number) => number): Int32Array<ArrayBuffer> {
  const n = g.graph.n;
  const delta = borrowInt32(n * TYPES);
  for (let z = 0; z < n; z++) {
    let any = false;
    for (let t = 0; t < NECROMANCER; t++) if (mask & (1 << t) && count(z, t) > 0) any = true;
    if (!any) continue;
    const r = route(z);
    if (r === null || r.steps.length === 0) continue;
    const passable = passableSteps(g, r.view, z, r.steps);
    const steps = splitWays(r.steps, passable, g.mission.splitCountsClosedDoors);
    if (steps.length === 0) continue;
    for (let t = 0; t < NECROMANCER; t++) {
      if (!(mask & (1 << t))) continue;
      const here = count(z, t);
      if (here === 0) continue;
      if (steps.length === 1 || t === ABOMINATION) {
        const to = steps.length === 1 ? steps[0]! : decide(g, 'abomination-path', -1, steps);
        if (passable.includes(to)) shiftGroup(g, TYPES, ZOMBIE_NAMES, delta, z, to, t, here);
        continue;
      }
      splitGroup(g, TYPES, ZOMBIE_NAMES, delta, z, steps, passable, t, here, supplyLeft(g, t), dangerLevel(g));
    }
  }
  return delta;
}

/**
 * Taunt: the zombies of `zone` get an extra activation (Runners two Actions) against the taunter alone: they attack
 * only it and go for its zone by the shortest way, past other Survivors (Necromancers too, one path each).
 */
export function tauntActivation(g: BpGame, s: BpSurvivor, zone: number): void {
  const taunted = new Int32Array(g.graph.n * TYPES);
  for (let t = 0; t < TYPES; t++) taunted[zone * TYPES + t] = g.zombies[zone * TYPES + t]!;
  const necromancers = g.necromancers.filter((nec) => nec.zone === zone);
  g.log?.(`  the zombies of ${zoneName(g, zone)} go for ${s.name}`);
  tauntedAction(g, s, taunted, necromancers, ALL);
  tauntedAction(g, s, taunted, necromancers, bit(RUNNER));
}

/** One Action of the taunted zombies (`taunted`: how many per zone and type): those in the taunter's zone attack it, the others move. */
function tauntedAction(g: BpGame, s: BpSurvivor, taunted: Int32Array, necromancers: Necromancer[], mask: number): void {
  const target = s.zone;
  for (let t = 0; t < TYPES; t++) {
    if (!(mask & bit(t as BpZombieType))) continue;
    for (let i = taunted[target * TYPES + t]!; i > 0 && s.alive; i--) wound(g, s, t as BpZombieType, `a ${ZOMBIE_NAMES[t]}`);
  }
  if (!s.alive) return;
  const route = (z: number): { steps: number[]; view: GraphView } | null => (z === target ? null : routeTo(g, z, target));
  const delta = moves(g, mask, route, (z, t) => taunted[z * TYPES + t]!);
  for (let i = 0; i < delta.length; i++) {
    g.zombies[i]! += delta[i]!;
    taunted[i]! += delta[i]!;
  }
  giveBack(delta);
  if (!(mask & bit(NECROMANCER))) return;
  for (const nec of necromancers) {
    const r = route(nec.zone);
    if (r === null || r.steps.length === 0) continue;
    const to = decide(g, 'necromancer-path', -1, r.steps);
    if (!canStep(g, r.view, nec.zone, to)) continue;
    g.zombies[nec.zone * TYPES + NECROMANCER]!--;
    taunted[nec.zone * TYPES + NECROMANCER]!--;
    g.zombies[to * TYPES + NECROMANCER]!++;
    taunted[to * TYPES + NECROMANCER]!++;
    g.log?.(`  the Necromancer ${zoneName(g, nec.zone)} -> ${zoneName(g, to)}`);
    nec.zone = to;
  }
}

/** The first steps of every shortest way from `z` to `target` (by open paths, else as if every door were open). */
function routeTo(g: BpGame, z: number, target: number): { steps: number[]; view: GraphView } {
  const view = g.view.dist[z * g.graph.n + target]! >= 0 ? g.view : g.graph.allOpen;
  return { steps: [...view.firstSteps(z, target)].sort((a, b) => a - b), view };
}

/**
 * Necromancers that did not attack flee: one zone toward the nearest spawn zone other than their own entry zone
 * (players choose on a tie); one that activates in such a zone escapes (digest §9.7). With every spawn token in its
 * entry zone it escapes at its first activation ("ucieka z planszy zaraz po swojej Aktywacji").
 */
function moveNecromancers(g: BpGame, attacked: Int32Array): void {
  const n = g.graph.n;
  g.necromancers.forEach((nec, i) => {
    if (nec.zone < 0 || attacked[nec.zone]) return;
    const entry = nec.entry >= 0 ? g.spawns[nec.entry]!.zone : -1;
    const goals = liveSpawns(g).map((k) => g.spawns[k]!.zone).filter((z) => z !== entry);
    if (goals.length === 0 || goals.includes(nec.zone)) return escape(g, i);
    let view = g.view;
    if (!goals.some((z) => view.dist[nec.zone * n + z]! >= 0)) view = g.graph.allOpen;
    let best = Infinity;
    for (const z of goals) {
      const d = view.dist[nec.zone * n + z]!;
      if (d >= 0 && d < best) best = d;
    }
    const near = goals.filter((z) => view.dist[nec.zone * n + z] === best);
    const steps: number[] = [];
    for (const t of near) for (const m of view.firstSteps(nec.zone, t)) if (!steps.includes(m)) steps.push(m);
    if (steps.length === 0) return;
    steps.sort((a, b) => a - b);
    const to = decide(g, 'necromancer-path', -1, steps);
    if (!canStep(g, view, nec.zone, to)) return;
    g.zombies[nec.zone * TYPES + NECROMANCER]!--;
    g.zombies[to * TYPES + NECROMANCER]!++;
    g.log?.(`  the Necromancer flees ${zoneName(g, nec.zone)} -> ${zoneName(g, to)}`);
    nec.zone = to;
  });
}

/** A Necromancer escapes: its spawn token stays for good; the quest may be lost. */
function escape(g: BpGame, i: number): void {
  const nec = g.necromancers[i]!;
  g.log?.(`  the Necromancer escapes from ${zoneName(g, nec.zone)}`);
  g.zombies[nec.zone * TYPES + NECROMANCER]!--;
  g.onBoard[NECROMANCER]!--;
  nec.zone = -1;
  if (nec.entry >= 0) g.spawns[nec.entry]!.necromancer = -1;
  if (g.mission.necromancerEscape === 'lose' || liveSpawns(g).length >= 6) endGame(g, 'loss', 'a necromancer escaped');
}

// ---- spawning ----

/** Spawn step: one card per spawn token on the board, in order; a Double Spawn makes the next one draw two (wrapping to the first). */
/** The Spawn step, which ends the Zombies' Phase. */
export function spawnStep(g: BpGame): void {
  spawnIn(g, liveSpawns(g).map((i) => g.spawns[i]!.zone));
  for (const s of g.survivors) s.toughReady = false;
}

/** Draw for each zone in turn; a Double Spawn card gives the next zone one more card (the last zone's goes to the first). */
export function spawnIn(g: BpGame, zones: readonly number[]): void {
  let extra = 0;
  for (const zone of zones) extra = drawFor(g, zone, 1 + extra);
  // Double Spawns drawn for the last zone go to the first one (and on; what is left after a full turn is dropped).
  for (let k = 0; extra > 0 && k < zones.length; k++) extra = drawFor(g, zones[k]!, extra);
}

/** `draws` Zombie cards for one zone; the Double Spawns among them, which the next zone draws. */
function drawFor(g: BpGame, zone: number, draws: number): number {
  let extra = 0;
  while (draws-- > 0) if (resolveCard(g, drawZombieCard(g), zone, 0)) extra++;
  return extra;
}

/** Apply a Zombie card to a zone at the current Danger Level; true for a Double Spawn (nothing here, the next zone draws 2). */
export function resolveCard(g: BpGame, id: number, zone: number, depth: number): boolean {
  const card = BP_ZOMBIE_CARDS[id - 1]!;
  const level = dangerLevel(g);
  const where = g.log ? `${zoneName(g, zone)}: card #${id} (${LEVEL_NAMES[level]})` : '';
  if (card.kind === 'doubleSpawn') {
    g.log?.(`  spawn ${where}: Double Spawn`);
    return true;
  }
  if (card.kind === 'necromancer') {
    g.log?.(`  spawn ${where}: a Necromancer`);
    return necromancerArrives(g, zone, depth, id);
  }
  const row = bpCardRow(card, level, g.mission.cardReading);
  if (!row) {
    g.log?.(`  spawn ${where}: nothing`);
    return false;
  }
  if (card.kind === 'extraActivation') {
    g.log?.(`  spawn ${where}: extra activation`);
    g.zombieLink(g);
    extraActivation(g, row.type, depth);
    return false;
  }
  const type = zone === g.mission.abominationZone ? ABOMINATION : row.type;
  g.log?.(`  spawn ${where}: ${row.count} ${ZOMBIE_NAMES[type]}${type !== row.type ? ' (an Abomination instead, in this zone)' : ''}`);
  placeZombies(g, zone, type, type !== row.type ? 1 : row.count, depth, id);
  return false;
}

/**
 * A Necromancer appears with its spawn token, which spawns at once; with no miniature left, every Necromancer activates.
 * True when the token's card is a Double Spawn: the next zone draws two, as for any spawn token.
 */
export function necromancerArrives(g: BpGame, zone: number, depth: number, card = -1): boolean {
  if (supplyLeft(g, NECROMANCER) <= 0) {
    g.log?.(`  out of Necromancer miniatures`);
    extraActivation(g, NECROMANCER, depth + 1);
    return false;
  }
  placeZombies(g, zone, NECROMANCER, 1, depth, card);
  g.necromancers[g.necromancers.length - 1]!.entry = g.spawns.length;
  g.spawns.push({ zone, colour: null, active: true, necromancer: g.necromancers.length - 1, removed: false });
  return resolveCard(g, drawZombieCard(g), zone, depth);
}

/** Put zombies from the supply in a zone; when the box runs short, what is left is placed and every zombie of that type activates. */
export function placeZombies(g: BpGame, zone: number, t: BpZombieType, count: number, depth: number, card = -1): void {
  const k = Math.min(count, supplyLeft(g, t));
  g.zombies[zone * TYPES + t]! += k;
  g.onBoard[t]! += k;
  g.stats.spawned += k;
  g.stats.spawnedByType[t]! += k;
  if (k > 0) g.observer?.event({ type: 'spawn', zone, zombie: ZOMBIE_NAMES[t], count: k, card: card < 0 ? null : card, danger: dangerLevel(g) }, g);
  if (t === NECROMANCER) for (let i = 0; i < k; i++) g.necromancers.push({ zone, entry: -1 });
  if (k < count) {
    g.log?.(`  out of ${ZOMBIE_NAMES[t]} miniatures`);
    extraActivation(g, t, depth + 1);
  }
}

/** The first door opened into a building spawns one card per room (not the Starting Zone's building, not vaults). */
export function openBuilding(g: BpGame, building: number): void {
  if (building < 0 || g.buildingOpened[building]) return;
  g.buildingOpened[building] = 1;
  const zones = g.graph.buildings[building]!.filter((z) => !g.mission.vault[z]);
  if (zones.length === 0) return;
  g.log?.(`  the building opens: zombies spawn in ${zones.length} room${zones.length === 1 ? '' : 's'}`);
  spawnIn(g, zones);
}
