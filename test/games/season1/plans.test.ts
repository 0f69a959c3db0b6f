import { describe, expect, it } from 'vitest';
import { continueTurn } from '../../../src/games/season1/actions.ts';
import { equipmentByName } from '../../../src/games/season1/data/equipment.ts';
import type { Card, Game, S1View } from '../../../src/games/season1/state.ts';
import { startTurn } from '../../../src/games/season1/survivors.ts';
import { defaultChoice, goalZones, s1Personas } from '../../../src/games/season1/strategy-kit.ts';
import type { Decision } from '../../../src/games/types.ts';
import { type Placed, scenario, step, zone } from './harness.ts';

const greedy = s1Personas.strategy((_facts, base) => base);
const choose = (v: S1View, d: Decision): number => greedy.choose(v, d);

/** Survivor `i` plays a whole turn as greedy; the game's end, if it comes, is returned. */
function turn(g: Game, i: number) {
  const s = g.survivors[i]!;
  startTurn(s);
  return step(() => continueTurn(g, s));
}

const labels = (g: Game, zones: number[]): string[] => zones.map((z) => g.graph.map.zones[z]!.label).sort();

/** A street a-b-c-d with the exit at d, a police car in a, an open room E off b and a room H behind a closed door off c. */
const ESCAPE = `grid:
  a b c d
  . E H .
edges:
  open E-b
  door H-c closed
tokens:
  start a
  exit d
  spawn d order=1
  car a police
`;

const escape = (survivors: Placed[], provisions = 2): Game => scenario({ map: ESCAPE, header: `cars: drivable\nvictory: car-escape ${provisions}`, survivors, choose });

describe('the car escape plan (car-escape)', () => {
  it('searches the rooms it can walk into while the team lacks Provisions, then heads for the car', () => {
    const short = escape([{ name: 'Amy', zone: 'c', cards: ['Water'] }, { name: 'Ned', zone: 'c' }]);
    expect(labels(short, goalZones(short, short.survivors[0]))).toEqual(['E']);
    const stocked = escape([{ name: 'Amy', zone: 'c', cards: ['Water'] }, { name: 'Ned', zone: 'c', cards: ['Bag of Rice'] }]);
    expect(labels(stocked, goalZones(stocked, stocked.survivors[1]))).toEqual(['a']);
  });

  it('a wounded carrier gives up a Pistol rather than a Provision the car still lacks', () => {
    const g = escape([{ name: 'Amy', zone: 'c', cards: ['Pistol', 'Water'] }]);
    const cards = g.survivors[0]!.slots.filter((c) => c !== null) as Card[];
    expect(defaultChoice(g, { kind: 'discard-for-wound', survivor: 0, options: cards })).toBe(0);
  });

  it('loads the Provisions, boards everyone and drives out to win', () => {
    const g = escape([{ name: 'Amy', zone: 'a', cards: ['Water'] }, { name: 'Ned', zone: 'a', cards: ['Canned Food'] }]);
    g.decks.equipment = ['Pistol', 'Pistol'].map((n, i) => ({ uid: 900 + i, def: equipmentByName(n)!, loaded: true }));
    expect(turn(g, 0)).toBeNull(); // load, get in, search the car; Ned is not aboard yet, so no drive
    expect(g.cars[0]!.provisions).toHaveLength(1);
    expect(g.survivors[0]!.car).toBe(0);
    expect(turn(g, 1)).toBeNull();
    expect(g.cars[0]!.provisions).toHaveLength(2);
    expect(g.survivors[1]!.car).toBe(0);
    expect(turn(g, 0)?.outcome).toBe('win');
    expect(g.cars[0]!.zone).toBe(-1); // left through the exit with its occupants
    expect(g.survivors.every((s) => s.left && s.alive)).toBe(true);
  });

  it('a team larger than a car fills a second car ("as many cars as needed"), and both drive out to win', () => {
    const map = ESCAPE.replace('car a police', 'car a police\n  car b pimpmobile');
    const names = ['Amy', 'Doug', 'Josh', 'Ned', 'Phil'];
    const g = scenario({ map, header: 'cars: drivable\nvictory: car-escape 1', survivors: names.map((name, i) => ({ name, zone: 'a', cards: i === 0 ? ['Water'] : [] })), choose });
    g.decks.equipment = Array.from({ length: 8 }, (_, i) => ({ uid: 900 + i, def: equipmentByName('Pistol')!, loaded: true }));
    const spare = g.survivors[4]!;
    // The police car (the Provisions go under it) seats the four first of the lineup, all as near: Phil takes the Pimpmobile.
    expect(labels(g, goalZones(g, g.survivors[3]))).toEqual(['a']);
    expect(labels(g, goalZones(g, spare))).toEqual(['b']);
    for (let i = 0; i < 4; i++) expect(turn(g, i)).toBeNull();
    expect(g.cars[0]!.seats.every((seat) => seat >= 0)).toBe(true);
    expect(g.cars[0]!.provisions).toHaveLength(1);
    expect(turn(g, 4)).toBeNull();
    expect(spare.car).toBe(1);
    const ends = [0, 1, 2, 3, 4].map((i) => (g.survivors[i]!.left ? null : turn(g, i)));
    expect(ends.find((e) => e !== null)?.outcome).toBe('win');
    expect(g.cars.map((c) => c.zone)).toEqual([-1, -1]);
  });
});

