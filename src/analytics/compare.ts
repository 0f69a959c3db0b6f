/**
 * Comparing arms (strategy × lineup) played on the same seeds. Game k of every arm uses the same
 * dice and deck streams (common random numbers), so the win/loss of two arms on game k are
 * correlated and the paired difference — the mean over games of win_b(k) − win_a(k) — has a much
 * narrower interval than two independent samples would give. Both are reported.
 */
import * as aq from 'arquero';
import type { GameStats } from './collect.ts';
import { type Interval, meanInterval, newcombeDifference, newcombePairedDifference, unpairedDifference } from './stats.ts';
import { type WinSummary, gameTable, winSummary } from './tables.ts';

export interface Arm {
  /** How the arm is named in tables and verdicts, e.g. "greedy" or "greedy · Amy, Doug". */
  label: string;
  strategy: string;
  lineup: string[];
  stats: GameStats;
  /** The strategy plays by script (see RunMeta.scripted). */
  scripted?: boolean;
}

export interface ArmSummary extends WinSummary {
  arm: string;
  strategy: string;
  lineup: string[];
}

export interface PairComparison {
  /** The two arms: the difference is b − a (compareArms puts the better arm as b). */
  a: string;
  b: string;
  games: number;
  winsA: number;
  winsB: number;
  /** Games b won and a did not, and the reverse (the discordant pairs). */
  onlyB: number;
  onlyA: number;
  /** Mean of win_b − win_a over the shared games: Newcombe's paired score interval (95%). */
  paired: Interval;
  /** Same estimate, normal interval mean ± z·sd/√n of the game-by-game differences. */
  pairedWald: Interval;
  /** The interval if the arms had been played on independent seeds: Newcombe's score interval. */
  unpaired: Interval;
  /** Same, normal (Wald) approximation: the paired interval without the covariance term. */
  unpairedWald: Interval;
  verdict: string;
}

export interface Comparison {
  arms: ArmSummary[];
  pairs: PairComparison[];
}

/** A fraction as percentage points with one decimal (never "-0.0"). */
export function points(x: number): string {
  const t = (100 * x).toFixed(1);
  return t === '-0.0' ? '0.0' : t;
}
const pts = points;

/**
 * A plain sentence for a difference b − a with its interval: "b beats a by 7.0 ± 2.0 points", or with
 * the interval written out when it is lopsided (near 0% or 100%): "by 99.0 points (95% CI 97.3 to 100.0)".
 */
export function verdict(a: string, b: string, d: Interval): string {
  const flip = d.high < 0;
  const [est, low, high] = flip ? [-d.estimate, -d.high, -d.low] : [d.estimate, d.low, d.high];
  // "±" when the two sides differ by at most 0.1 points (the larger side is given).
  const symmetric = Math.abs(high - est - (est - low)) <= 0.001;
  const amount = symmetric ? `${pts(est)} ± ${pts(Math.max(high - est, est - low))} points` : `${pts(est)} points (95% CI ${pts(low)} to ${pts(high)})`;
  if (d.low > 0 || flip) return `${flip ? a : b} beats ${flip ? b : a} by ${amount}`;
  return `no clear difference between ${a} and ${b} (${b} − ${a} = ${symmetric ? amount : `${pts(d.estimate)} points, 95% CI ${pts(d.low)} to ${pts(d.high)}`})`;
}

/** One table of every arm's games: arm, game, outcome, rounds, win … (arquero). */
export function armsTable(arms: readonly Arm[]) {
  return arms.map((arm) => gameTable(arm.stats).derive({ arm: aq.escape(() => arm.label) })).reduce((a, b) => a.concat(b));
}

/** Win difference b − a game by game (both arms must have played the same games). */
export function pairedWins(a: GameStats, b: GameStats): Int8Array {
  if (a.first !== b.first || a.count !== b.count) throw new Error('paired comparison needs the same games in both arms');
  const joined = gameTable(a).select({ game: 'game', win: 'winA' }).join(gameTable(b).select({ game: 'game', win: 'winB' }), 'game').orderby('game');
  const wa = joined.array('winA') as ArrayLike<number>;
  const wb = joined.array('winB') as ArrayLike<number>;
  return Int8Array.from({ length: joined.numRows() }, (_, i) => wb[i]! - wa[i]!);
}

export function comparePair(a: Arm, b: Arm): PairComparison {
  const d = pairedWins(a.stats, b.stats);
  const sa = winSummary(gameTable(a.stats))[0]!;
  const sb = winSummary(gameTable(b.stats))[0]!;
  let onlyA = 0;
  let onlyB = 0;
  for (const x of d) {
    if (x > 0) onlyB++;
    else if (x < 0) onlyA++;
  }
  const both = sb.wins - onlyB;
  const paired = newcombePairedDifference(both, onlyA, onlyB, d.length - both - onlyA - onlyB);
  return {
    a: a.label, b: b.label, games: d.length, winsA: sa.wins, winsB: sb.wins, onlyA, onlyB,
    paired,
    pairedWald: meanInterval(d),
    unpaired: newcombeDifference(sa.wins, sa.games, sb.wins, sb.games),
    unpairedWald: unpairedDifference(sa.wins, sa.games, sb.wins, sb.games),
    verdict: verdict(a.label, b.label, paired),
  };
}

/** Every arm's win rate, and every pair of arms, each written as better − worse (the paired difference ≥ 0). */
export function compareArms(arms: readonly Arm[]): Comparison {
  const byArm = new Map(winSummary(armsTable(arms), ['arm']).map((r) => [r.arm as string, r]));
  const summaries = arms.map((arm) => ({ ...byArm.get(arm.label)!, arm: arm.label, strategy: arm.strategy, lineup: arm.lineup }));
  const pairs: PairComparison[] = [];
  for (let i = 0; i < arms.length; i++) {
    for (let j = i + 1; j < arms.length; j++) {
      const p = comparePair(arms[i]!, arms[j]!);
      pairs.push(p.paired.estimate < 0 ? comparePair(arms[j]!, arms[i]!) : p);
    }
  }
  return { arms: summaries, pairs };
}
