/**
 * Parser for the "zmap" mission map text format (docs/missions.md).
 * Every problem is a UserError naming file:line with a one-sentence explanation.
 * `checkZmap` is the one parser: it records each problem and carries on where it can
 * (skipping the bad line or edge); `parseZmap` throws the first problem it records.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileError, UserError, type Problem } from './errors.ts';
import { MISSIONS_DIR, readUserFile } from './files.ts';
import { closest, editDistance } from './suggest.ts';
import { composeTiles, LayoutError, readLayout, type ComposedMap, type Dir, type TileDef, type TileGap, type TileLibrary, type TilePlacement } from './tiles.ts';
import {
  SIDE_OPEN,
  SIDE_WALL,
  type DoorDef,
  type HeaderValue,
  type LinkDef,
  type MapDef,
  type MapTokens,
  type ParsedZmap,
  type ZombieToken,
  type ZoneDef,
} from './map.ts';

interface Line {
  no: number;
  text: string;
}

type Section = 'header' | 'grid' | 'edges' | 'tokens';

const LABEL = /^[A-Za-z][A-Za-z0-9_]*!?$/;
const KEY_LINE = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/;
const SIDE_REF = /^r(\d+)c(\d+)\.([NESW])$/;
const CELL_REF = /^r(\d+)c(\d+)$/;
const SPAN = /^(\d*\.?\d+)-(\d*\.?\d+)$/;
const PAIR_REF = /^([A-Za-z][A-Za-z0-9_]*!?)-([A-Za-z][A-Za-z0-9_]*!?)$/;
const DOOR_STATE = /^(closed|open|locked)(?::(.*))?$/;
const WORD = /^[A-Za-z][\w-]*$/;
const COUNT = /^[1-9]\d*$/;
/** The largest count or spawn order a token takes (a sanity bound: the games' boxes hold far fewer miniatures). */
export const MAX_COUNT = 999;
const ZOMBIE_TYPES = ['walker', 'runner', 'fatty', 'abomination', 'necromancer'] as const;
const SECTIONS = ['grid:', 'edges:', 'tokens:'];
const EDGE_KINDS = ['open', 'wall', 'door', 'link'];
const DOOR_STATES = ['closed', 'open', 'locked'];
/** Tokens and how many words follow the kind (spawn and objective take options). */
const TOKEN_ARGS = new Map<string, number | null>([
  ['start', 1], ['exit', 1], ['spawn', null], ['objective', null], ['car', 2], ['manhole', null], ['zombies', 3], ['noise', 2],
]);

/** ` (did you mean "x"?)` when `word` is a near miss of one of `candidates` (keywords, so any case), else ''. */
function didYouMean(word: string, candidates: readonly string[]): string {
  const near = closest(word.toLowerCase(), candidates);
  return near === undefined ? '' : ` (did you mean "${near}"?)`;
}

/** Where a map made of tiles finds its tiles: the library of the game its `game:` line names, or null if it has none. */
export type TileResolver = (game: string) => TileLibrary | null;

export interface ZmapOptions {
  /** The tile libraries (default: the `.ztile` files in missions/<game>/tiles/). */
  tiles?: TileResolver;
}

export function parseZmapFile(path: string, options: ZmapOptions = {}): ParsedZmap {
  return parseZmap(readZmapText(path), path, options);
}

/** The text of a mission file; a missing or unreadable file is a UserError. */
export function readZmapText(path: string): string {
  return readUserFile(path, 'mission file');
}

/** Thrown by `fail` once the problem is recorded: caught per line (skip it) or at the top (stop). */
const SKIP: unique symbol = Symbol('skip');

/** Parse `text`; throws a UserError "file:line: message" for the first problem. */
export function parseZmap(text: string, file: string, options: ZmapOptions = {}): ParsedZmap {
  const { parsed, problems } = checkZmap(text, file, options);
  const first = problems[0];
  if (first) throw fileError(first.file, first.line, first.message);
  return parsed!;
}

/**
 * Parse `text`, recording every problem instead of stopping at the first: a bad header, edge or token
 * line is skipped, a bad grid cell is taken as no cell, and a missing or ragged grid stops the parse
 * (`parsed` is then null). Problems are in the order met, which is the order of the file by section
 * (a `size:` mismatch and a door on no side are found after the grid and the edges). `parsed` is the
 * map built from the good lines, even when there are problems.
 */
export function checkZmap(text: string, file: string, options: ZmapOptions = {}): { parsed: ParsedZmap | null; problems: Problem[] } {
  return readLines(text, file, 'zmap', options.tiles ?? projectTiles);
}

/** parseLines with a Reporter that records every problem; `parsed` is null when a problem stopped the parse. */
function readLines(text: string, file: string, kind: 'zmap' | 'ztile', tiles: TileResolver): { parsed: ParsedZmap | null; problems: Problem[] } {
  const problems: Problem[] = [];
  /** Record a problem and carry on. */
  const note = (line: number, message: string): void => {
    problems.push({ file, line, message });
  };
  /** Record a problem and abandon the current line (or, outside a line loop, the whole parse). */
  function fail(line: number, message: string): never {
    note(line, message);
    throw SKIP;
  }
  /** Run `body`; a `fail` inside it abandons only this call. */
  const attempt = (body: () => void): void => {
    try {
      body();
    } catch (e) {
      if (e !== SKIP) throw e;
    }
  };
  try {
    return { parsed: parseLines(text, file, { note, fail, attempt }, kind, tiles), problems };
  } catch (e) {
    if (e !== SKIP) throw e;
    return { parsed: null, problems };
  }
}

