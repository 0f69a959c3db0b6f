import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import season1 from '../../../src/games/season1/index.ts';
import { setupGame } from '../../../src/games/season1/game.ts';
import { beginRound, finishRound, playRounds } from '../../../src/games/season1/rounds.ts';
import type { StrategyModule } from '../../../src/games/types.ts';
import { SUPPLY } from '../../../src/games/season1/zombie-types.ts';
import greedy from '../../../strategies/greedy.ts';
import random from '../../../strategies/random.ts';
import { GameOver } from '../../../src/games/zombicide/decide.ts';
import { WOUNDED } from '../../../src/games/zombicide/state.ts';

const TUTORIAL = fileURLToPath(new URL('../../../missions/season1/00-tutorial.zmap', import.meta.url));
const mission = season1.loadMission(TUTORIAL);
const lineup = season1.defaultLineup(mission);

describe('whole Season 1 games on the Tutorial', () => {
  it('same seed and game index give the same record and the same replay', () => {
    for (const strategy of [greedy, random]) {
      const logA: string[] = [];
      const logB: string[] = [];
      const a = season1.playGame(mission, lineup, strategy, 's', 17, { log: (l) => logA.push(l) });
      const b = season1.playGame(mission, lineup, strategy, 's', 17, { log: (l) => logB.push(l) });
      expect(b).toEqual(a);
      expect(logB).toEqual(logA);
      // logging does not change the game
      expect(season1.playGame(mission, lineup, strategy, 's', 17)).toEqual(a);
    }
  });

  it('different games of a run differ', () => {
    const records = Array.from({ length: 20 }, (_, i) => JSON.stringify({ ...season1.playGame(mission, lineup, random, 's', i), game: 0 }));
    expect(new Set(records).size).toBeGreaterThan(10);
  });

  it('keeps the counts honest over many random games: no miniature or card created or lost', () => {
    for (let i = 0; i < 300; i++) {
      const g = setupGame(mission, lineup, random, 'prop', i);
      // A Molotov kills whoever stands in its zone, Wounds or not.
      const burnt = new Set<number>();
      g.observer = { event: (e) => void (e.type === 'death' && /Molotov/.test(String(e.source)) && burnt.add(e.survivor as number)) };
      const cardsAtStart = countCards(g);
      try {
        playRounds(g);
      } catch (e) {
        if (!(e instanceof GameOver)) throw e;
      }
      for (let t = 0; t < 4; t++) {
        let onMap = 0;
        for (let z = 0; z < g.graph.n; z++) {
          const c = g.zombies[z * 4 + t]!;
          expect(c).toBeGreaterThanOrEqual(0);
          onMap += c;
        }
        expect(onMap).toBe(g.onBoard[t]);
        expect(onMap).toBeLessThanOrEqual(SUPPLY[t]!);
      }
      for (const s of g.survivors) {
        expect(s.wounds).toBeLessThanOrEqual(2);
        expect(s.slots.filter((c) => c === WOUNDED).length).toBe(s.alive ? s.wounds : 0);
        expect(s.alive).toBe(s.wounds < 2 && !burnt.has(s.index));
      }
      // every card is somewhere: in the decks, with a Survivor, or set aside (a discarded Pan leaves the game)
      expect(countCards(g)).toBe(cardsAtStart);
    }
  });

  it('the rulebook setup: 6 survivors by default; in the Tutorial the Pans are dealt as usual (three, one a player) and Phil has his Pistol', () => {
    const g = setupGame(mission, lineup, greedy, 'x', 0);
    expect(g.survivors.map((s) => s.name)).toEqual(['Amy', 'Doug', 'Josh', 'Ned', 'Phil', 'Wanda']);
    const held = (name: string) => g.survivors.find((s) => s.name === name)!.slots.flatMap((c) => (c !== null && c !== WOUNDED ? [c.def.name] : []));
    expect(['Amy', 'Doug', 'Josh'].map(held)).toEqual([['Pan'], ['Pan'], ['Pan']]);
    expect(['Ned', 'Phil', 'Wanda'].map(held)).toEqual([[], ['Pistol'], []]);
    const top = g.decks.equipment.slice(-3).reverse().map((c) => c.def.name);
    expect(top).toEqual(['Pistol', 'Fire Axe', 'Crowbar']);
    expect([...g.decks.zombie].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 41]);
  });
});

describe('the Players\' Phase', () => {
  /** Plays the first round, every Survivor ending his turn at once; returns who played in turn and the order decisions asked. */
  function firstRound(players: string | undefined, pick: (options: number) => number): { order: number[]; asked: number[][] } {
    const m = season1.loadMission(TUTORIAL, players ? { players } : {});
    const order: number[] = [];
    const asked: number[][] = [];
    const strategy: StrategyModule = {
      name: 'test', description: '', games: [],
      create: () => ({
        choose: (_v, d) => {
          if (d.kind === 'activation-order') {
            asked.push((d.options as { index: number }[]).map((o) => o.index));
            return pick(d.options.length);
          }
          if (d.kind !== 'action') return 0;
          order.push(d.survivor);
          return (d.options as { type: string }[]).findIndex((o) => o.type === 'end-turn');
        },
      }),
    };
    const g = setupGame(m, lineup, strategy, 'order', 0);
    beginRound(g);
    try {
      finishRound(g);
    } catch (e) {
      if (!(e instanceof GameOver)) throw e;
    }
    return { order, asked };
  }

  it('a player activates his Survivors one at a time, in the order he chooses (decision activation-order)', () => {
    const last = firstRound('2', (n) => n - 1);
    expect(last.order).toEqual([2, 1, 0, 5, 4, 3]);
    expect(last.asked).toEqual([[0, 1, 2], [0, 1], [3, 4, 5], [3, 4]]);
    expect(firstRound('2', () => 0).order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('with one player per Survivor (the default) the order is the table\'s and nothing is asked', () => {
    const one = firstRound(undefined, () => 0);
    expect(one.order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(one.asked).toEqual([]);
  });
});

function countCards(g: ReturnType<typeof setupGame>): number {
  let n = g.decks.equipment.length + g.decks.equipmentDiscard.length + g.molotovs.length + g.pimpWeapons.length + g.outOfGame.length;
  for (const s of g.survivors) for (const c of s.slots) if (c !== null && c !== WOUNDED) n++;
  return n;
}
