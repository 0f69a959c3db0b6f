/**
 * The Zombies' Phase (rulebook §7; digest §9): every zombie attacks or moves, Runners act twice,
 * extra activations, splitting over equally short paths with balancing miniatures.
 */
import { type Game, type Survivor, dangerLevel, hasSkill, noiseMap, supplyLeft, zoneName } from './state.ts';
import { wound } from './survivors.ts';
import { ABOMINATION, RUNNER, ZOMBIE_NAMES, type ZombieType } from './zombie-types.ts';
import { decide, endGame } from '../zombicide/decide.ts';
import { borrowInt32, giveBack } from '../zombicide/scratch.ts';
import { loudest, passableSteps, shiftGroup, splitGroup, splitWays, stepsToward } from '../zombicide/zombies.ts';

export const ALL_TYPES = 0b1111;
export const typeBit = (t: ZombieType): number => 1 << t;

/** Extra activations chained inside one Zombies' Phase beyond this depth are not played (an engine guard, see docs/rules-coverage.md). */
const MAX_EXTRA_DEPTH = 8;

export function zombiesPhase(g: Game): void {
  g.log?.(`-- Zombies' Phase`);
  for (const s of g.survivors) s.toughUsed = false;
  activate(g, ALL_TYPES, 0);
  activate(g, typeBit(RUNNER), 0);
}

/** An extra activation of one type (card, running out of miniatures): Runners get their usual 2 Actions. */
export function extraActivation(g: Game, t: ZombieType, depth: number): void {
  if (depth > MAX_EXTRA_DEPTH) return;
  g.log?.(`  extra activation: all ${ZOMBIE_NAMES[t]}s`);
  activate(g, typeBit(t), depth);
  if (t === RUNNER) activate(g, typeBit(RUNNER), depth);
}

/** One Action for every zombie of the types in `mask`: all attacks first, then all moves. */
export function activate(g: Game, mask: number, depth: number): void {
  const n = g.graph.n;
  const attacked = borrowInt32(n);
  for (let z = 0; z < n; z++) {
    const attackers = countTypes(g, z, mask);
    if (attackers === 0) continue;
    if (!hasSurvivor(g, z)) continue;
    attacked[z] = 1;
    attackZone(g, z, attackers);
  }
  const shortages = moveAll(g, mask, attacked);
  giveBack(attacked);
  for (let t = 0; t < 4; t++) if (shortages & (1 << t)) extraActivation(g, t as ZombieType, depth + 1);
}

function countTypes(g: Game, z: number, mask: number): number {
  let c = 0;
  for (let t = 0; t < 4; t++) if (mask & (1 << t)) c += g.zombies[z * 4 + t]!;
  return c;
}

/** Each zombie deals one Wound, shared out by the players one at a time; the rest of the frenzy is wasted. */
function attackZone(g: Game, z: number, attackers: number): void {
  g.log?.(`  ${attackers} zombie${attackers === 1 ? '' : 's'} attack in ${zoneName(g, z)}`);
  for (let i = 0; i < attackers; i++) {
    const victims = g.survivors.filter((s) => s.alive && s.zone === z);
    if (victims.length === 0) return;
    const s: Survivor = decide(g, 'take-wound', victims[0]!.index, victims);
    if (hasSkill(s, 'Tough') && !s.toughUsed) {
      s.toughUsed = true;
      g.log?.(`  ${s.name} shrugs off an attack (Tough)`);
      continue;
    }
    wound(g, s, 'a zombie');
  }
}

function hasSurvivor(g: Game, z: number): boolean {
  for (const s of g.survivors) if (s.alive && s.zone === z) return true;
  return false;
}

/**
 * Move every zombie of `mask` that did not attack, one zone, simultaneously.
 * Returns a bit set of zombie types that ran out of miniatures while balancing a split.
 */
function moveAll(g: Game, mask: number, attacked: Int32Array): number {
  const n = g.graph.n;
  const noise = borrowInt32(n);
  noiseMap(g, noise);
  const delta = borrowInt32(n * 4);
  const seen = borrowInt32(n);
  for (const s of g.survivors) if (s.alive) seen[s.zone] = 1;
  const loud = borrowInt32(n + 1);
  loudest(g.view, noise, loud);
  let shortages = 0;
  for (let z = 0; z < n; z++) {
    if (attacked[z] || countTypes(g, z, mask) === 0) continue;
    const ways = stepsToward(g.graph, g.view, z, noise, seen, true, loud);
    if (ways.steps.length === 0) continue;
    // "As if all doors were open, but they stop at closed doors" (no path to any noise).
    const passable = passableSteps(g, ways.view, z, ways.steps);
    const steps = splitWays(ways.steps, passable, g.mission.splitCountsClosedDoors);
    const k = steps.length;
    if (k === 0) continue;
    for (let t = 0; t < 4; t++) {
      if (!(mask & (1 << t))) continue;
      const here = g.zombies[z * 4 + t]!;
      if (here === 0) continue;
      if (k === 1) {
        if (passable.length === 1) shiftGroup(g, 4, ZOMBIE_NAMES, delta, z, steps[0]!, t, here);
        continue;
      }
      if (t === ABOMINATION) {
        const to = decide(g, 'abomination-path', -1, steps);
        if (passable.includes(to)) shiftGroup(g, 4, ZOMBIE_NAMES, delta, z, to, ABOMINATION, here);
        continue;
      }
      if (splitGroup(g, 4, ZOMBIE_NAMES, delta, z, steps, passable, t, here, supplyLeft(g, t), dangerLevel(g))) shortages |= 1 << t;
    }
  }
  for (let i = 0; i < delta.length; i++) g.zombies[i]! += delta[i]!;
  giveBack(delta);
  giveBack(noise);
  giveBack(seen);
  giveBack(loud);
  if (g.mission.zombieExits.length > 0) zombiesEscape(g);
  return shortages;
}

/** Mission 07: zombies reaching a zombie exit leave the game; too many and the Survivors lose. */
function zombiesEscape(g: Game): void {
  for (const z of g.mission.zombieExits) {
    for (let t = 0; t < 4; t++) {
      const c = g.zombies[z * 4 + t]!;
      if (c === 0) continue;
      g.zombies[z * 4 + t] = 0;
      g.onBoard[t]! -= c;
      g.setAside[t]! += c;
      g.zombiesEscaped += c;
      g.log?.(`  ${c} ${ZOMBIE_NAMES[t]}${c === 1 ? '' : 's'} escape through ${zoneName(g, z)} (${g.zombiesEscaped} so far)`);
    }
  }
  if (g.zombiesEscaped >= g.mission.zombieEscapeLoss) endGame(g, 'loss', 'zombies escaped');
}