/** What parseLines uses to report: `note` records and carries on, `fail` records and throws SKIP, `attempt` catches it. */
interface Reporter {
  note(line: number, message: string): void;
  fail(line: number, message: string): never;
  attempt(body: () => void): void;
}

/**
 * The lines of a zmap file (`fileKind` 'zmap') or of a tile face (`ztile`: a zmap whose edges may also give `gap` lines,
 * the printed gaps in the half-walls on the tile's edge). A zmap with `tiles:` and no grid: section is composed from
 * the tile library `resolveTiles` gives for its game.
 */
function parseLines(text: string, file: string, report: Reporter, fileKind: 'zmap' | 'ztile', resolveTiles: TileResolver): ParsedZmap {
  const { note, attempt } = report;
  const fail: Reporter['fail'] = report.fail; // explicitly typed, so a call narrows like a throw
  const raw = text.split(/\r?\n/);
  const lines: Line[] = [];
  for (let i = 0; i < raw.length; i++) {
    const hash = raw[i]!.indexOf('#');
    const t = (hash < 0 ? raw[i]! : raw[i]!.slice(0, hash)).trim();
    if (t) lines.push({ no: i + 1, text: t });
  }
  const first = lines[0];
  if (!first) fail(1, `the file is empty; a ${fileKind} file starts with the line "${fileKind} 1"`);
  const version = new RegExp(`^${fileKind}\\s+(\\S+)$`).exec(first.text);
  let from = 1;
  if (!version) {
    note(first.no, `a ${fileKind} file must start with the line "${fileKind} 1", not "${first.text}"`);
    if (KEY_LINE.test(first.text)) from = 0; // the version line is missing: read the first line as content
  } else if (version[1] !== '1') {
    fail(first.no, `this is ${fileKind} version ${version[1]}, but only version 1 can be read`);
  }

  // ---- sections ----
  const header = new Map<string, HeaderValue>();
  const gridLines: Line[] = [];
  const edgeLines: Line[] = [];
  const tokenLines: Line[] = [];
  const seen = new Map<string, number>();
  let section: Section | 'unknown' = 'header';
  let unknownSection = false;
  for (let i = from; i < lines.length; i++) {
    const ln = lines[i]!;
    attempt(() => {
      const kv = KEY_LINE.exec(ln.text);
      if (kv) {
        const [, key, value] = kv as unknown as [string, string, string | undefined];
        if (value === undefined) {
          if (key !== 'grid' && key !== 'edges' && key !== 'tokens') {
            section = 'unknown'; // its lines are skipped
            unknownSection = true;
            fail(ln.no, `unknown section "${key}:"${didYouMean(`${key}:`, SECTIONS)}; the sections are grid:, edges: and tokens: (a header line needs a value after the colon)`);
          }
          section = key as Section;
          const before = seen.get(key);
          if (before !== undefined) fail(ln.no, `the ${key}: section appears twice (first on line ${before})`);
          seen.set(key, ln.no);
          const fromTiles = fileKind === 'zmap' && header.has('tiles');
          if (key !== 'grid' && !seen.has('grid') && !unknownSection && !fromTiles) fail(ln.no, `the grid: section must come before the ${key}: section`);
          if (key === 'grid' && (seen.has('edges') || seen.has('tokens'))) {
            fail(ln.no, `the grid: section must come before the ${seen.has('edges') ? 'edges' : 'tokens'}: section`);
          }
          return;
        }
        if (section !== 'header') {
          fail(ln.no, `the header line "${key}:" must come before the ${seen.has('grid') ? 'grid' : section}: section`);
        }
        const prev = header.get(key);
        if (prev) {
          if (key !== 'note') fail(ln.no, `the header key "${key}" is already given on line ${prev.line}`);
          prev.value += ' ' + value;
        } else {
          header.set(key, { value, line: ln.no });
        }
        return;
      }
      if (section === 'header') fail(ln.no, `expected a header line "key: value" or the start of the grid: section, not "${ln.text}"`);
      if (section === 'grid') gridLines.push(ln);
      else if (section === 'edges') edgeLines.push(ln);
      else if (section === 'tokens') tokenLines.push(ln);
    });
  }
  const lastNo = lines[lines.length - 1]!.no;
  const tilesKey = header.get('tiles');
  let composed: ComposedMap | null = null;
  if (!seen.has('grid') && tilesKey && fileKind === 'zmap') {
    composed = composeFrom(tilesKey);
    const at = (cell: number) => `r${Math.floor(cell / composed!.cols)}c${cell % composed!.cols}`;
    for (let r = 0; r < composed.rows; r++) {
      gridLines.push({ no: tilesKey.line, text: composed.labels.slice(r * composed.cols, (r + 1) * composed.cols).map((l) => l ?? '.').join(' ') });
    }
    edgeLines.unshift(...composed.openSides.map((side) => ({ no: tilesKey.line, text: `open ${side}` })));
    tokenLines.unshift(...composed.manholes.map((m) => ({ no: tilesKey.line, text: `manhole ${m.label} at=${m.cells.map(at).join(',')}` })));
  } else if (!seen.has('grid')) {
    if (unknownSection) throw SKIP; // already reported: the grid is probably under the misspelt section
    fail(lastNo, fileKind === 'zmap' ? 'the file has no grid: section (or a "tiles:" line to compose the map from tiles)' : 'the file has no grid: section');
  } else if (gridLines.length === 0) fail(seen.get('grid')!, 'the grid: section has no rows');

  /** The map a `tiles:` line lays out, from the game's tile library; a layout that cannot be composed stops the parse. */
  function composeFrom(tiles: HeaderValue): ComposedMap {
    const game = header.get('game');
    if (!game) fail(tiles.line, 'a map made of tiles (a "tiles:" line and no grid: section) needs a "game:" line: the tiles are that game\'s');
    const library = resolveTiles(game.value);
    if (!library || library.size === 0) fail(tiles.line, `there is no tile library for the game "${game.value}", so this map cannot be composed from tiles; draw it as a grid: section`);
    const size = /^(\d+)\s*x\s*(\d+)$/.exec(header.get('size')?.value ?? '');
    const n = [...library.values()][0]!.n;
    const faces = [...library.keys()];
    try {
      return composeTiles(readLayout(tiles.value, size ? Number(size[2]) / n : undefined), library, (face) => {
        const near = closest(face, faces);
        return `${near ? ` (did you mean ${near}?)` : ''}; the ${game.value} tiles are ${faces.join(', ')}`;
      });
    } catch (e) {
      if (e instanceof LayoutError) fail(tiles.line, `tiles: ${e.message}`);
      throw e;
    }
  }

  // ---- grid ----
  const rowLines: Line[] = [];
  let cols = -1;
  let ragged = false;
  const cellLabel: (string | null)[] = [];
  const cellDark: boolean[] = [];
  for (const ln of gridLines) {
    const cells = ln.text.split(/\s+/).filter((t) => t !== '|');
    if (cols < 0) {
      if (cells.length === 0) {
        note(ln.no, 'this grid row has no cells, only tile separators');
        continue;
      }
      cols = cells.length;
    } else if (cells.length !== cols) {
      note(ln.no, `this grid row has ${cells.length} cell${cells.length === 1 ? '' : 's'} but the first row has ${cols}; every row needs the same number of cells (use "." for no cell)`);
      ragged = true;
    }
    rowLines.push(ln);
    for (const c of cells) {
      if (c === '.') {
        cellLabel.push(null);
        cellDark.push(false);
        continue;
      }
      if (!LABEL.test(c)) {
        note(ln.no, `"${c}" is not a zone label; a label is a letter followed by letters, digits or _, optionally ending in "!" for a dark room, or "." for no cell`);
        cellLabel.push(null); // read as no cell
        cellDark.push(false);
        continue;
      }
      let dark = c.endsWith('!');
      const label = dark ? c.slice(0, -1) : c;
      if (dark && !isRoomLabel(label)) {
        note(ln.no, `"${c}": only rooms (labels starting with an upper-case letter) can be dark`);
        dark = false;
      }
      cellLabel.push(label);
      cellDark.push(dark);
    }
  }
  // A ragged grid has no shape to check edges and tokens against: stop here.
  if (ragged || cols < 0) throw SKIP;
  const rows = rowLines.length;

  const size = header.get('size');
  if (size) {
    const m = /^(\d+)\s*x\s*(\d+)$/.exec(size.value);
    if (!m) note(size.line, `"size: ${size.value}" is not a size; write it as rows x columns of cells, e.g. "size: 3x6"`);
    else if (Number(m[1]) !== rows || Number(m[2]) !== cols) {
      note(size.line, `size says ${m[1]}x${m[2]} but the grid has ${rows} rows of ${cols} cells`);
    }
  }

  const cellZone = new Int32Array(rows * cols).fill(-1);
  const zones: ZoneDef[] = [];
  const byLabel = new Map<string, number>();
  const mixedDark = new Set<number>();
  for (let c = 0; c < cellLabel.length; c++) {
    const label = cellLabel[c];
    if (label == null) continue;
    let z = byLabel.get(label);
    if (z === undefined) {
      z = zones.length;
      byLabel.set(label, z);
      zones.push({ id: z, label, room: isRoomLabel(label), dark: cellDark[c]!, cells: [] });
    } else if (zones[z]!.dark !== cellDark[c] && !mixedDark.has(z)) {
      mixedDark.add(z);
      note(rowLines[(c / cols) | 0]!.no, `zone ${label} is written both with and without the dark-room mark "!"`);
    }
    zones[z]!.cells.push(c);
    cellZone[c] = z;
  }
  // every label must be one 4-connected region
  const mark = new Int32Array(rows * cols).fill(-1);
  const stack: number[] = [];
  for (const zone of zones) {
    const start = zone.cells[0]!;
    mark[start] = zone.id;
    stack.push(start);
    let reached = 0;
    while (stack.length) {
      const c = stack.pop()!;
      reached++;
      const col = c % cols;
      for (const d of [col + 1 < cols ? c + 1 : -1, col > 0 ? c - 1 : -1, c + cols, c - cols]) {
        if (d >= 0 && d < rows * cols && cellZone[d] === zone.id && mark[d] !== zone.id) {
          mark[d] = zone.id;
          stack.push(d);
        }
      }
    }
    if (reached !== zone.cells.length) {
      const cut = zone.cells.find((c) => mark[c] !== zone.id)!;
      note(
        rowLines[(cut / cols) | 0]!.no,
        `the cells labelled ${zone.label} are not all joined side by side (${cellName(cut, cols)} is cut off from ${cellName(start, cols)}); give separate zones different labels`,
      );
    }
  }

  // ---- sides: defaults ----
  const sideE = new Int32Array(rows * cols).fill(SIDE_WALL);
  const sideS = new Int32Array(rows * cols).fill(SIDE_WALL);
  const defaultSide = (a: number, b: number): number => {
    if (a < 0 || b < 0) return SIDE_WALL;
    if (a === b) return SIDE_OPEN;
    return zones[a]!.room || zones[b]!.room ? SIDE_WALL : SIDE_OPEN;
  };
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const c = r * cols + col;
      if (col + 1 < cols) sideE[c] = defaultSide(cellZone[c]!, cellZone[c + 1]!);
      if (r + 1 < rows) sideS[c] = defaultSide(cellZone[c]!, cellZone[c + cols]!);
    }
  }

  // ---- edges ----
  const zoneOf = (name: string, no: number, where: string): number => {
    const label = name.endsWith('!') ? name.slice(0, -1) : name;
    const z = byLabel.get(label);
    if (z === undefined) fail(no, unknownZone(name, where));
    return z;
  };
  /** Why `name` names no zone, with the nearest label or, for a cell name, the zone of that cell. */
  const unknownZone = (name: string, where: string): string => {
    const cell = /^r(\d+)c(\d+)$/.exec(name);
    if (cell) {
      const r = Number(cell[1]);
      const col = Number(cell[2]);
      if (r >= rows || col >= cols) {
        return `"${name}" in ${where} is not a zone label, and cell ${name} is outside the grid (rows 0 to ${rows - 1}, columns 0 to ${cols - 1}); tokens and edges name zones by the labels written in the grid`;
      }
      const z = cellZone[r * cols + col]!;
      return z < 0
        ? `"${name}" in ${where} is not a zone label, and cell ${name} is "." (no cell); tokens and edges name zones by the labels written in the grid`
        : `"${name}" in ${where} is not a zone label; tokens and edges name zones by label: cell ${name} is in zone ${zones[z]!.label}`;
    }
    const near = nearLabel(name.endsWith('!') ? name.slice(0, -1) : name, [...byLabel.keys()]);
    return `unknown zone "${name}" in ${where}; no cell of the grid has that label${near ? ` (did you mean ${near}?)` : ''}`;
  };
  /** Cell sides shared by zones a and b, as side-array indices: east sides as c, south sides as ~c. */
  const sharedSides = (a: number, b: number): number[] => {
    const out: number[] = [];
    for (const c of zones[a]!.cells) {
      const col = c % cols;
      if (col + 1 < cols && cellZone[c + 1] === b) out.push(c);
      if (col > 0 && cellZone[c - 1] === b) out.push(c - 1);
      if (c + cols < rows * cols && cellZone[c + cols] === b) out.push(~c);
      if (c - cols >= 0 && cellZone[c - cols] === b) out.push(~(c - cols));
    }
    return out;
  };
  const doors: DoorDef[] = [];
  const pairLine = new Map<number, number>();
  const sideLine = new Map<number, number>();
  const pairEdges: { line: number; kind: number; sides: number[]; a: number; b: number; door: number }[] = [];
  const sideEdges: { line: number; kind: number; side: number }[] = [];
  const links: LinkDef[] = [];
  const gaps: TileGap[] = [];
  for (const ln of edgeLines) attempt(() => readEdge(ln));

  /** `gap r4c0.S 0.135-0.215` (tile files only): a printed gap in the half-wall on the tile's edge, where it lies along that edge. */
  function readGap(ln: Line, w: string[]): void {
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
    gaps.push({ cell: r * cols + col, dir, from, to });
  }

  /** `link A-B open|closed|locked[:colour]`: a passage between zones that need not touch (movement only). */
  function readLink(ln: Line, w: string[]): void {
    const pm = w[1] === undefined ? null : PAIR_REF.exec(w[1]);
    if (!pm) fail(ln.no, `"link" needs two zone labels joined by "-" (like Z13-V16), then open, closed or locked`);
    const a = zoneOf(pm[1]!, ln.no, 'this link');
    const b = zoneOf(pm[2]!, ln.no, 'this link');
    if (a === b) fail(ln.no, `a link needs two different zones, not ${zones[a]!.label} twice`);
    const st = w[2];
    const m = st === undefined ? null : DOOR_STATE.exec(st);
    if (!m) fail(ln.no, `a link needs a state after the zones: open, closed, locked or locked:<colour>`);
    const colour = m[2] ?? null;
    if (colour !== null && (m[1] !== 'locked' || !WORD.test(colour))) fail(ln.no, `only a locked link takes a colour, as one word: locked:blue`);
    if (w.length > 3) fail(ln.no, `unexpected "${w.slice(3).join(' ')}" after the link state`);
    const key = a < b ? a * zones.length + b : b * zones.length + a;
    const prev = pairLine.get(key);
    if (prev !== undefined) fail(ln.no, `the edge between ${zones[a]!.label} and ${zones[b]!.label} is already given on line ${prev}`);
    pairLine.set(key, ln.no);
    // "open" is a passage with no door; "closed" and "locked" put a door on it.
    let side = SIDE_OPEN;
    if (m[1] !== 'open') {
      side = doors.length;
      doors.push({ id: side, a, b, open: false, locked: m[1] === 'locked', colour, line: ln.no });
    }
    links.push({ a, b, side, line: ln.no });
  }

  function readEdge(ln: Line): void {
    const w = ln.text.split(/\s+/);
    const kind = w[0]!;
    if (kind === 'link') return readLink(ln, w);
    if (kind === 'gap' && fileKind === 'ztile') return readGap(ln, w);
    if (kind !== 'open' && kind !== 'wall' && kind !== 'door') {
      fail(ln.no, `unknown edge kind "${kind}"${didYouMean(kind, EDGE_KINDS)}; an edge line starts with open, wall, door or link${fileKind === 'ztile' ? ' (or gap, in a tile file)' : ''}`);
    }
    const target = w[1];
    if (target === undefined) fail(ln.no, `"${kind}" needs two zones (like A-b) or a cell side (like r1c2.N)`);
    let door: DoorDef | null = null;
    if (kind === 'door') {
      const st = w[2];
      if (st === undefined) fail(ln.no, 'a door needs a state after it: closed, open or locked');
      const m = DOOR_STATE.exec(st);
      if (!m) fail(ln.no, `"${st}" is not a door state${didYouMean(st.split(':')[0]!, DOOR_STATES)}; use closed, open, locked or locked:<colour>`);
      const colour = m[2] ?? null;
      if (colour !== null && m[1] !== 'locked') fail(ln.no, `only a locked door takes a colour; write locked:${colour}`);
      if (colour !== null && !WORD.test(colour)) fail(ln.no, `"${colour}" is not a colour name; use a single word like blue`);
      if (w.length > 3) fail(ln.no, `unexpected "${w.slice(3).join(' ')}" after the door state`);
      door = { id: -1, a: -1, b: -1, open: m[1] === 'open', locked: m[1] === 'locked', colour, line: ln.no };
    } else if (w.length > 2) {
      fail(ln.no, `an ${kind} edge takes nothing after the zones or side; remove "${w.slice(2).join(' ')}"`);
    }
    /** The side value of this line; a door is numbered only once its line is known to be good. */
    const kindValue = (a: number, b: number): number => {
      if (!door) return kind === 'open' ? SIDE_OPEN : SIDE_WALL;
      door.id = doors.length;
      door.a = a;
      door.b = b;
      doors.push(door);
      return door.id;
    };

    const sm = SIDE_REF.exec(target);
    if (sm) {
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
      const prev = sideLine.get(side);
      if (prev !== undefined) fail(ln.no, `the cell side ${target} is already given on line ${prev}`);
      sideLine.set(side, ln.no);
      sideEdges.push({ line: ln.no, kind: kindValue(a, b), side });
      return;
    }
    const pm = PAIR_REF.exec(target);
    if (!pm) fail(ln.no, `"${target}" is not an edge; write two zone labels joined by "-" (like A-b) or a cell side (like r1c2.N)`);
    const a = zoneOf(pm[1]!, ln.no, 'this edge');
    const b = zoneOf(pm[2]!, ln.no, 'this edge');
    if (a === b) fail(ln.no, `an edge needs two different zones, not ${zones[a]!.label} twice`);
    const key = a < b ? a * zones.length + b : b * zones.length + a;
    const prev = pairLine.get(key);
    if (prev !== undefined) fail(ln.no, `the edge between ${zones[a]!.label} and ${zones[b]!.label} is already given on line ${prev}`);
    const sides = sharedSides(a, b);
    if (sides.length === 0) {
      fail(ln.no, `zones ${zones[a]!.label} and ${zones[b]!.label} share no side, so there can be no edge between them`);
    }
    pairLine.set(key, ln.no);
    const value = kindValue(a, b);
    pairEdges.push({ line: ln.no, kind: value, sides, a, b, door: door ? value : -1 });
  }
  // single-side lines override zone-pair lines, whatever their order in the file
  for (const e of pairEdges) {
    let left = 0;
    for (const s of e.sides) {
      if (sideLine.has(s)) continue;
      left++;
      if (s >= 0) sideE[s] = e.kind;
      else sideS[~s] = e.kind;
    }
    if (left === 0 && e.door >= 0) {
      note(e.line, `every side between ${zones[e.a]!.label} and ${zones[e.b]!.label} is given by a single-side edge line, so this door is on no side`);
    }
  }
  for (const e of sideEdges) {
    if (e.side >= 0) sideE[e.side] = e.kind;
    else sideS[~e.side] = e.kind;
  }

  // ---- tokens ----
  const tokens: MapTokens = { start: [], exits: [], spawns: [], objectives: [], cars: [], manholes: [], manholeCells: [], zombies: [], noise: [] };
  const spawnOrder = new Map<number, number>();
  /** The line of each start, exit and manhole token, by zone. */
  const tokenLine = { start: new Map<number, number>(), exit: new Map<number, number>(), manhole: new Map<number, number>() };
  const once = (list: number[], z: number, no: number, what: string, lines: Map<number, number>): void => {
    if (list.includes(z)) fail(no, `zone ${zones[z]!.label} is already ${what} (line ${lines.get(z)})`);
    list.push(z);
    lines.set(z, no);
  };
  for (const ln of tokenLines) attempt(() => readToken(ln));

  function readToken(ln: Line): void {
    const w = ln.text.split(/\s+/);
    const kind = w[0]!;
    if (!TOKEN_ARGS.has(kind)) {
      fail(ln.no, `unknown token "${kind}"${didYouMean(kind, [...TOKEN_ARGS.keys()])}; the tokens are start, exit, spawn, objective, car, manhole, zombies and noise`);
    }
    if (w.length < 2) fail(ln.no, `"${kind}" needs a zone after it`);
    const z = zoneOf(w[1]!, ln.no, `this ${kind} token`);
    const n = TOKEN_ARGS.get(kind);
    if (n != null) {
      if (w.length < n + 1) fail(ln.no, `"${kind}" is written ${tokenUsage(kind)}`);
      if (w.length > n + 1) fail(ln.no, `unexpected "${w.slice(n + 1).join(' ')}"; "${kind}" is written ${tokenUsage(kind)}`);
    }
    switch (kind) {
      case 'start':
        once(tokens.start, z, ln.no, 'a starting zone', tokenLine.start);
        break;
      case 'exit':
        once(tokens.exits, z, ln.no, 'an exit', tokenLine.exit);
        break;
      case 'manhole': {
        if (w.length > 3 || (w[2] !== undefined && !w[2].startsWith('at='))) fail(ln.no, `unexpected "${w.slice(2).join(' ')}"; a manhole is written ${tokenUsage('manhole')}`);
        const cells = w[2] === undefined ? [] : w[2].slice(3).split(',').map((ref) => {
          const m = CELL_REF.exec(ref);
          if (!m) fail(ln.no, `"${ref}" is not a cell; the cells under the manhole markers are written like at=r4c2,r5c2`);
          const cell = Number(m[1]) * cols + Number(m[2]);
          if (Number(m[1]) >= rows || Number(m[2]) >= cols || cellZone[cell] !== z) fail(ln.no, `cell ${ref} is not in zone ${zones[z]!.label}; a manhole's cells lie in its zone`);
          return cell;
        });
        once(tokens.manholes, z, ln.no, 'a manhole zone', tokenLine.manhole);
        tokens.manholeCells.push(cells);
        break;
      }
      case 'car':
        if (!WORD.test(w[2]!)) fail(ln.no, `"${w[2]}" is not a car type; use a single word like police or pimpmobile`);
        tokens.cars.push({ zone: z, type: w[2]!, line: ln.no });
        break;
      case 'zombies': {
        const count = countArg(w[2]!, ln.no, 'zombie count');
        const type = w[3] as ZombieToken['type'];
        if (!ZOMBIE_TYPES.includes(type)) {
          fail(ln.no, `"${w[3]}" is not a zombie type${didYouMean(w[3]!, ZOMBIE_TYPES)}; use walker, runner, fatty, abomination or necromancer (singular, lower case)`);
        }
        tokens.zombies.push({ zone: z, count, type, line: ln.no });
        break;
      }
      case 'noise':
        tokens.noise.push({ zone: z, count: countArg(w[2]!, ln.no, 'noise count'), line: ln.no });
        break;
      case 'spawn': {
        let order = -1;
        let colour: string | null = null;
        let active = true;
        for (const opt of w.slice(2)) {
          if (opt.startsWith('order=') && order < 0) order = countArg(opt.slice(6), ln.no, 'spawn order');
          else if (opt.startsWith('colour=') && colour === null) colour = colourArg(opt.slice(7), ln.no);
          else if (opt === 'inactive' && active) active = false;
          else fail(ln.no, `"${opt}" is not a spawn option (or is repeated); a spawn is written ${tokenUsage('spawn')}`);
        }
        if (order < 0) fail(ln.no, `a spawn zone needs its place in the spawn order, e.g. "spawn ${w[1]} order=1"`);
        const prev = spawnOrder.get(order);
        if (prev !== undefined) fail(ln.no, `spawn order ${order} is already used on line ${prev}`);
        spawnOrder.set(order, ln.no);
        tokens.spawns.push({ zone: z, order, colour, active, line: ln.no });
        break;
      }
      case 'objective': {
        let colour: string | null = null;
        let hidden = false;
        for (const opt of w.slice(2)) {
          if (opt.startsWith('colour=') && colour === null) colour = colourArg(opt.slice(7), ln.no);
          else if (opt === 'hidden' && !hidden) hidden = true;
          else fail(ln.no, `"${opt}" is not an objective option (or is repeated); an objective is written ${tokenUsage('objective')}`);
        }
        tokens.objectives.push({ zone: z, colour, hidden, line: ln.no });
        break;
      }
    }
  }
  tokens.spawns.sort((x, y) => x.order - y.order);

  // ---- reachability: a starting zone cut off from every objective, exit and spawn zone, even with every door open ----
  const goals = [...tokens.objectives.map((o) => o.zone), ...tokens.exits, ...tokens.spawns.map((t) => t.zone)];
  if (tokens.start.length > 0 && goals.length > 0) {
    const reached = reachable(tokens.start, zones.length, rows, cols, cellZone, sideE, sideS, links);
    if (!goals.some((z) => reached[z])) {
      const labels = tokens.start.map((z) => zones[z]!.label).join(', ');
      note(
        tokenLine.start.get(tokens.start[0]!)!,
        `the starting zone${tokens.start.length > 1 ? 's' : ''} ${labels} cannot reach any objective, exit or spawn zone, even with every door open; ` +
          'add an "open" or "door" edge line on the way out, or move the start token',
      );
    }
  }

  const map: MapDef = { rows, cols, cellZone, zones, doors, tokens, sideE, sideS, ...tileLayout(composed) };
  if (links.length > 0) map.links = links;
  return { file, header, map, ...(composed ? { composed: true } : {}), ...(fileKind === 'ztile' ? { gaps } : {}) };

  /**
   * The tile size and the tiles of the layout: composed, or given by `tile-size:`, or the size at which the `tiles:`
   * line's tiles fill the grid; 3 cells when nothing says (the hand-drawn maps' convention).
   */
  function tileLayout(c: ComposedMap | null): Pick<MapDef, 'tileSize' | 'placements'> {
    if (fileKind === 'ztile') return { tileSize: rows, placements: [] };
    const given = header.get('tile-size');
    if (c) {
      if (given && given.value !== String(c.tileSize)) note(given.line, `"tile-size: ${given.value}" disagrees with the tiles of this map, which are ${c.tileSize}x${c.tileSize} cells (leave tile-size out)`);
      return { tileSize: c.tileSize, placements: c.placements };
    }
    let tileSize = 3;
    let placements: TilePlacement[] = [];
    let layout: { face: string; rotation: number }[][] | null = null;
    if (tilesKey) {
      try {
        layout = readLayout(tilesKey.value);
      } catch {
        layout = null; // provenance only: a line that is no layout is not an error in a drawn map
      }
    }
    if (given) {
      if (/^[1-9]\d?$/.test(given.value)) tileSize = Number(given.value);
      else note(given.line, `"tile-size: ${given.value}" is not a number of cells from 1 to 99 (a tile's side in cells)`);
    } else if (layout) {
      const count = layout.flat().length;
      const t = Math.sqrt((rows * cols) / count);
      if (Number.isInteger(t) && rows % t === 0 && cols % t === 0) tileSize = t;
    }
    if (layout && rows % tileSize === 0 && cols % tileSize === 0) {
      const perRow = cols / tileSize;
      const flat = layout.flat();
      const shaped = layout.length > 1 ? layout : Array.from({ length: Math.ceil(flat.length / perRow) }, (_, i) => flat.slice(i * perRow, (i + 1) * perRow));
      if (shaped.length * tileSize === rows && shaped.every((r) => r.length === perRow)) {
        let k = 0;
        placements = shaped.flatMap((row, slotRow) =>
          row.flatMap((t, slotCol) => (t.face === '.' ? [] : [{ letter: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[k++] ?? '?', face: t.face, rotation: t.rotation, slotRow, slotCol }])),
        );
      }
    }
    return { tileSize, placements };
  }

  function countArg(s: string, no: number, what: string): number {
    if (!COUNT.test(s) || Number(s) > MAX_COUNT) fail(no, `"${s}" is not a valid ${what}; it must be a whole number from 1 to ${MAX_COUNT}`);
    return Number(s);
  }
  function colourArg(s: string, no: number): string {
    if (!WORD.test(s)) fail(no, `"${s}" is not a colour name; use a single word like blue`);
    return s;
  }
}

