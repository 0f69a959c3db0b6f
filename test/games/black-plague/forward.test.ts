import { describe, expect, it } from 'vitest';
import blackPlague from '../../../src/games/black-plague/index.ts';
import { determinizeBp, rolloutBp } from '../../../src/games/black-plague/forward.ts';
import { setupBpGame } from '../../../src/games/black-plague/game.ts';
import { beginRound } from '../../../src/games/black-plague/rounds.ts';
import { legalActions } from '../../../src/games/black-plague/actions.ts';
import type { StrategyModule } from '../../../src/games/types.ts';
import greedy from '../../../strategies/greedy.ts';

const MISSION = new URL('../../../missions/black-plague/02-the-black-book.zmap', import.meta.url).pathname;

/** Game 1 of Quest 2 at the first Survivor's turn, with its three Actions. */
function firstTurn() {
  const m = blackPlague.loadMission(MISSION);
  const g = setupBpGame(m, blackPlague.defaultLineup(m), greedy as StrategyModule, 'fwd', 1);
  beginRound(g);
  const s = g.survivors[g.turnOrder[0]!]!;
  s.actions = 3;
  return { g, s };
}

describe('the Black Plague forward model (determinized copies for the expert)', () => {
  it('plays a copy on without touching the real game, and scores it in [0, 1]', () => {
    const { g, s } = firstTurn();
    const before = JSON.stringify({ s: g.survivors, z: Array.from(g.zombies), d: g.decks, o: Array.from(g.objectiveTaken) });
    const action = legalActions(g, s)[0]!;
    for (let k = 0; k < 5; k++) {
      const copy = determinizeBp(g, () => 0.1 * (k + 1), greedy as StrategyModule);
      // The same cards, in an order re-dealt from the future's own stream.
      expect(copy.decks.equipment.map((c) => c.uid).sort()).toEqual(g.decks.equipment.map((c) => c.uid).sort());
      const v = rolloutBp(copy, s.index, action, 2, () => 0.5);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(JSON.stringify({ s: g.survivors, z: Array.from(g.zombies), d: g.decks, o: Array.from(g.objectiveTaken) })).toBe(before);
  });

  it('a rollout whose first action is end-turn still ends the turn by the rules (Rotten gets its token)', () => {
    const { g, s } = firstTurn();
    s.skills.push('Rotten');
    const endTurn = legalActions(g, s).find((a) => a.type === 'end-turn')!;
    let invisible: boolean | undefined;
    rolloutBp(determinizeBp(g, () => 0.5, greedy as StrategyModule), s.index, endTurn, 1, (copy) => {
      invisible = copy.survivors[s.index]!.invisible;
      return 0.5;
    });
    expect(invisible).toBe(true);
  });
});
