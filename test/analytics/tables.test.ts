import { describe, expect, it } from 'vitest';
import { StatsBuilder, type StatsSchema } from '../../src/analytics/collect.ts';
import { analyzeRun, gameTable, winSummary } from '../../src/analytics/tables.ts';
import type { GameRecord } from '../../src/games/types.ts';

const schema: StatsSchema = {
  types: ['walker', 'runner'], levels: ['blue', 'yellow'], survivors: ['Amy'], zones: ['a', 'b', 'c'], rooms: [0, 1, 0],
  grid: { rows: 2, cols: 2, cellZone: [0, 1, 2, -1] },
};

/** Games: (outcome, cause, rounds); each round has `round` walkers on board in zone a. */
function stats(games: [GameRecord['outcome'], string, number][]) {
  const b = new StatsBuilder(schema);
  games.forEach(([outcome, cause, rounds], i) => {
    for (let r = 1; r <= rounds; r++) b.round({ round: r, alive: 1, level: r >= 3 ? 1 : 0, xp: r, noise: 0, onBoard: [r, 0], spawned: [1, 0], zoneZombies: [r, 0, 0] });
    b.game({ game: i, outcome, cause, rounds, survivorsAlive: 1, zombiesKilled: 0, zombiesSpawned: 0, wounds: 0, maxDanger: 0, xp: 0, decisions: 0 }, {
      kills: [i, 0], spawned: [rounds, 0], wounds: 0, level: 0, objectives: outcome === 'win' ? 2 : 0, searches: 0,
      survivors: [{ name: 'Amy', kills: i, wounds: 0, xp: i, level: 0, dead: outcome === 'loss', diedIn: outcome === 'loss' ? 1 : -1 }],
    });
  });
  return b.result();
}

const s = stats([['win', 'objectives', 3], ['loss', 'all dead', 2], ['loss', 'all dead', 4], ['loss', 'round limit', 4], ['win', 'objectives', 5]]);

describe('analyzeRun', () => {
  const a = analyzeRun(s);

  it('summary with a Wilson interval; per-game means by outcome', () => {
    expect(a.summary).toMatchObject({ games: 5, wins: 2, losses: 3, errors: 0, winRate: 0.4, meanRounds: 18 / 5 });
    expect(a.summary.winLow).toBeLessThan(0.4);
    expect(a.perGame.map((r) => [r.outcome, r.games, r.objectives])).toEqual([['all', 5, 0.8], ['win', 2, 2], ['loss', 3, 0]]);
  });

  it('survival curve: share not yet lost after each round', () => {
    expect(a.survival.map((r) => r.notLost)).toEqual([1, 1, 0.8, 0.8, 0.4, 0.4]);
  });

  it('rounds to win and loss, causes', () => {
    expect(a.roundsByOutcome.map((r) => [r.outcome, r.rounds, r.games])).toEqual([['win', 3, 1], ['win', 5, 1], ['loss', 2, 1], ['loss', 4, 2]]);
    expect(a.causes.map((r) => [r.outcome, r.cause, r.games])).toEqual([['loss', 'all dead', 2], ['loss', 'round limit', 1]]);
  });

  it('per-round bands and danger shares among games still played', () => {
    const walkers = a.series.filter((r) => r.series === 'onBoard' && r.type === 'walker');
    expect(walkers.map((r) => [r.round, r.games, r.mean])).toEqual([[1, 5, 1], [2, 5, 2], [3, 4, 3], [4, 3, 4], [5, 1, 5]]);
    const yellow = a.danger.filter((r) => r.level === 'yellow').map((r) => r.share);
    expect(yellow).toEqual([0, 0, 1, 1, 1]);
  });

  it('kills by type, survivors, zones and the map cells', () => {
    expect(a.killsByType.filter((r) => r.type === 'walker').map((r) => [r.outcome, r.kills])).toEqual([['all', 2], ['win', 2], ['loss', 2]]);
    expect(a.survivors).toEqual([{ survivor: 'Amy', games: 5, kills: 2, deaths: 3, deathRate: 0.6, wounds: 0, xp: 2, levels: { blue: 1, yellow: 0 } }]);
    expect(a.zones[1]).toMatchObject({ label: 'b', room: true, deaths: 3 });
    expect(a.zones[0]!.meanZombies).toBeCloseTo((1 + 2 + 3 + 1 + 2 + 1 + 2 + 3 + 4 + 1 + 2 + 3 + 4 + 1 + 2 + 3 + 4 + 5) / 18, 12);
    expect(a.cells.map((c) => [c.row, c.col, c.label])).toEqual([[0, 0, 'a'], [0, 1, 'b'], [1, 0, 'c']]);
    expect(a.borders).toHaveLength(10); // the L outline (8 sides) and the two sides between zones
  });

  it('winSummary groups by key columns', () => {
    const t = gameTable(s).derive({ half: 'd => d.game < 2 ? "first" : "rest"' });
    const rows = winSummary(t, ['half']);
    expect(rows.map((r) => [r.half, r.games, r.wins])).toEqual([['first', 2, 1], ['rest', 3, 1]]);
  });
});
