/**
 * Season 1 mission files: a zmap map (src/core/zmap.ts) plus the Season 1 header keys
 * documented in docs/missions.md ("Season 1 mission keys", "Victory and special rules").
 */
import { tileOfCell, type MapDef, type ParsedZmap, type ZoneGraph } from '../../core/map.ts';
import { checkZmap, parseZmap, parseZmapFile, readZmapText } from '../../core/zmap.ts';
import type { Problem } from '../types.ts';
import { type EquipDef, equipmentByName } from './data/equipment.ts';
import { ZOMBIE_CARDS, ZOMBIE_CARD_SOURCES, type ZombieCardSource } from './data/zombie-cards.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import { SUPPLY, ZOMBIE_NAMES, zombieTypeByName } from './zombie-types.ts';
import { type MissionIdentity, Reader, checkLineupKey, dangerStep, firstProblemThrown, missionIdentity, missionReader, readCardNumbers, readClosedDoorSplit, readSurvivorNames, readThresholds, readVictorySteps, withRules } from '../zombicide/mission.ts';

export type VictoryStep =
  | { kind: 'objectives' }
  | { kind: 'escape-with'; cards: EquipDef[] }
  | { kind: 'escape-all' }
  | { kind: 'danger'; level: number }
  | { kind: 'gather-spawn' }
  | { kind: 'car-escape'; provisions: number }
  | { kind: 'neutralize-spawns' }
  | { kind: 'reach-empty'; zone: number }
  | { kind: 'leave-start'; counts: number[] };

export interface S1Mission extends MissionIdentity {
  map: MapDef;
  graph: ZoneGraph;
  /** Zombie card ids in the deck. */
  zombieDeck: number[];
  /** Which reading of cards 4 and 16 (Blue row) to play: the printed cards (2 Walkers) or Landraille's (1). */
  zombieCardSource: ZombieCardSource;
  /** "standard": Fire Axe, Crowbar, Pistol and Pans dealt at setup; "none": nobody starts with a card. */
  startingEquipment: 'standard' | 'none';
  /** Cards put on top of the Equipment deck, first drawn first. */
  equipmentOnTop: EquipDef[];
  victory: VictoryStep[];
  objectiveXp: number;
  objectiveHeals: boolean;
  carsDrivable: boolean;
  noSearchInStart: boolean;
  combinedDoors: boolean;
  walkerInEveryRoom: boolean;
  zombieExits: number[];
  zombieEscapeLoss: number;
  /** Players at the table when the mission fixes it (each starts with one Survivor); null = one per Survivor. */
  players: number | null;
  recruit: boolean;
  defaultLineup: string[];
  roundLimit: number;
  /** XP to reach Yellow, Orange, Red. */
  xpThresholds: [number, number, number];
  /** Ma's Shotgun needs reloading (its card: "1 action to reload, free in End Phase"; `mas-shotgun-reload: no` turns it off). */
  masShotgunReloads: boolean;
  /** `closed-door-split` (`readClosedDoorSplit`): a way through a closed door counts when blocked zombies split. */
  splitCountsClosedDoors: boolean;
  /** Tiles (blocks of map.tileSize cells, row-major) each zone lies on: a Survivor stands on every tile of his zone. */
  tilesOfZone: number[][];
  /** For each manhole token, the tiles its printed markers lie on: it spawns only when a Survivor stands on one. */
  manholeTiles: number[][];
}

export function loadS1Mission(file: string, rules: Readonly<Record<string, string>> = {}): S1Mission {
  return checked(withRules(parseZmapFile(file), rules));
}

/** A mission from text (tests, scenarios); `file` is used in error messages; `rules` as for loadS1Mission. */
export function s1MissionFromText(text: string, file: string, rules: Readonly<Record<string, string>> = {}): S1Mission {
  return checked(withRules(parseZmap(text, file), rules));
}

/** Every problem of a mission file: the map's, then the Season 1 keys' (checked on whatever of the map could be built). */
export function validateS1Mission(file: string): Problem[] {
  return validateS1MissionText(readZmapText(file), file);
}

/** validateS1Mission on text (tests, fuzzing); `file` is used in the problems. */
export function validateS1MissionText(text: string, file: string): Problem[] {
  const { parsed, problems } = checkZmap(text, file);
  return parsed ? [...problems, ...readMission(parsed).problems] : problems;
}

function checked(parsed: ParsedZmap): S1Mission {
  return firstProblemThrown(readMission(parsed));
}

const KEYS = [
  'id', 'name', 'game', 'fidelity', 'note', 'tiles', 'size', 'tile-size', 'difficulty', 'zombie-deck', 'zombie-card-source',
  'starting-equipment', 'equipment-on-top', 'victory', 'objective-xp', 'objective-effect', 'cars', 'no-search-in-start',
  'combined-doors', 'walker-in-every-room', 'zombie-exits', 'zombie-escape-loss', 'players', 'recruit', 'survivors',
  'round-limit', 'xp-thresholds', 'mas-shotgun-reload', 'closed-door-split',
];

