/** Ctrl-C (SIGINT) during `zsim compare` and `zsim balance`, and the signal handling they share with `zsim run`. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { EXIT_INTERRUPTED, interruptOnSignals } from '../../src/cli/interrupt.ts';
import { ROOT, ZSIM, zsim, zsimInterrupted, type Ran } from './zsim.ts';

const HANG = fileURLToPath(new URL('../fixtures/hang-strategy.ts', import.meta.url));
const tmp = () => mkdtempSync(path.join(tmpdir(), 'zsim-interrupt-'));

interface Stopped extends Ran {
  /** The signal that killed the process (it had no handler yet), else null. */
  signal: NodeJS.Signals | null;
}

/** Run zsim and send it SIGINT after `ms` milliseconds. */
async function interruptAfter(ms: number, args: string[]): Promise<Stopped> {
  const child = spawn(process.execPath, [ZSIM, ...args], { cwd: ROOT, env: { ...process.env, CI: 'true' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGINT'), ms);
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((r) => child.on('close', (code, sig) => r([code, sig])));
  clearTimeout(timer);
  return { status, signal, stdout, stderr };
}

/**
 * Interrupt zsim while it plays. Nothing it prints tells when playing has started (no progress line
 * when piped), so a signal that came too early (`tooEarly`: before the handlers were installed, or
 * before every arm completed a game) is retried with a longer wait, up to about 10 s.
 */
async function interruptWhilePlaying(args: string[], tooEarly: (r: Stopped) => boolean): Promise<Stopped> {
  for (let wait = 2500; ; wait *= 2) {
    const r = await interruptAfter(wait, args);
    if (!tooEarly(r) || wait >= 10_000) return r;
  }
}

/** Interrupt zsim in-process (zsimInterrupted) while it plays, retried with a longer wait when `tooEarly`, up to about 12 s. */
async function interruptInProcess(args: string[], tooEarly: (r: Ran) => boolean): Promise<Ran> {
  for (let wait = 1500; ; wait *= 2) {
    const r = await zsimInterrupted(wait, ...args);
    expect(r.interrupted, r.stderr).toBe(true);
    if (!tooEarly(r) || wait >= 8000) return r;
  }
}

const nothingToCompare = /nothing to compare/;

describe('interruptOnSignals', () => {
  it('the first SIGINT or SIGTERM aborts the signal, a second one exits at once; dispose removes the handlers', () => {
    const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
    const write = vi.fn();
    class Exit extends Error {}
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Exit();
    });
    const interrupt = interruptOnSignals({ stopping: 'stopping now', quitting: 'quitting now' }, { write });
    try {
      const added = (name: 'SIGINT' | 'SIGTERM') => process.listeners(name).filter((l) => !before[name].includes(l));
      expect(added('SIGINT')).toHaveLength(1);
      expect(added('SIGTERM')).toHaveLength(1);
      // Called directly: emitting the signal would also reach the test runner's own handlers.
      added('SIGTERM')[0]!('SIGTERM');
      expect(interrupt.signal.aborted).toBe(true);
      expect(exit).not.toHaveBeenCalled();
      expect(write).toHaveBeenLastCalledWith('\nzsim: SIGTERM: stopping now\n');
      expect(() => added('SIGINT')[0]!('SIGINT')).toThrow(Exit);
      expect(exit).toHaveBeenCalledWith(EXIT_INTERRUPTED);
      expect(write).toHaveBeenLastCalledWith('\nzsim: SIGINT again: quitting now\n');
      interrupt.dispose();
      expect(added('SIGINT')).toEqual([]);
      expect(added('SIGTERM')).toEqual([]);
    } finally {
      interrupt.dispose();
      exit.mockRestore();
    }
  });
});

describe('zsim compare and zsim balance: Ctrl-C', () => {
  // End to end: the real bin gets a real SIGINT.
  it('compare: SIGINT compares the games every arm completed, exactly as `--games N` would, and says it is partial', async () => {
    const dir = tmp();
    const report = path.join(dir, 'compare.html');
    const common = ['compare', '--mission', 'season1/00', '--strategies', 'greedy,random', '--seed', 'interrupt', '--json'];
    const planned = 1_000_000;
    const r = await interruptWhilePlaying(
      [...common, '--games', String(planned), '--batch-size', '10', '--workers', '2', '--report', report],
      (x) => x.signal !== null || nothingToCompare.test(x.stderr),
    );
    expect(r.status, r.stderr).toBe(EXIT_INTERRUPTED);
    expect(r.stderr).toContain('zsim: SIGINT: stopping');
    const j = JSON.parse(r.stdout);
    const n: number = j.gamesCompleted;
    expect(j).toMatchObject({ partial: true, games: planned, command: expect.stringContaining(`--games ${n} `) });
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(planned);
    expect(j.arms.map((a: { games: number }) => a.games)).toEqual([n, n]);
    expect(j.pairs[0].games).toBe(n);
    const html = readFileSync(report, 'utf8');
    expect(html).toContain(`partial: interrupted after ${n} of ${planned} games per arm`);

    // The same games played uninterrupted: every figure is the same.
    const whole = await zsim(...common, '--games', String(n));
    expect(whole.status, whole.stderr).toBe(0);
    const w = JSON.parse(whole.stdout);
    expect(w).toMatchObject({ partial: false, games: n, gamesCompleted: n });
    expect(j.arms.map((a: { wins: number }) => a.wins)).toEqual(w.arms.map((a: { wins: number }) => a.wins));
    // Every figure of the games; what they cost (secondsPerGame) is a time, never the same twice.
    const figures = (arms: { secondsPerGame: number }[]) => arms.map(({ secondsPerGame, ...a }) => (expect(secondsPerGame).toBeGreaterThan(0), a));
    expect(figures(j.arms)).toEqual(figures(w.arms));
    expect(j.pairs).toEqual(w.pairs);
    expect(j.errors).toBe(w.errors);
  }, 60_000);

  // In-process from here: the handler the command installed is called as on a SIGINT.
  it('balance: SIGINT ranks the lineups on the games every lineup completed, marked partial in the summary and the report', async () => {
    const dir = tmp();
    const report = path.join(dir, 'balance.html');
    const r = await interruptInProcess(
      ['balance', '--mission', 'season1/00', '--survivors', 'Amy,Doug,Josh,Ned', '--size', '3', '--games', '1000000', '--batch-size', '10', '--workers', '2', '--report', report],
      (x) => nothingToCompare.test(x.stderr),
    );
    expect(r.status, r.stderr).toBe(EXIT_INTERRUPTED);
    const partial = /^partial: interrupted after (\d+) of 1000000 games per lineup \(the figures are for the \1 games every lineup completed/m.exec(r.stdout);
    expect(partial, r.stdout).not.toBeNull();
    const n = Number(partial![1]);
    expect(n).toBeGreaterThan(0);
    expect(r.stdout).toContain(`4 of 4 lineups of 3, ${n} games each`);
    expect(readFileSync(report, 'utf8')).toContain(`partial: interrupted after ${n} of 1000000 games per lineup`);
  }, 60_000);

  it('compare: interrupted before every arm completed a game, it says so in one paragraph, writes no report and exits 130', async () => {
    const dir = tmp();
    const report = path.join(dir, 'none.html');
    // The hanging strategy never finishes its first batch (its watchdog is set far off): the other arm alone plays,
    // and the pool's threads, one of them stuck in the endless loop, are ended with the command.
    const r = await zsimInterrupted(
      1000,
      'compare', '--mission', 'season1/00', '--strategies', `${HANG},greedy`, '--games', '200', '--batch-size', '200', '--decision-budget-ms', '600000', '--json', '--report', report,
    );
    expect(r.interrupted).toBe(true);
    expect(r.status, r.stderr).toBe(EXIT_INTERRUPTED);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain('    at ');
    const lines = r.stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^zsim: interrupted before every arm had completed a game \(of the 200 planned per arm\), so there is nothing to compare; no summary or report was written/);
    expect(lines.filter((l) => l.startsWith('zsim: ')), r.stderr).toHaveLength(2); // the SIGINT note, then that paragraph
    expect(existsSync(report)).toBe(false);
  }, 60_000);
});
