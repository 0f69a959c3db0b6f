import { describe, expect, it } from 'vitest';
import { type BpAction, legalActions, performAction } from '../../../src/games/black-plague/actions.ts';
import type { BpGame } from '../../../src/games/black-plague/state.ts';
import { baseScore, defaultChoice, lossThreat } from '../../../src/games/black-plague/strategy-kit.ts';
import { arrangementOptions, gainXp } from '../../../src/games/black-plague/survivors.ts';
import { activate } from '../../../src/games/black-plague/zombies.ts';
import { NECROMANCER } from '../../../src/games/black-plague/zombie-types.ts';
import type { Decision } from '../../../src/games/types.ts';
import { type Placed, bpScenario, zoneOf } from './harness.ts';

/** A street a-b-c-d; a closed two-room building E-F (door E-a) holding an objective; a spawn zone at d. */
const MAP = `grid:
  a  b  c  d
  E  F  .  .
edges:
  door E-a closed
  open E-F
tokens:
  start a
  spawn d order=1
  objective F
`;

const at = (survivor: Placed, zombies: Record<string, string> = {}): BpGame => bpScenario({ map: MAP, survivors: [survivor], zombies });
const score = (g: BpGame, pick: (a: BpAction) => boolean): number => {
  const s = g.survivors[0]!;
  s.actions = 3;
  return baseScore(g, s, legalActions(g, s).find(pick)!);
};

/** A street a-b-c-d-e with an objective at each end. */
const LINE = `grid:
  a  b  c  d  e
tokens:
  start c
  spawn e order=1
  objective a
  objective e
`;

