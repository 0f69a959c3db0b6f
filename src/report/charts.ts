/**
 * Vega-lite spec builders, one per chart. Each takes plain rows (src/analytics) and returns a
 * self-contained spec with its data inline. No data is fetched: the HTML report works offline.
 */
import type { ZoneToken } from '../analytics/results.ts';
import type { RunAnalysis } from '../analytics/tables.ts';

/** A vega-lite specification (kept loose: specs are checked by compiling them in the tests). */
export type Spec = Record<string, unknown>;

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
/** The plot width of a chart in half the page. */
export const WIDTH = 430;
/** A section's width (the page's main column less its padding) that a chart across it fills, with its labels. */
const ACROSS = 1060;
/** What a legend's symbol and padding add to its labels' width. */
const LEGEND_SYMBOL = 50;
/** Row labels are cut at this width. */
const LABEL_LIMIT = 360;

/** The plot width that makes a chart with these labels (of its rows, or of its legend) fill its section (labels measured at about 6.5 px a character). */
const across = (labels: readonly string[]) => ACROSS - Math.min(LABEL_LIMIT, 6.5 * Math.max(0, ...labels.map((l) => l.length))) - 20;
/** The width of a section's content (the page's main column, less its padding), for the charts that fill it. */
export const FULL = 1084;
/** Shares (0–1) in %: "~%" trims trailing zeros only, so the ticks of small shares keep distinct labels (0.05%, 0.1%). */
const SHARE_AXIS = { format: '~%' };
/** Counts and means: no padding zeros, so an axis whose every value is 0 (an all-error run) reads "0", not "0.000000". */
const COUNT_AXIS = { format: '~f' };
/** Rounds observed in fewer games than this are faded: their means and percentiles rest on too few games. */
export const FEW_GAMES = 20;

export const OUTCOME_COLORS = { domain: ['win', 'loss', 'error'], range: ['#2e7d32', '#c62828', '#757575'] };
const LEVEL_RANGE = ['#1e88e5', '#fdd835', '#fb8c00', '#e53935', '#6d4c41', '#8e24aa'];
const TYPE_ORDER_ALL = 'all';

/** A subtitle of several lines is an array; a line of `undefined` (or '') is left out. */
function base(title: string, subtitle: string | (string | undefined)[] | undefined, values: unknown[]): Spec {
  if (Array.isArray(subtitle)) subtitle = subtitle.filter((l) => l);
  return { $schema: SCHEMA, title: subtitle ? { text: title, subtitle } : title, data: { values } };
}

/** The entries of a palette that `rows` hold, in the palette's order: a legend lists only what occurs. */
function present(palette: { domain: readonly string[]; range: readonly string[] }, rows: readonly { outcome: string }[]) {
  const seen = new Set(rows.map((r) => r.outcome));
  const keep = palette.domain.flatMap((d, i) => (seen.has(d) ? [[d, palette.range[i]!] as const] : []));
  return { domain: keep.map(([d]) => d), range: keep.map(([, c]) => c) };
}

/** Whole rounds on a continuous axis, from `first` to `last` (never one point: a 1-game run has a readable axis). */
function roundX(first: number, last: number, field = 'round', title = 'round'): Spec {
  return { field, type: 'quantitative', title, axis: { tickMinStep: 1, format: 'd' }, scale: { domain: [first, Math.max(last, first + 1)], nice: false } };
}

/**
 * Shading behind the rounds played in fewer than FEW_GAMES games, and the subtitle's note about it: their means
 * and percentiles rest on a handful of games. Nothing is shaded when every round is (a small run); the note says so.
 */
