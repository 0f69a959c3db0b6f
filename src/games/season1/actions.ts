/** The Players' Phase (rulebook §6): the legal actions of a survivor and what each does. */
import { randInt } from '../../core/rng.ts';
import { type AttackAction, attackActions, performAttack, runOver } from './combat.ts';
import { survivorByName } from './data/survivors.ts';
import { equipmentByName } from './data/equipment.ts';
import { acquire, arrange, arrangementOptions, canReorganize, canTrade, discard, freeReorganize, inHand, trade, tradeOptions } from './inventory.ts';
import { openBuilding, place } from './spawn.ts';
import { type SkillAction, skillActions } from './skills.ts';
import { type Card, type Car, type Game, type Survivor, cardsOf, hasSkill, inPlay, playerCount, zombiesIn, zoneName } from './state.ts';
import { checkDefeat, createSurvivor, gainXp, heal, leaveCar, removeWound, startTurn } from './survivors.ts';
import { carEscapes, checkHopeless, checkVictory, currentStep, leaveZones } from './victory.ts';
import { WALKER } from './zombie-types.ts';
import { assertInvariants } from './invariants.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { actionLoop, closeDoor, drawWithDestiny, handsText, matchingSet, moveOption, reorganizeAction, searchCards, tradeAction } from '../zombicide/actions.ts';

export type Action =
  | { type: 'move'; to: number; path: number[] }
  | { type: 'search' }
  | { type: 'search-car'; car: number }
  | { type: 'open-door'; door: number; hand: number }
  | { type: 'close-door'; door: number }
  | AttackAction
  /** The arrangement is a second decision ("arrange"). */
  | { type: 'reorganize' }
  /** The cards are a second decision ("trade-cards"). */
  | { type: 'trade'; with: number }
  | { type: 'combine'; recipe: 'Sniper Rifle' | 'Molotov' }
  | { type: 'take-objective'; objective: number }
  | { type: 'make-noise' }
  /** Reloads `card` (a uid), and the identical weapon in the other Hand if it is unloaded too. */
  | { type: 'reload'; card: number }
  /** heal, loud, give-action: offered by skills (skills.ts). */
  | SkillAction
  | { type: 'get-in'; car: number; driver: boolean }
  | { type: 'get-out' }
  | { type: 'change-seat' }
  | { type: 'drive'; path: number[] }
  /** Put a Provision under the car `car` (one of those in the zone), or take one back. */
  | { type: 'load'; card: number; car: number }
  | { type: 'unload'; car: number }
  | { type: 'neutralize'; spawn: number }
  | { type: 'leave' }
  | { type: 'end-turn' };

const END: Action = { type: 'end-turn' };
const REORGANIZE: Action = { type: 'reorganize' };
const SEARCH: Action = { type: 'search' };
const MAKE_NOISE: Action = { type: 'make-noise' };
/** Options that only carry a number, made once and shared by every game (options are never changed once offered). */
const OPEN_DOORS: Action[] = [];
const CLOSE_DOORS: Action[] = [];
const OBJECTIVES: Action[] = [];
const TRADES: Action[] = [];

export function survivorTurn(g: Game, s: Survivor): void {
  startTurn(s);
  if (g.loudBy === s.index) g.loudZone = g.loudBy = -1;
  g.log?.(`${s.name} (${s.xp} XP, zone ${zoneName(g, s.zone)}${s.wounds ? ', wounded' : ''}${s.car >= 0 ? ', in a car' : ''}) — ${describeHands(s)}`);
  continueTurn(g, s);
}

/** The survivor's turn from where it stands: actions until he ends it or can do nothing more. */
export function continueTurn(g: Game, s: Survivor): void {
  actionLoop(g, s, inPlay, legalActions, performAction, assertInvariants);
}

function describeHands(s: Survivor): string {
  return handsText(inHand(s, 0)?.def.name, inHand(s, 1)?.def.name);
}

function has(s: Survivor, name: string): Card | undefined {
  for (const c of s.slots) if (c !== null && c !== WOUNDED && c.def.name === name) return c;
  return undefined;
}

/** Cost in normal Actions of leaving the survivor's zone (the base Action may be a free Move). */
function moveCost(g: Game, s: Survivor): number {
  const extra = hasSkill(s, 'Slippery') ? 0 : zombiesIn(g, s.zone);
  return (s.freeMove > 0 ? 0 : 1) + extra;
}

