/** The report of `zsim difficulty`: the skill curve (win rate at rising search budgets, same seeds) and its plateau. */
import { points } from '../analytics/compare.ts';
import type { SkillCurve } from '../analytics/difficulty.ts';
import { skillCurveChart } from './charts.ts';
import type { MissionMeta } from './compare-report.ts';
import type { ReportPage } from './html.ts';
import { missionFacts, pct, shellQuote } from './run-report.ts';

export interface DifficultyMeta extends MissionMeta {
  strategy: string;
  lineup: string[];
  games: number;
  command: string;
}

/** A change in percentage points with its sign: +5.0, -3.1, 0.0. */
export const signed = (x: number) => `${x > 0 ? '+' : ''}${points(x)}`;

/** "plateau at budget B: win rate X% [lo, hi]" or "plateau not reached at budget N", each with its reason (the text summary's last line, the report's lead). */
export function plateauSentence(curve: SkillCurve): string {
  const { budgets, plateau } = curve;
  const last = budgets.at(-1)!;
  const step = last.change!;
  const margin = `${signed(step.estimate)} points, paired 95% CI ${points(step.interval[0])} to ${points(step.interval[1])}`;
  if (!plateau) return `plateau not reached at budget ${last.budget}: the change from budget ${step.from} (${margin}) is beyond noise; more budget still changes the win rate`;
  return `plateau at budget ${plateau.budget}: win rate ${pct(plateau.winRate)} [${pct(plateau.interval[0])}, ${pct(plateau.interval[1])}] ` +
    `(from budget ${plateau.budget} on, no change is told apart from noise; the last, from budget ${step.from} to ${last.budget}: ${margin})`;
}

export function difficultyReportPage(meta: DifficultyMeta, curve: SkillCurve, reportFile: string): ReportPage {
  const facts = missionFacts(meta);
  facts.splice(
    2, 0,
    ['Strategy', `${meta.strategy} at budgets ${curve.budgets.map((p) => p.budget).join(', ')} (forward-model plays per decision)`],
    ['Lineup', meta.lineup.join(', ')],
    ['Games', `${meta.games} per budget, the same seeds for every budget`],
  );
  if (meta.note) facts.unshift(['Note', meta.note]);
  return {
    title: `${meta.missionName}: skill curve`,
    facts,
    command: `${meta.command} --report ${shellQuote(reportFile)}`,
    lead: [`${plateauSentence(curve)}.`],
    sections: [
      {
        title: 'Skill curve',
        text:
          'The win rate of the search strategy at each budget, all budgets on the same seeds. The curve has reached its plateau when ' +
          "the paired 95% interval of the last step (Newcombe's, game by game on the shared seeds) holds 0; the plateau starts at the " +
          'lowest budget after which every step, and the change to the last budget, holds 0 (dashed line). A plateau is only as sharp as ' +
          'these intervals: more games narrow them.',
        chart: skillCurveChart(curve.budgets.map((p) => ({ budget: p.budget, winRate: p.winRate, low: p.interval[0], high: p.interval[1], wins: p.wins, games: p.games })), curve.plateau?.budget ?? null),
        table: {
          columns: ['budget', 'games', 'wins', 'win rate', '95% CI', 'change (points)', 'paired 95% CI', 'games gained', 'games lost', 'mean rounds'],
          rows: curve.budgets.map((p) => [
            p.budget, p.games, p.wins, pct(p.winRate), `${pct(p.interval[0])}–${pct(p.interval[1])}`,
            p.change ? signed(p.change.estimate) : '–', p.change ? `${points(p.change.interval[0])} to ${points(p.change.interval[1])}` : '–',
            p.change ? p.change.gained : '–', p.change ? p.change.lost : '–', p.meanRounds.toFixed(2),
          ]),
          numeric: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        },
      },
    ],
  };
}
