import { describe, expect, it } from 'vitest';
import { type BpAction, legalActions } from '../../../src/games/black-plague/actions.ts';
import type { BpGame } from '../../../src/games/black-plague/state.ts';
import { baseScore, defaultChoice, goalZones } from '../../../src/games/black-plague/strategy-kit.ts';
import { arrangementOptions } from '../../../src/games/black-plague/survivors.ts';
import type { Decision } from '../../../src/games/types.ts';
import { type Placed, bpScenario, zoneOf } from './harness.ts';

/** A street a-b-c-d-e; the quest: kill the Abomination in e. */
const LINE = `grid:
  a  b  c  d  e
tokens:
  start a
  spawn a order=1
`;
const KILL = 'victory: kill abomination';

const score = (g: BpGame, who: number, actions: number, pick: (a: BpAction) => boolean): number => {
  const s = g.survivors[who]!;
  s.actions = actions;
  const a = legalActions(g, s).find(pick);
  if (!a) throw new Error('no such action');
  return baseScore(g, s, a);
};

const line = (survivors: Placed[], header = KILL): BpGame => bpScenario({ map: LINE, header, survivors, zombies: { e: '1A' } });

/** A zone E to burn behind a closed door from the street b; D beside E, behind a closed door from a (the start). */
const BURN_BESIDE_DOOR = `grid:
  a  b  c
  D  E  .
edges:
  door b-E closed
  open D-E
  door a-D closed
tokens:
  start a
  spawn c order=1
`;

