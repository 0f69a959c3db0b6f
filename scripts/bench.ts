/**
 * Engine throughput on one thread, no pool: plays N games of a mission per strategy and prints games/s.
 * Usage: npx tsx scripts/bench.ts [mission-file] [games]
 * (Whole-run figures with workers come from `zsim run`, which prints games/s.)
 */
import { fileURLToPath } from 'node:url';
import season1 from '../src/games/season1/index.ts';
import greedy from '../strategies/greedy.ts';
import random from '../strategies/random.ts';

const file = process.argv[2] ?? fileURLToPath(new URL('../missions/season1/00-tutorial.zmap', import.meta.url));
const games = Number(process.argv[3] ?? 20000);
const mission = season1.loadMission(file);
const lineup = season1.defaultLineup(mission);
for (const strategy of [greedy, random]) {
  season1.playGame(mission, lineup, strategy, 'warmup', 0);
  const t0 = process.hrtime.bigint();
  let decisions = 0;
  let rounds = 0;
  for (let i = 0; i < games; i++) {
    const r = season1.playGame(mission, lineup, strategy, 'bench', i);
    decisions += r.decisions;
    rounds += r.rounds;
  }
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`${strategy.name.padEnd(8)} ${Math.round(games / s).toString().padStart(7)} games/s  ${(rounds / games).toFixed(2)} rounds/game  ${(decisions / games).toFixed(1)} decisions/game  (${games} games, ${s.toFixed(2)} s)`);
}
