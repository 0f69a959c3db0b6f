import { describe, expect, it } from 'vitest';
import { expectUsageError, zsim as run } from './zsim.ts';
import { parseTargets } from '../../src/cli/odds.ts';


const zsim = (...args: string[]) => run('odds', ...args);

describe('zsim odds', () => {
  it('--json prints exactly one JSON object with killProbabilities', async () => {
    const r = await zsim('--game', 'season1', '--weapon', 'Katana', '--targets', '2 walkers', '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const o = JSON.parse(r.stdout);
    expect(o.killProbabilities).toEqual([0.25, 0.5, 0.25]);
    expect(o).toMatchObject({ game: 'season1', weapon: 'Katana', dual: false, atLeast: [1, 0.75, 0.25], expectedKills: 1 });
  });

  it('--dual and repeated --skill reach the ruleset', async () => {
    const o = JSON.parse((await zsim('--weapon', 'Pistol', '--dual', '--skill', 'Lucky', '--skill', '1 re-roll per turn', '--targets', '1 walker, 1 runner', '--json')).stdout);
    expect(o.skills).toEqual(['Lucky', '1 re-roll per turn']);
    const want = [1 / 64, 1 / 2 + 1 / 8 + 1 / 32, 1 / 4 + 1 / 16 + 1 / 64];
    o.killProbabilities.forEach((p: number, k: number) => expect(p).toBeCloseTo(want[k]!, 12));
  });

  it('prints a table of P(exactly k) and P(at least k) and what was assumed', async () => {
    const r = await zsim('--weapon', 'Sub MG', '--targets', '2 walkers, 1 fatty, 2 runners');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/k\s+P\(exactly k\)\s+P\(at least k\)/);
    expect(r.stdout).toMatch(/^\s+0\s+0\.296296 \( 29\.6%\)\s+1\.000000 \(100\.0%\)$/m); // (2/3)^3
    expect(r.stdout).toMatch(/^\s+5\s+0\.000000/m);
    expect(r.stdout).toMatch(/assumed:.*re-roll/);
  });

  it('bad flags exit 2 with a one-paragraph message and no stack trace', async () => {
    expectUsageError(await zsim('--weapon', 'Laser', '--targets', '1 walker'), /--weapon/, /"Laser"/, /Katana/);
    expectUsageError(await zsim('--weapon', 'Flashlight', '--targets', '1 walker'), /--weapon/, /not a weapon/);
    expectUsageError(await zsim('--weapon', 'Katana', '--skill', 'Hoard', '--targets', '1 walker'), /--skill/, /"Hoard"/, /Lucky/);
    expectUsageError(await zsim('--weapon', 'Katana', '--targets', '2 ghouls'), /--targets/, /"ghouls"/, /walker/);
    expectUsageError(await zsim('--weapon', 'Katana', '--targets', 'two walkers'), /--targets/, /"two walkers"/, /2 walkers, 1 fatty/);
    expectUsageError(await zsim('--weapon', 'Katana', '--targets', '0 walkers'), /--targets/, /at least one/);
    expectUsageError(await zsim('--weapon', 'Katana', '--targets', ''), /--targets/);
    expectUsageError(await zsim('--weapon', 'Katana', '--dual', '--targets', '1 walker'), /--dual/, /Dual symbol/, /Swordmaster/);
    expectUsageError(await zsim('--targets', '1 walker'), /weapon/);
    expectUsageError(await zsim('--weapon', 'Katana', '--targets', '1 walker', '--game', 'season9'), /--game/, /season1/);
  });
});

describe('parseTargets', () => {
  it('reads counts and names; a bare name counts 1', async () => {
    expect(parseTargets('2 walker, 1 fatty')).toEqual([{ type: 'walker', count: 2 }, { type: 'fatty', count: 1 }]);
    expect(parseTargets(' Runners ,3x walkers,2 × Fatties')).toEqual([
      { type: 'Runners', count: 1 }, { type: 'walkers', count: 3 }, { type: 'Fatties', count: 2 },
    ]);
    expect(() => parseTargets('2 walkers 1 fatty')).toThrow(/--targets/);
    expect(() => parseTargets('walkers: 2')).toThrow(/--targets/);
    expect(() => parseTargets(' ')).toThrow(/--targets/);
  });
});
