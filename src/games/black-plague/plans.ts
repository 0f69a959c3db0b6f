/**
 * Black Plague's team plans (docs/strategies.md, "Black Plague"): what greedy's score (strategy-kit.ts) adds for
 * the quests' steps no single action shows, such as burning the Abomination a quest says to kill.
 */
import { type BpCard, type BpSurvivor, type BpView, inHand } from './state.ts';
import { ABOMINATION, TYPES } from './zombie-types.ts';

type View = BpView;

const BILE = 'Dragon Bile';
const TORCH = 'Torch';

function carries(s: BpSurvivor, name: string): boolean {
  return s.slots.some((c) => c?.def.name === name);
}

function holds(s: BpSurvivor, name: string): boolean {
  return inHand(s, 0)?.def.name === name || inHand(s, 1)?.def.name === name;
}

/** Zones holding an Abomination while the quest's step is to kill one (Dragon Fire is the only way to). */
export function abominationsToBurn(v: View): number[] {
  const step = v.mission.victory[v.victoryStep];
  if (step?.kind !== 'kill' || step.type !== ABOMINATION) return [];
  const out: number[] = [];
  for (let z = 0; z < v.graph.n; z++) if (v.zombies[z * TYPES + ABOMINATION]! > 0) out.push(z);
  return out;
}

/**
 * The burn plan: a Survivor carrying Dragon Bile or a Torch, while the team carries both and the quest wants an
 * Abomination dead, is one of the burners: it keeps them in hand and walks to a burn spot.
 */
export function isBurner(v: View, s: BpSurvivor): boolean {
  if (!carries(s, BILE) && !carries(s, TORCH)) return false;
  if (abominationsToBurn(v).length === 0) return false;
  const team = v.survivors.filter((o) => o.alive);
  return team.some((o) => carries(o, BILE)) && team.some((o) => carries(o, TORCH));
}

/** What a card is worth in hand to `s`: Dragon Bile and Torches come first for a burner. */
type Value = (c: BpCard | null | undefined) => number;

export function burnerHold(v: View, s: BpSurvivor, value: Value): Value {
  if (!isBurner(v, s)) return value;
  return (c) => value(c) + (c?.def.name === BILE || c?.def.name === TORCH ? 3 : 0);
}

/**
 * Burn spots: the zones next to an Abomination to burn (every door open: a closed door on the way is opened), from
 * where Dragon Bile is poured and a Torch thrown at Range 1 without standing in the fire.
 */
export function burnSpots(v: View): number[] {
  const targets = abominationsToBurn(v);
  const n = v.graph.n;
  const out: number[] = [];
  for (let z = 0; z < n; z++) {
    if (v.zombies[z * TYPES + ABOMINATION]! > 0 || v.mission.vault[z]) continue;
    if (targets.some((t) => v.graph.allOpen.dist[z * n + t] === 1)) out.push(z);
  }
  return out;
}

/** The Abomination to burn is one open step from `zone`: it walks in at the Zombies' Phase. */
export function nextToBurnTarget(v: View, zone: number): boolean {
  const n = v.graph.n;
  return abominationsToBurn(v).some((t) => v.view.dist[zone * n + t] === 1);
}

/**
 * A Torch can land on `zone` this round once Dragon Bile is poured there: `s` holds a Torch and keeps an Action
 * after pouring, or a teammate still to play this round holds one within Range 0–1 of the zone.
 */
export function torchReady(v: View, s: BpSurvivor, zone: number): boolean {
  if (holds(s, TORCH) && s.actions >= 2) return true;
  const n = v.graph.n;
  return v.survivors.some((o) => o.alive && o !== s && toPlay(v, o) && holds(o, TORCH) && (v.view.dist[o.zone * n + zone]! >>> 0) <= 1);
}

/** Holding Dragon Bile and a Torch with `actionsNeeded` Actions (to step or open a door, pour and throw). */
export function readyToBurn(s: BpSurvivor, actionsNeeded: number): boolean {
  return holds(s, BILE) && holds(s, TORCH) && s.actions >= actionsNeeded;
}

/** Still to play this round. */
function toPlay(v: View, o: BpSurvivor): boolean {
  return v.turnOrder.indexOf(o.index, v.turnPos + 1) > v.turnPos;
}

/**
 * A door into the Abomination's zone is opened only for a burner who can burn it at once: `s` itself (holding Bile
 * and a Torch, with the Actions to open, pour and throw), or a friend in its zone still to play, holding both.
 */
export function burnDoorReady(v: View, s: BpSurvivor): boolean {
  return readyToBurn(s, 3) || v.survivors.some((o) => o.alive && o !== s && o.zone === s.zone && toPlay(v, o) && holds(o, BILE) && holds(o, TORCH));
}