function fewGames(gamesByRound: ReadonlyMap<number, number>): { layers: Spec[]; note?: string } {
  const rounds = [...gamesByRound.keys()].sort((a, b) => a - b);
  const few = rounds.filter((r) => gamesByRound.get(r)! < FEW_GAMES);
  if (few.length === 0) return { layers: [] };
  if (few.length === rounds.length) return { layers: [], note: `every round rests on fewer than ${FEW_GAMES} games` };
  const last = rounds.at(-1)!;
  return {
    layers: [{
      data: { values: [{ from: few[0]! - 0.5, to: last }] },
      mark: { type: 'rect', color: '#eceff1' },
      encoding: { x: { ...roundX(rounds[0]!, last), field: 'from' }, x2: { field: 'to' } },
    }],
    note: `shaded: rounds played in fewer than ${FEW_GAMES} games`,
  };
}

const gamesByRound = (rows: readonly { round: number; games: number }[]) => {
  const m = new Map<number, number>();
  for (const r of rows) m.set(r.round, (m.get(r.round) ?? 0) + r.games);
  return m;
};

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
          x: { field: 'share', type: 'quantitative', axis: SHARE_AXIS, scale: { domain: [0, 1] }, title: 'share of games' },
          color: { field: 'outcome', type: 'nominal', scale: OUTCOME_COLORS, legend: null },
          tooltip: [{ field: 'outcome' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%' }],
        },
      },
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
    ],
  };
}

const ARM_COLORS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

/** Share of games not yet lost after each round, with a 95% band (one line per arm, in the order given, when `arms` is set). */
export function survivalChart(rows: readonly { round: number; notLost: number; low: number; high: number; arm?: string }[], arms?: readonly string[], width = arms ? across(arms) - LEGEND_SYMBOL : WIDTH): Spec {
  const rounds = rows.map((r) => r.round);
  const arm = arms && { field: 'arm', type: 'nominal', title: null };
  const colors = arms && { domain: [...arms], range: ARM_COLORS };
  return {
    ...base('Survival', ['share of games not yet lost after each round (round 0: before the first)', 'band: 95% Wilson interval'], [...rows]),
    width,
    height: 240,
    // The legend of the lines (colour and dash), without the bands' (which would hide it).
    ...(arms ? { resolve: { legend: { fill: 'independent', color: 'independent', strokeDash: 'independent' } } } : {}),
    encoding: { x: roundX(Math.min(0, ...rounds), Math.max(0, ...rounds)) },
    layer: [
      {
        mark: { type: 'area', opacity: arms ? 0.12 : 0.25, interpolate: 'step-after', clip: true },
        encoding: {
          y: { field: 'low', type: 'quantitative', scale: { domain: [0, 1] }, axis: SHARE_AXIS, title: 'not yet lost' },
          y2: { field: 'high' },
          ...(arm ? { fill: { ...arm, scale: colors, legend: null } } : {}),
        },
      },
      {
        mark: { type: 'line', interpolate: 'step-after', point: false, strokeWidth: arms ? 2.5 : 2, clip: true },
        encoding: {
          y: { field: 'notLost', type: 'quantitative' },
          // Arms whose curves run together stay apart by their dashes as well as their colours.
          ...(arm ? { color: { ...arm, scale: colors }, strokeDash: { ...arm, scale: { domain: colors!.domain } } } : {}),
          tooltip: [...(arms ? [{ field: 'arm' }] : []), { field: 'round', type: 'quantitative' }, { field: 'notLost', type: 'quantitative', format: '.1%', title: 'not yet lost' }],
        },
      },
    ],
  };
}

