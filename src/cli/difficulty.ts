/** `zsim difficulty`: the skill curve — the search strategy's win rate at rising budgets, on the same seeds, and its plateau. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { points } from '../analytics/compare.ts';
import { type CurvePoint, type SkillCurve, skillCurve } from '../analytics/difficulty.ts';
import { EXIT_GAMES_ERRORED, UserError } from '../core/errors.ts';
import { difficultyReportPage, plateauSentence, signed } from '../report/difficulty-report.ts';
import { writeReport } from '../report/html.ts';
import { pct, zsimCommand } from '../report/run-report.ts';
import { playArms, prepareArms } from '../sim/arms.ts';
import { batchSizeFor } from '../sim/runner.ts';
import { prepare } from '../sim/setup.ts';
import { armsCut, armsHandler, EXIT_INTERRUPTED } from './interrupt.ts';
import { announceWritten, progressBar, type Invocation, type Invoked } from './io.ts';
import { armsOutputOptions, gameOptions, integerAtLeast, poolOptions } from './options.ts';
import { teach } from './help.ts';
import { checkReportPath } from './results.ts';

export const command = 'difficulty';
export const describe = 'Play a mission with the search strategy at rising budgets on the same seeds: the skill curve and where it levels off';

export const DEFAULT_BUDGETS = [4, 16, 64, 256];
/** Per budget: a win rate known to ±10 points at worst; at the default budgets, about six times the cost of 100 games of the default expert. */
export const DEFAULT_GAMES = 100;
/** The strategy setting the budgets are given to. */
const BUDGET = 'budget';

/** `--budgets 4,16,64` → [4, 16, 64]: two or more whole numbers, rising. */
export function budgetList(value: unknown): number[] {
  const text = String(value);
  const items = text.split(',').map((s) => s.trim());
  const budgets = items.map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  if (items.length < 2 || budgets.some((b) => !Number.isSafeInteger(b) || b < 1)) {
    throw new Error(`--budgets needs two or more whole numbers of at least 1, comma-separated, smallest first (e.g. --budgets 4,16,64,256), got "${text}"`);
  }
  const i = budgets.findIndex((b, k) => k > 0 && b <= budgets[k - 1]!);
  if (i > 0) throw new Error(`--budgets must rise: ${budgets[i]} comes after ${budgets[i - 1]} in "${text}"; give each budget once, smallest first (e.g. --budgets 4,16,64,256)`);
  return budgets;
}

const DIFFICULTY_EXAMPLES = [
  ['$0 difficulty --mission season1/02-y-zone', 'the expert at budgets 4, 16, 64 and 256, 100 games each: does better play still change the win rate?'],
  ['$0 difficulty --mission "Small Town" --budgets 2,4,8,16 --games 300 --report reports/small-town-curve.html', 'cheaper budgets, more games, and the curve drawn'],
] as const;

