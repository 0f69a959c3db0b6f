import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../../../src/games/season1/data/equipment.ts';
import { ZOMBIE_CARDS } from '../../../src/games/season1/data/zombie-cards.ts';
import { SURVIVORS } from '../../../src/games/season1/data/survivors.ts';
import { SKILL_RULES, skillRule } from '../../../src/games/season1/skills.ts';

const SKILLS = new Set(Object.keys(SKILL_RULES));

describe('Season 1 data (totals from the rulebook, shared/data/SOURCES.md)', () => {
  it('numbers every kind of card by its place in the table (what the strategy kit reads card worths by)', () => {
    expect(EQUIPMENT.map((e) => e.id)).toEqual(EQUIPMENT.map((_, i) => i));
  });

  it('has 62 Equipment cards, the starting Fire Axe, Crowbar, Pistol and three Pans', () => {
    expect(EQUIPMENT.reduce((n, e) => n + e.count, 0)).toBe(62);
    expect(EQUIPMENT.filter((e) => e.starting > 0).map((e) => `${e.starting} ${e.name}`).sort()).toEqual(['1 Crowbar', '1 Fire Axe', '1 Pistol', '3 Pan']);
    expect(EQUIPMENT.filter((e) => e.provision).reduce((n, e) => n + e.count, 0)).toBeGreaterThanOrEqual(6); // Mission 06 needs 6
  });

  it('has 42 Zombie cards: 36 spawn, 4 Extra Activation (2 Walker, 1 Fatty, 1 Runner), 2 Manhole', () => {
    expect(ZOMBIE_CARDS.length).toBe(42);
    expect(ZOMBIE_CARDS.filter((c) => c.kind === 'spawn').length).toBe(36);
    expect(ZOMBIE_CARDS.filter((c) => c.kind === 'extraActivation').map((c) => c.rows[1]!.type).sort()).toEqual([0, 0, 1, 2]);
    expect(ZOMBIE_CARDS.filter((c) => c.kind === 'manhole').length).toBe(2);
    expect(ZOMBIE_CARDS.filter((c) => c.kind === 'extraActivation').every((c) => c.rows[0] === null)).toBe(true);
    // the rulebook's sample card (p. 13): Blue 0, Yellow 2 Runners, Red 5 Walkers
    expect(ZOMBIE_CARDS[0]!.rows).toEqual([null, { type: 1, count: 2 }, { type: 1, count: 2 }, { type: 0, count: 5 }]);
  });

  it('has six Survivors with 1 + 1 + 2 + 3 skills, every one of them played by the engine', () => {
    expect(SURVIVORS.map((s) => s.name)).toEqual(['Amy', 'Doug', 'Josh', 'Ned', 'Phil', 'Wanda']);
    for (const s of SURVIVORS) {
      expect([s.blue.length, s.yellow, s.orange.length, s.red.length]).toEqual([1, ['+1 Action'], 2, 3]);
      for (const skill of [...s.blue, ...s.orange, ...s.red]) expect(SKILLS.has(skillRule(skill))).toBe(true);
    }
    expect(SKILLS.size).toBe(33);
  });
});
