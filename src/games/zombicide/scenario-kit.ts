/**
 * What every game's scenario files (docs/scenarios.md) share: splitting the scenario sections off the zmap,
 * reading `key=value` Survivor lines and the common sections (noise, doors-open, card numbers, dice, choices, step),
 * scripting the dice and the decisions, matching an action by its name, and laying out the text report.
 * Each game (src/games/<game>/scenario.ts) adds its own positions, names and report on top.
 */
import { UserError, fileError } from '../../core/errors.ts';
import type { GraphView, MapDef, ZoneGraph } from '../../core/map.ts';
import type { Decision, Logger } from '../types.ts';
import { GameOver, StrategyError } from './decide.ts';
import { LEVEL_NAMES } from './state.ts';

export type Fail = (line: number, what: string) => never;

/** A `fail` that throws `file:line: what`. */
export function failIn(file: string): Fail {
  return (line, what) => {
    throw fileError(file, line, what);
  };
}

export interface Item {
  line: number;
  text: string;
}

export interface Block<K extends string = string> {
  key: K;
  line: number;
  /** The value on the key's own line ('' if none). */
  inline: string;
  /** The lines below the key, up to the next `key:` line. */
  items: Item[];
}

/** The zmap parser's `key: value` / `section:` line. */
const KEY_LINE = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/;

/**
 * Split the scenario sections (`keys`) off a file: the rest (the same number of lines, so the zmap parser's line
 * numbers stay right) is the mission.
 */
export function splitSections<K extends string>(text: string, file: string, keys: readonly K[]): { zmap: string; blocks: Map<K, Block<K>> } {
  const out: string[] = [];
  const blocks = new Map<K, Block<K>>();
  const isKey = (k: string): k is K => (keys as readonly string[]).includes(k);
  let cur: Block<K> | null = null;
  text.split(/\r?\n/).forEach((line, i) => {
    const no = i + 1;
    const hash = line.indexOf('#');
    const t = (hash < 0 ? line : line.slice(0, hash)).trim();
    const kv = KEY_LINE.exec(t);
    if (kv) {
      const key = kv[1]!;
      if (isKey(key)) {
        const prev = blocks.get(key);
        if (prev) throw fileError(file, no, `"${key}:" appears twice (first on line ${prev.line}); give each scenario section once.`);
        cur = { key, line: no, inline: (kv[2] ?? '').trim(), items: [] };
        blocks.set(key, cur);
        out.push('');
        return;
      }
      cur = null;
    } else if (cur && t !== '') {
      cur.items.push({ line: no, text: t });
      out.push('');
      return;
    }
    out.push(line);
  });
  return { zmap: out.join('\n'), blocks };
}

/** The lines of a section: the inline value first, then the lines below. */
export function blockLines(b: Block | undefined): Item[] {
  if (!b) return [];
  return b.inline ? [{ line: b.line, text: b.inline }, ...b.items] : b.items;
}

/** Items of a section: its lines, each split by `sep`. */
export function sectionItems(b: Block | undefined, sep: RegExp): Item[] {
  return blockLines(b).flatMap((l) => l.text.split(sep).map((p) => p.trim()).filter(Boolean).map((p) => ({ line: l.line, text: p })));
}

/** A zone by label, or a failure listing the zones. */
export function zoneFinder(graph: ZoneGraph, map: MapDef, fail: Fail): (label: string, line: number, what: string) => number {
  return (label, line, what) => {
    const z = graph.zoneByLabel(label);
    if (z < 0) fail(line, `${what}: there is no zone "${label}" in the grid (zones: ${map.zones.map((x) => x.label).join(', ')}).`);
    return z;
  };
}

export type ZoneAt = ReturnType<typeof zoneFinder>;

// ---------------------------------------------------------------------------------------------
// Survivor lines
// ---------------------------------------------------------------------------------------------

/** `key=value`, `key="a value"`, or a bare word; the first word is the name. */
export function words(text: string, line: number, fail: Fail): { key: string | null; value: string }[] {
  const out: { key: string | null; value: string }[] = [];
  const re = /\s*(?:([A-Za-z-]+)=(?:"([^"]*)"|([^\s"]*))|"([^"]*)"|([^\s"=]+))\s*/y;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m || re.lastIndex === at || (m[1] !== undefined && text[re.lastIndex] === '"')) {
      const rest = text.slice(at).trim();
      fail(line, rest.includes('"') ? `a quote is not closed in: ${rest}` : `cannot read "${rest}": write key=value, or key="a value" with spaces.`);
    }
    at = re.lastIndex;
    if (m![1] !== undefined) out.push({ key: m![1], value: m![2] ?? m![3] ?? '' });
    else out.push({ key: null, value: m![4] ?? m![5]! });
  }
  return out;
}

export interface SurvivorLineRules<D extends { name: string }> {
  /** The game's name in messages ("Season 1"). */
  game: string;
  byName: (name: string) => D | undefined;
  all: readonly D[];
  /** A Survivor's name for the examples in messages. */
  example: string;
  keys: readonly string[];
  /** Bare words a line may hold ("dead", …). */
  flags: readonly string[];
}

/** What a Survivor line says: the Survivor, its `key=value` words (keys lower-cased) and its bare words. */
export interface SurvivorLine<D> {
  line: number;
  def: D;
  name: string;
  seen: Map<string, string>;
  flags: Set<string>;
  /** A whole number of `key`, checked to lie in [min, max]. */
  whole(key: string, min: number, max: number): number | undefined;
  /** A comma-separated list of `key` (empty parts dropped), or undefined. */
  list(key: string): string[] | undefined;
}

