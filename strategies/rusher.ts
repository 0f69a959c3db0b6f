/** Objective-rusher: the shortest safe path to the objectives and the exit; searches only for a door opener. */
import { persona } from '../src/strategy/persona.ts';

export default persona('rusher', 'runs the shortest safe path to the objectives and the exit; searches only for a door opener', (a, base) => {
  switch (a.type) {
    case 'move':
      return base > 0 ? 2 * base - 80 * a.zombiesAt(a.target) : base;
    case 'search':
      return a.hasOpener() ? -100 : base;
    case 'attack':
      return a.zombiesAt(a.zone) > 0 ? base : base - 300; // fight only what blocks the way
    default:
      return base;
  }
});
