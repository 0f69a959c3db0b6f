import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { alea } from '../../src/core/rng.ts';

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
