/** A one-line progress display on stderr, only when stderr is a terminal (never in CI or tests). */
import { performance } from 'node:perf_hooks';

export interface Progress {
  update(done: number, total: number): void;
  /** Erase the line. */
  end(): void;
}

export function ttyProgress(stream: NodeJS.WriteStream = process.stderr): Progress | undefined {
  if (!stream.isTTY) return undefined;
  const started = performance.now();
  let last = 0;
  return {
    update(done, total) {
      const now = performance.now();
      if (now - last < 200 && done < total) return;
      last = now;
      const rate = Math.round(done / ((now - started) / 1000));
      stream.write(`\r\x1b[K${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games (${Math.floor((100 * done) / total)}%), ${rate.toLocaleString('en-US')} games/s`);
    },
    end: () => void stream.write('\r\x1b[K'),
  };
}
