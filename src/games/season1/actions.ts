/** The Players' Phase (rulebook §6): the legal actions of a survivor and what each does. */
import { shuffle } from '../../core/rng.ts';
import { type Attack, attackOptions, performAttack } from './combat.ts';
import { decide, endGame } from './decide.ts';
import { acquire, arrange, arrangementOptions, canReorganize, discard, inHand, trade, tradeOptions } from './inventory.ts';
import { openBuilding, place } from './spawn.ts';
import { type Card, type Game, type Survivor, WOUNDED, hasSkill, zombiesIn, zoneName } from './state.ts';
import { gainXp, heal, startTurn } from './survivors.ts';
import { WALKER } from './zombie-types.ts';

export type Action =
  | { type: 'move'; to: number; path: number[] }
  | { type: 'search' }
  | { type: 'open-door'; door: number; hand: number }
  | { type: 'attack'; attack: Attack }
  /** The arrangement is a second decision ("arrange"). */
  | { type: 'reorganize' }
  /** The cards are a second decision ("trade-cards"). */
  | { type: 'trade'; with: number }
  | { type: 'take-objective'; objective: number }
  | { type: 'make-noise' }
  | { type: 'reload' }
  | { type: 'heal'; target: number }
  | { type: 'end-turn' };

const END: Action = { type: 'end-turn' };
const REORGANIZE: Action = { type: 'reorganize' };

function hasCards(s: Survivor): boolean {
  for (const c of s.slots) if (c !== null && c !== WOUNDED) return true;
  return false;
}

export function survivorTurn(g: Game, s: Survivor): void {
  startTurn(s);
  g.log?.(`${s.name} (${s.xp} XP, zone ${zoneName(g, s.zone)}${s.wounds ? ', wounded' : ''}) — ${describeHands(s)}`);
  for (;;) {
    if (!s.alive) return;
    const options = legalActions(g, s);
    const a = decide(g, 'action', s.index, options);
    if (a.type === 'end-turn') return;
    performAction(g, s, a);
  }
}

function describeHands(s: Survivor): string {
  const h = [inHand(s, 0)?.def.name, inHand(s, 1)?.def.name].filter(Boolean);
  return h.length ? `holds ${h.join(' + ')}` : 'empty-handed';
}

/** Cost in normal Actions of leaving the survivor's zone (the base Action may be a free Move). */
function moveCost(g: Game, s: Survivor): number {
  const extra = hasSkill(s, 'Slippery') ? 0 : zombiesIn(g, s.zone);
  return (s.freeMove > 0 ? 0 : 1) + extra;
}

function zonesPerMove(s: Survivor): number {
  let n = hasSkill(s, '2 Zones per Move Action') ? 2 : 1;
  for (const k of s.skills) if (k === '+1 Zone per Move') n++;
  return n;
}

export function legalActions(g: Game, s: Survivor): Action[] {
  const out: Action[] = [];
  const z = s.zone;
  const acts = s.actions;
  if (moveCost(g, s) <= acts) {
    const max = zonesPerMove(s);
    if (max === 1) for (const m of g.view.adj[z]!) out.push({ type: 'move', to: m, path: [m] });
    else multiZoneMoves(g, z, max, out);
  }
  const anyAction = acts > 0;
  if (!s.searched && (anyAction || s.freeSearch > 0) && g.graph.map.zones[z]!.room && zombiesIn(g, z) === 0) {
    out.push({ type: 'search' });
  }
  if (anyAction) {
    for (const d of g.graph.doorsOf[z]!) {
      const door = g.graph.map.doors[d]!;
      if (g.doorOpen[d] || door.locked) continue;
      const hand = openerHand(s);
      if (hand >= 0) out.push({ type: 'open-door', door: d, hand });
    }
  }
  if (anyAction || s.freeCombat > 0) for (const attack of attackOptions(g, s)) out.push({ type: 'attack', attack });
  if (anyAction) {
    const tokens = g.mission.map.tokens.objectives;
    for (let i = 0; i < tokens.length; i++) {
      if (!g.objectiveTaken[i] && tokens[i]!.zone === z) out.push({ type: 'take-objective', objective: i });
    }
    if (canReorganize(s)) out.push(REORGANIZE);
    if (hasCards(s)) {
      for (const o of g.survivors) {
        if (o !== s && o.alive && o.zone === z && (o.slots.includes(null) || tradeOptions(s, o).length > 0)) out.push({ type: 'trade', with: o.index });
      }
    }
    if (s.slots.some((c) => c !== null && c !== WOUNDED && c.def.reload && !c.loaded)) out.push({ type: 'reload' });
    out.push({ type: 'make-noise' });
  }
  if (hasSkill(s, 'Medic') && !s.healed) {
    for (const o of g.survivors) if (o.alive && o.zone === z && o.wounds > 0) out.push({ type: 'heal', target: o.index });
  }
  out.push(END);
  return out;
}

/** Moves of up to `max` zones; entering a zone with zombies ends the Move. */
function multiZoneMoves(g: Game, z: number, max: number, out: Action[]): void {
  const seen = [z];
  let frontier: number[][] = [[]];
  for (let step = 0; step < max; step++) {
    const next: number[][] = [];
    for (const path of frontier) {
      const at = path.length ? path[path.length - 1]! : z;
      if (path.length && zombiesIn(g, at) > 0) continue;
      for (const m of g.view.adj[at]!) {
        if (seen.includes(m)) continue;
        seen.push(m);
        const p = [...path, m];
        out.push({ type: 'move', to: m, path: p });
        next.push(p);
      }
    }
    frontier = next;
  }
}

