/**
 * Cautious: stays with the group, clears its zone and shoots what it can reach rather than walk
 * into zombies, and avoids ending a move where many zombies can reach it.
 */
import { persona } from '../src/strategy/persona.ts';

export default persona('cautious', 'stays grouped, shoots before walking in, never ends a move where many zombies can reach it', (a, base) => {
  switch (a.type) {
    case 'attack':
      return base + (a.ranged && a.target !== a.zone ? 150 : 100);
    case 'move': {
      const to = a.target;
      if (a.zombiesAt(to) > 0 && a.zombiesAt(a.zone) === 0) return -300; // never walk into zombies
      const group = a.groupZone();
      const closer = group >= 0 && a.distance(to, group) < a.distance(a.zone, group) ? 40 : 0;
      return base - 40 * a.threat(to) + closer;
    }
    case 'open-door':
      return a.threat(a.zone) > 0 ? -100 : base;
    case 'end-turn':
      return a.threat(a.zone) === 0 ? 20 : base;
    default:
      return base;
  }
});
