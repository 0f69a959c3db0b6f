/**
 * `zsim run`: play many games of one mission, lineup and strategy, and summarize them; also a shard
 * of such a run (--shard), a run that stops when the win rate is known well enough (--precision),
 * and finishing an interrupted run (--resume).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import type { RunStats } from '../analytics/collect.ts';
import { readResults, STATS_FILE, type RunMeta } from '../analytics/results.ts';
import { ratio, wilson } from '../analytics/stats.ts';
import { writeFileAtomic } from '../core/atomic.ts';
import { EXIT_GAMES_ERRORED, UserError } from '../core/errors.ts';
import { fileFingerprint, parseShard, readRunFile, RUN_FILE, shardRange, writeRunFile, type RunFile } from '../sim/run-file.ts';
import { batchSizeFor, GAMES_FILE, PRECISION_STEP, replayGame, runPlan, type RunResult } from '../sim/runner.ts';
import type { GameSetup } from '../sim/worker.ts';
import { gameSetup, prepare, type Setup } from '../sim/setup.ts';
import { countsObject, type Tally } from '../sim/tally.ts';
import { EXIT_INTERRUPTED, interruptible } from './interrupt.ts';
import { announceWritten, flagGiven, INVOCATION, progressBar, type Invocation, type Invoked } from './io.ts';
import { gameOptions, integerAtLeast, poolOptions } from './options.ts';
import { replayCommand } from './replay.ts';
import { checkReportPath, checkWritableFolder, runMeta, saveRun } from './results.ts';
import { teach } from './help.ts';

export const command = 'run';
export const describe = 'Play many seeded games of a mission and summarize them';

/** With --precision and no --games: the most games a run plays. */
export const PRECISION_MAX_GAMES = 1_000_000;

const RUN_EXAMPLES = [
  ['$0 run --mission season1/02-y-zone --report reports/y-zone.html', '2,000 games of Y-Zone with the greedy strategy, and their HTML report'],
  ['$0 run --mission "Small Town" --precision 0.01 --json', 'play until the win rate is known to ±1 point; print JSON'],
  ['$0 run --strategy expert --games 200 --out results/expert', 'the search strategy; every game saved (resume with --resume results/expert)'],
] as const;

