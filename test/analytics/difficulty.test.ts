import { describe, expect, it } from 'vitest';
import { type BudgetChange, plateauIndex, skillCurve, withinNoise } from '../../src/analytics/difficulty.ts';
import { constructedRun as run } from './helpers.ts';

/** A change whose paired interval is [lo, hi] (points as fractions). */
const step = (lo: number, hi: number): BudgetChange => ({ from: 0, estimate: (lo + hi) / 2, interval: [lo, hi], gained: 0, lost: 0 });
const noise = step(-0.03, 0.04);
const rise = step(0.02, 0.09);

/** Points of a curve from its steps (change from the previous budget) and its changes to the last budget. */
const curve = (changes: (BudgetChange | null)[], toLast: (BudgetChange | null)[]) => changes.map((change, i) => ({ change, toLast: toLast[i]! }));

describe('the plateau rule', () => {
  it('a change is within noise when its paired interval holds 0 (the bounds included)', () => {
    expect(withinNoise(noise)).toBe(true);
    expect(withinNoise(step(0, 0.05))).toBe(true);
    expect(withinNoise(step(-0.05, 0))).toBe(true);
    expect(withinNoise(rise)).toBe(false);
    expect(withinNoise(step(-0.09, -0.01))).toBe(false);
    expect(withinNoise(null)).toBe(false);
  });

  it('not reached while the last step is beyond noise, whatever came before', () => {
    expect(plateauIndex(curve([null, noise, noise, rise], [noise, rise, rise, null]))).toBeNull();
    expect(plateauIndex(curve([null, noise, step(-0.1, -0.02)], [noise, noise, null]))).toBeNull();
  });

  it('one budget is no curve', () => {
    expect(plateauIndex(curve([null], [null]))).toBeNull();
  });

  it('reached when the last step is within noise; it starts at the lowest budget after which every step, and the change to the last, is', () => {
    // 4 → 16 rises, then flat: the plateau starts at 16.
    expect(plateauIndex(curve([null, rise, noise, noise], [rise, noise, noise, null]))).toBe(1);
    // Flat from the start.
    expect(plateauIndex(curve([null, noise, noise, noise], [noise, noise, noise, null]))).toBe(0);
    // Two budgets, within noise: the plateau is the first.
    expect(plateauIndex(curve([null, noise], [noise, null]))).toBe(0);
    // Only the last step is flat: the plateau is the budget before the last.
    expect(plateauIndex(curve([null, rise, rise, noise], [rise, rise, noise, null]))).toBe(2);
  });

  it('a slow climb of small steps, each within noise, is not taken for a plateau from its foot', () => {
    // Every step holds 0, but 4 → 256 and 16 → 256 do not: the plateau starts at 64.
    expect(plateauIndex(curve([null, noise, noise, noise], [rise, rise, noise, null]))).toBe(2);
  });
});

describe('skillCurve', () => {
  it('win rates with Wilson intervals, paired steps and changes to the last budget, on the same games', () => {
    // Budget 4 wins games 0–299, 16 wins 0–449, 64 and 256 win 0–459 (of 1000).
    const arms = [
      { budget: 4, stats: run(1000, (i) => i < 300) },
      { budget: 16, stats: run(1000, (i) => i < 450) },
      { budget: 64, stats: run(1000, (i) => i < 460) },
      { budget: 256, stats: run(1000, (i) => i < 460) },
    ];
    const c = skillCurve(arms);
    expect(c.budgets.map((p) => [p.budget, p.games, p.wins, p.winRate])).toEqual([[4, 1000, 300, 0.3], [16, 1000, 450, 0.45], [64, 1000, 460, 0.46], [256, 1000, 460, 0.46]]);
    for (const p of c.budgets) expect(p.interval[0] < p.winRate && p.winRate < p.interval[1]).toBe(true);
    const [first, second, third, last] = c.budgets;
    expect(first!.change).toBeNull();
    expect(second!.change).toMatchObject({ from: 4, gained: 150, lost: 0 });
    expect(second!.change!.estimate).toBeCloseTo(0.15, 12);
    expect(second!.change!.interval[0]).toBeGreaterThan(0);
    expect(third!.change).toMatchObject({ from: 16, gained: 10, lost: 0 });
    expect(last!.change).toMatchObject({ from: 64, estimate: 0, gained: 0, lost: 0 });
    expect(last!.toLast).toBeNull();
    expect(first!.toLast).toMatchObject({ from: 4, gained: 160, lost: 0 });
    // 16 → 64 gains 10 games of 1000 and loses none: beyond noise, so the plateau starts at 64.
    expect(third!.change!.interval[0]).toBeGreaterThan(0);
    expect(c.plateau).toEqual({ budget: 64, winRate: 0.46, interval: third!.interval });
  });

  it('no plateau while the last budget still wins more', () => {
    const c = skillCurve([{ budget: 2, stats: run(400, (i) => i < 100) }, { budget: 8, stats: run(400, (i) => i < 200) }]);
    expect(c.plateau).toBeNull();
  });
});
