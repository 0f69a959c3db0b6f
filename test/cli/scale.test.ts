import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT, ZSIM, zsim } from './zsim.ts';

const SLOW = fileURLToPath(new URL('../fixtures/slow-strategy.ts', import.meta.url));
const tmp = () => mkdtempSync(path.join(tmpdir(), 'zsim-scale-'));
const read = (file: string) => readFileSync(file, 'utf8');
const json = (file: string) => JSON.parse(read(file));

/** The summary without the fields that describe how (not what) was played. */
const what = ({ elapsedSeconds: _e, gamesPerSecond: _g, workers: _w, batchSize: _b, ...rest }: Record<string, unknown>) => rest;

describe('zsim run --shard and zsim merge', () => {
  it('shards merged equal one run: records, recordsHash, summary and statistics', async () => {
    const dir = tmp();
    const common = ['--mission', 'season1/02', '--games', '300', '--seed', 'shards'];
    const whole = await zsim('run', ...common, '--workers', '2', '--out', path.join(dir, 'whole'), '--json');
    expect(whole.status, whole.stderr).toBe(0);
    for (const i of [1, 2, 3]) {
      // Batches of 40: each shard of 100 games ends with a short one.
      const r = await zsim('run', ...common, '--shard', `${i}/3`, '--workers', '1', '--batch-size', '40', '--out', path.join(dir, `shard-${i}`), '--json');
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ shard: `${i}/3`, games: 100, firstGame: 100 * (i - 1) });
    }
    const merged = await zsim('merge', path.join(dir, 'shard-3'), path.join(dir, 'shard-1'), path.join(dir, 'shard-2'), '--out', path.join(dir, 'merged'), '--json');
    expect(merged.status, merged.stderr).toBe(0);
    const a = JSON.parse(whole.stdout);
    const b = JSON.parse(merged.stdout);
    expect(b.recordsHash).toBe(a.recordsHash);
    expect(what(b)).toEqual(what(a));
    for (const f of ['games.jsonl', 'games.csv', 'rounds.csv', 'danger.csv', 'survivors.csv', 'zones.csv']) {
      expect(read(path.join(dir, 'merged', f)), f).toBe(read(path.join(dir, 'whole', f)));
    }
    expect(json(path.join(dir, 'merged', 'stats.json'))).toEqual(json(path.join(dir, 'whole', 'stats.json')));
    expect(json(path.join(dir, 'merged', 'run.json'))).toMatchObject({ status: 'complete', shard: null, completed: 300 });
  });

  it('merge refuses a missing shard, a shard given twice, and shards of different runs', async () => {
    const dir = tmp();
    for (const [name, seed, shard] of [['a1', 'x', '1/2'], ['a2', 'x', '2/2'], ['b2', 'y', '2/2']]) {
      expect((await zsim('run', '--games', '40', '--seed', seed!, '--shard', shard!, '--workers', '1', '--out', path.join(dir, name!))).status).toBe(0);
    }
    const none = await zsim('merge');
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('zsim merge needs the results folders of the shards');
    const missing = await zsim('merge', path.join(dir, 'a1'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('shard 2/2 of the run is missing');
    const twice = await zsim('merge', path.join(dir, 'a1'), path.join(dir, 'a2'), path.join(dir, 'a2'));
    expect(twice.stderr).toMatch(/are both shard 2\/2/);
    const other = await zsim('merge', path.join(dir, 'a1'), path.join(dir, 'b2'));
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/not a shard of the same run .* differ in seed/);
    expect(other.stderr).not.toContain('    at ');
  });
});

describe('zsim run --precision', () => {
  it('stops at a 1,000-game checkpoint once the interval is narrow enough, says so, and refuses --shard', async () => {
    const r = await zsim('run', '--mission', 'season1/02', '--precision', '0.02', '--workers', '2', '--batch-size', '128', '--json');
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.games % 1000).toBe(0);
    expect(s.gamesPlanned).toBe(1_000_000);
    expect(s.precision).toBe(0.02);
    expect((s.winRateCI95[1] - s.winRateCI95[0]) / 2).toBeLessThanOrEqual(0.02);
    const again = JSON.parse((await zsim('run', '--mission', 'season1/02', '--precision', '0.02', '--workers', '1', '--json')).stdout);
    expect(again.recordsHash).toBe(s.recordsHash);
    const shard = await zsim('run', '--precision', '0.02', '--shard', '1/2');
    expect(shard.status).toBe(2);
    expect(shard.stderr).toContain('--precision cannot be combined with --shard');
  });
});

describe('zsim run: Ctrl-C and --resume', () => {
  it('SIGINT stops promptly, leaves a valid partial result, and --resume finishes it with the undisturbed recordsHash', async () => {
    const dir = tmp();
    // 150 games: the first batch of 10 is saved after about 0.3 s of play (a 200 µs wait per decision), and the whole
    // run takes over two seconds, so the interrupt comes well before the end; --resume then plays the rest, as slowly.
    const common = ['--games', '150', '--seed', 'interrupt', '--strategy', SLOW, '--batch-size', '10', '--workers', '2'];
    const reference = await zsim('run', ...common, '--json');
    expect(reference.status, reference.stderr).toBe(0);

    const out = path.join(dir, 'run');
    const child = spawn(process.execPath, [ZSIM, 'run', ...common, '--strategy-opt', 'delay-us=200', '--out', out, '--json'], { cwd: ROOT, env: { ...process.env, CI: 'true' } });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    // Interrupt once some batches are saved (the records' temp file has grown), well before the end.
    for (let t = 0; t < 600 && !(existsSync(out) && readdirSync(out).some((f) => f.endsWith('.tmp') && statSync(path.join(out, f)).size > 0)); t++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const killedAt = Date.now();
    child.kill('SIGINT');
    const status = await new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const stopSeconds = (Date.now() - killedAt) / 1000;
    expect(status, stderr).toBe(130);
    expect(stopSeconds).toBeLessThan(5); // "within a second" is measured by hand; this only catches a hang
    expect(stderr).toContain(`finish the run with: npx zsim run --resume ${out}`);

    const run = json(path.join(out, 'run.json'));
    const summary = json(path.join(out, 'summary.json'));
    expect(run.status).toBe('partial');
    expect(summary.partial).toBe(true);
    expect(run.completed).toBeGreaterThan(0);
    expect(run.completed).toBeLessThan(150);
    expect(summary.games).toBe(run.completed);
    expect(read(path.join(out, 'games.jsonl')).split('\n').length - 1).toBe(run.completed);
    expect(json(path.join(out, 'stats.json')).count).toBe(run.completed);

    const report = await zsim('report', out, '--report', path.join(dir, 'partial.html'));
    expect(report.status, report.stderr).toBe(0);
    expect(read(path.join(dir, 'partial.html'))).toContain(`partial: ${run.completed} of 150 games`);

    const resumed = await zsim('run', '--resume', out, '--workers', '2', '--batch-size', '50', '--json');
    expect(resumed.status, resumed.stderr).toBe(0);
    const final = JSON.parse(resumed.stdout);
    expect(final).toMatchObject({ games: 150, partial: false });
    expect(final.recordsHash).toBe(JSON.parse(reference.stdout).recordsHash);
    expect(json(path.join(out, 'run.json')).status).toBe('complete');

    const again = await zsim('run', '--resume', out);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('is complete');
    const clash = await zsim('run', '--resume', out, '--seed', '9');
    expect(clash.stderr).toContain('drop --seed');
  }, 120_000);
});
