/**
 * Black Plague's team plans (docs/strategies.md, "Black Plague"): what greedy's score (strategy-kit.ts) adds for
 * the quests' steps no single action shows: burning the zone or the Abomination a quest's step wants burnt.
 */
import { type BpCard, type BpSurvivor, type BpView, inHand } from './state.ts';
import { ABOMINATION, TYPES } from './zombie-types.ts';

type View = BpView;

export const BILE = 'Dragon Bile';
export const TORCH = 'Torch';

function carries(s: BpSurvivor, name: string): boolean {
  for (const c of s.slots) if (c?.def.name === name) return true;
  return false;
}

/** A living Survivor carries a card named `name`. */
function teamCarries(v: View, name: string): boolean {
  for (const o of v.survivors) if (o.alive && carries(o, name)) return true;
  return false;
}

function holds(s: BpSurvivor, name: string): boolean {
  return inHand(s, 0)?.def.name === name || inHand(s, 1)?.def.name === name;
}

/**
 * The zones the quest's step wants burnt: the burn step's zone, or every Abomination while the step is to kill one
 * (Dragon Fire is the only way to).
 */
export function burnTargets(v: View): number[] {
  const step = v.mission.victory[v.victoryStep];
  if (step?.kind === 'burn') return [step.zone];
  return step?.kind === 'kill' && step.type === ABOMINATION ? abominationZones(v) : [];
}

function abominationZones(v: View): number[] {
  const out: number[] = [];
  for (let z = 0; z < v.graph.n; z++) if (v.zombies[z * TYPES + ABOMINATION]! > 0) out.push(z);
  return out;
}

/** `burnTargets(v)` is not empty (without listing them). */
export function anyBurnTarget(v: View): boolean {
  const step = v.mission.victory[v.victoryStep];
  if (step?.kind === 'burn') return true;
  if (step?.kind !== 'kill' || step.type !== ABOMINATION) return false;
  for (let z = 0; z < v.graph.n; z++) if (v.zombies[z * TYPES + ABOMINATION]! > 0) return true;
  return false;
}

/**
 * Where Dragon Bile is best spent now: the zones to burn, and every Abomination while a step still to come wants
 * one dead (kills count from the start: The Big Game Hunting's Abomination may burn before the objectives are in).
 */
export function bileTargets(v: View): number[] {
  const wanted = v.mission.victory.slice(v.victoryStep).some((st) => st.kind === 'kill' && st.type === ABOMINATION && v.stats.killedByType[ABOMINATION]! < st.count);
  return wanted ? abominationZones(v) : burnTargets(v);
}

/** What the team lacks of the burn kit while the quest's step wants something burnt: Dragon Bile, a Torch. */
function missingKit(v: View): readonly string[] {
  if (!anyBurnTarget(v)) return NOTHING_MISSING;
  const bile = !bilePoured(v) && !teamCarries(v, BILE);
  const torch = !teamCarries(v, TORCH);
  return bile ? (torch ? BOTH_MISSING : BILE_MISSING) : torch ? TORCH_MISSING : NOTHING_MISSING;
}
const NOTHING_MISSING: readonly string[] = [];
const BOTH_MISSING: readonly string[] = [BILE, TORCH];
const BILE_MISSING: readonly string[] = [BILE];
const TORCH_MISSING: readonly string[] = [TORCH];

/** The team lacks Dragon Bile or a Torch for the burn: search for them. */
export function burnKitMissing(v: View): boolean {
  return missingKit(v).length > 0;
}

/**
 * Vaults holding the Dragon Bile or the Torch the burn lacks. Not one every door of which stays locked until every
 * objective is taken (Trial by Fire): the objectives are the way to it. A vault locked by one key objective is: the
 * team heads that way, searching the rooms on the way (The Evil Temple).
 */
export function kitVaults(v: View): number[] {
  const missing = missingKit(v);
  if (missing.length === 0) return [];
  const last = v.mission.unlockWhenAllTaken;
  const out: number[] = [];
  for (let z = 0; z < v.vaultCards.length; z++) {
    let holds = false;
    for (const c of v.vaultCards[z]!) if (missing.includes(c.def.name)) holds = true;
    if (!holds) continue;
    const doors = v.graph.doorsOf[z]!;
    let shut = doors.length > 0;
    for (const d of doors) if (!(v.doorLocked[d] && v.graph.map.doors[d]!.colour === last)) shut = false;
    if (!shut) out.push(z);
  }
  return out;
}

/** The team carries a Dragon Bile and a Torch more than the burn needs: one pair may go on a crowd in the way. */
export function spareKit(v: View): boolean {
  const team = v.survivors.filter((o) => o.alive);
  return carriedBy(team, BILE) + (bilePoured(v) ? 1 : 0) >= 2 && carriedBy(team, TORCH) >= 2;
}

