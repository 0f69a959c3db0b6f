/** The real `zsim` bin, run as a user would for the CLI tests (stderr is a pipe, so no progress line). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const ZSIM = fileURLToPath(new URL('../../src/cli/zsim.mjs', import.meta.url));
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Run zsim in `cwd` with CI=true. */
export function zsimIn(cwd: string, ...args: string[]): Ran {
  const r = spawnSync(process.execPath, [ZSIM, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Run zsim from the repository root. */
export function zsim(...args: string[]): Ran {
  return zsimIn(ROOT, ...args);
}

/** A user mistake: exit 2, nothing on stdout, one paragraph (one line) on stderr without a stack trace, mentioning each pattern. */
export function expectUsageError(r: Ran, ...mentions: RegExp[]): void {
  expect(r.stderr).not.toContain('    at ');
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
  for (const m of mentions) expect(r.stderr).toMatch(m);
}
