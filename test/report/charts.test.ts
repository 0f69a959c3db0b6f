import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as vl from 'vega-lite';
import * as vega from 'vega';
import { collectGames, constructedRun, metaFor } from '../analytics/helpers.ts';
import { analyzeRun } from '../../src/analytics/tables.ts';
import { compareArms } from '../../src/analytics/compare.ts';
import { balance, combinations } from '../../src/analytics/balance.ts';
import { causesChart, killsChart, roundBandChart, roundsChart, survivorsChart } from '../../src/report/charts.ts';
import { runReportPage } from '../../src/report/run-report.ts';
import { compareReportPage } from '../../src/report/compare-report.ts';
import { balanceReportPage } from '../../src/report/balance-report.ts';
import { skillCurve } from '../../src/analytics/difficulty.ts';
import { difficultyReportPage } from '../../src/report/difficulty-report.ts';
import type { ReportPage } from '../../src/report/html.ts';

const THROWING = fileURLToPath(new URL('./fixtures/throwing-strategy.ts', import.meta.url));

function collector(problems: string[]) {
  const logger = {
    level() { return logger; },
    error: (...m: unknown[]) => void problems.push(`error: ${m.join(' ')}`),
    warn: (...m: unknown[]) => void problems.push(`warn: ${m.join(' ')}`),
    info: () => logger,
    debug: () => logger,
  };
  return logger;
}

/** Compile a spec with vega-lite and parse the result with vega, collecting every warning. */
function check(spec: object): string[] {
  const problems: string[] = [];
  const compiled = vl.compile(spec as vl.TopLevelSpec, { logger: collector(problems) as never });
  vega.parse(compiled.spec);
  return problems;
}

/** Run the chart's dataflow (no renderer): the warnings a browser would log, and the texts of its axes and legends. */
async function render(spec: object) {
  const problems: string[] = [];
  const view = new vega.View(vega.parse(vl.compile(spec as vl.TopLevelSpec).spec), { renderer: 'none', logger: collector(problems) as never });
  await view.runAsync();
  const axes: string[][] = [];
  const legends: string[] = [];
  const walk = (node: { marktype?: string; role?: string; items?: unknown[]; text?: unknown }) => {
    if (node.marktype === 'text' && node.role === 'axis-label') axes.push((node.items as { text: string }[]).map((i) => String(i.text)));
    if (node.marktype === 'text' && node.role === 'legend-label') legends.push(...(node.items as { text: string }[]).map((i) => String(i.text)));
    for (const child of (node.items ?? []) as object[]) walk(child);
  };
  walk((view.scenegraph() as unknown as { root: never }).root);
  view.finalize();
  return { problems, axes, legends };
}

const charts = (page: ReportPage) => page.sections.filter((s) => s.chart).map((s) => [s.title, s.chart!] as const);

describe('every chart of every report compiles (vega-lite → vega) without a warning', async () => {
  const stats = await collectGames({ count: 40 });
  const other = await collectGames({ strategy: 'random', count: 40 });
  const meta = metaFor(stats);
  const runPage = runReportPage(metaFor(other, { strategy: 'random' }), other, 'r.html'); // random loses some: every chart is drawn
  const arms = [
    { label: 'greedy', strategy: 'greedy', lineup: meta.lineup, stats },
    { label: 'random', strategy: 'random', lineup: meta.lineup, stats: other },
  ];
  const cmpPage = compareReportPage({ ...meta, command: 'npx zsim compare' }, arms, compareArms(arms), 'c.html');
  const pool = stats.schema.survivors;
  const runs = combinations(pool, pool.length - 1).map((lineup, i) => ({ lineup, stats: i % 2 ? stats : other }));
  const balPage = balanceReportPage({ ...meta, pool, size: pool.length - 1, possible: runs.length, command: 'npx zsim balance' }, balance(pool, runs), 'b.html');

  it('the run report has a chart per analysis (outcome, survival, rounds, causes, pressure ×2, danger, XP, alive, noise, kills, survivors, map)', () => {
    expect(charts(runPage).length).toBe(13);
    expect(analyzeRun(stats).grid).not.toBeNull();
  });
  for (const [kind, page] of [['run', runPage], ['compare', cmpPage], ['balance', balPage]] as const) {
    it(`${kind} report`, () => {
      for (const [title, spec] of charts(page)) expect({ title, problems: check(spec) }).toEqual({ title, problems: [] });
    });
  }

  it('difficulty report (with a plateau and without)', () => {
    const arms = [4, 16, 64].map((budget, i) => ({ budget, stats: constructedRun(200, (g) => g < 40 + 60 * Math.min(i, 1)) }));
    for (const curve of [skillCurve(arms), skillCurve(arms.slice(0, 2))]) {
      const page = difficultyReportPage({ ...meta, command: 'npx zsim difficulty' }, curve, 'd.html');
      expect(charts(page).length).toBe(1);
      for (const [title, spec] of charts(page)) expect({ title, problems: check(spec) }).toEqual({ title, problems: [] });
    }
  });
});

