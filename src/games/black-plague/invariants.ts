/** What must hold after every step of a Black Plague game (`zsim run --check`). */
import { type BpGame, canWear } from './state.ts';
import { NECROMANCER, TYPES, ZOMBIE_NAMES } from './zombie-types.ts';
import { InvariantError } from '../zombicide/invariants.ts';

/** Equipment cards anywhere: decks, inventories, vaults, the set-aside artifacts and the cards out of the game. */
export function countBpCards(g: BpGame): number {
  let n = g.decks.equipment.length + g.decks.equipmentDiscard.length + g.artifacts.length + g.outOfGame.length;
  for (const pile of g.vaultCards) n += pile.length;
  for (const s of g.survivors) for (const c of s.slots) if (c !== null) n += 1;
  return n;
}

export function brokenInvariant(g: BpGame): string | null {
  const cards = countBpCards(g);
  if (cards !== g.cardTotal) return `${cards} Equipment cards in play, expected ${g.cardTotal}`;
  const n = g.graph.n;
  for (let t = 0; t < TYPES; t++) {
    let onMap = 0;
    for (let z = 0; z < n; z++) {
      const c = g.zombies[z * TYPES + t]!;
      if (c < 0) return `${c} ${ZOMBIE_NAMES[t]}s in zone ${z}`;
      onMap += c;
    }
    if (onMap !== g.onBoard[t]) return `${onMap} ${ZOMBIE_NAMES[t]}s on the map but ${g.onBoard[t]} counted on the board`;
    if (onMap > g.mission.supply[t]!) return `more ${ZOMBIE_NAMES[t]}s in play than the ${g.mission.supply[t]} in the box`;
  }
  for (let z = 0; z < n; z++) {
    const tracked = g.necromancers.filter((nec) => nec.zone === z).length;
    if (tracked !== g.zombies[z * TYPES + NECROMANCER]) return `${g.zombies[z * TYPES + NECROMANCER]} Necromancers in zone ${z} but ${tracked} tracked`;
  }
  const thresholds = g.mission.xpThresholds;
  for (const s of g.survivors) {
    if (s.alive && (s.wounds < 0 || s.wounds >= g.mission.woundLimit)) return `${s.name} is alive with ${s.wounds} wounds`;
    if (!s.alive && s.slots.some((c) => c !== null)) return `${s.name} is dead but still carries cards`;
    if (s.actions < 0 || Object.values(s.free).some((v) => v < 0)) return `${s.name} has a negative Action count`;
    if (s.xp < 0 || s.level !== thresholds.filter((x) => s.xp >= x).length) return `${s.name} has ${s.xp} XP but Danger Level ${s.level}`;
    if (s.alive && (s.zone < 0 || s.zone >= n)) return `${s.name} stands in no zone (${s.zone})`;
    if (s.slots[2] && !canWear(s, s.slots[2])) return `${s.name} wears ${s.slots[2].def.name} in the Body slot`;
  }
  if (!g.spawns.some((t) => !t.removed)) return 'no spawn token left on the board';
  return null;
}

export function assertBpInvariants(g: BpGame, when: string): void {
  const broken = brokenInvariant(g);
  if (broken) throw new InvariantError(`invariant broken ${when}: ${broken}`);
}
