/** Picks uniformly among the legal options at every choice point (a baseline, and a rules fuzzer). */
import type { StrategyModule } from '../src/games/types.ts';

const random: StrategyModule = {
  name: 'random',
  description: 'uniform among the legal options at every decision',
  games: [],
  create: ({ random: rng }) => ({
    choose: (_view, decision) => Math.floor(rng() * decision.options.length),
  }),
};

export default random;
