/**
 * `zsim odds` for Season 1: the exact distribution of kills of ONE attack Action, computed by
 * enumeration over dice outcomes (never sampled). It follows combat.ts: dice per weapon plus
 * "+1 die" skills, times 2 for Dual; each die hits if min(6, face + bonus) ≥ accuracy; hits go by
 * target priority (ranged, `priorityHit`) or are assigned freely (melee, Sniper, Sniper Rifle,
 * `chosenHit`); Lucky and "1 re-roll per turn" each re-roll all dice once.
 *
 * Re-roll policy (the engine leaves it to the strategy): re-roll while a re-roll is left and the
 * kills rolled are fewer than the expected kills of a fresh roll without re-rolls. Each re-roll
 * then raises the expected kills, so re-roll skills never lower them.
 */
import { UserError } from '../../core/errors.ts';
import type { OddsQuery } from '../types.ts';
import { EQUIPMENT, type EquipDef, equipmentByName } from './data/equipment.ts';
import { ABOMINATION, FATTY, RUNNER, SUPPLY, TARGETING, WALKER, ZOMBIE_NAMES, type ZombieType } from './zombie-types.ts';
import { killsFrom } from '../zombicide/targeting.ts';

/** Skills that change the odds of one attack Action (any other skill is refused). */
export const ODDS_SKILLS = [
  '+1 die: Combat', '+1 die: Melee', '+1 die: Ranged',
  '+1 to dice roll: Combat', '+1 to dice roll: Melee', '+1 to dice roll: Ranged',
  'Lucky', '1 re-roll per turn', 'Sniper', 'Ambidextrous', 'Gunslinger', 'Swordmaster',
] as const;

/** The melee profile of a weapon that has one besides its ranged profile (Ma's Shotgun). */
const MELEE_SUFFIX = ' (melee)';

/** Everything `zsim odds` works out for a query; `s1Odds` returns its `killProbabilities`. */
export interface S1OddsDetail {
  /** The weapon's card name, with " (melee)" for a second, melee profile. */
  weapon: string;
  ranged: boolean;
  dual: boolean;
  /** Dice rolled by the Action (Dual and "+1 die" skills included); 0 for the Molotov. */
  dice: number;
  /** Lowest die face that hits once the "+1 to dice roll" bonus is added (7 = never). */
  hitsOn: number;
  /** Probability that one die hits. */
  pHit: number;
  damage: number;
  /** How hits are assigned. */
  targeting: 'priority' | 'free' | 'molotov';
  /** Zombies in the zone by type (walker, runner, fatty, abomination). */
  targets: [number, number, number, number];
  /** Re-rolls of all dice available in this Action (Lucky, 1 re-roll per turn). */
  rerolls: number;
  /** Expected kills of one roll without re-rolls: the re-roll threshold. */
  freshExpectedKills: number;
  /** P(exactly k kills), k = 0..n. */
  killProbabilities: number[];
  expectedKills: number;
}

/** Exact probabilities [p0, …, pn] of killing exactly k of the n targets with one attack Action. */
export function s1Odds(query: OddsQuery): number[] {
  return s1OddsDetail(query).killProbabilities;
}

export function s1OddsDetail(query: OddsQuery): S1OddsDetail {
  const { def, ranged, dice: baseDice, accuracy, damage } = weaponProfile(query.weapon);
  const skills = skillSet(query.skills);
  const targets = targetCounts(query.targets);
  const n = targets[0] + targets[1] + targets[2] + targets[3];
  const name = ranged || def.kind === 'melee' ? def.name : def.name + MELEE_SUFFIX;

  const dualSkill = skills.has('Ambidextrous') || skills.has(ranged ? 'Gunslinger' : 'Swordmaster');
  if (query.dual) {
    if (!def.dual && !dualSkill) {
      throw new UserError(
        `--dual: ${def.name} has no Dual symbol, so two of them cannot attack in one Action unless the Survivor has Ambidextrous` +
          `${ranged ? ' or Gunslinger' : ' or Swordmaster'} (--skill); weapons with the Dual symbol: ${EQUIPMENT.filter((e) => e.dual).map((e) => e.name).join(', ')}.`,
      );
    }
    if (def.count === 1) throw new UserError(`--dual: the Season 1 box holds only one ${def.name}, and Dual needs two identical weapons in hand.`);
  }
  const rerolls = (skills.has('Lucky') ? 1 : 0) + (skills.has('1 re-roll per turn') ? 1 : 0);
  const base = { weapon: name, ranged, dual: query.dual, damage, targets, rerolls };

  if (def.name === 'Molotov') {
    // No dice: every Actor in the zone dies.
    const p = new Array<number>(n + 1).fill(0);
    p[n] = 1;
    return { ...base, dice: 0, hitsOn: 7, pHit: 1, targeting: 'molotov', freshExpectedKills: n, killProbabilities: p, expectedKills: n };
  }

  const kind = ranged ? 'Ranged' : 'Melee';
  const perWeapon = (skills.has('+1 die: Combat') ? 1 : 0) + (skills.has(`+1 die: ${kind}`) ? 1 : 0);
  const dice = (baseDice + perWeapon) * (query.dual ? 2 : 1);
  const bonus = (skills.has('+1 to dice roll: Combat') ? 1 : 0) + (skills.has(`+1 to dice roll: ${kind}`) ? 1 : 0);
  const hitFaces = hittingFaces(accuracy, bonus);
  const free = !ranged || skills.has('Sniper') || def.freeTargets === true;

  const hits = binomial(dice, hitFaces / 6);
  const kills = new Array<number>(n + 1).fill(0);
  for (let h = 0; h <= dice; h++) kills[killsFrom(TARGETING, h, damage, targets, 0, free)]! += hits[h]!;
  const fresh = mean(kills);
  const p = withRerolls(kills, rerolls);
  return {
    ...base, dice, hitsOn: 7 - hitFaces, pHit: hitFaces / 6, targeting: free ? 'free' : 'priority',
    freshExpectedKills: fresh, killProbabilities: p, expectedKills: mean(p),
  };
}

