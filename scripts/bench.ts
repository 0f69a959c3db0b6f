/**
 * Engine throughput on one thread, no pool: plays N games of a mission per strategy and prints games/s, decisions/s
 * (the engine's speed unit: it does not depend on how long a mission's games last) and rounds/s; then the forward
 * model's speed: determinized copies taken at the real game's action decisions and each rolled out for two rounds
 * by greedy, as rollout steps/s (decisions made inside the copies, the copying included in the time).
 * Usage: npx tsx scripts/bench.ts [mission id or file, default season1/00-tutorial] [games, default 20000]
 * (Whole-run figures with workers come from `zsim bench` and `zsim run`.)
 */
import type { ForwardModel, StrategyModule } from '../src/games/types.ts';
import { prepare } from '../src/sim/setup.ts';

const mission = process.argv[2] ?? 'season1/00-tutorial';
const games = Number(process.argv[3] ?? 20000);
const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en-US').padStart(10);

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
  console.log(
    `${name.padEnd(8)} ${rate(games, s)} games/s ${rate(decisions, s)} decisions/s ${rate(rounds, s)} rounds/s  ` +
    `${(rounds / games).toFixed(2)} rounds/game  ${(decisions / games).toFixed(1)} decisions/game  (${games} games, ${s.toFixed(2)} s)`,
  );
}

const ROLLOUT_ROUNDS = 2;
const { ruleset, mission: m, lineup, strategy: greedy } = await prepare({ mission, strategy: 'greedy' });
const forward = ruleset.strategySupport?.forward;
if (forward) {
  const rolloutGames = Math.max(1, Math.round(games / 100));
  let steps = 0;
  let rollouts = 0;
  let seconds = 0;
  /** Greedy, counting its decisions: the policy the copies are played by. */
  const counted: StrategyModule = {
    ...greedy,
    create(ctx) {
      const inner = greedy.create(ctx);
      return { choose: (v, d) => (steps++, inner.choose(v, d)) };
    },
  };
  /** Greedy in the real game; at each action decision, one copy rolled out on greedy's own pick. */
  const probing: StrategyModule = {
    ...greedy,
    create(ctx) {
      const inner = greedy.create(ctx);
      return {
        choose(v, d) {
          const pick = inner.choose(v, d);
          if (d.kind === 'action') rollOnce(forward, v, d.survivor, d.options[pick], ctx.random);
          return pick;
        },
      };
    },
  };
  const rollOnce = (f: ForwardModel, v: unknown, survivor: number, option: unknown, random: () => number): void => {
    const t = process.hrtime.bigint();
    f.rollout(f.determinize(v, random, counted), survivor, option, ROLLOUT_ROUNDS, () => 0.5);
    seconds += Number(process.hrtime.bigint() - t) / 1e9;
    rollouts++;
  };
  ruleset.playGame(m, lineup, probing, 'warmup', 0);
  [steps, rollouts, seconds] = [0, 0, 0];
  for (let i = 0; i < rolloutGames; i++) ruleset.playGame(m, lineup, probing, 'bench', i);
  console.log(
    `forward  ${rate(rollouts, seconds)} rollouts/s ${rate(steps, seconds)} rollout steps/s  ` +
    `${(steps / rollouts).toFixed(1)} steps/rollout of ${ROLLOUT_ROUNDS} rounds  (${rollouts} rollouts in ${rolloutGames} games, ${seconds.toFixed(2)} s)`,
  );
}