/** Games ending in each round, wins and losses side by side, on a continuous axis of rounds (a round no game ended in stays in). */
export function roundsChart(rows: RunAnalysis['roundsByOutcome']): Spec {
  const scale = present(OUTCOME_COLORS, rows);
  const w = 0.8 / Math.max(1, scale.domain.length);
  const values = rows.map((r) => {
    const x = r.rounds - 0.4 + scale.domain.indexOf(r.outcome) * w;
    return { ...r, x, x2: x + w };
  });
  const rounds = rows.map((r) => r.rounds);
  return {
    ...base('Rounds to win and to loss', 'games ending in each round, by outcome', values),
    width: WIDTH - 20,
    height: 220,
    mark: { type: 'bar', orient: 'vertical' },
    encoding: {
      x: { ...roundX(Math.min(...rounds) - 0.5, Math.max(...rounds) + 0.5, 'x', 'rounds played') },
      x2: { field: 'x2' },
      y: { field: 'games', type: 'quantitative', title: 'games', stack: null },
      color: { field: 'outcome', type: 'nominal', scale, title: null },
      tooltip: [{ field: 'outcome' }, { field: 'rounds', type: 'quantitative' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%', title: 'share of the outcome' }],
    },
  };
}

const bandLayers = (yTitle: string) => [
  {
    mark: { type: 'area', opacity: 0.25, clip: true },
    encoding: { y: { field: 'low', type: 'quantitative', title: yTitle, axis: COUNT_AXIS }, y2: { field: 'high' } },
  },
  {
    mark: { type: 'line', point: { size: 20 }, clip: true },
    encoding: {
      y: { field: 'mean', type: 'quantitative' },
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

/** The x channel and the shading of a per-round series' charts (rows of one type: each round once). */
function seriesRounds(rows: RunAnalysis['series']) {
  const rounds = rows.map((r) => r.round);
  return { x: roundX(Math.min(1, ...rounds), Math.max(1, ...rounds)), few: fewGames(new Map(rows.map((r) => [r.round, r.games]))) };
}

/** Zombies on the board (series "onBoard") or spawned (series "spawned") by round and type: mean and 10–90% band. */
export function pressureChart(rows: RunAnalysis['series'], series: 'onBoard' | 'spawned', types: readonly string[]): Spec {
  const what = series === 'onBoard' ? 'Zombies on the board' : 'Zombies spawned';
  const when = series === 'onBoard' ? 'at the end of each round' : 'during each round';
  const mine = rows.filter((r) => r.series === series);
  const { x, few } = seriesRounds(mine.filter((r) => r.type === TYPE_ORDER_ALL));
  return {
    ...base(`${what}, by round and type`, [`${when}; line: mean, band: 10th–90th percentile, among the games still being played`, few.note], mine),
    facet: { field: 'type', type: 'nominal', title: null, sort: [...types, TYPE_ORDER_ALL] },
    columns: 5,
    resolve: { scale: { y: 'independent' } },
    spec: {
      width: 150,
      height: 140,
      encoding: { x },
      layer: [...few.layers, ...bandLayers('zombies')],
    },
  };
}

/** One per-round series (XP, survivors alive, noise): mean and 10–90% band. */
export function roundBandChart(rows: RunAnalysis['series'], series: string, title: string, subtitle: readonly string[], yTitle: string): Spec {
  const mine = rows.filter((r) => r.series === series);
  const { x, few } = seriesRounds(mine);
  return {
    ...base(title, [...subtitle, few.note], mine),
    width: WIDTH,
    height: 200,
    encoding: { x },
    layer: [...few.layers, ...bandLayers(yTitle)],
  };
}

/** Share of the games being played at each danger level, by round (stacked). */
export function dangerChart(rows: RunAnalysis['danger'], levels: readonly string[]): Spec {
  const perRound = gamesByRound(rows);
  const few = fewGames(perRound);
  const rounds = [...perRound.keys()];
  return {
    ...base('Danger level', ['share of the games still being played at each danger level,', 'at the end of each round', few.note && few.note.replace('shaded', 'faded')], rows),
    width: WIDTH - 60,
    height: 220,
    encoding: { x: roundX(Math.min(1, ...rounds), Math.max(1, ...rounds)) },
    layer: [
      {
        mark: { type: 'area', interpolate: 'step-after' },
        encoding: {
          y: { field: 'share', type: 'quantitative', stack: 'normalize', axis: SHARE_AXIS, title: 'share of games' },
          color: { field: 'level', type: 'nominal', sort: [...levels], scale: { domain: [...levels], range: LEVEL_RANGE.slice(0, levels.length) }, title: 'danger level' },
          order: { field: 'order', type: 'quantitative' },
          tooltip: [{ field: 'round', type: 'quantitative' }, { field: 'level' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%' }],
        },
      },
      // Over the areas (which fill the panel): a veil, not a background.
      ...few.layers.map((l) => ({ ...l, mark: { type: 'rect', color: '#fff', opacity: 0.55 } })),
    ],
  };
}

/** Width of each of the survivors chart's four panels: two side by side across the page. */
const SURVIVOR_PANEL = 480;

/** Per survivor: kills, wounds and XP per game, and the share of games in which the survivor died. */
export function survivorsChart(rows: RunAnalysis['survivors']): Spec {
  const metrics = [
    ['kills', 'kills per game'],
    ['wounds', 'wounds per game'],
    ['xp', 'XP per game'],
    ['deathRate', 'died (share of games)'],
  ] as const;
  const values = rows.map(({ survivor, games, kills, wounds, xp, deathRate }) => ({ survivor, games, kills, wounds, xp, deathRate }));
  return {
    ...base('Survivors', 'means over the games each survivor played', values),
    columns: 2,
    concat: metrics.map(([key, title]) => ({
      title: { text: title, fontSize: 12, fontWeight: 'normal' },
      width: SURVIVOR_PANEL,
      height: { step: 18 },
      mark: 'bar',
      encoding: {
        y: { field: 'survivor', type: 'nominal', sort: rows.map((r) => r.survivor), title: null },
        x: key === 'deathRate'
          ? { field: key, type: 'quantitative', title: null, axis: SHARE_AXIS, scale: { domain: [0, 1] } }
          : { field: key, type: 'quantitative', title: null, axis: COUNT_AXIS },
        tooltip: [{ field: 'survivor' }, { field: key, type: 'quantitative', format: key === 'deathRate' ? '.1%' : '.3f', title }, { field: 'games', type: 'quantitative' }],
      },
    })),
  };
}

/** Games lost (and errored) per cause. */
export function causesChart(rows: RunAnalysis['causes']): Spec {
  return {
    ...base('Causes of defeat', ['share of all games, per cause', '(errors are engine or strategy failures)'], rows),
    width: WIDTH - 130,
    height: { step: 22 },
    mark: 'bar',
    encoding: {
      y: { field: 'cause', type: 'nominal', sort: '-x', title: null, axis: { labelLimit: 150 } },
      x: { field: 'share', type: 'quantitative', axis: SHARE_AXIS, title: 'share of games' },
      color: { field: 'outcome', type: 'nominal', scale: present(OUTCOME_COLORS, rows), title: null },
      tooltip: [{ field: 'outcome' }, { field: 'cause' }, { field: 'games', type: 'quantitative' }, { field: 'share', type: 'quantitative', format: '.1%' }],
    },
  };
}

const KILL_COLORS = { domain: ['all', 'win', 'loss'], range: ['#546e7a', '#2e7d32', '#c62828'] };

/** Mean kills per game by zombie type, over all games, wins and losses. */
export function killsChart(rows: RunAnalysis['killsByType'], types: readonly string[]): Spec {
  const scale = present(KILL_COLORS, rows);
  return {
    ...base('Kills by zombie type', 'mean per game', rows),
    width: WIDTH,
    height: 200,
    mark: 'bar',
    encoding: {
      x: { field: 'type', type: 'nominal', sort: [...types], title: null, axis: { labelAngle: 0 } },
      xOffset: { field: 'outcome', type: 'nominal', sort: scale.domain },
      y: { field: 'kills', type: 'quantitative', title: 'kills per game', axis: COUNT_AXIS },
      color: { field: 'outcome', type: 'nominal', scale, title: null },
      tooltip: [{ field: 'outcome' }, { field: 'type' }, { field: 'kills', type: 'quantitative', format: '.2f' }],
    },
  };
}

const TOKEN_STYLE: { kind: ZoneToken['kind']; shape: string; fill: string }[] = [
  { kind: 'start', shape: 'triangle-up', fill: '#43a047' },
  { kind: 'exit', shape: 'square', fill: '#1e88e5' },
  { kind: 'spawn', shape: 'diamond', fill: '#8e24aa' },
  { kind: 'objective', shape: 'circle', fill: '#fdd835' },
];
/** Each map's largest size; with its legend, two fit side by side across the page. */
const MAP_WIDTH = 420;
const MAP_HEIGHT = 560;
/** The heatmaps' colours (ColorBrewer's 7-class Oranges and Reds), from the lowest values to the highest. */
const HEAT = {
  meanZombies: ['#feedde', '#fdd0a2', '#fdae6b', '#fd8d3c', '#f16913', '#d94801', '#8c2d04'],
  deaths: ['#fee5d9', '#fcbba1', '#fc9272', '#fb6a4a', '#ef3b2c', '#cb181d', '#99000d'],
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Black or white, whichever reads better on `background`. */
const ink = (background: string) => ((luminance(background) + 0.05) / 0.05 >= 1.05 / (luminance(background) + 0.05) ? '#000' : '#fff');

/** The mission's map: mean zombies per zone (at the end of each round) and survivor deaths per zone, with the start, exit, spawn and objective zones marked. */
export function mapChart(a: Pick<RunAnalysis, 'cells' | 'zoneLabels' | 'borders' | 'grid'>, tokens: readonly ZoneToken[] = []): Spec {
  const grid = a.grid ?? { rows: 1, cols: 1 };
  const cell = Math.max(14, Math.min(60, Math.floor(Math.min(MAP_WIDTH / grid.cols, MAP_HEIGHT / grid.rows))));
  const cells = a.cells.map((c) => ({ ...c, x: c.col, x2: c.col + 1, y: c.row, y2: c.row + 1, kind: c.room ? 'building' : 'street' }));
  const values = new Map(a.cells.map((c) => [c.label, c]));
  const byZone = new Map<string, ZoneToken[]>();
  for (const t of tokens) byZone.set(t.zone, [...(byZone.get(t.zone) ?? []), t]);
  const marked = (label: string) => (byZone.get(label)?.length ? 1 : 0);
  // A zone with tokens has its label a little higher, and its tokens in a row under it.
  const labels = a.zoneLabels.map((l) => ({ ...values.get(l.label)!, ...l, x: l.col + 0.5, y: l.row + 0.5 - 0.17 * marked(l.label) }));
  const marks = a.zoneLabels.flatMap((l) =>
    (byZone.get(l.label) ?? []).map((t, i, all) => ({ token: t.kind, zone: l.label, x: l.col + 0.5 + (i - (all.length - 1) / 2) * 0.55, y: l.row + 0.82 })),
  );
  const kinds = new Set(tokens.map((t) => t.kind));
  const style = TOKEN_STYLE.filter((t) => kinds.has(t.kind));
  const max = (field: 'meanZombies' | 'deaths') => Math.max(0, ...a.cells.map((c) => c[field]));
  const view = (field: 'meanZombies' | 'deaths', title: string, format: string) => {
    const colors = HEAT[field];
    const top = max(field) || 1;
    // A threshold scale: each cell's colour is known here, and so is the ink its label needs.
    const thresholds = colors.slice(1).map((_, i) => ((i + 1) * top) / colors.length);
    const colorOf = (v: number) => colors[thresholds.filter((t) => t <= v).length]!;
    return {
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
            color: { field, type: 'quantitative', scale: { type: 'threshold', domain: thresholds, range: colors }, legend: { title: null, format } },
            tooltip: [{ field: 'label', title: 'zone' }, { field: 'kind' }, { field: 'meanZombies', type: 'quantitative', format: '.2f', title: 'mean zombies' }, { field: 'deaths', type: 'quantitative' }],
          },
        },
        {
          data: { values: a.borders },
          mark: { type: 'rule', color: '#37474f', strokeWidth: 1.2, strokeCap: 'square' },
          encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' }, x2: { field: 'x2' }, y2: { field: 'y2' } },
        },
        {
          data: { values: labels.map((l) => ({ ...l, ink: ink(colorOf(l[field])) })) },
          mark: { type: 'text', fontSize: Math.max(9, Math.min(16, Math.round(cell * 0.38))), fontWeight: 600 },
          encoding: {
            x: { field: 'x', type: 'quantitative' },
            y: { field: 'y', type: 'quantitative' },
            text: { field: 'label' },
            color: { field: 'ink', type: 'nominal', scale: null },
          },
        },
        ...(marks.length ? [{
          data: { values: marks },
          mark: { type: 'point', filled: true, size: Math.max(40, Math.min(160, cell * 3.5)), stroke: '#263238', strokeWidth: 1, opacity: 1 },
          encoding: {
            x: { field: 'x', type: 'quantitative' },
            y: { field: 'y', type: 'quantitative' },
            shape: { field: 'token', type: 'nominal', scale: { domain: style.map((t) => t.kind), range: style.map((t) => t.shape) }, title: 'zones' },
            fill: { field: 'token', type: 'nominal', scale: { domain: style.map((t) => t.kind), range: style.map((t) => t.fill) }, title: 'zones' },
            tooltip: [{ field: 'zone' }, { field: 'token', title: 'token' }],
          },
        }] : []),
      ],
    };
  };
  return {
    $schema: SCHEMA,
    title: { text: 'Map', subtitle: 'left: mean zombies in each zone at the end of a round; right: survivor deaths in each zone (all games)' },
    hconcat: [view('meanZombies', 'zombie density', '.1f'), view('deaths', 'deaths', max('deaths') >= 14 ? 'd' : '.1f')],
    resolve: { scale: { color: 'independent' } },
    config: { view: { stroke: null } },
  };
}

// ---- comparisons -------------------------------------------------------------------------------

/** Win rate per arm with 95% Wilson intervals. */
export function armsChart(rows: readonly { arm: string; winRate: number; winLow: number; winHigh: number; wins: number; games: number }[], title = 'Win rate', width = across(rows.map((r) => r.arm))): Spec {
  return {
    ...base(title, 'with 95% Wilson intervals; every arm played the same seeds', [...rows]),
    width,
    height: { step: 24 },
    encoding: { y: { field: 'arm', type: 'nominal', sort: rows.map((r) => r.arm), title: null, axis: { labelLimit: LABEL_LIMIT } } },
    layer: [
      {
        mark: { type: 'bar', color: '#4e79a7' },
        encoding: {
          x: { field: 'winRate', type: 'quantitative', scale: { domain: [0, 1] }, axis: SHARE_AXIS, title: 'win rate' },
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
  width = across(rows.map((r) => r.label)),
): Spec {
  const values = rows.map((r) => ({ ...r, estimate: 100 * r.estimate, low: 100 * r.low, high: 100 * r.high }));
  const rowEncoding = {
    y: { field: 'label', type: 'nominal', sort: [...new Set(rows.map((r) => r.label))], title: null, axis: { labelLimit: LABEL_LIMIT } },
    yOffset: { field: 'method', type: 'nominal' },
    color: { field: 'method', type: 'nominal', title: null, legend: { orient: 'top' } },
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
export function skillCurveChart(rows: readonly { budget: number; winRate: number; low: number; high: number; wins: number; games: number }[], plateau: number | null, width = across([])): Spec {
  const x = { field: 'budget', type: 'quantitative', scale: { type: 'log', base: 2, nice: false }, axis: { values: rows.map((r) => r.budget), format: 'd' }, title: 'budget (forward-model plays per decision)' };
  return {
    ...base('Skill curve', 'win rate at each search budget, the same seeds for every budget; band: 95% Wilson interval', [...rows]),
    width,
    height: 260,
    encoding: { x },
    layer: [
      { mark: { type: 'area', opacity: 0.25 }, encoding: { y: { field: 'low', type: 'quantitative', scale: { domain: [0, 1] }, axis: SHARE_AXIS, title: 'win rate' }, y2: { field: 'high' } } },
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
