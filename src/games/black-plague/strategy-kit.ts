/**
 * Black Plague's strategy support (docs/strategies.md): board queries, card values, greedy's score of every action
 * and its answer to every other decision, and `bpPersonas`, which describes Black Plague's actions in the
 * vocabulary game-neutral personas speak.
 */
import type { Decision, PersonaAdapter } from '../types.ts';
import {
  FLAT_SCORES, argmax, freshBuilding, unlockedView, friendIn, goalProgress, goalsPerDecision, nearestBy, objectiveReserved, personaAdapter, plannedDoorScore, reorganizeScore, threatFrom, searchScore, sharedChoice, TRADE_GAIN, tradeCardsChoice, tradeScore, xpCarrier,
} from '../zombicide/strategy-kit.ts';
import type { BpAction } from './actions.ts';
import { type Attack, type AttackAction, attackActions, attackDice, damageOf } from './combat.ts';
import { BP_EQUIPMENT, type BpEquipDef, attackProfile, bpEquipmentByName } from './data/equipment.ts';
import { BODY, type BpCard, type BpGame, type BpSurvivor, type BpView, canWear, cardsOf, liveSpawns, zombiesIn } from './state.ts';
import { type Arrangement, eachArrangement, hasRoom } from './survivors.ts';
import type { Trade } from '../zombicide/inventory.ts';
import { ABOMINATION, RUNNER, TARGETING, TYPES } from './zombie-types.ts';
import { missingCount } from './victory.ts';
import { killsFrom } from '../zombicide/targeting.ts';
import { BILE, TORCH, type Worth, anyBurnTarget, bileTargets, burnDoorReady, burnKitMissing, burnSpots, burnTargets, burnerHold, isBurner, kitVaults, nextToBurnTarget, readyToBurn, spareKit, torchReady } from './plans.ts';

type View = BpView;

export const zombiesAt = zombiesIn;

/** How much a card is worth holding (`worth`, read once for each kind of card). */
export function cardValue(c: BpCard | null | undefined): number {
  return c ? WORTH[c.def.id]! : 0;
}

/** Weapons by expected kills, armour, door openers and spells a bit more. */
function worth(d: BpEquipDef): number {
  const p = d.profile ?? d.melee;
  if (p) {
    const hit = (7 - p.accuracy) / 6;
    return p.dice * hit * Math.min(p.damage, 2) * (p.range[1] > 0 ? 1.1 : 1) + (d.opensDoors ? (d.doorRoll === null ? 1.2 : 1) : 0) + (d.dual ? 0.3 : 0);
  }
  switch (d.kind) {
    case 'armor':
    case 'shield':
      return (7 - d.armor!) / 3;
    case 'enchantment':
      return d.name === 'Healing' ? 1 : 0.6;
    default:
      return d.trap ? 0 : d.name === 'Dragon Bile' || d.name === 'Torch' ? 0.8 : 0.3;
  }
}
const WORTH = Float64Array.from(BP_EQUIPMENT, worth);

/** Carries a Damage 3 weapon, which kills an Abomination (burning one is the burn plan's, plans.ts). */
function canFaceAbomination(s: BpSurvivor): boolean {
  return cardsOf(s).some((c) => (attackProfile(c.def, false)?.damage ?? 0) >= 3 || (attackProfile(c.def, true)?.damage ?? 0) >= 3);
}

/**
 * Zones worth walking to now: objectives left, vaults holding cards, what the current victory step asks for (for `s`,
 * an Abomination to kill only when it carries what can kill it) and Necromancers on the run.
 */
export const goalZones = goalsPerDecision(listGoals);

/** How far (steps by open paths) a Survivor goes after a Necromancer on a quest lost by any death. */
const NECROMANCER_REACH = 1;

/** `zone` can be reached from `s` (without `s`: from a living Survivor) with every door open but the locked ones. */
function reachableUnlocked(v: View, s: BpSurvivor | undefined, zone: number): boolean {
  const dist = unlockedView(v).dist;
  const n = v.graph.n;
  for (const o of v.survivors) if ((s ? o === s : o.alive) && dist[o.zone * n + zone]! >= 0) return true;
  return false;
}

