import { describe, expect, it } from 'vitest';
import { type Action, legalActions, performAction } from '../../../src/games/season1/actions.ts';
import type { Game } from '../../../src/games/season1/state.ts';
import { gainXp } from '../../../src/games/season1/survivors.ts';
import { baseScore, defaultChoice } from '../../../src/games/season1/strategy-kit.ts';
import { type Placed, scenario, zone } from './harness.ts';

/** A lane a-b-c-d-e with objectives at both ends, and a one-room building F behind a closed door from c. */
const LANE = `grid:
  a b c d e
  . . F . .
edges:
  door F-c closed
tokens:
  start c
  spawn e order=1
  objective a
  objective e
`;

const at = (survivor: Placed, zombies: Record<string, string> = {}, map = LANE): Game => scenario({ map, survivors: [survivor], zombies });

/** Greedy's score of survivor 0's first legal action that `pick` accepts, with a full turn of Actions. */
function score(g: Game, pick: (a: Action) => boolean): number {
  const s = g.survivors[0]!;
  s.actions = 3;
  const a = legalActions(g, s).find(pick);
  if (!a) throw new Error('no such action');
  return baseScore(g, s, a);
}

const moveTo = (g: Game, label: string) => (a: Action) => a.type === 'move' && a.to === zone(g, label);
const attackWith = (weapon: string) => (a: Action) => a.type === 'attack' && a.attack.weapon === weapon;

