import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, ZSIM, expectUsageError, zsim, zsimBin } from './zsim.ts';


describe('zsim: bad flags give a one-paragraph error and a non-zero exit', () => {
  it('--games -3', async () => expectUsageError(await zsim('run', '--games', '-3'), /--games/, /"-3"/, /--help/));
  it('--games abc', async () => expectUsageError(await zsim('run', '--games', 'abc'), /--games/, /"abc"/));
  it('--workers 0 and --batch-size 1.5', async () => {
    expectUsageError(await zsim('run', '--workers', '0'), /--workers/, /"0"/);
    expectUsageError(await zsim('run', '--batch-size', '1.5'), /--batch-size/, /"1.5"/);
  });
  it('--strategy nope lists the strategies', async () => expectUsageError(await zsim('run', '--strategy', 'nope'), /strategy "nope"/, /greedy/));
  it('--mission nope lists the missions', async () => expectUsageError(await zsim('run', '--mission', 'nope'), /mission "nope"/, /season1\/00-tutorial/));
  it('unknown flag --gmaes 5 suggests --games', async () => expectUsageError(await zsim('run', '--gmaes', '5'), /unknown option --gmaes/, /did you mean --games/));
  it('a flag without its value', async () => expectUsageError(await zsim('run', '--seed'), /seed/));
  it('no command, or an unknown one', async () => {
    expectUsageError(await zsim(), /no command/, /zsim --help/);
    expectUsageError(await zsim('rnu'), /"rnu"/, /run, replay/);
  });
  it('the real bin: a mistake exits 2 with the same one paragraph, and --help exits 0', async () => {
    const args = ['run', '--games', '5', '--gmaes', '5'];
    const bin = zsimBin(...args);
    expectUsageError(bin, /unknown option --gmaes \(did you mean --games\?\)/);
    expect(await zsim(...args)).toEqual(bin);
    const help = zsimBin('run', '--help');
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^zsim run\n/);
    expect(help.stdout).toContain('--precision');
    expect(await zsim('run', '--help')).toEqual(help);
  });
  it('replay without --game', async () => expectUsageError(await zsim('replay'), /game/));
  it('a strategy setting the strategy refuses stops before any game (run, compare, replay)', async () => {
    expectUsageError(await zsim('run', '--strategy', 'expert', '--strategy-opt', 'rollouts=4,horizon=1'), /strategy "expert"/, /rollouts=4,horizon=1 must be a whole number/);
    expectUsageError(await zsim('compare', '--strategies', 'greedy,expert', '--strategy-opt', 'rollout=5'), /no setting "rollout"; its settings are rollouts, horizon/);
    expectUsageError(await zsim('replay', '--strategy', 'expert', '--game', '0', '--strategy-opt', 'z10=0'), /z10=0 must be a whole number/);
  });
  it('a mission file for a game zsim does not know', async () =>
    expectUsageError(await zsim('run', '--mission', 'test/fixtures/fake.zmap'), /unknown game "fake"/));
});

