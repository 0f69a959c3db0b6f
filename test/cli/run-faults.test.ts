import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT, ZSIM, zsim } from './zsim.ts';

const FLAKY = fileURLToPath(new URL('../fixtures/flaky-strategy.ts', import.meta.url));

describe('zsim run under faults', () => {
  it('a strategy that throws: the run finishes, counts the errored games, names a replay, and exits 3', async () => {
    const r = await zsim('run', '--games', '60', '--workers', '2', '--batch-size', '16', '--strategy', FLAKY, '--json');
    expect(r.status).toBe(3);
    expect(r.stderr).not.toContain('    at ');
    const s = JSON.parse(r.stdout);
    expect(s.errors).toBeGreaterThan(0);
    expect(s.errors).toBeLessThan(60);
    expect(s.wins + s.losses + s.errors).toBe(60);
    expect(s.replayFirstError).toContain(`--game ${s.firstErrorGame}`);
    // End to end: the command as printed, pasted into a shell (the real bin); the game ends in the same error, exit 3.
    const replay = spawnSync('sh', ['-c', s.replayFirstError.replace('npx zsim', `node ${ZSIM}`)], { cwd: ROOT, encoding: 'utf8' });
    expect(replay.stdout).toContain('flaky strategy bug');
    expect(replay.status, replay.stderr).toBe(3);
  });

  it('--check plays every shipped mission with invariants verified', async () => {
    for (const mission of ['season1/00', 'season1/07', 'season1/09']) {
      const r = await zsim('run', '--mission', mission, '--games', '100', '--workers', '1', '--check', '--json');
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).errors).toBe(0);
    }
  });

  it('refuses a non-empty --out folder without --force', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zsim-out-'));
    writeFileSync(path.join(dir, 'keep.txt'), 'mine');
    const refused = await zsim('run', '--games', '10', '--out', dir);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/not empty.*--force/);
    expect(readdirSync(dir)).toEqual(['keep.txt']);
    const forced = await zsim('run', '--games', '10', '--out', dir, '--force', '--json');
    expect(forced.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['danger.csv', 'games.csv', 'games.jsonl', 'keep.txt', 'rounds.csv', 'run.json', 'stats.json', 'summary.json', 'survivors.csv', 'zones.csv']);
  });
});

describe('zsim run: more user mistakes', () => {
  it('--out naming a file is a one-paragraph user error', async () => {
    const r = await zsim('run', '--games', '5', '--out', 'README.md');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--out README.md is not a folder/);
    expect(r.stderr).not.toContain('    at ');
  });

  it('a strategy over --decision-budget-ms: those games are errors, the run finishes and exits 3', async () => {
    const r = await zsim('run', '--games', '4', '--workers', '1', '--strategy', 'expert', '--decision-budget-ms', '1', '--json');
    expect(r.status).toBe(3);
    const s = JSON.parse(r.stdout);
    expect(s.errors).toBe(4);
    expect(Object.keys(s.errorsByCause)).toEqual(['strategy went over its budget of 1 ms on a "action" decision (--decision-budget-ms)']);
  });

  it('a strategy that never returns: the watchdog stops it, those games are errors, the others are unchanged', async () => {
    const hang = fileURLToPath(new URL('../fixtures/hang-strategy.ts', import.meta.url));
    const run = (...extra: string[]) => zsim('run', '--games', '30', '--strategy', hang, '--decision-budget-ms', '300', '--json', ...extra);
    const a = await run('--workers', '2', '--batch-size', '16');
    expect(a.status, a.stderr).toBe(3);
    const s = JSON.parse(a.stdout);
    expect(s.errors).toBeGreaterThan(0);
    expect(s.wins + s.losses + s.errors).toBe(30);
    expect(Object.keys(s.errorsByCause)).toEqual(['strategy did not return from a decision within 300 ms (--decision-budget-ms); the watchdog stopped it']);
    expect(JSON.parse((await run('--workers', '1', '--batch-size', '7')).stdout).recordsHash).toBe(s.recordsHash);
  });
});
