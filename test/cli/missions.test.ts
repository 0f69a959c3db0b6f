import { describe, expect, it } from 'vitest';
import { ROOT, zsim as run } from './zsim.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mapText } from '../../src/cli/map-text.ts';
import { missionRows, missionTable, validateFile } from '../../src/cli/missions.ts';
import { checkTile } from '../../src/core/zmap.ts';
import { listMissions, listTiles } from '../../src/sim/missions.ts';

const BROKEN = 'test/fixtures/broken-mission.zmap';
const BROKEN_RULES = 'test/fixtures/broken-rules.zmap';

/** Run `zsim missions …` (in-process, as the bin would) from the repository root. */
async function zsim(...args: string[]) {
  const r = await run('missions', ...args);
  expect(r.stdout + r.stderr).not.toContain('    at '); // never a stack trace
  return r;
}

describe('zsim missions list', () => {
  it('has one row per mission with its fidelity, and exits 0', async () => {
    const r = await zsim('list');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^id\s+name\s+game\s+difficulty\s+fidelity$/);
    expect(lines.find((l) => l.startsWith('season1/00-tutorial '))).toMatch(/^season1\/00-tutorial\s+Tutorial\s+season1\s+-\s+transcribed$/);
  });

  it('--json prints one array of objects with the fields', async () => {
    const r = await zsim('list', '--json');
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout);
    expect(rows.find((m: { id: string }) => m.id === 'season1/00-tutorial')).toMatchObject({
      id: 'season1/00-tutorial', name: 'Tutorial', game: 'season1', difficulty: null, fidelity: 'transcribed', problem: null,
    });
  });

  it('lists a file that does not load as BROKEN, with its first problem under the table', async () => {
    const rows = await missionRows([
      { id: 'season1/00-tutorial', file: `${ROOT}missions/season1/00-tutorial.zmap`, game: 'season1' },
      { id: 'season1/broken', file: `${ROOT}${BROKEN}`, game: 'season1' },
    ]);
    expect(rows[1]).toMatchObject({ id: 'season1/broken', name: 'Broken on purpose', fidelity: 'BROKEN', difficulty: 'BROKEN' });
    expect(rows[1]!.problem).toMatch(/broken-mission\.zmap:12: "ajar" is not a door state/);
    const text = missionTable(rows);
    expect(text).toMatch(/^season1\/broken\s+Broken on purpose\s+season1\s+BROKEN\s+BROKEN$/m);
    expect(text).toMatch(/1 mission does not load[^\n]*\n {2}\S*broken-mission\.zmap:12: "ajar"/);
  });
});

