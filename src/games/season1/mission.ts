/**
 * Season 1 mission files: a zmap map (src/core/zmap.ts) plus the Season 1 header keys
 * documented in docs/missions.md ("Season 1 mission keys", "Victory and special rules").
 */
import { basename, dirname } from 'node:path';
import { tileOfCell, type HeaderValue, type MapDef, type ParsedZmap, type ZoneGraph } from '../../core/map.ts';
import { UserError, fileError } from '../../core/errors.ts';
import { closest } from '../../core/suggest.ts';
import { checkZmap, parseZmap, parseZmapFile, readZmapText } from '../../core/zmap.ts';
import { buildZoneGraph } from '../../core/zones.ts';
import type { Problem } from '../types.ts';
import { type EquipDef, equipmentByName } from './data/equipment.ts';
import { ZOMBIE_CARDS, ZOMBIE_CARD_SOURCES, type ZombieCardSource } from './data/zombie-cards.ts';
import { SURVIVORS, type SurvivorDef, survivorByName } from './data/survivors.ts';
import { LEVEL_NAMES } from './state.ts';
import { SUPPLY, ZOMBIE_NAMES, zombieTypeByName } from './zombie-types.ts';

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

/** The header keys every mission has (both rule systems). */
export interface MissionIdentity {
  id: string;
  name: string;
  file: string;
  fidelity: string;
  difficulty: string | null;
  note: string;
}

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
  /** Tiles (blocks of map.tileSize cells, row-major) each zone lies on: a Survivor stands on every tile of his zone. */
  tilesOfZone: number[][];
  /** For each manhole token, the tiles its printed markers lie on: it spawns only when a Survivor stands on one. */
  manholeTiles: number[][];
}

export function loadS1Mission(file: string, rules: Readonly<Record<string, string>> = {}): S1Mission {
  return checked(withRules(parseZmapFile(file), rules));
}

/** Header keys that describe the map itself: read with the grid, before any rule, so `--rule` cannot change them. */
const MAP_KEYS = ['tiles', 'size', 'tile-size'];

/** `--rule key=value` overrides: header values with line 0, reported as coming from the flag. */
export function withRules(parsed: ParsedZmap, rules: Readonly<Record<string, string>>): ParsedZmap {
  if (Object.keys(rules).length === 0) return parsed;
  const header = new Map(parsed.header);
  for (const [key, value] of Object.entries(rules)) {
    if (MAP_KEYS.includes(key)) {
      throw new UserError(`--rule ${key}=${value}: "${key}" describes the map itself, which --rule cannot change (it overrides the mission's rule keys); edit a copy of the mission file instead`);
    }
    header.set(key, { value, line: 0 });
  }
  return { ...parsed, header };
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

/** The mission, or its first problem thrown as a UserError (a `--rule` value is reported as the flag's). */
export function firstProblemThrown<M>({ mission, problems }: { mission: M; problems: Problem[] }): M {
  const first = problems[0];
  if (first) throw first.line === 0 ? new UserError(`--rule ${first.message}`) : fileError(first.file, first.line, first.message);
  return mission;
}

const KEYS = [
  'id', 'name', 'game', 'fidelity', 'note', 'tiles', 'size', 'tile-size', 'difficulty', 'zombie-deck', 'zombie-card-source',
  'starting-equipment', 'equipment-on-top', 'victory', 'objective-xp', 'objective-effect', 'cars', 'no-search-in-start',
  'combined-doors', 'walker-in-every-room', 'zombie-exits', 'zombie-escape-loss', 'players', 'recruit', 'survivors',
  'round-limit', 'xp-thresholds', 'mas-shotgun-reload',
];

/** Reads the header, recording every problem and carrying on with a default. */
export class Reader {
  readonly problems: Problem[] = [];
  constructor(readonly file: string, readonly header: Map<string, HeaderValue>, readonly map: MapDef) {}

  fail(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }

  choice<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const v = this.header.get(key);
    if (!v) return fallback;
    if ((allowed as readonly string[]).includes(v.value)) return v.value as T;
    this.fail(v.line, `${key}: "${v.value}" is not allowed here; use one of: ${allowed.join(', ')}.`);
    return fallback;
  }

  yes(key: string): boolean {
    return this.choice(key, ['yes', 'no'], 'no') === 'yes';
  }

  integer(key: string, fallback: number, min: number, max: number): number {
    const v = this.header.get(key);
    if (!v) return fallback;
    const n = Number(v.value);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    this.fail(v.line, `${key}: "${v.value}" is not a whole number from ${min} to ${max}.`);
    return fallback;
  }

  list(key: string): { items: string[]; line: number } | null {
    const v = this.header.get(key);
    return v ? { items: v.value.split(',').map((p) => p.trim()).filter(Boolean), line: v.line } : null;
  }

  zone(label: string, line: number, what: string): number {
    const z = this.graph.zoneByLabel(label);
    if (z < 0) this.fail(line, `${what}: there is no zone "${label}" in the grid.`);
    return z;
  }

  graph!: ZoneGraph;
}

/**
 * A Reader over a parsed mission of `gameId` (both rule systems): the zone graph built, every header key outside
 * `keys` and a wrong `game:` recorded as problems.
 */
