/** Setting up and playing one Season 1 game (rulebook §3–§4). */
import { gameStreams, randInt, shuffle } from '../../core/rng.ts';
import type { GameRecord, Logger, PlayOptions, StrategyModule } from '../types.ts';
import { assertInvariants, countCards } from './invariants.ts';
import { EQUIPMENT } from './data/equipment.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import type { S1Mission } from './mission.ts';
import { type Car, type Card, type Game, type S1View, carOf, gameOf, playerCount } from './state.ts';
import { newStats } from '../zombicide/state.ts';
import { createSurvivor } from './survivors.ts';
import { WALKER, ZOMBIE_TYPES, zombieTypeByName } from './zombie-types.ts';
import { S1_SUPPORT } from './support.ts';
import { playRounds } from './rounds.ts';
import { hiddenShuffled, playRecorded, startsWithCards } from '../zombicide/game.ts';

export function setupGame(
  mission: S1Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, log?: Logger,
  strategyOptions: Readonly<Record<string, string>> = {},
): Game {
  const g = newGame(mission, lineup, strategy, seed, index, log);
  g.strategy = strategy.create({ game: 'season1', random: g.rng.strategy, options: strategyOptions, support: g.support }) as Game['strategy'];
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
  const g: Game = gameOf({
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
    cars: map.tokens.cars.map((c, i) => carOf({ index: i, type: c.type as Car['type'], zone: c.zone, seats: [-1, -1, -1, -1], searched: false, provisions: [] })),
    victoryStep: 0,
    loudZone: -1, loudBy: -1,
    pimpWeapons: [], molotovs: [], outOfGame: [],
    recruits: SURVIVORS.map((d) => d.name).filter((name) => !lineup.includes(name)),
    ended: false, outcome: null, cause: '',
    decks: { zombie: shuffle(rng.zombieDeck, [...mission.zombieDeck]), zombieDiscard: [], equipment: deck, equipmentDiscard: [] },
    rng, strategy: undefined as never, log, observer: undefined, nextUid: 0,
    stats: newStats(ZOMBIE_TYPES.length),
    check: false, cardTotal: 0, hitsFrom: '', support: S1_SUPPORT, decisionBudgetMs: 0, clock: undefined,
  });
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

export function playGame(mission: S1Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, options: PlayOptions = {}): GameRecord {
  return playRecorded(index, options, () => setupGame(mission, lineup, strategy, seed, index, options.log, options.strategyOptions), (g) => {
    if (g.check) assertInvariants(g, 'at setup');
    playRounds(g);
  });
}

export type { S1View };
