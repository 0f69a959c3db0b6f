/**
 * Black Plague scenarios (docs/scenarios.md, "Black Plague"): a small position written as data plus one step of the
 * rules to play on it, with scripted dice, cards and choices. The file format is Season 1's (the reader is shared:
 * ../scenario-kit.ts) with what Black Plague adds: a wound tracker, a Body slot for armour, unloaded weapons,
 * invisible Survivors, Necromancers with their entry zones, Dragon Bile puddles, vaults (the mission's own keys).
 *
 * `buildBpPosition` is also the tests' harness (test/games/black-plague/harness.ts).
 */
import { readUserFile } from '../../core/files.ts';
import type { Decision, StrategyModule } from '../types.ts';
import { type BpAction, legalActions, performAction } from './actions.ts';
import { type BpEquipDef, BP_EQUIPMENT, bpEquipmentByName } from './data/equipment.ts';
import { BP_SKILL_NAMES, BP_SURVIVORS, bpSurvivorByName } from './data/survivors.ts';
import { BP_ZOMBIE_CARDS } from './data/zombie-cards.ts';
import { setupBpGame } from './game.ts';
import { countBpCards } from './invariants.ts';
import { type BpMission, bpMissionFromText } from './mission.ts';
import { BODY, type BpCard, type BpGame, type BpSurvivor, type BpView, type FreeActions, HANDS, SLOTS, zoneName } from './state.ts';
import { startTurn } from './survivors.ts';
import { activate, extraActivation, spawnStep, zombiesPhase } from './zombies.ts';
import { type BpZombieType, NECROMANCER, TYPES, ZOMBIE_LETTERS, ZOMBIE_NAMES } from './zombie-types.ts';
import { type Block, type CommonScenario, type Fail, type ParsedStep, type PlayedStep, type ScenarioFormat, type ScenarioResult, type ScenarioRules, type ReportCounts, type ReportHead, Script, type SurvivorLine, type ZoneAt, actionsLeft, attackWhere, cardFinder, doorActionNames, survivorBasics, placeZombies, placementName, playOn, readScenario, readSlots, reportCounts, reportHead, reportText, reportZones, scenarioRunner, sectionItems, survivorHead, tradeName, zombiesAt as zombiesAtOf, zoneOf as zoneOfIn, zoneText } from '../zombicide/scenario-kit.ts';
import type { SurvivorDef } from '../zombicide/survivors.ts';
import { LEVEL_NAMES } from '../zombicide/state.ts';

// ---------------------------------------------------------------------------------------------
// Building a position
// ---------------------------------------------------------------------------------------------

/** One Survivor of a position. */
export interface BpPlacedSurvivor {
  name: string;
  /** Zone label. */
  zone: string;
  /** Cards by slot: 0 and 1 the Hands, 2 the Body (armour only), 3… the Backpack; null = an empty slot. */
  cards?: readonly (string | null)[];
  /** Reloadable weapons carried unloaded, by name (one card each). */
  unloaded?: readonly string[];
  xp?: number;
  /** 0 Blue … 3 Red; default 0 (not derived from `xp` here). */
  level?: number;
  /** The wound tracker. */
  wounds?: number;
  /** Skills added to the Survivor's own Blue skill. */
  skills?: readonly string[];
  /** false: eliminated before the step (no cards). */
  alive?: boolean;
  /** The Invisibility enchantment's Rotten token. */
  invisible?: boolean;
}

/** A Necromancer on the board, and the zone of the Necromancer spawn token it brought (none: placed at setup). */
export interface PlacedNecromancer {
  zone: string;
  entry?: string;
}

export type BpChooser = (view: BpView, d: Decision) => number;

export interface BpPositionOptions {
  /** Default: always the first option. */
  choose?: BpChooser;
  /** Replace every zombie on the board (Necromancers too): zone label -> e.g. "4W 1F 3R 1A 1N". */
  zombies?: Readonly<Record<string, string>>;
  necromancers?: readonly PlacedNecromancer[];
  /** The run seed of the game set up (decks, hidden objectives); default "scenario". */
  seed?: string;
}

/**
 * Set up a game of `mission` (no Starting Equipment dealt) with the Survivors where and as `placed` says. Zombie
 * tokens of the map stay unless `opts.zombies` replaces them. Survivors get no turn (0 Actions): call `startTurn`.
 */
