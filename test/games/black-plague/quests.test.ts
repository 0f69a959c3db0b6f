/**
 * The quest-rule keys that replace the shipped quests' former simplifications (docs/missions.md, "Black Plague
 * mission keys"): objective-reveals, objective-brings, all-taken-brings, vault-draw, objective-gives: missing,
 * unlock-when-taken; each on a small map, then on the shipped quest that uses it.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/games/black-plague/actions.ts';
import { setupBpGame } from '../../../src/games/black-plague/game.ts';
import { bpMissionFromText, loadBpMission } from '../../../src/games/black-plague/mission.ts';
import { buildBpPosition } from '../../../src/games/black-plague/scenario.ts';
import type { BpGame } from '../../../src/games/black-plague/state.ts';
import { goalZones } from '../../../src/games/black-plague/strategy-kit.ts';
import { ABOMINATION } from '../../../src/games/black-plague/zombie-types.ts';
import type { StrategyModule } from '../../../src/games/types.ts';
import greedy from '../../../strategies/greedy.ts';
import { act, bpScenario, play, stackZombieDeck, zombiesAt, zoneOf } from './harness.ts';

const QUESTS = new URL('../../../missions/black-plague/', import.meta.url).pathname;

const canTake = (g: BpGame, who: number): boolean => {
  g.survivors[who]!.actions = 3;
  return legalActions(g, g.survivors[who]!).some((a) => a.type === 'take-objective');
};

const take = (g: BpGame, who: number): void => act(g, who, (a) => a.type === 'take-objective');

/** Put Survivor `who` on the objective of that colour and take it. */
function takeColour(g: BpGame, who: number, colour: string): void {
  const i = g.objectiveColour.indexOf(colour);
  g.survivors[who]!.zone = g.mission.map.tokens.objectives[i]!.zone;
  act(g, who, (a) => a.type === 'take-objective' && a.objective === i);
}

