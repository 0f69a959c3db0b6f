/** What must hold after every step of a Season 1 game (`zsim run --check`). */
import { type Card, type Game, supplyLeft } from './state.ts';
import { SUPPLY, ZOMBIE_NAMES } from './zombie-types.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { InvariantError } from '../zombicide/invariants.ts';

/** Equipment cards anywhere in play: decks, inventories (combined weapons as their parts), cars, set-aside stacks. */
export function countCards(g: Game): number {
  let n = g.decks.equipment.length + g.decks.equipmentDiscard.length + g.molotovs.length + g.pimpWeapons.length + g.outOfGame.length;
  for (const s of g.survivors) for (const c of s.slots) if (c !== null && c !== WOUNDED) n += count(c);
  for (const car of g.cars) n += car.provisions.length;
  return n;
}

/** A card as the cards it is made of (a combined weapon counts its parts). */
function count(c: Card): number {
  return c.parts ? c.parts.reduce((n, p) => n + count(p), 0) : 1;
}

/** The first broken invariant, or null. */
export function brokenInvariant(g: Game): string | null {
  const cards = countCards(g);
  if (cards !== g.cardTotal) return `${cards} Equipment cards in play, expected ${g.cardTotal}`;
  const n = g.graph.n;
  for (let t = 0; t < 4; t++) {
    let onMap = 0;
    for (let z = 0; z < n; z++) {
      const c = g.zombies[z * 4 + t]!;
      if (c < 0) return `${c} ${ZOMBIE_NAMES[t]}s in zone ${z}`;
      onMap += c;
    }
    if (onMap !== g.onBoard[t]) return `${onMap} ${ZOMBIE_NAMES[t]}s on the map but ${g.onBoard[t]} counted on the board`;
    if (supplyLeft(g, t) < 0) return `more ${ZOMBIE_NAMES[t]}s in play than the ${SUPPLY[t]} in the box`;
  }
  const thresholds = g.mission.xpThresholds;
  for (const s of g.survivors) {
    const wounded = s.slots.filter((c) => c === WOUNDED).length;
    if (s.alive && (s.wounds < 0 || s.wounds > 1)) return `${s.name} is alive with ${s.wounds} wounds`;
    if (s.alive && wounded !== s.wounds) return `${s.name} has ${wounded} Wounded cards for ${s.wounds} wounds`;
    if (!s.alive && s.slots.some((c) => c !== null)) return `${s.name} is dead but still carries cards`;
    if (s.actions < 0 || s.freeMove < 0 || s.freeSearch < 0 || s.freeCombat < 0) return `${s.name} has a negative Action count`;
    if (s.xp < 0 || s.level !== thresholds.filter((x) => s.xp >= x).length) return `${s.name} has ${s.xp} XP but Danger Level ${s.level}`;
    const onBoard = s.alive && !s.left;
    if (onBoard && (s.zone < 0 || s.zone >= n)) return `${s.name} stands in no zone (${s.zone})`;
    if (s.car >= 0 && (!onBoard || g.cars[s.car]!.zone !== s.zone || !g.cars[s.car]!.seats.includes(s.index))) return `${s.name} is in car ${s.car} but not in its seat or zone`;
  }
  return null;
}

export function assertInvariants(g: Game, when: string): void {
  const broken = brokenInvariant(g);
  if (broken) throw new InvariantError(`invariant broken ${when}: ${broken}`);
}
