/** Spawning (rulebook §7 "Spawn"): Zombie cards, Danger Levels, Fatty escorts, the Abomination, manholes, running out of miniatures. */
import { ZOMBIE_CARDS, cardRow } from './data/zombie-cards.ts';
import { type Game, dangerLevel, inPlay, supplyLeft, zoneName } from './state.ts';
import { extraActivation } from './zombies.ts';
import { ABOMINATION, FATTY, RUNNER, SUPPLY, WALKER, ZOMBIE_NAMES, type ZombieType } from './zombie-types.ts';
import { LEVEL_NAMES } from '../zombicide/state.ts';
import { drawZombieCard } from '../zombicide/decks.ts';

/** Spawn step: one card per active Spawn Zone, in the fixed clockwise order. */
export function spawnStep(g: Game): void {
  const spawns = g.mission.map.tokens.spawns;
  for (let i = 0; i < spawns.length; i++) {
    if (g.spawnActive[i] && !g.neutralized[i]) resolveZombieCard(g, drawZombieCard(g), spawns[i]!.zone, 0);
  }
}

/** Read the card at the highest Danger Level among living Survivors and apply it to `zone`. */
export function resolveZombieCard(g: Game, id: number, zone: number, depth: number): void {
  const card = ZOMBIE_CARDS[id - 1]!;
  const level = dangerLevel(g);
  const row = cardRow(card, level, g.mission.zombieCardSource);
  const where = g.log ? `${zoneName(g, zone)}: card #${id} (${LEVEL_NAMES[level]})` : '';
  if (!row) {
    g.log?.(`  spawn ${where}: nothing`);
    return;
  }
  if (card.kind === 'extraActivation') {
    g.log?.(`  spawn ${where}: extra activation`);
    extraActivation(g, row.type, depth);
  } else if (card.kind === 'manhole') {
    g.log?.(`  spawn ${where}: manholes, ${row.count} ${ZOMBIE_NAMES[row.type]} each`);
    // Every manhole is filled first; then, if the supply ran short, one extra activation per type (rulebook, running
    // out of miniatures: "vengono piazzati solo gli Zombi rimanenti (se ce ne sono) POI … un'attivazione extra").
    let short = 0;
    g.mission.map.tokens.manholes.forEach((m, i) => {
      if (survivorOnTileOf(g, i)) short |= putCard(g, m, row.type, row.count, id);
    });
    activateShort(g, short, depth);
  } else {
    g.log?.(`  spawn ${where}: ${row.count} ${ZOMBIE_NAMES[row.type]}`);
    place(g, zone, row.type, row.count, depth, id);
  }
}

/**
 * Put zombies from the supply in a zone. Fatties bring 2 Walkers each; a second Abomination becomes
 * a Fatty with its Walkers. If the supply runs short, what is left is placed and every zombie of
 * that type gets an extra activation.
 */
export function place(g: Game, zone: number, t: ZombieType, count: number, depth: number, card = -1): void {
  activateShort(g, putCard(g, zone, t, count, card), depth);
}

/**
 * Put a card's zombies in a zone, without the extra activations: the bits (1 << type) of the types whose supply ran
 * short. Each Fatty that enters play brings its 2 Walkers ("Ogni Fatty entra in gioco con due Walker al suo fianco"),
 * so a Fatty the supply lacks brings none.
 */
function putCard(g: Game, zone: number, t: ZombieType, count: number, card: number): number {
  if (t === ABOMINATION && g.onBoard[ABOMINATION]! + count > SUPPLY[ABOMINATION]) {
    g.log?.(`  the Abomination is already on the board: a Fatty comes instead`);
    t = FATTY;
  }
  const placed = putFromSupply(g, zone, t, count, card);
  let short = placed < count ? 1 << t : 0;
  if (t === FATTY && placed > 0 && putFromSupply(g, zone, WALKER, 2 * placed, card) < 2 * placed) short |= 1 << WALKER;
  return short;
}

/** The extra activations of the types (bits) whose supply ran short, in the order the types were short before. */
function activateShort(g: Game, short: number, depth: number): void {
  for (const t of SHORT_ORDER) {
    if (short & (1 << t)) outOfMiniatures(g, t, depth);
  }
}

/** A card's own type first, then the Walkers of a Fatty's escort: Fatty before Walker, as the card is resolved. */
const SHORT_ORDER: readonly ZombieType[] = [FATTY, ABOMINATION, RUNNER, WALKER];

/** Put up to `n` zombies of `type` from the supply in `zone`; how many were put. */
function putFromSupply(g: Game, zone: number, type: ZombieType, n: number, card: number): number {
  const k = Math.min(n, supplyLeft(g, type));
  g.zombies[zone * 4 + type]! += k;
  g.onBoard[type]! += k;
  g.stats.spawned += k;
  g.stats.spawnedByType[type]! += k;
  if (k > 0) g.observer?.event({ type: 'spawn', zone, zombie: ZOMBIE_NAMES[type], count: k, card: card < 0 ? null : card, danger: dangerLevel(g) }, g);
  return k;
}

function outOfMiniatures(g: Game, type: ZombieType, depth: number): void {
  g.log?.(`  out of ${ZOMBIE_NAMES[type]} miniatures`);
  extraActivation(g, type, depth + 1);
}

/**
 * Manholes spawn only on tiles where a Survivor stands: the tiles of the manhole's printed markers (the whole zone's
 * tiles when the token gives no cells), against every tile of each Survivor's zone (docs/missions.md, Manholes).
 */
function survivorOnTileOf(g: Game, manhole: number): boolean {
  const tiles = g.mission.tilesOfZone;
  const mt = g.mission.manholeTiles[manhole]!;
  for (const s of g.survivors) {
    if (!inPlay(s)) continue;
    for (const t of tiles[s.zone]!) if (mt.includes(t)) return true;
  }
  return false;
}

/** The first door opened in a building spawns one card in each of its rooms (not the Starting Zone's building). */
export function openBuilding(g: Game, building: number): void {
  if (g.buildingOpened[building]) return;
  g.buildingOpened[building] = 1;
  const zones = g.graph.buildings[building]!;
  if (g.mission.map.tokens.start.some((z) => zones.includes(z))) return;
  g.log?.(`  the building opens: zombies spawn in ${zones.length} room${zones.length === 1 ? '' : 's'}`);
  for (const z of zones) resolveZombieCard(g, drawZombieCard(g), z, 0);
}
