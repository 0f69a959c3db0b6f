/** `zsim compare`: play several strategies and/or lineups on the same seeds and compare them pair by pair. */
import { batchSizeFor } from '../sim/runner.ts';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { type Arm, compareArms, points } from '../analytics/compare.ts';
import { EXIT_GAMES_ERRORED, UserError } from '../core/errors.ts';
import { writeReport } from '../report/html.ts';
import { compareReportPage } from '../report/compare-report.ts';
import { isScripted, pct, zsimCommand } from '../report/run-report.ts';
import { playArms, prepareArms, type ArmRequest } from '../sim/arms.ts';

import { armsCut, armsHandler, EXIT_INTERRUPTED } from './interrupt.ts';
import { announceWritten, progressBar, type Invocation, type Invoked } from './io.ts';
import { armsOutputOptions, gameOptions, integerAtLeast, poolOptions, seatOrderOption } from './options.ts';
import type { SeatOrder } from '../sim/worker.ts';
import { checkReportPath } from './results.ts';
import { teach } from './help.ts';

export const command = 'compare';
export const describe = 'Play strategies or lineups on the same seeds and compare their win rates (paired intervals)';

const list = (flag: string, sep: string) => (value: unknown): string[] => {
  const items = String(value).split(sep).map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) throw new Error(`--${flag} needs a ${sep === '|' ? '|' : 'comma'}-separated list, got "${String(value)}"`);
  return items;
};

const COMPARE_EXAMPLES = [
  ['$0 compare --strategies greedy,cautious,expert --games 500', 'three strategies on the same 500 seeds, with paired intervals'],
  ['$0 compare --mission season1/02-y-zone --lineups "Amy,Doug,Josh|Ned,Phil,Wanda"', 'two lineups, seat order shuffled'],
  ['$0 compare --mission season1/02-y-zone --variants "|players=2"', 'what if the six Survivors were played by two players? (same seeds)'],
] as const;

/** `--variants "|players=2;objective-xp=5"` → [{}, { players: '2', 'objective-xp': '5' }]. */
export function ruleVariants(value: unknown): Record<string, string>[] {
  const text = String(value);
  return text.split('|').map((variant) => {
    const rules: Record<string, string> = {};
    for (const pair of variant.split(';').map((p) => p.trim()).filter(Boolean)) {
      const m = /^([\w-]+)\s*=(.*)$/.exec(pair);
      if (!m) throw new Error(`--variants needs KEY=VALUE pairs joined by ; and variants separated by | (e.g. --variants "players=2|players=3;objective-xp=5"), got "${pair}" in "${text}"`);
      rules[m[1]!] = m[2]!.trim();
    }
    return rules;
  });
}

/** How a variant is named in the arms' labels. */
const variantLabel = (rules: Readonly<Record<string, string>>) => Object.entries(rules).map(([k, v]) => `${k}=${v}`).join('; ') || 'as written';

