import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.ts';
import { SIDE_OPEN, SIDE_WALL } from '../../src/core/map.ts';
import { checkZmap, parseZmap, parseZmapFile } from '../../src/core/zmap.ts';

const GOOD = `zmap 1   # version line
name: Example
game: season1
note: first part,
note: second part
size: 3x6
grid:
  A  A  B  |  C! C! e
  f  g  h  |  i  j  k
  L  L  M  |  n  O  O
edges:
  open  A-B
  door  B-h closed
  door  C-j locked:blue
  door  L-g open
  open  L-M
  door  r2c4.N closed
  wall  i-n
tokens:
  start     f
  exit      k
  spawn     n order=2 inactive
  spawn     e order=1 colour=blue
  objective A colour=red
  objective O hidden
  car       g pimpmobile
  manhole   j
  zombies   k 2 runner
  noise     e 7
`;

/** Parse text and return the error message (fails the test if nothing is thrown). */
function errorOf(text: string): string {
  try {
    parseZmap(text, 'm.zmap');
  } catch (e) {
    expect(e).toBeInstanceOf(UserError);
    return (e as Error).message;
  }
  throw new Error('expected a parse error');
}

/** GOOD with `line` (1-based) replaced. */
function withLine(line: number, text: string): string {
  const lines = GOOD.split('\n');
  lines[line - 1] = text;
  return lines.join('\n');
}

describe('parseZmap: a good file', () => {
  const { header, map, file } = parseZmap(GOOD, 'm.zmap');

  it('reads the header, joining repeated notes', () => {
    expect(file).toBe('m.zmap');
    expect(header.get('name')).toEqual({ value: 'Example', line: 2 });
    expect(header.get('note')).toEqual({ value: 'first part, second part', line: 4 });
    expect(header.get('size')?.value).toBe('3x6');
  });

  it('numbers zones by first appearance and classifies them', () => {
    expect(map.rows).toBe(3);
    expect(map.cols).toBe(6);
    expect(map.zones.map((z) => z.label)).toEqual(['A', 'B', 'C', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'L', 'M', 'n', 'O']);
    const C = map.zones[2]!;
    expect(C).toEqual({ id: 2, label: 'C', room: true, dark: true, cells: [3, 4] });
    expect(map.zones[3]!.room).toBe(false);
    expect(map.zones[0]!.dark).toBe(false);
    expect(Array.from(map.cellZone)).toEqual([0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 11, 12, 13, 13]);
  });

  it('reads doors in file order with state and colour', () => {
    expect(map.doors.map((d) => [d.id, d.a, d.b, d.open, d.locked, d.colour, d.line])).toEqual([
      [0, 1, 6, false, false, null, 13],
      [1, 2, 8, false, true, 'blue', 14],
      [2, 10, 5, true, false, null, 15],
      [3, 13, 8, false, false, null, 17],
    ]);
  });

  it('sets cell sides from defaults and edges', () => {
    const { sideE, sideS } = map;
    expect(sideE![0]).toBe(SIDE_OPEN); // A-A inside a zone
    expect(sideE![1]).toBe(SIDE_OPEN); // A-B opening
    expect(sideE![2]).toBe(SIDE_WALL); // B-C rooms, default wall
    expect(sideE![4]).toBe(SIDE_WALL); // C-e touches a room
    expect(sideE![6]).toBe(SIDE_OPEN); // f-g street default
    expect(sideE![5]).toBe(SIDE_WALL); // board edge
    expect(sideS![2]).toBe(0); // B-h door
    expect(sideS![3]).toBe(SIDE_WALL); // C-i
    expect(sideS![4]).toBe(1); // C-j
    expect(sideS![9]).toBe(SIDE_WALL); // i-n wall
    expect(sideS![10]).toBe(3); // r2c4.N
    expect(sideS![11]).toBe(SIDE_WALL); // k-O
  });

  it('reads tokens, spawns sorted by order', () => {
    const t = map.tokens;
    expect(t.start).toEqual([4]);
    expect(t.exits).toEqual([9]);
    expect(t.spawns).toEqual([
      { zone: 3, order: 1, colour: 'blue', active: true, line: 23 },
      { zone: 12, order: 2, colour: null, active: false, line: 22 },
    ]);
    expect(t.objectives).toEqual([
      { zone: 0, colour: 'red', hidden: false, line: 24 },
      { zone: 13, colour: null, hidden: true, line: 25 },
    ]);
    expect(t.cars).toEqual([{ zone: 5, type: 'pimpmobile', line: 26 }]);
    expect(t.manholes).toEqual([8]);
    expect(t.zombies).toEqual([{ zone: 9, count: 2, type: 'runner', line: 28 }]);
    expect(t.noise).toEqual([{ zone: 3, count: 7, line: 29 }]);
  });

  it('lets a single-side edge override a zone-pair edge whatever the order', () => {
    const text = `zmap 1\ngrid:\n a b\n a b\nedges:\n wall r0c0.E\n door a-b open\n`;
    const m = parseZmap(text, 'x').map;
    expect(m.sideE![0]).toBe(SIDE_WALL);
    expect(m.sideE![2]).toBe(0);
  });

  it('accepts a grid with holes and no size line', () => {
    const m = parseZmap('zmap 1\ngrid:\n a . \n a B\n', 'x').map;
    expect(Array.from(m.cellZone)).toEqual([0, -1, 0, 1]);
    expect(m.sideE![0]).toBe(SIDE_WALL);
  });
});

