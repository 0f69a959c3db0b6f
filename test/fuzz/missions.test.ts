/**
 * Property-based fuzzing of the mission loader (issue 7). Every shipped mission file is mutated at random
 * (lines deleted, duplicated, swapped; words replaced by keywords, labels, numbers or junk; the text
 * truncated; garbage inserted; labels renamed; grid cells removed, added or changed; header keys, token and
 * edge lines added), then goes through `checkZmap`, the Season 1 validator and loader (`validateS1MissionText`,
 * `s1MissionFromText`, and for one input in FILE_EVERY `validateS1Mission`/`loadS1Mission` on a real file),
 * with and without `--rule` overrides. Properties:
 * - nothing throws but a UserError;
 * - every problem is located: `file:line` with 1 ≤ line ≤ the file's line count (or a `--rule` message);
 * - the loader refuses a file exactly when the validator finds a problem, with the first problem's message;
 * - an accepted mission's default lineup is accepted, and it plays a game with every invariant checked
 *   (`{ check: true }`) without an `error` outcome.
 * Two runs: any mutation (most inputs are refused: the parser's error paths), and well-formed changes only
 * (most load: the rules' checks and the engine). The seed is fixed, so CI sees the same inputs every run;
 * `ZSIM_FUZZ_SEED=<n> ZSIM_FUZZ_RUNS=<multiplier> npx vitest run test/fuzz` fuzzes deeper.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.ts';
import { checkZmap } from '../../src/core/zmap.ts';
import season1 from '../../src/games/season1/index.ts';
import { type S1Mission, loadS1Mission, s1MissionFromText, validateS1Mission, validateS1MissionText } from '../../src/games/season1/mission.ts';
import random from '../../strategies/random.ts';

// Fixed for CI; ZSIM_FUZZ_SEED and ZSIM_FUZZ_RUNS (a multiplier) fuzz deeper locally.
const SEED = Number(process.env.ZSIM_FUZZ_SEED ?? 20240607);
const SCALE = Number(process.env.ZSIM_FUZZ_RUNS ?? 1);
const RUNS = 2000 * SCALE;
const SEMANTIC_RUNS = 750 * SCALE;
const GAMES_PER_MISSION = 1;
/** One input in this many also goes through a file on disk. */
const FILE_EVERY = 25;
/** Games of an accepted mission stop at this round: the point is that the engine copes with the map, and short games keep CI fast. */
const ROUND_CAP = 20;

