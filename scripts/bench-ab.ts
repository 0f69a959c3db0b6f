/**
 * Paired engine speed of two trees on one thread: this tree and another checkout of zsim (a `git worktree` of the
 * commit to compare against) are loaded in the same process and play the same games in blocks of 10, in turn, so a
 * drift in the host's speed hits both alike. Prints, per mission, each tree's decisions/s and the ratio this ÷ other
 * (median and range over the runs). Both trees must make the same decisions (a change that alters games is not a
 * speed comparison: check `scripts/records-hashes.ts` first).
 * Usage: npx tsx scripts/bench-ab.ts OTHER_TREE [missions, comma-separated, default season1/00,season1/10]
 *        [games per run, default 200] [runs, default 9] [strategy, default greedy]
 * Environment: WARMUP, the games each tree plays first (default 50; a few for the expert, whose games are slow).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Setup } from '../src/sim/setup.ts';

const [other, missionList, gamesArg, runsArg, strategyArg] = process.argv.slice(2);
if (!other) {
  console.error('usage: npx tsx scripts/bench-ab.ts OTHER_TREE [missions] [games per run] [runs] [strategy]');
  process.exit(2);
}
const missions = (missionList ?? 'season1/00,season1/10').split(',');
const games = Number(gamesArg ?? 200);
const runs = Number(runsArg ?? 9);
const strategy = strategyArg ?? 'greedy';
const BLOCK = 10;
const WARMUP = Number(process.env.WARMUP ?? 50);

const theirs = (await import(pathToFileURL(resolve(other, 'src/sim/setup.ts')).href)) as typeof import('../src/sim/setup.ts');
const ours = await import('../src/sim/setup.ts');

/** Games `from` … `from + n − 1` of `s`; the decisions they made. */
function play(s: Setup, from: number, n: number): number {
  let decisions = 0;
  for (let g = from; g < from + n; g++) decisions += s.ruleset.playGame(s.mission, s.lineup, s.strategy, 'ab', g).decisions;
  return decisions;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;

for (const mission of missions) {
  const a = await theirs.prepare({ mission, strategy });
  const b = await ours.prepare({ mission, strategy });
  play(a, 0, WARMUP);
  play(b, 0, WARMUP);
  const ratios: number[] = [];
  let decisions = 0;
  let msA = 0;
  let msB = 0;
  for (let r = 0; r < runs; r++) {
    let runA = 0;
    let runB = 0;
    for (let first = WARMUP + r * games; first < WARMUP + (r + 1) * games; first += BLOCK) {
      let t = performance.now();
      const da = play(a, first, BLOCK);
      runA += performance.now() - t;
      t = performance.now();
      const db = play(b, first, BLOCK);
      runB += performance.now() - t;
      if (da !== db) throw new Error(`${mission}: games ${first}–${first + BLOCK - 1} made ${da} decisions in ${other} and ${db} here: not the same games`);
      decisions += da;
    }
    ratios.push(runA / runB);
    msA += runA;
    msB += runB;
  }
  const rate = (ms: number) => Math.round((decisions / ms) * 1000).toLocaleString('en-US');
  console.log(
    `${mission.padEnd(24)} other ${rate(msA).padStart(9)} decisions/s  this ${rate(msB).padStart(9)}  ` +
    `this/other ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}, ${runs} runs of ${games} games)`,
  );
}
