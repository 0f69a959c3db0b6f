import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.ts';
import { attackOptions, performAttack } from '../../../src/games/season1/combat.ts';
import { EQUIPMENT } from '../../../src/games/season1/data/equipment.ts';
import season1 from '../../../src/games/season1/index.ts';
import { binomial, hittingFaces, s1Odds, s1OddsDetail } from '../../../src/games/season1/odds.ts';
import type { OddsQuery } from '../../../src/games/types.ts';
import { fixDice, scenario, step, STREET } from './harness.ts';

/** "2 walker, 1 fatty" → the query's targets. */
function targets(spec: string): OddsQuery['targets'] {
  return spec.split(',').map((p) => {
    const [count, type] = p.trim().split(/\s+/);
    return { type: type!, count: Number(count) };
  });
}

function odds(weapon: string, spec: string, skills: string[] = [], dual = false): number[] {
  return s1Odds({ weapon, dual, skills, targets: targets(spec) });
}

const sum = (p: number[]) => p.reduce((a, b) => a + b, 0);
const mean = (p: number[]) => p.reduce((a, x, k) => a + k * x, 0);

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** P(exactly k hits) by the binomial formula. */
function formula(dice: number, p: number, k: number): number {
  return choose(dice, k) * p ** k * (1 - p) ** (dice - k);
}

function expectClose(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((p, k) => expect(p, `P(${k})`).toBeCloseTo(expected[k]!, 12));
}

