import { describe, expect, it } from 'vitest';
import { place, resolveZombieCard, spawnStep } from '../../../src/games/season1/spawn.ts';
import { legalActions, performAction } from '../../../src/games/season1/actions.ts';
import { ABOMINATION, FATTY, WALKER } from '../../../src/games/season1/zombie-types.ts';
import { scenario, stackZombieDeck, step, zombiesAt, zone } from './harness.ts';

const MAP = `grid:
  a b c | m n o
  P Q r | S t U
edges:
  open P-Q
  door Q-b closed
  door S-m closed
tokens:
  start a
  spawn c order=1
  spawn o order=2
  objective U
  manhole t
`;

describe('spawning (rulebook p. 13)', () => {
  it('reads the card at the highest Danger Level among living Survivors (Wanda 5 XP, Doug 12 XP: Yellow)', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Wanda', zone: 'a', xp: 5 }, { name: 'Doug', zone: 'a', xp: 12, level: 1 }] });
    stackZombieDeck(g, [1, 1]);
    spawnStep(g);
    expect(zombiesAt(g, 'c')).toBe('2R'); // card 1, Yellow row: 2 Runners
    expect(zombiesAt(g, 'o')).toBe('2R');
    g.survivors[1]!.alive = false; // the most experienced dies: back to Blue, card 1 Blue is "nothing"
    stackZombieDeck(g, [1, 1]);
    spawnStep(g);
    expect(zombiesAt(g, 'c')).toBe('2R');
  });

  it('draws in the fixed spawn order', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }] });
    stackZombieDeck(g, [2, 12]); // Blue: 1 Walker, then 1 Fatty
    spawnStep(g);
    expect(zombiesAt(g, 'c')).toBe('1W');
    expect(zombiesAt(g, 'o')).toBe('2W 1F'); // a Fatty brings 2 Walkers
  });

  it('replaces a second Abomination with a Fatty and its Walkers', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }], zombies: { n: '1A' } });
    place(g, zone(g, 'c'), ABOMINATION, 1, 0);
    expect(zombiesAt(g, 'c')).toBe('2W 1F');
    expect(g.onBoard[ABOMINATION]).toBe(1);
  });

  it('places what is left when miniatures run out, then activates that type', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }], zombies: { o: '39W' } });
    place(g, zone(g, 'c'), WALKER, 3, 0);
    expect(g.onBoard[WALKER]).toBe(40);
    expect(zombiesAt(g, 'c')).toBe(''); // the placed Walker acted at once: c sees Amy down the street
    expect(zombiesAt(g, 'b')).toBe('1W');
  });

  it('each Fatty that enters play brings its 2 Walkers: a Fatty the supply lacks brings none', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }], zombies: { U: '7F' } });
    place(g, zone(g, 'c'), FATTY, 2, 0); // one Fatty left in the box (the Fatties then get an extra activation)
    expect(g.onBoard[FATTY]).toBe(8);
    expect(g.onBoard[WALKER]).toBe(2);
    place(g, zone(g, 'n'), FATTY, 1, 0); // none left: no Fatty, no escort (the Fatties get an extra activation)
    expect(g.onBoard[WALKER]).toBe(2);
    expect(g.onBoard[FATTY]).toBe(8);
  });

  it('a manhole card fills every manhole first, then gives one extra activation when the supply runs short', () => {
    const map = MAP.replace('  manhole t', '  manhole t\n  manhole b');
    const g = scenario({ map, survivors: [{ name: 'Amy', zone: 'a' }, { name: 'Ned', zone: 'm' }], zombies: { o: '40W' } });
    resolveZombieCard(g, 41, zone(g, 'c'), 0); // Blue: 1 Walker at each manhole; the box is empty at both
    expect(zombiesAt(g, 'n')).toBe('40W'); // one activation: o -> n toward Ned, in sight down the street (two: on to m)
    expect(zombiesAt(g, 'm')).toBe('');
  });

  it('has no effect at Blue for Extra Activation cards', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }], zombies: { b: '1W' } });
    stackZombieDeck(g, [37, 37]);
    spawnStep(g);
    expect(zombiesAt(g, 'b')).toBe('1W');
    g.survivors[0]!.level = 1;
    stackZombieDeck(g, [37, 37]);
    step(() => spawnStep(g));
    expect(zombiesAt(g, 'b')).toBe(''); // two extra Walker activations: it reached Amy, then attacked
    expect(g.survivors[0]!.wounds).toBe(1);
  });

  it('spawns at manholes only on tiles where a Survivor stands', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }] });
    stackZombieDeck(g, [41, 2]);
    spawnStep(g);
    expect(zombiesAt(g, 't')).toBe('');
    g.survivors[0]!.zone = zone(g, 'm');
    stackZombieDeck(g, [41, 2]);
    spawnStep(g);
    expect(zombiesAt(g, 't')).toBe('1W');
  });

  it('on a map of 5x5-cell tiles, spawns at the manholes of the tiles the Survivors stand on', () => {
    // Two 1B faces side by side (missions/season1/tiles/1B.ztile): tile A is columns 0-4, tile B columns 5-9.
    // Each has its manhole in its north street (A: s2, B: s4); s3 is the street corner across the seam (both tiles).
    const map = 'tiles: 1B@0 1B@0\ntokens:\n  start s1\n  spawn s1 order=1\n  objective B3\n';
    const manholeSpawns = (where: string) => {
      const g = scenario({ map, survivors: [{ name: 'Amy', zone: where }] });
      expect(g.mission.map.tileSize).toBe(5);
      stackZombieDeck(g, [41]);
      spawnStep(g);
      return [zombiesAt(g, 's2'), zombiesAt(g, 's4')];
    };
    expect(manholeSpawns('A1')).toEqual(['1W', '']);
    expect(manholeSpawns('B1')).toEqual(['', '1W']); // with 3x3 tiles, B1 (columns 5-8) would share a tile with s2
    expect(manholeSpawns('s3')).toEqual(['1W', '1W']);
    expect(manholeSpawns('B2')).toEqual(['', '1W']);
  });

  it('spawns in every room of a building when its first door opens, and never again', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'b', cards: ['Crowbar'] }] });
    stackZombieDeck(g, [2, 12, 2, 2]);
    const amy = g.survivors[0]!;
    amy.actions = 3;
    const open = legalActions(g, amy).find((a) => a.type === 'open-door')!;
    performAction(g, amy, open);
    expect(zombiesAt(g, 'P')).toBe('1W'); // card 2 Blue
    expect(zombiesAt(g, 'Q')).toBe('2W 1F'); // card 12 Blue: a Fatty and its Walkers
    expect(g.noise[zone(g, 'b')]).toBe(0); // the Crowbar opens silently
    expect(amy.actions).toBe(2);
    // closing and reopening (Lock it down) does not spawn again
    g.doorOpen[0] = 0;
    performAction(g, amy, open);
    expect(g.onBoard[WALKER]! + g.onBoard[FATTY]!).toBe(4);
  });
});
