import { describe, expect, it } from 'vitest';
import { StatsAccumulator, StatsBuilder, addHist, bump, gamesPrefix, mergeStats, type GameStats, type StatsSchema } from '../../src/analytics/collect.ts';
import type { GameRecord } from '../../src/games/types.ts';
import { collectGames, plain } from './helpers.ts';

const schema: StatsSchema = { types: ['walker', 'runner'], levels: ['blue', 'yellow'], survivors: ['Amy', 'Doug'], zones: ['a', 'b'], rooms: [0, 1], grid: null };

const record = (game: number, outcome: GameRecord['outcome'], cause: string, rounds: number): GameRecord => ({
  game, outcome, cause, rounds, survivorsAlive: 0, zombiesKilled: 0, zombiesSpawned: 0, wounds: 0, maxDanger: 0, xp: 3, decisions: 0,
});

describe('histograms', () => {
  it('bump and addHist count integer values and grow as needed', () => {
    const h: number[] = [];
    bump(h, 2);
    bump(h, 0);
    bump(h, 2);
    expect(h).toEqual([1, 0, 2]);
    addHist(h, [0, 0, 0, 0, 5]);
    expect(h).toEqual([1, 0, 2, 0, 5]);
  });
});

describe('StatsBuilder and StatsAccumulator', () => {
  function batch(first: number, games: [GameRecord['outcome'], string, number][]) {
    const b = new StatsBuilder(schema);
    games.forEach(([outcome, cause, rounds], i) => {
      for (let r = 1; r <= rounds; r++) b.round({ round: r, alive: 2, level: r > 1 ? 1 : 0, xp: r, noise: 1, onBoard: [r, 0], spawned: [1, 0], zoneZombies: [r, 0] });
      b.game(record(first + i, outcome, cause, rounds), {
        kills: [2, 1], spawned: [rounds, 0], wounds: 1, level: 1, objectives: 1, searches: 2,
        survivors: [{ name: 'Amy', kills: 3, wounds: 1, xp: 3, level: 1, dead: outcome === 'loss', diedIn: outcome === 'loss' ? 1 : -1 }],
      });
    });
    return b.result();
  }

  it('merging batches in game order equals collecting them in one batch; causes are renumbered', () => {
    const games: [GameRecord['outcome'], string, number][] = [['win', 'objectives', 2], ['loss', 'all dead', 3], ['loss', 'round limit', 1], ['win', 'objectives', 4], ['error', 'boom, "quoted"', 1]];
    const whole = batch(0, games);
    const merged = mergeStats([batch(0, games.slice(0, 1)), batch(1, games.slice(1, 3)), batch(3, games.slice(3))])!;
    expect(plain(merged)).toEqual(plain(whole));
    expect(merged.causes).toEqual(['objectives', 'all dead', 'round limit', 'boom, "quoted"']);
    expect(Array.from(merged.games.outcome)).toEqual([0, 1, 1, 0, 2]);
    expect(merged.rounds.games).toEqual([5, 3, 2, 1]);
    expect(merged.zones.deaths).toEqual([0, 2]);
    expect(merged.zones.observations).toBe(11);
    expect(merged.survivors.games).toEqual([5, 0]);
  });

  it('refuses batches out of order or of another schema', () => {
    const acc = new StatsAccumulator();
    acc.add(batch(0, [['win', 'x', 1]]));
    expect(() => acc.add(batch(5, [['win', 'x', 1]]))).toThrow(/out of order/);
    const other = new StatsBuilder({ ...schema, survivors: ['Ned'] });
    other.game(record(1, 'win', 'x', 0), null);
    expect(() => acc.add(other.result())).toThrow(/different/);
  });

  it('a game that failed before any event still gets its row', () => {
    const b = new StatsBuilder(schema);
    b.game(record(7, 'error', 'engine error: setup', 0), null);
    const s = b.result();
    expect(s.first).toBe(7);
    expect(s.count).toBe(1);
    expect(Array.from(s.games.kills)).toEqual([0, 0]);
  });
});

describe('gamesPrefix', () => {
  /** The per-game part of statistics (what gamesPrefix keeps). */
  const perGame = ({ schema, first, count, causes, games }: GameStats): GameStats => ({ schema, first, count, causes, games });

  it('the first n games of a run are exactly what a run of only those games collects', async () => {
    // Random on Grindhouse: games of several causes (zombies escaped, all Survivors dead, the round limit), first seen at different games.
    const play = (count: number) => collectGames({ mission: '07-grindhouse', strategy: 'random', count, batch: 40 });
    const long = await play(90);
    for (const n of [1, 17, 53]) {
      const short = await play(n);
      expect(plain(gamesPrefix(long, n)), `${n} games`).toEqual(plain(perGame(short)));
    }
    expect(plain(gamesPrefix(long, 90))).toEqual(plain(perGame(long)));
    // The cut drops the causes first seen after it (else tables would list causes no game of the prefix had).
    expect(gamesPrefix(long, 1).causes).toHaveLength(1);
    expect(long.causes.length).toBeGreaterThan(1);
    expect(() => gamesPrefix(long, 91)).toThrow(/91 games asked of 90/);
  });
});

describe('the Season 1 collector', () => {
  it('agrees with the game records and is the same for any batch split', async () => {
    const one = await collectGames({ count: 60 });
    const split = await collectGames({ count: 60, batch: 7 });
    expect(plain(split)).toEqual(plain(one));
    const s = one;
    const T = s.schema.types.length;
    expect(s.schema.types).toEqual(['walker', 'runner', 'fatty', 'abomination']);
    expect(s.count).toBe(60);
    // Every game is observed in each round it played (the last one where it ended).
    const maxRound = Math.max(...s.games.rounds);
    expect(s.rounds.games.length).toBe(maxRound);
    for (let r = 1; r <= maxRound; r++) expect(s.rounds.games[r - 1]).toBe(Array.from(s.games.rounds).filter((x) => x >= r).length);
    // Spawns per round add up to the spawns per game.
    const spawnedPerGame = Array.from({ length: s.count }, (_, i) => Array.from(s.games.spawned.slice(i * T, i * T + T)).reduce((a, b) => a + b, 0));
    const spawnedPerRound = s.rounds.spawned[T]!.reduce((sum, h) => sum + h.reduce((a, c, v) => a + c * v, 0), 0);
    expect(spawnedPerRound).toBe(spawnedPerGame.reduce((a, b) => a + b, 0));
    // Survivor kills add up to the kills by type.
    expect(s.survivors.kills.reduce((a, b) => a + b, 0)).toBe(Array.from(s.games.kills).reduce((a, b) => a + b, 0));
    // Deaths per zone add up to deaths per game.
    expect(s.zones.deaths.reduce((a, b) => a + b, 0)).toBe(Array.from(s.games.deaths).reduce((a, b) => a + b, 0));
    expect(s.schema.grid!.cellZone.length).toBe(s.schema.grid!.rows * s.schema.grid!.cols);
  });
});
