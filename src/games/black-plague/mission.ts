/**
 * Black Plague mission files: a zmap map (src/core/zmap.ts) plus the Black Plague header keys documented in
 * docs/missions.md ("Black Plague mission keys"). Vaults are rooms named in `kinds:` and joined to their doors'
 * zones by `link` edges.
 */
import type { MapDef, ParsedZmap, ZoneGraph } from '../../core/map.ts';
import { closest } from '../../core/suggest.ts';
import { checkZmap, defineMapVocabulary, linkEdge, parseZmap, parseZmapFile, readZmapText } from '../../core/zmap.ts';
import type { Problem } from '../types.ts';
import { type BpEquipDef, BP_EQUIPMENT, STARTING_DEFAULT, bpEquipmentByName } from './data/equipment.ts';
import { BP_BODY_SLOT, BP_SURVIVORS, bpSurvivorByName } from './data/survivors.ts';
import { BP_ZOMBIE_CARDS, type CardReading } from './data/zombie-cards.ts';
import { type BpZombieType, DEFAULT_SUPPLY, ZOMBIE_NAMES, zombieTypeByName } from './zombie-types.ts';
import { type MissionIdentity, Reader, checkLineupKey, dangerStep, firstProblemThrown, missionIdentity, missionReader, readCardNumbers, readClosedDoorSplit, readSurvivorNames, readThresholds, readVictorySteps, withRules } from '../zombicide/mission.ts';

export const GAME_ID = 'black-plague';

/** The map words Black Plague adds: `link` edges (vault stairs) and Necromancer zombie tokens. */
export const BP_MAP_VOCABULARY = defineMapVocabulary(GAME_ID, { edges: { link: linkEdge }, zombies: ['necromancer'] });

export type BpVictoryStep =
  | { kind: 'objectives' }
  | { kind: 'take'; colour: string }
  | { kind: 'gather'; zone: number; closed: boolean }
  | { kind: 'kill'; type: BpZombieType; count: number }
  | { kind: 'artifacts' }
  | { kind: 'danger'; level: number }
  | { kind: 'carry'; cards: { def: BpEquipDef; count: number }[] }
  | { kind: 'remove-spawns'; zones: number[] }
  | { kind: 'burn'; zone: number };

/** A zombie a quest rule brings into play (`objective-brings`, `all-taken-brings`). */
export interface ZombieArrival {
  type: BpZombieType;
  /** A zone; 'objective': the zone of the objective just taken; 'spawn': a random spawn zone on the board. */
  zone: number | 'objective' | 'spawn';
  /** Only when no zombie of that type is on the board and none has been killed (`if none`). */
  ifNone: boolean;
}

