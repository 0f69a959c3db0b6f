/**
 * The contract between the simulator (src/sim, src/cli) and a rule system (src/games/<game>).
 * Nothing outside a game's folder reaches into its internals.
 */
import type { Rng } from '../core/rng.ts';
import type { RunStats } from '../analytics/run-stats.ts';
import type { Problem } from '../core/errors.ts';
export type { Problem };

/** One choice point: the engine lists the legal options, the strategy returns the index of one. */
export interface Decision<Option = unknown> {
  /** What is being decided, e.g. "action", "wound", "split-abomination", "skill". */
  kind: string;
  /** Index of the survivor deciding, when one is. */
  survivor: number;
  options: readonly Option[];
}

/** What a strategy gets at creation: its own random stream (the game's strategy stream). */
export interface StrategyContext {
  game: string;
  random: Rng;
  /** `--strategy-opt key=value` settings (e.g. a search budget). */
  options: Readonly<Record<string, string>>;
  /** What the game offers strategies that know no game (absent for a game that offers none, and in scenarios). */
  support?: StrategySupport;
}

/**
 * What a rule system offers strategies written for no game in particular (strategies/ imports no game folder):
 * its actions described in a shared vocabulary (`personas`), and a forward model to search with (`forward`).
 */
export interface StrategySupport {
  personas?: PersonaAdapter;
  forward?: ForwardModel;
}

/**
 * One legal action of an "action" decision, described in the vocabulary every game maps onto. `type` is the
 * action's kind; the kinds every Zombicide game shares are 'move', 'attack', 'search', 'open-door', 'close-door',
 * 'reorganize', 'trade', 'take-objective', 'make-noise', 'heal' and 'end-turn' (a game's own kinds come under
 * their own names, docs/strategies.md). The questions are asked of the Survivor deciding, on the board as it is.
 */
export interface ActionFacts {
  readonly type: string;
  /** The Survivor's zone. */
  readonly zone: number;
  /** The zone the action is about: the attacked zone, a move's destination, else the Survivor's own zone. */
  readonly target: number;
  /** An attack at range (a ranged weapon or a spell), not in melee. */
  readonly ranged: boolean;
  zombiesAt(zone: number): number;
  /** Zombies that could attack a Survivor standing in `zone` in the next Zombies' Phase. */
  threat(zone: number): number;
  noiseAt(zone: number): number;
  /** Steps between two zones by the paths open now (−1: no open path). */
  distance(from: number, to: number): number;
  /** Where most of the other Survivors on the board stand (−1: nobody else). */
  groupZone(): number;
  /** What the cards in the Survivor's Hands are worth (the game's card values; about 1 a fair weapon). */
  handsValue(): number;
  /** What every card the Survivor carries is worth. */
  carriedValue(): number;
  /** Carries something that opens doors. */
  hasOpener(): boolean;
  /** A zone a Search can be made in (a room; not a vault). */
  searchable(zone: number): boolean;
}

/** A persona: the game's default (greedy) score of an action, adjusted. Higher is better. */
export type ActionScore = (action: ActionFacts, base: number) => number;

/** How a game turns a persona into a complete strategy, and the default play a search strategy builds on. */
export interface PersonaAdapter {
  /** A strategy taking the action `score` rates highest (the first on a tie), and the default answer to every other decision. */
  strategy(score: ActionScore): Strategy;
  /** The default score of each option of an "action" decision. */
  baseScores(view: unknown, decision: Decision): number[];
  /** A persona's `score` of each option of an "action" decision (what its strategy takes the highest of). */
  scores(view: unknown, decision: Decision, score: ActionScore): number[];
  /** The default answer to any decision. */
  defaultChoice(view: unknown, decision: Decision): number;
}

/**
 * A game's forward model, for search: determinized copies of the game to play on. A copy re-deals what the players
 * cannot know (the order of the decks, which hidden objective is which, the dice to come), so a strategy using it
 * never sees hidden information.
 */
