/** Looter: searches every room it can for better weapons before it goes looking for a fight. */
import { cardValue, persona, zombiesAt } from '../src/games/season1/strategy-kit.ts';
import * as bp from '../src/games/black-plague/strategy-kit.ts';

const description = 'searches every room for better weapons before going looking for a fight';

/** `carried`: value of the cards carried; `here`/`there`: zombies in the Survivor's zone and in a move's destination; `room`: that destination is a room. */
function looter(type: string, base: number, carried: number, here: number, there: () => number, room: () => boolean): number {
  switch (type) {
    case 'search':
      return here === 0 ? 700 : base;
    case 'move':
      return carried < 6 && room() && there() === 0 ? base + 150 : base;
    case 'attack':
      return carried < 2 && here === 0 ? base - 200 : base;
    default:
      return base;
  }
}

export default bp.withBlackPlague(
  persona('looter', description, (v, s, a, base) => {
    const to = a.type === 'move' ? a.to : s.zone;
    return looter(a.type, base, s.slots.reduce((t, c) => t + cardValue(c), 0), zombiesAt(v, s.zone), () => zombiesAt(v, to), () => v.mission.map.zones[to]!.room);
  }),
  bp.bpPersona('looter', description, (v, s, a, base) => {
    const to = a.type === 'move' ? a.to : s.zone;
    return looter(a.type, base, s.slots.reduce((t, c) => t + bp.cardValue(c), 0), bp.zombiesAt(v, s.zone), () => bp.zombiesAt(v, to), () => v.mission.map.zones[to]!.room && !v.mission.vault[to]);
  }),
);
