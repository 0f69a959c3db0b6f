import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/games/types.ts';
import { missingSupport } from '../../src/sim/setup.ts';
import { STRATEGIES_DIR, listStrategies, loadStrategy, resolveStrategy } from '../../src/sim/strategies.ts';

const fixture = fileURLToPath(new URL('../fixtures/fake-strategy.ts', import.meta.url));

describe('resolveStrategy', () => {
  it('finds a name in strategies/ and accepts a path', () => {
    expect(resolveStrategy('random')).toBe(path.join(STRATEGIES_DIR, 'random.ts'));
    expect(resolveStrategy(fixture)).toBe(fixture);
    expect(resolveStrategy(path.relative(process.cwd(), fixture))).toBe(fixture);
  });

  it('lists the available names for an unknown strategy', () => {
    expect(listStrategies()).toEqual(expect.arrayContaining(['greedy', 'random']));
    expect(() => resolveStrategy('nope')).toThrow(/unknown strategy "nope".*available strategies: .*random/);
    expect(() => resolveStrategy('../src/cli/main')).toThrow(/unknown strategy/);
  });
});

describe('loadStrategy', () => {
  it('returns the default export of a strategy file', async () => {
    const s = await loadStrategy(fixture);
    expect(s.name).toBe('fake-random');
    expect(typeof s.create).toBe('function');
  });

  it('explains what is wrong with a module that is not a strategy', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zsim-strategy-'));
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    await expect(loadStrategy(write('none.mjs', 'export const x = 1;\n'))).rejects.toThrow(/not a strategy: the default export is missing/);
    await expect(loadStrategy(write('noname.mjs', 'export default { create() {} };\n'))).rejects.toThrow(/needs a non-empty string "name"/);
    await expect(loadStrategy(write('nocreate.mjs', 'export default { name: "x" };\n'))).rejects.toThrow(/needs a function "create/);
    await expect(loadStrategy(write('broken.mjs', 'export default {\n'))).rejects.toThrow(/could not be loaded/);
  });
});

describe('what a strategy needs of a game', () => {
  it('personas need the game to describe its actions, the expert a forward model too; both shipped games offer both', async () => {
    const fake = (await import('../fixtures/fake-ruleset.ts')).default as Ruleset;
    const season1 = (await import('../../src/games/season1/index.ts')).default as Ruleset;
    const blackPlague = (await import('../../src/games/black-plague/index.ts')).default as Ruleset;
    const greedy = await loadStrategy(resolveStrategy('greedy'));
    const expert = await loadStrategy(resolveStrategy('expert'));
    const random = await loadStrategy(resolveStrategy('random'));
    expect(missingSupport(greedy, fake)).toEqual(['personas']);
    expect(missingSupport(expert, fake)).toEqual(['personas', 'forward']);
    expect(missingSupport(random, fake)).toEqual([]);
    for (const game of [season1, blackPlague]) for (const s of [greedy, expert, random]) expect(missingSupport(s, game)).toEqual([]);
  });
});
