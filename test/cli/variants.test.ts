/** What if we change a rule: `zsim compare --variants` plays rule variants of one mission on the same seeds. */
import { describe, expect, it } from 'vitest';
import { ruleVariants } from '../../src/cli/compare.ts';
import { expectUsageError, zsim } from './zsim.ts';

describe('zsim compare --variants', () => {
  it('parses variants separated by |, keys joined by ;, an empty one being the mission as written', () => {
    expect(ruleVariants('|players=2;objective-xp=5')).toEqual([{}, { players: '2', 'objective-xp': '5' }]);
    expect(ruleVariants('xp-thresholds=7,19,44|players=3')).toEqual([{ 'xp-thresholds': '7,19,44' }, { players: '3' }]);
    expect(() => ruleVariants('players')).toThrow(/KEY=VALUE/);
  });

  it('each arm plays exactly the games zsim run plays with that rule, and the pair is compared on the same seeds', async () => {
    const common = ['--mission', 'season1/02-y-zone', '--games', '30', '--seed', 'variants'];
    const r = await zsim('compare', ...common, '--variants', '|players=2', '--json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { arms: { arm: string; wins: number; rules: Record<string, string> }[]; pairs: { games: number }[]; command: string };
    expect(out.arms.map((a) => [a.arm, a.rules])).toEqual([['as written', {}], ['players=2', { players: '2' }]]);
    const asWritten = JSON.parse((await zsim('run', ...common, '--json')).stdout) as { wins: number };
    const twoPlayers = JSON.parse((await zsim('run', ...common, '--rule', 'players=2', '--json')).stdout) as { wins: number };
    expect(out.arms.map((a) => a.wins)).toEqual([asWritten.wins, twoPlayers.wins]);
    expect(out.pairs[0]!.games).toBe(30);
    expect(out.command).toContain("--variants '|players=2'");
  });

  it('a variant with a mistake is refused before any game, naming it', async () => {
    expectUsageError(await zsim('compare', '--variants', 'players|players=2'), /--variants needs KEY=VALUE pairs.*"players"/);
    expectUsageError(await zsim('compare', '--variants', '|no-such-key=1', '--games', '5'), /no-such-key/);
  });
});
