/**
 * A forward model for search-based strategies: copies of the game that can be played on without
 * touching the real one, with what the players cannot know re-dealt at random (determinization):
 * the order of both decks, which hidden objective carries a colour, and all future dice.
 */
import seedrandom from 'seedrandom';
import { type Rng, shuffle } from '../../core/rng.ts';
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
  const seed = String(rng());
  const streams = {
    dice: seedrandom.alea(seed + 'd'),
    zombieDeck: seedrandom.alea(seed + 'z'),
    equipmentDeck: seedrandom.alea(seed + 'e'),
    strategy: seedrandom.alea(seed + 's'),
    mission: seedrandom.alea(seed + 'm'),
  };
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
    decks: {
      // Sorted first, so the copy owes nothing to the real (hidden) order.
      zombie: shuffle(streams.zombieDeck, g.decks.zombie.slice().sort((a, b) => a - b)),
      zombieDiscard: g.decks.zombieDiscard.slice(),
      equipment: shuffle(streams.equipmentDeck, g.decks.equipment.map(card).sort((a, b) => a.uid - b.uid)),
      equipmentDiscard: g.decks.equipmentDiscard.map(card),
    },
    rng: streams,
    strategy: policy.create({ game: 'season1', random: streams.strategy, options: {} }) as Game['strategy'],
    log: undefined, observer: undefined, check: false, clock: undefined, decisionBudgetMs: 0,
    stats: { ...g.stats, killedByType: g.stats.killedByType.slice(), spawnedByType: g.stats.spawnedByType.slice() },
  };
  return copy;
}

/** Hidden objective tokens not yet taken: their colours re-dealt among them (the players do not know which is which). */
function hiddenColours(g: Game, rng: Rng): (string | null)[] {
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
  const s = g.survivors[survivor]!;
  try {
    if (action.type !== 'end-turn') {
      performAction(g, s, action);
      continueTurn(g, s);
    }
    g.turnPos++;
    finishRound(g);
    for (let r = 1; r < rounds; r++) {
      beginRound(g);
      finishRound(g);
    }
  } catch (e) {
    if (e instanceof GameOver) return e.outcome === 'win' ? 1 : 0;
    throw e;
  }
  return evaluate(g);
}