function listGoals(v: View, s?: BpSurvivor): number[] {
  const out: number[] = [];
  const objectives = v.mission.map.tokens.objectives;
  for (let i = 0; i < objectives.length; i++) if (!v.objectiveTaken[i] && v.objectiveOnBoard[i]) out.push(objectives[i]!.zone);
  const step = v.mission.victory[v.victoryStep];
  const n = v.graph.n;
  switch (step?.kind) {
    case 'take': {
      // The objective of the colour the step asks for (one the players can see) is the only goal once no locked door
      // stands in the way: until a key opens the way, the other objectives (the keys among them) come first.
      const wanted: number[] = [];
      for (let i = 0; i < objectives.length; i++) {
        const t = objectives[i]!;
        if (!v.objectiveTaken[i] && v.objectiveOnBoard[i] && !t.hidden && t.colour === step.colour && reachableUnlocked(v, s, t.zone)) wanted.push(t.zone);
      }
      if (wanted.length > 0) return wanted;
      break;
    }
    case 'gather':
      // Once no locked door stands in the way, the gather zone is the only goal: the team walks there rather than
      // finishing the objectives and vaults first (a key found, the quest is won by getting there alive).
      if (reachableUnlocked(v, s, step.zone)) return [step.zone];
      out.push(step.zone);
      break;
    case 'burn':
    case 'remove-spawns':
    case 'kill':
      // What is to burn: a burner walks to a burn spot next to it, a friend without Bile or a Torch does not go;
      // a vault holding what the burn lacks comes first, for everyone.
      const vaults = kitVaults(v);
      if (vaults.length > 0) return vaults;
      if (s && anyBurnTarget(v)) {
        if (isBurner(v, s)) out.push(...burnSpots(v));
        break;
      }
      if (step.kind === 'burn') {
        out.push(step.zone);
        break;
      }
      const t = step.kind === 'kill' ? step.type : TYPES - 1;
      if (t === ABOMINATION && s && !canFaceAbomination(s)) break;
      for (let z = 0; z < n; z++) if (v.zombies[z * TYPES + t]! > 0) out.push(z);
      break;
    case 'carry':
      // What a carry step lacks is found by searching: while a card is missing, every quiet room the team can walk
      // into (no door to open, no vault) is a goal, besides the objectives (Famine's hand out missing food too).
      if (missingCount(v, step) > 0) {
        for (let z = 0; z < n; z++) {
          if (!searchable(v, z) || zombiesAt(v, z) > 0) continue;
          for (const o of v.survivors) {
            if (o.alive && v.view.dist[o.zone * n + z]! >= 0) {
              out.push(z);
              break;
            }
          }
        }
      }
      break;
    case 'danger': {
      // The XP carrier takes the objectives and the others escort him (`xpCarrier`).
      const carrier = s && xpCarrier(v);
      if (carrier && carrier !== s) return [carrier.zone];
      break;
    }
    case 'artifacts': {
      // The vaults still holding cards are the only goals once one can be reached (no locked door in the way), as
      // a `take` step's objective is: the other objectives and a Necromancer's chase lead away from them.
      const open: number[] = [];
      for (let z = 0; z < v.vaultCards.length; z++) if (v.vaultCards[z]!.length > 0 && reachableUnlocked(v, s, z)) open.push(z);
      if (open.length > 0) return open;
      v.vaultCards.forEach((pile, z) => {
        if (pile.length > 0) out.push(z);
      });
      break;
    }
    default:
      break;
  }
  // A vault's cards (the quest's artifacts: Inferno, an Orcish Crossbow …) are a goal like an objective, not only once
  // the objectives are done: they are the weapons that kill Fatties.
  for (let z = 0; z < v.vaultCards.length; z++) if (v.vaultCards[z]!.length > 0 && !out.includes(z)) out.push(z);
  // Necromancers on the run: catch them before they reach a spawn zone. Where one death loses the quest, only one in
  // reach (in the Survivor's zone or next to it): a chase across the map walks the chaser into the crowds.
  const reach = v.mission.defeat === 'any-death' && s ? NECROMANCER_REACH : Infinity;
  for (const nec of v.necromancers) {
    if (nec.zone < 0 || out.includes(nec.zone)) continue;
    if (reach === Infinity || (v.view.dist[s!.zone * n + nec.zone]! >>> 0) <= reach) out.push(nec.zone);
  }
  return out;
}

/**
 * The score of a Move from a quiet zone: positive when it brings the Survivor nearer its nearest goal (by the doors
 * open now, else by the planned route, `goalProgress`); a poorly armed Survivor also likes rooms (to search).
 */
function progressScore(v: View, from: number, to: number, goals: readonly number[], opener: boolean): number {
  const a = nearestBy(v.view.dist, v.graph.n, from, goals);
  const b = nearestBy(v.view.dist, v.graph.n, to, goals);
  let progress = a < 1e9 && b < 1e9 ? a - b : 0;
  if (progress === 0) progress = goalProgress(v, opener, from, to, goals);
  if (!opener && v.mission.map.zones[to]!.room) progress += 1;
  return progress > 0 ? 100 + 10 * progress - 20 * zombiesAt(v, to) : -10;
}

/** An Abomination, or three zombies or more: worth a Dragon Fire. */
function worthBurning(v: View, z: number): boolean {
  return v.zombies[z * TYPES + ABOMINATION]! > 0 || zombiesAt(v, z) >= 3;
}

/**
 * Zombies in `zone` that hits of `damage` can kill: any with free targeting; at range, the priority classes in
 * order, stopping at a class that would absorb the hits.
 */
export function killable(v: View, zone: number, damage: number, free: boolean): number {
  return killsFrom(TARGETING, Infinity, damage, v.zombies, zone * TYPES, free);
}

export function hasOpener(s: BpSurvivor): boolean {
  for (let h = 0; h < 2; h++) if (s.slots[h]?.def.opensDoors) return true;
  return false;
}

/** Zombies that could attack a Survivor standing in `zone` next Zombies' Phase (Runners from two steps). */
export function threat(v: View, zone: number): number {
  return threatFrom(v, zone, v.zombies, TYPES, RUNNER);
}

/** Necromancers on the board whose escape would lose the quest (`necromancer-escape`: always, or once 6 spawn tokens are live). */
export function lossThreat(v: View): number {
  let n = 0;
  for (const nec of v.necromancers) if (nec.zone >= 0) n++;
  return n > 0 && (v.mission.necromancerEscape === 'lose' || liveSpawns(v).length >= 6) ? n : 0;
}

