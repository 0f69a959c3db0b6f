/**
 * Season 1 scenarios (docs/scenarios.md): a small position written as data plus one step of the
 * rules to play on it, with scripted dice, cards and choices.
 *
 * The first half builds positions and scripts randomness; the tests' harness
 * (test/games/season1/harness.ts) uses it too. The second half reads scenario files
 * (`zsim scenario <file>`), plays their step and describes the resulting state.
 */
import { readUserFile } from '../../core/files.ts';
import { UserError, fileError } from '../../core/errors.ts';
import type { Decision, StrategyModule } from '../types.ts';
import { type Action, legalActions, performAction } from './actions.ts';
import { type EquipDef, EQUIPMENT, equipmentByName } from './data/equipment.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import { ZOMBIE_CARDS } from './data/zombie-cards.ts';
import { GameOver, StrategyError } from './decide.ts';
import { setupGame } from './game.ts';
import { type S1Mission, s1MissionFromText } from './mission.ts';
import { spawnStep } from './spawn.ts';
import { type Card, type Game, LEVEL_NAMES, type S1View, type Slot, type Survivor, WOUNDED, inPlay, zoneName } from './state.ts';
import { startTurn } from './survivors.ts';
import { ALL_TYPES, activate, extraActivation, typeBit, zombiesPhase } from './zombies.ts';
import { ZOMBIE_LETTERS, ZOMBIE_NAMES, type ZombieType } from './zombie-types.ts';

// ---------------------------------------------------------------------------------------------
// Building a position
// ---------------------------------------------------------------------------------------------

/** One Survivor of a position. */
export interface PlacedSurvivor {
  name: string;
  /** Zone label. */
  zone: string;
  /** Cards by slot, hands first (slots 0 and 1), then the backpack; null = an empty slot, "Wounded" a Wounded card. */
  cards?: readonly (string | null)[];
  xp?: number;
  /** 0 Blue … 3 Red; default 0 (the level is not derived from `xp` here). */
  level?: number;
  /** Wounded cards, put in the first empty slots after the cards. */
  wounds?: number;
  /** Skills added to the Survivor's own Blue skill. */
  skills?: readonly string[];
  /** false: eliminated before the step (no cards). */
  alive?: boolean;
}

/** Answers a decision with an index into `d.options`. */
export type Chooser = (view: S1View, d: Decision) => number;

export interface PositionOptions {
  /** Default: always the first option. */
  choose?: Chooser;
  /** Replace every zombie on the board: zone label -> e.g. "4W 1F 3R" (W R F A). */
  zombies?: Readonly<Record<string, string>>;
}

/** A strategy that asks `choose` for every decision. */
export function scriptedStrategy(choose: Chooser): StrategyModule<S1View> {
  return { name: 'scripted', description: 'scenario choices', games: ['season1'], create: () => ({ choose }) };
}

/**
 * Set up a game of `mission` (seed "scenario", game 0) with the Survivors where and as `placed` says.
 * Zombie tokens of the map stay unless `opts.zombies` replaces them. Survivors get no turn state
 * (0 Actions): call `startTurn` to give them one.
 */
export function buildPosition(mission: S1Mission, placed: readonly PlacedSurvivor[], opts: PositionOptions = {}): Game {
  const choose = opts.choose ?? (() => 0);
  const g = setupGame(mission, placed.map((p) => p.name), scriptedStrategy(choose) as StrategyModule, 'scenario', 0);
  placed.forEach((p, i) => {
    const s = g.survivors[i]!;
    s.zone = zoneOf(g, p.zone);
    for (const skill of p.skills ?? []) s.skills.push(skill);
    if (s.skills.includes('Hoard')) while (s.slots.length < 6) s.slots.push(null);
    s.slots.fill(null);
    (p.cards ?? []).forEach((name, k) => {
      if (name === null) return;
      if (name.toLowerCase() === WOUNDED) {
        s.slots[k] = WOUNDED;
        s.wounds++;
        return;
      }
      const def = equipmentByName(name);
      if (!def) throw new Error(`no Equipment card "${name}"`);
      s.slots[k] = { uid: 1000 + i * 10 + k, def, loaded: true } satisfies Card;
    });
    s.xp = p.xp ?? 0;
    s.level = p.level ?? 0;
    for (let w = 0; w < (p.wounds ?? 0); w++) {
      s.slots[s.slots.indexOf(null)] = WOUNDED;
      s.wounds++;
    }
    if (p.alive === false) {
      s.alive = false;
      s.slots.fill(null);
    }
  });
  if (opts.zombies) {
    g.zombies.fill(0);
    g.onBoard.fill(0);
    for (const [label, spec] of Object.entries(opts.zombies)) {
      for (const part of spec.split(' ').filter(Boolean)) {
        const t = ZOMBIE_LETTERS.indexOf(part.slice(-1)) as ZombieType;
        const count = Number(part.slice(0, -1));
        if (t < 0 || !Number.isInteger(count)) throw new Error(`bad zombie count "${part}" (e.g. "4W 1F 3R")`);
        g.zombies[zoneOf(g, label) * 4 + t]! += count;
        g.onBoard[t]! += count;
      }
    }
  }
  return g;
}

