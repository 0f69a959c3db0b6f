/**
 * The Black Plague forward model for search-based strategies (the shared part: src/games/zombicide/forward.ts):
 * a copy of the game to play on, with what the players cannot know re-dealt at random — the order of both decks,
 * which hidden objective carries a colour, and all future dice.
 */
import type { Rng } from '../../core/rng.ts';
import type { StrategyModule } from '../types.ts';
import { type BpAction, continueTurn, endTurn, performAction } from './actions.ts';
import { beginRound, finishRound } from './rounds.ts';
import { GAME_ID } from './mission.ts';
import { type BpCard, type BpGame, type BpSurvivor, type BpView, bpGameOf, bpSurvivorOf } from './state.ts';
import { statsOf } from '../zombicide/state.ts';
import { CardCopier, futureStreams, hiddenColours, playOut, redealDecks } from '../zombicide/forward.ts';

/** The cards of the copy being made. */
const CARDS = new CardCopier<BpCard>((c) => ({ uid: c.uid, def: c.def, loaded: c.loaded }));

function copySlot(c: BpCard | null): BpCard | null {
  return c && CARDS.copy(c);
}

export function determinizeBp(view: BpView, rng: Rng, policy: StrategyModule): BpGame {
  const g = view as BpGame;
  const card = CARDS.copy;
  CARDS.begin();
  const streams = futureStreams(rng);
  return bpGameOf({
    ...g,
    doorOpen: g.doorOpen.slice(), doorLocked: g.doorLocked.slice(), buildingOpened: g.buildingOpened.slice(), turnOrder: g.turnOrder.slice(),
    survivors: g.survivors.map((s): BpSurvivor => bpSurvivorOf({ ...s, skills: s.skills.slice(), slots: s.slots.map(copySlot), free: { ...s.free }, turnUses: s.turnUses.slice() })),
    zombies: g.zombies.slice(), onBoard: g.onBoard.slice(), noise: g.noise.slice(),
    objectiveTaken: g.objectiveTaken.slice(), objectiveOnBoard: g.objectiveOnBoard.slice(), objectiveColour: hiddenColours(g, streams.mission),
    spawns: g.spawns.map((t) => ({ ...t })), necromancers: g.necromancers.map((nec) => ({ ...nec })),
    bile: g.bile.slice(), burnt: g.burnt.slice(), vaultCards: g.vaultCards.map((pile) => pile.map(card)),
    artifacts: g.artifacts.map(card), outOfGame: g.outOfGame.map(card),
    decks: redealDecks(g.decks, streams, CARDS),
    rng: streams,
    strategy: policy.create({ game: GAME_ID, random: streams.strategy, options: {}, support: g.support }) as BpGame['strategy'],
    log: undefined, observer: undefined, check: false, clock: undefined, decisionBudgetMs: 0,
    stats: statsOf(g.stats),
  });
}

/** Play `action` for the Survivor whose turn it is, then `rounds` End Phases on; 1 for a win, 0 for a loss, else `evaluate`. */
export function rolloutBp(g: BpGame, survivor: number, action: BpAction, rounds: number, evaluate: (g: BpGame) => number): number {
  return playOut({ performAction, continueTurn, endTurn, beginRound, finishRound }, g, survivor, action, rounds, evaluate);
}