/** The hand holding a door opener, preferring a silent one; -1 if none. */
function openerHand(s: Survivor): number {
  let best = -1;
  for (let h = 0; h < 2; h++) {
    const c = inHand(s, h);
    if (c && c.def.opensDoors && (best < 0 || !c.def.doorNoisy)) best = h;
  }
  return best;
}

function spend(s: Survivor, free: 'freeMove' | 'freeSearch' | 'freeCombat' | null): void {
  if (free && s[free] > 0) s[free]--;
  else s.actions--;
}

export function performAction(g: Game, s: Survivor, a: Action): void {
  switch (a.type) {
    case 'move': {
      const extra = hasSkill(s, 'Slippery') ? 0 : zombiesIn(g, s.zone);
      spend(s, 'freeMove');
      s.actions -= extra;
      g.log?.(`${s.name} moves ${[s.zone, ...a.path].map((z) => zoneName(g, z)).join(' -> ')}${extra ? ` (${extra} extra Action${extra === 1 ? '' : 's'} to leave the zombies)` : ''}`);
      s.zone = a.to;
      return;
    }
    case 'search':
      spend(s, 'freeSearch');
      s.searched = true;
      search(g, s);
      return;
    case 'open-door':
      s.actions--;
      openDoor(g, s, a.door, a.hand);
      return;
    case 'attack':
      spend(s, 'freeCombat');
      performAttack(g, s, a.attack);
      return;
    case 'reorganize':
      s.actions--;
      arrange(s, decide(g, 'arrange', s.index, arrangementOptions(s)).hands);
      g.log?.(`${s.name} reorganizes: ${describeHands(s)}`);
      return;
    case 'trade': {
      s.actions--;
      const t = decide(g, 'trade-cards', s.index, tradeOptions(s, g.survivors[a.with]!));
      g.log?.(`${s.name} trades ${t.names[0]}${t.names[1] ? ` for ${t.names[1]}` : ''} with ${g.survivors[a.with]!.name}`);
      trade(g, s, t);
      return;
    }
    case 'take-objective': {
      s.actions--;
      g.objectiveTaken[a.objective] = 1;
      g.log?.(`${s.name} takes an objective in ${zoneName(g, s.zone)}`);
      if (g.mission.objectiveXp > 0) gainXp(g, s, g.mission.objectiveXp);
      if (g.objectiveTaken.every((t) => t === 1)) endGame(g, 'win', 'objectives');
      return;
    }
    case 'make-noise':
      s.actions--;
      g.noise[s.zone]!++;
      g.log?.(`${s.name} makes noise in ${zoneName(g, s.zone)}`);
      return;
    case 'reload':
      s.actions--;
      for (const c of s.slots) if (c !== null && c !== WOUNDED && c.def.reload) c.loaded = true;
      g.log?.(`${s.name} reloads`);
      return;
    case 'heal':
      heal(g, s, g.survivors[a.target]!);
      return;
    case 'end-turn':
      return;
  }
}

function openDoor(g: Game, s: Survivor, d: number, hand: number): void {
  const card = inHand(s, hand)!;
  g.doorOpen[d] = 1;
  g.view = g.graph.view(g.doorOpen);
  if (card.def.doorNoisy && !hasSkill(s, 'Ninja')) g.noise[s.zone]!++;
  const door = g.graph.map.doors[d]!;
  g.log?.(`${s.name} opens the door ${zoneName(g, door.a)}-${zoneName(g, door.b)} with ${card.def.name}${card.def.doorNoisy ? ' (noisy)' : ''}`);
  const b = Math.max(g.graph.building[door.a]!, g.graph.building[door.b]!);
  if (b >= 0) openBuilding(g, b);
}

function drawEquipment(g: Game): Card | null {
  const d = g.decks;
  if (d.equipment.length === 0) {
    if (d.equipmentDiscard.length === 0) return null;
    d.equipment = shuffle(g.rng.equipmentDeck, d.equipmentDiscard);
    d.equipmentDiscard = [];
    g.log?.(`  the Equipment deck is reshuffled`);
  }
  return d.equipment.pop()!;
}

function search(g: Game, s: Survivor): void {
  const card = drawEquipment(g);
  if (!card) {
    g.log?.(`${s.name} searches ${zoneName(g, s.zone)}: the decks are empty`);
    return;
  }
  g.log?.(`${s.name} searches ${zoneName(g, s.zone)} and finds ${card.def.name}`);
  if (card.def.trap) {
    discard(g, card);
    place(g, s.zone, WALKER, 1, 0);
    return;
  }
  acquire(g, s, card);
  if (card.def.dual && hasSkill(s, 'Matching set!')) {
    const i = g.decks.equipment.findIndex((c) => c.def === card.def);
    if (i >= 0 && decide(g, 'matching-set', s.index, [true, false])) {
      const [twin] = g.decks.equipment.splice(i, 1);
      shuffle(g.rng.equipmentDeck, g.decks.equipment);
      g.log?.(`  Matching set!: ${s.name} takes a second ${card.def.name}`);
      acquire(g, s, twin!);
    }
  }
}
