/**
 * Combat (rules digest §7): Melee, Ranged and Magic Actions with weapons and Combat spells in Hand, Dual pairs of
 * identical weapons, the Dagger's extra die, re-rolls, hit assignment (free in melee, targeting priority at range),
 * friendly fire from misses, Dragon Bile and the Torch's Dragon Fire.
 */
import { d6 } from '../../core/rng.ts';
import { type BpEquipDef, type Profile, attackProfile } from './data/equipment.ts';
import { BODY, type BpCard, type BpGame, type BpSurvivor, HANDS, SLOTS, cardsOf, hasSkill, inHand, usableSlots, zombiesIn, zoneName } from './state.ts';
import { eliminate, gainXp, notice, wound } from './survivors.ts';
import { NECROMANCER, TARGETING, TOUGHNESS, TYPES, XP_FOR_KILL, ZOMBIE_NAMES, ZOMBIE_TITLES, type BpZombieType } from './zombie-types.ts';
import { decide } from '../zombicide/decide.ts';
import { priorityTargets } from '../zombicide/targeting.ts';

export type CombatMode = 'melee' | 'ranged' | 'magic';

export interface Attack {
  mode: CombatMode;
  /** Hand slots whose cards are used (two for a Dual pair). */
  hands: readonly number[];
  weapon: string;
  zone: number;
  /** Trick shot: the second weapon of a Dual pair fires at this zone. */
  zone2?: number;
}

/** The skills that name a mode ("+1 die: Melee" …), and their "Combat" forms, made once (`hasSkill` compares them). */
function modeSkills(mode: string) {
  return {
    die: `+1 die: ${mode}`, frenzy: `Frenzy: ${mode}`, roll: `+1 to dice roll: ${mode}`, damage: `+1 Damage: ${mode}`, roll6: `Roll 6: +1 die ${mode}`, reaper: `Reaper: ${mode}`,
  };
}
type ModeSkill = keyof ReturnType<typeof modeSkills>;
const MODE_SKILLS: Record<CombatMode, ReturnType<typeof modeSkills>> = { melee: modeSkills('Melee'), ranged: modeSkills('Ranged'), magic: modeSkills('Magic') };
const COMBAT_SKILLS = modeSkills('Combat');
/** Each mode's place among an option's uses (`attackAction`). */
const MODE_INDEX: Record<CombatMode, number> = { melee: 0, ranged: 1, magic: 2 };

function modeOf(c: BpCard, ranged: boolean): CombatMode | null {
  if (!attackProfile(c.def, ranged)) return null;
  if (!ranged) return 'melee';
  return c.def.kind === 'magic' ? 'magic' : 'ranged';
}

function countsAsDual(s: BpSurvivor, c: BpCard, mode: CombatMode): boolean {
  return c.def.dual || hasSkill(s, 'Ambidextrous') || (mode === 'melee' && hasSkill(s, 'Swordmaster'));
}

/**
 * Slots whose cards count as held: the Hands, the Body slot holding the ID card's own Body-slot card, and with
 * Spellbook every slot holding a spell (`spell` = a spell card).
 */
export function heldSlots(s: BpSurvivor, spell: (c: BpCard) => boolean): readonly number[] {
  if (!hasSkill(s, 'Spellbook')) return usableSlots(s);
  const out = usableSlots(s).slice();
  for (let i = HANDS; i < s.slots.length; i++) if (!out.includes(i) && s.slots[i] && spell(s.slots[i]!)) out.push(i);
  return out;
}

/** `heldSlots(s, isSpell)` as a test of one slot (`spellbook`: the Survivor has Spellbook); in slot order, it lists the same slots. */
function isHeld(s: BpSurvivor, i: number, spellbook: boolean): boolean {
  const c = s.slots[i];
  if (!c) return false;
  return i < HANDS || (i === BODY && c.def.name === s.bodyCard) || (spellbook && isSpell(c));
}

function usable(c: BpCard | null, ranged: boolean): c is BpCard {
  return c !== null && modeOf(c, ranged) !== null && (!ranged || c.loaded);
}

const isSpell = (c: BpCard): boolean => c.def.kind === 'magic';

/** The Hands of a weapon set: `HAND_SETS[first * SLOTS + second]` is `[first]` when `second === first`, else `[first, second]`. Shared by every attack. */
const HAND_SETS: readonly (readonly number[])[] = Array.from({ length: SLOTS * SLOTS }, (_, k) => {
  const first = Math.floor(k / SLOTS);
  const second = k % SLOTS;
  return second === first ? [first] : [first, second];
});