/** Number of die faces (1..6) for which min(6, face + bonus) ≥ accuracy. */
export function hittingFaces(accuracy: number, bonus: number): number {
  let n = 0;
  for (let face = 1; face <= 6; face++) if (Math.min(6, face + bonus) >= accuracy) n++;
  return n;
}

/** P(exactly h successes in `trials` independent trials of probability p), h = 0..trials, by convolution. */
export function binomial(trials: number, p: number): number[] {
  let dist = [1];
  for (let i = 0; i < trials; i++) {
    const next = new Array<number>(dist.length + 1).fill(0);
    for (let h = 0; h < dist.length; h++) {
      next[h]! += dist[h]! * (1 - p);
      next[h + 1]! += dist[h]! * p;
    }
    dist = next;
  }
  return dist;
}

/**
 * Mix in `rerolls` re-rolls of all dice: after each roll, when the kills are fewer than the expected
 * kills of a fresh roll and a re-roll is left, roll again (the new result replaces the old).
 */
function withRerolls(fresh: readonly number[], rerolls: number): number[] {
  const threshold = mean(fresh) - 1e-12;
  let dist = [...fresh];
  for (let r = 0; r < rerolls; r++) {
    let low = 0;
    for (let k = 0; k < dist.length && k < threshold; k++) low += dist[k]!;
    dist = dist.map((p, k) => (k < threshold ? 0 : p) + low * fresh[k]!);
  }
  return dist;
}

function mean(dist: readonly number[]): number {
  let m = 0;
  for (let k = 0; k < dist.length; k++) m += k * dist[k]!;
  return m;
}

function weaponProfile(input: string): { def: EquipDef; ranged: boolean; dice: number; accuracy: number; damage: number } {
  const raw = input.trim();
  const meleeOf = raw.toLowerCase().endsWith(MELEE_SUFFIX) ? equipmentByName(raw.slice(0, -MELEE_SUFFIX.length)) : undefined;
  if (meleeOf?.melee) return { def: meleeOf, ranged: false, ...meleeOf.melee };
  const def = equipmentByName(raw);
  const weapons = EQUIPMENT.filter((e) => e.kind !== 'item').map((e) => e.name);
  const list = [...weapons, ...EQUIPMENT.filter((e) => e.melee).map((e) => e.name + MELEE_SUFFIX)].join(', ');
  if (!def) throw new UserError(`--weapon: "${raw}" is not a Season 1 weapon; choose from ${list}.`);
  if (def.kind === 'item') throw new UserError(`--weapon: ${def.name} is an Equipment card, not a weapon; choose from ${list}.`);
  return { def, ranged: def.kind === 'ranged', dice: def.dice, accuracy: def.accuracy, damage: def.damage };
}

function skillSet(skills: readonly string[]): Set<string> {
  const byLower = new Map<string, string>(ODDS_SKILLS.map((s) => [s.toLowerCase(), s]));
  const out = new Set<string>();
  for (const s of skills) {
    const skill = byLower.get(s.trim().replace(/\s+/g, ' ').toLowerCase());
    if (!skill) throw new UserError(`--skill: "${s}" is not a Season 1 Skill that changes the odds of one attack; choose from ${ODDS_SKILLS.map((k) => `"${k}"`).join(', ')}.`);
    out.add(skill);
  }
  return out;
}

const PLURALS: Record<string, ZombieType> = { walkers: WALKER, runners: RUNNER, fatties: FATTY, fattys: FATTY, abominations: ABOMINATION };

/** Zombie type name (singular or plural, any case) → type, or -1. */
function zombieType(name: string): ZombieType | -1 {
  const n = name.trim().toLowerCase();
  const single = ZOMBIE_NAMES.indexOf(n as (typeof ZOMBIE_NAMES)[number]);
  return single >= 0 ? (single as ZombieType) : (PLURALS[n] ?? -1);
}

function targetCounts(targets: OddsQuery['targets']): [number, number, number, number] {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (const { type, count } of targets) {
    const t = zombieType(type);
    if (t === -1) throw new UserError(`--targets: "${type}" is not a zombie type; use walker, runner, fatty or abomination (singular or plural), e.g. "2 walkers, 1 fatty".`);
    if (!Number.isSafeInteger(count) || count < 0) throw new UserError(`--targets: the number of ${type} must be a whole number ≥ 0, got ${count}.`);
    out[t] += count;
  }
  const n = out[0] + out[1] + out[2] + out[3];
  if (n === 0) throw new UserError('--targets: name at least one zombie, e.g. "2 walkers, 1 fatty" (types: walker, runner, fatty, abomination).');
  for (let t = 0; t < 4; t++) {
    if (out[t]! > SUPPLY[t]!) throw new UserError(`--targets: ${out[t]} ${ZOMBIE_NAMES[t]} targets, but the Season 1 box holds only ${SUPPLY[t]}.`);
  }
  return out;
}
