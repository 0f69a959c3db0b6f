import { describe, expect, it } from 'vitest';
import { BP_EQUIPMENT, STARTING_DEFAULT, attackProfile, bpEquipmentByName } from '../../../src/games/black-plague/data/equipment.ts';
import { BP_SKILLS, BP_SKILL_NAMES, BP_SURVIVORS } from '../../../src/games/black-plague/data/survivors.ts';
import { BP_SKILL_RULES, bpSkillRule } from '../../../src/games/black-plague/skills.ts';
import { BP_ZOMBIE_CARDS, bpCardRow } from '../../../src/games/black-plague/data/zombie-cards.ts';
import { FATTY, RUNNER, WALKER } from '../../../src/games/black-plague/zombie-types.ts';
import { bpOdds } from '../../../src/games/black-plague/odds.ts';

const CODE = { card34: 'code', extraActivationBlue: 'none' } as const;
const SHEET = { card34: 'spreadsheet', extraActivationBlue: 'activate' } as const;

describe('Black Plague Zombie cards (SOURCES.md §2)', () => {
  it('has 54 cards: 36 spawn, 4 Extra Activation, 6 Necromancer, 8 Double Spawn, in that order', () => {
    expect(BP_ZOMBIE_CARDS).toHaveLength(54);
    const kinds = BP_ZOMBIE_CARDS.map((c) => c.kind);
    expect(kinds.slice(0, 36).every((k) => k === 'spawn')).toBe(true);
    expect(kinds.slice(36, 40).every((k) => k === 'extraActivation')).toBe(true);
    expect(kinds.slice(40, 46).every((k) => k === 'necromancer')).toBe(true);
    expect(kinds.slice(46).every((k) => k === 'doubleSpawn')).toBe(true);
    expect(BP_ZOMBIE_CARDS.map((c) => c.id)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
  });

  it('cards 1-3 are "Nothing in sight!" at Blue and 25-36 repeat 13-24', () => {
    for (const id of [1, 2, 3]) expect(bpCardRow(BP_ZOMBIE_CARDS[id - 1]!, 0, CODE)).toBeNull();
    for (let id = 25; id <= 36; id++) expect(BP_ZOMBIE_CARDS[id - 1]!.rows).toEqual(BP_ZOMBIE_CARDS[id - 13]!.rows);
  });

  it('reads a few cards as transcribed (card 4: 1W 1R 3F 3F; card 21 Red: 8 Walkers)', () => {
    const c4 = BP_ZOMBIE_CARDS[3]!;
    expect([0, 1, 2, 3].map((l) => bpCardRow(c4, l, CODE))).toEqual([
      { type: WALKER, count: 1 }, { type: RUNNER, count: 1 }, { type: FATTY, count: 3 }, { type: FATTY, count: 3 },
    ]);
    expect(bpCardRow(BP_ZOMBIE_CARDS[20]!, 3, CODE)).toEqual({ type: WALKER, count: 8 });
  });

  it('card 34 follows the chosen transcription (code: as card 22; spreadsheet: 1W 2F 2W 7F)', () => {
    const c34 = BP_ZOMBIE_CARDS[33]!;
    expect([0, 1, 2, 3].map((l) => bpCardRow(c34, l, CODE))).toEqual([0, 1, 2, 3].map((l) => bpCardRow(BP_ZOMBIE_CARDS[21]!, l, CODE)));
    expect([0, 1, 2, 3].map((l) => bpCardRow(c34, l, SHEET))).toEqual([
      { type: WALKER, count: 1 }, { type: FATTY, count: 2 }, { type: WALKER, count: 2 }, { type: FATTY, count: 7 },
    ]);
  });

  it('Extra Activation cards do nothing at Blue unless the spreadsheet reading is chosen', () => {
    for (const id of [37, 38, 39, 40]) {
      const card = BP_ZOMBIE_CARDS[id - 1]!;
      expect(bpCardRow(card, 0, CODE)).toBeNull();
      expect(bpCardRow(card, 0, SHEET)).toEqual(bpCardRow(card, 1, CODE));
    }
    expect([37, 38, 39, 40].map((id) => bpCardRow(BP_ZOMBIE_CARDS[id - 1]!, 1, CODE)!.type)).toEqual([WALKER, WALKER, FATTY, RUNNER]);
  });
});

describe('Black Plague Equipment (SOURCES.md §6)', () => {
  it('numbers every kind of card by its place in the table (what the strategy kit keys its worths and trade answers by)', () => {
    expect(BP_EQUIPMENT.map((e) => e.id)).toEqual(BP_EQUIPMENT.map((_, i) => i));
    expect(BP_EQUIPMENT.length).toBeLessThan(63); // kindsKey gives a slot 6 bits: id + 1 below 64
  });

  it('has the 63-card search deck and the two Vault Artifacts', () => {
    const search = BP_EQUIPMENT.filter((e) => e.deck === 'search').reduce((n, e) => n + e.count, 0);
    expect(search).toBe(63);
    expect(BP_EQUIPMENT.filter((e) => e.deck === 'vault').map((e) => e.name).sort()).toEqual(['Inferno', 'Orcish Crossbow']);
  });

  it('transcribes the rulebook-confirmed stats (Hand Crossbow, Fireball, Repeating Crossbow, Dagger, Hammer)', () => {
    expect(bpEquipmentByName('Hand Crossbow')!.profile).toEqual({ range: [0, 1], dice: 2, accuracy: 3, damage: 1 });
    expect(bpEquipmentByName('Hand Crossbow')!.dual && bpEquipmentByName('Hand Crossbow')!.reload).toBe(true);
    expect(bpEquipmentByName('Fireball')).toMatchObject({ kind: 'magic', noisy: true, profile: { range: [0, 1], dice: 3, accuracy: 4 } });
    expect(bpEquipmentByName('Repeating Crossbow')).toMatchObject({ dual: true, profile: { dice: 3, damage: 1 } });
    expect(bpEquipmentByName('Dagger')).toMatchObject({ dual: true, daggerBonus: true, profile: { dice: 1 } });
    expect(bpEquipmentByName('Hammer')!.profile!.damage).toBe(2);
  });

  it('door openers are the melee weapons; the Axe opens without a roll, the others need their roll', () => {
    const openers = BP_EQUIPMENT.filter((e) => e.opensDoors).map((e) => e.name).sort();
    expect(openers).toEqual(['Axe', 'Dagger', 'Great Sword', 'Hammer', 'Short Sword', 'Sword']);
    expect(bpEquipmentByName('Axe')!.doorRoll).toBeNull();
    expect(bpEquipmentByName('Great Sword')!.doorRoll).toBe(5);
  });

  it('armour and shields carry their Armour-roll values; the Orcish Crossbow is a melee and a ranged weapon', () => {
    expect(['Shield', 'Plate Armor', 'Chainmail Armor', 'Leather Armor'].map((n) => bpEquipmentByName(n)!.armor)).toEqual([3, 3, 4, 5]);
    const orc = bpEquipmentByName('Orcish Crossbow')!;
    expect(attackProfile(orc, false)!.range).toEqual([0, 0]);
    expect(attackProfile(orc, true)!.range).toEqual([1, 2]);
  });

  it('the guessed Starting Equipment names real cards', () => {
    for (const n of STARTING_DEFAULT) expect(bpEquipmentByName(n)).toBeDefined();
  });
});

describe('Black Plague Survivors and skills', () => {
  it('has the six core Survivors with Blue, Yellow (+1 Action), 2 Orange and 3 Red skills', () => {
    expect(BP_SURVIVORS.map((s) => s.name)).toEqual(['Ann', 'Baldric', 'Clovis', 'Nelly', 'Samson', 'Silas']);
    for (const s of BP_SURVIVORS) {
      expect(s.blue).toHaveLength(1);
      expect(s.yellow).toEqual(['+1 Action']);
      expect(s.orange).toHaveLength(2);
      expect(s.red).toHaveLength(3);
    }
    expect(BP_SURVIVORS.find((s) => s.name === 'Samson')!.red).toContain('+1 Damage: Melee');
  });

  it('every skill of the six Survivors is in the skill list and played by the engine', () => {
    const played = new Set(BP_SKILLS.filter((k) => k.played).map((k) => k.name));
    const rule = (skill: string): string => (/^Roll 6: \+1 die/.test(skill) ? 'Roll 6: +1 die' : /^Bloodlust/.test(skill) ? 'Bloodlust' : skill);
    for (const s of BP_SURVIVORS) for (const k of [...s.blue, ...s.yellow, ...s.orange, ...s.red]) expect(played.has(rule(k))).toBe(true);
  });

  it('every skill of the list has one entry in the skill table (BP_SKILL_RULES), and every spelling the engine plays finds it', () => {
    expect(Object.keys(BP_SKILL_RULES).sort()).toEqual(BP_SKILLS.map((k) => k.name).sort());
    for (const name of BP_SKILL_NAMES) expect(BP_SKILL_RULES[bpSkillRule(name)], name).toBeDefined();
    for (const [name, rule] of Object.entries(BP_SKILL_RULES)) expect(rule.where, name).toMatch(/\.ts /);
  });
});

describe('zsim odds --game black-plague (exact, from the combat rules)', () => {
  const odds = (weapon: string, targets: string, skills: string[] = [], dual = false) =>
    bpOdds({ weapon, dual, skills, targets: targets.split(',').map((p) => ({ type: p.trim().split(' ')[1]!, count: Number(p.trim().split(' ')[0]) })) });

  it('Fireball (3 dice, 4+) against 3 Walkers: binomial kills', () => {
    expect(odds('Fireball', '3 walkers')).toEqual([0.125, 0.375, 0.375, 0.125]);
  });

  it('a Hand Crossbow never kills the Runner behind a Fatty (the Fatty absorbs the second hit)', () => {
    const p = odds('Hand Crossbow', '1 walker, 1 fatty, 1 runner');
    expect(p[2]).toBe(0);
    expect(p[1]).toBeCloseTo(1 - (1 / 3) ** 2, 12);
  });

  it('melee hits go where they kill: a Sword against a Fatty and a Walker kills at most the Walker', () => {
    expect(odds('Sword', '1 fatty, 1 walker')[2]).toBe(0);
    expect(odds('Hammer', '1 fatty, 1 walker', [], false)[1]).toBeCloseTo(4 / 6, 12);
  });

  it('two Daggers roll 4 dice; Lucky re-rolls a poor roll; bad queries are refused', () => {
    expect(odds('Dagger', '4 walkers', [], true)[4]).toBeCloseTo(0.5 ** 4, 12);
    const plain = odds('Sword', '2 walkers');
    const lucky = odds('Sword', '2 walkers', ['Lucky']);
    expect(lucky[0]).toBeCloseTo(plain[0]! * plain[0]!, 12);
    expect(() => odds('Great Sword', '1 walker', [], true)).toThrow(/no Dual symbol/);
    expect(() => odds('Pistol', '1 walker')).toThrow(/not a Black Plague weapon/);
    expect(() => odds('Sword', '1 ghoul')).toThrow(/not a zombie type/);
  });
});
