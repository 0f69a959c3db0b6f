/**
 * The default: fight what is in reach, search to arm up, open the way and walk to the mission's
 * next goal (objectives, exits, spawn zones, the bunker), never shoot into a friend, spread the
 * wounds; Season 1's team plans (car escape, cards carried out, gathering) come with the scores.
 * Its rules are each game's default scores.
 */
import { persona } from '../src/strategy/persona.ts';

export default persona(
  'greedy',
  'the default: fight what is in reach, search to arm up, head for the next goal, spread the wounds',
  (_action, base) => base,
);