export function buildBpPosition(mission: BpMission, placed: readonly BpPlacedSurvivor[], opts: BpPositionOptions = {}): BpGame {
  const choose = opts.choose ?? (() => 0);
  const strategy: StrategyModule<BpView> = { name: 'scripted', description: 'scenario choices', games: ['black-plague'], create: () => ({ choose }) };
  const g = setupBpGame({ ...mission, startingEquipment: [] }, placed.map((p) => p.name), strategy as StrategyModule, opts.seed ?? 'scenario', 0);
  placed.forEach((p, i) => {
    const s = g.survivors[i]!;
    s.zone = zoneOf(g, p.zone);
    s.slots.fill(null);
    (p.cards ?? []).forEach((name, k) => {
      if (name === null) return;
      const def = bpEquipmentByName(name);
      if (!def) throw new Error(`no Equipment card "${name}"`);
      s.slots[k] = { uid: g.nextUid++, def, loaded: true };
    });
    for (const name of p.unloaded ?? []) {
      const c = s.slots.find((x) => x !== null && x.loaded && x.def.reload && x.def.name.toLowerCase() === name.toLowerCase());
      if (!c) throw new Error(`${s.name} carries no loaded ${name} to unload`);
      c.loaded = false;
    }
    s.xp = p.xp ?? 0;
    s.level = p.level ?? 0;
    s.wounds = p.wounds ?? 0;
    s.invisible = p.invisible === true;
    for (const skill of p.skills ?? []) s.skills.push(skill);
    if (p.alive === false) {
      s.alive = false;
      s.diedIn = s.zone;
      s.slots.fill(null);
    }
  });
  if (opts.zombies) {
    g.necromancers = [];
    placeZombies(g, opts.zombies, ZOMBIE_LETTERS, (z, t, count) => {
      if (t === NECROMANCER) for (let k = 0; k < count; k++) g.necromancers.push({ zone: z, entry: -1 });
    });
  }
  for (const n of opts.necromancers ?? []) {
    const z = zoneOf(g, n.zone);
    g.zombies[z * TYPES + NECROMANCER]!++;
    g.onBoard[NECROMANCER]!++;
    const entry = n.entry === undefined ? -1 : g.spawns.length;
    if (n.entry !== undefined) g.spawns.push({ zone: zoneOf(g, n.entry), colour: null, active: true, necromancer: g.necromancers.length, removed: false });
    g.necromancers.push({ zone: z, entry });
  }
  g.cardTotal = countBpCards(g);
  return g;
}

/** The zone with this label (throws for an unknown one). */
export function zoneOf(g: BpView, label: string): number {
  return zoneOfIn(g, label);
}

/** Zombies in a zone as "2W 1F" (types with a count only, in W R F A N order). */
export function zombiesAt(g: BpView, label: string): string {
  return zombiesAtOf(g, label, ZOMBIE_LETTERS);
}

// ---------------------------------------------------------------------------------------------
// Naming actions and decision options
// ---------------------------------------------------------------------------------------------

/** Every name of a legal action, the canonical one first (`move c`, `attack ranged b with Hand Crossbow`, …). */
export function bpActionNames(g: BpView, a: BpAction): string[] {
  const label = (z: number) => g.graph.map.zones[z]!.label;
  switch (a.type) {
    case 'bloodlust':
      return [a.free === 'melee' ? `bloodlust ${label(a.to)}` : `bloodlust ${a.free} ${label(a.to)}`];
    case 'move':
    case 'charge':
    case 'sprint':
    case 'jump':
    case 'shove':
      return [`${a.type} ${label(a.to)}`];
    case 'taunt':
    case 'lifesaver':
      return [`${a.type} ${label(a.zone)}`];
    case 'give-action':
      return [`give-action ${g.survivors[a.target]!.name}`];
    case 'open-door':
    case 'close-door':
      return doorActionNames(g.graph.map, a.type, a.door, label);
    case 'attack': {
      const k = a.attack;
      const where = attackWhere(k.zone, k.zone2, label);
      const names = [`attack ${k.mode} ${where} with ${k.weapon}`];
      if (k.mode === 'melee') names.push(`attack melee with ${k.weapon}`);
      if (k.mode === 'magic') names.push(`cast ${k.weapon} at ${where}`);
      return names;
    }
    case 'enchant': {
      const target = a.spell === 'Repulse' ? label(a.target) : g.survivors[a.target]!.name;
      return [`cast ${a.spell} on ${target}`, `enchant ${a.spell} ${target}`];
    }
    case 'trade':
      return [`trade ${g.survivors[a.with]!.name}`];
    case 'take-objective': {
      const colour = g.objectiveColour[a.objective];
      return colour ? [`take-objective ${colour}`, 'take-objective'] : ['take-objective'];
    }
    case 'take-item':
      return [`take-item ${a.name}`];
    case 'pour-bile':
    case 'throw-torch':
      return [`${a.type} ${label(a.zone)}`];
    default:
      return [a.type];
  }
}

