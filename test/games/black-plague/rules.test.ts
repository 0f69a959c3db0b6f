/**
 * The rules guide's worked examples (shared/rules/black-plague.md) and the Black Plague rules the engine plays,
 * one small position each (harness.ts).
 */
import { describe, expect, it } from 'vitest';
import { type BpAction, legalActions, performAction } from '../../../src/games/black-plague/actions.ts';
import { attackDice } from '../../../src/games/black-plague/combat.ts';
import { activate, resolveCard, spawnStep, zombiesPhase } from '../../../src/games/black-plague/zombies.ts';
import { arrangementOptions, placementOptions, wound } from '../../../src/games/black-plague/survivors.ts';
import { bpMissionFromText } from '../../../src/games/black-plague/mission.ts';
import { ABOMINATION, FATTY, WALKER } from '../../../src/games/black-plague/zombie-types.ts';
import type { BpGame } from '../../../src/games/black-plague/state.ts';
import { act, bpScenario, fixDice, play, stackZombieDeck, zombiesAt, zoneOf } from './harness.ts';

/** A street a-b-c-d above a two-cell room E (door to a) and a room G (door to f); a vault V under E. */
const STREET = `kinds: V=vault
grid:
  a  b  c  d
  E  E  f  G
  V  .  .  .
edges:
  door E-a closed
  door G-f closed
  link E-V closed
tokens:
  start a
  spawn d order=1
`;

describe('combat (digest §7)', () => {
  it('melee example: a Sword (2 dice) + 1 die from a skill rolls 3 dice at 4+; one hit kills one of two zombies for 1 XP', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Clovis', zone: 'b', cards: ['Sword'] }], zombies: { b: '2W' } });
    fixDice(g, [4, 2, 1]);
    act(g, 0, (a) => a.type === 'attack');
    expect(zombiesAt(g, 'b')).toBe('1W');
    expect(g.survivors[0]!.xp).toBe(1);
  });

  it('ranged example: a Hand Crossbow (2 dice, 3+) at a zone 1 away; the hits follow the targeting priority', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Nelly', zone: 'a', cards: ['Hand Crossbow'] }], zombies: { b: '1W 1F 1R' } });
    fixDice(g, [3, 5]);
    act(g, 0, (a) => a.type === 'attack' && a.attack.zone === zoneOf(g, 'b'));
    // The Walker dies first; the second hit (Damage 1) is absorbed by the Fatty, so the Runner behind it survives.
    expect(zombiesAt(g, 'b')).toBe('1R 1F');
    expect(g.survivors[0]!.xp).toBe(1);
    expect(g.survivors[0]!.slots[0]!.loaded).toBe(false);
  });

  it('magic example: a Fireball (3 dice, 4+) 1 zone away kills 3 zombies with 3 hits; the noise goes in the caster\'s zone', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Nelly', zone: 'a', cards: ['Fireball'] }], zombies: { b: '2W 1R' } });
    fixDice(g, [4, 5, 6]);
    act(g, 0, (a) => a.type === 'attack' && a.attack.mode === 'magic');
    expect(zombiesAt(g, 'b')).toBe('');
    expect(g.noise[zoneOf(g, 'a')]).toBe(1);
    expect(g.noise[zoneOf(g, 'b')]).toBe(0);
  });

  it('misses at range hit the other Survivors in the target zone (friendly fire), each for the Damage', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Nelly', zone: 'a', cards: ['Fireball'] }, { name: 'Ann', zone: 'b' }], zombies: { b: '1W' } });
    fixDice(g, [4, 1, 1]);
    act(g, 0, (a) => a.type === 'attack' && a.attack.zone === zoneOf(g, 'b'));
    expect(zombiesAt(g, 'b')).toBe('');
    expect(g.survivors[1]!.wounds).toBe(2);
  });

  it('dual wielding: two identical Dual weapons are one attack with both dice; two Daggers add a die to each other', () => {
    const g = bpScenario({
      map: STREET,
      survivors: [{ name: 'Nelly', zone: 'b', cards: ['Sword', 'Sword'] }, { name: 'Ann', zone: 'b', cards: ['Dagger', 'Dagger'] }, { name: 'Silas', zone: 'b', cards: ['Great Sword', 'Great Sword'] }, { name: 'Samson', zone: 'b', cards: ['Sword', 'Dagger'] }],
      zombies: { b: '3W' },
    });
    const attacks = (i: number) => legalActions(g, g.survivors[i]!).filter((a): a is Extract<BpAction, { type: 'attack' }> => a.type === 'attack');
    for (const s of g.survivors) s.actions = 3;
    expect(attacks(0).map((a) => [a.attack.hands.length, attackDice(g, g.survivors[0]!, a.attack)])).toEqual([[2, 4]]);
    expect(attacks(1).map((a) => attackDice(g, g.survivors[1]!, a.attack))).toEqual([4]);
    // The Great Sword is not Dual: one of the two is used.
    expect(attacks(2).map((a) => [a.attack.hands.length, attackDice(g, g.survivors[2]!, a.attack)])).toEqual([[1, 5]]);
    // A Sword with a Dagger in the other Hand rolls 3 dice; the Dagger alone 1.
    expect(attacks(3).map((a) => [a.attack.weapon, attackDice(g, g.survivors[3]!, a.attack)])).toEqual([['Sword', 3], ['Dagger', 1]]);
  });

  it('a Hit & Run kill gives a free Move with no cost for the zombies left behind', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Clovis', zone: 'b', cards: ['Sword'], skills: ['Hit & Run'] }], zombies: { b: '3W' } });
    fixDice(g, [6, 1, 1]);
    const s = g.survivors[0]!;
    s.actions = 1;
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'attack')!);
    expect(s.actions).toBe(0);
    const move = legalActions(g, s).find((a) => a.type === 'move');
    expect(move).toBeDefined();
    performAction(g, s, move!);
    expect(s.zone).not.toBe(zoneOf(g, 'b'));
  });

  it("Hit & Run's free exit is the Move's alone: a Bloodlust taken instead pays for the zombies left behind", () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Clovis', zone: 'b', cards: ['Sword'], skills: ['Hit & Run', 'Bloodlust: Melee'] }], zombies: { b: '3W', d: '1W' } });
    fixDice(g, [6, 1, 1]);
    const s = g.survivors[0]!;
    s.actions = 3;
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'attack')!);
    expect([s.actions, zombiesAt(g, 'b')]).toEqual([2, '2W']);
    const bloodlust = legalActions(g, s).find((a) => a.type === 'bloodlust');
    expect(bloodlust).toBeUndefined(); // 1 Action + 2 for the Walkers left behind: more than the 2 left
    s.actions = 3;
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'bloodlust')!);
    expect(s.actions).toBe(0);
  });

  it("Hit & Run's free Move comes right after the kill or not at all", () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Clovis', zone: 'b', cards: ['Sword'], skills: ['Hit & Run'] }], zombies: { b: '3W' } });
    fixDice(g, [6, 1, 1, 6, 1, 1]);
    const s = g.survivors[0]!;
    s.actions = 2;
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'attack')!);
    expect([s.free.move, s.actions]).toEqual([1, 1]);
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'attack')!);
    // The second kill earns a new free Move; the first, unused, is gone.
    expect([s.free.move, s.actions, zombiesAt(g, 'b')]).toEqual([1, 0, '1W']);
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'move')!);
    expect(s.zone).not.toBe(zoneOf(g, 'b'));
  });
});

