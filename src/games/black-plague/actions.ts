/** The Players' Phase (rules digest §6): the legal actions of a Survivor and what each does. */
import { d6, randInt } from '../../core/rng.ts';
import { type AttackAction, attackActions, dragonFire, heldSlots, performAttack } from './combat.ts';
import {
  type BpCard, type BpGame, type BpSurvivor, type FreeActions, HANDS, cardsOf, hasSkill, inHand, liveSpawns, skillLeft, usableSlots, zombiesIn, zoneName,
} from './state.ts';
import {
  acquire, arrange, arrangementOptions, canReorganize, canTrade, discard, freeReorganize, notice, startTurn, trade, tradeOptions, gainXp,
} from './survivors.ts';
import { checkVictory, colourTaken, lacking } from './victory.ts';
import { drawZombieCard, necromancerArrives, openBuilding, placeZombies, resolveCard, tauntActivation } from './zombies.ts';
import { assertBpInvariants } from './invariants.ts';
import { NECROMANCER, TYPES, WALKER, ZOMBIE_NAMES } from './zombie-types.ts';
import { type ZombieArrival, startsOffBoard } from './mission.ts';
import type { BpEquipDef } from './data/equipment.ts';
import { actionLoop, closeDoor, drawWithDestiny, handsText, matchingSet, moveOption, reorganizeAction, searchCards, tradeAction } from '../zombicide/actions.ts';
import { decide } from '../zombicide/decide.ts';

/** The free Action each Bloodlust skill gives after its move. */
const BLOODLUST = [['Bloodlust: Melee', 'melee'], ['Bloodlust: Ranged', 'ranged'], ['Bloodlust: Magic', 'magic'], ['Bloodlust: Combat', 'combat']] as const;
type BloodlustAction = (typeof BLOODLUST)[number][1];

export type BpAction =
  | { type: 'move'; to: number; path: number[] }
  | { type: 'search' }
  | { type: 'open-door'; door: number; hand: number }
  | AttackAction
  | { type: 'enchant'; hand: number; spell: string; target: number }
  | { type: 'reorganize' }
  | { type: 'trade'; with: number }
  | { type: 'take-objective'; objective: number }
  | { type: 'take-item'; card: number; name: string }
  | { type: 'make-noise' }
  | { type: 'reload' }
  | { type: 'pour-bile'; hand: number; zone: number }
  | { type: 'throw-torch'; hand: number; zone: number }
  | { type: 'bloodlust'; to: number; path: number[]; free: BloodlustAction }
  | { type: 'close-door'; door: number }
  | { type: 'taunt'; zone: number }
  | { type: 'loud' }
  | { type: 'give-action'; target: number }
  | { type: 'shove'; to: number }
  | { type: 'lifesaver'; zone: number }
  | { type: 'charge'; to: number; path: number[] }
  | { type: 'sprint'; to: number; path: number[] }
  | { type: 'jump'; to: number }
  | { type: 'end-turn' };

/** A Move's destination and the zones it passes; `STAY` (no zone) declines a Blitz Move. */
interface Path {
  to: number;
  path: number[];
}

const END: BpAction = { type: 'end-turn' };
const SEARCH: BpAction = { type: 'search' };
const REORGANIZE: BpAction = { type: 'reorganize' };
const LOUD: BpAction = { type: 'loud' };
const RELOAD: BpAction = { type: 'reload' };
const MAKE_NOISE: BpAction = { type: 'make-noise' };
const STAY: Path = { to: -1, path: [] };
/** The options with a number or two in them, made once each and shared by every listing (no object per option). */
const OPEN_DOORS: BpAction[] = [];
const CLOSE_DOORS: BpAction[] = [];
const OBJECTIVES: BpAction[] = [];
const TRADES: BpAction[] = [];
/** Charges in one turn beyond this are not offered (an engine guard: with Slippery they cost nothing). */
const MAX_CHARGES = 6;

export function survivorTurn(g: BpGame, s: BpSurvivor): void {
  startTurn(s);
  if (g.loudBy === s.index) g.loudZone = g.loudBy = -1;
  g.log?.(`${s.name} (${s.xp} XP, zone ${zoneName(g, s.zone)}${s.wounds ? `, ${s.wounds} wound${s.wounds === 1 ? '' : 's'}` : ''}) — ${describeHands(s)}`);
  continueTurn(g, s);
}