function readMission(parsed: ParsedZmap): { mission: S1Mission; problems: Problem[] } {
  const { header: h, map } = parsed;
  const r = missionReader(parsed, KEYS, 'season1', 'Season 1');
  const exits = r.list('zombie-exits');
  const zoneTiles = tilesOfZones(map);
  const mission: S1Mission = {
    ...missionIdentity(r, 'season1'),
    map,
    graph: r.graph,
    zombieDeck: readDeck(r),
    zombieCardSource: r.choice('zombie-card-source', ZOMBIE_CARD_SOURCES, 'printed'),
    startingEquipment: r.choice('starting-equipment', ['standard', 'none'], 'standard'),
    equipmentOnTop: readCards(r, 'equipment-on-top'),
    victory: readVictory(r),
    objectiveXp: r.integer('objective-xp', 0, 0, 100),
    objectiveHeals: r.choice('objective-effect', ['none', 'heal'], 'none') === 'heal',
    carsDrivable: r.choice('cars', ['searchable', 'drivable'], 'searchable') === 'drivable',
    noSearchInStart: r.yes('no-search-in-start'),
    combinedDoors: r.yes('combined-doors'),
    walkerInEveryRoom: r.yes('walker-in-every-room'),
    zombieExits: exits ? exits.items.map((l) => r.zone(l, exits.line, 'zombie-exits')).filter((z) => z >= 0) : [],
    zombieEscapeLoss: r.integer('zombie-escape-loss', 0, 0, 100),
    players: h.has('players') ? r.integer('players', 1, 1, 6) : null,
    recruit: r.choice('recruit', ['none', 'neutral-objectives'], 'none') === 'neutral-objectives',
    defaultLineup: readLineup(r),
    roundLimit: r.integer('round-limit', 60, 1, 10_000),
    xpThresholds: readThresholds(r),
    masShotgunReloads: r.choice('mas-shotgun-reload', ['yes', 'no'], 'yes') === 'yes',
    splitCountsClosedDoors: readClosedDoorSplit(r),
    tilesOfZone: zoneTiles,
    manholeTiles: map.tokens.manholes.map((z, i) => {
      const cells = map.tokens.manholeCells[i]!;
      return cells.length ? [...new Set(cells.map((c) => tileOfCell(map, c)))] : zoneTiles[z]!;
    }),
  };
  checkMap(r, mission);
  return { mission, problems: r.problems };
}

function checkMap(r: Reader, m: S1Mission): void {
  const t = m.map.tokens;
  if (t.start.length === 0) r.fail(1, 'the map has no "start" token (the Player Starting Zone).');
  if (t.spawns.length === 0) r.fail(1, 'the map has no "spawn" token.');
  const line = r.header.get('victory')?.line ?? 1;
  for (const step of m.victory) {
    if (step.kind === 'objectives' && t.objectives.length === 0) r.fail(line, 'victory needs objectives but the map has no objective token.');
    if ((step.kind === 'escape-with' || step.kind === 'escape-all' || step.kind === 'car-escape') && t.exits.length === 0) {
      r.fail(line, `victory "${step.kind}" needs an "exit" token on the map.`);
    }
    if (step.kind === 'car-escape' && (t.cars.length === 0 || !m.carsDrivable)) r.fail(line, 'victory "car-escape" needs a car on the map and "cars: drivable".');
  }
  for (const c of t.cars) {
    if (c.type !== 'police' && c.type !== 'pimpmobile') r.fail(c.line, `car type "${c.type}" is not police or pimpmobile.`);
    if (m.map.zones[c.zone]!.room) r.fail(c.line, 'cars stand in street zones, not in rooms.');
  }
  if (m.zombieExits.length > 0 && m.zombieEscapeLoss === 0) r.fail(r.header.get('zombie-exits')!.line, 'zombie-exits needs zombie-escape-loss: how many escaped zombies lose the game.');
  if (m.recruit && m.players === null) r.fail(r.header.get('recruit')!.line, 'recruit needs "players:" (the table size decides who gets the new Survivor).');
  checkPlayable(r, m);
}

