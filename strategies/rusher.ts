/** Objective-rusher: the shortest safe path to the objectives and the exit; searches only for a door opener. */
import { hasOpener, persona, zombiesAt } from '../src/games/season1/strategy-kit.ts';
import * as bp from '../src/games/black-plague/strategy-kit.ts';

const description = 'runs the shortest safe path to the objectives and the exit; searches only for a door opener';

/** `opener`: holds a door opener; `here`/`there`: zombies in the Survivor's zone and in a move's destination. */
function rusher(type: string, base: number, opener: () => boolean, here: () => number, there: () => number): number {
  switch (type) {
    case 'move':
      return base > 0 ? 2 * base - 80 * there() : base;
    case 'search':
      return opener() ? -100 : base;
    case 'attack':
      return here() > 0 ? base : base - 300; // fight only what blocks the way
    default:
      return base;
  }
}

export default bp.withBlackPlague(
  persona('rusher', description, (v, s, a, base) =>
    rusher(a.type, base, () => hasOpener(s), () => zombiesAt(v, s.zone), () => zombiesAt(v, a.type === 'move' ? a.to : s.zone))),
  bp.bpPersona('rusher', description, (v, s, a, base) =>
    rusher(a.type, base, () => bp.hasOpener(s), () => bp.zombiesAt(v, s.zone), () => bp.zombiesAt(v, a.type === 'move' ? a.to : s.zone))),
);
