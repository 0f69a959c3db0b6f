/**
 * Parser for the "zmap" mission map text format (docs/missions.md), and for the tile files maps are composed from.
 * Every problem is a UserError naming file:line with a one-sentence explanation.
 * `checkZmap` is the one parser: it records each problem and carries on where it can
 * (skipping the bad line or edge); `parseZmap` throws the first problem it records.
 *
 * The parser is one function per section and line kind, in src/core/zmap/: sections.ts (the version line, the
 * header keys, and which lines belong to which section), layout.ts (a map composed from tiles, and the tile layout),
 * grid.ts (rows, cells and zones), edges.ts (one reader per edge kind), tokens.ts (one reader per token kind) and
 * reach.ts. The words a game adds to the format (Black Plague's `link` edges and `necromancer` zombies) are its
 * map vocabulary (vocabulary.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileError, UserError, type Problem } from './errors.ts';
import { MISSIONS_DIR, readUserFile } from './files.ts';
import { SIDE_OPEN, type MapDef, type ParsedZmap } from './map.ts';
import type { TileDef, TileLibrary } from './tiles.ts';
import { readEdges } from './zmap/edges.ts';
import { defaultSides, readGrid } from './zmap/grid.ts';
import { gridSource, tileLayout, type TileResolver } from './zmap/layout.ts';
import { checkReachable } from './zmap/reach.ts';
import { contentLines, readSections, readVersion, type FileKind } from './zmap/sections.ts';
import { SKIP, type Reporter } from './zmap/syntax.ts';
import { readTokens } from './zmap/tokens.ts';
import { mapVocabularyOf, type MapVocabulary } from './zmap/vocabulary.ts';

export { MAX_COUNT } from './zmap/syntax.ts';
export type { TileResolver } from './zmap/layout.ts';
export {
  BLACK_PLAGUE_MAP_VOCABULARY,
  CORE_MAP_VOCABULARY,
  defineMapVocabulary,
  linkEdge,
  mapVocabularyOf,
  UNREGISTERED_GAME_VOCABULARY,
  type EdgeKind,
  type EdgeLine,
  type MapVocabulary,
  type TokenKind,
  type TokenLine,
} from './zmap/vocabulary.ts';

export interface ZmapOptions {
  /** The tile libraries (default: the `.ztile` files in missions/<game>/tiles/). */
  tiles?: TileResolver;
  /** The words the map may use beyond the core's (default: the vocabulary its `game:` line's game declared; see mapVocabularyOf). */
  vocabulary?: MapVocabulary;
}

export function parseZmapFile(path: string, options: ZmapOptions = {}): ParsedZmap {
  return parseZmap(readZmapText(path), path, options);
}

/** The text of a mission file; a missing or unreadable file is a UserError. */
export function readZmapText(path: string): string {
  return readUserFile(path, 'mission file');
}

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
  return readLines(text, file, 'zmap', options.tiles ?? projectTiles, options.vocabulary);
}

/** parseLines with a Reporter that records every problem; `parsed` is null when a problem stopped the parse. */
function readLines(text: string, file: string, kind: FileKind, tiles: TileResolver, vocabulary: MapVocabulary | undefined): { parsed: ParsedZmap | null; problems: Problem[] } {
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
    return { parsed: parseLines(text, file, { note, fail, attempt }, kind, tiles, vocabulary), problems };
  } catch (e) {
    if (e !== SKIP) throw e;
    return { parsed: null, problems };
  }
}

/**
 * The lines of a zmap file (`fileKind` 'zmap') or of a tile face (`ztile`: a zmap whose edges may also give `gap` lines,
 * the printed gaps in the half-walls on the tile's edge), section by section. A zmap with `tiles:` and no grid:
 * section is composed from the tile library `resolveTiles` gives for its game. Edges and tokens are read with
 * `vocabulary`, or the one the game of the `game:` line declared.
 */
function parseLines(text: string, file: string, report: Reporter, fileKind: FileKind, resolveTiles: TileResolver, vocabulary: MapVocabulary | undefined): ParsedZmap {
  const lines = contentLines(text);
  const sections = readSections(lines, readVersion(lines, fileKind, report), fileKind, report);
  const composed = gridSource(sections, resolveTiles, report);
  const grid = readGrid(sections.lines.grid, sections.header, report);
  const words = vocabulary ?? mapVocabularyOf(sections.header.get('game')?.value);
  const edges = readEdges(sections.lines.edges, grid, defaultSides(grid), fileKind, words, report);
  const { tokens, tokenLine } = readTokens(sections.lines.tokens, grid, words, report);
  checkReachable(grid, edges, tokens, tokenLine.start, report.note);

  const { rows, cols, cellZone, zones } = grid;
  const { doors, sideE, sideS, links, gaps } = edges;
  const map: MapDef = { rows, cols, cellZone, zones, doors, tokens, sideE, sideS, ...tileLayout(sections, rows, cols, composed, report.note) };
  if (links.length > 0) map.links = links;
  return { file, header: sections.header, map, ...(composed ? { composed: true } : {}), ...(fileKind === 'ztile' ? { gaps } : {}) };
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
  const { parsed, problems } = readLines(text, file, 'ztile', () => null, undefined);
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
