/** Setting up and playing one Season 1 game (rulebook §3–§4). */
import { gameStreams, randInt, shuffle } from '../../core/rng.ts';
import type { GameObserver, GameRecord, Logger, PlayOptions, StrategyModule } from '../types.ts';
import { InvariantError, assertInvariants, countCards } from './invariants.ts';
import { survivorTurn } from './actions.ts';
import { EQUIPMENT } from './data/equipment.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import { type DecisionHost, GameOver, StrategyError, endGame } from './decide.ts';
import type { S1Mission } from './mission.ts';
import { spawnStep } from './spawn.ts';
import { checkVictory } from './victory.ts';
import { type Car, type Card, type Game, type S1View, LEVEL_NAMES, WOUNDED, inPlay, playerCount } from './state.ts';
import type { ObjectiveToken } from '../../core/map.ts';
import { createSurvivor } from './survivors.ts';
import { zombiesPhase } from './zombies.ts';
import { WALKER, zombieTypeByName } from './zombie-types.ts';

export function setupGame(
  mission: S1Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, log?: Logger,
  strategyOptions: Readonly<Record<string, string>> = {},
): Game {
  const g = newGame(mission, lineup, strategy, seed, index, log);
  g.strategy = strategy.create({ game: 'season1', random: g.rng.strategy, options: strategyOptions }) as Game['strategy'];
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

export function playGame(mission: S1Mission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, options: PlayOptions = {}): GameRecord {
  return playRecorded(index, options, () => setupGame(mission, lineup, strategy, seed, index, options.log, options.strategyOptions), (g) => {
    if (g.check) assertInvariants(g, 'at setup');
    playRounds(g);
  });
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
  if (g) (g.observer as GameObserver<G> | undefined)?.gameEnd?.(g, record);
  if (g) log?.(`== ${outcome.toUpperCase()} (${cause}) after ${record.rounds} rounds; ${g.survivors.map((s) => `${s.name} ${s.alive ? LEVEL_NAMES[s.level] : 'dead'} ${s.xp} XP`).join(', ')}`);
  return record;
}

export type { S1View };