export function continueTurn(g: BpGame, s: BpSurvivor): void {
  actionLoop(g, s, (o) => o.alive, legalActions, performAction, assertBpInvariants);
  endTurn(g, s);
}

/** What happens as a Survivor's turn ends: Rotten (a token for a turn without Combat Action or Noise). */
export function endTurn(g: BpGame, s: BpSurvivor): void {
  if (s.alive && hasSkill(s, 'Rotten') && !s.noticed && !s.invisible) {
    s.invisible = true;
    g.log?.(`  ${s.name} gets a Rotten token`);
  }
}

/** Zombie link: an Extra Activation card gives each Survivor with the skill an extra turn first, in the order the players choose. */
export function zombieLinkTurns(g: BpGame): void {
  const linked = g.survivors.filter((o) => o.alive && hasSkill(o, 'Zombie link'));
  while (linked.length > 0) {
    const s = decide(g, 'zombie-link', linked[0]!.index, linked);
    linked.splice(linked.indexOf(s), 1);
    if (s.alive) extraTurn(g, s);
  }
}

/** A turn out of order, which may come in the middle of the Survivor's own turn: that one goes on afterwards as it was. */
function extraTurn(g: BpGame, s: BpSurvivor): void {
  const { actions, free, searched, fleeting, turnUses, noticed, blitzMoves } = s;
  g.log?.(`${s.name} takes an extra turn (Zombie link)`);
  survivorTurn(g, s);
  Object.assign(s, { actions, free, searched, fleeting, turnUses, noticed, blitzMoves });
}

function describeHands(s: BpSurvivor): string {
  return handsText(inHand(s, 0)?.def.name, inHand(s, 1)?.def.name);
}

/** Free Action pools that can pay for each kind of Action, first used first. */
const POOLS: Readonly<Record<string, readonly (keyof FreeActions)[]>> = {
  move: ['move'], search: ['search'], door: ['door'], melee: ['melee', 'combat'], ranged: ['ranged', 'combat'],
  magic: ['magic', 'spell', 'combat'], enchant: ['enchantment', 'spell'],
};

function canPay(s: BpSurvivor, kind: string): boolean {
  if (s.actions > 0) return true;
  const pools = POOLS[kind];
  if (pools) for (const p of pools) if (s.free[p] > 0) return true;
  return false;
}

function pay(s: BpSurvivor, kind: string): void {
  const pool = (POOLS[kind] ?? []).find((p) => s.free[p] > 0);
  if (pool) s.free[pool]--;
  else s.actions--;
}

/** Extra Actions to leave a zone with zombies: one per zombie (Slippery: none). */
function leaveCost(g: BpGame, s: BpSurvivor): number {
  return hasSkill(s, 'Slippery') ? 0 : zombiesIn(g, s.zone);
}

/**
 * The same for a Move (or Sprint): none for Hit & Run's free Move ("nie wydaje dodatkowej Akcji w celu wykonania tej
 * darmowej Akcji Ruchu": only that Move leaves for free, not a Bloodlust or Charge taken instead).
 */
function moveLeaveCost(g: BpGame, s: BpSurvivor): number {
  return s.fleeting === 'move' ? 0 : leaveCost(g, s);
}

const NO_PATH: readonly number[] = [];

/** Zones reachable in up to `max` steps, a path ending on entering a zone with zombies; `want` filters the ends. */
function paths(g: BpGame, from: number, max: number, want: (z: number) => boolean): Path[] {
  const out: Path[] = [];
  const seen = [from];
  let frontier: number[][] = [[]];
  for (let step = 0; step < max; step++) {
    const next: number[][] = [];
    for (const path of frontier) {
      const at = path.length ? path[path.length - 1]! : from;
      if (path.length && zombiesIn(g, at) > 0) continue;
      for (const m of g.view.adj[at]!) {
        if (seen.includes(m)) continue;
        seen.push(m);
        const p = [...path, m];
        if (want(m)) out.push({ to: m, path: p });
        next.push(p);
      }
    }
    frontier = next;
  }
  return out;
}

