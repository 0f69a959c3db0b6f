/** Aggressive: hunts zombies for XP to level up fast, draws them in with noise, searches only when unarmed. */
import { cardValue, persona, threat, zombiesAt } from '../src/games/season1/strategy-kit.ts';
import * as bp from '../src/games/black-plague/strategy-kit.ts';

const description = 'hunts zombies for XP, draws them in with noise, levels up fast';

/** The persona's adjustment, for either rule system's kit. */
function aggressive(armed: boolean, type: string, base: number, zombiesThere: number, quiet: () => boolean): number {
  switch (type) {
    case 'attack':
      return base + 300 + 20 * zombiesThere;
    case 'move':
      return armed ? base + 40 * Math.min(3, zombiesThere) : base;
    case 'make-noise': // once per turn, when armed and nothing is close: call them in
      return armed && quiet() ? 160 : base;
    case 'search':
      return armed ? base - 100 : base;
    default:
      return base;
  }
}

export default bp.withBlackPlague(
  persona('aggressive', description, (v, s, a, base) => {
    const zone = a.type === 'attack' ? a.attack.zone : a.type === 'move' ? a.to : s.zone;
    return aggressive(cardValue(s.slots[0]) + cardValue(s.slots[1]) > 0.5, a.type, base, zombiesAt(v, zone), () => v.noise[s.zone] === 0 && threat(v, s.zone) === 0);
  }),
  bp.bpPersona('aggressive', description, (v, s, a, base) => {
    const zone = a.type === 'attack' ? a.attack.zone : a.type === 'move' ? a.to : s.zone;
    return aggressive(bp.cardValue(s.slots[0]) + bp.cardValue(s.slots[1]) > 0.5, a.type, base, bp.zombiesAt(v, zone), () => v.noise[s.zone] === 0 && bp.threat(v, s.zone) === 0);
  }),
);
