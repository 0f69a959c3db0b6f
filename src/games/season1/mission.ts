/**
 * Season 1 mission files: a zmap map (src/core/zmap.ts) plus the Season 1 header keys
 * documented in docs/missions.md ("Season 1 mission keys").
 */
import { basename, dirname } from 'node:path';
import type { HeaderValue, MapDef, ZoneGraph } from '../../core/map.ts';
import { UserError, fileError } from '../../core/errors.ts';
import type { Problem } from '../types.ts';
import { parseZmap, parseZmapFile } from '../../core/zmap.ts';
import type { ParsedZmap } from '../../core/map.ts';
import { buildZoneGraph } from '../../core/zones.ts';
import { type EquipDef, equipmentByName } from './data/equipment.ts';
import { ZOMBIE_CARDS } from './data/zombie-cards.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';

export interface S1Mission {
  id: string;
  name: string;
  file: string;
  fidelity: string;
  difficulty: string | null;
  note: string;
  map: MapDef;
  graph: ZoneGraph;
  /** Zombie card ids in the deck. */
  zombieDeck: number[];
  /** "standard": Fire Axe, Crowbar, Pistol and Pans dealt at setup; "none": nobody starts with a card. */
  startingEquipment: 'standard' | 'none';
  /** Cards put on top of the Equipment deck, first drawn first. */
  equipmentOnTop: EquipDef[];
  victory: 'objectives';
  objectiveXp: number;
  defaultLineup: string[];
  roundLimit: number;
  /** XP to reach Yellow, Orange, Red. */
  xpThresholds: [number, number, number];
  /** Tiles (3x3 blocks of cells, row-major) each zone lies on: manholes spawn only on tiles with a Survivor. */
  tilesOfZone: number[][];
}

const KNOWN_KEYS = new Set([
  'id', 'name', 'game', 'fidelity', 'note', 'tiles', 'size', 'zombie-deck', 'starting-equipment', 'equipment-on-top',
  'victory', 'objective-xp', 'survivors', 'round-limit', 'xp-thresholds', 'difficulty',
]);

export function loadS1Mission(file: string): S1Mission {
  return s1Mission(parseZmapFile(file));
}

/** Every problem found in a mission file (for now: the first one the loader meets). */
export function validateS1Mission(file: string): Problem[] {
  try {
    loadS1Mission(file);
    return [];
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    const m = /^(.*?):(\d+): (.*)$/s.exec(e.message);
    return [{ file, line: m ? Number(m[2]) : 0, message: m ? m[3]! : e.message }];
  }
}

/** A mission from text (tests, scenarios); `file` is used in error messages. */
export function s1MissionFromText(text: string, file: string): S1Mission {
  return s1Mission(parseZmap(text, file));
}

function s1Mission(parsed: ParsedZmap): S1Mission {
  const file = parsed.file;
  const h = parsed.header;
  for (const [key, v] of h) {
    if (!KNOWN_KEYS.has(key)) {
      throw fileError(file, v.line, `unknown header key "${key}" for a Season 1 mission (known keys: ${[...KNOWN_KEYS].join(', ')}).`);
    }
  }
  const game = h.get('game');
  if (!game || game.value !== 'season1') {
    throw fileError(file, game?.line ?? 1, `this file is not a Season 1 mission (expected "game: season1").`);
  }
  const map = parsed.map;
  const fallbackId = `season1/${basename(file).replace(/\.zmap$/, '')}`;
  const mission: S1Mission = {
    id: h.get('id')?.value ?? (basename(dirname(file)) === 'season1' ? fallbackId : file),
    name: h.get('name')?.value ?? basename(file),
    file,
    fidelity: h.get('fidelity')?.value ?? 'approximate',
    difficulty: h.get('difficulty')?.value ?? null,
    note: h.get('note')?.value ?? '',
    map,
    graph: buildZoneGraph(map),
    zombieDeck: parseDeck(file, h.get('zombie-deck')),
    startingEquipment: parseChoice(file, h.get('starting-equipment'), ['standard', 'none'], 'standard'),
    equipmentOnTop: parseCards(file, h.get('equipment-on-top')),
    victory: parseChoice(file, h.get('victory'), ['objectives'], 'objectives'),
    objectiveXp: parseInteger(file, h.get('objective-xp'), 0, 0, 100),
    defaultLineup: parseLineup(file, h.get('survivors')),
    roundLimit: parseInteger(file, h.get('round-limit'), 60, 1, 10_000),
    xpThresholds: parseThresholds(file, h.get('xp-thresholds')),
    tilesOfZone: tilesOfZones(map),
  };
  if (map.tokens.start.length === 0) throw fileError(file, 1, 'the map has no "start" token (the Player Starting Zone).');
  if (mission.victory === 'objectives' && map.tokens.objectives.length === 0) {
    throw fileError(file, h.get('victory')?.line ?? 1, 'victory is "objectives" but the map has no objective token.');
  }
  if (map.tokens.spawns.length === 0) throw fileError(file, 1, 'the map has no "spawn" token.');
  return mission;
}