describe('parseZmap: errors name file:line', () => {
  const cases: [string, string, RegExp][] = [
    ['empty file', '', /^m\.zmap:1: the file is empty/],
    ['missing version line', 'name: x\ngrid:\n a\n', /^m\.zmap:1: a zmap file must start with the line "zmap 1"/],
    ['other version', 'zmap 2\n', /^m\.zmap:1: this is zmap version 2/],
    ['unknown section', withLine(7, 'grids:'), /^m\.zmap:7: unknown section "grids:"/],
    ['repeated section', GOOD + 'edges:\n', /^m\.zmap:30: the edges: section appears twice \(first on line 11\)/],
    ['edges before grid', 'zmap 1\nedges:\ngrid:\n a\n', /^m\.zmap:2: the grid: section must come before the edges: section/],
    ['no grid', 'zmap 1\nname: x\n', /^m\.zmap:2: the file has no grid: section/],
    ['empty grid', 'zmap 1\ngrid:\nedges:\n', /^m\.zmap:2: the grid: section has no rows/],
    ['repeated header key', withLine(3, 'name: again'), /^m\.zmap:3: the header key "name" is already given on line 2/],
    ['header after grid', withLine(11, 'size: 3x6'), /^m\.zmap:11: the header line "size:" must come before the grid: section/],
    ['junk in header', withLine(3, 'just words'), /^m\.zmap:3: expected a header line/],
    ['bad size', withLine(6, 'size: three'), /^m\.zmap:6: "size: three" is not a size/],
    ['size mismatch', withLine(6, 'size: 3x5'), /^m\.zmap:6: size says 3x5 but the grid has 3 rows of 6 cells/],
    ['bad label', withLine(9, '  f  g-x  h  |  i  j  k'), /^m\.zmap:9: "g-x" is not a zone label/],
    ['dark street', withLine(9, '  f  g!  h  |  i  j  k'), /^m\.zmap:9: "g!": only rooms .* can be dark/],
    ['mixed dark mark', withLine(8, '  A  A  B  |  C! C e'), /^m\.zmap:8: zone C is written both with and without/],
    ['ragged row', withLine(9, '  f  g  h  |  i  j'), /^m\.zmap:9: this grid row has 5 cells but the first row has 6/],
    ['non-contiguous zone', withLine(10, '  L  L  M  |  n  O  A'), /^m\.zmap:10: the cells labelled A are not all joined side by side \(r2c5 is cut off from r0c0\)/],
    ['unknown edge kind', withLine(12, '  arch A-B'), /^m\.zmap:12: unknown edge kind "arch"/],
    ['unknown zone in edge', withLine(12, '  open A-Q'), /^m\.zmap:12: unknown zone "Q" in this edge/],
    ['edge with itself', withLine(12, '  open A-A'), /^m\.zmap:12: an edge needs two different zones/],
    ['edge between zones sharing no side', withLine(12, '  open A-k'), /^m\.zmap:12: zones A and k share no side/],
    ['repeated edge', withLine(13, '  wall B-A'), /^m\.zmap:13: the edge between B and A is already given on line 12/],
    ['door without state', withLine(13, '  door B-h'), /^m\.zmap:13: a door needs a state/],
    ['bad door state', withLine(13, '  door B-h ajar'), /^m\.zmap:13: "ajar" is not a door state/],
    ['colour on a closed door', withLine(13, '  door B-h closed:blue'), /^m\.zmap:13: only a locked door takes a colour/],
    ['state on an opening', withLine(12, '  open A-B closed'), /^m\.zmap:12: an open edge takes nothing after/],
    ['bad edge target', withLine(12, '  open AB'), /^m\.zmap:12: "AB" is not an edge/],
    ['side off the grid', withLine(17, '  door r3c4.N closed'), /^m\.zmap:17: r3c4\.N names row 3/],
    ['side on the board edge', withLine(17, '  door r0c4.N closed'), /^m\.zmap:17: r0c4\.N is on the edge of the board/],
    ['side inside a zone', withLine(17, '  door r0c0.E closed'), /^m\.zmap:17: r0c0\.E lies inside zone A/],
    ['repeated side', withLine(18, '  wall r1c4.S'), /^m\.zmap:18: the cell side r1c4\.S is already given on line 17/],
    ['door on no side', 'zmap 1\ngrid:\n a b\nedges:\n door a-b closed\n wall r0c1.W\n', /^m\.zmap:5: every side between a and b is given by a single-side edge line/],
    ['unknown token', withLine(20, '  begin f'), /^m\.zmap:20: unknown token "begin"/],
    ['unknown zone in token', withLine(20, '  start q'), /^m\.zmap:20: unknown zone "q" in this start token/],
    ['token without zone', withLine(20, '  start'), /^m\.zmap:20: "start" needs a zone/],
    ['token with extra words', withLine(20, '  start f g'), /^m\.zmap:20: unexpected "g"/],
    ['repeated start zone', withLine(21, '  start f'), /^m\.zmap:21: zone f is already a starting zone \(line 20\)/],
    ['duplicate spawn order', withLine(23, '  spawn e order=2'), /^m\.zmap:23: spawn order 2 is already used on line 22/],
    ['spawn without order', withLine(23, '  spawn e'), /^m\.zmap:23: a spawn zone needs its place in the spawn order/],
    ['bad spawn order', withLine(23, '  spawn e order=0'), /^m\.zmap:23: "0" is not a valid spawn order/],
    ['bad spawn option', withLine(23, '  spawn e order=1 sleepy'), /^m\.zmap:23: "sleepy" is not a spawn option/],
    ['bad objective option', withLine(24, '  objective A red'), /^m\.zmap:24: "red" is not an objective option/],
    ['car without type', withLine(26, '  car g'), /^m\.zmap:26: "car" is written "car <zone> <type>"/],
    ['bad zombie type', withLine(28, '  zombies k 2 crawler'), /^m\.zmap:28: "crawler" is not a zombie type/],
    ['bad zombie count', withLine(28, '  zombies k two runner'), /^m\.zmap:28: "two" is not a valid zombie count/],
    ['bad noise count', withLine(29, '  noise e -1'), /^m\.zmap:29: "-1" is not a valid noise count/],
    // near misses get a suggestion
    ['misspelt section', withLine(7, 'gird:'), /^m\.zmap:7: unknown section "gird:" \(did you mean "grid:"\?\)/],
    ['misspelt edge kind', withLine(12, '  opne A-B'), /^m\.zmap:12: unknown edge kind "opne" \(did you mean "open"\?\)/],
    ['misspelt door state', withLine(13, '  door B-h clsoed'), /^m\.zmap:13: "clsoed" is not a door state \(did you mean "closed"\?\)/],
    ['misspelt token', withLine(20, '  strat f'), /^m\.zmap:20: unknown token "strat" \(did you mean "start"\?\)/],
    ['plural zombie type', withLine(28, '  zombies k 2 runners'), /^m\.zmap:28: "runners" is not a zombie type \(did you mean "runner"\?\)/],
    ['capitalised zombie type', withLine(28, '  zombies k 2 Fatty'), /^m\.zmap:28: "Fatty" is not a zombie type \(did you mean "fatty"\?\)/],
    ['misspelt long label', 'zmap 1\ngrid:\n Kitchen hall\ntokens:\n start Kichen\n', /^m\.zmap:5: unknown zone "Kichen" in this start token; .* \(did you mean Kitchen\?\)/],
    ['label in the wrong case', 'zmap 1\ngrid:\n Kitchen hall\ntokens:\n start kitchen\n', /^m\.zmap:5: unknown zone "kitchen" .* \(did you mean Kitchen\?\)/],
    // a word inherited by every JavaScript object is not a token
    ['"constructor" as a token', withLine(20, '  constructor f'), /^m\.zmap:20: unknown token "constructor"/],
    ['"toString" as a token', withLine(20, '  toString f'), /^m\.zmap:20: unknown token "toString"/],
    // a cell name where a zone label belongs
    ['token on a cell of the grid', withLine(20, '  start r1c0'), /^m\.zmap:20: "r1c0" in this start token is not a zone label; .*cell r1c0 is in zone f$/],
    ['token on a cell outside the grid', withLine(20, '  start r5c9'), /^m\.zmap:20: "r5c9" .* cell r5c9 is outside the grid \(rows 0 to 2, columns 0 to 5\)/],
    ['edge on a cell outside the grid', withLine(12, '  open A-r7c1'), /^m\.zmap:12: "r7c1" in this edge .* outside the grid/],
    ['token on a "." cell', 'zmap 1\ngrid:\n a .\ntokens:\n start r0c1\n', /^m\.zmap:5: "r0c1" .* cell r0c1 is "\." \(no cell\)/],
    // counts have a sane bound
    ['zombie count too large', withLine(28, '  zombies k 1000 runner'), /^m\.zmap:28: "1000" is not a valid zombie count; it must be a whole number from 1 to 999/],
    ['huge noise count', withLine(29, '  noise e 99999999999999999999'), /^m\.zmap:29: "99999999999999999999" is not a valid noise count/],
    ['huge spawn order', withLine(23, '  spawn e order=12345'), /^m\.zmap:23: "12345" is not a valid spawn order/],
    // a starting zone walled off from everything the game is about
    ['start in a closed room', 'zmap 1\ngrid:\n A b c\ntokens:\n start A\n spawn c order=1\n objective b\n',
      /^m\.zmap:5: the starting zone A cannot reach any objective, exit or spawn zone, even with every door open; add an "open" or "door" edge line/],
    ['start behind a wall', 'zmap 1\ngrid:\n a b\nedges:\n wall a-b\ntokens:\n spawn b order=1\n start a\n', /^m\.zmap:8: the starting zone a cannot reach/],
  ];
  for (const [what, text, re] of cases) {
    it(what, () => expect(errorOf(text)).toMatch(re));
  }
});