/** The best value (`handsValue`) a Reorganize can give the Survivor's slots, and the value they have now. */
function arrangementGain(s: BpSurvivor, value: Worth): { best: number; now: number } {
  const last = lastGain[s.index];
  if (last && last.s === s && last.value === value && last.bodyCard === s.bodyCard && sameSlots(last.slots, s.slots)) return last.gain;
  const gain = value === cardValue ? plainGain(s) : bestArrangement(s, value);
  lastGain[s.index] = { s, slots: s.slots.slice(), bodyCard: s.bodyCard, value, gain };
  return gain;
}

/**
 * `bestArrangement` by `cardValue`, which reads nothing but each card's kind: the answer for the same kinds of card in
 * the same slots (and the same ID card) stands in every game and in every determinized copy of one, whose Survivors
 * and cards are new objects that `lastGain` does not know. Emptied when full, like the map views.
 */
function plainGain(s: BpSurvivor): { best: number; now: number } {
  const key = kindsKey(s);
  if (key < 0) return bestArrangement(s, cardValue);
  let gain = gainBySlots.get(key);
  if (!gain) {
    if (gainBySlots.size >= GAIN_CACHE_LIMIT) gainBySlots.clear();
    gainBySlots.set(key, (gain = bestArrangement(s, cardValue)));
  }
  return gain;
}

const gainBySlots = new Map<number, { best: number; now: number }>();

/**
 * A Survivor's cards as a number: 6 bits a slot (its card's kind, 0 for none) over the slots, then the Body-slot card
 * his ID card names; −1 when the key would not fit a double exactly (more kinds of card than it holds: not kept).
 */
function kindsKey(s: BpSurvivor): number {
  let key = bodyNumber(s.bodyCard);
  for (let i = s.slots.length - 1; i >= 0; i--) {
    const c = s.slots[i];
    const k = c ? c.def.id + 1 : 0;
    if (k >= 64 || key >= 2 ** 47) return -1;
    key = key * 64 + k;
  }
  return key;
}

/** A number for each Body-slot card an ID card names (0: none), in the order first met. */
function bodyNumber(name: string | null): number {
  if (name === null) return 0;
  let k = bodyNumbers.get(name);
  if (k === undefined) bodyNumbers.set(name, (k = bodyNumbers.size + 1));
  return k;
}
const bodyNumbers = new Map<string, number>();
const GAIN_CACHE_LIMIT = 4096;

/**
 * `arrangementGain`'s last answer for each Survivor: a Reorganize is scored at every decision and the cards move
 * rarely, so the answer stands while the same cards sit in the same slots, valued by the same function.
 */
const lastGain: ({ s: BpSurvivor; slots: BpSurvivor['slots']; bodyCard: string | null; value: Worth; gain: { best: number; now: number } } | undefined)[] = [];

