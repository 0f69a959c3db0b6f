import { describe, expect, it } from 'vitest';
import { legalActions, performAction } from '../../../src/games/season1/actions.ts';
import { activate, ALL_TYPES } from '../../../src/games/season1/zombies.ts';
import { spawnStep } from '../../../src/games/season1/spawn.ts';
import { s1MissionFromText } from '../../../src/games/season1/mission.ts';
import { eliminate, startTurn } from '../../../src/games/season1/survivors.ts';
import { equipmentByName } from '../../../src/games/season1/data/equipment.ts';
import type { Card } from '../../../src/games/season1/state.ts';
import { fixDice, scenario, stackZombieDeck, step, zombiesAt, zone, findAction } from './harness.ts';


const STREETS = `grid:
  a b c d e
  F G h I J
edges:
  door G-b closed
  door I-d closed
tokens:
  start a
  exit e
  spawn c order=1
  objective F
  car a police
  car b pimpmobile
`;

describe('cars (rulebook p. 17)', () => {
  it('get in, drive two zones running over every actor with target priority; the driver gets the XP', () => {
    const g = scenario({
      map: STREETS, header: 'cars: drivable',
      survivors: [{ name: 'Phil', zone: 'a' }, { name: 'Amy', zone: 'a' }, { name: 'Josh', zone: 'b' }],
      zombies: { b: '1W 3R', c: '1W 1F 2R' },
    });
    const [phil, amy] = g.survivors;
    startTurn(phil!);
    performAction(g, phil!, legalActions(g, phil!).find((a) => a.type === 'get-in' && a.driver)!);
    startTurn(amy!);
    performAction(g, amy!, legalActions(g, amy!).find((a) => a.type === 'get-in' && !a.driver)!);
    const drive = legalActions(g, phil!).find((a) => a.type === 'drive' && a.path.join() === [zone(g, 'b'), zone(g, 'c')].join())!;
    expect(drive).toBeDefined();
    // a: nobody to hit but the car's own; b: Josh, 1 Walker, 3 Runners (5 dice, 4 hits); c: 1W 1F 2R (4 dice, 3 hits)
    fixDice(g, [6, 6, 6, 6, 1, 5, 5, 5, 1]);
    step(() => performAction(g, phil!, drive));
    expect(g.survivors[2]!.alive).toBe(false); // Josh takes the first 2 hits
    expect(zombiesAt(g, 'b')).toBe('2R');
    expect(zombiesAt(g, 'c')).toBe('2R 1F'); // the Fatty absorbs the rest
    expect(phil!.xp).toBe(3);
    expect([phil!.zone, amy!.zone]).toEqual([zone(g, 'c'), zone(g, 'c')]);
  });

  it('cannot get in with zombies in the zone, nor at all unless the mission lets cars be used (cars: drivable)', () => {
    const g = scenario({ map: STREETS, header: 'cars: drivable', survivors: [{ name: 'Phil', zone: 'a' }], zombies: { a: '1W' } });
    startTurn(g.survivors[0]!);
    expect(findAction(legalActions(g, g.survivors[0]!), 'get-in')).toBeUndefined();
    g.zombies.fill(0);
    expect(findAction(legalActions(g, g.survivors[0]!), 'get-in')).toBeDefined();
    // "Entrare o Uscire da una Vettura (se permesso dallo scenario)": a car that is only searched is not got into.
    const h = scenario({ map: STREETS, survivors: [{ name: 'Phil', zone: 'a' }] });
    startTurn(h.survivors[0]!);
    expect(findAction(legalActions(h, h.survivors[0]!), 'get-in')).toBeUndefined();
    expect(findAction(legalActions(h, h.survivors[0]!), 'search-car')).toBeDefined();
  });

  it('a Pimpmobile gives Ma\'s Shotgun or Evil Twins once; a Police car draws until a weapon', () => {
    const g = scenario({ map: STREETS, survivors: [{ name: 'Doug', zone: 'b' }, { name: 'Ned', zone: 'a' }] });
    const doug = g.survivors[0]!;
    startTurn(doug);
    performAction(g, doug, findAction(legalActions(g, doug), 'search-car')!);
    expect(['Evil Twins', "Ma's Shotgun"]).toContain((doug.slots[0] as Card).def.name);
    doug.searched = false;
    expect(findAction(legalActions(g, doug), 'search-car')).toBeUndefined();
    const ned = g.survivors[1]!;
    startTurn(ned);
    g.decks.equipment = ['Sub MG', 'Water', 'Canned Food'].map((n, i) => ({ uid: 900 + i, def: equipmentByName(n)!, loaded: true }));
    performAction(g, ned, findAction(legalActions(g, ned), 'search-car')!);
    expect((ned.slots[0] as Card).def.name).toBe('Sub MG');
    expect(g.decks.equipmentDiscard.map((c) => c.def.name).sort()).toEqual(['Canned Food', 'Water']);
  });

  it('a Police car search is a Search: Matching set! takes the Dual twin, the free rearrangement follows, and a free Search may be spent on it', () => {
    const kinds: string[] = [];
    const g = scenario({
      map: STREETS, survivors: [{ name: 'Doug', zone: 'a', cards: ['Pistol'] }, { name: 'Ned', zone: 'a' }],
      choose: (_v, d) => {
        kinds.push(d.kind);
        return d.kind === 'place-card' ? (d.options as { discards: string | null }[]).findIndex((p) => p.discards === null) : 0;
      },
    });
    const doug = g.survivors[0]!;
    startTurn(doug);
    g.decks.equipment = ['Sub MG', 'Water', 'Sub MG'].map((n, i) => ({ uid: 900 + i, def: equipmentByName(n)!, loaded: true }));
    performAction(g, doug, findAction(legalActions(g, doug), 'search-car')!);
    const names = doug.slots.map((c) => (c && c !== 'wounded' ? c.def.name : c));
    expect(names.filter((n) => n === 'Sub MG').length).toBe(2); // Matching set!: the second Sub MG from the deck
    expect(kinds).toContain('arrange'); // the free rearrangement after a Search
    // No Action left but a free Search: the Police car may still be searched (once a turn, as any Search).
    const ned = g.survivors[1]!;
    startTurn(ned);
    ned.actions = 0;
    ned.freeSearch = 1;
    expect(findAction(legalActions(g, ned), 'search-car')).toBeDefined();
    expect(findAction(legalActions(g, ned), 'get-in')).toBeUndefined();
    g.decks.equipment = [{ uid: 950, def: equipmentByName('Pistol')!, loaded: true }];
    performAction(g, ned, findAction(legalActions(g, ned), 'search-car')!);
    expect(ned.freeSearch).toBe(0);
    expect(findAction(legalActions(g, ned), 'search-car')).toBeUndefined();
  });

  it('car-escape: the car reaching the exit with everyone aboard and enough Provisions wins', () => {
    const g = scenario({
      map: STREETS, header: 'cars: drivable\nvictory: car-escape 1',
      survivors: [{ name: 'Phil', zone: 'c', cards: ['Water'] }],
    });
    g.cars[0]!.zone = zone(g, 'c');
    const phil = g.survivors[0]!;
    startTurn(phil);
    performAction(g, phil, findAction(legalActions(g, phil), 'load')!);
    performAction(g, phil, legalActions(g, phil).find((a) => a.type === 'get-in' && a.driver)!);
    const over = step(() => performAction(g, phil, legalActions(g, phil).find((a) => a.type === 'drive' && a.path.at(-1) === zone(g, 'e'))!));
    expect(over?.outcome).toBe('win');
  });

  it('with two cars in the zone, a Provision goes under the car chosen, and comes back from it', () => {
    const g = scenario({
      map: STREETS, header: 'cars: drivable\nvictory: car-escape 2',
      survivors: [{ name: 'Phil', zone: 'c', cards: ['Water', 'Canned Food'] }],
    });
    g.cars[0]!.zone = zone(g, 'c');
    g.cars[1]!.zone = zone(g, 'c');
    const phil = g.survivors[0]!;
    startTurn(phil);
    const loads = legalActions(g, phil).filter((a) => a.type === 'load');
    expect(loads.map((a) => a.type === 'load' && a.car).sort()).toEqual([0, 0, 1, 1]);
    performAction(g, phil, loads.find((a) => a.type === 'load' && a.car === 1)!);
    expect([g.cars[0]!.provisions.length, g.cars[1]!.provisions.length]).toEqual([0, 1]);
    const unload = legalActions(g, phil).filter((a) => a.type === 'unload');
    expect(unload.map((a) => a.type === 'unload' && a.car)).toEqual([1]);
    performAction(g, phil, unload[0]!);
    expect(g.cars[1]!.provisions.length).toBe(0);
  });

  it('car-escape with a team larger than a car: each car leaves with its occupants once everyone is aboard a car; the last one out wins', () => {
    const names = ['Amy', 'Doug', 'Josh', 'Ned', 'Phil'];
    const g = scenario({
      map: STREETS, header: 'cars: drivable\nvictory: car-escape 2',
      survivors: names.map((name) => ({ name, zone: 'd' })),
    });
    const [police, pimp] = [g.cars[0]!, g.cars[1]!];
    police.zone = pimp.zone = zone(g, 'd');
    police.provisions.push(...['Water', 'Canned Food'].map((n, i) => ({ uid: 900 + i, def: equipmentByName(n)!, loaded: true })));
    const board = (i: number, car: number, driver: boolean): void => {
      startTurn(g.survivors[i]!);
      performAction(g, g.survivors[i]!, legalActions(g, g.survivors[i]!).find((a) => a.type === 'get-in' && a.car === car && a.driver === driver)!);
    };
    [0, 1, 2, 3].forEach((i) => board(i, 0, i === 0));
    const out = (i: number) => legalActions(g, g.survivors[i]!).find((a) => a.type === 'drive' && a.path.at(-1) === zone(g, 'e'))!;
    // Phil is on the board and in no car: the police car reaches the exit and stays there.
    expect(step(() => performAction(g, g.survivors[0]!, out(0)))).toBeNull();
    expect(police.zone).toBe(zone(g, 'e'));
    expect(g.survivors.slice(0, 4).every((s) => !s.left && s.zone === zone(g, 'e'))).toBe(true);
    // Back to d; with Phil aboard the Pimpmobile the police car leaves through the exit with its four and the Provisions.
    performAction(g, g.survivors[0]!, legalActions(g, g.survivors[0]!).find((a) => a.type === 'drive' && a.path.at(-1) === zone(g, 'd'))!);
    board(4, 1, true);
    startTurn(g.survivors[0]!);
    expect(step(() => performAction(g, g.survivors[0]!, out(0)))).toBeNull();
    expect(police.zone).toBe(-1);
    expect(g.survivors.slice(0, 4).every((s) => s.left && s.zone === -1 && s.car === -1)).toBe(true);
    expect(police.seats).toEqual([-1, -1, -1, -1]);
    const over = step(() => performAction(g, g.survivors[4]!, out(4)));
    expect(over?.outcome).toBe('win');
  });

  it('car-escape: cars that take everyone out with too few Provisions under them lose', () => {
    const g = scenario({
      map: STREETS, header: 'cars: drivable\nvictory: car-escape 2',
      survivors: [{ name: 'Amy', zone: 'd' }, { name: 'Ned', zone: 'd' }],
    });
    const [police, pimp] = [g.cars[0]!, g.cars[1]!];
    police.zone = pimp.zone = zone(g, 'd');
    pimp.provisions.push(...['Water', 'Canned Food'].map((n, i) => ({ uid: 900 + i, def: equipmentByName(n)!, loaded: true })));
    for (const [i, car] of [[0, 0], [1, 1]] as const) {
      startTurn(g.survivors[i]!);
      performAction(g, g.survivors[i]!, legalActions(g, g.survivors[i]!).find((a) => a.type === 'get-in' && a.car === car && a.driver)!);
    }
    const out = (i: number) => legalActions(g, g.survivors[i]!).find((a) => a.type === 'drive' && a.path.at(-1) === zone(g, 'e'))!;
    expect(step(() => performAction(g, g.survivors[0]!, out(0)))).toBeNull(); // the empty police car leaves with Amy
    expect(g.survivors[0]!.left).toBe(true);
    const over = step(() => eliminate(g, g.survivors[1]!, 'a zombie')); // nobody is left to drive the Provisions out
    expect(over).toEqual({ outcome: 'loss', cause: 'the survivors who left could not win' });
  });
});