function zonesPerMove(s: Survivor): number {
  let n = hasSkill(s, '2 Zones per Move Action') ? 2 : 1;
  for (const k of s.skills) if (k === '+1 Zone per Move') n++;
  return n;
}

/** A Search here: rooms without zombies, or any zone of this turn's kill with Hold your nose. */
function canSearchHere(g: Game, s: Survivor): boolean {
  if (s.searched || (s.actions === 0 && s.freeSearch === 0 && !nose(g, s))) return false;
  if (g.mission.noSearchInStart && g.mission.map.tokens.start.includes(s.zone)) return false;
  if (nose(g, s)) return true;
  return g.graph.map.zones[s.zone]!.room && zombiesIn(g, s.zone) === 0;
}

function nose(g: Game, s: Survivor): boolean {
  return hasSkill(s, 'Hold your nose') && !s.noseUsed && s.killZones.includes(s.zone);
}

export function legalActions(g: Game, s: Survivor): Action[] {
  const out: Action[] = [];
  const z = s.zone;
  const acts = s.actions;
  const anyAction = acts > 0;
  if (s.car < 0 && moveCost(g, s) <= acts) {
    const max = zonesPerMove(s);
    if (max === 1) for (const m of g.view.adj[z]!) out.push(moveOption(NO_PATH, m));
    else multiZoneMoves(g, z, max, () => true, out);
  }
  if (canSearchHere(g, s)) out.push(SEARCH);
  if (anyAction) {
    for (const d of g.graph.doorsOf[z]!) {
      if (g.doorOpen[d]) {
        if (hasSkill(s, 'Lock it down')) out.push((CLOSE_DOORS[d] ??= { type: 'close-door', door: d }));
        continue;
      }
      if (g.doorLocked[d]) continue;
      const hand = openerHand(s);
      if (hand >= 0) out.push((OPEN_DOORS[d * 2 + hand] ??= { type: 'open-door', door: d, hand }));
    }
  }
  if (anyAction || s.freeCombat > 0) attackActions(g, s, out);
  if (anyAction) {
    const tokens = g.mission.map.tokens.objectives;
    for (let i = 0; i < tokens.length; i++) {
      if (!g.objectiveTaken[i] && tokens[i]!.zone === z) out.push((OBJECTIVES[i] ??= { type: 'take-objective', objective: i }));
    }
    if (canReorganize(s)) out.push(REORGANIZE);
    for (const o of g.survivors) {
      if (o !== s && inPlay(o) && o.zone === z && canTrade(s, o)) out.push((TRADES[o.index] ??= { type: 'trade', with: o.index }));
    }
    reloadActions(s, out);
    out.push(MAKE_NOISE);
  }
  if (anyAction || s.freeSearch > 0) carActions(g, s, out);
  if (anyAction) {
    const step = currentStep(g);
    if (step?.kind === 'neutralize-spawns' && zombiesIn(g, z) === 0) {
      g.mission.map.tokens.spawns.forEach((t, i) => {
        if (t.zone === z && !g.neutralized[i]) out.push({ type: 'neutralize', spawn: i });
      });
    }
    if (leaveZones(g).includes(z)) out.push({ type: 'leave' });
  }
  if (has(s, 'Rifle') && has(s, 'Scope')) out.push({ type: 'combine', recipe: 'Sniper Rifle' });
  if (has(s, 'Gasoline') && has(s, 'Glass Bottle') && g.molotovs.length > 0) out.push({ type: 'combine', recipe: 'Molotov' });
  skillActions(g, s, out);
  out.push(END);
  return out;
}

/**
 * One Reload a weapon to reload ("Un Sopravvissuto equipaggiato con due armi identiche … ricarica entrambe le armi con la
 * singola Azione di ricarica": one Action reloads one weapon, or a pair of identical ones held in the Hands). The
 * second of an identical unloaded pair in the Hands is reloaded by the first's option, so it gets none of its own.
 */
function reloadActions(s: Survivor, out: Action[]): void {
  for (let i = 0; i < s.slots.length; i++) {
    const c = s.slots[i]!;
    if (c === null || c === WOUNDED || c.loaded) continue;
    if (i === 1 && pairedInHands(s, c)) continue;
    out.push({ type: 'reload', card: c.uid });
  }
}

