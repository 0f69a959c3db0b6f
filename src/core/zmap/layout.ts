/**
 * Tiles in a zmap file: a map with a `tiles:` line and no grid: section is composed from the game's tile library
 * (its grid, openings and manholes become lines of the sections), and every map learns its tile size and the tiles
 * of its layout (docs/missions.md, "A map made of tiles").
 */
import type { HeaderValue, MapDef } from '../map.ts';
import { closest } from '../suggest.ts';
import { composeTiles, LayoutError, readLayout, type ComposedMap, type TileLibrary, type TilePlacement } from '../tiles.ts';
import type { Sections } from './sections.ts';
import { SKIP, type Reporter } from './syntax.ts';

/** Where a map made of tiles finds its tiles: the library of the game its `game:` line names, or null if it has none. */
export type TileResolver = (game: string) => TileLibrary | null;

/**
 * Where the grid comes from: the grid: section, or (a zmap with `tiles:` and no grid: section) the composed layout,
 * whose rows, openings and manholes are added to the sections as lines of the `tiles:` line. Stops the parse when
 * there is no grid.
 */
export function gridSource(s: Sections, resolveTiles: TileResolver, { fail }: Reporter): ComposedMap | null {
  const { header, seen, lines } = s;
  const tilesKey = header.get('tiles');
  if (!seen.has('grid') && tilesKey && s.fileKind === 'zmap') {
    const composed = composeFrom(header, tilesKey, resolveTiles, fail);
    const at = (cell: number) => `r${Math.floor(cell / composed.cols)}c${cell % composed.cols}`;
    for (let r = 0; r < composed.rows; r++) {
      lines.grid.push({ no: tilesKey.line, text: composed.labels.slice(r * composed.cols, (r + 1) * composed.cols).map((l) => l ?? '.').join(' ') });
    }
    lines.edges.unshift(...composed.openSides.map((side) => ({ no: tilesKey.line, text: `open ${side}` })));
    lines.tokens.unshift(...composed.manholes.map((m) => ({ no: tilesKey.line, text: `manhole ${m.label} at=${m.cells.map(at).join(',')}` })));
    return composed;
  }
  if (!seen.has('grid')) {
    if (s.unknownSection) throw SKIP; // already reported: the grid is probably under the misspelt section
    fail(s.lastNo, s.fileKind === 'zmap' ? 'the file has no grid: section (or a "tiles:" line to compose the map from tiles)' : 'the file has no grid: section');
  }
  if (lines.grid.length === 0) fail(seen.get('grid')!, 'the grid: section has no rows');
  return null;
}

/** The map a `tiles:` line lays out, from the game's tile library; a layout that cannot be composed stops the parse. */
function composeFrom(header: ReadonlyMap<string, HeaderValue>, tiles: HeaderValue, resolveTiles: TileResolver, fail: Reporter['fail']): ComposedMap {
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

/**
 * The tile size and the tiles of the layout: composed, or given by `tile-size:`, or the size at which the `tiles:`
 * line's tiles fill the grid; 3 cells when nothing says (the hand-drawn maps' convention). A tile file is one tile.
 */
export function tileLayout(s: Sections, rows: number, cols: number, composed: ComposedMap | null, note: Reporter['note']): Pick<MapDef, 'tileSize' | 'placements'> {
  if (s.fileKind === 'ztile') return { tileSize: rows, placements: [] };
  const given = s.header.get('tile-size');
  if (composed) {
    if (given && given.value !== String(composed.tileSize)) {
      note(given.line, `"tile-size: ${given.value}" disagrees with the tiles of this map, which are ${composed.tileSize}x${composed.tileSize} cells (leave tile-size out)`);
    }
    return { tileSize: composed.tileSize, placements: composed.placements };
  }
  const tilesKey = s.header.get('tiles');
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
