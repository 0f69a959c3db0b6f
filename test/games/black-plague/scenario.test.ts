/**
 * Black Plague scenario files (docs/scenarios.md, "Black Plague"): the guide's worked examples as fixtures under
 * test/fixtures/scenarios/black-plague/, each checked against the outcome the guide states, and the format's
 * Black Plague additions and mistakes.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.ts';
import {
  type BpScenarioReport, parseBpScenario, playBpScenario, reportBpScenario, runBpScenario,
} from '../../../src/games/black-plague/scenario.ts';

const DIR = fileURLToPath(new URL('../../fixtures/scenarios/black-plague/', import.meta.url));
const play = (name: string): BpScenarioReport => runBpScenario(path.join(DIR, name)).json;
const survivor = (r: BpScenarioReport, name: string) => r.survivors.find((s) => s.name === name)!;
const zombies = (r: BpScenarioReport, label: string) => r.zones[label]?.zombies ?? {};

/** What the guide says each worked example ends with. */
const EXPECTED: Record<string, (r: BpScenarioReport) => void> = {
  'ranged-priority.zscn': (r) => {
    expect(r.step).toBe('action Nelly attack ranged b with Hand Crossbow');
    expect(zombies(r, 'b')).toEqual({ runner: 1, fatty: 1 });
    expect(r.zombiesKilled).toBe(1);
    expect(survivor(r, 'Nelly')).toMatchObject({ xp: 1, actions: 2, hands: ['Hand Crossbow', null], unloaded: ['Hand Crossbow'] });
    expect(r.log.join('\n')).toContain('the hit is absorbed by a fatty');
  },
  'melee-sword.zscn': (r) => {
    expect(zombies(r, 'b')).toEqual({ walker: 1 });
    expect(survivor(r, 'Clovis')).toMatchObject({ xp: 1, actions: 2 });
    expect(r.log.join('\n')).toContain('rolls 4 2 1 needing 4+: 1 hit');
  },
  'fireball.zscn': (r) => {
    expect(r.step).toBe('action Baldric attack magic b with Fireball');
    expect(r.zones.b).toBeUndefined();
    expect(r.zombiesKilled).toBe(3);
    expect(r.zones.a!.noise).toBe(1);
    // Spellcaster's free spell paid for the cast.
    expect(survivor(r, 'Baldric')).toMatchObject({ xp: 3, actions: 3 });
    expect(survivor(r, 'Baldric').freeActions.spell).toBe(0);
  },
  'armour-roll.zscn': (r) => {
    expect(survivor(r, 'Ann')).toMatchObject({ wounds: 1, alive: true, body: 'Plate Armor' });
    expect(r.wounds).toBe(1);
    expect(r.log.join('\n')).toMatch(/armour roll 3 \(3\+\) stops a Wound[\s\S]*armour roll 2 fails/);
  },
  'necromancer-flees.zscn': (r) => {
    expect(zombies(r, 'd')).toEqual({});
    expect(zombies(r, 'e')).toEqual({ necromancer: 1 });
    expect(r.spawns.map((s) => [s.zone, s.necromancer])).toEqual([['a', false], ['e', false], ['d', true]]);
    expect(r.gameOver).toBeNull();
  },
  'necromancer-escapes.zscn': (r) => {
    expect(zombies(r, 'e')).toEqual({});
    expect(r.log.join('\n')).toContain('the Necromancer escapes from e');
    // Its token at d stays, now a standard spawn token.
    expect(r.spawns).toContainEqual({ zone: 'd', colour: null, active: true, necromancer: false });
    expect(r.spawns).toHaveLength(3);
    expect(r.gameOver).toBeNull();
  },
  'door-roll-fails.zscn': (r) => {
    expect(survivor(r, 'Ann').actions).toBe(2);
    expect(r.zones.a!.noise).toBe(0);
    expect(r.zones.E).toBeUndefined();
    expect(r.zombiesSpawned).toBe(0);
  },
  'door-roll-opens.zscn': (r) => {
    expect(survivor(r, 'Ann').actions).toBe(2);
    expect(r.zones.a!.noise).toBe(1);
    expect(zombies(r, 'E')).toEqual({ fatty: 1 });
    expect(r.zombiesSpawned).toBe(1);
  },
  'spawn-three-zones.zscn': (r) => {
    expect(zombies(r, 'a')).toEqual({ fatty: 1 });
    expect(zombies(r, 'b')).toEqual({});
    expect(zombies(r, 'c')).toEqual({ walker: 1 });
    expect(r.zombiesSpawned).toBe(2);
  },
  'seven-wounds.zscn': (r) => {
    expect(survivor(r, 'Ann')).toMatchObject({ wounds: 7, alive: true });
    expect(r.woundLimit).toBe(10);
    expect(r.wounds).toBe(7);
  },
};

