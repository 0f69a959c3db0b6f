/** Help that teaches and no dead ends: short aliases, suggestions, refused ambiguities, useful defaults. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/cli.ts';
import { expectUsageError, zsim, zsimDuring, zsimOnTerminal } from './zsim.ts';

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

describe('runs that start at once', () => {
  const SLOW = fileURLToPath(new URL('../fixtures/slow-strategy.ts', import.meta.url));

  it('the progress bar shows on a terminal from the start, with --json too, and counts games inside a batch as they end', async () => {
    // One batch of 12 slow games (about 0.15 s each): without the heartbeats the bar would stay at 0 until it ends.
    const r = await zsimOnTerminal('run', '--games', '12', '--workers', '1', '--batch-size', '12', '--strategy', SLOW, '--strategy-opt', 'delay-us=1000', '--json');
    expect(r.status, r.stderr).toBe(0);
    const frames = r.stderr.split('\r\x1b[K').filter(Boolean);
    expect(frames[0]).toMatch(/ 0\/12 games · starting/);
    const counts = frames.map((f) => Number(/ (\d+)\/12 games/.exec(f)?.[1]));
    expect(counts.some((n) => n > 0 && n < 12), frames.join('\n')).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(JSON.parse(r.stdout).games).toBe(12);
  });
});

describe('files written', () => {
  const tmp = () => mkdtempSync(path.join(tmpdir(), 'zsim-wrote-'));

  it('each file written is named after the text summary, and every file named exists', async () => {
    const dir = tmp();
    const [out, report] = [path.join(dir, 'results'), path.join(dir, 'report.html')];
    const r = await zsim('run', '--games', '20', '--out', out, '--report', report);
    expect(r.status, r.stderr).toBe(0);
    const wrote = /^wrote (\S+) \((.+)\)\nwrote (\S+)\n$/m.exec(r.stdout.slice(r.stdout.indexOf('\nwrote ') + 1));
    expect(wrote, r.stdout).not.toBeNull();
    expect(wrote![1]).toBe(out);
    expect(wrote![3]).toBe(report);
    const named = wrote![2]!.split(', ');
    expect(named).toEqual(expect.arrayContaining(['games.jsonl', 'summary.json', 'stats.json', 'games.csv', 'run.json']));
    expect([...named].sort()).toEqual(readdirSync(out).sort());
    expect(r.stdout.indexOf('recordsHash')).toBeLessThan(r.stdout.indexOf('wrote '));
  });

  it('with --json the names go to stderr, so stdout stays one JSON value (compare and balance too)', async () => {
    const dir = tmp();
    for (const args of [['run', '--games', '5'], ['compare', '--strategies', 'greedy,random', '--games', '5'], ['balance', '--survivors', 'Amy,Doug,Josh', '--size', '2', '--games', '5']]) {
      const report = path.join(dir, `${args[0]}.html`);
      const r = await zsim(...args, '--report', report, '--json');
      expect(r.status, r.stderr).toBe(0);
      expect(() => JSON.parse(r.stdout)).not.toThrow();
      expect(r.stderr).toContain(`wrote ${report}\n`);
      expect(existsSync(report)).toBe(true);
    }
  });

  it('the summary is printed before any output file is attempted: a report that cannot be written loses no figures', async () => {
    const dir = tmp();
    const folder = path.join(dir, 'gone');
    mkdirSync(folder);
    // The folder passes the check before the games, then becomes a file while they are played.
    const r = await zsimDuring(async () => {
      rmSync(folder, { recursive: true });
      writeFileSync(folder, '');
    }, 'run', '--games', '200', '--report', path.join(folder, 'r.html'));
    expect(r.status).not.toBe(0);
    expect(r.stdout).toMatch(/wins +\d+\/200/);
    expect(r.stdout).toContain('recordsHash');
    expect(r.stderr).toContain(folder);
    expect(r.stderr).not.toContain('    at ');
  });
});

describe('a broken strategy, located', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zsim-strategy-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const broken = "export default {\n  name: 'bad',\n  create: () => ({ choose( => 0 }),\n};\n";
  const column = broken.split('\n')[2]!.indexOf('=>', 20) + 1;

  it('a syntax error is reported as file:line:col in one paragraph (.ts, and .mjs where Node names no place)', async () => {
    for (const name of ['bad.ts', 'bad.mjs']) {
      const file = write(name, broken);
      expectUsageError(await zsim('run', '--games', '1', '--strategy', file), new RegExp(`${file.replace(/[.\\/]/g, '\\$&')}:3:${column}: syntax error`));
    }
  });

  it('a strategy that throws shows its stack under --verbose and in zsim replay', async () => {
    const file = write('thrower.ts', [
      'function deep(n: number): number {',
      "  if (n > 2) throw new Error('boom');",
      '  return deep(n + 1);',
      '}',
      "export default { name: 'thrower', description: 'throws', games: [], create: () => ({ choose: () => deep(0) }) };",
      '',
    ].join('\n'));
    const quiet = await zsim('run', '--games', '2', '--strategy', file);
    expect(quiet.status).toBe(3);
    expect(quiet.stderr).not.toContain('at deep');
    const verbose = await zsim('run', '--games', '2', '--strategy', file, '--verbose');
    expect(verbose.status).toBe(3);
    expect(verbose.stderr).toMatch(/the first error, game 0, replayed:\n +strategy threw on a "\w+" decision: boom\n +at deep \(.*thrower\.ts:2:\d+\)/);
    const replay = await zsim('replay', '--game', '0', '--strategy', file);
    expect(replay.stdout).toMatch(/!! +at deep \(.*thrower\.ts:2:\d+\)/);
  });
});

describe('help that teaches', () => {
  const commandLines = [...COMMANDS.filter((c) => c !== 'missions').map((c) => [c]), ['missions'], ['missions', 'list'], ['missions', 'show'], ['missions', 'validate']];

  it.each(commandLines.map((c) => [c.join(' '), c]))('zsim %s --help: 2-3 examples, options grouped, exit codes', async (_name, words) => {
    const r = await zsim(...(words as string[]), '--help');
    expect(r.status).toBe(0);
    const sections = new Map(r.stdout.split(/\n(?=\S[^\n]*:\n)/).map((block) => [block.slice(0, block.indexOf('\n')), block]));
    const examples = sections.get('Examples:') ?? '';
    const exampleLines = examples.split('\n').filter((l) => l.startsWith(`  zsim ${(words as string[]).join(' ')}`));
    expect(exampleLines.length, r.stdout).toBeGreaterThanOrEqual(2);
    expect(exampleLines.length).toBeLessThanOrEqual(3);
    expect(sections.get('Exit codes:'), r.stdout).toMatch(/\n +0 +done\n/);
    expect(sections.get('Exit codes:')).toMatch(/\n +2 +a mistake/);
    // Only --help and --version stay in the catch-all group; every other option is in a named group.
    const ungrouped = (sections.get('Options:') ?? '').split('\n').filter((l) => /^\s+(-\w, )?--/.test(l)).map((l) => /--([\w-]+)/.exec(l)![1]);
    expect(ungrouped, r.stdout).toEqual(['help', 'version']);
  });

  it('the groups are the four of the issue, in order, where a command has such options', async () => {
    const r = await zsim('run', '--help');
    const titles = r.stdout.split('\n').filter((l) => /^\S.*:$/.test(l));
    expect(titles).toEqual(['What to play:', 'How many:', 'Output:', 'Advanced:', 'Options:', 'Examples:', 'Exit codes:']);
    expect(r.stdout).toMatch(/\n +3 +done, but some games ended in an error/);
    expect(r.stdout).toMatch(/\n +130 +interrupted/);
  });
});
