import { describe, expect, it } from 'vitest';
import { alea, type GameStreams } from '../../../src/core/rng.ts';
import { CardCopier, redealDecks } from '../../../src/games/zombicide/forward.ts';

type Card = { uid: number; name: string; parts?: Card[] };

describe('CardCopier', () => {
  const copier: CardCopier<Card> = new CardCopier<Card>((c): Card => ({ uid: c.uid, name: c.name, parts: c.parts?.map(copier.copy) }));

  it('copies a card once per copy of the game, parts included, and afresh for the next copy', () => {
    const scope: Card = { uid: 7, name: 'Scope' };
    const rifle: Card = { uid: 3, name: 'Sniper Rifle', parts: [scope] };
    copier.begin();
    const a = copier.copy(rifle);
    expect(a).not.toBe(rifle);
    expect(a).toEqual(rifle);
    expect(copier.copy(rifle)).toBe(a);
    expect(copier.copy(scope)).toBe(a.parts![0]);
    copier.begin();
    const b = copier.copy(rifle);
    expect(b).not.toBe(a);
    expect(b.parts![0]).not.toBe(a.parts![0]);
  });

  it('lists copies in order of uid, sharing them with the other places of the copy', () => {
    const cards = [12, 4, 30, 0, 9].map((uid) => ({ uid, name: `c${uid}` }));
    copier.begin();
    const held = copier.copy(cards[2]!);
    const sorted = copier.byUid(cards);
    expect(sorted.map((c) => c.uid)).toEqual([0, 4, 9, 12, 30]);
    expect(sorted[4]).toBe(held);
    expect(copier.byUid([cards[1]!]).map((c) => c.uid)).toEqual([4]); // the scratch is left empty
  });
});

describe('redealDecks', () => {
  const streams = (seed: string): GameStreams => ({ dice: alea('d'), zombieDeck: alea(seed), equipmentDeck: alea(seed + 'e'), strategy: alea('s'), mission: alea('m') });
  const copier = new CardCopier<Card>((c) => ({ ...c }));
  const decks = (zombie: number[], equipment: number[]) => ({
    zombie, zombieDiscard: [5], equipment: equipment.map((uid) => ({ uid, name: `e${uid}` })), equipmentDiscard: [{ uid: 99, name: 'discarded' }],
  });

  it('owes nothing to the hidden order: two orders of the same cards are re-dealt alike', () => {
    copier.begin();
    const one = redealDecks(decks([3, 1, 2, 2, 40], [8, 2, 5]), streams('x'), copier);
    copier.begin();
    const other = redealDecks(decks([40, 2, 1, 3, 2], [5, 8, 2]), streams('x'), copier);
    expect(one.zombie).toEqual(other.zombie);
    expect(one.equipment.map((c) => c.uid)).toEqual(other.equipment.map((c) => c.uid));
    expect([...one.zombie].sort((a, b) => a - b)).toEqual([1, 2, 2, 3, 40]);
    expect(one.zombieDiscard).toEqual([5]);
    expect(one.equipmentDiscard.map((c) => c.uid)).toEqual([99]);
  });

  it('deals the sorted cards in the order of the stream (the same as shuffling the sorted deck)', () => {
    const shuffledSorted = (xs: number[], seed: string) => {
      const rng = alea(seed);
      const out = [...xs].sort((a, b) => a - b);
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    };
    copier.begin();
    const dealt = redealDecks(decks([9, 4, 17, 1, 4, 30], [11, 3, 7]), streams('y'), copier);
    expect(dealt.zombie).toEqual(shuffledSorted([9, 4, 17, 1, 4, 30], 'y'));
    expect(dealt.equipment.map((c) => c.uid)).toEqual(shuffledSorted([11, 3, 7], 'ye'));
  });
});