export function readSurvivorLine<D extends { name: string }>(item: Item, rules: SurvivorLineRules<D>, fail: Fail, zoneAt: ZoneAt): SurvivorLine<D> {
  const line = item.line;
  const [first, ...rest] = words(item.text, line, fail);
  const def = first && first.key === null ? rules.byName(first.value) : undefined;
  if (!def) fail(line, `"${first?.key === null ? first.value : item.text}" is not a ${rules.game} Survivor (${rules.all.map((s) => s.name).join(', ')}); a line starts with the name, e.g. "${rules.example} zone=b".`);
  const name = def!.name;
  const seen = new Map<string, string>();
  const flags = new Set<string>();
  const flagWords = rules.flags.length === 1 ? `the word "${rules.flags[0]}"` : `the words ${rules.flags.map((f) => `"${f}"`).join(', ')}`;
  for (const w of rest) {
    if (w.key === null) {
      const flag = rules.flags.find((f) => f === w.value.toLowerCase());
      if (flag) flags.add(flag);
      else fail(line, `${name}: "${w.value}" is not understood; write key=value (keys: ${rules.keys.join(', ')}) or ${flagWords}.`);
      continue;
    }
    const key = w.key.toLowerCase();
    if (!rules.keys.includes(key)) fail(line, `${name}: unknown key "${w.key}" (keys: ${rules.keys.join(', ')}).`);
    if (seen.has(key)) fail(line, `${name}: "${key}=" is given twice.`);
    seen.set(key, w.value);
  }
  const zoneLabel = seen.get('zone');
  if (zoneLabel === undefined) fail(line, `${name}: say where the Survivor stands with zone=<label>.`);
  zoneAt(zoneLabel!, line, name);
  return {
    line, def: def!, name, seen, flags,
    whole(key, min, max) {
      const v = seen.get(key);
      if (v === undefined) return undefined;
      if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) fail(line, `${name}: ${key}=${v} must be a whole number from ${min} to ${max}.`);
      return Number(v);
    },
    list(key) {
      const v = seen.get(key);
      return v === undefined ? undefined : v.split(',').map((p) => p.trim());
    },
  };
}

/** What every game reads of a Survivor line: `dead`, `xp=`, the level, `actions=`, and the Skills (Yellow's from Yellow on, plus `skills=`). */
export function survivorBasics(
  sl: SurvivorLine<{ yellow: readonly string[] }>, thresholds: readonly number[], known: readonly string[], game: string, fail: Fail,
): { dead: boolean; xp: number; level: number; actions: number | undefined; skills: string[] } {
  const dead = sl.flags.has('dead');
  const xp = sl.whole('xp', 0, 1000) ?? 0;
  const level = readLevel(sl, xp, thresholds, LEVEL_NAMES, fail);
  const actions = sl.whole('actions', 0, 20);
  const skills: string[] = level >= 1 ? [...sl.def.yellow] : [];
  skills.push(...readSkills(sl, known, game, fail));
  return { dead, xp, level, actions, skills };
}

/** A card by name, or a failure listing the game's cards. */
export function cardFinder<D extends { name: string }>(byName: (name: string) => D | undefined, all: readonly D[], game: string) {
  return (name: string, line: number, what: string, fail: Fail): D => {
    const def = byName(name);
    if (!def) fail(line, `${what}: "${name}" is not a ${game} Equipment card (${all.map((e) => e.name).join(', ')}).`);
    return def!;
  };
}

/** `level=` (Blue…Red or 0-3), else the level `xp` reaches with these thresholds. */
export function readLevel(sl: SurvivorLine<unknown>, xp: number, thresholds: readonly number[], names: readonly string[], fail: Fail): number {
  const lv = sl.seen.get('level');
  if (lv === undefined) {
    let level = 0;
    while (level < 3 && xp >= thresholds[level]!) level++;
    return level;
  }
  const level = /^[0-3]$/.test(lv) ? Number(lv) : names.findIndex((n) => n.toLowerCase() === lv.toLowerCase());
  if (level < 0) fail(sl.line, `${sl.name}: level=${lv} must be Blue, Yellow, Orange or Red (or 0-3).`);
  return level;
}