describe('the Black Plague greedy score', () => {
  it('heads for the nearest goal and does not pace between two (a step toward one is a step away from the other)', () => {
    const g = bpScenario({ map: LINE, survivors: [{ name: 'Ann', zone: 'b', cards: ['Sword'] }] });
    const move = (label: string) => score(g, (a) => a.type === 'move' && a.to === zoneOf(g, label));
    expect(move('a')).toBeGreaterThan(0);
    expect(move('c')).toBeLessThan(0);
  });

  it('walks to an Abomination the quest says to kill only with something that kills it (Dragon Bile and a Torch)', () => {
    const header = 'victory: kill abomination';
    const toward = (cards: string[]) => {
      const g = bpScenario({ map: LINE.replace(/  objective .*\n/g, ''), header, survivors: [{ name: 'Ann', zone: 'c', cards }], zombies: { e: '1A' } });
      return score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'd'));
    };
    expect(toward(['Sword'])).toBeLessThan(0);
    expect(toward(['Sword', 'Dragon Bile'])).toBeLessThan(0);
    expect(toward(['Dragon Bile', 'Torch'])).toBeGreaterThan(0);
  });

  it('chases a Necromancer across the map, but on a quest lost by any death only one in reach', () => {
    const toward = (header: string, necromancer: string) => {
      const g = bpScenario({ map: LINE.replace(/  objective .*\n/g, ''), header, survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword'] }], zombies: { [necromancer]: '1N' } });
      return score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'b'));
    };
    expect(toward('', 'd')).toBeGreaterThan(0);
    expect(toward('defeat: any-death', 'd')).toBeLessThan(0);
    expect(toward('defeat: any-death', 'b')).toBeGreaterThan(0);
  });

  it("heads for a vault's cards as for an objective, not only once the objectives are taken", () => {
    const g = bpScenario({ map: `kinds: V=vault
grid:
  a  b  c  d  e
  E  .  .  .  .
  V  .  .  .  .
edges:
  door E-a open
  link E-V open
tokens:
  start b
  spawn e order=1
  objective e
`, header: 'vault-items: V: Inferno', survivors: [{ name: 'Ann', zone: 'b', cards: ['Sword'] }] });
    expect(score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'a'))).toBeGreaterThan(0);
  });

  it('with no planned way to its goal, walks the way no locked door blocks (not the shortcut through one)', () => {
    const g = bpScenario({ map: `grid:
  a  B  c
  d  E  f
edges:
  door a-B closed
  door B-c closed
  door d-E locked:blue
  door E-f closed
tokens:
  start a
  spawn c order=1
  objective f colour=blue
`, survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword'] }] });
    // The shortcut a-d-E-f passes the locked door; the way through B (a building without a goal) does not.
    expect(score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'd'))).toBeLessThan(0);
  });

  /** The step's zone F behind the door F-d, east of Ann (b); the blue objective a, west of her. Her Moves toward each. */
  const stepBehindDoor = (header: string, token: string, door: string) => {
    // A vault is reached by its stairs (a link), a room by its door.
    const vault = header.includes('vault-items');
    const g = bpScenario({ map: `${vault ? 'kinds: F=vault\n' : ''}grid:
  a  b  c  d
  .  .  .  F
edges:
  ${vault ? 'link' : 'door'} F-d ${door}
tokens:
  start b
  spawn c order=1
  objective a colour=blue
${token}`, header, survivors: [{ name: 'Ann', zone: 'b', cards: ['Axe'] }] });
    return { toStep: score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'c')), toOther: score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'a')) };
  };

  for (const [step, header, token] of [
    ['the gather zone', 'victory: gather F', ''],
    ["the objective a 'take' step asks for", 'victory: take black', '  objective F colour=black\n'],
    ["a vault's cards on an 'artifacts' step", 'victory: artifacts\nvault-items: F: Inferno', ''],
  ] as const) {
    it(`walks to ${step} once no locked door stands in the way, before the objectives left`, () => {
      expect(stepBehindDoor(header, token, 'closed').toStep).toBeGreaterThan(0);
      expect(stepBehindDoor(header, token, 'closed').toOther).toBeLessThan(0);
      // Behind a locked door (its key among the objectives): the objectives first.
      expect(stepBehindDoor(header, token, 'locked:blue').toOther).toBeGreaterThan(0);
    });
  }

  it('steps a Survivor one Wound from death away from zombies next door, even with no goal that way', () => {
    const g = bpScenario({ map: `grid:
  a  b  c  d
tokens:
  start a
  spawn d order=1
`, survivors: [{ name: 'Ann', zone: 'b', cards: ['Dagger'], wounds: 2 }], zombies: { c: '1W' } });
    expect(score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'a'))).toBeGreaterThan(0);
  });

  it('a wounded Survivor steps back from zombies that could kill it, not from fewer (it paced to and fro on the way to its goal)', () => {
    // Ann (one Wound, two from death) at c on her way to the objective at e; walkers at g, next to c, reach her there.
    const back = (walkers: string) => {
      const g = bpScenario({ map: `grid:
  a  b  c  d  e
  .  .  g  .  .
tokens:
  start a
  spawn a order=1
  objective e
`, survivors: [{ name: 'Ann', zone: 'c', cards: ['Dagger'], wounds: 1 }], zombies: { g: walkers } });
      return score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'b'));
    };
    expect(back('1W')).toBeLessThan(0);
    expect(back('2W')).toBeGreaterThan(0);
  });

  it('walks round a building with no goal inside rather than open it as a shortcut (every room of it would spawn)', () => {
    const shortcut = (objective: string): BpGame => bpScenario({
      map: `grid:
  a  b  c  d
  E  F  G  e
  h  i  j  k
edges:
  door E-a closed
  open E-F
  open F-G
  door E-h closed
tokens:
  start a
  spawn d order=1
  objective h
${objective}`,
      survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword'] }],
    });
    const g = shortcut('');
    const door = score(g, (a) => a.type === 'open-door');
    expect(door).toBeLessThan(0);
    expect(score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'b'))).toBeGreaterThan(door);
    const inside = shortcut('  objective G');
    expect(score(inside, (a) => a.type === 'open-door')).toBeGreaterThan(score(inside, (a) => a.type === 'move' && a.to === zoneOf(inside, 'b')));
  });

  it('opens a closed building toward an objective only unhurt and with no zombie near (every room spawns)', () => {
    const door = (a: BpAction) => a.type === 'open-door';
    const keen = score(at({ name: 'Ann', zone: 'a', cards: ['Sword'] }), door);
    expect(keen).toBeGreaterThan(score(at({ name: 'Ann', zone: 'a', cards: ['Sword'], wounds: 1 }), door));
    expect(keen).toBeGreaterThan(score(at({ name: 'Ann', zone: 'a', cards: ['Sword'] }, { b: '1W' }), door));
  });

  it('walks into zombies only to fight them: not into a Fatty it cannot hurt, even on the way to a goal', () => {
    const toward = (cards: string[], zombies: string) => {
      const g = bpScenario({ map: LINE, survivors: [{ name: 'Ann', zone: 'c', cards }], zombies: { b: zombies } });
      return score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'b'));
    };
    expect(toward(['Sword'], '1F')).toBeLessThan(0);
    expect(toward(['Hammer'], '1F')).toBeGreaterThan(0);
    expect(toward(['Sword'], '1W')).toBeGreaterThan(0);
    expect(toward(['Dagger'], '4W')).toBeLessThan(0);
  });

  it('wears armour rather than hold it, and reorganizes only when some arrangement is worth more than the one held', () => {
    const g = at({ name: 'Ann', zone: 'a', cards: ['Plate Armor', 'Sword'] });
    const reorganize = (a: BpAction) => a.type === 'reorganize';
    expect(score(g, reorganize)).toBeGreaterThan(0);
    const s = g.survivors[0]!;
    const options = arrangementOptions(s);
    const best = options[defaultChoice(g, { kind: 'arrange', survivor: 0, options } as unknown as Decision)]!;
    expect(best.names[2]).toBe('Plate Armor');
    expect(best.names.slice(0, 2)).toContain('Sword');
    // Worn already, with nothing better to hold: no Reorganize (it used to be worth one, every Action).
    expect(score(at({ name: 'Ann', zone: 'a', cards: ['Sword', 'Dagger'], body: 'Chainmail Armor' }), reorganize)).toBeLessThan(0);
  });

  it('steps out of zombies toward its goal rather than away from it', () => {
    const g = bpScenario({ map: LINE.replace('  objective e\n', ''), survivors: [{ name: 'Ann', zone: 'c', cards: ['Sword'] }], zombies: { c: '1F' } });
    const move = (label: string) => score(g, (a) => a.type === 'move' && a.to === zoneOf(g, label));
    expect(move('b')).toBeGreaterThan(move('d'));
    expect(move('d')).toBeGreaterThan(0);
  });

  it('takes Bloodlust only toward zombies its weapons can kill (not three, not an Abomination, not a Fatty with Damage 1)', () => {
    const lust = (g: BpGame) => score(g, (a) => a.type === 'bloodlust' && a.to === zoneOf(g, 'c'));
    const ann = { name: 'Ann', zone: 'a', cards: ['Sword'], skills: ['Bloodlust: Melee'] };
    expect(lust(at(ann, { c: '1W' }))).toBeGreaterThan(0);
    expect(lust(at(ann, { c: '3W' }))).toBeLessThan(0);
    expect(lust(at(ann, { c: '1A' }))).toBeLessThan(0);
    expect(lust(at(ann, { c: '1F' }))).toBeLessThan(0);
    expect(lust(at({ ...ann, cards: ['Hammer'] }, { c: '1F' }))).toBeGreaterThan(0);
  });
});

