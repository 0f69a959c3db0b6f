/** Real Season 1 games played in-process with the ruleset's collector, for the analytics and report tests. */
import { fileURLToPath } from 'node:url';
import { type RunStats, type StatsSchema, StatsBuilder, mergeStats } from '../../src/analytics/collect.ts';
import type { RunMeta } from '../../src/analytics/results.ts';
import season1 from '../../src/games/season1/index.ts';
import { loadStrategy } from '../../src/sim/strategies.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const missionFile = (id: string) => `${ROOT}missions/season1/${id}.zmap`;

/** Games [start, start + count) of a run (`strategy`: a name in strategies/ or a .ts file), collected in batches of `batch` and merged in order. */
export async function collectGames(opts: { mission?: string; strategy?: string; lineup?: string[]; seed?: string; start?: number; count: number; batch?: number }): Promise<RunStats> {
  const mission = season1.loadMission(missionFile(opts.mission ?? '00-tutorial'));
  const lineup = opts.lineup ?? season1.defaultLineup(mission);
  const strategy = await loadStrategy(opts.strategy?.endsWith('.ts') ? opts.strategy : `${ROOT}strategies/${opts.strategy ?? 'greedy'}.ts`);
  const start = opts.start ?? 0;
  const batch = opts.batch ?? opts.count;
  const parts: RunStats[] = [];
  for (let b = start; b < start + opts.count; b += batch) {
    const c = season1.collector!(mission, lineup);
    for (let game = b; game < Math.min(start + opts.count, b + batch); game++) {
      c.endGame(season1.playGame(mission, lineup, strategy, opts.seed ?? 's', game, { observer: c.observer }));
    }
    parts.push(c.result());
  }
  return mergeStats(parts)!;
}

export function metaFor(stats: RunStats, over: Partial<RunMeta> = {}): RunMeta {
  return {
    mission: 'season1/00-tutorial', missionName: 'Tutorial', fidelity: 'approximate', game: 'season1', strategy: 'greedy',
    lineup: stats.schema.survivors, games: stats.count, seed: 's', rules: {}, strategyOptions: {},
    command: `npx zsim run --mission season1/00-tutorial --strategy greedy --games ${stats.count} --seed s`, ...over,
  };
}

/** Typed arrays as plain arrays, for deep comparisons and JSON. */
export const plain = (x: unknown) => JSON.parse(JSON.stringify(x, (_k, v) => (ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v)));

const schema: StatsSchema = { types: ['walker'], levels: ['blue'], survivors: [], zones: [], rooms: [], grid: null };

/** A constructed run of n games (none played) whose game i is won when wins(i). */
export function constructedRun(n: number, wins: (i: number) => boolean): RunStats {
  const b = new StatsBuilder(schema);
  for (let i = 0; i < n; i++) {
    const win = wins(i);
    b.game({ game: i, outcome: win ? 'win' : 'loss', cause: win ? 'objectives' : 'all dead', rounds: 5, survivorsAlive: 0, zombiesKilled: 0, zombiesSpawned: 0, wounds: 0, maxDanger: 0, xp: 0, decisions: 0 }, null);
  }
  return b.result();
}
