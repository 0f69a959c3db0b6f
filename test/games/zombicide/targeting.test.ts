/** Targeting priority as data: the same functions serve Season 1's (W, F/A, R) and Black Plague's (… then Necromancers). */
import { describe, expect, it } from 'vitest';
import { killsFrom, priorityTargets } from '../../../src/games/zombicide/targeting.ts';
import { TARGETING as S1 } from '../../../src/games/season1/zombie-types.ts';
import { TARGETING as BP } from '../../../src/games/black-plague/zombie-types.ts';

// Season 1 counts: [Walkers, Runners, Fatties, Abominations]; Black Plague adds Necromancers.
describe('priorityTargets', () => {
  it('Walkers first, then Fatties and the Abomination (killable in type order), then Runners', () => {
    expect(priorityTargets(S1, [2, 1, 1, 0], 0, 1)).toEqual({ killable: [0], absorbedBy: -1 });
    expect(priorityTargets(S1, [0, 1, 1, 1], 0, 2)).toEqual({ killable: [2], absorbedBy: 3 });
    expect(priorityTargets(S1, [0, 1, 1, 1], 0, 3)).toEqual({ killable: [2, 3], absorbedBy: -1 });
    expect(priorityTargets(S1, [0, 2, 0, 0], 0, 1)).toEqual({ killable: [1], absorbedBy: -1 });
    expect(priorityTargets(S1, [0, 0, 0, 0], 0, 3)).toBeNull();
  });

  it('a Damage 1 hit on a Fatty in front is absorbed (the Runners behind are safe)', () => {
    expect(priorityTargets(S1, [0, 3, 1, 0], 0, 1)).toEqual({ killable: [], absorbedBy: 2 });
  });

  it('reads a zone out of a board of counts (offset) and Black Plague\'s fifth class', () => {
    const board = [9, 9, 9, 9, 9, /* zone 1: */ 0, 0, 0, 0, 1];
    expect(priorityTargets(BP, board, 5, 1)).toEqual({ killable: [4], absorbedBy: -1 });
  });
});

describe('killsFrom', () => {
  it('by the priority, a class the Damage cannot kill absorbs the hits left', () => {
    expect(killsFrom(S1, 5, 1, [2, 3, 1, 0], 0, false)).toBe(2);
    expect(killsFrom(S1, 5, 2, [2, 3, 1, 0], 0, false)).toBe(5);
    expect(killsFrom(S1, 2, 2, [2, 3, 1, 0], 0, false)).toBe(2);
  });

  it('with a free choice, any the Damage kills', () => {
    expect(killsFrom(S1, 5, 1, [2, 3, 1, 0], 0, true)).toBe(5);
    expect(killsFrom(S1, 9, 1, [2, 3, 1, 1], 0, true)).toBe(5);
  });

  it('Black Plague: Necromancers come last, after the Runners', () => {
    expect(killsFrom(BP, 3, 1, [1, 1, 0, 0, 1], 0, false)).toBe(3);
    expect(killsFrom(BP, Infinity, 1, [0, 0, 1, 0, 1], 0, false)).toBe(0);
  });
});