/** The card of the weapon set `HAND_SETS[k]` (its first Hand's). */
function setCard(s: BpSurvivor, k: number): BpCard {
  return s.slots[Math.floor(k / SLOTS)]!;
}

/** Scratch list of weapon sets (indices into `HAND_SETS`): attack options are listed one Survivor at a time. */
const SETS = new Int32Array(SLOTS);

/** Is the weapon `def` that of one of the first `count` sets in `SETS`? */
function listed(s: BpSurvivor, count: number, def: BpEquipDef): boolean {
  for (let j = 0; j < count; j++) if (setCard(s, SETS[j]!).def === def) return true;
  return false;
}

/**
 * Weapons held usable in a mode: single cards (one per kind), or a Dual pair when two identical Dual cards are held.
 * Written into `SETS` as indices into `HAND_SETS`, the first Hand's card being the weapon; returns how many.
 */
function weaponSets(s: BpSurvivor, ranged: boolean): number {
  let count = 0;
  const spellbook = hasSkill(s, 'Spellbook');
  // Without Spellbook, no slot after the Body slot is held.
  const end = spellbook ? SLOTS : BODY + 1;
  for (let i = 0; i < end; i++) {
    if (!isHeld(s, i, spellbook)) continue;
    const card = s.slots[i]!;
    if (!usable(card, ranged) || listed(s, count, card.def)) continue;
    let twin = -1;
    for (let k = i + 1; k < end && twin < 0; k++) {
      const other = s.slots[k]!;
      if (isHeld(s, k, spellbook) && usable(other, ranged) && other.def === card.def) twin = k;
    }
    SETS[count++] = i * SLOTS + (twin >= 0 && countsAsDual(s, card, modeOf(card, ranged)!) ? twin : i);
  }
  return count;
}

export function maxRange(s: BpSurvivor, p: Profile): number {
  return p.range[1] + (hasSkill(s, '+1 max Range') ? 1 : 0);
}

/** Zones a ranged weapon or Combat spell can target from `from`: in range and line of sight, holding a zombie; written into `out`. */
function rangedTargets(g: BpGame, s: BpSurvivor, from: number, p: Profile, out: number[]): number[] {
  out.length = 0;
  const n = g.graph.n;
  if ((p.range[0] === 0 || hasSkill(s, 'Point-blank')) && zombiesIn(g, from) > 0) out.push(from);
  const min = Math.max(1, p.range[0]);
  const max = maxRange(s, p);
  for (const v of g.view.visible[from]!) {
    const d = g.view.los[from * n + v]!;
    if (d >= min && d <= max && zombiesIn(g, v) > 0) out.push(v);
  }
  return out;
}

/** An attack option (part of Black Plague's action, actions.ts). */
export type AttackAction = { type: 'attack'; attack: Attack };

/**
 * Attack options with one target zone, made once and shared by every game (options are never changed once offered):
 * by weapon name, target zone, then weapon set and mode.
 */
const ATTACKS = new Map<string, AttackAction[][]>();

/** The attack option in `mode` with the weapon set `HAND_SETS[set]` of `weapon` on `zone` (shared, `ATTACKS`). */
function attackAction(weapon: string, set: number, mode: CombatMode, zone: number): AttackAction {
  let byZone = ATTACKS.get(weapon);
  if (!byZone) ATTACKS.set(weapon, (byZone = []));
  const options = (byZone[zone] ??= []);
  return (options[set * 3 + MODE_INDEX[mode]] ??= { type: 'attack', attack: { mode, hands: HAND_SETS[set]!, weapon, zone } });
}

/** Scratch list of a ranged weapon's targets. */
const TARGETS: number[] = [];

/**
 * The attacks the Survivor could make from the zone `from` (its own, or one a strategy imagines it in), pushed into
 * `out`: melee, then each ranged or magic weapon set's (Trick shot pairs after its single targets), in the modes
 * `canUse(s, mode)` allows (null: every mode).
 */