/** The other Hand's card when it is the same weapon as `c` (in a Hand) and unloaded too. */
function pairedInHands(s: Survivor, c: Card): Card | null {
  const at = s.slots.indexOf(c);
  if (at > 1) return null;
  const other = s.slots[1 - at];
  return other && other !== WOUNDED && !other.loaded && other.def === c.def ? other : null;
}

/** The car actions; with no Action left but a free Search, only a car's Search (a Search like any other). */
function carActions(g: Game, s: Survivor, out: Action[]): void {
  const z = s.zone;
  const any = s.actions > 0;
  if (any && s.car >= 0) {
    const car = g.cars[s.car]!;
    out.push({ type: 'get-out' });
    const driver = car.seats[0] === s.index;
    if (driver ? car.seats.slice(1).includes(-1) : car.seats[0] === -1) out.push({ type: 'change-seat' });
    if (driver && g.mission.carsDrivable) {
      multiZoneMoves(g, z, 2, (m) => !g.graph.map.zones[m]!.room, out, true);
    }
  }
  for (const car of g.cars) {
    if (car.zone !== z) continue;
    // A car is got into only where the mission lets cars be used ("se permesso dallo scenario"): `cars: drivable`.
    if (any && s.car < 0 && g.mission.carsDrivable && zombiesIn(g, z) === 0) {
      if (car.seats[0] === -1) out.push({ type: 'get-in', car: car.index, driver: true });
      if (car.seats.slice(1).includes(-1)) out.push({ type: 'get-in', car: car.index, driver: false });
    }
    if (!s.searched && zombiesIn(g, z) === 0 && (car.type === 'police' || !car.searched)) out.push({ type: 'search-car', car: car.index });
    if (any && currentStep(g)?.kind === 'car-escape') {
      for (const c of s.slots) if (c !== null && c !== WOUNDED && c.def.provision) out.push({ type: 'load', card: c.uid, car: car.index });
      if (car.provisions.length > 0 && s.slots.includes(null)) out.push({ type: 'unload', car: car.index });
    }
  }
}

/**
 * Moves of up to `max` zones through zones accepted by `ok`. A survivor's Move ends on entering a
 * zone with zombies; a car (`drive`) goes anywhere along streets, back and forth included.
 */
function multiZoneMoves(g: Game, z: number, max: number, ok: (m: number) => boolean, out: Action[], drive = false): void {
  const seen = [z];
  let frontier: (readonly number[])[] = [NO_PATH];
  for (let step = 0; step < max; step++) {
    const next: (readonly number[])[] = [];
    for (const path of frontier) {
      const at = path.length ? path[path.length - 1]! : z;
      if (!drive && path.length && zombiesIn(g, at) > 0) continue;
      for (const m of g.view.adj[at]!) {
        if (!ok(m)) continue;
        if (drive) {
          const p = [...path, m];
          out.push({ type: 'drive', path: p });
          next.push(p);
          continue;
        }
        if (seen.includes(m)) continue;
        seen.push(m);
        const move = moveOption(path, m);
        out.push(move);
        next.push(move.path);
      }
    }
    frontier = next;
  }
}

const NO_PATH: readonly number[] = [];

/** The hand holding a door opener, preferring a silent one; -1 if none. */
function openerHand(s: Survivor): number {
  let best = -1;
  for (let h = 0; h < 2; h++) {
    const c = inHand(s, h);
    if (c && c.def.opensDoors && (best < 0 || !c.def.doorNoisy)) best = h;
  }
  return best;
}

function spend(s: Survivor, free: 'freeMove' | 'freeSearch' | 'freeCombat' | null): void {
  if (free && s[free] > 0) s[free]--;
  else s.actions--;
}

export function performAction(g: Game, s: Survivor, a: Action): void {
  perform(g, s, a);
  checkVictory(g);
}

