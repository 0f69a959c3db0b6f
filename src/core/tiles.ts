/**
 * Map tiles: a tile face as cells (read from a `.ztile` file by `src/core/zmap.ts`), turned by a multiple of 90
 * degrees, and a layout of tiles composed into one grid of cells (docs/missions.md, "A map made of tiles").
 * Pure data in, data out: no file is read here.
 */

export type Dir = 'N' | 'E' | 'S' | 'W';

/** A printed gap in a building's half-wall on the tile's edge, at `from`–`to` along that edge (0 = its west or north end). */
export interface TileGap {
  cell: number;
  dir: Dir;
  from: number;
  to: number;
}

/** One tile face, as written in its `.ztile` file (canonical orientation: the face code reads upright). */
export interface TileDef {
  face: string;
  file: string;
  /** Cells per side: the tile is n x n cells. */
  n: number;
  /** Zone label of each cell, row-major: `R<k>` a room, `s<k>` a street. */
  labels: readonly string[];
  /** Sides between two rooms that are openings: the east side (dir 'E') or south side ('S') of a cell. */
  openings: readonly { cell: number; dir: 'E' | 'S' }[];
  gaps: readonly TileGap[];
  /** Manholes printed on the face: the zone and the cells under the marker. */
  manholes: readonly { label: string; cells: readonly number[] }[];
}

export type TileLibrary = ReadonlyMap<string, TileDef>;

/** One tile of a layout. */
export interface TilePlacement {
  /** A, B, C… in reading order: the prefix of the tile's room labels. */
  letter: string;
  face: string;
  /** Clockwise, in degrees: 0, 90, 180 or 270. */
  rotation: number;
  /** Slot in the layout (tile rows and columns), and the cells it covers. */
  slotRow: number;
  slotCol: number;
}

/** A layout composed into cells: what the zmap parser reads in place of a grid: section. */
export interface ComposedMap {
  rows: number;
  cols: number;
  tileSize: number;
  /** Zone label of each cell (row-major), null where no tile lies. */
  labels: (string | null)[];
  placements: TilePlacement[];
  /** Sides that are openings between two rooms (inside a tile, or matched gaps across a seam), written `r<row>c<col>.E|S`. */
  openSides: string[];
  /** Manhole zones and the cells of their printed markers. */
  manholes: { label: string; cells: number[] }[];
  /** Half-walls whose gap meets no gap on the other side (left as walls), for the show command and the curious. */
  seamNotes: string[];
}

/** How much (in tiles) two facing gaps must overlap to make a doorway across a seam. */
export const GAP_OVERLAP = 0.05;
export const ROTATIONS = [0, 90, 180, 270] as const;
const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A layout a user wrote that cannot be composed; the message names the tile or the row. */
export class LayoutError extends Error {}

/** The cell (row, col) of an n x n tile after turning it `quarter` quarter turns clockwise. */
function turnCell(r: number, c: number, n: number, quarter: number): [number, number] {
  for (let q = 0; q < quarter; q++) [r, c] = [c, n - 1 - r];
  return [r, c];
}

function turnDir(d: Dir, quarter: number): Dir {
  return DIRS[(DIRS.indexOf(d) + quarter) % 4]!;
}

/** A point on the tile's border (x east, y south, both 0–1) turned clockwise. */
function turnPoint(x: number, y: number, quarter: number): [number, number] {
  for (let q = 0; q < quarter; q++) [x, y] = [1 - y, x];
  return [x, y];
}

/** A gap's interval along its edge after turning the tile. */
function turnGap(g: TileGap, n: number, quarter: number): TileGap {
  const ends = [g.from, g.to].map((t) => {
    const [x, y] = g.dir === 'N' ? [t, 0] : g.dir === 'S' ? [t, 1] : g.dir === 'W' ? [0, t] : [1, t];
    const [x2, y2] = turnPoint(x, y, quarter);
    return g.dir === 'N' || g.dir === 'S' ? (quarter % 2 === 0 ? x2 : y2) : quarter % 2 === 0 ? y2 : x2;
  });
  const [r, c] = turnCell(Math.floor(g.cell / n), g.cell % n, n, quarter);
  return { cell: r * n + c, dir: turnDir(g.dir, quarter), from: Math.min(...ends), to: Math.max(...ends) };
}