describe('checkZmap: reachability of the starting zone', () => {
  const problems = (text: string) => checkZmap(text, 'm.zmap').problems.map((p) => `${p.line}: ${p.message}`);

  it('counts every door as open, locked ones too', () => {
    expect(problems('zmap 1\ngrid:\n A b\nedges:\n door A-b locked:blue\ntokens:\n start A\n spawn b order=1\n')).toEqual([]);
  });

  it('is happy when the start reaches any one of the objectives, exits and spawn zones', () => {
    // the objective in the sealed room C is out of reach, the spawn zone is not
    expect(problems('zmap 1\ngrid:\n a b C\ntokens:\n start a\n spawn b order=1\n objective C\n')).toEqual([]);
    // a spawn zone in the starting zone itself
    expect(problems('zmap 1\ngrid:\n a B\ntokens:\n start a\n spawn a order=1\n')).toEqual([]);
  });

  it('is not checked without a start or without anything to reach (the rules report those)', () => {
    expect(problems('zmap 1\ngrid:\n A b\ntokens:\n start A\n')).toEqual([]);
    expect(problems('zmap 1\ngrid:\n A b\ntokens:\n spawn b order=1\n')).toEqual([]);
  });

  it('names every starting zone when there are several', () => {
    expect(problems('zmap 1\ngrid:\n A B c\nedges:\n open A-B\ntokens:\n start A\n start B\n exit c\n')).toEqual([
      expect.stringMatching(/^7: the starting zones A, B cannot reach any objective, exit or spawn zone/),
    ]);
  });
});

