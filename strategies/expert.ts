/**
 * Expert: plans every action by flat Monte Carlo search on the engine's own rules. For each of the
 * most promising legal actions it plays `rollouts` determinized futures (deck order, hidden
 * objectives and dice re-dealt: it never sees what the players cannot) for `horizon` rounds with
 * the greedy strategy, and compares the outcomes. The same futures are used for every candidate
 * (common random numbers), so the comparison is sharp.
 *
 * Greedy's favourite stands unless another candidate does better on the same futures by more than
 * z standard errors (a strict bar: a game has many decisions, and each false alarm costs).
 * Settings (--strategy-opt): rollouts (default 12), horizon in rounds (2), width = candidates
 * searched (4), z10 = z in tenths (25), screen = futures before a challenger no better than the favourite is
 * first dropped (1; it is checked again after 4, 8, 16… futures); futility = how far, in tenths of a standard error,
 * a challenger may fall below the path to the bar before it is dropped (12; 0: never); or budget = both rollouts and
 * width from one number (budgetSplit); policy = the persona that ranks the candidates and plays the futures (greedy);
 * quiet = 1 (the default) plays the policy's choice without a search where no zombie can reach a Survivor at the next
 * Zombies' Phase, none threatens another loss (a zombie exit, a Necromancer's escape) and no candidate opens a door,
 * 0 searches there too.
 * With fewer than 3 futures (rollouts < 3, budget < 6) it plays its policy's choices.
 */
import type { ActionFacts, Decision, ForwardModel, PositionMeasure, StrategyModule } from '../src/games/types.ts';
import aggressive from './aggressive.ts';
import cautious from './cautious.ts';
import greedy from './greedy.ts';
import looter from './looter.ts';
import rusher from './rusher.ts';

/** The personas the expert can search with (`policy`): each ranks the candidates and plays the futures. */
const POLICIES: Readonly<Record<string, StrategyModule>> = { greedy, cautious, aggressive, looter, rusher };

/**
 * How good a position is when the horizon ends, below 1 (a win): Survivors alive and unhurt first, then
 * progress toward victory, then how near the Survivors stand to their next goals, then fewer zombies able to
 * reach them. Standing by the goals is worth at most 0.1, a third of what the whole mission's progress is worth.
 */
function evaluate(m: PositionMeasure): number {
  const n = m.survivors;
  return 0.05 + 0.5 * (m.alive / n) - 0.1 * (m.wounded / n) + 0.3 * m.progress + 0.1 * m.nearGoal - 0.1 * (m.danger / n);
}

/** A whole-number setting from `min` (1, or 0 where 0 turns something off) to 10000. */
function setting(options: Readonly<Record<string, string>>, key: string, fallback: number, min = 1): number {
  const raw = options[key];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > 10_000) throw new Error(`expert: --strategy-opt ${key}=${raw} must be a whole number from ${min} to 10000`);
  return n;
}

const SETTINGS = ['rollouts', 'horizon', 'width', 'z10', 'screen', 'budget', 'futility', 'policy', 'quiet'];

/** The persona-facts score that marks the options opening a door (a new building spawns in every room). */
const opensDoor = (f: ActionFacts): number => (f.type === 'open-door' ? 1 : 0);

/**
 * The fewest futures on which a challenger may replace greedy's favourite. The bar is z standard errors of the
 * paired differences, and the spread of one difference is unknown (every gain passed, so budget=2 played worse
 * than greedy, its rollout policy: Y-Zone 32.7% against 70.9%); on two, Student's t with one degree of freedom
 * passes z = 2.5 one time in eight by chance. With fewer futures than this the expert plays greedy's favourite.
 */
const MIN_FUTURES = 3;

/**
 * The search a budget of forward-model plays per decision buys: `width` candidates, each played on the same
 * `rollouts` futures, width × rollouts ≤ budget, rollouts about three times width (width ≈ √(budget / 3), at
 * least 2): a challenger must beat the favourite by z standard errors, so futures make a candidate count before
 * more candidates do. budget=48 is the default search (width 4, rollouts 12).
 */
export function budgetSplit(budget: number): { width: number; rollouts: number } {
  if (!Number.isInteger(budget) || budget < 2) throw new Error(`expert: --strategy-opt budget=${budget} must be a whole number from 2 (two candidates, one future each) to 10000`);
  const width = Math.max(2, Math.round(Math.sqrt(budget / 3)));
  return { width, rollouts: Math.floor(budget / width) };
}

/**
 * Where the race checks a challenger: after the first `screen` futures, then after 4, 8, 16… (doubling). One whose
 * total gain over the favourite is not positive there is dropped; most challengers are no better than the favourite,
 * and those few that clear the final bar are almost never behind it by then.
 */
function isCheckpoint(k: number, screen: number): boolean {
  if (k === screen) return true;
  return k > screen && k >= 4 && (k & (k - 1)) === 0;
}

/** The futures a challenger plays before the futility check (`futile`) may drop it. */
const FUTILITY_FROM = 4;

/**
 * Is a challenger too far behind the path to the bar to reach it? After k of R futures, a real gain of the size the
 * bar asks for would show t ≈ z·√(k/R) (t: its mean gain over its standard error so far); one `margin` standard
 * errors or more below that is dropped. On the futures of 100 expert games (Small Town and the 24hrs Race, seed 1),
 * margin 1.2 dropped 5 of the 966 challengers that went on to clear the bar and saved 14–16% of the plays.
 */
