import { describe, expect, it } from 'vitest';
import { type Action, legalActions, performAction } from '../../../src/games/season1/actions.ts';
import { startTurn } from '../../../src/games/season1/survivors.ts';
import { equipmentByName } from '../../../src/games/season1/data/equipment.ts';
import { scenario, step, zone, TOWN } from './harness.ts';

const MAP = TOWN;

const moves = (acts: Action[]) => acts.filter((a) => a.type === 'move').map((a) => (a as { to: number }).to);

describe('survivor actions (rulebook pp. 10-11)', () => {
  it('pays one extra Action per zombie to leave a zone (Ned with 2 Walkers pays 3)', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Ned', zone: 'b' }], zombies: { b: '2W' } });
    const ned = g.survivors[0]!;
    startTurn(ned);
    const move = legalActions(g, ned).find((a) => a.type === 'move')!;
    performAction(g, ned, move);
    expect(ned.actions).toBe(0);
    ned.zone = zone(g, 'b');
    ned.actions = 2; // not enough to leave
    expect(moves(legalActions(g, ned))).toEqual([]);
  });

  it('Slippery leaves zombie zones at no extra cost (Josh)', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Josh', zone: 'b' }], zombies: { b: '3W' } });
    const josh = g.survivors[0]!;
    startTurn(josh);
    performAction(g, josh, legalActions(g, josh).find((a) => a.type === 'move')!);
    expect(josh.actions).toBe(2);
  });

  it('uses a free Move first (Amy) and needs normal Actions for the extra cost', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }] });
    const amy = g.survivors[0]!;
    startTurn(amy);
    expect([amy.actions, amy.freeMove]).toEqual([3, 1]);
    performAction(g, amy, legalActions(g, amy).find((a) => a.type === 'move')!);
    expect([amy.actions, amy.freeMove]).toEqual([3, 0]);
  });

  it('moves Wanda 1 or 2 zones per Move, but entering a zombie zone ends the Move', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Wanda', zone: 'a' }], zombies: { b: '1W' } });
    const wanda = g.survivors[0]!;
    startTurn(wanda);
    // from a: b (zombies: stop there) and E is walled; nothing beyond b
    expect(moves(legalActions(g, wanda))).toEqual([zone(g, 'b')]);
    g.zombies.fill(0);
    expect(moves(legalActions(g, wanda)).sort()).toEqual([zone(g, 'b'), zone(g, 'c'), zone(g, 'F')].sort());
  });

  it('searches only in rooms without zombies, once per turn, even with a free Search', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Ned', zone: 'F' }] });
    const ned = g.survivors[0]!;
    startTurn(ned);
    const search = legalActions(g, ned).find((a) => a.type === 'search')!;
    expect(search).toBeDefined();
    performAction(g, ned, search);
    expect([ned.actions, ned.freeSearch]).toEqual([3, 0]);
    expect(legalActions(g, ned).some((a) => a.type === 'search')).toBe(false);
    ned.zone = zone(g, 'b');
    ned.searched = false;
    expect(legalActions(g, ned).some((a) => a.type === 'search')).toBe(false); // a street
  });

  it('opens doors only with a door-opening weapon in hand; the Fire Axe is noisy', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Doug', zone: 'd', cards: [] }] });
    const doug = g.survivors[0]!;
    startTurn(doug);
    expect(legalActions(g, doug).some((a) => a.type === 'open-door')).toBe(false);
    doug.slots[2] = { uid: 1, def: equipmentByName('Fire Axe')!, loaded: true };
    expect(legalActions(g, doug).some((a) => a.type === 'open-door')).toBe(false); // in the backpack
    doug.slots[0] = doug.slots[2];
    doug.slots[2] = null;
    const open = legalActions(g, doug).find((a) => a.type === 'open-door')!;
    step(() => performAction(g, doug, open));
    expect(g.doorOpen[1]).toBe(1);
    expect(g.noise[zone(g, 'd')]).toBe(1);
  });

  it('wins at once when the last objective is taken', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Phil', zone: 'H' }] });
    const phil = g.survivors[0]!;
    startTurn(phil);
    const take = legalActions(g, phil).find((a) => a.type === 'take-objective')!;
    const over = step(() => performAction(g, phil, take));
    expect(over?.outcome).toBe('win');
  });

  it('reaching Yellow gives +1 Action at once', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Phil', zone: 'b', cards: ['Pistol'], xp: 6 }], zombies: { b: '1W' } });
    const phil = g.survivors[0]!;
    startTurn(phil);
    const shoot = legalActions(g, phil).find((a) => a.type === 'attack')!;
    g.rng.dice = () => 0.99;
    performAction(g, phil, shoot);
    expect(phil.level).toBe(1);
    expect(phil.actions).toBe(3); // 3 - 1 + 1
  });
});