describe('s1Odds: one roll of the dice', () => {
  it('2 dice hitting on 4+ (Katana) against two Walkers: [1/4, 1/2, 1/4]', () => {
    expectClose(odds('Katana', '2 walker'), [1 / 4, 1 / 2, 1 / 4]);
    expect(season1.odds!({ weapon: 'katana', dual: false, skills: [], targets: [{ type: 'Walkers', count: 2 }] })).toEqual(odds('Katana', '2 walker'));
  });

  it('agrees with the binomial formula when every hit can kill', () => {
    for (const [weapon, dice, p] of [
      ['Sub MG', 3, 2 / 6], ['Chainsaw', 5, 2 / 6], ['Shotgun', 2, 3 / 6], ['Rifle', 1, 4 / 6], ['Baseball Bat', 1, 4 / 6], ['Pan', 1, 1 / 6],
    ] as const) {
      const got = odds(weapon, '6 walkers');
      const want = Array.from({ length: 7 }, (_, k) => (k <= dice ? formula(dice, p, k) : 0));
      expectClose(got, want);
    }
    // Fewer targets than dice: the last entry is P(hits ≥ n).
    const got = odds('Chainsaw', '2 walkers');
    expectClose(got, [formula(5, 1 / 3, 0), formula(5, 1 / 3, 1), 1 - formula(5, 1 / 3, 0) - formula(5, 1 / 3, 1)]);
    // The convolution itself.
    for (let n = 0; n <= 12; n++) binomial(n, 0.3).forEach((x, k) => expect(x).toBeCloseTo(formula(n, 0.3, k), 14));
  });

  it('probabilities sum to 1 (within 1e-12) for every weapon, target mix and skill set', () => {
    const mixes = ['1 walker', '3 walkers, 1 fatty, 2 runners', '1 abomination, 2 fatties, 4 runners', '12 walkers', '2 runners, 1 abomination'];
    const skillSets = [[], ['Lucky'], ['Lucky', '1 re-roll per turn', '+1 die: Combat'], ['+1 to dice roll: Combat', '+1 to dice roll: Ranged', 'Sniper']];
    const weapons = EQUIPMENT.filter((e) => e.kind !== 'item').map((e) => e.name).concat("Ma's Shotgun (melee)");
    for (const w of weapons) {
      for (const mix of mixes) {
        for (const skills of skillSets) {
          for (const dual of [false, true]) {
            if (dual && !['Pistol', 'Machete', 'Sawed-Off', 'Sub MG'].includes(w)) continue;
            const p = odds(w, mix, skills, dual);
            expect(p).toHaveLength(sum(targets(mix).map((t) => t.count)) + 1);
            expect(Math.abs(sum(p) - 1)).toBeLessThan(1e-12);
            for (const x of p) expect(x).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });

  it('the Molotov kills every target, with no dice', () => {
    expect(odds('Molotov', '2 walkers, 1 abomination, 1 fatty')).toEqual([0, 0, 0, 0, 1]);
    expect(s1OddsDetail({ weapon: 'Molotov', dual: false, skills: [], targets: targets('1 runner') }).dice).toBe(0);
  });
});

describe('s1Odds: targets', () => {
  it('a Fatty shields the Runners from a 1-Damage ranged weapon: kills never exceed the Walkers in front', () => {
    // Two Sub MGs: 6 dice on 5+.
    const p = odds('Sub MG', '2 walkers, 1 fatty, 3 runners', [], true);
    expect(p.slice(3)).toEqual([0, 0, 0, 0]);
    const hits = binomial(6, 1 / 3);
    expectClose(p, [hits[0]!, hits[1]!, 1 - hits[0]! - hits[1]!, 0, 0, 0, 0]);
    // The Abomination shields them too, even from a 2-Damage weapon, once the Fatties are dead.
    const shotgun = odds('Shotgun', '1 fatty, 1 abomination, 2 runners'); // 2 dice 4+, damage 2
    expectClose(shotgun, [1 / 4, 3 / 4, 0, 0, 0]);
    // Without a Fatty the Runners are hit.
    expectClose(odds('Sub MG', '2 runners', [], true), [...binomial(6, 1 / 3).slice(0, 2), 1 - binomial(6, 1 / 3)[0]! - binomial(6, 1 / 3)[1]!]);
  });

  it('a 2-Damage ranged weapon kills the Fatties before reaching the Runners', () => {
    expectClose(odds('Shotgun', '1 fatty, 1 runner'), [1 / 4, 1 / 2, 1 / 4]);
  });

  it('the Sniper skill and the Sniper Rifle pick targets freely: the Fatty no longer shields', () => {
    // Rifle: 1 die on 3+. By priority the Fatty absorbs the hit; freely, the hit kills a Runner.
    expectClose(odds('Rifle', '1 fatty, 2 runners'), [1, 0, 0, 0]);
    expectClose(odds('Rifle', '1 fatty, 2 runners', ['Sniper']), [1 / 3, 2 / 3, 0, 0]);
    expectClose(odds('Sniper Rifle', '1 fatty, 2 runners'), [1 / 3, 2 / 3, 0, 0]);
  });

  it('damage-2 melee (Machete) kills Fatties; damage 1 (Crowbar) cannot; nothing short of 3 kills the Abomination', () => {
    expectClose(odds('Machete', '1 fatty'), [1 / 2, 1 / 2]);
    expectClose(odds('Machete', '2 fatties', [], true), [1 / 4, 1 / 2, 1 / 4]);
    expectClose(odds('Crowbar', '1 fatty'), [1, 0]);
    expectClose(odds('Fire Axe', '1 fatty, 1 walker'), [1 / 2, 1 / 2, 0]);
    expectClose(odds('Chainsaw', '1 abomination'), [1, 0]);
    // Melee hits are assigned freely: a Fatty in the zone does not shield the Runner.
    expectClose(odds('Katana', '1 fatty, 1 runner'), [1 / 4, 3 / 4, 0]);
  });

  it('accepts singular and plural type names in any case, and adds repeated types', () => {
    const a = s1Odds({ weapon: 'SUB MG', dual: false, skills: [], targets: [{ type: 'Fatties', count: 1 }, { type: 'WALKERS', count: 1 }, { type: 'walker', count: 1 }] });
    expect(a).toEqual(odds('Sub MG', '2 walkers, 1 fatty'));
  });
});

describe('s1Odds: Dual and skills', () => {
  it('Dual doubles the dice, "+1 die" skills included (one extra die per weapon)', () => {
    const detail = (weapon: string, skills: string[], dual: boolean) => s1OddsDetail({ weapon, dual, skills, targets: targets('10 walkers') });
    expect(detail('Sub MG', [], false).dice).toBe(3);
    expect(detail('Sub MG', [], true).dice).toBe(6);
    expect(detail('Sub MG', ['+1 die: Ranged'], true).dice).toBe(8);
    expect(detail('Sub MG', ['+1 die: Ranged', '+1 die: Combat', '+1 die: Melee'], true).dice).toBe(10);
    expect(detail('Machete', ['+1 die: Ranged'], true).dice).toBe(2);
    const p = odds('Sub MG', '10 walkers', ['+1 die: Combat'], true);
    expectClose(p, Array.from({ length: 11 }, (_, k) => (k <= 8 ? formula(8, 1 / 3, k) : 0)));
    expectClose(odds('Pistol', '2 walkers', [], true), [1 / 4, 1 / 2, 1 / 4]);
  });

  it('--dual needs the Dual symbol, Ambidextrous, or Gunslinger (ranged) / Swordmaster (melee)', () => {
    expect(() => odds('Katana', '1 walker', [], true)).toThrow(UserError);
    expect(() => odds('Katana', '1 walker', [], true)).toThrow(/--dual.*Katana.*Dual symbol.*Ambidextrous.*Swordmaster/);
    expect(() => odds('Katana', '1 walker', ['Gunslinger'], true)).toThrow(UserError);
    expectClose(odds('Katana', '4 walkers', ['Swordmaster'], true), binomial(4, 1 / 2));
    expectClose(odds('Katana', '4 walkers', ['Ambidextrous'], true), binomial(4, 1 / 2));
    expectClose(odds('Shotgun', '4 walkers', ['Gunslinger'], true), binomial(4, 1 / 2));
    expect(() => odds('Shotgun', '1 walker', ['Swordmaster'], true)).toThrow(/Gunslinger/);
    expect(() => odds("Ma's Shotgun", '1 walker', ['Ambidextrous'], true)).toThrow(/only one/);
  });

  it('"+1 to dice roll" adds to each die, capped at 6, for the matching kind only', () => {
    expect(hittingFaces(6, 0)).toBe(1);
    expect(hittingFaces(6, 1)).toBe(2);
    expect(hittingFaces(3, 5)).toBe(6);
    expect(hittingFaces(7, 2)).toBe(0); // capped at 6: no die ever reaches 7
    expectClose(odds('Pan', '1 walker', ['+1 to dice roll: Combat']), [4 / 6, 2 / 6]);
    expectClose(odds('Pan', '1 walker', ['+1 to dice roll: Combat', '+1 to dice roll: Melee']), [3 / 6, 3 / 6]);
    expectClose(odds('Pan', '1 walker', ['+1 to dice roll: Ranged']), [5 / 6, 1 / 6]);
    expectClose(odds('Baseball Bat', '1 walker', ['+1 to dice roll: Combat', '+1 to dice roll: Melee']), [0, 1]);
    expect(s1OddsDetail({ weapon: 'Rifle', dual: false, skills: ['+1 to dice roll: Ranged', '+1 to dice roll: Combat'], targets: targets('1 walker') }).pHit).toBe(1);
  });

  it('a re-roll skill never lowers the expected kills and raises P(at least 1)', () => {
    const cases: [string, string, boolean][] = [
      ['Katana', '2 walkers', false], ['Pistol', '1 walker, 1 runner', true], ['Sub MG', '2 walkers, 1 fatty, 3 runners', true],
      ['Chainsaw', '1 abomination, 2 fatties, 3 walkers', false], ['Pan', '3 walkers', false], ['Rifle', '1 walker', false],
      ['Shotgun', '1 fatty, 1 abomination, 2 runners', false], ['Machete', '2 fatties, 2 walkers', true],
    ];
    for (const [w, mix, dual] of cases) {
      const plain = odds(w, mix, [], dual);
      const lucky = odds(w, mix, ['Lucky'], dual);
      const both = odds(w, mix, ['Lucky', '1 re-roll per turn'], dual);
      expect(mean(lucky), `${w} ${mix}`).toBeGreaterThanOrEqual(mean(plain) - 1e-12);
      expect(mean(both)).toBeGreaterThanOrEqual(mean(lucky) - 1e-12);
      expect(1 - lucky[0]!).toBeGreaterThan(1 - plain[0]!);
      expect(1 - both[0]!).toBeGreaterThan(1 - lucky[0]!);
      expectClose(odds(w, mix, ['1 re-roll per turn'], dual), lucky);
    }
  });

  it('re-roll policy: re-roll when the kills are below the expected kills of a fresh roll', () => {
    // Two Pistols, 1 Walker + 1 Runner: fresh [1/4, 1/2, 1/4], mean 1. Only 0 kills is re-rolled.
    expectClose(odds('Pistol', '1 walker, 1 runner', ['Lucky'], true), [1 / 16, 1 / 2 + 1 / 8, 1 / 4 + 1 / 16]);
    // Twice: 0 kills after the first re-roll is re-rolled again.
    expectClose(odds('Pistol', '1 walker, 1 runner', ['Lucky', '1 re-roll per turn'], true), [1 / 64, 1 / 2 + 1 / 8 + 1 / 32, 1 / 4 + 1 / 16 + 1 / 64]);
    // Katana against 3 Walkers: mean 1, so 0 kills is re-rolled, 1 kill is kept.
    const d = s1OddsDetail({ weapon: 'Katana', dual: false, skills: ['Lucky'], targets: targets('3 walkers') });
    expect(d.freshExpectedKills).toBeCloseTo(1, 14);
    expect(d.rerolls).toBe(1);
    // Nothing to gain (a Fatty against a Pistol): no re-roll, the plain distribution.
    expect(odds('Pistol', '1 fatty', ['Lucky'])).toEqual([1, 0]);
  });
});

describe('s1Odds: what it refuses', () => {
  const bad = (q: Partial<OddsQuery>, ...mentions: RegExp[]) => {
    const query = { weapon: 'Katana', dual: false, skills: [], targets: targets('1 walker'), ...q };
    let error: unknown;
    try {
      s1Odds(query);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    for (const m of mentions) expect((error as Error).message).toMatch(m);
  };
  it('unknown weapons, Equipment that is not a weapon, unknown skills and targets, no targets', () => {
    bad({ weapon: 'Laser' }, /--weapon/, /"Laser"/, /Katana/, /Sub MG/);
    bad({ weapon: 'Flashlight' }, /--weapon/, /not a weapon/, /Machete/);
    bad({ skills: ['Hoard'] }, /--skill/, /"Hoard"/, /Lucky/);
    bad({ targets: [{ type: 'ghoul', count: 1 }] }, /--targets/, /"ghoul"/, /walker, runner, fatty or abomination/);
    bad({ targets: [] }, /--targets/, /at least one/);
    bad({ targets: [{ type: 'walker', count: 0 }] }, /--targets/, /at least one/);
    bad({ targets: [{ type: 'abomination', count: 2 }] }, /--targets/, /only 1/);
  });
});

describe('s1Odds agrees with the engine (combat.ts), outcome by outcome', () => {
  const LETTER: Record<string, string> = { walker: 'W', walkers: 'W', runner: 'R', runners: 'R', fatty: 'F', fatties: 'F', abomination: 'A' };

  /** Play every dice outcome of the attack through performAttack and tally the kills. */
  function engineOdds(weapon: string, spec: string, skills: string[], dual: boolean, ranged: boolean): number[] {
    const t = targets(spec);
    const n = sum(t.map((x) => x.count));
    const zombies = t.map((x) => `${x.count}${LETTER[x.type]!}`).join(' ');
    expect(zombies).not.toContain('undefined');
    const detail = s1OddsDetail({ weapon, dual, skills, targets: t });
    // Rolls the engine may make: the first and one per re-roll. Unused faces are never read.
    const dice = detail.dice * (1 + detail.rerolls);
    // The documented policy, for targets where every hit kills while targets last (no shields).
    const reroll = (hits: number) => Math.min(hits, n) < detail.freshExpectedKills - 1e-12;
    const out = new Array<number>(n + 1).fill(0);
    for (let code = 0; code < 6 ** dice; code++) {
      const faces = Array.from({ length: dice }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
      const cards = dual ? [weapon, weapon] : [weapon];
      const at = ranged && weapon === 'Rifle' ? 'a' : 'b';
      const g = scenario({
        map: STREET, survivors: [{ name: 'Amy', zone: at, cards }, { name: 'Doug', zone: 'h' }], zombies: { b: zombies },
        choose: (_view, d) => (d.kind === 'reroll' ? Number(reroll((d.options[0] as { hits: number }).hits)) : 0),
      });
      const s = g.survivors[0]!;
      s.skills = [...skills];
      s.rerollTurn = skills.includes('1 re-roll per turn');
      const attack = attackOptions(g, s).find((a) => a.ranged === ranged && a.hands.length === (dual ? 2 : 1) && a.zone2 === undefined)!;
      expect(attack, `${weapon} attack`).toBeDefined();
      fixDice(g, faces);
      const before = g.stats.killed;
      step(() => performAttack(g, s, attack));
      out[g.stats.killed - before]! += 6 ** -dice;
    }
    return out;
  }

  it.each([
    ['Sub MG', '1 walker, 1 fatty, 2 runners', [], false, true],
    ['Pistol', '1 fatty, 2 runners', ['+1 die: Ranged'], true, true],
    ['Shotgun', '1 walker, 1 fatty, 1 abomination, 1 runner', ['+1 to dice roll: Combat'], false, true],
    ['Rifle', '1 fatty, 1 runner', ['Sniper', '+1 die: Combat'], false, true],
    ['Machete', '1 walker, 2 fatties, 1 abomination, 1 runner', ['+1 die: Melee'], true, false],
    ['Katana', '1 abomination, 1 fatty, 1 runner', ['+1 to dice roll: Melee'], false, false],
    ['Katana', '3 walkers', ['Lucky'], false, false],
    ['Pistol', '1 walker, 1 runner', ['Lucky', '1 re-roll per turn'], false, true],
    ['Machete', '1 walker, 1 runner', ['1 re-roll per turn'], true, false],
  ] as [string, string, string[], boolean, boolean][])('%s against %s with %j (dual %s)', (weapon, spec, skills, dual, ranged) => {
    expectClose(odds(weapon, spec, skills, dual), engineOdds(weapon, spec, skills, dual, ranged));
  });
});
