/** The Season 1 rule system behind the Ruleset contract (src/games/types.ts). */
import { UserError } from '../../core/errors.ts';
import type { Ruleset } from '../types.ts';
import { S1_SUPPORT } from './support.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import { s1Collector } from './collect.ts';
import { playGame } from './game.ts';
import { type S1Mission, loadS1Mission, validateS1Mission } from './mission.ts';
import { s1Odds } from './odds.ts';
import { runS1Scenario } from './scenario.ts';

const season1: Ruleset<S1Mission> = {
  id: 'season1',
  loadMission: loadS1Mission,
  validateMission: validateS1Mission,
  summarize: (m) => ({ id: m.id, name: m.name, game: 'season1', fidelity: m.fidelity, difficulty: m.difficulty, file: m.file }),
  // Mission 09: each player starts with one Survivor; the others are recruited in play.
  defaultLineup: (m) => (m.recruit && m.players !== null ? m.defaultLineup.slice(0, m.players) : [...m.defaultLineup]),
  checkLineup(m, lineup) {
    if (lineup.length < 1 || lineup.length > 6) throw new UserError(`--survivors: a Season 1 lineup has 1 to 6 Survivors, got ${lineup.length}.`);
    if (m.players !== null && m.players > lineup.length) {
      throw new UserError(`--survivors: ${lineup.length} Survivor${lineup.length === 1 ? '' : 's'} for ${m.players} players; every player needs at least one (or set --rule players=N).`);
    }
    const seen = new Set<string>();
    for (const name of lineup) {
      const def = survivorByName(name);
      if (!def) throw new UserError(`--survivors: "${name}" is not a Season 1 Survivor; choose from ${SURVIVORS.map((s) => s.name).join(', ')}.`);
      if (seen.has(def.name)) throw new UserError(`--survivors: ${def.name} appears twice; each Survivor has one miniature.`);
      seen.add(def.name);
    }
  },
  playGame,
  strategySupport: S1_SUPPORT,
  odds: s1Odds,
  oddsAssumptions:
    'exact over all dice outcomes; the zone holds only these zombies (no Survivors) and the weapon is in hand and loaded; ' +
    'ranged hits follow the targeting priority (Walkers, then Fatties/Abomination, then Runners), melee and Sniper hits go to targets the damage can kill; ' +
    'a re-roll (Lucky, 1 re-roll per turn) re-rolls all dice and is taken whenever the kills rolled are fewer than the expected kills of a fresh roll.',
  scenario: runS1Scenario,
  collector: s1Collector,
  allSurvivors: () => SURVIVORS.map((s) => s.name),
};

export default season1;