export interface BpMission extends MissionIdentity {
  map: MapDef;
  graph: ZoneGraph;
  /** 1 for a vault zone (from `kinds:`): no Search, no building spawn, reached only through its `link` doors. */
  vault: Uint8Array;
  /** Zones whose open doors any Survivor may close for 1 Action (`closable:`). */
  closable: number[];
  /** Extra cards shuffled into the Equipment deck at set-up (`deck-extra:`). */
  deckExtra: BpEquipDef[];
  zombieDeck: number[];
  cardReading: CardReading;
  startingEquipment: BpEquipDef[];
  supply: number[];
  victory: BpVictoryStep[];
  /** 'all-dead': lost when every Survivor is dead; 'any-death': lost at the first death. */
  defeat: 'all-dead' | 'any-death';
  /** 'lose': a Necromancer escaping loses the game; 'lose-at-6-spawns': only with 6 spawn tokens on the board. */
  necromancerEscape: 'lose' | 'lose-at-6-spawns';
  objectiveXp: number;
  /** Taking an objective of this colour draws a Zombie card for its zone (The Shepherds' infected townsfolk). */
  objectiveSpawn: string | null;
  /**
   * What taking an objective hands out: colour (or null = any objective) → a card, 'artifact' (a random set-aside
   * Vault Artifact) or 'missing' (a random card the victory's `carry` steps still lack).
   */
  objectiveGives: { colour: string | null; card: BpEquipDef | 'artifact' | 'missing' }[];
  /** When every objective is taken, doors locked with this colour unlock. */
  unlockWhenAllTaken: string | null;
  /** Doors locked with `colour` unlock once an objective of each colour in `keys` is taken. */
  unlockWhenTaken: { colour: string; keys: string[] }[];
  /** Taking an objective of colour `by` puts the objectives of colour `colour` on the board (they start off it). */
  objectiveReveals: { by: string; colour: string }[];
  /** Zombies that taking an objective (of that colour, or any: null) brings into play. */
  objectiveBrings: { colour: string | null; arrival: ZombieArrival }[];
  /** Zombies brought into play once every objective that was on the board at set-up is taken. */
  allTakenBrings: ZombieArrival[];
  /** Every spawn in this zone places an Abomination instead. */
  abominationZone: number;
  /** Cards in each vault zone at setup (taken with the Take Artifact action). */
  vaultItems: { zone: number; defs: BpEquipDef[] }[];
  /** At setup each vault zone of `vaults` (once per mention) gets one card drawn without replacement from `pool`. */
  vaultDraw: { vaults: number[]; pool: BpEquipDef[] } | null;
  woundLimit: number;
  /** The card each Survivor may keep (and use) in the Body slot besides armour, by Survivor name; none when absent. */
  bodySlot: Readonly<Record<string, string>>;
  dragonFireKillsSurvivors: boolean;
  defaultLineup: string[];
  roundLimit: number;
  xpThresholds: [number, number, number];
  /** `closed-door-split` (`readClosedDoorSplit`): a way through a closed door counts when blocked zombies split. */
  splitCountsClosedDoors: boolean;
}

export function loadBpMission(file: string, rules: Readonly<Record<string, string>> = {}): BpMission {
  return firstProblemThrown(readMission(withRules(parseZmapFile(file), rules)));
}

/** A mission from text (tests, scenarios). */
export function bpMissionFromText(text: string, file: string, rules: Readonly<Record<string, string>> = {}): BpMission {
  return firstProblemThrown(readMission(withRules(parseZmap(text, file), rules)));
}

export function validateBpMission(file: string): Problem[] {
  const text = readZmapText(file);
  const { parsed, problems } = checkZmap(text, file);
  return parsed ? [...problems, ...readMission(parsed).problems] : problems;
}

/** Whether objective `i` starts off the board: its colour is one an `objective-reveals` puts on the board later. */
export function startsOffBoard(m: BpMission, i: number): boolean {
  const colour = m.map.tokens.objectives[i]!.colour;
  return m.objectiveReveals.some((x) => x.colour === colour);
}

const KEYS = [
  'id', 'name', 'game', 'fidelity', 'note', 'tiles', 'size', 'tile-size', 'difficulty', 'kinds', 'zombie-deck', 'spawn-card-34', 'extra-activation-blue',
  'starting-equipment', 'supply', 'victory', 'defeat', 'necromancer-escape', 'objective-xp', 'objective-spawn', 'objective-gives',
  'unlock-when-all-taken', 'unlock-when-taken', 'objective-reveals', 'objective-brings', 'all-taken-brings', 'abomination-zone',
  'vault-items', 'vault-draw', 'closable', 'deck-extra', 'wound-limit', 'body-slot', 'dragon-fire-kills-survivors', 'survivors', 'round-limit', 'xp-thresholds', 'closed-door-split',
];