describe("Black Plague greedy's skill at Orange", () => {
  /** Ann one XP short of Orange with `cards`, greedy answering the rules' decisions; her skills after one more XP. */
  const orangeSkill = (cards: string[]): string => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'a', cards, xp: 18, level: 1 }], choose: defaultChoice });
    gainXp(g, g.survivors[0]!, 1);
    return g.survivors[0]!.skills.at(-1)!;
  };

  it('takes a free Melee Action with a Sword (the list offers a free Magic Action first), a free Magic Action with a spell', () => {
    expect(orangeSkill(['Sword'])).toBe('+1 free Melee Action');
    expect(orangeSkill(['Fireball'])).toBe('+1 free Magic Action');
  });
});

describe("Black Plague greedy's way for a fleeing Necromancer (players choose on a tie)", () => {
  // From a, two shortest ways lead to the spawn zone f: by b (beside c) or by d.
  const GRID = `grid:\n  a b c\n  d e f\ntokens:\n  start c\n  spawn f order=1\n`;
  const fleeFrom = (survivorZone: string): string => {
    const g = bpScenario({ map: GRID, survivors: [{ name: 'Ann', zone: survivorZone }], zombies: { a: '1N' }, choose: defaultChoice });
    activate(g, 1 << NECROMANCER, 0);
    return g.graph.map.zones[g.necromancers[0]!.zone]!.label;
  };

  it('sends it the way that passes nearest the team, where it can be caught', () => {
    expect(fleeFrom('c')).toBe('b');
    expect(fleeFrom('d')).toBe('d');
  });
});

