/** Every command works on a Black Plague quest, not only on Season 1 (issue: "everything else works for Black Plague too"). */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zsim, zsimIn } from './zsim.ts';

const TUTORIAL = 'black-plague/00-danse-macabre';
const BP_SURVIVORS = ['Ann', 'Baldric', 'Clovis', 'Nelly', 'Samson', 'Silas'];

describe('zsim on Black Plague', () => {
  it('run --out --report, then report DIR and replay of a game agree with the run', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zsim-bp-'));
    const r = await zsimIn(dir, 'run', '--mission', 'black-plague/00', '--games', '60', '--workers', '2', '--out', 'out', '--report', 'r.html', '--json');
    expect(r.status, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect([summary.game, summary.mission, summary.survivors, summary.games, summary.errors]).toEqual(['black-plague', TUTORIAL, BP_SURVIVORS, 60, 0]);
    expect(summary.batchSize).toBe(8); // no --batch-size: 60 games / (2 workers × 4), so both workers play from the start
    const html = readFileSync(path.join(dir, 'r.html'), 'utf8');
    expect(html).toContain('Danse Macabre');
    const rebuilt = await zsimIn(dir, 'report', 'out', '--report', 'r.html');
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'r.html'), 'utf8') === html).toBe(true);
    const first = JSON.parse(readFileSync(path.join(dir, 'out', 'games.jsonl'), 'utf8').split('\n')[0]!);
    const replay = await zsim('replay', '--mission', 'black-plague/00', '--game', '0');
    expect(replay.status, replay.stderr).toBe(0);
    const lines = replay.stdout.trimEnd().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toEqual(first);
    expect(replay.stdout).toMatch(/Ann|Baldric|Clovis/);
  });

  it('compare two strategies and balance the six Survivors on the same seeds', async () => {
    const c = await zsim('compare', '--mission', 'black-plague/00', '--strategies', 'greedy,random', '--games', '40', '--json');
    expect(c.status, c.stderr).toBe(0);
    const j = JSON.parse(c.stdout);
    expect(j.arms.map((a: { arm: string; games: number }) => [a.arm, a.games])).toEqual([['greedy', 40], ['random', 40]]);
    const b = await zsim('balance', '--mission', 'black-plague/00', '--survivors', 'all', '--size', '5', '--games', '10', '--json');
    expect(b.status, b.stderr).toBe(0);
    const bal = JSON.parse(b.stdout);
    expect(bal.lineupsPlayed).toBe(6);
    expect(bal.survivors.map((s: { survivor: string }) => s.survivor).sort()).toEqual(BP_SURVIVORS);
  });

  it('odds for a spell and bench on a quest', async () => {
    const o = await zsim('odds', '--game', 'black-plague', '--weapon', 'Fireball', '--targets', '3 walkers', '--json');
    expect(o.status, o.stderr).toBe(0);
    // Fireball: 3 dice hitting on 4+, so all three Walkers die with probability 1/8.
    expect(JSON.parse(o.stdout).killProbabilities[3]).toBeCloseTo(1 / 8, 12);
    const bench = await zsim('bench', '--missions', 'black-plague/00', '--workers', '1', '--seconds', '1', '--memory-games', '0', '--json');
    expect(bench.status, bench.stderr).toBe(0);
    const m = JSON.parse(bench.stdout.slice(bench.stdout.indexOf('{'))).missions[0];
    expect(m.mission).toBe(TUTORIAL);
    expect(m.runs[0].result.games).toBeGreaterThan(0);
  });
});