describe('carrying the cards out (escape-with)', () => {
  const carry = (survivors: Placed[]): Game => scenario({ map: ESCAPE, header: 'victory: escape-with Water, Canned Food', survivors, choose });

  it('a carrier of a card still missing leaves at once, banking it, though another Survivor holds the other card', () => {
    const g = carry([{ name: 'Amy', zone: 'd', cards: ['Water'] }, { name: 'Ned', zone: 'b', cards: ['Canned Food'] }]);
    expect(turn(g, 0)).toBeNull();
    expect(g.survivors[0]!.left).toBe(true);
    expect(labels(g, goalZones(g, g.survivors[1]))).toEqual(['d']);
  });

  it('the others search while a card is on nobody, and a Survivor with nothing to carry out does not leave', () => {
    const g = carry([{ name: 'Amy', zone: 'd', cards: ['Pistol'] }, { name: 'Ned', zone: 'c', cards: ['Water'] }]);
    expect(labels(g, goalZones(g, g.survivors[0]))).toEqual(['E']);
    expect(turn(g, 0)).toBeNull();
    expect(g.survivors[0]!.left).toBe(false);
  });
});

describe('gathering in one spawn zone (gather-spawn)', () => {
  it('the whole team heads for one spawn zone, not each Survivor for his nearest', () => {
    const g = scenario({
      map: `grid:
  a b c d e
tokens:
  start b
  spawn a order=1
  spawn e order=2
`,
      header: 'victory: gather-spawn',
      survivors: [{ name: 'Amy', zone: 'b' }, { name: 'Josh', zone: 'b' }, { name: 'Ned', zone: 'd' }],
      choose,
    });
    expect(labels(g, goalZones(g, g.survivors[2]))).toEqual(['a']);
    expect(turn(g, 2)).toBeNull();
    expect(g.survivors[2]!.zone).toBe(zone(g, 'a'));
  });
});

describe('raising one Survivor to the Danger Level (danger)', () => {
  /** A street a-b-c-d-e, objectives at b and e. */
  const RACE = `grid:
  a b c d e
tokens:
  start a
  spawn e order=1
  objective b
  objective e
`;
  const race = (survivors: Placed[]): Game => scenario({ map: RACE, header: 'victory: danger red\nobjective-xp: 5', survivors, choose });

  it('the Survivor with the most XP takes the objectives; another standing on one leaves it to him and joins him', () => {
    const g = race([{ name: 'Amy', zone: 'b', xp: 3 }, { name: 'Ned', zone: 'd', xp: 8 }]);
    expect(labels(g, goalZones(g, g.survivors[0]))).toEqual(['d']); // Amy escorts Ned
    expect(labels(g, goalZones(g, g.survivors[1]))).toEqual(['b', 'e']);
    expect(turn(g, 0)).toBeNull();
    expect(g.objectiveTaken[0]).toBe(0);
    expect(g.survivors[0]!.zone).not.toBe(zone(g, 'b'));
    expect(turn(g, 1)).toBeNull();
    expect(g.objectiveTaken[1]).toBe(1); // Ned walks to e (one step) and takes it
    expect(g.survivors[1]!.xp).toBe(13);
  });

  it('on a tie the first of the lineup carries; a carrier on an objective takes it', () => {
    const g = race([{ name: 'Amy', zone: 'b' }, { name: 'Ned', zone: 'e' }]);
    expect(turn(g, 1)).toBeNull();
    expect(g.objectiveTaken[1]).toBe(0);
    expect(turn(g, 0)).toBeNull();
    expect(g.objectiveTaken[0]).toBe(1);
  });
});

