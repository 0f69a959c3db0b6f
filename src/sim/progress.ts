/**
 * A one-line progress bar on stderr with games/s and the time left, shown only when both stdout
 * and stderr are terminals (never when output is piped, in CI or in tests; callers skip it for --json).
 */
import { performance } from 'node:perf_hooks';

export interface Progress {
  update(done: number, total: number): void;
  /** Erase the line. */
  end(): void;
}

const WIDTH = 24;

export function ttyProgress(stream: NodeJS.WriteStream = process.stderr, stdout: { isTTY?: boolean } = process.stdout): Progress | undefined {
  if (!stream.isTTY || !stdout.isTTY) return undefined;
  const started = performance.now();
  let last = 0;
  return {
    update(done, total) {
      const now = performance.now();
      if (now - last < 200 && done < total) return;
      last = now;
      stream.write(`\r\x1b[K${progressLine(done, total, (now - started) / 1000)}`);
    },
    end: () => void stream.write('\r\x1b[K'),
  };
}

/** `[#########---------------]  37% 7,400/20,000 games · 12,345 games/s · 0:01 left` */
export function progressLine(done: number, total: number, seconds: number): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * WIDTH);
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? clock((total - done) / rate) : '?';
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(100 * share)).padStart(3)}% ${n(done)}/${n(total)} games · ${n(rate)} games/s · ${left} left`;
}

/** Seconds as h:mm:ss or m:ss. */
function clock(seconds: number): string {
  const s = Math.ceil(seconds);
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (x: number) => String(x).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`;
}