const MISSIONS_DIR = fileURLToPath(new URL('../../missions/', import.meta.url));
const SOURCES = (readdirSync(MISSIONS_DIR, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.zmap') && f.startsWith('season1')) // the Season 1 loader is fuzzed here
  .sort()
  .map((f) => ({ name: f, text: readFileSync(path.join(MISSIONS_DIR, f), 'utf8') }));

/** The zone labels of a mission's map (drawn in its grid, or composed from its tiles). */
function labelsOf(text: string, name: string): string[] {
  return checkZmap(text, name).parsed!.map.zones.map((z) => z.label);
}
const LABELS = SOURCES.map((s) => labelsOf(s.text, s.name));

// ---- the words mutations draw from ----
const KEYWORDS = [
  'start', 'exit', 'spawn', 'objective', 'car', 'manhole', 'zombies', 'noise', 'open', 'wall', 'door', 'closed', 'locked',
  'locked:blue', 'locked:green', 'locked:', 'order=1', 'order=2', 'order=0', 'order=', 'colour=blue', 'colour=green', 'colour=',
  'inactive', 'hidden', 'police', 'pimpmobile', 'walker', 'runner', 'fatty', 'abomination', 'walkers', 'Walker', 'grid:',
  'edges:', 'tokens:', 'zmap', '1', '2', 'game:', 'season1', 'name:', 'size:', '3x6', '.', '|', '!', '-', ':', '=', '#',
  'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype',
  'r0c0.N', 'r0c0.E', 'r1c1.S', 'r2c2.W', 'r99c0.E', 'r0c99.S', 'r1c1', 'r0c0',
  'tiles:', 'tile-size:', 'at=r0c0', 'at=r4c2,r5c2', 'at=', '2B@180', '1B@0', '9Z@0', '2B@45', '/', 'gap',
];
const NUMBERS = ['0', '-1', '1', '3', '7', '40', '41', '100', '999', '1000', '99999999999999999999', '1e3', '1.5', 'NaN', 'Infinity', '0x10', ' '];
const HEADER_KEYS = [
  'id', 'name', 'game', 'fidelity', 'note', 'tiles', 'size', 'difficulty', 'zombie-deck', 'zombie-card-source',
  'starting-equipment', 'equipment-on-top', 'victory', 'objective-xp', 'objective-effect', 'cars', 'no-search-in-start',
  'combined-doors', 'walker-in-every-room', 'zombie-exits', 'zombie-escape-loss', 'players', 'recruit', 'survivors',
  'round-limit', 'xp-thresholds', 'mas-shotgun-reload', 'closed-door-split', 'tile-size', 'victroy', 'constructor',
];
const HEADER_VALUES = [
  'objectives', 'escape-all', 'gather-spawn', 'neutralize-spawns', 'danger red', 'danger blue', 'danger', 'car-escape 2',
  'car-escape', 'car-escape -1', 'escape-with Water, Canned Food', 'escape-with Nothing', 'escape-with', 'leave-start 1/2/3',
  'leave-start 9/9/9', 'leave-start', 'leave-start 0', 'objectives then escape-all', 'objectives then', 'then',
  'reach-empty', 'reach-empty Nowhere', '1-42', '1-4, 41', '0', '43', '5-3', '1, 1, 1', '1-', ',', 'standard', 'none',
  'Pistol, Pistol, Pistol, Pistol', 'Nothing', 'yes', 'no', 'drivable', 'searchable', 'heal', 'neutral-objectives',
  'Amy', 'Amy, Amy', 'Amy, Doug, Josh, Ned, Phil, Wanda', 'Nobody', 'Amy,,Doug', '7, 19, 43', '7, 7, 7', '43, 19, 7', '1', '2',
  '3', '6', '7', '60', '10000', '100000', 'zzorba', 'landraille', 'faithful', 'approximate', 'transcribed', 'season1', 'fake', '2x2',
  '2B@180 / 1B@0', '2B@180 1B@0', '1B@0 / 2B@0 / 9Z@0', '1B@90 .', '. /', '5',
];

/** Values each Season 1 key accepts (and a few it refuses), for the well-formed changes. */
const VALUES_BY_KEY: Record<string, string[]> = {
  victory: [
    'objectives', 'escape-all', 'gather-spawn', 'neutralize-spawns', 'danger yellow', 'danger red', 'car-escape 0', 'car-escape 2',
    'escape-with Water', 'leave-start 1/2/3', 'objectives then escape-all', 'objectives then danger orange', 'reach-empty Nowhere',
  ],
  'zombie-deck': ['1-42', '1-4, 41', '40-42', '1', '5-3'],
  'zombie-card-source': ['printed', 'landraille', 'zzorba'],
  'starting-equipment': ['standard', 'none'],
  'equipment-on-top': ['Pistol, Fire Axe, Crowbar', 'Molotov', 'Pistol, Pistol, Pistol, Pistol', "Ma's Shotgun", 'Evil Twins'],
  'objective-xp': ['0', '5', '100'],
  'objective-effect': ['heal', 'none'],
  cars: ['drivable', 'searchable'],
  'no-search-in-start': ['yes', 'no'],
  'combined-doors': ['yes', 'no'],
  'walker-in-every-room': ['yes', 'no'],
  'zombie-escape-loss': ['1', '3'],
  players: ['1', '2', '3', '6'],
  recruit: ['neutral-objectives', 'none'],
  survivors: ['Amy', 'Amy, Doug', 'Amy, Doug, Josh, Ned, Phil, Wanda', 'Wanda, Phil, Ned', 'Amy, Amy'],
  'round-limit': ['1', '5', '60'],
  'xp-thresholds': ['7, 19, 43', '1, 2, 3', '7, 19, 44'],
  'mas-shotgun-reload': ['yes', 'no'],
  'closed-door-split': ['count', 'ignore', 'maybe'],
  'tile-size': ['3', '5', '0'],
};
const headerLine = fc.constantFrom(...Object.keys(VALUES_BY_KEY)).chain((k) => fc.constantFrom(...VALUES_BY_KEY[k]!).map((v) => ({ key: k, value: v })));

/** A word of any kind: keyword, number, a label of this mission, a label pair, junk. */
const word = (labels: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...KEYWORDS) },
    { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
    { weight: 4, arbitrary: fc.constantFrom(...labels) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...labels), fc.constantFrom(...labels)).map(([a, b]) => `${a}-${b}`) },
    { weight: 1, arbitrary: fc.integer({ min: -3, max: 60 }).map(String) },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }) },
  );