export function attackActions(
  g: BpGame, s: BpSurvivor, from: number, canUse: ((s: BpSurvivor, mode: CombatMode) => boolean) | null, out: { push(a: AttackAction): number },
): void {
  if (zombiesIn(g, from) > 0 && (!canUse || canUse(s, 'melee'))) {
    const count = weaponSets(s, false);
    for (let j = 0; j < count; j++) out.push(attackAction(setCard(s, SETS[j]!).def.name, SETS[j]!, 'melee', from));
  }
  const count = weaponSets(s, true);
  for (let j = 0; j < count; j++) {
    const k = SETS[j]!;
    const def = setCard(s, k).def;
    const mode = def.kind === 'magic' ? 'magic' : 'ranged';
    if (canUse && !canUse(s, mode)) continue;
    const targets = rangedTargets(g, s, from, attackProfile(def, true)!, TARGETS);
    for (const z of targets) out.push(attackAction(def.name, k, mode, z));
    const hands = HAND_SETS[k]!;
    if (hands.length === 2 && hasSkill(s, 'Trick shot')) {
      for (const z of targets) {
        for (const z2 of targets) if (z2 > z) out.push({ type: 'attack', attack: { mode, hands, weapon: def.name, zone: z, zone2: z2 } });
      }
    }
  }
}

/** The rolls of one Action: one with every weapon at its zone, or with Trick shot one per weapon at its own zone. */
export function volleys(a: Attack): Attack[] {
  if (a.zone2 === undefined) return [a];
  return [{ mode: a.mode, hands: [a.hands[0]!], weapon: a.weapon, zone: a.zone }, { mode: a.mode, hands: [a.hands[1]!], weapon: a.weapon, zone: a.zone2 }];
}

/** How many of the skill's two forms the Survivor has: for Combat, and for the mode. */
function skillCount(s: BpSurvivor, skill: ModeSkill, mode: CombatMode): number {
  return (hasSkill(s, COMBAT_SKILLS[skill]) ? 1 : 0) + (hasSkill(s, MODE_SKILLS[mode][skill]) ? 1 : 0);
}

/**
 * Dice of one roll (digest §7.1–7.3, §13): per weapon, skill dice per weapon (Frenzy: one per Wound), the Dagger's +1
 * to another melee weapon.
 */
export function attackDice(g: BpGame, s: BpSurvivor, a: Attack): number {
  const cards = a.hands.map((h) => inHand(s, h)!);
  const p = attackProfile(cards[0]!.def, a.mode !== 'melee')!;
  let perWeapon = p.dice;
  const replaceBy = a.mode === 'melee' ? 'Barbarian' : a.mode === 'ranged' ? 'Iron rain' : 'Mana rain';
  if (hasSkill(s, replaceBy)) perWeapon = Math.max(perWeapon, zombiesIn(g, a.zone));
  let dice = (perWeapon + skillCount(s, 'die', a.mode) + s.wounds * skillCount(s, 'frenzy', a.mode)) * cards.length;
  if (a.mode === 'melee') {
    for (const h of usableSlots(s)) {
      const other = inHand(s, h);
      // A Dagger adds a die to another melee weapon in the other Hand (a Dual pair of Daggers: each to the other); a
      // Dagger used from the Body slot (Ann, Nelly) adds one too (a reading).
      if (other?.def.daggerBonus && (cards.length === 2 || !a.hands.includes(h))) dice++;
    }
  }
  return dice;
}

function rollDice(g: BpGame, dice: number, bonus: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < dice; i++) out.push(Math.min(6, d6(g.rng.dice) + bonus));
  return out;
}

/** Roll an Action's dice, offering the re-rolls the Survivor has (Lucky, a matching Plenty of Arrows/Bolts), then Roll 6 bonus dice. */
function rollHits(g: BpGame, s: BpSurvivor, a: Attack, p: Profile, dice: number): { hits: number; misses: number } {
  const bonus = skillCount(s, 'roll', a.mode);
  const def = inHand(s, a.hands[0]!)!.def;
  let lucky = hasSkill(s, 'Lucky');
  let ammo = a.mode === 'ranged' && def.ammo !== undefined && cardsOf(s).some((c) => c.def.name === `Plenty of ${def.ammo === 'arrows' ? 'Arrows' : 'Bolts'}`);
  let rolls = rollDice(g, dice, bonus);
  g.log?.(`  rolls ${rolls.join(' ')}${bonus ? ` (+${bonus} included)` : ''} needing ${p.accuracy}+: ${countHits(rolls, p.accuracy)} hit${countHits(rolls, p.accuracy) === 1 ? '' : 's'}`);
  while ((lucky || ammo) && countHits(rolls, p.accuracy) < dice) {
    const again = decide(g, 'reroll', s.index, [
      { reroll: false, hits: countHits(rolls, p.accuracy), dice, accuracy: p.accuracy },
      { reroll: true, hits: countHits(rolls, p.accuracy), dice, accuracy: p.accuracy },
    ]);
    if (!again.reroll) break;
    if (ammo) ammo = false;
    else lucky = false;
    rolls = rollDice(g, dice, bonus);
    g.log?.(`  re-rolls ${rolls.join(' ')}: ${countHits(rolls, p.accuracy)} hit${countHits(rolls, p.accuracy) === 1 ? '' : 's'}`);
  }
  // Roll 6: each 6 adds a die, again while 6s come up.
  if (hasSkill(s, MODE_SKILLS[a.mode].roll6) || hasSkill(s, COMBAT_SKILLS.roll6)) {
    let sixes = rolls.filter((r) => r === 6).length;
    while (sixes > 0) {
      const more = rollDice(g, sixes, bonus);
      g.log?.(`  Roll 6 bonus dice: ${more.join(' ')}`);
      rolls.push(...more);
      sixes = more.filter((r) => r === 6).length;
    }
  }
  const hits = countHits(rolls, p.accuracy);
  return { hits, misses: rolls.length - hits };
}

