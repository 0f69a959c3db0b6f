import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.ts';
import { parseScenario, playScenario, reportScenario, runS1Scenario, type ScenarioReport } from '../../../src/games/season1/scenario.ts';

const DIR = fileURLToPath(new URL('../../fixtures/scenarios/', import.meta.url));
const play = (name: string): ScenarioReport => runS1Scenario(path.join(DIR, name)).json;
const survivor = (r: ScenarioReport, name: string) => r.survivors.find((s) => s.name === name)!;
const zombies = (r: ScenarioReport, label: string) => r.zones[label]?.zombies ?? {};

/** What the rulebook says each worked example ends with. */
const EXPECTED: Record<string, (r: ScenarioReport) => void> = {
  'runners-1.zscn': (r) => {
    // p. 13, example 1: the Runners and the Fatty move in, then the Runners' second Action kills the Survivor
    expect(zombies(r, 'a')).toEqual({ runner: 3, fatty: 1 });
    expect(zombies(r, 'b')).toEqual({});
    expect(survivor(r, 'Amy').alive).toBe(false);
    expect(r.wounds).toBe(2);
    expect(r.gameOver).toEqual({ outcome: 'loss', cause: 'all survivors dead' });
  },
  'runners-2.zscn': (r) => {
    // example 2: the Runner attacks, the Walker moves in, the Runner attacks again
    expect(zombies(r, 'a')).toEqual({ walker: 1, runner: 1 });
    expect(survivor(r, 'Amy').alive).toBe(false);
    expect(r.gameOver?.outcome).toBe('loss');
  },
  'runners-3.zscn': (r) => {
    // example 3: all 7 attack (2 kill, 5 wasted), then the Runners move toward the noise
    expect(survivor(r, 'Amy').alive).toBe(false);
    expect(r.wounds).toBe(2);
    expect(zombies(r, 'a')).toEqual({ walker: 3, fatty: 2 });
    expect(zombies(r, 'b')).toEqual({ runner: 2 });
    expect(survivor(r, 'Doug').alive).toBe(true);
    expect(r.gameOver).toBeNull();
  },
  'split.zscn': (r) => {
    // p. 12: A = 2W + 1F + 2R; B = 2W + 1F (new) + 2R (1 new)
    expect(zombies(r, 'a')).toEqual({ walker: 2, runner: 2, fatty: 1 });
    expect(zombies(r, 'c')).toEqual({ walker: 2, runner: 2, fatty: 1 });
    expect(zombies(r, 'z')).toEqual({});
    expect(r.zombiesSpawned).toBe(2);
  },
  'spawn-danger.zscn': (r) => {
    // p. 13: Wanda 5 XP (Blue), Doug 12 XP (Yellow): the Yellow row of card 1, 2 Runners
    expect(survivor(r, 'Doug').level).toBe('Yellow');
    expect(survivor(r, 'Wanda').level).toBe('Blue');
    expect(zombies(r, 'c')).toEqual({ runner: 2 });
    expect(r.zombiesSpawned).toBe(2);
  },
  'sub-mg-1.zscn': (r) => {
    // p. 16: 5 hits, Ned takes 2 and dies, 3 Walkers die
    expect(r.step).toBe('action Doug attack ranged b with Sub MG');
    expect(survivor(r, 'Ned').alive).toBe(false);
    expect(zombies(r, 'b')).toEqual({ walker: 1, fatty: 1, runner: 2 });
    expect(survivor(r, 'Doug')).toMatchObject({ xp: 3, actions: 2, hands: ['Sub MG', 'Sub MG'] });
    expect(r.zones.a!.noise).toBe(1); // one Noise token for the Action
  },
  'sub-mg-2.zscn': (r) => {
    // next Action, 3 hits: the last Walker dies, the Fatty absorbs 2 and shields the Runners
    expect(zombies(r, 'b')).toEqual({ fatty: 1, runner: 2 });
    expect(r.zombiesKilled).toBe(1);
    expect(survivor(r, 'Doug')).toMatchObject({ xp: 4, actions: 1 });
  },
  'move-cost.zscn': (r) => {
    // p. 10: Ned leaving 2 Walkers pays 1 + 2 = 3 Actions
    expect(survivor(r, 'Ned')).toMatchObject({ zone: 'c', actions: 0 });
    expect(zombies(r, 'b')).toEqual({ walker: 2 });
  },
  'machete.zscn': (r) => {
    // p. 15: Wanda kills the Runner and the Fatty and leaves the Walker
    expect(zombies(r, 'b')).toEqual({ walker: 1 });
    expect(survivor(r, 'Wanda').xp).toBe(2);
    expect(r.zones.b!.noise).toBe(0); // Machetes are silent
  },
};

describe('scenario fixtures: the rulebook worked examples', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.zscn')).sort();

  it('has an expectation for every fixture', () => {
    expect(files).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const file of files) {
    it(file, () => {
      const r = play(file);
      EXPECTED[file]!(r);
    });
  }

  it('prints the step, the zones, the survivors and the end of the game', () => {
    const { text } = runS1Scenario(path.join(DIR, 'runners-1.zscn'));
    expect(text).toContain('step     zombies');
    expect(text).toMatch(/^ {2}a {2}3 runners, 1 fatty$/m);
    expect(text).toMatch(/^ {2}Amy {2}dead, 0 XP \(Blue\), 2 wounds$/m);
    expect(text).toContain('game over: loss (all survivors dead)');
  });
});

