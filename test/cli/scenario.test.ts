import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, zsim } from './zsim.ts';

const FIXTURES = 'test/fixtures/scenarios';

/** A copy of a fixture with one line replaced, in a temporary folder. */
function broken(fixture: string, from: string, to: string): string {
  const text = readFileSync(path.join(ROOT, FIXTURES, fixture), 'utf8');
  expect(text).toContain(from);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'zsim-scenario-')), fixture);
  writeFileSync(file, text.replace(from, to));
  return file;
}

function lineOf(file: string, text: string): number {
  return readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
}

describe('zsim scenario', () => {
  it('--json prints one JSON object: Doug shoots Ned and 3 Walkers (rulebook p. 16)', async () => {
    const r = await zsim('scenario', `${FIXTURES}/sub-mg-1.zscn`, '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.step).toBe('action Doug attack ranged b with Sub MG');
    expect(out.gameOver).toBeNull();
    expect(out.zones.b.zombies).toEqual({ walker: 1, runner: 2, fatty: 1 });
    expect(out.zones.a).toEqual({ zombies: {}, survivors: ['Doug'], noise: 1, permanentNoise: 0 });
    const [doug, ned] = out.survivors;
    expect(doug).toMatchObject({ name: 'Doug', zone: 'a', xp: 3, level: 'Blue', alive: true, hands: ['Sub MG', 'Sub MG'], backpack: [], actions: 2 });
    expect(ned).toMatchObject({ name: 'Ned', alive: false, wounds: 2 });
    expect(out.log).toBeUndefined();
  });

  it('--json reports the end of the game (Runner example 1)', async () => {
    const out = JSON.parse((await zsim('scenario', `${FIXTURES}/runners-1.zscn`, '--json')).stdout);
    expect(out.gameOver).toEqual({ outcome: 'loss', cause: 'all survivors dead' });
    expect(out.zones.a.zombies).toEqual({ runner: 3, fatty: 1 });
  });

  it('prints text, and the engine log with --log', async () => {
    const r = await zsim('scenario', `${FIXTURES}/machete.zscn`, '--log');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('step     action Wanda attack melee b with Machete');
    expect(r.stdout).toMatch(/^log\n {2}Wanda attacks with two Machetes\n {4}rolls 5 6 needing 4\+: 2 hits$/m);
    expect(r.stdout).toMatch(/^ {2}b {2}1 walker; survivors Wanda$/m);
    const json = JSON.parse((await zsim('scenario', `${FIXTURES}/machete.zscn`, '--json', '--log')).stdout);
    expect(json.log).toContain('  Wanda kills a fatty (+1 XP)');
  });

  it('a bad survivor name: exit 2 with file:line, no stack trace', async () => {
    const file = broken('machete.zscn', 'Wanda zone=b', 'Wandaa zone=b');
    const r = await zsim('scenario', file);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain('    at ');
    expect(r.stderr).toContain(`${file}:${lineOf(file, 'Wandaa')}: "Wandaa" is not a Season 1 Survivor`);
  });

  it('an illegal step: exit 2 with file:line and the legal actions', async () => {
    const file = broken('machete.zscn', 'step: action Wanda attack melee b with Machete', 'step: action Wanda move c');
    const r = await zsim('scenario', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${file}:${lineOf(file, 'step:')}: step: "move c" is not a legal action for Wanda here`);
    expect(r.stderr).toContain('the legal actions are: attack melee b with Machete; reorganize; make-noise; end-turn');
  });

  it('a missing file or a header without game: exit 2', async () => {
    const r = await zsim('scenario', 'nope.zscn');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/nope\.zscn does not exist/);
    const file = broken('machete.zscn', 'game: season1', 'id: x');
    expect((await zsim('scenario', file)).stderr).toMatch(/:1: no "game:" line/);
  });
});
