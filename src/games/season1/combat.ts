/** Combat (rulebook §8): weapons in hand, dice, re-rolls, hit assignment, target priority, friendly fire. */
import { d6 } from '../../core/rng.ts';
import { decide } from './decide.ts';
import type { EquipDef } from './data/equipment.ts';
import { inHand } from './inventory.ts';
import { type Card, type Game, type Survivor, hasSkill, zombiesIn } from './state.ts';
import { gainXp, wound } from './survivors.ts';
import { ABOMINATION, FATTY, RUNNER, TOUGHNESS, WALKER, XP_FOR_KILL, ZOMBIE_NAMES, type ZombieType } from './zombie-types.ts';

export interface Attack {
  ranged: boolean;
  /** Hand slots whose weapons are used (two for Dual). */
  hands: number[];
  weapon: string;
  zone: number;
}

function usable(c: Card | null, ranged: boolean): c is Card {
  return c !== null && c.def.kind === (ranged ? 'ranged' : 'melee') && (!c.def.reload || c.loaded);
}

/** Weapons in hand that can be used, as single weapons or Dual pairs. */
function weaponSets(s: Survivor, ranged: boolean): { hands: number[]; def: EquipDef }[] {
  const a = inHand(s, 0);
  const b = inHand(s, 1);
  const ua = usable(a, ranged);
  const ub = usable(b, ranged);
  if (ua && ub && a.def === b.def) {
    // Two identical weapons: Dual (both in one Action) if they have the symbol, else one at a time.
    return [{ hands: a.def.dual || hasSkill(s, 'Ambidextrous') ? [0, 1] : [0], def: a.def }];
  }
  const out: { hands: number[]; def: EquipDef }[] = [];
  if (ua) out.push({ hands: [0], def: a.def });
  if (ub) out.push({ hands: [1], def: b.def });
  return out;
}

export function maxRange(s: Survivor, def: EquipDef): number {
  return def.range![1];
}

export function attackOptions(g: Game, s: Survivor): Attack[] {
  const out: Attack[] = [];
  if (zombiesIn(g, s.zone) > 0) {
    for (const w of weaponSets(s, false)) out.push({ ranged: false, hands: w.hands, weapon: w.def.name, zone: s.zone });
  }
  const n = g.graph.n;
  for (const w of weaponSets(s, true)) {
    const [min] = w.def.range!;
    const max = maxRange(s, w.def);
    if (min === 0 && zombiesIn(g, s.zone) > 0) out.push({ ranged: true, hands: w.hands, weapon: w.def.name, zone: s.zone });
    for (const v of g.view.visible[s.zone]!) {
      const d = g.view.los[s.zone * n + v]!;
      if (d >= min && d <= max && zombiesIn(g, v) > 0) out.push({ ranged: true, hands: w.hands, weapon: w.def.name, zone: v });
    }
  }
  return out;
}

/** Roll one Attack's dice with skill bonuses, offering re-rolls; returns the number of hits. */
function rollHits(g: Game, s: Survivor, def: EquipDef, weapons: number, ranged: boolean): number {
  const perWeapon = (hasSkill(s, '+1 die: Combat') ? 1 : 0) + (hasSkill(s, ranged ? '+1 die: Ranged' : '+1 die: Melee') ? 1 : 0);
  const dice = (def.dice + perWeapon) * weapons;
  const bonus = (hasSkill(s, '+1 to dice roll: Combat') ? 1 : 0) + (hasSkill(s, ranged ? '+1 to dice roll: Ranged' : '+1 to dice roll: Melee') ? 1 : 0);
  let lucky = hasSkill(s, 'Lucky');
  let rolls = roll(g, dice, bonus);
  let hits = countHits(rolls, def.accuracy);
  g.log?.(`  rolls ${rolls.join(' ')}${bonus ? ` (+${bonus} included)` : ''} needing ${def.accuracy}+: ${hits} hit${hits === 1 ? '' : 's'}`);
  while ((lucky || s.rerollTurn) && hits < dice) {
    const again = decide(g, 'reroll', s.index, [
      { reroll: false, hits, dice, accuracy: def.accuracy },
      { reroll: true, hits, dice, accuracy: def.accuracy },
    ]);
    if (!again.reroll) break;
    if (lucky) lucky = false;
    else s.rerollTurn = false;
    rolls = roll(g, dice, bonus);
    hits = countHits(rolls, def.accuracy);
    g.log?.(`  re-rolls ${rolls.join(' ')}: ${hits} hit${hits === 1 ? '' : 's'}`);
  }
  return hits;
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

export function performAttack(g: Game, s: Survivor, a: Attack): void {
  const cards = a.hands.map((h) => inHand(s, h)!);
  const def = cards[0]!.def;
  g.log?.(`${s.name} ${a.ranged ? 'shoots' : 'attacks'} with ${cards.length === 2 ? `two ${def.name}s` : def.name}${a.ranged ? ` at ${g.graph.map.zones[a.zone]!.label}` : ''}`);
  const hits = rollHits(g, s, def, cards.length, a.ranged);
  if (def.attackNoisy && !hasSkill(s, 'Ninja')) g.noise[s.zone]!++;
  if (def.reload) for (const c of cards) c.loaded = false;
  const freeTargets = !a.ranged || hasSkill(s, 'Sniper');
  for (let h = 0; h < hits; h++) {
    const go = freeTargets ? chosenHit(g, s, a.zone, def.damage) : priorityHit(g, s, a.zone, def.damage);
    if (!go) break;
  }
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

/** Ranged: Survivors (not the shooter), then Walkers, then Fatties/Abomination, then Runners. */
function priorityHit(g: Game, s: Survivor, zone: number, damage: number): boolean {
  const friends = g.survivors.filter((o) => o.alive && o.zone === zone && o !== s);
  if (friends.length > 0) {
    const victim = decide(g, 'friendly-fire', s.index, friends);
    const source = `friendly fire from ${s.name}`;
    wound(g, victim, source);
    if (damage >= 2 && victim.alive) wound(g, victim, source);
    return true;
  }
  const z = zone * 4;
  if (g.zombies[z + WALKER]! > 0) kill(g, s, zone, WALKER);
  else if (g.zombies[z + FATTY]! > 0 || g.zombies[z + ABOMINATION]! > 0) {
    // The players pick within the class; they take the kill when one is possible.
    if (damage >= TOUGHNESS[FATTY] && g.zombies[z + FATTY]! > 0) kill(g, s, zone, FATTY);
    else if (damage >= TOUGHNESS[ABOMINATION] && g.zombies[z + ABOMINATION]! > 0) kill(g, s, zone, ABOMINATION);
    else g.log?.(`  the hit is absorbed by a ${g.zombies[z + FATTY]! > 0 ? 'Fatty' : 'the Abomination'}`);
  } else if (g.zombies[z + RUNNER]! > 0) kill(g, s, zone, RUNNER);
  else return false;
  return true;
}

export function kill(g: Game, s: Survivor, zone: number, t: ZombieType): void {
  g.zombies[zone * 4 + t]!--;
  g.onBoard[t]!--;
  g.stats.killed++;
  s.kills++;
  g.log?.(`  ${s.name} kills a ${ZOMBIE_NAMES[t]} (+${XP_FOR_KILL[t]} XP)`);
  gainXp(g, s, XP_FOR_KILL[t]);
}
