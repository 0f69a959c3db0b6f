/**
 * Plays every shipped mission with every scripted strategy in this thread and prints one line each:
 * mission, strategy and the recordsHash of its first N games (the same hash `zsim run --json` prints for
 * `--games N --seed 1`). A refactoring that must not change any game is checked by running this before and
 * after and diffing the two outputs.
 *
 * Usage: npx tsx scripts/records-hashes.ts [games per pair, default 200] [mission glob prefix, e.g. season1/]
 * Environment: STRATEGIES (names, default every strategy in strategies/ except expert).
 */
import { createHash } from 'node:crypto';
import { listMissions } from '../src/sim/missions.ts';
import { recordLine } from '../src/sim/records.ts';
import { prepare } from '../src/sim/setup.ts';
import { listStrategies } from '../src/sim/strategies.ts';

const games = Number(process.argv[2] ?? 200);
const only = process.argv[3] ?? '';
const strategies = process.env.STRATEGIES?.split(/\s+/).filter(Boolean) ?? listStrategies().filter((s) => s !== 'expert');

for (const mission of listMissions().map((m) => m.id).filter((id) => id.startsWith(only))) {
  for (const name of strategies) {
    const setup = await prepare({ mission, strategy: name });
    const hash = createHash('sha256');
    for (let game = 0; game < games; game++) {
      hash.update(recordLine(setup.ruleset.playGame(setup.mission, setup.lineup, setup.strategy, '1', game, {})));
    }
    console.log(`${mission.padEnd(34)} ${name.padEnd(10)} ${hash.digest('hex')}`);
  }
}
