/** `zsim balance`: sweep lineups on the same seeds and estimate each survivor's effect on the win rate. */
import { batchSizeFor } from '../sim/runner.ts';
import seedrandom from 'seedrandom';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { balance, binomial, combinations } from '../analytics/balance.ts';
import { points } from '../analytics/compare.ts';
import { EXIT_GAMES_ERRORED, UserError } from '../core/errors.ts';
import { shuffle } from '../core/rng.ts';
import { balanceReportPage } from '../report/balance-report.ts';
import { writeReport } from '../report/html.ts';
import { isScripted, pct, zsimCommand } from '../report/run-report.ts';
import { playArms, prepareArms } from '../sim/arms.ts';

import { prepare } from '../sim/setup.ts';
import { armsCut, armsHandler, EXIT_INTERRUPTED } from './interrupt.ts';
import { announceWritten, progressBar, type Invocation, type Invoked } from './io.ts';
import { armsOutputOptions, gameOptions, integerAtLeast, poolOptions, seatOrderOption } from './options.ts';
import type { SeatOrder } from '../sim/worker.ts';
import { seatOrder } from '../core/rng.ts';
import { checkReportPath } from './results.ts';
import { teach } from './help.ts';

export const command = 'balance';
export const describe = "Sweep lineups on the same seeds and rank each survivor's effect on the win rate";

export const DEFAULT_SAMPLE = 30;

const BALANCE_EXAMPLES = [
  ['$0 balance', 'every lineup one smaller than the mission\'s: what each survivor adds'],
  ['$0 balance --survivors Amy,Doug,Josh,Ned,Phil,Wanda --size 5 --report reports/balance.html', 'a chosen pool, with its report'],
] as const;

