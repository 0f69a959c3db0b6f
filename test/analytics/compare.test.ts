import { describe, expect, it } from 'vitest';
import { gamesPrefix } from '../../src/analytics/collect.ts';
import { balance, binomial, combinations } from '../../src/analytics/balance.ts';
import { compareArms, verdict } from '../../src/analytics/compare.ts';
import { collectGames, plain, constructedRun as run } from './helpers.ts';

describe('compareArms', () => {
  it('paired differences game by game; the better arm is written as b', () => {
    // a wins games 0–399, b wins 0–449: b − a = 5 points with no game a won and b lost.
    const a = { label: 'a', strategy: 'a', lineup: [], stats: run(1000, (i) => i < 400) };
    const b = { label: 'b', strategy: 'b', lineup: [], stats: run(1000, (i) => i < 450) };
    const c = compareArms([b, a]);
    expect(c.arms.map((x) => [x.arm, x.wins])).toEqual([['b', 450], ['a', 400]]);
    const [p] = c.pairs;
    expect(p).toMatchObject({ a: 'a', b: 'b', games: 1000, winsA: 400, winsB: 450, onlyA: 0, onlyB: 50 });
    expect(p!.paired.estimate).toBeCloseTo(0.05, 12);
    expect(p!.pairedWald.estimate).toBeCloseTo(0.05, 12);
    // Half the width of the unpaired interval, or less: the arms agree on 950 of 1000 games.
    expect(p!.paired.high - p!.paired.low).toBeLessThan((p!.unpaired.high - p!.unpaired.low) / 2);
    expect(p!.pairedWald.high - p!.pairedWald.low).toBeLessThan((p!.unpairedWald.high - p!.unpairedWald.low) / 2);
    expect(p!.verdict).toMatch(/^b beats a by 5\.\d (± \d\.\d points|points \(95% CI [\d.]+ to [\d.]+\))$/);
  });

  it('verdicts', () => {
    expect(verdict('a', 'b', { estimate: 0.07, low: 0.05, high: 0.09 })).toBe('b beats a by 7.0 ± 2.0 points');
    expect(verdict('a', 'b', { estimate: -0.07, low: -0.09, high: -0.05 })).toBe('a beats b by 7.0 ± 2.0 points');
    expect(verdict('a', 'b', { estimate: 0.01, low: -0.01, high: 0.03 })).toBe('no clear difference between a and b (b − a = 1.0 ± 2.0 points)');
    expect(verdict('a', 'b', { estimate: 1, low: 0.973, high: 1 })).toBe('b beats a by 100.0 points (95% CI 97.3 to 100.0)');
  });

  it('one arm wins every game, the other none: the paired interval is not ±0', () => {
    const a = { label: 'a', strategy: 'a', lineup: [], stats: run(200, () => false) };
    const b = { label: 'b', strategy: 'b', lineup: [], stats: run(200, () => true) };
    const [p] = compareArms([a, b]).pairs;
    expect(p!.paired.estimate).toBe(1);
    expect(p!.paired.high).toBe(1);
    expect(p!.paired.low).toBeLessThan(0.99);
    expect(p!.paired.low).toBeGreaterThan(0.95);
  });

  it('common random numbers: the same strategy twice on the same seeds plays the same games', async () => {
    // Y-Zone with the greedy strategy: some wins, so the arms' variance is not zero.
    const greedy = await collectGames({ mission: '02-y-zone', strategy: 'greedy', count: 300 });
    const same = await collectGames({ mission: '02-y-zone', strategy: 'greedy', count: 300 });
    expect(greedy.games.outcome.filter((o) => o === 0).length).toBeGreaterThan(2);
    const c = compareArms([{ label: 'x', strategy: 'greedy', lineup: [], stats: greedy }, { label: 'y', strategy: 'greedy', lineup: [], stats: same }]);
    // The same strategy on the same seeds plays the same games: every game-by-game difference is 0.
    const p = c.pairs[0]!;
    expect([p.onlyA, p.onlyB]).toEqual([0, 0]);
    expect(p.pairedWald).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(p.paired.estimate).toBe(0);
    expect(p.paired.high - p.paired.low).toBeLessThan(p.unpaired.high - p.unpaired.low);
  });
});

