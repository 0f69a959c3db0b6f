/**
 * Results files (docs/results.md): what `zsim run --out DIR` saves beside games.jsonl and
 * summary.json so that `zsim report DIR` can rebuild the report without replaying, and other
 * tools can read the numbers (JSON and CSV):
 *
 *   stats.json     everything collected but the per-game columns (histograms and sums), and the run's description
 *   games.csv      one row per game: outcome, cause, rounds, kills and spawns by type, wounds, deaths, XP, level …
 *   rounds.csv     per round and series: games observed, mean, 10th, 50th and 90th percentile
 *   danger.csv     per round and danger level: games and share
 *   survivors.csv  per survivor: games, kills, deaths, wounds, XP, share of games ending at each level
 *   zones.csv      per zone: label, building or street, deaths, mean zombies at the end of a round
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as aq from 'arquero';
import { UserError } from '../core/errors.ts';
import { writeFileAtomic } from '../core/atomic.ts';
import { OUTCOMES, type GameColumns, type RunStats } from './collect.ts';
import { analyzeRun, gameTable, type RunAnalysis } from './tables.ts';

/** What was played, for a report's header (and the command that reproduces it). */
export interface RunMeta {
  mission: string;
  missionName: string;
  /** The map's fidelity (e.g. "approximate" when the published map could not be reproduced exactly). */
  fidelity: string;
  game: string;
  strategy: string;
  lineup: string[];
  games: number;
  seed: string;
  rules: Record<string, string>;
  strategyOptions: Record<string, string>;
  /** `npx zsim run …` replaying the same games (without output flags). */
  command: string;
  /** What the reader must know about these results, e.g. that they are partial or one shard of a run. */
  note?: string;
  /** The strategy plays by script: it does not search the game's rules for its moves (absent in older results: unknown). */
  scripted?: boolean;
  /** The map's start, exit, spawn and objective zones (absent in older results). */
  zoneTokens?: ZoneToken[];
}

/** A mission token in a zone, named by the zone's label. */
export interface ZoneToken {
  kind: 'start' | 'exit' | 'spawn' | 'objective';
  zone: string;
}

export const STATS_FILE = 'stats.json';
export const GAMES_CSV = 'games.csv';
export const STATS_FORMAT = 'zsim-stats/1';

/** RFC 4180 CSV with a header line and no line break after the last record (arquero's fromCSV reads a trailing one as an empty row). */
const csv = (rows: object[]) => aq.toCSV(aq.from(rows));

/** Write stats.json and the CSV files into `dir` (each file whole or not at all); returns their names. */
export function writeResults(dir: string, meta: RunMeta, stats: RunStats, analysis: RunAnalysis = analyzeRun(stats)): string[] {
  const { games: _games, ...rest } = stats;
  const files: [string, string][] = [
    [STATS_FILE, JSON.stringify({ format: STATS_FORMAT, meta, ...rest }) + '\n'],
    [GAMES_CSV, aq.toCSV(gameTable(stats).select(aq.not('win')))],
    ['rounds.csv', csv(analysis.series.map(({ series, type, round, games, mean, low, median, high }) => ({ series, type, round, games, mean, p10: low, p50: median, p90: high })))],
    ['danger.csv', csv(analysis.danger.map(({ round, level, games, share }) => ({ round, level, games, share })))],
    ['survivors.csv', csv(analysis.survivors.map(({ levels, ...r }) => ({ ...r, ...Object.fromEntries(Object.entries(levels).map(([l, v]) => [`level_${l}`, v])) })))],
    ['zones.csv', csv(analysis.zones.map((z) => ({ ...z, room: z.room ? 1 : 0 })))],
  ];
  for (const [name, text] of files) writeFileAtomic(path.join(dir, name), text);
  return files.map(([name]) => name);
}

/** Read what writeResults wrote: the run's description and its statistics, exactly as collected. */
export function readResults(dir: string): { meta: RunMeta; stats: RunStats } {
  const statsFile = path.join(dir, STATS_FILE);
  const gamesFile = path.join(dir, GAMES_CSV);
  if (!existsSync(dir)) throw new UserError(`results folder ${dir} does not exist`);
  if (!existsSync(statsFile) || !existsSync(gamesFile)) {
    throw new UserError(`${dir} has no ${!existsSync(statsFile) ? STATS_FILE : GAMES_CSV}: it is not a results folder of \`zsim run --out ${dir}\` (or was written by an older zsim); run it again with --out`);
  }
  let parsed: Omit<RunStats, 'games'> & { format?: string; meta: RunMeta };
  try {
    parsed = JSON.parse(readFileSync(statsFile, 'utf8'));
  } catch (e) {
    throw new UserError(`${statsFile} is not valid JSON: ${(e as Error).message}`);
  }
  if (parsed.format !== STATS_FORMAT) throw new UserError(`${statsFile}: unknown format ${JSON.stringify(parsed.format)} (expected ${STATS_FORMAT})`);
  const { format: _format, meta, ...rest } = parsed;
  const games = readGamesCsv(gamesFile, parsed);
  return { meta, stats: { ...rest, games } };
}

function readGamesCsv(file: string, s: Pick<RunStats, 'schema' | 'first' | 'count' | 'causes'>): GameColumns {
  const t = aq.fromCSV(readFileSync(file, 'utf8').replace(/(\r?\n)+$/, ''), { autoType: false });
  const n = t.numRows();
  if (n !== s.count) throw new UserError(`${file} has ${n} games, ${STATS_FILE} says ${s.count}`);
  const col = (name: string): string[] => {
    if (!t.columnNames().includes(name)) throw new UserError(`${file} has no column ${name}`);
    return t.array(name) as string[];
  };
  const ints = (name: string) => Uint16Array.from(col(name), Number);
  const games = col('game').map(Number);
  games.forEach((g, i) => {
    if (g !== s.first + i) throw new UserError(`${file}: row ${i + 2} is game ${g}, expected ${s.first + i} (games must be in order)`);
  });
  const causeIndex = new Map(s.causes.map((c, i) => [c, i]));
  const T = s.schema.types.length;
  const byType = (prefix: string) => {
    const cols = s.schema.types.map((type) => col(`${prefix}_${type}`));
    return Uint16Array.from({ length: n * T }, (_, k) => Number(cols[k % T]![Math.floor(k / T)]));
  };
  return {
    outcome: Uint8Array.from(col('outcome'), (o, i) => {
      const k = OUTCOMES.indexOf(o as (typeof OUTCOMES)[number]);
      if (k < 0) throw new UserError(`${file}: row ${i + 2} has outcome "${o}"`);
      return k;
    }),
    cause: Uint16Array.from(col('cause'), (c, i) => {
      const k = causeIndex.get(c ?? '');
      if (k === undefined) throw new UserError(`${file}: row ${i + 2} has a cause not listed in ${STATS_FILE}`);
      return k;
    }),
    rounds: ints('rounds'),
    kills: byType('kills'),
    spawned: byType('spawned'),
    wounds: ints('wounds'),
    deaths: ints('deaths'),
    xp: ints('xp'),
    level: Uint8Array.from(col('level'), Number),
    objectives: ints('objectives'),
    searches: ints('searches'),
  };
}
