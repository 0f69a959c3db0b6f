/**
 * The Black Plague skills no core Survivor has (rules digest §13, the Polish rulebook where they differ), one small
 * position each (harness.ts); docs/rules-coverage-black-plague.md ("Skills") records the readings taken.
 */
import { describe, expect, it } from 'vitest';
import { type BpAction, legalActions, survivorTurn } from '../../../src/games/black-plague/actions.ts';
import { attackDice } from '../../../src/games/black-plague/combat.ts';
import { dealSkillCards } from '../../../src/games/black-plague/game.ts';
import { beginRound, finishRound } from '../../../src/games/black-plague/rounds.ts';
import { type BpGame, type BpView, cardsOf, noiseMap } from '../../../src/games/black-plague/state.ts';
import { startTurn } from '../../../src/games/black-plague/survivors.ts';
import { activate, resolveCard, zombiesPhase } from '../../../src/games/black-plague/zombies.ts';
import { WALKER } from '../../../src/games/black-plague/zombie-types.ts';
import type { Decision } from '../../../src/games/types.ts';
import { type Placed, act, bpScenario, fixDice, zombiesAt, zoneOf } from './harness.ts';

/** A street a-b-c-d in a line, a room R west of a (door R-a), a vault V under R (link R-V). */
const STREET = `kinds: V=vault
grid:
  R  a  b  c  d
  V  .  .  .  .
edges:
  door R-a closed
  link R-V closed
tokens:
  start a
  spawn d order=1
`;

type Answers = Record<string, (options: readonly unknown[], g: BpView) => number>;

/** A position on STREET whose decisions are answered by kind (the first option for the others). */
function street(survivors: Placed[], zombies: Record<string, string> = {}, answers: Answers = {}, header = ''): BpGame & { asked: Decision[] } {
  return bpScenario({ map: STREET, header, survivors, zombies, choose: (v, d) => answers[d.kind]?.(d.options, v) ?? 0 });
}

/** Keep every card found (the harness's default first option would swap it for the card in the first Hand). */
const keepAll = (options: readonly unknown[]): number => (options as { discards: string | null }[]).findIndex((p) => p.discards === null);
const types = (g: BpGame, who: number): string[] => legalActions(g, g.survivors[who]!).map((a) => a.type);
const endTurn = (options: readonly unknown[]): number => (options as BpAction[]).findIndex((a) => a.type === 'end-turn');
const to = (g: BpGame, label: string) => (a: BpAction): boolean => 'to' in a && a.to === zoneOf(g, label);

/** Put the first card of that name in the Equipment deck on top (drawn next). */
function onTop(g: BpGame, name: string): void {
  const deck = g.decks.equipment;
  deck.push(deck.splice(deck.findIndex((c) => c.def.name === name), 1)[0]!);
}

function names(g: BpGame, who: number): string[] {
  return cardsOf(g.survivors[who]!).map((c) => c.def.name);
}

