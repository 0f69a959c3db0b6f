/** The README's promises to a new user: the quick start, and a command for each question a designer asks. */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/cli.ts';
import { ROOT, zsim } from './zsim.ts';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const section = (title: string) => {
  const start = README.indexOf(`\n## ${title}\n`);
  expect(start, title).toBeGreaterThan(0);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
};

describe('the README', () => {
  it('quick start: its report comes from a mission whose outcome is in doubt', async () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(section('Quick start'))![1]!.trim().split('\n');
    expect(commands).toHaveLength(2);
    const args = commands[0]!.replace(/^npm install && npx zsim /, '').split(' ');
    const report = path.join(mkdtempSync(path.join(tmpdir(), 'zsim-readme-')), 'first.html');
    args[args.indexOf('--report') + 1] = report;
    const r = await zsim(...args, '--json');
    expect(r.status, r.stderr).toBe(0);
    const { winRate, lossesByCause } = JSON.parse(r.stdout) as { winRate: number; lossesByCause: Record<string, number> };
    // Neither a foregone win nor a foregone loss: every chart of the report has wins and losses to show.
    expect(winRate).toBeGreaterThan(0.05);
    expect(winRate).toBeLessThan(0.95);
    expect(Object.keys(lossesByCause).length).toBeGreaterThan(0);
    expect(existsSync(report)).toBe(true);
    expect(commands[1]).toBe('npm install && npm test');
  });

  it('answers each designer question with a zsim command, says npm test takes minutes and how to run zsim elsewhere', () => {
    const questions = section('Questions and the commands that answer them');
    for (const q of ['How hard is this mission?', 'Which strategy is better?', 'Is this lineup balanced?', 'What if we change a rule?', 'How was this game lost?']) {
      const at = questions.indexOf(`**${q}**`);
      expect(at, q).toBeGreaterThan(0);
      const answer = questions.slice(at, questions.indexOf('\n\n', at));
      const command = /`npx zsim (\w+)/.exec(answer);
      expect(command, q).not.toBeNull();
      expect(COMMANDS).toContain(command![1]);
    }
    expect(section('Quick start')).toMatch(/npm test[\s\S]*few minutes/);
    expect(section('Quick start')).toMatch(/npm link[\s\S]*node \/path\/to\/zsim\/src\/cli\/zsim\.mjs/);
  });
});