describe("Season 1 greedy's score", () => {
  it('does not swing a Damage 1 weapon at a lone Fatty, and takes the Fire Axe to it', () => {
    const g = at({ name: 'Phil', zone: 'b', cards: ['Crowbar', 'Fire Axe'] }, { b: '1F' });
    expect(score(g, attackWith('Crowbar'))).toBeLessThan(score(g, (a) => a.type === 'end-turn'));
    expect(score(g, attackWith('Fire Axe'))).toBeGreaterThan(score(g, (a) => a.type === 'end-turn'));
  });

  it('shoots with the weapon that kills more: the Sawed-Off rather than the Pistol at two Walkers', () => {
    const g = at({ name: 'Phil', zone: 'b', cards: ['Pistol', 'Sawed-Off'] }, { c: '2W' });
    expect(score(g, attackWith('Sawed-Off'))).toBeGreaterThan(score(g, attackWith('Pistol')));
  });

  it('never throws a Molotov at its own zone (it would burn with the zombies)', () => {
    const g = at({ name: 'Phil', zone: 'b', cards: ['Molotov'] }, { b: '3W' });
    expect(score(g, (a) => a.type === 'attack' && a.attack.zone === zone(g, 'b'))).toBeLessThan(0);
  });

  it('walks toward the nearest goal, not away from it toward a farther one', () => {
    const g = at({ name: 'Amy', zone: 'b' });
    expect(score(g, moveTo(g, 'a'))).toBeGreaterThan(0);
    expect(score(g, moveTo(g, 'c'))).toBeLessThan(0);
  });

  it('steps out of a zombie zone toward the goal, not away from it', () => {
    // Amy on c with a Walker and only a Pan: both b and d are empty; the nearer objective is e (2 steps) via d.
    const g = at({ name: 'Amy', zone: 'c', cards: ['Pan'] }, { c: '1W' });
    g.objectiveTaken[0] = 1;
    expect(score(g, moveTo(g, 'd'))).toBeGreaterThan(score(g, moveTo(g, 'b')));
  });

  it('walks into zombies only with the weapons to fight them', () => {
    const weak = at({ name: 'Wanda', zone: 'c', cards: ['Pan'] }, { b: '3W' });
    expect(score(weak, moveTo(weak, 'b'))).toBeLessThan(0);
    const armed = at({ name: 'Wanda', zone: 'c', cards: ['Fire Axe'] }, { b: '1W' });
    expect(score(armed, moveTo(armed, 'b'))).toBeGreaterThan(0);
  });

  it('opens no door off the way to the goals (every room of a building spawns zombies)', () => {
    const g = at({ name: 'Josh', zone: 'c', cards: ['Crowbar'] });
    expect(score(g, (a) => a.type === 'open-door')).toBeLessThan(0);
  });

  it('walks round a building with no goal inside rather than open it as a shortcut (every room of it would spawn)', () => {
    const shortcut = (objective: string, victory = 'escape-all'): Game => scenario({
      map: `grid:
  a b c d
  E F G e
  h i j k
edges:
  open E-F
  open F-G
  door E-a closed
  door E-h closed
tokens:
  start a
  exit h
  spawn d order=1
${objective}`,
      header: `victory: ${victory}`,
      survivors: [{ name: 'Josh', zone: 'a', cards: ['Crowbar'] }],
    });
    const g = shortcut('');
    expect(score(g, (a) => a.type === 'open-door')).toBeLessThan(0);
    expect(score(g, moveTo(g, 'b'))).toBeGreaterThan(0);
    const inside = shortcut('  objective G', 'objectives then escape-all');
    expect(score(inside, (a) => a.type === 'open-door')).toBeGreaterThan(score(inside, moveTo(inside, 'b')));
  });

  it('leaves an objective the victory does not need (escape-all) for the exit, unless it may unlock a door', () => {
    const lane = (objective: string): Game => scenario({
      map: `grid:
  a b c d e
tokens:
  start b
  exit e
  spawn e order=1
  ${objective}`,
      header: 'victory: escape-all',
      survivors: [{ name: 'Amy', zone: 'b' }],
    });
    const plain = lane('objective a');
    expect(score(plain, moveTo(plain, 'c'))).toBeGreaterThan(0);
    expect(score(plain, moveTo(plain, 'a'))).toBeLessThan(0);
    const key = lane('objective a colour=blue');
    expect(score(key, moveTo(key, 'a'))).toBeGreaterThan(0);
  });

  it('opens the way to its goal before searching the Police car when armed and holding an opener; searches it first otherwise', () => {
    // The Police car at c, the objective in the building F behind a closed door from c.
    const POLICE = `grid:\n  a b c d e\n  . . F . .\nedges:\n  door F-c closed\ntokens:\n  start c\n  spawn e order=1\n  objective F\n  car c police\n`;
    const first = (cards: string[]) => {
      const g = at({ name: 'Phil', zone: 'c', cards }, {}, POLICE);
      return score(g, (a) => a.type === 'open-door') > score(g, (a) => a.type === 'search-car') ? 'door' : 'search';
    };
    expect(first(['Fire Axe', 'Shotgun'])).toBe('door');
    expect(first(['Crowbar', 'Pan'])).toBe('search');
  });

  it('holds weapons rather than items: a Pan beats two cans of food in hand', () => {
    const g = at({ name: 'Ned', zone: 'c', cards: ['Canned Food', 'Water', 'Pan'] });
    expect(score(g, (a) => a.type === 'reorganize')).toBeGreaterThan(0);
    const s = g.survivors[0]!;
    const pan = s.slots[2] as { uid: number };
    const options = [{ hands: [s.slots[0], s.slots[1]].map((c) => (c as { uid: number }).uid) }, { hands: [pan.uid, (s.slots[1] as { uid: number }).uid] }];
    expect(defaultChoice(g, { kind: 'arrange', survivor: 0, options })).toBe(1);
  });
});

