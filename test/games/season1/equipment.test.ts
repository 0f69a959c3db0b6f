import { describe, expect, it } from 'vitest';
import { legalActions, performAction } from '../../../src/games/season1/actions.ts';
import { attackOptions, performAttack } from '../../../src/games/season1/combat.ts';
import { activate, ALL_TYPES } from '../../../src/games/season1/zombies.ts';
import { startTurn } from '../../../src/games/season1/survivors.ts';
import { equipmentByName } from '../../../src/games/season1/data/equipment.ts';
import type { Card } from '../../../src/games/season1/state.ts';
import { fixDice, scenario, step, zombiesAt, zone, TOWN, findAction } from './harness.ts';

const MAP = TOWN;


function stackDeck(g: ReturnType<typeof scenario>, names: string[]): void {
  g.decks.equipment = names.reverse().map((n, i) => ({ uid: 500 + i, def: equipmentByName(n)!, loaded: true }) as Card);
}

describe('Season 1 equipment', () => {
  it('Gasoline + Glass Bottle make a Molotov (free), which kills every actor in the zone, survivors included', () => {
    const g = scenario({
      map: MAP,
      survivors: [{ name: 'Amy', zone: 'a', cards: ['Gasoline', 'Glass Bottle'] }, { name: 'Doug', zone: 'b' }, { name: 'Ned', zone: 'd' }],
      zombies: { b: '3W 1F 1A 2R' },
    });
    const amy = g.survivors[0]!;
    startTurn(amy);
    performAction(g, amy, findAction(legalActions(g, amy), 'combine')!);
    expect(amy.actions).toBe(3);
    expect((amy.slots[0] as Card).def.name).toBe('Molotov');
    const throwIt = attackOptions(g, amy).find((a) => a.zone === zone(g, 'b'))!;
    performAttack(g, amy, throwIt);
    expect(g.noise[zone(g, 'a')]).toBe(1); // noisy, thrown at range 1 (the card: range 0-1)
    expect(zombiesAt(g, 'b')).toBe('');
    expect(g.survivors[1]!.alive).toBe(false);
    expect(amy.xp).toBe(3 + 1 + 5 + 2);
    expect(amy.slots[0]).toBe(null);
    expect(g.molotovs.length).toBe(2); // back on the set-aside stack
  });

  it('after combining, the Survivor rearranges his cards for free: a Molotov made in the Backpack can be thrown at once', () => {
    const g = scenario({
      map: MAP,
      survivors: [{ name: 'Amy', zone: 'a', cards: ['Pistol', 'Crowbar', 'Gasoline', 'Glass Bottle'] }, { name: 'Ned', zone: 'd' }],
      zombies: { b: '3W' },
      choose: (_v, d) => (d.kind === 'arrange' ? (d.options as { names: (string | null)[] }[]).findIndex((o) => o.names.includes('Molotov')) : 0),
    });
    const amy = g.survivors[0]!;
    startTurn(amy);
    performAction(g, amy, findAction(legalActions(g, amy), 'combine')!);
    expect(amy.actions).toBe(3);
    expect([0, 1].map((h) => (amy.slots[h] as Card | null)?.def.name)).toContain('Molotov');
    expect(attackOptions(g, amy).some((a) => a.zone === zone(g, 'b') && (amy.slots[a.hands[0]!] as Card).def.name === 'Molotov')).toBe(true);
  });

  it('Rifle + Scope make a Sniper Rifle: the shooter picks targets past the Walkers', () => {
    const g = scenario({
      map: MAP, survivors: [{ name: 'Phil', zone: 'a', cards: ['Rifle', 'Scope'] }, { name: 'Ned', zone: 'd' }], zombies: { c: '2W 1R' },
      choose: (_v, d) => (d.kind === 'assign-hit' ? (d.options as number[]).indexOf(1) : 0),
    });
    const phil = g.survivors[0]!;
    startTurn(phil);
    performAction(g, phil, findAction(legalActions(g, phil), 'combine')!);
    expect((phil.slots[0] as Card).def.name).toBe('Sniper Rifle');
    fixDice(g, [6]);
    performAttack(g, phil, attackOptions(g, phil).find((a) => a.zone === zone(g, 'c'))!);
    expect(zombiesAt(g, 'c')).toBe('2W');
  });

  it('a Flashlight draws one more card when searching', () => {
    const g = scenario({
      map: MAP, survivors: [{ name: 'Ned', zone: 'F', cards: ['Pistol', 'Pistol', 'Flashlight'] }],
      choose: (_v, d) => (d.kind === 'place-card' ? (d.options as { discards: string | null }[]).findIndex((p) => p.discards === null) : 0),
    });
    stackDeck(g, ['Katana', 'Water', 'Bag of Rice']);
    const ned = g.survivors[0]!;
    startTurn(ned);
    performAction(g, ned, findAction(legalActions(g, ned), 'search')!);
    const names = ned.slots.filter((c): c is Card => c !== null && c !== 'wounded').map((c) => c.def.name);
    expect(names).toContain('Katana');
    expect(names).toContain('Water');
  });

  it('a Goalie Mask can be discarded to prevent a Wound', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a', cards: ['Pistol', 'Goalie Mask'] }, { name: 'Doug', zone: 'd' }], zombies: { a: '1W' } });
    activate(g, ALL_TYPES, 0);
    expect(g.survivors[0]!.wounds).toBe(0);
    expect(g.survivors[0]!.slots.some((c) => c !== null && c !== 'wounded' && c.def.name === 'Goalie Mask')).toBe(false);
  });

  it('Plenty of Ammo (bullets) offers a re-roll to a Pistol, not to a Shotgun', () => {
    let offered = 0;
    const g = scenario({
      map: MAP, survivors: [{ name: 'Phil', zone: 'a', cards: ['Pistol', 'Shotgun', 'Plenty of Ammo (bullets)'] }, { name: 'Ned', zone: 'd' }], zombies: { b: '2W' },
      choose: (_v, d) => (d.kind === 'reroll' ? (offered++, 1) : 0),
    });
    const phil = g.survivors[0]!;
    fixDice(g, [1, 6]);
    performAttack(g, phil, attackOptions(g, phil).find((a) => a.weapon === 'Pistol')!);
    expect(offered).toBe(1);
    expect(zombiesAt(g, 'b')).toBe('1W');
    fixDice(g, [1, 1]);
    performAttack(g, phil, attackOptions(g, phil).find((a) => a.weapon === 'Shotgun')!);
    expect(offered).toBe(1);
  });

  it('Plenty of Ammo (bullets) re-rolls a Pistol, Evil Twins or Rifle but not a Sub MG (the printed card); it works from the backpack', () => {
    for (const [weapon, rerolls] of [['Pistol', 1], ['Evil Twins', 1], ['Rifle', 1], ['Sub MG', 0]] as const) {
      let offered = 0;
      const g = scenario({
        map: MAP, survivors: [{ name: 'Phil', zone: 'a', cards: [weapon, 'Water', 'Plenty of Ammo (bullets)'] }, { name: 'Ned', zone: 'd' }], zombies: { b: '2W', c: '2W' },
        choose: (_v, d) => (d.kind === 'reroll' ? (offered++, 1) : 0),
      });
      const phil = g.survivors[0]!;
      fixDice(g, [1, 1, 1, 1, 1, 1]);
      performAttack(g, phil, attackOptions(g, phil).find((a) => a.weapon === weapon && a.ranged)!);
      expect(offered, weapon).toBe(rerolls);
    }
  });

  it("an Aaahh!! card brings a Walker into the searcher's zone", () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Ned', zone: 'F' }] });
    stackDeck(g, ['Aaahh!!']);
    const ned = g.survivors[0]!;
    startTurn(ned);
    performAction(g, ned, findAction(legalActions(g, ned), 'search')!);
    expect(zombiesAt(g, 'F')).toBe('1W');
    expect(g.decks.equipmentDiscard.map((c) => c.def.name)).toEqual(['Aaahh!!']);
  });

  it('a Search ends when its Aaahh!! kills the searcher (no Walker left: every Walker acts), before a Flashlight\'s second card', () => {
    // Ned killed a Walker here this turn, so Hold your nose lets him search among the other 39 on the board.
    const g = scenario({ map: MAP, survivors: [{ name: 'Ned', zone: 'F', cards: ['Flashlight'], wounds: 1 }, { name: 'Amy', zone: 'd' }], zombies: { F: '39W', E: '1W' } });
    stackDeck(g, ['Aaahh!!', 'Pistol']);
    const ned = g.survivors[0]!;
    startTurn(ned);
    ned.skills = [...ned.skills, 'Hold your nose'];
    ned.killZones.push(zone(g, 'F'));
    expect(step(() => performAction(g, ned, findAction(legalActions(g, ned), 'search')!))).toBeNull();
    expect(ned.alive).toBe(false); // the Walkers in F attacked at once
    expect(ned.slots.every((c) => c === null)).toBe(true);
    expect(g.decks.equipment.at(-1)!.def.name).toBe('Pistol'); // not drawn
  });

  it("Ma's Shotgun also works in melee", () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Doug', zone: 'b', cards: ["Ma's Shotgun"] }, { name: 'Ned', zone: 'd' }], zombies: { b: '1F' } });
    const melee = attackOptions(g, g.survivors[0]!).find((a) => !a.ranged)!;
    expect(melee).toBeDefined();
    fixDice(g, [3]);
    performAttack(g, g.survivors[0]!, melee);
    expect(zombiesAt(g, 'b')).toBe('');
  });
});

