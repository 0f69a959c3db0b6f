/**
 * Interrupt/resume cycles: play a run, stop it with SIGINT at random moments (resuming it each time
 * until it completes), and check the final recordsHash against an uninterrupted run. Prints how long
 * each stop took (SIGINT to exit).
 * Usage: npx tsx scripts/check-interrupts.ts [runs=5] [mission=season1/05] [games=20000]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';

const ZSIM = fileURLToPath(new URL('../src/cli/zsim.mjs', import.meta.url));
const [runs = 5, mission = 'season1/05', games = 20000] = [Number(process.argv[2] ?? 5), process.argv[3], Number(process.argv[4] ?? 20000)];
const args = ['run', '--mission', mission!, '--games', String(games), '--seed', 'interrupts', '--batch-size', '100'];
const random = seedrandom.alea('check-interrupts');

const reference = JSON.parse(spawnSync(process.execPath, [ZSIM, ...args, '--json'], { encoding: 'utf8' }).stdout).recordsHash as string;
const stops: number[] = [];
let failures = 0;
for (let r = 1; r <= runs; r++) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'zsim-interrupts-')), 'run');
  let command = [...args, '--out', out, '--json'];
  let interrupts = 0;
  for (;;) {
    const child = spawn(process.execPath, [ZSIM, ...command], { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const delay = 500 + random() * 5000;
    const timer = setTimeout(() => {
      stops.push(-performance.now());
      child.kill('SIGINT');
    }, delay);
    const code = await exited;
    clearTimeout(timer);
    // 130: stopped and saved. null: killed by the signal before zsim's handler was installed (still loading).
    if (code === 130 || code === null) {
      stops[stops.length - 1]! += performance.now();
      interrupts++;
      if (existsSync(path.join(out, 'run.json'))) command = ['run', '--resume', out, '--json'];
      continue;
    }
    if (stops.length && stops[stops.length - 1]! < 0) stops.pop(); // the run ended before the signal landed
    const hash = code === 0 ? (JSON.parse(stdout).recordsHash as string) : `exit ${code}`;
    const done = JSON.parse(readFileSync(path.join(out, 'run.json'), 'utf8')).status;
    const ok = hash === reference && done === 'complete';
    if (!ok) failures++;
    console.log(`run ${r}: ${interrupts} interrupt${interrupts === 1 ? '' : 's'}, final hash ${ok ? 'equals' : 'DIFFERS from'} the uninterrupted run's`);
    break;
  }
}
stops.sort((a, b) => a - b);
const ms = (x: number | undefined) => (x === undefined ? '–' : `${Math.round(x)} ms`);
console.log(`${stops.length} interrupts; SIGINT to exit: median ${ms(stops[Math.floor(stops.length / 2)])}, max ${ms(stops[stops.length - 1])}; ${failures} failed run${failures === 1 ? '' : 's'}`);
process.exitCode = failures ? 1 : 0;