/** A tile face from its `.ztile` text (docs/missions.md, "Tile files"); throws a UserError "file:line: …" for the first problem. */
export function parseTile(text: string, file: string): TileDef {
  const { parsed, problems } = checkTile(text, file);
  const first = problems[0];
  if (first) throw fileError(first.file, first.line, first.message);
  return tileOf(parsed!);
}

/** Every problem of a tile file, and the face read as a one-tile map (null when a problem stopped the parse). */
export function checkTile(text: string, file: string): { parsed: ParsedZmap | null; problems: Problem[] } {
  const { parsed, problems } = readLines(text, file, 'ztile', () => null);
  const note = (line: number, message: string): void => {
    problems.push({ file, line, message });
  };
  const face = parsed?.header.get('face');
  if (parsed && !face) note(1, 'a tile file needs a "face:" line naming the face (e.g. "face: 1B")');
  if (parsed && parsed.map.rows !== parsed.map.cols) note(1, `a tile is square, but this grid has ${parsed.map.rows} rows of ${parsed.map.cols} cells`);
  for (const z of parsed?.map.zones ?? []) {
    if (!/^(R|s)\d+$/.test(z.label)) note(1, `tile zones are labelled R<number> (a room) or s<number> (a street), not "${z.label}"`);
  }
  return { parsed, problems };
}

