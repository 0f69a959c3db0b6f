/** Zombie path-finding every Zombicide game shares: where zombies leaving a zone go. */
import type { GraphView, ZoneGraph } from '../../core/map.ts';

/**
 * Where zombies leaving zone `z` go (both rule systems): toward the noisiest zone in sight holding a Survivor they
 * see (`seen`), else the noisiest zone they can reach, else the noisiest zone as if every door were open (the
 * view returned is then the all-open one); every first step of every shortest path, sorted.
 */
export function stepsToward(graph: ZoneGraph, current: GraphView, z: number, noise: Int32Array, seen: (zone: number) => boolean): { steps: number[]; view: GraphView } {
  const n = graph.n;
  let view = current;
  let targets = bestBy(view.visible[z]!.filter(seen), noise);
  if (targets.length === 0) {
    const reachable: number[] = [];
    for (let r = 0; r < n; r++) if (view.dist[z * n + r]! >= 0 && noise[r]! > 0) reachable.push(r);
    targets = bestBy(reachable, noise);
    if (targets.length === 0) {
      view = graph.allOpen;
      const all: number[] = [];
      for (let r = 0; r < n; r++) if (noise[r]! > 0) all.push(r);
      targets = bestBy(all, noise);
    }
  }
  if (targets.length === 0 || targets.includes(z)) return { steps: [], view };
  const steps: number[] = [];
  for (const t of targets) for (const m of view.firstSteps(z, t)) if (!steps.includes(m)) steps.push(m);
  steps.sort((a, b) => a - b);
  return { steps, view };
}

function bestBy(zones: number[], noise: Int32Array): number[] {
  let best = -1;
  let out: number[] = [];
  for (const z of zones) {
    const v = noise[z]!;
    if (v > best) {
      best = v;
      out = [z];
    } else if (v === best) out.push(z);
  }
  return out;
}
