/**
 * Season 1 scenarios (docs/scenarios.md): a small position written as data plus one step of the
 * rules to play on it, with scripted dice, cards and choices.
 *
 * The first half builds positions and scripts randomness; the tests' harness
 * (test/games/season1/harness.ts) uses it too. The second half reads scenario files
 * (`zsim scenario <file>`), plays their step and describes the resulting state.
 */
import { readUserFile } from '../../core/files.ts';
import type { Decision, StrategyModule } from '../types.ts';
import { type Action, legalActions, performAction } from './actions.ts';
import { type EquipDef, EQUIPMENT, equipmentByName } from './data/equipment.ts';
import { SURVIVORS, survivorByName } from './data/survivors.ts';
import { ZOMBIE_CARDS } from './data/zombie-cards.ts';
import { setupGame } from './game.ts';
import { type S1Mission, s1MissionFromText } from './mission.ts';
import { spawnStep } from './spawn.ts';
import { type Card, type Game, type S1View, type Slot, type Survivor, inPlay, zoneName } from './state.ts';
import { SKILL_RULES } from './skills.ts';
import { startTurn } from './survivors.ts';
import { activate, extraActivation, zombiesPhase } from './zombies.ts';
import { ZOMBIE_LETTERS, ZOMBIE_NAMES, type ZombieType } from './zombie-types.ts';
import { type ChoiceAnswer, type CommonScenario, type Fail, type PlayedStep, type ScenarioFormat, type ScenarioResult as Result, type ScenarioRules, type ReportCounts, type ReportHead, Script, type SurvivorLine, actionsLeft, attackWhere, cardFinder, doorActionNames, survivorBasics, placeZombies, placementName, playOn, plural, readScenario, readSlots, reportCounts, reportHead, reportText, reportZones, scenarioRunner, survivorHead, topEquipment as topEquipmentOf, topZombieCards as topZombieCardsOf, tradeName, zombiesAt as zombiesAtOf, zoneOf as zoneOfIn, zoneText } from '../zombicide/scenario-kit.ts';
import type { SurvivorDef } from '../zombicide/survivors.ts';
import { LEVEL_NAMES, WOUNDED } from '../zombicide/state.ts';

export { playStep, scriptDice } from '../zombicide/scenario-kit.ts';

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
  if (opts.zombies) placeZombies(g, opts.zombies, ZOMBIE_LETTERS);
  return g;
}

/** The zone with this label (throws for an unknown one). */
export function zoneOf(g: Game, label: string): number {
  return zoneOfIn(g, label);
}

/** Zombies in a zone as "2W 1F 2R" (types with a count only, in W R F A order). */
export function zombiesAt(g: Game, label: string): string {
  return zombiesAtOf(g, label, ZOMBIE_LETTERS);
}

/** The next Zombie cards drawn, first drawn first; nothing else is left in the deck. */
export function stackZombieDeck(g: Game, ids: readonly number[]): void {
  g.decks.zombie = [...ids].reverse();
  g.decks.zombieDiscard = [];
}

/** Put these Zombie cards on top of the deck (first drawn first), taking them out of the deck where they are. */
export function topZombieCards(g: Game, ids: readonly number[]): void {
  topZombieCardsOf(g, ids);
}

/** Put these Equipment cards on top of the deck (first drawn first), from the deck where it holds them. */
export function topEquipment(g: Game, defs: readonly EquipDef[]): void {
  topEquipmentOf<EquipDef, Card>(g, defs);
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
    case 'close-door':
      return doorActionNames(g.graph.map, a.type, a.door, label);
    case 'attack': {
      const k = a.attack;
      const where = attackWhere(k.zone, k.zone2, label);
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
      return [`load ${card?.def.name ?? a.card}`, `load ${card?.def.name ?? a.card} ${g.cars[a.car]!.type}`];
    }
    case 'neutralize':
      return ['neutralize'];
    case 'reload': {
      const card = g.survivors.flatMap((o) => o.slots).find((c) => c !== null && c !== WOUNDED && c.uid === a.card) as Card | undefined;
      return [`reload ${card?.def.name ?? a.card}`, 'reload'];
    }
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
    const holder = g.survivors[d.survivor];
    return placementName(r as { slot: number }, slotName, (i) => {
      const here = holder?.slots[i];
      return here && here !== WOUNDED ? here.def.name : null;
    });
  }
  if (d.kind === 'arrange' && Array.isArray(r.names)) return (r.names as (string | null)[]).map((n) => n ?? '-').join(' + ');
  if (d.kind === 'trade-cards' && Array.isArray(r.names)) return tradeName(r.names as [string | null, string | null]);
  return JSON.stringify(o);
}