/** Zones one Move may go: `base` (1; 2 with "2 Zones per Move Action"; 3 on a Sprint), one more per "+1 Zone per Move". */
function zonesPerMove(s: BpSurvivor, base = hasSkill(s, '2 Zones per Move Action') ? 2 : 1): number {
  let n = base;
  for (const k of s.skills) if (k === '+1 Zone per Move') n++;
  return n;
}

function canSearchHere(g: BpGame, s: BpSurvivor): boolean {
  if (s.searched || zombiesIn(g, s.zone) > 0) return false;
  if (holdsNose(s)) return true;
  if (!canPay(s, 'search')) return false;
  if (hasSkill(s, 'Scavenger')) return true;
  return g.graph.map.zones[s.zone]!.room && !g.mission.vault[s.zone];
}

/** Hold your nose: after a kill this round, one free Search (once per turn) in any zone. */
function holdsNose(s: BpSurvivor): boolean {
  return s.killedThisRound && skillLeft(s, 'Hold your nose');
}

/** A Hand (or the Body slot's own card) holding a door opener, the surest roll first; -1 if none. */
function openerHand(s: BpSurvivor): number {
  let best = -1;
  let bestRoll = 7;
  for (const h of usableSlots(s)) {
    const c = inHand(s, h);
    const roll = c?.def.doorRoll ?? 1;
    if (c && c.def.opensDoors && roll < bestRoll) [best, bestRoll] = [h, roll];
  }
  return best;
}

/** Zones at Range 0–1 (own zone and open neighbours). */
function near(g: BpGame, z: number): number[] {
  return [z, ...g.view.adj[z]!];
}

export function legalActions(g: BpGame, s: BpSurvivor): BpAction[] {
  const out: BpAction[] = [];
  const z = s.zone;
  const any = s.actions > 0;
  const leave = leaveCost(g, s);
  const moveLeave = moveLeaveCost(g, s);
  const canMove = s.actions >= 1 + moveLeave || (s.free.move > 0 && s.actions >= moveLeave);
  if (canMove) {
    const max = zonesPerMove(s);
    if (max === 1) for (const m of g.view.adj[z]!) out.push(moveOption(NO_PATH, m));
    else for (const p of paths(g, z, max, () => true)) out.push({ type: 'move', to: p.to, path: p.path });
  }
  if (canSearchHere(g, s)) out.push(SEARCH);
  if (canPay(s, 'door')) {
    const breakIn = hasSkill(s, 'Break-in');
    const hand = openerHand(s);
    if (breakIn || hand >= 0) {
      const by = breakIn ? -1 : hand;
      for (const d of g.graph.doorsOf[z]!) if (!g.doorOpen[d] && !g.doorLocked[d]) out.push((OPEN_DOORS[d * 4 + by + 1] ??= { type: 'open-door', door: d, hand: by }));
    }
  }
  attackActions(g, s, s.zone, canPay, out);
  if (canPay(s, 'enchant')) enchantments(g, s, out);
  if (any) {
    const objectives = g.mission.map.tokens.objectives;
    for (let i = 0; i < objectives.length; i++) {
      if (!g.objectiveTaken[i] && g.objectiveOnBoard[i] && objectives[i]!.zone === z) out.push((OBJECTIVES[i] ??= { type: 'take-objective', objective: i }));
    }
    const vault = g.vaultCards[z]!;
    if (vault.length > 0) {
      const names = new Set<string>();
      for (const c of vault) if (!names.has(c.def.name)) {
        names.add(c.def.name);
        out.push({ type: 'take-item', card: c.uid, name: c.def.name });
      }
    }
    if (canReorganize(s)) out.push(REORGANIZE);
    let unloaded = false;
    for (const c of s.slots) if (c !== null && !c.loaded) unloaded = true;
    for (const o of g.survivors) if (o !== s && o.alive && o.zone === z && canTrade(s, o)) out.push((TRADES[o.index] ??= { type: 'trade', with: o.index }));
    if (unloaded && !hasSkill(s, 'Free reload')) out.push(RELOAD);
    out.push(MAKE_NOISE);
    for (let h = 0; h < HANDS; h++) {
      const name = inHand(s, h)?.def.name;
      if (name === 'Dragon Bile') for (const t of near(g, z)) out.push({ type: 'pour-bile', hand: h, zone: t });
    }
    for (let h = 0; h < HANDS; h++) {
      const name = inHand(s, h)?.def.name;
      if (name === 'Torch') for (const t of near(g, z)) if (g.bile[t]) out.push({ type: 'throw-torch', hand: h, zone: t });
    }
    if (s.actions >= 1 + leave) {
      for (const [skill, free] of BLOODLUST) {
        if (hasSkill(s, skill)) for (const p of paths(g, z, 2, (m) => zombiesIn(g, m) > 0)) out.push({ type: 'bloodlust', ...p, free });
      }
    }
    if (hasSkill(s, 'Lock it down') || g.mission.closable.includes(z)) {
      for (const d of g.graph.doorsOf[z]!) if (g.doorOpen[d]) out.push((CLOSE_DOORS[d] ??= { type: 'close-door', door: d }));
    }
  }
  skillActions(g, s, canMove, leave, out);
  out.push(END);
  return out;
}

