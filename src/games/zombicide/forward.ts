/**
 * The forward model every Zombicide game shares, for search-based strategies: copies of the game that can be
 * played on without touching the real one, with what the players cannot know re-dealt at random (determinization):
 * the order of both decks, which hidden objective carries a colour, and all future dice.
 */
import { type GameStreams, namedStreams, type Rng, shuffle } from '../../core/rng.ts';
import type { ForwardModel, PositionMeasure, StrategyModule, StrategySupport } from '../types.ts';
import { GameOver } from './decide.ts';
import { nearestRoute } from './strategy-kit.ts';

/** Steps to a goal beyond which a Survivor counts as no nearer it (PositionMeasure.nearGoal). */
const GOAL_REACH = 10;

/**
 * Copies of a game's cards for one determinized copy at a time (both rule systems): each card is copied once per
 * copy, so a card that sits in two places of the game stays one object in the copy. Kept by uid in arrays reused from
 * copy to copy (no map or closure made per copy). `begin` starts a new copy.
 */
export class CardCopier<C extends { uid: number }> {
  private readonly copies: C[] = [];
  private readonly made: number[] = [];
  private generation = 0;
  /** `make(card)`: a fresh copy of one card (its parts copied through `copy`). */
  constructor(private readonly make: (c: C) => C) {}

  begin(): void {
    this.generation++;
  }

  /** The copy of `c` in the current copy of the game. */
  readonly copy = (c: C): C => {
    const uid = c.uid;
    if (this.made[uid] === this.generation) return this.copies[uid]!;
    const copy = this.make(c);
    this.copies[uid] = copy;
    this.made[uid] = this.generation;
    return copy;
  };

  /** Copies of `cards` in order of uid (the uids are distinct). */
  byUid(cards: readonly C[]): C[] {
    const slots = SORTED as (C | undefined)[];
    let low = Infinity;
    let high = -1;
    for (const c of cards) {
      slots[c.uid] = this.copy(c);
      if (c.uid < low) low = c.uid;
      if (c.uid > high) high = c.uid;
    }
    const out: C[] = [];
    for (let uid = low; uid <= high; uid++) {
      const c = slots[uid];
      if (c !== undefined) {
        out.push(c);
        slots[uid] = undefined;
      }
    }
    return out;
  }
}

/** Scratch for `CardCopier.byUid`, emptied as it is read. */
const SORTED: unknown[] = [];
/** Scratch counts for `ascending`. */
let COUNTS = new Int32Array(64);

/** The small non-negative integers of `xs` in ascending order (a counting sort: a Zombie deck's card numbers). */
function ascending(xs: readonly number[]): number[] {
  let high = -1;
  for (const x of xs) {
    if (!(x >= 0 && Number.isInteger(x))) return xs.slice().sort((a, b) => a - b);
    if (x > high) high = x;
  }
  if (high >= COUNTS.length) COUNTS = new Int32Array(high + 1);
  for (const x of xs) COUNTS[x]!++;
  const out: number[] = [];
  for (let x = 0; x <= high; x++) {
    for (let k = COUNTS[x]!; k > 0; k--) out.push(x);
    COUNTS[x] = 0;
  }
  return out;
}

/**
 * Copies of the decks with both draw piles re-shuffled from the future's streams (both rule systems); put in order
 * first (card numbers, uids), so the copy owes nothing to the real (hidden) order.
 */
export function redealDecks<C extends { uid: number }>(
  d: { zombie: number[]; zombieDiscard: number[]; equipment: C[]; equipmentDiscard: C[] }, streams: GameStreams, cards: CardCopier<C>,
): { zombie: number[]; zombieDiscard: number[]; equipment: C[]; equipmentDiscard: C[] } {
  return {
    zombie: shuffle(streams.zombieDeck, ascending(d.zombie)),
    zombieDiscard: d.zombieDiscard.slice(),
    equipment: shuffle(streams.equipmentDeck, cards.byUid(d.equipment)),
    equipmentDiscard: d.equipmentDiscard.map(cards.copy),
  };
}

/** Fresh random streams for a determinized future, seeded from one draw of `rng` (both rule systems). */
export function futureStreams(rng: Rng): GameStreams {
  return namedStreams(String(rng()), { dice: 'd', zombieDeck: 'z', equipmentDeck: 'e', strategy: 's', mission: 'm' });
}

/** Hidden objective tokens not yet taken: their colours re-dealt among them (the players do not know which is which; both rule systems). */
export function hiddenColours(
  g: { mission: { map: { tokens: { objectives: readonly { hidden: boolean }[] } } }; objectiveColour: readonly (string | null)[]; objectiveTaken: Uint8Array },
  rng: Rng,
): (string | null)[] {
  const colours = g.objectiveColour.slice();
  const unknown = g.mission.map.tokens.objectives.map((t, i) => (t.hidden && !g.objectiveTaken[i] ? i : -1)).filter((i) => i >= 0);
  const mixed = shuffle(rng, unknown.map((i) => colours[i]!));
  unknown.forEach((i, k) => (colours[i] = mixed[k]!));
  return colours;
}

