import { describe, expect, it } from 'vitest';
import { mean, ratio, wilson } from '../../src/analytics/stats.ts';

// Reference values: roots of (p̂ − p)² = z²·p(1 − p)/n found numerically (scipy brentq), z = Φ⁻¹(0.975).
describe('wilson', () => {
  it('0/10 gives [0, z²/(n+z²)]', () => {
    const [low, high] = wilson(0, 10);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(0.2775328, 6);
  });
  it('5/10 is symmetric around 1/2', () => {
    const [low, high] = wilson(5, 10);
    expect(low).toBeCloseTo(0.2365930905129392, 12);
    expect(high).toBeCloseTo(0.7634069094870608, 12);
  });
  it('10/10 ends exactly at 1', () => {
    const [low, high] = wilson(10, 10);
    expect(low).toBeCloseTo(0.7224672, 6);
    expect(high).toBe(1);
  });
  it('matches reference values for larger n', () => {
    expect(wilson(812, 2000)[0]).toBeCloseTo(0.3846777545960692, 12);
    expect(wilson(812, 2000)[1]).toBeCloseTo(0.42768265029257513, 12);
    expect(wilson(40_000, 100_000)[0]).toBeCloseTo(0.3969675340515098, 12);
    expect(wilson(40_000, 100_000)[1]).toBeCloseTo(0.40304014857100673, 12);
    expect(wilson(1, 3)[0]).toBeCloseTo(0.06149194472039623, 12);
  });
  it('n = 0 knows nothing', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
  it('a wider z gives a wider interval', () => {
    const [l95, h95] = wilson(30, 100);
    const [l99, h99] = wilson(30, 100, 2.5758293035489);
    expect(l99).toBeLessThan(l95);
    expect(h99).toBeGreaterThan(h95);
  });
});

describe('mean and ratio', () => {
  it('average, with 0 for nothing', () => {
    expect(mean([1, 2, 3, 6])).toBe(3);
    expect(mean([])).toBe(0);
    expect(ratio(9, 4)).toBe(2.25);
    expect(ratio(5, 0)).toBe(0);
  });
});
