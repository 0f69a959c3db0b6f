/** Quest goals (docs/missions.md "Black Plague mission keys"): checked after every Action and every phase. */
import type { BpEquipDef } from './data/equipment.ts';
import type { BpVictoryStep } from './mission.ts';
import { type BpGame, cardsOf, zombiesIn } from './state.ts';
import { endGame } from '../zombicide/decide.ts';

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
export function lacking(g: BpGame, step: Extract<BpVictoryStep, { kind: 'carry' }>): BpEquipDef[] {
  const carried = g.survivors.filter((s) => s.alive).flatMap(cardsOf);
  return step.cards.flatMap(({ def, count }) => Array<BpEquipDef>(Math.max(0, count - carried.filter((c) => c.def === def).length)).fill(def));
}

function met(g: BpGame, step: BpVictoryStep): boolean {
  const alive = g.survivors.filter((s) => s.alive);
  switch (step.kind) {
    case 'objectives':
      return g.objectiveTaken.every((t) => t === 1);
    case 'take':
      return colourTaken(g, step.colour);
    case 'gather':
      return alive.length > 0 && alive.every((s) => s.zone === step.zone) && zombiesIn(g, step.zone) === 0
        && (!step.closed || g.graph.doorsOf[step.zone]!.every((d) => !g.doorOpen[d]));
    case 'kill':
      return g.stats.killedByType[step.type]! >= step.count;
    case 'artifacts':
      return g.vaultCards.every((pile) => pile.length === 0);
    case 'danger':
      return alive.some((s) => s.level >= step.level);
    case 'carry':
      return lacking(g, step).length === 0;
    case 'remove-spawns':
      return step.zones.every((z) => !g.spawns.some((t) => t.zone === z && !t.removed));
    case 'burn':
      return g.burnt[step.zone] === 1;
  }
}
