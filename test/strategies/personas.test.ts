import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ActionFacts, PositionMeasure, StrategyModule } from '../../src/games/types.ts';
import greedyModule from '../../strategies/greedy.ts';
import { type Action, legalActions } from '../../src/games/season1/actions.ts';
import { startTurn } from '../../src/games/season1/survivors.ts';
import season1 from '../../src/games/season1/index.ts';
import aggressive from '../../strategies/aggressive.ts';
import cautious from '../../strategies/cautious.ts';
import expert, { budgetSplit } from '../../strategies/expert.ts';
import looter from '../../strategies/looter.ts';
import random from '../../strategies/random.ts';
import rusher from '../../strategies/rusher.ts';
import { TOWN, scenario } from '../games/season1/harness.ts';

/** What a scripted forward model says of every position: a zombie within reach of a Survivor, so the expert searches. */
const THREATENED: PositionMeasure = { survivors: 1, alive: 1, wounded: 0, progress: 0, danger: 0.25, nearGoal: 0, lossThreat: 0 };
const greedyScore = greedyModule.score!;

/** The first action a strategy picks for survivor 0 of a scenario. */
function firstAction(strategy: StrategyModule, setup: Parameters<typeof scenario>[0]): Action {
  const player = strategy.create({ game: 'season1', random: () => 0.5, options: {}, support: season1.strategySupport });
  const g = scenario({ ...setup, choose: (v, d) => player.choose(v, d) });
  const s = g.survivors[0]!;
  startTurn(s);
  const options = legalActions(g, s);
  return options[player.choose(g, { kind: 'action', survivor: 0, options })]!;
}

const LANE = `grid:
  a b c d
tokens:
  start a
  spawn d order=1
  objective d
`;

describe('personas do what their name says', () => {
  it('cautious shoots the three zombies instead of walking into them', () => {
    const a = firstAction(cautious, { map: LANE, survivors: [{ name: 'Phil', zone: 'a', cards: ['Pistol'] }, { name: 'Ned', zone: 'a' }], zombies: { b: '3W' } });
    expect(a.type).toBe('attack');
  });

  it('the rusher heads for the objective instead of searching once it can open doors; the looter searches', () => {
    const setup = { map: TOWN, survivors: [{ name: 'Ned', zone: 'F', cards: ['Crowbar'] }] };
    expect(firstAction(rusher, setup).type).toBe('move');
    expect(firstAction(looter, setup).type).toBe('search');
  });

  it('the rusher takes the objective when it stands on it', () => {
    const a = firstAction(rusher, { map: LANE, survivors: [{ name: 'Amy', zone: 'd' }], zombies: { c: '2W' } });
    expect(a.type).toBe('take-objective');
  });

  it('aggressive makes noise to draw zombies when armed and alone; cautious does not', () => {
    const setup = { map: LANE, survivors: [{ name: 'Wanda', zone: 'a', cards: ['Machete'] }] };
    expect(firstAction(aggressive, setup).type).toBe('make-noise');
    expect(firstAction(cautious, setup).type).not.toBe('make-noise');
  });
});

