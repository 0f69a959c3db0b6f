/** Help that teaches and no dead ends: short aliases, suggestions, refused ambiguities, useful defaults. */
import { describe, expect, it } from 'vitest';
import { expectUsageError, zsim } from './zsim.ts';

describe('help and version', () => {
  it('-h and -V are --help and --version', async () => {
    const [h, help] = [await zsim('run', '-h'), await zsim('run', '--help')];
    expect(h.status).toBe(0);
    expect(h.stdout).toBe(help.stdout);
    expect(h.stdout).toContain('--games');
    const [v, version] = [await zsim('-V'), await zsim('--version')];
    expect(v.status).toBe(0);
    expect(v.stdout).toBe(version.stdout);
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('mistakes named', () => {
  it('an unknown command gets the nearest one suggested', async () => {
    expectUsageError(await zsim('runn', '--games', '5'), /unknown command or argument "runn" \(did you mean "run"\?\)/);
    expectUsageError(await zsim('balanse'), /did you mean "balance"\?/);
  });

  it('a flag given twice is an error naming it and both values (--rule and --strategy-opt may repeat)', async () => {
    expectUsageError(await zsim('run', '--games', '5', '--seed', '3', '--seed', '4'), /--seed is given 2 times \(3, 4\)/);
    expectUsageError(await zsim('run', '--games=5', '--games=6'), /--games is given 2 times \(5, 6\)/);
    const r = await zsim('run', '--games', '5', '--rule', 'players=6', '--rule', 'objective-xp=5', '--json');
    expect(r.status, r.stderr).toBe(0);
  });

  it('--strategy-opt for a strategy that takes no settings is refused before any game', async () => {
    expectUsageError(await zsim('run', '--games', '5', '--strategy', 'greedy', '--strategy-opt', 'rollouts=3'), /strategy "greedy" takes no settings.*rollouts=3/);
    expectUsageError(await zsim('replay', '--game', '0', '--strategy', 'random', '--strategy-opt', 'x=1'), /strategy "random" takes no settings/);
    expectUsageError(await zsim('compare', '--strategies', 'greedy,random', '--games', '5', '--strategy-opt', 'rollouts=3'), /no strategy here takes settings \(greedy, random\)/);
    // Beside the expert, which takes them, a persona ignores the settings.
    const mixed = await zsim('compare', '--strategies', 'greedy,expert', '--games', '2', '--strategy-opt', 'rollouts=1', '--strategy-opt', 'horizon=1', '--json');
    expect(mixed.status, mixed.stderr).toBe(0);
  });
});

describe('zsim balance with no flags', () => {
  it('sweeps the lineups one smaller than the mission\'s (every survivor left out of one), not a single lineup', async () => {
    const r = await zsim('balance', '--games', '20', '--json');
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout) as { size: number; lineupsPlayed: number; survivors: { effect: unknown }[] };
    expect(s.size).toBe(5);
    expect(s.lineupsPlayed).toBe(6);
    expect(s.survivors.every((x) => x.effect !== null)).toBe(true);
  });
});

describe('survivor names', () => {
  it('are spelled as the game spells them, whatever case they were typed in', async () => {
    const r = await zsim('run', '--survivors', 'amy,DOUG,josh', '--games', '5', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { survivors: string[] }).survivors).toEqual(['Amy', 'Doug', 'Josh']);
  });
});

describe('output paths', () => {
  it('an --out or --report path that cannot be written is refused before any game, naming the path and the reason', async () => {
    // /proc takes no new files or folders (a recursive mkdir there used to spin at 100% CPU after the games).
    expectUsageError(await zsim('run', '--games', '5', '--out', '/proc/zsim-results'), /--out \/proc\/zsim-results: nothing can be written there \(ENOENT.*\).*No game was played/);
    expectUsageError(await zsim('run', '--games', '5', '--report', '/proc/zsim/report.html'), /--report \/proc\/zsim\/report.html: nothing can be written there/);
    expectUsageError(await zsim('compare', '--strategies', 'greedy,random', '--games', '5', '--report', '/proc/zsim.html'), /--report \/proc\/zsim.html: nothing can be written/);
  });
});
