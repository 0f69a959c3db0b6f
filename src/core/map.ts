/**
 * The shape of a mission map once parsed (see docs/missions.md for the text format).
 * `src/core/zmap.ts` parses text into a `MapDef`; `src/core/zones.ts` builds the `ZoneGraph`.
 */
import type { TileGap, TilePlacement } from './tiles.ts';

/** Where a header value, token or edge came from, for error messages. */
export interface SourceLine {
  line: number;
}

export interface ZoneDef {
  /** Dense index, 0..zones.length-1, in order of first appearance in the grid (row-major). */
  id: number;
  /** The label written in the grid. */
  label: string;
  /** true = building zone (room); false = street zone. */
  room: boolean;
  dark: boolean;
  /** Cell indices (row * cols + col), row-major order. */
  cells: number[];
}

export interface DoorDef {
  /** Dense index, 0..doors.length-1. */
  id: number;
  /** The two zones the door joins (a < b not guaranteed; a is the first one written). */
  a: number;
  b: number;
  /** Open at the start of the game. */
  open: boolean;
  /** `locked[:colour]` in the file: cannot be opened until the mission unlocks it. */
  locked: boolean;
  colour: string | null;
  line: number;
}

export interface SpawnToken extends SourceLine {
  zone: number;
  /** 1-based position in the clockwise spawn order. */
  order: number;
  colour: string | null;
  active: boolean;
}

export interface ObjectiveToken extends SourceLine {
  zone: number;
  colour: string | null;
  hidden: boolean;
}

export interface CarToken extends SourceLine {
  zone: number;
  type: string;
}

export interface ZombieToken extends SourceLine {
  zone: number;
  /** `necromancer` exists only in Black Plague; Season 1 refuses it. */
  type: 'walker' | 'runner' | 'fatty' | 'abomination' | 'necromancer';
  count: number;
}

export interface NoiseToken extends SourceLine {
  zone: number;
  count: number;
}

export interface MapTokens {
  start: number[];
  exits: number[];
  /** Sorted by `order`. */
  spawns: SpawnToken[];
  objectives: ObjectiveToken[];
  cars: CarToken[];
  manholes: number[];
  /** For each manhole zone (same order), the cells under its printed markers (`at=`); empty: the whole zone. */
  manholeCells: number[][];
  /** Zombies on the board at setup. */
  zombies: ZombieToken[];
  /** Permanent noise (never removed in the End Phase). */
  noise: NoiseToken[];
  /**
   * Tokens of the kinds a game's map vocabulary adds (src/core/zmap/vocabulary.ts), by kind, in file order: what
   * each kind's reader made of its lines. Absent when the map has none.
   */
  extra?: Record<string, unknown[]>;
}

/**
 * A passage between two zones that need not touch on the grid (a Vault's stairs, a tunnel): written `link A-B <state>`,
 * an edge kind of the games whose map vocabulary has it (Black Plague's; src/core/zmap/vocabulary.ts).
 * It joins the zones for movement only: no line of sight through it, and it never joins two rooms into one building.
 */
export interface LinkDef {
  a: number;
  b: number;
  /** SIDE_OPEN, or the id of the door on it. */
  side: number;
  line: number;
}

export interface MapDef {
  rows: number;
  cols: number;
  /** Zone id of each cell, -1 where there is no cell. Length rows*cols. */
  cellZone: Int32Array;
  zones: ZoneDef[];
  doors: DoorDef[];
  tokens: MapTokens;
  /**
   * What each cell side is: SIDE_OPEN, SIDE_WALL or a door id (>= 0). sideE[cell] is the side between the cell and
   * its east neighbour, sideS[cell] the one to its south neighbour. Sides inside one zone are SIDE_OPEN; board edges
   * and sides next to "no cell" are SIDE_WALL. The parser always fills these in; when absent, zones.ts uses the
   * defaults (street-street open, anything touching a room a wall) and puts each door on every side its zones share.
   */
  sideE?: Int32Array;
  sideS?: Int32Array;
  /** `link` edges (absent or empty on maps without them). */
  links?: LinkDef[];
  /**
   * Cells per tile side: tile t covers the block of cells (t's slot row × tileSize, slot column × tileSize). Composed
   * maps know it; a drawn map gives it with `tile-size:` or through `tiles:` and its size; 3 when nothing says.
   */
  tileSize?: number;
  /** The tiles of the layout, when the map is composed or its `tiles:` line fits its grid (else empty). */
  placements?: TilePlacement[];
}

/** The tile (0, 1, … in reading order of the tile slots) a cell lies on, for a map of `tileSize` cells per tile. */
export function tileOfCell(map: MapDef, cell: number): number {
  const t = map.tileSize ?? 3;
  const tileCols = Math.ceil(map.cols / t);
  return Math.floor(Math.floor(cell / map.cols) / t) * tileCols + Math.floor((cell % map.cols) / t);
}

export const SIDE_WALL = -1;
export const SIDE_OPEN = -2;

export interface HeaderValue {
  value: string;
  line: number;
}

export interface ParsedZmap {
  file: string;
  /** The map was composed from a `tiles:` layout (the file has no grid: section). */
  composed?: boolean;
  /** Tile files only: the printed gaps on the tile's edges. */
  gaps?: TileGap[];
  /** `key: value` lines before `grid:`; a repeated `note:` is joined with spaces. */
  header: Map<string, HeaderValue>;
  map: MapDef;
}

/** What is open and what can be seen for one state of the doors. Immutable; cached per door state. */
export interface GraphView {
  /** Zones one step away through openings, open doors and open street sides. */
  readonly adj: ReadonlyArray<readonly number[]>;
  /** dist[a * n + b]: fewest zone steps from a to b through open connections, -1 if unreachable. */
  readonly dist: Int32Array;
  /** los[a * n + b]: zones a straight sight line travels from a to b (0 = same zone), -1 if not visible. */
  readonly los: Int32Array;
  /** Zones visible from each zone, itself excluded, nearest first. */
  readonly visible: ReadonlyArray<readonly number[]>;
  /** Every neighbour of `from` that lies on a shortest path to `to` (empty if unreachable or from === to). */
  firstSteps(from: number, to: number): readonly number[];
  /** The connected part of each zone through open connections: the lowest zone reachable from it (dist ≥ 0 ⇔ same part). */
  readonly part: Int32Array;
  /** The zones at most one step from each zone through open connections, itself first, then ascending. */
  readonly within1: ReadonlyArray<readonly number[]>;
  /** The zones exactly two steps from each zone through open connections, ascending. */
  readonly at2: ReadonlyArray<readonly number[]>;
}

export interface ZoneGraph {
  readonly map: MapDef;
  /** Number of zones. */
  readonly n: number;
  /** Building id of each zone, -1 for street zones. Buildings = rooms joined by openings or doors (open or closed). */
  readonly building: Int32Array;
  readonly buildings: ReadonlyArray<readonly number[]>;
  /** Door ids on the border of each zone. */
  readonly doorsOf: ReadonlyArray<readonly number[]>;
  /** The view for a door state (doorOpen[d] !== 0 means door d is open). Cached by state. */
  view(doorOpen: Uint8Array): GraphView;
  /** The view with every door open (zombies' "no path" movement). */
  readonly allOpen: GraphView;
  /** -1 if a and b share an always-open connection; the door id if only a door joins them; -2 if not adjacent. */
  connection(a: number, b: number): number;
  /** The zone with this label, or -1. */
  zoneByLabel(label: string): number;
}