/** What would only go wrong in play: more zombies than the box, doors and spawn zones nothing wakes, a lineup the run refuses, goals out of reach. */
function checkPlayable(r: Reader, m: S1Mission): void {
  const t = m.map.tokens;
  const onBoard = [m.walkerInEveryRoom ? m.map.zones.filter((z) => z.room).length : 0, 0, 0, 0];
  for (const z of t.zombies) {
    const type = zombieTypeByName(z.type);
    if (type === -1) {
      r.fail(z.line, `"${z.type}" zombies are not in Season 1 (Necromancers are Black Plague); use walker, runner, fatty or abomination.`);
      continue;
    }
    onBoard[type]! += z.count;
    if (onBoard[type]! > SUPPLY[type] && onBoard[type]! - z.count <= SUPPLY[type]) {
      const rooms = type === 0 && m.walkerInEveryRoom ? ' (with one Walker in every room, from walker-in-every-room)' : '';
      const name = type === 2 ? 'fatties' : `${ZOMBIE_NAMES[type]}s`;
      r.fail(z.line, `the zombies tokens put ${onBoard[type]} ${name} on the board at setup${rooms}, but the box holds ${SUPPLY[type]}; lower the counts.`);
    }
  }
  const colours = new Set(t.objectives.map((o) => o.colour).filter((c) => c !== null));
  for (const d of m.map.doors) {
    if (!d.locked) continue;
    if (d.colour === null) r.fail(d.line, 'a "locked" door without a colour never opens in Season 1; write locked:<colour> and put an objective of that colour on the map, or make it a wall.');
    else if (!colours.has(d.colour)) r.fail(d.line, `the door locked:${d.colour} never opens: no objective has colour=${d.colour}; add one, or change the door's colour.`);
  }
  for (const s of t.spawns) {
    if (s.active) continue;
    if (s.colour === null) r.fail(s.line, 'an inactive spawn zone without a colour never spawns; give it colour=<c> and put an objective of that colour on the map.');
    else if (!colours.has(s.colour)) r.fail(s.line, `the inactive spawn zone never spawns: no objective has colour=${s.colour}; add one, or change the spawn zone's colour.`);
  }
  checkLineupKey(r, m.defaultLineup);
  if (m.players !== null && m.defaultLineup.length > 0 && m.players > m.defaultLineup.length) {
    r.fail(r.header.get('players')!.line, `players: ${m.players} players but the lineup has ${m.defaultLineup.length} Survivor${m.defaultLineup.length === 1 ? '' : 's'}; every player needs at least one.`);
  }
  // With every door open, the Survivors can get to a reach-empty zone and to every spawn zone to neutralize.
  const n = m.graph.n;
  const reached = (z: number): boolean => t.start.some((s) => m.graph.allOpen.dist[s * n + z]! >= 0);
  if (t.start.length === 0) return;
  const line = r.header.get('victory')?.line ?? 1;
  for (const step of m.victory) {
    if (step.kind === 'reach-empty' && step.zone >= 0 && !reached(step.zone)) {
      r.fail(line, `victory: zone ${m.map.zones[step.zone]!.label} (reach-empty) cannot be reached from the starting zone, even with every door open.`);
    }
    if (step.kind === 'neutralize-spawns') {
      for (const s of t.spawns) {
        if (!reached(s.zone)) r.fail(s.line, `victory neutralize-spawns: the spawn zone ${m.map.zones[s.zone]!.label} cannot be reached from the starting zone, even with every door open.`);
      }
    }
  }
}

function readVictory(r: Reader): VictoryStep[] {
  const steps = readVictorySteps<VictoryStep>(r, (word, arg, line, text) => {
    switch (word) {
      case 'objectives':
      case 'escape-all':
      case 'gather-spawn':
      case 'neutralize-spawns':
        return { kind: word };
      case 'escape-with': {
        const cards: EquipDef[] = [];
        for (const name of arg.split(',').map((s) => s.trim()).filter(Boolean)) {
          const def = equipmentByName(name);
          if (def) cards.push(def);
          else r.fail(line, `victory: "${name}" is not a Season 1 Equipment card.`);
        }
        return { kind: 'escape-with', cards };
      }
      case 'danger':
        return dangerStep(r, arg, line);
      case 'car-escape': {
        const n = Number(arg);
        if (!Number.isInteger(n) || n < 0) r.fail(line, `victory: "car-escape ${arg}" needs a whole number of Provision cards.`);
        return { kind: 'car-escape', provisions: Number.isInteger(n) ? n : 0 };
      }
      case 'reach-empty':
        return { kind: 'reach-empty', zone: r.zone(arg, line, 'victory reach-empty') };
      case 'leave-start': {
        const counts = arg.split('/').map(Number);
        if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1)) r.fail(line, `victory: "leave-start ${arg}" needs counts like 4/5/6 (1, 2, 3 players).`);
        return { kind: 'leave-start', counts };
      }
      default:
        r.fail(line, `victory: "${text}" is not a victory step (objectives, escape-with, escape-all, danger, gather-spawn, car-escape, neutralize-spawns, reach-empty, leave-start; join steps with "then").`);
        return null;
    }
  });
  return steps ?? [{ kind: 'objectives' }];
}

function readDeck(r: Reader): number[] {
  return readCardNumbers(r, ZOMBIE_CARDS.length);
}

function readCards(r: Reader, key: string): EquipDef[] {
  const l = r.list(key);
  const out: EquipDef[] = [];
  for (const name of l?.items ?? []) {
    const def = equipmentByName(name);
    if (def) out.push(def);
    else r.fail(l!.line, `${key}: "${name}" is not a Season 1 Equipment card.`);
  }
  return out;
}

function readLineup(r: Reader): string[] {
  return readSurvivorNames(r, SURVIVORS, survivorByName, 'Season 1');
}

function tilesOfZones(map: MapDef): number[][] {
  return map.zones.map((z) => [...new Set(z.cells.map((c) => tileOfCell(map, c)))]);
}