function parseChoice<T extends string>(file: string, v: HeaderValue | undefined, allowed: readonly T[], fallback: T): T {
  if (!v) return fallback;
  if ((allowed as readonly string[]).includes(v.value)) return v.value as T;
  throw fileError(file, v.line, `"${v.value}" is not allowed here; use one of: ${allowed.join(', ')}.`);
}

function parseInteger(file: string, v: HeaderValue | undefined, fallback: number, min: number, max: number): number {
  if (!v) return fallback;
  const n = Number(v.value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw fileError(file, v.line, `"${v.value}" is not a whole number from ${min} to ${max}.`);
  }
  return n;
}

function parseDeck(file: string, v: HeaderValue | undefined): number[] {
  if (!v) return ZOMBIE_CARDS.map((c) => c.id);
  const ids: number[] = [];
  for (const part of v.value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    const lo = m ? Number(m[1]) : NaN;
    const hi = m ? Number(m[2] ?? m[1]) : NaN;
    if (!m || lo < 1 || hi > ZOMBIE_CARDS.length || lo > hi) {
      throw fileError(file, v.line, `zombie-deck entry "${part}" is not a card number or range within 1-${ZOMBIE_CARDS.length}.`);
    }
    for (let i = lo; i <= hi; i++) ids.push(i);
  }
  if (ids.length === 0) throw fileError(file, v.line, 'zombie-deck is empty.');
  return ids;
}

function parseCards(file: string, v: HeaderValue | undefined): EquipDef[] {
  if (!v) return [];
  return v.value.split(',').map((p) => p.trim()).filter(Boolean).map((name) => {
    const def = equipmentByName(name);
    if (!def) throw fileError(file, v.line, `"${name}" is not a Season 1 Equipment card.`);
    return def;
  });
}

function parseLineup(file: string, v: HeaderValue | undefined): string[] {
  if (!v) return SURVIVORS.map((s) => s.name);
  return v.value.split(',').map((p) => p.trim()).filter(Boolean).map((name) => {
    const def = survivorByName(name);
    if (!def) throw fileError(file, v.line, `"${name}" is not a Season 1 Survivor (${SURVIVORS.map((s) => s.name).join(', ')}).`);
    return def.name;
  });
}

function parseThresholds(file: string, v: HeaderValue | undefined): [number, number, number] {
  if (!v) return [7, 19, 43];
  const parts = v.value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 1) || !(parts[0]! < parts[1]! && parts[1]! < parts[2]!)) {
    throw fileError(file, v.line, `xp-thresholds must be three increasing whole numbers (Yellow, Orange, Red), e.g. "7, 19, 43".`);
  }
  return parts as [number, number, number];
}

function tilesOfZones(map: MapDef): number[][] {
  const tileCols = Math.ceil(map.cols / 3);
  return map.zones.map((z) => {
    const tiles: number[] = [];
    for (const cell of z.cells) {
      const r = Math.floor(cell / map.cols);
      const c = cell % map.cols;
      const t = Math.floor(r / 3) * tileCols + Math.floor(c / 3);
      if (!tiles.includes(t)) tiles.push(t);
    }
    return tiles;
  });
}