function sameSlots(a: BpSurvivor['slots'], b: BpSurvivor['slots']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The uid of the card at position `k` counted from 1 (`eachArrangement`'s numbering), -1 for 0. */
function uidAt(worths: { uids: readonly number[] }, k: number): number {
  return k === 0 ? -1 : worths.uids[k - 1]!;
}

function bestArrangement(s: BpSurvivor, value: Worth): { best: number; now: number } {
  const worths = cardWorths(s, value);
  const now = heldWorth(worths, s.slots[0]?.uid ?? -1, s.slots[1]?.uid ?? -1, s.slots[BODY]?.uid ?? -1);
  let best = now;
  eachArrangement(s, worths.cards, (hand0, hand1, body) => {
    best = Math.max(best, heldWorth(worths, uidAt(worths, hand0), uidAt(worths, hand1), uidAt(worths, body)));
    return true;
  });
  return { best, now };
}

/** What each card the Survivor carries is worth in a Hand and in the Body slot, worked out once for many arrangements. */
interface CardWorths {
  cards: BpCard[];
  uids: number[];
  inHand: number[];
  onBody: number[];
}

function cardWorths(s: BpSurvivor, value: Worth): CardWorths {
  const cards = cardsOf(s);
  return { cards, uids: cards.map((c) => c.uid), inHand: cards.map((c) => handWorth(c, value)), onBody: cards.map((c) => value(c)) };
}

/** `handsValue` with the cards `hand0` and `hand1` in the Hands and `body` in the Body slot (uids, −1 for none), summed in the cards' order. */
function heldWorth(w: CardWorths, hand0: number, hand1: number, body: number): number {
  let x = 0;
  for (let k = 0; k < w.uids.length; k++) {
    const uid = w.uids[k]!;
    if (uid === hand0 || uid === hand1) x += w.inHand[k]!;
    else if (uid === body) x += w.onBody[k]!;
  }
  return x;
}

/** The Damage of a card's melee attack, 0 for no card or no melee attack. */
function meleeDamage(c: BpCard | null | undefined): number {
  return c ? attackProfile(c.def, false)?.damage ?? 0 : 0;
}

/** A zone with few enough zombies for the Survivor's weapons in hand to kill them all (no Abomination). */
function canClear(v: View, s: BpSurvivor, zone: number): boolean {
  const there = zombiesAt(v, zone);
  if (there > 2 || v.zombies[zone * TYPES + ABOMINATION]! > 0) return false;
  const damage = Math.max(meleeDamage(s.slots[0]), meleeDamage(s.slots[1]));
  return killable(v, zone, damage, true) >= there;
}

/** The zombies an attack's hits could kill where they land (Damage against the targeting priority at range), made from `from`. */
function attackTargets(v: View, s: BpSurvivor, at: Attack, from = s.zone): number {
  const p = attackProfile(s.slots[at.hands[0]!]!.def, at.mode !== 'melee')!;
  let kills = killable(v, at.zone, damageOf(s, at, p), hitsFree(s, at, at.zone, from));
  if (at.zone2 !== undefined) kills += killable(v, at.zone2, damageOf(s, at, p), hitsFree(s, at, at.zone2, from));
  return kills;
}

/** The attacker chooses which zombies its hits in `zone` take: in melee, with Sniper, and with Point-blank at Range 0. */
function hitsFree(s: BpSurvivor, at: Attack, zone: number, from: number): boolean {
  return at.mode === 'melee' || (zone === from && s.skills.includes('Point-blank')) || s.skills.includes('Sniper');
}

/** The kills an attack made from `from` can expect: its expected hits, up to the zombies they could kill. */
function expectedKills(v: View, s: BpSurvivor, at: Attack, from = s.zone): number {
  const p = attackProfile(s.slots[at.hands[0]!]!.def, at.mode !== 'melee')!;
  return Math.min(attackTargets(v, s, at, from), attackDice(v as BpGame, s, at) * (7 - p.accuracy) / 6);
}

/** Scratch list of attack options (`bestKillsIn`). */
const ATTACKS: AttackAction[] = [];

/** The expected kills of the best single attack the Survivor's held weapons could make on `zone` from inside it. */
export function bestKillsIn(v: View, s: BpSurvivor, zone: number): number {
  ATTACKS.length = 0;
  attackActions(v as BpGame, s, zone, null, ATTACKS);
  let best = 0;
  for (const { attack: at } of ATTACKS) if (at.zone === zone && at.zone2 === undefined) best = Math.max(best, expectedKills(v, s, at, zone));
  return best;
}

/**
 * Walking into zombies is worth it only to fight them: the Actions left after the Move must promise at least a
 * third of a kill per zombie there (leaving a zombie zone costs an Action per zombie, so a Survivor walking into
 * what it cannot kill is stuck among it for the Zombies' Phase).
 */
function canFightIn(v: View, s: BpSurvivor, zone: number): boolean {
  const there = zombiesAt(v, zone);
  return there === 0 || (s.actions - 1 + s.free.move + s.free.melee + s.free.combat) * bestKillsIn(v, s, zone) >= there / 3;
}

/** Two Wounds or fewer from the wound limit. */
function fragile(v: View, s: BpSurvivor): boolean {
  return v.mission.woundLimit - s.wounds <= 2;
}

/** A card's worth in a Hand: armour protects only from the Body slot. */
function handWorth(c: BpCard | null | undefined, value: Worth = cardValue): number {
  return c?.def.kind === 'armor' ? 0 : value(c);
}

function armed(s: BpSurvivor): number {
  return handWorth(s.slots[0]) + handWorth(s.slots[1]);
}

/** Better out of a zombie zone than fighting in it: fragile, or with nothing to fight with. */
function needsRescue(v: View, s: BpSurvivor): boolean {
  return fragile(v, s) || armed(s) < 0.5;
}

/** The default (greedy) score of an action: higher is better. Personas adjust it. */
export function baseScore(v: View, s: BpSurvivor, a: BpAction): number {
  const here = zombiesAt(v, s.zone);
  const n = v.graph.n;
  const step = v.mission.victory[v.victoryStep];
  if (a.type === 'take-objective' && objectiveReserved(v, s)) return -50;
  const flat = FLAT_SCORES[a.type];
  if (flat !== undefined) return flat;
  switch (a.type) {
    case 'take-item':
      return 900;
    case 'trade':
      return tradeScore(here === 0 ? bestTradeGain(s, v.survivors[a.with]!) : 0, TRADE_WORTH);
    case 'attack': {
      const at = a.attack;
      if (at.mode !== 'melee' && friendIn(v, s, at.zone, at.zone2)) return -100;
      const kills = attackTargets(v, s, at);
      if (kills === 0) return -50;
      return 500 + expectedKills(v, s, at) * 10 + kills;
    }
    case 'throw-torch': {
      if (step?.kind === 'burn' && step.zone === a.zone) return 980;
      const friends = v.survivors.some((o) => o.alive && o.zone === a.zone);
      return !friends && worthBurning(v, a.zone) ? 700 : -300;
    }
    case 'pour-bile': {
      if (step?.kind === 'burn' && step.zone === a.zone) return v.bile[a.zone] ? -300 : 970;
      if (a.zone === s.zone || v.bile[a.zone] || !torchReady(v, s, a.zone)) return -300;
      // The quest's targets first; a crowd only with no target waiting for the Bile, or with a kit to spare.
      const targets = bileTargets(v);
      if (targets.includes(a.zone)) return 960;
      return (targets.length === 0 || spareKit(v)) && worthBurning(v, a.zone) ? 600 : -300;
    }
    case 'enchant':
      if (a.spell === 'Healing') return 450;
      if (a.spell === 'Repulse') return here === 0 && zombiesAt(v, a.target) > 0 && v.view.dist[s.zone * n + a.target] === 1 ? 120 : -50;
      return -60;
    case 'bloodlust':
      return armed(s) > 0.5 && !fragile(v, s) && canClear(v, s, a.to) ? 450 : -100;
    case 'charge':
      // Free: worth it from a quiet zone, armed and not fragile, toward zombies a weapon can handle.
      return here === 0 && armed(s) > 0.5 && !fragile(v, s) && canClear(v, s, a.to) ? 460 : -100;
    case 'taunt': {
      // Pull a slow group from next door into this quiet zone, to cut it down with the Actions left.
      const slow = v.zombies[a.zone * TYPES + RUNNER] === 0 && v.zombies[a.zone * TYPES + ABOMINATION] === 0;
      const next = v.view.dist[s.zone * n + a.zone] === 1;
      return here === 0 && next && slow && armed(s) > 0.5 && !fragile(v, s) && s.actions >= 2 ? 300 : -100;
    }
    case 'shove': {
      const friends = v.survivors.some((o) => o.alive && o.zone === a.to);
      return here > 0 && !friends && needsRescue(v, s) ? 350 : -50;
    }
    case 'lifesaver':
      return here === 0 && v.survivors.some((o) => o.alive && o.zone === a.zone && needsRescue(v, o)) ? 420 : -50;
    case 'give-action':
      return 10;
    case 'loud':
      return -100;
    case 'close-door': {
      // Sealing the quest's gather zone once everyone living is inside and it is clear wins; otherwise never.
      const sealing = step?.kind === 'gather' && step.closed && step.zone === s.zone && here === 0
        && v.survivors.every((o) => !o.alive || o.zone === s.zone);
      return sealing ? 990 : -150;
    }
    case 'reorganize': {
      const hold = burnerHold(v, s, cardValue);
      const { best, now } = arrangementGain(s, hold);
      return reorganizeScore(best, now);
    }
    case 'search':
      return burnKitMissing(v) && here === 0 ? 350 : searchScore(here, armed(s), hasOpener(s));
    case 'open-door': {
      // The door to what the burn plan burns: opened only for a burner ready to burn it at once.
      const d = v.graph.map.doors[a.door]!;
      if (burnTargets(v).includes(d.a === s.zone ? d.b : d.a)) return burnDoorReady(v, s) ? 800 : -20;
      // A closed building spawns in every room: opened only on the planned route, by a Survivor unhurt, with no zombie near.
      if (freshBuilding(v, a.door) >= 0 && (s.wounds > 0 || threat(v, s.zone) > 0)) return 40;
      return plannedDoorScore(v, a.door, s.zone, goalZones(v, s));
    }
    case 'move':
    case 'sprint':
    case 'jump': {
      // An Abomination is beyond most weapons (Damage 3), and Dragon Fire burns whoever stands in it: stay out of its zone.
      const abomination = v.zombies[a.to * TYPES + ABOMINATION]! > 0 ? 300 : 0;
      // Two Wounds from death, a Survivor keeps away from what can reach it, and steps out of reach when it can. From a
      // quiet zone it steps back only from as many zombies as could kill it: a step back from fewer undoes a step
      // toward its goal, and it paced to and fro (docs/strategies.md).
      const hurt = fragile(v, s);
      const reach = hurt ? threat(v, s.zone) : 0;
      const risk = hurt ? 60 * (threat(v, a.to) - reach) : 0;
      if (here > 0) {
        // Out of the zombies, toward the goals when it can.
        const toward = goalProgress(v, hasOpener(s), s.zone, a.to, goalZones(v, s));
        return (zombiesAt(v, a.to) === 0 ? 250 - 20 * threat(v, a.to) + 20 * Math.sign(toward) : 0) - abomination - risk;
      }
      if (!canFightIn(v, s, a.to)) return -30;
      // A burner steps next to what it burns only with the Actions left for its share: it walks in otherwise.
      if (nextToBurnTarget(v, a.to) && isBurner(v, s) && !readyToBurn(v, s, 1)) return -30;
      const quietRisk = reach >= v.mission.woundLimit - s.wounds ? risk : Math.max(0, risk);
      return progressScore(v, s.zone, a.to, goalZones(v, s), hasOpener(s)) - abomination - quietRisk;
    }
    default:
      return 0; // the FLAT_SCORES kinds
  }
}

/**
 * A trade that arms the two better is made when nothing else is worth an Action (just above ending the turn, below any
 * Move toward a goal): made before the walk, as in Season 1, it cost Quest 6 a third of its wins (docs/strategies.md).
 */
const TRADE_WORTH = 90;

/**
 * No exchange gives the two Survivors (`heldAt`) more than their four best cards in Hands and their two best for a
 * Body slot (a card may count in both): most of the time they hold about that already, and the exchanges are not
 * weighed. Reads the cards `loadCards` put in `CARDS`.
 */
function tradeBound(n: number): number {
  HAND_TOP.fill(0);
  BODY_TOP.fill(0);
  for (let i = 0; i < n; i++) {
    if (!CARDS[i]) continue;
    keepTop(HAND_TOP, CARD_HAND[i]!);
    if (CARD_WEAR[i]) keepTop(BODY_TOP, CARD_VALUE[i]!);
  }
  return HAND_TOP[0]! + HAND_TOP[1]! + HAND_TOP[2]! + HAND_TOP[3]! + BODY_TOP[0]! + BODY_TOP[1]!;
}
const HAND_TOP = new Float64Array(4);
const BODY_TOP = new Float64Array(2);

/** Put `x` among the largest numbers kept in `top` (sorted, largest first). */
function keepTop(top: Float64Array, x: number): void {
  let i = top.length - 1;
  if (x <= top[i]!) return;
  while (i > 0 && top[i - 1]! < x) {
    top[i] = top[i - 1]!;
    i--;
  }
  top[i] = x;
}

/** Some card in the Backpack is worth a trade in a Hand or a Body slot (no burn kit: the burn plan keeps its own, plans.ts). */
function spareCard(s: BpSurvivor): boolean {
  for (let i = BODY + 1; i < s.slots.length; i++) if (tradable(s.slots[i]) && cardValue(s.slots[i]) >= TRADE_GAIN) return true;
  return false;
}

/** Dragon Bile and Torches are not traded: who carries them is the burn plan's. */
function tradable(c: BpCard | null | undefined): c is BpCard {
  return !!c && c.def.name !== BILE && c.def.name !== TORCH;
}

/**
 * The most one exchange between `s` and `o` adds (`exchangeGain`), 0 if none. Kept while the two carry the same cards
 * in the same slots: most decisions of a turn change neither's (4–7% of a Shepherds game's time saved); otherwise
 * looked up by the kinds of card in their slots (`tradeGainByKinds`), which also serves determinized copies, whose
 * Survivors are new objects holding the real game's cards.
 */
function bestTradeGain(s: BpSurvivor, o: BpSurvivor): number {
  const k = s.index * 16 + o.index;
  const memo = tradeMemo[k];
  if (memo && memo.s === s && memo.o === o && sameSlots(memo.mine, s.slots) && sameSlots(memo.theirs, o.slots)) return memo.gain;
  const gain = tradeGainByKinds(s, o);
  tradeMemo[k] = { s, o, mine: s.slots.slice(), theirs: o.slots.slice(), gain };
  return gain;
}

/**
 * `weighTrades` reads nothing but the kind of card in each slot of both Survivors and the Body-slot card each ID card
 * names, so its answer for the same kinds in the same slots stands in every game and every copy of one. Kept in a
 * table of 2^`TRADE_TABLE_BITS` answers, one per hash of the two keys (a newer answer takes an older one's place): no
 * allocation, so a real game, whose cards rarely come together the same way twice, loses nothing by asking.
 */
function tradeGainByKinds(s: BpSurvivor, o: BpSurvivor): number {
  const mine = kindsKey(s), theirs = kindsKey(o);
  if (mine < 0 || theirs < 0) return weighTrades(s, o);
  const at = tableIndex(mine, theirs);
  if (tradeMine[at] === mine && tradeTheirs[at] === theirs) return tradeGain[at]!;
  const gain = weighTrades(s, o);
  tradeMine[at] = mine;
  tradeTheirs[at] = theirs;
  tradeGain[at] = gain;
  return gain;
}
const TRADE_TABLE_BITS = 14;
const tradeMine = new Float64Array(1 << TRADE_TABLE_BITS).fill(-1);
const tradeTheirs = new Float64Array(1 << TRADE_TABLE_BITS);
const tradeGain = new Float64Array(1 << TRADE_TABLE_BITS);

/** A slot of the trade table for two keys (whole numbers below 2^53). */
function tableIndex(a: number, b: number): number {
  const x = Math.imul((a | 0) ^ Math.floor(a / 4294967296), 0x9e3779b1);
  const y = Math.imul((b | 0) ^ Math.floor(b / 4294967296), 0x85ebca6b);
  return ((x ^ (y >>> 15) ^ y) >>> 0) >>> (32 - TRADE_TABLE_BITS);
}
const tradeMemo: ({ s: BpSurvivor; o: BpSurvivor; mine: BpSurvivor['slots']; theirs: BpSurvivor['slots']; gain: number } | undefined)[] = [];

/**
 * `bestTradeGain` worked out: none without a card in a Backpack worth handing over. The exchanges are those
 * `tradeOptions(s, o)` lists, weighed without listing them, and only those that take a card out of a Backpack (one
 * that does not mostly moves a held card to another Hand).
 */
function weighTrades(s: BpSurvivor, o: BpSurvivor): number {
  if (!spareCard(s) && !spareCard(o)) return 0;
  const ns = loadCards(s, o), n = ns + o.slots.length;
  const now = heldAt(0, -1, -1) + heldAt(1, -1, -1);
  if (tradeBound(n) - now < TRADE_GAIN - 1e-9) return 0;
  const room = hasRoom(o);
  let best = 0;
  for (let i = 0; i < ns; i++) {
    if (!tradable(CARDS[i])) continue;
    const fromBackpack = i > BODY;
    if (room && fromBackpack) best = Math.max(best, exchangeGain(i, -1, now));
    for (let j = ns; j < n; j++) {
      const t = CARDS[j];
      if (!tradable(t) || t.def === CARDS[i]!.def || !(fromBackpack || j - ns > BODY)) continue;
      best = Math.max(best, exchangeGain(i, j, now));
    }
  }
  // A card taken for nothing, out of the other's Backpack.
  if (hasRoom(s)) {
    for (let j = ns + BODY + 1; j < n; j++) if (tradable(CARDS[j])) best = Math.max(best, exchangeGain(-1, j, now));
  }
  return best;
}

/**
 * The trader's pick among a Trade's exchanges (`tradeCardsChoice`), each weighed as `weighTrades` does. Every exchange
 * is with the same friend; the last option, done, is with nobody.
 */
function exchangeChoice(v: View, s: BpSurvivor, options: readonly Trade[]): number {
  const o = v.survivors[options[0]!.with];
  if (!o) return options.length - 1;
  const ns = loadCards(s, o);
  const now = heldAt(0, -1, -1) + heldAt(1, -1, -1);
  return tradeCardsChoice(options, (t) => {
    const i = s.slots.findIndex((c) => c?.uid === t.give);
    const j = t.take < 0 ? -1 : ns + o.slots.findIndex((c) => c?.uid === t.take);
    return (i < 0 || tradable(CARDS[i])) && (j < 0 || tradable(CARDS[j])) ? exchangeGain(i, j, now) : 0;
  });
}

/**
 * Puts both Survivors' cards, `s`'s slots then `o`'s, in `CARDS` with their worths read once: in a Hand
 * (`handWorth`), in the Body slot (`cardValue`), and who may wear it there (`CARD_WEAR`); then, for each side (0:
 * `s`'s slots, 1: `o`'s), its four best cards in a Hand (`TOP`) and the cards its Survivor may wear (`WEARABLE`).
 * Returns `s`'s slot count.
 */
function loadCards(s: BpSurvivor, o: BpSurvivor): number {
  const ns = s.slots.length, n = ns + o.slots.length;
  TOP.fill(-1);
  WEARABLE_COUNT[0] = WEARABLE_COUNT[1] = 0;
  for (let i = 0; i < n; i++) {
    const c = i < ns ? s.slots[i] : o.slots[i - ns];
    CARDS[i] = c ?? null;
    CARD_HAND[i] = c ? handWorth(c) : 0;
    CARD_VALUE[i] = c ? cardValue(c) : 0;
    CARD_WEAR[i] = (c && canWear(s, c) ? 1 : 0) | (c && canWear(o, c) ? 2 : 0);
    if (!c) continue;
    const side = i < ns ? 0 : 1;
    keepTopIndex(side * 4, i);
    if (CARD_WEAR[i]! & (side + 1)) WEARABLE[side * 16 + WEARABLE_COUNT[side]!++] = i;
  }
  return ns;
}
const CARDS: (BpCard | null)[] = [];
const CARD_HAND = new Float64Array(16);
const CARD_VALUE = new Float64Array(16);
/** Bit 1: the first Survivor may wear the card in his Body slot; bit 2: the second may. */
const CARD_WEAR = new Uint8Array(16);
/** Each side's four best cards in a Hand by `CARD_HAND` (indices into `CARDS`, best first, −1 past the last): side × 4 + k. */
const TOP = new Int32Array(8);
/** Each side's cards its Survivor may wear in his Body slot (indices into `CARDS`, in slot order): side × 16 + k. */
const WEARABLE = new Int32Array(32);
const WEARABLE_COUNT = new Int32Array(2);

/** Put card `i` among the four best in a Hand kept at `TOP[at …]`. */
function keepTopIndex(at: number, i: number): void {
  const h = CARD_HAND[i]!;
  let k = at + 3;
  if (TOP[k]! >= 0 && CARD_HAND[TOP[k]!]! >= h) return;
  while (k > at && (TOP[k - 1]! < 0 || CARD_HAND[TOP[k - 1]!]! < h)) {
    TOP[k] = TOP[k - 1]!;
    k--;
  }
  TOP[k] = i;
}

/** What giving the card at `i` (the first Survivor's) for the one at `j` (the other's; -1: nothing) adds to what both hold (`now`). */
function exchangeGain(i: number, j: number, now: number): number {
  return heldAt(0, i, j) + heldAt(1, j, i) - now;
}

/**
 * What the Survivor of `side` holds at best, but the card at `skip` and with the one at `plus` (-1: none): a card he
 * may wear in the Body slot (or none), and his two best of the others in the Hands. A quick reckoning of
 * `bestArrangement`, which weighs every arrangement, for the many exchanges a trade offers.
 */
function heldAt(side: number, skip: number, plus: number): number {
  let best = handsAt(side, skip, plus, -1);
  if (plus >= 0 && CARD_WEAR[plus]! & (side + 1)) best = Math.max(best, CARD_VALUE[plus]! + handsAt(side, skip, plus, plus));
  for (let k = side * 16, end = k + WEARABLE_COUNT[side]!; k < end; k++) {
    const i = WEARABLE[k]!;
    if (i !== skip) best = Math.max(best, CARD_VALUE[i]! + handsAt(side, skip, plus, i));
  }
  return best;
}

/**
 * The two best `CARD_HAND`s of the side's cards and `plus` (-1: none), but those at `skip` and `worn`: at most two of
 * its four best are left out, so those four hold the answer.
 */
function handsAt(side: number, skip: number, plus: number, worn: number): number {
  let a = plus >= 0 && plus !== worn ? CARD_HAND[plus]! : 0;
  let b = 0;
  for (let k = side * 4, end = k + 4; k < end; k++) {
    const i = TOP[k]!;
    if (i < 0) break;
    if (i === skip || i === worn) continue;
    const h = CARD_HAND[i]!;
    if (h > a) {
      b = a;
      a = h;
    } else if (h > b) b = h;
  }
  return a + b;
}

/** What an arrangement is worth: the cards in the Hands (armour there is worth nothing) and the Body slot's card. */
export function handsValue(s: BpSurvivor, a: Arrangement, value: Worth = cardValue): number {
  return arrangementWorth(cardWorths(s, value), a);
}

function arrangementWorth(w: CardWorths, a: Arrangement): number {
  return heldWorth(w, a.hands[0] ?? -1, a.hands[1] ?? -1, a.body);
}

/** A zone a Search can be made in: a room, not a vault. */
function searchable(v: View, zone: number): boolean {
  return v.mission.map.zones[zone]!.room && !v.mission.vault[zone];
}

/** Steps from `zone` to the nearest living Survivor, by the paths open now (1e9 when none is reachable). */
function teamDistance(v: View, zone: number): number {
  const n = v.graph.n;
  let best = 1e9;
  for (const o of v.survivors) {
    const d = v.view.dist[o.zone * n + zone]!;
    if (o.alive && d >= 0 && d < best) best = d;
  }
  return best;
}

/** Kill order when hits are the attacker's to assign: Necromancer, Abomination, Runner, Fatty, Walker. */
const KILL_ORDER = [4, 3, 1, 2, 0];

/** The default answer to every decision except the choice of action. */
export function defaultChoice(v: View, d: Decision): number {
  const s = v.survivors[d.survivor];
  const hold = s ? burnerHold(v, s, cardValue) : cardValue;
  // The cards' worths are worked out at the first arrangement weighed, then read for the others.
  let worths: CardWorths | undefined;
  if (d.kind === 'trade-cards') return exchangeChoice(v, s!, d.options as Trade[]);
  const shared = sharedChoice(d, s, (o: BpSurvivor, a: Arrangement) => arrangementWorth((worths ??= cardWorths(o, hold)), a), hold, 3);
  if (shared !== undefined) return shared;
  switch (d.kind) {
    case 'starting-equipment':
      return argmax(d.options as BpCard[], cardValue);
    case 'deal-starting-equipment':
      return argmax(d.options as BpSurvivor[], (o) => -cardsOf(o).length);
    case 'take-wound':
      return argmax(d.options as BpSurvivor[], (o) => -10 * o.wounds + (o.slots[2]?.def.kind === 'armor' ? 5 : 0));
    case 'assign-hit':
      return argmax(d.options as number[], (t) => -KILL_ORDER.indexOf(t));
    case 'necromancer-path':
      // Players choose a Necromancer's way on a tie: toward the team, where it can be caught before it escapes.
      return argmax(d.options as number[], (z) => -teamDistance(v, z));
    case 'destiny':
      return bpEquipmentByName((d.options[0] as { card: string }).card)?.trap ? 1 : 0;
    case 'blitz-move': {
      const s = v.survivors[d.survivor]!;
      return argmax(d.options as { to: number; path: number[] }[], (p) => (p.to < 0 ? 0 : baseScore(v, s, { type: 'move', ...p })));
    }
    case 'is-that-all': {
      // A card for a Wound when the card is worth less than the Wound (anything, when the Wound would kill).
      const wound = s!.wounds + 1 >= v.mission.woundLimit ? Infinity : 1.5;
      return argmax(d.options as (BpCard | null)[], (c) => (c === null ? -wound : -hold(c)));
    }
    case 'lifesaver-drag':
      return needsRescue(v, v.survivors[d.survivor]!) ? 0 : 1;
    case 'matching-set':
    case 'reaper':
      return 0; // yes
    case 'tactician':
    case 'zombie-link':
      return 0; // the usual order
    case 'remove-spawn': {
      // The quest's spawn zones to remove first, else the one nearest the living Survivors.
      const step = v.mission.victory[v.victoryStep];
      const wanted = step?.kind === 'remove-spawns' ? step.zones : [];
      const n = v.graph.n;
      const near = (z: number): number => Math.min(...v.survivors.filter((o) => o.alive).map((o) => v.graph.allOpen.dist[o.zone * n + z]! >>> 0));
      return argmax(d.options as number[], (k) => (wanted.includes(v.spawns[k]!.zone) ? 1000 : 0) - near(v.spawns[k]!.zone));
    }
    default:
      return 0;
  }
}

/** Black Plague's actions in the shared vocabulary, for game-neutral personas (strategies/). */
export const bpPersonas: PersonaAdapter = personaAdapter<View, BpSurvivor, BpAction>(defaultChoice, baseScore, {
  zombiesAt,
  threat,
  cardValue,
  hasOpener,
  searchable,
  target: (a) => (a.type === 'attack' ? a.attack.zone : a.type === 'move' ? a.to : -1),
  ranged: (a) => a.type === 'attack' && a.attack.mode !== 'melee',
});
