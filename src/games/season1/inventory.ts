/** Inventory: slots, placing new cards, discarding, reorganizing and trading. */
import type { EquipDef } from './data/equipment.ts';
import { type Card, type Game, type Slot, type Survivor } from './state.ts';
import { decide } from '../zombicide/decide.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { type Placement, type Trade, cardByUid, placeCard } from '../zombicide/inventory.ts';

export const HANDS = 2;

export function placementOptions(s: Survivor, card: Card): Placement[] {
  const opts: Placement[] = [];
  const firstEmptyBackpack = s.slots.findIndex((c, i) => i >= HANDS && c === null);
  for (let i = 0; i < s.slots.length; i++) {
    const here = s.slots[i] ?? null;
    if (here === WOUNDED) continue;
    if (here === null) {
      if (i < HANDS || i === firstEmptyBackpack) opts.push({ slot: i, moveTo: -1, discards: null });
      continue;
    }
    opts.push({ slot: i, moveTo: -1, discards: here.def.name });
    for (let j = 0; j < s.slots.length; j++) {
      if (j === i || s.slots[j] !== null) continue;
      if (j >= HANDS && j !== firstEmptyBackpack) continue;
      opts.push({ slot: i, moveTo: j, discards: null });
    }
  }
  opts.push({ slot: -1, moveTo: -1, discards: card.def.name });
  return opts;
}

/** A survivor gets a card (search, trade): the strategy decides where it goes (free reorganize). */
export function acquire(g: Game, s: Survivor, card: Card): void {
  placeCard(g, s, card, placementOptions(s, card), discard);
}

/**
 * A card leaves a Survivor: to the discard pile; a combined weapon as its two cards; a Molotov back
 * to the set-aside stack; Pans and Pimpmobile weapons out of the game (never reshuffled).
 */
export function discard(g: Game, card: Card): void {
  if (card.parts) for (const part of card.parts) discard(g, part);
  else if (card.def.name === 'Molotov') g.molotovs.push(card);
  else if (card.def.deck === 'search' || card.def.deck === 'starting+search') g.decks.equipmentDiscard.push(card);
  else g.outOfGame.push(card);
}

export function inHand(s: Survivor, i: number): Card | null {
  const c = s.slots[i];
  return c && c !== WOUNDED ? c : null;
}

/** Reorganize: which cards (by uid, -1 = empty hand) to hold; the rest go to the backpack. */
export interface Arrangement {
  hands: [number, number];
  names: [string | null, string | null];
}

/** A free rearrangement (after a Search, in a trade): keeping things as they are is the first option. */
export function freeReorganize(g: Game, s: Survivor): void {
  if (!canReorganize(s)) return;
  const keep: Arrangement = { hands: [inHand(s, 0)?.uid ?? -1, inHand(s, 1)?.uid ?? -1], names: [inHand(s, 0)?.def.name ?? null, inHand(s, 1)?.def.name ?? null] };
  const pick = decide(g, 'arrange', s.index, [keep, ...arrangementOptions(s)]);
  if (pick !== keep) arrange(s, pick.hands);
}

/** True when some arrangement differs from the current one (cheap test for the Reorganize action). */
export function canReorganize(s: Survivor): boolean {
  let handCard = false;
  let backpackCard = false;
  let backpackRoom = false;
  for (let i = 0; i < s.slots.length; i++) {
    const c = s.slots[i];
    if (i < HANDS) handCard ||= c !== null && c !== WOUNDED;
    else if (c === null) backpackRoom = true;
    else if (c !== WOUNDED) backpackCard = true;
  }
  return backpackCard || (handCard && backpackRoom);
}

