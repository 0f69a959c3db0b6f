/** `zsim bench`: games/s per mission and worker count, parallel efficiency, pool overhead and memory. */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { writeFileAtomic } from '../core/atomic.ts';
import { benchMarkdown, benchMemory, benchMission, decisionRate, poolOverhead, rate, roundRate, spliceBench, type MemoryBench, type MissionBench } from '../sim/bench/bench.ts';
import { listMissions } from '../sim/missions.ts';
import { DEFAULT_BATCH_SIZE } from '../sim/runner.ts';
import { gameSetup, prepare } from '../sim/setup.ts';
import { announceWritten, INVOCATION, type Invoked } from './io.ts';
import { checkReportPath } from './results.ts';
import { DEFAULT_MISSION, DEFAULT_STRATEGY, integerAtLeast } from './options.ts';
import { teach } from './help.ts';

export const command = 'bench';
export const describe = 'Measure games/s, decisions/s and rounds/s per mission from 1 worker to all cores, pool overhead and memory (docs/benchmarks.md)';

const BENCH_EXAMPLES = [
  ['$0 bench --missions season1/00,season1/10 --seconds 2 --memory-games 0', 'two missions, quickly'],
  ['$0 bench --write docs/benchmarks.md', 'every mission, 1 … all cores, and the memory check, into the docs'],
] as const;

export function builder(y: Argv) {
  return teach(
    y
      .option('missions', { type: 'string', requiresArg: true, describe: 'comma-separated mission ids or unique prefixes (default: every shipped mission the strategy plays)' })
      .option('strategy', { type: 'string', default: DEFAULT_STRATEGY, requiresArg: true, describe: 'the strategy to play' })
      .option('workers', { default: availableParallelism(), defaultDescription: 'all cores', requiresArg: true, coerce: integerAtLeast('workers', 1), describe: 'measure 1 … this many workers' })
      .option('seconds', { default: 4, requiresArg: true, coerce: integerAtLeast('seconds', 1, 3600), describe: 'about how long each measurement plays on 1 worker' })
      .option('batch-size', { default: DEFAULT_BATCH_SIZE, requiresArg: true, coerce: integerAtLeast('batch-size', 1), describe: 'games per task sent to a worker' })
      .option('memory-games', {
        default: 1_000_000, requiresArg: true, coerce: integerAtLeast('memory-games', 0),
        describe: `main-process memory: a whole run of ${DEFAULT_MISSION} with 10,000 and then this many games (0: skip)`,
      })
      .option('write', { type: 'string', requiresArg: true, describe: 'also write the table into FILE between its bench markers, e.g. docs/benchmarks.md' })
      .option('json', { type: 'boolean', default: false, describe: 'print the measurements as JSON' }),
    BENCH_EXAMPLES,
    [0, 2, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  checkReportPath(args.write, '--write');
  const ids = args.missions ? args.missions.split(',').map((s) => s.trim()).filter(Boolean) : listMissions().map((m) => m.id);
  const explicit = args.missions !== undefined;
  const setups = [];
  for (const id of ids) {
    try {
      setups.push(await prepare({ mission: id, strategy: args.strategy }));
    } catch (e) {
      if (explicit) throw e; // a mission the user named must be benchmarked
      io.stderr.write(`zsim bench: skipping ${id}: ${(e as Error).message}\n`);
    }
  }
  const missions: MissionBench[] = [];
  for (const s of setups) {
    io.stderr.write(`zsim bench: ${s.missionRef.id} …\n`);
    const plan = { ...gameSetup(s, { seed: 'bench', check: false, strategyOptions: {} }), batchSize: args.batchSize };
    const m = await benchMission(s.missionRef.id, plan, args.workers, args.seconds);
    missions.push(m);
    for (const { workers, result } of m.runs) {
      io.stderr.write(`  ${workers} worker${workers > 1 ? 's' : ' '}  ${figure(rate(result), 8)} games/s ${figure(decisionRate(result), 11)} decisions/s ${figure(roundRate(result), 9)} rounds/s  pool overhead ${(100 * poolOverhead(result, workers)).toFixed(1)}%\n`);
    }
    if (m.ceiling > 0) io.stderr.write(`  ceiling   ${figure(m.ceiling, 8)} games/s  (${args.workers} independent 1-worker processes at once)\n`);
  }
  let memory: MemoryBench | undefined;
  if (args.memoryGames > 0) {
    io.stderr.write(`zsim bench: memory, ${DEFAULT_MISSION}, 10,000 and ${args.memoryGames.toLocaleString('en-US')} games …\n`);
    const s = await prepare({ mission: DEFAULT_MISSION, strategy: args.strategy });
    const plan = { ...gameSetup(s, { seed: 'bench', check: false, strategyOptions: {} }), batchSize: args.batchSize, workers: args.workers };
    memory = await benchMemory(s.missionRef.id, plan, 10_000, args.memoryGames);
  }
  const table = benchMarkdown(missions, memory, args.strategy, new Date().toISOString().slice(0, 10));
  io.stdout.write(args.json ? JSON.stringify({ strategy: args.strategy, missions, memory }, null, 2) + '\n' : table);
  if (args.write !== undefined) {
    const doc = existsSync(args.write) ? readFileSync(args.write, 'utf8') : '# Benchmarks\n';
    writeFileAtomic(args.write, spliceBench(doc, table));
    announceWritten(io, args.json, args.write);
  }
}

const figure = (x: number, width: number) => Math.round(x).toLocaleString('en-US').padStart(width);
