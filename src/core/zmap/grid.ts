/**
 * The grid: section: rows of cells, each cell a zone label (or `.` for no cell), read into zones; the default side
 * between every two cells; and naming a zone by its label, as edges and tokens do.
 */
import { SIDE_OPEN, SIDE_WALL, type HeaderValue, type ZoneDef } from '../map.ts';
import { closest, editDistance } from '../suggest.ts';
import { cellName, isRoomLabel, LABEL, SKIP, type Line, type Reporter } from './syntax.ts';

/** The grid read into zones. */
export interface Grid {
  rows: number;
  cols: number;
  /** Zone id of each cell, -1 where there is no cell. */
  cellZone: Int32Array;
  zones: ZoneDef[];
  byLabel: Map<string, number>;
  /** The line of each row (a composed map's rows are all on its `tiles:` line). */
  rowLines: Line[];
}

/** A cell as written: its zone label (null: no cell) and whether it carries the dark-room mark. */
interface Cell {
  label: string | null;
  dark: boolean;
}
const NO_CELL: Cell = { label: null, dark: false };

/**
 * Read the grid rows, check `size:` against them, and make the zones. A bad cell is reported and read as no cell;
 * a ragged grid (or one with no cell at all) stops the parse: there is no shape to check edges and tokens against.
 */
export function readGrid(gridLines: readonly Line[], header: ReadonlyMap<string, HeaderValue>, { note }: Reporter): Grid {
  const rowLines: Line[] = [];
  const cells: Cell[] = [];
  let cols = -1;
  let ragged = false;
  for (const ln of gridLines) {
    const row = ln.text.split(/\s+/).filter((t) => t !== '|');
    if (cols < 0) {
      if (row.length === 0) {
        note(ln.no, 'this grid row has no cells, only tile separators');
        continue;
      }
      cols = row.length;
    } else if (row.length !== cols) {
      note(ln.no, `this grid row has ${row.length} cell${row.length === 1 ? '' : 's'} but the first row has ${cols}; every row needs the same number of cells (use "." for no cell)`);
      ragged = true;
    }
    rowLines.push(ln);
    for (const c of row) cells.push(readCell(c, ln, note));
  }
  if (ragged || cols < 0) throw SKIP;
  const rows = rowLines.length;
  checkSize(header.get('size'), rows, cols, note);
  const grid = makeZones(cells, rows, cols, rowLines, note);
  checkJoined(grid, note);
  return grid;
}

/** One cell: `.`, a label, or a label with the dark-room mark `!` (rooms only). */
function readCell(c: string, ln: Line, note: Reporter['note']): Cell {
  if (c === '.') return NO_CELL;
  if (!LABEL.test(c)) {
    note(ln.no, `"${c}" is not a zone label; a label is a letter followed by letters, digits or _, optionally ending in "!" for a dark room, or "." for no cell`);
    return NO_CELL; // read as no cell
  }
  let dark = c.endsWith('!');
  const label = dark ? c.slice(0, -1) : c;
  if (dark && !isRoomLabel(label)) {
    note(ln.no, `"${c}": only rooms (labels starting with an upper-case letter) can be dark`);
    dark = false;
  }
  return { label, dark };
}

/** `size: <rows>x<cols>`, when given, must be the grid's. */
function checkSize(size: HeaderValue | undefined, rows: number, cols: number, note: Reporter['note']): void {
  if (!size) return;
  const m = /^(\d+)\s*x\s*(\d+)$/.exec(size.value);
  if (!m) note(size.line, `"size: ${size.value}" is not a size; write it as rows x columns of cells, e.g. "size: 3x6"`);
  else if (Number(m[1]) !== rows || Number(m[2]) !== cols) {
    note(size.line, `size says ${m[1]}x${m[2]} but the grid has ${rows} rows of ${cols} cells`);
  }
}

/** One zone per label, numbered in order of first appearance; a zone must carry the dark mark on every cell or none. */
function makeZones(cells: readonly Cell[], rows: number, cols: number, rowLines: Line[], note: Reporter['note']): Grid {
  const cellZone = new Int32Array(rows * cols).fill(-1);
  const zones: ZoneDef[] = [];
  const byLabel = new Map<string, number>();
  const mixedDark = new Set<number>();
  for (let c = 0; c < cells.length; c++) {
    const { label, dark } = cells[c]!;
    if (label == null) continue;
    let z = byLabel.get(label);
    if (z === undefined) {
      z = zones.length;
      byLabel.set(label, z);
      zones.push({ id: z, label, room: isRoomLabel(label), dark, cells: [] });
    } else if (zones[z]!.dark !== dark && !mixedDark.has(z)) {
      mixedDark.add(z);
      note(rowLines[(c / cols) | 0]!.no, `zone ${label} is written both with and without the dark-room mark "!"`);
    }
    zones[z]!.cells.push(c);
    cellZone[c] = z;
  }
  return { rows, cols, cellZone, zones, byLabel, rowLines };
}

/** Every label must be one 4-connected region. */
function checkJoined({ rows, cols, cellZone, zones, rowLines }: Grid, note: Reporter['note']): void {
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
}

/**
 * The sides no edge line gives (docs/missions.md, "Default sides"): open inside a zone and between two streets,
 * a wall next to a room, at the board's edge and next to no cell.
 */
export function defaultSides({ rows, cols, cellZone, zones }: Grid): { sideE: Int32Array; sideS: Int32Array } {
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
  return { sideE, sideS };
}

/** The zone `name` (a label, its dark mark optional) names; `fail`s on line `no` naming `where` when none. */
export function zoneOf(grid: Grid, name: string, no: number, where: string, fail: Reporter['fail']): number {
  const label = name.endsWith('!') ? name.slice(0, -1) : name;
  const z = grid.byLabel.get(label);
  if (z === undefined) fail(no, unknownZone(grid, name, where));
  return z;
}

/** Why `name` names no zone, with the nearest label or, for a cell name, the zone of that cell. */
function unknownZone({ rows, cols, cellZone, zones, byLabel }: Grid, name: string, where: string): string {
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