export interface ForwardModel {
  /** A copy of the game seen through `view`, with hidden information re-dealt from `random`, played on by `policy`. */
  determinize(view: unknown, random: Rng, policy: StrategyModule): unknown;
  /**
   * Play `option` (of the "action" decision the view was taken at) for `survivor`, then on to the end of the round
   * and `rounds − 1` rounds more; 1 if the game was won, 0 if lost, else `evaluate(copy)`.
   */
  rollout(copy: unknown, survivor: number, option: unknown, rounds: number, evaluate: (copy: unknown) => number): number;
  /** What a value function reads of a copy. */
  measure(copy: unknown): PositionMeasure;
}

/** A position in numbers a value function can weigh, the same for every game. */
export interface PositionMeasure {
  survivors: number;
  alive: number;
  /** Alive, on the board and wounded. */
  wounded: number;
  /**
   * Progress toward victory in [0, 1]: victory steps done, half a step's credit for the objectives taken, up to half a
   * step's more for how far along the current step is (XP toward a Danger Level, Survivors out, spawns neutralized…).
   */
  progress: number;
  /** Over the Survivors on the board: min(4, zombies that could attack them next phase) / 4, summed. */
  danger: number;
  /**
   * How near the Survivors on the board stand to the team's goals (the next objectives, exits, zones to reach, as the
   * game's strategy kit names them), in [0, 1]: 1 − min(10, steps to the nearest goal with every door open) / 10,
   * averaged over them; 0 when there is no goal to walk to.
   */
  nearGoal: number;
  /**
   * Zombies on the board that may bring on a loss other than the Survivors' deaths: in Season 1 every zombie where the
   * mission is lost to zombies escaping through its zombie exits (Grindhouse), in Black Plague the Necromancers whose
   * escape would lose the quest. 0 where the mission has no such loss.
   */
  lossThreat: number;
}

export interface Strategy<View = unknown> {
  /** Return an index into `decision.options`. Anything else is a strategy error. */
  choose(view: View, decision: Decision): number;
}

/** What a file in strategies/ exports as default. */
export interface StrategyModule<View = unknown> {
  name: string;
  description: string;
  /** Rule systems this strategy understands (e.g. ["season1"]); empty = any. */
  games: readonly string[];
  /** The `--strategy-opt` keys it takes (absent or empty: none, and a setting given to it is refused). */
  settings?: readonly string[];
  /** What it needs of the game's StrategySupport (a game that lacks it is refused before any game is played). */
  needs?: readonly (keyof StrategySupport)[];
  /** A persona's action score (`persona` in src/strategy/persona.ts): a search can play the persona by it. */
  score?: ActionScore;
  create(ctx: StrategyContext): Strategy<View>;
}

export type Outcome = 'win' | 'loss' | 'error';

/** One game's result. Field order is the canonical order used for hashing and output. */
export interface GameRecord {
  game: number;
  outcome: Outcome;
  /** Why it ended: "objectives", "all survivors dead", "round limit", or the error message. */
  cause: string;
  rounds: number;
  survivorsAlive: number;
  zombiesKilled: number;
  zombiesSpawned: number;
  wounds: number;
  /** Highest danger level reached by any survivor: 0 blue, 1 yellow, 2 orange, 3 red. */
  maxDanger: number;
  /** Total XP of the lineup at the end. */
  xp: number;
  decisions: number;
}

/** A line-oriented sink for replays; absent in bulk runs so logging costs nothing. */
export type Logger = (line: string) => void;

/**
 * What happened in a game, as it happens (docs/architecture.md, "Game events"). Survivors, zones, doors, objectives
 * and cars are indices into the game's view (`view.survivors`, the map's zones …); `zombie` is the zombie type's
 * name. Every Zombicide game sends the same events; the order is the order of play.
 */