/** The zone with this label (throws for an unknown one). */
export function zoneOf(g: Game, label: string): number {
  const z = g.graph.zoneByLabel(label);
  if (z < 0) throw new Error(`no zone ${label}`);
  return z;
}

/** Zombies in a zone as "2W 1F 2R" (types with a count only, in W R F A order). */
export function zombiesAt(g: Game, label: string): string {
  const z = zoneOf(g, label);
  const parts: string[] = [];
  for (let t = 0; t < 4; t++) {
    const c = g.zombies[z * 4 + t]!;
    if (c > 0) parts.push(`${c}${ZOMBIE_LETTERS[t]}`);
  }
  return parts.join(' ');
}

/** Dice that roll the given faces in order; one more roll calls `exhausted` (default: throws). */
export function scriptDice(g: Game, faces: readonly number[], exhausted: () => never = noMoreDice): void {
  let i = 0;
  g.rng.dice = () => {
    if (i >= faces.length) exhausted();
    return (faces[i++]! - 1) / 6 + 0.01;
  };
}

function noMoreDice(): never {
  throw new Error('scenario ran out of scripted dice');
}

/** The next Zombie cards drawn, first drawn first; nothing else is left in the deck. */
export function stackZombieDeck(g: Game, ids: readonly number[]): void {
  g.decks.zombie = [...ids].reverse();
  g.decks.zombieDiscard = [];
}

/** Put these Zombie cards on top of the deck (first drawn first), taking them out of the deck where they are. */
export function topZombieCards(g: Game, ids: readonly number[]): void {
  const deck = g.decks.zombie;
  for (let i = ids.length - 1; i >= 0; i--) {
    const at = deck.indexOf(ids[i]!);
    if (at >= 0) deck.splice(at, 1);
    deck.push(ids[i]!);
  }
}