export function missionReader(parsed: ParsedZmap, keys: readonly string[], gameId: string, gameName: string): Reader {
  const h = parsed.header;
  const r = new Reader(parsed.file, h, parsed.map);
  r.graph = buildZoneGraph(parsed.map);
  for (const [key, v] of h) {
    if (keys.includes(key)) continue;
    const near = closest(key, keys);
    r.fail(v.line, `unknown header key "${key}" for a ${gameName} mission${near ? ` (did you mean "${near}"?)` : ''}; the keys are listed in docs/missions.md.`);
  }
  const game = h.get('game');
  if (!game || game.value !== gameId) r.fail(game?.line ?? 1, `this file is not a ${gameName} mission (expected "game: ${gameId}").`);
  return r;
}

/**
 * How far a map can be trusted: `faithful` checked against the published map on a real table, `transcribed` read
 * from the published map (its sheet) but not yet checked on a table, `approximate` drawn from the mission text.
 */
export const FIDELITIES = ['approximate', 'transcribed', 'faithful'] as const;

/** The header keys every mission has (both rule systems): id (from the folder and file name when absent), name, fidelity… */
export function missionIdentity(r: Reader, gameId: string): MissionIdentity {
  const { file, header: h } = r;
  const fallbackId = `${gameId}/${basename(file).replace(/\.zmap$/, '')}`;
  return {
    id: h.get('id')?.value ?? (basename(dirname(file)) === gameId ? fallbackId : file),
    name: h.get('name')?.value ?? basename(file),
    file,
    fidelity: r.choice('fidelity', FIDELITIES, 'approximate'),
    difficulty: h.get('difficulty')?.value ?? null,
    note: h.get('note')?.value ?? '',
  };
}

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

/** The `survivors:` key (both rule systems): not empty, no Survivor twice (`lineup`: the names it gave). */
export function checkLineupKey(r: Reader, lineup: readonly string[]): void {
  const l = r.list('survivors');
  if (!l) return;
  if (l.items.length === 0) r.fail(l.line, 'survivors: the lineup is empty; name 1 to 6 Survivors.');
  const dup = lineup.find((n, i) => lineup.indexOf(n) !== i);
  if (dup) r.fail(l.line, `survivors: ${dup} appears twice; each Survivor has one miniature.`);
}

/**
 * `victory: <step> then <step>…` (both rule systems): each step read by `step(word, arg, line)`, which records its
 * own problems; no key: every objective.
 */
export function readVictorySteps<S>(r: Reader, step: (word: string, arg: string, line: number, text: string) => S | null): S[] | null {
  const v = r.header.get('victory');
  if (!v) return null;
  const steps: S[] = [];
  for (const text of v.value.split(/\s+then\s+/)) {
    const [word = '', ...rest] = text.trim().split(/\s+/);
    const s = step(word, rest.join(' '), v.line, text.trim());
    if (s) steps.push(s);
  }
  return steps;
}

/** `danger <yellow|orange|red>` (both rule systems). */
export function dangerStep(r: Reader, arg: string, line: number): { kind: 'danger'; level: number } {
  const level = LEVEL_NAMES.findIndex((n) => n.toLowerCase() === arg.toLowerCase());
  if (level <= 0) r.fail(line, `victory: "danger ${arg}" needs yellow, orange or red.`);
  return { kind: 'danger', level: Math.max(1, level) };
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

/** `zombie-deck: 1-4, 41`: card numbers and ranges within 1..`count` (both rule systems); all of them when absent or empty. */
export function readCardNumbers(r: Reader, count: number): number[] {
  const all = Array.from({ length: count }, (_, i) => i + 1);
  const l = r.list('zombie-deck');
  if (!l) return all;
  const ids: number[] = [];
  for (const part of l.items) {
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    const lo = m ? Number(m[1]) : NaN;
    const hi = m ? Number(m[2] ?? m[1]) : NaN;
    if (!m || lo < 1 || hi > count || lo > hi) {
      r.fail(l.line, `zombie-deck entry "${part}" is not a card number or range within 1-${count}.`);
      continue;
    }
    for (let i = lo; i <= hi; i++) ids.push(i);
  }
  if (ids.length === 0) {
    r.fail(l.line, 'zombie-deck is empty.');
    return all;
  }
  return ids;
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

/** `survivors: Amy, Doug`: the default lineup by name (both rule systems); every Survivor of `all` when absent. */
export function readSurvivorNames(r: Reader, all: readonly SurvivorDef[], byName: (n: string) => SurvivorDef | undefined, game: string): string[] {
  const l = r.list('survivors');
  if (!l) return all.map((s) => s.name);
  const out: string[] = [];
  for (const name of l.items) {
    const def = byName(name);
    if (def) out.push(def.name);
    else r.fail(l.line, `survivors: "${name}" is not a ${game} Survivor (${all.map((s) => s.name).join(', ')}).`);
  }
  return out;
}

export function readThresholds(r: Reader): [number, number, number] {
  const v = r.header.get('xp-thresholds');
  if (!v) return [7, 19, 43];
  const parts = v.value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 1) || !(parts[0]! < parts[1]! && parts[1]! < parts[2]!)) {
    r.fail(v.line, `xp-thresholds must be three increasing whole numbers (Yellow, Orange, Red), e.g. "7, 19, 43".`);
    return [7, 19, 43];
  }
  return parts as [number, number, number];
}

function tilesOfZones(map: MapDef): number[][] {
  return map.zones.map((z) => [...new Set(z.cells.map((c) => tileOfCell(map, c)))]);
}