describe('skills that move (digest §13)', () => {
  it('Sprint: once per turn a Move Action goes 2 or 3 zones', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Sprint'] }, { name: 'Clovis', zone: 'a' }]);
    g.survivors[1]!.actions = 3;
    expect(types(g, 1)).not.toContain('sprint');
    act(g, 0, (a) => a.type === 'sprint' && to(g, 'd')(a));
    expect(g.survivors[0]!.zone).toBe(zoneOf(g, 'd'));
    expect(g.survivors[0]!.actions).toBe(2);
    expect(types(g, 0)).not.toContain('sprint');
  });

  it('Jump: 1 Action, exactly two zones to a zone in sight, over zombies; Slippery does not spare the zombies left', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Jump', 'Slippery'] }, { name: 'Clovis', zone: 'a' }], { a: '1W', b: '2W' });
    g.survivors[0]!.actions = 3;
    expect(legalActions(g, g.survivors[0]!).filter((a) => a.type === 'jump').map((a) => 'to' in a && a.to)).toEqual([zoneOf(g, 'c')]);
    g.survivors[1]!.actions = 3;
    expect(types(g, 1)).not.toContain('jump');
    act(g, 0, (a) => a.type === 'jump');
    expect(g.survivors[0]!.zone).toBe(zoneOf(g, 'c'));
    expect(g.survivors[0]!.actions).toBe(1);
    expect(types(g, 0)).not.toContain('jump');
  });

  it('Charge: free, up to 2 zones to a zone with zombies', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Charge'] }, { name: 'Clovis', zone: 'a' }], { c: '1W' });
    g.survivors[1]!.actions = 3;
    expect(types(g, 1)).not.toContain('charge');
    act(g, 0, (a) => a.type === 'charge');
    expect(g.survivors[0]!.zone).toBe(zoneOf(g, 'c'));
    expect(g.survivors[0]!.actions).toBe(3);
  });

  it('Bloodlust: Ranged (and Magic, Combat): 1 Action, up to 2 zones to a zone with zombies, then a free Action of its kind', () => {
    const g = street([{ name: 'Clovis', zone: 'a', cards: ['Short Bow'], skills: ['Bloodlust: Ranged'] }], { c: '1W' });
    const s = g.survivors[0]!;
    s.actions = 3;
    const lust = legalActions(g, s).filter((a): a is Extract<BpAction, { type: 'bloodlust' }> => a.type === 'bloodlust');
    expect(lust.map((a) => [a.free, a.to])).toEqual([['ranged', zoneOf(g, 'c')]]);
    act(g, 0, (a) => a.type === 'bloodlust');
    expect([s.zone, s.actions, s.free.ranged, s.free.melee]).toEqual([zoneOf(g, 'c'), 2, 1, 0]);
  });

  it('Bloodlust: the free Action is used immediately or lost (a Search in between forfeits it)', () => {
    const g = street([{ name: 'Clovis', zone: 'a', cards: ['Short Bow'], skills: ['Bloodlust: Ranged'] }], { c: '1W' });
    const s = g.survivors[0]!;
    s.actions = 3;
    act(g, 0, (a) => a.type === 'bloodlust');
    expect(s.free.ranged).toBe(1);
    act(g, 0, (a) => a.type === 'reload' || a.type === 'reorganize' || a.type === 'search');
    expect([s.free.ranged, s.actions]).toEqual([0, 1]);
    const h = street([{ name: 'Clovis', zone: 'a', cards: ['Short Bow'], skills: ['Bloodlust: Ranged'] }], { c: '1W' });
    const t = h.survivors[0]!;
    t.actions = 3;
    act(h, 0, (a) => a.type === 'bloodlust');
    fixDice(h, [1]);
    act(h, 0, (a) => a.type === 'attack');
    expect([t.free.ranged, t.actions]).toEqual([0, 2]);
  });

  it('Blitz: killing the last zombie of a zone gives a free Move, taken at once', () => {
    const g = street([{ name: 'Ann', zone: 'b', cards: ['Sword'], skills: ['Blitz'] }], { b: '1W' }, {
      'blitz-move': (options, v) => (options as { to: number }[]).findIndex((p) => p.to === zoneOf(v, 'c')),
    });
    fixDice(g, [6, 1]);
    act(g, 0, (a) => a.type === 'attack');
    expect(g.survivors[0]!.zone).toBe(zoneOf(g, 'c'));
    expect(g.survivors[0]!.actions).toBe(2);
    const h = street([{ name: 'Ann', zone: 'b', cards: ['Sword'] }], { b: '1W' });
    fixDice(h, [6, 1]);
    act(h, 0, (a) => a.type === 'attack');
    expect(h.asked.map((d) => d.kind)).not.toContain('blitz-move');
  });

  it('Lifesaver: once per turn, free, drags Survivors out of a zombie zone next door (each may refuse); never into or out of a vault', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Lifesaver'] }, { name: 'Clovis', zone: 'b' }], { b: '1W' });
    act(g, 0, (a) => a.type === 'lifesaver');
    expect(g.survivors[1]!.zone).toBe(zoneOf(g, 'a'));
    expect(zombiesAt(g, 'b')).toBe('1W');
    expect(g.survivors[0]!.actions).toBe(3);
    expect(types(g, 0)).not.toContain('lifesaver');
    const refused = street([{ name: 'Ann', zone: 'a', skills: ['Lifesaver'] }, { name: 'Clovis', zone: 'b' }], { b: '1W' }, { 'lifesaver-drag': () => 1 });
    act(refused, 0, (a) => a.type === 'lifesaver');
    expect(refused.survivors[1]!.zone).toBe(zoneOf(refused, 'b'));
    const vault = street([{ name: 'Ann', zone: 'R', skills: ['Lifesaver'] }, { name: 'Clovis', zone: 'V' }], { V: '1W' });
    vault.doorOpen[1] = 1;
    vault.view = vault.graph.view(vault.doorOpen);
    vault.survivors[0]!.actions = 3;
    expect(types(vault, 0)).not.toContain('lifesaver');
  });

  it('Tactician: the Survivor may take its turn before the one whose turn it is', () => {
    const g = bpScenario({
      map: STREET,
      survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Clovis', zone: 'a' }, { name: 'Nelly', zone: 'a', skills: ['Tactician'] }],
      choose: (_v, d) => (d.kind === 'tactician' ? (d.options as { name: string }[]).findIndex((o) => o.name === 'Nelly') : d.kind === 'action' ? endTurn(d.options) : 0),
    });
    beginRound(g);
    finishRound(g);
    expect(g.asked.filter((d) => d.kind === 'action').map((d) => d.survivor)).toEqual([2, 0, 1]);
    expect(g.asked.filter((d) => d.kind === 'tactician')).toHaveLength(1);
  });
});

