/**
 * Personas: strategies written once for every game. A persona adjusts the game's default (greedy) score of each
 * legal action, reading the action through the shared vocabulary (ActionFacts in src/games/types.ts); each game
 * maps its own actions onto that vocabulary (its StrategySupport.personas), so a persona imports no game.
 */
import type { ActionScore, StrategyModule } from '../games/types.ts';

export type { ActionFacts, ActionScore } from '../games/types.ts';

/** A complete strategy from an action score, for every game that describes its actions (docs/strategies.md). */
export function persona(name: string, description: string, score: ActionScore): StrategyModule {
  return {
    name,
    description,
    games: [],
    needs: ['personas'],
    score,
    create(ctx) {
      const adapter = ctx.support?.personas;
      if (!adapter) throw new Error(`strategy "${name}" needs a game that describes its actions to personas, and ${ctx.game} does not`);
      return adapter.strategy(score);
    },
  };
}
