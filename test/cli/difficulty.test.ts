/** `zsim difficulty`: the skill curve of a search strategy on one mission. */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUsageError, zsim } from './zsim.ts';

/** Random below budget 8, greedy from 8 on, whatever the budget (test/fixtures/budget-strategy.ts). */
const BUDGETED = 'test/fixtures/budget-strategy.ts';

describe('zsim difficulty: flags', () => {
  it('nonsense budgets, a strategy without a budget setting, a budget given twice: one paragraph, exit 2, no game played', async () => {
    const needs = /--budgets needs two or more whole numbers of at least 1, comma-separated, smallest first/;
    expectUsageError(await zsim('difficulty', '--budgets', '4'), needs);
    expectUsageError(await zsim('difficulty', '--budgets', '4,x'), needs, /got "4,x"/);
    expectUsageError(await zsim('difficulty', '--budgets', '0,4'), needs);
    expectUsageError(await zsim('difficulty', '--budgets', '4,,16'), needs);
    expectUsageError(await zsim('difficulty', '--budgets', '2.5,4'), needs);
    expectUsageError(await zsim('difficulty', '--budgets', '16,4'), /--budgets must rise: 4 comes after 16/);
    expectUsageError(await zsim('difficulty', '--budgets', '4,4'), /--budgets must rise: 4 comes after 4/);
    expectUsageError(await zsim('difficulty', '--budgets', '1,4'), /^zsim: --budgets 1,4: strategy "expert" .*budget=1 must be a whole number from 2/);
    expectUsageError(await zsim('difficulty', '--games', '0'), /--games must be an integer from 1/);
    expectUsageError(await zsim('difficulty', '--strategy', 'greedy'), /strategy "greedy" has no budget setting .*--strategy a search strategy such as expert/);
    expectUsageError(await zsim('difficulty', '--strategy-opt', 'budget=4'), /--strategy-opt budget=4 and --budgets both set the search budget/);
    expectUsageError(await zsim('difficulty', '--strategy-opt', 'rollouts=4'), /--budgets 4,16,64,256: .*budget=4 sets rollouts and width itself; give budget or rollouts, not both/);
    expectUsageError(await zsim('difficulty', '--strategy-opt', 'rollout=4'), /no setting "rollout"/);
    expectUsageError(await zsim('difficulty', '--mission', 'season1/99-nowhere'), /season1\/99-nowhere/);
    expectUsageError(await zsim('difficulty', '--report', '/proc/zsim.html'), /--report \/proc\/zsim.html: nothing can be written/);
  });
});

describe('zsim difficulty: the curve', () => {
  it('every budget plays the same seeds (those of zsim run); the JSON fields; the plateau; the same whatever the workers and batches', async () => {
    const args = ['difficulty', '--strategy', BUDGETED, '--mission', 'season1/02', '--budgets', '4,8,16', '--games', '40', '--json'];
    const r = await zsim(...args);
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ mission: 'season1/02-y-zone', game: 'season1', strategy: BUDGETED, games: 40, gamesCompleted: 40, seed: '1', partial: false, errors: 0 });
    expect(j.command).toBe(`npx zsim difficulty --mission season1/02-y-zone --strategy ${BUDGETED} --budgets 4,8,16 --games 40 --seed 1`);
    const greedy = JSON.parse((await zsim('run', '--strategy', 'greedy', '--mission', 'season1/02', '--games', '40', '--json')).stdout);
    expect(greedy.wins).toBeGreaterThan(0);
    const [b4, b8, b16] = j.budgets;
    expect(Object.keys(b8).sort()).toEqual(['budget', 'change', 'errors', 'games', 'interval', 'losses', 'meanRounds', 'toLast', 'wins', 'winRate'].sort());
    expect(j.budgets.map((b: { budget: number; games: number }) => [b.budget, b.games])).toEqual([[4, 40], [8, 40], [16, 40]]);
    expect(b4).toMatchObject({ wins: 0, change: null });
    // Budgets 8 and 16 play greedy's games of `zsim run`, game for game: no game won at one and lost at the other.
    expect(b8).toMatchObject({ wins: greedy.wins, winRate: greedy.winRate, interval: greedy.winRateCI95, change: { from: 4, gained: greedy.wins, lost: 0 } });
    expect(b16).toMatchObject({ wins: greedy.wins, change: { from: 8, estimate: 0, gained: 0, lost: 0 }, toLast: null });
    expect(b16.change.interval[0]).toBeLessThan(0);
    expect(j.plateau).toEqual({ budget: 8, winRate: b8.winRate, interval: b8.interval });

    const other = await zsim(...args, '--workers', '1', '--batch-size', '7');
    expect(JSON.parse(other.stdout)).toEqual(j);
  });

  it('plays Black Plague missions too', async () => {
    const r = await zsim('difficulty', '--strategy', BUDGETED, '--mission', 'black-plague/00', '--budgets', '8,16', '--games', '10', '--json');
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ mission: 'black-plague/00-danse-macabre', game: 'black-plague' });
    expect(j.budgets[1].change).toMatchObject({ estimate: 0, gained: 0, lost: 0 });
    expect(j.plateau.budget).toBe(8);
  });

  it('the expert at tiny budgets: the table, the plateau line and the report with the curve', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zsim-difficulty-'));
    const report = path.join(dir, 'curve.html');
    const r = await zsim('difficulty', '--mission', 'season1/00-tutorial', '--budgets', '2,3', '--games', '2', '--report', report);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('mission      season1/00-tutorial (Tutorial)');
    expect(lines[1]).toBe('strategy     expert at budgets 2, 3 (forward-model plays per decision)');
    expect(r.stdout).toMatch(/^budget {3}games {4}wins {2}win rate {2}95% CI {9}change \(points\) {2}paired 95% CI$/m);
    expect(r.stdout).toMatch(/^ +2 +2 +\d +[\d.]+% +[\d.]+%–[\d.]+%$/m);
    expect(r.stdout).toMatch(/^ +3 +2 +\d .* -?[\d.]+ to [\d.]+$/m);
    expect(lines.at(-2)).toMatch(/^plateau (at budget 2: win rate [\d.]+% \[[\d.]+%, [\d.]+%\]|not reached at budget 3:)/);
    expect(lines.at(-1)).toBe(`wrote ${report}`);
    expect(existsSync(report)).toBe(true);
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('Tutorial: skill curve');
    expect(html).toContain(`--budgets 2,3 --games 2 --seed 1 --report ${report}`);
  });
});
