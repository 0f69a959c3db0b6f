/** A game's map vocabulary (src/core/zmap/vocabulary.ts): the edge kinds, token kinds and zombie types it adds to the zmap format. */
import { describe, expect, it } from 'vitest';
import { SIDE_OPEN } from '../../src/core/map.ts';
import {
  BLACK_PLAGUE_MAP_VOCABULARY,
  checkZmap,
  CORE_MAP_VOCABULARY,
  defineMapVocabulary,
  mapVocabularyOf,
  parseZmap,
  type EdgeLine,
  type MapVocabulary,
  UNREGISTERED_GAME_VOCABULARY,
} from '../../src/core/zmap.ts';

/** A made-up game's words: `tunnel A-B` (a passage with a closed door), `grave <zone> <count>`, and ghoul zombies. */
const FAKE: MapVocabulary = {
  edges: {
    tunnel(e: EdgeLine) {
      const [a, b] = (e.words[1] ?? '').split('-');
      if (a === undefined || b === undefined || e.words.length !== 2) e.fail('a tunnel is written "tunnel A-B"');
      const za = e.zone(a, 'this tunnel');
      const zb = e.zone(b, 'this tunnel');
      e.claimPair(za, zb);
      e.addLink(za, zb, e.addDoor(za, zb, { open: false, locked: false, colour: null }));
    },
  },
  tokens: {
    grave: { args: 1, usage: '"grave <zone> <count>"', read: (t) => ({ zone: t.zone, count: t.count(t.words[0]!, 'grave count'), line: t.line }) },
  },
  zombies: ['ghoul'],
};
defineMapVocabulary('fake-game', FAKE);
defineMapVocabulary('plain-game', CORE_MAP_VOCABULARY);

/** A map of `game` (no game: line when null) using every fake word; line 9 is the tunnel, 15 the grave, 16 the ghouls. */
const map = (game: string | null, edit: (text: string) => string = (t) => t): string =>
  edit(`zmap 1
${game === null ? 'name: no game' : `game: ${game}`}
grid:
  a b c
  D . E
edges:
  door D-a closed
  door E-c closed
  tunnel D-E
tokens:
  start a
  spawn b order=1
  objective E
  exit c
  grave c 2
  zombies b 3 ghoul
`);

const firstProblem = (text: string): string => {
  const p = checkZmap(text, 'm.zmap').problems[0];
  return p ? `${p.line}: ${p.message}` : 'no problem';
};

describe('a game that declared its map vocabulary', () => {
  it('has its words read in its maps', () => {
    const { map: m } = parseZmap(map('fake-game'), 'm.zmap');
    const [D, E, b, c] = ['D', 'E', 'b', 'c'].map((l) => m.zones.findIndex((z) => z.label === l));
    expect(m.doors.map((d) => [d.id, d.a, d.b, d.open, d.line])).toEqual([[0, D, 0, false, 7], [1, E, c, false, 8], [2, D, E, false, 9]]);
    expect(m.links).toEqual([{ a: D, b: E, side: 2, line: 9 }]);
    expect(m.tokens.extra).toEqual({ grave: [{ zone: c, count: 2, line: 15 }] });
    expect(m.tokens.zombies).toEqual([{ zone: b, count: 3, type: 'ghoul', line: 16 }]);
  });

  it('has problems in its words located and worded like the core words', () => {
    expect(firstProblem(map('fake-game', (t) => t.replace('grave c 2', 'grave c lots')))).toBe(
      '15: "lots" is not a valid grave count; it must be a whole number from 1 to 999',
    );
    expect(firstProblem(map('fake-game', (t) => t.replace('grave c 2', 'grave c')))).toBe('15: "grave" is written "grave <zone> <count>"');
    expect(firstProblem(map('fake-game', (t) => t.replace('grave c 2', 'grave q 2')))).toMatch(/^15: unknown zone "q" in this grave token/);
    expect(firstProblem(map('fake-game', (t) => t.replace('tunnel D-E', 'tunnel D-Q')))).toMatch(/^9: unknown zone "Q" in this tunnel/);
    expect(firstProblem(map('fake-game', (t) => t.replace('tunnel D-E', 'tunnel D')))).toBe('9: a tunnel is written "tunnel A-B"');
    expect(firstProblem(map('fake-game', (t) => t.replace('tunnel D-E', 'tunnel D-E\n  tunnel E-D')))).toBe('10: the edge between E and D is already given on line 9');
    expect(firstProblem(map('fake-game', (t) => t.replace('grave', 'grvae')))).toMatch(
      /^15: unknown token "grvae" \(did you mean "grave"\?\); the tokens are start, exit, spawn, objective, car, manhole, zombies, noise and grave$/,
    );
    expect(firstProblem(map('fake-game', (t) => t.replace('tunnel', 'tunel')))).toBe(
      '9: unknown edge kind "tunel" (did you mean "tunnel"?); an edge line starts with open, wall, door or tunnel',
    );
    expect(firstProblem(map('fake-game', (t) => t.replace('ghoul', 'ghouls')))).toBe(
      '16: "ghouls" is not a zombie type (did you mean "ghoul"?); use walker, runner, fatty, abomination or ghoul (singular, lower case)',
    );
  });

  it('refuses the words of other games, as any unknown word', () => {
    const text = map('fake-game', (t) => t.replace('tunnel D-E', 'link D-E closed').replace('ghoul', 'necromancer'));
    expect(checkZmap(text, 'm.zmap').problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '9: unknown edge kind "link"; an edge line starts with open, wall, door or tunnel',
      '16: "necromancer" is not a zombie type; use walker, runner, fatty, abomination or ghoul (singular, lower case)',
    ]);
  });
});

