/** Spawning (rulebook §7 "Spawn"): Zombie cards, Danger Levels, Fatty escorts, the Abomination, manholes, running out of miniatures. */
import { ZOMBIE_CARDS, cardRow } from './data/zombie-cards.ts';
import { type Game, dangerLevel, inPlay, supplyLeft, zoneName } from './state.ts';
import { extraActivation } from './zombies.ts';
import { ABOMINATION, FATTY, SUPPLY, WALKER, ZOMBIE_NAMES, type ZombieType } from './zombie-types.ts';
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
    g.mission.map.tokens.manholes.forEach((m, i) => {
      if (survivorOnTileOf(g, i)) place(g, m, row.type, row.count, depth, id);
    });
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
  if (t === ABOMINATION && g.onBoard[ABOMINATION]! + count > SUPPLY[ABOMINATION]) {
    g.log?.(`  the Abomination is already on the board: a Fatty comes instead`);
    t = FATTY;
  }
  const shortOfType = !putFromSupply(g, zone, t, count, card);
  const shortOfEscort = t === FATTY && !putFromSupply(g, zone, WALKER, 2 * count, card);
  if (shortOfType) outOfMiniatures(g, t, depth);
  if (shortOfEscort) outOfMiniatures(g, WALKER, depth);
}

/** Put up to `n` zombies of `type` from the supply in `zone`; false if the supply ran short. */
function putFromSupply(g: Game, zone: number, type: ZombieType, n: number, card: number): boolean {
  const k = Math.min(n, supplyLeft(g, type));
  g.zombies[zone * 4 + type]! += k;
  g.onBoard[type]! += k;
  g.stats.spawned += k;
  g.stats.spawnedByType[type]! += k;
  if (k > 0) g.observer?.event({ type: 'spawn', zone, zombie: ZOMBIE_NAMES[type], count: k, card: card < 0 ? null : card, danger: dangerLevel(g) }, g);
  return k >= n;
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