/** The face a problem-free tile file describes. */
function tileOf(parsed: ParsedZmap): TileDef {
  const { map, file } = parsed;
  const face = parsed.header.get('face')!;
  const openings: { cell: number; dir: 'E' | 'S' }[] = [];
  for (let c = 0; c < map.rows * map.cols; c++) {
    const zone = (x: number) => map.zones[map.cellZone[x]!]!;
    if (c % map.cols + 1 < map.cols && map.sideE![c] === SIDE_OPEN && zone(c) !== zone(c + 1) && zone(c).room) openings.push({ cell: c, dir: 'E' });
    if (c + map.cols < map.rows * map.cols && map.sideS![c] === SIDE_OPEN && zone(c) !== zone(c + map.cols) && zone(c).room) openings.push({ cell: c, dir: 'S' });
  }
  return {
    face: face!.value,
    file,
    n: map.rows,
    labels: Array.from(map.cellZone, (z) => map.zones[z]!.label),
    openings,
    gaps: parsed.gaps ?? [],
    manholes: map.tokens.manholes.map((z, i) => ({
      label: map.zones[z]!.label,
      cells: map.tokens.manholeCells[i]!.length ? map.tokens.manholeCells[i]! : map.zones[z]!.cells,
    })),
  };
}

const libraries = new Map<string, TileLibrary>();

