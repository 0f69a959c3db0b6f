/** Survivors: creation, turns, XP and Danger Levels, Wounds with Armour rolls (no Wounded cards), death, inventory. */
import { d6 } from '../../core/rng.ts';

export type { Placement };
import { bpSurvivorByName } from './data/survivors.ts';
import { grantSkill } from './skills.ts';
import { type BpCard, type BpGame, type BpSurvivor, BODY, type FreeActions, HANDS, SLOTS, bpSurvivorOf, canWear, cardsOf, hasSkill, inHand, usableSlots } from './state.ts';
import { ABOMINATION, type BpZombieType, ZOMBIE_TITLES } from './zombie-types.ts';
import { decide, endGame } from '../zombicide/decide.ts';
import { LEVEL_NAMES } from '../zombicide/state.ts';
import { cardByUid, discardInstead, emptySlots, type Placement, placeCard, type Trade } from '../zombicide/inventory.ts';
import type { SurvivorDef } from '../zombicide/survivors.ts';

const NO_FREE: FreeActions = { move: 0, search: 0, melee: 0, ranged: 0, magic: 0, combat: 0, spell: 0, enchantment: 0, door: 0 };

export function createBpSurvivor(def: SurvivorDef, index: number, zone: number, bodyCard: string | null = null): BpSurvivor {
  return bpSurvivorOf({
    index, name: def.name, zone, alive: true, xp: 0, level: 0, skills: [...def.blue], slots: emptySlots<BpCard>(SLOTS), bodyCard,
    wounds: 0, woundsTaken: 0, actions: 0, free: { ...NO_FREE }, searched: false, invisible: false, toughReady: false, earned: null, fleeting: null,
    turnUses: [], noticed: false, killedThisRound: false, blitzMoves: 0, giftedActions: 0, diedIn: -1, kills: 0,
  });
}

export function startTurn(s: BpSurvivor): void {
  s.actions = 3 + s.giftedActions;
  s.giftedActions = 0;
  s.free = { ...NO_FREE };
  for (const k of s.skills) grantSkill(s, k);
  s.searched = false;
  s.earned = s.fleeting = null;
  s.turnUses = [];
  s.noticed = false;
  s.blitzMoves = 0;
}

/** The Survivor makes a Combat Action or Noise: it loses its Rotten token (Invisibility, Rotten) and earns none this turn. */
export function notice(s: BpSurvivor): void {
  s.invisible = false;
  s.noticed = true;
}

export function gainXp(g: BpGame, s: BpSurvivor, xp: number): void {
  s.xp += xp;
  const t = g.mission.xpThresholds;
  while (s.level < 3 && s.xp >= t[s.level]!) levelUp(g, s);
}

function levelUp(g: BpGame, s: BpSurvivor): void {
  s.level++;
  const def = bpSurvivorByName(s.name)!;
  const gained = s.level === 1 ? [...def.yellow] : [decide(g, s.level === 2 ? 'skill-orange' : 'skill-red', s.index, s.level === 2 ? def.orange : def.red)];
  for (const skill of gained) {
    s.skills.push(skill);
    grantSkill(s, skill);
  }
  g.log?.(`  ${s.name} reaches ${LEVEL_NAMES[s.level]} (${s.xp} XP) and gains ${gained.join(', ')}`);
  g.observer?.event({ type: 'level-up', survivor: s.index, level: s.level, skills: gained }, g);
}

/**
 * The Armour-roll value that cancels a Wound (Body armour, else a Shield in Hand or as the Body-slot card; Iron hide:
 * 5+ bare, +1 with armour), or 7 = none.
 */
export function armorValue(s: BpSurvivor): { value: number; bonus: number; reroll: boolean } {
  const body = s.slots[BODY];
  const armour = body && body.def.kind === 'armor' ? body.def.armor! : 7;
  let shield = 7;
  for (const h of usableSlots(s)) {
    const c = inHand(s, h);
    if (c && c.def.kind === 'shield') shield = Math.min(shield, c.def.armor!);
  }
  const iron = hasSkill(s, 'Iron hide');
  const value = Math.min(armour, shield, iron ? 5 : 7);
  return { value, bonus: iron && armour < 7 ? 1 : 0, reroll: armour < 7 && shield < 7 };
}

/**
 * One Wound from `source` (a zombie type, or -1 for friendly fire and the like): an Armour roll may cancel it
 * (never against an Abomination), then the tracker moves; at the mission's wound limit the Survivor dies.
 */