// ---------------------------------------------------------------------------------------------
// Scenario files (the reader and the player shared with every game: ../scenario-kit.ts)
// ---------------------------------------------------------------------------------------------

/** Decision kinds the engine asks today (docs/strategies.md); a `choices:` kind outside it must come up in the step. */
const KNOWN_KINDS = [
  'action', 'arrange', 'trade-cards', 'place-card', 'take-wound', 'discard-for-wound', 'assign-hit', 'friendly-fire', 'reroll',
  'abomination-path', 'skill-orange', 'skill-red', 'matching-set', 'destiny', 'goalie-mask', 'is-that-all', 'activation-order',
];

/** The Season 1 Skills (rulebook §13), spelled as the engine spells them ("Starts with a Pistol" for its kind). */
const SKILLS = Object.keys(SKILL_RULES).map((k) => (k === 'Starts with a [Equipment]' ? 'Starts with a Pistol' : k)).sort((a, b) => a.localeCompare(b));

export interface ScenarioSurvivor extends PlacedSurvivor {
  line: number;
  /** Actions left for the step (default: a fresh turn's). */
  actions?: number;
}

export type ScenarioStep = PlayedStep<ZombieType>;
export type { ChoiceAnswer };
export type Scenario = CommonScenario<S1Mission, ScenarioSurvivor, EquipDef, ZombieType>;

const card = cardFinder(equipmentByName, EQUIPMENT, 'Season 1');

const FORMAT: ScenarioFormat<string, S1Mission, ScenarioSurvivor, SurvivorDef, EquipDef, ZombieType> = {
  keys: ['survivors', 'noise', 'doors-open', 'next-zombie-cards', 'next-equipment', 'dice', 'choices', 'step'],
  game: 'Season 1',
  mission: s1MissionFromText,
  survivorLines: {
    game: 'Season 1', byName: survivorByName, all: SURVIVORS, example: 'Amy',
    keys: ['zone', 'hands', 'backpack', 'cards', 'xp', 'level', 'wounds', 'actions', 'skills'], flags: ['dead'],
  },
  survivorExample: 'Amy zone=b hands=Pistol xp=3',
  survivor: parseSurvivor,
  zombieCards: ZOMBIE_CARDS.length,
  card,
  knownKinds: KNOWN_KINDS,
  choiceExample: 'take-wound = Doug',
  typeWords: { walker: 0, walkers: 0, runner: 1, runners: 1, fatty: 2, fatties: 2, abomination: 3 },
  stepForms: 'action <Survivor> <action>, zombies, spawn, activate <type|all> or extra-activation <type>',
  stepExample: 'Ned',
};

/** Read a scenario file; every mistake is a UserError `file:line: …`. */
export function loadScenario(file: string): Scenario {
  return parseScenario(readUserFile(file, 'scenario file'), file);
}

/** Parse a scenario from its text; `file` names it in error messages. */
export function parseScenario(text: string, file: string): Scenario {
  return readScenario(text, file, FORMAT).sc;
}

