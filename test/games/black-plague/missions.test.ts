import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseZmap } from '../../../src/core/zmap.ts';
import { buildZoneGraph } from '../../../src/core/zones.ts';
import blackPlague from '../../../src/games/black-plague/index.ts';
import { bpMissionFromText } from '../../../src/games/black-plague/mission.ts';
import { s1MissionFromText } from '../../../src/games/season1/mission.ts';
import type { StrategyModule } from '../../../src/games/types.ts';
import greedy from '../../../strategies/greedy.ts';
import random from '../../../strategies/random.ts';
import cautious from '../../../strategies/cautious.ts';
import aggressive from '../../../strategies/aggressive.ts';
import looter from '../../../strategies/looter.ts';
import rusher from '../../../strategies/rusher.ts';
import expert from '../../../strategies/expert.ts';

const DIR = new URL('../../../missions/black-plague/', import.meta.url).pathname;
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.zmap')).sort();

/** Games per quest and strategy with --check in CI (issue 7: a few thousand over every shipped mission). */
const CHECK_GAMES = 50;

describe('Black Plague quests', () => {
  it('ships the Tutorial and Quests 1-10', () => {
    expect(FILES.map((f) => f.slice(0, 2))).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });

  for (const f of FILES) {
    it(`${f} loads, validates clean and plays ${CHECK_GAMES} random and ${CHECK_GAMES} greedy games with every invariant checked`, () => {
      const m = blackPlague.loadMission(DIR + f);
      expect(blackPlague.validateMission(DIR + f)).toEqual([]);
      expect(blackPlague.summarize(m).fidelity).toBe('approximate');
      for (const strategy of [random, greedy] as StrategyModule[]) {
        for (let game = 0; game < CHECK_GAMES; game++) {
          const r = blackPlague.playGame(m, blackPlague.defaultLineup(m), strategy, 'test', game, { check: true });
          expect(r.outcome, `${f} ${strategy.name} game ${game}: ${r.cause}`).not.toBe('error');
        }
      }
    });
  }

  it('every shipped strategy plays Black Plague', () => {
    const m = blackPlague.loadMission(`${DIR}00-danse-macabre.zmap`);
    for (const strategy of [random, greedy, cautious, aggressive, looter, rusher, expert] as StrategyModule[]) {
      expect(strategy.games.length === 0 || strategy.games.includes('black-plague')).toBe(true);
      // The expert plans by rollouts on the Black Plague forward model: a small budget keeps this quick.
      const strategyOptions: Record<string, string> = strategy.name === 'expert' ? { rollouts: '2', horizon: '1', width: '2' } : {};
      for (let game = 0; game < 3; game++) {
        const r = blackPlague.playGame(m, blackPlague.defaultLineup(m), strategy, 'personas', game, { check: true, strategyOptions });
        expect(r.outcome, `${strategy.name}: ${r.cause}`).not.toBe('error');
      }
    }
  });

  it('the same seed gives the same game; another seed another', () => {
    const m = blackPlague.loadMission(`${DIR}02-the-black-book.zmap`);
    const play = (seed: string) => blackPlague.playGame(m, blackPlague.defaultLineup(m), greedy as StrategyModule, seed, 3);
    expect(play('a')).toEqual(play('a'));
    expect(JSON.stringify(play('a'))).not.toBe(JSON.stringify(play('b')));
  });

  it('the disputed cards are selectable per run (--rule)', () => {
    const m = blackPlague.loadMission(`${DIR}00-danse-macabre.zmap`, { 'spawn-card-34': 'spreadsheet', 'extra-activation-blue': 'activate' });
    expect(m.cardReading).toEqual({ card34: 'spreadsheet', extraActivationBlue: 'activate' });
    expect(() => blackPlague.loadMission(`${DIR}00-danse-macabre.zmap`, { 'spawn-card-34': 'maybe' })).toThrow(/^--rule spawn-card-34: "maybe" is not allowed here; use one of: code, spreadsheet/);
  });
});

