/**
 * Reading a mission's header (every Zombicide game): the identity keys, `--rule` overrides, victory steps,
 * card numbers, survivor names, XP thresholds; problems are collected with their line, not thrown one by one.
 */
import { basename, dirname } from 'node:path';
import type { HeaderValue, MapDef, ParsedZmap, ZoneGraph } from '../../core/map.ts';
import { buildZoneGraph } from '../../core/zones.ts';
import { UserError, fileError } from '../../core/errors.ts';
import { closest } from '../../core/suggest.ts';
import type { Problem } from '../types.ts';
import { LEVEL_NAMES } from './state.ts';
import type { SurvivorDef } from './survivors.ts';

/** The header keys every mission has (both rule systems). */
export interface MissionIdentity {
  id: string;
  name: string;
  file: string;
  fidelity: string;
  difficulty: string | null;
  note: string;
}

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

/** The mission, or its first problem thrown as a UserError (a `--rule` value is reported as the flag's). */
export function firstProblemThrown<M>({ mission, problems }: { mission: M; problems: Problem[] }): M {
  const first = problems[0];
  if (first) throw first.line === 0 ? new UserError(`--rule ${first.message}`) : fileError(first.file, first.line, first.message);
  return mission;
}

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

/**
 * `closed-door-split`: when zombies that see nobody and have no open path split over equally short ways (as if every
 * door were open), does a way through a closed door count? `count` (the default): it gets its share of the group and
 * its balancing miniatures, and that share stops at the door; `ignore`: the group splits over the ways it can take
 * only. The rulebooks do not say (docs/rules-coverage.md, "Zombies' Phase").
 */
export function readClosedDoorSplit(r: Reader): boolean {
  return r.choice('closed-door-split', ['count', 'ignore'], 'count') === 'count';
}

/** Header keys that describe the map itself: read with the grid, before any rule, so `--rule` cannot change them. */
const MAP_KEYS = ['tiles', 'size', 'tile-size'];