export function builder(y: Argv) {
  return teach(
    poolOptions(gameOptions(y))
      .option('games', { default: 2000, requiresArg: true, coerce: integerAtLeast('games', 1), describe: `number of games (with --precision: the most to play, default ${PRECISION_MAX_GAMES.toLocaleString('en-US')})` })
      .option('json', { type: 'boolean', default: false, describe: 'print one JSON object instead of the text summary' })
      .option('out', { type: 'string', requiresArg: true, describe: `also write DIR/${GAMES_FILE} (one record per game), DIR/summary.json, the statistics and DIR/run.json (see docs/results.md)` })
      .option('force', { type: 'boolean', default: false, describe: 'write into a non-empty --out directory (its files are replaced)' })
      .option('report', { type: 'string', requiresArg: true, describe: 'also write a self-contained HTML report to FILE (see docs/results.md)' })
      .option('precision', {
        requiresArg: true, coerce: precisionValue,
        describe: `stop once the win rate's 95% interval is at most ± this wide (checked every ${PRECISION_STEP} games; e.g. 0.01)`,
      })
      .option('shard', {
        requiresArg: true, coerce: parseShard,
        describe: 'play only shard i of n of the games (e.g. 2/4), to combine later with `zsim merge` (see docs/scaling.md)',
      })
      .option('verbose', {
        type: 'boolean', default: false,
        describe: 'when games end in errors, replay the first and print where its error came from (the stack of a strategy that threw)',
      })
      .option('resume', {
        type: 'string', requiresArg: true,
        describe: 'finish the interrupted run saved in DIR (its --out folder); takes every game setting from DIR/run.json',
      }),
    RUN_EXAMPLES,
    [0, 2, 3, 130, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

function precisionValue(value: unknown): number {
  const n = Number(value);
  if (typeof value === 'boolean' || !Number.isFinite(n) || n <= 0 || n > 0.5) throw new Error(`--precision must be a number above 0 and at most 0.5 (e.g. 0.01 for ±1 point), got "${String(value)}"`);
  return n;
}

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  // From the start to the last file written, Ctrl-C means "stop playing and save": never a half-written folder.
  const say = { stopping: 'stopping and saving the completed games (again to quit without saving)', quitting: 'quitting without saving' };
  await interruptible(io, say, (signal) => (args.resume !== undefined ? resumeRun(io, args, args.resume, signal) : newRun(io, args, signal)));
}

async function newRun(io: Invocation, args: Args, signal: AbortSignal): Promise<void> {
  if (args.out !== undefined) checkOutDir(args.out, args.force);
  checkReportPath(args.report);
  if (args.shard && args.precision !== undefined) {
    throw new UserError('--precision cannot be combined with --shard: a shard cannot know when the whole run is precise enough; give the shards a fixed --games');
  }
  const games = args.precision !== undefined && !flagGiven(io, 'games') ? PRECISION_MAX_GAMES : args.games;
  const setup = await prepare({ mission: args.mission, strategy: args.strategy, survivors: args.survivors, rules: args.rule ?? {}, strategyOptions: args.strategyOpt ?? {} });
  const shard = args.shard ?? null;
  const precision = args.precision ?? null;
  const meta = runMeta(setup, { strategy: args.strategy, seed: args.seed, games, strategyOpt: args.strategyOpt, shard, precision });
  const run: RunFile = {
    format: 'zsim-run/1', meta,
    fingerprints: { mission: fileFingerprint(setup.missionRef.file), strategy: fileFingerprint(setup.strategyFile) },
    check: args.check, decisionBudgetMs: args.decisionBudgetMs, precision, shard, ...shardRange(games, shard),
    completed: 0, status: 'partial', report: args.report ?? null, elapsedSeconds: 0,
  };
  await play(io, setup, run, args, signal);
}

/** `--resume DIR`: the settings come from DIR/run.json; only how to play (workers, batch size, output) may be given. */
async function resumeRun(io: Invocation, args: Args, dir: string, signal: AbortSignal): Promise<void> {
  const clash = ['mission', 'seed', 'strategy', 'survivors', 'strategy-opt', 'decision-budget-ms', 'check', 'rule', 'games', 'out', 'force', 'report', 'precision', 'shard'].filter((f) => flagGiven(io, f));
  if (clash.length) {
    throw new UserError(`--resume takes the run's settings from ${path.join(dir, 'run.json')}; drop ${clash.map((f) => `--${f}`).join(', ')} (only --workers, --batch-size and --json go with --resume)`);
  }
  const run = readRunFile(dir, '--resume');
  if (run.status === 'complete') throw new UserError(`the run in ${dir} is complete (${run.completed} games); there is nothing to resume`);
  const m = run.meta;
  const setup = await prepare({ mission: m.mission, strategy: m.strategy, survivors: m.lineup, rules: m.rules, strategyOptions: m.strategyOptions });
  for (const [what, file, print] of [['mission', setup.missionRef.file, run.fingerprints.mission], ['strategy', setup.strategyFile, run.fingerprints.strategy]] as const) {
    if (fileFingerprint(file) !== print) {
      throw new UserError(`the ${what} file ${file} has changed since the run in ${dir} started, so its games would not match; start the run again (or restore the file)`);
    }
  }
  if (!existsSync(path.join(dir, GAMES_FILE))) throw new UserError(`${dir} has no ${GAMES_FILE}; the results folder is damaged, start the run again`);
  const stats = existsSync(path.join(dir, STATS_FILE)) ? readResults(dir).stats : undefined;
  await play(io, setup, run, { ...args, out: dir, report: run.report ?? undefined }, signal, stats);
}

/** Play the rest of `run` (all of it when new), then save and print the results. Every game setting comes from `run`. */
async function play(io: Invocation, setup: Setup, run: RunFile, args: Pick<Args, 'workers' | 'batchSize' | 'json' | 'out' | 'report' | 'verbose'>, signal: AbortSignal, resumed?: RunStats): Promise<void> {
  const progress = progressBar(io, run.planned, run.completed);
  const batchSize = args.batchSize ?? batchSizeFor(run.planned - run.completed, args.workers);
  const games = gameSetup(setup, {
    seed: run.meta.seed, check: run.check, strategyOptions: run.meta.strategyOptions, decisionBudgetMs: run.decisionBudgetMs,
    collect: args.out !== undefined || args.report !== undefined,
  });
  const result = await runPlan(
    { ...games, first: run.first, games: run.planned, workers: args.workers, batchSize },
    {
      out: args.out, onProgress: progress?.update, signal, precision: run.precision ?? undefined,
      resume: run.completed > 0 && args.out !== undefined ? { recordsFile: path.join(args.out, GAMES_FILE), games: run.completed, stats: resumed } : undefined,
    },
  ).finally(() => progress?.end());
  const done: RunFile = {
    ...run, completed: result.tally.games, status: result.partial ? 'partial' : 'complete', elapsedSeconds: run.elapsedSeconds + result.elapsedSeconds,
  };
  done.meta = { ...run.meta, note: runNote(done, args.out) };
  if (done.meta.note === undefined) delete done.meta.note;
  const summary = runSummary(done, result, batchSize);
  saveResults(io, done, summary, result.stats, { dir: args.out, report: args.report, json: args.json });
  if (args.verbose && summary.firstErrorGame !== null) await explainError(io, games, summary.firstErrorGame);
  if (result.partial) {
    io.stderr.write(
      `zsim: interrupted after ${int(done.completed)} of ${int(done.planned)} games; ` +
        (args.out !== undefined ? `the completed games are saved in ${args.out} (marked partial); finish the run with: npx zsim run --resume ${args.out}\n` : 'without --out nothing was saved to resume from\n'),
    );
    io.exitCode = EXIT_INTERRUPTED;
  } else if (summary.errors > 0) io.exitCode = EXIT_GAMES_ERRORED;
}

/** --verbose: replay game `game`, which ended in an error, and print the log's error lines (the cause and its stack). */
async function explainError(io: Invocation, games: GameSetup, game: number): Promise<void> {
  const lines: string[] = [];
  await replayGame(games, game, (line) => void (line.startsWith('!!') && lines.push(line.replace(/^!! ?/, '    '))));
  io.stderr.write(`zsim: the first error, game ${game}, replayed:\n${lines.join('\n')}\n`);
}

/** What a reader of a partial, sharded or precision-stopped result must know. */
function runNote(run: RunFile, dir: string | undefined): string | undefined {
  const parts = [];
  if (run.shard) parts.push(`shard ${run.shard.index}/${run.shard.count} of a ${run.meta.games}-game run: games ${run.first}–${run.first + run.planned - 1}; combine the shards with zsim merge`);
  if (run.status === 'partial') parts.push(`partial: ${run.completed} of ${run.planned} games (interrupted)${dir !== undefined ? `; finish with zsim run --resume ${dir}` : ''}`);
  else if (run.precision !== null && run.completed < run.planned) parts.push(`stopped after ${run.completed} games: the win rate's 95% interval reached ±${run.precision}`);
  return parts.length ? parts.join('; ') : undefined;
}

/** --out must be a folder (new, empty, or replaced with --force). */
export function checkOutDir(dir: string, force: boolean): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return checkWritableFolder(dir, '--out', dir); // made now, filled when the run ends
    throw new UserError(`--out ${dir} is not a folder I can write results into (${code === 'ENOTDIR' ? 'it is a file' : (e as Error).message}); name a new or existing folder.`);
  }
  if (entries.length > 0 && !force) throw new UserError(`--out ${dir} is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}); choose another folder or add --force to replace its files.`);
  checkWritableFolder(dir, '--out', dir);
}