function countHits(rolls: readonly number[], accuracy: number): number {
  let hits = 0;
  for (const r of rolls) if (r >= accuracy) hits++;
  return hits;
}

export function damageOf(s: BpSurvivor, a: Attack, p: Profile): number {
  if (a.mode === 'melee' && hasSkill(s, 'Super strength')) return 3;
  return p.damage + (hasSkill(s, MODE_SKILLS[a.mode].damage) ? 1 : 0);
}

export function performAttack(g: BpGame, s: BpSurvivor, a: Attack): void {
  const cards = a.hands.map((h) => inHand(s, h)!);
  const def = cards[0]!.def;
  g.hitsFrom = def.name;
  const ranged = a.mode !== 'melee';
  const p = attackProfile(def, ranged)!;
  const at = `${zoneName(g, a.zone)}${a.zone2 !== undefined ? ` and ${zoneName(g, a.zone2)}` : ''}`;
  g.log?.(`${s.name} ${a.mode === 'magic' ? 'casts' : ranged ? 'shoots' : 'attacks with'} ${cards.length === 2 ? `two ${def.name}s` : def.name}${ranged ? ` at ${at}` : ''}`);
  notice(s);
  if (def.noisy) g.noise[s.zone]!++;
  if (ranged && def.reload && !hasSkill(s, 'Free reload')) for (const c of cards) c.loaded = false;
  const damage = damageOf(s, a, p);
  const before = g.stats.killed;
  const reaper = { left: hasSkill(s, COMBAT_SKILLS.reaper) || hasSkill(s, MODE_SKILLS[a.mode].reaper) };
  for (const v of volleys(a)) {
    const { hits, misses } = rollHits(g, s, v, p, attackDice(g, s, v));
    // Free choice of targets in melee, with Sniper, and with Point-blank at Range 0 (digest §7.3, §7.4).
    const pointBlank = v.zone === s.zone && hasSkill(s, 'Point-blank');
    const free = !ranged || hasSkill(s, 'Sniper') || pointBlank;
    const assign = free ? chosenHit : priorityHit;
    for (let h = 0; h < hits; h++) if (!assign(g, s, v.zone, damage, (t) => reap(g, s, v.zone, t, reaper))) break;
    if (ranged && !hasSkill(s, 'Sniper') && !pointBlank && !hasSkill(s, 'Steady hand')) friendlyFire(g, s, v.zone, misses, damage);
  }
  if (g.stats.killed > before && hasSkill(s, 'Hit & Run') && s.alive) {
    s.earned = 'move';
  }
}

/** A hit kills a zombie of type `t`; with Reaper left for this Action, the attacker may kill one more identical zombie there. */
function reap(g: BpGame, s: BpSurvivor, zone: number, t: BpZombieType, reaper: { left: boolean }): void {
  kill(g, s, zone, t);
  if (!reaper.left || g.zombies[zone * TYPES + t]! === 0 || !decide(g, 'reaper', s.index, [true, false])) return;
  reaper.left = false;
  g.log?.(`  Reaper: ${s.name} takes a second ${ZOMBIE_NAMES[t]} with the same hit`);
  kill(g, s, zone, t);
}

