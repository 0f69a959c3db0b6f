import { describe, expect, it } from 'vitest';
import { compareArms } from '../../src/analytics/compare.ts';
import { playArms, prepareArms, type ArmsPlan } from '../../src/sim/arms.ts';
import { plain } from '../analytics/helpers.ts';

const plan: ArmsPlan = { mission: 'season1/02', seed: 'arms-cut', rules: {}, strategyOptions: {}, check: false, games: 5000, workers: 2, batchSize: 25 };

describe('playArms', () => {
  it('an interrupt stops every arm and cuts them to the games all of them completed, as if only those had been played', async () => {
    const setups = await prepareArms(plan, [{ strategy: 'greedy' }, { strategy: 'random' }]);
    const stop = new AbortController();
    // Each merged batch adds 25 games to one arm: stopped at 13 batches in all, the arms cannot have completed as many.
    const cut = await playArms(plan, setups, { signal: stop.signal, onProgress: (done) => done >= 13 * 25 && stop.abort() });
    expect(cut.partial).toBe(true);
    expect(cut.games).toBeGreaterThan(0);
    expect(cut.games).toBeLessThan(plan.games);
    const completed = cut.arms.map((a) => a.completed);
    expect(completed[0]).not.toBe(completed[1]);
    expect(cut.games).toBe(Math.min(...completed));
    expect(cut.arms.every((a) => a.stats.count === cut.games && a.stats.first === 0)).toBe(true);

    const whole = await playArms({ ...plan, games: cut.games }, setups);
    expect(whole).toMatchObject({ partial: false, games: cut.games });
    expect(plain(cut.arms.map((a) => [a.stats, a.errors]))).toEqual(plain(whole.arms.map((a) => [a.stats, a.errors])));
    const compare = (r: typeof cut) => compareArms(r.arms.map((a, i) => ({ label: `arm ${i}`, strategy: '', lineup: a.setup.lineup, stats: a.stats })));
    expect(compare(cut)).toEqual(compare(whole));
  });

  it('interrupted before any game: no arm to compare', async () => {
    const setups = await prepareArms(plan, [{ strategy: 'greedy' }, { strategy: 'random' }]);
    const stop = new AbortController();
    stop.abort();
    expect(await playArms(plan, setups, { signal: stop.signal })).toEqual({ arms: [], games: 0, partial: true });
  });

  it('an interrupt signal shared by many arms: no warning of a listener leak (a balance has dozens of arms)', async () => {
    const small = { ...plan, mission: 'season1/00', games: 2, batchSize: 1 };
    const setups = await prepareArms(small, Array.from({ length: 12 }, () => ({ strategy: 'greedy' })));
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const played = await playArms(small, setups, { signal: new AbortController().signal });
      expect(played.arms).toHaveLength(12);
      await new Promise((r) => setImmediate(r)); // process warnings are emitted on the next tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it("each arm's cost is its own threads' time: the expert's games cost more than greedy's on the same seeds", async () => {
    const small = { ...plan, mission: 'season1/00', games: 4, batchSize: 1 };
    const setups = await prepareArms(small, [{ strategy: 'greedy' }, { strategy: 'expert' }]);
    const played = await playArms(small, setups);
    const [greedy, expert] = played.arms.map((a) => a.workerSeconds / a.completed);
    expect(greedy).toBeGreaterThan(0);
    expect(expert).toBeGreaterThan(5 * greedy!); // ~1,000× on a quiet machine: a mix-up of arms cannot pass
  });
});