function readMission(parsed: ParsedZmap): { mission: BpMission; problems: Problem[] } {
  const { header: h, map } = parsed;
  const r = missionReader(parsed, KEYS, GAME_ID, 'Black Plague');
  const zoneKey = (key: string): number => {
    const v = h.get(key);
    return v ? r.zone(v.value.trim(), v.line, key) : -1;
  };
  const mission: BpMission = {
    ...missionIdentity(r, GAME_ID),
    map,
    graph: r.graph,
    vault: readKinds(r),
    closable: readClosable(r),
    deckExtra: readDeckExtra(r),
    zombieDeck: readCardNumbers(r, BP_ZOMBIE_CARDS.length),
    cardReading: {
      card34: r.choice('spawn-card-34', ['code', 'spreadsheet'], 'code'),
      extraActivationBlue: r.choice('extra-activation-blue', ['none', 'activate'], 'none'),
    },
    startingEquipment: readStarting(r),
    supply: readSupply(r),
    victory: readVictory(r),
    defeat: r.choice('defeat', ['all-dead', 'any-death'], 'all-dead'),
    necromancerEscape: r.choice('necromancer-escape', ['lose', 'lose-at-6-spawns'], 'lose-at-6-spawns'),
    objectiveXp: r.integer('objective-xp', 5, 0, 100),
    objectiveSpawn: h.get('objective-spawn')?.value.trim() ?? null,
    objectiveGives: readGives(r),
    unlockWhenAllTaken: h.get('unlock-when-all-taken')?.value.trim() ?? null,
    unlockWhenTaken: readUnlockWhenTaken(r),
    objectiveReveals: readReveals(r),
    objectiveBrings: readObjectiveBrings(r),
    allTakenBrings: readArrivals(r, 'all-taken-brings'),
    abominationZone: zoneKey('abomination-zone'),
    vaultItems: [],
    vaultDraw: null,
    woundLimit: r.integer('wound-limit', 3, 1, 20),
    bodySlot: readBodySlot(r),
    dragonFireKillsSurvivors: r.choice('dragon-fire-kills-survivors', ['yes', 'no'], 'yes') === 'yes',
    defaultLineup: readLineup(r),
    roundLimit: r.integer('round-limit', 60, 1, 10_000),
    xpThresholds: readThresholds(r),
    splitCountsClosedDoors: readClosedDoorSplit(r),
  };
  mission.vaultItems = readVaultItems(r, mission.vault);
  mission.vaultDraw = readVaultDraw(r, mission);
  checkMap(r, mission);
  return { mission, problems: r.problems };
}

/** `kinds: V16=vault V27=vault`: the vault zones (rooms of the grid, drawn outside the tiles). */
function readKinds(r: Reader): Uint8Array {
  const out = new Uint8Array(r.graph.n);
  const v = r.header.get('kinds');
  if (!v) return out;
  for (const part of v.value.split(/\s+/).filter(Boolean)) {
    const m = /^([A-Za-z][A-Za-z0-9_]*)=(\w+)$/.exec(part);
    if (!m || m[2] !== 'vault') {
      r.fail(v.line, `kinds: "${part}" is not <zone>=vault (the only zone kind Black Plague adds).`);
      continue;
    }
    const z = r.zone(m[1]!, v.line, 'kinds');
    if (z < 0) continue;
    if (!r.map.zones[z]!.room) r.fail(v.line, `kinds: vault ${m[1]} must be drawn as a room (a label starting with an upper-case letter).`);
    out[z] = 1;
  }
  return out;
}

/** "Apples x2, Water, …": cards by name with a count (1 when no "xN"). */
function cardCounts(r: Reader, text: string, line: number, key: string): { def: BpEquipDef; count: number }[] {
  const out: { def: BpEquipDef; count: number }[] = [];
  for (const part of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^(.+?)(?:\s+x(\d+))?$/.exec(part)!;
    const def = card(r, m[1]!, line, key);
    if (def) out.push({ def, count: Number(m[2] ?? 1) });
  }
  return out;
}

function readDeckExtra(r: Reader): BpEquipDef[] {
  const v = r.header.get('deck-extra');
  if (!v) return [];
  return cardCounts(r, v.value, v.line, 'deck-extra').flatMap(({ def, count }) => Array<BpEquipDef>(count).fill(def));
}

function readClosable(r: Reader): number[] {
  const v = r.header.get('closable');
  if (!v) return [];
  return v.value.split(',').map((s) => s.trim()).filter(Boolean).map((z) => r.zone(z, v.line, 'closable'));
}

function card(r: Reader, name: string, line: number, key: string): BpEquipDef | null {
  const def = bpEquipmentByName(name);
  if (!def) {
    const near = closest(name, BP_EQUIPMENT.map((e) => e.name));
    r.fail(line, `${key}: "${name}" is not a Black Plague Equipment card${near ? ` (did you mean "${near}"?)` : ''}.`);
  }
  return def ?? null;
}

