import seedrandom from 'seedrandom';

/** A seeded uniform generator on [0, 1). */
export type Rng = () => number;

/** The independent random streams of one game; each purpose has its own. */
export interface GameStreams {
  dice: Rng;
  zombieDeck: Rng;
  equipmentDeck: Rng;
  /** Tie-breaks and the random choices of strategies. */
  strategy: Rng;
  /** Random set-up and mission events (hidden objectives, recruited survivors). */
  mission: Rng;
}

/**
 * Derive the streams of game `game` of a run seeded with `seed`.
 *
 * Alea (from seedrandom) is used: it is the fastest generator seedrandom ships
 * (a few ns per number, no 64-bit arithmetic), has a period of ~2^116 and passes
 * BigCrush, and its string seeding lets every (seed, game, purpose) triple get
 * its own stream. A game therefore depends only on (seed, game index), never on
 * which worker or batch plays it.
 */
export function gameStreams(seed: string, game: number): GameStreams {
  return namedStreams(`${seed}\u0000${game}\u0000`, GAME_PURPOSES);
}

const GAME_PURPOSES: Readonly<Record<keyof GameStreams, string>> = {
  dice: 'dice', zombieDeck: 'zombie-deck', equipmentDeck: 'equipment-deck', strategy: 'strategy', mission: 'mission',
};

/** One Alea stream per purpose, seeded `base + suffix` (the suffixes are part of what a seed means: never change them). */
export function namedStreams(base: string, suffixes: Readonly<Record<keyof GameStreams, string>>): GameStreams {
  return {
    dice: seedrandom.alea(base + suffixes.dice),
    zombieDeck: seedrandom.alea(base + suffixes.zombieDeck),
    equipmentDeck: seedrandom.alea(base + suffixes.equipmentDeck),
    strategy: seedrandom.alea(base + suffixes.strategy),
    mission: seedrandom.alea(base + suffixes.mission),
  };
}

/** Uniform integer in [0, n). */
export function randInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** One six-sided die. */
export function d6(rng: Rng): number {
  return 1 + Math.floor(rng() * 6);
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/**
 * The seat order of game `game` of a run seeded `seed` for a lineup of `n`: seat j is taken by lineup member
 * order[j]. It depends only on (seed, game, n), so lineups of the same size share it game by game (their paired
 * comparison holds) and no survivor keeps the first seat because of where its name stands in the lineup.
 */
export function seatOrder(seed: string, game: number, n: number): number[] {
  return shuffle(seedrandom.alea(`${seed}\u0000${game}\u0000seats`), Array.from({ length: n }, (_, i) => i));
}
