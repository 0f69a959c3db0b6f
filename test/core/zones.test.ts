import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GraphView, MapDef } from '../../src/core/map.ts';
import { parseZmap, parseZmapFile } from '../../src/core/zmap.ts';
import { buildZoneGraph } from '../../src/core/zones.ts';

function graph(body: string) {
  const map = parseZmap(`zmap 1\n${body}`, 't.zmap').map;
  const g = buildZoneGraph(map);
  const z = (label: string): number => {
    const id = g.zoneByLabel(label);
    if (id < 0) throw new Error(`no zone ${label}`);
    return id;
  };
  const closed = g.view(new Uint8Array(map.doors.length));
  const labels = (ids: readonly number[]) => ids.map((i) => map.zones[i]!.label);
  return { map, g, z, closed, labels };
}

const los = (v: GraphView, n: number, a: number, b: number): number => v.los[a * n + b]!;
const dist = (v: GraphView, n: number, a: number, b: number): number => v.dist[a * n + b]!;

describe('connections, doors and buildings', () => {
  const { g, z, closed, labels } = graph(`grid:
  A  A  B  C
  s  t  t  u
edges:
  open  A-B
  door  B-t closed
  door  C-u open
  door  r0c0.S closed
`);

  it('classifies each pair of zones', () => {
    expect(g.n).toBe(6);
    expect(g.connection(z('A'), z('B'))).toBe(-1);
    expect(g.connection(z('B'), z('t'))).toBe(0);
    expect(g.connection(z('t'), z('B'))).toBe(0);
    expect(g.connection(z('C'), z('u'))).toBe(1);
    expect(g.connection(z('A'), z('s'))).toBe(2);
    expect(g.connection(z('s'), z('t'))).toBe(-1);
    expect(g.connection(z('B'), z('C'))).toBe(-2); // default wall between rooms
    expect(g.connection(z('A'), z('t'))).toBe(-2); // room-street default wall (r0c1.S)
    expect(g.connection(z('A'), z('u'))).toBe(-2);
  });

  it('lists the doors of each zone', () => {
    expect(g.doorsOf.map((d) => [...d])).toEqual([[2], [0], [1], [2], [0], [1]]);
  });

  it('groups rooms into buildings, doors do not join a building to the street', () => {
    expect(Array.from(g.building)).toEqual([0, 0, 1, -1, -1, -1]);
    expect(g.buildings.map((b) => labels(b))).toEqual([['A', 'B'], ['C']]);
  });

  it('adjacency follows the door state', () => {
    expect(closed.adj.map(labels)).toEqual([['B'], ['A'], [], ['t'], ['s', 'u'], ['t']]);
    expect(g.allOpen.adj.map(labels)).toEqual([['B', 's'], ['A', 't'], ['u'], ['A', 't'], ['B', 's', 'u'], ['C', 't']]);
  });

  it('BFS distances use open connections only', () => {
    expect(dist(closed, 6, z('s'), z('A'))).toBe(-1);
    expect(dist(closed, 6, z('s'), z('u'))).toBe(2);
    expect(dist(closed, 6, z('s'), z('C'))).toBe(-1);
    expect(dist(g.view(new Uint8Array([0, 1, 0])), 6, z('s'), z('C'))).toBe(3);
    expect(dist(closed, 6, z('A'), z('A'))).toBe(0);
    expect(dist(g.allOpen, 6, z('s'), z('A'))).toBe(1);
    expect(dist(g.allOpen, 6, z('s'), z('B'))).toBe(2);
    expect(dist(g.allOpen, 6, z('C'), z('A'))).toBe(4);
  });

  it('each zone\'s connected part is the lowest zone it reaches: the same part exactly where the distance is defined', () => {
    expect([...closed.part].map((p) => labels([p])[0])).toEqual(['A', 'A', 'C', 's', 's', 's']);
    expect([...g.allOpen.part]).toEqual([0, 0, 0, 0, 0, 0]);
    for (const v of [closed, g.view(new Uint8Array([0, 1, 0])), g.allOpen]) {
      for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) expect(v.part[a] === v.part[b], `${a}-${b}`).toBe(dist(v, 6, a, b) >= 0);
    }
  });

  it('firstSteps lists every shortest branch', () => {
    expect(labels(g.allOpen.firstSteps(z('s'), z('B')))).toEqual(['A', 't']);
    expect(labels(closed.firstSteps(z('s'), z('u')))).toEqual(['t']);
    expect(closed.firstSteps(z('s'), z('A'))).toEqual([]);
    expect(closed.firstSteps(z('s'), z('s'))).toEqual([]);
  });

  it('lists the zones one and two steps away by the door state', () => {
    expect(closed.within1.map(labels)).toEqual([['A', 'B'], ['B', 'A'], ['C'], ['s', 't'], ['t', 's', 'u'], ['u', 't']]);
    expect(closed.at2.map(labels)).toEqual([[], [], [], ['u'], [], ['s']]);
    expect(labels(g.allOpen.at2[z('s')]!)).toEqual(['B', 'u']);
    expect(labels(g.allOpen.within1[z('C')]!)).toEqual(['C', 'u']);
  });

  it('caches views by door state and keeps them immutable', () => {
    expect(g.view(new Uint8Array([0, 0, 0]))).toBe(closed);
    expect(g.view(new Uint8Array([1, 1, 1]))).toBe(g.allOpen);
    const state = new Uint8Array([1, 0, 0]);
    const v = g.view(state);
    state[0] = 0;
    expect(g.view(new Uint8Array([1, 0, 0]))).toBe(v);
    expect(v.adj[z('B')]).toContain(z('t'));
    expect(v.firstSteps(z('s'), z('B'))).toBe(v.firstSteps(z('s'), z('B')));
    // Shared by every caller: read-only by type, not frozen (a frozen array slows every loop over it).
    // @ts-expect-error a readonly array has no push
    void v.firstSteps(z('s'), z('B')).push;
  });

  it('without side arrays, puts each door on every side its zones share', () => {
    const d = graph(`grid:\n  A  B  c\n  A  B  d\nedges:\n  door A-B closed\n  door B-c open\n`);
    const bare: MapDef = { ...d.map, sideE: undefined, sideS: undefined };
    const h = buildZoneGraph(bare);
    expect(h.connection(d.z('A'), d.z('B'))).toBe(0);
    expect(h.connection(d.z('B'), d.z('d'))).toBe(-2);
    for (const state of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
      const v1 = d.g.view(new Uint8Array(state));
      const v2 = h.view(new Uint8Array(state));
      expect(Array.from(v2.los)).toEqual(Array.from(v1.los));
      expect(Array.from(v2.dist)).toEqual(Array.from(v1.dist));
    }
  });

  it('finds zones by label, with or without the dark mark', () => {
    expect(g.zoneByLabel('C')).toBe(2);
    expect(g.zoneByLabel('C!')).toBe(2);
    expect(g.zoneByLabel('Q')).toBe(-1);
  });
});

