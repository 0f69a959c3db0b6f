/**
 * Combat (rulebook §8): weapons in hand, dice, re-rolls, hit assignment, target priority,
 * friendly fire, the Molotov and cars running actors over.
 */
import { d6 } from '../../core/rng.ts';
import type { EquipDef } from './data/equipment.ts';
import { discard, inHand } from './inventory.ts';
import { skillDice } from './skills.ts';
import { priorityTargets } from '../zombicide/targeting.ts';
import { type Card, type Game, type Survivor, hasSkill, zombiesIn, zoneName } from './state.ts';
import { eliminate, gainXp, wound } from './survivors.ts';
import { ABOMINATION, FATTY, RUNNER, TOUGHNESS, WALKER, XP_FOR_KILL, ZOMBIE_NAMES, TARGETING, type ZombieType } from './zombie-types.ts';
import { decide } from '../zombicide/decide.ts';

export interface Attack {
  ranged: boolean;
  /** Hand slots whose weapons are used (two for Dual). */
  hands: readonly number[];
  weapon: string;
  /** Target zone; with Trick shot, the second weapon's zone is `zone2`. */
  zone: number;
  zone2?: number;
}

/** An attack option (part of Season 1's Action, actions.ts). */
export type AttackAction = { type: 'attack'; attack: Attack };

interface Profile {
  dice: number;
  accuracy: number;
  damage: number;
  min: number;
  max: number;
}

/** A weapon's stats for melee or ranged use, or null if it cannot be used that way. */
export function profile(def: EquipDef, ranged: boolean): Profile | null {
  if (ranged) return def.kind === 'ranged' ? { dice: def.dice, accuracy: def.accuracy, damage: def.damage, min: def.range![0], max: def.range![1] } : null;
  if (def.kind === 'melee') return { dice: def.dice, accuracy: def.accuracy, damage: def.damage, min: 0, max: 0 };
  return def.melee ? { ...def.melee, min: 0, max: 0 } : null;
}

/** Has the weapon a `profile` for this use? */
function hasProfile(def: EquipDef, ranged: boolean): boolean {
  return ranged ? def.kind === 'ranged' : def.kind === 'melee' || !!def.melee;
}

function usable(c: Card | null, ranged: boolean): c is Card {
  return c !== null && hasProfile(c.def, ranged) && (!ranged || c.loaded);
}

function countsAsDual(s: Survivor, def: EquipDef, ranged: boolean): boolean {
  return def.dual || hasSkill(s, 'Ambidextrous') || hasSkill(s, ranged ? 'Gunslinger' : 'Swordmaster');
}

/** The Hands of each weapon set: the first Hand alone, the second alone, both (a Dual pair). Shared by every attack. */
export const HAND_SETS: readonly (readonly number[])[] = [[0], [1], [0, 1]];

/**
 * Weapons in hand that can be used, as single weapons or Dual pairs (two identical weapons): bit k set for the set
 * `HAND_SETS[k]`, whose weapon is `setWeapon(s, k)`.
 */
export function weaponSets(s: Survivor, ranged: boolean): number {
  const a = inHand(s, 0);
  const b = inHand(s, 1);
  const ua = usable(a, ranged);
  const ub = usable(b, ranged);
  if (ua && ub && a.def === b.def) return countsAsDual(s, a.def, ranged) ? 4 : 1;
  return (ua ? 1 : 0) | (ub ? 2 : 0);
}

/** The weapon of the set `HAND_SETS[k]` the Survivor holds. */
export function setWeapon(s: Survivor, k: number): EquipDef {
  return inHand(s, HAND_SETS[k]![0]!)!.def;
}

/** Weapons that must be reloaded after firing: the Sawed-Off, and Ma's Shotgun unless the mission says `mas-shotgun-reload: no`. */
function reloads(g: Game, def: EquipDef): boolean {
  return def.reload || (def.name === "Ma's Shotgun" && g.mission.masShotgunReloads);
}

export function maxRange(s: Survivor, def: EquipDef): number {
  return def.range![1] + (hasSkill(s, '+1 max Range') ? 1 : 0);
}

/** Zones a ranged weapon can target from the survivor's zone (in range and line of sight, holding a zombie), written into `out`. */
function rangedTargets(g: Game, s: Survivor, def: EquipDef, out: number[]): number[] {
  out.length = 0;
  const n = g.graph.n;
  const min = def.range![0];
  const max = maxRange(s, def);
  if (min === 0 && zombiesIn(g, s.zone) > 0) out.push(s.zone);
  for (const v of g.view.visible[s.zone]!) {
    const d = g.view.los[s.zone * n + v]!;
    if (d >= min && d <= max && zombiesIn(g, v) > 0) out.push(v);
  }
  return out;
}

/**
 * Attack options with one target zone, made once and shared by every game (options are never changed once offered):
 * by weapon name, target zone, then weapon set and use.
 */
const ATTACKS = new Map<string, AttackAction[][]>();

