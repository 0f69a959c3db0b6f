/**
 * `zsim missions show`: a parsed zmap drawn as plain ASCII text (header, cell grid with walls,
 * openings and doors, per-zone token legend, door list, link list), and as a JSON-ready object.
 */
import { SIDE_OPEN, SIDE_WALL, tileOfCell, type MapDef, type ParsedZmap } from '../core/map.ts';
import { buildZoneGraph } from '../core/zones.ts';

/** What one cell side looks like. */
type Side = 'none' | 'inside' | 'open' | 'wall' | 'closed' | 'opened' | 'locked';

const H_GLYPH: Record<Side, string> = { none: ' ', inside: ' ', open: '.', wall: '-', closed: '#', opened: '/', locked: 'X' };
const V_GLYPH: Record<Side, string> = { none: ' ', inside: ' ', open: ':', wall: '|', closed: '#', opened: '/', locked: 'X' };

export const MAP_KEY = [
  'rooms: Upper-case labels, boxed in walls; a dark room ends in "!"   streets: lower-case labels',
  'walls: - |   open side between two zones (opening, street crossing): . :',
  'doors: # closed   / open   X locked (colours in the door list)',
];

/** The whole `show` text. `width` wraps the long header values (the note). */
export function mapText(parsed: ParsedZmap, width = 100): string {
  const { header, map } = parsed;
  const out: string[] = [`file: ${parsed.file}`];
  for (const [key, v] of header) out.push(...wrap(`${key}: ${v.value}`, width, ' '.repeat(key.length + 2)));
  out.push('', ...drawGrid(map), '', ...MAP_KEY, '', ...(parsed.gaps ? [] : [...tileList(map, parsed.composed === true), '']), ...zoneLegend(map));
  const doors = doorList(map);
  if (doors.length) out.push('', ...doors);
  if (parsed.gaps?.length) {
    out.push('', `gaps: ${parsed.gaps.length} (printed in the half-walls on the tile's edges; composition opens a doorway where two meet)`);
    for (const g of parsed.gaps) out.push(`  r${(g.cell / map.cols) | 0}c${g.cell % map.cols}.${g.dir}  ${g.from}-${g.to}  ${map.zones[map.cellZone[g.cell]!]!.label}`);
  }
  const links = map.links ?? [];
  if (links.length) {
    out.push('', `links: ${links.length} (passages between zones that need not touch: movement only, no line of sight)`);
    for (const l of links) out.push(`  ${map.zones[l.a]!.label}-${map.zones[l.b]!.label}  ${l.side === SIDE_OPEN ? 'open' : `door ${l.side + 1}`}  line ${l.line}`);
  }
  return out.join('\n') + '\n';
}

/** The grid with row and column numbers (r<row>c<col>, as edge lines name cell sides). */
export function drawGrid(map: MapDef): string[] {
  const { rows, cols, cellZone, zones } = map;
  const text = (z: number): string => (z < 0 ? '' : zones[z]!.label + (zones[z]!.dark ? '!' : ''));
  const w = Math.max(5, ...zones.map((z) => z.label.length + (z.dark ? 1 : 0) + 2)) | 1; // odd: dotted sides stay even
  const margin = `r${rows - 1}`.length + 1;
  const zoneAt = (r: number, c: number): number => (r < 0 || r >= rows || c < 0 || c >= cols ? -1 : cellZone[r * cols + c]!);
  /** The side between the cell (r, c) and its east (dir 'E') or south (dir 'S') neighbour; off-board cells count as none. */
  const side = (r: number, c: number, dir: 'E' | 'S'): Side => {
    const r2 = dir === 'S' ? r + 1 : r;
    const c2 = dir === 'E' ? c + 1 : c;
    const a = zoneAt(r, c);
    const b = zoneAt(r2, c2);
    if (a < 0 && b < 0) return 'none';
    if (a < 0 || b < 0) return 'wall';
    const v = (dir === 'E' ? map.sideE : map.sideS)?.[r * cols + c] ?? SIDE_WALL;
    if (v === SIDE_OPEN) return a === b ? 'inside' : 'open';
    if (v === SIDE_WALL) return 'wall';
    const d = map.doors[v]!;
    return d.open ? 'opened' : d.locked ? 'locked' : 'closed';
  };
  const solid = (s: Side) => s !== 'none' && s !== 'inside' && s !== 'open';
  /** The corner at the top-left of cell (r, c). */
  const corner = (r: number, c: number): string => {
    const around = [side(r - 1, c - 1, 'E'), side(r, c - 1, 'E'), side(r - 1, c - 1, 'S'), side(r - 1, c, 'S')];
    return around.some(solid) ? '+' : around.includes('open') ? '.' : ' ';
  };
  const hSide = (s: Side): string => {
    if (s === 'open') return ' ' + '. '.repeat((w - 1) / 2);
    if (s === 'closed' || s === 'opened' || s === 'locked') {
      const left = (w - 1) >> 1;
      return '-'.repeat(left) + H_GLYPH[s] + '-'.repeat(w - 1 - left);
    }
    return H_GLYPH[s].repeat(w);
  };
  const centre = (s: string): string => {
    const left = (w - s.length) >> 1;
    return ' '.repeat(left) + s + ' '.repeat(w - s.length - left);
  };

  const lines: string[] = [];
  let head = ' '.repeat(margin);
  for (let c = 0; c < cols; c++) head += ' ' + centre(`c${c}`);
  lines.push(head.trimEnd());
  for (let r = 0; r <= rows; r++) {
    let border = ' '.repeat(margin);
    for (let c = 0; c < cols; c++) border += corner(r, c) + hSide(side(r - 1, c, 'S'));
    lines.push((border + corner(r, cols)).trimEnd());
    if (r === rows) break;
    let row = `r${r}`.padEnd(margin);
    for (let c = 0; c < cols; c++) row += V_GLYPH[side(r, c - 1, 'E')] + centre(text(zoneAt(r, c)));
    lines.push((row + V_GLYPH[side(r, cols - 1, 'E')]).trimEnd());
  }
  return lines;
}

