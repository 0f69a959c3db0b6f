import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, expectUsageError, zsimBinIn, zsimIn } from './zsim.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'zsim-report-'));

/** The report without its inlined libraries, for short assertion messages. */
const page = (html: string) => html.slice(0, html.indexOf('<script'));

describe('zsim run --report / --out and zsim report', () => {
  it('the report and results are the same for 1 and 2 workers and any batch size, and from the real bin; zsim report rebuilds the same file', async () => {
    const a = tmp();
    const b = tmp();
    const game = ['run', '--mission', 'season1/00-tutorial', '--games', '240', '--seed', 'r'];
    const r1 = await zsimIn(a, ...game, '--workers', '1', '--batch-size', '240', '--report', 'report.html', '--out', 'out');
    // End to end: the bin, as a user runs it, writes the same files as the in-process run.
    const r2 = zsimBinIn(b, ...game, '--workers', '2', '--batch-size', '33', '--report', 'report.html', '--out', 'out');
    expect([r1.status, r1.stderr, r2.status, r2.stderr]).toEqual([0, '', 0, '']);
    const html1 = readFileSync(path.join(a, 'report.html'), 'utf8');
    const html2 = readFileSync(path.join(b, 'report.html'), 'utf8');
    expect(html1 === html2).toBe(true);
    for (const f of ['stats.json', 'games.csv', 'rounds.csv', 'danger.csv', 'survivors.csv', 'zones.csv']) {
      expect({ f, same: readFileSync(path.join(a, 'out', f), 'utf8') === readFileSync(path.join(b, 'out', f), 'utf8') }).toEqual({ f, same: true });
    }
    expect(readdirSync(path.join(a, 'out')).sort()).toEqual(['danger.csv', 'games.csv', 'games.jsonl', 'rounds.csv', 'run.json', 'stats.json', 'summary.json', 'survivors.csv', 'zones.csv']);
    expect(page(html1)).toContain('npx zsim run --mission season1/00-tutorial --strategy greedy --survivors');
    expect(page(html1)).toContain('--games 240 --seed r --report report.html');
    // Rebuilt from the results folder, without replaying.
    const rebuilt = await zsimIn(a, 'report', 'out', '--report', 'report.html');
    expect(rebuilt.status).toBe(0);
    expect(rebuilt.stdout).toMatch(/wrote report\.html/);
    expect(readFileSync(path.join(a, 'report.html'), 'utf8') === html1).toBe(true);
    const defaultName = await zsimIn(a, 'report', 'out');
    expect(defaultName.status).toBe(0);
    expect(existsSync(path.join(a, 'out', 'report.html'))).toBe(true);
  });

  it('mistakes are one-paragraph errors with exit 2 (and nothing half-written)', async () => {
    const d = tmp();
    expectUsageError(await zsimIn(d, 'run', '--games', '5', '--report', d), /--report .* is a folder/);
    expectUsageError(await zsimIn(d, 'report', path.join(d, 'nope')), /does not exist/);
    expectUsageError(await zsimIn(d, 'report', d), /no stats\.json/, /--out/);
    expectUsageError(await zsimIn(ROOT, 'compare', '--strategies', 'greedy'), /at least two arms/);
    expectUsageError(await zsimIn(ROOT, 'compare', '--strategies', 'greedy,nope'), /strategy "nope"/);
    expectUsageError(await zsimIn(ROOT, 'compare', '--strategies', 'greedy,greedy'), /given twice/);
    expectUsageError(await zsimIn(ROOT, 'balance', '--survivors', 'Amy,Doug', '--size', '3'), /--size 3/);
    expectUsageError(await zsimIn(ROOT, 'balance', '--survivors', 'Amy,Zed', '--size', '1'), /Zed/);
    expect(readdirSync(d)).toEqual([]);
  });
});

describe('zsim compare and zsim balance', () => {
  it('compare --json: arms on the same seeds, pairs with paired and unpaired intervals', async () => {
    const r = await zsimIn(ROOT, 'compare', '--mission', 'season1/00-tutorial', '--strategies', 'greedy,random', '--games', '200', '--json', '--workers', '2');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.arms.map((a: { arm: string; games: number }) => [a.arm, a.games])).toEqual([['greedy', 200], ['random', 200]]);
    expect(j).toMatchObject({ games: 200, partial: false, gamesCompleted: 200 });
    const [p] = j.pairs;
    expect(p.paired.estimate).toBeGreaterThanOrEqual(0);
    expect(p.paired.estimate).toBeCloseTo((p.winsB - p.winsA) / 200, 12);
    expect(p.onlyB - p.onlyA).toBe(p.winsB - p.winsA);
    expect(p.unpaired.low).toBeLessThanOrEqual(p.paired.estimate);
    expect(p.verdict).toMatch(/beats|no clear difference/);
    expect(j.command).toBe('npx zsim compare --mission season1/00-tutorial --strategies greedy,random --games 200 --seed 1');
  });

  it('compare --lineups: one arm per lineup, text summary with a verdict', async () => {
    const r = await zsimIn(ROOT, 'compare', '--lineups', 'Amy,Doug,Josh|Ned,Phil,Wanda', '--games', '100');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Amy, Doug, Josh/);
    expect(r.stdout).toMatch(/Ned, Phil, Wanda/);
    expect(r.stdout).toMatch(/paired 95% CI/);
  });

  it('balance --json: all lineups when few, a seeded sample when more than --sample', async () => {
    const all = JSON.parse((await zsimIn(ROOT, 'balance', '--survivors', 'Amy,Doug,Josh,Ned', '--size', '3', '--games', '60', '--json')).stdout);
    expect(all.lineupsPlayed).toBe(4);
    expect(all.sampled).toBe(false);
    expect(all.survivors.map((s: { rank: number }) => s.rank)).toEqual([1, 2, 3, 4]);
    expect(all.survivors.every((s: { effect: unknown }) => s.effect !== null)).toBe(true);
    const sample = async () => JSON.parse((await zsimIn(ROOT, 'balance', '--survivors', 'all', '--size', '3', '--sample', '3', '--games', '20', '--json', '--seed', 'x')).stdout);
    const s1 = await sample();
    expect(s1.possible).toBe(20);
    expect(s1.lineupsPlayed).toBe(3);
    expect(s1.sampled).toBe(true);
    expect((await sample()).lineups).toEqual(s1.lineups);
  });
});
