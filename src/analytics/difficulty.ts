/**
 * The skill curve: one mission played by a search strategy at rising budgets on the same seeds. Each
 * budget's win rate has its Wilson interval; each step from one budget to the next its paired (Newcombe)
 * interval, game by game on the shared seeds (compare.ts). The plateau is where more budget stops
 * changing the win rate by more than the intervals can tell apart from noise (plateauIndex).
 */
import type { GameStats } from './collect.ts';
import { comparePair } from './compare.ts';
import { gameTable, winSummary } from './tables.ts';

/** A change of win rate b − a between two budgets played on the same seeds. */
export interface BudgetChange {
  /** The budget it is measured from (b is the point's own budget). */
  from: number;
  estimate: number;
  /** Newcombe's paired 95% interval. */
  interval: [number, number];
  /** Games won at this budget and lost at `from`, and the reverse. */
  gained: number;
  lost: number;
}

export interface CurvePoint {
  budget: number;
  games: number;
  wins: number;
  losses: number;
  errors: number;
  winRate: number;
  /** Wilson 95% interval of the win rate. */
  interval: [number, number];
  meanRounds: number;
  /** From the previous budget to this one (null at the first budget). */
  change: BudgetChange | null;
  /** From this budget to the last one (null at the last budget). */
  toLast: BudgetChange | null;
}

export interface Plateau {
  /** The lowest budget from which more budget no longer changes the win rate beyond its interval. */
  budget: number;
  winRate: number;
  interval: [number, number];
}

export interface SkillCurve {
  budgets: CurvePoint[];
  plateau: Plateau | null;
}

/** The paired 95% interval of a change holds 0: the change is smaller than its own margin of error. */
export function withinNoise(change: Pick<BudgetChange, 'interval'> | null): boolean {
  return change !== null && change.interval[0] <= 0 && change.interval[1] >= 0;
}

/**
 * Where the curve is flat, as an index into `points` (rising budgets), or null. Reached when the last step's
 * paired interval holds 0 ("the last two budgets differ by less than their interval"); it then starts at the
 * lowest budget k such that every step after k holds 0 and so does the change from k to the last budget
 * (so a slow climb of small steps, each within noise, is not taken for a plateau).
 */
export function plateauIndex(points: readonly Pick<CurvePoint, 'change' | 'toLast'>[]): number | null {
  const n = points.length;
  if (n < 2 || !withinNoise(points[n - 1]!.change)) return null;
  let k = n - 2;
  while (k > 0 && withinNoise(points[k]!.change) && withinNoise(points[k - 1]!.toLast)) k--;
  return k;
}

function change(from: { budget: number; stats: GameStats }, to: { budget: number; stats: GameStats }): BudgetChange {
  const p = comparePair({ label: String(from.budget), strategy: '', lineup: [], stats: from.stats }, { label: String(to.budget), strategy: '', lineup: [], stats: to.stats });
  return { from: from.budget, estimate: p.paired.estimate, interval: [p.paired.low, p.paired.high], gained: p.onlyB, lost: p.onlyA };
}

/** The curve of `arms` (rising budgets, every one with the same games), and its plateau. */
export function skillCurve(arms: readonly { budget: number; stats: GameStats }[]): SkillCurve {
  const last = arms.at(-1);
  const budgets = arms.map((arm, i): CurvePoint => {
    const s = winSummary(gameTable(arm.stats))[0]!;
    return {
      budget: arm.budget, games: s.games, wins: s.wins, losses: s.losses, errors: s.errors, winRate: s.winRate, interval: [s.winLow, s.winHigh], meanRounds: s.meanRounds,
      change: i > 0 ? change(arms[i - 1]!, arm) : null,
      toLast: last && arm !== last ? change(arm, last) : null,
    };
  });
  const k = plateauIndex(budgets);
  const plateau = k === null ? null : { budget: budgets[k]!.budget, winRate: budgets[k]!.winRate, interval: budgets[k]!.interval };
  return { budgets, plateau };
}