describe('moving, doors and searching (digest §5.4, §6)', () => {
  it('leaving a zone costs 1 extra Action per zombie in it', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Ann', zone: 'b' }], zombies: { b: '2W' } });
    const s = g.survivors[0]!;
    s.actions = 2;
    expect(legalActions(g, s).some((a) => a.type === 'move')).toBe(false);
    s.actions = 3;
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'move')!);
    expect(s.actions).toBe(0);
  });

  it('a door needs a melee weapon with the door symbol and its roll: a failed roll spends the Action and leaves it closed', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword'] }] });
    const s = g.survivors[0]!;
    s.actions = 3;
    stackZombieDeck(g, [10]);
    fixDice(g, [3, 4]);
    act(g, 0, (a) => a.type === 'open-door');
    expect(g.doorOpen[0]).toBe(0);
    expect(s.actions).toBe(2);
    expect(g.noise[zoneOf(g, 'a')]).toBe(0);
    act(g, 0, (a) => a.type === 'open-door');
    expect(g.doorOpen[0]).toBe(1);
    expect(g.noise[zoneOf(g, 'a')]).toBe(1);
    // The building behind it spawns: card 10 puts a Fatty in E at Blue.
    expect(zombiesAt(g, 'E')).toBe('1F');
  });

  it('the Axe opens doors without a roll; no weapon with the door symbol, no door action', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Ann', zone: 'a', cards: ['Axe'] }, { name: 'Nelly', zone: 'a', cards: ['Short Bow'] }] });
    stackZombieDeck(g, [1]);
    fixDice(g, []);
    g.survivors[1]!.actions = 3;
    expect(legalActions(g, g.survivors[1]!).some((a) => a.type === 'open-door')).toBe(false);
    act(g, 0, (a) => a.type === 'open-door');
    expect(g.doorOpen[0]).toBe(1);
  });

  it('a vault is reached through its door (a link), is not in sight, and its cards are taken one Action each (not a Search)', () => {
    const g = bpScenario({
      map: STREET, header: 'vault-items: V: Inferno, Torch', survivors: [{ name: 'Ann', zone: 'E', cards: ['Axe'] }],
      choose: (_v, d) => (d.kind === 'place-card' ? d.options.findIndex((p) => (p as { discards: string | null }).discards === null) : 0),
    });
    const E = zoneOf(g, 'E');
    const V = zoneOf(g, 'V');
    expect(g.view.visible[E]).not.toContain(V);
    act(g, 0, (a) => a.type === 'open-door' && g.graph.map.doors[a.door]!.b === V);
    expect(g.buildingOpened.some((b) => b === 1)).toBe(false);
    act(g, 0, (a) => a.type === 'move' && a.to === V);
    expect(g.view.visible[V]).toEqual([]);
    act(g, 0, (a) => a.type === 'take-item' && a.name === 'Inferno');
    act(g, 0, (a) => a.type === 'take-item' && a.name === 'Torch');
    expect(g.vaultCards[V]).toEqual([]);
    expect(g.survivors[0]!.slots.filter((c) => c !== null).map((c) => c!.def.name).sort()).toEqual(['Axe', 'Inferno', 'Torch']);
  });
});

