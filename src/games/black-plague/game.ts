/** Setting up and playing one Black Plague game (rules digest §3–§4). */
import { gameStreams, randInt, shuffle } from '../../core/rng.ts';
import type { GameRecord, Logger, PlayOptions, StrategyModule } from '../types.ts';
import { BP_EQUIPMENT, type BpEquipDef } from './data/equipment.ts';
import { bpSurvivorByName } from './data/survivors.ts';
import { assertBpInvariants, countBpCards } from './invariants.ts';
import { type BpMission, GAME_ID, startsOffBoard } from './mission.ts';
import { BODY, type BpCard, type BpGame, type BpSurvivor, type BpView, bpGameOf } from './state.ts';
import { newStats } from '../zombicide/state.ts';
import { acquire, createBpSurvivor } from './survivors.ts';
import { type BpZombieType, NECROMANCER, TYPES, zombieTypeByName } from './zombie-types.ts';
import { BP_SUPPORT } from './support.ts';
import { zombieLinkTurns } from './actions.ts';
import { beginRound, finishRound } from './rounds.ts';
import { hiddenShuffled, playRecorded, startsWithCards } from '../zombicide/game.ts';
import { decide } from '../zombicide/decide.ts';

export function setupBpGame(
  mission: BpMission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, log?: Logger,
  strategyOptions: Readonly<Record<string, string>> = {},
): BpGame {
  const rng = gameStreams(seed, index);
  const n = mission.graph.n;
  const map = mission.map;
  let uid = 0;
  const deck: BpCard[] = [];
  const artifacts: BpCard[] = [];
  for (const def of BP_EQUIPMENT) {
    for (let i = 0; i < def.count; i++) (def.deck === 'vault' ? artifacts : deck).push({ uid: uid++, def, loaded: true });
  }
  for (const def of mission.deckExtra) deck.push({ uid: uid++, def, loaded: true });
  const starting: BpCard[] = mission.startingEquipment.map((def) => ({ uid: uid++, def, loaded: true }));
  // Vault contents: Artifacts from the set-aside cards, other cards out of the deck.
  const vaultCards: BpCard[][] = Array.from({ length: n }, () => []);
  for (const v of mission.vaultItems) for (const def of v.defs) placeInVault(vaultCards[v.zone]!, def.deck === 'vault' ? artifacts : deck, def);
  if (mission.vaultDraw) {
    const pool = [...mission.vaultDraw.pool];
    for (const zone of mission.vaultDraw.vaults) {
      const def = pool.splice(randInt(rng.mission, pool.length), 1)[0]!;
      placeInVault(vaultCards[zone]!, def.deck === 'vault' ? artifacts : deck, def);
    }
  }
  shuffle(rng.equipmentDeck, deck);
  const doorOpen = new Uint8Array(map.doors.map((d) => (d.open ? 1 : 0)));
  const start = map.tokens.start[0]!;
  const g: BpGame = bpGameOf({
    mission, graph: mission.graph, view: mission.graph.view(doorOpen), doorOpen,
    doorLocked: new Uint8Array(map.doors.map((d) => (d.locked ? 1 : 0))),
    buildingOpened: new Uint8Array(mission.graph.buildings.length),
    round: 0, turnOrder: [], turnPos: 0, firstPlayer: 0,
    survivors: lineup.map((name, i) => {
      const def = bpSurvivorByName(name)!;
      return createBpSurvivor(def, i, start, mission.bodySlot[def.name] ?? null);
    }),
    zombies: new Int32Array(n * TYPES), onBoard: new Int32Array(TYPES), noise: new Int32Array(n),
    objectiveTaken: new Uint8Array(map.tokens.objectives.length),
    objectiveOnBoard: new Uint8Array(map.tokens.objectives.map((_, i) => (startsOffBoard(mission, i) ? 0 : 1))),
    objectiveColour: hiddenShuffled(map.tokens.objectives, rng.mission),
    spawns: map.tokens.spawns.map((t) => ({ zone: t.zone, colour: t.colour, active: t.active, necromancer: -1, removed: false })),
    necromancers: [], bile: new Uint8Array(n), burnt: new Uint8Array(n), vaultCards, artifacts, outOfGame: [],
    victoryStep: 0, loudZone: -1, loudBy: -1, ended: false, outcome: null, cause: '',
    decks: { zombie: shuffle(rng.zombieDeck, [...mission.zombieDeck]), zombieDiscard: [], equipment: deck, equipmentDiscard: [] },
    rng, strategy: undefined as never, log, observer: undefined, nextUid: uid,
    stats: newStats(TYPES),
    check: false, decisionBudgetMs: 0, clock: undefined, cardTotal: 0, hitsFrom: '', support: BP_SUPPORT, zombieLink: zombieLinkTurns,
  });
  for (const t of map.tokens.zombies) {
    const type = zombieTypeByName(t.type) as BpZombieType;
    g.zombies[t.zone * TYPES + type]! += t.count;
    g.onBoard[type]! += t.count;
    if (type === NECROMANCER) for (let i = 0; i < t.count; i++) g.necromancers.push({ zone: t.zone, entry: -1 });
  }
  // Buildings holding the Starting Zone, or with a door open at setup, are open already and never spawn.
  for (const d of map.doors) if (d.open) for (const z of [d.a, d.b]) if (g.graph.building[z]! >= 0) g.buildingOpened[g.graph.building[z]!] = 1;
  for (const z of map.tokens.start) if (g.graph.building[z]! >= 0) g.buildingOpened[g.graph.building[z]!] = 1;
  g.strategy = strategy.create({ game: GAME_ID, random: rng.strategy, options: strategyOptions, support: g.support }) as BpGame['strategy'];
  // Grey-back Starting Equipment: each player in turn takes the weapon that suits them best (Polish rulebook
  // set-up), then the cards left are dealt as the players see fit (English rulebook set-up: every Survivor starts
  // with at least one card); both are strategy decisions. Cards nobody has room for go back to the box.
  const pool = shuffle(rng.equipmentDeck, starting);
  for (const s of g.survivors) {
    if (pool.length === 0) break;
    const c = decide(g, 'starting-equipment', s.index, pool);
    pool.splice(pool.indexOf(c), 1);
    give(g, s, c, freeSlot(s));
  }
  for (const c of pool) {
    const open = g.survivors.filter((s) => freeSlot(s) >= 0);
    if (open.length === 0) g.outOfGame.push(c);
    else {
      const s = decide(g, 'deal-starting-equipment', 0, open);
      give(g, s, c, freeSlot(s));
    }
  }
  dealSkillCards(g);
  g.cardTotal = countBpCards(g);
  return g;
}

