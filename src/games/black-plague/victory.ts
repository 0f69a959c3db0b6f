/** Quest goals (docs/missions.md "Black Plague mission keys"): checked after every Action and every phase. */
import type { BpEquipDef } from './data/equipment.ts';
import type { BpVictoryStep } from './mission.ts';
import { type BpGame, zombiesIn } from './state.ts';
import { endGame } from '../zombicide/decide.ts';
import { stepPart } from '../zombicide/forward.ts';
import { allSet } from '../zombicide/state.ts';

/** Advance through the victory steps that are met; win when the last one is. */
export function checkVictory(g: BpGame): void {
  const steps = g.mission.victory;
  while (g.victoryStep < steps.length && met(g, steps[g.victoryStep]!)) g.victoryStep++;
  if (g.victoryStep >= steps.length) endGame(g, 'win', steps.map((s) => s.kind).join(' then '));
}

/** An objective of that colour has been taken. */
export function colourTaken(g: BpGame, colour: string): boolean {
  return g.objectiveColour.some((c, i) => c === colour && g.objectiveTaken[i] === 1);
}

/** The cards a `carry` step still lacks, one entry per missing copy: what the living Survivors do not carry. */
export function lacking(g: Pick<BpGame, 'survivors'>, step: Extract<BpVictoryStep, { kind: 'carry' }>): BpEquipDef[] {
  return step.cards.flatMap(({ def, count }) => Array<BpEquipDef>(Math.max(0, count - carried(g, def))).fill(def));
}

/** How many copies a `carry` step still lacks (`lacking`'s length, counted without building the list: the victory check runs after every action). */
export function missingCount(g: Pick<BpGame, 'survivors'>, step: Extract<BpVictoryStep, { kind: 'carry' }>): number {
  let missing = 0;
  for (const { def, count } of step.cards) missing += Math.max(0, count - carried(g, def));
  return missing;
}

/** The copies of `def` the living Survivors carry. */
function carried(g: Pick<BpGame, 'survivors'>, def: BpEquipDef): number {
  let n = 0;
  for (const s of g.survivors) if (s.alive) for (const c of s.slots) if (c !== null && c.def === def) n++;
  return n;
}

function met(g: BpGame, step: BpVictoryStep): boolean {
  switch (step.kind) {
    case 'objectives':
      return allSet(g.objectiveTaken);
    case 'take':
      return colourTaken(g, step.colour);
    case 'gather': {
      const alive = g.survivors.filter((s) => s.alive);
      return alive.length > 0 && alive.every((s) => s.zone === step.zone) && zombiesIn(g, step.zone) === 0
        && (!step.closed || g.graph.doorsOf[step.zone]!.every((d) => !g.doorOpen[d]));
    }
    case 'kill':
      return g.stats.killedByType[step.type]! >= step.count;
    case 'artifacts':
      return g.vaultCards.every((pile) => pile.length === 0);
    case 'danger':
      return g.survivors.some((s) => s.alive && s.level >= step.level);
    case 'carry':
      return missingCount(g, step) === 0;
    case 'remove-spawns':
      return step.zones.every((z) => !g.spawns.some((t) => t.zone === z && !t.removed));
    case 'burn':
      return g.burnt[step.zone] === 1;
  }
}

/**
 * How far along the current victory step is, in [0, 1) (the search's value function, PositionMeasure.progress): the
 * leading Survivor's XP toward the Danger Level asked, the vault cards taken, the cards the team carries of those a
 * `carry` asks, the spawn zones removed, the zombies killed of those a `kill` asks. 0 for the steps counted elsewhere
 * (objectives: PositionMeasure counts them) or done in one move (taking a colour, gathering, burning).
 */
export function stepDone(g: BpGame): number {
  const step = g.mission.victory[g.victoryStep];
  if (!step) return 0;
  switch (step.kind) {
    case 'danger': {
      let xp = 0;
      for (const s of g.survivors) if (s.alive && s.xp > xp) xp = s.xp;
      return stepPart(xp, g.mission.xpThresholds[step.level - 1]!);
    }
    case 'artifacts': {
      const placed = g.mission.vaultItems.reduce((n, v) => n + v.defs.length, 0) + (g.mission.vaultDraw?.vaults.length ?? 0);
      const left = g.vaultCards.reduce((n, pile) => n + pile.length, 0);
      return stepPart(placed - left, placed);
    }
    case 'carry': {
      const needed = step.cards.reduce((n, c) => n + c.count, 0);
      return stepPart(needed - missingCount(g, step), needed);
    }
    case 'remove-spawns':
      return stepPart(step.zones.filter((z) => !g.spawns.some((t) => t.zone === z && !t.removed)).length, step.zones.length);
    case 'kill':
      return stepPart(g.stats.killedByType[step.type]!, step.count);
    default:
      return 0;
  }
}
