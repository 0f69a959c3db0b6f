import { describe, expect, it } from 'vitest';
import { activate, zombiesPhase, ALL_TYPES } from '../../../src/games/season1/zombies.ts';
import { FATTY, RUNNER, WALKER } from '../../../src/games/season1/zombie-types.ts';
import { scenario, step, zombiesAt, zone } from './harness.ts';

// A ring of streets round a closed room X: from z, the survivor in t is 4 steps away either way.
const RING = `grid:
  a u b
  z X t
  c d e
tokens:
  start t
  spawn a order=1
  objective X
`;

describe('zombie movement (rulebook p. 12)', () => {
  it('splits 4 Walkers + 1 Fatty + 3 Runners over two equal paths, adding a Fatty and a Runner (worked example)', () => {
    const g = scenario({ map: RING, survivors: [{ name: 'Amy', zone: 't' }], zombies: { z: '4W 1F 3R' } });
    activate(g, ALL_TYPES, 0);
    expect(zombiesAt(g, 'a')).toBe('2W 2R 1F');
    expect(zombiesAt(g, 'c')).toBe('2W 2R 1F');
    expect(zombiesAt(g, 'z')).toBe('');
    // one Fatty and one Runner came from the supply; the added Fatty brought no Walkers
    expect(g.onBoard[FATTY]).toBe(2);
    expect(g.onBoard[RUNNER]).toBe(4);
    expect(g.onBoard[WALKER]).toBe(4);
  });

  it('moves toward visible survivors before noise, along the shortest open path', () => {
    const map = `grid:
  a b c d
tokens:
  start d
  spawn a order=1
  objective a
  noise a 5
`;
    // b sees Amy in d down the street; the 5 permanent noise in a is ignored while a survivor is in sight.
    const g = scenario({ map, survivors: [{ name: 'Amy', zone: 'd' }], zombies: { b: '1W' } });
    activate(g, ALL_TYPES, 0);
    expect(zombiesAt(g, 'c')).toBe('1W');
  });

  it('goes for the noisiest visible zone, whatever the distance', () => {
    const map = `grid:
  a b c d e
tokens:
  start a
  spawn c order=1
  objective a
`;
    const g = scenario({ map, survivors: [{ name: 'Amy', zone: 'b' }, { name: 'Doug', zone: 'e' }, { name: 'Josh', zone: 'e' }], zombies: { c: '1W' } });
    activate(g, ALL_TYPES, 0);
    expect(zombiesAt(g, 'd')).toBe('1W');
  });

  it('with no path to the noise, heads for it as if doors were open but stops at a closed door', () => {
    const map = `grid:
  A b c
edges:
  door A-b closed
tokens:
  start c
  spawn c order=1
  objective A
`;
    const g = scenario({ map, survivors: [{ name: 'Amy', zone: 'c' }], zombies: { A: '2W' } });
    activate(g, ALL_TYPES, 0);
    expect(zombiesAt(g, 'A')).toBe('2W');
    g.doorOpen[0] = 1;
    g.view = g.graph.view(g.doorOpen);
    activate(g, ALL_TYPES, 0);
    expect(zombiesAt(g, 'b')).toBe('2W');
  });

  it('with no path to the noise, a way through a closed door counts in the split unless the mission says closed-door-split: ignore', () => {
    // From X, Amy in t is two steps away either way: through the closed door to s, or through Y and its closed door.
    const map = `grid:\n  s  t\n  X  Y\nedges:\n  door X-s closed\n  open X-Y\n  door Y-t closed\ntokens:\n  start t\n  spawn s order=1\n  objective X\n`;
    const play = (header: string) => {
      const g = scenario({ map, header, survivors: [{ name: 'Amy', zone: 't' }], zombies: { X: '1W' } });
      activate(g, ALL_TYPES, 0);
      return { X: zombiesAt(g, 'X'), Y: zombiesAt(g, 'Y'), walkers: g.onBoard[WALKER] };
    };
    // Counted (the default): the Walker's branch toward the door gets its share and a balancing Walker, which stops.
    expect(play('')).toEqual({ X: '1W', Y: '1W', walkers: 2 });
    expect(play('closed-door-split: count')).toEqual(play(''));
    expect(play('closed-door-split: ignore')).toEqual({ X: '', Y: '1W', walkers: 1 });
  });

  it('never splits the Abomination: the players choose its path', () => {
    let asked = 0;
    const g = scenario({
      map: RING, survivors: [{ name: 'Amy', zone: 't' }], zombies: { z: '1A' },
      choose: (_v, d) => {
        if (d.kind === 'abomination-path') asked++;
        return d.kind === 'abomination-path' ? 1 : 0;
      },
    });
    activate(g, ALL_TYPES, 0);
    expect(asked).toBe(1);
    expect(zombiesAt(g, 'c')).toBe('1A');
    expect(zombiesAt(g, 'a')).toBe('');
  });

  it('gives every zombie of a type an extra activation when a split runs out of miniatures', () => {
    const g = scenario({ map: RING, survivors: [{ name: 'Amy', zone: 't' }], zombies: { z: '1F', d: '7F' } });
    // 8 Fatties on the board: the split at z needs a 9th, so the lone Fatty goes to a (first branch)
    // and every Fatty then acts again: z's Fatty a -> u, the 7 from d reach e and then t.
    activate(g, 1 << FATTY, 0);
    expect([zombiesAt(g, 'a'), zombiesAt(g, 'c'), zombiesAt(g, 'u')]).toEqual(['', '', '1F']);
    expect(zombiesAt(g, 't')).toBe('7F');
    expect(g.onBoard[FATTY]).toBe(8);
  });
});

