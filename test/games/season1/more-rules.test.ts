import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { legalActions, performAction } from '../../../src/games/season1/actions.ts';
import { attackOptions, performAttack } from '../../../src/games/season1/combat.ts';
import { setupGame } from '../../../src/games/season1/game.ts';
import { loadS1Mission } from '../../../src/games/season1/mission.ts';
import { createSurvivor, gainXp, startTurn } from '../../../src/games/season1/survivors.ts';
import { survivorByName } from '../../../src/games/season1/data/survivors.ts';
import { equipmentByName } from '../../../src/games/season1/data/equipment.ts';
import type { Card, Survivor } from '../../../src/games/season1/state.ts';
import { tradeOptions } from '../../../src/games/season1/inventory.ts';
import { bestTradeGain } from '../../../src/games/season1/strategy-kit.ts';
import greedy from '../../../strategies/greedy.ts';
import { fixDice, scenario, step, zombiesAt, zone, TOWN, findAction } from './harness.ts';


const MAP = TOWN.replace('start a', 'start a\n  exit a');

describe('more Season 1 skills', () => {
  it('Medic heals a Wounded card in his zone, once per turn, for free', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'b' }, { name: 'Doug', zone: 'b', wounds: 1 }] });
    const amy = g.survivors[0]!;
    amy.skills.push('Medic');
    startTurn(amy);
    performAction(g, amy, findAction(legalActions(g, amy), 'heal')!);
    expect(g.survivors[1]!.wounds).toBe(0);
    expect(amy.actions).toBe(3);
    expect(findAction(legalActions(g, amy), 'heal')).toBeUndefined();
  });

  it("Y-Zone's medicine cabinet discards a Wounded card without using Medic up", () => {
    const g = scenario({ map: MAP, header: 'objective-effect: heal\nvictory: escape-all', survivors: [{ name: 'Amy', zone: 'H', wounds: 1 }, { name: 'Doug', zone: 'H', wounds: 1 }] });
    const amy = g.survivors[0]!;
    amy.skills.push('Medic');
    startTurn(amy);
    performAction(g, amy, findAction(legalActions(g, amy), 'take-objective')!);
    expect(amy.wounds).toBe(0);
    performAction(g, amy, findAction(legalActions(g, amy), 'heal')!); // Medic is still there for Doug
    expect(g.survivors[1]!.wounds).toBe(0);
  });

  it('Matching set! takes a second copy of a Dual weapon from the deck', () => {
    const g = scenario({
      map: MAP, survivors: [{ name: 'Doug', zone: 'F' }],
      choose: (_v, d) => (d.kind === 'place-card' ? (d.options as { discards: string | null }[]).findIndex((p) => p.discards === null) : 0),
    });
    g.decks.equipment = ['Pistol', 'Water', 'Pistol'].map((n, i) => ({ uid: 700 + i, def: equipmentByName(n)!, loaded: true }));
    const doug = g.survivors[0]!;
    startTurn(doug);
    performAction(g, doug, findAction(legalActions(g, doug), 'search')!);
    expect(doug.slots.filter((c) => c !== null && c !== 'wounded' && c.def.name === 'Pistol').length).toBe(2);
    expect(g.decks.equipment.map((c) => c.def.name)).toEqual(['Water']);
  });

  it('Sniper picks targets freely with any ranged weapon, avoiding friends', () => {
    const g = scenario({
      map: MAP, survivors: [{ name: 'Phil', zone: 'a', cards: ['Pistol'] }, { name: 'Ned', zone: 'b' }], zombies: { b: '1W 1R' },
      choose: (_v, d) => (d.kind === 'assign-hit' ? (d.options as number[]).indexOf(1) : 0),
    });
    g.survivors[0]!.skills.push('Sniper');
    fixDice(g, [6]);
    performAttack(g, g.survivors[0]!, attackOptions(g, g.survivors[0]!)[0]!);
    expect(g.survivors[1]!.wounds).toBe(0);
    expect(zombiesAt(g, 'b')).toBe('1W');
  });

  it('+1 free Combat Action pays for an attack; Ambidextrous pairs two identical non-Dual weapons', () => {
    const g = scenario({ map: MAP, survivors: [{ name: 'Josh', zone: 'b', cards: ['Katana', 'Katana'] }, { name: 'Ned', zone: 'H' }], zombies: { b: '3W' } });
    const josh = g.survivors[0]!;
    josh.skills.push('+1 free Combat Action', 'Ambidextrous');
    startTurn(josh);
    const attack = findAction(legalActions(g, josh), 'attack')!;
    expect(attack.attack.hands).toEqual([0, 1]);
    fixDice(g, [1, 1, 1, 1]);
    performAction(g, josh, attack);
    expect([josh.actions, josh.freeCombat]).toEqual([3, 0]);
  });

  it('Hoard carries one more card', () => {
    const s = createSurvivor({ ...survivorByName('Amy')!, blue: ['Hoard'] }, 0, 0, 0);
    expect(s.slots.length).toBe(6);
  });

  it('the Orange and Red skill choices are the strategy\'s', () => {
    const asked: string[][] = [];
    const g = scenario({ map: MAP, survivors: [{ name: 'Wanda', zone: 'a' }], choose: (_v, d) => (asked.push(d.options as string[]), 1) });
    gainXp(g, g.survivors[0]!, 43);
    expect(asked).toEqual([['+1 to dice roll: Melee', 'Slippery'], ['+1 die: Combat', '+1 free Move Action', '+1 Zone per Move']]);
    expect(g.survivors[0]!.skills).toEqual(['2 Zones per Move Action', '+1 Action', 'Slippery', '+1 free Move Action']);
    expect(g.survivors[0]!.level).toBe(3);
  });
});