function perform(g: Game, s: Survivor, a: Action): void {
  switch (a.type) {
    case 'move': {
      const extra = hasSkill(s, 'Slippery') ? 0 : zombiesIn(g, s.zone);
      spend(s, 'freeMove');
      s.actions -= extra;
      g.log?.(`${s.name} moves ${[s.zone, ...a.path].map((z) => zoneName(g, z)).join(' -> ')}${extra ? ` (${extra} extra Action${extra === 1 ? '' : 's'} to leave the zombies)` : ''}`);
      s.zone = a.to;
      return;
    }
    case 'search':
      g.stats.searches++;
      g.observer?.event({ type: 'search', survivor: s.index, zone: s.zone }, g);
      // Hold your nose's Search is free ("una Azione Cercare gratuita"), in a room too: never an Action spent instead.
      if (nose(g, s)) s.noseUsed = true;
      else spend(s, 'freeSearch');
      s.searched = true;
      search(g, s);
      return;
    case 'search-car':
      g.stats.searches++;
      g.observer?.event({ type: 'search', survivor: s.index, zone: s.zone }, g);
      spend(s, 'freeSearch');
      s.searched = true;
      searchCar(g, s, g.cars[a.car]!);
      // A car's search is a Search (rulebook, "Caso Speciale: Vetture"): the free rearrangement after it comes too.
      if (inPlay(s)) freeReorganize(g, s);
      return;
    case 'open-door':
      s.actions--;
      openDoor(g, s, a.door, a.hand);
      return;
    case 'close-door':
      closeDoor(g, s, a.door);
      return;
    case 'attack':
      spend(s, 'freeCombat');
      performAttack(g, s, a.attack);
      return;
    case 'reorganize':
      reorganizeAction(g, s, arrangementOptions(s), (x) => arrange(s, x.hands), () => describeHands(s));
      return;
    case 'trade':
      // One Action: any number of cards change hands, then both may rearrange for free.
      tradeAction(g, s, g.survivors[a.with]!, tradeOptions, trade, freeReorganize);
      return;
    case 'combine':
      combine(g, s, a.recipe);
      return;
    case 'take-objective':
      s.actions--;
      takeObjective(g, s, a.objective);
      return;
    case 'make-noise':
      s.actions--;
      g.noise[s.zone]!++;
      g.log?.(`${s.name} makes noise in ${zoneName(g, s.zone)}`);
      return;
    case 'reload': {
      s.actions--;
      const card = s.slots.find((c) => c !== null && c !== WOUNDED && c.uid === a.card) as Card;
      const pair = pairedInHands(s, card);
      card.loaded = true;
      if (pair) pair.loaded = true;
      g.log?.(`${s.name} reloads ${pair ? `two ${card.def.name}s` : card.def.name}`);
      return;
    }
    case 'heal':
      heal(g, s, g.survivors[a.target]!);
      return;
    case 'loud':
      s.loudUsed = true;
      g.loudZone = s.zone;
      g.loudBy = s.index;
      g.log?.(`${s.name} is Loud: ${zoneName(g, s.zone)} is the noisiest zone until his next turn`);
      return;
    case 'give-action':
      s.leaderUsed = true;
      g.survivors[a.target]!.giftedActions++;
      g.log?.(`${s.name} gives ${g.survivors[a.target]!.name} a free Action for the next turn (Born leader)`);
      return;
    case 'get-in': {
      s.actions--;
      const car = g.cars[a.car]!;
      const seat = a.driver ? 0 : car.seats.indexOf(-1, 1);
      car.seats[seat] = s.index;
      s.car = car.index;
      g.log?.(`${s.name} gets in the ${car.type} as ${a.driver ? 'driver' : 'passenger'}`);
      return;
    }
    case 'get-out':
      s.actions--;
      leaveCar(g, s);
      g.log?.(`${s.name} gets out of the car`);
      return;
    case 'change-seat': {
      s.actions--;
      const car = g.cars[s.car]!;
      const from = car.seats.indexOf(s.index);
      const to = from === 0 ? car.seats.indexOf(-1, 1) : 0;
      car.seats[from] = -1;
      car.seats[to] = s.index;
      g.log?.(`${s.name} moves to the ${to === 0 ? 'driver' : 'passenger'} seat`);
      return;
    }
    case 'drive':
      s.actions--;
      drive(g, s, g.cars[s.car]!, a.path);
      return;
    case 'load': {
      s.actions--;
      const i = s.slots.findIndex((c) => c !== null && c !== WOUNDED && c.uid === a.card);
      const card = s.slots[i] as Card;
      s.slots[i] = null;
      const car = g.cars[a.car]!;
      car.provisions.push(card);
      g.log?.(`${s.name} loads ${card.def.name} into the car (${car.provisions.length} Provisions)`);
      return;
    }
    case 'unload': {
      s.actions--;
      const car = g.cars[a.car]!;
      const card = car.provisions.pop()!;
      s.slots[s.slots.indexOf(null)] = card;
      g.log?.(`${s.name} takes ${card.def.name} back from the car`);
      return;
    }
    case 'neutralize':
      s.actions--;
      g.neutralized[a.spawn] = 1;
      g.log?.(`${s.name} neutralizes the spawn zone ${zoneName(g, s.zone)}`);
      return;
    case 'leave':
      s.actions--;
      if (s.car >= 0) leaveCar(g, s);
      g.log?.(`${s.name} leaves the board from ${zoneName(g, s.zone)}`);
      s.left = true;
      s.zone = -1;
      checkVictory(g);
      checkDefeat(g);
      return;
    case 'end-turn':
      return;
  }
}