describe('wounds, armour and death (digest §7.10, §9.2, §10)', () => {
  it('an Armour roll at or above the armour value cancels the Wound; an Abomination\'s Wounds cannot be stopped', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Ann', zone: 'b', body: 'Plate Armor' }] });
    const s = g.survivors[0]!;
    fixDice(g, [3, 2]);
    wound(g, s, WALKER, 'a walker');
    expect(s.wounds).toBe(0);
    wound(g, s, WALKER, 'a walker');
    expect(s.wounds).toBe(1);
    wound(g, s, ABOMINATION, 'the abomination');
    expect(s.wounds).toBe(2);
  });

  it('a Shield in Hand allows the roll without armour; Iron hide rolls 5+ bare', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Ann', zone: 'b', cards: ['Shield'] }, { name: 'Samson', zone: 'b' }] });
    fixDice(g, [3, 4, 5]);
    wound(g, g.survivors[0]!, FATTY, 'a fatty');
    expect(g.survivors[0]!.wounds).toBe(0);
    wound(g, g.survivors[1]!, FATTY, 'a fatty');
    wound(g, g.survivors[1]!, FATTY, 'a fatty');
    expect(g.survivors[1]!.wounds).toBe(1);
  });

  it('official example: a Survivor with 3 Walkers, 2 Fatties and 2 Runners takes 7 Wounds at once', () => {
    const g = bpScenario({ map: STREET, header: 'wound-limit: 10', survivors: [{ name: 'Ann', zone: 'b' }], zombies: { b: '3W 2F 2R' } });
    activate(g, 0b11111, 0);
    expect(g.survivors[0]!.wounds).toBe(7);
  });

  it('the Survivor dies at the wound limit (no Wounded cards); its cards are discarded; any-death quests are lost', () => {
    const g = bpScenario({ map: STREET, header: 'defeat: any-death', survivors: [{ name: 'Ann', zone: 'b', cards: ['Sword'], wounds: 4 }, { name: 'Nelly', zone: 'a' }], zombies: { b: '1W' } });
    const over = play(() => activate(g, 0b11111, 0));
    expect(over?.cause).toBe('a survivor died');
    expect(g.survivors[0]!.alive).toBe(false);
    expect(g.survivors[0]!.slots.every((c) => c === null)).toBe(true);
    expect(g.decks.equipmentDiscard.map((c) => c.def.name)).toEqual(['Sword']);
  });
});