/** The attacker assigns the hit to a zombie type it can kill (`hit` kills it); false when nothing is left to kill. */
function chosenHit(g: BpGame, s: BpSurvivor, zone: number, damage: number, hit: (t: BpZombieType) => void): boolean {
  const killable: BpZombieType[] = [];
  for (let t = 0; t < TYPES; t++) if (g.zombies[zone * TYPES + t]! > 0 && damage >= TOUGHNESS[t]!) killable.push(t as BpZombieType);
  if (killable.length === 0) return false;
  hit(decide(g, 'assign-hit', s.index, killable));
  return true;
}

/**
 * Targeting priority (digest §7.4): the lowest class present takes the hit — Walkers, then Fatties/Abomination
 * (the shooter picks; a hit too weak for both is lost), then Runners, then Necromancers.
 */
function priorityHit(g: BpGame, s: BpSurvivor, zone: number, damage: number, hit: (t: BpZombieType) => void): boolean {
  const target = priorityTargets(TARGETING, g.zombies, zone * TYPES, damage);
  if (target === null) return false;
  const { killable, absorbedBy } = target as { killable: BpZombieType[]; absorbedBy: number };
  if (killable.length === 0) g.log?.(`  the hit is absorbed by a ${ZOMBIE_NAMES[absorbedBy]}`);
  else hit(killable.length === 1 ? killable[0]! : decide(g, 'assign-hit', s.index, killable));
  return true;
}

/** Misses of a Ranged or Magic Action hit the other Survivors in the target zone, each for the weapon's Damage in Wounds. */
function friendlyFire(g: BpGame, s: BpSurvivor, zone: number, misses: number, damage: number): void {
  for (let m = 0; m < misses; m++) {
    const friends = g.survivors.filter((o) => o.alive && o !== s && o.zone === zone && !hasSkill(o, 'Low profile'));
    if (friends.length === 0) return;
    const victim: BpSurvivor = decide(g, 'friendly-fire', s.index, friends);
    for (let d = 0; d < damage && victim.alive; d++) wound(g, victim, -1, `friendly fire from ${s.name}`);
  }
}

export function kill(g: BpGame, s: BpSurvivor, zone: number, t: BpZombieType): void {
  g.zombies[zone * TYPES + t]!--;
  g.onBoard[t]!--;
  g.stats.killed++;
  g.stats.killedByType[t]!++;
  s.kills++;
  s.killedThisRound = true;
  if (hasSkill(s, 'Blitz') && zombiesIn(g, zone) === 0) s.blitzMoves++;
  const xp = XP_FOR_KILL[t] * (hasSkill(s, `Collector: ${ZOMBIE_TITLES[t]}`) ? 2 : 1);
  g.log?.(`  ${s.name} kills a ${ZOMBIE_NAMES[t]} (+${xp} XP)`);
  g.observer?.event({ type: 'kill', survivor: s.index, zombie: ZOMBIE_NAMES[t], zone, weapon: g.hitsFrom }, g);
  gainXp(g, s, xp);
  if (t === NECROMANCER) necromancerKilled(g, s, zone);
}

/** A Necromancer dies: the players remove a spawn token of their choice (one stays); its own, if left, becomes standard. */
function necromancerKilled(g: BpGame, s: BpSurvivor, zone: number): void {
  const i = g.necromancers.findIndex((nec) => nec.zone === zone);
  const nec = g.necromancers[i]!;
  nec.zone = -1;
  const live = g.spawns.map((_, k) => k).filter((k) => g.spawns[k]!.active && !g.spawns[k]!.removed);
  if (live.length > 1) {
    const k = decide(g, 'remove-spawn', s.index, live);
    g.spawns[k]!.removed = true;
    g.log?.(`  the spawn zone ${zoneName(g, g.spawns[k]!.zone)} is removed`);
  }
  if (nec.entry >= 0) g.spawns[nec.entry]!.necromancer = -1;
}

/** Dragon Fire: every zombie in the zone dies (the Torch's thrower gets the XP), and with the rule every Survivor there too. */
export function dragonFire(g: BpGame, s: BpSurvivor, zone: number): void {
  g.bile[zone] = 0;
  g.burnt[zone] = 1;
  g.log?.(`  Dragon Fire in ${zoneName(g, zone)}!`);
  g.hitsFrom = 'Dragon Fire';
  for (let t = 0; t < TYPES; t++) while (g.zombies[zone * TYPES + t]! > 0) kill(g, s, zone, t as BpZombieType);
  if (g.mission.dragonFireKillsSurvivors) for (const o of g.survivors) if (o.alive && o.zone === zone) eliminate(g, o, `${s.name}'s Dragon Fire`);
}
