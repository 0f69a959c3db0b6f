/**
 * The default: fight what is in reach, search to arm up, open the way and walk to the mission's
 * next goal (objectives, exits, spawn zones, the bunker), never shoot into a friend, spread the
 * wounds. It does not plan car escapes. Its rules are the kit's default scores.
 */
import { persona } from '../src/games/season1/strategy-kit.ts';
import { bpPersona, withBlackPlague } from '../src/games/black-plague/strategy-kit.ts';

const description = 'the default: fight what is in reach, search to arm up, head for the next goal, spread the wounds';

export default withBlackPlague(
  persona('greedy', description, (_v, _s, _a, base) => base),
  bpPersona('greedy', description, (_v, _s, _a, base) => base),
);