/**
 * Read a layout: rows of tiles separated by `/`, each tile `FACE@ROTATION` (rotation clockwise, `FACE` alone is @0)
 * or `.` for an empty slot. With no `/`, `perRow` (from the map's `size:`) cuts the list into rows.
 */
export function readLayout(layout: string, perRow?: number): { face: string; rotation: number }[][] {
  const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
  let rows = layout.includes('/') ? layout.split('/').map(words) : [words(layout)];
  if (!layout.includes('/') && perRow !== undefined && perRow > 0 && rows[0]!.length % perRow === 0) {
    const all = rows[0]!;
    rows = [];
    for (let i = 0; i < all.length; i += perRow) rows.push(all.slice(i, i + perRow));
  }
  if (rows.some((r) => r.length === 0)) throw new LayoutError('a row of the layout is empty; rows of tiles are separated by "/", e.g. "tiles: 2B@180 / 1B@0"');
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((row, i) => {
    if (row.length !== width) throw new LayoutError(`row ${i + 1} of the layout has ${row.length} tiles but the widest has ${width}; fill a row with "." for an empty slot`);
    return row.map((w) => {
      if (w === '.') return { face: '.', rotation: 0 };
      const m = /^([A-Za-z0-9]+)(?:@(-?\d+))?$/.exec(w);
      if (!m) throw new LayoutError(`"${w}" is not a tile; write a tile as FACE@ROTATION (e.g. 2B@180), or "." for an empty slot`);
      const rotation = m[2] === undefined ? 0 : Number(m[2]);
      if (!(ROTATIONS as readonly number[]).includes(rotation)) throw new LayoutError(`"${w}": a tile turns by 0, 90, 180 or 270 degrees (clockwise)`);
      return { face: m[1]!, rotation };
    });
  });
}

/**
 * Compose a layout into one grid. Rooms keep their tile's number behind the tile's letter (`B2`: room R2 of the
 * second tile); streets are joined across tile seams and numbered s1, s2… in reading order; two rooms facing each
 * other across a seam are joined by an opening where both half-walls have a printed gap and the gaps overlap by at
 * least GAP_OVERLAP of a tile. Throws a LayoutError for an unknown face or a layout that does not fit.
 */