export function arrangementOptions(s: Survivor): Arrangement[] {
  const cards: Card[] = [];
  for (const c of s.slots) if (c && c !== WOUNDED) cards.push(c);
  const h0 = inHand(s, 0)?.def ?? null;
  const h1 = inHand(s, 1)?.def ?? null;
  const out: Arrangement[] = [];
  const seen: (EquipDef | null)[] = [];
  // Pairs (a, b) with a before b in [empty, ...cards]; cards of the same kind are interchangeable.
  for (let i = -1; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const ca = i < 0 ? null : cards[i]!;
      const cb = cards[j]!;
      const da = ca?.def ?? null;
      const db = cb.def;
      if ((da === h0 && db === h1) || (da === h1 && db === h0)) continue;
      if (!fits(s, cards.length - (ca ? 2 : 1))) continue;
      let dup = false;
      for (let k = 0; k < seen.length; k += 2) {
        if ((seen[k] === da && seen[k + 1] === db) || (seen[k] === db && seen[k + 1] === da)) dup = true;
      }
      if (dup) continue;
      seen.push(da, db);
      out.push({ hands: [ca?.uid ?? -1, cb.uid], names: [da?.name ?? null, db.name] });
    }
  }
  if ((h0 !== null || h1 !== null) && fits(s, cards.length)) out.push({ hands: [-1, -1], names: [null, null] });
  return out;
}

function fits(s: Survivor, backpackCards: number): boolean {
  return backpackCards + s.wounds <= s.slots.length;
}

export function arrange(s: Survivor, hands: [number, number]): void {
  const all = s.slots.filter((c): c is Card => c !== null && c !== WOUNDED);
  const a = cardByUid(all, hands[0]);
  const b = cardByUid(all, hands[1]);
  const rest: Slot[] = all.filter((c) => c !== a && c !== b);
  for (let w = 0; w < s.wounds; w++) rest.push(WOUNDED);
  const slots: Slot[] = [a, b];
  const backpack = s.slots.length - HANDS;
  // Wounded cards that do not fit the backpack take an empty hand.
  while (rest.length > backpack) {
    const w = rest.pop()!;
    const free = slots[0] === null ? 0 : 1;
    slots[free] = w;
  }
  for (let i = 0; i < backpack; i++) slots.push(rest[i] ?? null);
  s.slots = slots;
}

/** Every card `s` can give `o` (if `o` has room), or swap for a different card of `o`'s. */
export function tradeOptions(s: Survivor, o: Survivor): Trade[] {
  const out: Trade[] = [];
  const room = o.slots.includes(null);
  for (const c of s.slots) {
    if (c === null || c === WOUNDED) continue;
    if (room) out.push({ with: o.index, give: c.uid, take: -1, names: [c.def.name, null] });
    for (const t of o.slots) {
      if (t !== null && t !== WOUNDED && t.def.name !== c.def.name) out.push({ with: o.index, give: c.uid, take: t.uid, names: [c.def.name, t.def.name] });
    }
  }
  // A trade need not be fair ("scambiare qualsiasi numero di carte"): a card taken for nothing.
  if (s.slots.includes(null)) {
    for (const t of o.slots) if (t !== null && t !== WOUNDED) out.push({ with: o.index, give: -1, take: t.uid, names: [null, t.def.name] });
  }
  return out;
}

/** Has `tradeOptions(s, o)` anything to offer? */
export function canTrade(s: Survivor, o: Survivor): boolean {
  if (s.slots.includes(null)) for (const t of o.slots) if (t !== null && t !== WOUNDED) return true;
  for (const c of s.slots) {
    if (c === null || c === WOUNDED) continue;
    if (o.slots.includes(null)) return true;
    for (const t of o.slots) if (t !== null && t !== WOUNDED && t.def.name !== c.def.name) return true;
  }
  return false;
}

export function trade(g: Game, s: Survivor, t: Trade): void {
  const o = g.survivors[t.with]!;
  if (t.give < 0) {
    const ti = o.slots.findIndex((c) => c !== null && c !== WOUNDED && c.uid === t.take);
    const taken = o.slots[ti] as Card;
    o.slots[ti] = null;
    acquire(g, s, taken);
    return;
  }
  const gi = s.slots.findIndex((c) => c !== null && c !== WOUNDED && c.uid === t.give);
  const card = s.slots[gi] as Card;
  if (t.take < 0) {
    s.slots[gi] = null;
    acquire(g, o, card);
    return;
  }
  const ti = o.slots.findIndex((c) => c !== null && c !== WOUNDED && c.uid === t.take);
  s.slots[gi] = o.slots[ti]!;
  o.slots[ti] = card;
}
