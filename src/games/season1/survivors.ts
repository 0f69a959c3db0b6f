/** Survivors: creation, turn start, XP and Danger Levels, wounds and elimination. */
import { checkVictory } from './victory.ts';
import { survivorByName } from './data/survivors.ts';
import { discard } from './inventory.ts';
import { grantGained, grantTurn } from './skills.ts';
import { type Card, type Game, type Survivor, cardsOf, inPlay, survivorOf } from './state.ts';
import { decide, endGame } from '../zombicide/decide.ts';
import type { SurvivorDef } from '../zombicide/survivors.ts';
import { LEVEL_NAMES, WOUNDED } from '../zombicide/state.ts';
import { discardInstead, emptySlots } from '../zombicide/inventory.ts';

export function createSurvivor(def: SurvivorDef, index: number, zone: number, player: number): Survivor {
  const skills = [...def.blue];
  const capacity = skills.includes('Hoard') ? 6 : 5;
  return survivorOf({
    index, player, name: def.name, zone, alive: true, left: false, car: -1, xp: 0, level: 0, skills,
    slots: emptySlots(capacity), wounds: 0,
    actions: 0, freeMove: 0, freeSearch: 0, freeCombat: 0, searched: false,
    rerollTurn: false, toughUsed: false, healed: false,
    destinyUsed: false, loudUsed: false, leaderUsed: false, noseUsed: false, diedIn: -1, woundsTaken: 0, killZones: [], giftedActions: 0, kills: 0,
  });
}

export function startTurn(s: Survivor): void {
  s.actions = 3 + s.giftedActions;
  s.giftedActions = 0;
  s.freeMove = s.freeSearch = s.freeCombat = 0;
  s.rerollTurn = false;
  grantTurn(s);
  s.searched = false;
  s.healed = false;
  s.destinyUsed = false;
  s.loudUsed = false;
  s.leaderUsed = false;
  s.noseUsed = false;
  s.killZones.length = 0;
}

export function gainXp(g: Game, s: Survivor, xp: number): void {
  s.xp += xp;
  const t = g.mission.xpThresholds;
  while (s.level < 3 && s.xp >= t[s.level]!) levelUp(g, s);
}

function levelUp(g: Game, s: Survivor): void {
  s.level++;
  const def = survivorByName(s.name)!;
  let gained: string[];
  if (s.level === 1) gained = [...def.yellow];
  else {
    const choices = s.level === 2 ? def.orange : def.red;
    gained = [decide(g, s.level === 2 ? 'skill-orange' : 'skill-red', s.index, choices)];
  }
  for (const skill of gained) {
    s.skills.push(skill);
    // Skills act at once: a new Action or free Action can be spent in the current turn.
    grantGained(s, skill);
  }
  g.log?.(`  ${s.name} reaches ${LEVEL_NAMES[s.level]} (${s.xp} XP) and gains ${gained.join(', ')}`);
  g.observer?.event({ type: 'level-up', survivor: s.index, level: s.level, skills: gained }, g);
}

/**
 * One Wound: the player discards a carried card (if any) and a Wounded card takes its slot.
 * A Goalie Mask can be discarded to prevent it; "Is that all you've got?" discards a card instead.
 */
export function wound(g: Game, s: Survivor, source: string): void {
  const cards = cardsOf(s);
  const mask = cards.find((c) => c.def.name === 'Goalie Mask');
  if (mask && decide(g, 'goalie-mask', s.index, [true, false])) {
    loseCard(g, s, mask);
    g.log?.(`  ${s.name} discards the Goalie Mask to prevent a wound from ${source}`);
    return;
  }
  if (discardInstead(g, s, cards, (c) => loseCard(g, s, c))) return;
  g.stats.wounds++;
  s.woundsTaken++;
  let slot: number;
  if (cards.length > 0) {
    const lost = decide(g, 'discard-for-wound', s.index, cards);
    slot = s.slots.indexOf(lost);
    discard(g, lost);
    g.log?.(`  ${s.name} is wounded by ${source} and loses ${lost.def.name}`);
  } else {
    slot = s.slots.indexOf(null);
    g.log?.(`  ${s.name} is wounded by ${source}`);
  }
  s.slots[slot] = WOUNDED;
  s.wounds++;
  g.observer?.event({ type: 'wound', survivor: s.index, zone: s.zone, source }, g);
  if (s.wounds >= 2) eliminate(g, s, source);
}

function loseCard(g: Game, s: Survivor, card: Card): void {
  s.slots[s.slots.indexOf(card)] = null;
  discard(g, card);
}

export function eliminate(g: Game, s: Survivor, source: string): void {
  s.alive = false;
  s.diedIn = s.zone;
  for (const c of cardsOf(s)) discard(g, c);
  s.slots.fill(null);
  if (s.car >= 0) leaveCar(g, s);
  g.log?.(`  ${s.name} is eliminated (${source})`);
  g.observer?.event({ type: 'death', survivor: s.index, zone: s.diedIn, source }, g);
  checkDefeat(g);
}

export function leaveCar(g: Game, s: Survivor): void {
  const car = g.cars[s.car]!;
  car.seats[car.seats.indexOf(s.index)] = -1;
  s.car = -1;
}

/** The game is lost when nobody is left on the board and the mission is not won. */
export function checkDefeat(g: Game): void {
  if (g.survivors.some(inPlay)) return;
  checkVictory(g);
  endGame(g, 'loss', g.survivors.some((o) => o.alive) ? 'the survivors who left could not win' : 'all survivors dead');
}

/** Medic: remove one Wounded card. */
export function heal(g: Game, medic: Survivor, target: Survivor): void {
  removeWound(target);
  medic.healed = true;
  g.log?.(`  ${medic.name} heals ${target.name}`);
}

/** A Wounded card discarded (Medic's heal, Y-Zone's medicine cabinet). */
export function removeWound(s: Survivor): void {
  s.slots[s.slots.indexOf(WOUNDED)] = null;
  s.wounds--;
}
