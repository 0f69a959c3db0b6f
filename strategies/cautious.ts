/**
 * Cautious: stays with the group, clears its zone and shoots what it can reach rather than walk
 * into zombies, and avoids ending a move where many zombies can reach it.
 */
import { groupZone, persona, threat, zombiesAt } from '../src/games/season1/strategy-kit.ts';

export default persona('cautious', 'stays grouped, shoots before walking in, never ends a move where many zombies can reach it', (v, s, a, base) => {
  switch (a.type) {
    case 'attack':
      return base + (a.attack.ranged && a.attack.zone !== s.zone ? 150 : 100);
    case 'move': {
      if (zombiesAt(v, a.to) > 0 && zombiesAt(v, s.zone) === 0) return -300; // never walk into zombies
      const group = groupZone(v, s);
      const n = v.graph.n;
      const closer = group >= 0 && v.view.dist[a.to * n + group]! < v.view.dist[s.zone * n + group]! ? 40 : 0;
      return base - 40 * threat(v, a.to) + closer;
    }
    case 'open-door':
      return threat(v, s.zone) > 0 ? -100 : base;
    case 'end-turn':
      return threat(v, s.zone) === 0 ? 20 : base;
    default:
      return base;
  }
});
