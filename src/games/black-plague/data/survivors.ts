/**
 * The six Black Plague core Survivors and their skill trees (blue; yellow; orange: pick 1 of 2; red: pick 1 of 3),
 * transcribed from shared/data/SOURCES.md §9 (ccaronls, cross-checked for the Blue Skills, Silas's Orange and
 * Samson's "+1 Damage: Melee"; the other Orange/Red choices are unverified).
 */
import type { SurvivorDef } from '../../season1/data/survivors.ts';

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
 * The Black Plague skill list (rules digest §13). `played` = the engine plays it; the others are listed so a
 * custom lineup's skills are recognised, and are recorded as not played in docs/rules-coverage-black-plague.md.
 * Every skill of the six core Survivors is played.
 */
export const BP_SKILLS: readonly { name: string; played: boolean }[] = [
  ['+1 Action', true], ['+1 free Enchantment Action', true], ['+1 free Melee Action', true], ['+1 free Ranged Action', true],
  ['+1 free Search Action', true], ['+1 free Move Action', true], ['+1 free Magic Action', true], ['+1 free Combat Action', true],
  ['+1 max Range', true], ['+1 to dice roll: Ranged', true], ['+1 to dice roll: Melee', true], ['+1 to dice roll: Magic', true],
  ['+1 to dice roll: Combat', true], ['+1 die: Ranged', true], ['+1 die: Melee', true], ['+1 die: Magic', true], ['+1 die: Combat', true],
  ['+1 Damage: Melee', true], ['+1 Damage: Ranged', true], ['+1 Damage: Magic', true], ['+1 Zone per Move', true], ['2 Zones per Move Action', true],
  ['Barbarian', true], ['Lock it down', false], ['Matching set!', false], ['Hold your nose', false], ['Spellcaster', true], ['Free reload', true],
  ['Mana rain', true], ['Iron rain', true], ['Taunt', false], ['Trick shot', false], ['Lucky', true], ['Loud', false], ['Rotten', false],
  ['Spellbook', true], ['Blitz', false], ['Collector', false], ['Swordmaster', true], ['Super strength', true], ['Zombie link', false],
  ['Slippery', true], ['Ambidextrous', true], ['Steady hand', true], ['Search: +1 card', true], ['Destiny', false], ['Regeneration', true],
  ['Starts with [Equipment]', false], ['Reaper', false], ['Jump', false], ['Low profile', true], ['Sniper', true], ['Sprint', false],
  ['Point-blank', true], ['Scavenger', true], ['Frenzy', false], ['Charge', false], ['Tactician', false], ["Is that all you've got?", false],
  ['Tough', true], ['Hit & Run', true], ['Born leader', false], ['Break-in', true], ['Roll 6: +1 die', true], ['Shove', false],
  ['Ironclad', false], ['Lifesaver', false], ['Bloodlust', true], ['Iron hide', true],
].map(([name, played]) => ({ name: name as string, played: played as boolean }));