describe('Season 1 skills', () => {
  it('Lock it down closes an open door; reopening does not spawn again', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Josh', zone: 'b' }] });
    const josh = g.survivors[0]!;
    josh.skills.push('Lock it down');
    startTurn(josh);
    performAction(g, josh, findAction(legalActions(g, josh), 'close-door')!);
    expect(g.doorOpen[0]).toBe(0);
    expect(g.view.adj[zone(g, 'b')]).not.toContain(zone(g, 'F'));
  });

  it('Loud makes the zone the noisiest on the map until the next turn', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'a' }, { name: 'Doug', zone: 'd' }, { name: 'Ned', zone: 'd' }], zombies: { c: '1W' } });
    const amy = g.survivors[0]!;
    amy.skills.push('Loud');
    startTurn(amy);
    performAction(g, amy, findAction(legalActions(g, amy), 'loud')!);
    activate(g, ALL_TYPES, 0);
    expect(zombiesAt(g, 'b')).toBe('1W'); // toward Amy (1 survivor) rather than d (2 survivors)
  });

  it('Born leader gives another survivor a free Action on his next turn', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Phil', zone: 'a' }, { name: 'Doug', zone: 'd' }] });
    const phil = g.survivors[0]!;
    phil.skills.push('Born leader');
    startTurn(phil);
    performAction(g, phil, legalActions(g, phil).find((a) => a.type === 'give-action')!);
    expect(phil.actions).toBe(3);
    startTurn(g.survivors[1]!);
    expect(g.survivors[1]!.actions).toBe(4);
  });

  it("Is that all you've got? discards a card instead of taking the Wound", () => {
    const g = scenario({
      map: MAP, survivors: [{ name: 'Josh', zone: 'a', cards: ['Pistol'] }, { name: 'Doug', zone: 'd' }], zombies: { a: '1W' },
      choose: (_v, d) => (d.kind === 'is-that-all' ? 1 : 0),
    });
    g.survivors[0]!.skills.push("Is that all you've got?");
    activate(g, ALL_TYPES, 0);
    expect(g.survivors[0]!.wounds).toBe(0);
    expect(g.survivors[0]!.slots[0]).toBe(null);
  });

  it('Swordmaster lets two identical melee weapons strike together; +1 max Range lets a Pistol reach 2 zones', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Wanda', zone: 'b', cards: ['Katana', 'Katana'] }, { name: 'Phil', zone: 'a', cards: ['Pistol'] }], zombies: { b: '1W', c: '1W' } });
    const wanda = g.survivors[0]!;
    expect(attackOptions(g, wanda).find((a) => !a.ranged)!.hands).toEqual([0]);
    wanda.skills.push('Swordmaster');
    expect(attackOptions(g, wanda).find((a) => !a.ranged)!.hands).toEqual([0, 1]);
    const phil = g.survivors[1]!;
    expect(attackOptions(g, phil).map((a) => a.zone)).toEqual([zone(g, 'b')]);
    phil.skills.push('+1 max Range');
    expect(attackOptions(g, phil).map((a) => a.zone).sort()).toEqual([zone(g, 'b'), zone(g, 'c')].sort());
  });

  it('Trick shot aims two Dual ranged weapons at different zones', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Phil', zone: 'b', cards: ['Pistol', 'Pistol'] }, { name: 'Ned', zone: 'H' }], zombies: { a: '1W', c: '1W' } });
    const phil = g.survivors[0]!;
    expect(attackOptions(g, phil).some((a) => a.zone2 !== undefined)).toBe(false);
    phil.skills.push('Trick shot');
    const both = attackOptions(g, phil).find((a) => a.zone2 !== undefined)!;
    fixDice(g, [6, 6]);
    performAttack(g, phil, both);
    expect(zombiesAt(g, 'a') + zombiesAt(g, 'c')).toBe('');
  });

  it('Hold your nose: a free Search, even in the street, where a zombie was killed this turn', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Doug', zone: 'b', cards: ['Machete'] }, { name: 'Ned', zone: 'H' }], zombies: { b: '1W' } });
    const doug = g.survivors[0]!;
    doug.skills.push('Hold your nose');
    startTurn(doug);
    expect(findAction(legalActions(g, doug), 'search')).toBeUndefined();
    fixDice(g, [6]);
    performAction(g, doug, findAction(legalActions(g, doug), 'attack')!);
    const before = doug.actions;
    performAction(g, doug, findAction(legalActions(g, doug), 'search')!);
    expect(doug.actions).toBe(before);
    expect(doug.searched).toBe(true);
    // In a room as well: the free Search is the skill's, not an Action.
    const r = scenario({ map: MAP, survivors: [{ name: 'Doug', zone: 'F', cards: ['Machete'] }, { name: 'Ned', zone: 'H' }], zombies: { F: '1W' } });
    const d2 = r.survivors[0]!;
    d2.skills.push('Hold your nose');
    startTurn(d2);
    fixDice(r, [6]);
    performAction(r, d2, findAction(legalActions(r, d2), 'attack')!);
    const left = d2.actions;
    performAction(r, d2, findAction(legalActions(r, d2), 'search')!);
    expect(d2.actions).toBe(left);
  });

  it('Destiny swaps a drawn card once per turn', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Ned', zone: 'F' }], choose: (_v, d) => (d.kind === 'destiny' ? 1 : 0) });
    g.survivors[0]!.skills.push('Destiny');
    stackDeck(g, ['Water', 'Chainsaw']);
    const ned = g.survivors[0]!;
    startTurn(ned);
    performAction(g, ned, findAction(legalActions(g, ned), 'search')!);
    expect((ned.slots[0] as Card).def.name).toBe('Chainsaw');
  });

  it('Ninja makes no noise: seen survivors tie no more, so the zombies do not split', () => {
    const plain = scenario({ map: MAP, survivors: [{ name: 'Ned', zone: 'd' }, { name: 'Doug', zone: 'a' }], zombies: { b: '2W' } });
    activate(plain, ALL_TYPES, 0);
    expect([zombiesAt(plain, 'a'), zombiesAt(plain, 'c')]).toEqual(['1W', '1W']);
    const g = scenario({ map: MAP, survivors: [{ name: 'Ned', zone: 'd' }, { name: 'Doug', zone: 'a' }], zombies: { b: '2W' } });
    g.survivors[0]!.skills.push('Ninja');
    activate(g, ALL_TYPES, 0);
    expect([zombiesAt(g, 'a'), zombiesAt(g, 'c')]).toEqual(['2W', '']);
  });
});
