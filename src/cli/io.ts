/**
 * One invocation of zsim: the command line as typed, where its output goes, and the exit status a
 * command sets. The bin gives the process's streams (main.ts); the tests give string collectors to
 * `runCli` (cli.ts), the same parser and commands in-process. Commands print only through their
 * invocation and never touch process.exitCode, so invocations can follow one another in one process.
 * Not a command.
 */
import { ttyProgress, type Progress } from '../sim/progress.ts';

/** Where text goes: process.stdout/stderr, or a collector in tests (no isTTY: never a progress bar). */
export interface Out {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  /** Terminal width, when a terminal. */
  readonly columns?: number;
}

export interface Invocation {
  /** The arguments as typed (after `zsim`), for flagGiven. */
  readonly argv: readonly string[];
  readonly stdout: Out;
  readonly stderr: Out;
  /** The environment the command sees (ZSIM_DEBUG). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Set by a command that finishes but must not exit 0 (3: games ended in errors, 130: interrupted). */
  exitCode?: number;
}

/** The key under which every command handler finds its invocation in its parsed arguments (a yargs parse context). */
export const INVOCATION = Symbol('zsim invocation');

/** What a command handler receives: its parsed arguments and its invocation. */
export type Invoked<A> = A & { readonly [INVOCATION]: Invocation };

/** The invocation a handler was called in (a subcommand's handler, whose argument type yargs infers, reads it here). */
export function invocationOf(args: object): Invocation {
  const io = (args as Partial<Invoked<object>>)[INVOCATION];
  if (!io) throw new Error('a zsim command handler was called outside runCli');
  return io;
}

/** `--flag` (kebab-case, as documented) was typed, rather than left at its default. */
export function flagGiven(io: Pick<Invocation, 'argv'>, flag: string): boolean {
  const camel = flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return io.argv.some((a) => [flag, camel, `no-${flag}`].some((f) => a === `--${f}` || a.startsWith(`--${f}=`)));
}

/**
 * The progress bar on the invocation's stderr when it is a terminal (so only the bin's), whatever stdout is;
 * `done` games of `total` were played before (a resumed run).
 */
export function progressBar(io: Invocation, total: number, done = 0): Progress | undefined {
  // A terminal is a process stream, which is what ttyProgress takes.
  return io.stderr.isTTY ? ttyProgress(io.stderr as NodeJS.WriteStream, { done, total }) : undefined;
}

/**
 * Name a file (or a folder and the files written in it) once it is written: on stdout after a text summary, on stderr
 * when stdout carries JSON (which must stay one JSON value).
 */
export function announceWritten(io: Invocation, json: boolean, file: string, inside: readonly string[] = []): void {
  (json ? io.stderr : io.stdout).write(`wrote ${file}${inside.length ? ` (${inside.join(', ')})` : ''}\n`);
}
