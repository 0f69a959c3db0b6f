import { describe, expect, it } from 'vitest';
import { progressLine } from '../../src/sim/progress.ts';
import { BENCH_END, BENCH_START, benchMarkdown, decisionRate, poolOverhead, rate, roundRate, spliceBench, type MissionBench } from '../../src/sim/bench/bench.ts';
import type { ProbeResult } from '../../src/sim/bench/probe.ts';

describe('progress line', () => {
  it('shows the share done, the speed and the time left', () => {
    const line = progressLine(5_000, 20_000, 2);
    expect(line).toMatch(/^\[######-{18}\]  25% 5,000\/20,000 games · 2,500 games\/s · 0:06 left$/);
    expect(progressLine(20_000, 20_000, 4)).toContain('100%');
    expect(progressLine(0, 100, 0)).toContain('? left');
    expect(progressLine(1, 1_000_000, 1)).toContain('277:46:39 left');
  });
});

const probe = (games: number, seconds: number, workerSeconds: number): ProbeResult => ({
  games, decisions: 150 * games, rounds: 6 * games, elapsedSeconds: seconds, workerSeconds, startupSeconds: 0.5, peakRssBytes: 200 * 2 ** 20, peakMainBytes: 10 * 2 ** 20, recordsHash: 'x',
});

describe('bench table', () => {
  it('derives per-worker speed, efficiency and pool overhead from the measurements', () => {
    const run = (workers: number, result: ProbeResult) => ({ workers, result, gamesPerSecond: rate(result), decisionsPerSecond: decisionRate(result), roundsPerSecond: roundRate(result) });
    const m: MissionBench = { mission: 'season1/00-tutorial', games: 20_000, batchSize: 500, runs: [run(1, probe(20_000, 2, 1.96)), run(2, probe(20_000, 1.1, 2.09))], ceiling: 19_000 };
    expect(poolOverhead(m.runs[1]!.result, 2)).toBeCloseTo(0.05, 10);
    const md = benchMarkdown([m], undefined, 'greedy', '2026-01-01');
    expect(m.runs[0]!.decisionsPerSecond).toBe(1_500_000);
    expect(md).toContain('| season1/00-tutorial | 20,000 (500) | 10,000 | 18,182 | 1,500,000 | 60,000 | 9,091 | 90.9% | 19,000 | 95.7% | 5.0% | 200 MiB |');
  });

  it('replaces only the text between the markers, or appends a marked section', () => {
    const doc = `# B\n\nintro\n\n${BENCH_START}\nold\n${BENCH_END}\n\nafter\n`;
    expect(spliceBench(doc, 'new\n')).toBe(`# B\n\nintro\n\n${BENCH_START}\nnew\n${BENCH_END}\n\nafter\n`);
    expect(spliceBench('# B\n', 'new\n')).toBe(`# B\n\n${BENCH_START}\nnew\n${BENCH_END}\n`);
  });
});
