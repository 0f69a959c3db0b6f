import { describe, expect, it } from 'vitest';
import { replayCommand } from '../../src/cli/replay.ts';

describe('replayCommand', () => {
  it('names every input of the game, quoting what the shell would split', () => {
    expect(replayCommand({ mission: 'season1/00-tutorial', seed: '42', game: 17, strategy: 'greedy', survivors: ['Amy', 'Doug'], rules: {}, strategyOptions: {} })).toBe(
      'npx zsim replay --mission season1/00-tutorial --seed 42 --game 17 --strategy greedy --survivors Amy,Doug',
    );
    expect(replayCommand({ mission: 'season1/00-tutorial', seed: '1', game: 2, strategy: 'random', survivors: ['Amy'], rules: { players: '1', 'xp-thresholds': '7, 19, 44' }, strategyOptions: { rollouts: '4' } })).toBe(
      "npx zsim replay --mission season1/00-tutorial --seed 1 --game 2 --strategy random --survivors Amy --rule players=1 --rule 'xp-thresholds=7, 19, 44' --strategy-opt rollouts=4",
    );
    expect(replayCommand({ mission: 'my maps/x.zmap', seed: "it's", game: 0, strategy: './s.ts', survivors: ['Amy'], rules: {}, strategyOptions: {} })).toBe(
      `npx zsim replay --mission 'my maps/x.zmap' --seed 'it'\\''s' --game 0 --strategy ./s.ts --survivors Amy`,
    );
  });
});