describe("Season 1 greedy's drive-bys (a car runs over the zones it drives through)", () => {
  /** The lane with a police car in c, drivable. */
  const drivable = (survivors: Placed[], zombies: Record<string, string>): Game =>
    scenario({ map: LANE.replace('objective e', 'objective e\n  car c police'), header: 'cars: drivable', survivors, zombies });
  const driveTo = (g: Game, ...labels: string[]) => (a: Action) =>
    a.type === 'drive' && a.path.length === labels.length && a.path.every((z, i) => z === zone(g, labels[i]!));

  it('gets in as the driver where a drive would run over zombies, drives through them, and gets out when none is left in reach', () => {
    const g = drivable([{ name: 'Ned', zone: 'c' }], { e: '4W' });
    expect(score(g, (a) => a.type === 'get-in' && a.driver)).toBe(250);
    expect(score(g, (a) => a.type === 'get-in' && !a.driver)).toBe(-150);
    const ned = g.survivors[0]!;
    g.cars[0]!.seats[0] = 0;
    ned.car = 0;
    // Two zones on to e runs over four Walkers (2 kills expected of 4 dice at 4+); stopping in d runs over nothing.
    expect(score(g, driveTo(g, 'd', 'e'))).toBeGreaterThan(score(g, (a) => a.type === 'end-turn'));
    expect(score(g, driveTo(g, 'd'))).toBe(-150);
    expect(score(g, driveTo(g, 'd', 'e'))).toBeGreaterThan(score(g, driveTo(g, 'd', 'c')));
    expect(score(g, (a) => a.type === 'get-out')).toBe(-150);
    g.zombies.fill(0);
    expect(score(g, (a) => a.type === 'get-out')).toBe(150);
  });

  it('never drives over a friend standing outside the car (he would be hit first)', () => {
    const g = drivable([{ name: 'Ned', zone: 'c' }, { name: 'Amy', zone: 'e' }], { e: '4W' });
    g.cars[0]!.seats[0] = 0;
    g.survivors[0]!.car = 0;
    expect(score(g, driveTo(g, 'd', 'e'))).toBe(-100);
  });
});

describe("Season 1 greedy's skill at Orange", () => {
  /** Wanda one XP short of Orange with `cards`, greedy answering the rules' decisions; her skills after one more XP. */
  const orangeSkill = (cards: string[]): string => {
    const g = scenario({ map: LANE, survivors: [{ name: 'Wanda', zone: 'c', cards, xp: 18, level: 1 }], choose: defaultChoice });
    gainXp(g, g.survivors[0]!, 1);
    return g.survivors[0]!.skills.at(-1)!;
  };

  it('takes the bonus for the weapons it fights with: +1 to melee rolls with a Fire Axe, Slippery with only a Pistol', () => {
    expect(orangeSkill(['Fire Axe'])).toBe('+1 to dice roll: Melee');
    expect(orangeSkill(['Pistol'])).toBe('Slippery');
  });
});

describe('Season 1 greedy trades', () => {
  /** Wanda carrying three weapons beside Phil with a Pan, `zombies` in their zone; greedy answers the rules' decisions. */
  const pair = (wanda: string[], phil: string[], zombies: Record<string, string> = {}, header?: string): Game =>
    scenario({ map: LANE, header, survivors: [{ name: 'Wanda', zone: 'b', cards: wanda }, { name: 'Phil', zone: 'b', cards: phil }], zombies, choose: defaultChoice });
  const isTrade = (a: Action) => a.type === 'trade';
  const hands = (g: Game, i: number) => g.survivors[i]!.slots.slice(0, 2).map((c) => (c && typeof c === 'object' ? c.def.name : null));

  it('hands the weapon its third best over to a friend who fights with a Pan, before walking on', () => {
    const g = pair(['Fire Axe', 'Shotgun', 'Crowbar'], ['Pan']);
    expect(score(g, isTrade)).toBeGreaterThan(score(g, moveTo(g, 'a')));
    const s = g.survivors[0]!;
    performAction(g, s, legalActions(g, s).find(isTrade)!);
    // Every weapon now in a Hand: the Shotgun and an opener with Wanda, the other opener with Phil.
    expect([...hands(g, 0), ...hands(g, 1)].sort()).toEqual(['Crowbar', 'Fire Axe', 'Pan', 'Shotgun']);
    expect(hands(g, 0)).toContain('Shotgun');
  });

  it('does not trade when no exchange arms anyone better, with zombies in the zone, or on the way to a Danger Level', () => {
    // A danger step's kills are the XP carrier's; better-armed friends would take them (the 24hrs Race lost 390 → 342 of 10,000).
    expect(score(pair(['Fire Axe', 'Shotgun', 'Crowbar'], ['Pan'], {}, 'victory: danger red'), isTrade)).toBeLessThan(0);
    expect(score(pair(['Fire Axe', 'Shotgun'], ['Pan']), isTrade)).toBeLessThan(0);
    expect(score(pair(['Fire Axe', 'Shotgun', 'Crowbar'], ['Pan'], { b: '1W' }), isTrade)).toBeLessThan(0);
  });
});