const BASE = `zmap 1
game: season1
grid:
  a b c
tokens:
  start a
  spawn c order=1
  objective c
`;

function errorOf(text: string): string {
  try {
    playScenario(parseScenario(text, 'x.zscn'));
  } catch (e) {
    if (e instanceof UserError) return e.message;
    throw e;
  }
  throw new Error('no error');
}

describe('scenario files: format and mistakes', () => {
  it('reads survivors with their cards, skills, wounds and Actions', () => {
    const sc = parseScenario(`${BASE}survivors:
  Amy zone=b hands=Pistol,- backpack="Crowbar, Water" xp=8 wounds=1 actions=2 skills="+1 die: Ranged"
  Ned zone=c dead
step: zombies
`, 'x.zscn');
    const r = reportScenario(sc, playScenario(sc));
    expect(survivor(r, 'Amy')).toMatchObject({
      zone: 'b', xp: 8, level: 'Yellow', wounds: 1, hands: ['Pistol', null], backpack: ['Crowbar', 'Water', 'Wounded'],
      skills: ['+1 free Move Action', '+1 Action', '+1 die: Ranged'], actions: 2,
    });
    expect(survivor(r, 'Ned').alive).toBe(false);
  });

  it('applies noise, open doors (already spawned), the next cards, and scripted choices by kind', () => {
    const sc = parseScenario(`zmap 1
game: season1
grid:
  A b c
edges:
  door A-b closed
tokens:
  start c
  spawn c order=1
  objective c
survivors:
  Ned zone=A
  Amy zone=b
noise: b 2
doors-open: b-A
next-equipment: Aaahh!!, Pistol
next-zombie-cards: 2
choices:
  take-wound = Amy
step: action Ned search
`, 'x.zscn');
    const r = reportScenario(sc, playScenario(sc));
    expect(r.zones.b!.noise).toBe(2);
    expect(zombies(r, 'A')).toEqual({ walker: 1 }); // the Aaahh!! card's Walker, drawn first
    expect(r.log.join('\n')).toContain('finds Aaahh!!');
  });

  it('names file:line for a bad survivor name', () => {
    expect(errorOf(`${BASE}survivors:\n  Amy zone=a\n  Bob zone=b\nstep: zombies\n`)).toMatch(/^x\.zscn:11: "Bob" is not a Season 1 Survivor/);
  });

  it('lists the legal actions when the step matches none', () => {
    const msg = errorOf(`${BASE}survivors:\n  Ned zone=b\nstep: action Ned move d\n`);
    expect(msg).toMatch(/^x\.zscn:11: step: "move d" is not a legal action for Ned here; the legal actions are: move a; move c; make-noise; end-turn\.$/);
  });

  it('reports zmap mistakes with their own line numbers, the scenario sections being stripped', () => {
    expect(errorOf(`zmap 1\ngame: season1\nsurvivors:\n  Amy zone=a\ngrid:\n  a b\ntokens:\n  start a\n  spawn q order=1\n`)).toMatch(/^x\.zscn:9: /);
  });

  it('stops when the dice run out, naming the dice line', () => {
    const text = `${BASE}  zombies b 2 walker\nsurvivors:\n  Ned zone=b hands=Pistol\ndice: 6\nstep: action Ned attack ranged b with Pistol\n`;
    const ok = parseScenario(text, 'x.zscn');
    expect(reportScenario(ok, playScenario(ok)).zombiesKilled).toBe(1);
    expect(errorOf(text.replace('dice: 6', 'dice:'))).toMatch(/^x\.zscn:12: the step rolled more dice than the 0 listed/);
  });

  it('rejects a scripted answer that is not an option, listing the options', () => {
    const text = `${BASE}  zombies a 1 walker\nsurvivors:\n  Amy zone=a\n  Doug zone=a\nchoices:\n  take-wound = Ned\nstep: zombies\n`;
    expect(errorOf(text)).toMatch(/^x\.zscn:14: choices: "Ned" is not an option of the take-wound decision of Amy .*#1 Amy; #2 Doug\.$/);
  });

  it('scripts who takes the wounds', () => {
    const sc = parseScenario(`${BASE}  zombies a 2 walker\nsurvivors:\n  Amy zone=a\n  Doug zone=a\nchoices:\n  take-wound = Doug, Amy\nstep: zombies\n`, 'x.zscn');
    const r = reportScenario(sc, playScenario(sc));
    expect([survivor(r, 'Amy').wounds, survivor(r, 'Doug').wounds]).toEqual([1, 1]);
  });

  it('needs survivors and a step', () => {
    expect(errorOf(`${BASE}step: zombies\n`)).toMatch(/^x\.zscn:1: a scenario needs a "survivors:" section/);
    expect(errorOf(`${BASE}survivors:\n  Amy zone=a\n`)).toMatch(/^x\.zscn:1: a scenario needs a "step:" line/);
    expect(errorOf(`${BASE}survivors:\n  Amy zone=a\nstep: fly\n`)).toMatch(/^x\.zscn:11: step: "fly" is not a step/);
  });
});
