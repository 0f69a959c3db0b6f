import { describe, expect, it } from 'vitest';
import { Z95, histMean, histQuantile, meanInterval, newcombeDifference, newcombePairedDifference, unpairedDifference, wilson } from '../../src/analytics/stats.ts';

describe('histogram summaries', () => {
  it('mean and inverse-CDF quantiles of counts by value', () => {
    const h = [1, 0, 3, 0, 0, 6]; // values 0, 2, 2, 2, 5 × 6
    expect(histMean(h)).toBeCloseTo((0 + 6 + 30) / 10, 12);
    expect(histQuantile(h, 0.1)).toBe(0);
    expect(histQuantile(h, 0.11)).toBe(2);
    expect(histQuantile(h, 0.4)).toBe(2);
    expect(histQuantile(h, 0.5)).toBe(5);
    expect(histQuantile(h, 0.9)).toBe(5);
    expect(histQuantile([], 0.5)).toBe(0);
  });
});

describe('intervals for differences', () => {
  it('meanInterval is mean ± z·sd/√n', () => {
    const d = [1, 0, 0, -1, 1, 1, 0, 0];
    const m = 0.25;
    const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / 7);
    const i = meanInterval(d);
    expect(i.estimate).toBe(m);
    expect(i.high - m).toBeCloseTo(Z95 * sd / Math.sqrt(8), 12);
    expect(m - i.low).toBeCloseTo(Z95 * sd / Math.sqrt(8), 12);
    expect(meanInterval([0, 0, 0])).toEqual({ estimate: 0, low: 0, high: 0 });
  });

  it('unpaired Wald and Newcombe intervals', () => {
    const w = unpairedDifference(40, 100, 60, 200);
    expect(w.estimate).toBeCloseTo(-0.1, 12);
    expect((w.high - w.low) / 2).toBeCloseTo(Z95 * Math.sqrt((0.4 * 0.6) / 100 + (0.3 * 0.7) / 200), 12);
    const n = newcombeDifference(40, 100, 60, 200);
    const [la, ua] = wilson(40, 100);
    const [lb, ub] = wilson(60, 200);
    expect(n.low).toBeCloseTo(-0.1 - Math.sqrt((0.3 - lb) ** 2 + (ua - 0.4) ** 2), 12);
    expect(n.high).toBeCloseTo(-0.1 + Math.sqrt((ub - 0.3) ** 2 + (0.4 - la) ** 2), 12);
  });

  it('pairing narrows the interval when the arms are correlated, and changes nothing when they are not', () => {
    // Two arms on 1000 shared games: b wins whenever a does, plus 50 more.
    const a = Array.from({ length: 1000 }, (_, i) => (i < 400 ? 1 : 0));
    const b = Array.from({ length: 1000 }, (_, i) => (i < 450 ? 1 : 0));
    const paired = meanInterval(a.map((x, i) => b[i]! - x));
    const unpaired = unpairedDifference(400, 1000, 450, 1000);
    expect(paired.estimate).toBeCloseTo(0.05, 12);
    expect(paired.high - paired.low).toBeLessThan((unpaired.high - unpaired.low) / 2);
  });

  it("Newcombe's paired interval: the unpaired one when the arms are uncorrelated, narrower when they agree", () => {
    // Independent-looking table (both·neither = onlyA·onlyB): φ = 0, the unpaired Newcombe interval.
    const indep = newcombePairedDifference(20, 20, 30, 30);
    const unpaired = newcombeDifference(40, 100, 50, 100);
    expect(indep.estimate).toBeCloseTo(0.1, 12);
    expect(indep.low).toBeCloseTo(unpaired.low, 12);
    expect(indep.high).toBeCloseTo(unpaired.high, 12);
    // Strong agreement: much narrower, still containing the estimate, inside [−1, 1].
    const agree = newcombePairedDifference(40, 0, 10, 50);
    expect(agree.estimate).toBeCloseTo(0.1, 12);
    expect(agree.high - agree.low).toBeLessThan((unpaired.high - unpaired.low) / 2);
    expect(agree.low).toBeGreaterThan(0);
    const allB = newcombePairedDifference(0, 0, 30, 0);
    expect(allB).toMatchObject({ estimate: 1, high: 1 });
    expect(allB.low).toBeLessThan(0.95);
    // Swapping the arms mirrors the interval.
    const allA = newcombePairedDifference(0, 30, 0, 0);
    expect([allA.estimate, allA.low, allA.high]).toEqual([-1, -1, -allB.low]);
  });
});
