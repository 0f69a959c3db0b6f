/** The Black Plague round: the Players' Phase, the Zombies' Phase, spawning and the End Phase. */
import { survivorTurn } from './actions.ts';
import { assertBpInvariants } from './invariants.ts';
import { type BpGame, hasSkill } from './state.ts';
import { checkVictory } from './victory.ts';
import { spawnStep, zombiesPhase } from './zombies.ts';
import { decide } from '../zombicide/decide.ts';
import { startRound } from '../zombicide/game.ts';

/** A new round: every Survivor takes a turn, from the first player on. */
export function beginRound(g: BpGame): void {
  startRound(g, g.mission.roundLimit);
  const k = g.survivors.length;
  g.turnOrder = Array.from({ length: k }, (_, i) => (g.firstPlayer + i) % k);
  g.turnPos = 0;
}

/** The rest of the round: the remaining turns, the Zombies' Phase, the Spawn step, the End Phase. */
export function finishRound(g: BpGame): void {
  for (; g.turnPos < g.turnOrder.length; g.turnPos++) {
    if (g.survivors.some((o) => hasSkill(o, 'Tactician'))) tacticianTurn(g);
    const s = g.survivors[g.turnOrder[g.turnPos]!]!;
    if (s.alive) survivorTurn(g, s);
  }
  zombiesPhase(g);
  if (g.check) assertBpInvariants(g, 'after the zombie activations');
  g.log?.(`-- Spawn`);
  spawnStep(g);
  checkVictory(g);
  for (let z = 0; z < g.noise.length; z++) g.stats.noise += g.noise[z]!;
  g.noise.fill(0);
  for (const s of g.survivors) {
    for (const c of s.slots) if (c) c.loaded = true;
    if (s.alive && s.skills.includes('Regeneration')) s.wounds = 0;
    s.killedThisRound = false;
  }
  g.firstPlayer = (g.firstPlayer + 1) % g.survivors.length;
  if (g.check) assertBpInvariants(g, `at the end of round ${g.round}`);
  g.observer?.event({ type: 'round-end', round: g.round }, g);
}

/**
 * Tactician: before each turn the players may let a Survivor with the skill who has not played this round go now,
 * before the one whose turn it is (the first option), or make it wait for a later turn.
 */
function tacticianTurn(g: BpGame): void {
  const rest = g.turnOrder.slice(g.turnPos).map((i) => g.survivors[i]!).filter((o) => o.alive);
  const tacticians = rest.filter((o) => hasSkill(o, 'Tactician'));
  if (tacticians.length === 0) return;
  const next = rest.find((o) => !hasSkill(o, 'Tactician'));
  const options = [...new Set([rest[0]!, ...(next ? [next] : []), ...tacticians])];
  const s = decide(g, 'tactician', options[0]!.index, options);
  g.turnOrder.splice(g.turnOrder.indexOf(s.index, g.turnPos), 1);
  g.turnOrder.splice(g.turnPos, 0, s.index);
}
