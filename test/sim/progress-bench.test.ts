import { describe, expect, it, vi } from 'vitest';
import { progressLine, ttyProgress } from '../../src/sim/progress.ts';
import { BENCH_END, BENCH_START, benchMarkdown, decisionRate, poolOverhead, rate, roundRate, spliceBench, type MissionBench } from '../../src/sim/bench/bench.ts';
import type { ProbeResult } from '../../src/sim/bench/probe.ts';

describe('progress line', () => {
  it('shows the share done, the speed and the time left', () => {
    const line = progressLine(5_000, 20_000, 2);
    expect(line).toMatch(/^\[######-{18}\]  25% 5,000\/20,000 games · 2,500 games\/s · 0:06 left$/);
    expect(progressLine(20_000, 20_000, 4)).toContain('100%');
    expect(progressLine(0, 100, 3.2)).toMatch(/0\/100 games · starting · 0:04 so far$/);
    expect(progressLine(1, 1_000_000, 1)).toContain('277:46:39 left');
  });

  it('counts only the games played in this process (a resumed run)', () => {
    // 9,000 of 10,000 were played before the resume; 500 more in 1 s: 500 games/s, 1,000 left = 0:01.
    expect(progressLine(9_500, 10_000, 1, 9_000)).toMatch(/ 95% 9,500\/10,000 games · 500 games\/s · 0:01 left$/);
  });
});

describe('the progress bar', () => {
  const terminal = () => {
    const lines: string[] = [];
    return { lines, stream: { isTTY: true, write: (t: string) => lines.push(t) } as unknown as NodeJS.WriteStream };
  };

  it('is drawn at once, before the first game ends, and redrawn every second', async () => {
    vi.useFakeTimers();
    try {
      const { lines, stream } = terminal();
      const bar = ttyProgress(stream, { done: 0, total: 200 })!;
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('0/200 games · starting');
      vi.advanceTimersByTime(3000);
      expect(lines.length).toBe(4);
      bar.end();
      vi.advanceTimersByTime(3000);
      expect(lines.length).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not drawn when stderr is not a terminal', () => {
    expect(ttyProgress({ isTTY: false, write: () => true } as unknown as NodeJS.WriteStream, { total: 10 })).toBeUndefined();
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
