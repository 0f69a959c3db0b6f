/**
 * Helpers for writing Season 1 strategies (docs/strategies.md): board queries (zombies, threat,
 * goals, distances), card values, the default decision rules for every decision kind, and
 * `persona()`, which turns an action-scoring function into a complete strategy.
 */
import type { Decision, StrategyModule } from '../types.ts';
import type { Action } from './actions.ts';
import type { Arrangement, Placement } from './inventory.ts';
import { type Card, type S1View, type Survivor, WOUNDED } from './state.ts';

type View = S1View;

export function zombiesAt(v: View, z: number): number {
  const b = z * 4;
  return v.zombies[b]! + v.zombies[b + 1]! + v.zombies[b + 2]! + v.zombies[b + 3]!;
}

/** How much a card is worth holding: weapons by expected damage, door openers a bit more. */
export function cardValue(c: Card | null | typeof WOUNDED | undefined): number {
  if (!c || c === WOUNDED) return 0;
  const d = c.def;
  if (d.kind === 'item') return d.trap ? 0 : 0.5;
  const hitChance = (7 - d.accuracy) / 6;
  return d.dice * hitChance * Math.min(d.damage, 2) * (d.kind === 'ranged' ? 1.1 : 1) + (d.opensDoors ? 1 : 0) + (d.dual ? 0.3 : 0);
}

/** Zones worth walking to for the current victory step (and objectives left, which unlock and give XP). */
export function goalZones(v: View): number[] {
  const out: number[] = [];
  const t = v.mission.map.tokens;
  v.mission.map.tokens.objectives.forEach((o, i) => {
    if (!v.objectiveTaken[i]) out.push(o.zone);
  });
  const step = v.mission.victory[v.victoryStep];
  switch (step?.kind) {
    case 'escape-with':
    case 'escape-all':
      out.push(...t.exits);
      break;
    case 'leave-start':
      out.push(...t.start);
      break;
    case 'gather-spawn':
      out.push(...t.spawns.map((sp) => sp.zone));
      break;
    case 'neutralize-spawns':
      t.spawns.forEach((sp, i) => {
        if (!v.neutralized[i]) out.push(sp.zone);
      });
      break;
    case 'reach-empty':
      out.push(step.zone);
      break;
    case 'car-escape':
      out.push(...v.cars.map((c) => c.zone));
      break;
    default:
      break;
  }
  return out;
}

/** Steps from `from` to the nearest objective with every door open (the route to aim for). */
export function routeLength(v: View, from: number): number {
  return nearestRoute(v, from, goalZones(v));
}

/** Steps from `from` to the nearest of `goals` with every door open, 1e9 if none is reachable (both rule systems). */
export function nearestRoute(v: { graph: { n: number; allOpen: { dist: Int32Array } } }, from: number, goals: readonly number[]): number {
  const n = v.graph.n;
  let best = 1e9;
  for (const t of goals) {
    const d = v.graph.allOpen.dist[from * n + t]!;
    if (d >= 0 && d < best) best = d;
  }
  return best;
}

/** Leaving is right unless the Survivors must carry cards out and this one would leave them short. */
export function leaveHelps(v: View, s: Survivor): boolean {
  const step = v.mission.victory[v.victoryStep];
  if (step?.kind !== 'escape-with') return true;
  const carried = [...v.survivors.filter((o) => o.left).flatMap((o) => o.slots), ...s.slots];
  return step.cards.every((def) => carried.some((c) => c !== null && c !== WOUNDED && c.def === def));
}

export function hasOpener(s: Survivor): boolean {
  return s.slots.some((c) => c !== null && c !== WOUNDED && c.def.opensDoors);
}

