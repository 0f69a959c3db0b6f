/** Setting up and playing one Season 1 game (rulebook §3–§4). */
import { gameStreams, randInt, shuffle } from '../../core/rng.ts';
import type { GameRecord, Logger, PlayOptions, StrategyModule, StrategySupport } from '../types.ts';
import { assertInvariants, countCards } from './invariants.ts';
import { survivorTurn } from './actions.ts';
import { EQUIPMENT } from './data/equipment.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import type { S1Mission } from './mission.ts';
import { spawnStep } from './spawn.ts';
import { checkVictory } from './victory.ts';
import { type Car, type Card, type Game, type S1View, inPlay, playerCount } from './state.ts';
import { createSurvivor } from './survivors.ts';
import { zombiesPhase } from './zombies.ts';
import { WALKER, zombieTypeByName } from './zombie-types.ts';
import { endGame } from '../zombicide/decide.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { hiddenShuffled, playRecorded, startsWithCards } from '../zombicide/game.ts';

export function setupGame(
  mission: S1Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, log?: Logger,
  strategyOptions: Readonly<Record<string, string>> = {}, support?: StrategySupport,
): Game {
  const g = newGame(mission, lineup, strategy, seed, index, log);
  g.strategy = strategy.create({ game: 'season1', random: g.rng.strategy, options: strategyOptions, support }) as Game['strategy'];
  g.cardTotal = countCards(g);
  return g;
}

function newGame(mission: S1Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, log?: Logger): Game {
  const rng = gameStreams(seed, index);
  const n = mission.graph.n;
  const map = mission.map;
  const start = map.tokens.start[0]!;
  let uid = 0;

  const starting: Card[] = [];
  const deck: Card[] = [];
  for (const def of EQUIPMENT) {
    for (let i = 0; i < def.starting; i++) starting.push({ uid: uid++, def, loaded: true });
    if (def.deck === 'search' || def.deck === 'starting+search') {
      for (let i = def.starting; i < def.count; i++) deck.push({ uid: uid++, def, loaded: true });
    }
  }
  shuffle(rng.equipmentDeck, deck);

  const doors = map.doors;
  const players = Math.min(mission.players ?? lineup.length, lineup.length);
  const g: Game = {
    mission, graph: mission.graph,
    view: mission.graph.view(new Uint8Array(doors.map((d) => (d.open ? 1 : 0)))),
    doorOpen: new Uint8Array(doors.map((d) => (d.open ? 1 : 0))),
    doorLocked: new Uint8Array(doors.map((d) => (d.locked ? 1 : 0))),
    buildingOpened: new Uint8Array(mission.graph.buildings.length),
    round: 0, firstPlayer: 0, turnOrder: [], turnPos: 0,
    survivors: lineup.map((name, i) => createSurvivor(survivorByName(name)!, i, start, Math.floor((i * players) / lineup.length))),
    zombies: new Int32Array(n * 4), onBoard: new Int32Array(4), setAside: new Int32Array(4), zombiesEscaped: 0,
    noise: new Int32Array(n), permanentNoise: new Int32Array(n),
    objectiveTaken: new Uint8Array(map.tokens.objectives.length),
    objectiveColour: hiddenShuffled(map.tokens.objectives, rng.mission),
    spawnActive: new Uint8Array(map.tokens.spawns.map((s) => (s.active ? 1 : 0))),
    neutralized: new Uint8Array(map.tokens.spawns.length),
    cars: map.tokens.cars.map((c, i) => ({ index: i, type: c.type as Car['type'], zone: c.zone, seats: [-1, -1, -1, -1], searched: false, provisions: [] })),
    victoryStep: 0,
    loudZone: -1, loudBy: -1,
    pimpWeapons: [], molotovs: [], outOfGame: [],
    recruits: SURVIVORS.map((d) => d.name).filter((name) => !lineup.includes(name)),
    ended: false, outcome: null, cause: '',
    decks: { zombie: shuffle(rng.zombieDeck, [...mission.zombieDeck]), zombieDiscard: [], equipment: deck, equipmentDiscard: [] },
    rng, strategy: undefined as never, log, observer: undefined, nextUid: 0,
    stats: { killed: 0, killedByType: new Int32Array(4), spawned: 0, spawnedByType: new Int32Array(4), wounds: 0, decisions: 0, searches: 0, objectives: 0, noise: 0 },
    check: false, cardTotal: 0, decisionBudgetMs: 0, clock: undefined,
  };
  for (const def of EQUIPMENT) {
    for (let i = 0; i < def.count; i++) {
      if (def.deck === 'pimpmobile') g.pimpWeapons.push({ uid: uid++, def, loaded: true });
      if (def.deck === 'setAside') g.molotovs.push({ uid: uid++, def, loaded: true });
    }
  }
  g.nextUid = uid;
  for (const t of map.tokens.zombies) {
    const type = zombieTypeByName(t.type);
    g.zombies[t.zone * 4 + type]! += t.count;
    g.onBoard[type]! += t.count;
  }
  for (const t of map.tokens.noise) g.permanentNoise[t.zone]! += t.count;
  if (mission.walkerInEveryRoom) {
    map.zones.forEach((z) => {
      if (z.room) {
        g.zombies[z.id * 4 + WALKER]!++;
        g.onBoard[WALKER]!++;
      }
    });
  }

  // Cards the mission puts on top of the deck come from the starting cards, else from the deck.
  const top: Card[] = [];
  for (const def of mission.equipmentOnTop) {
    const from = starting.some((c) => c.def === def) ? starting : deck;
    const i = from.findIndex((c) => c.def === def);
    if (i >= 0) top.push(from.splice(i, 1)[0]!);
  }
  for (let i = top.length - 1; i >= 0; i--) deck.push(top[i]!);

  if (mission.startingEquipment === 'standard') dealStarting(g, starting, rng.equipmentDeck);
  startsWithCards(g.survivors, deck, (s, card) => {
    s.slots[s.slots.indexOf(null)] = card;
  });
  return g;
}