/** A whole line to insert: a token, an edge or a header line built from this mission's labels. */
const newLine = (labels: string[]): fc.Arbitrary<string> => {
  const tokenLine = newToken(labels);
  const edgeLine = newEdge(labels);
  return fc.oneof(
    tokenLine,
    edgeLine,
    fc.tuple(fc.constantFrom(...HEADER_KEYS), fc.constantFrom(...HEADER_VALUES)).map(([k, v]) => `${k}: ${v}`),
    fc.constantFrom('grid:', 'edges:', 'tokens:', 'zmap 1', 'zmap 2', ''),
  );
};

const newToken = (labels: string[], wellFormed = false): fc.Arbitrary<string> => {
  const label = fc.constantFrom(...labels);
  const n = wellFormed ? fc.integer({ min: 1, max: 6 }).map(String) : fc.oneof(fc.constantFrom(...NUMBERS), fc.integer({ min: 1, max: 50 }).map(String));
  const colour = fc.constantFrom('', ' colour=blue', ' colour=green', ' colour=red');
  return fc.oneof(
    fc.tuple(fc.constantFrom('start', 'exit', 'manhole'), label).map(([k, z]) => `${k} ${z}`),
    fc.tuple(label, n, fc.constantFrom('walker', 'runner', 'fatty', 'abomination', 'walkers')).map(([z, c, t]) => `zombies ${z} ${c} ${t}`),
    fc.tuple(label, n).map(([z, c]) => `noise ${z} ${c}`),
    fc.tuple(label, n, colour, fc.boolean()).map(([z, o, c, i]) => `spawn ${z} order=${o}${c}${i ? ' inactive' : ''}`),
    fc.tuple(label, colour, fc.boolean()).map(([z, c, h]) => `objective ${z}${c}${h ? ' hidden' : ''}`),
    fc.tuple(label, fc.constantFrom('police', 'pimpmobile', 'tank')).map(([z, t]) => `car ${z} ${t}`),
  );
};

const newEdge = (labels: string[]): fc.Arbitrary<string> => {
  const label = fc.constantFrom(...labels);
  return fc.oneof(
    fc.tuple(fc.constantFrom('open', 'wall', 'door'), label, label, fc.constantFrom('closed', 'open', 'locked', 'locked:blue', 'locked:green', ''))
      .map(([k, a, b, s]) => `${k} ${a}-${b}${k === 'door' ? ` ${s}` : ''}`),
    fc.tuple(fc.constantFrom('open', 'wall', 'door'), fc.nat(8), fc.nat(10), fc.constantFrom('N', 'E', 'S', 'W'))
      .map(([k, r, c, d]) => `${k} r${r}c${c}.${d}${k === 'door' ? ' closed' : ''}`),
  );
};

type Mutation =
  | { op: 'delete'; at: number }
  | { op: 'duplicate'; at: number; to: number }
  | { op: 'swap'; at: number; to: number }
  | { op: 'word'; at: number; index: number; word: string }
  | { op: 'truncate'; at: number }
  | { op: 'garbage'; at: number; text: string }
  | { op: 'rename'; from: string; to: string; everywhere: boolean; at: number }
  | { op: 'cell'; at: number; index: number; cell: string | null }
  | { op: 'insert'; at: number; line: string }
  | { op: 'token'; line: string }
  | { op: 'edge'; line: string }
  | { op: 'header'; key: string; value: string };