describe('the expert', () => {
  const mission = () => season1.loadMission(fileURLToPath(new URL('../../missions/season1/00-tutorial.zmap', import.meta.url)));

  it('beats random on a fixed-seed run of the Tutorial', () => {
    const m = mission();
    const lineup = season1.defaultLineup(m);
    const wins = (s: StrategyModule) => Array.from({ length: 8 }, (_, i) => season1.playGame(m, lineup, s, 'expert-test', i, { strategyOptions: { rollouts: '4' } })).filter((r) => r.outcome === 'win').length;
    expect(wins(expert)).toBeGreaterThanOrEqual(7);
    expect(wins(random)).toBeLessThanOrEqual(1);
  });

  it('refuses a nonsense setting with a clear error (the game ends as an error)', () => {
    const r = season1.playGame(mission(), ['Amy'], expert, 's', 0, { strategyOptions: { rollouts: 'lots' } });
    expect(r.outcome).toBe('error');
    expect(r.cause).toMatch(/rollouts=lots/);
  });

  for (const options of [{ rollouts: '4' }, { budget: '16' }] as Record<string, string>[]) {
    it(`never sees the deck order: its choice does not change when the hidden decks are reshuffled (${JSON.stringify(options)})`, () => {
      const setup = { map: LANE, survivors: [{ name: 'Phil', zone: 'a', cards: ['Pistol'] }, { name: 'Ned', zone: 'a' }], zombies: { b: '3W' } };
      const player = () => expert.create({ game: 'season1', random: () => 0.25, options, support: season1.strategySupport });
      const g1 = scenario(setup);
      const g2 = scenario(setup);
      g2.decks.zombie.reverse();
      g2.decks.equipment.reverse();
      for (const g of [g1, g2]) startTurn(g.survivors[0]!);
      const pick = (g: typeof g1) => player().choose(g, { kind: 'action', survivor: 0, options: legalActions(g, g.survivors[0]!) });
      expect(pick(g2)).toBe(pick(g1));
    });
  }

  it('budget=N: width × rollouts ≤ N, width ≈ √(N/3) (at least 2), budget=48 the default search (width 4, rollouts 12)', () => {
    expect([2, 3, 4, 16, 48, 64, 256].map((b) => [b, budgetSplit(b)])).toEqual([
      [2, { width: 2, rollouts: 1 }], [3, { width: 2, rollouts: 1 }], [4, { width: 2, rollouts: 2 }], [16, { width: 2, rollouts: 8 }],
      [48, { width: 4, rollouts: 12 }], [64, { width: 5, rollouts: 12 }], [256, { width: 9, rollouts: 28 }],
    ]);
    for (let b = 2; b <= 1000; b++) {
      const { width, rollouts } = budgetSplit(b);
      expect(width * rollouts).toBeLessThanOrEqual(b);
      expect(rollouts).toBeGreaterThanOrEqual(width / 2);
    }
    expect(() => budgetSplit(1)).toThrow(/budget=1 must be a whole number from 2/);
  });

  it('budget=48 plays the games of the default expert', () => {
    const m = mission();
    const lineup = season1.defaultLineup(m);
    const play = (options: Record<string, string>) => season1.playGame(m, lineup, expert, 'budget', 0, { strategyOptions: { horizon: '1', ...options } });
    expect(play({ budget: '48' })).toEqual(play({}));
  });

  it('with fewer than 3 futures a decision (budget 2 to 5) the expert plays the games of greedy, its rollout policy', async () => {
    const greedy = (await import('../../strategies/greedy.ts')).default as StrategyModule;
    const m = season1.loadMission(fileURLToPath(new URL('../../missions/season1/02-y-zone.zmap', import.meta.url)));
    const lineup = season1.defaultLineup(m);
    for (const game of [0, 1, 2]) {
      const byGreedy = season1.playGame(m, lineup, greedy, 'foot', game);
      for (const budget of ['2', '4']) expect(season1.playGame(m, lineup, expert, 'foot', game, { strategyOptions: { budget, horizon: '1' } })).toEqual(byGreedy);
    }
  });

  it('leaves quiet positions to its policy (no zombie within reach, no other loss threatened, no door among the candidates); quiet=0 searches them', () => {
    const draws = Array.from({ length: 12 }, (_, k) => (k + 1) / 100);
    const choose = (options: string[], danger: number, settings: Record<string, string> = {}, lossThreat = 0) => {
      let rollouts = 0;
      const support = {
        personas: {
          strategy: () => { throw new Error('unused'); },
          baseScores: () => { throw new Error('unused'); },
          // The policy's scores rank the options as listed; other scores (the door check) read each option's facts.
          scores: (_v: unknown, _d: unknown, score: (f: ActionFacts, base: number) => number) =>
            score === greedyScore ? options.map((_, i) => options.length - i) : options.map((o) => score({ type: o === 'door' ? 'open-door' : 'move' } as ActionFacts, 0)),
          defaultChoice: () => 0,
        },
        forward: {
          determinize: (_v: unknown, rng: () => number) => draws.indexOf(rng()),
          rollout: (_k: unknown, _s: number, option: unknown) => (rollouts++, option === 'fav' ? 0.5 : 0.9),
          measure: () => ({ ...THREATENED, danger, lossThreat }),
        },
      };
      let next = 0;
      const player = expert.create({ game: 'season1', random: () => draws[next++]!, options: settings, support });
      return { pick: options[player.choose({}, { kind: 'action', survivor: 0, options })], searched: rollouts > 0 };
    };
    expect(choose(['fav', 'better'], 0)).toEqual({ pick: 'fav', searched: false });
    expect(choose(['fav', 'better'], 0, { quiet: '0' })).toEqual({ pick: 'better', searched: true });
    expect(choose(['fav', 'door'], 0)).toEqual({ pick: 'door', searched: true }); // a new building spawns: searched
    expect(choose(['fav', 'better'], 0.25)).toEqual({ pick: 'better', searched: true }); // a zombie within reach
    expect(choose(['fav', 'better'], 0, {}, 2)).toEqual({ pick: 'better', searched: true }); // zombies on the board of a mission lost to escaping zombies
    expect(() => expert.create({ game: 'season1', random: () => 0.5, options: { quiet: '2' }, support: season1.strategySupport })).toThrow(/quiet=2 must be 1 .* or 0/);
  });

  it('races challengers: one no better than the favourite after 1, 4 or 8 futures stops there; a better one plays all 12 and wins', () => {
    // A scripted forward model: option o on future k is worth value[o](k); the futures are the expert's own draws.
    const draws = Array.from({ length: 12 }, (_, k) => (k + 1) / 100);
    const value: Record<string, (k: number) => number> = {
      fav: () => 0.5,
      lateDrop: (k) => (k === 0 ? 0.6 : 0.45), // ahead after 1 future, behind after 4
      eightDrop: (k) => (k < 4 ? 0.6 : 0.3), // ahead after 4, behind after 8
      better: (k) => 0.6 + (k % 2) / 100,
    };
    const played: Record<string, number> = { fav: 0, lateDrop: 0, eightDrop: 0, better: 0 };
    const options = ['fav', 'lateDrop', 'eightDrop', 'better'];
    const support = {
      personas: { strategy: () => { throw new Error('unused'); }, baseScores: () => { throw new Error('unused'); }, scores: () => [4, 3, 2, 1], defaultChoice: () => 0 },
      forward: {
        determinize: (_v: unknown, rng: () => number) => draws.indexOf(rng()),
        rollout: (k: unknown, _s: number, option: unknown) => {
          played[option as string]!++;
          return value[option as string]!(k as number);
        },
        measure: () => THREATENED,
      },
    };
    let next = 0;
    const player = expert.create({ game: 'season1', random: () => draws[next++]!, options: { futility: '0' }, support });
    expect(options[player.choose({}, { kind: 'action', survivor: 0, options })]).toBe('better');
    expect(played).toEqual({ fav: 12, lateDrop: 4, eightDrop: 8, better: 12 });
  });

  it('drops a challenger whose gain, ahead at every checkpoint, lags far behind the bar (futility), and keeps a better one', () => {
    const draws = Array.from({ length: 12 }, (_, k) => (k + 1) / 100);
    const value: Record<string, (k: number) => number> = {
      fav: () => 0.5,
      noisy: (k) => (k % 2 === 0 ? 0.9 : 0.15), // +0.4, -0.35, …: a little ahead after 4 and 8 futures, never near the bar
      better: (k) => 0.6 + (k % 2) / 100,
    };
    const options = ['fav', 'noisy', 'better'];
    const play = (futility: string | undefined) => {
      const played: Record<string, number> = { fav: 0, noisy: 0, better: 0 };
      const support = {
        personas: { strategy: () => { throw new Error('unused'); }, baseScores: () => { throw new Error('unused'); }, scores: () => [3, 2, 1], defaultChoice: () => 0 },
        forward: {
          determinize: (_v: unknown, rng: () => number) => draws.indexOf(rng()),
          rollout: (k: unknown, _s: number, option: unknown) => (played[option as string]!++, value[option as string]!(k as number)),
          measure: () => THREATENED,
        },
      };
      let next = 0;
      const player = expert.create({ game: 'season1', random: () => draws[next++]!, options: futility === undefined ? {} : { futility }, support });
      return { pick: options[player.choose({}, { kind: 'action', survivor: 0, options })], played };
    };
    expect(play(undefined)).toEqual({ pick: 'better', played: { fav: 12, noisy: 4, better: 12 } });
    expect(play('0')).toEqual({ pick: 'better', played: { fav: 12, noisy: 12, better: 12 } });
  });

  it('policy=NAME ranks the candidates by that persona and plays the futures with it; policy=greedy is the default', async () => {
    const greedy = (await import('../../strategies/greedy.ts')).default as StrategyModule;
    const draws = Array.from({ length: 12 }, (_, k) => (k + 1) / 100);
    const options = ['a', 'b', 'c'];
    const search = (policy: string | undefined) => {
      const policies: unknown[] = [];
      const ranked: unknown[] = [];
      const support = {
        personas: {
          strategy: () => { throw new Error('unused'); },
          baseScores: () => { throw new Error('unused'); },
          scores: (_v: unknown, _d: unknown, score: unknown) => (ranked.push(score), [1, 2, 3]),
          defaultChoice: () => 0,
        },
        forward: {
          determinize: (_v: unknown, rng: () => number, p: unknown) => (policies.push(p), draws.indexOf(rng())),
          rollout: (_k: unknown, _s: number, option: unknown) => (option === 'a' ? 0.9 : 0.5), // 'a' is better on every future
          measure: () => THREATENED,
        },
      };
      let next = 0;
      const player = expert.create({ game: 'season1', random: () => draws[next++]!, options: policy ? { policy } : {}, support });
      return { pick: options[player.choose({}, { kind: 'action', survivor: 0, options })], policies: new Set(policies), ranked };
    };
    // The rusher's scores put 'c' first: 'a' is a challenger that must beat it, and does; every future is the rusher's.
    expect(search('rusher')).toEqual({ pick: 'a', policies: new Set([rusher]), ranked: [rusher.score] });
    // Without the setting, greedy ranks them and plays the futures.
    expect(search(undefined)).toEqual({ pick: 'a', policies: new Set([greedy]), ranked: [greedy.score] });
    expect(search('greedy')).toEqual(search(undefined));
    const start = (policy: string) => () => expert.create({ game: 'season1', random: () => 0.5, options: { policy }, support: season1.strategySupport });
    expect(start('random')).toThrow(/policy=random is not a persona it can search with; the policies are greedy, cautious, aggressive, looter, rusher/);
    expect(start('toString')).toThrow(/policy=toString is not a persona/);
  });

  it('a persona adapter scores each option as the persona would choose it (greedy: the base scores)', async () => {
    const greedy = (await import('../../strategies/greedy.ts')).default as StrategyModule;
    const m = mission();
    const lineup = season1.defaultLineup(m);
    const personas = season1.strategySupport!.personas!;
    let checked = 0;
    let differ = 0;
    const watch: StrategyModule = {
      ...greedy,
      create: (ctx) => {
        const inner = greedy.create(ctx);
        const byRusher = personas.strategy(rusher.score!);
        return {
          choose(v, d) {
            if (d.kind === 'action') {
              const base = personas.baseScores(v, d);
              expect(personas.scores(v, d, greedy.score!)).toEqual(base);
              const r = personas.scores(v, d, rusher.score!);
              // The rusher's strategy takes the first option its scores rate highest.
              expect(byRusher.choose(v, d)).toBe(r.indexOf(Math.max(...r)));
              checked++;
              if (r.some((x, i) => x !== base[i])) differ++;
            }
            return inner.choose(v, d);
          },
        };
      },
    };
    season1.playGame(m, lineup, watch, 'scores', 0);
    expect(checked).toBeGreaterThan(20);
    expect(differ).toBeGreaterThan(0);
  });

  it('budget with rollouts or width is refused, naming both; a budget of 1 too', () => {
    const start = (options: Record<string, string>) => () => expert.create({ game: 'season1', random: () => 0.5, options, support: season1.strategySupport });
    expect(start({ budget: '16', rollouts: '4' })).toThrow(/budget=16 sets rollouts and width itself; give budget or rollouts, not both/);
    expect(start({ budget: '16', rollouts: '4', width: '2' })).toThrow(/give budget or rollouts and width, not both/);
    expect(start({ budget: '1' })).toThrow(/budget=1/);
    expect(start({ budget: 'lots' })).toThrow(/budget=lots/);
    expect(start({ budget: '16', horizon: '1', z10: '20', screen: '2', futility: '0' })).not.toThrow();
    expect(start({ futility: '-1' })).toThrow(/futility=-1 must be a whole number from 0/);
  });
});