/** "Starts with [Equipment]": the named card comes out of the Equipment deck at set-up (Season 1's reading). */
export function dealSkillCards(g: BpGame): void {
  startsWithCards(g.survivors, g.decks.equipment, (s, card) => acquire(g, s, card));
}

function give(g: BpGame, s: BpSurvivor, c: BpCard, slot: number): void {
  if (slot >= 0) s.slots[slot] = c;
  else g.outOfGame.push(c);
}

export function playBpGame(mission: BpMission, lineup: readonly string[], strategy: StrategyModule, seed: string, index: number, options: PlayOptions = {}): GameRecord {
  return playRecorded(index, options, () => setupBpGame(mission, lineup, strategy, seed, index, options.log, options.strategyOptions), (g) => {
    if (g.check) assertBpInvariants(g, 'at setup');
    for (;;) {
      beginRound(g);
      finishRound(g);
    }
  });
}

export type { BpView };

/** Moves the first card of `def` from `pile` (the deck, or the set-aside Artifacts) into a vault, if there is one left. */
function placeInVault(vault: BpCard[], pile: BpCard[], def: BpEquipDef): void {
  const k = pile.findIndex((c) => c.def === def);
  if (k >= 0) vault.push(pile.splice(k, 1)[0]!);
}

/** The first empty slot outside the Body slot, -1 if none. */
function freeSlot(s: BpSurvivor): number {
  return s.slots.findIndex((x, k) => x === null && k !== BODY);
}