const pos = fc.nat(10_000);
const mutation = (labels: string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ op: fc.constant('delete' as const), at: pos }),
    fc.record({ op: fc.constant('duplicate' as const), at: pos, to: pos }),
    fc.record({ op: fc.constant('swap' as const), at: pos, to: pos }),
    { weight: 4, arbitrary: fc.record({ op: fc.constant('word' as const), at: pos, index: fc.nat(6), word: word(labels) }) },
    fc.record({ op: fc.constant('truncate' as const), at: pos }),
    fc.record({
      op: fc.constant('garbage' as const),
      at: pos,
      text: fc.oneof(fc.constantFrom('#', ':', '!', '|', '.', '-', '=', '\t', '\r', '\n', '\u0000', '\uFEFF', 'é', ' x', '\n\n', '\r\n'), fc.string({ unit: 'binary', maxLength: 6 })),
    }),
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('rename' as const),
        from: fc.constantFrom(...labels),
        to: fc.oneof(fc.constantFrom(...labels), fc.constantFrom('Q', 'q', 'Zz', 'x1', 'r0c0', 'constructor', '__proto__', '1a', 'a-b', 'A!', '.')),
        everywhere: fc.boolean(),
        at: pos,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ op: fc.constant('cell' as const), at: pos, index: fc.nat(12), cell: fc.option(fc.oneof(fc.constantFrom(...labels), fc.constantFrom('.', '|', 'Q', 'q', 'A!', 'a!', '?'))) }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('insert' as const), at: pos, line: newLine(labels) }) },
    { weight: 4, arbitrary: fc.record({ op: fc.constant('token' as const), line: newToken(labels) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('edge' as const), line: newEdge(labels) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('header' as const), key: fc.constantFrom(...HEADER_KEYS), value: fc.constantFrom(...HEADER_VALUES) }) },
  );

/** Index of the grid lines (after `grid:` up to the next section). */
function gridLineIndices(lines: string[]): number[] {
  const out: number[] = [];
  let inGrid = false;
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (/^[a-z]+:$/.test(line)) inGrid = line === 'grid:';
    else if (inGrid && line) out.push(i);
  });
  return out;
}

function apply(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const at = (n: number, len = lines.length) => (len === 0 ? 0 : n % len);
  switch (m.op) {
    case 'delete':
      lines.splice(at(m.at), 1);
      return lines.join('\n');
    case 'duplicate':
      lines.splice(at(m.to, lines.length + 1), 0, lines[at(m.at)] ?? '');
      return lines.join('\n');
    case 'swap': {
      const i = at(m.at);
      const j = at(m.to);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return lines.join('\n');
    }
    case 'word': {
      const i = at(m.at);
      const words = lines[i]!.split(/(\s+)/); // keeps the spaces, words at even indices
      const k = Math.floor(words.length / 2) + 1;
      words[2 * (m.index % k)] = m.word;
      lines[i] = words.join('');
      return lines.join('\n');
    }
    case 'truncate':
      return text.slice(0, at(m.at, text.length + 1));
    case 'garbage': {
      const p = at(m.at, text.length + 1);
      return text.slice(0, p) + m.text + text.slice(p);
    }
    case 'rename': {
      const re = new RegExp(`(?<![\\w!])${m.from}(?![\\w])`, 'g');
      if (m.everywhere) return text.replace(re, m.to);
      const i = at(m.at);
      lines[i] = lines[i]!.replace(re, m.to);
      return lines.join('\n');
    }
    case 'cell': {
      const grid = gridLineIndices(lines);
      if (grid.length === 0) return text;
      const i = grid[at(m.at, grid.length)]!;
      const cells = lines[i]!.trim().split(/\s+/);
      const k = m.index % (cells.length + 1);
      if (m.cell === null) cells.splice(k, 1); // a missing cell: a ragged row
      else if (k === cells.length) cells.push(m.cell); // an extra cell
      else cells[k] = m.cell;
      lines[i] = '  ' + cells.join(' ');
      return lines.join('\n');
    }
    case 'insert':
      lines.splice(at(m.at, lines.length + 1), 0, m.line);
      return lines.join('\n');
    case 'token': // at the end: the tokens: section (when the file still ends with it)
      return `${text.replace(/\n*$/, '')}\n  ${m.line}\n`;
    case 'edge': {
      const i = lines.findIndex((l) => /^\s*edges:/.test(l));
      if (i < 0) return text;
      lines.splice(i + 1, 0, `  ${m.line}`);
      return lines.join('\n');
    }
    case 'header': {
      const i = lines.findIndex((l) => l.startsWith(`${m.key}:`));
      if (i >= 0) lines[i] = `${m.key}: ${m.value}`;
      else lines.splice(1, 0, `${m.key}: ${m.value}`);
      return lines.join('\n');
    }
  }
}

