/**
 * A one-line progress bar on stderr with games/s and the time left, shown whenever stderr is a terminal (so also
 * with --json or piped stdout; never in CI or tests). It is drawn at once and redrawn every second, so a run of
 * slow games shows its clock from the start.
 */
import { performance } from 'node:perf_hooks';

export interface Progress {
  update(done: number, total: number): void;
  /** Erase the line. */
  end(): void;
}

const WIDTH = 24;

/**
 * `done` of `total` games are played already when the bar starts (a resumed run): the rate and the time left count
 * only the games played from now on.
 */
export function ttyProgress(stream: NodeJS.WriteStream, start: { done?: number; total: number }): Progress | undefined {
  if (!stream.isTTY) return undefined;
  const began = performance.now();
  const base = start.done ?? 0;
  let [done, total] = [base, start.total];
  let last = 0;
  const draw = () => {
    last = performance.now();
    stream.write(`\r\x1b[K${progressLine(done, total, (last - began) / 1000, base)}`);
  };
  draw();
  const clock = setInterval(draw, 1000);
  clock.unref();
  return {
    update(d, t) {
      [done, total] = [d, t];
      if (performance.now() - last >= 200 || done >= total) draw();
    },
    end: () => {
      clearInterval(clock);
      stream.write('\r\x1b[K');
    },
  };
}

/**
 * `[#########---------------]  37% 7,400/20,000 games · 12,345 games/s · 0:01 left`; the rate counts the games
 * after `base` (those played before a resume are not this process's work). Before the first game: the time so far.
 */
export function progressLine(done: number, total: number, seconds: number, base = 0): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * WIDTH);
  const rate = seconds > 0 ? (done - base) / seconds : 0;
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const pace = rate > 0 ? `${n(rate)} games/s · ${clock(Math.max(0, total - done) / rate)} left` : `starting · ${clock(seconds)} so far`;
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(100 * share)).padStart(3)}% ${n(done)}/${n(total)} games · ${pace}`;
}

/** Seconds as h:mm:ss or m:ss. */
function clock(seconds: number): string {
  const s = Math.ceil(seconds);
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (x: number) => String(x).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`;
}
