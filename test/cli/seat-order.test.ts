/** Seat order is not a survivor: balance and compare --lineups seat each game's lineup in an order drawn from its seed. */
import { describe, expect, it } from 'vitest';
import { zsim } from './zsim.ts';

interface Effect {
  survivor: string;
  effect: { estimate: number; low: number; high: number };
  firstSeat: { estimate: number; low: number; high: number } | null;
}

async function balance(pool: string, ...flags: string[]) {
  const r = await zsim('balance', '--mission', 'season1/00-tutorial', '--survivors', pool, '--size', '3', '--games', '120', '--json', ...flags);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { seatOrder: string; survivors: Effect[] };
}

/** z of a two-sided 95% family of six comparisons (Bonferroni: 0.05 / 6 each), against the 1.96 of one. */
const FAMILY_OF_SIX = 2.638 / 1.96;

/**
 * Survivors whose two effects (one per sweep) differ by more than their intervals allow: the two estimates come from
 * different seatings, so they agree when their difference is within the half-widths combined, √(h₁² + h₂²), widened
 * for the six survivors compared at once (each at 95%, one of six would disagree in about a quarter of the runs).
 */
function disagreeing(a: Effect[], b: Effect[]): string[] {
  const half = (i: Effect['effect']) => (i.high - i.low) / 2;
  return a.filter((x) => {
    const y = b.find((e) => e.survivor === x.survivor)!;
    return Math.abs(x.effect.estimate - y.effect.estimate) > FAMILY_OF_SIX * Math.hypot(half(x.effect), half(y.effect));
  }).map((x) => x.survivor);
}

describe('zsim balance: the seat order', () => {
  it('the same pool listed in reverse gives every survivor the same effect within its interval, and the first seat\'s effect apart', async () => {
    const forward = await balance('Amy,Doug,Josh,Ned,Phil,Wanda');
    const reversed = await balance('Wanda,Phil,Ned,Josh,Doug,Amy');
    expect(forward.seatOrder).toBe('shuffled');
    expect(disagreeing(forward.survivors, reversed.survivors)).toEqual([]);
    for (const s of [...forward.survivors, ...reversed.survivors]) {
      expect(s.firstSeat, s.survivor).not.toBeNull();
      expect(s.firstSeat!.low).toBeLessThanOrEqual(s.firstSeat!.estimate);
      expect(s.firstSeat!.high).toBeGreaterThanOrEqual(s.firstSeat!.estimate);
    }
  });

  it('--seat-order fixed plays the lineups as listed: then the first name\'s seat leaks into its effect (the control)', async () => {
    const forward = await balance('Amy,Doug,Josh,Ned,Phil,Wanda', '--seat-order', 'fixed');
    const reversed = await balance('Wanda,Phil,Ned,Josh,Doug,Amy', '--seat-order', 'fixed');
    expect(forward.seatOrder).toBe('fixed');
    expect(forward.survivors.every((s) => s.firstSeat === null)).toBe(true);
    expect(disagreeing(forward.survivors, reversed.survivors)).toContain('Amy');
  });
});

describe('zsim compare --lineups: the seat order', () => {
  it('shuffled by default, so the same lineup listed two ways wins alike; fixed on request, and then it need not', async () => {
    const lineups = 'Doug,Josh,Ned,Phil,Wanda|Wanda,Phil,Ned,Josh,Doug';
    const run = async (...flags: string[]) => {
      const r = await zsim('compare', '--mission', 'season1/00-tutorial', '--lineups', lineups, '--games', '2000', '--json', ...flags);
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as { seatOrder: string; pairs: { paired: { low: number; high: number } }[] };
    };
    const shuffled = await run();
    expect(shuffled.seatOrder).toBe('shuffled');
    const fixed = await run('--seat-order', 'fixed');
    expect(fixed.seatOrder).toBe('fixed');
    const excludesZero = (p: { paired: { low: number; high: number } }) => p.paired.low > 0 || p.paired.high < 0;
    expect(excludesZero(shuffled.pairs[0]!)).toBe(false);
    expect(excludesZero(fixed.pairs[0]!)).toBe(true);
  });
});
