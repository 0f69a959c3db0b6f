/** The typed game events both games send: they add up to each game's record, in the order of play. */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { GameEvent, GameRecord, Ruleset, StrategyModule } from '../../../src/games/types.ts';
import season1 from '../../../src/games/season1/index.ts';
import blackPlague from '../../../src/games/black-plague/index.ts';
import { ZOMBIE_CARDS } from '../../../src/games/season1/data/zombie-cards.ts';
import greedy from '../../../strategies/greedy.ts';
import random from '../../../strategies/random.ts';

const mission = (path: string) => fileURLToPath(new URL(`../../../missions/${path}.zmap`, import.meta.url));

function play(ruleset: Ruleset, file: string, strategy: StrategyModule, game: number): { events: GameEvent[]; record: GameRecord } {
  const m = ruleset.loadMission(mission(file));
  const events: GameEvent[] = [];
  const record = ruleset.playGame(m, ruleset.defaultLineup(m), strategy, 'events', game, { observer: { event: (e) => events.push(e) } });
  return { events, record };
}

const count = (events: GameEvent[], type: GameEvent['type']) => events.filter((e) => e.type === type);

describe.each([
  ['season1', season1, 'season1/10-small-town'],
  ['season1 (cars)', season1, 'season1/06-the-escape'],
  ['black-plague', blackPlague, 'black-plague/01-big-game-hunting'],
] as const)('%s events', (_name, ruleset, file) => {
  for (const strategy of [greedy, random]) {
    it(`add up to the record of each of 15 ${strategy.name} games`, () => {
      for (let game = 0; game < 15; game++) {
        const { events, record } = play(ruleset as Ruleset, file, strategy, game);
        expect(record.outcome).not.toBe('error');
        expect(events.at(-1)).toEqual({ type: 'game-end', record });
        expect(count(events, 'game-end')).toHaveLength(1);
        expect(count(events, 'kill')).toHaveLength(record.zombiesKilled);
        expect(count(events, 'wound')).toHaveLength(record.wounds);
        const spawned = count(events, 'spawn').reduce((n, e) => n + (e as { count: number }).count, 0);
        expect(spawned).toBe(record.zombiesSpawned);
        expect(count(events, 'death').length).toBeGreaterThanOrEqual(0);
        const rounds = count(events, 'round-end').map((e) => (e as { round: number }).round);
        expect(rounds).toEqual(Array.from({ length: rounds.length }, (_, i) => i + 1));
        expect(rounds.length === record.rounds || rounds.length === record.rounds - 1).toBe(true);
        for (const e of count(events, 'kill')) expect((e as { weapon: string }).weapon).not.toBe('');
        const levels = count(events, 'level-up') as Extract<GameEvent, { type: 'level-up' }>[];
        expect(Math.max(0, ...levels.map((e) => e.level))).toBe(record.maxDanger);
      }
    });
  }
});

describe('event details', () => {
  it('a death follows a wound of that Survivor (or a Molotov); a spawn from a card names it and the Danger Level', () => {
    let deaths = 0;
    let carded = 0;
    for (let game = 0; game < 20; game++) {
      const { events, record } = play(season1, 'season1/10-small-town', greedy, game);
      const lineup = season1.defaultLineup(season1.loadMission(mission('season1/10-small-town'))).length;
      expect(count(events, 'death')).toHaveLength(lineup - record.survivorsAlive);
      events.forEach((e, i) => {
        if (e.type === 'death') {
          deaths++;
          expect(e.zone).toBeGreaterThanOrEqual(0);
          const wounded = events.slice(0, i).some((x) => x.type === 'wound' && x.survivor === e.survivor);
          expect(wounded || /Molotov/.test(e.source), e.source).toBe(true);
        }
        if (e.type === 'spawn' && e.card !== null) {
          carded++;
          expect(e.card).toBeGreaterThanOrEqual(1);
          expect(e.card).toBeLessThanOrEqual(ZOMBIE_CARDS.length);
          expect(e.danger).toBeGreaterThanOrEqual(0);
          expect(e.danger).toBeLessThanOrEqual(3);
        }
      });
    }
    expect(deaths).toBeGreaterThan(0);
    expect(carded).toBeGreaterThan(0);
  });

  it('a driven car sends car-moved events from a zone to the next', () => {
    const m = season1.loadMission(mission('season1/06-the-escape')) as { graph: { allOpen: { dist: Int32Array }; n: number } };
    let moves = 0;
    for (let game = 0; game < 60 && moves === 0; game++) {
      for (const e of play(season1, 'season1/06-the-escape', greedy, game).events) {
        if (e.type !== 'car-moved') continue;
        moves++;
        expect(m.graph.allOpen.dist[e.from * m.graph.n + e.to]).toBe(1);
      }
    }
    expect(moves).toBeGreaterThan(0);
  });
});
