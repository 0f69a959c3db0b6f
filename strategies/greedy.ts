/**
 * The default: fight what is in reach, search to arm up, open the way and walk to the mission's
 * next goal (objectives, exits, spawn zones, the bunker), never shoot into a friend, spread the
 * wounds. It does not plan car escapes. Its rules are the kit's default scores.
 */
import { persona } from '../src/games/season1/strategy-kit.ts';

export default persona(
  'greedy',
  'the default: fight what is in reach, search to arm up, head for the next goal, spread the wounds',
  (_v, _s, _a, base) => base,
);