function takeObjective(g: Game, s: Survivor, i: number): void {
  g.objectiveTaken[i] = 1;
  g.stats.objectives++;
  const colour = g.objectiveColour[i];
  g.observer?.event({ type: 'objective-taken', survivor: s.index, objective: i, colour: colour ?? null }, g);
  g.log?.(`${s.name} takes ${colour ? `the ${colour}` : 'an'} objective in ${zoneName(g, s.zone)}`);
  if (g.mission.objectiveXp > 0) gainXp(g, s, g.mission.objectiveXp);
  // The medicine cabinet: "può immediatamente scartare una carta Ferita" (not Medic's heal: the skill stays unused).
  if (g.mission.objectiveHeals && s.wounds > 0) {
    removeWound(s);
    g.log?.(`  ${s.name} discards a Wounded card`);
  }
  if (colour) {
    g.mission.map.doors.forEach((d, k) => {
      if (d.colour === colour && g.doorLocked[k]) {
        g.doorLocked[k] = 0;
        g.log?.(`  the ${colour} door ${zoneName(g, d.a)}-${zoneName(g, d.b)} is unlocked`);
      }
    });
    g.mission.map.tokens.spawns.forEach((t, k) => {
      if (t.colour === colour && !g.spawnActive[k]) {
        g.spawnActive[k] = 1;
        g.log?.(`  the ${colour} spawn zone ${zoneName(g, t.zone)} is now active`);
      }
    });
  } else if (g.mission.recruit) recruit(g, s);
  checkHopeless(g);
}

/**
 * Mission 09: a random Survivor not yet in play joins, with no equipment, in the objective's zone,
 * for the player controlling the fewest Survivors (on a tie, the taker's player, else the first).
 */
function recruit(g: Game, taker: Survivor): void {
  if (g.recruits.length === 0) return;
  const [name] = g.recruits.splice(randInt(g.rng.mission, g.recruits.length), 1);
  const controlled = new Array<number>(playerCount(g)).fill(0);
  for (const o of g.survivors) if (inPlay(o)) controlled[o.player]!++;
  const fewest = Math.min(...controlled);
  const player = controlled[taker.player] === fewest ? taker.player : controlled.indexOf(fewest);
  const zone = taker.zone;
  const s = createSurvivor(survivorByName(name!)!, g.survivors.length, zone, player);
  g.survivors.push(s);
  g.log?.(`  ${s.name} joins the survivors in ${zoneName(g, zone)}`);
}

function combine(g: Game, s: Survivor, recipe: 'Sniper Rifle' | 'Molotov'): void {
  const [a, b] = recipe === 'Sniper Rifle' ? [has(s, 'Rifle')!, has(s, 'Scope')!] : [has(s, 'Gasoline')!, has(s, 'Glass Bottle')!];
  const slot = s.slots.indexOf(a);
  s.slots[s.slots.indexOf(b)] = null;
  let made: Card;
  if (recipe === 'Sniper Rifle') made = { uid: g.nextUid++, def: equipmentByName('Sniper Rifle')!, loaded: true, parts: [a, b] };
  else {
    discard(g, a);
    discard(g, b);
    made = g.molotovs.pop()!;
  }
  s.slots[slot] = made;
  g.log?.(`${s.name} combines ${a.def.name} and ${b.def.name} into a ${recipe}`);
  // "Dopo di ciò, il Sopravvissuto può immediatamente e gratuitamente riordinare il proprio Inventario."
  freeReorganize(g, s);
}

