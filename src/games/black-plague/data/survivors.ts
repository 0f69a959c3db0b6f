/**
 * The six Black Plague core Survivors and their skill trees (blue; yellow; orange: pick 1 of 2; red: pick 1 of 3),
 * transcribed from shared/data/SOURCES.md §9 (ccaronls, cross-checked for the Blue Skills, Silas's Orange and
 * Samson's "+1 Damage: Melee"; the other Orange/Red choices are unverified).
 */
import { ZOMBIE_TITLES } from '../zombie-types.ts';
import { BP_EQUIPMENT } from './equipment.ts';
import type { SurvivorDef } from '../../zombicide/survivors.ts';

export const BP_SURVIVORS: readonly SurvivorDef[] = [
  { name: 'Ann', blue: ['Bloodlust: Melee'], yellow: ['+1 Action'], orange: ['+1 free Magic Action', '+1 free Melee Action'], red: ['+1 free Combat Action', '+1 to dice roll: Combat', 'Roll 6: +1 die Combat'] },
  { name: 'Baldric', blue: ['Spellcaster'], yellow: ['+1 Action'], orange: ['+1 free Magic Action', 'Spellbook'], red: ['+1 die: Magic', '+1 free Combat Action', '+1 to dice roll: Melee'] },
  { name: 'Clovis', blue: ['+1 die: Melee'], yellow: ['+1 Action'], orange: ['+1 free Melee Action', 'Swordmaster'], red: ['+1 free Combat Action', '+1 to dice roll: Combat', 'Hit & Run'] },
  { name: 'Nelly', blue: ['+1 free Move Action'], yellow: ['+1 Action'], orange: ['Bloodlust: Melee', 'Slippery'], red: ['+1 free Combat Action', '+1 to dice roll: Combat', 'Hit & Run'] },
  { name: 'Samson', blue: ['Iron hide'], yellow: ['+1 Action'], orange: ['+1 die: Combat', '+1 to dice roll: Melee'], red: ['+1 Damage: Melee', '+1 free Combat Action', 'Barbarian'] },
  { name: 'Silas', blue: ['+1 to dice roll: Ranged'], yellow: ['+1 Action'], orange: ['+1 free Ranged Action', 'Point-blank'], red: ['+1 die: Ranged', '+1 free Combat Action', 'Iron rain'] },
];

/**
 * The card each Survivor's ID card shows in the Body slot besides armour ("or another item described on the ID card",
 * guide §3a): Ann and Nelly a Dagger, Silas a Sword (TGN previews, shared/data/SOURCES.md §9). Baldric's, Clovis's
 * and Samson's are in no source: none. A mission or a run may set them (`body-slot: Clovis=Shield`).
 */
export const BP_BODY_SLOT: Readonly<Record<string, string>> = { Ann: 'Dagger', Nelly: 'Dagger', Silas: 'Sword' };

export function bpSurvivorByName(name: string): SurvivorDef | undefined {
  const n = name.trim().toLowerCase();
  return BP_SURVIVORS.find((s) => s.name.toLowerCase() === n);
}

/**
 * The Black Plague skill list (rules digest §13), every one played by the engine (docs/rules-coverage-black-plague.md,
 * "Skills"). A name with a parameter stands for the skills BP_SKILL_FORMS spells out.
 */
export const BP_SKILLS: readonly { name: string; played: boolean }[] = [
  '+1 Action', '+1 free Enchantment Action', '+1 free Melee Action', '+1 free Ranged Action',
  '+1 free Search Action', '+1 free Move Action', '+1 free Magic Action', '+1 free Combat Action',
  '+1 max Range', '+1 to dice roll: Ranged', '+1 to dice roll: Melee', '+1 to dice roll: Magic',
  '+1 to dice roll: Combat', '+1 die: Ranged', '+1 die: Melee', '+1 die: Magic', '+1 die: Combat',
  '+1 Damage: Melee', '+1 Damage: Ranged', '+1 Damage: Magic', '+1 Zone per Move', '2 Zones per Move Action',
  'Barbarian', 'Lock it down', 'Matching set!', 'Hold your nose', 'Spellcaster', 'Free reload',
  'Mana rain', 'Iron rain', 'Taunt', 'Trick shot', 'Lucky', 'Loud', 'Rotten',
  'Spellbook', 'Blitz', 'Collector', 'Swordmaster', 'Super strength', 'Zombie link',
  'Slippery', 'Ambidextrous', 'Steady hand', 'Search: +1 card', 'Destiny', 'Regeneration',
  'Starts with [Equipment]', 'Reaper', 'Jump', 'Low profile', 'Sniper', 'Sprint',
  'Point-blank', 'Scavenger', 'Frenzy', 'Charge', 'Tactician', "Is that all you've got?",
  'Tough', 'Hit & Run', 'Born leader', 'Break-in', 'Roll 6: +1 die', 'Shove',
  'Ironclad', 'Lifesaver', 'Bloodlust', 'Iron hide',
].map((name) => ({ name, played: true }));

const COMBAT_KINDS = ['Melee', 'Ranged', 'Magic', 'Combat'];

/** How the engine spells the skills BP_SKILLS names with a parameter. */
export const BP_SKILL_FORMS: Readonly<Record<string, readonly string[]>> = {
  Bloodlust: COMBAT_KINDS.map((k) => `Bloodlust: ${k}`),
  'Roll 6: +1 die': COMBAT_KINDS.map((k) => `Roll 6: +1 die ${k}`),
  Reaper: COMBAT_KINDS.map((k) => `Reaper: ${k}`),
  Frenzy: COMBAT_KINDS.map((k) => `Frenzy: ${k}`),
  Collector: ZOMBIE_TITLES.map((t) => `Collector: ${t}`),
  Ironclad: ZOMBIE_TITLES.map((t) => `Ironclad: ${t}`),
  'Starts with [Equipment]': BP_EQUIPMENT.filter((e) => e.deck === 'search' && !e.trap).map((e) => `Starts with ${e.name}`),
};

/** Every skill the engine plays, as it spells them. */
export const BP_SKILL_NAMES: readonly string[] = BP_SKILLS.flatMap((k) => BP_SKILL_FORMS[k.name] ?? [k.name]);