/** Each zone's token words, in the file's own syntax (`spawn order=1 colour=blue inactive`). */
export function zoneTokens(map: MapDef): string[][] {
  const t = map.tokens;
  const words: string[][] = map.zones.map(() => []);
  const add = (z: number, s: string) => words[z]!.push(s);
  for (const z of t.start) add(z, 'start');
  for (const z of t.exits) add(z, 'exit');
  for (const s of t.spawns) add(s.zone, ['spawn', `order=${s.order}`, s.colour ? `colour=${s.colour}` : '', s.active ? '' : 'inactive'].filter(Boolean).join(' '));
  for (const o of t.objectives) add(o.zone, ['objective', o.colour ? `colour=${o.colour}` : '', o.hidden ? 'hidden' : ''].filter(Boolean).join(' '));
  for (const z of t.manholes) add(z, 'manhole');
  for (const c of t.cars) add(c.zone, `car ${c.type}`);
  for (const zt of t.zombies) add(zt.zone, `zombies ${zt.count} ${zt.type}`);
  for (const n of t.noise) add(n.zone, `noise ${n.count}`);
  return words;
}

/** The letter of the tile each cell lies on (`?` for a tile the layout does not name, `.` for no cell). */
function cellTiles(map: MapDef): string[] {
  const placed = new Map((map.placements ?? []).map((p) => [p.slotRow * Math.ceil(map.cols / (map.tileSize ?? 3)) + p.slotCol, p.letter]));
  return Array.from(map.cellZone, (z, c) => (z < 0 ? '.' : placed.get(tileOfCell(map, c)) ?? (placed.size ? '?' : String.fromCharCode(65 + (tileOfCell(map, c) % 26)))));
}

/** The tiles of the map: each tile's face, turn and cells, then the tile of each cell (a grid of letters). */
function tileList(map: MapDef, composed: boolean): string[] {
  const t = map.tileSize ?? 3;
  const placements = map.placements ?? [];
  const lines = [
    placements.length
      ? `tiles: ${placements.length} (${t}x${t} cells each, ${composed ? 'composed from the tile library' : "as the tiles: line names them; the grid is drawn"})`
      : `tiles: not named (${t}x${t} cells each${t === 3 && !composed ? ', the default' : ''})`,
  ];
  for (const p of placements) {
    lines.push(`  ${p.letter}  ${`${p.face}@${p.rotation}`.padEnd(7)}  rows ${p.slotRow * t}-${p.slotRow * t + t - 1}, cols ${p.slotCol * t}-${p.slotCol * t + t - 1}`);
  }
  const letters = cellTiles(map);
  const margin = `r${map.rows - 1}`.length + 1;
  lines.push('tile of each cell:');
  for (let r = 0; r < map.rows; r++) {
    let row = `  ${`r${r}`.padEnd(margin)}`;
    for (let c = 0; c < map.cols; c++) row += (c > 0 && c % t === 0 ? ' ' : '') + letters[r * map.cols + c];
    lines.push(row);
  }
  return lines;
}

function zoneLegend(map: MapDef): string[] {
  const { zones } = map;
  const building = buildZoneGraph(map).building;
  const tokens = zoneTokens(map);
  const rooms = zones.filter((z) => z.room).length;
  const nb = new Set(Array.from(building).filter((b) => b >= 0)).size;
  const letters = cellTiles(map);
  const onTiles = (cells: number[]) => {
    const on = [...new Set(cells.map((c) => letters[c]!))];
    return `tile${on.length > 1 ? 's' : ''} ${on.join('+')}`;
  };
  const kind = zones.map((z) => `${z.room ? `${z.dark ? 'dark room' : 'room'}, building ${building[z.id]! + 1}` : 'street'}, ${onTiles(z.cells)}`);
  const lw = Math.max(4, ...zones.map((z) => z.label.length));
  const kw = Math.max(...kind.map((k) => k.length));
  const lines = [
    `zones: ${zones.length} (${rooms} room${rooms === 1 ? '' : 's'} in ${nb} building${nb === 1 ? '' : 's'}, ${zones.length - rooms} street${zones.length - rooms === 1 ? '' : 's'})`,
  ];
  for (const z of zones) lines.push(`  ${z.label.padEnd(lw)}  ${kind[z.id]!.padEnd(kw)}  ${tokens[z.id]!.join(', ')}`.trimEnd());
  return lines;
}

