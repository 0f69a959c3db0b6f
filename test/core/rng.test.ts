import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { alea } from '../../src/core/rng.ts';
import { futureStreams } from '../../src/games/zombicide/forward.ts';

describe('alea', () => {
  it('draws the numbers seedrandom\'s Alea draws, seed for seed', () => {
    const seeds = ['', ' ', '1', 'bench\u00000\u0000dice', `${'x'.repeat(300)}\u00007`, '0.123456789', 'é漢😀', '1\u000099999\u0000equipment-deck'];
    for (const seed of seeds) {
      const ours = alea(seed);
      const theirs = seedrandom.alea(seed);
      for (let i = 0; i < 1000; i++) expect(ours()).toBe(theirs());
    }
  });
});

describe('futureStreams (the forward model)', () => {
  it("a future's five streams are seedrandom's Alea seeded with the drawn number and d, z, e, s, m, however often it is drawn", () => {
    const suffix = { dice: 'd', zombieDeck: 'z', equipmentDeck: 'e', strategy: 's', mission: 'm' } as const;
    for (const x of [0.25, 0.5, 0.25, 0.75, 0.5, 0.25]) {
      const streams = futureStreams(() => x);
      for (const [name, s] of Object.entries(suffix)) {
        const theirs = seedrandom.alea(String(x) + s);
        const ours = streams[name as keyof typeof suffix];
        for (let i = 0; i < 50; i++) expect(ours()).toBe(theirs());
      }
    }
  });
});
