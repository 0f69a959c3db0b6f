import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import season1 from '../../../src/games/season1/index.ts';
import greedy from '../../../strategies/greedy.ts';
import random from '../../../strategies/random.ts';

const DIR = fileURLToPath(new URL('../../../missions/season1/', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.zmap')).sort();

describe('every Season 1 mission', () => {
  it('ships the Tutorial and Missions 01-10', () => {
    expect(FILES.map((f) => f.slice(0, 2))).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });

  for (const file of FILES) {
    it(`${file}: loads, validates clean and plays 40 games per strategy without an error`, () => {
      expect(season1.validateMission(DIR + file)).toEqual([]);
      const mission = season1.loadMission(DIR + file);
      expect(mission.fidelity).toBe('transcribed');
      const lineup = season1.defaultLineup(mission);
      for (const strategy of [greedy, random]) {
        for (let i = 0; i < 40; i++) {
          const r = season1.playGame(mission, lineup, strategy, 'ci', i);
          expect(r.outcome, `${strategy.name} game ${i}: ${r.cause}`).not.toBe('error');
          expect(r.rounds).toBeGreaterThan(0);
        }
      }
    });
  }
});