describe('attacks and Runners (rulebook p. 13)', () => {
  const LINE = `grid:
  a b c d
tokens:
  start a
  spawn d order=1
  objective d
`;

  it('example 1: 3 Runners and a Fatty move in, then the Runners attack with their second Action', () => {
    const g = scenario({ map: LINE, survivors: [{ name: 'Amy', zone: 'a' }, { name: 'Doug', zone: 'd' }], zombies: { b: '3R 1F' } });
    g.view.visible; // Amy in a is seen from b; Doug in d is seen too but a is first in id order only on a tie of noise
    g.noise[zone(g, 'a')] = 1; // Amy's zone is the noisiest
    const over = step(() => zombiesPhase(g));
    expect(over).toBeNull();
    expect(g.survivors[0]!.alive).toBe(false);
    expect(g.stats.wounds).toBe(2);
    expect(zombiesAt(g, 'a')).toBe('3R 1F');
  });

  it('example 2: the Runner attacks, the Walker moves in, the Runner attacks again', () => {
    const g = scenario({ map: LINE, survivors: [{ name: 'Amy', zone: 'a' }, { name: 'Doug', zone: 'd' }], zombies: { a: '1R', b: '1W' } });
    g.noise[zone(g, 'a')] = 1;
    step(() => zombiesPhase(g));
    expect(g.survivors[0]!.alive).toBe(false);
    expect(zombiesAt(g, 'a')).toBe('1W 1R');
  });

  it('example 3: all 7 attack (2 kill, 5 wasted), then the Runners move toward the noise', () => {
    const g = scenario({ map: LINE, survivors: [{ name: 'Amy', zone: 'a' }, { name: 'Doug', zone: 'd' }], zombies: { a: '3W 2F 2R' } });
    step(() => zombiesPhase(g));
    expect(g.survivors[0]!.alive).toBe(false);
    expect(g.stats.wounds).toBe(2);
    expect(zombiesAt(g, 'a')).toBe('3W 2F');
    expect(zombiesAt(g, 'b')).toBe('2R');
  });

  it('lets the players share the wounds of a zone one at a time', () => {
    const g = scenario({
      map: LINE, survivors: [{ name: 'Amy', zone: 'a' }, { name: 'Doug', zone: 'a' }], zombies: { a: '2W' },
      choose: (_v, d) => (d.kind === 'take-wound' ? d.options.length - 1 : 0),
    });
    step(() => zombiesPhase(g));
    expect(g.survivors.map((s) => s.wounds)).toEqual([0, 2]);
    expect(g.survivors[1]!.alive).toBe(false);
  });

  it('ends the game in a loss when the last survivor dies', () => {
    const g = scenario({ map: LINE, survivors: [{ name: 'Amy', zone: 'a' }], zombies: { a: '2W' } });
    const over = step(() => zombiesPhase(g));
    expect(over?.outcome).toBe('loss');
    expect(over?.cause).toBe('all survivors dead');
  });

  it('a wound takes a carried card: the Wounded card takes its slot', () => {
    const g = scenario({ map: LINE, survivors: [{ name: 'Amy', zone: 'a', cards: ['Pistol', 'Crowbar'] }, { name: 'Doug', zone: 'd' }], zombies: { a: '1W' } });
    step(() => zombiesPhase(g));
    expect(g.survivors[0]!.slots[0]).toBe('wounded');
    expect(g.decks.equipmentDiscard.map((c) => c.def.name)).toContain('Pistol');
  });

  it('Tough ignores the first attack of each Zombies\' Phase', () => {
    const g = scenario({ map: LINE, survivors: [{ name: 'Ned', zone: 'a' }, { name: 'Doug', zone: 'd' }], zombies: { a: '1W' } });
    g.survivors[0]!.skills.push('Tough');
    step(() => zombiesPhase(g));
    expect(g.survivors[0]!.wounds).toBe(0);
    step(() => zombiesPhase(g));
    expect(g.survivors[0]!.wounds).toBe(0);
  });
});