describe('trading', () => {
  it('one trade Action exchanges any number of cards, then both may rearrange for free', () => {
    const picks = ['Pistol', 'Crowbar', 'done'];
    const g = scenario({
      map: MAP, survivors: [{ name: 'Amy', zone: 'b', cards: ['Pistol', 'Crowbar', 'Water'] }, { name: 'Doug', zone: 'b' }],
      choose: (_v, d) => {
        if (d.kind === 'place-card') return (d.options as { discards: string | null }[]).findIndex((p) => p.discards === null);
        if (d.kind !== 'trade-cards') return 0;
        const want = picks.shift();
        return (d.options as { names: [string, string | null]; take: number }[]).findIndex((t) => t.names[0] === want && t.take < 0 || (want === 'done' && t.names[0] === 'done'));
      },
    });
    const amy = g.survivors[0]!;
    startTurn(amy);
    performAction(g, amy, findAction(legalActions(g, amy), 'trade')!);
    expect(amy.actions).toBe(2);
    const dougCards = g.survivors[1]!.slots.filter((c): c is Card => c !== null && c !== 'wounded').map((c) => c.def.name).sort();
    expect(dougCards).toEqual(['Crowbar', 'Pistol']);
  });

  it('a trade need not be fair: an empty-handed Survivor may take a card for nothing, and greedy does so for a spare weapon', () => {
    const g = scenario({
      map: MAP, survivors: [{ name: 'Amy', zone: 'b' }, { name: 'Doug', zone: 'b', cards: ['Pistol', 'Crowbar', 'Fire Axe'] }],
      choose: (_v, d) => {
        if (d.kind === 'place-card') return (d.options as { discards: string | null }[]).findIndex((p) => p.discards === null);
        if (d.kind !== 'trade-cards') return 0;
        const options = d.options as { names: [string | null, string | null] }[];
        const take = options.findIndex((t) => t.names[0] === null && t.names[1] === 'Fire Axe');
        return take >= 0 ? take : options.length - 1; // then done
      },
    });
    const [amy, doug] = g.survivors as [Survivor, Survivor];
    startTurn(amy);
    expect(tradeOptions(amy, doug).map((t) => t.names)).toEqual([[null, 'Pistol'], [null, 'Crowbar'], [null, 'Fire Axe']]);
    performAction(g, amy, findAction(legalActions(g, amy), 'trade')!);
    expect(amy.slots.some((c) => c !== null && c !== 'wounded' && c.def.name === 'Fire Axe')).toBe(true);
    expect(doug.slots.some((c) => c !== null && c !== 'wounded' && c.def.name === 'Fire Axe')).toBe(false);
    expect(bestTradeGain(amy, doug)).toBe(0); // Amy now holds the spare: nothing more to take
    const h = scenario({ map: MAP, survivors: [{ name: 'Amy', zone: 'b' }, { name: 'Doug', zone: 'b', cards: ['Pistol', 'Crowbar', 'Fire Axe'] }] });
    expect(bestTradeGain(h.survivors[0]!, h.survivors[1]!)).toBeGreaterThanOrEqual(0.5); // worth an Action to take it
  });
});