describe('skills against zombies (digest §13)', () => {
  it('Taunt: the zombies of a zone in sight get an extra activation against the taunter alone, passing other Survivors', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Taunt'] }, { name: 'Clovis', zone: 'b' }], { c: '1R 1N', d: '1W' });
    act(g, 0, (a) => a.type === 'taunt' && a.zone === zoneOf(g, 'c'));
    // The Runner's two Actions: c -> b (ignoring Clovis there) -> a; the Necromancer's one: c -> b.
    expect(zombiesAt(g, 'a')).toBe('1R');
    expect(zombiesAt(g, 'b')).toBe('1N');
    expect(g.necromancers[0]!.zone).toBe(zoneOf(g, 'b'));
    expect(zombiesAt(g, 'd')).toBe('1W');
    expect(g.survivors.map((s) => s.wounds)).toEqual([0, 0]);
    expect(g.survivors[0]!.actions).toBe(3);
    expect(types(g, 0)).not.toContain('taunt');
    const h = street([{ name: 'Ann', zone: 'a', skills: ['Taunt'] }, { name: 'Clovis', zone: 'a' }], { a: '2W' });
    act(h, 0, (a) => a.type === 'taunt');
    expect(h.survivors.map((s) => s.wounds)).toEqual([2, 0]);
  });

  it("Tough: the first Wound of each Zombies' Phase is ignored; a Taunt's attack in the Players' Phase neither gets nor spends it", () => {
    const h = street([{ name: 'Ann', zone: 'a', skills: ['Taunt', 'Tough'] }], { a: '2W' });
    act(h, 0, (a) => a.type === 'taunt');
    expect(h.survivors[0]!.wounds).toBe(2);
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Tough'] }], { a: '2W' });
    zombiesPhase(g);
    expect(g.survivors[0]!.wounds).toBe(1);
  });

  it('Loud: the zone counts as the noisiest on the board until the Survivor\'s next turn', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Loud'] }, { name: 'Clovis', zone: 'c' }], { b: '1W' }, { action: endTurn });
    g.noise[zoneOf(g, 'c')] = 2;
    act(g, 0, (a) => a.type === 'loud');
    expect(noiseMap(g)[zoneOf(g, 'a')]).toBe(4);
    activate(g, 1 << WALKER, 0);
    expect(zombiesAt(g, 'a')).toBe('1W');
    survivorTurn(g, g.survivors[0]!);
    expect(g.loudZone).toBe(-1);
    const quiet = street([{ name: 'Ann', zone: 'a' }, { name: 'Clovis', zone: 'c' }], { b: '1W' });
    quiet.noise[zoneOf(quiet, 'c')] = 2;
    activate(quiet, 1 << WALKER, 0);
    expect(zombiesAt(quiet, 'c')).toBe('1W');
  });

  it('Shove: once per turn, free, every zombie of the zone goes to a zone next door', () => {
    const g = street([{ name: 'Ann', zone: 'b', skills: ['Shove'] }], { b: '2W 1N' });
    act(g, 0, (a) => a.type === 'shove' && a.to === zoneOf(g, 'c'));
    expect(zombiesAt(g, 'c')).toBe('2W 1N');
    expect(g.necromancers[0]!.zone).toBe(zoneOf(g, 'c'));
    expect(g.survivors[0]!.actions).toBe(3);
    act(g, 0, (a) => a.type === 'move' && a.to === zoneOf(g, 'a'));
    expect(g.survivors[0]!.actions).toBe(2);
    expect(types(g, 0)).not.toContain('shove');
  });

  it('Lock it down: 1 Action closes an open door of the zone; opened again it makes Noise but spawns nothing', () => {
    const g = street([{ name: 'Ann', zone: 'a', cards: ['Sword'], skills: ['Lock it down'] }, { name: 'Clovis', zone: 'a' }]);
    g.doorOpen[0] = 1;
    g.view = g.graph.view(g.doorOpen);
    g.buildingOpened[g.graph.building[zoneOf(g, 'R')]!] = 1;
    g.survivors[1]!.actions = 3;
    expect(types(g, 1)).not.toContain('close-door');
    act(g, 0, (a) => a.type === 'close-door');
    expect(g.doorOpen[0]).toBe(0);
    expect(g.survivors[0]!.actions).toBe(2);
    fixDice(g, [4]);
    act(g, 0, (a) => a.type === 'open-door');
    expect(g.doorOpen[0]).toBe(1);
    expect(g.noise[zoneOf(g, 'a')]).toBe(1);
    expect(zombiesAt(g, 'R')).toBe('');
  });

  it('Rotten: a turn with no Combat Action and no Noise ends with a Rotten token (zombies ignore the Survivor); an attack loses it', () => {
    const g = street([{ name: 'Ann', zone: 'a', cards: ['Sword'], skills: ['Rotten'] }], { a: '1W' }, { action: endTurn });
    survivorTurn(g, g.survivors[0]!);
    expect(g.survivors[0]!.invisible).toBe(true);
    zombiesPhase(g);
    expect(g.survivors[0]!.wounds).toBe(0);
    fixDice(g, [1, 1]);
    act(g, 0, (a) => a.type === 'attack');
    expect(g.survivors[0]!.invisible).toBe(false);
    const h = street([{ name: 'Ann', zone: 'a' }], {}, { action: endTurn });
    survivorTurn(h, h.survivors[0]!);
    expect(h.survivors[0]!.invisible).toBe(false);
  });

  it('Zombie link: an Extra Activation card gives the Survivor a turn before the zombies act', () => {
    const linked = (skills: string[]): BpGame => {
      const g = street([{ name: 'Ann', zone: 'b', cards: ['Sword'], skills }], { b: '1W' }, {
        action: (options) => {
          const attack = (options as BpAction[]).findIndex((a) => a.type === 'attack');
          return attack >= 0 ? attack : endTurn(options);
        },
      }, 'extra-activation-blue: activate');
      fixDice(g, [6, 6]);
      resolveCard(g, 37, zoneOf(g, 'd'), 0);
      return g;
    };
    const g = linked(['Zombie link']);
    expect(zombiesAt(g, 'b')).toBe('');
    expect(g.survivors[0]!.wounds).toBe(0);
    // The turn was an extra one: the Survivor's own turn state is as it was.
    expect(g.survivors[0]!.actions).toBe(0);
    expect(linked([]).survivors[0]!.wounds).toBe(1);
  });

  it('Ironclad: no Wound from that zombie type', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Ironclad: Walker'] }], { a: '1W 1R' });
    activate(g, 0b11111, 0);
    expect(g.survivors[0]!.wounds).toBe(1);
  });

  it("Is that all you've got?: a card discarded cancels a Wound", () => {
    const g = street([{ name: 'Ann', zone: 'a', cards: ['Sword', 'Apples'], skills: ["Is that all you've got?"] }], { a: '1W' }, { 'is-that-all': () => 2 });
    activate(g, 1 << WALKER, 0);
    expect(g.survivors[0]!.wounds).toBe(0);
    expect(names(g, 0)).toEqual(['Sword']);
    expect(g.decks.equipmentDiscard.map((c) => c.def.name)).toEqual(['Apples']);
  });
});