/** The default (greedy) score of an action: higher is better. Personas adjust it. */
export function baseScore(v: View, s: Survivor, a: Action): number {
  const here = zombiesAt(v, s.zone);
  switch (a.type) {
    case 'take-objective':
      return 1000;
    case 'attack': {
      const friends = v.survivors.some((o) => o.alive && o !== s && o.zone === a.attack.zone);
      if (a.attack.ranged && friends) return -100;
      return 500 + zombiesAt(v, a.attack.zone);
    }
    case 'reorganize':
      return bestHandsValue(s) > cardValue(s.slots[0]) + cardValue(s.slots[1]) + 0.1 ? 400 : -50;
    case 'search': {
      const armed = cardValue(s.slots[0]) + cardValue(s.slots[1]);
      return here === 0 ? (armed < 2 || !hasOpener(s) ? 350 : 150) : -50;
    }
    case 'open-door': {
      const door = v.mission.map.doors[a.door]!;
      const far = Math.min(routeLength(v, door.a), routeLength(v, door.b));
      return far < routeLength(v, s.zone) ? 300 : 40;
    }
    case 'move':
      if (here > 0) return zombiesAt(v, a.to) === 0 ? 250 : 0;
      return progressScore(v, s.zone, a.to, goalZones(v), (z) => routeLength(v, z), () => !hasOpener(s), () => zombiesAt(v, a.to));
    case 'heal':
      return 450;
    case 'combine':
      return 600;
    case 'neutralize':
      return 950;
    case 'leave':
      return leaveHelps(v, s) ? 900 : -100;
    case 'search-car':
      return here === 0 ? 320 : -50;
    case 'loud':
    case 'give-action':
      return 10;
    case 'close-door':
    case 'get-in':
    case 'get-out':
    case 'change-seat':
    case 'drive':
    case 'load':
    case 'unload':
      return -150;
    case 'reload':
      return 200;
    case 'trade':
    case 'make-noise':
      return -200;
    case 'end-turn':
      return 0;
  }
}

/**
 * Greedy's score of a move from `from` to `to` (both rule systems): the progress toward the nearest goal by open
 * paths, else along the all-open `route`; a room counts one step more for a Survivor with no door opener.
 */
export function progressScore(
  v: { graph: { n: number }; view: { dist: Int32Array }; mission: { map: { zones: readonly { room: boolean }[] } } },
  from: number, to: number, goals: readonly number[], route: (z: number) => number, unarmed: () => boolean, zombiesThere: () => number,
): number {
  const n = v.graph.n;
  let progress = 0;
  for (const t of goals) {
    const a = v.view.dist[from * n + t]!;
    const b = v.view.dist[to * n + t]!;
    if (a >= 0 && b >= 0) progress = Math.max(progress, a - b);
  }
  if (progress === 0) progress = route(from) - route(to);
  if (unarmed() && v.mission.map.zones[to]!.room) progress += 1;
  return progress > 0 ? 100 + 10 * progress - 20 * zombiesThere() : -10;
}

export function handsValue(s: Survivor, a: Arrangement): number {
  let v = 0;
  for (const c of s.slots) if (c !== null && c !== WOUNDED && a.hands.includes(c.uid)) v += cardValue(c);
  return v;
}

/** The value of the two best cards the survivor carries (what a reorganize could put in hand). */
export function bestHandsValue(s: Survivor): number {
  let a = 0;
  let b = 0;
  for (const c of s.slots) {
    const v = cardValue(c);
    if (v > a) [a, b] = [v, a];
    else if (v > b) b = v;
  }
  return a + b;
}

export function argmax<T>(items: readonly T[], score: (t: T) => number): number {
  let best = 0;
  let bestScore = -Infinity;
  items.forEach((t, i) => {
    const sc = score(t);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  });
  return best;
}



/**
 * Zombies that could attack a survivor standing in `zone` in the next Zombies' Phase: those in
 * it, those one step away, and Runners two steps away (open paths only).
 */
export function threat(v: View, zone: number): number {
  const n = v.graph.n;
  let t = 0;
  for (let z = 0; z < n; z++) {
    const d = v.view.dist[z * n + zone]!;
    if (d < 0 || d > 2) continue;
    const b = z * 4;
    if (d <= 1) t += v.zombies[b]! + v.zombies[b + 1]! + v.zombies[b + 2]! + v.zombies[b + 3]!;
    else t += v.zombies[b + 1]!;
  }
  return t;
}

