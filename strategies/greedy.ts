/**
 * A sensible scripted default for Season 1: fight what is in reach, arm up by searching,
 * open the way and walk to the mission's next goal (objectives, exits, spawn zones, the bunker),
 * never shoot into a friend, spread the wounds. It does not plan car escapes.
 */
import type { Decision, StrategyModule } from '../src/games/types.ts';
import type { Action } from '../src/games/season1/actions.ts';
import type { Arrangement, Placement } from '../src/games/season1/inventory.ts';
import { type Card, type S1View, type Survivor, WOUNDED } from '../src/games/season1/state.ts';

type View = S1View;

function zombiesAt(v: View, z: number): number {
  const b = z * 4;
  return v.zombies[b]! + v.zombies[b + 1]! + v.zombies[b + 2]! + v.zombies[b + 3]!;
}

/** How much a card is worth holding: weapons by expected damage, door openers a bit more. */
function cardValue(c: Card | null | typeof WOUNDED | undefined): number {
  if (!c || c === WOUNDED) return 0;
  const d = c.def;
  if (d.kind === 'item') return d.trap ? 0 : 0.5;
  const hitChance = (7 - d.accuracy) / 6;
  return d.dice * hitChance * Math.min(d.damage, 2) * (d.kind === 'ranged' ? 1.1 : 1) + (d.opensDoors ? 1 : 0) + (d.dual ? 0.3 : 0);
}

/** Zones worth walking to for the current victory step (and objectives left, which unlock and give XP). */
function objectiveZones(v: View): number[] {
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
function routeLength(v: View, from: number): number {
  const n = v.graph.n;
  let best = 1e9;
  for (const t of objectiveZones(v)) {
    const d = v.graph.allOpen.dist[from * n + t]!;
    if (d >= 0 && d < best) best = d;
  }
  return best;
}

/** Leaving is right unless the Survivors must carry cards out and this one would leave them short. */
function leaveHelps(v: View, s: Survivor): boolean {
  const step = v.mission.victory[v.victoryStep];
  if (step?.kind !== 'escape-with') return true;
  const carried = [...v.survivors.filter((o) => o.left).flatMap((o) => o.slots), ...s.slots];
  return step.cards.every((def) => carried.some((c) => c !== null && c !== WOUNDED && c.def === def));
}

function hasOpener(s: Survivor): boolean {
  return s.slots.some((c) => c !== null && c !== WOUNDED && c.def.opensDoors);
}

function scoreAction(v: View, s: Survivor, a: Action): number {
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
    case 'move': {
      const n = v.graph.n;
      if (here > 0) return zombiesAt(v, a.to) === 0 ? 250 : 0;
      let progress = 0;
      for (const t of objectiveZones(v)) {
        const from = v.view.dist[s.zone * n + t]!;
        const to = v.view.dist[a.to * n + t]!;
        if (from >= 0 && to >= 0) progress = Math.max(progress, from - to);
      }
      if (progress === 0) progress = routeLength(v, s.zone) - routeLength(v, a.to);
      if (!hasOpener(s) && v.mission.map.zones[a.to]!.room) progress += 1;
      return progress > 0 ? 100 + 10 * progress - 20 * zombiesAt(v, a.to) : -10;
    }
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

function handsValue(s: Survivor, a: Arrangement): number {
  let v = 0;
  for (const c of s.slots) if (c !== null && c !== WOUNDED && a.hands.includes(c.uid)) v += cardValue(c);
  return v;
}

/** The value of the two best cards the survivor carries (what a reorganize could put in hand). */
function bestHandsValue(s: Survivor): number {
  let a = 0;
  let b = 0;
  for (const c of s.slots) {
    const v = cardValue(c);
    if (v > a) [a, b] = [v, a];
    else if (v > b) b = v;
  }
  return a + b;
}

function argmax<T>(items: readonly T[], score: (t: T) => number): number {
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

const KILL_ORDER = [1, 2, 0, 3]; // prefer Abomination, then Runner, Fatty, Walker (by type index W,R,F,A)

const greedy: StrategyModule<View> = {
  name: 'greedy',
  description: 'fight what is in reach, search to arm up, open the way to the nearest objective, spread the wounds',
  games: ['season1'],
  create: () => ({
    choose(v: View, d: Decision): number {
      const s = v.survivors[d.survivor];
      switch (d.kind) {
        case 'action':
          return argmax(d.options as Action[], (a) => scoreAction(v, s!, a));
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
    },
  }),
};

export default greedy;