export function wound(g: BpGame, s: BpSurvivor, type: BpZombieType | -1, source: string): void {
  if (!s.alive) return;
  if (type !== -1 && hasSkill(s, `Ironclad: ${ZOMBIE_TITLES[type]}`)) {
    g.log?.(`  ${s.name} ignores a Wound from ${source} (Ironclad)`);
    return;
  }
  if (type >= 0 && hasSkill(s, 'Tough') && s.toughReady) {
    s.toughReady = false;
    g.log?.(`  ${s.name} shrugs off a Wound (Tough)`);
    return;
  }
  const armour = armorValue(s);
  if (armour.value <= 6 && type !== ABOMINATION) {
    let tries = 1 + (armour.reroll ? 1 : 0) + (hasSkill(s, 'Lucky') ? 1 : 0);
    while (tries-- > 0) {
      const roll = Math.min(6, d6(g.rng.dice) + armour.bonus);
      if (roll >= armour.value) {
        g.log?.(`  ${s.name}'s armour roll ${roll} (${armour.value}+) stops a Wound from ${source}`);
        return;
      }
      g.log?.(`  ${s.name}'s armour roll ${roll} fails (${armour.value}+)`);
    }
  }
  if (discardInstead(g, s, cardsOf(s), (c) => loseCard(g, s, c))) return;
  g.stats.wounds++;
  s.woundsTaken++;
  s.wounds++;
  g.log?.(`  ${s.name} is wounded by ${source} (${s.wounds}/${g.mission.woundLimit})`);
  g.observer?.event({ type: 'wound', survivor: s.index, zone: s.zone, source }, g);
  if (s.wounds >= g.mission.woundLimit) eliminate(g, s, source);
}

export function eliminate(g: BpGame, s: BpSurvivor, source: string): void {
  s.alive = false;
  s.diedIn = s.zone;
  s.invisible = false;
  // A Loud zone lasts until its Survivor's next turn, which never comes.
  if (g.loudBy === s.index) g.loudZone = g.loudBy = -1;
  for (const c of cardsOf(s)) discard(g, c);
  s.slots.fill(null);
  g.log?.(`  ${s.name} is eliminated (${source})`);
  g.observer?.event({ type: 'death', survivor: s.index, zone: s.diedIn, source }, g);
  if (g.mission.defeat === 'any-death') endGame(g, 'loss', 'a survivor died');
  if (!g.survivors.some((o) => o.alive)) endGame(g, 'loss', 'all survivors dead');
}

function loseCard(g: BpGame, s: BpSurvivor, card: BpCard): void {
  s.slots[s.slots.indexOf(card)] = null;
  discard(g, card);
}

/** A card leaves play: Vault Artifacts out of the game for good, every other card to the discard pile. */
export function discard(g: BpGame, card: BpCard): void {
  if (card.def.deck === 'vault') g.outOfGame.push(card);
  else g.decks.equipmentDiscard.push(card);
}

// ---- inventory ----


/** May `card` go to slot `slot`: a Hand, the Body (armour, or the ID card's Body-slot card) or the first empty Backpack slot but `except`. */
function fitsSlot(s: BpSurvivor, card: BpCard, except: number, slot: number): boolean {
  if (slot < HANDS) return true;
  if (slot === BODY) return canWear(s, card);
  for (let i = BODY + 1; i < s.slots.length; i++) if (i !== except && s.slots[i] === null) return i === slot;
  return false;
}

export function placementOptions(s: BpSurvivor, card: BpCard): Placement[] {
  const out: Placement[] = [];
  for (let i = 0; i < SLOTS; i++) {
    const here = s.slots[i];
    if (here === null) {
      if (fitsSlot(s, card, -1, i)) out.push({ slot: i, moveTo: -1, discards: null });
      continue;
    }
    if (!(i < HANDS || (i === BODY && canWear(s, card)) || i > BODY)) continue;
    out.push({ slot: i, moveTo: -1, discards: here!.def.name });
    for (let j = 0; j < SLOTS; j++) if (j !== i && s.slots[j] === null && fitsSlot(s, here!, i, j)) out.push({ slot: i, moveTo: j, discards: null });
  }
  out.push({ slot: -1, moveTo: -1, discards: card.def.name });
  return out;
}

export function acquire(g: BpGame, s: BpSurvivor, card: BpCard): void {
  placeCard(g, s, card, placementOptions(s, card), discard);
}

/** A Reorganize: the cards to hold (uids, -1 = empty) and what the Body slot holds; the rest goes to the Backpack. */
export interface Arrangement {
  hands: [number, number];
  body: number;
  names: [string | null, string | null, string | null];
}

/**
 * Every arrangement different from the current one (hand pairs up to interchangeable copies). The Body slot holds the
 * best armour left, or (a second option) the ID card's Body-slot card when one is carried outside the Hands. Stops after `limit`.
 */