/** The actions skills add: moves (Sprint, Charge, Jump) and the free once-per-turn ones. */
function skillActions(g: BpGame, s: BpSurvivor, canMove: boolean, leave: number, out: BpAction[]): void {
  const z = s.zone;
  if (canMove && skillLeft(s, 'Sprint')) {
    const usual = zonesPerMove(s);
    for (const p of paths(g, z, zonesPerMove(s, 3), () => true)) if (p.path.length > usual) out.push({ type: 'sprint', ...p });
  }
  if (skillLeft(s, 'Charge', MAX_CHARGES) && s.actions >= leave) {
    for (const p of paths(g, z, 2, (m) => zombiesIn(g, m) > 0)) out.push({ type: 'charge', ...p });
  }
  if (skillLeft(s, 'Jump') && s.actions >= 1 + zombiesIn(g, z)) {
    for (const v of g.view.visible[z]!) if (g.view.los[z * g.graph.n + v] === 2) out.push({ type: 'jump', to: v });
  }
  if (skillLeft(s, 'Taunt')) for (const v of [z, ...g.view.visible[z]!]) if (zombiesIn(g, v) > 0) out.push({ type: 'taunt', zone: v });
  if (skillLeft(s, 'Loud')) out.push(LOUD);
  if (skillLeft(s, 'Born leader')) for (const o of g.survivors) if (o !== s && o.alive) out.push({ type: 'give-action', target: o.index });
  if (skillLeft(s, 'Shove') && zombiesIn(g, z) > 0) for (const m of g.view.adj[z]!) out.push({ type: 'shove', to: m });
  if (skillLeft(s, 'Lifesaver') && !g.mission.vault[z]) {
    for (const m of g.view.adj[z]!) {
      if (!g.mission.vault[m] && zombiesIn(g, m) > 0 && g.survivors.some((o) => o.alive && o.zone === m)) out.push({ type: 'lifesaver', zone: m });
    }
  }
}

/** Enchantments in Hand and their targets: a Survivor (own zone or in sight) or, for Repulse, a zone in sight with zombies. */
function enchantments(g: BpGame, s: BpSurvivor, out: BpAction[]): void {
  if (!s.slots.some((c) => c?.def.kind === 'enchantment')) return;
  const seen = [s.zone, ...g.view.visible[s.zone]!];
  const done = new Set<string>();
  for (const h of heldSlots(s, (c) => c.def.kind === 'enchantment')) {
    const c = inHand(s, h);
    if (!c || c.def.kind !== 'enchantment' || done.has(c.def.name)) continue;
    done.add(c.def.name);
    const spell = c.def.name;
    if (spell === 'Repulse') {
      for (const z of seen) if (z !== s.zone && zombiesIn(g, z) > 0 && repulseTo(g, s.zone, z).length > 0) out.push({ type: 'enchant', hand: h, spell, target: z });
      continue;
    }
    for (const o of g.survivors) {
      if (!o.alive || !seen.includes(o.zone)) continue;
      if (spell === 'Healing' && o.wounds === 0) continue;
      if (spell === 'Invisibility' && o.invisible) continue;
      if (spell === 'Speed' && (zombiesIn(g, o.zone) > 0 || paths(g, o.zone, 2, () => true).length === 0)) continue;
      out.push({ type: 'enchant', hand: h, spell, target: o.index });
    }
  }
}

