/**
 * The edges: section: one reader per edge kind, chosen by the line's first word. `open`, `wall` and `door` change
 * the sides two zones share (`X-Y`) or one cell side (`r1c2.N`); a tile file's `gap` lines give the printed gaps in
 * its half-walls; a game's map vocabulary adds kinds of its own (Black Plague's `link`).
 */
import { SIDE_OPEN, SIDE_WALL, type DoorDef, type LinkDef } from '../map.ts';
import type { Dir, TileGap } from '../tiles.ts';
import { zoneOf, type Grid } from './grid.ts';
import type { FileKind } from './sections.ts';
import { CORE_EDGE_KINDS, didYouMean, DOOR_STATE, listOf, PAIR_REF, SIDE_REF, SPAN, TILE_EDGE_KINDS, WORD, type Line, type Reporter } from './syntax.ts';
import type { EdgeKind, EdgeLine, MapVocabulary } from './vocabulary.ts';

/** What the edge lines make: the sides they change, the doors, links and (tile files) gaps. */
export interface Edges {
  sideE: Int32Array;
  sideS: Int32Array;
  doors: DoorDef[];
  links: LinkDef[];
  gaps: TileGap[];
}

/** An edge line on the sides two zones share: applied once every line is read (a single-side line wins). */
interface PairEdge {
  line: number;
  kind: number;
  sides: number[];
  a: number;
  b: number;
  door: number;
}

/** The edges being read. */
interface EdgeReading extends Edges {
  readonly grid: Grid;
  readonly fileKind: FileKind;
  readonly report: Reporter;
  /** The line each zone pair (a * zones + b, a < b) and each cell side was given on. */
  readonly pairLine: Map<number, number>;
  readonly sideLine: Map<number, number>;
  readonly pairEdges: PairEdge[];
  readonly sideEdges: { line: number; kind: number; side: number }[];
}

/** The reader of one edge line: `w` is the line's words, w[0] its kind. */
type EdgeReader = (e: EdgeReading, ln: Line, w: string[]) => void;

/** The edge kinds of every map, and of tile files. */
const CORE_EDGES: Record<(typeof CORE_EDGE_KINDS)[number], EdgeReader> = {
  open: readSideEdge,
  wall: readSideEdge,
  door: readSideEdge,
};
const TILE_EDGES: Record<(typeof TILE_EDGE_KINDS)[number], EdgeReader> = { gap: readGap };

/**
 * Read the edge lines over the default sides (each bad line reported and skipped), then set the sides they give:
 * zone-pair lines first, single-side lines over them, whatever their order in the file.
 */
export function readEdges(edgeLines: readonly Line[], grid: Grid, sides: { sideE: Int32Array; sideS: Int32Array }, fileKind: FileKind, vocabulary: MapVocabulary, report: Reporter): Edges {
  const e: EdgeReading = {
    ...sides, doors: [], links: [], gaps: [], grid, fileKind, report,
    pairLine: new Map(), sideLine: new Map(), pairEdges: [], sideEdges: [],
  };
  const readers = edgeReaders(fileKind, vocabulary);
  for (const ln of edgeLines) {
    report.attempt(() => {
      const w = ln.text.split(/\s+/);
      const read = readers.get(w[0]!);
      if (!read) unknownEdgeKind(e, ln, w[0]!, vocabulary);
      read(e, ln, w);
    });
  }
  applyEdges(e);
  return { sideE: e.sideE, sideS: e.sideS, doors: e.doors, links: e.links, gaps: e.gaps };
}

/** The readers by edge kind: the core's, a tile file's gap, and the game's. */
function edgeReaders(fileKind: FileKind, vocabulary: MapVocabulary): Map<string, EdgeReader> {
  const readers = new Map<string, EdgeReader>(Object.entries(CORE_EDGES));
  if (fileKind === 'ztile') for (const [kind, read] of Object.entries(TILE_EDGES)) readers.set(kind, read);
  for (const [kind, read] of Object.entries(vocabulary.edges ?? {})) readers.set(kind, gameEdge(read));
  return readers;
}

function unknownEdgeKind(e: EdgeReading, ln: Line, kind: string, vocabulary: MapVocabulary): never {
  const kinds = [...CORE_EDGE_KINDS, ...Object.keys(vocabulary.edges ?? {})];
  return e.report.fail(
    ln.no,
    `unknown edge kind "${kind}"${didYouMean(kind, kinds)}; an edge line starts with ${listOf(kinds, 'or')}${e.fileKind === 'ztile' ? ' (or gap, in a tile file)' : ''}`,
  );
}