describe('the burn plan (Dragon Bile, then a Torch, at the zone or the Abomination the quest wants burnt)', () => {
  it('steps next to the Abomination only with the Actions left to pour and throw (it walks in otherwise)', () => {
    const g = line([{ name: 'Ann', zone: 'c', cards: ['Dragon Bile', 'Torch'] }]);
    const toD = (a: BpAction) => a.type === 'move' && a.to === zoneOf(g, 'd');
    expect(score(g, 0, 3, toD)).toBeGreaterThan(0);
    expect(score(g, 0, 2, toD)).toBeLessThan(0);
  });

  it('pours Dragon Bile into the Abomination only when a Torch can follow this round', () => {
    const pour = (g: BpGame) => score(g, 0, 3, (a) => a.type === 'pour-bile' && a.zone === zoneOf(g, 'e'));
    const attack = (g: BpGame) => Math.max(...legalActions(g, g.survivors[0]!).filter((a) => a.type !== 'pour-bile').map((a) => baseScore(g, g.survivors[0]!, a)));
    const both = line([{ name: 'Ann', zone: 'd', cards: ['Dragon Bile', 'Torch'] }]);
    expect(pour(both)).toBeGreaterThan(attack(both));
    // The Torch in a friend's hand next to the Abomination: worth it while the friend still has to play.
    const pair = line([{ name: 'Ann', zone: 'd', cards: ['Dragon Bile', 'Sword'] }, { name: 'Baldric', zone: 'd', cards: ['Torch'] }]);
    pair.turnOrder = [0, 1];
    pair.turnPos = 0;
    expect(pour(pair)).toBeGreaterThan(attack(pair));
    pair.turnOrder = [1, 0];
    pair.turnPos = 1;
    expect(pour(pair)).toBeLessThan(0);
  });

  it('keeps the Bile for the quest\'s Abomination rather than burn a crowd (unless the team has a kit to spare), and pours only for a Torch in hand', () => {
    const crowd = (header: string, cards: string[]) => {
      const g = bpScenario({ map: LINE, header, survivors: [{ name: 'Ann', zone: 'b', cards }], zombies: { a: '3W', e: '1A' } });
      return score(g, 0, 3, (a) => a.type === 'pour-bile' && a.zone === zoneOf(g, 'a'));
    };
    expect(crowd(KILL, ['Dragon Bile', 'Torch'])).toBeLessThan(0);
    expect(crowd('victory: danger red', ['Dragon Bile', 'Torch'])).toBeGreaterThan(0);
    expect(crowd('victory: danger red', ['Dragon Bile', 'Sword', 'Torch'])).toBeLessThan(0);
    // With a second Bile and Torch in the team, the crowd in the way may burn.
    const spare = bpScenario({
      map: LINE, header: KILL, zombies: { a: '3W', e: '1A' },
      survivors: [{ name: 'Ann', zone: 'b', cards: ['Dragon Bile', 'Torch'] }, { name: 'Baldric', zone: 'c', cards: ['Dragon Bile', 'Torch'] }],
    });
    expect(score(spare, 0, 3, (a) => a.type === 'pour-bile' && a.zone === zoneOf(spare, 'a'))).toBeGreaterThan(0);
  });

  it('sends the burners, not the others, to the zone a burn step names, and stops them next to it', () => {
    const toward = (cards: string[], to: string) => {
      const g = bpScenario({ map: LINE, header: 'victory: burn e', survivors: [{ name: 'Ann', zone: 'c', cards }, { name: 'Baldric', zone: 'a', cards: ['Torch'] }] });
      return score(g, 0, 3, (a) => a.type === 'move' && a.to === zoneOf(g, to));
    };
    expect(toward(['Dragon Bile', 'Sword'], 'd')).toBeGreaterThan(0);
    expect(toward(['Sword'], 'd')).toBeLessThan(0);
    const g = bpScenario({ map: LINE, header: 'victory: burn e', survivors: [{ name: 'Ann', zone: 'd', cards: ['Dragon Bile', 'Torch'] }] });
    expect(score(g, 0, 3, (a) => a.type === 'move' && a.to === zoneOf(g, 'e'))).toBeLessThan(0);
  });

  it('burns an Abomination a later step wants dead (kills count from the start), not a crowd', () => {
    const map = `${LINE}  objective a\n`;
    const g = bpScenario({ map, header: 'victory: objectives then kill abomination', survivors: [{ name: 'Ann', zone: 'c', cards: ['Dragon Bile', 'Torch'] }], zombies: { b: '3W', d: '1A' } });
    const pour = (to: string) => score(g, 0, 3, (a) => a.type === 'pour-bile' && a.zone === zoneOf(g, to));
    expect(pour('d')).toBeGreaterThan(900);
    expect(pour('b')).toBeLessThan(0);
  });

  it('searches for the Torch the burn lacks, even well armed', () => {
    const map = `grid:
  A  b  c  d  e
edges:
  open A-b
tokens:
  start b
  spawn b order=1
`;
    const search = (cards: string[]) => score(bpScenario({ map, header: KILL, survivors: [{ name: 'Ann', zone: 'A', cards }], zombies: { e: '1A' } }), 0, 3, (a) => a.type === 'search');
    expect(search(['Sword', 'Sword', 'Dragon Bile'])).toBeGreaterThan(search(['Sword', 'Sword', 'Dragon Bile', 'Torch']));
  });

  it('keeps a burner\'s Torch when a new card needs room, and one Dragon Bile in hand, not two', () => {
    const g = line([{ name: 'Ann', zone: 'a', cards: ['Torch', 'Sword', 'Dragon Bile'] }]);
    const options = [{ slot: 0, moveTo: -1, discards: 'Torch' }, { slot: 1, moveTo: -1, discards: 'Sword' }];
    expect(defaultChoice(g, { kind: 'place-card', survivor: 0, options } as unknown as Decision)).toBe(1);
    const two = line([{ name: 'Ann', zone: 'a', cards: ['Dragon Bile', 'Dragon Bile', 'Torch', 'Sword'] }]);
    const arrangements = arrangementOptions(two.survivors[0]!);
    const best = arrangements[defaultChoice(two, { kind: 'arrange', survivor: 0, options: arrangements } as unknown as Decision)]!;
    expect([...best.names.slice(0, 2)].sort()).toEqual(['Dragon Bile', 'Torch']);
  });

  it('fetches the Torch the burn lacks from a vault that holds one, before a nearer objective', () => {
    const map = `kinds: V=vault
grid:
  a  b  c  d
  E  E  .  .
  V  .  .  .
edges:
  door E-a open
  link E-V open
tokens:
  start a
  spawn d order=1
  objective b
`;
    const moves = (vault: string) => {
      const g = bpScenario({ map, header: `${KILL}\nvault-items: V: ${vault}`, survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword', 'Dragon Bile'] }], zombies: { d: '1A' } });
      const to = (label: string) => score(g, 0, 3, (a) => a.type === 'move' && a.to === zoneOf(g, label));
      return { E: to('E'), b: to('b') };
    };
    expect(moves('Torch').E).toBeGreaterThan(0);
    expect(moves('Torch').E).toBeGreaterThan(moves('Torch').b);
    expect(moves('Inferno').E).toBeLessThan(0);
    // Locked until every objective is taken: the objectives first.
    const locked = bpScenario({ map: map.replace('link E-V open', 'link E-V locked:violet'), header: `${KILL}\nunlock-when-all-taken: violet\nvault-items: V: Torch`, survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword', 'Dragon Bile'] }], zombies: { d: '1A' } });
    expect(score(locked, 0, 3, (a) => a.type === 'move' && a.to === zoneOf(locked, 'b'))).toBeGreaterThan(0);
    // Locked by one key objective: the team heads its way all the same (searching the rooms on the way).
    const keyed = bpScenario({ map: map.replace('link E-V open', 'link E-V locked:green').replace('objective b', 'objective b colour=green'), header: `${KILL}\nvault-items: V: Torch`, survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword', 'Dragon Bile'] }], zombies: { d: '1A' } });
    const to = (label: string) => score(keyed, 0, 3, (a) => a.type === 'move' && a.to === zoneOf(keyed, label));
    expect(to('E')).toBeGreaterThan(to('b'));
  });

  it('on a burn step, opens the door to the zone only to light the fire at once, and pours its Bile once', () => {
    const map = BURN_BESIDE_DOOR;
    const door = (cards: string[]) => {
      const g = bpScenario({ map, header: 'victory: burn E', survivors: [{ name: 'Ann', zone: 'b', cards }], zombies: { E: '4W' } });
      return score(g, 0, 3, (a) => a.type === 'open-door' && [g.graph.map.doors[a.door]!.a, g.graph.map.doors[a.door]!.b].includes(zoneOf(g, 'E')));
    };
    // Sword to open the door, Bile in the other hand: the Torch is in the backpack, so not this turn.
    expect(door(['Sword', 'Dragon Bile', 'Torch'])).toBeLessThan(0);
    const open = bpScenario({ map: map.replace('door b-E closed', 'door b-E open'), header: 'victory: burn E', survivors: [{ name: 'Ann', zone: 'b', cards: ['Dragon Bile', 'Sword'] }] });
    const pour = () => score(open, 0, 3, (a) => a.type === 'pour-bile' && a.zone === zoneOf(open, 'E'));
    expect(pour()).toBeGreaterThan(900);
    open.bile[zoneOf(open, 'E')] = 1;
    expect(pour()).toBeLessThan(0);
  });

  it('takes Dragon Bile and a Torch in hand while the quest wants an Abomination dead', () => {
    const cards = ['Sword', 'Short Sword', 'Dragon Bile', 'Torch'];
    const reorganize = (a: BpAction) => a.type === 'reorganize';
    expect(score(line([{ name: 'Ann', zone: 'a', cards }]), 0, 3, reorganize)).toBeGreaterThan(0);
    expect(score(line([{ name: 'Ann', zone: 'a', cards }], 'victory: danger red'), 0, 3, reorganize)).toBeLessThan(0);
  });

  it('opens the door to the Abomination only for a friend still to play there holding Bile and a Torch', () => {
    const g = bpScenario({
      map: BURN_BESIDE_DOOR,
      header: KILL,
      survivors: [{ name: 'Baldric', zone: 'b', cards: ['Sword'] }, { name: 'Ann', zone: 'b', cards: ['Dragon Bile', 'Torch'] }],
      zombies: { E: '1A' },
    });
    const door = (a: BpAction) => a.type === 'open-door' && [g.graph.map.doors[a.door]!.a, g.graph.map.doors[a.door]!.b].includes(zoneOf(g, 'E'));
    g.turnOrder = [0, 1];
    g.turnPos = 0;
    expect(score(g, 0, 3, door)).toBeGreaterThan(score(g, 0, 3, (a) => a.type === 'search' || a.type === 'end-turn') + 500);
    g.turnOrder = [1, 0];
    g.turnPos = 1;
    expect(score(g, 0, 3, door)).toBeLessThan(0);
  });
});

describe("greedy's carry plan (Famine: find the cards, then gather)", () => {
  // Street a-b-c; room D open to a, room E behind a closed door from c, a vault V open to b.
  const MAP = `grid:\n  a b c\n  D V E\nedges:\n  door a-D open\n  link b-V open\n  door c-E closed\ntokens:\n  start a\n  spawn c order=1\n`;
  const HEADER = 'kinds: V=vault\nvictory: carry Apples then gather a';

  it('walks to the rooms it can search while a card is missing: not behind a closed door, not a vault, not among zombies', () => {
    const g = bpScenario({ map: MAP, header: HEADER, survivors: [{ name: 'Ann', zone: 'b' }] });
    expect(goalZones(g, g.survivors[0]!)).toEqual([zoneOf(g, 'D')]);
    const crowded = bpScenario({ map: MAP, header: HEADER, survivors: [{ name: 'Ann', zone: 'b' }], zombies: { D: '1W' } });
    expect(goalZones(crowded, crowded.survivors[0]!)).toEqual([]);
  });

  it('stops once the team carries every card the step asks for', () => {
    const g = bpScenario({ map: MAP, header: HEADER, survivors: [{ name: 'Ann', zone: 'b' }, { name: 'Nelly', zone: 'c', cards: ['Dagger', null, 'Apples'] }] });
    expect(goalZones(g, g.survivors[0]!)).toEqual([]);
  });
});

describe("greedy's danger plan (The Black Book's last step: one Survivor to Red)", () => {
  // A street a-b-c-d-e, objectives at b and e.
  const MAP = `grid:\n  a b c d e\ntokens:\n  start a\n  spawn e order=1\n  objective b\n  objective e\n`;

  it('the Survivor with the most XP takes the objectives; another leaves them to him and joins him', () => {
    const g = bpScenario({ map: MAP, header: 'victory: danger red', survivors: [{ name: 'Ann', zone: 'b', xp: 3 }, { name: 'Nelly', zone: 'd', xp: 8 }] });
    expect(goalZones(g, g.survivors[0]!)).toEqual([zoneOf(g, 'd')]); // Ann escorts Nelly
    expect(goalZones(g, g.survivors[1]!)).toEqual([zoneOf(g, 'b'), zoneOf(g, 'e')]);
    expect(score(g, 0, 3, (a) => a.type === 'take-objective')).toBeLessThan(0);
    const before = bpScenario({ map: MAP, header: 'victory: objectives then danger red', survivors: [{ name: 'Ann', zone: 'b', xp: 3 }, { name: 'Nelly', zone: 'd', xp: 8 }] });
    expect(score(before, 0, 3, (a) => a.type === 'take-objective')).toBeGreaterThan(900); // not before the danger step
  });
});
