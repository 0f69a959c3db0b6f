/** Looter: searches every room it can for better weapons before it goes looking for a fight. */
import { persona } from '../src/strategy/persona.ts';

export default persona('looter', 'searches every room for better weapons before going looking for a fight', (a, base) => {
  switch (a.type) {
    case 'search':
      return a.zombiesAt(a.zone) === 0 ? 700 : base;
    case 'move':
      return a.carriedValue() < 6 && a.searchable(a.target) && a.zombiesAt(a.target) === 0 ? base + 150 : base;
    case 'attack':
      return a.carriedValue() < 2 && a.zombiesAt(a.zone) === 0 ? base - 200 : base;
    default:
      return base;
  }
});