/**
 * Fire Axe, Crowbar and Pistol, plus Pans until every player has a card, shuffled and dealt one per
 * player in turn, each to a random Survivor of that player.
 */
function dealStarting(g: Game, starting: Card[], rng: () => number): void {
  const players = playerCount(g);
  const core = starting.filter((c) => c.def.name !== 'Pan');
  const pans = starting.filter((c) => c.def.name === 'Pan');
  const cards = shuffle(rng, [...core, ...pans.slice(0, Math.max(0, players - core.length))]);
  cards.forEach((c, i) => {
    const mine = g.survivors.filter((s) => s.player === i % players);
    const s = mine[randInt(rng, mine.length)]!;
    s.slots[s.slots.indexOf(null)] = c;
  });
}

export function playRounds(g: Game): void {
  for (;;) {
    beginRound(g);
    finishRound(g);
  }
}

/**
 * A new round: the turn order is fixed now — each player in turn (from the first player) activates
 * all of his Survivors; Survivors recruited during the round play from the next one.
 */
export function beginRound(g: Game): void {
  g.round++;
  if (g.round > g.mission.roundLimit) {
    g.round--;
    endGame(g, 'loss', 'round limit');
  }
  g.log?.(`== Round ${g.round}`);
  const players = playerCount(g);
  g.turnOrder.length = 0;
  for (let p = 0; p < players; p++) {
    const player = (g.firstPlayer + p) % players;
    for (const s of g.survivors) if (s.player === player) g.turnOrder.push(s.index);
  }
  g.turnPos = 0;
}

/** The rest of the round from `g.turnPos`: the remaining turns, the Zombies' Phase, spawns, the End Phase. */
export function finishRound(g: Game): void {
  for (; g.turnPos < g.turnOrder.length; g.turnPos++) {
    const s = g.survivors[g.turnOrder[g.turnPos]!]!;
    if (inPlay(s)) survivorTurn(g, s);
  }
  const players = playerCount(g);
  zombiesPhase(g);
  if (g.check) assertInvariants(g, 'after the zombie activations');
  g.log?.(`-- Spawn`);
  spawnStep(g);
  checkVictory(g);
  for (let z = 0; z < g.noise.length; z++) g.stats.noise += g.noise[z]!;
  g.noise.fill(0);
  for (const s of g.survivors) for (const c of s.slots) if (c !== null && c !== WOUNDED) c.loaded = true;
  g.firstPlayer = (g.firstPlayer + 1) % players;
  if (g.check) assertInvariants(g, `at the end of round ${g.round}`);
  g.observer?.roundEnd?.(g);
}

export function playGame(mission: S1Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, options: PlayOptions = {}, support?: StrategySupport): GameRecord {
  return playRecorded(index, options, () => setupGame(mission, lineup, strategy, seed, index, options.log, options.strategyOptions, support), (g) => {
    if (g.check) assertInvariants(g, 'at setup');
    playRounds(g);
  });
}

export type { S1View };