describe('zombies (digest §9)', () => {
  /** A ring of streets round a closed room E: from b, h is 4 steps both ways. */
  const RING = `grid:
  a b c
  d E f
  g h i
tokens:
  start h
  spawn a order=1
`;

  it('splitting: 3 Walkers facing two equal routes get a fourth from the supply, 2 each way; 1 Fatty becomes 1 each way', () => {
    const g = bpScenario({ map: RING, survivors: [{ name: 'Ann', zone: 'h' }], zombies: { b: '3W 1F' } });
    activate(g, 0b01111, 0);
    expect(zombiesAt(g, 'a')).toBe('2W 1F');
    expect(zombiesAt(g, 'c')).toBe('2W 1F');
    expect(g.onBoard[WALKER]).toBe(4);
  });

  it('with no open path, a way through a closed door counts in the split unless the quest says closed-door-split: ignore', () => {
    // From X, Ann in t is two steps away either way: through the closed door to s, or through Y and its closed door.
    const map = `grid:\n  s  t\n  X  Y\nedges:\n  door X-s closed\n  open X-Y\n  door Y-t closed\ntokens:\n  start t\n  spawn s order=1\n`;
    const play = (header: string) => {
      const g = bpScenario({ map, header, survivors: [{ name: 'Ann', zone: 't' }], zombies: { X: '1W' } });
      activate(g, 0b01111, 0);
      return [zombiesAt(g, 'X'), zombiesAt(g, 'Y'), g.onBoard[WALKER]];
    };
    expect(play('')).toEqual(['1W', '1W', 2]);
    expect(play('closed-door-split: ignore')).toEqual(['', '1W', 1]);
  });

  it('spawn example: three spawn zones, one card each: a Fatty in the first, nothing in the second, a Walker in the third', () => {
    const g = bpScenario({ map: `grid:\n  a b c\ntokens:\n  start b\n  spawn a order=1\n  spawn b order=2\n  spawn c order=3\n`, survivors: [{ name: 'Ann', zone: 'b' }] });
    stackZombieDeck(g, [10, 1, 4]);
    spawnStep(g);
    expect([zombiesAt(g, 'a'), zombiesAt(g, 'b'), zombiesAt(g, 'c')]).toEqual(['1F', '', '1W']);
  });

  it('a Double Spawn puts nothing in its zone and the next zone draws two cards; on the last zone it wraps to the first', () => {
    const g = bpScenario({ map: `grid:\n  a b c\ntokens:\n  start c\n  spawn a order=1\n  spawn b order=2\n`, survivors: [{ name: 'Ann', zone: 'c' }] });
    stackZombieDeck(g, [47, 10, 4, 5, 48, 4]);
    spawnStep(g);
    expect([zombiesAt(g, 'a'), zombiesAt(g, 'b')]).toEqual(['', '1W 1F']);
    spawnStep(g);
    expect([zombiesAt(g, 'a'), zombiesAt(g, 'b')]).toEqual(['2W', '1W 1F']);
  });

  it('Extra Activation cards: every zombie of the type acts at once; at Blue only with extra-activation-blue: activate', () => {
    const map = `grid:\n  a b c d\ntokens:\n  start d\n  spawn a order=1\n`;
    const g = bpScenario({ map, survivors: [{ name: 'Ann', zone: 'd' }], zombies: { b: '2W' } });
    resolveCard(g, 37, zoneOf(g, 'a'), 0);
    expect(zombiesAt(g, 'b')).toBe('2W');
    const h = bpScenario({ map, header: 'extra-activation-blue: activate', survivors: [{ name: 'Ann', zone: 'd' }], zombies: { b: '2W' } });
    resolveCard(h, 37, zoneOf(h, 'a'), 0);
    expect(zombiesAt(h, 'c')).toBe('2W');
  });

  it('zombies that see nobody head for the noisiest zone of the map, even behind a closed door (they stop at it)', () => {
    // Two Survivors in room E (noise 2) behind a closed door, one in e (noise 1) within reach but out of sight.
    const map = `grid:\n  a b c\n  E . d\n  . . e\nedges:\n  door E-a closed\ntokens:\n  start e\n  spawn c order=1\n`;
    const g = bpScenario({ map, survivors: [{ name: 'Ann', zone: 'e' }, { name: 'Baldric', zone: 'E' }, { name: 'Nelly', zone: 'E' }], zombies: { a: '1W' } });
    activate(g, 1 << WALKER, 0);
    expect(zombiesAt(g, 'a')).toBe('1W'); // Season 1's rule (the noisiest zone within reach) would walk it to b
    g.survivors[2]!.zone = zoneOf(g, 'e'); // now e is the noisiest (2 against 1), and within reach
    activate(g, 1 << WALKER, 0);
    expect(zombiesAt(g, 'b')).toBe('1W');
  });

  it('Runners act twice; invisible Survivors are ignored by zombies', () => {
    const map = `grid:\n  a b c d\ntokens:\n  start d\n  spawn a order=1\n`;
    const g = bpScenario({ map, survivors: [{ name: 'Ann', zone: 'd' }], zombies: { c: '1R' } });
    zombiesPhase(g);
    expect(g.survivors[0]!.wounds).toBe(1);
    expect(zombiesAt(g, 'd')).toBe('1R');
    const h = bpScenario({ map, survivors: [{ name: 'Ann', zone: 'd' }], zombies: { c: '1W' } });
    h.survivors[0]!.invisible = true;
    zombiesPhase(h);
    expect(h.survivors[0]!.wounds).toBe(0);
    expect(zombiesAt(h, 'c')).toBe('1W');
  });
});

