/** Mission goals (docs/missions.md "Victory and special rules"): checked after every Action and every phase. */
import type { EquipDef } from './data/equipment.ts';
import type { VictoryStep } from './mission.ts';
import { type Car, type Game, inPlay, playerCount, zombiesIn } from './state.ts';
import { endGame } from '../zombicide/decide.ts';
import { stepPart } from '../zombicide/forward.ts';
import { allSet } from '../zombicide/state.ts';

/** Advance through the victory steps that are met; win when the last one is. */
export function checkVictory(g: Game): void {
  const steps = g.mission.victory;
  while (g.victoryStep < steps.length && met(g, steps[g.victoryStep]!)) g.victoryStep++;
  if (g.victoryStep >= steps.length) endGame(g, 'win', steps.map((s) => s.kind).join(' then '));
}

export function currentStep(g: Pick<Game, 'mission' | 'victoryStep'>): VictoryStep | undefined {
  return g.mission.victory[g.victoryStep];
}

function met(g: Game, step: VictoryStep): boolean {
  switch (step.kind) {
    case 'objectives':
      return allSet(g.objectiveTaken);
    case 'escape-with':
      return cardsCarriedOut(g, step.cards) === step.cards.length;
    case 'escape-all':
      return !g.survivors.some(inPlay) && leftAlive(g) > 0;
    case 'danger':
      return g.survivors.some((s) => inPlay(s) && s.level >= step.level);
    case 'gather-spawn': {
      const onBoard = g.survivors.filter(inPlay);
      const z = onBoard[0]?.zone ?? -1;
      return z >= 0 && onBoard.every((s) => s.zone === z) && zombiesIn(g, z) === 0 && g.mission.map.tokens.spawns.some((t) => t.zone === z);
    }
    case 'car-escape':
      return !g.survivors.some(inPlay) && leftAlive(g) > 0 && provisionsOut(g) >= step.provisions;
    case 'neutralize-spawns':
      return allSet(g.neutralized);
    case 'reach-empty':
      return zombiesIn(g, step.zone) === 0 && g.survivors.some((s) => inPlay(s) && s.zone === step.zone);
    case 'leave-start':
      return leftAlive(g) >= leaversNeeded(g, step);
  }
}

type Counted = Pick<Game, 'survivors'>;

/** Survivors who left the board alive (through an exit or the Starting Zone). */
function leftAlive(g: Counted): number {
  let n = 0;
  for (const s of g.survivors) if (s.left && s.alive) n++;
  return n;
}

/** How many of `cards` the Survivors who left alive carry out. */
function cardsCarriedOut(g: Counted, cards: readonly EquipDef[]): number {
  const carried = g.survivors.filter((s) => s.left && s.alive).flatMap((s) => s.slots);
  return cards.filter((def) => carried.some((c) => c !== null && c !== 'wounded' && c.def === def)).length;
}

/** Survivors a `leave-start` step needs out, by the number of players (Mission 09: 4/5/6). */
function leaversNeeded(g: Counted, step: Extract<VictoryStep, { kind: 'leave-start' }>): number {
  return step.counts[Math.min(step.counts.length, playerCount(g)) - 1]!;
}


/**
 * How far along the current victory step is, in [0, 1) (the search's value function, PositionMeasure.progress):
 * the leading Survivor's XP toward the Danger Level asked, the spawn zones neutralized, the Survivors gone through
 * the Starting Zone, the cards carried out, the Survivors out, the Provisions loaded. 0 for the steps counted
 * elsewhere (objectives: PositionMeasure counts them) or done in one move (gathering, reaching an empty zone).
 */
export function stepDone(g: Pick<Game, 'mission' | 'victoryStep' | 'survivors' | 'neutralized' | 'cars'>): number {
  const step = currentStep(g);
  if (!step) return 0;
  switch (step.kind) {
    case 'danger': {
      let xp = 0;
      for (const s of g.survivors) if (inPlay(s) && s.xp > xp) xp = s.xp;
      return stepPart(xp, g.mission.xpThresholds[step.level - 1]!);
    }
    case 'neutralize-spawns':
      return stepPart(g.neutralized.reduce((a, n) => a + n, 0), g.neutralized.length);
    case 'leave-start':
      return stepPart(leftAlive(g), leaversNeeded(g, step));
    case 'escape-all':
      return stepPart(leftAlive(g), g.survivors.filter((s) => s.alive).length);
    case 'escape-with':
      return stepPart(cardsCarriedOut(g, step.cards), step.cards.length);
    case 'car-escape':
      return stepPart(provisionsLoaded(g), step.provisions);
    default:
      return 0;
  }
}

/** Provisions under the cars, those that left the board with a car included (Mission 06). */
export function provisionsLoaded(g: Pick<Game, 'cars'>): number {
  let n = 0;
  for (const c of g.cars) n += c.provisions.length;
  return n;
}

/** Provisions set aside: under the cars that left the board through an exit. */
function provisionsOut(g: Pick<Game, 'cars'>): number {
  let n = 0;
  for (const c of g.cars) if (c.zone < 0) n += c.provisions.length;
  return n;
}

/**
 * Mission 06, its objectives in order: once enough Provisions are under the cars and every Survivor on the board sits
 * in a car ("as many cars as needed"), a car driven into an exit leaves the board with its occupants and the
 * Provisions under it. The game is won when every living Survivor has left so, with enough Provisions set aside
 * (`met`); a car that reaches an exit earlier stays there. True when the car left (the caller checks victory and
 * defeat).
 */
export function carEscapes(g: Game, car: Car): boolean {
  const step = currentStep(g);
  if (step?.kind !== 'car-escape' || !g.mission.map.tokens.exits.includes(car.zone)) return false;
  if (provisionsLoaded(g) < step.provisions || !g.survivors.every((s) => !inPlay(s) || s.car >= 0)) return false;
  g.log?.(`  the ${car.type} leaves through the exit with ${car.seats.filter((i) => i >= 0).map((i) => g.survivors[i]!.name).join(', ')} and ${car.provisions.length} Provisions`);
  for (let seat = 0; seat < car.seats.length; seat++) {
    const s = g.survivors[car.seats[seat]!];
    if (!s) continue;
    s.left = true;
    s.zone = -1;
    s.car = -1;
    car.seats[seat] = -1;
  }
  car.zone = -1;
  return true;
}

/** Where the Leave Action is allowed now: exit zones while escaping, the Starting Zone in Mission 09. */
export function leaveZones(g: Game): readonly number[] {
  const step = currentStep(g);
  if (step?.kind === 'escape-with' || step?.kind === 'escape-all') return g.mission.map.tokens.exits;
  if (step?.kind === 'leave-start') return g.mission.map.tokens.start;
  return [];
}

/** Mission 09: with too few Survivors left to reach the target, the game is lost. */
export function checkHopeless(g: Game): void {
  const step = g.mission.victory.find((s) => s.kind === 'leave-start');
  if (!step || step.kind !== 'leave-start') return;
  const needed = leaversNeeded(g, step);
  const neutralLeft = g.mission.recruit ? g.objectiveColour.filter((c, i) => c === null && !g.objectiveTaken[i]).length : 0;
  const possible = g.survivors.filter((s) => s.alive).length + Math.min(neutralLeft, g.recruits.length);
  if (possible < needed) endGame(g, 'loss', 'too few survivors left');
}
