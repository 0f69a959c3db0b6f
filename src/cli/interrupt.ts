/**
 * Ctrl-C and SIGTERM for the commands that play games (`zsim run`, `zsim compare`, `zsim balance`):
 * the first one stops the playing and the command finishes with what was completed; a second one
 * quits at once. Not a command.
 */
import type { ArmsResult } from '../sim/arms.ts';
import { invocationOf, type Invocation, type Out } from './io.ts';

/** Exit status of a command stopped by Ctrl-C or SIGTERM (128 + SIGINT), after reporting what was completed. */
export const EXIT_INTERRUPTED = 130;

export interface Interrupt {
  /** Aborted by the first SIGINT or SIGTERM. */
  signal: AbortSignal;
  /** Remove the handlers (the default behaviour of the signals returns). */
  dispose(): void;
}

/**
 * From now until `dispose`, the first Ctrl-C (or SIGTERM) aborts the returned signal and prints
 * `zsim: SIGINT: <stopping>` on `stderr`; a second one prints `zsim: SIGINT again: <quitting>` and exits at once.
 */
export function interruptOnSignals(say: { stopping: string; quitting: string }, stderr: Out): Interrupt {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      stderr.write(`\nzsim: ${name} again: ${say.quitting}\n`);
      process.exit(EXIT_INTERRUPTED);
    }
    stderr.write(`\nzsim: ${name}: ${say.stopping}\n`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/** Run `body` with the handlers installed from its start to its end (its last file written): `signal` says when to stop. */
export async function interruptible(io: Invocation, say: { stopping: string; quitting: string }, body: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const interrupt = interruptOnSignals(say, io.stderr);
  try {
    await body(interrupt.signal);
  } finally {
    interrupt.dispose();
  }
}

/** What an arm is called: a lineup in `zsim balance`, a budget in `zsim difficulty`. */
export type ArmUnit = 'arm' | 'lineup' | 'budget';

/** What `zsim compare`, `zsim balance` and `zsim difficulty` say when interrupted. */
export function armsInterruptSay(unit: ArmUnit): { stopping: string; quitting: string } {
  return { stopping: `stopping; the results will cover the games every ${unit} completed (again to quit at once)`, quitting: 'quitting' };
}

/**
 * The handler of an arms command: from the start to the last file written, Ctrl-C means "stop playing and give the
 * results of the games every `unit` completed".
 */
export function armsHandler<A extends object>(unit: ArmUnit, play: (io: Invocation, args: A, signal: AbortSignal) => Promise<void>) {
  return async (args: A): Promise<void> => {
    const io = invocationOf(args);
    await interruptible(io, armsInterruptSay(unit), (signal) => play(io, args, signal));
  };
}

/** How an interrupt cut a comparison of arms: the JSON fields, and the note for the text summary and the report. */
export interface ArmsCut {
  partial: boolean;
  /** Games 0 … gamesCompleted − 1 of every arm are compared. */
  gamesCompleted: number;
  /** With `partial`: one line saying so (text summary, report). */
  note?: string;
}

/**
 * The cut of `played` (of `planned` games per arm). When no game was completed by every arm there is
 * nothing to compare: this says so on the invocation's stderr, sets its exit status and returns undefined.
 */
export function armsCut(io: Invocation, played: Pick<ArmsResult, 'games' | 'partial'>, planned: number, unit: ArmUnit): ArmsCut | undefined {
  const n = played.games;
  if (n === 0) {
    io.stderr.write(
      `zsim: interrupted before every ${unit} had completed a game (of the ${planned} planned per ${unit}), so there is nothing to compare; ` +
        'no summary or report was written. Run the command again, with fewer --games if it takes too long.\n',
    );
    io.exitCode = EXIT_INTERRUPTED;
    return undefined;
  }
  if (!played.partial) return { partial: false, gamesCompleted: n };
  return { partial: true, gamesCompleted: n, note: `partial: interrupted after ${n} of ${planned} games per ${unit} (the figures are for the ${n} games every ${unit} completed, the same as with --games ${n})` };
}
