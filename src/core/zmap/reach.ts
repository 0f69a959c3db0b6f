/** The parser's one check across sections: a starting zone cut off from every objective, exit and spawn zone. */
import { SIDE_WALL, type LinkDef, type MapTokens } from '../map.ts';
import type { Edges } from './edges.ts';
import type { Grid } from './grid.ts';
import type { Reporter } from './syntax.ts';

/** Report (on the first start token's line) starting zones that reach no objective, exit or spawn zone, even with every door open. */
export function checkReachable(grid: Grid, edges: Edges, tokens: MapTokens, startLine: ReadonlyMap<number, number>, note: Reporter['note']): void {
  const goals = [...tokens.objectives.map((o) => o.zone), ...tokens.exits, ...tokens.spawns.map((t) => t.zone)];
  if (tokens.start.length === 0 || goals.length === 0) return;
  const reached = reachable(tokens.start, grid, edges.sideE, edges.sideS, edges.links);
  if (goals.some((z) => reached[z])) return;
  const labels = tokens.start.map((z) => grid.zones[z]!.label).join(', ');
  note(
    startLine.get(tokens.start[0]!)!,
    `the starting zone${tokens.start.length > 1 ? 's' : ''} ${labels} cannot reach any objective, exit or spawn zone, even with every door open; ` +
      'add an "open" or "door" edge line on the way out, or move the start token',
  );
}

/** Zones reachable from `from` through every side that is not a wall (every door taken as open). */
function reachable(from: readonly number[], { zones, rows, cols, cellZone }: Grid, sideE: Int32Array, sideS: Int32Array, links: readonly LinkDef[]): Uint8Array {
  const n = zones.length;
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