describe('Necromancers (digest §9.7, §16.1)', () => {
  const MAP = `grid:\n  a b c d e\ntokens:\n  start c\n  spawn a order=1\n  spawn e order=2\n`;

  it('a Necromancer card places a Necromancer and a new spawn token in the zone, which spawns at once', () => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'c' }] });
    stackZombieDeck(g, [4]);
    resolveCard(g, 41, zoneOf(g, 'e'), 0);
    expect(zombiesAt(g, 'e')).toBe('1W 1N');
    expect(g.spawns).toHaveLength(3);
    expect(g.spawns[2]).toMatchObject({ zone: zoneOf(g, 'e'), necromancer: 0 });
  });

  it('it flees toward the nearest other spawn zone, escapes when it activates there, and its token stays for good', () => {
    const g = bpScenario({ map: MAP, header: 'supply: necromancer=2', survivors: [{ name: 'Ann', zone: 'c' }] });
    stackZombieDeck(g, [1]);
    resolveCard(g, 41, zoneOf(g, 'd'), 0);
    const moves: string[] = [];
    for (let k = 0; k < 3 && g.necromancers[0]!.zone >= 0; k++) {
      const over = play(() => activate(g, 1 << 4, 0));
      moves.push(g.necromancers[0]!.zone >= 0 ? g.graph.map.zones[g.necromancers[0]!.zone]!.label : over ? `escaped, ${over.cause}` : 'escaped');
    }
    expect(moves).toEqual(['e', 'escaped']);
    expect(g.spawns[2]).toMatchObject({ zone: zoneOf(g, 'd'), necromancer: -1, removed: false });
  });

  it('with every spawn token in its own zone, it escapes at its first activation (and its token stays)', () => {
    const one = `grid:\n  a b c d e\ntokens:\n  start c\n  spawn a order=1\n`;
    const g = bpScenario({ map: one, header: 'supply: necromancer=2', survivors: [{ name: 'Ann', zone: 'e' }] });
    stackZombieDeck(g, [1]);
    resolveCard(g, 41, zoneOf(g, 'a'), 0);
    expect(zombiesAt(g, 'a')).toBe('1N');
    expect(play(() => activate(g, 1 << 4, 0))).toBeNull(); // two tokens on the board: the quest goes on
    expect([g.necromancers[0]!.zone, g.onBoard[4]]).toEqual([-1, 0]);
    expect(g.spawns.map((sp) => sp.zone)).toEqual([zoneOf(g, 'a'), zoneOf(g, 'a')]);
  });

  it("a Double Spawn drawn for a new Necromancer's token makes the next zone draw two cards", () => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'c' }] });
    stackZombieDeck(g, [41, 47, 4, 5]); // a: the Necromancer, its token a Double Spawn; e: cards 4 and 5
    spawnStep(g);
    expect(zombiesAt(g, 'a')).toBe('1N');
    expect(g.decks.zombie).toEqual([]);
  });

  it('with necromancer-escape: lose, an escape loses the quest', () => {
    const g = bpScenario({ map: MAP, header: 'necromancer-escape: lose', survivors: [{ name: 'Ann', zone: 'c' }], zombies: { e: '1N' } });
    expect(play(() => activate(g, 1 << 4, 0))?.cause).toBe('a necromancer escaped');
  });

  it('killing one lets the players remove a spawn zone (one always stays)', () => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'b', cards: ['Sword'] }], zombies: { b: '1N' }, choose: (_v, d) => (d.kind === 'remove-spawn' ? 1 : 0) });
    fixDice(g, [5, 1]);
    act(g, 0, (a) => a.type === 'attack');
    expect(zombiesAt(g, 'b')).toBe('');
    expect(g.spawns.map((s) => s.removed)).toEqual([false, true]);
    expect(g.asked.some((d) => d.kind === 'remove-spawn')).toBe(true);
  });
});

