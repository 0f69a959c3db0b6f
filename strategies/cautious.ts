/**
 * Cautious: stays with the group, clears its zone and shoots what it can reach rather than walk
 * into zombies, and avoids ending a move where many zombies can reach it.
 */
import { groupZone, persona, threat, zombiesAt } from '../src/games/season1/strategy-kit.ts';
import * as bp from '../src/games/black-plague/strategy-kit.ts';

const description = 'stays grouped, shoots before walking in, never ends a move where many zombies can reach it';

/** What the persona needs of a rule system's kit. */
interface Kit<V> {
  zombiesAt(v: V, z: number): number;
  threat(v: V, z: number): number;
  group(v: V): number;
  dist(v: V, a: number, b: number): number;
}

function cautious<V>(k: Kit<V>, v: V, zone: number, a: { type: string; ranged?: boolean; target?: number; to?: number }, base: number): number {
  switch (a.type) {
    case 'attack':
      return base + (a.ranged && a.target !== zone ? 150 : 100);
    case 'move': {
      const to = a.to!;
      if (k.zombiesAt(v, to) > 0 && k.zombiesAt(v, zone) === 0) return -300; // never walk into zombies
      const group = k.group(v);
      const closer = group >= 0 && k.dist(v, to, group) < k.dist(v, zone, group) ? 40 : 0;
      return base - 40 * k.threat(v, to) + closer;
    }
    case 'open-door':
      return k.threat(v, zone) > 0 ? -100 : base;
    case 'end-turn':
      return k.threat(v, zone) === 0 ? 20 : base;
    default:
      return base;
  }
}

export default bp.withBlackPlague(
  persona('cautious', description, (v, s, a, base) =>
    cautious({ zombiesAt, threat, group: (w) => groupZone(w, s), dist: (w, x, y) => w.view.dist[x * w.graph.n + y]! }, v, s.zone,
      a.type === 'attack' ? { type: a.type, ranged: a.attack.ranged, target: a.attack.zone } : a.type === 'move' ? { type: a.type, to: a.to } : a, base)),
  bp.bpPersona('cautious', description, (v, s, a, base) =>
    cautious({ zombiesAt: bp.zombiesAt, threat: bp.threat, group: (w) => bp.groupZone(w, s), dist: (w, x, y) => w.view.dist[x * w.graph.n + y]! }, v, s.zone,
      a.type === 'attack' ? { type: a.type, ranged: a.attack.mode !== 'melee', target: a.attack.zone } : a.type === 'move' ? { type: a.type, to: a.to } : a, base)),
);
