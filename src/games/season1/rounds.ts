/** The Season 1 round: the Players' Phase, the Zombies' Phase, spawning and the End Phase. */
import { assertInvariants } from './invariants.ts';
import { survivorTurn } from './actions.ts';
import { spawnStep } from './spawn.ts';
import { checkVictory } from './victory.ts';
import { type Game, inPlay, playerCount } from './state.ts';
import { zombiesPhase } from './zombies.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { startRound } from '../zombicide/game.ts';

/** Rounds until the game ends (it ends by throwing GameOver). */
export function playRounds(g: Game): void {
  for (;;) {
    beginRound(g);
    finishRound(g);
  }
}

/**
 * A new round: the turn order is fixed now — each player in turn (from the first player) activates
 * all of his Survivors; Survivors recruited during the round play from the next one.
 */
export function beginRound(g: Game): void {
  startRound(g, g.mission.roundLimit);
  const players = playerCount(g);
  g.turnOrder.length = 0;
  for (let p = 0; p < players; p++) {
    const player = (g.firstPlayer + p) % players;
    for (const s of g.survivors) if (s.player === player) g.turnOrder.push(s.index);
  }
  g.turnPos = 0;
}

/** The rest of the round from `g.turnPos`: the remaining turns, the Zombies' Phase, spawns, the End Phase. */
export function finishRound(g: Game): void {
  for (; g.turnPos < g.turnOrder.length; g.turnPos++) {
    const s = g.survivors[g.turnOrder[g.turnPos]!]!;
    if (inPlay(s)) survivorTurn(g, s);
  }
  const players = playerCount(g);
  zombiesPhase(g);
  if (g.check) assertInvariants(g, 'after the zombie activations');
  g.log?.(`-- Spawn`);
  spawnStep(g);
  checkVictory(g);
  for (let z = 0; z < g.noise.length; z++) g.stats.noise += g.noise[z]!;
  g.noise.fill(0);
  for (const s of g.survivors) for (const c of s.slots) if (c !== null && c !== WOUNDED) c.loaded = true;
  g.firstPlayer = (g.firstPlayer + 1) % players;
  if (g.check) assertInvariants(g, `at the end of round ${g.round}`);
  g.observer?.event({ type: 'round-end', round: g.round }, g);
}