export function composeTiles(layout: { face: string; rotation: number }[][], library: TileLibrary, faceHint: (face: string) => string): ComposedMap {
  const placed = layout.flat().filter((t) => t.face !== '.');
  if (placed.length === 0) throw new LayoutError('the layout has no tile');
  if (placed.length > LETTERS.length) throw new LayoutError(`the layout has ${placed.length} tiles; at most ${LETTERS.length} can be composed (one letter each)`);
  const defs = placed.map((t) => {
    const def = library.get(t.face);
    if (!def) throw new LayoutError(`unknown tile "${t.face}"${faceHint(t.face)}`);
    return def;
  });
  const n = defs[0]!.n;
  const odd = defs.find((d) => d.n !== n);
  if (odd) throw new LayoutError(`tile ${odd.face} has ${odd.n}x${odd.n} cells but ${defs[0]!.face} has ${n}x${n}; a layout needs tiles of one size`);
  const slotRows = layout.length;
  const slotCols = layout[0]!.length;
  const rows = slotRows * n;
  const cols = slotCols * n;
  const cellTile = new Int32Array(rows * cols).fill(-1);
  /** The label a cell has on its own tile (turned), and which tile it is on. */
  const local: (string | null)[] = new Array(rows * cols).fill(null);
  const placements: TilePlacement[] = [];
  /** Gaps per world cell side, keyed `cell:dir`. */
  const gapAt = new Map<string, TileGap>();
  const openSides: string[] = [];
  const manholeCells: { cell: number; tile: number; label: string }[] = [];
  const at = (r: number, c: number) => r * cols + c;
  const side = (cell: number, dir: 'E' | 'S') => `r${Math.floor(cell / cols)}c${cell % cols}.${dir}`;
  let k = 0;
  for (let sr = 0; sr < slotRows; sr++) {
    for (let sc = 0; sc < slotCols; sc++) {
      const t = layout[sr]![sc]!;
      if (t.face === '.') continue;
      const def = defs[k]!;
      const tile = k++;
      const q = t.rotation / 90;
      placements.push({ letter: LETTERS[tile]!, face: def.face, rotation: t.rotation, slotRow: sr, slotCol: sc });
      const world = (cell: number): number => {
        const [r, c] = turnCell(Math.floor(cell / n), cell % n, n, q);
        return at(sr * n + r, sc * n + c);
      };
      for (let cell = 0; cell < n * n; cell++) {
        const w = world(cell);
        local[w] = def.labels[cell]!;
        cellTile[w] = tile;
      }
      for (const o of def.openings) {
        const r0 = Math.floor(o.cell / n);
        const c0 = o.cell % n;
        const [r2, c2] = o.dir === 'E' ? [r0, c0 + 1] : [r0 + 1, c0];
        const a = world(o.cell);
        const b = world(r2 * n + c2);
        const lo = Math.min(a, b);
        openSides.push(side(lo, Math.max(a, b) - lo === 1 ? 'E' : 'S'));
      }
      for (const g of def.gaps) {
        const tg = turnGap(g, n, q);
        gapAt.set(`${world(g.cell)}:${tg.dir}`, tg);
      }
      for (const m of def.manholes) for (const c of m.cells) manholeCells.push({ cell: world(c), tile, label: m.label });
    }
  }
  const isRoom = (cell: number) => local[cell] !== null && /^[A-Z]/.test(local[cell]!);
  const isStreet = (cell: number) => local[cell] !== null && !isRoom(cell);

  // Streets: one zone per piece, pieces joined across seams.
  const parent = Int32Array.from({ length: rows * cols }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  const union = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  const seamNotes: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = at(r, c);
      for (const dir of ['E', 'S'] as const) {
        const r2 = dir === 'S' ? r + 1 : r;
        const c2 = dir === 'E' ? c + 1 : c;
        if (r2 >= rows || c2 >= cols) continue;
        const b = at(r2, c2);
        if (local[a] === null || local[b] === null) continue;
        if (cellTile[a] === cellTile[b]) {
          if (isStreet(a) && local[a] === local[b]) union(a, b);
          continue;
        }
        if (isStreet(a) && isStreet(b)) union(a, b);
        else if (isRoom(a) && isRoom(b)) {
          const ga = gapAt.get(`${a}:${dir}`);
          const gb = gapAt.get(`${b}:${dir === 'E' ? 'W' : 'N'}`);
          if (ga && gb && Math.min(ga.to, gb.to) - Math.max(ga.from, gb.from) >= GAP_OVERLAP) openSides.push(side(a, dir));
          else if (ga || gb) seamNotes.push(`${side(a, dir)}: a printed gap on one side only, or gaps that do not meet: a wall`);
        }
      }
    }
  }
  const labels: (string | null)[] = new Array(rows * cols).fill(null);
  const streetNumber = new Map<number, number>();
  for (let cell = 0; cell < rows * cols; cell++) {
    if (local[cell] === null) continue;
    if (isRoom(cell)) labels[cell] = `${LETTERS[cellTile[cell]!]}${local[cell]!.replace(/^[A-Z]+/, '')}`;
    else {
      const root = find(cell);
      if (!streetNumber.has(root)) streetNumber.set(root, streetNumber.size + 1);
      labels[cell] = `s${streetNumber.get(root)}`;
    }
  }
  const manholes: { label: string; cells: number[] }[] = [];
  for (const m of manholeCells) {
    const label = labels[m.cell]!;
    const known = manholes.find((x) => x.label === label);
    if (known) known.cells.push(m.cell);
    else manholes.push({ label, cells: [m.cell] });
  }
  return { rows, cols, tileSize: n, labels, placements, openSides: [...new Set(openSides)], manholes, seamNotes };
}