describe('zsim strategies list', () => {
  it('--json lists at least six strategies, the expert among them', () => {
    const r = spawnSync(process.execPath, [fileURLToPath(new URL('../../src/cli/zsim.mjs', import.meta.url)), 'strategies', 'list', '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as { name: string; description: string; games: string[] }[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((x) => x.name)).toEqual(expect.arrayContaining(['random', 'greedy', 'cautious', 'aggressive', 'rusher', 'looter', 'expert']));
    for (const x of rows) expect(x.description.length).toBeGreaterThan(10);
    // Every shipped strategy is written once for every game (strategies/ imports no game folder).
    for (const x of rows) expect(x.games, x.name).toEqual(['season1', 'black-plague']);
  });
});

describe('a strategy over its time budget', () => {
  it('ends that game as an error naming the budget; without a clock there is no limit', () => {
    const m = season1.loadMission(fileURLToPath(new URL('../../missions/season1/00-tutorial.zmap', import.meta.url)));
    let now = 0;
    const slow: StrategyModule = { name: 'slow', description: 'x', games: [], create: () => ({ choose: () => ((now += 50), 0) }) };
    const r = season1.playGame(m, ['Amy', 'Doug'], slow, 's', 0, { clock: () => now, decisionBudgetMs: 30 });
    expect(r.outcome).toBe('error');
    expect(r.cause).toMatch(/budget of 30 ms/);
    expect(season1.playGame(m, ['Amy', 'Doug'], slow, 's', 0, { decisionBudgetMs: 30 }).outcome).not.toBe('error');
  });
});
