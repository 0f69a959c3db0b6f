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
 * Alea (seedrandom's, `alea` below) is used: it is the fastest generator seedrandom ships
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
    dice: alea(base + suffixes.dice),
    zombieDeck: alea(base + suffixes.zombieDeck),
    equipmentDeck: alea(base + suffixes.equipmentDeck),
    strategy: lazyAlea(base + suffixes.strategy),
    mission: lazyAlea(base + suffixes.mission),
  };
}

/** The Alea stream of `seed`, seeded on its first draw: many games and most copies of one never draw from some streams. */
function lazyAlea(seed: string): Rng {
  let stream: Rng | undefined;
  return () => (stream ??= alea(seed))();
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
  return shuffle(alea(`${seed}\u0000${game}\u0000seats`), Array.from({ length: n }, (_, i) => i));
}

/** Mash's states after hashing ' ' once, twice and three times from its start: the seeding's first three hashes. */
const SPACE_STATES = [1, 2, 3].map((times) => {
  let n = 0xefc8249d;
  for (let k = 0; k < times; k++) n = mash(n, ' ');
  return n;
});

/**
 * seedrandom's Alea, number for number (test/core/rng.test.ts compares them), made cheaper to seed: games and the
 * forward model's copies seed five streams each. The seeding's first three hashes, of ' ', are always the same.
 */
export function alea(seed: string): Rng {
  let n = mash(SPACE_STATES[2]!, seed);
  let s0 = unit(SPACE_STATES[0]!) - unit(n);
  if (s0 < 0) s0 += 1;
  n = mash(n, seed);
  let s1 = unit(SPACE_STATES[1]!) - unit(n);
  if (s1 < 0) s1 += 1;
  n = mash(n, seed);
  let s2 = unit(SPACE_STATES[2]!) - unit(n);
  if (s2 < 0) s2 += 1;
  let c = 1;
  return () => {
    const t = 2091639 * s0 + c * 2.3283064365386963e-10;
    s0 = s1;
    s1 = s2;
    return (s2 = t - (c = t | 0));
  };
}

/** Alea's Mash: its state `n` after hashing `data`. */
function mash(n: number, data: string): number {
  for (let i = 0; i < data.length; i++) {
    n += data.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = h >>> 0;
    h -= n;
    h *= n;
    n = h >>> 0;
    h -= n;
    n += h * 0x100000000;
  }
  return n;
}

/** The hash Mash returns for its state. */
function unit(n: number): number {
  return (n >>> 0) * 2.3283064365386963e-10;
}
