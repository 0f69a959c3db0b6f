import { describe, expect, it } from 'vitest';
import { attackOptions, performAttack } from '../../../src/games/season1/combat.ts';
import { legalActions, performAction } from '../../../src/games/season1/actions.ts';
import { startTurn } from '../../../src/games/season1/survivors.ts';
import type { Card } from '../../../src/games/season1/state.ts';
import { fixDice, scenario, step, zombiesAt, zone, STREET } from './harness.ts';


describe('ranged combat (rulebook pp. 15-17)', () => {
  it('hits Survivors first, then Walkers, then Fatties, then Runners (Doug, Ned and the Sub MGs)', () => {
    const g = scenario({
      map: STREET,
      survivors: [{ name: 'Doug', zone: 'a', cards: ['Sub MG', 'Sub MG'] }, { name: 'Ned', zone: 'b' }, { name: 'Amy', zone: 'd' }],
      zombies: { b: '4W 1F 2R' },
    });
    const shoot = attackOptions(g, g.survivors[0]!).find((a) => a.ranged && a.zone === zone(g, 'b'))!;
    expect(shoot.hands).toEqual([0, 1]); // two Sub MGs: one Dual Action, 6 dice
    fixDice(g, [5, 6, 5, 5, 5, 1]);
    step(() => performAttack(g, g.survivors[0]!, shoot));
    expect(g.survivors[1]!.alive).toBe(false); // 2 hits on Ned
    expect(zombiesAt(g, 'b')).toBe('1W 2R 1F'); // 3 Walkers dead
    fixDice(g, [6, 6, 6, 1, 1, 1]);
    performAttack(g, g.survivors[0]!, shoot);
    expect(zombiesAt(g, 'b')).toBe('2R 1F'); // the last Walker dies; the Fatty soaks 2 hits and shields the Runners
    expect(g.survivors[0]!.xp).toBe(4);
    expect(g.noise[zone(g, 'a')]).toBe(2); // one Noise token per Action, not per die
  });

  it('kills a Fatty only with Damage 2, one hit never kills two', () => {
    const g = scenario({ map: STREET, survivors: [{ name: 'Wanda', zone: 'b', cards: ['Machete'] }, { name: 'Amy', zone: 'd' }], zombies: { b: '2R 1F' } });
    const melee = attackOptions(g, g.survivors[0]!).find((a) => !a.ranged)!;
    fixDice(g, [4]);
    performAttack(g, g.survivors[0]!, melee);
    expect(g.stats.killed).toBe(1);
    expect(g.noise[zone(g, 'b')]).toBe(0); // silent
  });

  it('lets a melee attacker assign hits freely (Wanda kills the Runner and the Fatty, leaves the Walker)', () => {
    const g = scenario({
      map: STREET, survivors: [{ name: 'Wanda', zone: 'b', cards: ['Machete', 'Machete'] }, { name: 'Amy', zone: 'd' }], zombies: { b: '1W 1R 1F' },
      choose: (_v, d) => (d.kind === 'assign-hit' ? (d.options as number[]).findIndex((t) => t !== 0) : 0),
    });
    const melee = attackOptions(g, g.survivors[0]!).find((a) => !a.ranged)!;
    expect(melee.hands).toEqual([0, 1]);
    fixDice(g, [5, 6]);
    performAttack(g, g.survivors[0]!, melee);
    expect(zombiesAt(g, 'b')).toBe('1W');
  });

  it('offers ranged targets only within range and line of sight', () => {
    const g = scenario({ map: STREET, survivors: [{ name: 'Phil', zone: 'a', cards: ['Rifle'] }, { name: 'Amy', zone: 'h' }], zombies: { a: '1W', b: '1W', d: '1W', E: '1W', f: '1W' } });
    const targets = attackOptions(g, g.survivors[0]!).map((a) => g.graph.map.zones[a.zone]!.label).sort();
    // Rifle 1-3: not its own zone a; b and d along the street; not E (closed door) nor f (no straight line).
    expect(targets).toEqual(['b', 'd']);
  });

  it('a 2-Damage hit on a Survivor kills him', () => {
    const g = scenario({ map: STREET, survivors: [{ name: 'Phil', zone: 'a', cards: ['Shotgun'] }, { name: 'Ned', zone: 'b' }, { name: 'Amy', zone: 'd' }], zombies: { b: '1W' } });
    const shot = attackOptions(g, g.survivors[0]!).find((a) => a.zone === zone(g, 'b'))!;
    fixDice(g, [6, 1]);
    performAttack(g, g.survivors[0]!, shot);
    expect(g.survivors[1]!.alive).toBe(false);
    expect(zombiesAt(g, 'b')).toBe('1W');
  });

  it("Ma's Shotgun must be reloaded after firing, as its card says; mas-shotgun-reload: no lets it fire again", () => {
    for (const [header, again] of [['', 0], ['mas-shotgun-reload: no', 1]] as const) {
      const g = scenario({ map: STREET, header, survivors: [{ name: 'Josh', zone: 'b', cards: ["Ma's Shotgun"] }, { name: 'Amy', zone: 'd' }], zombies: { b: '3W' } });
      const shot = attackOptions(g, g.survivors[0]!).find((a) => a.ranged)!;
      fixDice(g, [1, 1]);
      performAttack(g, g.survivors[0]!, shot);
      expect(attackOptions(g, g.survivors[0]!).filter((a) => a.ranged).length, header || 'default').toBe(again);
    }
  });

  it("Ma's Shotgun's blade is silent and its gun noisy, as its card prints (the Chainsaw is noisy in melee)", () => {
    const g = scenario({ map: STREET, survivors: [{ name: 'Josh', zone: 'b', cards: ["Ma's Shotgun", 'Chainsaw'] }, { name: 'Amy', zone: 'd' }], zombies: { b: '6W' } });
    const josh = g.survivors[0]!;
    const blade = attackOptions(g, josh).find((a) => !a.ranged && a.hands[0] === 0)!;
    fixDice(g, [1]);
    performAttack(g, josh, blade);
    expect(g.noise[zone(g, 'b')]).toBe(0);
    const gun = attackOptions(g, josh).find((a) => a.ranged && a.zone === zone(g, 'b'))!;
    fixDice(g, [1, 1]);
    performAttack(g, josh, gun);
    expect(g.noise[zone(g, 'b')]).toBe(1);
    const chainsaw = attackOptions(g, josh).find((a) => !a.ranged && a.hands[0] === 1)!;
    fixDice(g, [1, 1, 1, 1, 1]);
    performAttack(g, josh, chainsaw);
    expect(g.noise[zone(g, 'b')]).toBe(2);
  });

  it('one Reload Action reloads one weapon, or both of two identical ones in the Hands', () => {
    const g = scenario({ map: STREET, survivors: [{ name: 'Josh', zone: 'b', cards: ['Sawed-Off', 'Sawed-Off', "Ma's Shotgun"] }, { name: 'Amy', zone: 'd' }] });
    const josh = g.survivors[0]!;
    startTurn(josh);
    const cards = josh.slots.slice(0, 3) as Card[];
    for (const c of cards) c.loaded = false;
    const reloads = () => legalActions(g, josh).filter((a) => a.type === 'reload');
    expect(reloads().map((a) => a.type === 'reload' && a.card)).toEqual([cards[0]!.uid, cards[2]!.uid]); // the pair, then Ma's Shotgun
    performAction(g, josh, reloads()[0]!);
    expect(cards.map((c) => c.loaded)).toEqual([true, true, false]);
    expect(josh.actions).toBe(2);
    performAction(g, josh, reloads()[0]!);
    expect(cards.map((c) => c.loaded)).toEqual([true, true, true]);
    expect(reloads()).toEqual([]);
    // Two different weapons in the Hands: one Action each.
    josh.slots[1] = cards[2]!;
    josh.slots[2] = cards[1]!;
    cards[0]!.loaded = cards[2]!.loaded = false;
    performAction(g, josh, reloads()[0]!);
    expect([cards[0]!.loaded, cards[2]!.loaded]).toEqual([true, false]);
  });

  it('needs a loaded Sawed-Off: firing unloads it', () => {
    const g = scenario({ map: STREET, survivors: [{ name: 'Josh', zone: 'b', cards: ['Sawed-Off'] }, { name: 'Amy', zone: 'd' }], zombies: { b: '3W' } });
    const opt = attackOptions(g, g.survivors[0]!)[0]!;
    fixDice(g, [1, 1]);
    performAttack(g, g.survivors[0]!, opt);
    expect(attackOptions(g, g.survivors[0]!)).toEqual([]);
  });
});