/** The zone where most of the other living survivors on the board stand (-1 if none). */
export function groupZone<S extends { alive: boolean; left?: boolean; zone: number }>(v: { survivors: readonly S[] }, self: S): number {
  const count = new Map<number, number>();
  for (const o of v.survivors) if (o !== self && o.alive && !o.left) count.set(o.zone, (count.get(o.zone) ?? 0) + 1);
  let best = -1;
  let most = 0;
  for (const [z, c] of count) if (c > most) [best, most] = [z, c];
  return best;
}

/** Expected hits of one attack: dice (doubled for Dual) times the chance a die hits. */
export function expectedHits(s: Survivor, a: Extract<Action, { type: 'attack' }>): number {
  const c = s.slots[a.attack.hands[0]!];
  if (!c || c === WOUNDED) return 0;
  return c.def.dice * a.attack.hands.length * Math.max(0, 7 - c.def.accuracy) / 6;
}

const KILL_ORDER = [1, 2, 0, 3]; // prefer Abomination, then Runner, Fatty, Walker (by type index W,R,F,A)

/** The default answer to every decision except the choice of action. */
export function defaultChoice(v: View, d: Decision): number {
  const s = v.survivors[d.survivor];
  switch (d.kind) {
    case 'arrange':
      return argmax(d.options as Arrangement[], (a) => handsValue(s!, a));
    case 'trade-cards':
      return d.options.length - 1; // the last option ends the exchanges
    case 'place-card': {
      const opts = d.options as Placement[];
      return argmax(opts, (p) => {
        const card = p.slot < 0 ? null : s!.slots[p.slot];
        const lost = p.discards === null ? 0 : p.slot < 0 ? 1 : cardValue(card);
        const hand = p.slot >= 0 && p.slot < 2 ? 1 : 0;
        return (p.slot < 0 ? -1 : 0) + hand * 0.5 - lost + (p.moveTo >= 0 ? 0.2 : 0);
      });
    }
    case 'take-wound':
      return argmax(d.options as Survivor[], (o) => -10 * o.wounds - o.slots.filter((c) => c !== null).length);
    case 'discard-for-wound':
      return argmax(d.options as Card[], (c) => -cardValue(c));
    case 'assign-hit':
      return argmax(d.options as number[], (t) => -KILL_ORDER.indexOf(t));
    case 'friendly-fire':
      return argmax(d.options as Survivor[], (o) => -o.wounds);
    case 'reroll': {
      const r = d.options[0] as { hits: number; dice: number; accuracy: number };
      return r.hits < (r.dice * (7 - r.accuracy)) / 6 ? 1 : 0;
    }
    default:
      return 0;
  }
}

/**
 * A complete strategy from an action score: at each "action" decision the highest-scoring legal
 * action is taken (the first on a tie); every other decision follows `defaultChoice`.
 * `score` gets the default score so a persona can adjust it rather than start from nothing.
 */
export function persona(name: string, description: string, score: (v: View, s: Survivor, a: Action, base: number) => number): StrategyModule<View> {
  return scoredStrategy(['season1'], name, description, defaultChoice, baseScore, score);
}

/** `persona` for any rule system: its games, its answer to the other decisions, its default action score. */
export function scoredStrategy<V extends { survivors: readonly S[] }, S, A>(
  games: readonly string[], name: string, description: string, answer: (v: V, d: Decision) => number,
  base: (v: V, s: S, a: A) => number, score: (v: V, s: S, a: A, base: number) => number,
): StrategyModule<V> {
  return {
    name,
    description,
    games,
    create: () => ({
      choose(v: V, d: Decision): number {
        if (d.kind !== 'action') return answer(v, d);
        const s = v.survivors[d.survivor]!;
        return argmax(d.options as A[], (a) => score(v, s, a, base(v, s, a)));
      },
    }),
  };
}
