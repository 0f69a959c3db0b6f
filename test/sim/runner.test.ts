import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES_FILE, PRECISION_STEP, batchSizeFor, createPool, runPlan, splitBatches, winRateHalfWidth, type RunPlan } from '../../src/sim/runner.ts';
import { emptyTally } from '../../src/sim/tally.ts';
import fake from '../fixtures/fake-ruleset.ts';
import fakeStrategy from '../fixtures/fake-strategy.ts';
import { recordLine } from '../../src/sim/records.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const tmp = () => mkdtempSync(path.join(tmpdir(), 'zsim-runner-'));

const basePlan: RunPlan = {
  rulesetModule: fixture('fake-ruleset.ts'),
  missionFile: fixture('fake.zmap'),
  lineup: ['Amy', 'Doug', 'Josh'],
  strategyFile: fixture('fake-strategy.ts'),
  seed: 'test-seed',
  rules: {},
  check: false,
  strategyOptions: {},
  games: 1000,
  workers: 2,
  batchSize: 500,
};

/** A copy of the fixture mission with extra header lines. */
function missionWith(extra: string): string {
  const file = path.join(tmp(), 'mission.zmap');
  writeFileSync(file, readFileSync(basePlan.missionFile, 'utf8') + extra + '\n');
  return file;
}

describe('batchSizeFor (the default --batch-size)', () => {
  it('gives every worker about four batches, at most 500 games each', () => {
    expect(batchSizeFor(200, 2)).toBe(25); // a 200-game expert run keeps both cores busy
    expect(batchSizeFor(300, 2)).toBe(38);
    expect(batchSizeFor(2000, 2)).toBe(250);
    expect(batchSizeFor(10_000, 2)).toBe(500);
    expect(batchSizeFor(1_000_000, 8)).toBe(500);
    expect(batchSizeFor(3, 8)).toBe(1);
    for (const [games, workers] of [[200, 2], [7, 3], [4001, 2]] as const) {
      expect([...splitBatches(games, batchSizeFor(games, workers))].length).toBeGreaterThanOrEqual(Math.min(games, workers * 4 - 1));
    }
  });
});

describe('splitBatches', () => {
  it('covers every game exactly once, in order, with at most batchSize per batch', () => {
    for (const [games, size] of [[1, 500], [1000, 500], [1001, 500], [999, 7], [10, 1], [5, 10]] as const) {
      const batches = [...splitBatches(games, size)];
      const covered = batches.flatMap((b) => Array.from({ length: b.count }, (_, i) => b.start + i));
      expect(covered).toEqual(Array.from({ length: games }, (_, i) => i));
      expect(batches.every((b) => b.count >= 1 && b.count <= size)).toBe(true);
      expect(batches.length).toBe(Math.ceil(games / size));
    }
  });

  it('starts at `first` and, with `align`, never lets a batch straddle a multiple of it', () => {
    const batches = [...splitBatches(2500, 700, 300, 1000)];
    expect(batches).toEqual([
      { start: 300, count: 700 }, { start: 1000, count: 700 }, { start: 1700, count: 300 }, { start: 2000, count: 700 }, { start: 2700, count: 100 },
    ]);
  });

  it('makes the batches one at a time: 10^15 games cost nothing until played', () => {
    const batches = splitBatches(1e15, 500, 0, 1000);
    expect(batches.next().value).toEqual({ start: 0, count: 500 });
    expect(batches.next().value).toEqual({ start: 500, count: 500 });
  });
});