/** `skills=`: each one of `known` (matched without regard to case), or a failure listing them. */
export function readSkills(sl: SurvivorLine<unknown>, known: readonly string[], game: string, fail: Fail): string[] {
  const out: string[] = [];
  for (const k of (sl.seen.get('skills') ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const skill = known.find((x) => x.toLowerCase() === k.toLowerCase());
    if (!skill) fail(sl.line, `${sl.name}: "${k}" is not a ${game} Skill (${known.join('; ')}).`);
    out.push(skill!);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The common sections
// ---------------------------------------------------------------------------------------------

export interface Noise {
  zone: number;
  count: number;
}

export function readNoise(b: Block | undefined, zoneAt: ZoneAt, fail: Fail): Noise[] {
  return sectionItems(b, /,/).map((it) => {
    const m = /^(\S+)(?:\s+(\d+))?$/.exec(it.text);
    if (!m) fail(it.line, `noise: "${it.text}" should be a zone and a count of Noise tokens, e.g. "b 2".`);
    const count = Number(m![2] ?? 1);
    if (count < 1) fail(it.line, `noise: the count in "${it.text}" must be 1 or more.`);
    return { zone: zoneAt(m![1]!, it.line, 'noise'), count };
  });
}

/** `doors-open: b-C, D-e`: door ids. */
export function readDoorsOpen(b: Block | undefined, map: MapDef, zoneAt: ZoneAt, fail: Fail): number[] {
  const zones = map.zones;
  const out: number[] = [];
  for (const it of sectionItems(b, /[,\s]+/)) {
    const m = /^([A-Za-z][A-Za-z0-9_]*!?)-([A-Za-z][A-Za-z0-9_]*!?)$/.exec(it.text);
    if (!m) fail(it.line, `doors-open: "${it.text}" should name a door by its two zones, e.g. "b-C".`);
    const a = zoneAt(m![1]!, it.line, 'doors-open');
    const c = zoneAt(m![2]!, it.line, 'doors-open');
    const found = map.doors.filter((d) => (d.a === a && d.b === c) || (d.a === c && d.b === a));
    if (found.length === 0) {
      const all = map.doors.map((d) => `${zones[d.a]!.label}-${zones[d.b]!.label}`);
      fail(it.line, `doors-open: there is no door between ${zones[a]!.label} and ${zones[c]!.label} (doors: ${all.join(', ') || 'none'}).`);
    }
    for (const d of found) out.push(d.id);
  }
  return out;
}

/** `next-zombie-cards: 1, 41`: card numbers from 1 to `count`. */
export function readZombieCards(b: Block | undefined, count: number, fail: Fail): number[] {
  return sectionItems(b, /[,\s]+/).map((it) => {
    const n = Number(it.text);
    if (!/^\d+$/.test(it.text) || n < 1 || n > count) fail(it.line, `next-zombie-cards: "${it.text}" is not a Zombie card number (1-${count}).`);
    return n;
  });
}

export interface Dice {
  faces: number[];
  line: number;
}

export function readDice(b: Block | undefined, fail: Fail): Dice | null {
  if (!b) return null;
  const faces = sectionItems(b, /[,\s]+/).map((it) => {
    if (!/^[1-6]$/.test(it.text)) fail(it.line, `dice: "${it.text}" is not a die face (1 to 6).`);
    return Number(it.text);
  });
  return { faces, line: b.line };
}

export interface ChoiceAnswer {
  answer: string;
  line: number;
}

/** `choices:`: answers by decision kind, in the order they are used. */
export function readChoices(b: Block | undefined, kinds: readonly string[], example: string, fail: Fail): Map<string, ChoiceAnswer[]> {
  const choices = new Map<string, ChoiceAnswer[]>();
  for (const it of blockLines(b)) {
    const m = /^([a-z][a-z-]*)\s*=\s*(.+)$/.exec(it.text);
    if (!m) fail(it.line, `choices: "${it.text}" should be "<decision kind> = <answer>[, <answer>…]", e.g. "${example}" (kinds: ${kinds.join(', ')}).`);
    const list = choices.get(m![1]!) ?? [];
    for (const answer of m![2]!.split(',').map((p) => p.trim())) {
      if (!answer) fail(it.line, `choices: an empty answer in "${it.text}".`);
      list.push({ answer, line: it.line });
    }
    choices.set(m![1]!, list);
  }
  return choices;
}

/** The required `survivors:` section's lines (one Survivor each, at most `max`). */
export function survivorItems(b: Block | undefined, max: number, game: string, example: string, fail: Fail): Item[] {
  if (!b) fail(1, `a scenario needs a "survivors:" section with one Survivor per line, e.g. "${example}".`);
  if (b!.inline) fail(b!.line, `survivors: put one Survivor per line below "survivors:" (e.g. "  ${example.split(' ').slice(0, 3).join(' ')}"), not on the same line.`);
  if (b!.items.length === 0) fail(b!.line, `survivors: the section is empty; add one line per Survivor, e.g. "${example.split(' ').slice(0, 2).join(' ')}".`);
  if (b!.items.length > max) fail(b!.items[max]!.line, `survivors: ${game} has six Survivors at most.`);
  return b!.items;
}

/** The required `step:` line: its text and line. */
export function stepLine(b: Block | undefined, forms: string, fail: Fail): Item {
  if (!b) fail(1, `a scenario needs a "step:" line: ${forms}.`);
  if (b!.items.length > 0) fail(b!.items[0]!.line, 'step: a scenario plays one step only; write it on the "step:" line.');
  return { line: b!.line, text: b!.inline };
}

export type ParsedStep<T> = T & { text: string; line: number };

/** A step as a game plays it: `activate` as a bit set of zombie types (bit `1 << type`). */
export type PlayedStep<Type> =
  | { kind: 'action'; survivor: string; action: string }
  | { kind: 'zombies' }
  | { kind: 'spawn' }
  | { kind: 'activate'; mask: number }
  | { kind: 'extra-activation'; type: Type };

/** The `step:` line: `action <Survivor> <action>`, `zombies`, `spawn`, `activate <type|all>`, `extra-activation <type>`. */
export function readCommonStep<Type extends number, D extends { name: string }>(
  step: Item, typeWords: Readonly<Record<string, Type>>, survivors: readonly { name: string }[],
  rules: { game: string; byName: (name: string) => D | undefined; example: string }, fail: Fail,
): ParsedStep<PlayedStep<Type>> {
  const { text, line } = step;
  const [verb = '', ...rest] = text.split(/\s+/).filter(Boolean);
  const names = [...new Set(Object.values(typeWords).map((t) => Object.keys(typeWords).find((w) => typeWords[w] === t)!))];
  const forms = `action <Survivor> <action>, zombies, spawn, activate <${names.join('|')}|all>, extra-activation <type>`;
  const type = (word: string | undefined, all: boolean): Type => {
    const t = typeWords[(word ?? '').toLowerCase()];
    if (t === undefined) fail(line, `step: "${word ?? ''}" is not a zombie type (${names.join(', ')}${all ? ', all' : ''}).`);
    return t!;
  };
  const noArgs = () => {
    if (rest.length) fail(line, `step: "${verb}" takes nothing after it.`);
  };
  switch (verb) {
    case 'action': {
      const [who, ...desc] = rest;
      const def = who ? rules.byName(who) : undefined;
      if (!def) fail(line, `step: "${who ?? ''}" is not a ${rules.game} Survivor; write "action <Survivor> <action>", e.g. "action ${rules.example} move c".`);
      if (!survivors.some((s) => s.name === def!.name)) fail(line, `step: ${def!.name} is not in the "survivors:" section (${survivors.map((s) => s.name).join(', ')}).`);
      if (desc.length === 0) fail(line, `step: say which action ${def!.name} takes, e.g. "action ${def!.name} move c".`);
      return { kind: 'action', survivor: def!.name, action: desc.join(' '), text, line };
    }
    case 'zombies':
      noArgs();
      return { kind: 'zombies', text, line };
    case 'spawn':
      noArgs();
      return { kind: 'spawn', text, line };
    case 'activate': {
      if (rest.length !== 1) fail(line, `step: write "activate <${names.join('|')}|all>".`);
      const mask = rest[0]!.toLowerCase() === 'all' ? (1 << names.length) - 1 : 1 << type(rest[0], true);
      return { kind: 'activate', mask, text, line };
    }
    case 'extra-activation':
      if (rest.length !== 1) fail(line, `step: write "extra-activation <${names.join('|')}>".`);
      return { kind: 'extra-activation', type: type(rest[0], false), text, line };
    default:
      return fail(line, `step: "${text}" is not a step; use one of: ${forms}.`);
  }
}

/** What every game's scenario holds (docs/scenarios.md). */
export interface CommonScenario<M, Sv, D, Type> {
  file: string;
  mission: M;
  survivors: Sv[];
  noise: Noise[];
  doorsOpen: number[];
  nextZombieCards: number[];
  nextEquipment: D[];
  dice: Dice | null;
  /** Answers by decision kind, in the order they are used. */
  choices: Map<string, ChoiceAnswer[]>;
  step: ParsedStep<PlayedStep<Type>>;
}

/** How a game reads its scenario files: its sections, mission, Survivors, cards and words. */
export interface ScenarioFormat<K extends string, M, Sv, SD extends { name: string }, D, Type> {
  keys: readonly K[];
  game: string;
  mission(zmap: string, file: string): M & { graph: ZoneGraph; map: MapDef };
  survivorLines: SurvivorLineRules<SD>;
  /** A Survivor line for the examples in messages. */
  survivorExample: string;
  survivor(sl: SurvivorLine<SD>, mission: M, fail: Fail): Sv;
  zombieCards: number;
  card(name: string, line: number, what: string, fail: Fail): D;
  knownKinds: readonly string[];
  choiceExample: string;
  typeWords: Readonly<Record<string, Type>>;
  stepForms: string;
  /** A Survivor's name for the step's examples. */
  stepExample: string;
}

/** Read the sections every game shares, in order (the mission, survivors, noise, doors, cards, dice, choices, step). */
export function readScenario<K extends string, M, Sv extends { name: string; line: number }, SD extends { name: string }, D, Type extends number>(
  text: string, file: string, f: ScenarioFormat<K, M, Sv, SD, D, Type>,
): { sc: CommonScenario<M, Sv, D, Type>; blocks: Map<K, Block<K>>; fail: Fail; zoneAt: ZoneAt } {
  const fail = failIn(file);
  const { zmap, blocks } = splitSections<K>(text, file, f.keys);
  const mission = f.mission(zmap, file);
  const zoneAt = zoneFinder(mission.graph, mission.map, fail);
  const block = (k: string): Block | undefined => blocks.get(k as K);

  const survivors: Sv[] = [];
  for (const item of survivorItems(block('survivors'), 6, f.game, f.survivorExample, fail)) {
    const s = f.survivor(readSurvivorLine(item, f.survivorLines, fail, zoneAt), mission, fail);
    const twice = survivors.find((o) => o.name === s.name);
    if (twice) fail(item.line, `${s.name} is listed twice (first on line ${twice.line}).`);
    survivors.push(s);
  }
  const noise = readNoise(block('noise'), zoneAt, fail);
  const doorsOpen = readDoorsOpen(block('doors-open'), mission.map, zoneAt, fail);
  const nextZombieCards = readZombieCards(block('next-zombie-cards'), f.zombieCards, fail);
  const nextEquipment = sectionItems(block('next-equipment'), /,/).map((it) => f.card(it.text, it.line, 'next-equipment', fail));
  const dice = readDice(block('dice'), fail);
  const choices = readChoices(block('choices'), f.knownKinds, f.choiceExample, fail);
  const step = readCommonStep(stepLine(block('step'), f.stepForms, fail), f.typeWords, survivors, { game: f.game, byName: f.survivorLines.byName, example: f.stepExample }, fail);
  return { sc: { file, mission, survivors, noise, doorsOpen, nextZombieCards, nextEquipment, dice, choices, step }, blocks, fail, zoneAt };
}

/**
 * A Survivor's cards by slot from `cards=` (every slot in order) or from the `groups` (`hands=`, …, each of at most
 * `size` cards; the last one unbounded), trailing empty slots dropped. `read` turns a word into a card ('-': empty).
 */
export function readSlots<T>(
  sl: SurvivorLine<unknown>, read: (word: string, key: string) => T, groups: readonly { key: string; size: number; tooMany: string }[],
  notBoth: string, fail: Fail,
): (T | null)[] {
  const list = (key: string): (T | null)[] | undefined => sl.list(key)?.map((p) => (p === '-' || p === '' ? null : read(p, key)));
  const cards = list('cards');
  const parts = groups.map((g) => list(g.key));
  if (cards && parts.some((p) => p !== undefined)) fail(sl.line, `${sl.name}: ${notBoth}`);
  let slots: (T | null)[] = [];
  if (cards) slots = cards;
  else {
    groups.forEach((g, i) => {
      const part = parts[i] ?? [];
      if (part.length > g.size) fail(sl.line, `${sl.name}: ${g.tooMany}`);
      slots.push(...(i < groups.length - 1 ? Array.from({ length: g.size }, (_, k) => part[k] ?? null) : part));
    });
  }
  while (slots.length > 0 && slots[slots.length - 1] === null) slots.pop();
  return slots;
}

// ---------------------------------------------------------------------------------------------
// Playing the step
// ---------------------------------------------------------------------------------------------

export const norm = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Dice that roll the given faces in order; one more roll calls `exhausted` (default: throws). */
export function scriptDice(g: { rng: { dice: () => number } }, faces: readonly number[], exhausted: () => never = noMoreDice): void {
  let i = 0;
  g.rng.dice = () => {
    if (i >= faces.length) exhausted();
    return (faces[i++]! - 1) / 6 + 0.01;
  };
}

function noMoreDice(): never {
  throw new Error('scenario ran out of scripted dice');
}

/** Put these Zombie cards on top of the deck (first drawn first), taking them out of the deck where they are. */
export function topZombieCards(g: { decks: { zombie: number[] } }, ids: readonly number[]): void {
  const deck = g.decks.zombie;
  for (let i = ids.length - 1; i >= 0; i--) {
    const at = deck.indexOf(ids[i]!);
    if (at >= 0) deck.splice(at, 1);
    deck.push(ids[i]!);
  }
}

/** Put these Equipment cards on top of the deck (first drawn first), from the deck where it holds them, else fresh copies. */
export function topEquipment<D, C extends { uid: number; def: D; loaded: boolean }>(g: { decks: { equipment: C[] }; nextUid: number }, defs: readonly D[]): void {
  const deck = g.decks.equipment;
  for (let i = defs.length - 1; i >= 0; i--) {
    const at = deck.findIndex((c) => c.def === defs[i]);
    deck.push(at >= 0 ? deck.splice(at, 1)[0]! : ({ uid: g.nextUid++, def: defs[i]!, loaded: true } as C));
  }
}

/** Run a rules step; a game ending inside it is returned instead of thrown. */
export function playStep(fn: () => void): GameOver | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof GameOver) return e;
    throw e;
  }
}

