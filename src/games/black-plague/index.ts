/** The Black Plague rule system behind the Ruleset contract (src/games/types.ts). */
import { UserError } from '../../core/errors.ts';
import type { Ruleset } from '../types.ts';
import { BP_SUPPORT } from './support.ts';
import { bpCollector } from './collect.ts';
import { BP_SURVIVORS, bpSurvivorByName } from './data/survivors.ts';
import { playBpGame } from './game.ts';
import { type BpMission, GAME_ID, loadBpMission, validateBpMission } from './mission.ts';
import { bpOdds } from './odds.ts';
import { runBpScenario } from './scenario.ts';

const blackPlague: Ruleset<BpMission> = {
  id: GAME_ID,
  loadMission: loadBpMission,
  validateMission: validateBpMission,
  summarize: (m) => ({ id: m.id, name: m.name, game: GAME_ID, fidelity: m.fidelity, difficulty: m.difficulty, file: m.file }),
  defaultLineup: (m) => [...m.defaultLineup],
  checkLineup(_m, lineup) {
    if (lineup.length < 1 || lineup.length > 6) throw new UserError(`--survivors: a Black Plague lineup has 1 to 6 Survivors, got ${lineup.length}.`);
    const seen = new Set<string>();
    for (const name of lineup) {
      const def = bpSurvivorByName(name);
      if (!def) throw new UserError(`--survivors: "${name}" is not a Black Plague Survivor; choose from ${BP_SURVIVORS.map((s) => s.name).join(', ')}.`);
      if (seen.has(def.name)) throw new UserError(`--survivors: ${def.name} appears twice; each Survivor has one miniature.`);
      seen.add(def.name);
    }
  },
  playGame: playBpGame,
  strategySupport: BP_SUPPORT,
  odds: bpOdds,
  oddsAssumptions:
    'exact over all dice outcomes; the zone holds only these zombies (no Survivors) and the weapon or spell is in hand; ' +
    'ranged and magic hits follow the targeting priority (Walkers, then Fatties/Abomination, then Runners, then Necromancers), melee and Sniper hits go to targets the Damage can kill; ' +
    'Lucky re-rolls all dice once when the kills rolled are fewer than the expected kills of a fresh roll; friendly fire and Roll 6 are not modelled.',
  scenario: runBpScenario,
  collector: bpCollector,
  allSurvivors: () => BP_SURVIVORS.map((s) => s.name),
};

export default blackPlague;