export type GameEvent =
  /** A zombie killed by `survivor` in `zone`, by `weapon` (a card's name, `car`, `Dragon Fire`). */
  | { type: 'kill'; survivor: number; zombie: string; zone: number; weapon: string }
  /** A Wound taken (after armour, a Goalie Mask, "Is that all you've got?"). */
  | { type: 'wound'; survivor: number; zone: number; source: string }
  | { type: 'death'; survivor: number; zone: number; source: string }
  /** Zombies put on the board: from Zombie card `card` at Danger Level `danger` (0 Blue … 3 Red), or without a card (null: a trap, balancing a split, a mission rule). */
  | { type: 'spawn'; zone: number; zombie: string; count: number; card: number | null; danger: number }
  | { type: 'door-opened'; survivor: number; door: number }
  | { type: 'objective-taken'; survivor: number; objective: number; colour: string | null }
  | { type: 'level-up'; survivor: number; level: number; skills: readonly string[] }
  | { type: 'search'; survivor: number; zone: number }
  | { type: 'car-moved'; survivor: number; car: number; from: number; to: number }
  /** After each End Phase. */
  | { type: 'round-end'; round: number }
  /** Once, last. */
  | { type: 'game-end'; record: GameRecord };

/** Watches one game without changing it (analytics, `zsim replay --events`): every event with the game's read-only view. */
export interface GameObserver<View = unknown> {
  event(e: GameEvent, view: View): void;
}

/**
 * Collects one batch of games (`Ruleset.collector`). For each game: pass `observer` to playGame,
 * then call `endGame` with the record it returned (also for a game that failed before any event).
 */
export interface GameCollector<View = unknown> {
  readonly observer: GameObserver<View>;
  endGame(record: GameRecord): void;
  result(): RunStats;
}

export interface PlayOptions {
  log?: Logger;
  observer?: GameObserver;
  /** Verify the rule system's invariants after every step; a violation ends the game as an error. */
  check?: boolean;
  /** Passed to the strategy's `create` (`--strategy-opt`). */
  strategyOptions?: Readonly<Record<string, string>>;
  /**
   * A strategy decision taking longer than this many milliseconds by `clock` ends the game as an
   * error. The engine reads no clock of its own: without `clock` there is no limit.
   */
  decisionBudgetMs?: number;
  clock?: () => number;
}

export interface MissionSummary {
  id: string;
  name: string;
  game: string;
  fidelity: string;
  difficulty: string | null;
  file: string;
}


/** `zsim odds`: one attack Action against a zone holding `targets`. */
export interface OddsQuery {
  weapon: string;
  dual: boolean;
  skills: string[];
  targets: { type: string; count: number }[];
}

export interface Ruleset<Mission = unknown> {
  id: string;
  /**
   * Parse and validate a mission file; throws UserError naming file:line. `rules` overrides header
   * keys (`zsim run --rule key=value`).
   */
  loadMission(file: string, rules?: Readonly<Record<string, string>>): Mission;
  /** Every problem of a mission file (empty when it loads). */
  validateMission(file: string): Problem[];
  summarize(mission: Mission): MissionSummary;
  /** The lineup the rulebook's setup gives for this mission. */
  defaultLineup(mission: Mission): string[];
  /** Checks survivor names; throws UserError for an unknown or repeated name. */
  checkLineup(mission: Mission, lineup: readonly string[]): void;
  /**
   * Play game `game` of a run seeded `seed` to the end. Deterministic in (mission, lineup,
   * strategy, seed, game). A strategy or engine error ends the game with outcome "error".
   */
  playGame(mission: Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, game: number, options?: PlayOptions): GameRecord;
  /** Exact probabilities [p0, p1, …, pn] of killing exactly k of the n targets with one attack Action. */
  odds?(query: OddsQuery): number[];
  /** What `odds` assumes, in one sentence list for `zsim odds` to print under its table. */
  oddsAssumptions?: string;
  /** Load a scenario file, play its one step, and describe the resulting state. */
  scenario?(file: string): { text: string; json: unknown };
  /**
   * Analytics: a fresh collector for one batch of games of this mission and lineup (its observer
   * goes to playGame; see src/analytics/collect.ts for what it gathers).
   */
  collector?(mission: Mission, lineup: readonly string[]): GameCollector;
  /** Every survivor a lineup may include (`zsim balance --survivors all`). */
  allSurvivors?(mission: Mission): string[];
  /** What the game offers game-neutral strategies (passed to them as StrategyContext.support). */
  strategySupport?: StrategySupport;
}