/**
 * The scripted side of a scenario: answers decisions from `choices:`, runs out of dice with an error naming the
 * `dice:` line, and reports a mistake found deep inside the rules (where a strategy error would wrap it) as itself.
 */
export class Script<View extends { survivors: readonly { name: string }[] }> {
  private pending: UserError | null = null;
  private readonly asked = new Set<string>();
  private readonly used = new Map<string, number>();

  constructor(
    readonly file: string,
    readonly choices: Map<string, ChoiceAnswer[]>,
    private readonly optionName: (view: View, d: Decision, o: unknown) => string,
  ) {}

  /** Throw `e`, remembering it for `run`. */
  raise(e: UserError): never {
    this.pending = e;
    throw e;
  }

  readonly choose = (view: View, d: Decision): number => {
    this.asked.add(d.kind);
    const answers = this.choices.get(d.kind);
    const k = this.used.get(d.kind) ?? 0;
    if (!answers || k >= answers.length) return 0;
    this.used.set(d.kind, k + 1);
    const { answer, line } = answers[k]!;
    const names = d.options.map((o) => this.optionName(view, d, o));
    const index = /^#\d+$/.test(answer) ? Number(answer.slice(1)) - 1 : names.findIndex((n) => norm(n) === norm(answer));
    if (index >= 0 && index < names.length) return index;
    const who = d.survivor >= 0 ? ` of ${view.survivors[d.survivor]!.name}` : '';
    return this.raise(fileError(this.file, line, `choices: "${answer}" is not an option of the ${d.kind} decision${who} (answer ${k + 1} for this kind); the options are: ${names.map((n, i) => `#${i + 1} ${n}`).join('; ')}.`));
  };

  /** Script the game's dice from the `dice:` section (an error naming it, or the step, when they run out). */
  dice(g: { rng: { dice: () => number } }, dice: Dice | null, stepLine: number): void {
    if (dice) {
      const { faces, line } = dice;
      scriptDice(g, faces, () => this.raise(fileError(this.file, line, `the step rolled more dice than the ${faces.length} listed on this "dice:" line; add the faces of the next rolls.`)));
    } else {
      scriptDice(g, [], () => this.raise(fileError(this.file, stepLine, 'the step rolls dice but the scenario has no "dice:" line; add one with the faces to roll in order, e.g. "dice: 5 6 1".')));
    }
  }

  /** Play the step; then every `choices:` kind must be a known kind or have come up. */
  run(fn: () => void, knownKinds: readonly string[]): GameOver | null {
    let over: GameOver | null;
    try {
      over = playStep(fn);
    } catch (e) {
      if (this.pending) throw this.pending;
      if (e instanceof StrategyError) throw new Error(e.message);
      throw e;
    }
    for (const [kind, answers] of this.choices) {
      if (!knownKinds.includes(kind) && !this.asked.has(kind)) {
        throw fileError(this.file, answers[0]!.line, `choices: no "${kind}" decision came up during the step; the kinds are: ${knownKinds.join(', ')}.`);
      }
    }
    return over;
  }
}

/** Doors opened earlier in the game (`doors-open:`): open, unlocked, and their buildings already spawned. */
export function openDoorsBefore(
  g: { graph: ZoneGraph; view: GraphView; doorOpen: Uint8Array; doorLocked: Uint8Array; buildingOpened: Uint8Array }, doors: readonly number[],
): void {
  if (doors.length === 0) return;
  for (const d of doors) {
    const door = g.graph.map.doors[d]!;
    g.doorOpen[d] = 1;
    g.doorLocked[d] = 0;
    const b = Math.max(g.graph.building[door.a]!, g.graph.building[door.b]!);
    if (b >= 0) g.buildingOpened[b] = 1;
  }
  g.view = g.graph.view(g.doorOpen);
}

/** What a game gives `playOn`: its rule functions. */
export interface ScenarioRules<G, S, A, Type> {
  startTurn(s: S): void;
  /** Why the Survivor cannot act ("dead", "off the board"), or null. */
  cannotAct(s: S): string | null;
  legalActions(g: G, s: S): A[];
  /** The action's names, the canonical one first. */
  actionNames(g: G, a: A): string[];
  performAction(g: G, s: S, a: A): void;
  zombiesPhase(g: G): void;
  spawnStep(g: G): void;
  activate(g: G, mask: number, depth: number): void;
  extraActivation(g: G, type: Type, depth: number): void;
  /** Decision kinds the engine asks (a `choices:` kind outside them must come up in the step). */
  knownKinds: readonly string[];
}

/** The game a scenario plays on, as far as `playOn` touches it. */
export interface ScenarioGame<S, C> {
  survivors: S[];
  graph: ZoneGraph;
  view: GraphView;
  doorOpen: Uint8Array;
  doorLocked: Uint8Array;
  buildingOpened: Uint8Array;
  noise: Int32Array;
  decks: { zombie: number[]; equipment: C[] };
  nextUid: number;
  rng: { dice: () => number };
  log: Logger | undefined;
}

export interface ScenarioResult<G> {
  game: G;
  /** The step as played (for an action: its canonical name). */
  step: string;
  over: GameOver | null;
  log: string[];
}

/**
 * Play a scenario's step on the position `g` (set up with `script.choose`): a fresh turn for every living Survivor
 * (or the Actions the file gives), the round's Noise, the doors open before, the cards on top, `prepare` (the game's
 * own sections), the dice; then the step.
 */
export function playOn<
  G extends ScenarioGame<S, C>, S extends { name: string; alive: boolean; actions: number }, A, Type, D,
  C extends { uid: number; def: D; loaded: boolean },
>(
  g: G, sc: CommonScenario<unknown, { actions?: number }, D, Type>, script: Script<never>, rules: ScenarioRules<G, S, A, Type>,
  prepare: () => void = () => {},
): ScenarioResult<G> {
  sc.survivors.forEach((p, i) => {
    const s = g.survivors[i]!;
    if (!s.alive) return;
    rules.startTurn(s);
    if (p.actions !== undefined) s.actions = p.actions;
  });
  for (const n of sc.noise) g.noise[n.zone]! += n.count;
  openDoorsBefore(g, sc.doorsOpen);
  topZombieCards(g, sc.nextZombieCards);
  topEquipment<D, C>(g, sc.nextEquipment);
  prepare();
  script.dice(g, sc.dice, sc.step.line);
  const log: string[] = [];
  g.log = (line) => void log.push(line);

  const step = sc.step;
  let played = step.text.trim().replace(/\s+/g, ' ');
  let run: () => void;
  switch (step.kind) {
    case 'action': {
      const s = g.survivors.find((o) => o.name === step.survivor)!;
      const why = rules.cannotAct(s);
      if (why) throw fileError(sc.file, step.line, `step: ${s.name} is ${why} and cannot act.`);
      const a = matchAction(rules.legalActions(g, s), (x) => rules.actionNames(g, x), step.action, s.name, sc.file, step.line);
      played = `action ${s.name} ${rules.actionNames(g, a)[0]}`;
      run = () => rules.performAction(g, s, a);
      break;
    }
    case 'zombies':
      run = () => rules.zombiesPhase(g);
      break;
    case 'spawn':
      run = () => rules.spawnStep(g);
      break;
    case 'activate':
      run = () => rules.activate(g, step.mask, 0);
      break;
    case 'extra-activation':
      run = () => rules.extraActivation(g, step.type, 0);
      break;
  }
  const over = script.run(run, rules.knownKinds);
  return { game: g, step: played, over, log };
}

/** The one legal action whose names (`names(a)`, canonical first) include `text`, or an error listing the legal ones. */
export function matchAction<A>(legal: readonly A[], names: (a: A) => string[], text: string, who: string, file: string, line: number): A {
  const matches = legal.filter((a) => names(a).some((n) => norm(n) === norm(text)));
  if (matches.length === 1) return matches[0]!;
  const list = legal.map((a) => names(a)[0]).join('; ');
  throw fileError(
    file, line,
    matches.length === 0
      ? `step: "${text}" is not a legal action for ${who} here; the legal actions are: ${list}.`
      : `step: "${text}" matches ${matches.length} legal actions of ${who}; the legal actions are: ${list}.`,
  );
}

/** How a `place-card` option is named: `hand 1`, `backpack`, `discard`, `hand 1 discarding Pistol`, `hand 1 moving Pistol to backpack`. */
export function placementName(p: { slot: number; moveTo?: unknown; discards?: unknown }, slotName: (i: number) => string, cardAt: (i: number) => string | null): string {
  if (p.slot < 0) return 'discard';
  if (typeof p.moveTo === 'number' && p.moveTo >= 0) return `${slotName(p.slot)} moving ${cardAt(p.slot) ?? 'it'} to ${slotName(p.moveTo)}`;
  return p.discards ? `${slotName(p.slot)} discarding ${String(p.discards)}` : slotName(p.slot);
}

/** How a `trade-cards` option is named: `Pistol` (give it), `Pistol for Water` (swap) or `take Water` (for nothing); `done` ends the trade. */
export function tradeName(names: readonly [string | null, string | null]): string {
  const [give, take] = names;
  if (give === null) return `take ${take}`;
  return take ? `${give} for ${take}` : give;
}

/** Both names of a door action, one per side: `open-door a-B` and `open-door B-a`. */
export function doorActionNames(map: MapDef, type: string, door: number, label: (z: number) => string): string[] {
  const d = map.doors[door]!;
  return [`${type} ${label(d.a)}-${label(d.b)}`, `${type} ${label(d.b)}-${label(d.a)}`];
}

/** An attack's target zones as a step names them: `b`, or `b and c` (two zones at once). */
export function attackWhere(zone: number, zone2: number | undefined, label: (z: number) => string): string {
  return `${label(zone)}${zone2 !== undefined ? ` and ${label(zone2)}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Positions and the report
// ---------------------------------------------------------------------------------------------

/** The zone with this label (throws for an unknown one). */
export function zoneOf(g: { graph: ZoneGraph }, label: string): number {
  const z = g.graph.zoneByLabel(label);
  if (z < 0) throw new Error(`no zone ${label}`);
  return z;
}

/** Zombies in a zone as "2W 1F 2R" (types with a count only, in the order of `letters`, one per type). */
export function zombiesAt(g: { graph: ZoneGraph; zombies: Int32Array }, label: string, letters: string): string {
  const z = zoneOf(g, label);
  const parts: string[] = [];
  for (let t = 0; t < letters.length; t++) {
    const c = g.zombies[z * letters.length + t]!;
    if (c > 0) parts.push(`${c}${letters[t]}`);
  }
  return parts.join(' ');
}

/** Replace every zombie on the board: zone label -> "4W 1F 3R" (`letters` name the types); `placed` hears of each group. */
export function placeZombies(
  g: { graph: ZoneGraph; zombies: Int32Array; onBoard: Int32Array }, spec: Readonly<Record<string, string>>, letters: string,
  placed: (zone: number, type: number, count: number) => void = () => {},
): void {
  g.zombies.fill(0);
  g.onBoard.fill(0);
  for (const [label, text] of Object.entries(spec)) {
    for (const part of text.split(/\s+/).filter(Boolean)) {
      const t = letters.indexOf(part.slice(-1));
      const count = Number(part.slice(0, -1));
      if (t < 0 || !Number.isInteger(count)) throw new Error(`bad zombie count "${part}" (e.g. "4W 1F 3R")`);
      const z = zoneOf(g, label);
      g.zombies[z * letters.length + t]! += count;
      g.onBoard[t]! += count;
      placed(z, t, count);
    }
  }
}

/** A report's first fields: the file, the step as played (an action by its canonical name), the end of the game. */
export interface ReportHead {
  scenario: string;
  step: string;
  /** Set when the step ended the game. */
  gameOver: { outcome: 'win' | 'loss'; cause: string } | null;
}

/** A report's last fields: what the step did, and the engine's log lines of the step. */
export interface ReportCounts {
  zombiesKilled: number;
  zombiesSpawned: number;
  wounds: number;
  log: string[];
}

export function reportHead(file: string, r: ScenarioResult<unknown>): ReportHead {
  return { scenario: file, step: r.step, gameOver: r.over ? { outcome: r.over.outcome, cause: r.over.cause } : null };
}

export function reportCounts(stats: { killed: number; spawned: number; wounds: number }, log: string[]): ReportCounts {
  return { zombiesKilled: stats.killed, zombiesSpawned: stats.spawned, wounds: stats.wounds, log };
}

/** `Ruleset.scenario` from a game's four steps: load the file, play its step, report, and write the report as text. */
export function scenarioRunner<Sc, Res, Rep>(
  load: (file: string) => Sc, play: (sc: Sc) => Res, report: (sc: Sc, r: Res) => Rep, text: (rep: Rep) => string,
): (file: string) => { text: string; json: Rep } {
  return (file) => {
    const sc = load(file);
    const rep = report(sc, play(sc));
    return { text: text(rep), json: rep };
  };
}

/**
 * The zones that hold something, by label: zombies by type name, the Survivors on the board (`here`), the Noise
 * tokens, and the game's own `extra` fields (`any`: they hold something).
 */
export function reportZones<S extends { name: string; zone: number }, X extends object>(
  g: { graph: ZoneGraph; zombies: Int32Array; noise: Int32Array; survivors: readonly S[] }, names: readonly string[], here: (s: S) => boolean,
  extra: (zone: number) => { fields: X; any: boolean },
): Record<string, { zombies: Record<string, number>; survivors: string[]; noise: number } & X> {
  const out: Record<string, { zombies: Record<string, number>; survivors: string[]; noise: number } & X> = {};
  for (const z of g.graph.map.zones) {
    const zombies: Record<string, number> = {};
    for (let t = 0; t < names.length; t++) {
      const c = g.zombies[z.id * names.length + t]!;
      if (c > 0) zombies[names[t]!] = c;
    }
    const survivors = g.survivors.filter((s) => here(s) && s.zone === z.id).map((s) => s.name);
    const noise = g.noise[z.id]!;
    const { fields, any } = extra(z.id);
    if (Object.keys(zombies).length || survivors.length || noise || any) out[z.label] = { zombies, survivors, noise, ...fields };
  }
  return out;
}

/** A Survivor report's first fields. */
export function survivorHead<Z extends string | null>(s: { name: string; xp: number; level: number; wounds: number; alive: boolean }, zone: Z) {
  return { name: s.name, zone, xp: s.xp, level: LEVEL_NAMES[s.level]!, wounds: s.wounds, alive: s.alive };
}

// ---------------------------------------------------------------------------------------------
// The text report
// ---------------------------------------------------------------------------------------------

export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;

/** Zombie counts by type name as "2 walkers, 1 fatty". */
export function zombieText(zombies: Readonly<Record<string, number | undefined>>): string {
  return Object.entries(zombies).map(([t, c]) => plural(c!, t, t === 'fatty' ? 'fatties' : `${t}s`)).join(', ');
}

/** The report's head and its `zones` block: one line per zone, labels padded to one width. */
export function headAndZones(scenario: string, step: string, zones: readonly [string, string[]][]): string[] {
  const lines = [`scenario ${scenario}`, `step     ${step}`, '', 'zones'];
  const width = Math.max(0, ...zones.map(([l]) => l.length));
  for (const [label, parts] of zones) lines.push(`  ${label.padEnd(width)}  ${parts.join('; ')}`);
  if (zones.length === 0) lines.push('  (nothing on the board)');
  return lines;
}

/** A zone's text: its zombies, Survivors and Noise, then `more`. */
export function zoneText(z: { zombies: Readonly<Record<string, number | undefined>>; survivors: readonly string[]; noise: number }, more: string[]): string[] {
  const parts: string[] = [];
  const zs = zombieText(z.zombies);
  if (zs) parts.push(zs);
  if (z.survivors.length) parts.push(`survivors ${z.survivors.join(', ')}`);
  if (z.noise) parts.push(`noise ${z.noise}`);
  return [...parts, ...more];
}

/** The `survivors` block: one line each from `line` (given the name padded to the longest). */
export function survivorsText<R extends { name: string }>(rs: readonly R[], line: (r: R, name: string) => string): string[] {
  const nw = Math.max(...rs.map((s) => s.name.length));
  return ['survivors', ...rs.map((r) => line(r, r.name.padEnd(nw)))];
}

/** The report as text: the head, the zones (label and parts), the game's own `middle` lines, the Survivors, the end. */
export function reportText<R extends { name: string }>(
  rep: ReportHead & ReportCounts & { survivors: readonly R[] }, zones: readonly [string, string[]][], middle: readonly string[],
  line: (r: R, paddedName: string) => string,
): string {
  const lines = [...headAndZones(rep.scenario, rep.step, zones), ...middle, ...survivorsText(rep.survivors, line), ...tail(rep)];
  return lines.join('\n') + '\n';
}

/** "2 Actions left (+1 free Move)". */
export function actionsLeft(actions: number, free: Readonly<Record<string, number>>): string {
  const f = freeText(free);
  return `${plural(actions, 'Action')} left${f ? ` (${f})` : ''}`;
}

/** The report's tail: the counts of the step and the end of the game. */
export function tail(r: { zombiesKilled: number; zombiesSpawned: number; wounds: number; gameOver: { outcome: string; cause: string } | null }): string[] {
  return [
    `zombies killed ${r.zombiesKilled}, spawned ${r.zombiesSpawned}; wounds ${r.wounds}`,
    r.gameOver ? `game over: ${r.gameOver.outcome} (${r.gameOver.cause})` : 'game goes on',
  ];
}

/** "+1 free Move, +2 free Combat" for the free Actions left. */
export function freeText(free: Readonly<Record<string, number>>): string {
  return Object.entries(free).filter(([, n]) => n > 0).map(([k, n]) => `+${n} free ${k[0]!.toUpperCase()}${k.slice(1)}`).join(', ');
}