describe('combat skills (digest §13)', () => {
  it('Trick shot: a Dual pair of spells or ranged weapons fires at two zones in one Action, each weapon with its own dice', () => {
    const g = street([{ name: 'Ann', zone: 'a', cards: ['Lightning Bolt', 'Lightning Bolt'], skills: ['Trick shot'] }, { name: 'Clovis', zone: 'a', cards: ['Lightning Bolt', 'Lightning Bolt'] }], { b: '1W', c: '1W' });
    g.survivors[1]!.actions = 3;
    expect(legalActions(g, g.survivors[1]!).some((a) => a.type === 'attack' && a.attack.zone2 !== undefined)).toBe(false);
    fixDice(g, [4, 5]);
    act(g, 0, (a) => a.type === 'attack' && a.attack.zone2 !== undefined);
    expect(zombiesAt(g, 'b') + zombiesAt(g, 'c')).toBe('');
    expect(g.survivors[0]!.actions).toBe(2);
  });

  it('Reaper: one hit of the Action may kill a second identical zombie (one extra kill per Action, with its XP)', () => {
    const g = street([{ name: 'Ann', zone: 'b', cards: ['Sword'], skills: ['Reaper: Melee'] }], { b: '4W' });
    fixDice(g, [6, 6]);
    act(g, 0, (a) => a.type === 'attack');
    expect(zombiesAt(g, 'b')).toBe('1W');
    expect(g.survivors[0]!.xp).toBe(3);
    const ranged = street([{ name: 'Ann', zone: 'a', cards: ['Lightning Bolt'], skills: ['Reaper: Melee'] }], { b: '2W' });
    fixDice(ranged, [6]);
    act(ranged, 0, (a) => a.type === 'attack');
    expect(zombiesAt(ranged, 'b')).toBe('1W');
  });

  it('Frenzy: +1 die per Wound for that kind of weapon, per weapon', () => {
    const g = street([{ name: 'Ann', zone: 'b', cards: ['Sword', 'Sword'], wounds: 2, skills: ['Frenzy: Melee'] }, { name: 'Clovis', zone: 'b', cards: ['Sword'], wounds: 2, skills: ['Frenzy: Ranged'] }], { b: '1W' });
    for (const s of g.survivors) s.actions = 3;
    const dice = (who: number) => legalActions(g, g.survivors[who]!).filter((a) => a.type === 'attack').map((a) => a.type === 'attack' && attackDice(g, g.survivors[who]!, a.attack));
    expect(dice(0)).toEqual([8]);
    expect(dice(1)).toEqual([3]);
  });

  it('Collector: double XP for each kill of that type', () => {
    const g = street([{ name: 'Ann', zone: 'b', cards: ['Sword'], skills: ['Collector: Walker'] }], { b: '2W' });
    fixDice(g, [6, 1]);
    act(g, 0, (a) => a.type === 'attack');
    expect(g.survivors[0]!.xp).toBe(2);
  });
});

