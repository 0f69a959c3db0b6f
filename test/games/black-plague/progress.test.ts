import { describe, expect, it } from 'vitest';
import blackPlague from '../../../src/games/black-plague/index.ts';
import { setupBpGame } from '../../../src/games/black-plague/game.ts';
import type { BpGame } from '../../../src/games/black-plague/state.ts';
import { BP_SUPPORT } from '../../../src/games/black-plague/support.ts';
import { lacking, missingCount, stepDone } from '../../../src/games/black-plague/victory.ts';
import type { StrategyModule } from '../../../src/games/types.ts';
import greedy from '../../../strategies/greedy.ts';

/** Game 1 of a quest, as set up. */
function quest(file: string): BpGame {
  const m = blackPlague.loadMission(new URL(`../../../missions/black-plague/${file}.zmap`, import.meta.url).pathname);
  return setupBpGame(m, blackPlague.defaultLineup(m), greedy as StrategyModule, 'progress', 1);
}

const progress = (g: BpGame): number => BP_SUPPORT.forward!.measure(g).progress;

describe("the Black Plague position measure's progress within a victory step (stepDone)", () => {
  it("danger: the leading Survivor's XP toward the level asked counts, never a whole step", () => {
    const g = quest('02-the-black-book'); // take black then artifacts then danger red
    g.victoryStep = 2;
    expect(stepDone(g)).toBe(0);
    g.survivors[1]!.xp = 20;
    const some = progress(g);
    expect(stepDone(g)).toBeCloseTo(20 / (g.mission.xpThresholds[2] + 1));
    g.survivors[0]!.xp = 30;
    expect(progress(g)).toBeGreaterThan(some);
    g.survivors[0]!.xp = 500;
    expect(stepDone(g)).toBeLessThan(1);
    expect(progress(g)).toBeLessThan(1);
  });

  it('artifacts: each vault card taken counts', () => {
    const g = quest('02-the-black-book');
    g.victoryStep = 1;
    const placed = g.vaultCards.reduce((n, pile) => n + pile.length, 0);
    expect(placed).toBe(2);
    expect(stepDone(g)).toBe(0);
    const before = progress(g);
    g.vaultCards.find((pile) => pile.length > 0)!.pop();
    expect(stepDone(g)).toBeCloseTo(1 / 3);
    expect(progress(g)).toBeCloseTo(before + (0.5 * (1 / 3)) / 3);
  });

  it('carry: the cards asked that the living Survivors carry count, a dead one\'s do not', () => {
    const g = quest('04-famine'); // carry Apples x2, Water x2, Salted Meat x2 then gather V49 closed
    const apples = g.decks.equipment.find((c) => c.def.name === 'Apples')!;
    const s = g.survivors[0]!;
    const free = s.slots.indexOf(null);
    expect(stepDone(g)).toBe(0);
    s.slots[free] = apples;
    expect(stepDone(g)).toBeCloseTo(1 / 7);
    s.alive = false;
    expect(stepDone(g)).toBe(0);
  });

  it('carry: the copies still missing are counted per card asked, a spare copy making up for no other card', () => {
    const g = quest('04-famine'); // carry Apples x2, Water x2, Salted Meat x2 then gather V49 closed
    const step = g.mission.victory[0]!;
    if (step.kind !== 'carry') throw new Error('Quest 4 starts with carry');
    const give = (i: number, name: string): void => {
      const card = g.decks.equipment.find((c) => c.def.name === name && !g.survivors.some((s) => s.slots.includes(c)))!;
      const s = g.survivors[i]!;
      s.slots[s.slots.indexOf(null)] = card;
    };
    expect(missingCount(g, step)).toBe(6);
    give(0, 'Apples');
    give(1, 'Apples');
    give(1, 'Apples'); // a third copy: Apples are done, nothing else is
    give(2, 'Water');
    expect(missingCount(g, step)).toBe(3);
    expect(lacking(g, step).map((d) => d.name)).toEqual(['Water', 'Salted Meat', 'Salted Meat']);
    g.survivors[2]!.alive = false;
    expect(missingCount(g, step)).toBe(4);
    expect(lacking(g, step)).toHaveLength(4);
  });

  it('remove-spawns: each spawn zone of the step removed counts; burning is one move and counts nothing', () => {
    const g = quest('09-the-hell-hole'); // remove-spawns z22, z28 then burn Z25
    expect(stepDone(g)).toBe(0);
    const step = g.mission.victory[0]!;
    if (step.kind !== 'remove-spawns') throw new Error('Quest 9 starts with remove-spawns');
    g.spawns.find((t) => t.zone === step.zones[0])!.removed = true;
    expect(stepDone(g)).toBeCloseTo(1 / 3);
    g.victoryStep = 1;
    expect(stepDone(g)).toBe(0);
  });
});
