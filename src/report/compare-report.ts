/** The report of `zsim compare`: arms played on the same seeds, their win rates and paired differences. */
import { type Arm, type Comparison, points } from '../analytics/compare.ts';
import type { RunMeta } from '../analytics/results.ts';
import { survivalCurve } from '../analytics/tables.ts';
import { armsChart, intervalChart, survivalChart } from './charts.ts';
import type { ReportPage } from './html.ts';
import { missionFacts, pct, scriptedCaveat, shellQuote } from './run-report.ts';

export type MissionMeta = Pick<RunMeta, 'mission' | 'missionName' | 'fidelity' | 'game' | 'seed' | 'rules' | 'strategyOptions' | 'note'>;

const pts = points;
const range = (i: { low: number; high: number }) => `${pts(i.low)} to ${pts(i.high)}`;

export function compareReportPage(meta: MissionMeta & { games: number; command: string }, arms: readonly Arm[], c: Comparison, reportFile: string): ReportPage {
  const facts = missionFacts(meta);
  facts.splice(2, 0, ['Games', `${meta.games} per arm, the same seeds for every arm`], ['Arms', arms.map((a) => a.label).join('; ')]);
  if (meta.note) facts.unshift(['Note', meta.note]);
  const curves = arms.flatMap((arm) => survivalCurve(arm.stats).map((r) => ({ ...r, arm: arm.label })));
  const intervals = c.pairs.flatMap((p) => [
    { label: `${p.b} − ${p.a}`, method: 'paired (same seeds)', ...p.paired },
    { label: `${p.b} − ${p.a}`, method: 'unpaired (as if independent)', ...p.unpaired },
  ]);
  return {
    title: `${meta.missionName}: comparison`,
    facts,
    command: `${meta.command} --report ${shellQuote(reportFile)}`,
    caveats: scriptedCaveat([...new Set(arms.filter((a) => a.scripted).map((a) => a.strategy))]),
    lead: c.pairs.map((p) => `${p.verdict}.`),
    sections: [
      { title: 'Win rate', chart: armsChart(c.arms.map((a) => ({ arm: a.arm, winRate: a.winRate, winLow: a.winLow, winHigh: a.winHigh, wins: a.wins, games: a.games }))) },
      {
        title: 'Arms',
        table: {
          columns: ['arm', 'strategy', 'lineup', 'games', 'wins', 'win rate', '95% CI', 'mean rounds'],
          rows: c.arms.map((a) => [a.arm, a.strategy, a.lineup.join(', '), a.games, a.wins, pct(a.winRate), `${pct(a.winLow)}–${pct(a.winHigh)}`, a.meanRounds.toFixed(2)]),
          numeric: [3, 4, 5, 6, 7],
        },
      },
      {
        title: 'Differences',
        text:
          'Win-rate difference of each pair in percentage points, with 95% intervals. Paired: the mean over the shared seeds of ' +
          "win(b) − win(a), with Newcombe's interval for paired proportions. Unpaired: the interval the same two win rates would have " +
          'if the arms had been played on independent seeds (Newcombe). The gap between the two is what common random numbers buy.',
        chart: intervalChart(intervals, 'Win-rate differences', 'percentage points, 95% intervals', 'difference (points)'),
        table: {
          columns: ['pair', 'difference', 'paired 95% CI', 'unpaired 95% CI', 'only b won', 'only a won'],
          rows: c.pairs.map((p) => [`${p.b} − ${p.a}`, pts(p.paired.estimate), range(p.paired), range(p.unpaired), p.onlyB, p.onlyA]),
        },
      },
      { title: 'Survival curves', chart: survivalChart(curves, arms.map((a) => a.label)) },
    ],
  };
}
