/** Aggressive: hunts zombies for XP to level up fast, draws them in with noise, searches only when unarmed. */
import { cardValue, persona, threat, zombiesAt } from '../src/games/season1/strategy-kit.ts';

export default persona('aggressive', 'hunts zombies for XP, draws them in with noise, levels up fast', (v, s, a, base) => {
  const armed = cardValue(s.slots[0]) + cardValue(s.slots[1]) > 0.5;
  switch (a.type) {
    case 'attack':
      return base + 300 + 20 * zombiesAt(v, a.attack.zone);
    case 'move':
      return armed ? base + 40 * Math.min(3, zombiesAt(v, a.to)) : base;
    case 'make-noise': // once per turn, when armed and nothing is close: call them in
      return armed && v.noise[s.zone] === 0 && threat(v, s.zone) === 0 ? 160 : base;
    case 'search':
      return armed ? base - 100 : base;
    default:
      return base;
  }
});