const SLOT_NAMES = ['hand 1', 'hand 2', 'body'];
const slotName = (i: number): string => SLOT_NAMES[i] ?? 'backpack';

/** How a scenario names one option of a decision (matched case-insensitively by `choices:`). */
export function bpOptionName(g: BpView, d: Decision, o: unknown): string {
  const label = (z: number) => g.graph.map.zones[z]?.label ?? String(z);
  const r = (o ?? {}) as Record<string, unknown>;
  switch (d.kind) {
    case 'action':
      return bpActionNames(g, o as BpAction)[0]!;
    case 'assign-hit':
      return ZOMBIE_NAMES[o as number] ?? String(o);
    case 'abomination-path':
    case 'necromancer-path':
    case 'repulse-to':
      return label(o as number);
    case 'remove-spawn':
      return label(g.spawns[o as number]!.zone);
    case 'speed-move':
      return label(r.to as number);
    case 'blitz-move':
      return (r.to as number) < 0 ? 'stay' : label(r.to as number);
    case 'take-wound':
    case 'friendly-fire':
    case 'tactician':
    case 'zombie-link':
      return (o as BpSurvivor).name;
    case 'reroll':
      return r.reroll ? 'yes' : 'no';
    case 'destiny':
      return r.redraw ? 'yes' : 'no';
    case 'matching-set':
    case 'reaper':
    case 'lifesaver-drag':
      return o ? 'yes' : 'no';
    case 'is-that-all':
      return o === null ? 'wound' : (o as BpCard).def.name;
    case 'place-card': {
      const holder = g.survivors[d.survivor];
      return placementName(r as { slot: number }, slotName, (i) => holder?.slots[i]?.def.name ?? null);
    }
    case 'arrange': {
      const [a, b, body] = r.names as [string | null, string | null, string | null];
      return `${a ?? '-'} + ${b ?? '-'}${body ? `; body ${body}` : ''}`;
    }
    case 'trade-cards':
      return tradeName(r.names as [string | null, string | null]);
    default:
      return typeof o === 'string' || typeof o === 'number' ? String(o) : JSON.stringify(o);
  }
}

// ---------------------------------------------------------------------------------------------
// Scenario files (the reader and the player shared with Season 1: ../scenario-kit.ts)
// ---------------------------------------------------------------------------------------------

/** Decision kinds the Black Plague engine asks; a `choices:` kind outside it must come up in the step. */
const KNOWN_KINDS = [
  'action', 'arrange', 'trade-cards', 'place-card', 'take-wound', 'assign-hit', 'friendly-fire', 'reroll', 'abomination-path',
  'necromancer-path', 'remove-spawn', 'repulse-to', 'speed-move', 'skill-orange', 'skill-red', 'matching-set', 'destiny', 'reaper',
  'blitz-move', 'is-that-all', 'tactician', 'zombie-link', 'lifesaver-drag',
];

export interface BpScenarioSurvivor extends BpPlacedSurvivor {
  line: number;
  /** Actions left for the step (default: a fresh turn's). */
  actions?: number;
}

export type BpScenarioStep = ParsedStep<PlayedStep<BpZombieType>>;

export interface BpScenario extends CommonScenario<BpMission, BpScenarioSurvivor, BpEquipDef, BpZombieType> {
  necromancers: PlacedNecromancer[];
  bile: number[];
}