function parseSurvivor(sl: SurvivorLine<SurvivorDef>, mission: S1Mission, fail: Fail): ScenarioSurvivor {
  const { line, name, def, seen } = sl;
  const { dead, xp, level, actions, skills } = survivorBasics(sl, mission.xpThresholds, SKILLS, 'Season 1', fail);
  const capacity = def.blue.includes('Hoard') || skills.includes('Hoard') ? 6 : 5;

  const slots = readSlots(
    sl, (p, key) => (p.toLowerCase() === WOUNDED ? 'Wounded' : card(p, line, `${name} ${key}`, fail).name),
    [{ key: 'hands', size: 2, tooMany: 'hands= holds two cards at most.' }, { key: 'backpack', size: Infinity, tooMany: '' }],
    'give either cards= (every slot, hands first) or hands= and backpack=, not both.', fail,
  );
  if (slots.length > capacity) fail(line, `${name}: ${slots.length} slots of cards do not fit in ${capacity} (2 hands and a backpack of ${capacity - 2}).`);
  // wounds=1 without a Wounded card placed by name: it takes the first empty backpack slot, else an empty hand.
  const placed = slots.filter((c) => c === 'Wounded').length;
  const wounds = sl.whole('wounds', 0, 1) ?? placed;
  if (placed > 1 || (seen.has('wounds') && placed > 0 && placed !== wounds)) fail(line, `${name}: one Wounded card at most (a second one eliminates the Survivor: write "dead").`);
  if (wounds > placed) {
    while (slots.length < capacity) slots.push(null);
    const free = [...slots.keys()].filter((i) => slots[i] === null).sort((a, b) => (a < 2 ? a + 100 : a) - (b < 2 ? b + 100 : b));
    if (free.length === 0) fail(line, `${name}: the cards and the Wounded card do not fit in ${capacity} slots.`);
    slots[free[0]!] = 'Wounded';
  }
  if (dead && slots.some((c) => c !== null)) fail(line, `${name}: a dead Survivor has no cards and no Wounded cards.`);

  return { line, name, zone: seen.get('zone')!, cards: slots, xp, level, skills, alive: !dead, actions };
}

export type ScenarioResult = Result<Game>;

const RULES: ScenarioRules<Game, Survivor, Action, ZombieType> = {
  startTurn, legalActions, actionNames, performAction, zombiesPhase, spawnStep, activate, extraActivation, knownKinds: KNOWN_KINDS,
  cannotAct: (s) => (inPlay(s) ? null : s.alive ? 'off the board' : 'dead'),
};

/** Set up the scenario's position and play its step. */
export function playScenario(sc: Scenario): ScenarioResult {
  const script = new Script<S1View>(sc.file, sc.choices, optionName);
  return playOn(buildPosition(sc.mission, sc.survivors, { choose: script.choose }), sc, script, RULES);
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

export interface ScenarioReport extends ReportHead, ReportCounts {
  zones: Record<string, ZoneReport>;
  survivors: SurvivorReport[];
}

const slotText = (c: Slot): string | null => (c === null ? null : c === WOUNDED ? 'Wounded' : c.def.name);

export function reportScenario(sc: Scenario, r: ScenarioResult): ScenarioReport {
  const g = r.game;
  const zones = reportZones(g, ZOMBIE_NAMES, inPlay, (z) => ({ fields: { permanentNoise: g.permanentNoise[z]! }, any: g.permanentNoise[z]! > 0 }));
  const survivors = g.survivors.map((s: Survivor): SurvivorReport => ({
    ...survivorHead(s, s.zone >= 0 ? zoneName(g, s.zone) : null),
    left: s.left,
    hands: [slotText(s.slots[0] ?? null), slotText(s.slots[1] ?? null)],
    backpack: s.slots.slice(2).map(slotText).filter((c): c is string => c !== null),
    actions: s.actions,
    freeActions: { move: s.freeMove, search: s.freeSearch, combat: s.freeCombat },
    skills: [...s.skills],
  }));
  return { ...reportHead(sc.file, r), zones, survivors, ...reportCounts(g.stats, r.log) };
}

/** The report as text: the step, the zones that hold something, the Survivors, the end of the game. */
export function scenarioText(rep: ScenarioReport): string {
  const zones = Object.entries(rep.zones).map(([label, z]): [string, string[]] => [label, zoneText(z, z.permanentNoise ? [`permanent noise ${z.permanentNoise}`] : [])]);
  return reportText(rep, zones, [], (s, name) => {
    const head = `  ${name}  ${!s.alive ? 'dead' : s.left ? 'left the board' : `zone ${s.zone}`}, ${s.xp} XP (${s.level}), ${plural(s.wounds, 'wound')}`;
    if (!s.alive) return head;
    const hands = s.hands.some((h) => h !== null) ? s.hands.map((h) => h ?? '-').join(' + ') : 'empty';
    return `${head}, ${actionsLeft(s.actions, s.freeActions)}; hands ${hands}; backpack ${s.backpack.join(', ') || 'empty'}`;
  });
}

/** Ruleset.scenario: load a scenario file, play its step, and describe the result (json.log holds the step's log lines). */
export const runS1Scenario = scenarioRunner(loadScenario, playScenario, reportScenario, scenarioText);