describe('more victory steps and set-up', () => {
  it('danger: reaching the level wins', () => {
    const g = scenario({ map: MAP, header: 'victory: danger red', survivors: [{ name: 'Phil', zone: 'a' }] });
    expect(step(() => gainXp(g, g.survivors[0]!, 43) as never)).toBeNull(); // checked after the Action
    g.survivors[0]!.actions = 1;
    expect(step(() => performAction(g, g.survivors[0]!, { type: 'make-noise' }))?.cause).toBe('danger');
  });

  it('gather-spawn: every living Survivor in one empty spawn zone wins', () => {
    const g = scenario({ map: MAP, header: 'victory: gather-spawn', survivors: [{ name: 'Amy', zone: 'c' }, { name: 'Ned', zone: 'd' }] });
    startTurn(g.survivors[0]!);
    const over = step(() => performAction(g, g.survivors[0]!, legalActions(g, g.survivors[0]!).find((a) => a.type === 'move' && a.to === zone(g, 'd'))!));
    expect(over?.cause).toBe('gather-spawn');
  });

  it('reach-empty: standing in the zone wins only once it holds no zombie', () => {
    const g = scenario({ map: MAP, header: 'victory: reach-empty c', survivors: [{ name: 'Wanda', zone: 'c', cards: ['Machete'] }], zombies: { c: '1W' } });
    startTurn(g.survivors[0]!);
    fixDice(g, [6]);
    const over = step(() => performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'attack')!));
    expect(over?.cause).toBe('reach-empty');
  });

  it('leave-start: the count depends on the number of players', () => {
    const g = scenario({ map: MAP, header: 'players: 2\nvictory: leave-start 1/2/3', survivors: [{ name: 'Amy', zone: 'a' }, { name: 'Ned', zone: 'a' }, { name: 'Josh', zone: 'b' }] });
    startTurn(g.survivors[0]!);
    expect(step(() => performAction(g, g.survivors[0]!, findAction(legalActions(g, g.survivors[0]!), 'leave')!))).toBeNull();
    startTurn(g.survivors[1]!);
    expect(step(() => performAction(g, g.survivors[1]!, findAction(legalActions(g, g.survivors[1]!), 'leave')!))?.outcome).toBe('win');
  });

  it('hidden objectives trade colours at random between games', () => {
    const mission = loadS1Mission(fileURLToPath(new URL('../../../missions/season1/09-might-make-right.zmap', import.meta.url)));
    const where = new Set<number>();
    for (let i = 0; i < 30; i++) where.add(setupGame(mission, ['Amy', 'Doug', 'Josh'], greedy, 's', i).objectiveColour.indexOf('blue'));
    expect(where.size).toBeGreaterThan(2);
  });

  it('deals Fire Axe, Crowbar and Pistol one per player: 2 players with 3 Survivors each', () => {
    const mission = loadS1Mission(fileURLToPath(new URL('../../../missions/season1/05-big-w.zmap', import.meta.url)), { players: '2' });
    for (let i = 0; i < 20; i++) {
      const g = setupGame(mission, ['Amy', 'Doug', 'Josh', 'Ned', 'Wanda', 'Phil'], greedy, 'deal', i);
      expect(g.survivors.map((s) => s.player)).toEqual([0, 0, 0, 1, 1, 1]);
      const dealt = (p: number) => g.survivors.filter((s) => s.player === p).flatMap((s) => s.slots).filter((c): c is Card => c !== null && c !== 'wounded' && c.uid < 100);
      expect(dealt(0).length + dealt(1).length).toBe(3 + 1); // 3 starting cards + Phil's own Pistol from the deck
      expect(dealt(0).length).toBeGreaterThanOrEqual(1);
      expect(dealt(1).length).toBeGreaterThanOrEqual(1);
    }
  });
});