// These play the real Season 1 engine (src/games/season1, strategies/greedy.ts, missions/season1).
describe('zsim with the real season1 engine', () => {
  it('run --json prints exactly one JSON object with the public fields', async () => {
    const r = await zsim('run', '--json', '--games', '300', '--workers', '2', '--seed', '7', '--batch-size', '64');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ mission: 'season1/00-tutorial', strategy: 'greedy', seed: '7', games: 300, batchSize: 64 });
    expect(s.wins + s.losses + s.errors).toBe(300);
    expect(s.winRate).toBeCloseTo(s.wins / 300, 12);
    expect(s.winRateCI95[0]).toBeLessThanOrEqual(s.winRate);
    expect(s.winRateCI95[1]).toBeGreaterThanOrEqual(s.winRate);
    expect(s.meanRounds).toBeGreaterThan(0);
    expect(s.recordsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Array.isArray(s.survivors) && s.survivors.length > 0).toBe(true);
    expect(typeof s.lossesByCause).toBe('object');
    for (const k of ['workers', 'elapsedSeconds', 'gamesPerSecond']) expect(typeof s[k]).toBe('number');
  });

  it('the records hash does not depend on workers or batch size', async () => {
    const hash = async (...extra: string[]) => JSON.parse((await zsim('run', '--json', '--games', '120', '--seed', 'w', ...extra)).stdout).recordsHash;
    expect(await hash('--workers', '1', '--batch-size', '500')).toBe(await hash('--workers', '2', '--batch-size', '7'));
  });

  it('replay gives the same record as run, and --out writes games.jsonl and summary.json', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'zsim-cli-'));
    const r = await zsim('run', '--json', '--games', '12', '--seed', 'replay-me', '--batch-size', '5', '--strategy', 'random', '--out', out);
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8'))).toEqual(JSON.parse(r.stdout));
    const lines = readFileSync(path.join(out, 'games.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(12);
    const survivors = JSON.parse(r.stdout).survivors.join(',');
    const replay = await zsim('replay', '--seed', 'replay-me', '--game', '7', '--strategy', 'random', '--survivors', survivors);
    expect(replay.status).toBe(0);
    const printed = replay.stdout.trimEnd().split('\n');
    expect(printed.length).toBeGreaterThan(1); // the game's log, then its record
    expect(printed.at(-1)).toBe(lines[7]);
  });

  it('the text summary names lineup, win rate with its interval, and the hash', async () => {
    const r = await zsim('run', '--games', '40', '--workers', '1');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^survivors +\S/m);
    expect(r.stdout).toMatch(/^wins +\d+\/40 = [\d.]+% \(95% CI [\d.]+%–[\d.]+%\)$/m);
    expect(r.stdout).toMatch(/^recordsHash +[0-9a-f]{64}$/m);
  });

  it('runs with no flags at all (the README quick start)', async () => {
    const r = await zsim('run');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^mission +season1\/00-tutorial/m);
    expect(r.stdout).toMatch(/^wins +\d+\/2000 = /m);
  });

  it('a failure inside a worker exits 1 with a clear message and writes no output', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zsim-cli-'));
    const strategy = path.join(dir, 'breaks-in-workers.mjs');
    writeFileSync(strategy, [
      "import { isMainThread } from 'node:worker_threads';",
      "if (!isMainThread) throw new Error('boom in a worker');",
      "export default { name: 'breaks', description: '', games: [], create: () => ({ choose: () => 0 }) };",
    ].join('\n'));
    const out = path.join(dir, 'out');
    const r = await zsim('run', '--games', '50', '--batch-size', '50', '--strategy', strategy, '--out', out);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/a worker failed while playing games 0–49: .*boom in a worker/);
    expect(r.stderr).toMatch(/this is a bug/);
    expect(r.stderr).not.toContain('    at ');
    expect(readdirSync(out)).toEqual([]);
  });

  it('an unknown survivor is a one-paragraph error', async () => expectUsageError(await zsim('run', '--survivors', 'Amy,Nobody'), /Nobody/));
});

describe('zsim writing into a pipe that closes (zsim run --json | head)', () => {
  it('drops the output, finishes its files and exits 0, without a stack trace', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'zsim-pipe-')), 'out');
    const child = spawn(process.execPath, [ZSIM, 'run', '--games', '300', '--json', '--out', out], { cwd: ROOT, env: { ...process.env, CI: 'true' } });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const status = await new Promise((resolve) => child.on('close', resolve));
    // Only the names of the files written (on stderr, as stdout carries the JSON).
    expect(stderr).toMatch(new RegExp(`^wrote ${out.replace(/[.\\/]/g, '\\$&')} \\([^)]*run\\.json\\)\n$`));
    expect(status).toBe(0);
    expect(existsSync(path.join(out, 'run.json'))).toBe(true);
  });
});
