import { describe, expect, it } from 'vitest';
import { goalsPerDecision } from '../../../src/games/zombicide/strategy-kit.ts';

describe('goalsPerDecision', () => {
  type V = { stats: { decisions: number }; goal: number };
  type S = { name: string };
  let computed = 0;
  const goals = goalsPerDecision<V, S>((v) => {
    computed++;
    return [v.goal];
  });

  it('works a Survivor\'s goals out once per decision, anew at the next one, for another Survivor or another game', () => {
    const v: V = { stats: { decisions: 7 }, goal: 3 };
    const amy: S = { name: 'Amy' };
    const ned: S = { name: 'Ned' };
    computed = 0;
    const first = goals(v, amy);
    expect(goals(v, amy)).toBe(first);
    expect(computed).toBe(1);
    expect(goals(v, ned)).toEqual([3]);
    expect(computed).toBe(2);
    // The next decision: the board may have changed.
    v.goal = 5;
    v.stats.decisions++;
    expect(goals(v, ned)).toEqual([5]);
    expect(computed).toBe(3);
    // A copy of the game (a determinized future) at the same decision count.
    const copy: V = { stats: { decisions: v.stats.decisions }, goal: 9 };
    expect(goals(copy, ned)).toEqual([9]);
  });

  it('does not keep the goals asked without a Survivor (the search\'s value function)', () => {
    const v: V = { stats: { decisions: 1 }, goal: 2 };
    computed = 0;
    goals(v);
    goals(v);
    expect(computed).toBe(2);
  });
});
