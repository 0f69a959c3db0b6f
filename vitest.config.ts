import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { Reporter } from 'vitest/reporters';

type Task = { type: string; mode?: string; result?: { state?: string }; tasks?: Task[] };

/** Ends the run with a plain "N passed, N failed[, N skipped]" line, readable by any CI harness. */
class PlainTotals implements Reporter {
  onFinished(files: Task[] = []): void {
    const n = { pass: 0, fail: 0, skip: 0 };
    const walk = (t: Task): void => {
      if (t.type === 'test') {
        const state = t.result?.state;
        if (state === 'pass') n.pass++;
        else if (state === 'fail') n.fail++;
        else n.skip++;
      }
      t.tasks?.forEach(walk);
    };
    files.forEach(walk);
    console.log(`\n${n.pass} passed, ${n.fail} failed${n.skip ? `, ${n.skip} skipped` : ''}`);
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', new PlainTotals()],
    // Two test files at a time even on 2 cores (vitest's default there is one): much of a CLI or pool test is
    // waiting (worker start-up, a watchdog, a child process), which the other file fills.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