/** `open|wall X-Y`, `open|wall r1c2.N`, `door X-Y <state>`, `door r1c2.N <state>`. */
function readSideEdge(e: EdgeReading, ln: Line, w: string[]): void {
  const fail: Reporter['fail'] = e.report.fail;
  const kind = w[0]!;
  const target = w[1];
  if (target === undefined) fail(ln.no, `"${kind}" needs two zones (like A-b) or a cell side (like r1c2.N)`);
  const door = kind === 'door' ? readDoorState(e, ln, w) : null;
  if (!door && w.length > 2) fail(ln.no, `an ${kind} edge takes nothing after the zones or side; remove "${w.slice(2).join(' ')}"`);
  /** The side value of this line; a door is numbered only once its line is known to be good. */
  const kindValue = (a: number, b: number): number => {
    if (!door) return kind === 'open' ? SIDE_OPEN : SIDE_WALL;
    door.id = e.doors.length;
    door.a = a;
    door.b = b;
    e.doors.push(door);
    return door.id;
  };
  const sm = SIDE_REF.exec(target);
  if (sm) readCellSide(e, ln, target, sm, kindValue);
  else readZonePair(e, ln, target, kindValue, door !== null);
}

/** `closed`, `open`, `locked` or `locked:<colour>` after a door's zones or side: the door, not yet numbered. */
function readDoorState(e: EdgeReading, ln: Line, w: string[]): DoorDef {
  const fail: Reporter['fail'] = e.report.fail;
  const st = w[2];
  if (st === undefined) fail(ln.no, 'a door needs a state after it: closed, open or locked');
  const m = DOOR_STATE.exec(st);
  if (!m) fail(ln.no, `"${st}" is not a door state${didYouMean(st.split(':')[0]!, ['closed', 'open', 'locked'])}; use closed, open, locked or locked:<colour>`);
  const colour = m[2] ?? null;
  if (colour !== null && m[1] !== 'locked') fail(ln.no, `only a locked door takes a colour; write locked:${colour}`);
  if (colour !== null && !WORD.test(colour)) fail(ln.no, `"${colour}" is not a colour name; use a single word like blue`);
  if (w.length > 3) fail(ln.no, `unexpected "${w.slice(3).join(' ')}" after the door state`);
  return { id: -1, a: -1, b: -1, open: m[1] === 'open', locked: m[1] === 'locked', colour, line: ln.no };
}

/** `r1c2.N`: one cell side, between two cells of different zones. */
function readCellSide(e: EdgeReading, ln: Line, target: string, sm: RegExpExecArray, kindValue: (a: number, b: number) => number): void {
  const fail: Reporter['fail'] = e.report.fail;
  const { rows, cols, cellZone, zones } = e.grid;
  const r = Number(sm[1]);
  const col = Number(sm[2]);
  const dir = sm[3]!;
  if (r >= rows) fail(ln.no, `${target} names row ${r}, but the grid rows are numbered 0 to ${rows - 1}`);
  if (col >= cols) fail(ln.no, `${target} names column ${col}, but the grid columns are numbered 0 to ${cols - 1}`);
  const c = r * cols + col;
  const r2 = dir === 'N' ? r - 1 : dir === 'S' ? r + 1 : r;
  const col2 = dir === 'W' ? col - 1 : dir === 'E' ? col + 1 : col;
  if (cellZone[c]! < 0) fail(ln.no, `${target} is a side of an empty cell (".")`);
  if (r2 < 0 || r2 >= rows || col2 < 0 || col2 >= cols || cellZone[r2 * cols + col2]! < 0) {
    fail(ln.no, `${target} is on the edge of the board; an edge must lie between two cells`);
  }
  const c2 = r2 * cols + col2;
  const a = cellZone[c]!;
  const b = cellZone[c2]!;
  if (a === b) fail(ln.no, `${target} lies inside zone ${zones[a]!.label}; an edge must separate two different zones`);
  const side = dir === 'E' ? c : dir === 'W' ? c2 : dir === 'S' ? ~c : ~c2;
  const prev = e.sideLine.get(side);
  if (prev !== undefined) fail(ln.no, `the cell side ${target} is already given on line ${prev}`);
  e.sideLine.set(side, ln.no);
  e.sideEdges.push({ line: ln.no, kind: kindValue(a, b), side });
}

/** `X-Y`: every side zones X and Y share. */
function readZonePair(e: EdgeReading, ln: Line, target: string, kindValue: (a: number, b: number) => number, isDoor: boolean): void {
  const fail: Reporter['fail'] = e.report.fail;
  const { zones } = e.grid;
  const pm = PAIR_REF.exec(target);
  if (!pm) fail(ln.no, `"${target}" is not an edge; write two zone labels joined by "-" (like A-b) or a cell side (like r1c2.N)`);
  const a = zoneOf(e.grid, pm[1]!, ln.no, 'this edge', fail);
  const b = zoneOf(e.grid, pm[2]!, ln.no, 'this edge', fail);
  if (a === b) fail(ln.no, `an edge needs two different zones, not ${zones[a]!.label} twice`);
  const key = pairKey(e, a, b);
  const prev = e.pairLine.get(key);
  if (prev !== undefined) fail(ln.no, `the edge between ${zones[a]!.label} and ${zones[b]!.label} is already given on line ${prev}`);
  const sides = sharedSides(e.grid, a, b);
  if (sides.length === 0) {
    fail(ln.no, `zones ${zones[a]!.label} and ${zones[b]!.label} share no side, so there can be no edge between them`);
  }
  e.pairLine.set(key, ln.no);
  const value = kindValue(a, b);
  e.pairEdges.push({ line: ln.no, kind: value, sides, a, b, door: isDoor ? value : -1 });
}

