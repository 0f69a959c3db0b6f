import { describe, expect, it } from 'vitest';
import { replayCommand } from '../../src/cli/replay.ts';

describe('replayCommand', () => {
  it('names every input of the game, quoting what the shell would split', () => {
    expect(replayCommand({ mission: 'season1/00-tutorial', seed: '42', game: 17, strategy: 'greedy', survivors: ['Amy', 'Doug'] })).toBe(
      'npx zsim replay --mission season1/00-tutorial --seed 42 --game 17 --strategy greedy --survivors Amy,Doug',
    );
    expect(replayCommand({ mission: 'my maps/x.zmap', seed: "it's", game: 0, strategy: './s.ts', survivors: ['Amy'] })).toBe(
      `npx zsim replay --mission 'my maps/x.zmap' --seed 'it'\\''s' --game 0 --strategy ./s.ts --survivors Amy`,
    );
  });
});
