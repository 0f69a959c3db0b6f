/**
 * A forward model for search-based strategies: copies of the game that can be played on without
 * touching the real one, with what the players cannot know re-dealt at random (determinization):
 * the order of both decks, which hidden objective carries a colour, and all future dice.
 */
import { type GameStreams, namedStreams, type Rng, shuffle } from '../../core/rng.ts';
import type { StrategyModule } from '../types.ts';
import { type Action, continueTurn, performAction } from './actions.ts';
import { GameOver } from './decide.ts';
import { beginRound, finishRound } from './game.ts';
import type { Card, Car, Game, S1View, Slot, Survivor } from './state.ts';

/** A determinized copy of the game seen through `view`, played by `policy`, with randomness drawn from `rng`. */
export function determinize(view: S1View, rng: Rng, policy: StrategyModule): Game {
  const g = view as Game;
  const cards = new Map<number, Card>();
  const card = (c: Card): Card => {
    let copy = cards.get(c.uid);
    if (!copy) cards.set(c.uid, (copy = { uid: c.uid, def: c.def, loaded: c.loaded, parts: c.parts?.map(card) }));
    return copy;
  };
  const slot = (c: Slot): Slot => (c === null || c === 'wounded' ? c : card(c));
  const streams = futureStreams(rng);
  const copy: Game = {
    ...g,
    doorOpen: g.doorOpen.slice(), doorLocked: g.doorLocked.slice(), buildingOpened: g.buildingOpened.slice(),
    turnOrder: g.turnOrder.slice(),
    survivors: g.survivors.map((s): Survivor => ({ ...s, skills: s.skills.slice(), slots: s.slots.map(slot), killZones: s.killZones.slice() })),
    zombies: g.zombies.slice(), onBoard: g.onBoard.slice(), setAside: g.setAside.slice(),
    noise: g.noise.slice(), permanentNoise: g.permanentNoise.slice(),
    objectiveTaken: g.objectiveTaken.slice(), objectiveColour: hiddenColours(g, streams.mission),
    spawnActive: g.spawnActive.slice(), neutralized: g.neutralized.slice(),
    cars: g.cars.map((c): Car => ({ ...c, seats: c.seats.slice(), provisions: c.provisions.map(card) })),
    pimpWeapons: g.pimpWeapons.map(card), molotovs: g.molotovs.map(card), outOfGame: g.outOfGame.map(card),
    recruits: g.recruits.slice(),
    decks: redealDecks(g.decks, streams, card),
    rng: streams,
    strategy: policy.create({ game: 'season1', random: streams.strategy, options: {} }) as Game['strategy'],
    log: undefined, observer: undefined, check: false, clock: undefined, decisionBudgetMs: 0,
    stats: { ...g.stats, killedByType: g.stats.killedByType.slice(), spawnedByType: g.stats.spawnedByType.slice() },
  };
  return copy;
}

/**
 * Copies of the decks with both draw piles re-shuffled from the future's streams (both rule systems); sorted first,
 * so the copy owes nothing to the real (hidden) order.
 */
export function redealDecks<C extends { uid: number }>(
  d: { zombie: number[]; zombieDiscard: number[]; equipment: C[]; equipmentDiscard: C[] }, streams: GameStreams, card: (c: C) => C,
): { zombie: number[]; zombieDiscard: number[]; equipment: C[]; equipmentDiscard: C[] } {
  return {
    zombie: shuffle(streams.zombieDeck, d.zombie.slice().sort((a, b) => a - b)),
    zombieDiscard: d.zombieDiscard.slice(),
    equipment: shuffle(streams.equipmentDeck, d.equipment.map(card).sort((a, b) => a.uid - b.uid)),
    equipmentDiscard: d.equipmentDiscard.map(card),
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

/**
 * Play `action` for the survivor whose turn it is, then on for `rounds` more End Phases (the
 * current one included) with the copy's policy, and score the result in [0, 1]: 1 for a win, 0 for
 * a loss, else `evaluate`.
 */
export function rollout(g: Game, survivor: number, action: Action, rounds: number, evaluate: (g: Game) => number): number {
  return playOut({ performAction, continueTurn, beginRound, finishRound }, g, survivor, action, rounds, evaluate);
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