describe('the Black Plague loss threat (lossThreat): Necromancers whose escape would lose the quest', () => {
  const GRID = `grid:\n  a b c\n  d e f\ntokens:\n  start c\n  spawn f order=1\n`;
  const necromancerIn = (header: string) => bpScenario({ map: GRID, header, survivors: [{ name: 'Ann', zone: 'c' }], zombies: { a: '1N' } });

  it('counts a Necromancer on the board when its escape loses, none when it does not', () => {
    expect(lossThreat(necromancerIn('necromancer-escape: lose'))).toBe(1);
    expect(lossThreat(necromancerIn('necromancer-escape: lose-at-6-spawns'))).toBe(0); // one spawn zone: an escape does not lose
    expect(lossThreat(bpScenario({ map: GRID, header: 'necromancer-escape: lose', survivors: [{ name: 'Ann', zone: 'c' }] }))).toBe(0);
  });
});

describe('Black Plague greedy trades', () => {
  /** Ann carrying `ann` beside Nelly with `nelly` in zone b of the line (objectives at both ends); greedy answers the rules' decisions. */
  const pair = (ann: string[], nelly: string[], zombies: Record<string, string> = {}): BpGame =>
    bpScenario({ map: LINE, survivors: [{ name: 'Ann', zone: 'b', cards: ann }, { name: 'Nelly', zone: 'b', cards: nelly }], zombies, choose: defaultChoice });
  const isTrade = (a: BpAction) => a.type === 'trade';
  const hands = (g: BpGame, i: number) => g.survivors[i]!.slots.slice(0, 2).map((c) => c?.def.name ?? null);

  it('hands a weapon from the Backpack to a friend with an empty Hand when nothing else is worth an Action', () => {
    const g = pair(['Sword', 'Axe', 'Crossbow'], ['Dagger']);
    const trade = score(g, isTrade);
    expect(trade).toBeGreaterThan(score(g, (a) => a.type === 'end-turn'));
    expect(trade).toBeLessThan(score(g, (a) => a.type === 'move' && a.to === zoneOf(g, 'a')));
    const s = g.survivors[0]!;
    performAction(g, s, legalActions(g, s).find(isTrade)!);
    // Every weapon now in a Hand: two with Ann, the third beside Nelly's Dagger.
    expect([...hands(g, 0), ...hands(g, 1)].filter((n) => n !== null).sort()).toEqual(['Axe', 'Crossbow', 'Dagger', 'Sword']);
  });

  it('takes a weapon for nothing from a friend\'s Backpack (a trade need not be fair) when nothing else is worth an Action', () => {
    const g = pair([], ['Sword', 'Axe', 'Crossbow']); // Ann empty-handed: nothing to give
    const trade = score(g, isTrade);
    expect(trade).toBeGreaterThan(score(g, (a) => a.type === 'end-turn'));
    const s = g.survivors[0]!;
    performAction(g, s, legalActions(g, s).find(isTrade)!);
    // Every weapon now in a Hand: one with Ann, two with Nelly.
    expect(hands(g, 0).filter((n) => n !== null)).toHaveLength(1);
    expect([...hands(g, 0), ...hands(g, 1)].filter((n) => n !== null).sort()).toEqual(['Axe', 'Crossbow', 'Sword']);
  });

  it('does not trade when it arms no one better, with zombies in the zone, or to hand over the burn kit', () => {
    expect(score(pair(['Sword', 'Axe'], ['Dagger']), isTrade)).toBeLessThan(0);
    expect(score(pair(['Sword', 'Axe', 'Crossbow'], ['Dagger'], { b: '1W' }), isTrade)).toBeLessThan(0);
    expect(score(pair(['Sword', 'Axe', 'Torch', 'Dragon Bile'], ['Dagger']), isTrade)).toBeLessThan(0);
  });
});