export function arrangementOptions(s: BpSurvivor, limit = Infinity): Arrangement[] {
  const cards = cardsOf(s);
  const out: Arrangement[] = [];
  eachArrangement(s, cards, (i, j, k) => {
    const [a, b, body] = [cardAt(cards, i), cardAt(cards, j), cardAt(cards, k)];
    out.push({ hands: [a?.uid ?? -1, b?.uid ?? -1], body: body?.uid ?? -1, names: [a?.def.name ?? null, b?.def.name ?? null, body?.def.name ?? null] });
    return out.length < limit;
  });
  return out;
}

/** The card at position `k` counted from 1 (`eachArrangement`'s numbering), null for 0. */
function cardAt(cards: readonly BpCard[], k: number): BpCard | null {
  return k === 0 ? null : cards[k - 1]!;
}

/** Arrangement codes met by the current `eachArrangement` (those marked with its generation number). */
const metCodes = new Int32Array(16 * 16 * 16);
let generation = 0;

/**
 * Every arrangement `arrangementOptions` lists, in its order, without making an option of each (a strategy weighing a
 * Reorganize scores them all at every decision): `visit` gets the two Hands' and the Body slot's cards as positions
 * in `cards` (the Survivor's `cardsOf`) counted from 1, 0 for none, and stops the listing by returning false. It must
 * not list arrangements itself.
 */
export function eachArrangement(s: BpSurvivor, cards: readonly BpCard[], visit: (hand0: number, hand1: number, body: number) => boolean): void {
  if (++generation > 0x3fffffff) {
    generation = 1;
    metCodes.fill(0);
  }
  // Two cards of the same name are interchangeable: arrangements are told apart by names, the two hands unordered.
  // The lists are scratch arrays with counts (a listing never runs inside another).
  namesMet = 0;
  let armours = 0;
  let owns = 0;
  const ids = IDS;
  ids[0] = 0;
  metCodes[arrangementKey(nameId(s.slots[0]), nameId(s.slots[1]), nameId(s.slots[BODY]))] = generation;
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k]!;
    ids[k + 1] = nameId(c);
    if (c.def.kind === 'armor') {
      // Kept sorted by Armour value, the cards' order on a tie (an insertion sort: a Survivor carries few).
      let at = armours++;
      while (at > 0 && cards[ARMOURS[at - 1]! - 1]!.def.armor! > c.def.armor!) {
        ARMOURS[at] = ARMOURS[at - 1]!;
        at--;
      }
      ARMOURS[at] = k + 1;
    }
    if (s.bodyCard !== null && c.def.name === s.bodyCard) OWNS[owns++] = k + 1;
  }
  for (let i = 0; i <= cards.length; i++) {
    for (let j = i; j <= cards.length; j++) {
      if (i === j && i > 0) continue; // a card cannot be in both hands; both hands may be empty
      const armour = firstOther(ARMOURS, armours, i, j);
      const own = firstOther(OWNS, owns, i, j);
      for (let k = 0; k < (own ? 2 : 1); k++) {
        const body = k === 0 ? armour : own;
        const rest = cards.length - (i ? 1 : 0) - (j ? 1 : 0) - (body ? 1 : 0);
        if (rest > SLOTS - BODY - 1) continue;
        const code = arrangementKey(ids[i]!, ids[j]!, ids[body]!);
        if (metCodes[code] === generation) continue;
        metCodes[code] = generation;
        if (!visit(i, j, body)) return;
      }
    }
  }
}

/**
 * `eachArrangement`'s scratch lists: the card names the current listing has met (`namesMet` of them), each card's name
 * number (`IDS`, by position from 1), and the positions of the armour and of the ID card's own Body-slot cards.
 */
const NAMES: string[] = [];
let namesMet = 0;
const IDS: number[] = [0];
const ARMOURS: number[] = [];
const OWNS: number[] = [];

/** The first of the `count` first `cards` (positions from 1) that is neither `a` nor `b`, 0 if none. */
function firstOther(cards: readonly number[], count: number, a: number, b: number): number {
  for (let k = 0; k < count; k++) {
    const c = cards[k]!;
    if (c !== a && c !== b) return c;
  }
  return 0;
}

/** A card's number among the names this listing has met (1, 2, … in the order first met; 0 for no card): copies of a card share it. */
function nameId(c: BpCard | null | undefined): number {
  if (!c) return 0;
  const name = c.def.name;
  for (let k = 0; k < namesMet; k++) if (NAMES[k] === name) return k + 1;
  NAMES[namesMet++] = name;
  return namesMet;
}