function pairKey(e: EdgeReading, a: number, b: number): number {
  const n = e.grid.zones.length;
  return a < b ? a * n + b : b * n + a;
}

/** Cell sides shared by zones a and b, as side-array indices: east sides as c, south sides as ~c. */
function sharedSides({ rows, cols, cellZone, zones }: Grid, a: number, b: number): number[] {
  const out: number[] = [];
  for (const c of zones[a]!.cells) {
    const col = c % cols;
    if (col + 1 < cols && cellZone[c + 1] === b) out.push(c);
    if (col > 0 && cellZone[c - 1] === b) out.push(c - 1);
    if (c + cols < rows * cols && cellZone[c + cols] === b) out.push(~c);
    if (c - cols >= 0 && cellZone[c - cols] === b) out.push(~(c - cols));
  }
  return out;
}

/** `gap r4c0.S 0.135-0.215` (tile files only): a printed gap in the half-wall on the tile's edge, where it lies along that edge. */
function readGap(e: EdgeReading, ln: Line, w: string[]): void {
  const fail: Reporter['fail'] = e.report.fail;
  const { rows, cols, cellZone, zones } = e.grid;
  const sm = w[1] === undefined ? null : SIDE_REF.exec(w[1]);
  const span = w[2] === undefined ? null : SPAN.exec(w[2]);
  if (!sm || !span || w.length > 3) fail(ln.no, 'a gap is written "gap r<row>c<col>.<N|E|S|W> <from>-<to>", e.g. "gap r4c0.S 0.135-0.215" (where the gap lies along the tile edge, 0 to 1)');
  const r = Number(sm[1]);
  const col = Number(sm[2]);
  const dir = sm[3] as Dir;
  if (r >= rows || col >= cols) fail(ln.no, `${w[1]} is outside the tile (rows and columns 0 to ${rows - 1})`);
  const outside = (dir === 'N' && r === 0) || (dir === 'S' && r === rows - 1) || (dir === 'W' && col === 0) || (dir === 'E' && col === cols - 1);
  if (!outside) fail(ln.no, `${w[1]} is not on the tile's edge; a gap is a printed opening in a half-wall on the edge (use "open" inside the tile)`);
  if (!zones[cellZone[r * cols + col]!]?.room) fail(ln.no, `${w[1]} is a side of a street cell; only a building's half-wall has gaps`);
  const from = Number(span[1]);
  const to = Number(span[2]);
  if (!(from < to && to <= 1)) fail(ln.no, `"${w[2]}": a gap runs from a smaller to a larger place along the edge, both from 0 to 1`);
  e.gaps.push({ cell: r * cols + col, dir, from, to });
}

/** A game's edge kind, read through the EdgeLine it is given. */
function gameEdge(read: EdgeKind): EdgeReader {
  return (e, ln, w) => {
    const fail: Reporter['fail'] = e.report.fail;
    const { zones } = e.grid;
    const edge: EdgeLine = {
      words: w,
      line: ln.no,
      fail: (message) => fail(ln.no, message),
      zone: (name, where) => zoneOf(e.grid, name, ln.no, where, fail),
      label: (z) => zones[z]!.label,
      claimPair: (a, b) => {
        const key = pairKey(e, a, b);
        const prev = e.pairLine.get(key);
        if (prev !== undefined) fail(ln.no, `the edge between ${zones[a]!.label} and ${zones[b]!.label} is already given on line ${prev}`);
        e.pairLine.set(key, ln.no);
      },
      addDoor: (a, b, { open, locked, colour }) => {
        const id = e.doors.length;
        e.doors.push({ id, a, b, open, locked, colour, line: ln.no });
        return id;
      },
      addLink: (a, b, side) => {
        e.links.push({ a, b, side, line: ln.no });
      },
    };
    read(edge);
  };
}

/** Set the sides the edge lines give: zone-pair lines, then single-side lines over them; a door left on no side is reported. */
function applyEdges(e: EdgeReading): void {
  const { sideE, sideS, sideLine } = e;
  const { zones } = e.grid;
  for (const p of e.pairEdges) {
    let left = 0;
    for (const s of p.sides) {
      if (sideLine.has(s)) continue;
      left++;
      if (s >= 0) sideE[s] = p.kind;
      else sideS[~s] = p.kind;
    }
    if (left === 0 && p.door >= 0) {
      e.report.note(p.line, `every side between ${zones[p.a]!.label} and ${zones[p.b]!.label} is given by a single-side edge line, so this door is on no side`);
    }
  }
  for (const s of e.sideEdges) {
    if (s.side >= 0) sideE[s.side] = s.kind;
    else sideS[~s.side] = s.kind;
  }
}