export type RunSummary = ReturnType<typeof runSummary>;

/** The result of a run (or a shard, or merged shards) as one JSON-ready object (--json, summary.json). */
export function runSummary(run: RunFile, result: Pick<RunResult, 'tally' | 'recordsHash' | 'workers'>, batchSize: number) {
  const t: Tally = result.tally;
  const m: RunMeta = run.meta;
  const firstError = t.firstError < 0 ? null : t.firstError;
  return {
    mission: m.mission,
    missionName: m.missionName,
    game: m.game,
    survivors: m.lineup,
    strategy: m.strategy,
    seed: m.seed,
    rules: m.rules,
    strategyOptions: m.strategyOptions,
    games: t.games,
    wins: t.wins,
    losses: t.losses,
    errors: t.errors,
    winRate: ratio(t.wins, t.games),
    winRateCI95: wilson(t.wins, t.games),
    meanRounds: ratio(t.roundsSum, t.games),
    lossesByCause: countsObject(t.lossesByCause),
    errorsByCause: countsObject(t.errorsByCause),
    firstErrorGame: firstError,
    replayFirstError:
      firstError === null ? null : replayCommand({ mission: m.mission, seed: m.seed, game: firstError, strategy: m.strategy, survivors: m.lineup, rules: m.rules, strategyOptions: m.strategyOptions, decisionBudgetMs: run.decisionBudgetMs, check: run.check }),
    recordsHash: result.recordsHash,
    /** Games first .. first + games - 1 of the run were played (first > 0 for a shard). */
    firstGame: run.first,
    /** The games this run (or shard) set out to play; more than `games` when partial or stopped by precision. */
    gamesPlanned: run.planned,
    partial: run.status === 'partial',
    shard: run.shard ? `${run.shard.index}/${run.shard.count}` : null,
    precision: run.precision,
    workers: result.workers,
    batchSize,
    elapsedSeconds: run.elapsedSeconds,
    gamesPerSecond: ratio(t.games, run.elapsedSeconds),
  };
}