/** The tile faces in the `.ztile` files of a folder, by face (read once per process); an empty library if there is no folder. */
export function loadTileLibrary(dir: string): TileLibrary {
  const known = libraries.get(dir);
  if (known) return known;
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith('.ztile')).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new UserError(`Cannot read the tile folder ${dir}: ${(e as Error).message}`);
  }
  const library = new Map<string, TileDef>();
  for (const name of names) {
    const file = path.join(dir, name);
    const tile = parseTile(readUserFile(file, 'tile file'), file);
    if (library.has(tile.face)) throw new UserError(`${file}: face ${tile.face} is already given by ${library.get(tile.face)!.file}`);
    library.set(tile.face, tile);
  }
  libraries.set(dir, library);
  return library;
}

/** The project's tiles of a game: missions/<game>/tiles/*.ztile. */
export function projectTiles(game: string): TileLibrary | null {
  return /^[a-z0-9-]+$/.test(game) ? loadTileLibrary(path.join(MISSIONS_DIR, game, 'tiles')) : null;
}

/**
 * The label `name` was probably meant as: the same but for case, or (for names of 3 letters or more) one or two
 * edits away. Short labels are too alike (A, B, c) to guess from a typo.
 */
function nearLabel(name: string, labels: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const same = labels.find((l) => l.toLowerCase() === lower);
  if (same !== undefined || name.length < 3) return same;
  const near = closest(name, labels);
  return near !== undefined && editDistance(name, near) <= (name.length < 5 ? 1 : 2) ? near : undefined;
}

