/**
 * `zsim odds --game black-plague`: the exact distribution of kills of ONE attack Action (never sampled), following
 * combat.ts: dice per weapon plus "+1 die" skills, both weapons of a Dual pair (two Daggers add a die to each
 * other), hits on min(6, face + bonus) ≥ accuracy, hits assigned freely in melee and with Sniper, else by the
 * targeting priority (a class the Damage cannot kill absorbs the rest). Lucky re-rolls all dice once when the kills
 * rolled are fewer than a fresh roll's expected kills. Friendly fire and Roll 6 are not modelled (refused).
 */
import { UserError } from '../../core/errors.ts';
import type { OddsQuery } from '../types.ts';
import { BP_EQUIPMENT, type Profile, attackProfile, bpEquipmentByName } from './data/equipment.ts';
import { TARGETING, TYPES, ZOMBIE_NAMES, zombieTypeByName } from './zombie-types.ts';
import { killsFrom } from '../zombicide/targeting.ts';

const MODES = ['Combat', 'Melee', 'Ranged', 'Magic'];
export const BP_ODDS_SKILLS: readonly string[] = [
  ...MODES.map((m) => `+1 die: ${m}`), ...MODES.map((m) => `+1 to dice roll: ${m}`), ...MODES.slice(1).map((m) => `+1 Damage: ${m}`),
  'Super strength', 'Sniper', 'Lucky', 'Swordmaster', 'Ambidextrous',
];
const MELEE_SUFFIX = ' (melee)';

function binomial(n: number, p: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  return dist;
}

export function bpOdds(q: OddsQuery): number[] {
  const meleeName = q.weapon.trim().toLowerCase().endsWith(MELEE_SUFFIX);
  const name = meleeName ? q.weapon.trim().slice(0, -MELEE_SUFFIX.length) : q.weapon;
  const def = bpEquipmentByName(name);
  const combat = BP_EQUIPMENT.filter((e) => e.profile);
  if (!def || !def.profile) throw new UserError(`--weapon: "${q.weapon}" is not a Black Plague weapon or Combat spell; choose from ${combat.map((e) => e.name).join(', ')} (Orcish Crossbow (melee) for its melee profile).`);
  const ranged = !meleeName && def.profile.range[1] > 0;
  const p: Profile = attackProfile(def, ranged)!;
  const mode = !ranged ? 'Melee' : def.kind === 'magic' ? 'Magic' : 'Ranged';
  const skills = new Set<string>();
  for (const k of q.skills) {
    const known = BP_ODDS_SKILLS.find((s) => s.toLowerCase() === k.trim().toLowerCase());
    if (!known) throw new UserError(`--skill: "${k}" does not change one Black Plague attack's odds here; the skills are: ${BP_ODDS_SKILLS.join(', ')}.`);
    skills.add(known);
  }
  if (q.dual && !def.dual && !skills.has('Ambidextrous') && !(mode === 'Melee' && skills.has('Swordmaster'))) {
    throw new UserError(`--dual: ${def.name} has no Dual symbol (Ambidextrous${mode === 'Melee' ? ' or Swordmaster' : ''} would make it Dual).`);
  }
  if (q.dual && def.count < 2) throw new UserError(`--dual: the box holds only one ${def.name}, and Dual needs two identical cards.`);
  const targets = new Array<number>(TYPES).fill(0);
  for (const t of q.targets) {
    const word = t.type.toLowerCase();
    const type = zombieTypeByName(word.endsWith('ies') ? word.slice(0, -3) + 'y' : word.endsWith('s') ? word.slice(0, -1) : word);
    if (type < 0) throw new UserError(`--targets: "${t.type}" is not a zombie type; use ${ZOMBIE_NAMES.join(', ')} (singular or plural).`);
    targets[type]! += t.count;
  }
  const n = targets.reduce((a, b) => a + b, 0);
  const has = (prefix: string): number => (skills.has(`${prefix}: Combat`) ? 1 : 0) + (skills.has(`${prefix}: ${mode}`) ? 1 : 0);
  const weapons = q.dual ? 2 : 1;
  const dice = (p.dice + has('+1 die')) * weapons + (q.dual && def.daggerBonus ? 2 : 0);
  const bonus = has('+1 to dice roll');
  const damage = mode === 'Melee' && skills.has('Super strength') ? 3 : p.damage + (skills.has(`+1 Damage: ${mode}`) ? 1 : 0);
  const free = mode === 'Melee' || skills.has('Sniper');
  const hitDist = binomial(dice, (7 - Math.max(1, p.accuracy - bonus)) / 6);
  const once = new Array<number>(n + 1).fill(0);
  hitDist.forEach((q2, h) => (once[killsFrom(TARGETING, h, damage, targets, 0, free)]! += q2));
  if (!skills.has('Lucky')) return once;
  const expected = once.reduce((s, x, k) => s + k * x, 0);
  const out = new Array<number>(n + 1).fill(0);
  once.forEach((q1, k) => {
    if (k >= expected) out[k]! += q1;
    else once.forEach((q2, k2) => (out[k2]! += q1 * q2));
  });
  return out;
}
