/** The Season 1 round: the Players' Phase, the Zombies' Phase, spawning and the End Phase. */
import { assertInvariants } from './invariants.ts';
import { survivorTurn } from './actions.ts';
import { spawnStep } from './spawn.ts';
import { checkVictory } from './victory.ts';
import { type Game, type Survivor, inPlay, playerCount } from './state.ts';
import { zombiesPhase } from './zombies.ts';
import { WOUNDED } from '../zombicide/state.ts';
import { startRound } from '../zombicide/game.ts';
import { decide } from '../zombicide/decide.ts';

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

/**
 * A player activates his Survivors one at a time, in any order (rulebook, the Players' Phase): before each of them, when
 * two or more of his Survivors in play have still to play this round, decision `activation-order` (the first option
 * keeps the lineup's order) puts the one chosen at `g.turnPos`, the others after it in their order.
 */
function chooseNext(g: Game): void {
  const player = g.survivors[g.turnOrder[g.turnPos]!]!.player;
  let end = g.turnPos;
  let waiting = 0;
  for (; end < g.turnOrder.length && g.survivors[g.turnOrder[end]!]!.player === player; end++) {
    if (inPlay(g.survivors[g.turnOrder[end]!]!)) waiting++;
  }
  if (waiting < 2) return;
  const options: Survivor[] = [];
  for (let i = g.turnPos; i < end; i++) {
    const s = g.survivors[g.turnOrder[i]!]!;
    if (inPlay(s)) options.push(s);
  }
  const next = decide(g, 'activation-order', options[0]!.index, options);
  const at = g.turnOrder.indexOf(next.index, g.turnPos);
  g.turnOrder.splice(at, 1);
  g.turnOrder.splice(g.turnPos, 0, next.index);
}

/** The rest of the round from `g.turnPos`: the remaining turns, the Zombies' Phase, spawns, the End Phase. */
export function finishRound(g: Game): void {
  for (; g.turnPos < g.turnOrder.length; g.turnPos++) {
    chooseNext(g);
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
