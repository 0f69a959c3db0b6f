/**
 * The zone graph of a map: connections, buildings, and per-door-state views
 * (adjacency, BFS distances, line of sight). Views are immutable and cached by door state.
 */
import { SIDE_OPEN, SIDE_WALL, type GraphView, type MapDef, type ZoneGraph } from './map.ts';

/** Zones a and b (a < b) touch through always-open sides (open = true) and/or these doors. */
interface Pair {
  a: number;
  b: number;
  open: boolean;
  doors: number[];
}

const NO_STEPS: readonly number[] = [];

/** Door states whose views a graph keeps at most. */
export const VIEW_CACHE_LIMIT = 1024;

export function buildZoneGraph(map: MapDef): ZoneGraph {
  const n = map.zones.length;
  const nDoors = map.doors.length;
  const { rows, cols, cellZone } = map;
  const [sideE, sideS] = map.sideE && map.sideS ? [map.sideE, map.sideS] : defaultSides(map);
  const room = new Uint8Array(n);
  for (const z of map.zones) room[z.id] = z.room ? 1 : 0;

  // ---- connections between zones ----
  const conn = new Int32Array(n * n).fill(-2);
  const pairIndex = new Map<number, Pair>();
  const link = (a: number, b: number, side: number): void => {
    if (a === b || a < 0 || b < 0 || side === SIDE_WALL) return;
    if (a > b) [a, b] = [b, a];
    let p = pairIndex.get(a * n + b);
    if (!p) pairIndex.set(a * n + b, (p = { a, b, open: false, doors: [] }));
    if (side === SIDE_OPEN) p.open = true;
    else if (!p.doors.includes(side)) p.doors.push(side);
  };
  for (let c = 0; c < rows * cols; c++) {
    const col = c % cols;
    if (col + 1 < cols) link(cellZone[c]!, cellZone[c + 1]!, sideE[c]!);
    if (c + cols < rows * cols) link(cellZone[c]!, cellZone[c + cols]!, sideS[c]!);
  }
  const pairs = [...pairIndex.values()].sort((x, y) => x.a - y.a || x.b - y.b);
  for (const p of pairs) {
    p.doors.sort((x, y) => x - y);
    const v = p.open ? -1 : p.doors[0]!;
    conn[p.a * n + p.b] = v;
    conn[p.b * n + p.a] = v;
  }

  const doorsOf: number[][] = Array.from({ length: n }, () => []);
  for (const d of map.doors) {
    doorsOf[d.a]!.push(d.id);
    if (d.b !== d.a) doorsOf[d.b]!.push(d.id);
  }

  // ---- buildings: rooms joined by openings or doors (open or closed) ----
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  for (const p of pairs) {
    if (room[p.a] && room[p.b]) parent[find(p.a)] = find(p.b);
  }
  const building = new Int32Array(n).fill(-1);
  const buildings: number[][] = [];
  const rootBuilding = new Map<number, number>();
  for (let z = 0; z < n; z++) {
    if (!room[z]) continue;
    const r = find(z);
    let b = rootBuilding.get(r);
    if (b === undefined) {
      rootBuilding.set(r, (b = buildings.length));
      buildings.push([]);
    }
    building[z] = b;
    buildings[b]!.push(z);
  }

  // ---- links: movement between zones that need not touch (never part of a building) ----
  if (map.links && map.links.length > 0) {
    for (const l of map.links) link(l.a, l.b, l.side);
    pairs.length = 0;
    pairs.push(...[...pairIndex.values()].sort((x, y) => x.a - y.a || x.b - y.b));
    for (const p of pairs) {
      p.doors.sort((x, y) => x - y);
      const v = p.open ? -1 : p.doors[0]!;
      conn[p.a * n + p.b] = v;
      conn[p.b * n + p.a] = v;
    }
  }

  // ---- views ----
  const makeView = (doorOpen: Uint8Array): GraphView => {
    const adjL: number[][] = Array.from({ length: n }, () => []);
    for (const p of pairs) {
      if (p.open || p.doors.some((d) => doorOpen[d])) {
        adjL[p.a]!.push(p.b);
        adjL[p.b]!.push(p.a);
      }
    }
    for (const l of adjL) l.sort((x, y) => x - y);

    const dist = new Int32Array(n * n).fill(-1);
    const queue = new Int32Array(n);
    for (let s = 0; s < n; s++) {
      const row = s * n;
      dist[row + s] = 0;
      queue[0] = s;
      for (let head = 0, tail = 1; head < tail; head++) {
        const u = queue[head]!;
        const du = dist[row + u]! + 1;
        for (const v of adjL[u]!) {
          if (dist[row + v]! < 0) {
            dist[row + v] = du;
            queue[tail++] = v;
          }
        }
      }
    }

    const los = lineOfSight(map, sideE, sideS, room, doorOpen);
    const visible: (readonly number[])[] = [];
    for (let a = 0; a < n; a++) {
      const vis: number[] = [];
      for (let b = 0; b < n; b++) if (los[a * n + b]! > 0) vis.push(b);
      vis.sort((x, y) => los[a * n + x]! - los[a * n + y]! || x - y);
      visible.push(vis);
    }

    const steps: (readonly number[] | undefined)[] = new Array(n * n);
    const firstSteps = (from: number, to: number): readonly number[] => {
      const k = from * n + to;
      const hit = steps[k];
      if (hit) return hit;
      const d = dist[k]!;
      let out = NO_STEPS;
      if (d > 0) {
        const found: number[] = [];
        for (const m of adjL[from]!) if (dist[m * n + to] === d - 1) found.push(m);
        out = found;
      }
      steps[k] = out;
      return out;
    };
    const within1: number[][] = [];
    const at2: number[][] = [];
    for (let a = 0; a < n; a++) {
      const one = [a];
      const two: number[] = [];
      for (let b = 0; b < n; b++) {
        const d = dist[a * n + b]!;
        if (d === 1) one.push(b);
        else if (d === 2) two.push(b);
      }
      within1.push(one);
      at2.push(two);
    }
    const part = new Int32Array(n);
    for (let b = 0; b < n; b++) {
      let a = 0;
      while (dist[a * n + b]! < 0) a++;
      part[b] = a;
    }
    return Object.freeze({ adj: adjL, dist, los, visible, firstSteps, within1, at2, part });
  };

  // Door states up to 52 doors key as exact doubles; more doors fall back to a string key.
  // A view is a pure function of the door state, so the cache may forget: it is emptied when full
  // to keep memory flat over millions of games (a big map can reach thousands of door states).
  const cache = new Map<number | string, GraphView>();
  const view = (doorOpen: Uint8Array): GraphView => {
    let key: number | string;
    if (nDoors <= 52) {
      key = 0;
      for (let d = 0; d < nDoors; d++) key = key * 2 + (doorOpen[d] ? 1 : 0);
    } else {
      key = '';
      for (let d = 0; d < nDoors; d++) key += doorOpen[d] ? '1' : '0';
    }
    let v = cache.get(key);
    if (!v) {
      if (cache.size >= VIEW_CACHE_LIMIT) cache.clear();
      const state = new Uint8Array(nDoors);
      for (let d = 0; d < nDoors; d++) state[d] = doorOpen[d] ? 1 : 0;
      cache.set(key, (v = makeView(state)));
    }
    return v;
  };
  const allOpen = view(new Uint8Array(nDoors).fill(1));

  const byLabel = new Map<string, number>();
  for (const z of map.zones) byLabel.set(z.label, z.id);

  return {
    map,
    n,
    building,
    buildings,
    doorsOf,
    view,
    allOpen,
    connection: (a, b) => conn[a * n + b]!,
    zoneByLabel: (label) => byLabel.get(label.endsWith('!') ? label.slice(0, -1) : label) ?? -1,
  };
}

