/** `zsim report`: rebuild the HTML report of a run from its saved results, without replaying a game. */
import path from 'node:path';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { readResults, STATS_FILE } from '../analytics/results.ts';
import { writeReport } from '../report/html.ts';
import { runReportPage } from '../report/run-report.ts';
import { INVOCATION, type Invoked } from './io.ts';
import { checkReportPath } from './results.ts';
import { teach } from './help.ts';

export const command = 'report <dir>';
export const describe = 'Rebuild the HTML report of a run from its results folder (zsim run --out DIR)';

const REPORT_EXAMPLES = [
  ['$0 report results/tutorial', 'write results/tutorial/report.html from a zsim run --out folder'],
  ['$0 report results/tutorial --report reports/tutorial.html', 'elsewhere'],
] as const;

export function builder(y: Argv) {
  return teach(
    y
      .positional('dir', { type: 'string', demandOption: true, describe: `a results folder written by zsim run --out (with ${STATS_FILE} and games.csv)` })
      .option('report', { type: 'string', requiresArg: true, defaultDescription: 'DIR/report.html', describe: 'where to write the report' }),
    REPORT_EXAMPLES,
    [0, 2, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  const dir = args.dir;
  const file = args.report ?? path.join(dir, 'report.html');
  const { meta, stats } = readResults(dir);
  checkReportPath(file);
  writeReport(file, runReportPage(meta, stats, file));
  io.stdout.write(`wrote ${file} (${meta.mission}, ${meta.strategy}, ${stats.count} games)\n`);
}
