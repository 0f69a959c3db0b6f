/** The report of `zsim balance`: each survivor's effect on the win rate, and the lineups ranked. */
import type { Balance } from '../analytics/balance.ts';
import { points as pts } from '../analytics/compare.ts';
import { armsChart, intervalChart } from './charts.ts';
import type { MissionMeta } from './compare-report.ts';
import type { ReportPage } from './html.ts';
import { missionFacts, pct, scriptedCaveat, shellQuote } from './run-report.ts';


export interface BalanceMeta extends MissionMeta {
  strategy: string;
  pool: string[];
  size: number;
  /** Lineups of that size in the pool, and how many were played. */
  possible: number;
  games: number;
  command: string;
  /** How each game seated its lineup (absent: shuffled). */
  seatOrder?: string;
  scripted?: boolean;
}

export function balanceReportPage(meta: BalanceMeta, b: Balance, reportFile: string): ReportPage {
  const facts = missionFacts(meta);
  facts.splice(
    2, 0,
    ['Strategy', meta.strategy],
    ['Survivors', meta.pool.join(', ')],
    ['Lineups', `${b.lineups.length} of the ${meta.possible} lineups of ${meta.size}${b.lineups.length < meta.possible ? ' (a seeded sample)' : ''}`],
    ['Games', `${meta.games} per lineup, the same seeds for every lineup`],
    ['Seat order', meta.seatOrder === 'fixed' ? 'fixed: every lineup as listed, first name first (an effect includes its seat\'s)' : 'shuffled: each game seats its lineup in an order drawn from its seed, the same for every lineup'],
  );
  if (meta.note) facts.unshift(['Note', meta.note]);
  const effects = b.survivors.filter((s) => s.effect !== null);
  const lead = effects.length
    ? [`Highest effect: ${effects[0]!.survivor} (${pts(effects[0]!.effect!.estimate)} points); lowest: ${effects.at(-1)!.survivor} (${pts(effects.at(-1)!.effect!.estimate)} points).`]
    : ['Every lineup holds every survivor (or none): no effect can be estimated; lower --size.'];
  return {
    title: `${meta.missionName}: survivor balance`,
    facts,
    command: `${meta.command} --report ${shellQuote(reportFile)}`,
    caveats: scriptedCaveat(meta.scripted ? [meta.strategy] : []),
    lead,
    sections: [
      {
        title: 'Survivor effects',
        text:
          "A survivor's effect is the mean win rate of the lineups with that survivor minus that of the lineups without, in " +
          'percentage points, estimated game by game on the shared seeds (95% intervals).',
        chart: intervalChart(
          effects.map((s) => ({ label: s.survivor, method: 'effect on win rate', ...s.effect! })),
          'Effect of each survivor on the win rate', 'lineups with the survivor − lineups without, percentage points', 'effect (points)',
        ),
        table: {
          columns: ['rank', 'survivor', 'effect', '95% CI', 'win rate with', 'win rate without', 'lineups with', 'lineups without'],
          rows: b.survivors.map((s) => [
            s.rank, s.survivor, s.effect ? pts(s.effect.estimate) : '–', s.effect ? `${pts(s.effect.low)} to ${pts(s.effect.high)}` : '–',
            pct(s.winWith), pct(s.winWithout), s.lineupsWith, s.lineupsWithout,
          ]),
          numeric: [0, 2, 3, 4, 5, 6, 7],
        },
      },
      ...(meta.seatOrder === 'fixed' ? [] : [{
        title: 'The first seat',
        text:
          'How much more the lineups of each survivor win when it plays first than when it sits elsewhere, in percentage points (95% intervals): ' +
          "the seat's effect, which the survivor effects above leave out.",
        chart: intervalChart(
          b.survivors.filter((s) => s.firstSeat !== null).map((s) => ({ label: s.survivor, method: 'first seat', ...s.firstSeat! })),
          'Effect of playing first', 'first seat − other seats, percentage points', 'effect (points)',
        ),
      }]),
      {
        title: 'Lineups',
        chart: armsChart(b.lineups.map((l) => ({ arm: l.lineup.join(', '), winRate: l.winRate, winLow: l.winLow, winHigh: l.winHigh, wins: l.wins, games: l.games })), 'Win rate by lineup'),
        table: {
          columns: ['rank', 'lineup', 'games', 'wins', 'win rate', '95% CI', 'mean rounds'],
          rows: b.lineups.map((l) => [l.rank, l.lineup.join(', '), l.games, l.wins, pct(l.winRate), `${pct(l.winLow)}–${pct(l.winHigh)}`, l.meanRounds.toFixed(2)]),
          numeric: [0, 2, 3, 4, 5, 6],
        },
      },
    ],
  };
}
