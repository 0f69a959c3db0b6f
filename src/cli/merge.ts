/** `zsim merge DIR…`: combine the shards of a run (`zsim run --shard i/n --out DIR`) into the results of the whole run. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { mergeShards } from '../sim/merge.ts';
import { INVOCATION, type Invoked } from './io.ts';
import { checkReportPath } from './results.ts';
import { checkOutDir, runSummary, saveResults } from './run.ts';
import { teach } from './help.ts';

export const command = 'merge [dirs..]';
export const describe = 'Combine the results folders of the shards of a run into the results of the whole run';

const MERGE_EXAMPLES = [
  ['$0 merge part1 part2 part3 --out whole --report whole.html', 'the three shards\' results as one run, with its report'],
  ['$0 merge part1 part2 --json', 'print the whole run\'s summary as JSON'],
] as const;

export function builder(y: Argv) {
  return teach(
    y
      .positional('dirs', { type: 'string', array: true, describe: 'the shards\' --out folders, in any order' })
      .option('json', { type: 'boolean', default: false, describe: 'print the same JSON object as `zsim run --json`' })
      .option('out', { type: 'string', requiresArg: true, describe: 'write the whole run\'s results folder (games.jsonl, summary.json, statistics, run.json) to DIR' })
      .option('force', { type: 'boolean', default: false, describe: 'write into a non-empty --out directory (its files are replaced)' })
      .option('report', { type: 'string', requiresArg: true, describe: 'also write the whole run\'s HTML report to FILE' }),
    MERGE_EXAMPLES,
    [0, 2, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  if (args.out !== undefined) checkOutDir(args.out, args.force);
  checkReportPath(args.report);
  const merged = mergeShards(args.dirs ?? [], args.out);
  const run = { ...merged.run, report: args.report ?? null };
  saveResults(args[INVOCATION], run, runSummary(run, merged, merged.batchSize), merged.stats, { dir: args.out, report: args.report, json: args.json });
}