describe('Dragon Bile, Torch and enchantments (digest §6.6, §7.9)', () => {
  it('Dragon Fire kills every zombie in the zone, Abomination included, the thrower takes the XP; Survivors there die too', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Samson', zone: 'a', cards: ['Dragon Bile', 'Torch'] }, { name: 'Ann', zone: 'b' }], zombies: { b: '1A 2W' } });
    act(g, 0, (a) => a.type === 'pour-bile' && a.zone === zoneOf(g, 'b'));
    expect(g.bile[zoneOf(g, 'b')]).toBe(1);
    act(g, 0, (a) => a.type === 'throw-torch');
    expect(zombiesAt(g, 'b')).toBe('');
    expect(g.survivors[0]!.xp).toBe(7);
    expect(g.survivors[1]!.alive).toBe(false);
    expect(g.bile[zoneOf(g, 'b')]).toBe(0);
  });

  it('with dragon-fire-kills-survivors: no, the Survivors in the zone live', () => {
    const g = bpScenario({ map: STREET, header: 'dragon-fire-kills-survivors: no', survivors: [{ name: 'Samson', zone: 'a', cards: ['Torch'] }, { name: 'Ann', zone: 'b' }], zombies: { b: '2W' } });
    g.bile[zoneOf(g, 'b')] = 1;
    act(g, 0, (a) => a.type === 'throw-torch');
    expect(zombiesAt(g, 'b')).toBe('');
    expect(g.survivors[1]!.alive).toBe(true);
  });

  it('Healing heals 1 Wound of a Survivor in sight; the card stays in Hand and the caster\'s zone gets a Noise token', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Baldric', zone: 'a', cards: ['Healing'] }, { name: 'Nelly', zone: 'c', wounds: 2 }] });
    act(g, 0, (a) => a.type === 'enchant' && a.spell === 'Healing' && a.target === 1);
    expect(g.survivors[1]!.wounds).toBe(1);
    expect(g.survivors[0]!.slots[0]!.def.name).toBe('Healing');
    expect(g.noise[zoneOf(g, 'a')]).toBe(1);
  });

  it('Spellcaster pays for a spell with its free Action', () => {
    const g = bpScenario({ map: STREET, survivors: [{ name: 'Baldric', zone: 'a', cards: ['Fireball'] }], zombies: { b: '1W' } });
    const s = g.survivors[0]!;
    s.actions = 0;
    s.free.spell = 1;
    fixDice(g, [6, 6, 6]);
    performAction(g, s, legalActions(g, s).find((a) => a.type === 'attack')!);
    expect(s.free.spell).toBe(0);
    expect(zombiesAt(g, 'b')).toBe('');
  });
});