/** Repulse pushes the zombies of `zone` one zone further from the caster: to an open neighbour farther away by steps. */
function repulseTo(g: BpGame, from: number, zone: number): number[] {
  const n = g.graph.n;
  const d = g.view.dist[from * n + zone]!;
  return g.view.adj[zone]!.filter((m) => g.view.dist[from * n + m]! > d);
}

export function performAction(g: BpGame, s: BpSurvivor, a: BpAction): void {
  const lapsing = s.fleeting;
  const held = lapsing ? s.free[lapsing] : 0;
  perform(g, s, a);
  // A free Action to be taken "immediately" that this Action did not use is lost.
  if (lapsing && s.free[lapsing] >= held) s.free[lapsing]--;
  s.fleeting = null;
  checkVictory(g);
  if (s.blitzMoves > 0) {
    blitz(g, s);
    checkVictory(g);
  }
  if (s.earned) s.free[s.earned]++;
  s.fleeting = s.earned;
  s.earned = null;
}

/** Blitz: a free Move, taken at once, for each zone whose last zombie the Action killed (the zombies left behind still cost). */
function blitz(g: BpGame, s: BpSurvivor): void {
  for (; s.blitzMoves > 0 && s.alive; s.blitzMoves--) {
    const leave = leaveCost(g, s);
    const p = decide(g, 'blitz-move', s.index, [STAY, ...(s.actions >= leave ? paths(g, s.zone, zonesPerMove(s), () => true) : [])]);
    if (p !== STAY) relocate(g, s, p.path, 'moves (Blitz)', leave);
  }
  s.blitzMoves = 0;
}

/** The Survivor goes along `path`, paying `extra` Actions for the zombies it leaves (the Move itself is paid by the caller). */
function relocate(g: BpGame, s: BpSurvivor, path: number[], how: string, extra: number): void {
  s.actions -= extra;
  g.log?.(`${s.name} ${how} ${[s.zone, ...path].map((z) => zoneName(g, z)).join(' -> ')}${extra ? ` (${extra} extra Action${extra === 1 ? '' : 's'})` : ''}`);
  s.zone = path[path.length - 1]!;
}

/** Every zombie of `from` goes to `to` (Repulse, Shove). */
function pushZombies(g: BpGame, from: number, to: number): void {
  for (let t = 0; t < TYPES; t++) {
    g.zombies[to * TYPES + t]! += g.zombies[from * TYPES + t]!;
    g.zombies[from * TYPES + t] = 0;
  }
  for (const nec of g.necromancers) if (nec.zone === from) nec.zone = to;
}