const card = cardFinder(bpEquipmentByName, BP_EQUIPMENT, 'Black Plague');

const FORMAT: ScenarioFormat<string, BpMission, BpScenarioSurvivor, SurvivorDef, BpEquipDef, BpZombieType> = {
  keys: ['survivors', 'noise', 'doors-open', 'next-zombie-cards', 'next-equipment', 'dice', 'choices', 'step', 'necromancers', 'bile'],
  game: 'Black Plague',
  mission: bpMissionFromText,
  survivorLines: {
    game: 'Black Plague', byName: bpSurvivorByName, all: BP_SURVIVORS, example: 'Nelly',
    keys: ['zone', 'hands', 'body', 'backpack', 'cards', 'unloaded', 'xp', 'level', 'wounds', 'actions', 'skills'], flags: ['dead', 'invisible'],
  },
  survivorExample: 'Nelly zone=b hands=Sword xp=3',
  survivor: parseSurvivor,
  zombieCards: BP_ZOMBIE_CARDS.length,
  card,
  knownKinds: KNOWN_KINDS,
  choiceExample: 'take-wound = Clovis',
  typeWords: { walker: 0, walkers: 0, runner: 1, runners: 1, fatty: 2, fatties: 2, abomination: 3, necromancer: 4, necromancers: 4 },
  stepForms: 'action <Survivor> <action>, zombies, spawn, activate <type|all> or extra-activation <type>',
  stepExample: 'Nelly',
};

export function loadBpScenario(file: string): BpScenario {
  return parseBpScenario(readUserFile(file, 'scenario file'), file);
}

/** Parse a Black Plague scenario from its text; `file` names it in error messages. */
export function parseBpScenario(text: string, file: string): BpScenario {
  const { sc, blocks, fail, zoneAt } = readScenario(text, file, FORMAT);
  const necromancers = readNecromancers(blocks.get('necromancers'), sc.mission, zoneAt, fail);
  const bile = sectionItems(blocks.get('bile'), /[,\s]+/).map((it) => zoneAt(it.text, it.line, 'bile'));
  return { ...sc, necromancers, bile };
}

/** `necromancers: b entry=d, c`: a Necromancer in b that came in at d (its Necromancer spawn token), one in c placed at setup. */
function readNecromancers(b: Block | undefined, mission: BpMission, zoneAt: ZoneAt, fail: Fail): PlacedNecromancer[] {
  const out: PlacedNecromancer[] = [];
  let onMap = mission.map.tokens.zombies.filter((t) => t.type === 'necromancer').reduce((n, t) => n + t.count, 0);
  for (const it of sectionItems(b, /,/)) {
    const m = /^(\S+)(?:\s+entry=(\S+))?$/.exec(it.text);
    if (!m) fail(it.line, `necromancers: "${it.text}" should be a zone and, for one that brought a spawn token, its entry zone: "b entry=d".`);
    const zone = mission.map.zones[zoneAt(m![1]!, it.line, 'necromancers')]!.label;
    const entry = m![2] === undefined ? undefined : mission.map.zones[zoneAt(m![2], it.line, 'necromancers')]!.label;
    if (++onMap > mission.supply[NECROMANCER]!) fail(it.line, `necromancers: ${onMap} Necromancers on the board, but the box holds ${mission.supply[NECROMANCER]} (raise it with "supply: necromancer=${onMap}" in the header).`);
    out.push(entry === undefined ? { zone } : { zone, entry });
  }
  return out;
}