describe('Black Plague scenario fixtures: the guide\'s worked examples', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.zscn')).sort();

  it('has an expectation for every fixture, and a fixture for every expectation', () => expect(files).toEqual(Object.keys(EXPECTED).sort()));

  it.each(files)('%s', (file) => EXPECTED[file]!(play(file)));

  it('prints the zones, the spawn zones, the wound tracker, the Body slot and unloaded weapons', () => {
    const ranged = runBpScenario(path.join(DIR, 'ranged-priority.zscn')).text;
    expect(ranged).toContain('step     action Nelly attack ranged b with Hand Crossbow');
    expect(ranged).toMatch(/^ {2}b {2}1 runner, 1 fatty$/m);
    expect(ranged).toContain('spawn zones d\n');
    expect(ranged).toMatch(/^ {2}Nelly {2}zone a, 1 XP \(Blue\), 0\/3 wounds, 2 Actions left \(\+1 free Move\); hands Hand Crossbow \(unloaded\) \+ -; body -; backpack empty$/m);
    expect(ranged).toContain('game goes on');
    const armour = runBpScenario(path.join(DIR, 'armour-roll.zscn')).text;
    expect(armour).toMatch(/Ann {2}zone b, 0 XP \(Blue\), 1\/3 wounds, .*; hands Sword \+ -; body Plate Armor; backpack empty$/m);
    expect(runBpScenario(path.join(DIR, 'necromancer-flees.zscn')).text).toContain("spawn zones a, e, d (Necromancer's)");
  });
});

/** A street a-b-c: Survivors start in a, zombies spawn in c; 8 lines, so a scenario's first own line is line 9. */
const BASE = ['zmap 1', 'game: black-plague', 'grid:', '  a b c', 'tokens:', '  objective c', '  start a', '  spawn c order=1', ''].join('\n');

function report(text: string): BpScenarioReport {
  const sc = parseBpScenario(text, 'x.zscn');
  return reportBpScenario(sc, playBpScenario(sc));
}

/** The UserError a scenario text raises (anything else fails the test). */
function errorOf(text: string): string {
  const e = ((): unknown => {
    try {
      report(text);
    } catch (caught) {
      return caught;
    }
    return new Error('no error');
  })();
  expect(e).toBeInstanceOf(UserError);
  return (e as UserError).message;
}