function readStarting(r: Reader): BpEquipDef[] {
  const l = r.list('starting-equipment');
  if (!l) return STARTING_DEFAULT.map((n) => bpEquipmentByName(n)!);
  if (l.items.length === 1 && l.items[0] === 'none') return [];
  return l.items.map((n) => card(r, n, l.line, 'starting-equipment')).filter((d): d is BpEquipDef => d !== null);
}

/** `supply: necromancer=4, walker=30`: miniatures in the box, by type (the others keep the core box's counts). */
function readSupply(r: Reader): number[] {
  const out = [...DEFAULT_SUPPLY];
  const l = r.list('supply');
  for (const part of l?.items ?? []) {
    const m = /^(\w+)\s*=\s*(\d+)$/.exec(part);
    const t = m ? zombieTypeByName(m[1]!) : -1;
    if (!m || t < 0 || Number(m[2]) > 999) r.fail(l!.line, `supply: "${part}" is not <type>=<count> with a type among ${ZOMBIE_NAMES.join(', ')}.`);
    else out[t] = Number(m[2]);
  }
  return out;
}

/** The items of a comma-separated key written `<colour>=<value>` or, where the colour may be left out, `<value>`. */
function colourItems(r: Reader, key: string): { colour: string | null; value: string; text: string; line: number }[] {
  const l = r.list(key);
  return (l?.items ?? []).map((text) => {
    const k = text.indexOf('=');
    const [colour, value] = k < 0 ? [null, text] : [text.slice(0, k).trim(), text.slice(k + 1).trim()];
    return { colour, value, text, line: l!.line };
  });
}

function readGives(r: Reader): BpMission['objectiveGives'] {
  const out: BpMission['objectiveGives'] = [];
  for (const { colour, value, line } of colourItems(r, 'objective-gives')) {
    if (value === 'artifact' || value === 'missing') out.push({ colour, card: value });
    else {
      const def = card(r, value, line, 'objective-gives');
      if (def) out.push({ colour, card: def });
    }
  }
  return out;
}

/** `unlock-when-taken: gold=blue+green`: the doors locked:gold unlock once a blue and a green objective are taken. */
function readUnlockWhenTaken(r: Reader): BpMission['unlockWhenTaken'] {
  const out: BpMission['unlockWhenTaken'] = [];
  for (const { colour, value, text, line } of colourItems(r, 'unlock-when-taken')) {
    const keys = value.split('+').map((c) => c.trim());
    if (!colour || keys.some((c) => c === '')) r.fail(line, `unlock-when-taken: "${text}" is not <door colour>=<objective colour>+<objective colour>...`);
    else out.push({ colour, keys });
  }
  return out;
}

/** `objective-reveals: lab-key=lab`: the lab objectives are off the board until a lab-key objective is taken. */
function readReveals(r: Reader): BpMission['objectiveReveals'] {
  const out: BpMission['objectiveReveals'] = [];
  for (const { colour, value, text, line } of colourItems(r, 'objective-reveals')) {
    if (!colour || !value || colour === value) r.fail(line, `objective-reveals: "${text}" is not <colour taken>=<colour revealed> with two different colours.`);
    else out.push({ by: colour, colour: value });
  }
  return out;
}

const ARRIVAL = '<type> [in <zone> | in a spawn zone] [if none]';

/** `necromancer in Z25`, `abomination in a spawn zone if none`: a zombie a quest rule brings into play. */
function readArrival(r: Reader, text: string, line: number, key: string): ZombieArrival | null {
  const m = /^(\w+)(?:\s+in\s+(a spawn zone|\S+))?(\s+if none)?$/.exec(text);
  const type = m ? zombieTypeByName(m[1]!) : -1;
  if (!m || type === -1) {
    r.fail(line, `${key}: "${text}" is not ${ARRIVAL} with a type among ${ZOMBIE_NAMES.join(', ')}.`);
    return null;
  }
  const zone = m[2] === undefined ? 'objective' : m[2] === 'a spawn zone' ? 'spawn' : r.zone(m[2], line, key);
  return zone === -1 ? null : { type, zone, ifNone: m[3] !== undefined };
}