/** The rules a rollout plays (both rule systems). */
export interface RolloutEngine<G, S, A> {
  performAction(g: G, s: S, a: A): void;
  /** The rest of the Survivor's turn, its end included. */
  continueTurn(g: G, s: S): void;
  /** The end of a Survivor's turn alone (when the root action is end-turn), if the rules have one. */
  endTurn?(g: G, s: S): void;
  beginRound(g: G): void;
  finishRound(g: G): void;
}

/** `rollout` over any rule system's engine. */
export function playOut<G extends { survivors: readonly S[]; turnPos: number }, S, A extends { type: string }>(
  engine: RolloutEngine<G, S, A>, g: G, survivor: number, action: A, rounds: number, evaluate: (g: G) => number,
): number {
  const s = g.survivors[survivor]!;
  try {
    if (action.type !== 'end-turn') {
      engine.performAction(g, s, action);
      engine.continueTurn(g, s);
    } else {
      engine.endTurn?.(g, s);
    }
    g.turnPos++;
    engine.finishRound(g);
    for (let r = 1; r < rounds; r++) {
      engine.beginRound(g);
      engine.finishRound(g);
    }
  } catch (e) {
    if (e instanceof GameOver) return e.outcome === 'win' ? 1 : 0;
    throw e;
  }
  return evaluate(g);
}

/** A victory step's `stepDone` when `done` of `needed` things are done: short of a whole step however many are done (both rule systems). */
export function stepPart(done: number, needed: number): number {
  return needed > 0 ? Math.min(done, needed) / (needed + 1) : 0;
}

/** What a game's strategy kit and victory rules tell the shared position measure (`measurePosition`). */
export interface MeasureLens<G> {
  /** Zombies that could attack a Survivor standing in `zone` at the next Zombies' Phase. */
  threat(g: G, zone: number): number;
  /** The zones the strategy kit walks the team to (the next objectives, exits, spawn zones to reach…). */
  goals(g: G): readonly number[];
  /** How far along the current victory step is, in [0, 1) (half a step at most counts, like the objectives). */
  stepDone?(g: G): number;
  /** Zombies on the board that may bring on a loss other than the Survivors' deaths (PositionMeasure.lossThreat). */
  lossThreat?(g: G): number;
}

/** What a value function reads of any Zombicide game (PositionMeasure), the game's own parts from `lens`. */
export function measurePosition<G extends {
  survivors: readonly { alive: boolean; left?: boolean; wounds: number; zone: number }[];
  mission: { victory: readonly unknown[] };
  victoryStep: number;
  objectiveTaken: Uint8Array;
  graph: { n: number; allOpen: { dist: Int32Array } };
}>(g: G, lens: MeasureLens<G>): PositionMeasure {
  let alive = 0;
  let wounded = 0;
  let danger = 0;
  let onBoard = 0;
  let near = 0;
  const targets = lens.goals(g);
  for (const s of g.survivors) {
    if (!s.alive) continue;
    alive++;
    if (s.left) continue;
    onBoard++;
    if (s.wounds > 0) wounded++;
    danger += Math.min(4, lens.threat(g, s.zone)) / 4;
    if (targets.length) near += 1 - Math.min(GOAL_REACH, nearestRoute(g, s.zone, targets)) / GOAL_REACH;
  }
  const objectives = g.objectiveTaken.length ? g.objectiveTaken.reduce((a, t) => a + t, 0) / g.objectiveTaken.length : 0;
  return {
    survivors: g.survivors.length, alive, wounded, danger,
    progress: (g.victoryStep + 0.5 * objectives + 0.5 * (lens.stepDone ? lens.stepDone(g) : 0)) / g.mission.victory.length,
    nearGoal: onBoard ? near / onBoard : 0,
    lossThreat: lens.lossThreat ? lens.lossThreat(g) : 0,
  };
}

/**
 * A game's StrategySupport: its PersonaAdapter, and the ForwardModel made of its `determinize`, `rollout` and the
 * position measure's `lens` (a copy's policy gets the game's support from the game state, so a persona can play the
 * rollouts).
 */
export function strategySupport<V, G extends Parameters<typeof measurePosition>[0], A>(
  personas: StrategySupport['personas'],
  determinize: (view: V, rng: Rng, policy: StrategyModule) => G,
  rollout: (g: G, survivor: number, action: A, rounds: number, evaluate: (g: G) => number) => number,
  lens: MeasureLens<G>,
): StrategySupport {
  const forward: ForwardModel = {
    determinize: (view, rng, policy) => determinize(view as V, rng, policy),
    rollout: (copy, survivor, option, rounds, evaluate) => rollout(copy as G, survivor, option as A, rounds, evaluate as (g: G) => number),
    measure: (copy) => measurePosition(copy as G, lens),
  };
  return { personas, forward };
}