/** Cards named `name` that `team` carries. */
function carriedBy(team: readonly View['survivors'][number][], name: string): number {
  return team.reduce((k, o) => k + o.slots.filter((c) => c?.def.name === name).length, 0);
}

/** Dragon Bile poured already in a zone to burn. */
function bilePoured(v: View): boolean {
  const step = v.mission.victory[v.victoryStep];
  if (step?.kind === 'burn') return !!v.bile[step.zone];
  if (step?.kind !== 'kill' || step.type !== ABOMINATION) return false;
  for (let z = 0; z < v.graph.n; z++) if (v.zombies[z * TYPES + ABOMINATION]! > 0 && v.bile[z]) return true;
  return false;
}

/**
 * The burn plan: a Survivor carrying Dragon Bile or a Torch, while the team has both (or Bile lies in the zone to
 * burn) and the quest wants a zone burnt, is one of the burners: it keeps them in hand and walks to a burn spot.
 */
export function isBurner(v: View, s: BpSurvivor): boolean {
  if (!carries(s, BILE) && !carries(s, TORCH)) return false;
  if (!anyBurnTarget(v)) return false;
  return (bilePoured(v) || teamCarries(v, BILE)) && teamCarries(v, TORCH);
}

/** What a card is worth to a Survivor (the strategy kit's `cardValue`, or a plan's view of it). */
export type Worth = (c: BpCard | null | undefined) => number;

/** What a card is worth to `s`: for a burner, one Dragon Bile and one Torch come first (in hand, and kept). */
export function burnerHold(v: View, s: BpSurvivor, value: Worth): Worth {
  if (!isBurner(v, s)) return value;
  const kit = [BILE, TORCH].map((name) => s.slots.find((c) => c?.def.name === name)?.uid);
  return (c) => value(c) + (c && kit.includes(c.uid) ? 3 : 0);
}

/**
 * Burn spots: the zones next to a zone to burn (every door open: a closed door on the way is opened), from
 * where Dragon Bile is poured and a Torch thrown at Range 1 without standing in the fire.
 */
export function burnSpots(v: View): number[] {
  const targets = burnTargets(v);
  const n = v.graph.n;
  const out: number[] = [];
  for (let z = 0; z < n; z++) {
    if (targets.includes(z) || v.mission.vault[z]) continue;
    if (targets.some((t) => v.graph.allOpen.dist[z * n + t] === 1)) out.push(z);
  }
  return out;
}

/** A zone to burn is one open step from `zone`: what is in it walks in at the Zombies' Phase. */
export function nextToBurnTarget(v: View, zone: number): boolean {
  const n = v.graph.n;
  return burnTargets(v).some((t) => v.view.dist[zone * n + t] === 1);
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

/**
 * The Actions the Survivor's share of the burn takes (0: none it can do now): pour the Bile it holds, throw its
 * Torch once Bile lies there or with the Bile it holds. Bile alone is poured ahead only on a burn step's zone,
 * which stays where it is (an Abomination walks off).
 */
function burnShare(v: View, s: BpSurvivor): number {
  const poured = bilePoured(v);
  const bile = holds(s, BILE) && !poured;
  if (holds(s, TORCH) && (poured || bile)) return bile ? 2 : 1;
  return bile && v.mission.victory[v.victoryStep]?.kind === 'burn' ? 1 : 0;
}

/** Able to do its share of the burn with `extra` Actions more (a step). */
export function readyToBurn(v: View, s: BpSurvivor, extra: number): boolean {
  const share = burnShare(v, s);
  return share > 0 && s.actions >= extra + share;
}

/** Able to light the fire itself, with `extra` Actions more (a door): a Torch, and Bile poured there or in hand. */
function finishesBurn(v: View, s: BpSurvivor, extra: number, actions: number): boolean {
  const poured = bilePoured(v);
  return holds(s, TORCH) && (poured || holds(s, BILE)) && actions >= extra + (poured ? 1 : 2);
}

/** Still to play this round. */
function toPlay(v: View, o: BpSurvivor): boolean {
  return v.turnOrder.indexOf(o.index, v.turnPos + 1) > v.turnPos;
}

/**
 * A door into a zone to burn is opened only for a burner who can light the fire at once (what is behind it comes out):
 * `s` itself, with the Actions to open too, or a friend in its zone still to play (its turn: 3 Actions).
 */
export function burnDoorReady(v: View, s: BpSurvivor): boolean {
  return finishesBurn(v, s, 1, s.actions) || v.survivors.some((o) => o.alive && o !== s && o.zone === s.zone && toPlay(v, o) && finishesBurn(v, o, 0, 3));
}