function readObjectiveBrings(r: Reader): BpMission['objectiveBrings'] {
  return colourItems(r, 'objective-brings').flatMap(({ colour, value, line }) => {
    const arrival = readArrival(r, value, line, 'objective-brings');
    return arrival ? [{ colour, arrival }] : [];
  });
}

function readArrivals(r: Reader, key: string): ZombieArrival[] {
  const l = r.list(key);
  return (l?.items ?? []).map((text) => readArrival(r, text, l!.line, key)).filter((a): a is ZombieArrival => a !== null);
}

/** `vault-items: V16: Dragon Bile, Torch; V27: Inferno`. Artifacts come from the set-aside cards, the rest from the deck. */
function readVaultItems(r: Reader, vault: Uint8Array): BpMission['vaultItems'] {
  const v = r.header.get('vault-items');
  if (!v) return [];
  const out: BpMission['vaultItems'] = [];
  const used = new Map<BpEquipDef, number>();
  for (const part of v.value.split(';').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.+)$/.exec(part);
    if (!m) {
      r.fail(v.line, `vault-items: "${part}" is not "<vault zone>: <card>, <card>".`);
      continue;
    }
    const zone = r.zone(m[1]!, v.line, 'vault-items');
    if (zone >= 0 && !vault[zone]) r.fail(v.line, `vault-items: ${m[1]} is not a vault (declare it in kinds: ${m[1]}=vault).`);
    const defs = m[2]!.split(',').map((n) => card(r, n.trim(), v.line, 'vault-items')).filter((d): d is BpEquipDef => d !== null);
    for (const d of defs) {
      used.set(d, (used.get(d) ?? 0) + 1);
      if (used.get(d) === d.count + 1) r.fail(v.line, `vault-items: more ${d.name} cards than the ${d.count} in the box.`);
    }
    if (zone >= 0) out.push({ zone, defs });
  }
  return out;
}

/**
 * `vault-draw: V27, V28: Inferno, Orcish Crossbow, Dragon Bile, Dragon Bile`: at setup each vault listed (twice for two
 * cards) gets one card drawn at random, without replacement, from the pool; the cards not drawn stay where they are.
 */
function readVaultDraw(r: Reader, m: BpMission): BpMission['vaultDraw'] {
  const v = r.header.get('vault-draw');
  if (!v) return null;
  const colon = v.value.indexOf(':');
  if (colon < 0) {
    r.fail(v.line, `vault-draw: "${v.value}" is not "<vault zone>, <vault zone>...: <card>, <card>...".`);
    return null;
  }
  const vaults: number[] = [];
  for (const label of v.value.slice(0, colon).split(',').map((s) => s.trim())) {
    const zone = r.zone(label, v.line, 'vault-draw');
    if (zone >= 0 && !m.vault[zone]) r.fail(v.line, `vault-draw: ${label} is not a vault (declare it in kinds: ${label}=vault).`);
    if (zone >= 0) vaults.push(zone);
  }
  const pool = v.value.slice(colon + 1).split(',').map((n) => card(r, n.trim(), v.line, 'vault-draw')).filter((d): d is BpEquipDef => d !== null);
  if (pool.length < vaults.length) r.fail(v.line, `vault-draw: ${vaults.length} draws but only ${pool.length} cards in the pool.`);
  const fixed = m.vaultItems.flatMap((x) => x.defs);
  for (const d of new Set(pool)) {
    const n = pool.filter((x) => x === d).length + fixed.filter((x) => x === d).length;
    if (n > d.count) r.fail(v.line, `vault-draw: the pool and vault-items hold ${n} ${d.name} cards, more than the ${d.count} in the box.`);
  }
  return { vaults, pool };
}