/** Zones reachable from `from` through every side that is not a wall (every door taken as open). */
function reachable(
  from: readonly number[], n: number, rows: number, cols: number, cellZone: Int32Array, sideE: Int32Array, sideS: Int32Array, links: readonly LinkDef[],
): Uint8Array {
  const adj: number[][] = Array.from({ length: n }, () => []);
  const link = (a: number, b: number, side: number): void => {
    if (a >= 0 && b >= 0 && a !== b && side !== SIDE_WALL) {
      adj[a]!.push(b);
      adj[b]!.push(a);
    }
  };
  for (let c = 0; c < rows * cols; c++) {
    if (c % cols + 1 < cols) link(cellZone[c]!, cellZone[c + 1]!, sideE[c]!);
    if (c + cols < rows * cols) link(cellZone[c]!, cellZone[c + cols]!, sideS[c]!);
  }
  for (const l of links) link(l.a, l.b, l.side);
  const seen = new Uint8Array(n);
  const queue = [...from];
  for (const z of from) seen[z] = 1;
  while (queue.length) {
    for (const b of adj[queue.pop()!]!) {
      if (!seen[b]) {
        seen[b] = 1;
        queue.push(b);
      }
    }
  }
  return seen;
}

function isRoomLabel(label: string): boolean {
  const ch = label.charCodeAt(0);
  return ch >= 65 && ch <= 90;
}

function cellName(c: number, cols: number): string {
  return `r${(c / cols) | 0}c${c % cols}`;
}

function tokenUsage(kind: string): string {
  switch (kind) {
    case 'car':
      return '"car <zone> <type>"';
    case 'zombies':
      return '"zombies <zone> <count> <walker|runner|fatty|abomination|necromancer>"';
    case 'noise':
      return '"noise <zone> <count>"';
    case 'spawn':
      return '"spawn <zone> order=<n> [colour=<c>] [inactive]"';
    case 'objective':
      return '"objective <zone> [colour=<c>] [hidden]"';
    case 'manhole':
      return '"manhole <zone> [at=<cell>,<cell>…]" (at=: the cells under the printed markers, e.g. at=r4c2)';
    default:
      return `"${kind} <zone>"`;
  }
}