describe('Black Plague scenario files: format and mistakes', () => {
  it('reads Survivors with hands, Body, Backpack, unloaded weapons, wounds, level, skills, Actions and invisibility', () => {
    const r = report(`${BASE}survivors:
  Silas zone=b hands="Hand Crossbow, Dagger" body="Chainmail Armor" backpack="Torch, Water" unloaded="Hand Crossbow" xp=8 wounds=2 actions=2 skills=Sniper invisible
  Ann zone=c dead
step: zombies
`);
    expect(survivor(r, 'Silas')).toMatchObject({
      zone: 'b', xp: 8, level: 'Yellow', wounds: 2, alive: true, invisible: true, hands: ['Hand Crossbow', 'Dagger'], body: 'Chainmail Armor',
      backpack: ['Torch', 'Water'], unloaded: ['Hand Crossbow'], skills: ['+1 to dice roll: Ranged', '+1 Action', 'Sniper'], actions: 2,
    });
    expect(survivor(r, 'Ann')).toMatchObject({ alive: false, wounds: 3 });
  });

  it('takes every skill the engine plays, a parameterised one as the engine spells it (Taunt, Collector: Walker, Starts with Dagger)', () => {
    const r = report(`${BASE}  zombies c 1 walker\nsurvivors:\n  Ann zone=a skills="Taunt, Collector: Walker, Starts with Dagger"\nstep: action Ann taunt c\n`);
    expect(survivor(r, 'Ann').skills).toEqual(['Bloodlust: Melee', 'Taunt', 'Collector: Walker', 'Starts with Dagger']);
    expect(zombies(r, 'b')).toEqual({ walker: 1 });
  });

  it('cards= gives every slot in order: the Hands, the Body, the Backpack', () => {
    const r = report(`${BASE}survivors:\n  Ann zone=a cards="-, Shield, Leather Armor, Apples"\nstep: zombies\n`);
    expect(survivor(r, 'Ann')).toMatchObject({ hands: [null, 'Shield'], body: 'Leather Armor', backpack: ['Apples'] });
  });

  it('plays Dragon Bile and a Torch: bile: places a puddle, throw-torch burns it', () => {
    const r = report(`${BASE}  zombies b 2 walker\n  zombies b 1 fatty\nsurvivors:\n  Samson zone=a hands=Torch\nbile: b\nstep: action Samson throw-torch b\n`);
    expect(r.zones.b).toMatchObject({ zombies: {}, bile: false, burnt: true });
    expect(survivor(r, 'Samson')).toMatchObject({ xp: 3, hands: [null, null] });
  });

  it('casts an enchantment on a Survivor and scripts choices by kind (take-wound, assign-hit)', () => {
    const heal = report(`${BASE}survivors:\n  Baldric zone=a hands=Healing\n  Ann zone=b wounds=2\nstep: action Baldric cast Healing on Ann\n`);
    expect(survivor(heal, 'Ann').wounds).toBe(1);
    const wounds = report(`${BASE}  zombies a 2 walker\nsurvivors:\n  Ann zone=a\n  Clovis zone=a\nchoices:\n  take-wound = Clovis, Ann\nstep: activate walker\n`);
    expect([survivor(wounds, 'Ann').wounds, survivor(wounds, 'Clovis').wounds]).toEqual([1, 1]);
    const melee = report(`${BASE}  zombies b 1 walker\n  zombies b 1 necromancer\nsurvivors:\n  Clovis zone=b hands=Sword\nchoices:\n  assign-hit = necromancer\ndice: 6 1 1\nstep: action Clovis attack melee with Sword\n`);
    expect(melee.zones.b!.zombies).toEqual({ walker: 1 });
  });

  it('a Necromancer killed lets the players remove a spawn zone, named by its zone', () => {
    const r = report(`zmap 1\ngame: black-plague\ngrid:\n  a b c d\ntokens:\n  start a\n  spawn c order=1\n  spawn d order=2\n  objective a\n  zombies b 1 necromancer\nsurvivors:\n  Clovis zone=b hands=Sword\nchoices:\n  remove-spawn = d\ndice: 5 1 1\nstep: action Clovis attack melee b with Sword\n`);
    expect(r.spawns.map((s) => s.zone)).toEqual(['c']);
  });

  it('names file:line for a bad Survivor, a non-armour Body, too many wounds, too many Necromancers', () => {
    expect(errorOf(`${BASE}survivors:\n  Amy zone=a\nstep: zombies\n`)).toMatch(/^x\.zscn:10: "Amy" is not a Black Plague Survivor \(Ann, Baldric/);
    expect(errorOf(`${BASE}survivors:\n  Ann zone=a body=Sword\nstep: zombies\n`)).toMatch(/^x\.zscn:10: Ann: only armour or a Dagger goes in Ann's Body slot, not Sword/);
    expect(errorOf(`${BASE}survivors:\n  Ann zone=a wounds=3\nstep: zombies\n`)).toMatch(/^x\.zscn:10: Ann: wounds=3 must be a whole number from 0 to 2\./);
    expect(errorOf(`${BASE}survivors:\n  Ann zone=a unloaded=Sword hands=Sword\nstep: zombies\n`)).toMatch(/^x\.zscn:10: Ann: Sword is not a reloadable weapon\./);
    expect(errorOf(`${BASE}survivors:\n  Ann zone=a\nnecromancers: b, c\nstep: zombies\n`)).toMatch(/^x\.zscn:11: necromancers: 2 Necromancers on the board, but the box holds 1/);
    expect(errorOf(`${BASE}survivors:\n  Ann zone=a skills=Moonwalk\nstep: zombies\n`)).toMatch(/^x\.zscn:10: Ann: "Moonwalk" is not a Black Plague Skill/);
  });

  it('lists the legal actions when the step matches none, and needs dice when the step rolls', () => {
    expect(errorOf(`${BASE}survivors:\n  Ann zone=b\nstep: action Ann move d\n`)).toMatch(/^x\.zscn:11: step: "move d" is not a legal action for Ann here; the legal actions are: move a; move c; make-noise; end-turn\.$/);
    expect(errorOf(`${BASE}  zombies b 1 walker\nsurvivors:\n  Ann zone=b hands=Sword\nstep: action Ann attack melee b with Sword\n`)).toMatch(/^x\.zscn:12: the step rolls dice but the scenario has no "dice:" line/);
  });

  it('rejects a scripted answer that is not an option, listing the options', () => {
    const text = `${BASE}  zombies a 1 walker\nsurvivors:\n  Ann zone=a\n  Nelly zone=a\nchoices:\n  take-wound = Clovis\nstep: zombies\n`;
    expect(errorOf(text)).toMatch(/^x\.zscn:14: choices: "Clovis" is not an option of the take-wound decision of Ann .*#1 Ann; #2 Nelly\.$/);
  });

  it('reports zmap mistakes with their own line numbers', () => {
    expect(errorOf(`zmap 1\ngame: black-plague\nsurvivors:\n  Ann zone=a\ngrid:\n  a b\ntokens:\n  start a\n  objective b\n`)).toMatch(/^x\.zscn:1: the map has no "spawn" token/);
  });
});

describe('zsim scenario on a Black Plague file', () => {
  const ZSIM = fileURLToPath(new URL('../../../src/cli/zsim.mjs', import.meta.url));
  const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
  const zsim = (...args: string[]) => spawnSync(process.execPath, [ZSIM, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } });

  it('--json prints one JSON object; text with --log has the engine log', () => {
    const r = zsim('scenario', 'test/fixtures/scenarios/black-plague/ranged-priority.zscn', '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.zones.b.zombies).toEqual({ runner: 1, fatty: 1 });
    expect(out.survivors[0]).toMatchObject({ name: 'Nelly', xp: 1, unloaded: ['Hand Crossbow'] });
    expect(out.log).toBeUndefined();
    const text = zsim('scenario', 'test/fixtures/scenarios/black-plague/armour-roll.zscn', '--log');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^log\n {2}-- Zombies' Phase\n/m);
  });
});
