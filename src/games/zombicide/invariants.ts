/** An invariant broken under `--check` (every Zombicide game): the game ends as an error with this message. */

/** A broken invariant: the game ends as an error naming it. */
export class InvariantError extends Error {
  override name = 'InvariantError';
}