describe('zsim missions show', () => {
  it('draws the tutorial: header, zone labels, doors, spawn orders, objective', async () => {
    const r = await zsim('show', 'season1/00-tutorial');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = r.stdout;
    expect(out).toContain('name: Tutorial');
    expect(out).toContain('fidelity: transcribed');
    expect(out).toContain('victory: objectives');
    expect(out).toMatch(/^note: Transcribed from the official mission sheet/m);
    // the grid: row numbers, rooms boxed in walls, openings (: .) and the closed doors (#)
    expect(out).toMatch(/^r1 \|\s+s2\s+\|\s+A4\s+A4\s+:\s+A3\s+A3\s+\|$/m);
    expect(out).toMatch(/^r4 \|\s+s3\s+:\s+s4\s+s4\s+s4\s+:\s+s5\s+\|$/m);
    expect(out).toMatch(/^r9 \|\s+B2\s+B2\s+\|\s+B3\s+B3\s+#\s+s7\s+\|$/m);
    expect(out).toMatch(/--#--/);
    // the tiles: each tile's face, turn and cells, and the tile of each cell
    expect(out).toMatch(/^tiles: 2 \(5x5 cells each, composed from the tile library\)$/m);
    expect(out).toMatch(/^ {2}A {2}2B@180 +rows 0-4, cols 0-4$/m);
    expect(out).toMatch(/^ {2}B {2}1B@0 +rows 5-9, cols 0-4$/m);
    expect(out).toMatch(/^ {2}r4 AAAAA\n {2}r5 BBBBB$/m);
    // the legend: every token, by zone, with the zone's tiles
    expect(out).toMatch(/^ {2}B2\s+room, building \d+, tile B\s+start$/m);
    expect(out).toMatch(/^ {2}s1\s+street, tile A\s+spawn order=1$/m);
    expect(out).toMatch(/^ {2}A3\s+room, building \d+, tile A\s+objective$/m);
    expect(out).toMatch(/^ {2}s4\s+street, tiles A\+B\s+manhole$/m);
    expect(out).toMatch(/^ {2}s2\s+street, tile A\s+zombies 1 walker$/m);
    expect(out).toMatch(/^ {2}\d+\s+A2-s4\s+closed\s+line \d+\s+on r3c2\.S$/m);
  });

  it('accepts a unique id prefix and a path, and --json gives the parsed structure', async () => {
    expect((await zsim('show', 'season1/00')).status).toBe(0);
    const r = await zsim('show', 'missions/season1/00-tutorial.zmap', '--json');
    expect(r.status).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.header.name).toBe('Tutorial');
    expect(m.grid[1]).toEqual(['s2', 'A4', 'A4', 'A3', 'A3']);
    expect(m.tokens.spawns.map((s: { zone: string; order: number }) => [s.zone, s.order])).toEqual([['s1', 1]]);
    expect(m.tokens.objectives).toEqual([{ zone: 'A3', colour: null, hidden: false, line: expect.any(Number) }]);
    expect(m.tokens.manholes).toEqual(['s4']);
    expect(m.tokens.manholeCells).toEqual([['r4c2', 'r5c2']]);
    expect(m.tileSize).toBe(5);
    expect(m.tiles).toEqual([
      { tile: 'A', face: '2B', rotation: 180, slotRow: 0, slotCol: 0 },
      { tile: 'B', face: '1B', rotation: 0, slotRow: 1, slotCol: 0 },
    ]);
    expect(m.cellTiles[4]).toEqual(['A', 'A', 'A', 'A', 'A']);
    expect(m.cellTiles[5]).toEqual(['B', 'B', 'B', 'B', 'B']);
  });

  it('lists link edges (vault stairs) with the doors on them, in text and --json', async () => {
    const text = (await zsim('show', 'black-plague/00')).stdout;
    expect(text).toMatch(/links: 2 \(/);
    expect(text).toMatch(/Z13-V16 +closed +line \d+ +on a link/);
    const m = JSON.parse((await zsim('show', 'black-plague/00', '--json')).stdout);
    expect(m.links.map((l: { a: string; b: string; door: number | null }) => `${l.a}-${l.b}:${l.door}`)).toEqual(['Z13-V16:7', 'Z15-V16:8']);
  });

  it('an unknown mission or a missing file is a one-line error, exit 2', async () => {
    const a = await zsim('show', 'nope');
    expect(a.status).toBe(2);
    expect(a.stdout).toBe('');
    expect(a.stderr).toMatch(/^zsim: unknown mission "nope".*season1\/00-tutorial/);
    const b = await zsim('show', 'no/such/file.zmap');
    expect(b.status).toBe(2);
    expect(b.stderr).toBe('zsim: Mission file no/such/file.zmap does not exist\n');
  });

  it('draws a file with map problems, then fails naming the first one', async () => {
    const r = await zsim('show', BROKEN);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/^r0 /m);
    expect(r.stderr).toMatch(/broken-mission\.zmap:12: "ajar" is not a door state.*and 3 more problems.*zsim missions validate/);
  });
});

describe('zsim missions validate', () => {
  it('the tutorial is ok, exit 0', async () => {
    const r = await zsim('validate', 'missions/season1/00-tutorial.zmap');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^missions\/season1\/00-tutorial\.zmap: ok, 14 zones \(7 rooms, 7 streets\), 2 doors, 1 spawn zone, 1 objective\n$/);
  });

  it('with no file, every shipped mission of both games and every tile file, one line each', async () => {
    const r = await zsim('validate');
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toEqual([...listMissions().map((m) => m.file), ...listTiles()].map((f) => `${path.relative(ROOT, f)}: ok`));
    expect(lines.filter((l) => l.startsWith('missions/season1/tiles/'))).toHaveLength(18);
    expect(lines.some((l) => l.startsWith('missions/black-plague/'))).toBe(true);
    expect(lines.some((l) => l.startsWith('missions/season1/'))).toBe(true);
  });

  it('reports every map mistake with its line, then the count; exit 2', async () => {
    const r = await zsim('validate', BROKEN);
    expect(r.status).toBe(2);
    const lines = r.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const l of lines) expect(l).toMatch(/^test\/fixtures\/broken-mission\.zmap:\d+: /);
    expect(lines).toContainEqual(expect.stringMatching(/:12: "ajar" is not a door state/));
    expect(lines).toContainEqual(expect.stringMatching(/:14: unknown zone "q" in this edge/));
    expect(lines).toContainEqual(expect.stringMatching(/:19: spawn order 1 is already used on line 18/));
    expect(lines).toContainEqual(expect.stringMatching(/:21: "two" is not a valid zombie count/));
    expect(r.stderr).toMatch(new RegExp(`^zsim: ${BROKEN}: ${lines.length} problems\n$`));
  });

  it('adds the rules problems of the game when the map is fine', async () => {
    const r = await zsim('validate', BROKEN_RULES);
    expect(r.status).toBe(2);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^test\/fixtures\/broken-rules\.zmap:5: unknown header key "victroy"/),
      expect.stringMatching(/^test\/fixtures\/broken-rules\.zmap:6: round-limit: "soon"/),
    ]);
    expect(r.stderr).toBe(`zsim: ${BROKEN_RULES}: 2 problems\n`);
  });

  it('--json lists the problems', async () => {
    const r = await zsim('validate', BROKEN_RULES, '--json');
    expect(r.status).toBe(2);
    const v = JSON.parse(r.stdout);
    expect(v).toMatchObject({ file: BROKEN_RULES, ok: false });
    expect(v.problems.map((p: { line: number }) => p.line)).toEqual([5, 6]);
  });

  it('a file that is not a zmap, or is missing, or no subcommand', async () => {
    const a = await zsim('validate', 'test/fixtures/fake.zmap');
    expect(a.status).toBe(2);
    expect(a.stdout).toMatch(/fake\.zmap:2: a zmap file must start with the line "zmap 1"/);
    const b = await zsim('validate', 'missing.zmap');
    expect(b.status).toBe(2);
    expect(b.stderr).toBe('zsim: Mission file missing.zmap does not exist\n');
    const c = await zsim();
    expect(c.status).toBe(2);
    expect(c.stderr).toMatch(/missions needs a subcommand: list, show or validate/);
  });
});