function openDoor(g: Game, s: Survivor, d: number, hand: number): void {
  const card = inHand(s, hand)!;
  const door = g.graph.map.doors[d]!;
  const b = Math.max(g.graph.building[door.a]!, g.graph.building[door.b]!);
  g.doorOpen[d] = 1;
  g.observer?.event({ type: 'door-opened', survivor: s.index, door: d }, g);
  if (g.mission.combinedDoors && b >= 0) {
    for (const zone of g.graph.buildings[b]!) for (const other of g.graph.doorsOf[zone]!) if (!g.doorLocked[other]) g.doorOpen[other] = 1;
  }
  g.view = g.graph.view(g.doorOpen);
  if (card.def.doorNoisy && !hasSkill(s, 'Ninja')) g.noise[s.zone]!++;
  g.log?.(`${s.name} opens the door ${zoneName(g, door.a)}-${zoneName(g, door.b)} with ${card.def.name}${card.def.doorNoisy ? ' (noisy)' : ''}`);
  if (b >= 0) openBuilding(g, b);
}

function drive(g: Game, s: Survivor, car: Car, path: number[]): void {
  g.log?.(`${s.name} drives the ${car.type} ${[car.zone, ...path].map((z) => zoneName(g, z)).join(' -> ')}`);
  const zones = [car.zone, ...path];
  for (let i = 0; i < zones.length; i++) {
    if (i > 0) {
      g.observer?.event({ type: 'car-moved', survivor: s.index, car: car.index, from: car.zone, to: zones[i]! }, g);
      car.zone = zones[i]!;
      for (const seat of car.seats) if (seat >= 0) g.survivors[seat]!.zone = car.zone;
    }
    runOver(g, s, car.index, zones[i]!);
    if (!inPlay(s)) return;
    if (carEscapes(g, car)) {
      checkVictory(g);
      checkDefeat(g);
      return;
    }
  }
}

/** Draw one card for a Search, letting Destiny swap it once per turn. */
function drawForSearch(g: Game, s: Survivor): Card | null {
  const { card, destiny } = drawWithDestiny(g, s, hasSkill(s, 'Destiny') && !s.destinyUsed, (c) => discard(g, c));
  if (destiny) s.destinyUsed = true;
  return card;
}

function search(g: Game, s: Survivor): void {
  searchDraws(g, s);
  if (inPlay(s)) freeReorganize(g, s);
}

function searchDraws(g: Game, s: Survivor): void {
  const draws = 1 + cardsOf(s).filter((c) => c.def.name === 'Flashlight').length;
  searchCards(g, s.name, g.log ? zoneName(g, s.zone) : '', draws, () => drawForSearch(g, s), 'the decks are empty', (trap) => {
    discard(g, trap);
    place(g, s.zone, WALKER, 1, 0);
    return inPlay(s);
  }, (card) => {
    acquire(g, s, card);
    matchingSet(g, s, card, (twin) => acquire(g, s, twin));
  });
}

/** Police car: draw until a weapon (an Aaahh!! spawns and ends it); Pimpmobile: once, Ma's Shotgun or Evil Twins at random. */
function searchCar(g: Game, s: Survivor, car: Car): void {
  g.log?.(`${s.name} searches the ${car.type}`);
  if (car.type === 'pimpmobile') {
    car.searched = true;
    if (g.pimpWeapons.length === 0) {
      g.log?.(`  nothing left in it`);
      return;
    }
    const [card] = g.pimpWeapons.splice(randInt(g.rng.equipmentDeck, g.pimpWeapons.length), 1);
    g.log?.(`  finds ${card!.def.name}`);
    acquire(g, s, card!);
    return;
  }
  for (;;) {
    const card = drawForSearch(g, s);
    if (!card) return;
    g.log?.(`  draws ${card.def.name}`);
    if (card.def.trap) {
      discard(g, card);
      place(g, s.zone, WALKER, 1, 0);
      return;
    }
    if (card.def.kind !== 'item') {
      acquire(g, s, card);
      matchingSet(g, s, card, (twin) => acquire(g, s, twin));
      return;
    }
    discard(g, card);
  }
}