/** The attack option with the weapon set `HAND_SETS[set]` of `weapon` on `zone` (shared, `ATTACKS`). */
function attackAction(weapon: string, set: number, ranged: boolean, zone: number): AttackAction {
  let byZone = ATTACKS.get(weapon);
  if (!byZone) ATTACKS.set(weapon, (byZone = []));
  const options = (byZone[zone] ??= []);
  return (options[set * 2 + (ranged ? 1 : 0)] ??= { type: 'attack', attack: { ranged, hands: HAND_SETS[set]!, weapon, zone } });
}

/** Scratch list of a ranged weapon's targets (attack options are listed one Survivor at a time). */
const TARGETS: number[] = [];

/** The Survivor's attack options, pushed into `out`: melee, then each ranged weapon set's (Trick shot pairs after its single targets). */
export function attackActions(g: Game, s: Survivor, out: { push(a: AttackAction): number }): void {
  if (zombiesIn(g, s.zone) > 0) {
    const sets = weaponSets(s, false);
    for (let k = 0; k < 3; k++) if (sets & (1 << k)) out.push(attackAction(setWeapon(s, k).name, k, false, s.zone));
  }
  const sets = weaponSets(s, true);
  for (let k = 0; k < 3; k++) {
    if (!(sets & (1 << k))) continue;
    const def = setWeapon(s, k);
    const targets = rangedTargets(g, s, def, TARGETS);
    for (const z of targets) out.push(attackAction(def.name, k, true, z));
    if (k === 2 && hasSkill(s, 'Trick shot')) {
      const hands = HAND_SETS[k]!;
      for (const z of targets) {
        for (const z2 of targets) if (z2 > z) out.push({ type: 'attack', attack: { ranged: true, hands, weapon: def.name, zone: z, zone2: z2 } });
      }
    }
  }
}

/** The Survivor's attacks (`attackActions`). */
export function attackOptions(g: Game, s: Survivor): Attack[] {
  const out: AttackAction[] = [];
  attackActions(g, s, out);
  return out.map((a) => a.attack);
}

function roll(g: Game, dice: number, bonus: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < dice; i++) out.push(Math.min(6, d6(g.rng.dice) + bonus));
  return out;
}

function countHits(rolls: number[], accuracy: number): number {
  let h = 0;
  for (const r of rolls) if (r >= accuracy) h++;
  return h;
}

/** The dice an attack with `weapons` copies of profile `p` rolls, and the bonus added to each die, by the survivor's skills. */
export function attackDice(s: Survivor, p: Profile, weapons: number, ranged: boolean): { dice: number; bonus: number } {
  const skill = skillDice(s, ranged);
  return { dice: (p.dice + skill.dice) * weapons, bonus: skill.bonus };
}

/**
 * Roll one Action's dice with skill bonuses and offer the re-rolls the survivor has (Lucky once per
 * Action, 1 re-roll per turn, a matching Plenty of Ammo once per Action); returns the hits.
 */
function rollHits(g: Game, s: Survivor, def: EquipDef, p: Profile, weapons: number, ranged: boolean): number {
  const { dice, bonus } = attackDice(s, p, weapons, ranged);
  let lucky = hasSkill(s, 'Lucky');
  let ammo = ranged && def.ammo !== undefined && s.slots.some((c) => c !== null && c !== 'wounded' && c.def.name === `Plenty of Ammo (${def.ammo})`);
  let rolls = roll(g, dice, bonus);
  let hits = countHits(rolls, p.accuracy);
  g.log?.(`  rolls ${rolls.join(' ')}${bonus ? ` (+${bonus} included)` : ''} needing ${p.accuracy}+: ${hits} hit${hits === 1 ? '' : 's'}`);
  while ((lucky || ammo || s.rerollTurn) && hits < dice) {
    const again = decide(g, 'reroll', s.index, [
      { reroll: false, hits, dice, accuracy: p.accuracy },
      { reroll: true, hits, dice, accuracy: p.accuracy },
    ]);
    if (!again.reroll) break;
    if (ammo) ammo = false;
    else if (lucky) lucky = false;
    else s.rerollTurn = false;
    rolls = roll(g, dice, bonus);
    hits = countHits(rolls, p.accuracy);
    g.log?.(`  re-rolls ${rolls.join(' ')}: ${hits} hit${hits === 1 ? '' : 's'}`);
  }
  return hits;
}

