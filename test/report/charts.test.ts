import { describe, expect, it } from 'vitest';
import * as vl from 'vega-lite';
import * as vega from 'vega';
import { collectGames, constructedRun, metaFor } from '../analytics/helpers.ts';
import { analyzeRun } from '../../src/analytics/tables.ts';
import { compareArms } from '../../src/analytics/compare.ts';
import { balance, combinations } from '../../src/analytics/balance.ts';
import { runReportPage } from '../../src/report/run-report.ts';
import { compareReportPage } from '../../src/report/compare-report.ts';
import { balanceReportPage } from '../../src/report/balance-report.ts';
import { skillCurve } from '../../src/analytics/difficulty.ts';
import { difficultyReportPage } from '../../src/report/difficulty-report.ts';
import type { ReportPage } from '../../src/report/html.ts';

/** Compile a spec with vega-lite and parse the result with vega, collecting every warning. */
function check(spec: object): string[] {
  const problems: string[] = [];
  const logger = {
    level() { return logger; },
    error: (...m: unknown[]) => void problems.push(`error: ${m.join(' ')}`),
    warn: (...m: unknown[]) => void problems.push(`warn: ${m.join(' ')}`),
    info: () => logger,
    debug: () => logger,
  };
  const compiled = vl.compile(spec as vl.TopLevelSpec, { logger: logger as never });
  vega.parse(compiled.spec);
  return problems;
}

const charts = (page: ReportPage) => page.sections.filter((s) => s.chart).map((s) => [s.title, s.chart!] as const);

describe('every chart of every report compiles (vega-lite → vega) without a warning', async () => {
  const stats = await collectGames({ count: 40 });
  const other = await collectGames({ strategy: 'random', count: 40 });
  const meta = metaFor(stats);
  const runPage = runReportPage(meta, stats, 'r.html');
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
