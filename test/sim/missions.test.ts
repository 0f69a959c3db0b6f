import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.ts';
import { rulesetModulePath } from '../../src/games/index.ts';
import { MISSIONS_DIR, listMissions, resolveMission } from '../../src/sim/missions.ts';

const fixture = fileURLToPath(new URL('../fixtures/fake.zmap', import.meta.url));

describe('resolveMission', () => {
  it('finds a mission by id and by unique prefix', () => {
    const byId = resolveMission('season1/00-tutorial');
    expect(byId).toEqual({ id: 'season1/00-tutorial', file: path.join(MISSIONS_DIR, 'season1', '00-tutorial.zmap'), game: 'season1' });
    expect(resolveMission('season1/00')).toEqual(byId);
  });

  it('takes a path and reads the game from the "game:" header line', () => {
    expect(resolveMission(fixture)).toEqual({ id: fixture, file: fixture, game: 'fake' });
  });

  it('maps a path inside missions/ back to its id', () => {
    expect(resolveMission(path.join(MISSIONS_DIR, 'season1', '00-tutorial.zmap')).id).toBe('season1/00-tutorial');
  });

  it('lists the available ids for an unknown mission', () => {
    expect(() => resolveMission('season1/99-nope')).toThrow(UserError);
    expect(() => resolveMission('season1/99-nope')).toThrow(/unknown mission "season1\/99-nope".*season1\/00-tutorial/);
    expect(listMissions().map((m) => m.id)).toContain('season1/00-tutorial');
  });

  it('says which header line is missing', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'zsim-mission-')), 'x.zmap');
    writeFileSync(file, 'name: No game\ngrid:\ngame: too-late\n');
    expect(() => resolveMission(file)).toThrow(/no "game:" line/);
  });
});

describe('resolveMission by name', () => {
  it('takes a mission\'s name as `zsim missions list` shows it, in any case', () => {
    expect(resolveMission('Small Town').id).toBe('season1/10-small-town');
    expect(resolveMission('small town').id).toBe('season1/10-small-town');
    expect(resolveMission('Danse Macabre (Tutorial)').id).toBe('black-plague/00-danse-macabre');
    expect(() => resolveMission('Smaller Town')).toThrow(UserError);
  });
});

describe('rulesetModulePath', () => {
  it('points at src/games/<game>/index.ts and rejects unknown games', () => {
    expect(rulesetModulePath('season1')).toMatch(/src[/\\]games[/\\]season1[/\\]index\.ts$/);
    expect(() => rulesetModulePath('season9')).toThrow(/unknown game "season9"; known games: season1/);
  });
});