export function performAttack(g: Game, s: Survivor, a: Attack): void {
  const cards = a.hands.map((h) => inHand(s, h)!);
  const def = cards[0]!.def;
  g.hitsFrom = def.name;
  g.log?.(`${s.name} ${a.ranged ? 'shoots' : 'attacks'} with ${cards.length === 2 ? `two ${def.name}s` : def.name}${a.ranged ? ` at ${zoneName(g, a.zone)}${a.zone2 !== undefined ? ` and ${zoneName(g, a.zone2)}` : ''}` : ''}`);
  if (a.ranged && !hasSkill(s, 'Ninja')) g.noise[s.zone]!++;
  // A melee weapon is noisy when its card says so (the Chainsaw); Ma's Shotgun's blade is silent, its gun noisy.
  else if (!a.ranged && def.kind === 'melee' && def.attackNoisy && !hasSkill(s, 'Ninja')) g.noise[s.zone]!++;
  if (def.name === 'Molotov') {
    throwMolotov(g, s, cards[0]!, a.zone);
    return;
  }
  const p = profile(def, a.ranged)!;
  if (a.ranged && reloads(g, def)) for (const c of cards) c.loaded = false;
  const freeTargets = !a.ranged || hasSkill(s, 'Sniper') || def.freeTargets === true;
  const volleys = a.zone2 === undefined ? [{ zone: a.zone, weapons: cards.length }] : [{ zone: a.zone, weapons: 1 }, { zone: a.zone2, weapons: 1 }];
  for (const v of volleys) {
    const hits = rollHits(g, s, def, p, v.weapons, a.ranged);
    for (let h = 0; h < hits; h++) {
      if (!(freeTargets ? chosenHit(g, s, v.zone, p.damage) : priorityHit(g, s, v.zone, p.damage, -1))) break;
    }
  }
}

/** Every actor in the zone dies, the thrower too if it is his zone; the Molotov goes back to the set-aside stack. */
function throwMolotov(g: Game, s: Survivor, card: Card, zone: number): void {
  s.slots[s.slots.indexOf(card)] = null;
  discard(g, card);
  for (let t = 0; t < 4; t++) while (g.zombies[zone * 4 + t]! > 0) kill(g, s, zone, t as ZombieType);
  for (const o of g.survivors) if (o.alive && o.zone === zone) eliminate(g, o, `${s.name}'s Molotov`);
}

/** Melee, Sniper: the attacker assigns each hit; returns false when nothing is left to hit. */
function chosenHit(g: Game, s: Survivor, zone: number, damage: number): boolean {
  const killable: ZombieType[] = [];
  for (const t of [WALKER, FATTY, ABOMINATION, RUNNER] as ZombieType[]) {
    if (g.zombies[zone * 4 + t]! > 0 && damage >= TOUGHNESS[t]) killable.push(t);
  }
  if (killable.length === 0) return false;
  kill(g, s, zone, decide(g, 'assign-hit', s.index, killable));
  return true;
}

/**
 * Ranged and car hits: Survivors (not the shooter, not those in the car `car`), then Walkers, then
 * Fatties/Abomination, then Runners. Returns false when nobody is left to hit.
 */
function priorityHit(g: Game, s: Survivor, zone: number, damage: number, car: number): boolean {
  const friends = g.survivors.filter((o) => o.alive && o.zone === zone && o !== s && (car < 0 || o.car !== car));
  if (friends.length > 0) {
    const victim = decide(g, 'friendly-fire', s.index, friends);
    const source = car < 0 ? `friendly fire from ${s.name}` : `${s.name}'s car`;
    wound(g, victim, source);
    if (damage >= 2 && victim.alive) wound(g, victim, source);
    return true;
  }
  const target = priorityTargets(TARGETING, g.zombies, zone * 4, damage);
  if (target === null) return false;
  // The players pick within the class; they take the kill when one is possible (a Fatty before the Abomination).
  if (target.killable.length > 0) kill(g, s, zone, target.killable[0] as ZombieType);
  else g.log?.(`  the hit is absorbed by a ${target.absorbedBy === FATTY ? 'Fatty' : 'the Abomination'}`);
  return true;
}

/** A car runs over every actor in a zone it leaves, crosses or enters: one die per miniature, 4+ hits for 1 Damage. */
export function runOver(g: Game, driver: Survivor, car: number, zone: number): void {
  let actors = zombiesIn(g, zone);
  for (const o of g.survivors) if (o.alive && o.zone === zone && o.car !== car) actors++;
  if (actors === 0) return;
  g.hitsFrom = 'car';
  const rolls = roll(g, actors, 0);
  const hits = countHits(rolls, 4);
  g.log?.(`  the car runs over ${zoneName(g, zone)}: rolls ${rolls.join(' ')} needing 4+: ${hits} hit${hits === 1 ? '' : 's'}`);
  for (let h = 0; h < hits; h++) if (!priorityHit(g, driver, zone, 1, car)) break;
}

export function kill(g: Game, s: Survivor, zone: number, t: ZombieType): void {
  g.zombies[zone * 4 + t]!--;
  g.onBoard[t]!--;
  g.stats.killed++;
  g.stats.killedByType[t]!++;
  s.kills++;
  if (!s.killZones.includes(zone)) s.killZones.push(zone);
  g.log?.(`  ${s.name} kills a ${ZOMBIE_NAMES[t]} (+${XP_FOR_KILL[t]} XP)`);
  g.observer?.event({ type: 'kill', survivor: s.index, zombie: ZOMBIE_NAMES[t], zone, weapon: g.hitsFrom }, g);
  gainXp(g, s, XP_FOR_KILL[t]);
}