export function builder(y: Argv) {
  return teach(
    armsOutputOptions(
      poolOptions(gameOptions(y))
        .option('strategy', {
          type: 'string', default: 'expert', requiresArg: true,
          describe: 'the search strategy: one with a budget setting (the expert), by name or .ts/.js/.mjs file',
        })
        .option('budgets', {
          type: 'string', default: DEFAULT_BUDGETS.join(','), requiresArg: true, coerce: budgetList,
          describe: 'rising search budgets, comma-separated: forward-model plays per decision (--strategy-opt budget=N of each)',
        })
        .option('games', { default: DEFAULT_GAMES, requiresArg: true, coerce: integerAtLeast('games', 1), describe: 'games per budget (the same seeds for every budget)' }),
      'report with the curve',
    ),
    DIFFICULTY_EXAMPLES,
    [0, 2, 3, 130, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export const handler = armsHandler<Invoked<Args>>('budget', difficulty);

async function difficulty(io: Invocation, args: Invoked<Args>, signal: AbortSignal): Promise<void> {
  checkReportPath(args.report);
  const strategyOptions = args.strategyOpt ?? {};
  if (strategyOptions[BUDGET] !== undefined) {
    throw new UserError(`--strategy-opt budget=${strategyOptions[BUDGET]} and --budgets both set the search budget; give the budgets with --budgets only (e.g. --budgets 4,16,64)`);
  }
  const base = await prepare({ mission: args.mission, strategy: args.strategy, survivors: args.survivors, rules: args.rule ?? {}, strategyOptions });
  if (!base.strategy.settings?.includes(BUDGET)) {
    throw new UserError(
      `strategy "${base.strategy.name}" has no budget setting (its settings: ${base.strategy.settings?.join(', ') || 'none'}), so it cannot be played at rising --budgets; ` +
        'give --strategy a search strategy such as expert, the default (docs/strategies.md)',
    );
  }
  const budgets = args.budgets;
  const plan = {
    mission: args.mission, seed: args.seed, rules: args.rule ?? {}, strategyOptions, check: args.check, decisionBudgetMs: args.decisionBudgetMs,
    games: args.games, workers: args.workers, batchSize: args.batchSize ?? batchSizeFor(args.games, args.workers),
  };
  const requests = budgets.map((b) => ({ strategy: args.strategy, survivors: args.survivors, strategyOptions: { [BUDGET]: String(b) } }));
  // The mission, strategy and settings passed above: what the strategy refuses now is a budget.
  const setups = await prepareArms(plan, requests).catch((e: unknown) => {
    throw e instanceof UserError ? new UserError(`--budgets ${budgets.join(',')}: ${e.message}`) : e;
  });

  const progress = progressBar(io, plan.games * setups.length);
  const played = await playArms(plan, setups, { onProgress: progress?.update, signal }).finally(() => progress?.end());
  const cut = armsCut(io, played, args.games, 'budget');
  if (!cut) return;
  const curve = skillCurve(played.arms.map((p, i) => ({ budget: budgets[i]!, stats: p.stats })));

  const flags: [string, string | undefined][] = [
    ['--mission', base.missionRef.id],
    ['--strategy', args.strategy],
    ['--budgets', budgets.join(',')],
    ['--survivors', args.survivors ? base.lineup.join(',') : undefined],
    ['--games', String(cut.gamesCompleted)], // what reproduces these figures (fewer than asked when interrupted)
    ['--seed', args.seed],
  ];
  for (const [k, v] of Object.entries(base.rules)) flags.push(['--rule', `${k}=${v}`]);
  for (const [k, v] of Object.entries(strategyOptions)) flags.push(['--strategy-opt', `${k}=${v}`]);
  const meta = {
    mission: base.missionRef.id, missionName: base.missionSummary.name, fidelity: base.missionSummary.fidelity, game: base.ruleset.id,
    strategy: args.strategy, lineup: base.lineup, seed: args.seed, rules: base.rules, strategyOptions, games: args.games, command: zsimCommand('difficulty', flags),
  };
  const errors = played.arms.reduce((n, p) => n + p.errors, 0);
  const json = { ...meta, partial: cut.partial, gamesCompleted: cut.gamesCompleted, budgets: curve.budgets, plateau: curve.plateau, errors };
  io.stdout.write(args.json ? JSON.stringify(json, null, 2) + '\n' : textSummary({ ...json, note: cut.note }));
  if (args.report !== undefined) {
    writeReport(args.report, difficultyReportPage({ ...meta, games: cut.gamesCompleted, note: cut.note }, curve, args.report));
    announceWritten(io, args.json, args.report);
  }
  if (cut.partial) io.exitCode = EXIT_INTERRUPTED;
  else if (errors > 0) io.exitCode = EXIT_GAMES_ERRORED;
}

const interval = ([lo, hi]: [number, number]) => `${pct(lo)}–${pct(hi)}`;

function textSummary(s: SkillCurve & { mission: string; missionName: string; strategy: string; strategyOptions: Record<string, string>; lineup: string[]; seed: string; gamesCompleted: number; note?: string; errors: number }): string {
  const settings = Object.entries(s.strategyOptions).map(([k, v]) => `${k}=${v}`).join(', ');
  const row = (p: CurvePoint) =>
    (`${String(p.budget).padStart(6)}  ${String(p.games).padStart(6)}  ${String(p.wins).padStart(6)}  ${pct(p.winRate).padStart(8)}  ${interval(p.interval).padEnd(13)}` +
    (p.change ? `  ${signed(p.change.estimate).padStart(15)}  ${points(p.change.interval[0])} to ${points(p.change.interval[1])}` : '')).trimEnd();
  const lines = [
    `mission      ${s.mission} (${s.missionName})`,
    `strategy     ${s.strategy}${settings ? ` (${settings})` : ''} at budgets ${s.budgets.map((p) => p.budget).join(', ')} (forward-model plays per decision)`,
    `lineup       ${s.lineup.join(', ')}`,
    `games        ${s.gamesCompleted} per budget, seed ${s.seed} (the same seeds for every budget)`,
    ...(s.note ? [s.note] : []),
    '',
    `budget   games    wins  win rate  95% CI         change (points)  paired 95% CI`,
    ...s.budgets.map(row),
    '',
    plateauSentence(s),
    ...(s.errors ? [`errors       ${s.errors} games ended in an error (zsim run --strategy-opt budget=N shows them; a decision slower than --decision-budget-ms is one)`] : []),
  ];
  return lines.join('\n') + '\n';
}
