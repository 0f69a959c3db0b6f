/** Tile files, turning tiles, and composing a layout of tiles into one map (src/core/tiles.ts, src/core/zmap.ts). */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../src/core/map.ts';
import { SIDE_OPEN, SIDE_WALL } from '../../src/core/map.ts';
import { checkZmap, loadTileLibrary, parseTile, parseZmap } from '../../src/core/zmap.ts';
import type { TileLibrary } from '../../src/core/tiles.ts';

/**
 * A 3x3 test face: a street along the north edge (s1 s1 s2, a crosswalk between), a room R1 (two cells) west of
 * a room R2, joined by an opening; R1 has a printed gap in its half-wall on the west edge, R2 one on the south edge.
 */
const FACE_X = `ztile 1
face: X
grid:
  s1 s1 s2
  R1 R2 R2
  R1 R2 R2
edges:
  open r1c0.E
  gap  r2c0.W 0.70-0.80
  gap  r2c1.S 0.40-0.60
tokens:
  manhole s1 at=r0c1
`;
/** A face of streets only, with a manhole in the middle. */
const FACE_S = `ztile 1
face: S
grid:
  s1 s1 s1
  s1 s1 s1
  s1 s1 s1
tokens:
  manhole s1 at=r1c1
`;

const LIBRARY: TileLibrary = new Map([
  ['X', parseTile(FACE_X, 'X.ztile')],
  ['S', parseTile(FACE_S, 'S.ztile')],
]);

function compose(tiles: string, more = ''): MapDef {
  return parseZmap(`zmap 1\ngame: test\ntiles: ${tiles}\n${more}`, 'm.zmap', { tiles: () => LIBRARY }).map;
}

const labels = (m: MapDef) =>
  Array.from({ length: m.rows }, (_, r) => Array.from({ length: m.cols }, (_, c) => m.zones[m.cellZone[r * m.cols + c]!]?.label ?? '.').join(' '));
const sideE = (m: MapDef, r: number, c: number) => m.sideE![r * m.cols + c];
const sideS = (m: MapDef, r: number, c: number) => m.sideS![r * m.cols + c];

