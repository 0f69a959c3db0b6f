/**
 * Survivor balance from a sweep of lineups played on the same seeds. A survivor's effect is the
 * difference between the mean win rate of the lineups that include him and of those that do not,
 * estimated game by game: for game k, d(k) = mean win(k) over lineups with him − mean win(k) over
 * lineups without him; the effect is the mean of d and its 95% interval comes from the spread of
 * d over the (independent) games, which accounts for the common random numbers. When the lineups
 * are a sample, the interval covers the games' randomness for those lineups, not the choice of lineups.
 */
import type { GameStats } from './collect.ts';
import { type Interval, meanInterval, newcombeDifference, ratio, wilson } from './stats.ts';

export interface LineupRun {
  lineup: string[];
  stats: GameStats;
}

export interface LineupRow {
  rank: number;
  lineup: string[];
  games: number;
  wins: number;
  winRate: number;
  winLow: number;
  winHigh: number;
  meanRounds: number;
}

export interface SurvivorEffect {
  rank: number;
  survivor: string;
  /** Lineups with and without the survivor. */
  lineupsWith: number;
  lineupsWithout: number;
  /** Mean win rate of those lineups. */
  winWith: number;
  winWithout: number;
  /** winWith − winWithout, with its 95% interval (null when every lineup, or none, has the survivor). */
  effect: Interval | null;
  /**
   * With a shuffled seat order: the win rate of this survivor's lineups when it sits first minus when it sits
   * elsewhere, with its 95% interval (Newcombe, the two sets of games taken as independent); null with a fixed order.
   */
  firstSeat: Interval | null;
}

export interface Balance {
  lineups: LineupRow[];
  survivors: SurvivorEffect[];
}

const WIN = 0;

/** k-subsets of `items` (in order), lexicographic. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const rec = (from: number) => {
    if (pick.length === k) return void out.push([...pick]);
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      rec(i + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= items.length) rec(0);
  return out;
}

/** Number of k-subsets of n items. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * `firstSeat(game, size)`: the lineup position seated first in that game (absent: the seat order is fixed, the first
 * name first, and the first seat's effect cannot be told from the survivor's).
 */
export function balance(pool: readonly string[], runs: readonly LineupRun[], firstSeat?: (game: number, size: number) => number): Balance {
  if (runs.length === 0) return { lineups: [], survivors: [] };
  const n = runs[0]!.stats.count;
  for (const r of runs) if (r.stats.count !== n || r.stats.first !== runs[0]!.stats.first) throw new Error('balance needs the same games for every lineup');
  const wins = runs.map((r) => Uint8Array.from(r.stats.games.outcome, (o) => (o === WIN ? 1 : 0)));
  const lineups = runs
    .map((r, i) => {
      const w = wins[i]!.reduce((s, x) => s + x, 0);
      const [winLow, winHigh] = wilson(w, n);
      let rounds = 0;
      for (const x of r.stats.games.rounds) rounds += x;
      return { rank: 0, lineup: r.lineup, games: n, wins: w, winRate: ratio(w, n), winLow, winHigh, meanRounds: ratio(rounds, n) };
    })
    .sort((a, b) => b.winRate - a.winRate || a.lineup.join(',').localeCompare(b.lineup.join(',')))
    .map((row, i) => ({ ...row, rank: i + 1 }));
  const survivors = pool
    .map((survivor) => {
      const withX = runs.map((r, i) => (r.lineup.includes(survivor) ? i : -1)).filter((i) => i >= 0);
      const without = runs.map((r, i) => (r.lineup.includes(survivor) ? -1 : i)).filter((i) => i >= 0);
      const mean = (idx: number[], g: number) => ratio(idx.reduce((s, i) => s + wins[i]![g]!, 0), idx.length);
      const rate = (idx: number[]) => ratio(idx.reduce((s, i) => s + wins[i]!.reduce((a, x) => a + x, 0), 0), idx.length * n);
      const effect = withX.length && without.length ? meanInterval(Float64Array.from({ length: n }, (_, g) => mean(withX, g) - mean(without, g))) : null;
      return {
        rank: 0, survivor, lineupsWith: withX.length, lineupsWithout: without.length, winWith: rate(withX), winWithout: rate(without), effect,
        firstSeat: firstSeat ? seatEffect(runs, wins, withX, survivor, firstSeat) : null,
      };
    })
    .sort((a, b) => (b.effect?.estimate ?? -Infinity) - (a.effect?.estimate ?? -Infinity) || a.survivor.localeCompare(b.survivor))
    .map((row, i) => ({ ...row, rank: i + 1 }));
  return { lineups, survivors };
}

/** Win rate of `survivor`'s lineups (`withX`) in the games where it sits first, minus in those where it sits elsewhere. */
function seatEffect(runs: readonly LineupRun[], wins: readonly Uint8Array[], withX: readonly number[], survivor: string, firstSeat: (game: number, size: number) => number): Interval | null {
  let first = 0;
  let firstWins = 0;
  let other = 0;
  let otherWins = 0;
  for (const i of withX) {
    const r = runs[i]!;
    const at = r.lineup.indexOf(survivor);
    for (let g = 0; g < r.stats.count; g++) {
      if (firstSeat(r.stats.first + g, r.lineup.length) === at) {
        first++;
        firstWins += wins[i]![g]!;
      } else {
        other++;
        otherWins += wins[i]![g]!;
      }
    }
  }
  return first > 0 && other > 0 ? newcombeDifference(otherWins, other, firstWins, first) : null;
}