/** Put these Equipment cards on top of the deck (first drawn first), from the deck where it holds them. */
export function topEquipment(g: Game, defs: readonly EquipDef[]): void {
  const deck = g.decks.equipment;
  for (let i = defs.length - 1; i >= 0; i--) {
    const at = deck.findIndex((c) => c.def === defs[i]);
    deck.push(at >= 0 ? deck.splice(at, 1)[0]! : { uid: g.nextUid++, def: defs[i]!, loaded: true });
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

// ---------------------------------------------------------------------------------------------
// Describing actions and decision options (what scenario files name them)
// ---------------------------------------------------------------------------------------------

/** Every name of a legal action, the canonical one first (`move c`, `attack ranged b with Sub MG`, …). */
export function actionNames(g: S1View, a: Action): string[] {
  const label = (z: number) => g.graph.map.zones[z]!.label;
  const name = (i: number) => g.survivors[i]!.name;
  switch (a.type) {
    case 'move':
      return [`move ${label(a.to)}`];
    case 'open-door':
    case 'close-door': {
      const d = g.graph.map.doors[a.door]!;
      return [`${a.type} ${label(d.a)}-${label(d.b)}`, `${a.type} ${label(d.b)}-${label(d.a)}`];
    }
    case 'attack': {
      const k = a.attack;
      const where = `${label(k.zone)}${k.zone2 !== undefined ? ` and ${label(k.zone2)}` : ''}`;
      const names = [`attack ${k.ranged ? 'ranged' : 'melee'} ${where} with ${k.weapon}`];
      if (!k.ranged) names.push(`attack melee with ${k.weapon}`);
      return names;
    }
    case 'search-car':
      return [`search-car ${g.cars[a.car]!.type}`];
    case 'trade':
      return [`trade ${name(a.with)}`];
    case 'combine':
      return [`combine ${a.recipe}`];
    case 'take-objective': {
      const colour = g.objectiveColour[a.objective];
      return colour ? [`take-objective ${colour}`, 'take-objective'] : ['take-objective'];
    }
    case 'heal':
      return [`heal ${name(a.target)}`];
    case 'give-action':
      return [`give-action ${name(a.target)}`];
    case 'get-in':
      return [`get-in ${g.cars[a.car]!.type} ${a.driver ? 'driver' : 'passenger'}`];
    case 'drive':
      return [`drive ${a.path.map(label).join(' ')}`];
    case 'load': {
      const s = g.survivors.find((o) => o.slots.some((c) => c !== null && c !== WOUNDED && c.uid === a.card));
      const card = s?.slots.find((c) => c !== null && c !== WOUNDED && c.uid === a.card) as Card | undefined;
      return [`load ${card?.def.name ?? a.card}`];
    }
    case 'neutralize':
      return ['neutralize'];
    default:
      return [a.type];
  }
}

const SLOT_NAMES = ['hand 1', 'hand 2'];
const slotName = (i: number): string => SLOT_NAMES[i] ?? 'backpack';

/** How a scenario names one option of a decision (matched case-insensitively by `choices:`). */
export function optionName(g: S1View, d: Decision, o: unknown): string {
  if (d.kind === 'abomination-path' && typeof o === 'number') return g.graph.map.zones[o]!.label;
  if (d.kind === 'assign-hit' && typeof o === 'number') return ZOMBIE_NAMES[o] ?? String(o);
  if (d.kind === 'action') return actionNames(g, o as Action)[0]!;
  if (o === null) return d.kind === 'is-that-all' ? 'wound' : 'none';
  if (typeof o === 'boolean') return o ? 'yes' : 'no';
  if (typeof o === 'string' || typeof o === 'number') return String(o);
  if (typeof o !== 'object') return String(o);
  const r = o as Record<string, unknown>;
  if (typeof r.name === 'string' && Array.isArray(r.slots)) return r.name; // a Survivor
  if (r.def && typeof (r.def as EquipDef).name === 'string') return (r.def as EquipDef).name; // a Card
  if (typeof r.reroll === 'boolean') return r.reroll ? 'yes' : 'no';
  if (typeof r.redraw === 'boolean') return r.redraw ? 'yes' : 'no';
  if (d.kind === 'place-card' && typeof r.slot === 'number') {
    if (r.slot < 0) return 'discard';
    const holder = g.survivors[d.survivor];
    const here = holder?.slots[r.slot];
    const moved = here && here !== WOUNDED ? here.def.name : 'it';
    if (typeof r.moveTo === 'number' && r.moveTo >= 0) return `${slotName(r.slot)} moving ${moved} to ${slotName(r.moveTo)}`;
    return r.discards ? `${slotName(r.slot)} discarding ${String(r.discards)}` : slotName(r.slot);
  }
  if (d.kind === 'arrange' && Array.isArray(r.names)) return (r.names as (string | null)[]).map((n) => n ?? '-').join(' + ');
  if (d.kind === 'trade-cards' && Array.isArray(r.names)) {
    const [give, take] = r.names as [string, string | null];
    return take ? `${give} for ${take}` : give;
  }
  return JSON.stringify(o);
}

// ---------------------------------------------------------------------------------------------
// Scenario files
// ---------------------------------------------------------------------------------------------

const SCENARIO_KEYS = ['survivors', 'noise', 'doors-open', 'next-zombie-cards', 'next-equipment', 'dice', 'choices', 'step'] as const;
type ScenarioKey = (typeof SCENARIO_KEYS)[number];
const isScenarioKey = (k: string): k is ScenarioKey => (SCENARIO_KEYS as readonly string[]).includes(k);
/** The zmap parser's `key: value` / `section:` line. */
const KEY_LINE = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/;

/** Decision kinds the engine asks today (docs/strategies.md); a `choices:` kind outside it must come up in the step. */
const KNOWN_KINDS = [
  'action', 'arrange', 'trade-cards', 'place-card', 'take-wound', 'discard-for-wound', 'assign-hit', 'friendly-fire', 'reroll',
  'abomination-path', 'skill-orange', 'skill-red', 'matching-set', 'destiny', 'goalie-mask', 'is-that-all',
];

/** The Season 1 Skills (rulebook §13), spelled as the engine spells them. */
const SKILLS = [
  '+1 Action', '+1 to dice roll: Combat', '+1 to dice roll: Melee', '+1 to dice roll: Ranged', '+1 die: Combat', '+1 die: Melee',
  '+1 die: Ranged', '+1 free Combat Action', '+1 free Move Action', '+1 free Search Action', '+1 max Range', '+1 Zone per Move',
  '1 re-roll per turn', '2 Zones per Move Action', 'Ambidextrous', 'Born leader', 'Destiny', 'Gunslinger', 'Hoard', 'Hold your nose',
  "Is that all you've got?", 'Lock it down', 'Loud', 'Lucky', 'Matching set!', 'Medic', 'Ninja', 'Slippery', 'Sniper',
  'Starts with a Pistol', 'Swordmaster', 'Tough', 'Trick shot',
];

const TYPE_WORDS: Record<string, ZombieType> = {
  walker: 0, walkers: 0, runner: 1, runners: 1, fatty: 2, fatties: 2, abomination: 3,
};

interface Item {
  line: number;
  text: string;
}

interface Block {
  key: ScenarioKey;
  line: number;
  /** The value on the key's own line ('' if none). */
  inline: string;
  /** The lines below the key, up to the next `key:` line. */
  items: Item[];
}

export interface ScenarioSurvivor extends PlacedSurvivor {
  line: number;
  /** Actions left for the step (default: a fresh turn's). */
  actions?: number;
}

export type ScenarioStep =
  | { kind: 'action'; survivor: string; action: string }
  | { kind: 'zombies' }
  | { kind: 'spawn' }
  | { kind: 'activate'; mask: number }
  | { kind: 'extra-activation'; type: ZombieType };

export interface ChoiceAnswer {
  answer: string;
  line: number;
}

export interface Scenario {
  file: string;
  mission: S1Mission;
  survivors: ScenarioSurvivor[];
  noise: { zone: number; count: number }[];
  doorsOpen: number[];
  nextZombieCards: number[];
  nextEquipment: EquipDef[];
  dice: { faces: number[]; line: number } | null;
  /** Answers by decision kind, in the order they are used. */
  choices: Map<string, ChoiceAnswer[]>;
  step: ScenarioStep & { text: string; line: number };
}

/** Read a scenario file; every mistake is a UserError `file:line: …`. */
export function loadScenario(file: string): Scenario {
  return parseScenario(readUserFile(file, 'scenario file'), file);
}

/**
 * Split the scenario sections off a file: the rest (the same number of lines, so the zmap
 * parser's line numbers stay right) is the mission.
 */
function splitSections(text: string, file: string): { zmap: string; blocks: Map<ScenarioKey, Block> } {
  const out: string[] = [];
  const blocks = new Map<ScenarioKey, Block>();
  let cur: Block | null = null;
  text.split(/\r?\n/).forEach((line, i) => {
    const no = i + 1;
    const hash = line.indexOf('#');
    const t = (hash < 0 ? line : line.slice(0, hash)).trim();
    const kv = KEY_LINE.exec(t);
    if (kv) {
      const key = kv[1]!;
      if (isScenarioKey(key)) {
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

/** Parse a scenario from its text; `file` names it in error messages. */
export function parseScenario(text: string, file: string): Scenario {
  const fail = (line: number, what: string): never => {
    throw fileError(file, line, what);
  };
  const { zmap, blocks } = splitSections(text, file);
  const mission = s1MissionFromText(zmap, file);
  const zones = mission.map.zones;
  const zoneAt = (label: string, line: number, what: string): number => {
    const z = mission.graph.zoneByLabel(label);
    if (z < 0) fail(line, `${what}: there is no zone "${label}" in the grid (zones: ${zones.map((x) => x.label).join(', ')}).`);
    return z;
  };
  /** Items of a section: the inline value and the lines below, each split by `sep`. */
  const items = (key: ScenarioKey, sep: RegExp): Item[] => {
    const b = blocks.get(key);
    if (!b) return [];
    const lines = b.inline ? [{ line: b.line, text: b.inline }, ...b.items] : b.items;
    return lines.flatMap((l) => l.text.split(sep).map((p) => p.trim()).filter(Boolean).map((p) => ({ line: l.line, text: p })));
  };

  // survivors:
  const sb = blocks.get('survivors');
  if (!sb) fail(1, 'a scenario needs a "survivors:" section with one Survivor per line, e.g. "Amy zone=b hands=Pistol xp=3".');
  if (sb!.inline) fail(sb!.line, 'survivors: put one Survivor per line below "survivors:" (e.g. "  Amy zone=b hands=Pistol"), not on the same line.');
  if (sb!.items.length === 0) fail(sb!.line, 'survivors: the section is empty; add one line per Survivor, e.g. "Amy zone=b".');
  if (sb!.items.length > 6) fail(sb!.items[6]!.line, 'survivors: Season 1 has six Survivors at most.');
  const survivors: ScenarioSurvivor[] = [];
  for (const item of sb!.items) {
    const s = parseSurvivor(item, mission, fail, zoneAt);
    const twice = survivors.find((o) => o.name === s.name);
    if (twice) fail(item.line, `${s.name} is listed twice (first on line ${twice.line}).`);
    survivors.push(s);
  }

  // noise:
  const noise = items('noise', /,/).map((it) => {
    const m = /^(\S+)(?:\s+(\d+))?$/.exec(it.text);
    if (!m) fail(it.line, `noise: "${it.text}" should be a zone and a count of Noise tokens, e.g. "b 2".`);
    const count = Number(m![2] ?? 1);
    if (count < 1) fail(it.line, `noise: the count in "${it.text}" must be 1 or more.`);
    return { zone: zoneAt(m![1]!, it.line, 'noise'), count };
  });

  // doors-open:
  const doorsOpen: number[] = [];
  for (const it of items('doors-open', /[,\s]+/)) {
    const m = /^([A-Za-z][A-Za-z0-9_]*!?)-([A-Za-z][A-Za-z0-9_]*!?)$/.exec(it.text);
    if (!m) fail(it.line, `doors-open: "${it.text}" should name a door by its two zones, e.g. "b-C".`);
    const a = zoneAt(m![1]!, it.line, 'doors-open');
    const b = zoneAt(m![2]!, it.line, 'doors-open');
    const found = mission.map.doors.filter((d) => (d.a === a && d.b === b) || (d.a === b && d.b === a));
    if (found.length === 0) {
      const all = mission.map.doors.map((d) => `${zones[d.a]!.label}-${zones[d.b]!.label}`);
      fail(it.line, `doors-open: there is no door between ${zones[a]!.label} and ${zones[b]!.label} (doors: ${all.join(', ') || 'none'}).`);
    }
    for (const d of found) doorsOpen.push(d.id);
  }

  // next-zombie-cards:
  const nextZombieCards = items('next-zombie-cards', /[,\s]+/).map((it) => {
    const n = Number(it.text);
    if (!/^\d+$/.test(it.text) || n < 1 || n > ZOMBIE_CARDS.length) fail(it.line, `next-zombie-cards: "${it.text}" is not a Zombie card number (1-${ZOMBIE_CARDS.length}).`);
    return n;
  });

  // next-equipment:
  const nextEquipment = items('next-equipment', /,/).map((it) => card(it.text, it.line, 'next-equipment', fail));

  // dice:
  let dice: Scenario['dice'] = null;
  const db = blocks.get('dice');
  if (db) {
    const faces = items('dice', /[,\s]+/).map((it) => {
      if (!/^[1-6]$/.test(it.text)) fail(it.line, `dice: "${it.text}" is not a die face (1 to 6).`);
      return Number(it.text);
    });
    dice = { faces, line: db.line };
  }

  // choices:
  const choices = new Map<string, ChoiceAnswer[]>();
  const cb = blocks.get('choices');
  if (cb) {
    for (const it of cb.inline ? [{ line: cb.line, text: cb.inline }, ...cb.items] : cb.items) {
      const m = /^([a-z][a-z-]*)\s*=\s*(.+)$/.exec(it.text);
      if (!m) fail(it.line, `choices: "${it.text}" should be "<decision kind> = <answer>[, <answer>…]", e.g. "take-wound = Doug" (kinds: ${KNOWN_KINDS.join(', ')}).`);
      const list = choices.get(m![1]!) ?? [];
      for (const answer of m![2]!.split(',').map((p) => p.trim())) {
        if (!answer) fail(it.line, `choices: an empty answer in "${it.text}".`);
        list.push({ answer, line: it.line });
      }
      choices.set(m![1]!, list);
    }
  }

  // step:
  const stb = blocks.get('step');
  if (!stb) fail(1, 'a scenario needs a "step:" line: action <Survivor> <action>, zombies, spawn, activate <type|all> or extra-activation <type>.');
  if (stb!.items.length > 0) fail(stb!.items[0]!.line, 'step: a scenario plays one step only; write it on the "step:" line.');
  const step = parseStep(stb!.inline, stb!.line, survivors, fail);

  return { file, mission, survivors, noise, doorsOpen, nextZombieCards, nextEquipment, dice, choices, step };
}

type Fail = (line: number, what: string) => never;

function card(name: string, line: number, what: string, fail: Fail): EquipDef {
  const def = equipmentByName(name);
  if (!def) fail(line, `${what}: "${name}" is not a Season 1 Equipment card (${EQUIPMENT.map((e) => e.name).join(', ')}).`);
  return def!;
}

/** `key=value`, `key="a value"`, or a bare word; the first word is the name. */
function words(text: string, line: number, fail: Fail): { key: string | null; value: string }[] {
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

const SURVIVOR_KEYS = ['zone', 'hands', 'backpack', 'cards', 'xp', 'level', 'wounds', 'actions', 'skills'];

function parseSurvivor(item: Item, mission: S1Mission, fail: Fail, zoneAt: (l: string, line: number, what: string) => number): ScenarioSurvivor {
  const line = item.line;
  const [first, ...rest] = words(item.text, line, fail);
  const def = first && first.key === null ? survivorByName(first.value) : undefined;
  if (!def) fail(line, `"${first?.key === null ? first.value : item.text}" is not a Season 1 Survivor (${SURVIVORS.map((s) => s.name).join(', ')}); a line starts with the name, e.g. "Amy zone=b".`);
  const name = def!.name;
  const seen = new Map<string, string>();
  let dead = false;
  for (const w of rest) {
    if (w.key === null) {
      if (w.value.toLowerCase() === 'dead') dead = true;
      else fail(line, `${name}: "${w.value}" is not understood; write key=value (keys: ${SURVIVOR_KEYS.join(', ')}) or the word "dead".`);
      continue;
    }
    const key = w.key.toLowerCase();
    if (!SURVIVOR_KEYS.includes(key)) fail(line, `${name}: unknown key "${w.key}" (keys: ${SURVIVOR_KEYS.join(', ')}).`);
    if (seen.has(key)) fail(line, `${name}: "${key}=" is given twice.`);
    seen.set(key, w.value);
  }
  const zoneLabel = seen.get('zone');
  if (zoneLabel === undefined) fail(line, `${name}: say where the Survivor stands with zone=<label>.`);
  zoneAt(zoneLabel!, line, name);

  const whole = (key: string, min: number, max: number): number | undefined => {
    const v = seen.get(key);
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) fail(line, `${name}: ${key}=${v} must be a whole number from ${min} to ${max}.`);
    return Number(v);
  };
  const xp = whole('xp', 0, 1000) ?? 0;
  let level: number;
  const lv = seen.get('level');
  if (lv !== undefined) {
    level = /^[0-3]$/.test(lv) ? Number(lv) : LEVEL_NAMES.findIndex((n) => n.toLowerCase() === lv.toLowerCase());
    if (level < 0) fail(line, `${name}: level=${lv} must be Blue, Yellow, Orange or Red (or 0-3).`);
  } else {
    level = 0;
    while (level < 3 && xp >= mission.xpThresholds[level]!) level++;
  }
  const actions = whole('actions', 0, 20);

  const skills: string[] = level >= 1 ? [...def!.yellow] : [];
  for (const k of (seen.get('skills') ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const skill = SKILLS.find((x) => x.toLowerCase() === k.toLowerCase());
    if (!skill) fail(line, `${name}: "${k}" is not a Season 1 Skill (${SKILLS.join('; ')}).`);
    skills.push(skill!);
  }
  const capacity = def!.blue.includes('Hoard') || skills.includes('Hoard') ? 6 : 5;

  const list = (key: string): (string | null)[] | undefined => {
    const v = seen.get(key);
    if (v === undefined) return undefined;
    return v.split(',').map((p) => p.trim()).map((p) => {
      if (p === '-' || p === '') return null;
      return p.toLowerCase() === WOUNDED ? 'Wounded' : card(p, line, `${name} ${key}`, fail).name;
    });
  };
  const cards = list('cards');
  const hands = list('hands');
  const backpack = list('backpack');
  if (cards && (hands || backpack)) fail(line, `${name}: give either cards= (every slot, hands first) or hands= and backpack=, not both.`);
  let slots: (string | null)[];
  if (cards) slots = cards;
  else {
    if (hands && hands.length > 2) fail(line, `${name}: hands= holds two cards at most.`);
    slots = [hands?.[0] ?? null, hands?.[1] ?? null, ...(backpack ?? [])];
  }
  while (slots.length > 0 && slots[slots.length - 1] === null) slots.pop();
  if (slots.length > capacity) fail(line, `${name}: ${slots.length} slots of cards do not fit in ${capacity} (2 hands and a backpack of ${capacity - 2}).`);
  // wounds=1 without a Wounded card placed by name: it takes the first empty backpack slot, else an empty hand.
  const placed = slots.filter((c) => c === 'Wounded').length;
  const wounds = whole('wounds', 0, 1) ?? placed;
  if (placed > 1 || (seen.has('wounds') && placed > 0 && placed !== wounds)) fail(line, `${name}: one Wounded card at most (a second one eliminates the Survivor: write "dead").`);
  if (wounds > placed) {
    while (slots.length < capacity) slots.push(null);
    const free = [...slots.keys()].filter((i) => slots[i] === null).sort((a, b) => (a < 2 ? a + 100 : a) - (b < 2 ? b + 100 : b));
    if (free.length === 0) fail(line, `${name}: the cards and the Wounded card do not fit in ${capacity} slots.`);
    slots[free[0]!] = 'Wounded';
  }
  if (dead && slots.some((c) => c !== null)) fail(line, `${name}: a dead Survivor has no cards and no Wounded cards.`);

  return { line, name, zone: zoneLabel!, cards: slots, xp, level, skills, alive: !dead, actions };
}

function parseStep(text: string, line: number, survivors: ScenarioSurvivor[], fail: Fail): Scenario['step'] {
  const [verb = '', ...rest] = text.split(/\s+/).filter(Boolean);
  const forms = 'action <Survivor> <action>, zombies, spawn, activate <walker|runner|fatty|abomination|all>, extra-activation <type>';
  const type = (word: string | undefined, all: boolean): number => {
    const w = (word ?? '').toLowerCase();
    if (all && w === 'all') return -1;
    const t = TYPE_WORDS[w];
    if (t === undefined) fail(line, `step: "${word ?? ''}" is not a zombie type (walker, runner, fatty, abomination${all ? ', all' : ''}).`);
    return t!;
  };
  const noArgs = () => {
    if (rest.length) fail(line, `step: "${verb}" takes nothing after it.`);
  };
  switch (verb) {
    case 'action': {
      const [who, ...desc] = rest;
      const def = who ? survivorByName(who) : undefined;
      if (!def) fail(line, `step: "${who ?? ''}" is not a Season 1 Survivor; write "action <Survivor> <action>", e.g. "action Ned move c".`);
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
      if (rest.length !== 1) fail(line, 'step: write "activate <walker|runner|fatty|abomination|all>".');
      const t = type(rest[0], true);
      return { kind: 'activate', mask: t < 0 ? ALL_TYPES : typeBit(t as ZombieType), text, line };
    }
    case 'extra-activation':
      if (rest.length !== 1) fail(line, 'step: write "extra-activation <walker|runner|fatty|abomination>".');
      return { kind: 'extra-activation', type: type(rest[0], false) as ZombieType, text, line };
    default:
      return fail(line, `step: "${text}" is not a step; use one of: ${forms}.`);
  }
}

const norm = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

export interface ScenarioResult {
  game: Game;
  /** The step as played (for an action: its canonical name). */
  step: string;
  over: GameOver | null;
  log: string[];
}

/** Set up the scenario's position and play its step. */
export function playScenario(sc: Scenario): ScenarioResult {
  let pending: UserError | null = null;
  const raise = (e: UserError): never => {
    pending = e;
    throw e;
  };
  const asked = new Set<string>();
  const used = new Map<string, number>();
  const choose: Chooser = (view, d) => {
    asked.add(d.kind);
    const answers = sc.choices.get(d.kind);
    const k = used.get(d.kind) ?? 0;
    if (!answers || k >= answers.length) return 0;
    used.set(d.kind, k + 1);
    const { answer, line } = answers[k]!;
    const names = d.options.map((o) => optionName(view, d, o));
    const index = /^#\d+$/.test(answer) ? Number(answer.slice(1)) - 1 : names.findIndex((n) => norm(n) === norm(answer));
    if (index >= 0 && index < names.length) return index;
    const who = d.survivor >= 0 ? ` of ${view.survivors[d.survivor]!.name}` : '';
    return raise(fileError(sc.file, line, `choices: "${answer}" is not an option of the ${d.kind} decision${who} (answer ${k + 1} for this kind); the options are: ${names.map((n, i) => `#${i + 1} ${n}`).join('; ')}.`));
  };

  const g = buildPosition(sc.mission, sc.survivors, { choose });
  sc.survivors.forEach((p, i) => {
    const s = g.survivors[i]!;
    if (!s.alive) return;
    startTurn(s);
    if (p.actions !== undefined) s.actions = p.actions;
  });
  for (const n of sc.noise) g.noise[n.zone]! += n.count;
  if (sc.doorsOpen.length) {
    for (const d of sc.doorsOpen) {
      const door = g.graph.map.doors[d]!;
      g.doorOpen[d] = 1;
      g.doorLocked[d] = 0;
      const b = Math.max(g.graph.building[door.a]!, g.graph.building[door.b]!);
      if (b >= 0) g.buildingOpened[b] = 1;
    }
    g.view = g.graph.view(g.doorOpen);
  }
  topZombieCards(g, sc.nextZombieCards);
  topEquipment(g, sc.nextEquipment);
  if (sc.dice) {
    const { faces, line } = sc.dice;
    scriptDice(g, faces, () => raise(fileError(sc.file, line, `the step rolled more dice than the ${faces.length} listed on this "dice:" line; add the faces of the next rolls.`)));
  } else {
    scriptDice(g, [], () => raise(fileError(sc.file, sc.step.line, 'the step rolls dice but the scenario has no "dice:" line; add one with the faces to roll in order, e.g. "dice: 5 6 1".')));
  }
  const log: string[] = [];
  g.log = (line) => void log.push(line);

  const step = sc.step;
  let played = step.text.trim().replace(/\s+/g, ' ');
  let run: () => void;
  switch (step.kind) {
    case 'action': {
      const s = g.survivors.find((o) => o.name === step.survivor)!;
      if (!inPlay(s)) throw fileError(sc.file, step.line, `step: ${s.name} is ${s.alive ? 'off the board' : 'dead'} and cannot act.`);
      const legal = legalActions(g, s);
      const matches = legal.filter((a) => actionNames(g, a).some((n) => norm(n) === norm(step.action)));
      if (matches.length !== 1) {
        const list = legal.map((a) => actionNames(g, a)[0]).join('; ');
        throw fileError(
          sc.file, step.line,
          matches.length === 0
            ? `step: "${step.action}" is not a legal action for ${s.name} here; the legal actions are: ${list}.`
            : `step: "${step.action}" matches ${matches.length} legal actions of ${s.name}; the legal actions are: ${list}.`,
        );
      }
      const a = matches[0]!;
      played = `action ${s.name} ${actionNames(g, a)[0]}`;
      run = () => performAction(g, s, a);
      break;
    }
    case 'zombies':
      run = () => zombiesPhase(g);
      break;
    case 'spawn':
      run = () => spawnStep(g);
      break;
    case 'activate':
      run = () => activate(g, step.mask, 0);
      break;
    case 'extra-activation':
      run = () => extraActivation(g, step.type, 0);
      break;
  }

  let over: GameOver | null;
  try {
    over = playStep(run);
  } catch (e) {
    if (pending) throw pending;
    if (e instanceof StrategyError) throw new Error(e.message);
    throw e;
  }
  for (const [kind, answers] of sc.choices) {
    if (!KNOWN_KINDS.includes(kind) && !asked.has(kind)) {
      throw fileError(sc.file, answers[0]!.line, `choices: no "${kind}" decision came up during the step; the kinds are: ${KNOWN_KINDS.join(', ')}.`);
    }
  }
  return { game: g, step: played, over, log };
}

// ---------------------------------------------------------------------------------------------
// Describing the resulting state
// ---------------------------------------------------------------------------------------------

export interface ZoneReport {
  zombies: Partial<Record<(typeof ZOMBIE_NAMES)[number], number>>;
  survivors: string[];
  /** Noise tokens placed this round. */
  noise: number;
  /** Permanent Noise tokens of the mission. */
  permanentNoise: number;
}

export interface SurvivorReport {
  name: string;
  /** Zone label; null once the Survivor has left the board. */
  zone: string | null;
  xp: number;
  level: (typeof LEVEL_NAMES)[number];
  wounds: number;
  alive: boolean;
  left: boolean;
  /** What each hand holds: a card name, "Wounded", or null. */
  hands: (string | null)[];
  /** The backpack's cards and Wounded cards (empty slots left out). */
  backpack: string[];
  actions: number;
  freeActions: { move: number; search: number; combat: number };
  skills: string[];
}

export interface ScenarioReport {
  scenario: string;
  step: string;
  /** Set when the step ended the game. */
  gameOver: { outcome: 'win' | 'loss'; cause: string } | null;
  zones: Record<string, ZoneReport>;
  survivors: SurvivorReport[];
  zombiesKilled: number;
  zombiesSpawned: number;
  wounds: number;
  /** The engine's log lines of the step. */
  log: string[];
}

const slotText = (c: Slot): string | null => (c === null ? null : c === WOUNDED ? 'Wounded' : c.def.name);

export function reportScenario(sc: Scenario, r: ScenarioResult): ScenarioReport {
  const g = r.game;
  const zones: Record<string, ZoneReport> = {};
  for (const z of g.graph.map.zones) {
    const zombies: ZoneReport['zombies'] = {};
    for (let t = 0; t < 4; t++) {
      const c = g.zombies[z.id * 4 + t]!;
      if (c > 0) zombies[ZOMBIE_NAMES[t]!] = c;
    }
    const here = g.survivors.filter((s) => inPlay(s) && s.zone === z.id).map((s) => s.name);
    const noise = g.noise[z.id]!;
    const permanentNoise = g.permanentNoise[z.id]!;
    if (Object.keys(zombies).length || here.length || noise || permanentNoise) zones[z.label] = { zombies, survivors: here, noise, permanentNoise };
  }
  const survivors = g.survivors.map((s: Survivor): SurvivorReport => ({
    name: s.name,
    zone: s.zone >= 0 ? zoneName(g, s.zone) : null,
    xp: s.xp,
    level: LEVEL_NAMES[s.level]!,
    wounds: s.wounds,
    alive: s.alive,
    left: s.left,
    hands: [slotText(s.slots[0] ?? null), slotText(s.slots[1] ?? null)],
    backpack: s.slots.slice(2).map(slotText).filter((c): c is string => c !== null),
    actions: s.actions,
    freeActions: { move: s.freeMove, search: s.freeSearch, combat: s.freeCombat },
    skills: [...s.skills],
  }));
  return {
    scenario: sc.file,
    step: r.step,
    gameOver: r.over ? { outcome: r.over.outcome, cause: r.over.cause } : null,
    zones,
    survivors,
    zombiesKilled: g.stats.killed,
    zombiesSpawned: g.stats.spawned,
    wounds: g.stats.wounds,
    log: r.log,
  };
}

const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;

/** The report as text: the step, the zones that hold something, the Survivors, the end of the game. */
export function scenarioText(rep: ScenarioReport): string {
  const lines = [`scenario ${rep.scenario}`, `step     ${rep.step}`, '', 'zones'];
  const width = Math.max(0, ...Object.keys(rep.zones).map((l) => l.length));
  for (const [label, z] of Object.entries(rep.zones)) {
    const parts: string[] = [];
    const zs = Object.entries(z.zombies).map(([t, c]) => plural(c!, t, t === 'fatty' ? 'fatties' : `${t}s`));
    if (zs.length) parts.push(zs.join(', '));
    if (z.survivors.length) parts.push(`survivors ${z.survivors.join(', ')}`);
    if (z.noise) parts.push(`noise ${z.noise}`);
    if (z.permanentNoise) parts.push(`permanent noise ${z.permanentNoise}`);
    lines.push(`  ${label.padEnd(width)}  ${parts.join('; ')}`);
  }
  if (Object.keys(rep.zones).length === 0) lines.push('  (nothing on the board)');
  lines.push('survivors');
  const nw = Math.max(...rep.survivors.map((s) => s.name.length));
  for (const s of rep.survivors) {
    const head = `  ${s.name.padEnd(nw)}  ${!s.alive ? 'dead' : s.left ? 'left the board' : `zone ${s.zone}`}, ${s.xp} XP (${s.level}), ${plural(s.wounds, 'wound')}`;
    if (!s.alive) {
      lines.push(head);
      continue;
    }
    const free = Object.entries(s.freeActions).filter(([, n]) => n > 0).map(([k, n]) => `+${n} free ${k[0]!.toUpperCase()}${k.slice(1)}`);
    const hands = s.hands.some((h) => h !== null) ? s.hands.map((h) => h ?? '-').join(' + ') : 'empty';
    lines.push(`${head}, ${plural(s.actions, 'Action')} left${free.length ? ` (${free.join(', ')})` : ''}; hands ${hands}; backpack ${s.backpack.join(', ') || 'empty'}`);
  }
  lines.push(`zombies killed ${rep.zombiesKilled}, spawned ${rep.zombiesSpawned}; wounds ${rep.wounds}`);
  lines.push(rep.gameOver ? `game over: ${rep.gameOver.outcome} (${rep.gameOver.cause})` : 'game goes on');
  return lines.join('\n') + '\n';
}

/** Ruleset.scenario: load a scenario file, play its step, and describe the result (json.log holds the step's log lines). */
export function runS1Scenario(file: string): { text: string; json: ScenarioReport } {
  const sc = loadScenario(file);
  const rep = reportScenario(sc, playScenario(sc));
  return { text: scenarioText(rep), json: rep };
}