function perform(g: BpGame, s: BpSurvivor, a: BpAction): void {
  switch (a.type) {
    case 'move':
    case 'sprint': {
      const extra = moveLeaveCost(g, s);
      pay(s, 'move');
      if (a.type === 'sprint') s.turnUses.push('Sprint');
      relocate(g, s, a.path, a.type === 'sprint' ? 'sprints' : 'moves', extra);
      return;
    }
    case 'bloodlust': {
      const extra = leaveCost(g, s);
      s.actions--;
      relocate(g, s, a.path, 'charges (Bloodlust)', extra);
      s.earned = a.free;
      return;
    }
    case 'charge': {
      s.turnUses.push('Charge');
      relocate(g, s, a.path, 'charges', leaveCost(g, s));
      return;
    }
    case 'jump': {
      s.actions--;
      s.turnUses.push('Jump');
      relocate(g, s, [a.to], 'jumps', zombiesIn(g, s.zone));
      return;
    }
    case 'search':
      if (holdsNose(s)) s.turnUses.push('Hold your nose');
      else pay(s, 'search');
      s.searched = true;
      g.stats.searches++;
      g.observer?.event({ type: 'search', survivor: s.index, zone: s.zone }, g);
      search(g, s);
      return;
    case 'open-door':
      pay(s, 'door');
      openDoor(g, s, a.door, a.hand);
      return;
    case 'attack':
      pay(s, a.attack.mode);
      performAttack(g, s, a.attack);
      return;
    case 'enchant':
      pay(s, 'enchant');
      enchant(g, s, a.spell, a.target);
      return;
    case 'reorganize':
      reorganizeAction(g, s, arrangementOptions(s), (x) => arrange(s, x), () => describeHands(s));
      return;
    case 'trade':
      tradeAction(g, s, g.survivors[a.with]!, tradeOptions, trade, freeReorganize);
      return;
    case 'take-objective':
      s.actions--;
      takeObjective(g, s, a.objective);
      return;
    case 'take-item': {
      s.actions--;
      const pile = g.vaultCards[s.zone]!;
      const card = pile.splice(pile.findIndex((c) => c.uid === a.card), 1)[0]!;
      g.log?.(`${s.name} takes ${card.def.name} from the vault`);
      acquire(g, s, card);
      return;
    }
    case 'make-noise':
      s.actions--;
      makeNoise(g, s);
      g.log?.(`${s.name} makes noise in ${zoneName(g, s.zone)}`);
      return;
    case 'reload':
      s.actions--;
      for (const c of cardsOf(s)) c.loaded = true;
      g.log?.(`${s.name} reloads`);
      return;
    case 'pour-bile': {
      s.actions--;
      const card = s.slots[a.hand]!;
      s.slots[a.hand] = null;
      discard(g, card);
      g.bile[a.zone] = 1;
      g.log?.(`${s.name} pours Dragon Bile in ${zoneName(g, a.zone)}`);
      return;
    }
    case 'throw-torch': {
      s.actions--;
      const card = s.slots[a.hand]!;
      s.slots[a.hand] = null;
      discard(g, card);
      notice(s);
      g.log?.(`${s.name} throws a Torch into ${zoneName(g, a.zone)}`);
      dragonFire(g, s, a.zone);
      return;
    }
    case 'close-door':
      closeDoor(g, s, a.door);
      return;
    case 'taunt':
      s.turnUses.push('Taunt');
      g.log?.(`${s.name} taunts the zombies of ${zoneName(g, a.zone)}`);
      tauntActivation(g, s, a.zone);
      return;
    case 'loud':
      s.turnUses.push('Loud');
      notice(s);
      g.loudZone = s.zone;
      g.loudBy = s.index;
      g.log?.(`${s.name} is Loud: ${zoneName(g, s.zone)} is the noisiest zone until the next turn`);
      return;
    case 'give-action':
      s.turnUses.push('Born leader');
      g.survivors[a.target]!.giftedActions++;
      g.log?.(`${s.name} gives ${g.survivors[a.target]!.name} a free Action for the next turn (Born leader)`);
      return;
    case 'shove':
      s.turnUses.push('Shove');
      g.log?.(`${s.name} shoves the zombies of ${zoneName(g, s.zone)} into ${zoneName(g, a.to)}`);
      pushZombies(g, s.zone, a.to);
      return;
    case 'lifesaver':
      s.turnUses.push('Lifesaver');
      for (const o of g.survivors) {
        if (!o.alive || o.zone !== a.zone || !decide(g, 'lifesaver-drag', o.index, [true, false])) continue;
        o.zone = s.zone;
        g.log?.(`${s.name} drags ${o.name} out of ${zoneName(g, a.zone)} (Lifesaver)`);
      }
      return;
    case 'end-turn':
      return;
  }
}

function makeNoise(g: BpGame, s: BpSurvivor): void {
  g.noise[s.zone]!++;
  notice(s);
}

