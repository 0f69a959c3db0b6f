/** Aggressive: hunts zombies for XP to level up fast, draws them in with noise, searches only when unarmed. */
import { persona } from '../src/strategy/persona.ts';

export default persona('aggressive', 'hunts zombies for XP, draws them in with noise, levels up fast', (a, base) => {
  const armed = a.handsValue() > 0.5;
  switch (a.type) {
    case 'attack':
      return base + 300 + 20 * a.zombiesAt(a.target);
    case 'move':
      return armed ? base + 40 * Math.min(3, a.zombiesAt(a.target)) : base;
    case 'make-noise': // once per turn, when armed and nothing is close: call them in
      return armed && a.noiseAt(a.zone) === 0 && a.threat(a.zone) === 0 ? 160 : base;
    case 'search':
      return armed ? base - 100 : base;
    default:
      return base;
  }
});