describe('parseZmapFile', () => {
  it('reads a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zmap-'));
    const path = join(dir, 'x.zmap');
    writeFileSync(path, 'zmap 1\ngrid:\n a b\n');
    const p = parseZmapFile(path);
    expect(p.file).toBe(path);
    expect(p.map.zones.length).toBe(2);
  });

  it('names a missing file in a UserError', () => {
    const path = join(tmpdir(), 'no-such-dir-zsim', 'missing.zmap');
    expect(() => parseZmapFile(path)).toThrow(UserError);
    expect(() => parseZmapFile(path)).toThrow(`Mission file ${path} does not exist`);
  });

  it('reports a folder as not a mission file', () => {
    expect(() => parseZmapFile(tmpdir())).toThrow(/is a folder, not a mission file/);
  });
});

describe('checkZmap: every problem of a file', () => {
  /** GOOD with several lines replaced (1-based line numbers). */
  const withLines = (repl: Record<number, string>): string => {
    const lines = GOOD.split('\n');
    for (const [no, text] of Object.entries(repl)) lines[Number(no) - 1] = text;
    return lines.join('\n');
  };
  const where = (problems: { line: number; message: string }[]) => problems.map((p) => `${p.line}: ${p.message}`);

  it('a good file has no problems and the same map as parseZmap', () => {
    const { parsed, problems } = checkZmap(GOOD, 'm.zmap');
    expect(problems).toEqual([]);
    expect(parsed).toEqual(parseZmap(GOOD, 'm.zmap'));
  });

  it('skips each bad line, reports it, and keeps the good ones', () => {
    const text = withLines({
      3: 'just words', // junk in the header
      12: '  open A-Q', // unknown zone in an edge
      13: '  door B-h ajar', // bad door state
      20: '  begin f', // unknown token
      23: '  spawn e order=2', // spawn order already used on line 22
      28: '  zombies k two runner', // bad count
    });
    const { parsed, problems } = checkZmap(text, 'm.zmap');
    expect(problems.every((p) => p.file === 'm.zmap')).toBe(true);
    expect(where(problems)).toEqual([
      expect.stringMatching(/^3: expected a header line/),
      expect.stringMatching(/^12: unknown zone "Q" in this edge/),
      expect.stringMatching(/^13: "ajar" is not a door state/),
      expect.stringMatching(/^20: unknown token "begin"/),
      expect.stringMatching(/^23: spawn order 2 is already used on line 22/),
      expect.stringMatching(/^28: "two" is not a valid zombie count/),
    ]);
    // parseZmap throws the first of them
    expect(errorOf(text)).toBe(`m.zmap:3: ${problems[0]!.message}`);
    // the map is built from the lines that were good
    const map = parsed!.map;
    expect(map.zones).toHaveLength(14);
    expect(map.doors.map((d) => [d.id, d.line])).toEqual([[0, 14], [1, 15], [2, 17]]);
    expect(map.sideE![1]).toBe(SIDE_WALL); // the A-B opening was skipped
    expect(map.tokens.start).toEqual([]);
    expect(map.tokens.spawns.map((s) => s.line)).toEqual([22]);
    expect(map.tokens.zombies).toEqual([]);
    expect(map.tokens.noise).toHaveLength(1);
  });

  it('reports grid problems and carries on to the edges and tokens', () => {
    const text = withLines({
      6: 'size: 2x6',
      8: '  A  A  B  |  C! C e',
      9: '  f  g!  h  |  i  j  k',
      24: '  objective A red',
    });
    const { parsed, problems } = checkZmap(text, 'm.zmap');
    expect(where(problems)).toEqual([
      expect.stringMatching(/^9: "g!": only rooms/),
      expect.stringMatching(/^6: size says 2x6 but the grid has 3 rows of 6 cells/),
      expect.stringMatching(/^8: zone C is written both with and without/),
      expect.stringMatching(/^24: "red" is not an objective option/),
    ]);
    expect(parsed!.map.zones.find((z) => z.label === 'g')!.dark).toBe(false);
  });

  it('reports every ragged row and bad label, then stops: no map to check edges against', () => {
    const text = withLines({ 8: '  A  A  B  |  C! C!', 9: '  f  g-x  h  |  i  j  k', 10: '  L  L  M  |  n  O  O  p', 12: '  open A-Q' });
    const { parsed, problems } = checkZmap(text, 'm.zmap');
    expect(parsed).toBeNull();
    expect(where(problems)).toEqual([
      expect.stringMatching(/^9: this grid row has 6 cells but the first row has 5/),
      expect.stringMatching(/^9: "g-x" is not a zone label/),
      expect.stringMatching(/^10: this grid row has 7 cells but the first row has 5/),
    ]);
  });

  it('repeated sections and keys, and a door on no side, are reported without stopping', () => {
    const text = 'zmap 1\nname: a\nname: b\ngrid:\n a b\nedges:\n door a-b closed\n wall r0c0.E\nedges:\n open a-c\ntokens:\n start a\n';
    const { parsed, problems } = checkZmap(text, 'm.zmap');
    expect(where(problems)).toEqual([
      expect.stringMatching(/^3: the header key "name" is already given on line 2/),
      expect.stringMatching(/^9: the edges: section appears twice \(first on line 6\)/),
      expect.stringMatching(/^10: unknown zone "c" in this edge/),
      expect.stringMatching(/^7: every side between a and b is given by a single-side edge line/),
    ]);
    expect(parsed!.header.get('name')!.value).toBe('a');
    expect(parsed!.map.tokens.start).toEqual([0]);
  });

  it('a misspelt section is one problem, not one per line under it', () => {
    const { parsed, problems } = checkZmap('zmap 1\nname: x\ngird:\n a b\nedges:\n open a-b\n', 'm.zmap');
    expect(parsed).toBeNull();
    expect(where(problems)).toEqual([expect.stringMatching(/^3: unknown section "gird:"/)]);
  });

  it('a missing version line is reported and the rest is still read', () => {
    const { parsed, problems } = checkZmap('name: x\ngrid:\n a b\ntokens:\n start q\n', 'm.zmap');
    expect(where(problems)).toEqual([
      expect.stringMatching(/^1: a zmap file must start with the line "zmap 1", not "name: x"/),
      expect.stringMatching(/^5: unknown zone "q" in this start token/),
    ]);
    expect(parsed!.header.get('name')!.value).toBe('x');
  });

  it('an empty file or another version stops at once', () => {
    expect(checkZmap('', 'm.zmap')).toEqual({ parsed: null, problems: [{ file: 'm.zmap', line: 1, message: expect.stringMatching(/the file is empty/) }] });
    expect(checkZmap('zmap 2\ngrid:\n a\n', 'm.zmap').problems).toHaveLength(1);
  });
});