/**
 * Rays from every cell of every zone in the 4 directions. A ray crosses only open sides (open doors included);
 * each change of zone is one step; entering a room from another zone sees that room and stops the ray.
 */
function lineOfSight(map: MapDef, sideE: Int32Array, sideS: Int32Array, room: Uint8Array, doorOpen: Uint8Array): Int32Array {
  const n = map.zones.length;
  const { rows, cols, cellZone } = map;
  const los = new Int32Array(n * n).fill(-1);
  for (let z = 0; z < n; z++) los[z * n + z] = 0;
  const passable = (side: number): boolean => side === SIDE_OPEN || (side >= 0 && doorOpen[side] !== 0);
  for (let start = 0; start < rows * cols; start++) {
    const origin = cellZone[start]!;
    if (origin < 0) continue;
    const base = origin * n;
    for (let dir = 0; dir < 4; dir++) {
      let cur = start;
      let r = (start / cols) | 0;
      let c = start - r * cols;
      let steps = 0;
      for (;;) {
        let next: number;
        if (dir === 0) {
          if (c + 1 >= cols || !passable(sideE[cur]!)) break;
          next = cur + 1;
          c++;
        } else if (dir === 1) {
          if (c === 0 || !passable(sideE[cur - 1]!)) break;
          next = cur - 1;
          c--;
        } else if (dir === 2) {
          if (r + 1 >= rows || !passable(sideS[cur]!)) break;
          next = cur + cols;
          r++;
        } else {
          if (r === 0 || !passable(sideS[cur - cols]!)) break;
          next = cur - cols;
          r--;
        }
        const z = cellZone[next]!;
        if (z < 0) break;
        if (z !== cellZone[cur]) {
          steps++;
          if (z !== origin) {
            const k = base + z;
            if (los[k]! < 0 || steps < los[k]!) los[k] = steps;
          }
          if (room[z]) break;
        }
        cur = next;
      }
    }
  }
  return los;
}

/** Sides when the map gives none: default walls/openings, each door on every side its two zones share. */
function defaultSides(map: MapDef): [Int32Array, Int32Array] {
  const { rows, cols, cellZone, zones } = map;
  const doorAt = new Map<number, number>();
  for (const d of map.doors) {
    doorAt.set(d.a * zones.length + d.b, d.id);
    doorAt.set(d.b * zones.length + d.a, d.id);
  }
  const side = (a: number, b: number): number => {
    if (a < 0 || b < 0) return SIDE_WALL;
    if (a === b) return SIDE_OPEN;
    const d = doorAt.get(a * zones.length + b);
    if (d !== undefined) return d;
    return zones[a]!.room || zones[b]!.room ? SIDE_WALL : SIDE_OPEN;
  };
  const e = new Int32Array(rows * cols).fill(SIDE_WALL);
  const s = new Int32Array(rows * cols).fill(SIDE_WALL);
  for (let c = 0; c < rows * cols; c++) {
    if (c % cols + 1 < cols) e[c] = side(cellZone[c]!, cellZone[c + 1]!);
    if (c + cols < rows * cols) s[c] = side(cellZone[c]!, cellZone[c + cols]!);
  }
  return [e, s];
}