/** `body-slot: Clovis=Shield, Silas=none`: changes to the Body-slot cards of BP_BODY_SLOT. */
function readBodySlot(r: Reader): Record<string, string> {
  const out: Record<string, string> = { ...BP_BODY_SLOT };
  const l = r.list('body-slot');
  for (const part of l?.items ?? []) {
    const m = /^([^=]+?)\s*=\s*(.+)$/.exec(part);
    const who = m ? bpSurvivorByName(m[1]!) : undefined;
    if (!m || !who) {
      r.fail(l!.line, `body-slot: "${part}" is not <Survivor>=<card> (or <Survivor>=none) with a Survivor among ${BP_SURVIVORS.map((s) => s.name).join(', ')}.`);
      continue;
    }
    if (m[2]!.trim().toLowerCase() === 'none') {
      delete out[who.name];
      continue;
    }
    const def = card(r, m[2]!.trim(), l!.line, 'body-slot');
    if (def && def.kind === 'armor') r.fail(l!.line, `body-slot: ${def.name} is armour, which every Survivor may wear in the Body slot; name another card.`);
    else if (def) out[who.name] = def.name;
  }
  return out;
}

function readLineup(r: Reader): string[] {
  const out = readSurvivorNames(r, BP_SURVIVORS, bpSurvivorByName, 'Black Plague');
  checkLineupKey(r, out);
  return out;
}

const STEPS = 'objectives, take <colour>, gather <zone> [closed], kill <type> [n], artifacts, danger <level>, carry <card> [xN], ..., remove-spawns <zone>, ..., burn <zone>';

function readVictory(r: Reader): BpVictoryStep[] {
  const steps = readVictorySteps<BpVictoryStep>(r, (word, arg, line, text) => {
    const zones = (): number[] => arg.split(',').map((s) => r.zone(s.trim(), line, `victory ${word}`));
    switch (word) {
      case 'objectives':
      case 'artifacts':
        return { kind: word };
      case 'take':
        return { kind: 'take', colour: arg };
      case 'gather': {
        const closed = /\s+closed$/.test(arg);
        if (closed) arg = arg.replace(/\s+closed$/, '');
        return { kind: 'gather', zone: zones()[0]!, closed };
      }
      case 'burn':
        return { kind: word, zone: zones()[0]! };
      case 'remove-spawns':
        return { kind: 'remove-spawns', zones: zones() };
      case 'kill': {
        const [name = '', n = '1'] = arg.split(/\s+/);
        const type = zombieTypeByName(name);
        if (type < 0 || !/^[1-9]\d*$/.test(n)) r.fail(line, `victory: "kill ${arg}" needs a zombie type (${ZOMBIE_NAMES.join(', ')}) and an optional count.`);
        return { kind: 'kill', type: Math.max(0, type) as BpZombieType, count: Number(n) || 1 };
      }
      case 'danger':
        return dangerStep(r, arg, line);
      case 'carry':
        return { kind: 'carry', cards: cardCounts(r, arg, line, 'victory carry') };
      default:
        r.fail(line, `victory: "${text}" is not a Black Plague victory step (${STEPS}; join steps with "then").`);
        return null;
    }
  });
  return steps ?? [{ kind: 'objectives' }];
}

/** The objective colours the quest-rule keys name exist on the map (`colours`: those of the objective tokens). */
function checkObjectiveColours(r: Reader, m: BpMission, colours: ReadonlySet<string>): void {
  const line = (key: string): number => r.header.get(key)!.line;
  const noObjective = (key: string, colour: string): void => r.fail(line(key), `${key}: no objective has colour=${colour}.`);
  for (const { by, colour } of m.objectiveReveals) {
    for (const c of [by, colour]) if (!colours.has(c)) noObjective('objective-reveals', c);
    for (const o of m.map.tokens.objectives) {
      if (o.colour === colour && o.hidden) r.fail(o.line, `objective-reveals: the ${colour} objective is revealed by the ${by} one, so it cannot also be hidden (shuffled among the others).`);
    }
  }
  for (const { colour } of m.objectiveBrings) if (colour !== null && !colours.has(colour)) noObjective('objective-brings', colour);
  for (const { colour, keys } of m.unlockWhenTaken) {
    for (const c of keys) if (!colours.has(c)) noObjective('unlock-when-taken', c);
    if (!m.map.doors.some((d) => d.locked && d.colour === colour) && !m.map.tokens.spawns.some((s) => !s.active && s.colour === colour)) {
      r.fail(line('unlock-when-taken'), `unlock-when-taken: no locked door and no inactive spawn zone has colour ${colour}.`);
    }
  }
  if (m.allTakenBrings.length > 0 && m.map.tokens.objectives.length === 0) r.fail(line('all-taken-brings'), 'all-taken-brings: the map has no objective token.');
}