describe('the charts read right on any run', () => {
  it('a 1-game run and a run whose every game ended in an error draw every chart without a Vega warning, and no axis repeats a label', async () => {
    const one = await collectGames({ count: 1 });
    const errors = await collectGames({ strategy: THROWING, count: 5 });
    expect(analyzeRun(errors).summary.errors).toBe(5);
    for (const [run, stats] of [['1 game', one], ['all errors', errors]] as const) {
      for (const [title, spec] of charts(runReportPage(metaFor(stats), stats, 'r.html'))) {
        const r = await render(spec);
        const repeated = r.axes.filter((labels) => new Set(labels).size < labels.length);
        expect({ run, title, problems: r.problems, repeated }).toEqual({ run, title, problems: [], repeated: [] });
      }
    }
  });

  it('small shares have distinct tick labels, in %', async () => {
    const r = await render(causesChart([
      { outcome: 'loss', cause: 'all survivors dead', games: 3, share: 0.003 },
      { outcome: 'error', cause: 'strategy bug', games: 1, share: 0.001 },
    ]));
    const [shares] = r.axes.filter((labels) => labels.some((l) => l.endsWith('%')));
    expect(shares!.length).toBeGreaterThan(2);
    expect(new Set(shares).size).toBe(shares!.length);
  });

  it('rounds are on a continuous axis: a round no game ended in keeps its place', async () => {
    const r = await render(roundsChart([
      { outcome: 'loss', rounds: 3, games: 5, share: 0.5 },
      { outcome: 'loss', rounds: 9, games: 5, share: 0.5 },
    ]));
    expect(r.axes.some((labels) => ['4', '5', '6', '7', '8'].every((n) => labels.includes(n)) || ['4', '6', '8'].every((n) => labels.includes(n)))).toBe(true);
  });

  it('legends list only the outcomes that occur', async () => {
    const losses = [{ outcome: 'loss', rounds: 4, games: 3, share: 1 }];
    expect((await render(roundsChart(losses))).legends).toEqual(['loss']);
    expect((await render(causesChart([{ outcome: 'loss', cause: 'all survivors dead', games: 3, share: 1 }]))).legends).toEqual(['loss']);
    expect((await render(killsChart([{ outcome: 'all', type: 'walker', kills: 2 }, { outcome: 'loss', type: 'walker', kills: 2 }], ['walker']))).legends).toEqual(['all', 'loss']);
  });

  it('rounds played in few games are shaded and the subtitle says so; a run of few games says every round is', async () => {
    const rows = [100, 60, 25, 12, 3].map((games, i) => ({ series: 'xp', type: 'all', round: i + 1, games, mean: i, low: 0, median: i, high: 2 * i }));
    const spec = roundBandChart(rows, 'xp', 'XP', ['by round'], 'XP') as { title: { subtitle: string[] }; layer: { mark: { type: string }; data?: { values: { from: number }[] } }[] };
    expect(spec.title.subtitle.join(' ')).toMatch(/shaded: rounds played in fewer than 20 games/);
    expect(spec.layer[0]!.data!.values[0]!.from).toBe(3.5);
    const small = roundBandChart(rows.map((r) => ({ ...r, games: 1 })), 'xp', 'XP', ['by round'], 'XP') as { title: { subtitle: string[] } };
    expect(small.title.subtitle.join(' ')).toMatch(/every round rests on fewer than 20 games/);
  });

  it('shares are in % in the survivors chart too', async () => {
    const r = await render(survivorsChart([{ survivor: 'Amy', games: 10, kills: 3, deaths: 4, deathRate: 0.4, wounds: 1, xp: 9, levels: {} }]));
    expect(r.axes.filter((labels) => labels.every((l) => l.endsWith('%'))).length).toBe(1);
  });
});