/** Well-formed changes only (token and edge lines, header values, label swaps): most of these missions still load. */
const semanticMutation = (labels: string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('token' as const), line: newToken(labels, true) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('edge' as const), line: newEdge(labels) }) },
    { weight: 2, arbitrary: headerLine.map(({ key, value }) => ({ op: 'header' as const, key, value })) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), at: pos }) },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('cell' as const), at: pos, index: fc.nat(12), cell: fc.constantFrom(...labels, '.').map((c): string | null => c) }),
    },
  );

/** A mission, the mutations applied to it, and maybe `--rule` overrides. */
const inputOf = (mutations: (labels: string[]) => fc.Arbitrary<Mutation>, rules: fc.Arbitrary<Record<string, string>>) =>
  fc.nat(SOURCES.length - 1).chain((i) =>
    fc.record({
      source: fc.constant(i),
      mutations: fc.array(mutations(LABELS[i]!), { minLength: 1, maxLength: 3 }),
      rules: fc.option(rules, { freq: 4 }),
    }),
  );
const anyRules = fc.dictionary(fc.constantFrom(...HEADER_KEYS), fc.constantFrom(...HEADER_VALUES), { minKeys: 1, maxKeys: 2 });
const goodRules = fc.array(headerLine, { minLength: 1, maxLength: 2 }).map((kv) => Object.fromEntries(kv.map(({ key, value }) => [key, value])));

const DIR = mkdtempSync(path.join(tmpdir(), 'zsim-fuzz-'));

/** A rejection is located: `file:line: …` with the line within the file, or a `--rule` message. */
function expectLocated(message: string, file: string, lineCount: number, rules: boolean): void {
  if (rules && message.startsWith('--rule ')) return;
  expect(message.startsWith(`${file}:`), message).toBe(true);
  const line = Number(/^(\d+): \S/.exec(message.slice(file.length + 1))?.[1]);
  expect(line >= 1 && line <= lineCount, `line ${line} of ${lineCount}: ${message}`).toBe(true);
}

/** What an error thrown by the loader must be: a UserError (anything else is a bug). */
function userMessage(e: unknown): string {
  if (!(e instanceof UserError)) throw new Error(`not a UserError: ${e instanceof Error ? e.stack : String(e)}`);
  return e.message;
}

function playable(mission: S1Mission, text: string): void {
  const lineup = season1.defaultLineup(mission);
  try {
    season1.checkLineup(mission, lineup);
  } catch (e) {
    throw new Error(`the mission loads but its default lineup is refused: ${userMessage(e)}\n${text}`);
  }
  // The check is that the engine copes with the map; a short round limit keeps a zombie-free map from idling for long.
  const short = { ...mission, roundLimit: Math.min(mission.roundLimit, ROUND_CAP) };
  for (let i = 0; i < GAMES_PER_MISSION; i++) {
    const r = season1.playGame(short, lineup, random, `fuzz ${text.length}`, i, { check: true });
    if (r.outcome === 'error') throw new Error(`game ${i} ended in an error: ${r.cause}\n${text}`);
  }
}

interface Stats {
  inputs: number;
  accepted: number;
  games: number;
  problems: number;
}