describe('arming up (armUpGoal)', () => {
  /** A street a-b-c-d-e-f-g with a police car in b and the exit at g (an `escape-all` mission); an open room R off a. */
  const STREET = `grid:
  a b c d e f g
  R . . . . . .
edges:
  open R-a
tokens:
  start a
  exit g
  spawn g order=1
  car b police
`;
  const street = (cards: string[], map = STREET): Game =>
    scenario({ map, header: 'victory: escape-all', survivors: [{ name: 'Amy', zone: 'a', cards }], choose });
  const noCar = STREET.replace('  car b police\n', '');

  it('a poorly armed Survivor heads for the Police car before the mission goal, and searches it there', () => {
    const g = street(['Pistol']);
    expect(labels(g, goalZones(g, g.survivors[0]))).toEqual(['b']);
    g.decks.equipment = ['Canned Food', 'Shotgun'].reverse().map((n, i) => ({ uid: 900 + i, def: equipmentByName(n)!, loaded: true }));
    expect(turn(g, 0)).toBeNull();
    const held = g.survivors[0]!.slots.filter((c): c is Card => c !== null && c !== 'wounded').map((c) => c.def.name);
    expect(held).toContain('Shotgun'); // drew until a weapon: the Canned Food was discarded
    expect(held).not.toContain('Canned Food');
    expect(g.survivors[0]!.zone).not.toBe(zone(g, 'a')); // after the Search, on toward the exit
  });

  it('with no car near, a room he can walk into; not once he has searched this turn, nor when armed or holding an opener', () => {
    const g = street(['Pistol'], noCar);
    expect(labels(g, goalZones(g, g.survivors[0]))).toEqual(['R']);
    g.survivors[0]!.searched = true;
    g.stats.decisions++; // the board changes between decisions, and greedy reads a Survivor's goals once per decision
    expect(labels(g, goalZones(g, g.survivors[0]))).toEqual(['g']);
    const armed = street(['Shotgun']);
    expect(labels(armed, goalZones(armed, armed.survivors[0]))).toEqual(['g']);
    const opener = street(['Pistol', 'Crowbar']); // he opens the way: the rusher, who searches only for an opener, would wait at the car
    expect(labels(opener, goalZones(opener, opener.survivors[0]))).toEqual(['g']);
  });

  it('not to a car too far, an emptied Pimpmobile, a room behind a closed door, nor while fetching Provisions', () => {
    const far = street(['Pistol'], noCar.replace('open R-a', 'door R-a closed').replace('spawn g order=1', 'spawn g order=1\n  car g police').replace('exit g', 'exit f'));
    expect(labels(far, goalZones(far, far.survivors[0]))).toEqual(['f']); // the car is 6 steps away, the room shut
    const searched = street(['Pistol'], STREET.replace('car b police', 'car b pimpmobile').replace('open R-a', 'door R-a closed'));
    searched.cars[0]!.searched = true; // a Pimpmobile holds one weapon
    expect(labels(searched, goalZones(searched, searched.survivors[0]))).toEqual(['g']);
    const carEscape = scenario({ map: ESCAPE, header: 'cars: drivable\nvictory: car-escape 1', survivors: [{ name: 'Amy', zone: 'c', cards: ['Pistol'] }], choose });
    expect(labels(carEscape, goalZones(carEscape, carEscape.survivors[0]))).toEqual(['E']);
  });
});