function parseSurvivor(sl: SurvivorLine<SurvivorDef>, mission: BpMission, fail: Fail): BpScenarioSurvivor {
  const { line, name, seen } = sl;
  const { dead, xp, level, actions, skills } = survivorBasics(sl, mission.xpThresholds, BP_SKILL_NAMES, 'Black Plague', fail);
  const wounds = sl.whole('wounds', 0, mission.woundLimit - 1);
  if (wounds !== undefined && dead) fail(line, `${name}: a dead Survivor's wound tracker is at the limit; leave out wounds=.`);

  const slots = readSlots(
    sl, (p, key) => card(p, line, `${name} ${key}`, fail),
    [
      { key: 'hands', size: HANDS, tooMany: 'hands= holds two cards at most.' }, { key: 'body', size: 1, tooMany: 'body= holds one card.' },
      { key: 'backpack', size: Infinity, tooMany: '' },
    ],
    'give either cards= (every slot: 2 hands, the body, the backpack) or hands=, body= and backpack=, not both.', fail,
  );
  if (slots.length > SLOTS) fail(line, `${name}: ${slots.length} slots of cards do not fit in ${SLOTS} (2 hands, the body and a backpack of ${SLOTS - BODY - 1}).`);
  const worn = slots[BODY];
  const own = mission.bodySlot[name];
  if (worn && worn.kind !== 'armor' && worn.name !== own) {
    const allowed = [...BP_EQUIPMENT.filter((e) => e.kind === 'armor').map((e) => e.name), ...(own ? [`${own} (${name}'s ID card)`] : [])];
    fail(line, `${name}: only armour${own ? ` or a ${own}` : ''} goes in ${name}'s Body slot, not ${worn.name} (${allowed.join(', ')}).`);
  }
  if (dead && slots.some((c) => c !== null)) fail(line, `${name}: a dead Survivor has no cards.`);

  const unloaded: string[] = [];
  const left = [...slots];
  for (const u of (sl.list('unloaded') ?? []).filter(Boolean)) {
    const def = card(u, line, `${name} unloaded`, fail);
    unloaded.push(def.name);
    if (!def.reload) fail(line, `${name}: ${def.name} is not a reloadable weapon.`);
    const k = left.indexOf(def);
    if (k < 0) fail(line, `${name}: unloaded=${def.name}, but ${name} carries no (other) ${def.name}.`);
    left[k] = null;
  }

  const out: BpScenarioSurvivor = {
    line, name, zone: seen.get('zone')!, cards: slots.map((c) => c?.name ?? null), xp, level, skills, alive: !dead,
    wounds: dead ? mission.woundLimit : (wounds ?? 0), invisible: sl.flags.has('invisible'),
  };
  if (unloaded.length) out.unloaded = unloaded;
  if (actions !== undefined) out.actions = actions;
  return out;
}

export type BpScenarioResult = ScenarioResult<BpGame>;

const RULES: ScenarioRules<BpGame, BpSurvivor, BpAction, BpZombieType> = {
  startTurn, performAction, zombiesPhase, spawnStep, activate, extraActivation, actionNames: bpActionNames, knownKinds: KNOWN_KINDS,
  cannotAct: (s) => (s.alive ? null : 'dead'),
  // Two copies of a card in the Hands give the same action twice (pour Dragon Bile from either Hand): one name, one action.
  legalActions: (g, s) => legalActions(g, s).filter((a, i, all) => all.findIndex((b) => bpActionNames(g, b)[0] === bpActionNames(g, a)[0]) === i),
};

/** Set up the scenario's position and play its step. */
export function playBpScenario(sc: BpScenario): BpScenarioResult {
  const script = new Script<BpView>(sc.file, sc.choices, bpOptionName);
  const g = buildBpPosition(sc.mission, sc.survivors, { choose: script.choose, necromancers: sc.necromancers });
  return playOn(g, sc, script, RULES, () => {
    for (const z of sc.bile) g.bile[z] = 1;
    g.cardTotal = countBpCards(g);
  });
}

// ---------------------------------------------------------------------------------------------
// Describing the resulting state
// ---------------------------------------------------------------------------------------------

export interface BpZoneReport {
  zombies: Partial<Record<(typeof ZOMBIE_NAMES)[number], number>>;
  survivors: string[];
  noise: number;
  /** A Dragon Bile puddle lies there. */
  bile: boolean;
  /** Dragon Fire has burnt there. */
  burnt: boolean;
  /** Cards left in a vault. */
  vault: string[];
}

export interface BpSurvivorReport {
  name: string;
  zone: string;
  xp: number;
  level: (typeof LEVEL_NAMES)[number];
  /** The wound tracker (the mission's `wound-limit` kills). */
  wounds: number;
  alive: boolean;
  invisible: boolean;
  hands: (string | null)[];
  body: string | null;
  backpack: string[];
  /** Reloadable weapons carried unloaded. */
  unloaded: string[];
  actions: number;
  freeActions: FreeActions;
  skills: string[];
}

