/** Inventory choices every Zombicide game shares: where a new card goes, what to discard instead, a trade's exchange. */
import { type DecisionHost, decide } from './decide.ts';
import { WOUNDED } from './state.ts';

/** `n` empty slots, in a packed array (`new Array(n)` makes a holey one, and every loop over a holey array is slower). */
export function emptySlots<C>(n: number): (C | null)[] {
  const slots: (C | null)[] = [];
  for (let i = 0; i < n; i++) slots.push(null);
  return slots;
}

/** Where a newly acquired card goes: into `slot`; the card there moves to `moveTo` (-1: discarded). slot -1: the new card is discarded. */
export interface Placement {
  slot: number;
  moveTo: number;
  /** For strategies: the card that would be discarded, if any. */
  discards: string | null;
}

/** The card of `cards` with this uid (null for none, or for a uid below 0: an empty hand). */
export function cardByUid<C extends { uid: number }>(cards: readonly C[], uid: number): C | null {
  if (uid >= 0) for (const c of cards) if (c.uid === uid) return c;
  return null;
}

/** Put `card` where the strategy picks among `options` (both rule systems); a card pushed out is discarded. */
export function placeCard<G extends DecisionHost, C extends { def: { name: string } }>(
  g: G, s: { index: number; name: string; slots: (C | typeof WOUNDED | null)[] }, card: C, options: Placement[], discardCard: (g: G, c: C) => void,
): void {
  const p = decide(g, 'place-card', s.index, options);
  if (p.slot < 0) {
    discardCard(g, card);
    g.log?.(`  ${s.name} discards ${card.def.name}`);
    return;
  }
  const old = s.slots[p.slot];
  if (old && old !== WOUNDED) {
    if (p.moveTo >= 0) s.slots[p.moveTo] = old;
    else {
      discardCard(g, old);
      g.log?.(`  ${s.name} discards ${old.def.name}`);
    }
  }
  s.slots[p.slot] = card;
}

/** Trade with a survivor in the same zone: give one card, optionally taking one back in its place. */
export interface Trade {
  with: number;
  give: number;
  take: number;
  /** The card given (null: none, a card taken for nothing) and the card taken (null: none). */
  names: [string | null, string | null];
}

/** "Is that all you've got?" (both rule systems): the Survivor may discard one of `cards` (`lose`) instead of taking a Wound; true if it did. */
export function discardInstead<C extends { def: { name: string } }>(
  g: DecisionHost, s: { index: number; name: string; skills: readonly string[] }, cards: readonly C[], lose: (card: C) => void,
): boolean {
  if (cards.length === 0 || !s.skills.includes("Is that all you've got?")) return false;
  const instead = decide(g, 'is-that-all', s.index, [null, ...cards]);
  if (!instead) return false;
  lose(instead);
  g.log?.(`  ${s.name} discards ${instead.def.name} instead of a wound (Is that all you've got?)`);
  return true;
}