describe('objective-reveals, objective-brings, all-taken-brings (01 Big Game Hunting)', () => {
  // a and b are on the board at set-up; taking a (the key) reveals the lab objective in D.
  const MAP = `grid:\n  a b c D\nedges:\n  door c-D open\ntokens:\n  start a\n  spawn c order=1\n  objective a colour=key\n  objective b\n  objective D colour=lab\n`;
  const REVEAL = 'victory: objectives\nobjective-reveals: key=lab';

  it('the revealed objective is off the board (not takeable, not a goal) until the key is taken; then it comes with a Necromancer and its spawn token', () => {
    const g = bpScenario({ map: MAP, header: `${REVEAL}\nobjective-brings: key=necromancer in D`, survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Nelly', zone: 'D' }] });
    expect(canTake(g, 1)).toBe(false);
    expect(goalZones(g)).not.toContain(zoneOf(g, 'D'));
    stackZombieDeck(g, [4]);
    take(g, 0);
    expect(canTake(g, 1)).toBe(true);
    expect(goalZones(g)).toContain(zoneOf(g, 'D'));
    expect(zombiesAt(g, 'D')).toBe('1W 1N');
    expect(g.spawns.map((t) => t.zone)).toEqual([zoneOf(g, 'c'), zoneOf(g, 'D')]);
  });

  it('"objectives" needs the revealed one too; the Abomination comes once the set-up objectives are taken, and only then', () => {
    const header = `${REVEAL}\nall-taken-brings: abomination in a spawn zone if none`;
    const g = bpScenario({ map: MAP, header, survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Nelly', zone: 'b' }] });
    take(g, 0);
    expect(zombiesAt(g, 'c')).toBe('');
    take(g, 1);
    expect(zombiesAt(g, 'c')).toBe('1A');
    expect(g.victoryStep).toBe(0);
    g.zombies.fill(0);
    g.onBoard.fill(0);
    g.survivors[1]!.zone = zoneOf(g, 'D');
    const over = play(() => take(g, 1));
    expect(over?.outcome).toBe('win');
    expect(g.onBoard[ABOMINATION]).toBe(0);
  });

  it('"if none": no Abomination when one has been killed already', () => {
    const header = `${REVEAL}\nall-taken-brings: abomination in a spawn zone if none`;
    const g = bpScenario({ map: MAP, header, survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Nelly', zone: 'b' }] });
    g.stats.killedByType[ABOMINATION] = 1;
    take(g, 0);
    take(g, 1);
    expect(zombiesAt(g, 'c')).toBe('');
  });

  it('the shipped quest: the Laboratory is off the board at set-up, a random red reveals it, and the vaults are drawn per game', () => {
    const m = loadBpMission(`${QUESTS}01-big-game-hunting.zmap`);
    const lab = m.map.tokens.objectives.findIndex((o) => o.colour === 'laboratory');
    const contents = new Set<string>();
    const keys = new Set<number>();
    for (let game = 0; game < 12; game++) {
      const g = setupBpGame(m, m.defaultLineup, greedy as StrategyModule, 'quests', game);
      expect(g.objectiveOnBoard[lab]).toBe(0);
      keys.add(g.objectiveColour.indexOf('lab-key'));
      const vaults = [zoneOf(g, 'V27'), zoneOf(g, 'V28')].map((z) => g.vaultCards[z]!.map((c) => c.def.name));
      expect(vaults.map((v) => v.length)).toEqual([1, 1]);
      contents.add(vaults.flat().join(' + '));
    }
    expect(keys.size).toBeGreaterThan(1);
    expect(contents.size).toBeGreaterThan(2);
    const g = buildBpPosition(m, [{ name: 'Ann', zone: 'z10' }], { seed: 'quests' });
    stackZombieDeck(g, [4]);
    takeColour(g, 0, 'lab-key');
    expect(g.objectiveOnBoard[lab]).toBe(1);
    expect(zombiesAt(g, 'Z25')).toContain('1N');
  });
});

describe('vault-draw', () => {
  const MAP = `grid:\n  a b\n  C .\n  V W\nedges:\n  door C-a closed\n  link C-V closed\n  link C-W closed\ntokens:\n  start a\n  spawn b order=1\n  objective C\n`;
  const mission = bpMissionFromText(`zmap 1\ngame: black-plague\nkinds: V=vault W=vault\nvault-draw: V, W: Inferno, Orcish Crossbow\n${MAP}`, 'draw.zmap');

  it('gives each vault one card of the pool at random, the same for the same seed; the artifact drawn leaves the set-aside cards', () => {
    const deal = (game: number): string => {
      const g = setupBpGame(mission, ['Ann'], greedy as StrategyModule, 'draw', game);
      const names = [g.vaultCards[zoneOf(g, 'V')]!, g.vaultCards[zoneOf(g, 'W')]!].map((pile) => pile.map((c) => c.def.name).join());
      expect(g.artifacts.some((c) => c.def.name === 'Inferno' || c.def.name === 'Orcish Crossbow')).toBe(false);
      return names.join(' | ');
    };
    const seen = new Set(Array.from({ length: 16 }, (_, k) => deal(k)));
    expect(seen).toEqual(new Set(['Inferno | Orcish Crossbow', 'Orcish Crossbow | Inferno']));
    expect(deal(3)).toBe(deal(3));
  });

  it('the shipped 07 Dead Trail draws its two vaults from Inferno and Orcish Crossbow', () => {
    const m = loadBpMission(`${QUESTS}07-dead-trail.zmap`);
    const seen = new Set<string>();
    for (let game = 0; game < 12; game++) {
      const g = setupBpGame(m, m.defaultLineup, greedy as StrategyModule, 'quests', game);
      seen.add(g.vaultCards[zoneOf(g, 'V49')]!.map((c) => c.def.name).join());
    }
    expect(seen).toEqual(new Set(['Inferno', 'Orcish Crossbow']));
  });
});

describe('objective-gives: missing (04 Famine)', () => {
  const MAP = `grid:\n  a b c\ntokens:\n  start a\n  spawn c order=1\n  objective a\n  objective b\n`;
  const HEADER = 'victory: carry Apples x2, Water x2\nobjective-gives: missing';

  it('hands out a card the carry step still lacks, out of the deck', () => {
    const g = bpScenario({ map: MAP, header: HEADER, survivors: [{ name: 'Ann', zone: 'a', cards: ['Apples', 'Apples'] }] });
    const waterInDeck = g.decks.equipment.filter((c) => c.def.name === 'Water').length;
    take(g, 0);
    expect(g.survivors[0]!.slots.filter((c) => c?.def.name === 'Water')).toHaveLength(1);
    expect(g.decks.equipment.filter((c) => c.def.name === 'Water')).toHaveLength(waterInDeck - 1);
  });

  it('hands out nothing once nothing is missing', () => {
    const g = bpScenario({ map: MAP, header: 'victory: carry Apples then danger red\nobjective-gives: missing', survivors: [{ name: 'Ann', zone: 'a', cards: ['Apples'] }] });
    take(g, 0);
    expect(g.survivors[0]!.slots.filter((c) => c !== null).map((c) => c.def.name)).toEqual(['Apples']);
  });

  it('the shipped quest: each objective hands out a food card', () => {
    const m = loadBpMission(`${QUESTS}04-famine.zmap`);
    const g = buildBpPosition(m, [{ name: 'Ann', zone: 'z44' }], { seed: 'quests' });
    stackZombieDeck(g, [4]);
    takeColour(g, 0, 'blue');
    expect(g.survivors[0]!.slots.filter((c) => c !== null).map((c) => c.def.name)).toEqual([expect.stringMatching(/^(Apples|Water|Salted Meat)$/)]);
  });
});

describe('closable, gather … closed and deck-extra (04 Famine)', () => {
  // A room D under a, its door open; the vault V under D, behind a closed vault door (the Axe opens it).
  const MAP = `kinds: V=vault\ngrid:\n  a b c\n  D . .\n  V . .\nedges:\n  door D-a open\n  link D-V closed\ntokens:\n  start a\n  spawn c order=1\n`;
  const HEADER = 'victory: gather V closed\nclosable: V';

  it('in a closable zone any Survivor closes its open doors for 1 Action; elsewhere nobody can', () => {
    const g = bpScenario({ map: MAP, header: HEADER, survivors: [{ name: 'Nelly', zone: 'V', cards: ['Axe'] }, { name: 'Clovis', zone: 'D' }] });
    act(g, 0, (a) => a.type === 'open-door');
    expect(Array.from(g.doorOpen)).toEqual([1, 1]);
    g.survivors[1]!.actions = 3;
    expect(legalActions(g, g.survivors[1]!).some((a) => a.type === 'close-door')).toBe(false);
    act(g, 0, (a) => a.type === 'close-door');
    expect(g.survivors[0]!.actions).toBe(1);
    expect(Array.from(g.doorOpen)).toEqual([1, 0]);
  });

  it('"gather V closed" is met only once the doors of V are closed too', () => {
    const g = bpScenario({ map: MAP, header: HEADER, survivors: [{ name: 'Nelly', zone: 'V', cards: ['Axe'] }] });
    expect(play(() => act(g, 0, (a) => a.type === 'open-door'))).toBeNull();
    const over = play(() => act(g, 0, (a) => a.type === 'close-door'));
    expect(over?.outcome).toBe('win');
  });

  it('deck-extra shuffles more copies into the Equipment deck; the shipped quest adds two of each food card', () => {
    const count = (g: BpGame, name: string): number => g.decks.equipment.filter((c) => c.def.name === name).length;
    const plain = bpScenario({ map: MAP, survivors: [{ name: 'Ann', zone: 'a' }] });
    const more = bpScenario({ map: MAP, header: 'deck-extra: Apples x2, Water', survivors: [{ name: 'Ann', zone: 'a' }] });
    expect([count(more, 'Apples') - count(plain, 'Apples'), count(more, 'Water') - count(plain, 'Water')]).toEqual([2, 1]);
    const m = loadBpMission(`${QUESTS}04-famine.zmap`);
    const g = setupBpGame(m, ['Ann', 'Nelly'], greedy as StrategyModule, 'quests', 0);
    expect(['Apples', 'Water', 'Salted Meat'].map((n) => count(g, n) - count(plain, n))).toEqual([2, 2, 2]);
  });
});

describe('unlock-when-taken (07 Dead Trail)', () => {
  const MAP = `grid:\n  a b c D\nedges:\n  door c-D locked:gold\ntokens:\n  start a\n  spawn c order=1\n  objective a colour=blue\n  objective b colour=green\n`;

  it('the gold door unlocks once both keys are taken, not with one', () => {
    const g = bpScenario({ map: MAP, header: 'unlock-when-taken: gold=blue+green', survivors: [{ name: 'Ann', zone: 'a' }, { name: 'Nelly', zone: 'b' }] });
    take(g, 1);
    expect(g.doorLocked[0]).toBe(1);
    take(g, 0);
    expect(g.doorLocked[0]).toBe(0);
  });

  it('the shipped quest: the gold vault door stays locked with the green key alone', () => {
    const m = loadBpMission(`${QUESTS}07-dead-trail.zmap`);
    const g = buildBpPosition(m, [{ name: 'Ann', zone: 'z6' }], { seed: 'quests' });
    const gold = m.map.doors.findIndex((d) => d.colour === 'gold');
    stackZombieDeck(g, [4, 4]);
    takeColour(g, 0, 'green');
    expect(g.doorLocked[gold]).toBe(1);
    takeColour(g, 0, 'blue');
    expect(g.doorLocked[gold]).toBe(0);
  });
});

describe('bad values of the quest-rule keys name file and line', () => {
  const text = (header: string, hidden = '') =>
    `zmap 1\ngame: black-plague\nkinds: V=vault\n${header}\nvictory: danger red\ngrid:\n  a b c\n  D . V\nedges:\n  door D-a locked:blue\n  link D-V closed\ntokens:\n  start a\n  spawn b order=1\n  objective a colour=blue\n  objective c colour=lab${hidden}\n`;

  it.each([
    ['objective-reveals: lab', /^q\.zmap:4: objective-reveals: "lab" is not <colour taken>=<colour revealed>/],
    ['objective-reveals: blue=blue', /^q\.zmap:4: objective-reveals: "blue=blue" is not <colour taken>=<colour revealed> with two different colours/],
    ['objective-reveals: key=lab', /^q\.zmap:4: objective-reveals: no objective has colour=key/],
    ['objective-brings: dragon in c', /^q\.zmap:4: objective-brings: "dragon in c" is not <type> \[in <zone> \| in a spawn zone\] \[if none\] with a type among walker/],
    ['objective-brings: blue=walker in Q', /^q\.zmap:4: objective-brings: there is no zone "Q"/],
    ['objective-brings: red=walker', /^q\.zmap:4: objective-brings: no objective has colour=red/],
    ['all-taken-brings: abomination somewhere', /^q\.zmap:4: all-taken-brings: "abomination somewhere" is not <type>/],
    ['vault-draw: V Inferno', /^q\.zmap:4: vault-draw: "V Inferno" is not "<vault zone>, <vault zone>...: <card>, <card>..."/],
    ['vault-draw: a: Inferno', /^q\.zmap:4: vault-draw: a is not a vault/],
    ['vault-draw: V, V: Inferno', /^q\.zmap:4: vault-draw: 2 draws but only 1 cards in the pool/],
    ['vault-draw: V: Inferno, Inferno', /^q\.zmap:4: vault-draw: the pool and vault-items hold 2 Inferno cards, more than the 1 in the box/],
    ['vault-draw: V: Excalibur', /^q\.zmap:4: vault-draw: "Excalibur" is not a Black Plague Equipment card/],
    ['unlock-when-taken: gold', /^q\.zmap:4: unlock-when-taken: "gold" is not <door colour>=<objective colour>\+<objective colour>/],
    ['unlock-when-taken: blue=lab+red', /^q\.zmap:4: unlock-when-taken: no objective has colour=red/],
    ['unlock-when-taken: blue=lab, silver=lab', /^q\.zmap:4: unlock-when-taken: no locked door and no inactive spawn zone has colour silver/],
    ['closable: Q', /^q\.zmap:4: closable: there is no zone "Q"/],
    ['deck-extra: Apples x2, Excalibur', /^q\.zmap:4: deck-extra: "Excalibur" is not a Black Plague Equipment card/],
    ['objective-gives: missing', /^q\.zmap:4: objective-gives: "missing" hands out the cards the victory's carry step lacks, but the victory has no carry step/],
  ])('%s', (header, message) => {
    expect(() => bpMissionFromText(text(header), 'q.zmap')).toThrow(message);
  });

  it('a revealed objective cannot be hidden', () => {
    expect(() => bpMissionFromText(text('objective-reveals: blue=lab', ' hidden'), 'q.zmap')).toThrow(/^q\.zmap:16: objective-reveals: the lab objective is revealed by the blue one, so it cannot also be hidden/);
  });
});
