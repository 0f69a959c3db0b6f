/** `zsim run`: play many games of one mission, lineup and strategy, and summarize them. */
import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import { UserError } from '../core/errors.ts';
import path from 'node:path';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { ratio, wilson } from '../analytics/stats.ts';
import { ttyProgress } from '../sim/progress.ts';
import { GAMES_FILE, runPlan, type RunResult } from '../sim/runner.ts';
import { prepare, type Setup } from '../sim/setup.ts';
import { countsObject } from '../sim/tally.ts';
import { gameOptions, integerAtLeast, poolOptions } from './options.ts';
import { replayCommand } from './replay.ts';
import { checkReportPath, runMeta, saveRun } from './results.ts';

export const command = 'run';
export const describe = 'Play many seeded games of a mission and summarize them';

export function builder(y: Argv) {
  return poolOptions(gameOptions(y))
    .option('games', { default: 2000, requiresArg: true, coerce: integerAtLeast('games', 1), describe: 'number of games' })
    .option('json', { type: 'boolean', default: false, describe: 'print one JSON object instead of the text summary' })
    .option('out', { type: 'string', requiresArg: true, describe: `also write DIR/${GAMES_FILE} (one record per game) and DIR/summary.json` })
    .option('force', { type: 'boolean', default: false, describe: 'write into a non-empty --out directory (its files are replaced)' })
    .option('report', { type: 'string', requiresArg: true, describe: 'also write a self-contained HTML report to FILE (see docs/results.md)' });
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Args): Promise<void> {
  if (args.out !== undefined) checkOutDir(args.out, args.force);
  checkReportPath(args.report);
  const setup = await prepare({ mission: args.mission, strategy: args.strategy, survivors: args.survivors, rules: args.rule ?? {} });
  const progress = ttyProgress();
  const result = await runPlan(
    {
      rulesetModule: setup.rulesetModule, missionFile: setup.missionRef.file, lineup: setup.lineup,
      strategyFile: setup.strategyFile, seed: args.seed, rules: setup.rules, check: args.check, strategyOptions: args.strategyOpt ?? {}, decisionBudgetMs: args.decisionBudgetMs, games: args.games, workers: args.workers, batchSize: args.batchSize,
      collect: args.out !== undefined || args.report !== undefined,
    },
    { out: args.out, onProgress: progress?.update },
  ).finally(() => progress?.end());
  const summary = runSummary(setup, args, result);
  saveRun(runMeta(setup, args), result.stats, { dir: args.out, report: args.report });
  if (args.out !== undefined) {
    const file = path.join(args.out, 'summary.json');
    writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(summary, null, 2) + '\n');
    renameSync(`${file}.${process.pid}.tmp`, file);
  }
  process.stdout.write(args.json ? JSON.stringify(summary, null, 2) + '\n' : textSummary(summary));
  if (summary.errors > 0) process.exitCode = EXIT_GAMES_ERRORED;
}

/** Exit status of a run in which some games ended in an engine or strategy error (the summary is still printed). */
export const EXIT_GAMES_ERRORED = 3;

/** --out must be a folder (new, empty, or replaced with --force). */
function checkOutDir(dir: string, force: boolean): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return; // made when the run ends
    throw new UserError(`--out ${dir} is not a folder I can write results into (${code === 'ENOTDIR' ? 'it is a file' : (e as Error).message}); name a new or existing folder.`);
  }
  if (entries.length > 0 && !force) throw new UserError(`--out ${dir} is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}); choose another folder or add --force to replace its files.`);
}

type RunSummary = ReturnType<typeof runSummary>;

/** The result of a run as one JSON-ready object (--json, summary.json). */
function runSummary(setup: Setup, args: Args, result: RunResult) {
  const t = result.tally;
  const firstError = t.firstError < 0 ? null : t.firstError;
  return {
    mission: setup.missionRef.id,
    missionName: setup.missionSummary.name,
    game: setup.ruleset.id,
    survivors: setup.lineup,
    strategy: args.strategy,
    seed: args.seed,
    rules: setup.rules,
    strategyOptions: args.strategyOpt ?? {},
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
      firstError === null ? null : replayCommand({ mission: setup.missionRef.id, seed: args.seed, game: firstError, strategy: args.strategy, survivors: setup.lineup, rules: setup.rules, strategyOptions: args.strategyOpt ?? {} }),
    recordsHash: result.recordsHash,
    workers: result.workers,
    batchSize: args.batchSize,
    elapsedSeconds: result.elapsedSeconds,
    gamesPerSecond: ratio(t.games, result.elapsedSeconds),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');

function textSummary(s: RunSummary): string {
  const [low, high] = s.winRateCI95;
  const causes = (counts: Record<string, number>) =>
    Object.entries(counts).map(([cause, n]) => `\n    ${cause}: ${n} (${pct(n / s.games)})`).join('');
  const lines = [
    `mission      ${s.mission} (${s.missionName})`,
    `survivors    ${s.survivors.join(', ')}`,
    `strategy     ${s.strategy}`,
    `seed         ${s.seed}`,
    ...(Object.keys(s.rules).length ? [`rules        ${Object.entries(s.rules).map(([k, v]) => `${k}=${v}`).join(', ')}`] : []),
    `games        ${s.games} on ${s.workers} worker${s.workers === 1 ? '' : 's'} (batches of ${s.batchSize})`,
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