/** An arrangement as a number: the two hands unordered, then the Body slot. */
function arrangementKey(x: number, y: number, body: number): number {
  return (Math.min(x, y) * 16 + Math.max(x, y)) * 16 + body;
}

/** Has the Survivor any other way to hold the cards (is a Reorganize worth offering)? */
export function canReorganize(s: BpSurvivor): boolean {
  // Quick yes: a Backpack card unlike both Hands' can be swapped into a Hand (the Body slot keeps a card if it had one).
  const a = s.slots[0]?.def.name;
  const b = s.slots[1]?.def.name;
  for (let i = BODY + 1; i < SLOTS; i++) {
    const name = s.slots[i]?.def.name;
    if (name !== undefined && name !== a && name !== b) return true;
  }
  let any = false;
  eachArrangement(s, cardsOf(s), () => (any = true, false));
  return any;
}

export function arrange(s: BpSurvivor, a: Arrangement): void {
  const all = cardsOf(s);
  const hands = [cardByUid(all, a.hands[0]), cardByUid(all, a.hands[1])];
  const body = cardByUid(all, a.body);
  const rest = all.filter((c) => c !== hands[0] && c !== hands[1] && c !== body);
  s.slots = [hands[0]!, hands[1]!, body, ...Array.from({ length: SLOTS - BODY - 1 }, (_, k) => rest[k] ?? null)];
}

/** After a Search or a Trade: keep things as they are (the first option), or rearrange for free. */
export function freeReorganize(g: BpGame, s: BpSurvivor): void {
  const options = arrangementOptions(s);
  if (options.length === 0) return;
  const keep: Arrangement = { hands: [s.slots[0]?.uid ?? -1, s.slots[1]?.uid ?? -1], body: s.slots[BODY]?.uid ?? -1, names: [s.slots[0]?.def.name ?? null, s.slots[1]?.def.name ?? null, s.slots[BODY]?.def.name ?? null] };
  const pick = decide(g, 'arrange', s.index, [keep, ...options]);
  if (pick !== keep) arrange(s, pick);
}


export function tradeOptions(s: BpSurvivor, o: BpSurvivor): Trade[] {
  const out: Trade[] = [];
  const room = hasRoom(o);
  for (const c of cardsOf(s)) {
    if (room) out.push({ with: o.index, give: c.uid, take: -1, names: [c.def.name, null] });
    for (const t of cardsOf(o)) if (t.def !== c.def) out.push({ with: o.index, give: c.uid, take: t.uid, names: [c.def.name, t.def.name] });
  }
  // "Akcja Wymiany nie musi być sprawiedliwa": a card taken for nothing.
  if (hasRoom(s)) for (const t of cardsOf(o)) out.push({ with: o.index, give: -1, take: t.uid, names: [null, t.def.name] });
  return out;
}

/** A slot other than the Body free for a card. */
export function hasRoom(s: BpSurvivor): boolean {
  for (let i = 0; i < s.slots.length; i++) if (s.slots[i] === null && i !== BODY) return true;
  return false;
}

/** Has `tradeOptions(s, o)` anything to offer? */
export function canTrade(s: BpSurvivor, o: BpSurvivor): boolean {
  if (hasRoom(s)) for (const t of o.slots) if (t !== null) return true;
  let gives = false;
  for (const c of s.slots) if (c !== null) gives = true;
  if (!gives) return false;
  if (hasRoom(o)) return true;
  // Every slot taken: a swap, which needs a card of the Survivor's unlike one of the other's.
  for (const c of s.slots) if (c !== null) for (const t of o.slots) if (t !== null && t.def !== c.def) return true;
  return false;
}

export function trade(g: BpGame, s: BpSurvivor, t: Trade): void {
  const o = g.survivors[t.with]!;
  if (t.give < 0) {
    const ti = o.slots.findIndex((c) => c?.uid === t.take);
    const taken = o.slots[ti]!;
    o.slots[ti] = null;
    acquire(g, s, taken);
    return;
  }
  const gi = s.slots.findIndex((c) => c?.uid === t.give);
  const card = s.slots[gi]!;
  if (t.take < 0) {
    s.slots[gi] = null;
    acquire(g, o, card);
    return;
  }
  const ti = o.slots.findIndex((c) => c?.uid === t.take);
  const back = o.slots[ti]!;
  // Only armour (or the ID card's own card) in a Body slot: a swapped card that cannot stay there is placed anew.
  s.slots[gi] = gi === BODY && !canWear(s, back) ? null : back;
  o.slots[ti] = ti === BODY && !canWear(o, card) ? null : card;
  if (s.slots[gi] === null) acquire(g, s, back);
  if (o.slots[ti] === null) acquire(g, o, card);
}