describe('arms cut to the games every arm completed (an interrupt)', () => {
  it('compare and balance the cut arms exactly as arms that played only those games', async () => {
    const lineups = [['Amy', 'Doug'], ['Amy', 'Wanda'], ['Doug', 'Wanda']];
    // Arms that completed different numbers of games, cut to the fewest.
    // Two Survivors with the greedy strategy win some Tutorial games, so the win counts depend on which games are kept.
    const play = (lineup: string[], count: number) => collectGames({ mission: '00-tutorial', strategy: 'greedy', lineup, count, batch: 20 });
    const long = await Promise.all(lineups.map((lineup, i) => play(lineup, 150 + 30 * i)));
    const n = 150;
    const short = await Promise.all(lineups.map((lineup) => play(lineup, n)));
    const arms = (stats: readonly GameStatsLike[]) => stats.map((s, i) => ({ label: lineups[i]!.join(','), strategy: 'greedy', lineup: lineups[i]!, stats: s }));
    const cut = long.map((s) => gamesPrefix(s, n));
    const reference = compareArms(arms(short));
    expect(plain(compareArms(arms(cut)))).toEqual(plain(reference));
    expect(reference.arms.every((a) => a.games === n)).toBe(true);
    expect(reference.arms.some((a) => a.wins > 0)).toBe(true);
    expect(reference.pairs.every((p) => p.games === n)).toBe(true);
    const pool = ['Amy', 'Doug', 'Wanda'];
    expect(plain(balance(pool, cut.map((stats, i) => ({ lineup: lineups[i]!, stats }))))).toEqual(plain(balance(pool, short.map((stats, i) => ({ lineup: lineups[i]!, stats })))));
    // Uncut, the arms are not comparable game by game.
    expect(() => compareArms(arms(long))).toThrow(/same games/);
  });
});

type GameStatsLike = Parameters<typeof gamesPrefix>[0];

describe('balance', () => {
  it('combinations and binomial', () => {
    expect(combinations(['a', 'b', 'c', 'd'], 2).map((x) => x.join(''))).toEqual(['ab', 'ac', 'ad', 'bc', 'bd', 'cd']);
    expect(binomial(6, 4)).toBe(15);
    expect(binomial(3, 5)).toBe(0);
  });

  it("a survivor's effect is the with − without win rate, estimated game by game", () => {
    // Lineups of 2 from a, b, c: lineups with c win every game, others win the even games.
    const pool = ['a', 'b', 'c'];
    const runs = combinations(pool, 2).map((lineup) => ({ lineup, stats: run(100, (i) => lineup.includes('c') || i % 2 === 0) }));
    const r = balance(pool, runs);
    expect(r.lineups.map((l) => [l.lineup.join(''), l.winRate])).toEqual([['ac', 1], ['bc', 1], ['ab', 0.5]]);
    const c = r.survivors.find((s) => s.survivor === 'c')!;
    expect(c).toMatchObject({ rank: 1, lineupsWith: 2, lineupsWithout: 1, winWith: 1, winWithout: 0.5 });
    expect(c.effect!.estimate).toBeCloseTo(0.5, 12);
    const a = r.survivors.find((s) => s.survivor === 'a')!;
    expect(a.effect!.estimate).toBeCloseTo(-0.25, 12); // with a: ab, ac → 0.75; without: bc → 1
  });

  it('no effect when every lineup holds the survivor', () => {
    const runs = [{ lineup: ['a', 'b'], stats: run(10, () => true) }, { lineup: ['a', 'c'], stats: run(10, () => false) }];
    expect(balance(['a', 'b', 'c'], runs).survivors.find((s) => s.survivor === 'a')!.effect).toBeNull();
  });
});
