/** Zombie types as small integers: they index per-zone counters (zone * 4 + type). */
import type { Targeting } from '../zombicide/targeting.ts';

export const WALKER = 0;
export const RUNNER = 1;
export const FATTY = 2;
export const ABOMINATION = 3;
export type ZombieType = 0 | 1 | 2 | 3;
export const ZOMBIE_TYPES: readonly ZombieType[] = [WALKER, RUNNER, FATTY, ABOMINATION];
export const ZOMBIE_NAMES = ['walker', 'runner', 'fatty', 'abomination'] as const;
export const ZOMBIE_LETTERS = 'WRFA';
/** Miniatures in the box. */
export const SUPPLY = [40, 16, 8, 1] as const;
/** Damage a single hit needs to kill. */
export const TOUGHNESS = [1, 1, 2, 3] as const;
/** Targeting priority (rulebook §8): Walkers, then Fatties and the Abomination, then Runners. */
export const TARGETING: Targeting = { priority: [1, 3, 2, 2], toughness: TOUGHNESS };
export const XP_FOR_KILL = [1, 1, 1, 5] as const;

export function zombieTypeByName(name: string): ZombieType | -1 {
  return ZOMBIE_NAMES.indexOf(name.toLowerCase() as (typeof ZOMBIE_NAMES)[number]) as ZombieType | -1;
}