describe('shortest paths around a block', () => {
  const { g, z, labels } = graph(`grid:
  a  b  c
  d  X  e
  f  g  h
`);
  const v = g.allOpen;

  it('returns both branches of a ring', () => {
    expect(dist(v, g.n, z('b'), z('g'))).toBe(4);
    expect(labels(v.firstSteps(z('b'), z('g')))).toEqual(['a', 'c']);
    expect(labels(v.firstSteps(z('a'), z('h')))).toEqual(['b', 'd']);
    expect(labels(v.firstSteps(z('b'), z('e')))).toEqual(['c']);
  });

  it('never enters the walled room', () => {
    expect(v.adj[z('X')]).toEqual([]);
    expect(dist(v, g.n, z('b'), z('X'))).toBe(-1);
    expect(v.firstSteps(z('b'), z('X'))).toEqual([]);
  });

  it('a wall between two streets blocks both moving and seeing', () => {
    const w = graph(`grid:\n  a  b  c\nedges:\n  wall a-b\n`);
    expect(w.g.connection(w.z('a'), w.z('b'))).toBe(-2);
    expect(dist(w.g.allOpen, 3, w.z('a'), w.z('c'))).toBe(-1);
    expect(los(w.g.allOpen, 3, w.z('a'), w.z('b'))).toBe(-1);
    expect(los(w.g.allOpen, 3, w.z('b'), w.z('c'))).toBe(1);
  });
});

