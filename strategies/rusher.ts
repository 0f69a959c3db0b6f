/** Objective-rusher: the shortest safe path to the objectives and the exit; searches only for a door opener. */
import { hasOpener, persona, zombiesAt } from '../src/games/season1/strategy-kit.ts';

export default persona('rusher', 'runs the shortest safe path to the objectives and the exit; searches only for a door opener', (v, s, a, base) => {
  switch (a.type) {
    case 'move':
      return base > 0 ? 2 * base - 80 * zombiesAt(v, a.to) : base;
    case 'search':
      return hasOpener(s) ? -100 : base;
    case 'attack':
      return zombiesAt(v, s.zone) > 0 ? base : base - 300; // fight only what blocks the way
    default:
      return base;
  }
});
