/** Playing one game to its record (every Zombicide game): set-up helpers and the record wrapper. */
import { shuffle } from '../../core/rng.ts';
import type { ObjectiveToken } from '../../core/map.ts';
import type { GameObserver, GameRecord, PlayOptions } from '../types.ts';
import { type DecisionHost, GameOver, StrategyError, endGame } from './decide.ts';
import { InvariantError } from './invariants.ts';
import { LEVEL_NAMES } from './state.ts';

/**
 * "Starts with [Equipment]" (both rule systems; "Starts with a Pistol", "Starts with Dagger"): each such Survivor
 * gets the named card from `deck`, on top of any card dealt.
 */
export function startsWithCards<C extends { def: { name: string } }, S extends { skills: readonly string[] }>(
  survivors: readonly S[], deck: C[], give: (s: S, card: C) => void,
): void {
  for (const s of survivors) {
    for (const skill of s.skills) {
      const name = /^Starts with (?:an? )?(.+)$/.exec(skill)?.[1];
      const i = name === undefined ? -1 : deck.findIndex((c) => c.def.name === name);
      if (i >= 0) give(s, deck.splice(i, 1)[0]!);
    }
  }
}

/** Colours of the objective tokens, the hidden ones shuffled among themselves. */
export function hiddenShuffled(tokens: readonly ObjectiveToken[], rng: () => number): (string | null)[] {
  const colours = tokens.map((t) => t.colour);
  const hidden = tokens.map((t, i) => (t.hidden ? i : -1)).filter((i) => i >= 0);
  const mixed = shuffle(rng, hidden.map((i) => colours[i]!));
  hidden.forEach((i, k) => (colours[i] = mixed[k]!));
  return colours;
}

/** What `playRecorded` reads of a game (Season 1's and Black Plague's games both are one). */
export interface RecordedGame extends DecisionHost {
  round: number;
  survivors: readonly { name: string; alive: boolean; level: number; xp: number }[];
  stats: { killed: number; spawned: number; wounds: number; decisions: number };
  observer: GameObserver<never> | undefined;
  check: boolean;
}

/**
 * Set a game up and play it to the end (`run` returns only by throwing: GameOver, or an error), turning how it
 * ended into its GameRecord: a strategy, invariant or engine error ends the game as an error.
 */
export function playRecorded<G extends RecordedGame>(index: number, options: PlayOptions, setup: () => G, run: (g: G) => void): GameRecord {
  const log = options.log;
  let g: G | undefined;
  let outcome: GameRecord['outcome'];
  let cause: string;
  try {
    g = setup();
    g.observer = options.observer as GameObserver<never> | undefined;
    g.check = options.check === true;
    if (options.clock && options.decisionBudgetMs) [g.clock, g.decisionBudgetMs] = [options.clock, options.decisionBudgetMs];
    run(g);
    throw new Error('unreachable');
  } catch (e) {
    if (e instanceof GameOver) {
      outcome = e.outcome;
      cause = e.cause;
    } else {
      outcome = 'error';
      cause = e instanceof StrategyError || e instanceof InvariantError ? e.message : `engine error: ${e instanceof Error ? e.message : String(e)}`;
      log?.(`!! ${cause}`);
      for (const line of errorTrace(e)) log?.(`!! ${line}`);
    }
  }
  const record: GameRecord = {
    game: index,
    outcome,
    cause,
    rounds: g?.round ?? 0,
    survivorsAlive: g ? g.survivors.filter((s) => s.alive).length : 0,
    zombiesKilled: g?.stats.killed ?? 0,
    zombiesSpawned: g?.stats.spawned ?? 0,
    wounds: g?.stats.wounds ?? 0,
    maxDanger: g ? Math.max(...g.survivors.map((s) => s.level)) : 0,
    xp: g ? g.survivors.reduce((a, s) => a + s.xp, 0) : 0,
    decisions: g?.stats.decisions ?? 0,
  };
  if (g) (g.observer as GameObserver<G> | undefined)?.event({ type: 'game-end', record }, g);
  if (g) log?.(`== ${outcome.toUpperCase()} (${cause}) after ${record.rounds} rounds; ${g.survivors.map((s) => `${s.name} ${s.alive ? LEVEL_NAMES[s.level] : 'dead'} ${s.xp} XP`).join(', ')}`);
  return record;
}

/** Where an error that ended a game came from (for the log): the strategy's own error's stack when it threw, else the error's. */
function errorTrace(e: unknown): string[] {
  const origin = e instanceof StrategyError && e.cause !== undefined ? e.cause : e;
  const stack = origin instanceof Error ? (origin.stack ?? '') : '';
  return stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12);
}

/** The next round begins (both rule systems): past the mission's round limit, the game is lost. */
export function startRound(g: DecisionHost & { round: number }, roundLimit: number): void {
  g.round++;
  if (g.round > roundLimit) {
    g.round--;
    endGame(g, 'loss', 'round limit');
  }
  g.log?.(`== Round ${g.round}`);
}