/** Open a door: a melee weapon with the door symbol in Hand, a roll when the card shows one; noise and the building's spawn on success. */
function openDoor(g: BpGame, s: BpSurvivor, d: number, hand: number): void {
  const door = g.graph.map.doors[d]!;
  const card = hand >= 0 ? inHand(s, hand) : null;
  const need = card?.def.doorRoll ?? null;
  if (need !== null) {
    const roll = d6(g.rng.dice);
    if (roll < need) {
      g.log?.(`${s.name} fails to open the door ${zoneName(g, door.a)}-${zoneName(g, door.b)} with ${card!.def.name} (rolled ${roll}, needs ${need}+)`);
      return;
    }
  }
  g.doorOpen[d] = 1;
  g.observer?.event({ type: 'door-opened', survivor: s.index, door: d }, g);
  g.view = g.graph.view(g.doorOpen);
  if (card) makeNoise(g, s);
  g.log?.(`${s.name} opens the door ${zoneName(g, door.a)}-${zoneName(g, door.b)} ${card ? `with ${card.def.name}` : '(Break-in)'}`);
  // A vault door spawns nothing (a stated reading); any other door opens the building behind it.
  if (g.mission.vault[door.a] || g.mission.vault[door.b]) return;
  openBuilding(g, Math.max(g.graph.building[door.a]!, g.graph.building[door.b]!));
}

/** Draw one card for a Search, letting Destiny swap it once per turn. */
function drawForSearch(g: BpGame, s: BpSurvivor): BpCard | null {
  const { card, destiny } = drawWithDestiny(g, s, skillLeft(s, 'Destiny'), (c) => discard(g, c));
  if (destiny) s.turnUses.push('Destiny');
  return card;
}

function search(g: BpGame, s: BpSurvivor): void {
  searchCards(g, s.name, g.log ? zoneName(g, s.zone) : '', hasSkill(s, 'Search: +1 card') ? 2 : 1, () => drawForSearch(g, s), 'the deck is empty', (trap) => {
    discard(g, trap);
    placeZombies(g, s.zone, WALKER, 1, 0);
    return s.alive;
  }, (card) => {
    acquire(g, s, card);
    matchingSet(g, s, card, (twin) => acquire(g, s, twin));
  });
  if (s.alive) freeReorganize(g, s);
}

function enchant(g: BpGame, s: BpSurvivor, spell: string, target: number): void {
  makeNoise(g, s);
  if (spell === 'Repulse') {
    const to = decide(g, 'repulse-to', s.index, repulseTo(g, s.zone, target));
    g.log?.(`${s.name} casts Repulse: the zombies of ${zoneName(g, target)} are pushed to ${zoneName(g, to)}`);
    pushZombies(g, target, to);
    return;
  }
  const o = g.survivors[target]!;
  g.log?.(`${s.name} casts ${spell} on ${o.name}`);
  if (spell === 'Healing') o.wounds--;
  else if (spell === 'Invisibility') o.invisible = true;
  else if (spell === 'Speed') {
    const p = decide(g, 'speed-move', o.index, paths(g, o.zone, 2, () => true));
    g.log?.(`  ${o.name} moves ${[o.zone, ...p.path].map((z) => zoneName(g, z)).join(' -> ')} (Speed)`);
    o.zone = p.to;
  }
}

function takeObjective(g: BpGame, s: BpSurvivor, i: number): void {
  const m = g.mission;
  g.objectiveTaken[i] = 1;
  g.stats.objectives++;
  const colour = g.objectiveColour[i] ?? null;
  g.observer?.event({ type: 'objective-taken', survivor: s.index, objective: i, colour }, g);
  g.log?.(`${s.name} takes ${colour ? `the ${colour}` : 'an'} objective in ${zoneName(g, s.zone)}`);
  if (m.objectiveXp > 0) gainXp(g, s, m.objectiveXp);
  for (const give of m.objectiveGives) {
    if (give.colour !== null && give.colour !== colour) continue;
    const card = give.card === 'artifact' ? g.artifacts.splice(randInt(g.rng.mission, g.artifacts.length), 1)[0]
      : give.card === 'missing' ? missingCard(g) : takeFromDeck(g, give.card.name);
    if (card) {
      g.log?.(`  ${s.name} gets ${card.def.name}`);
      acquire(g, s, card);
    }
  }
  if (colour) unlock(g, colour);
  if (m.unlockWhenAllTaken && g.objectiveTaken.every((t) => t === 1)) unlock(g, m.unlockWhenAllTaken);
  for (const u of m.unlockWhenTaken) if (u.keys.every((k) => colourTaken(g, k))) unlock(g, u.colour);
  if (colour !== null && colour === m.objectiveSpawn) {
    g.log?.(`  zombies appear in ${zoneName(g, s.zone)}`);
    resolveCard(g, drawZombieCard(g), s.zone, 0);
  }
  for (const r of m.objectiveReveals) if (r.by === colour) reveal(g, r.colour);
  for (const b of m.objectiveBrings) if (b.colour === null || b.colour === colour) bringZombie(g, b.arrival, s.zone);
  // The last of the objectives on the board at set-up (a revealed one never completes them a second time).
  if (!startsOffBoard(m, i) && g.objectiveTaken.every((t, k) => t === 1 || startsOffBoard(m, k))) {
    for (const a of m.allTakenBrings) bringZombie(g, a, s.zone);
  }
}