describe('Black Plague mission files: errors name file and line', () => {
  const base = (extra: string) => `zmap 1\ngame: black-plague\n${extra}\ngrid:\n  a b\n  C V\nedges:\n  door C-a closed\n  link C-V closed\ntokens:\n  start a\n  spawn b order=1\n  objective C\n`;

  it('accepts a good file', () => {
    expect(bpMissionFromText(base('kinds: V=vault'), 'q.zmap').vault).toEqual(new Uint8Array([0, 0, 1, 1]).map((_, i) => (i === 3 ? 1 : 0)));
  });

  it.each([
    ['kinds: V=tower', /^q\.zmap:3: kinds: "V=tower" is not <zone>=vault/],
    ['kinds: V=vault\nwound-limit: 0', /^q\.zmap:4: wound-limit: "0" is not a whole number from 1 to 20/],
    ['kinds: V=vault\nvictory: escape', /^q\.zmap:4: victory: "escape" is not a Black Plague victory step/],
    ['kinds: V=vault\nvault-items: V: Excalibur', /^q\.zmap:4: vault-items: "Excalibur" is not a Black Plague Equipment card/],
    ['kinds: V=vault\nvault-items: V: Inferno, Inferno', /^q\.zmap:4: vault-items: more Inferno cards than the 1 in the box/],
    ['kinds: V=vault\nmanholes: yes', /^q\.zmap:4: unknown header key "manholes" for a Black Plague mission/],
    ['kinds: V=vault\nstarting-equipment: Pistol', /^q\.zmap:4: starting-equipment: "Pistol" is not a Black Plague Equipment card/],
  ])('%s', (extra, message) => {
    expect(() => bpMissionFromText(base(extra), 'q.zmap')).toThrow(message);
  });

  it('a vault with no link edge is reported', () => {
    const text = `zmap 1\ngame: black-plague\nkinds: V=vault\ngrid:\n  a b\n  C V\nedges:\n  door C-a closed\ntokens:\n  start a\n  spawn b order=1\n  objective C\n`;
    expect(() => bpMissionFromText(text, 'q.zmap')).toThrow(/^q\.zmap:3: vault V has no link edge/);
  });
});

describe('zmap link edges (a passage between zones that need not touch)', () => {
  const MAP = `zmap 1\nname: t\ngrid:\n  a b c\n  D . E\nedges:\n  door D-a closed\n  door E-c closed\n  link D-E closed\ntokens:\n  start a\n`;

  it('join two zones for movement once the door on them opens, never for sight, never into one building', () => {
    const { map } = parseZmap(MAP, 't.zmap');
    const g = buildZoneGraph(map);
    const D = g.zoneByLabel('D');
    const E = g.zoneByLabel('E');
    expect(map.links).toEqual([{ a: D, b: E, side: 2, line: 9 }]);
    expect(g.connection(D, E)).toBe(2);
    expect(g.building[D]).not.toBe(g.building[E]);
    const open = new Uint8Array([0, 0, 1]);
    expect(g.view(open).adj[D]).toContain(E);
    expect(g.view(open).los[D * g.n + E]).toBe(-1);
    expect(g.view(new Uint8Array(3)).adj[D]).not.toContain(E);
  });

  it.each([
    ['  link D-E', /^t\.zmap:9: a link needs a state after the zones/],
    ['  link D-Q closed', /^t\.zmap:9: unknown zone "Q" in this link/],
    ['  link D-D open', /^t\.zmap:9: a link needs two different zones/],
    ['  link D-E open:red', /^t\.zmap:9: only a locked link takes a colour/],
  ])('%s', (line, message) => {
    expect(() => parseZmap(MAP.replace('  link D-E closed', line), 't.zmap')).toThrow(message);
  });

  it('Season 1 refuses Necromancer tokens, naming the line', () => {
    const text = `zmap 1\ngame: season1\ngrid:\n  a b\ntokens:\n  start a\n  spawn b order=1\n  zombies b 1 necromancer\n  objective b\n`;
    expect(() => s1MissionFromText(text, 's.zmap')).toThrow(/^s\.zmap:8: "necromancer" zombies are not in Season 1/);
  });
});