/** The canonical lines of games [first, first + games) played in-process. */
function expectedLines(first: number, games: number, plan: RunPlan = basePlan): string[] {
  const mission = fake.loadMission(plan.missionFile);
  return Array.from({ length: games }, (_, i) => recordLine(fake.playGame(mission, plan.lineup, fakeStrategy, plan.seed, first + i)));
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('runPlan: shards, interrupts, resume, precision (fake ruleset)', () => {
  it('starts a run of 10^15 games at once and stops it on an interrupt, holding only the batches in flight', async () => {
    const stop = new AbortController();
    const r = await runPlan({ ...basePlan, games: 1e15, batchSize: 100 }, { signal: stop.signal, onProgress: (done) => done >= 300 && stop.abort() });
    expect(r.partial).toBe(true);
    expect(r.workers).toBe(2);
    expect(r.tally.games).toBeGreaterThanOrEqual(300);
    expect(r.tally.games).toBeLessThan(300 + 4 * 100);
  });

  it('shards played separately concatenate to exactly the records of one run', async () => {
    const whole = await runPlan({ ...basePlan, games: 1000, batchSize: 64 }, { out: tmp() });
    const texts: string[] = [];
    for (const [first, games] of [[0, 333], [333, 333], [666, 334]]) {
      const out = tmp();
      const part = await runPlan({ ...basePlan, first: first!, games: games!, batchSize: 100 }, { out });
      texts.push(readFileSync(path.join(out, GAMES_FILE), 'utf8'));
      expect(part.tally.games).toBe(games);
    }
    expect(sha256(texts.join(''))).toBe(whole.recordsHash);
  });

  it('an interrupt ends the run with a prefix of the games (partial), and resuming gives the undisturbed hash', async () => {
    const plan = { ...basePlan, games: 3000, batchSize: 50 };
    const undisturbed = await runPlan(plan);
    const out = tmp();
    const stop = new AbortController();
    const partial = await runPlan(plan, { out, signal: stop.signal, onProgress: (done) => done >= 400 && stop.abort() });
    expect(partial.partial).toBe(true);
    const n = partial.tally.games;
    expect(n).toBeGreaterThanOrEqual(400);
    expect(n).toBeLessThan(3000);
    expect(n % 50).toBe(0);
    const text = readFileSync(path.join(out, GAMES_FILE), 'utf8');
    expect(text).toBe(expectedLines(0, n).join(''));
    expect(partial.recordsHash).toBe(sha256(text));

    const resumed = await runPlan(plan, { out, resume: { recordsFile: path.join(out, GAMES_FILE), games: n } });
    expect(resumed.partial).toBe(false);
    expect(resumed.recordsHash).toBe(undisturbed.recordsHash);
    expect(resumed.tally).toEqual(undisturbed.tally);
  });

  it('a reply for a batch already cancelled (reported on the pool) does not crash the process', async () => {
    // The race itself cannot be forced; what it produces is an 'error' event on the pool, which
    // with no listener would throw (an uncaught exception that once failed CI).
    const pool = createPool(1);
    try {
      expect(() => pool.emit('error', new Error('Unexpected message from Worker: { taskId: 97 }'))).not.toThrow();
    } finally {
      await pool.destroy();
    }
  });

  it('an interrupt before the start plays nothing; resume refuses a damaged records file', async () => {
    const out = tmp();
    const stop = new AbortController();
    stop.abort();
    const r = await runPlan({ ...basePlan, games: 500 }, { out, signal: stop.signal });
    expect({ partial: r.partial, games: r.tally.games, hash: r.recordsHash }).toEqual({ partial: true, games: 0, hash: sha256('') });
    const damaged = path.join(tmp(), GAMES_FILE);
    writeFileSync(damaged, expectedLines(0, 3).join('') + expectedLines(4, 1).join(''));
    await expect(runPlan({ ...basePlan, games: 500 }, { resume: { recordsFile: damaged, games: 4 } })).rejects.toThrow(/games\.jsonl:4: holds game 4, expected game 3/);
  });

  it('--precision stops at the first checkpoint where the interval is narrow enough, whatever the batching', async () => {
    const plan = { ...basePlan, games: 20_000 };
    const precision = 0.015;
    const reference = await runPlan({ ...plan, batchSize: 500, workers: 2 }, { precision });
    expect(reference.precise).toBe(true);
    const n = reference.tally.games;
    expect(n % PRECISION_STEP).toBe(0);
    // The interval at n is narrow enough and at the checkpoint before it was not.
    const wins = (games: number) => expectedLines(0, games).filter((l) => l.includes('"outcome":"win"')).length;
    const half = (games: number) => winRateHalfWidth({ ...emptyTally(), games, wins: wins(games) });
    expect(half(n)).toBeLessThanOrEqual(precision);
    expect(half(n - PRECISION_STEP)).toBeGreaterThan(precision);
    for (const [workers, batchSize] of [[1, 333], [2, 64], [3, 1500]]) {
      const r = await runPlan({ ...plan, batchSize: batchSize!, workers: workers! }, { precision });
      expect({ batchSize, games: r.tally.games, hash: r.recordsHash }).toEqual({ batchSize, games: n, hash: reference.recordsHash });
    }
  });
});

describe('runPlan (fake ruleset)', () => {
  it('gives the same records hash and tally for any worker count and batch size', async () => {
    const reference = await runPlan({ ...basePlan, workers: 1, batchSize: 500 });
    expect(reference.tally.games).toBe(1000);
    expect(reference.recordsHash).toMatch(/^[0-9a-f]{64}$/);
    for (const [workers, batchSize] of [[2, 500], [2, 7], [2, 999], [1, 7], [3, 64]]) {
      const r = await runPlan({ ...basePlan, workers: workers!, batchSize: batchSize! });
      expect({ workers, batchSize, hash: r.recordsHash }).toEqual({ workers, batchSize, hash: reference.recordsHash });
      expect(r.tally).toEqual(reference.tally);
    }
  });

  it('hashes exactly the canonical lines of the games played in-process', async () => {
    const r = await runPlan({ ...basePlan, games: 300, batchSize: 64 });
    const mission = fake.loadMission(basePlan.missionFile);
    const hash = createHash('sha256');
    for (let g = 0; g < 300; g++) hash.update(recordLine(fake.playGame(mission, basePlan.lineup, fakeStrategy, basePlan.seed, g)));
    expect(r.recordsHash).toBe(hash.digest('hex'));
  });

  it('a different seed gives a different hash', async () => {
    const a = await runPlan({ ...basePlan, games: 200 });
    const b = await runPlan({ ...basePlan, games: 200, seed: 'another-seed' });
    expect(a.recordsHash).not.toBe(b.recordsHash);
  });

  it('writes games.jsonl with one record per game in game order, matching the tally', async () => {
    const out = path.join(tmp(), 'nested', 'out');
    const r = await runPlan({ ...basePlan, games: 1234, batchSize: 100 }, { out });
    const text = readFileSync(path.join(out, GAMES_FILE), 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(1234);
    const records = lines.map((l) => JSON.parse(l));
    expect(records.map((x) => x.game)).toEqual(Array.from({ length: 1234 }, (_, i) => i));
    expect(Object.keys(records[0])).toEqual([
      'game', 'outcome', 'cause', 'rounds', 'survivorsAlive', 'zombiesKilled', 'zombiesSpawned', 'wounds', 'maxDanger', 'xp', 'decisions',
    ]);
    expect(createHash('sha256').update(text).digest('hex')).toBe(r.recordsHash);
    expect(records.filter((x) => x.outcome === 'win')).toHaveLength(r.tally.wins);
    expect(records.filter((x) => x.outcome === 'error')).toHaveLength(r.tally.errors);
    expect(r.tally.errors).toBeGreaterThan(0);
    expect(r.tally.firstError).toBe(records.find((x) => x.outcome === 'error').game);
    expect(r.tally.roundsSum).toBe(records.reduce((s, x) => s + x.rounds, 0));
    expect(readdirSync(out).sort()).toEqual([GAMES_FILE]);
  });

  it('a game that throws fails the run with a clear error and leaves no output', async () => {
    const out = tmp();
    const plan = { ...basePlan, missionFile: missionWith('throw-at: 777'), games: 1000, batchSize: 100 };
    await expect(runPlan(plan, { out })).rejects.toThrow(/worker failed while playing games 700–799: fake engine bug in game 777/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('a worker thread that dies fails the run with a clear error and leaves no output', async () => {
    const out = tmp();
    const plan = { ...basePlan, missionFile: missionWith('crash-at: 42'), games: 500, batchSize: 50 };
    await expect(runPlan(plan, { out })).rejects.toThrow(/worker failed while playing games 0–49 \(3 attempts\): worker exited with code: 7/);
    expect(existsSync(path.join(out, GAMES_FILE))).toBe(false);
    expect(readdirSync(out)).toEqual([]);
  });

  it('a worker that dies once is replaced and its batch played again: the results equal an undisturbed run', async () => {
    const marker = path.join(tmp(), 'crashed');
    const undisturbed = await runPlan({ ...basePlan, games: 300, batchSize: 50, workers: 2 });
    const disturbed = await runPlan({ ...basePlan, missionFile: missionWith(`crash-at: 120\ncrash-once-marker: ${marker}`), games: 300, batchSize: 50, workers: 2 });
    expect(existsSync(marker)).toBe(true); // it did die
    expect(disturbed.recordsHash).toBe(undisturbed.recordsHash);
    expect(disturbed.tally).toEqual(undisturbed.tally);
  });

  it('rejects a non-positive game count', async () => {
    await expect(runPlan({ ...basePlan, games: 0 })).rejects.toThrow(/games must be a positive integer/);
  });
});