function checkMap(r: Reader, m: BpMission): void {
  const t = m.map.tokens;
  if (t.start.length === 0) r.fail(1, 'the map has no "start" token (the Survivors\' Starting Zone).');
  if (t.spawns.length === 0) r.fail(1, 'the map has no "spawn" token.');
  if (t.cars.length > 0) r.fail(t.cars[0]!.line, 'Black Plague has no cars.');
  if (t.manholes.length > 0) r.fail(1, 'Black Plague has no manholes.');
  const onBoard = [0, 0, 0, 0, 0];
  for (const z of t.zombies) {
    const type = zombieTypeByName(z.type) as BpZombieType;
    onBoard[type]! += z.count;
    if (onBoard[type]! > m.supply[type]!) r.fail(z.line, `the zombies tokens put ${onBoard[type]} ${z.type}s on the board at setup, but the box holds ${m.supply[type]} (raise it with supply: ${z.type}=<n>).`);
  }
  const colours = new Set(t.objectives.map((o) => o.colour).filter((c) => c !== null));
  checkObjectiveColours(r, m, colours);
  if (m.unlockWhenAllTaken) colours.add(m.unlockWhenAllTaken);
  for (const u of m.unlockWhenTaken) colours.add(u.colour);
  for (const d of m.map.doors) {
    if (!d.locked) continue;
    if (d.colour === null || !colours.has(d.colour)) {
      r.fail(d.line, `this locked door never opens: no objective has colour=${d.colour ?? '(none)'}; add one, or unlock it with unlock-when-all-taken or unlock-when-taken.`);
    }
  }
  for (const s of t.spawns) {
    if (!s.active && (s.colour === null || !colours.has(s.colour))) r.fail(s.line, `this inactive spawn zone never spawns: no objective has colour=${s.colour ?? '(none)'}.`);
  }
  const line = r.header.get('victory')?.line ?? 1;
  for (const step of m.victory) {
    if (step.kind === 'objectives' && t.objectives.length === 0) r.fail(line, 'victory needs objectives but the map has no objective token.');
    if (step.kind === 'artifacts' && m.vaultItems.length === 0 && !m.vaultDraw) r.fail(line, 'victory "artifacts" needs vault-items or vault-draw.');
    if (step.kind === 'take' && !colours.has(step.colour)) r.fail(line, `victory "take ${step.colour}": no objective has colour=${step.colour}.`);
    if (step.kind === 'remove-spawns') {
      for (const z of step.zones) if (z >= 0 && !t.spawns.some((s) => s.zone === z)) r.fail(line, `victory remove-spawns: ${m.map.zones[z]!.label} is not a spawn zone.`);
    }
  }
  if (m.objectiveSpawn && !colours.has(m.objectiveSpawn)) r.fail(r.header.get('objective-spawn')!.line, `objective-spawn: no objective has colour=${m.objectiveSpawn}.`);
  if (m.objectiveGives.some((gv) => gv.card === 'missing') && !m.victory.some((st) => st.kind === 'carry')) {
    r.fail(r.header.get('objective-gives')!.line, 'objective-gives: "missing" hands out the cards the victory\'s carry step lacks, but the victory has no carry step.');
  }
  const n = m.graph.n;
  for (let z = 0; z < n; z++) {
    if (m.vault[z] && !(m.map.links ?? []).some((l) => l.a === z || l.b === z)) r.fail(r.header.get('kinds')!.line, `vault ${m.map.zones[z]!.label} has no link edge to a door zone; add e.g. "link Z1-${m.map.zones[z]!.label} closed".`);
  }
}
