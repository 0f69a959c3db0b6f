import { describe, expect, it } from 'vitest';
import { argmax, armsOf, goalsPerDecision, skillWorth } from '../../../src/games/zombicide/strategy-kit.ts';

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

describe('the skill a Survivor takes at Orange and Red (skillWorth)', () => {
  const card = (kind: string) => ({ def: { kind } });

  it("reads what a Survivor fights with off its weapons, the Hands' twice", () => {
    expect(armsOf([card('melee'), null, card('ranged')])).toEqual({ Combat: 1, Melee: 2 / 3, Ranged: 1 / 3, Magic: 0 });
    expect(armsOf([null, null, card('item')])).toEqual({ Combat: 1, Melee: 1 / 3, Ranged: 1 / 3, Magic: 1 / 3 });
  });

  it('takes the free Action, die or roll bonus for the attacks it makes, not the first skill listed', () => {
    const sword = armsOf([card('melee')]);
    const bow = armsOf([card('ranged')]);
    const best = (options: string[], arms: ReturnType<typeof armsOf>) => options[argmax(options, (n) => skillWorth(n, arms))];
    expect(best(['+1 free Magic Action', '+1 free Melee Action'], sword)).toBe('+1 free Melee Action');
    expect(best(['+1 free Magic Action', '+1 free Melee Action'], armsOf([card('magic')]))).toBe('+1 free Magic Action');
    expect(best(['+1 to dice roll: Melee', 'Slippery'], sword)).toBe('+1 to dice roll: Melee');
    expect(best(['+1 to dice roll: Melee', 'Slippery'], bow)).toBe('Slippery');
    expect(best(['+1 die: Ranged', '+1 free Combat Action'], bow)).toBe('+1 free Combat Action');
    expect(best(['+1 free Ranged Action', 'Point-blank'], bow)).toBe('+1 free Ranged Action');
    expect(skillWorth('a skill nobody listed', sword)).toBe(0.5);
  });
});
