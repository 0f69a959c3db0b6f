/** Looter: searches every room it can for better weapons before it goes looking for a fight. */
import { cardValue, persona, zombiesAt } from '../src/games/season1/strategy-kit.ts';

export default persona('looter', 'searches every room for better weapons before going looking for a fight', (v, s, a, base) => {
  const carried = s.slots.reduce((t, c) => t + cardValue(c), 0);
  switch (a.type) {
    case 'search':
      return zombiesAt(v, s.zone) === 0 ? 700 : base;
    case 'move':
      return carried < 6 && v.mission.map.zones[a.to]!.room && zombiesAt(v, a.to) === 0 ? base + 150 : base;
    case 'attack':
      return carried < 2 && zombiesAt(v, s.zone) === 0 ? base - 200 : base;
    default:
      return base;
  }
});