/**
 * Print the summary, then write summary.json, run.json and the statistics into `out.dir` and the report, naming each
 * file written (the summary comes first, so a file that cannot be written never costs the figures).
 */
export function saveResults(io: Invocation, run: RunFile, summary: RunSummary, stats: RunStats | undefined, out: { dir?: string; report?: string; json: boolean }): void {
  io.stdout.write(out.json ? JSON.stringify(summary, null, 2) + '\n' : textSummary(summary));
  const files = stats || run.completed > 0 ? saveRun(run.meta, stats, { dir: out.dir, report: out.report }) : []; // nothing to report before the first game
  if (out.dir !== undefined) {
    writeFileAtomic(path.join(out.dir, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
    // Last: a folder whose run.json says "complete" has every other file in place.
    writeRunFile(out.dir, run);
    announceWritten(io, out.json, out.dir, [GAMES_FILE, ...files, 'summary.json', RUN_FILE]);
  }
  if (out.report !== undefined && (stats || run.completed > 0)) announceWritten(io, out.json, out.report);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');

function textSummary(s: RunSummary): string {
  const [low, high] = s.winRateCI95;
  const causes = (counts: Record<string, number>) =>
    Object.entries(counts).map(([cause, n]) => `\n    ${cause}: ${n} (${pct(n / s.games)})`).join('');
  const played = s.games === s.gamesPlanned ? '' : s.partial ? ` — PARTIAL, ${int(s.gamesPlanned)} planned` : ` (stopped: ±${s.precision} reached)`;
  const lines = [
    `mission      ${s.mission} (${s.missionName})`,
    `survivors    ${s.survivors.join(', ')}`,
    `strategy     ${s.strategy}`,
    `seed         ${s.seed}`,
    ...(Object.keys(s.rules).length ? [`rules        ${Object.entries(s.rules).map(([k, v]) => `${k}=${v}`).join(', ')}`] : []),
    ...(s.shard ? [`shard        ${s.shard}: games ${int(s.firstGame)}–${int(s.firstGame + s.gamesPlanned - 1)}`] : []),
    `games        ${s.games}${played} on ${s.workers} worker${s.workers === 1 ? '' : 's'} (batches of ${s.batchSize})`,
    `wins         ${s.wins}/${s.games} = ${pct(s.winRate)} (95% CI ${pct(low)}–${pct(high)})`,
    `mean rounds  ${s.meanRounds.toFixed(2)}`,
    `losses       ${s.losses}${causes(s.lossesByCause)}`,
    `errors       ${s.errors}${causes(s.errorsByCause)}`,
    ...(s.replayFirstError ? [`first error  game ${s.firstErrorGame}; replay it with:\n    ${s.replayFirstError}`] : []),
    `recordsHash  ${s.recordsHash}`,
    `speed        ${int(s.gamesPerSecond)} games/s (${s.elapsedSeconds.toFixed(2)} s)`,
  ];
  return lines.join('\n') + '\n';
}