/** The property, for one input: see the file comment. */
function check(stats: Stats, { source, mutations, rules }: { source: number; mutations: Mutation[]; rules: Record<string, string> | null }): void {
  stats.inputs++;
  const text = mutations.reduce(apply, SOURCES[source]!.text);
  const file = path.join(DIR, `${source}.zmap`);
  const lineCount = text.split(/\r?\n/).length;

  const map = checkZmap(text, file);
  const problems = validateS1MissionText(text, file);
  for (const p of [...map.problems, ...problems]) {
    expect(p.file).toBe(file);
    expect(Number.isInteger(p.line) && p.line >= 1 && p.line <= lineCount, `line ${p.line} of ${lineCount}: ${p.message}\n${text}`).toBe(true);
    expect(p.message.length).toBeGreaterThan(0);
    if (!text.includes('undefined')) expect(p.message).not.toContain('undefined');
    expect(p.message).not.toContain('[object');
  }
  expect(problems.slice(0, map.problems.length)).toEqual(map.problems);
  stats.problems += problems.length;

  let mission: S1Mission | null = null;
  try {
    mission = s1MissionFromText(text, file);
  } catch (e) {
    const message = userMessage(e);
    expect(problems.length, `rejected but validation found nothing: ${message}`).toBeGreaterThan(0);
    expect(message).toBe(`${file}:${problems[0]!.line}: ${problems[0]!.message}`);
  }
  if (mission) {
    expect(problems, 'accepted but validation found problems').toEqual([]);
    stats.accepted++;
    playable(mission, text);
    stats.games += GAMES_PER_MISSION;
  }

  if (stats.inputs % FILE_EVERY === 0) {
    // Now and then through a real file, as `zsim run` and `zsim missions validate` read it (writing every input is slow).
    writeFileSync(file, text);
    expect(validateS1Mission(file)).toEqual(problems);
    let fromFile: string | null = null;
    try {
      loadS1Mission(file, rules ?? {});
    } catch (e) {
      fromFile = userMessage(e);
    }
    let fromText: string | null = null;
    try {
      s1MissionFromText(text, file, rules ?? {});
    } catch (e) {
      fromText = userMessage(e);
    }
    expect(fromFile).toBe(fromText);
  }
  if (rules) {
    let withRules: S1Mission | null = null;
    try {
      withRules = s1MissionFromText(text, file, rules);
    } catch (e) {
      expectLocated(userMessage(e), file, lineCount, true);
    }
    if (withRules) {
      playable(withRules, `${text}\n--rule ${JSON.stringify(rules)}`);
      stats.games += GAMES_PER_MISSION;
    }
  }
}

function fuzz(what: string, mutations: (labels: string[]) => fc.Arbitrary<Mutation>, rules: fc.Arbitrary<Record<string, string>>, runs: number): Stats {
  const stats: Stats = { inputs: 0, accepted: 0, games: 0, problems: 0 };
  const started = performance.now();
  fc.assert(
    fc.property(inputOf(mutations, rules), (input) => check(stats, input)),
    { seed: SEED, numRuns: runs },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fuzz (${what}): ${stats.inputs} mutated missions in ${seconds.toFixed(1)} s (seed ${SEED}): ${stats.accepted} accepted, ` +
      `${stats.problems} problems reported, ${stats.games} games played with --check`,
  );
  expect(stats.inputs).toBe(runs);
  return stats;
}

describe('fuzzing the mission loader with mutated shipped missions', () => {
  it(`${RUNS} missions with any mutation: located problems, loader and validator agree, accepted ones play`, () => {
    const stats = fuzz('any mutation', mutation, anyRules, RUNS);
    expect(stats.accepted).toBeGreaterThan(RUNS / 20); // enough still load to test the engine too
  }, 60_000 * SCALE);

  it(`${SEMANTIC_RUNS} missions with well-formed changes (tokens, edges, header values): the same, and most of them play`, () => {
    const stats = fuzz('well-formed changes', semanticMutation, goodRules, SEMANTIC_RUNS);
    expect(stats.accepted).toBeGreaterThan(SEMANTIC_RUNS / 4);
  }, 60_000 * SCALE);
});