export interface BpSpawnReport {
  zone: string;
  colour: string | null;
  active: boolean;
  /** A Necromancer's spawn token (its Necromancer is on the board). */
  necromancer: boolean;
}

export interface BpScenarioReport extends ReportHead, ReportCounts {
  woundLimit: number;
  zones: Record<string, BpZoneReport>;
  /** Spawn tokens on the board (removed ones left out), in spawn order. */
  spawns: BpSpawnReport[];
  survivors: BpSurvivorReport[];
}

export function reportBpScenario(sc: BpScenario, r: BpScenarioResult): BpScenarioReport {
  const g = r.game;
  const zones = reportZones(g, ZOMBIE_NAMES, (s) => s.alive, (z) => {
    const fields = { bile: g.bile[z] === 1, burnt: g.burnt[z] === 1, vault: g.vaultCards[z]!.map((c) => c.def.name) };
    return { fields, any: fields.bile || fields.burnt || fields.vault.length > 0 };
  });
  const name = (c: BpCard | null | undefined): string | null => c?.def.name ?? null;
  const survivors = g.survivors.map((s): BpSurvivorReport => ({
    ...survivorHead(s, zoneName(g, s.zone)),
    invisible: s.invisible,
    hands: [name(s.slots[0]), name(s.slots[1])],
    body: name(s.slots[BODY]),
    backpack: s.slots.slice(BODY + 1).map(name).filter((c): c is string => c !== null),
    unloaded: s.slots.filter((c): c is BpCard => c !== null && !c.loaded).map((c) => c.def.name),
    actions: s.actions,
    freeActions: { ...s.free },
    skills: [...s.skills],
  }));
  const spawns = g.spawns.filter((t) => !t.removed).map((t): BpSpawnReport => ({ zone: zoneName(g, t.zone), colour: t.colour, active: t.active, necromancer: t.necromancer >= 0 }));
  return { ...reportHead(sc.file, r), woundLimit: g.mission.woundLimit, zones, spawns, survivors, ...reportCounts(g.stats, r.log) };
}

/** The report as text: the step, the zones that hold something, the spawn zones, the Survivors, the end of the game. */
export function bpScenarioText(rep: BpScenarioReport): string {
  const zones = Object.entries(rep.zones).map(([label, z]): [string, string[]] => {
    const more = [...(z.bile ? ['Dragon Bile'] : []), ...(z.burnt ? ['burnt'] : []), ...(z.vault.length ? [`vault ${z.vault.join(', ')}`] : [])];
    return [label, zoneText(z, more)];
  });
  const spawn = (t: BpSpawnReport): string => {
    const notes = [t.colour, t.necromancer ? "Necromancer's" : null, t.active ? null : 'inactive'].filter(Boolean);
    return notes.length ? `${t.zone} (${notes.join(', ')})` : t.zone;
  };
  const spawns = `spawn zones ${rep.spawns.map(spawn).join(', ') || 'none'}`;
  return reportText(rep, zones, [spawns], (s, padded) => {
    const head = `  ${padded}  ${s.alive ? `zone ${s.zone}${s.invisible ? ' (invisible)' : ''}` : 'dead'}, ${s.xp} XP (${s.level}), ${s.wounds}/${rep.woundLimit} wounds`;
    if (!s.alive) return head;
    const unloaded = [...s.unloaded];
    const card = (c: string | null): string => {
      if (c === null) return '-';
      const k = unloaded.indexOf(c);
      if (k < 0) return c;
      unloaded.splice(k, 1);
      return `${c} (unloaded)`;
    };
    const hands = s.hands.some((h) => h !== null) ? s.hands.map(card).join(' + ') : 'empty';
    const free = s.freeActions as unknown as Record<string, number>;
    return `${head}, ${actionsLeft(s.actions, free)}; hands ${hands}; body ${s.body ?? '-'}; backpack ${s.backpack.map(card).join(', ') || 'empty'}`;
  });
}

/** Ruleset.scenario: load a scenario file, play its step, and describe the result (json.log holds the step's log lines). */
export const runBpScenario = scenarioRunner(loadBpScenario, playBpScenario, reportBpScenario, bpScenarioText);