export function builder(y: Argv) {
  return teach(
    armsOutputOptions(
      seatOrderOption(poolOptions(gameOptions(y)), 'shuffled')
        .option('size', { requiresArg: true, coerce: integerAtLeast('size', 1), describe: "survivors per lineup (default: the mission's lineup size, at most one less than the survivors to choose from)" })
        .option('sample', {
          default: DEFAULT_SAMPLE, requiresArg: true, coerce: integerAtLeast('sample', 2),
          describe: 'play every lineup when there are at most this many, else a seeded sample of this many',
        })
        .option('games', { default: 1000, requiresArg: true, coerce: integerAtLeast('games', 1), describe: 'games per lineup (the same seeds for every lineup)' }),
      'balance report',
    ),
    BALANCE_EXAMPLES,
    [0, 2, 3, 130, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

/** `sample` distinct k-subsets of `pool` drawn with a seeded generator, each in pool order, listed in lexicographic order. */
export function sampleLineups(pool: readonly string[], k: number, sample: number, seed: string): string[][] {
  const total = binomial(pool.length, k);
  const rng = seedrandom.alea(`${seed}\u0000balance`);
  if (total <= sample) return combinations(pool, k);
  let picked: number[][];
  if (total <= 100_000) {
    picked = shuffle(rng, combinations(pool.map((_, i) => i), k)).slice(0, sample);
  } else {
    const seen = new Set<string>();
    picked = [];
    while (picked.length < sample) {
      const subset = shuffle(rng, pool.map((_, i) => i)).slice(0, k).sort((a, b) => a - b);
      const key = subset.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        picked.push(subset);
      }
    }
  }
  picked.sort((a, b) => {
    for (let i = 0; i < k; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  });
  return picked.map((idx) => idx.map((i) => pool[i]!));
}

export const handler = armsHandler<Invoked<Args>>('lineup', sweep);

async function sweep(io: Invocation, args: Invoked<Args>, signal: AbortSignal): Promise<void> {
  checkReportPath(args.report);
  const base = await prepare({ mission: args.mission, strategy: args.strategy, rules: args.rule ?? {}, strategyOptions: args.strategyOpt ?? {} });
  const wantAll = !args.survivors || (args.survivors.length === 1 && args.survivors[0]!.toLowerCase() === 'all');
  let pool: string[];
  if (wantAll) {
    if (!base.ruleset.allSurvivors) throw new UserError(`the ${base.ruleset.id} rule system cannot list its survivors; give them with --survivors A,B,C`);
    pool = base.ruleset.allSurvivors(base.mission);
  } else {
    pool = args.survivors!;
    const dup = pool.find((n, i) => pool.findIndex((m) => m.toLowerCase() === n.toLowerCase()) !== i);
    if (dup !== undefined) throw new UserError(`--survivors: ${dup} appears twice`);
  }
  // Without --size: the mission's lineup size, one less when the pool is no larger (so each survivor is left out of some lineup).
  const size = args.size ?? Math.max(1, Math.min(base.lineup.length, pool.length - 1));
  if (size > pool.length) throw new UserError(`--size ${size} is larger than the ${pool.length} survivors to choose from (${pool.join(', ')})`);
  const possible = binomial(pool.length, size);
  if (possible < 2) throw new UserError(`only one lineup of ${size} can be made from ${pool.join(', ')}; lower --size or add survivors`);
  const lineups = sampleLineups(pool, size, args.sample, args.seed);

  const plan = {
    mission: args.mission, seed: args.seed, rules: args.rule ?? {}, strategyOptions: args.strategyOpt ?? {}, check: args.check, decisionBudgetMs: args.decisionBudgetMs,
    games: args.games, workers: args.workers, batchSize: args.batchSize ?? batchSizeFor(args.games, args.workers),
    seats: (args.seatOrder ?? 'shuffled') as SeatOrder,
  };
  const setups = await prepareArms(plan, lineups.map((survivors) => ({ strategy: args.strategy, survivors })));
  const progress = progressBar(io, plan.games * setups.length);
  const played = await playArms(plan, setups, { onProgress: progress?.update, signal }).finally(() => progress?.end());
  const cut = armsCut(io, played, args.games, 'lineup');
  if (!cut) return;
  const firstSeat = plan.seats === 'shuffled' ? (game: number, n: number) => seatOrder(args.seed, game, n)[0]! : undefined;
  const result = balance(pool, played.arms.map((p) => ({ lineup: p.setup.lineup, stats: p.stats })), firstSeat);

  const flags: [string, string | undefined][] = [
    ['--mission', base.missionRef.id],
    ['--strategy', args.strategy],
    ['--survivors', wantAll ? 'all' : pool.join(',')],
    ['--size', String(size)],
    ['--sample', String(args.sample)],
    ['--games', String(cut.gamesCompleted)], // what reproduces these figures (fewer than asked when interrupted)
    ['--seed', args.seed],
    ['--seat-order', args.seatOrder === 'fixed' ? 'fixed' : undefined],
  ];
  for (const [k, v] of Object.entries(base.rules)) flags.push(['--rule', `${k}=${v}`]);
  for (const [k, v] of Object.entries(plan.strategyOptions)) flags.push(['--strategy-opt', `${k}=${v}`]);
  const meta = {
    mission: base.missionRef.id, missionName: base.missionSummary.name, fidelity: base.missionSummary.fidelity, game: base.ruleset.id,
    seed: args.seed, seatOrder: plan.seats, rules: base.rules, strategyOptions: plan.strategyOptions, strategy: args.strategy, pool, size, possible,
    games: args.games, command: zsimCommand('balance', flags),
  };
  const errors = played.arms.reduce((n, p) => n + p.errors, 0);
  const json = {
    ...meta, partial: cut.partial, gamesCompleted: cut.gamesCompleted, sampled: lineups.length < possible, lineupsPlayed: lineups.length,
    survivors: result.survivors, lineups: result.lineups, errors,
  };
  io.stdout.write(args.json ? JSON.stringify(json, null, 2) + '\n' : textSummary({ ...json, note: cut.note }));
  if (args.report !== undefined) {
    writeReport(args.report, balanceReportPage({ ...meta, games: cut.gamesCompleted, note: cut.note, scripted: isScripted(base.strategy) }, result, args.report));
    announceWritten(io, args.json, args.report);
  }
  if (cut.partial) io.exitCode = EXIT_INTERRUPTED;
  else if (errors > 0) io.exitCode = EXIT_GAMES_ERRORED;
}

function textSummary(
  s: { mission: string; missionName: string; strategy: string; seed: string; seatOrder: SeatOrder; gamesCompleted: number; note?: string; size: number; possible: number; lineupsPlayed: number; errors: number } & ReturnType<typeof balance>,
): string {
  const pts = points;
  const width = Math.max(8, ...s.survivors.map((r) => r.survivor.length));
  const lwidth = Math.max(6, ...s.lineups.map((l) => l.lineup.join(', ').length));
  const lines = [
    `mission      ${s.mission} (${s.missionName})`,
    `strategy     ${s.strategy}`,
    `lineups      ${s.lineupsPlayed} of ${s.possible} lineups of ${s.size}${s.lineupsPlayed < s.possible ? ' (seeded sample)' : ''}, ${s.gamesCompleted} games each, seed ${s.seed} (the same seeds for every lineup)`,
    ...(s.note ? [s.note] : []),
    '',
    `seat order   ${s.seatOrder === 'shuffled' ? 'shuffled: each game seats its lineup in an order drawn from its seed (the same for every lineup)' : 'fixed: the lineup as listed, first name first (a survivor\'s effect includes its seat\'s)'}`,
    '',
    `rank  ${'survivor'.padEnd(width)}  effect (points)  95% CI            with     without${s.seatOrder === 'shuffled' ? '  first seat (points)  95% CI' : ''}`,
    ...s.survivors.map((r) =>
      `${String(r.rank).padStart(4)}  ${r.survivor.padEnd(width)}  ` +
      (r.effect ? `${pts(r.effect.estimate).padStart(15)}  ${`${pts(r.effect.low)} to ${pts(r.effect.high)}`.padEnd(16)}` : `${'–'.padStart(15)}  ${''.padEnd(16)}`) +
      `  ${pct(r.winWith).padStart(6)}  ${pct(r.winWithout).padStart(6)}` +
      (s.seatOrder !== 'shuffled' ? '' : r.firstSeat ? `  ${pts(r.firstSeat.estimate).padStart(18)}  ${pts(r.firstSeat.low)} to ${pts(r.firstSeat.high)}` : `  ${'–'.padStart(18)}`)),
    ...(s.seatOrder === 'shuffled' ? ['', 'first seat: how much more this survivor\'s lineups win when it plays first than when it sits elsewhere (the seat\'s effect, kept out of "effect")'] : []),
    '',
    `rank  ${'lineup'.padEnd(lwidth)}  win rate  95% CI`,
    ...s.lineups.map((l) => `${String(l.rank).padStart(4)}  ${l.lineup.join(', ').padEnd(lwidth)}  ${pct(l.winRate).padStart(8)}  ${pct(l.winLow)}–${pct(l.winHigh)}`),
    ...(s.errors ? [`errors       ${s.errors} games ended in an error`] : []),
  ];
  return lines.join('\n') + '\n';
}
