import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as aq from 'arquero';
import { describe, expect, it } from 'vitest';
import { StatsBuilder } from '../../src/analytics/collect.ts';
import { readResults, writeResults } from '../../src/analytics/results.ts';
import { UserError } from '../../src/core/errors.ts';
import { collectGames, metaFor, plain } from './helpers.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'zsim-results-'));

describe('results files', () => {
  it('stats.json + games.csv read back exactly what was written; the CSVs are readable tables', async () => {
    const stats = await collectGames({ count: 80 });
    const dir = tmp();
    const meta = metaFor(stats);
    writeResults(dir, meta, stats);
    const back = readResults(dir);
    expect(back.meta).toEqual(meta);
    expect(plain(back.stats)).toEqual(plain(stats));
    const games = aq.fromCSV(readFileSync(path.join(dir, 'games.csv'), 'utf8'));
    expect(games.numRows()).toBe(80);
    expect(games.columnNames()).toEqual(expect.arrayContaining(['game', 'outcome', 'cause', 'rounds', 'kills_walker', 'spawned_abomination', 'wounds', 'deaths', 'xp', 'level', 'objectives', 'searches']));
    const rounds = aq.fromCSV(readFileSync(path.join(dir, 'rounds.csv'), 'utf8'));
    expect(rounds.columnNames()).toEqual(['series', 'type', 'round', 'games', 'mean', 'p10', 'p50', 'p90']);
    for (const f of ['danger.csv', 'survivors.csv', 'zones.csv']) expect(aq.fromCSV(readFileSync(path.join(dir, f), 'utf8')).numRows()).toBeGreaterThan(0);
  });

  it('causes with commas, quotes and newlines survive the CSV', () => {
    const b = new StatsBuilder({ types: ['walker'], levels: ['blue'], survivors: [], zones: [], rooms: [], grid: null });
    const causes = ['engine error: a, b', 'say "hi"', 'two\nlines', ''];
    causes.forEach((cause, game) => b.game({ game, outcome: 'error', cause, rounds: 1, survivorsAlive: 0, zombiesKilled: 0, zombiesSpawned: 0, wounds: 0, maxDanger: 0, xp: 0, decisions: 0 }, null));
    const stats = b.result();
    const dir = tmp();
    writeResults(dir, metaFor(stats), stats);
    expect(readResults(dir).stats.causes).toEqual(causes);
    expect(Array.from(readResults(dir).stats.games.cause)).toEqual([0, 1, 2, 3]);
  });

  it('a folder without results, or with damaged files, is a UserError', async () => {
    expect(() => readResults(tmp())).toThrow(UserError);
    expect(() => readResults(path.join(tmp(), 'nope'))).toThrow(/does not exist/);
    const stats = await collectGames({ count: 5 });
    const dir = tmp();
    writeResults(dir, metaFor(stats), stats);
    writeFileSync(path.join(dir, 'games.csv'), readFileSync(path.join(dir, 'games.csv'), 'utf8').split('\n').slice(0, 3).join('\n'));
    expect(() => readResults(dir)).toThrow(/has 2 games/);
    writeFileSync(path.join(dir, 'stats.json'), '{');
    expect(() => readResults(dir)).toThrow(/not valid JSON/);
  });
});