/** A random card the victory's `carry` steps still lack (one chance per missing copy) that the deck or its discard pile holds. */
function missingCard(g: BpGame): BpCard | undefined {
  const inPiles = (def: BpEquipDef): boolean => [g.decks.equipment, g.decks.equipmentDiscard].some((pile) => pile.some((c) => c.def === def));
  const wanted = g.mission.victory.flatMap((step) => (step.kind === 'carry' ? lacking(g, step) : [])).filter(inPiles);
  return wanted.length > 0 ? takeFromDeck(g, wanted[randInt(g.rng.mission, wanted.length)]!.name) : undefined;
}

/** The objectives of that colour come on the board. */
function reveal(g: BpGame, colour: string): void {
  g.objectiveColour.forEach((c, k) => {
    if (c === colour && !g.objectiveOnBoard[k]) {
      g.objectiveOnBoard[k] = 1;
      g.log?.(`  the ${colour} objective appears in ${zoneName(g, g.mission.map.tokens.objectives[k]!.zone)}`);
    }
  });
}

/** A quest rule brings a zombie into play: in a zone, the objective's zone or a random spawn zone; a Necromancer with its spawn token. */
function bringZombie(g: BpGame, a: ZombieArrival, objectiveZone: number): void {
  if (a.ifNone && (g.onBoard[a.type]! > 0 || g.stats.killedByType[a.type]! > 0)) return;
  const zone = a.zone === 'objective' ? objectiveZone : a.zone === 'spawn' ? randomSpawnZone(g) : a.zone;
  g.log?.(`  a ${ZOMBIE_NAMES[a.type]} appears in ${zoneName(g, zone)}`);
  if (a.type === NECROMANCER) necromancerArrives(g, zone, 0);
  else placeZombies(g, zone, a.type, 1, 0);
}

/** One of the zones holding a spawn token on the board, at random. */
function randomSpawnZone(g: BpGame): number {
  const zones = [...new Set(liveSpawns(g).map((k) => g.spawns[k]!.zone))];
  return zones[randInt(g.rng.mission, zones.length)]!;
}

/** A card of that name from the Equipment deck, else from its discard pile, else none. */
function takeFromDeck(g: BpGame, name: string): BpCard | undefined {
  for (const pile of [g.decks.equipment, g.decks.equipmentDiscard]) {
    const k = pile.findIndex((c) => c.def.name === name);
    if (k >= 0) return pile.splice(k, 1)[0];
  }
  return undefined;
}

/** A colour is found: its locked doors unlock, its inactive spawn zones activate and spawn at once. */
function unlock(g: BpGame, colour: string): void {
  g.graph.map.doors.forEach((d, k) => {
    if (d.colour === colour && g.doorLocked[k]) {
      g.doorLocked[k] = 0;
      g.log?.(`  the ${colour} door ${zoneName(g, d.a)}-${zoneName(g, d.b)} is unlocked`);
    }
  });
  g.spawns.forEach((t) => {
    if (t.colour === colour && !t.active) {
      t.active = true;
      g.log?.(`  the ${colour} spawn zone ${zoneName(g, t.zone)} is now active`);
      resolveCard(g, drawZombieCard(g), t.zone, 0);
    }
  });
}