describe('mission rules (digest §15)', () => {
  it('objectives then escape-with: Leave is offered in the exit only after the objectives, and escaping with the cards wins', () => {
    const g = scenario({ map: STREETS, header: 'victory: objectives then escape-with Water', survivors: [{ name: 'Amy', zone: 'e', cards: ['Water'] }, { name: 'Ned', zone: 'F' }] });
    startTurn(g.survivors[0]!);
    expect(findAction(legalActions(g, g.survivors[0]!), 'leave')).toBeUndefined();
    startTurn(g.survivors[1]!);
    performAction(g, g.survivors[1]!, findAction(legalActions(g, g.survivors[1]!), 'take-objective')!);
    expect(g.victoryStep).toBe(1);
    const over = step(() => performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'leave')!));
    expect(over?.outcome).toBe('win');
  });

  it('escape-all wins when the last Survivor on the board dies after the others left', () => {
    const g = scenario({ map: STREETS, header: 'victory: escape-all', survivors: [{ name: 'Amy', zone: 'e' }, { name: 'Ned', zone: 'c' }], zombies: { c: '2W' } });
    startTurn(g.survivors[0]!);
    performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'leave')!);
    const over = step(() => activate(g, ALL_TYPES, 0));
    expect(over?.outcome).toBe('win');
  });

  it('a coloured objective unlocks its doors and wakes its spawn zone; neutral hidden tokens are shuffled', () => {
    const map = `grid:
  a b c
  D e F
edges:
  door D-a locked:blue
  door F-c closed
tokens:
  start b
  spawn e order=1
  spawn c order=2 colour=blue inactive
  objective F colour=blue
  objective D
`;
    const g = scenario({ map, survivors: [{ name: 'Amy', zone: 'F' }, { name: 'Ned', zone: 'a', cards: ['Crowbar'] }] });
    startTurn(g.survivors[1]!);
    expect(findAction(legalActions(g, g.survivors[1]!), 'open-door')).toBeUndefined();
    stackZombieDeck(g, [2]);
    spawnStep(g);
    expect(zombiesAt(g, 'c')).toBe('');
    startTurn(g.survivors[0]!);
    performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'take-objective')!);
    expect(findAction(legalActions(g, g.survivors[1]!), 'open-door')).toBeDefined();
    stackZombieDeck(g, [2, 2]);
    spawnStep(g);
    expect(zombiesAt(g, 'c')).toBe('1W');
  });

  it('zombie exits remove zombies for good and lose the game at the limit', () => {
    // Amy is out of sight in F; the exit's 7 permanent noise tokens draw the zombies.
    const g = scenario({ map: STREETS, header: 'zombie-exits: e\nzombie-escape-loss: 3', survivors: [{ name: 'Amy', zone: 'F' }], zombies: { d: '2W' } });
    g.permanentNoise[zone(g, 'e')] = 7;
    activate(g, ALL_TYPES, 0);
    expect(zombiesAt(g, 'e')).toBe('');
    expect(g.zombiesEscaped).toBe(2);
    expect(g.setAside[0]).toBe(2);
    g.zombies[zone(g, 'd') * 4] = 1;
    g.onBoard[0]! += 1;
    expect(step(() => activate(g, ALL_TYPES, 0))?.cause).toBe('zombies escaped');
  });

  it('neutralize-spawns: 1 Action in an empty spawn zone stops it spawning', () => {
    const g = scenario({ map: STREETS, header: 'victory: neutralize-spawns', survivors: [{ name: 'Amy', zone: 'c' }] });
    startTurn(g.survivors[0]!);
    const over = step(() => performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'neutralize')!));
    expect(over?.outcome).toBe('win');
  });

  it('combined doors open every door of the building; walkers in every room at setup', () => {
    const map = `grid:
  a b c
  D D F
edges:
  door D-a closed
  door D-b closed
  door F-c closed
tokens:
  start c
  spawn a order=1
  objective F
`;
    const g = scenario({ map, header: 'combined-doors: yes', survivors: [{ name: 'Ned', zone: 'a', cards: ['Crowbar'] }] });
    stackZombieDeck(g, [2, 2]);
    startTurn(g.survivors[0]!);
    performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'open-door')!);
    expect([...g.doorOpen]).toEqual([1, 1, 0]);
  });

  it('recruits a random new Survivor on a neutral objective (Mission 09)', () => {
    const g = scenario({ map: STREETS, header: 'players: 1\nrecruit: neutral-objectives\nvictory: objectives then leave-start 2', survivors: [{ name: 'Amy', zone: 'F' }] });
    startTurn(g.survivors[0]!);
    step(() => performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'take-objective')!));
    expect(g.survivors.length).toBe(2);
    expect(g.survivors[1]!.zone).toBe(zone(g, 'F'));
    expect(g.survivors[1]!.slots.every((c) => c === null)).toBe(true);
  });

  it('no Search in the Starting Zone when the mission forbids it', () => {
    const map = STREETS.replace('start a', 'start F');
    const g = scenario({ map, header: 'no-search-in-start: yes', survivors: [{ name: 'Ned', zone: 'F' }] });
    startTurn(g.survivors[0]!);
    expect(findAction(legalActions(g, g.survivors[0]!), 'search')).toBeUndefined();
  });

  it('--rule refuses the keys that describe the map itself (tiles, size, tile-size), naming the flag', () => {
    const text = `zmap 1\ngame: season1\n${STREETS}`;
    for (const key of ['tiles', 'size', 'tile-size']) {
      expect(() => s1MissionFromText(text, 'm.zmap', { [key]: '5' })).toThrow(new RegExp(`^--rule ${key}=5: "${key}" describes the map itself`));
    }
    expect(s1MissionFromText(text, 'm.zmap', { 'objective-xp': '5' }).objectiveXp).toBe(5);
  });

  it('cards 4 and 16 spawn 2 Walkers at Blue, as printed; zombie-card-source: landraille selects the 1-Walker reading', () => {
    for (const [header, expected] of [['', '2W'], ['zombie-card-source: zzorba', '2W'], ['zombie-card-source: landraille', '1W']] as const) {
      for (const card of [4, 16]) {
        const g = scenario({ map: STREETS, header, survivors: [{ name: 'Amy', zone: 'a' }] });
        stackZombieDeck(g, [card]);
        spawnStep(g);
        expect(zombiesAt(g, 'c'), `${header || 'default'}, card ${card}`).toBe(expected);
      }
    }
  });
});
