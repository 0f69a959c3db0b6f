import type { SurvivorDef } from '../../zombicide/survivors.ts';

export const SURVIVORS: readonly SurvivorDef[] = [
  { name: 'Amy', blue: ['+1 free Move Action'], yellow: ['+1 Action'], orange: ['+1 free Combat Action', '+1 free Move Action'], red: ['+1 to dice roll: Combat', '+1 die: Combat', 'Medic'] },
  { name: 'Doug', blue: ['Matching set!'], yellow: ['+1 Action'], orange: ['+1 free Combat Action', '+1 die: Ranged'], red: ['+1 to dice roll: Combat', 'Ambidextrous', 'Slippery'] },
  { name: 'Josh', blue: ['Slippery'], yellow: ['+1 Action'], orange: ['+1 die: Melee', '1 re-roll per turn'], red: ['+1 free Move Action', '+1 to dice roll: Combat', 'Lucky'] },
  { name: 'Ned', blue: ['+1 free Search Action'], yellow: ['+1 Action'], orange: ['+1 die: Ranged', '+1 free Combat Action'], red: ['+1 die: Combat', '+1 to dice roll: Combat', 'Tough'] },
  { name: 'Phil', blue: ['Starts with a Pistol'], yellow: ['+1 Action'], orange: ['+1 free Search Action', '+1 to dice roll: Ranged'], red: ['+1 die: Ranged', 'Born leader', 'Sniper'] },
  { name: 'Wanda', blue: ['2 Zones per Move Action'], yellow: ['+1 Action'], orange: ['+1 to dice roll: Melee', 'Slippery'], red: ['+1 die: Combat', '+1 free Move Action', '+1 Zone per Move'] },
];

export function survivorByName(name: string): SurvivorDef | undefined {
  const n = name.trim().toLowerCase();
  return SURVIVORS.find((s) => s.name.toLowerCase() === n);
}
