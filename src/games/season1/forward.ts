/**
 * Season 1's forward model for search-based strategies (the shared part: src/games/zombicide/forward.ts): copies of
 * the game that can be played on without touching the real one, with what the players cannot know re-dealt at
 * random (determinization): the order of both decks, which hidden objective carries a colour, and all future dice.
 */
import { type Rng } from '../../core/rng.ts';
import type { StrategyModule } from '../types.ts';
import { type Action, continueTurn, performAction } from './actions.ts';
import { beginRound, finishRound } from './rounds.ts';
import { type Card, type Game, type S1View, type Slot, type Survivor, carOf, gameOf, survivorOf } from './state.ts';
import { statsOf } from '../zombicide/state.ts';
import { CardCopier, futureStreams, hiddenColours, playOut, redealDecks } from '../zombicide/forward.ts';

/**
 * The cards of the copy being made (a Sniper Rifle's Rifle and Scope copied with it), each of the shape the game made
 * it in (`parts` only on a combined card), so copies and real cards share their hidden classes.
 */
const CARDS: CardCopier<Card> = new CardCopier<Card>((c): Card =>
  c.parts ? { uid: c.uid, def: c.def, loaded: c.loaded, parts: c.parts.map(CARDS.copy) } : { uid: c.uid, def: c.def, loaded: c.loaded });

function copySlot(c: Slot): Slot {
  return c === null || c === 'wounded' ? c : CARDS.copy(c);
}

/**
 * A determinized copy of the game seen through `view`, played by `policy` (which gets the game's strategy support),
 * with randomness drawn from `rng`.
 */
export function determinize(view: S1View, rng: Rng, policy: StrategyModule): Game {
  const g = view as Game;
  const card = CARDS.copy;
  CARDS.begin();
  const streams = futureStreams(rng);
  return gameOf({
    ...g,
    doorOpen: g.doorOpen.slice(), doorLocked: g.doorLocked.slice(), buildingOpened: g.buildingOpened.slice(),
    turnOrder: g.turnOrder.slice(),
    survivors: g.survivors.map((s): Survivor => survivorOf({ ...s, skills: s.skills.slice(), slots: s.slots.map(copySlot), killZones: s.killZones.slice() })),
    zombies: g.zombies.slice(), onBoard: g.onBoard.slice(), setAside: g.setAside.slice(),
    noise: g.noise.slice(), permanentNoise: g.permanentNoise.slice(),
    objectiveTaken: g.objectiveTaken.slice(), objectiveColour: hiddenColours(g, streams.mission),
    spawnActive: g.spawnActive.slice(), neutralized: g.neutralized.slice(),
    cars: g.cars.map((c) => carOf({ ...c, seats: c.seats.slice(), provisions: c.provisions.map(card) })),
    pimpWeapons: g.pimpWeapons.map(card), molotovs: g.molotovs.map(card), outOfGame: g.outOfGame.map(card),
    recruits: g.recruits.slice(),
    decks: redealDecks(g.decks, streams, CARDS),
    rng: streams,
    strategy: policy.create({ game: 'season1', random: streams.strategy, options: {}, support: g.support }) as Game['strategy'],
    log: undefined, observer: undefined, check: false, clock: undefined, decisionBudgetMs: 0,
    stats: statsOf(g.stats),
  });
}

/**
 * Play `action` for the survivor whose turn it is, then on for `rounds` more End Phases (the
 * current one included) with the copy's policy, and score the result in [0, 1]: 1 for a win, 0 for
 * a loss, else `evaluate`.
 */
export function rollout(g: Game, survivor: number, action: Action, rounds: number, evaluate: (g: Game) => number): number {
  return playOut({ performAction, continueTurn, beginRound, finishRound }, g, survivor, action, rounds, evaluate);
}

