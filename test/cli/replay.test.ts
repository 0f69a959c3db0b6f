import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '../../src/cli/replay.ts';
import { zsim } from './zsim.ts';

describe('replayCommand', () => {
  it('names every input of the game, quoting what the shell would split', async () => {
    expect(replayCommand({ mission: 'season1/00-tutorial', seed: '42', game: 17, strategy: 'greedy', survivors: ['Amy', 'Doug'], rules: {}, strategyOptions: {} })).toBe(
      'npx zsim replay --mission season1/00-tutorial --seed 42 --game 17 --strategy greedy --survivors Amy,Doug',
    );
    expect(replayCommand({ mission: 'season1/00-tutorial', seed: '1', game: 2, strategy: 'random', survivors: ['Amy'], rules: { players: '1', 'xp-thresholds': '7, 19, 44' }, strategyOptions: { rollouts: '4' } })).toBe(
      "npx zsim replay --mission season1/00-tutorial --seed 1 --game 2 --strategy random --survivors Amy --rule players=1 --rule 'xp-thresholds=7, 19, 44' --strategy-opt rollouts=4",
    );
    // The run's decision budget (when not the default) and --check: without them an errored game would replay differently.
    expect(replayCommand({ mission: 'season1/00-tutorial', seed: '1', game: 3, strategy: 'greedy', survivors: ['Amy'], rules: {}, strategyOptions: {}, decisionBudgetMs: 300, check: true })).toBe(
      'npx zsim replay --mission season1/00-tutorial --seed 1 --game 3 --strategy greedy --survivors Amy --decision-budget-ms 300 --check',
    );
    expect(replayCommand({ mission: 'season1/00-tutorial', seed: '1', game: 3, strategy: 'greedy', survivors: ['Amy'], rules: {}, strategyOptions: {}, decisionBudgetMs: 10_000, check: false })).toBe(
      'npx zsim replay --mission season1/00-tutorial --seed 1 --game 3 --strategy greedy --survivors Amy',
    );
    expect(replayCommand({ mission: 'my maps/x.zmap', seed: "it's", game: 0, strategy: './s.ts', survivors: ['Amy'], rules: {}, strategyOptions: {} })).toBe(
      `npx zsim replay --mission 'my maps/x.zmap' --seed 'it'\\''s' --game 0 --strategy ./s.ts --survivors Amy`,
    );
  });
});

describe('zsim replay', () => {
  it('a game whose strategy never returned: the log up to the hang, then the run\'s record, exit 3', async () => {
    const hang = fileURLToPath(new URL('../fixtures/hang-strategy.ts', import.meta.url));
    const out = mkdtempSync(path.join(tmpdir(), 'zsim-replay-'));
    const flags = ['--strategy', hang, '--decision-budget-ms', '300'];
    const run = await zsim('run', '--games', '30', '--out', out, ...flags, '--json');
    expect(run.status).toBe(3);
    const lines = readFileSync(path.join(out, 'games.jsonl'), 'utf8').trim().split('\n');
    const stuck = lines.find((l) => l.includes('"outcome":"error"'))!;
    // The command the run prints for its first errored game, as a user would paste it.
    const command = (JSON.parse(run.stdout) as { replayFirstError: string }).replayFirstError.split(' ');
    expect(command.slice(0, 3)).toEqual(['npx', 'zsim', 'replay']);
    expect(command).toContain('--decision-budget-ms');
    const r = await zsim(...command.slice(2));
    expect(r.status, r.stderr).toBe(3);
    const printed = r.stdout.trim().split('\n');
    expect(printed[0]).toBe('== Round 1');
    expect(printed.at(-1)).toBe(stuck);
    // A game that finished replays to the same record too, exit 0.
    const fine = lines.find((l) => !l.includes('"outcome":"error"'))!;
    const ok = await zsim('replay', '--game', String((JSON.parse(fine) as { game: number }).game), ...flags);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout.trim().split('\n').at(-1)).toBe(fine);
  });
});

describe('zsim replay --events', () => {
  it("prints the game's typed events, one JSON line each with its round, that add up to the record on the last line", async () => {
    const r = await zsim('replay', '--mission', 'season1/10-small-town', '--game', '2', '--seed', '5', '--events');
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { type?: string; round?: number; count?: number; record?: unknown });
    const record = lines.at(-1) as { zombiesKilled: number; zombiesSpawned: number; wounds: number };
    const events = lines.slice(0, -1);
    expect(events.every((e) => typeof e.type === 'string' && typeof e.round === 'number')).toBe(true);
    expect(events.filter((e) => e.type === 'kill')).toHaveLength(record.zombiesKilled);
    expect(events.filter((e) => e.type === 'wound')).toHaveLength(record.wounds);
    expect(events.filter((e) => e.type === 'spawn').reduce((n, e) => n + e.count!, 0)).toBe(record.zombiesSpawned);
    expect(events.at(-1)).toMatchObject({ type: 'game-end', record });
    // The same game as without --events: the record line is the run's.
    const plain = await zsim('replay', '--mission', 'season1/10-small-town', '--game', '2', '--seed', '5');
    expect(plain.stdout.trim().split('\n').at(-1)).toBe(r.stdout.trim().split('\n').at(-1));
  });
});