function futile(gain: number, squares: number, k: number, rollouts: number, z: number, margin: number): boolean {
  const mean = gain / k;
  const variance = (squares - k * mean * mean) / (k - 1);
  const t = variance > 1e-12 ? mean / Math.sqrt(variance / k) : mean > 0 ? Infinity : -Infinity;
  return t < z * Math.sqrt(k / rollouts) - margin;
}

/** One candidate action played on one future (its seed) for `horizon` rounds, `policy` at the wheel; the value of where it ends. */
function play(forward: ForwardModel, policy: StrategyModule, view: unknown, future: number, survivor: number, action: unknown, horizon: number, score: (copy: unknown) => number): number {
  return forward.rollout(forward.determinize(view, () => future, policy), survivor, action, horizon, score);
}

/** The persona `policy=NAME` names (greedy when not given). */
function policyOf(options: Readonly<Record<string, string>>): StrategyModule {
  const name = options.policy ?? 'greedy';
  const policy = Object.hasOwn(POLICIES, name) ? POLICIES[name] : undefined;
  if (!policy) throw new Error(`expert: --strategy-opt policy=${name} is not a persona it can search with; the policies are ${Object.keys(POLICIES).join(', ')}`);
  return policy;
}

const description = 'plans each action by Monte Carlo rollouts of the next rounds on the real rules (determinized, no peeking)';

const expert: StrategyModule = {
  name: 'expert',
  description,
  games: [],
  settings: SETTINGS,
  needs: ['personas', 'forward'],
  create: ({ game, random, options, support }) => {
    const unknown = Object.keys(options).filter((k) => !SETTINGS.includes(k));
    if (unknown.length) throw new Error(`expert: no setting ${unknown.map((k) => `"${k}"`).join(', ')}; its settings are ${SETTINGS.join(', ')} (docs/strategies.md)`);
    const split = options.budget === undefined ? undefined : budgetSplit(setting(options, 'budget', 48));
    const overlap = ['rollouts', 'width'].filter((k) => options[k] !== undefined);
    if (split && overlap.length) throw new Error(`expert: budget=${options.budget} sets rollouts and width itself; give budget or ${overlap.join(' and ')}, not both`);
    const rollouts = split?.rollouts ?? setting(options, 'rollouts', 12);
    const horizon = setting(options, 'horizon', 2);
    const width = split?.width ?? setting(options, 'width', 4);
    // How many standard errors (in tenths) a candidate must gain over greedy's favourite to replace it.
    const z = setting(options, 'z10', 25) / 10;
    const screen = Math.min(rollouts, setting(options, 'screen', 1));
    // How far (in standard errors) below the path to the bar a challenger may fall before it is dropped (`futile`).
    const futility = setting(options, 'futility', 12, 0) / 10;
    // Quiet positions (no zombie within reach of a Survivor at the next Zombies' Phase nor threatening another loss, no
    // door among the candidates) are left to the policy: its choice there was overruled too rarely to pay for the
    // search (docs/strategies.md).
    const quiet = setting(options, 'quiet', 1, 0);
    if (quiet > 1) throw new Error(`expert: --strategy-opt quiet=${quiet} must be 1 (leave quiet positions to the policy, the default) or 0 (search them too)`);
    const personas = support?.personas;
    const forward = support?.forward;
    const policy = policyOf(options);
    if (!personas || !forward) throw new Error(`expert: ${game} offers no forward model to search with`);
    const score = (copy: unknown): number => evaluate(forward.measure(copy));
    return {
      choose(v: unknown, d: Decision): number {
        if (d.kind !== 'action') return personas.defaultChoice(v, d);
        const actions = d.options;
        const base = personas.scores(v, d, policy.score!);
        const order = actions.map((_, i) => i).sort((a, b) => base[b]! - base[a]! || a - b);
        if (base[order[0]!]! >= 900) return order[0]!; // an objective, an exit, a spawn zone to neutralize: no doubt
        const candidates = order.slice(0, width);
        if (candidates.length < 2 || rollouts < MIN_FUTURES) return order[0]!;
        const now = quiet ? forward.measure(v) : undefined;
        if (now && now.danger === 0 && now.lossThreat === 0) {
          const doors = personas.scores(v, d, opensDoor);
          if (!candidates.some((i) => doors[i] === 1)) return order[0]!;
        }
        // Each candidate is played on the same futures; it replaces greedy's favourite only when
        // the paired differences show it is better beyond noise (mean difference > z standard errors).
        // Racing: a challenger no better than the favourite on the first `screen` futures (by default the first), or
        // after 4, 8, 16… futures, is dropped there (isCheckpoint).
        const futures = Array.from({ length: rollouts }, () => random());
        const favourite: number[] = [];
        let best = order[0]!;
        let bestGain = 0;
        for (const i of candidates.slice(1)) {
          const diffs: number[] = [];
          let gain = 0;
          let squares = 0;
          for (let k = 0; k < rollouts; k++) {
            if (isCheckpoint(k, screen) && gain <= 0) break;
            if (futility > 0 && k >= FUTILITY_FROM && futile(gain, squares, k, rollouts, z, futility)) break;
            const mine = play(forward, policy, v, futures[k]!, d.survivor, actions[i], horizon, score);
            const diff = mine - (favourite[k] ??= play(forward, policy, v, futures[k]!, d.survivor, actions[order[0]!], horizon, score));
            diffs.push(diff);
            gain += diff;
            squares += diff * diff;
          }
          if (diffs.length < rollouts) continue;
          const mean = diffs.reduce((a, b) => a + b, 0) / rollouts;
          const sd = Math.sqrt(diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, rollouts - 1));
          if (mean > z * sd / Math.sqrt(rollouts) && mean > bestGain) [best, bestGain] = [i, mean];
        }
        return best;
      },
    };
  },
};

export default expert;
