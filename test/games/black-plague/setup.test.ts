import { describe, expect, it } from 'vitest';
import blackPlague from '../../../src/games/black-plague/index.ts';
import { setupBpGame } from '../../../src/games/black-plague/game.ts';
import type { BpMission } from '../../../src/games/black-plague/mission.ts';
import type { BpCard } from '../../../src/games/black-plague/state.ts';
import { cardValue } from '../../../src/games/black-plague/strategy-kit.ts';
import type { Decision, StrategyModule } from '../../../src/games/types.ts';
import greedy from '../../../strategies/greedy.ts';

const FILE = new URL('../../../missions/black-plague/00-danse-macabre.zmap', import.meta.url).pathname;

/** Greedy, recording every starting-equipment decision it is asked. */
function recording(seen: { survivor: number; options: string[]; pick: string }[]): StrategyModule {
  return {
    ...greedy,
    create: (ctx) => {
      const inner = (greedy as StrategyModule).create(ctx);
      return {
        choose: (view, d: Decision) => {
          const pick = inner.choose(view, d);
          if (d.kind === 'starting-equipment') seen.push({ survivor: d.survivor, options: (d.options as BpCard[]).map((c) => c.def.name), pick: (d.options[pick] as BpCard).def.name });
          return pick;
        },
      };
    },
  };
}

describe('Black Plague set-up: starting equipment', () => {
  it('each player in turn chooses one grey-back weapon (greedy takes the most valuable); the cards left are dealt out', () => {
    const mission = blackPlague.loadMission(FILE) as BpMission;
    const lineup = ['Ann', 'Baldric', 'Clovis', 'Nelly'];
    const seen: { survivor: number; options: string[]; pick: string }[] = [];
    const g = setupBpGame(mission, lineup, recording(seen), 'setup', 0);
    const starting = mission.startingEquipment.length;
    expect(seen.map((d) => d.survivor)).toEqual([0, 1, 2, 3]);
    expect(seen.map((d) => d.options.length)).toEqual([starting, starting - 1, starting - 2, starting - 3]);
    for (const d of seen) {
      const best = Math.max(...mission.startingEquipment.filter((def) => d.options.includes(def.name)).map((def) => cardValue({ uid: 0, def, loaded: true })));
      expect(cardValue({ uid: 0, def: mission.startingEquipment.find((x) => x.name === d.pick)!, loaded: true })).toBe(best);
    }
    g.survivors.forEach((s, i) => expect(s.slots.filter((c) => c !== null && c.def.name === seen[i]!.pick).length).toBeGreaterThanOrEqual(1));
    // The two cards left are dealt out (greedy: to whoever holds fewest), none goes back to the box.
    expect(g.outOfGame).toEqual([]);
    const held = g.survivors.flatMap((s) => s.slots.filter((c) => c !== null).map((c) => c!.def.name)).sort();
    expect(held).toEqual(mission.startingEquipment.map((d) => d.name).sort());
    expect(g.survivors.map((s) => s.slots.filter((c) => c !== null).length)).toEqual([2, 2, 1, 1]);
  });

  it('a card nobody has room for goes back to the box', () => {
    const mission = blackPlague.loadMission(FILE) as BpMission;
    const many = { ...mission, startingEquipment: Array.from({ length: 8 }, () => mission.startingEquipment[0]!) };
    const g = setupBpGame(many, ['Ann'], greedy as StrategyModule, 'setup', 0);
    expect(g.survivors[0]!.slots.filter((c) => c !== null).length).toBe(7);
    expect(g.outOfGame.length).toBe(1);
  });

  it('with --check, games with small and full lineups keep every card accounted for', () => {
    const mission = blackPlague.loadMission(FILE);
    for (const lineup of [['Ann', 'Silas'], ['Ann', 'Baldric', 'Clovis', 'Nelly', 'Samson', 'Silas']]) {
      for (let game = 0; game < 20; game++) {
        const r = blackPlague.playGame(mission, lineup, greedy as StrategyModule, 'setup-check', game, { check: true });
        expect(r.outcome, r.cause).not.toBe('error');
      }
    }
  });
});
