/** Drawing from the Equipment and Zombie decks, reshuffling the discards when a deck runs out (every Zombicide game). */
import { type Rng, shuffle } from '../../core/rng.ts';
import type { Logger } from '../types.ts';

/** The top card of the Equipment deck, reshuffling the discards into a new deck when it is empty (both rule systems). */
export function drawEquipment<C>(g: { decks: { equipment: C[]; equipmentDiscard: C[] }; rng: { equipmentDeck: Rng }; log: Logger | undefined }): C | null {
  const d = g.decks;
  if (d.equipment.length === 0) {
    if (d.equipmentDiscard.length === 0) return null;
    d.equipment = shuffle(g.rng.equipmentDeck, d.equipmentDiscard);
    d.equipmentDiscard = [];
    g.log?.(`  the Equipment deck is reshuffled`);
  }
  return d.equipment.pop()!;
}

/** The top Zombie card (into the discards), reshuffling the discards when the deck is empty (both rule systems). */
export function drawZombieCard(g: { decks: { zombie: number[]; zombieDiscard: number[] }; rng: { zombieDeck: Rng }; log: Logger | undefined }): number {
  const d = g.decks;
  if (d.zombie.length === 0) {
    d.zombie = shuffle(g.rng.zombieDeck, d.zombieDiscard);
    d.zombieDiscard = [];
    g.log?.(`  the Zombie deck is reshuffled`);
  }
  const id = d.zombie.pop()!;
  d.zombieDiscard.push(id);
  return id;
}