describe('searching and cards (digest §13)', () => {
  it('Matching set!: a Dual weapon found brings its twin out of the Equipment deck', () => {
    const g = street([{ name: 'Ann', zone: 'R', skills: ['Matching set!'] }], {}, { 'place-card': keepAll });
    onTop(g, 'Sword');
    act(g, 0, (a) => a.type === 'search');
    expect(names(g, 0)).toEqual(['Sword', 'Sword']);
    expect(g.asked.map((d) => d.kind)).toContain('matching-set');
    const h = street([{ name: 'Ann', zone: 'R' }]);
    onTop(h, 'Sword');
    act(h, 0, (a) => a.type === 'search');
    expect(names(h, 0)).toEqual(['Sword']);
  });

  it('Destiny: once per turn, a card drawn is discarded for the next one', () => {
    const g = street([{ name: 'Ann', zone: 'R', skills: ['Destiny'] }], {}, { destiny: () => 1 });
    onTop(g, 'Sword');
    onTop(g, 'Aaahh!!');
    act(g, 0, (a) => a.type === 'search');
    expect(names(g, 0)).toEqual(['Sword']);
    expect(zombiesAt(g, 'R')).toBe('');
    expect(g.survivors[0]!.turnUses).toContain('Destiny');
  });

  it('Hold your nose: after a kill this round, a free Search in any zone (a street too), still once per turn', () => {
    const afterKill = (skills: string[]): BpGame => {
      const g = street([{ name: 'Ann', zone: 'b', cards: ['Sword'], skills }], { b: '1W' }, { 'place-card': keepAll });
      fixDice(g, [6, 1]);
      act(g, 0, (a) => a.type === 'attack');
      return g;
    };
    expect(types(afterKill([]), 0)).not.toContain('search');
    const g = afterKill(['Hold your nose']);
    onTop(g, 'Apples');
    act(g, 0, (a) => a.type === 'search');
    expect(names(g, 0).sort()).toEqual(['Apples', 'Sword']);
    expect(g.survivors[0]!.actions).toBe(2);
    expect(types(g, 0)).not.toContain('search');
  });

  it('Starts with [Equipment]: the card comes out of the Equipment deck at set-up', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Starts with Dagger'] }, { name: 'Clovis', zone: 'a' }]);
    const daggers = g.decks.equipment.filter((c) => c.def.name === 'Dagger').length;
    dealSkillCards(g);
    expect(names(g, 0)).toEqual(['Dagger']);
    expect(names(g, 1)).toEqual([]);
    expect(g.decks.equipment.filter((c) => c.def.name === 'Dagger')).toHaveLength(daggers - 1);
  });

  it('Born leader: once per turn, free, another Survivor gets a free Action in its next turn only', () => {
    const g = street([{ name: 'Ann', zone: 'a', skills: ['Born leader'] }, { name: 'Clovis', zone: 'c' }]);
    act(g, 0, (a) => a.type === 'give-action');
    expect(types(g, 0)).not.toContain('give-action');
    const clovis = g.survivors[1]!;
    startTurn(clovis);
    expect(clovis.actions).toBe(3 + 1);
    startTurn(clovis);
    expect(clovis.actions).toBe(3);
  });
});
