/**
 * Issue 7: a user mistake is one paragraph on stderr, exit 2, never a stack trace; a mistyped mission or
 * strategy name suggests the closest ones; a number out of range states the range.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zsim } from './zsim.ts';
import { MAX_WORKERS, integerAtLeast } from '../../src/cli/options.ts';
import { listMissions, nearMissions, resolveMission } from '../../src/sim/missions.ts';
import { nearStrategies } from '../../src/sim/strategies.ts';


/** Exit 2, nothing on stdout, one paragraph (one line) on stderr without a stack trace, mentioning each pattern. */
async function expectMistake(args: string[], ...mentions: RegExp[]): Promise<string> {
  const r = await zsim(...args);
  expect(r.stderr).not.toContain('    at ');
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
  expect(r.stderr).toMatch(/^zsim: /);
  for (const m of mentions) expect(r.stderr).toMatch(m);
  return r.stderr;
}

/** Several command lines (run one after another in-process). */
const all = (...runs: Promise<unknown>[]) => Promise.all(runs);

describe('an unknown mission or strategy suggests the closest names', () => {
  it('missions: a typo, a bare name, a path in missions/, a prefix typo', () =>
    all(
      expectMistake(['run', '--mission', 'season1/01-city-blokcs'], /unknown mission "season1\/01-city-blokcs" \(did you mean season1\/01-city-blocks\?\)/),
      expectMistake(['missions', 'show', 'city-blocks'], /\(did you mean season1\/01-city-blocks\?\)/),
    ));

  it('a name like nothing gets no suggestion, only the list', async () => {
    const msg = await expectMistake(['run', '--mission', 'nope'], /unknown mission "nope": no such file/, /available missions: .*season1\/00-tutorial/);
    expect(msg).not.toMatch(/did you mean/);
  });

  it('strategies: a typo, a path to a missing file, a prefix', () =>
    all(
      expectMistake(['run', '--strategy', 'gredy'], /unknown strategy "gredy" \(did you mean greedy\?\)/, /available strategies: .*random/),
      expectMistake(['replay', '--game', '0', '--strategy', 'strategies/randon.ts'], /\(did you mean random\?\)/),
    ));

  it('nearMissions and nearStrategies, directly', () => {
    const missions = listMissions();
    expect(nearMissions('y-zone', missions)).toEqual(['season1/02-y-zone']);
    expect(nearMissions('missions/season1/07-grindhose.zmap', missions)).toEqual(['season1/07-grindhouse']);
    expect(nearMissions('seson1/00', missions)).toEqual(['season1/00-tutorial']);
    expect(nearMissions('season1/05-big-v', missions)).toEqual(['season1/05-big-w']);
    expect(nearMissions('SEASON1/10-SMALL-TOWN', missions)).toEqual(['season1/10-small-town']);
    expect(nearMissions('xyzzy', missions)).toEqual([]);
    expect(nearStrategies('Greedy', ['greedy', 'random'])).toEqual(['greedy']);
    expect(nearStrategies('radnom', ['greedy', 'random'])).toEqual(['random']);
    expect(nearStrategies('rand', ['greedy', 'random'])).toEqual(['random']);
    expect(nearStrategies('x', ['greedy', 'random'])).toEqual([]);
  });
});

describe('numbers out of range state the allowed range', () => {
  it('--workers from 1 to 256, --games and --batch-size from 1, --game from 0', () =>
    all(
      expectMistake(['run', '--workers', '257'], /--workers must be an integer from 1 to 256, got "257"/, /zsim run --help/),
      expectMistake(['run', '--workers', '0'], /--workers must be an integer from 1 to 256, got "0"/),
      expectMistake(['run', '--games', '0'], /--games must be an integer from 1 to 9007199254740991, got "0"/),
      expectMistake(['replay', '--game', '-1'], /--game must be an integer from 0 to 9007199254740991, got "-1"/),
    ));

  it('integerAtLeast, directly', () => {
    const workers = integerAtLeast('workers', 1);
    expect(workers('256')).toBe(MAX_WORKERS);
    expect(() => workers(257)).toThrow('--workers must be an integer from 1 to 256, got "257"');
    const games = integerAtLeast('games', 1);
    expect(games(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const bad of ['9007199254740992', '2.5', '', ' ', 'abc', '-4', '0', 'Infinity']) {
      expect(() => games(bad)).toThrow(`--games must be an integer from 1 to 9007199254740991, got "${bad}"`);
    }
    expect(() => integerAtLeast('batch-size', 1, 10)('11')).toThrow('--batch-size must be an integer from 1 to 10');
  });
});

describe('other mistakes: one paragraph, exit 2, no stack trace', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zsim-mistakes-'));
  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    writeFileSync(p, text);
    return p;
  };

  it('an empty --mission, a folder', () =>
    all(
      expectMistake(['run', '--mission', ''], /no mission given/),
      expectMistake(['run', '--mission', 'missions'], /missions is a folder, not a mission/),
    ));

  it.skipIf(process.platform === 'win32')('a device is not a mission file', () => {
    expect(() => resolveMission('/dev/null')).toThrow(/^\/dev\/null is not a regular file, so not a mission/);
  });

  it('a mission file with a problem names file:line', () => {
    const cutOff = file('cut-off.zmap', 'zmap 1\ngame: season1\ngrid:\n  A b c\ntokens:\n  start A\n  spawn c order=1\n  objective b\n');
    const tooMany = file('too-many.zmap', 'zmap 1\ngame: season1\ngrid:\n  a b c\ntokens:\n  start a\n  spawn c order=1\n  objective b\n  zombies c 17 runner\n');
    return all(
      expectMistake(['run', '--mission', cutOff], /cut-off\.zmap:6: the starting zone A cannot reach any objective, exit or spawn zone/),
      expectMistake(['run', '--mission', tooMany], /too-many\.zmap:9: the zombies tokens put 17 runners on the board at setup, but the box holds 16/),
    );
  });

  it('--rule: an unknown key suggests the right one, a value out of range states the range', () =>
    all(
      expectMistake(['run', '--rule', 'victroy=objectives'], /--rule unknown header key "victroy" .*\(did you mean "victory"\?\)/),
      expectMistake(['run', '--rule', 'players=9'], /--rule players: "9" is not a whole number from 1 to 6/),
    ));
});
