/**
 * From a run's collected statistics (src/analytics/collect.ts) to the tables a report shows:
 * the per-game columns go through arquero (summaries, distributions, causes), the per-round
 * histograms through the histogram helpers of stats.ts. Every function returns plain rows
 * (arrays of objects) that depend only on the statistics, never on how the run was split.
 */
import * as aq from 'arquero';
import { OUTCOMES, type GameStats, type Hist, type RunStats } from './collect.ts';
import { histCount, histMean, histQuantile, ratio, wilson } from './stats.ts';

type ColumnTable = ReturnType<typeof aq.table>;
const { op } = aq;

/** Lower and upper quantiles of the bands drawn around per-round means. */
export const BAND = [0.1, 0.9] as const;

/** The per-game table: one row per game, in game order (arquero). */
export function gameTable(s: GameStats): ColumnTable {
  const g = s.games;
  const T = s.schema.types.length;
  const columns: Record<string, ArrayLike<unknown>> = {
    game: Int32Array.from({ length: s.count }, (_, i) => s.first + i),
    outcome: Array.from(g.outcome, (o) => OUTCOMES[o]!),
    win: Uint8Array.from(g.outcome, (o) => (o === 0 ? 1 : 0)),
    cause: Array.from(g.cause, (c) => s.causes[c]!),
    rounds: g.rounds,
  };
  s.schema.types.forEach((type, t) => {
    columns[`kills_${type}`] = Uint16Array.from({ length: s.count }, (_, i) => g.kills[i * T + t]!);
  });
  s.schema.types.forEach((type, t) => {
    columns[`spawned_${type}`] = Uint16Array.from({ length: s.count }, (_, i) => g.spawned[i * T + t]!);
  });
  Object.assign(columns, {
    kills: Uint16Array.from({ length: s.count }, (_, i) => sumRow(g.kills, i, T)),
    spawned: Uint16Array.from({ length: s.count }, (_, i) => sumRow(g.spawned, i, T)),
    wounds: g.wounds, deaths: g.deaths, xp: g.xp, level: g.level, objectives: g.objectives, searches: g.searches,
  });
  return aq.table(columns);
}

function sumRow(a: ArrayLike<number>, i: number, width: number): number {
  let sum = 0;
  for (let t = 0; t < width; t++) sum += a[i * width + t]!;
  return sum;
}

export interface WinSummary {
  games: number;
  wins: number;
  losses: number;
  errors: number;
  winRate: number;
  winLow: number;
  winHigh: number;
  meanRounds: number;
}

/** Win counts, rate with its 95% Wilson interval and mean rounds, per group of `keys` (none: the whole table). */
export function winSummary<K extends string>(table: ColumnTable, keys: K[] = []): (WinSummary & Record<K, unknown>)[] {
  const rows = (keys.length ? table.groupby(...keys) : table)
    .rollup({
      games: op.count(),
      wins: 'd => op.sum(d.outcome === "win" ? 1 : 0)',
      losses: 'd => op.sum(d.outcome === "loss" ? 1 : 0)',
      errors: 'd => op.sum(d.outcome === "error" ? 1 : 0)',
      meanRounds: op.mean('rounds'),
    })
    .objects() as (Omit<WinSummary, 'winRate' | 'winLow' | 'winHigh'> & Record<K, unknown>)[];
  return rows.map((r) => {
    const [winLow, winHigh] = wilson(r.wins, r.games);
    return { ...r, winRate: ratio(r.wins, r.games), winLow, winHigh };
  });
}

export interface RunAnalysis {
  summary: WinSummary;
  /** Share of games per outcome with Wilson intervals. */
  outcomes: { outcome: string; games: number; share: number; low: number; high: number }[];
  /** Means per game, over all games and per outcome. */
  perGame: { outcome: string; games: number; rounds: number; kills: number; wounds: number; deaths: number; xp: number; objectives: number; searches: number }[];
  /** Mean kills per game by zombie type, over all games and per outcome. */
  killsByType: { outcome: string; type: string; kills: number }[];
  /** Share of games not yet lost after each round (round 0 = before the first), with Wilson intervals. */
  survival: { round: number; notLost: number; low: number; high: number }[];
  /** Games ending in each round, per outcome (wins and losses). */
  roundsByOutcome: { outcome: string; rounds: number; games: number; share: number }[];
  /** Games per cause, per outcome (losses, then errors). */
  causes: { outcome: string; cause: string; games: number; share: number }[];
  /** Per-round series: mean and the 10–90% band among the games observed in that round. */
  series: { series: string; type: string; round: number; games: number; mean: number; low: number; median: number; high: number }[];
  /** Share of the games observed in a round at each danger level. */
  danger: { round: number; level: string; order: number; games: number; share: number }[];
  survivors: { survivor: string; games: number; kills: number; deaths: number; deathRate: number; wounds: number; xp: number; levels: Record<string, number> }[];
  zones: { zone: number; label: string; room: boolean; deaths: number; meanZombies: number }[];
  /** The map's cells with their zone's values, for the heatmap (row 0 at the top). */
  cells: { row: number; col: number; zone: number; label: string; room: boolean; deaths: number; meanZombies: number }[];
  /** Where each zone's label goes: the mean position of its cells. */
  zoneLabels: { label: string; row: number; col: number }[];
  /** Cell sides between two zones (or a zone and the outside), in cell units: from (x, y) to (x2, y2). */
  borders: { x: number; y: number; x2: number; y2: number }[];
  grid: { rows: number; cols: number } | null;
}

