/**
 * Running zsim in the CLI tests, two ways:
 * - `zsim(...)`, `zsimIn(cwd, ...)`: in-process, through `runCli` — the bin's parser, commands, error
 *   formatting and exit codes, with stdout and stderr captured as a pipe would (no terminal: no progress
 *   line). Most tests use it: no Node start-up per command line.
 * - `zsimBin(...)`, `zsimBinIn(cwd, ...)`: the real bin as a subprocess, as a user runs it, for the few
 *   end-to-end tests (exit status of the process, signals, a closed pipe).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { runCli } from '../../src/cli/cli.ts';

export const ZSIM = fileURLToPath(new URL('../../src/cli/zsim.mjs', import.meta.url));
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment zsim runs in, in-process and as a subprocess. */
const ENV = { ...process.env, CI: 'true' };

/** In-process runs one at a time: each may change the working directory for its duration. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Run zsim in-process in `cwd`. Afterwards the process is as before: its working directory, its
 * exit code and its SIGINT/SIGTERM handlers (a command that leaves any of them changed fails the test).
 * `during` runs alongside the command, from its start; it is given the SIGINT handlers from before the command.
 */
function inProcess(cwd: string, args: string[], during?: (running: Promise<number>, sigint: Function[]) => Promise<void>, terminal = false): Promise<Ran> {
  const ran = queue.then(async () => {
    let stdout = '';
    let stderr = '';
    const before = { cwd: process.cwd(), exitCode: process.exitCode, SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') };
    const sigint = process.listeners('SIGINT');
    process.chdir(cwd);
    let status: number;
    try {
      const streams = { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s), isTTY: terminal }, env: ENV };
      const running = runCli(args, streams);
      // Both to their end before anything else runs (a failing `during` must not leave the command running).
      const [ran, beside] = await Promise.allSettled([running, during?.(running, sigint)]);
      if (ran.status === 'rejected') throw ran.reason;
      if (beside.status === 'rejected') throw beside.reason;
      status = ran.value;
    } finally {
      process.chdir(before.cwd);
    }
    const after = { cwd: process.cwd(), exitCode: process.exitCode, SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') };
    expect(after, `zsim ${args.join(' ')} left the process changed`).toEqual(before);
    return { status, stdout, stderr };
  });
  queue = ran.catch(() => undefined);
  return ran;
}

/** Run zsim in-process in `cwd` (see inProcess). */
export function zsimIn(cwd: string, ...args: string[]): Promise<Ran> {
  return inProcess(cwd, args);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Run zsim in-process from the repository root and press Ctrl-C once: `ms` after the command has installed its SIGINT
 * handler, call that handler as Node does on a SIGINT (`interrupted`: it was called before the command ended). The
 * real signal to the real bin is in scale.test.ts (run) and interrupt.test.ts (compare).
 */
export async function zsimInterrupted(ms: number, ...args: string[]): Promise<Ran & { interrupted: boolean }> {
  let interrupted = false;
  const r = await inProcess(ROOT, args, async (running, before) => {
    let ended = false;
    void running.then(() => (ended = true), () => (ended = true));
    const added = () => process.listeners('SIGINT').filter((l) => !before.includes(l)) as ((signal: NodeJS.Signals) => void)[];
    while (!ended && added().length === 0) await sleep(10);
    const [onSignal, ...more] = added();
    expect(more).toEqual([]);
    if (!onSignal) return; // the command ended without installing one
    await sleep(ms);
    if (!process.listeners('SIGINT').includes(onSignal)) return; // the command ended first
    interrupted = true;
    onSignal('SIGINT');
  });
  return { ...r, interrupted };
}

/** Run zsim in-process from the repository root. */
export function zsim(...args: string[]): Promise<Ran> {
  return zsimIn(ROOT, ...args);
}

/** Run zsim in-process from the repository root, calling `during` once it has started (see inProcess). */
export function zsimDuring(during: () => Promise<void>, ...args: string[]): Promise<Ran> {
  return inProcess(ROOT, args, during);
}

/** Run zsim in-process from the repository root with stderr a terminal (stdout still a pipe): the progress bar is drawn. */
export function zsimOnTerminal(...args: string[]): Promise<Ran> {
  return inProcess(ROOT, args, undefined, true);
}

/** Run the real bin in `cwd` with CI=true (stdout and stderr are pipes). */
export function zsimBinIn(cwd: string, ...args: string[]): Ran {
  const r = spawnSync(process.execPath, [ZSIM, ...args], { cwd, encoding: 'utf8', env: ENV });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Run the real bin from the repository root. */
export function zsimBin(...args: string[]): Ran {
  return zsimBinIn(ROOT, ...args);
}

/** A user mistake: exit 2, nothing on stdout, one paragraph (one line) on stderr without a stack trace, mentioning each pattern. */
export function expectUsageError(r: Ran, ...mentions: RegExp[]): void {
  expect(r.stderr).not.toContain('    at ');
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
  for (const m of mentions) expect(r.stderr).toMatch(m);
}