describe('quest rules (mission keys)', () => {
  const KEYS = `grid:
  a  b  c  d
  E  E  f  G
edges:
  door E-a locked:green
  door G-f closed
tokens:
  start a
  spawn d order=1
  spawn c order=2 colour=green inactive
  objective b colour=green
  objective f colour=infected
`;

  it('a coloured key unlocks its doors and wakes its spawn zone, which spawns at once', () => {
    const g = bpScenario({ map: KEYS, header: 'objective-spawn: infected', survivors: [{ name: 'Ann', zone: 'b' }] });
    stackZombieDeck(g, [4]);
    expect(legalActions(g, g.survivors[0]!).some((a) => a.type === 'open-door')).toBe(false);
    act(g, 0, (a) => a.type === 'take-objective');
    expect(g.doorLocked[0]).toBe(0);
    expect(g.spawns[1]!.active).toBe(true);
    expect(zombiesAt(g, 'c')).toBe('1W');
    expect(g.survivors[0]!.xp).toBe(5);
  });

  it('objective-spawn: taking an objective of that colour draws a Zombie card for its zone', () => {
    const g = bpScenario({ map: KEYS, header: 'objective-spawn: infected', survivors: [{ name: 'Ann', zone: 'f' }] });
    stackZombieDeck(g, [10]);
    act(g, 0, (a) => a.type === 'take-objective');
    expect(zombiesAt(g, 'f')).toBe('1F');
  });

  it('objective-gives hands out the card; unlock-when-all-taken opens the coloured doors once every objective is taken', () => {
    const map = `grid:\n  a b\n  C .\nedges:\n  door C-a locked:violet\ntokens:\n  start a\n  spawn b order=1\n  objective a\n  objective b\n`;
    const g = bpScenario({ map, header: 'objective-gives: Dragon Bile\nunlock-when-all-taken: violet', survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Nelly', zone: 'b' }] });
    act(g, 0, (a) => a.type === 'take-objective');
    expect(g.survivors[0]!.slots[0]!.def.name).toBe('Dragon Bile');
    expect(g.doorLocked[0]).toBe(1);
    act(g, 1, (a) => a.type === 'take-objective');
    expect(g.doorLocked[0]).toBe(0);
  });

  it('abomination-zone: every spawn there places an Abomination', () => {
    const g = bpScenario({ map: KEYS, header: 'abomination-zone: d', survivors: [{ name: 'Ann', zone: 'a' }] });
    resolveCard(g, 8, zoneOf(g, 'd'), 0);
    expect(zombiesAt(g, 'd')).toBe('1A');
  });

  it('victory "remove-spawns then burn": kill a Necromancer to remove the spawn zone, then Dragon Fire in the zone', () => {
    const map = `grid:\n  a b c d\ntokens:\n  start a\n  spawn b order=1\n  spawn c order=2\n  spawn d order=3\n`;
    const g = bpScenario({
      map, header: 'victory: remove-spawns c then burn d', survivors: [{ name: 'Ann', zone: 'c', cards: ['Sword', 'Torch'] }],
      zombies: { c: '1N' }, choose: (_v, d) => (d.kind === 'remove-spawn' ? (d.options as number[]).indexOf(1) : 0),
    });
    fixDice(g, [6, 1]);
    act(g, 0, (a) => a.type === 'attack');
    expect(g.spawns.map((t) => t.removed)).toEqual([false, true, false]);
    expect(g.victoryStep).toBe(1);
    g.bile[zoneOf(g, 'd')] = 1;
    const over = play(() => act(g, 0, (a) => a.type === 'throw-torch' && a.zone === zoneOf(g, 'd')));
    expect(over?.outcome).toBe('win');
    expect(g.burnt[zoneOf(g, 'd')]).toBe(1);
  });

  it('victory "gather": every living Survivor in the zone with no zombie there', () => {
    const map = `grid:\n  a b c\ntokens:\n  start a\n  spawn c order=1\n`;
    const g = bpScenario({ map, header: 'victory: gather b', survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Nelly', zone: 'b' }] });
    const over = play(() => act(g, 0, (a) => a.type === 'move' && a.to === zoneOf(g, 'b')));
    expect(over?.outcome).toBe('win');
  });
});

describe('the Body slot (guide §3a, §11.2)', () => {
  const MAP = `grid:\n  a b c\ntokens:\n  start a\n  spawn c order=1\n`;
  type Attack = Extract<BpAction, { type: 'attack' }>['attack'];
  const attacks = (g: BpGame, i: number): Attack[] => {
    const s = g.survivors[i]!;
    s.actions = 3;
    return legalActions(g, s).flatMap((a) => (a.type === 'attack' ? [a.attack] : []));
  };

  it('Ann\'s ID card takes a Dagger there: she attacks with it, and it adds its die to the Sword in her Hand', () => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'b', cards: ['Sword'], body: 'Dagger' }], zombies: { b: '2W' } });
    const [sword, dagger] = attacks(g, 0);
    expect([sword!.weapon, sword!.hands, dagger!.weapon, dagger!.hands]).toEqual(['Sword', [0], 'Dagger', [2]]);
    expect(attackDice(g, g.survivors[0]!, sword!)).toBe(3);
    fixDice(g, [4, 1]);
    performAction(g, g.survivors[0]!, { type: 'attack', attack: dagger! });
    expect(zombiesAt(g, 'b')).toBe('1W');
  });

  it('a Dagger in the Body slot and one in a Hand are a Dual pair', () => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Nelly', zone: 'b', cards: ['Dagger'], body: 'Dagger' }], zombies: { b: '2W' } });
    const [pair] = attacks(g, 0);
    expect(pair!.hands).toEqual([0, 2]);
    expect(attackDice(g, g.survivors[0]!, pair!)).toBe(4);
  });

  it('only armour and the ID card\'s own card go there: a found Dagger may go to Ann\'s Body slot, not to Clovis\'s', () => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Clovis', zone: 'a' }] });
    const dagger = { uid: 900, def: g.decks.equipment.find((c) => c.def.name === 'Dagger')!.def, loaded: true };
    expect(placementOptions(g.survivors[0]!, dagger).some((p) => p.slot === 2)).toBe(true);
    expect(placementOptions(g.survivors[1]!, dagger).some((p) => p.slot === 2)).toBe(false);
  });

  it('a Reorganize offers the best armour or the own card for the Body slot', () => {
    const g = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'a', cards: ['Sword', 'Axe', 'Dagger'], body: 'Chainmail Armor' }] });
    const bodies = new Set(arrangementOptions(g.survivors[0]!).filter((a) => a.names[0] === 'Sword' && a.names[1] === 'Axe').map((a) => a.names[2]));
    expect(bodies).toEqual(new Set(['Dagger']));
    expect(arrangementOptions(g.survivors[0]!).some((a) => a.names[2] === 'Chainmail Armor' && a.names[1] === 'Dagger')).toBe(true);
  });

  it('body-slot: sets or removes a Survivor\'s card (a Shield there gives Armour rolls); unknown names are refused', () => {
    const g = bpScenario({ map: MAP, header: 'body-slot: Clovis=Shield, Ann=none', survivors: [{ name: 'Clovis', zone: 'b', body: 'Shield' }, { name: 'Ann', zone: 'b' }] });
    expect(g.survivors.map((s) => s.bodyCard)).toEqual(['Shield', null]);
    fixDice(g, [3]);
    wound(g, g.survivors[0]!, WALKER, 'a walker');
    expect(g.survivors[0]!.wounds).toBe(0);
    const text = (h: string) => `zmap 1\ngame: black-plague\nvictory: danger red\n${h}\n${MAP}`;
    expect(() => bpMissionFromText(text('body-slot: Bob=Dagger'), 'm.zmap')).toThrow(/^m\.zmap:4: body-slot: "Bob=Dagger" is not <Survivor>=<card>/);
    expect(() => bpMissionFromText(text('body-slot: Ann=Plate Armor'), 'm.zmap')).toThrow(/^m\.zmap:4: body-slot: Plate Armor is armour/);
  });
});

