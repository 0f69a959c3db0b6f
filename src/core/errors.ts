/**
 * A mistake the user can fix (bad flag, broken mission file, unknown strategy).
 * The CLI prints `message` as one paragraph and exits non-zero, without a stack trace.
 */
export class UserError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'UserError';
    this.exitCode = exitCode;
  }
}

/**
 * The exit code of a command some of whose games ended in an error (an engine or strategy error, `outcome: error`):
 * `zsim run`, `replay`, `compare`, `balance`. A UserError exits with its own code (2 by default).
 */
export const EXIT_GAMES_ERRORED = 3;

/** A user error located in a file: the message starts with `file:line:`. */
export function fileError(file: string, line: number, what: string): UserError {
  return new UserError(`${file}:${line}: ${what}`);
}

/** One thing wrong in a file, for `zsim missions validate`. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}
