/** Black Plague zombie types as small integers: they index per-zone counters (zone * TYPES + type). */
import type { Targeting } from '../zombicide/targeting.ts';

export const WALKER = 0;
export const RUNNER = 1;
export const FATTY = 2;
export const ABOMINATION = 3;
export const NECROMANCER = 4;
export type BpZombieType = 0 | 1 | 2 | 3 | 4;
export const TYPES = 5;
export const ZOMBIE_NAMES = ['walker', 'runner', 'fatty', 'abomination', 'necromancer'] as const;
export const ZOMBIE_LETTERS = 'WRFAN';
/** How skills name the types ("Collector: Walker", "Ironclad: Runner"). */
export const ZOMBIE_TITLES = ['Walker', 'Runner', 'Fatty', 'Abomination', 'Necromancer'] as const;
/**
 * Miniatures in the core box (rules digest §2, outside knowledge): 35 Walkers, 14 Runners, 14 Fatties, 1 Abomination,
 * 1 Necromancer. A mission may change them with `supply:` (The Hell Hole starts with four Necromancers).
 */
export const DEFAULT_SUPPLY: readonly number[] = [35, 14, 14, 1, 1];
/** Damage a single hit needs to kill (digest §7.11). */
export const TOUGHNESS = [1, 1, 2, 3, 1] as const;
export const XP_FOR_KILL = [1, 1, 1, 5, 1] as const;
/** Ranged and Magic targeting priority class (digest §7.4): Walkers, then Fatties/Abomination, then Runners, then Necromancers. */
export const PRIORITY = [1, 3, 2, 2, 4] as const;
/** Targeting priority as data (zombicide/targeting.ts). */
export const TARGETING: Targeting = { priority: PRIORITY, toughness: TOUGHNESS };

export function zombieTypeByName(name: string): BpZombieType | -1 {
  return ZOMBIE_NAMES.indexOf(name.toLowerCase() as (typeof ZOMBIE_NAMES)[number]) as BpZombieType | -1;
}