describe('a tile file', () => {
  it('gives the face, its cells, the openings between rooms, the gaps on its edges and its manholes', () => {
    const x = LIBRARY.get('X')!;
    expect(x.n).toBe(3);
    expect(x.labels).toEqual(['s1', 's1', 's2', 'R1', 'R2', 'R2', 'R1', 'R2', 'R2']);
    expect(x.openings).toEqual([{ cell: 3, dir: 'E' }]);
    expect(x.gaps).toEqual([
      { cell: 6, dir: 'W', from: 0.7, to: 0.8 },
      { cell: 7, dir: 'S', from: 0.4, to: 0.6 },
    ]);
    expect(x.manholes).toEqual([{ label: 's1', cells: [1] }]);
  });

  it('refuses a gap inside the tile, on a street, or a tile that is not square, naming the line', () => {
    expect(() => parseTile(FACE_X.replace('gap  r2c0.W', 'gap  r1c1.E'), 'X.ztile')).toThrow(/^X\.ztile:9: r1c1\.E is not on the tile's edge/);
    expect(() => parseTile(FACE_X.replace('gap  r2c0.W 0.70-0.80', 'gap  r0c0.N 0.1-0.2'), 'X.ztile')).toThrow(/^X\.ztile:9: r0c0\.N is a side of a street cell/);
    expect(() => parseTile(FACE_X.replace('0.70-0.80', '0.80-0.70'), 'X.ztile')).toThrow(/^X\.ztile:9: "0\.80-0\.70": a gap runs from a smaller/);
    expect(() => parseTile('ztile 1\nface: Y\ngrid:\n s1 s1\n', 'Y.ztile')).toThrow(/^Y\.ztile:1: a tile is square/);
    expect(() => parseTile('ztile 1\nface: Y\ngrid:\n s1 Kitchen\n s1 Kitchen\n', 'Y.ztile')).toThrow(/tile zones are labelled R<number>/);
    expect(() => parseTile('zmap 1\nface: Y\ngrid:\n s1\n', 'Y.ztile')).toThrow(/^Y\.ztile:1: a ztile file must start with the line "ztile 1"/);
  });

  it('the Season 1 library holds the 18 faces, 5x5 cells each, every room opening onto another room', () => {
    const lib = loadTileLibrary(fileURLToPath(new URL('../../missions/season1/tiles/', import.meta.url)));
    expect([...lib.keys()].sort()).toEqual(['1B', '1C', '2B', '2C', '3B', '3C', '4B', '4C', '4D', '4E', '5B', '5C', '5D', '5E', '5F', '6B', '6C', '7B']);
    for (const t of lib.values()) {
      expect(t.n, t.face).toBe(5);
      expect(t.manholes.length, t.face).toBe(1);
      for (const o of t.openings) expect(t.labels[o.cell], t.face).toMatch(/^R/);
    }
  });
});

describe('composing tiles', () => {
  it('turns a tile clockwise: cells, openings and manholes', () => {
    expect(labels(compose('X@0'))).toEqual(['s1 s1 s2', 'A1 A2 A2', 'A1 A2 A2']);
    const q = compose('X@90');
    expect(labels(q)).toEqual(['A1 A1 s1', 'A2 A2 s1', 'A2 A2 s2']);
    expect(sideS(q, 0, 1)).toBe(SIDE_OPEN); // the A1|A2 opening (r1c0.E on the face), now between rows 0 and 1
    expect(sideS(q, 0, 0)).toBe(SIDE_WALL);
    expect(q.tokens.manholeCells).toEqual([[1 * 3 + 2]]);
    expect(labels(compose('X@180'))).toEqual(['A2 A2 A1', 'A2 A2 A1', 's1 s2 s2']);
    expect(labels(compose('X@270'))).toEqual(['s1 A2 A2', 's2 A2 A2', 's2 A1 A1']);
  });

  it('joins streets across a seam into one zone and numbers streets in reading order; rooms keep the tile letter', () => {
    const m = compose('X@0 S@0');
    expect(labels(m)).toEqual(['s1 s1 s2 s2 s2 s2', 'A1 A2 A2 s2 s2 s2', 'A1 A2 A2 s2 s2 s2']);
    expect(sideE(m, 1, 2)).toBe(SIDE_WALL); // a room facing a street across a seam: a wall
    expect(m.placements).toEqual([
      { letter: 'A', face: 'X', rotation: 0, slotRow: 0, slotCol: 0 },
      { letter: 'B', face: 'S', rotation: 0, slotRow: 0, slotCol: 1 },
    ]);
    expect(m.tileSize).toBe(3);
  });

  it('opens a doorway across a seam only where both half-walls have gaps that meet', () => {
    // X@0 over X@180: A's south gap (A2, 0.4-0.6) faces B's turned gap (B2's north edge, 0.4-0.6): they meet.
    const m = compose('X@0 / X@180');
    expect(labels(m)).toEqual(['s1 s1 s2', 'A1 A2 A2', 'A1 A2 A2', 'B2 B2 B1', 'B2 B2 B1', 's3 s4 s4']);
    expect(sideS(m, 2, 1)).toBe(SIDE_OPEN);
    expect(sideS(m, 2, 0)).toBe(SIDE_WALL);
    expect(sideS(m, 2, 2)).toBe(SIDE_WALL);
    // X@0 over X@0: A2's south gap faces B's street, which stays a wall.
    expect(sideS(compose('X@0 / X@0'), 2, 1)).toBe(SIDE_WALL);
  });

  it('a turned gap keeps its place along the edge (0.7-0.8 on the west edge becomes 0.2-0.3 on the north edge)', () => {
    // X@90: the west gap of R1 (0.7-0.8, its southern end) lands on the north edge at its west end (x 0.2-0.3).
    // A face whose south half-wall has a gap at 0.2-0.3 meets it there; one with its gap at 0.5-0.6 does not.
    const north = parseTile('ztile 1\nface: N\ngrid:\n s1 s1 s1\n R1 R1 R1\n R1 R1 R1\nedges:\n gap r2c0.S 0.2-0.3\n', 'N.ztile');
    const far = parseTile('ztile 1\nface: F\ngrid:\n s1 s1 s1\n R1 R1 R1\n R1 R1 R1\nedges:\n gap r2c0.S 0.5-0.6\n', 'F.ztile');
    const lib: TileLibrary = new Map([...LIBRARY, ['N', north], ['F', far]]);
    const at = (tiles: string) => parseZmap(`zmap 1\ngame: t\ntiles: ${tiles}\n`, 'm.zmap', { tiles: () => lib }).map;
    expect(sideS(at('N / X@90'), 2, 0)).toBe(SIDE_OPEN);
    expect(sideS(at('F / X@90'), 2, 0)).toBe(SIDE_WALL); // 0.5-0.6 against 0.2-0.3: no overlap
  });

  it('leaves empty slots without cells', () => {
    const m = compose('X@0 . / . S@0');
    expect(labels(m)[0]).toBe('s1 s1 s2 . . .');
    expect(labels(m)[3]).toBe('. . . s3 s3 s3');
    expect(m.placements!.map((p) => `${p.letter}${p.slotRow}${p.slotCol}`)).toEqual(['A00', 'B11']);
  });

  it('takes doors and tokens on the composed labels and cells, checked as in a drawn map', () => {
    const m = compose('X@0 S@0', 'edges:\n  door r1c2.E closed\ntokens:\n  start A1\n  spawn s2 order=1\n  objective A2\n');
    expect(m.doors).toMatchObject([{ a: m.cellZone[1 * 6 + 2], b: m.cellZone[1 * 6 + 3], open: false }]);
    expect(m.tokens.start).toEqual([m.cellZone[6]]); // A1 at r1c0
    const bad = checkZmap('zmap 1\ngame: test\ntiles: X@0 S@0\ntokens:\n  start A9\n', 'm.zmap', { tiles: () => LIBRARY });
    expect(bad.problems[0]).toMatchObject({ line: 5, message: expect.stringMatching(/unknown zone "A9"/) });
  });

  it('reports a layout it cannot compose on the tiles: line, with the valid faces', () => {
    const problem = (tiles: string, head = 'game: test\n') =>
      checkZmap(`zmap 1\n${head}tiles: ${tiles}\ntokens:\n  start s1\n`, 'm.zmap', { tiles: () => LIBRARY }).problems[0];
    expect(problem('Z@0')).toMatchObject({ line: 3, message: expect.stringMatching(/^tiles: unknown tile "Z".*; the test tiles are X, S$/) });
    expect(problem('X@45')).toMatchObject({ line: 3, message: expect.stringMatching(/turns by 0, 90, 180 or 270/) });
    expect(problem('X S / X')).toMatchObject({ line: 3, message: expect.stringMatching(/row 2 of the layout has 1 tiles but the widest has 2/) });
    expect(problem('X', '')).toMatchObject({ line: 2, message: expect.stringMatching(/needs a "game:" line/) });
    const none = checkZmap('zmap 1\ngame: nothing\ntiles: X\n', 'm.zmap', { tiles: () => null }).problems[0];
    expect(none).toMatchObject({ line: 3, message: expect.stringMatching(/no tile library for the game "nothing"/) });
    const size = checkZmap('zmap 1\ngame: test\ntiles: X S\nsize: 3x9\n', 'm.zmap', { tiles: () => LIBRARY }).problems[0];
    expect(size).toMatchObject({ line: 4, message: 'size says 3x9 but the grid has 3 rows of 6 cells' });
    const tileSize = checkZmap('zmap 1\ngame: test\ntiles: X\ntile-size: 5\n', 'm.zmap', { tiles: () => LIBRARY }).problems[0];
    expect(tileSize).toMatchObject({ line: 4, message: expect.stringMatching(/disagrees with the tiles of this map, which are 3x3 cells/) });
  });

  it('with no "/", cuts the tile list into rows by the size: line', () => {
    expect(labels(compose('X@0 S@0', 'size: 6x3\n'))[3]).toBe('s3 s3 s3');
  });
});

describe('the tile size of a drawn map', () => {
  it('comes from tile-size:, else from the tiles: line and the grid, else is 3', () => {
    const grid = (rows: number, cols: number) => Array.from({ length: rows }, () => `  ${Array(cols).fill('a').join(' ')}`).join('\n');
    const map = (head: string, rows: number, cols: number) => parseZmap(`zmap 1\n${head}grid:\n${grid(rows, cols)}\n`, 'm.zmap').map;
    expect(map('tiles: 1B@0 2B@0\n', 10, 5).tileSize).toBe(5);
    expect(map('tiles: 1B@0 2B@0\n', 10, 5).placements!.map((p) => `${p.face}:${p.slotRow},${p.slotCol}`)).toEqual(['1B:0,0', '2B:1,0']);
    expect(map('tiles: 1B@0 2B@0\n', 3, 6).tileSize).toBe(3);
    expect(map('tiles: 1B@0 2B@0\n', 3, 6).placements!.map((p) => `${p.face}:${p.slotRow},${p.slotCol}`)).toEqual(['1B:0,0', '2B:0,1']);
    expect(map('tile-size: 2\n', 4, 4).tileSize).toBe(2);
    expect(map('', 4, 6).tileSize).toBe(3);
    expect(map('tiles: 9R@90 4V@90\n', 4, 6).tileSize).toBe(3); // a spare row (Black Plague vaults): no fit, the default
    expect(checkZmap(`zmap 1\ntile-size: big\ngrid:\n${grid(2, 2)}\n`, 'm.zmap').problems[0]).toMatchObject({ line: 2, message: expect.stringMatching(/not a number of cells/) });
  });
});