describe('zsim missions show and validate on a tile file', () => {
  const TILE = 'missions/season1/tiles/2B.ztile';

  it('validates a face of the tile library, and names the line of a broken one', async () => {
    expect((await validateFile(TILE)).problems).toEqual([]);
    const dir = mkdtempSync(path.join(tmpdir(), 'zsim-tile-'));
    const broken = path.join(dir, 'X.ztile');
    writeFileSync(broken, readFileSync(TILE, 'utf8').replace('gap  r2c0.W', 'gap  r2c2.W'));
    const { problems } = await validateFile(broken);
    expect(problems).toEqual([{ file: broken, line: expect.any(Number), message: expect.stringMatching(/^r2c2\.W is not on the tile's edge/) }]);
    expect(readFileSync(broken, 'utf8').split('\n')[problems[0]!.line - 1]).toMatch(/^\s*gap\s+r2c2\.W/);
  });

  it('draws a face with its printed gaps, and no tile layout', async () => {
    const { parsed } = checkTile(readFileSync(TILE, 'utf8'), TILE);
    const text = mapText(parsed!);
    expect(text).toMatch(/^face: 2B$/m);
    expect(text).toMatch(/^gaps: 4 \(/m);
    expect(text).toMatch(/^ {2}r4c0\.S {2}0\.135-0\.215 {2}R3$/m);
    expect(text).toMatch(/^ {2}s2\s+street, tile A\s+manhole$/m);
    expect(text).not.toMatch(/tile of each cell/);
  });
});