export function analyzeRun(s: RunStats): RunAnalysis {
  const games = gameTable(s);
  const summary = winSummary(games)[0] ?? { games: 0, wins: 0, losses: 0, errors: 0, winRate: 0, winLow: 0, winHigh: 1, meanRounds: 0 };
  const zones = zoneRows(s);
  return {
    summary,
    outcomes: outcomeRows(games, s.count),
    perGame: perGameRows(games),
    killsByType: killsByTypeRows(games, s.schema.types),
    survival: survivalRows(games, s.count),
    roundsByOutcome: roundsByOutcomeRows(games),
    causes: causeRows(games),
    series: seriesRows(s),
    danger: dangerRows(s),
    survivors: survivorRows(s),
    zones,
    ...cellRows(s, zones),
  };
}

function outcomeRows(games: ColumnTable, n: number): RunAnalysis['outcomes'] {
  const counts = new Map((games.groupby('outcome').count({ as: 'games' }).objects() as { outcome: string; games: number }[]).map((r) => [r.outcome, r.games]));
  return OUTCOMES.map((outcome) => {
    const k = counts.get(outcome) ?? 0;
    const [low, high] = wilson(k, n);
    return { outcome, games: k, share: ratio(k, n), low, high };
  });
}

const PER_GAME = { rounds: op.mean('rounds'), kills: op.mean('kills'), wounds: op.mean('wounds'), deaths: op.mean('deaths'), xp: op.mean('xp'), objectives: op.mean('objectives'), searches: op.mean('searches') };

function perGameRows(games: ColumnTable): RunAnalysis['perGame'] {
  const all = games.rollup({ games: op.count(), ...PER_GAME }).derive({ outcome: () => 'all' }).objects();
  const by = games.filter('d => d.outcome !== "error"').groupby('outcome').rollup({ games: op.count(), ...PER_GAME }).orderby(aq.desc('outcome')).objects();
  return [...all, ...by] as RunAnalysis['perGame'];
}

function killsByTypeRows(games: ColumnTable, types: readonly string[]): RunAnalysis['killsByType'] {
  const means = Object.fromEntries(types.map((t) => [t, op.mean(`kills_${t}`)]));
  const all = games.rollup(means).derive({ outcome: () => 'all' });
  const by = games.filter('d => d.outcome !== "error"').groupby('outcome').rollup(means).orderby(aq.desc('outcome'));
  return all.concat(by).fold(types.map((t) => t), { as: ['type', 'kills'] }).select('outcome', 'type', 'kills').objects() as RunAnalysis['killsByType'];
}

/** The survival curve of the games (RunAnalysis.survival), from the per-game columns alone. */
export function survivalCurve(s: GameStats): RunAnalysis['survival'] {
  return survivalRows(gameTable(s), s.count);
}

function survivalRows(games: ColumnTable, n: number): RunAnalysis['survival'] {
  const lostIn = new Map(
    (games.filter('d => d.outcome === "loss"').groupby('rounds').count({ as: 'lost' }).objects() as { rounds: number; lost: number }[]).map((r) => [r.rounds, r.lost]),
  );
  const last = n === 0 ? 0 : (games.rollup({ r: op.max('rounds') }).get('r', 0) as number);
  const rows: RunAnalysis['survival'] = [];
  let lost = 0;
  for (let round = 0; round <= last; round++) {
    lost += lostIn.get(round) ?? 0;
    const [low, high] = wilson(n - lost, n);
    rows.push({ round, notLost: ratio(n - lost, n), low, high });
  }
  return rows;
}

function roundsByOutcomeRows(games: ColumnTable): RunAnalysis['roundsByOutcome'] {
  return games
    .filter('d => d.outcome !== "error"')
    .groupby('outcome', 'rounds')
    .count({ as: 'games' })
    .groupby('outcome')
    .derive({ share: 'd => d.games / op.sum(d.games)' })
    .ungroup()
    .orderby(aq.desc('outcome'), 'rounds')
    .objects() as RunAnalysis['roundsByOutcome'];
}