describe("another game's map", () => {
  it("refuses a game's words with the message any unknown word gets", () => {
    for (const game of ['season1', 'plain-game', null]) {
      const problems = checkZmap(map(game), 'm.zmap').problems.map((p) => `${p.line}: ${p.message}`);
      const edgeKinds = game === 'plain-game' ? 'open, wall or door' : 'open, wall, door or link';
      const zombieTypes = game === 'plain-game' ? 'walker, runner, fatty or abomination' : 'walker, runner, fatty, abomination or necromancer';
      expect(problems).toEqual([
        `9: unknown edge kind "tunnel"; an edge line starts with ${edgeKinds}`,
        '15: unknown token "grave"; the tokens are start, exit, spawn, objective, car, manhole, zombies and noise',
        `16: "ghoul" is not a zombie type; use ${zombieTypes} (singular, lower case)`,
      ]);
    }
  });

  it("a game that declared no words refuses Black Plague's link and necromancer", () => {
    const text = map('plain-game', (t) => t.replace('tunnel D-E', 'link D-E closed').replace('  grave c 2\n', '').replace('ghoul', 'necromancer'));
    expect(checkZmap(text, 'm.zmap').problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '9: unknown edge kind "link"; an edge line starts with open, wall or door',
      '15: "necromancer" is not a zombie type; use walker, runner, fatty or abomination (singular, lower case)',
    ]);
    const problems = checkZmap(text.replace('zombies b 3 necromancer', 'zombies b 3'), 'm.zmap').problems;
    expect(problems[1]!.message).toBe('"zombies" is written "zombies <zone> <count> <walker|runner|fatty|abomination>"');
  });
});

describe('which vocabulary a map is read with', () => {
  const BP_MAP = map('black-plague', (t) => t.replace('tunnel D-E', 'link D-E open').replace('  grave c 2\n', '').replace('ghoul', 'necromancer'));

  it("black-plague is pre-registered with the words the parser always knew; a game that declared none (or no game: line) reads them too, as before", () => {
    expect(mapVocabularyOf('black-plague')).toBe(BLACK_PLAGUE_MAP_VOCABULARY);
    expect(mapVocabularyOf('season1')).toBe(UNREGISTERED_GAME_VOCABULARY);
    expect(mapVocabularyOf(undefined)).toBe(UNREGISTERED_GAME_VOCABULARY);
    expect(mapVocabularyOf('fake-game')).toBe(FAKE);
    for (const text of [BP_MAP, BP_MAP.replace('game: black-plague', 'game: season1'), BP_MAP.replace('game: black-plague', 'name: x')]) {
      const { map: m } = parseZmap(text, 'm.zmap');
      expect(m.links).toEqual([{ a: m.zones.findIndex((z) => z.label === 'D'), b: m.zones.findIndex((z) => z.label === 'E'), side: SIDE_OPEN, line: 9 }]);
      expect(m.tokens.zombies.map((z) => z.type)).toEqual(['necromancer']);
      expect(m.tokens.extra).toBeUndefined();
    }
  });

  it('the vocabulary option overrides the game', () => {
    expect(() => parseZmap(BP_MAP, 'm.zmap', { vocabulary: CORE_MAP_VOCABULARY })).toThrow(/^m\.zmap:9: unknown edge kind "link"; an edge line starts with open, wall or door$/);
    expect(parseZmap(map('season1'), 'm.zmap', { vocabulary: FAKE }).map.tokens.extra?.grave).toHaveLength(1);
  });

  it('a vocabulary is words the core does not use, declared once per game', () => {
    expect(() => defineMapVocabulary('x-game', { edges: { door: () => {} } })).toThrow(/"door" is already an edge kind of every map/);
    expect(() => defineMapVocabulary('x-game', { edges: { gap: () => {} } })).toThrow(/"gap" is already an edge kind/);
    expect(() => defineMapVocabulary('x-game', { tokens: { start: { args: 1, read: () => null } } })).toThrow(/"start" is already a token kind/);
    expect(() => defineMapVocabulary('x-game', { zombies: ['walker'] })).toThrow(/"walker" is already a zombie type/);
    expect(() => defineMapVocabulary('x-game', { zombies: ['two words'] })).toThrow(/"two words" is not a word/);
    expect(() => defineMapVocabulary('x-game', { tokens: { grave: { args: -1, read: () => null } } })).toThrow(/args is a number of words/);
    expect(() => defineMapVocabulary('fake-game', { zombies: ['ghoul'] })).toThrow(/already declared another map vocabulary/);
    expect(defineMapVocabulary('fake-game', FAKE)).toBe(FAKE); // the same one again: nothing changes
  });

  it("the game takes over black-plague's pre-registration (once)", () => {
    const own: MapVocabulary = { ...BLACK_PLAGUE_MAP_VOCABULARY };
    expect(defineMapVocabulary('black-plague', own)).toBe(own);
    expect(mapVocabularyOf('black-plague')).toBe(own);
    expect(parseZmap(BP_MAP, 'm.zmap').map.links).toHaveLength(1);
    expect(() => defineMapVocabulary('black-plague', { ...own })).toThrow(/already declared another map vocabulary/);
  });
});