describe('line of sight', () => {
  it('runs straight along streets and does not turn corners', () => {
    const { g, z, closed, labels } = graph(`grid:
  a  .  .
  b  .  .
  c  d  e
`);
    const n = g.n;
    expect(los(closed, n, z('c'), z('a'))).toBe(2);
    expect(los(closed, n, z('c'), z('e'))).toBe(2);
    expect(los(closed, n, z('a'), z('e'))).toBe(-1);
    expect(los(closed, n, z('e'), z('a'))).toBe(-1);
    expect(los(closed, n, z('a'), z('d'))).toBe(-1);
    expect(los(closed, n, z('a'), z('a'))).toBe(0);
    expect(labels(closed.visible[z('c')]!)).toEqual(['b', 'd', 'a', 'e']);
    expect(labels(closed.visible[z('a')]!)).toEqual(['b', 'c']);
  });

  it('counts zones, not cells, along a street', () => {
    const { g, z, closed } = graph(`grid:\n  a  a  a  b  b  c\n`);
    expect(los(closed, g.n, z('a'), z('b'))).toBe(1);
    expect(los(closed, g.n, z('a'), z('c'))).toBe(2);
  });

  describe('into and out of buildings', () => {
    const { g, z, closed, labels } = graph(`grid:
  u  .  .  .  .
  x  y  P  Q  R
  w  .  .  .  .
edges:
  door  y-P closed
  open  P-Q
  open  Q-R
`);
    const n = g.n;
    const open = g.allOpen;

    it('a closed door blocks sight both ways', () => {
      expect(los(closed, n, z('y'), z('P'))).toBe(-1);
      expect(los(closed, n, z('P'), z('y'))).toBe(-1);
      expect(labels(closed.visible[z('x')]!)).toEqual(['u', 'y', 'w']);
    });

    it('a street sees one zone into a building through an open door, never two rooms deep', () => {
      expect(los(open, n, z('y'), z('P'))).toBe(1);
      expect(los(open, n, z('x'), z('P'))).toBe(2);
      expect(los(open, n, z('y'), z('Q'))).toBe(-1);
      expect(los(open, n, z('x'), z('R'))).toBe(-1);
      expect(los(open, n, z('u'), z('P'))).toBe(-1);
    });

    it('a room sees its opening neighbours at distance 1 only', () => {
      expect(labels(closed.visible[z('P')]!)).toEqual(['Q']);
      expect(labels(closed.visible[z('Q')]!)).toEqual(['P', 'R']);
      expect(los(closed, n, z('P'), z('R'))).toBe(-1);
    });

    it('a room sees out along the street in a straight line through an open door', () => {
      expect(labels(open.visible[z('P')]!)).toEqual(['y', 'Q', 'x']);
      expect(los(open, n, z('P'), z('x'))).toBe(2);
      expect(los(open, n, z('P'), z('u'))).toBe(-1);
      expect(los(open, n, z('Q'), z('y'))).toBe(-1);
    });

    it('is symmetric', () => {
      for (const v of [closed, open]) {
        for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) expect(los(v, n, a, b)).toBe(los(v, n, b, a));
      }
    });

    it('rooms joined by openings and doors form one building', () => {
      expect(g.buildings.map((b) => labels(b))).toEqual([['P', 'Q', 'R']]);
      expect(dist(open, n, z('x'), z('R'))).toBe(4);
    });
  });
});

describe('the Tutorial map', () => {
  const file = fileURLToPath(new URL('../../missions/season1/00-tutorial.zmap', import.meta.url));
  const { header, map } = parseZmapFile(file);
  const g = buildZoneGraph(map);
  const n = g.n;

  it('parses with the expected header, zones and tokens', () => {
    expect(header.get('id')?.value).toBe('season1/00-tutorial');
    expect(header.get('tiles')?.value).toBe('2B@180 / 1B@0');
    expect(n).toBe(14);
    expect(map.tokens.objectives.length).toBe(1);
    expect(map.tokens.spawns.map((s) => s.order)).toEqual([1]);
    expect(map.tokens.start.length).toBe(1);
    expect(map.tokens.manholes.length).toBe(1);
    expect(map.zones[map.tokens.manholes[0]!]!.room).toBe(false);
  });

  it('starts in a searchable room, away from the spawn zones, with the objective behind a closed door across the street', () => {
    const start = map.tokens.start[0]!;
    const objective = map.tokens.objectives[0]!.zone;
    // The Survivors start in 1B's kitchen, whose building has one closed door; the objective is in 2B's bathroom.
    expect(map.zones[start]!.room).toBe(true);
    expect(map.tokens.spawns.map((s) => s.zone)).not.toContain(start);
    expect(map.zones[objective]!.room).toBe(true);
    const initial = g.view(new Uint8Array(map.doors.map((d) => (d.open ? 1 : 0))));
    expect(initial.dist[start * n + objective]).toBe(-1);
    expect(g.allOpen.dist[start * n + objective]).toBeGreaterThanOrEqual(2);
  });

  it('has symmetric line of sight', () => {
    for (const v of [g.view(new Uint8Array(map.doors.length)), g.allOpen]) {
      for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) expect(v.los[a * n + b]).toBe(v.los[b * n + a]);
    }
  });
});