/** Door number (1-based, file order), zones, state, and where it is. */
function doorList(map: MapDef): string[] {
  const sides = doorSides(map);
  const rows = map.doors.map((d) => [
    `${d.id + 1}`,
    `${map.zones[d.a]?.label ?? '?'}-${map.zones[d.b]?.label ?? '?'}`,
    d.open ? 'open' : d.locked ? (d.colour ? `locked:${d.colour}` : 'locked') : 'closed',
    `line ${d.line}`,
    sides[d.id]!.length ? `on ${sides[d.id]!.join(' ')}` : map.links?.some((l) => l.side === d.id) ? 'on a link' : 'on no side',
  ]);
  const w = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  return [`doors: ${map.doors.length}`, ...rows.map((r) => `  ${r.map((s, i) => (i < 4 ? s.padEnd(w[i]!) : s)).join('  ')}`)];
}

/** The cell sides each door lies on, written as in edge lines (south and east sides). */
function doorSides(map: MapDef): string[][] {
  const out: string[][] = map.doors.map(() => []);
  const { rows, cols } = map;
  for (let c = 0; c < rows * cols; c++) {
    const name = `r${(c / cols) | 0}c${c % cols}`;
    const e = map.sideE?.[c] ?? SIDE_WALL;
    const s = map.sideS?.[c] ?? SIDE_WALL;
    if (e >= 0 && c % cols + 1 < cols) out[e]!.push(`${name}.E`);
    if (s >= 0 && c + cols < rows * cols) out[s]!.push(`${name}.S`);
  }
  return out;
}

/** `show --json`: the parsed structure with zone labels instead of ids. */
export function mapJson(parsed: ParsedZmap) {
  const { map } = parsed;
  const label = (z: number) => map.zones[z]?.label ?? null;
  const sides = doorSides(map);
  const building = buildZoneGraph(map).building;
  const t = map.tokens;
  const cellName = (c: number) => `r${(c / map.cols) | 0}c${c % map.cols}`;
  return {
    file: parsed.file,
    header: Object.fromEntries([...parsed.header].map(([k, v]) => [k, v.value])),
    rows: map.rows,
    cols: map.cols,
    tileSize: map.tileSize ?? 3,
    tiles: (map.placements ?? []).map((p) => ({ tile: p.letter, face: p.face, rotation: p.rotation, slotRow: p.slotRow, slotCol: p.slotCol })),
    cellTiles: chunk(cellTiles(map), map.cols),
    grid: Array.from({ length: map.rows }, (_, r) => Array.from({ length: map.cols }, (_, c) => label(map.cellZone[r * map.cols + c]!))),
    zones: map.zones.map((z) => ({
      label: z.label, room: z.room, dark: z.dark, building: building[z.id]! < 0 ? null : building[z.id]! + 1,
      cells: z.cells.map((c) => `r${(c / map.cols) | 0}c${c % map.cols}`),
    })),
    doors: map.doors.map((d) => ({
      door: d.id + 1, a: label(d.a), b: label(d.b), state: d.open ? 'open' : d.locked ? 'locked' : 'closed',
      colour: d.colour, line: d.line, sides: sides[d.id],
    })),
    links: (map.links ?? []).map((l) => ({ a: label(l.a), b: label(l.b), door: l.side === SIDE_OPEN ? null : l.side + 1, line: l.line })),
    tokens: {
      start: t.start.map(label),
      exits: t.exits.map(label),
      spawns: t.spawns.map((s) => ({ zone: label(s.zone), order: s.order, colour: s.colour, active: s.active, line: s.line })),
      objectives: t.objectives.map((o) => ({ zone: label(o.zone), colour: o.colour, hidden: o.hidden, line: o.line })),
      manholes: t.manholes.map(label),
      manholeCells: t.manholeCells.map((cells) => cells.map(cellName)),
      cars: t.cars.map((c) => ({ zone: label(c.zone), type: c.type, line: c.line })),
      zombies: t.zombies.map((z) => ({ zone: label(z.zone), count: z.count, type: z.type, line: z.line })),
      noise: t.noise.map((n) => ({ zone: label(n.zone), count: n.count, line: n.line })),
    },
  };
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** Word-wrap `s` to `width`, continuation lines indented by `indent`. */
function wrap(s: string, width: number, indent: string): string[] {
  if (s.length <= width) return [s];
  const out: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
