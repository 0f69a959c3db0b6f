/** Zombie moves every Zombicide game shares: where zombies leaving a zone go, and how a group moves or splits. */
import type { GraphView, ZoneGraph } from '../../core/map.ts';
import type { GameObserver, Logger } from '../types.ts';

/**
 * Where zombies leaving zone `z` go (both rule systems): toward the noisiest zone in sight holding a Survivor they
 * see (`seen[zone]` not 0); else, in Season 1 (`noisiestReachable`), the noisiest zone they can reach ("verso la quale
 * esiste un percorso accessibile") and, with no noise within reach, the noisiest zone as if every door were open; in
 * Black Plague the noisiest zone of the map ("w kierunku najgłośniejszej Strefy najkrótszą możliwą drogą"), as if
 * every door were open when no open path leads there (the view returned is then the all-open one). Every first step of
 * every shortest path, sorted. `loud` is this activation's `loudest` of `noise` on `current`.
 */
export function stepsToward(
  graph: ZoneGraph, current: GraphView, z: number, noise: Int32Array, seen: Int32Array, noisiestReachable: boolean, loud: Int32Array,
): { steps: number[]; view: GraphView } {
  const n = graph.n;
  const row = z * n;
  let view = current;
  let toward = SEEN;
  let best = -1;
  for (const r of view.visible[z]!) if (seen[r] !== 0 && noise[r]! > best) best = noise[r]!;
  if (best < 0 && !noisiestReachable) {
    best = loud[n]!;
    if (best === 0) return { steps: [], view };
    // Some zone of the map's loudest noise is reachable when the loudest of this zone's connected part is as loud.
    toward = loud[view.part[z]!] === best ? REACHABLE : ANYWHERE;
    if (toward === ANYWHERE) view = graph.allOpen;
  } else if (best < 0) {
    toward = REACHABLE;
    best = loud[view.part[z]!]!;
    if (best === 0) {
      toward = ANYWHERE;
      view = graph.allOpen;
      best = loud[n]!;
      if (best === 0) return { steps: [], view };
    }
  }
  const steps: number[] = [];
  if (toward === SEEN) {
    for (const r of view.visible[z]!) if (seen[r] !== 0 && noise[r] === best && !addFirstSteps(view, z, r, steps)) return { steps: [], view };
  } else {
    for (let r = 0; r < n; r++) {
      if (noise[r] !== best || (toward === REACHABLE && view.dist[row + r]! < 0)) continue;
      if (!addFirstSteps(view, z, r, steps)) return { steps: [], view };
    }
  }
  steps.sort(ascending);
  return { steps, view };
}

/**
 * The loudest noise of each connected part of `view` (`loud[part]`, indexed by the part's zone id) and of the whole map
 * (`loud[n]`), worked out once for all the zones of an activation (`stepsToward`). `loud` holds n + 1 entries.
 */
export function loudest(view: GraphView, noise: Int32Array, loud: Int32Array): void {
  const n = noise.length;
  loud.fill(0);
  for (let r = 0; r < n; r++) {
    const v = noise[r]!;
    const p = view.part[r]!;
    if (v > loud[p]!) loud[p] = v;
    if (v > loud[n]!) loud[n] = v;
  }
}

/** What zombies go for (`stepsToward`): a Survivor they see, else the noise they can reach, else any noise. */
const SEEN = 0;
const REACHABLE = 1;
const ANYWHERE = 2;

/** Adds the first steps from `z` toward target `t` not yet in `steps`; false when the target is `z` itself (they stay). */
function addFirstSteps(view: GraphView, z: number, t: number, steps: number[]): boolean {
  if (t === z) return false;
  for (const m of view.firstSteps(z, t)) if (!steps.includes(m)) steps.push(m);
  return true;
}

const ascending = (a: number, b: number): number => a - b;

/** What moving zombie groups needs of a game: its zombie counts (`types` per zone), miniatures, statistics and log. */
export interface ZombieGroups {
  graph: ZoneGraph;
  zombies: Int32Array;
  onBoard: Int32Array;
  stats: { spawned: number; spawnedByType: Int32Array };
  log: Logger | undefined;
  observer: GameObserver<never> | undefined;
}

type Doors = { graph: ZoneGraph; view: GraphView; doorOpen: Uint8Array };

/** With no open path (`view` is not the current one), zombies move as if every door were open, but stop at closed doors. */
export function canStep(g: Doors, view: GraphView, from: number, to: number): boolean {
  if (view === g.view) return true;
  const c = g.graph.connection(from, to);
  return c === -1 || (c >= 0 && g.doorOpen[c] === 1);
}

/** The first steps of `steps` zombies in `from` can take (`canStep`). */
export function passableSteps(g: Doors, view: GraphView, from: number, steps: number[]): number[] {
  return view === g.view ? steps : steps.filter((m) => canStep(g, view, from, m));
}

/**
 * The ways a group in `from` splits over: every first step of its shortest ways (`steps`), or, when the mission
 * does not count a way through a closed door (`closed-door-split: ignore`), only the `passable` ones.
 */
export function splitWays(steps: number[], passable: number[], countClosed: boolean): number[] {
  return countClosed ? steps : passable;
}

/** `count` zombies of type `t` go from one zone to the next (into `delta`, applied when every group has moved). */
export function shiftGroup(g: ZombieGroups, types: number, names: readonly string[], delta: Int32Array, from: number, to: number, t: number, count: number): void {
  delta[from * types + t]! -= count;
  delta[to * types + t]! += count;
  g.log?.(`  ${count} ${names[t]}${count === 1 ? '' : 's'} ${g.graph.map.zones[from]!.label} -> ${g.graph.map.zones[to]!.label}`);
}

/**
 * Split `here` zombies of type `t` in zone `z` evenly over the `steps` branches (those not `passable` stay), adding
 * miniatures from the `supply` left so each branch gets ceil(here / k); with too few left the first branches get
 * the extra zombies (a spawn event at Danger Level `danger`). Returns true when the supply ran short.
 */
export function splitGroup(
  g: ZombieGroups, types: number, names: readonly string[], delta: Int32Array, z: number, steps: number[], passable: number[], t: number, here: number, supply: number,
  danger: number,
): boolean {
  const k = steps.length;
  const per = Math.ceil(here / k);
  const wanted = per * k - here;
  const added = Math.min(wanted, supply);
  g.onBoard[t]! += added;
  g.stats.spawned += added;
  g.stats.spawnedByType[t]! += added;
  delta[z * types + t]! += added;
  if (added > 0) (g.observer as GameObserver<ZombieGroups> | undefined)?.event({ type: 'spawn', zone: z, zombie: names[t]!, count: added, card: null, danger }, g);
  let left = here + added;
  g.log?.(`  ${here} ${names[t]}${here === 1 ? '' : 's'} in ${g.graph.map.zones[z]!.label} split ${k} ways${added ? ` (${added} added to balance)` : ''}`);
  for (const m of steps) {
    const c = Math.min(per, left);
    left -= c;
    if (c > 0 && passable.includes(m)) shiftGroup(g, types, names, delta, z, m, t, c);
  }
  return added < wanted;
}
