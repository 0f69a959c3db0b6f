/**
 * Engine throughput on one thread, no pool: plays N games of a mission per strategy and prints games/s.
 * Usage: npx tsx scripts/bench.ts [mission id or file, default season1/00-tutorial] [games, default 20000]
 * (Whole-run figures with workers come from `zsim bench` and `zsim run`.)
 */
import { prepare } from '../src/sim/setup.ts';

const mission = process.argv[2] ?? 'season1/00-tutorial';
const games = Number(process.argv[3] ?? 20000);
for (const name of ['greedy', 'random']) {
  const { ruleset, mission: m, lineup, strategy } = await prepare({ mission, strategy: name });
  ruleset.playGame(m, lineup, strategy, 'warmup', 0);
  const t0 = process.hrtime.bigint();
  let decisions = 0;
  let rounds = 0;
  for (let i = 0; i < games; i++) {
    const r = ruleset.playGame(m, lineup, strategy, 'bench', i);
    decisions += r.decisions;
    rounds += r.rounds;
  }
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`${name.padEnd(8)} ${Math.round(games / s).toString().padStart(7)} games/s  ${(rounds / games).toFixed(2)} rounds/game  ${(decisions / games).toFixed(1)} decisions/game  (${games} games, ${s.toFixed(2)} s)`);
}
