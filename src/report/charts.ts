/**
 * Vega-lite spec builders, one per chart. Each takes plain rows (src/analytics) and returns a
 * self-contained spec with its data inline. No data is fetched: the HTML report works offline.
 */
import type { RunAnalysis } from '../analytics/tables.ts';

/** A vega-lite specification (kept loose: specs are checked by compiling them in the tests). */
export type Spec = Record<string, unknown>;

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
/** Plot widths: a chart in half the page, and one across it. */
export const WIDTH = 430;
export const WIDE = 640;
const PCT = '.0%';

export const OUTCOME_COLORS = { domain: ['win', 'loss', 'error'], range: ['#2e7d32', '#c62828', '#757575'] };
const LEVEL_RANGE = ['#1e88e5', '#fdd835', '#fb8c00', '#e53935', '#6d4c41', '#8e24aa'];
const TYPE_ORDER_ALL = 'all';

function base(title: string, subtitle: string | undefined, values: unknown[]): Spec {
  return { $schema: SCHEMA, title: subtitle ? { text: title, subtitle } : title, data: { values } };
}

/** Share of games per outcome, with 95% Wilson intervals. */
export function outcomeChart(rows: RunAnalysis['outcomes']): Spec {
  return {
    ...base('Outcome', 'share of games, with 95% Wilson intervals', rows),
    width: WIDTH,
    height: 90,
    encoding: { y: { field: 'outcome', type: 'nominal', sort: OUTCOME_COLORS.domain, title: null } },
    layer: [
      {
        mark: 'bar',
        encoding: {
          x: { field: 'share', type: 'quantitative', axis: { format: PCT }, scale: { domain: [0, 1] }, title: 'share of games' },
          color: { field: 'outcome', type: 'nominal', scale: OUTCOME_COLORS, legend: null },
          tooltip: [{ field: 'outcome' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%' }],
        },
      },
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
    ],
  };
}

/** Share of games not yet lost after each round, with a 95% band (one line per arm when `arm` is set). */
export function survivalChart(rows: readonly { round: number; notLost: number; low: number; high: number; arm?: string }[], byArm = false, width = WIDTH): Spec {
  const color = byArm ? { color: { field: 'arm', type: 'nominal', title: null } } : {};
  return {
    ...base('Survival', 'share of games not yet lost after each round (round 0: before the first); band: 95% Wilson interval', [...rows]),
    width,
    height: 240,
    encoding: {
      x: { field: 'round', type: 'quantitative', axis: { tickMinStep: 1 }, title: 'round' },
      ...color,
    },
    layer: [
      {
        mark: { type: 'area', opacity: 0.25, interpolate: 'step-after' },
        encoding: { y: { field: 'low', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: PCT }, title: 'not yet lost' }, y2: { field: 'high' } },
      },
      {
        mark: { type: 'line', interpolate: 'step-after', point: false },
        encoding: {
          y: { field: 'notLost', type: 'quantitative' },
          tooltip: [...(byArm ? [{ field: 'arm' }] : []), { field: 'round', type: 'quantitative' }, { field: 'notLost', type: 'quantitative', format: '.1%', title: 'not yet lost' }],
        },
      },
    ],
  };
}

/** Games ending in each round, wins and losses side by side. */
export function roundsChart(rows: RunAnalysis['roundsByOutcome']): Spec {
  return {
    ...base('Rounds to win and to loss', 'games ending in each round, by outcome', rows),
    width: WIDTH,
    height: 220,
    mark: 'bar',
    encoding: {
      x: { field: 'rounds', type: 'ordinal', title: 'rounds played', axis: { labelAngle: 0 } },
      xOffset: { field: 'outcome', type: 'nominal', sort: OUTCOME_COLORS.domain },
      y: { field: 'games', type: 'quantitative', title: 'games' },
      color: { field: 'outcome', type: 'nominal', scale: OUTCOME_COLORS, title: null },
      tooltip: [{ field: 'outcome' }, { field: 'rounds', type: 'quantitative' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%', title: 'share of the outcome' }],
    },
  };
}

const bandLayers = (yTitle: string, color?: Spec) => [
  {
    mark: { type: 'area', opacity: 0.25 },
    encoding: { y: { field: 'low', type: 'quantitative', title: yTitle }, y2: { field: 'high' }, ...(color ? { color } : {}) },
  },
  {
    mark: { type: 'line', point: { size: 20 } },
    encoding: {
      y: { field: 'mean', type: 'quantitative' },
      ...(color ? { color } : {}),
      tooltip: [
        { field: 'type', title: 'type' },
        { field: 'round', type: 'quantitative' },
        { field: 'mean', type: 'quantitative', format: '.2f' },
        { field: 'low', type: 'quantitative', title: '10th percentile' },
        { field: 'median', type: 'quantitative' },
        { field: 'high', type: 'quantitative', title: '90th percentile' },
        { field: 'games', type: 'quantitative', title: 'games observed' },
      ],
    },
  },
];

/** Zombies on the board (series "onBoard") or spawned (series "spawned") by round and type: mean and 10–90% band. */
export function pressureChart(rows: RunAnalysis['series'], series: 'onBoard' | 'spawned', types: readonly string[]): Spec {
  const what = series === 'onBoard' ? 'Zombies on the board' : 'Zombies spawned';
  const when = series === 'onBoard' ? 'at the end of each round' : 'during each round';
  return {
    ...base(`${what}, by round and type`, `${when}; line: mean, band: 10th–90th percentile, among the games still being played`, rows.filter((r) => r.series === series)),
    facet: { field: 'type', type: 'nominal', title: null, sort: [...types, TYPE_ORDER_ALL] },
    columns: 5,
    resolve: { scale: { y: 'independent' } },
    spec: {
      width: 150,
      height: 140,
      encoding: { x: { field: 'round', type: 'quantitative', axis: { tickMinStep: 1 }, title: 'round' } },
      layer: bandLayers('zombies'),
    },
  };
}

/** One per-round series (XP, survivors alive, noise): mean and 10–90% band. */
export function roundBandChart(rows: RunAnalysis['series'], series: string, title: string, subtitle: string, yTitle: string): Spec {
  return {
    ...base(title, subtitle, rows.filter((r) => r.series === series)),
    width: WIDTH,
    height: 200,
    encoding: { x: { field: 'round', type: 'quantitative', axis: { tickMinStep: 1 }, title: 'round' } },
    layer: bandLayers(yTitle),
  };
}

/** Share of the games being played at each danger level, by round (stacked). */
export function dangerChart(rows: RunAnalysis['danger'], levels: readonly string[]): Spec {
  return {
    ...base('Danger level', 'share of the games still being played at each danger level, at the end of each round', rows),
    width: WIDTH,
    height: 220,
    mark: { type: 'area', interpolate: 'step-after' },
    encoding: {
      x: { field: 'round', type: 'quantitative', axis: { tickMinStep: 1 }, title: 'round' },
      y: { field: 'share', type: 'quantitative', stack: 'normalize', axis: { format: PCT }, title: 'share of games' },
      color: { field: 'level', type: 'nominal', sort: [...levels], scale: { domain: [...levels], range: LEVEL_RANGE.slice(0, levels.length) }, title: 'danger level' },
      order: { field: 'order', type: 'quantitative' },
      tooltip: [{ field: 'round', type: 'quantitative' }, { field: 'level' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%' }],
    },
  };
}

/** Per survivor: kills, wounds and XP per game, and the share of games in which the survivor died. */
export function survivorsChart(rows: RunAnalysis['survivors']): Spec {
  const metrics = [
    ['kills', 'kills per game'],
    ['wounds', 'wounds per game'],
    ['xp', 'XP per game'],
    ['deathRate', 'died (share of games)'],
  ] as const;
  const values = rows.flatMap((r) => metrics.map(([key, metric]) => ({ survivor: r.survivor, metric, value: r[key], games: r.games })));
  return {
    ...base('Survivors', 'means over the games each survivor played', values),
    facet: { field: 'metric', type: 'nominal', title: null, sort: metrics.map((m) => m[1]) },
    columns: 2,
    resolve: { scale: { x: 'independent' } },
    spec: {
      width: 260,
      height: { step: 18 },
      mark: 'bar',
      encoding: {
        y: { field: 'survivor', type: 'nominal', sort: rows.map((r) => r.survivor), title: null },
        x: { field: 'value', type: 'quantitative', title: null },
        tooltip: [{ field: 'survivor' }, { field: 'metric' }, { field: 'value', type: 'quantitative', format: '.3f' }, { field: 'games', type: 'quantitative' }],
      },
    },
  };
}

/** Games lost (and errored) per cause. */
export function causesChart(rows: RunAnalysis['causes']): Spec {
  return {
    ...base('Causes of defeat', 'share of all games, per cause (errors are engine or strategy failures)', rows),
    width: WIDTH,
    height: { step: 22 },
    mark: 'bar',
    encoding: {
      y: { field: 'cause', type: 'nominal', sort: '-x', title: null, axis: { labelLimit: 320 } },
      x: { field: 'share', type: 'quantitative', axis: { format: '.1~%' }, title: 'share of games' },
      color: { field: 'outcome', type: 'nominal', scale: OUTCOME_COLORS, title: null },
      tooltip: [{ field: 'outcome' }, { field: 'cause' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%' }],
    },
  };
}

/** Mean kills per game by zombie type, over all games, wins and losses. */
export function killsChart(rows: RunAnalysis['killsByType'], types: readonly string[]): Spec {
  return {
    ...base('Kills by zombie type', 'mean per game', rows),
    width: WIDTH,
    height: 200,
    mark: 'bar',
    encoding: {
      x: { field: 'type', type: 'nominal', sort: [...types], title: null, axis: { labelAngle: 0 } },
      xOffset: { field: 'outcome', type: 'nominal', sort: ['all', 'win', 'loss'] },
      y: { field: 'kills', type: 'quantitative', title: 'kills per game' },
      color: { field: 'outcome', type: 'nominal', scale: { domain: ['all', 'win', 'loss'], range: ['#546e7a', '#2e7d32', '#c62828'] }, title: null },
      tooltip: [{ field: 'outcome' }, { field: 'type' }, { field: 'kills', type: 'quantitative', format: '.2f' }],
    },
  };
}

/** The mission's map: mean zombies per zone (at the end of each round) and survivor deaths per zone. */
export function mapChart(a: Pick<RunAnalysis, 'cells' | 'zoneLabels' | 'borders' | 'grid'>): Spec {
  const grid = a.grid ?? { rows: 1, cols: 1 };
  const cell = Math.max(14, Math.min(34, Math.floor(300 / Math.max(grid.cols, grid.rows))));
  const cells = a.cells.map((c) => ({ ...c, x: c.col, x2: c.col + 1, y: c.row, y2: c.row + 1, kind: c.room ? 'building' : 'street' }));
  const labels = a.zoneLabels.map((l) => ({ ...l, x: l.col + 0.5, y: l.row + 0.5 }));
  const view = (field: string, title: string, scheme: string, format: string) => ({
    width: grid.cols * cell,
    height: grid.rows * cell,
    title,
    layer: [
      {
        data: { values: cells },
        mark: { type: 'rect' },
        encoding: {
          x: { field: 'x', type: 'quantitative', scale: { domain: [0, grid.cols], nice: false, zero: true }, axis: null },
          x2: { field: 'x2' },
          y: { field: 'y', type: 'quantitative', scale: { domain: [0, grid.rows], nice: false, reverse: true }, axis: null },
          y2: { field: 'y2' },
          color: { field, type: 'quantitative', scale: { scheme, zero: true }, legend: { title: null, format } },
          tooltip: [{ field: 'label', title: 'zone' }, { field: 'kind' }, { field: 'meanZombies', type: 'quantitative', format: '.2f', title: 'mean zombies' }, { field: 'deaths', type: 'quantitative' }],
        },
      },
      {
        data: { values: a.borders },
        mark: { type: 'rule', color: '#37474f', strokeWidth: 1.2, strokeCap: 'square' },
        encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' }, x2: { field: 'x2' }, y2: { field: 'y2' } },
      },
      {
        data: { values: labels },
        mark: { type: 'text', fontSize: Math.max(8, Math.round(cell * 0.38)), color: '#263238' },
        encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' }, text: { field: 'label' } },
      },
    ],
  });
  return {
    $schema: SCHEMA,
    title: { text: 'Map', subtitle: 'left: mean zombies in each zone at the end of a round; right: survivor deaths in each zone (all games)' },
    hconcat: [view('meanZombies', 'zombie density', 'oranges', '.1f'), view('deaths', 'deaths', 'reds', 'd')],
    resolve: { scale: { color: 'independent' } },
    config: { view: { stroke: null } },
  };
}

// ---- comparisons -------------------------------------------------------------------------------

/** Win rate per arm with 95% Wilson intervals. */
export function armsChart(rows: readonly { arm: string; winRate: number; winLow: number; winHigh: number; wins: number; games: number }[], title = 'Win rate', width = WIDE): Spec {
  return {
    ...base(title, 'with 95% Wilson intervals; every arm played the same seeds', [...rows]),
    width,
    height: { step: 24 },
    encoding: { y: { field: 'arm', type: 'nominal', sort: rows.map((r) => r.arm), title: null, axis: { labelLimit: 360 } } },
    layer: [
      {
        mark: { type: 'bar', color: '#4e79a7' },
        encoding: {
          x: { field: 'winRate', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: PCT }, title: 'win rate' },
          tooltip: [{ field: 'arm' }, { field: 'wins', type: 'quantitative' }, { field: 'games', type: 'quantitative' }, { field: 'winRate', type: 'quantitative', format: '.1%' }],
        },
      },
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x: { field: 'winLow', type: 'quantitative' }, x2: { field: 'winHigh' } } },
    ],
  };
}

/** Estimates with 95% intervals, in points (percentage points), one row per `label`; `method` colours paired vs unpaired. */
export function intervalChart(
  rows: readonly { label: string; method: string; estimate: number; low: number; high: number }[],
  title: string,
  subtitle: string,
  xTitle: string,
  width = WIDE,
): Spec {
  const values = rows.map((r) => ({ ...r, estimate: 100 * r.estimate, low: 100 * r.low, high: 100 * r.high }));
  const rowEncoding = {
    y: { field: 'label', type: 'nominal', sort: [...new Set(rows.map((r) => r.label))], title: null, axis: { labelLimit: 360 } },
    yOffset: { field: 'method', type: 'nominal' },
    color: { field: 'method', type: 'nominal', title: null },
  };
  return {
    ...base(title, subtitle, values),
    width,
    height: { step: 26 },
    layer: [
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { ...rowEncoding, x: { field: 'low', type: 'quantitative', title: xTitle }, x2: { field: 'high' } } },
      {
        mark: { type: 'point', filled: true, size: 60 },
        encoding: {
          ...rowEncoding,
          x: { field: 'estimate', type: 'quantitative' },
          tooltip: [{ field: 'label' }, { field: 'method' }, { field: 'estimate', type: 'quantitative', format: '.2f' }, { field: 'low', type: 'quantitative', format: '.2f' }, { field: 'high', type: 'quantitative', format: '.2f' }],
        },
      },
      { data: { values: [{ zero: 0 }] }, mark: { type: 'rule', color: '#9e9e9e', strokeDash: [4, 3] }, encoding: { x: { field: 'zero', type: 'quantitative' } } },
    ],
  };
}

/** Win rate at each search budget (log-scale x) with its 95% band; a dashed rule at the plateau's budget, when there is one. */
export function skillCurveChart(rows: readonly { budget: number; winRate: number; low: number; high: number; wins: number; games: number }[], plateau: number | null, width = WIDE): Spec {
  const x = { field: 'budget', type: 'quantitative', scale: { type: 'log', base: 2, nice: false }, axis: { values: rows.map((r) => r.budget), format: 'd' }, title: 'budget (forward-model plays per decision)' };
  return {
    ...base('Skill curve', 'win rate at each search budget, the same seeds for every budget; band: 95% Wilson interval', [...rows]),
    width,
    height: 260,
    encoding: { x },
    layer: [
      { mark: { type: 'area', opacity: 0.25 }, encoding: { y: { field: 'low', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: PCT }, title: 'win rate' }, y2: { field: 'high' } } },
      {
        mark: { type: 'line', point: { size: 50, filled: true } },
        encoding: {
          y: { field: 'winRate', type: 'quantitative' },
          tooltip: [{ field: 'budget', type: 'quantitative' }, { field: 'wins', type: 'quantitative' }, { field: 'games', type: 'quantitative' }, { field: 'winRate', type: 'quantitative', format: '.1%', title: 'win rate' }, { field: 'low', type: 'quantitative', format: '.1%' }, { field: 'high', type: 'quantitative', format: '.1%' }],
        },
      },
      ...(plateau === null ? [] : [{ data: { values: [{ budget: plateau }] }, mark: { type: 'rule', color: '#9e9e9e', strokeDash: [4, 3] }, encoding: { x: { field: 'budget', type: 'quantitative' } } }]),
    ],
  };
}
