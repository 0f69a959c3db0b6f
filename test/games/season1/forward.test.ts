import { describe, expect, it } from 'vitest';
import { S1_SUPPORT } from '../../../src/games/season1/support.ts';
import { scenario } from './harness.ts';

/** A street of twelve zones, a … l, the exit at l; the spawn zone at a. */
const LONG_STREET = `grid:
  a b c d e f g h i j k l
tokens:
  start a
  exit l
  spawn a order=1
`;

const measure = (zones: string[], header = 'victory: escape-all') =>
  S1_SUPPORT.forward!.measure(scenario({ map: LONG_STREET, header, survivors: zones.map((zone, i) => ({ name: ['Amy', 'Ned', 'Phil'][i]!, zone })) }));

describe("the Season 1 forward model's position measure", () => {
  it('nearGoal: 1 − steps to the goal / 10 averaged over the Survivors on the board, 0 from 10 steps away', () => {
    expect(measure(['l']).nearGoal).toBe(1);
    expect(measure(['i']).nearGoal).toBeCloseTo(0.7);
    expect(measure(['a']).nearGoal).toBe(0); // 11 steps: no nearer than 10
    expect(measure(['i', 'k']).nearGoal).toBeCloseTo((0.7 + 0.9) / 2);
  });

  it('nearGoal follows the goals of the victory step: the objective first, then the exit', () => {
    const header = 'victory: objectives then escape-all';
    const g = scenario({ map: LONG_STREET.replace('exit l', 'exit l\n  objective c'), header, survivors: [{ name: 'Amy', zone: 'd' }] });
    expect(S1_SUPPORT.forward!.measure(g).nearGoal).toBeCloseTo(0.9); // one step from the objective at c
    g.objectiveTaken[0] = 1;
    g.victoryStep = 1;
    expect(S1_SUPPORT.forward!.measure(g).nearGoal).toBeCloseTo(0.2); // eight steps from the exit
  });
});

describe("the Season 1 position measure's loss threat (Grindhouse's zombie exits)", () => {
  const exits = (zombies: Record<string, string>, header = 'victory: escape-all\nzombie-exits: l\nzombie-escape-loss: 4') =>
    S1_SUPPORT.forward!.measure(scenario({ map: LONG_STREET, header, survivors: [{ name: 'Amy', zone: 'a' }], zombies })).lossThreat;

  it('counts every zombie on the board where escaping zombies lose the mission, none elsewhere', () => {
    expect(exits({})).toBe(0);
    expect(exits({ k: '2W' })).toBe(2);
    expect(exits({ c: '1W 1R', l: '1F' })).toBe(3); // far from the exit too: a zombie that sees nobody walks to the exits' noise
    expect(exits({ k: '2W' }, 'victory: escape-all')).toBe(0); // no zombie exit on the mission
  });
});

describe("the position measure's progress within a victory step", () => {
  const header = (victory: string) => `victory: ${victory}`;
  const at = (victory: string, change: (g: ReturnType<typeof scenario>) => void = () => {}, map = LONG_STREET) => {
    const g = scenario({ map, header: header(victory), survivors: [{ name: 'Amy', zone: 'c' }, { name: 'Ned', zone: 'd' }] });
    change(g);
    return S1_SUPPORT.forward!.measure(g).progress;
  };

  it('danger: the leading Survivor\'s XP toward the level asked counts, never a whole step', () => {
    expect(at('danger red')).toBe(0);
    const half = at('danger red', (g) => (g.survivors[1]!.xp = 21)); // Red at 43 XP
    expect(half).toBeCloseTo((0.5 * 21) / 44);
    expect(at('danger red', (g) => ((g.survivors[0]!.xp = 30), (g.survivors[1]!.xp = 21)))).toBeGreaterThan(half);
    expect(at('danger red', (g) => (g.survivors[0]!.xp = 42))).toBeLessThan(0.5);
  });

  it('escape-all: the Survivors out count; the objectives-then steps weigh the step already done', () => {
    const out = at('escape-all', (g) => (g.survivors[0]!.left = true));
    expect(out).toBeCloseTo(0.5 / 3); // one of two out, of 2 + 1
    const taken = (g: ReturnType<typeof scenario>) => ((g.objectiveTaken[0] = 1), (g.victoryStep = 1), (g.survivors[0]!.left = true));
    expect(at('objectives then escape-all', taken, LONG_STREET.replace('exit l', 'exit l\n  objective k'))).toBeCloseTo((1 + 0.5 + 0.5 / 3) / 2);
  });
});