describe('line of sight, moving and reorganizing: the guide\'s worked examples (digest §5.2, §6.1, §6.5)', () => {
  /** Three rooms P-Q-R joined by openings above a street a-b-c; P's door opens on a, and the street goes on down to d. */
  const ROOMS = `grid:
  P  Q  R
  a  b  c
  d  .  .
edges:
  open P-Q
  open Q-R
  door P-a open
tokens:
  start a
  spawn c order=1
`;
  const sees = (g: BpGame, from: string): string[] =>
    g.view.visible[zoneOf(g, from)]!.map((z) => g.graph.map.zones[z]!.label).sort();

  it('inside a building a Survivor sees the next room but not the room beyond it, nor the street past it', () => {
    const g = bpScenario({ map: ROOMS, survivors: [{ name: 'Ann', zone: 'Q' }] });
    expect(sees(g, 'Q')).toEqual(['P', 'R']);
    expect(sees(g, 'P')).not.toContain('R');
  });

  it('looking out through a broken door shows the whole street straight down; looking in shows one room', () => {
    const g = bpScenario({ map: ROOMS, survivors: [{ name: 'Ann', zone: 'P' }] });
    expect(sees(g, 'P')).toEqual(['Q', 'a', 'd']);
    expect(sees(g, 'd')).toEqual(['P', 'a']);
    expect(sees(g, 'a')).toEqual(['P', 'b', 'c', 'd']);
  });

  it('a move into a zone with a zombie ends there; a closed door blocks the way; the other way is open', () => {
    const map = `grid:
  a  b  c  d
  .  .  E  .
edges:
  door E-c closed
tokens:
  start b
  spawn d order=1
`;
    const targets = (g: BpGame): string[] => legalActions(g, g.survivors[0]!).filter((a) => a.type === 'move').map((a) => g.graph.map.zones[(a as { to: number }).to]!.label).sort();
    const nelly = { name: 'Nelly', zone: 'b', skills: ['2 Zones per Move Action'] };
    const empty = bpScenario({ map, survivors: [nelly] });
    empty.survivors[0]!.actions = 3;
    expect(targets(empty)).toEqual(['a', 'c', 'd']);
    const g = bpScenario({ map, survivors: [nelly], zombies: { c: '1W' } });
    const s = g.survivors[0]!;
    s.actions = 3;
    expect(targets(g)).toEqual(['a', 'c']);
    act(g, 0, (a) => a.type === 'move' && a.to === zoneOf(g, 'c'));
    expect(g.survivors[0]!.zone).toBe(zoneOf(g, 'c'));
    // From c the way on is d, or E through its door once it is broken: never E while it is closed.
    expect(legalActions(g, s).filter((a) => a.type === 'move').map((a) => (a as { to: number }).to)).not.toContain(zoneOf(g, 'E'));
  });

  it('a Reorganize puts the Dragon Bile from the Backpack in Hand and the Great Sword in the Backpack; the Bile can be poured next', () => {
    const g = bpScenario({
      map: STREET,
      survivors: [{ name: 'Samson', zone: 'b', cards: ['Great Sword', null, 'Dragon Bile'] }],
      choose: (_v, d) => d.kind === 'arrange'
        ? d.options.findIndex((o) => { const n = (o as { names: (string | null)[] }).names; return n.includes('Dragon Bile') && !n.includes('Great Sword'); })
        : 0,
    });
    const s = g.survivors[0]!;
    s.actions = 3;
    expect(legalActions(g, s).some((a) => a.type === 'pour-bile')).toBe(false);
    act(g, 0, (a) => a.type === 'reorganize');
    expect(s.actions).toBe(2);
    expect([s.slots[0]?.def.name, s.slots[1]?.def.name]).toContain('Dragon Bile');
    expect(s.slots.slice(3).map((c) => c?.def.name)).toContain('Great Sword');
    act(g, 0, (a) => a.type === 'pour-bile' && a.zone === zoneOf(g, 'b'));
    expect(g.bile[zoneOf(g, 'b')]).toBeTruthy();
  });
});