function causeRows(games: ColumnTable): RunAnalysis['causes'] {
  const n = games.numRows();
  return (games
    .filter('d => d.outcome !== "win"')
    .groupby('outcome', 'cause')
    .count({ as: 'games' })
    .orderby(aq.desc('outcome'), aq.desc('games'), 'cause')
    .objects() as { outcome: string; cause: string; games: number }[]).map((r) => ({ ...r, share: ratio(r.games, n) }));
}

function bandRows(series: string, type: string, hists: readonly Hist[]): RunAnalysis['series'] {
  return hists.map((h, r) => ({
    series, type, round: r + 1, games: histCount(h),
    mean: histMean(h), low: histQuantile(h, BAND[0]), median: histQuantile(h, 0.5), high: histQuantile(h, BAND[1]),
  }));
}

function seriesRows(s: RunStats): RunAnalysis['series'] {
  const types = [...s.schema.types, 'all'];
  const r = s.rounds;
  return [
    ...types.flatMap((type, t) => bandRows('onBoard', type, r.onBoard[t] ?? [])),
    ...types.flatMap((type, t) => bandRows('spawned', type, r.spawned[t] ?? [])),
    ...bandRows('alive', 'all', r.alive),
    ...bandRows('xp', 'all', r.xp),
    ...bandRows('noise', 'all', r.noise),
  ];
}

function dangerRows(s: RunStats): RunAnalysis['danger'] {
  return s.rounds.level.flatMap((h, r) => {
    const n = histCount(h);
    return s.schema.levels.map((level, l) => ({ round: r + 1, level, order: l, games: h[l] ?? 0, share: ratio(h[l] ?? 0, n) }));
  });
}

function survivorRows(s: RunStats): RunAnalysis['survivors'] {
  const v = s.survivors;
  return s.schema.survivors
    .map((survivor, i) => {
      const games = v.games[i] ?? 0;
      const levels = Object.fromEntries(s.schema.levels.map((l, k) => [l, ratio(v.levels[i]?.[k] ?? 0, games)]));
      return {
        survivor, games, kills: ratio(v.kills[i] ?? 0, games), deaths: v.deaths[i] ?? 0, deathRate: ratio(v.deaths[i] ?? 0, games),
        wounds: ratio(v.wounds[i] ?? 0, games), xp: ratio(v.xp[i] ?? 0, games), levels,
      };
    })
    .filter((r) => r.games > 0);
}

function zoneRows(s: RunStats): RunAnalysis['zones'] {
  const z = s.zones;
  return s.schema.zones.map((label, zone) => ({
    zone, label, room: s.schema.rooms[zone] === 1, deaths: z.deaths[zone] ?? 0, meanZombies: ratio(z.zombies[zone] ?? 0, z.observations),
  }));
}

function cellRows(s: RunStats, zones: RunAnalysis['zones']): Pick<RunAnalysis, 'cells' | 'zoneLabels' | 'borders' | 'grid'> {
  const grid = s.schema.grid;
  if (!grid) return { cells: [], zoneLabels: [], borders: [], grid: null };
  const cells: RunAnalysis['cells'] = [];
  const sums = zones.map(() => ({ row: 0, col: 0, n: 0 }));
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++) {
      const zone = grid.cellZone[row * grid.cols + col]!;
      const z = zones[zone];
      if (zone < 0 || !z) continue;
      cells.push({ row, col, zone, label: z.label, room: z.room, deaths: z.deaths, meanZombies: z.meanZombies });
      sums[zone]!.row += row;
      sums[zone]!.col += col;
      sums[zone]!.n++;
    }
  }
  const zoneLabels = zones.filter((z) => sums[z.zone]!.n > 0).map((z) => ({ label: z.label, row: sums[z.zone]!.row / sums[z.zone]!.n, col: sums[z.zone]!.col / sums[z.zone]!.n }));
  const zoneAt = (row: number, col: number) => (row < 0 || col < 0 || row >= grid.rows || col >= grid.cols ? -1 : grid.cellZone[row * grid.cols + col]!);
  const borders: RunAnalysis['borders'] = [];
  for (let row = 0; row <= grid.rows; row++) {
    for (let col = 0; col <= grid.cols; col++) {
      const here = zoneAt(row, col);
      const west = zoneAt(row, col - 1);
      const north = zoneAt(row - 1, col);
      if (row < grid.rows && here !== west && (here >= 0 || west >= 0)) borders.push({ x: col, y: row, x2: col, y2: row + 1 });
      if (col < grid.cols && here !== north && (here >= 0 || north >= 0)) borders.push({ x: col, y: row, x2: col + 1, y2: row });
    }
  }
  return { cells, zoneLabels, borders, grid: { rows: grid.rows, cols: grid.cols } };
}