export function builder(y: Argv) {
  return teach(
    armsOutputOptions(
      seatOrderOption(poolOptions(gameOptions(y)), 'shuffled with --lineups, else fixed')
        .option('strategies', { type: 'string', requiresArg: true, coerce: list('strategies', ','), describe: 'comma-separated strategies to compare, e.g. greedy,random' })
        .option('lineups', {
          type: 'string', requiresArg: true, coerce: list('lineups', '|'),
          describe: 'lineups to compare, separated by |, e.g. "Amy,Doug|Josh,Ned" (each one is played with every strategy)',
        })
        .option('variants', {
          type: 'string', requiresArg: true, coerce: ruleVariants,
          describe: 'rule variants to compare, separated by |, each KEY=VALUE pairs joined by ; (mission keys, as --rule), e.g. "players=2|players=3"; an empty one is the mission as written',
        })
        .option('games', { default: 2000, requiresArg: true, coerce: integerAtLeast('games', 1), describe: 'games per arm (the same seeds for every arm)' }),
      'comparison report',
    ),
    COMPARE_EXAMPLES,
    [0, 2, 3, 130, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export const handler = armsHandler<Invoked<Args>>('arm', compare);

async function compare(io: Invocation, args: Invoked<Args>, signal: AbortSignal): Promise<void> {
  checkReportPath(args.report);
  const strategies = args.strategies ?? [args.strategy];
  const lineups: (string[] | undefined)[] = args.lineups?.map((l) => list('lineups', ',')(l)) ?? [args.survivors];
  const variants = args.variants ?? [{}];
  const requests: ArmRequest[] = strategies.flatMap((strategy) => lineups.flatMap((survivors) => variants.map((rules) => ({ strategy, survivors, rules }))));
  if (requests.length < 2) {
    throw new UserError('compare needs at least two arms: give --strategies a,b (e.g. --strategies greedy,random), --lineups "Amy,Doug|Josh,Ned" and/or --variants "|players=2"');
  }
  // Lineups compared in their given order would credit a survivor with the first seat's advantage.
  const seats = (args.seatOrder ?? (args.lineups ? 'shuffled' : 'fixed')) as SeatOrder;
  const plan = {
    mission: args.mission, seed: args.seed, rules: args.rule ?? {}, strategyOptions: args.strategyOpt ?? {}, check: args.check, decisionBudgetMs: args.decisionBudgetMs,
    games: args.games, workers: args.workers, batchSize: args.batchSize ?? batchSizeFor(args.games, args.workers),
    seats,
  };
  const setups = await prepareArms(plan, requests);
  // An arm is named by what varies: its strategy, lineup and rule variant.
  const label = (i: number) => {
    const parts = [];
    if (strategies.length > 1 || (lineups.length === 1 && variants.length === 1)) parts.push(requests[i]!.strategy);
    if (lineups.length > 1) parts.push(setups[i]!.lineup.join(', '));
    if (variants.length > 1) parts.push(variantLabel(requests[i]!.rules ?? {}));
    return parts.join(' · ');
  };
  const labels = setups.map((_, i) => label(i));
  const dup = labels.find((l, i) => labels.indexOf(l) !== i);
  if (dup !== undefined) throw new UserError(`the arm "${dup}" is given twice; every strategy, lineup and variant of a comparison must differ`);

  const progress = progressBar(io, plan.games * setups.length);
  const played = await playArms(plan, setups, { onProgress: progress?.update, signal }).finally(() => progress?.end());
  const cut = armsCut(io, played, args.games, 'arm');
  if (!cut) return;
  const arms: Arm[] = played.arms.map((p, i) => ({ label: labels[i]!, strategy: requests[i]!.strategy, lineup: p.setup.lineup, stats: p.stats, scripted: isScripted(p.setup.strategy) }));
  const comparison = compareArms(arms);
  const first = setups[0]!;
  const flags: [string, string | undefined][] = [
    ['--mission', first.missionRef.id],
    ['--strategies', strategies.join(',')],
    ['--lineups', args.lineups ? setups.filter((_, i) => i % variants.length === 0 && i < lineups.length * variants.length).map((s) => s.lineup.join(',')).join('|') : undefined],
    ['--variants', args.variants ? variants.map((v) => Object.entries(v).map(([k, x]) => `${k}=${x}`).join(';')).join('|') : undefined],
    ['--survivors', !args.lineups && args.survivors ? first.lineup.join(',') : undefined],
    ['--games', String(cut.gamesCompleted)], // what reproduces these figures (fewer than asked when interrupted)
    ['--seed', args.seed],
    ['--seat-order', args.seatOrder],
  ];
  for (const [k, v] of Object.entries(plan.rules)) flags.push(['--rule', `${k}=${v}`]);
  for (const [k, v] of Object.entries(plan.strategyOptions)) flags.push(['--strategy-opt', `${k}=${v}`]);
  const cmd = zsimCommand('compare', flags);
  const meta = {
    mission: first.missionRef.id, missionName: first.missionSummary.name, fidelity: first.missionSummary.fidelity, game: first.ruleset.id,
    seed: args.seed, seatOrder: seats, rules: plan.rules, strategyOptions: plan.strategyOptions, games: args.games, command: cmd,
  };
  const errors = played.arms.reduce((n, p) => n + p.errors, 0);
  // Each arm's mission keys (the plan's with its variant's), so a variant's figures say what was played.
  // …and what a game of each arm cost: worker-thread seconds per game (the arms' batches share the pool's threads).
  const armSummaries = comparison.arms.map((a, i) => ({ ...a, rules: setups[i]!.rules, secondsPerGame: played.arms[i]!.workerSeconds / played.arms[i]!.completed }));
  const json = { ...meta, partial: cut.partial, gamesCompleted: cut.gamesCompleted, arms: armSummaries, pairs: comparison.pairs, errors };
  io.stdout.write(args.json ? JSON.stringify(json, null, 2) + '\n' : textSummary({ ...json, note: cut.note }));
  if (args.report !== undefined) {
    writeReport(args.report, compareReportPage({ ...meta, games: cut.gamesCompleted, note: cut.note }, arms, comparison, args.report));
    announceWritten(io, args.json, args.report);
  }
  if (cut.partial) io.exitCode = EXIT_INTERRUPTED;
  else if (errors > 0) io.exitCode = EXIT_GAMES_ERRORED;
}

type Comparison = ReturnType<typeof compareArms>;

function textSummary(
  s: { mission: string; missionName: string; seed: string; seatOrder: SeatOrder; gamesCompleted: number; note?: string; errors: number } & Omit<Comparison, 'arms'> & {
    arms: (Comparison['arms'][number] & { secondsPerGame: number })[];
  },
): string {
  const pts = points;
  const width = Math.max(3, ...s.arms.map((a) => a.arm.length));
  const lines = [
    `mission      ${s.mission} (${s.missionName})`,
    `games        ${s.gamesCompleted} per arm, seed ${s.seed} (the same seeds for every arm)`,
    ...(s.seatOrder === 'shuffled' ? ['seat order   shuffled: each game seats its lineup in an order drawn from its seed (the same for every lineup; --seat-order fixed keeps the lineups as listed)'] : []),
    ...(s.note ? [s.note] : []),
    '',
    `${'arm'.padEnd(width)}  ${'wins'.padStart(6)}  win rate  ${'95% CI'.padEnd(13)}  cost a game`,
    ...s.arms.map((a) => `${a.arm.padEnd(width)}  ${String(a.wins).padStart(6)}  ${pct(a.winRate).padStart(8)}  ${`${pct(a.winLow)}–${pct(a.winHigh)}`.padEnd(13)}  ${cost(a.secondsPerGame)}`),
    `(cost: worker-thread time a game; the arms share the threads, so the costs compare: ${s.arms.slice(1).map((a) => `${a.arm} ${(s.arms[0]!.secondsPerGame / a.secondsPerGame).toFixed(2)}× as fast as ${s.arms[0]!.arm}`).join(', ')})`,
    '',
    ...s.pairs.flatMap((p) => [
      p.verdict,
      `    ${p.b} − ${p.a}: ${pts(p.paired.estimate)} points; paired 95% CI ${pts(p.paired.low)} to ${pts(p.paired.high)}, ` +
        `unpaired (as if on independent seeds) ${pts(p.unpaired.low)} to ${pts(p.unpaired.high)}; games only ${p.b} won: ${p.onlyB}, only ${p.a} won: ${p.onlyA}`,
    ]),
    ...(s.errors ? [`errors       ${s.errors} games ended in an error (see zsim run on each arm)`] : []),
  ];
  return lines.join('\n') + '\n';
}

/** Worker time a game, in the unit that reads best: "0.42 ms", "38 ms", "1.25 s". */
function cost(seconds: number): string {
  if (!(seconds > 0)) return '—';
  if (seconds >= 1) return `${seconds.toFixed(2)} s`;
  const ms = seconds * 1000;
  return ms >= 10 ? `${Math.round(ms)} ms` : `${ms.toPrecision(2)} ms`;
}
