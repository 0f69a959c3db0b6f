/**
 * The piscina task: play one batch of games and return its canonical JSONL text and tally.
 * Ruleset, mission and strategy are loaded once per thread and reused for every batch.
 */
import { type MessagePort, threadId, workerData } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { loadRuleset } from '../games/index.ts';
import type { RunStats } from '../analytics/collect.ts';
import type { GameObserver, Ruleset, StrategyModule } from '../games/types.ts';
import { seatOrder } from '../core/rng.ts';
import { recordLine } from './records.ts';
import { loadStrategy } from './strategies.ts';
import { addRecord, emptyTally, type Tally } from './tally.ts';
import { heartbeat, stuckRecord, type WatchdogShared } from './watchdog.ts';

/** What every batch of one run shares (all plain strings, cheap to send with each task). */
export interface GameSetup {
  rulesetModule: string;
  missionFile: string;
  lineup: string[];
  strategyFile: string;
  seed: string;
  /** Mission key overrides (--rule). */
  rules: Record<string, string>;
  /** Verify invariants after every step (--check). */
  check: boolean;
  /** --strategy-opt settings. */
  strategyOptions: Record<string, string>;
  /** Per-decision time limit in ms, measured with this thread's clock (absent: none). */
  decisionBudgetMs?: number;
  /** Collect analytics (the ruleset's collector, when it has one) into BatchResult.stats. */
  collect?: boolean;
  /** `shuffled`: each game seats the lineup in its own order (`seatOrder`); absent or `fixed`: the lineup's order. */
  seats?: SeatOrder;
}

export type SeatOrder = 'fixed' | 'shuffled';

/** The lineup of game `game` as it sits at the table. */
export function seatedLineup(setup: Pick<GameSetup, 'lineup' | 'seed' | 'seats'>, game: number): string[] {
  if (setup.seats !== 'shuffled') return setup.lineup;
  return seatOrder(setup.seed, game, setup.lineup.length).map((i) => setup.lineup[i]!);
}

export interface BatchTask {
  setup: GameSetup;
  /** Games start .. start + count - 1. */
  start: number;
  count: number;
  /**
   * A records buffer of an earlier batch, handed back for reuse (moved, not copied): the records go into it when
   * they fit, so the main thread does not pile up dead buffers waiting for its garbage collector.
   */
  buffer?: ArrayBuffer;
  /** Which run of the pool this batch belongs to (for the watchdog). */
  run?: number;
  /** Games the watchdog found stuck: recorded as errors instead of played. */
  skip?: number[];
}

export interface BatchResult {
  /** The batch's records as canonical JSON lines in game order, UTF-8 (moved, not copied, to the main thread). */
  records: Uint8Array;
  tally: Tally;
  /** With setup.collect: the batch's analytics. */
  stats?: RunStats;
  /** Milliseconds this thread spent playing the batch's games, loading its set-up left out (pool overhead, an arm's cost a game; not part of the results). */
  busyMs: number;
}

interface Loaded {
  ruleset: Ruleset;
  mission: unknown;
  strategy: StrategyModule;
}

/**
 * The set-ups this thread has loaded, by key: the arms of a comparison take turns on the same threads, and each
 * would otherwise load its mission again at every turn. Emptied when full.
 */
const loaded = new Map<string, Loaded>();
const LOADED_LIMIT = 16;

async function load(setup: GameSetup): Promise<Loaded> {
  const key = JSON.stringify([setup.rulesetModule, setup.missionFile, setup.strategyFile, setup.rules]);
  let hit = loaded.get(key);
  if (!hit) {
    const ruleset = await loadRuleset(setup.rulesetModule);
    hit = { ruleset, mission: ruleset.loadMission(setup.missionFile, setup.rules), strategy: await loadStrategy(setup.strategyFile) };
    if (loaded.size >= LOADED_LIMIT) loaded.clear();
    loaded.set(key, hit);
  }
  return hit;
}

const watch = (workerData as { watchdog?: WatchdogShared } | null)?.watchdog;
const beat = watch ? heartbeat(watch, threadId) : undefined;
const plainClock = performance.now.bind(performance);

export default async function playBatch({ setup, start, count, buffer, run = 0, skip = [] }: BatchTask): Promise<BatchResult> {
  const { ruleset, mission, strategy } = await load(setup);
  const began = performance.now();
  const tally = emptyTally();
  let text = '';
  const collector = setup.collect ? ruleset.collector?.(mission, setup.lineup) : undefined;
  const budget = setup.decisionBudgetMs;
  const clock = budget ? (beat?.clock ?? plainClock) : undefined;
  beat?.busy(run, true);
  try {
    for (let game = start; game < start + count; game++) {
      beat?.game(game);
      const record = skip.includes(game)
        ? stuckRecord(game, budget ?? 0)
        : ruleset.playGame(mission, seatedLineup(setup, game), strategy, setup.seed, game, { check: setup.check, strategyOptions: setup.strategyOptions, observer: collector?.observer, decisionBudgetMs: budget, clock });
      if (record.game !== game) throw new Error(`playGame(${game}) returned a record for game ${record.game}`);
      text += recordLine(record);
      addRecord(tally, record);
      collector?.endGame(record);
    }
  } finally {
    beat?.busy(run, false);
  }
  return movable({ records: encode(text, buffer), tally, stats: collector?.result(), busyMs: performance.now() - began });
}

export interface ReplayTask {
  setup: GameSetup;
  game: number;
  /** Receives each line of the engine's log as it is written (so the log up to a hang is not lost). */
  port: MessagePort;
  run: number;
  /** Send the game's typed events (one JSON line each, with the round) instead of the engine's text log. */
  events?: boolean;
}

/** The piscina task of `zsim replay`: one game with its log (or its events); returns its record line. */
export async function replayGame({ setup, game, port, run, events }: ReplayTask): Promise<string> {
  const { ruleset, mission, strategy } = await load(setup);
  const budget = setup.decisionBudgetMs;
  beat?.busy(run, true);
  beat?.game(game);
  try {
    const send = (line: string) => port.postMessage(line);
    const clock = budget ? (beat?.clock ?? plainClock) : undefined;
    const observer: GameObserver<{ round: number }> | undefined = events ? { event: (e, view) => send(JSON.stringify({ round: view.round, ...e })) } : undefined;
    const options = { log: events ? undefined : send, observer: observer as GameObserver | undefined, check: setup.check, strategyOptions: setup.strategyOptions, decisionBudgetMs: budget, clock };
    return recordLine(ruleset.playGame(mission, seatedLineup(setup, game), strategy, setup.seed, game, options));
  } finally {
    beat?.busy(run, false);
    port.close();
  }
}

// Not Buffer.from: a short Buffer is a slice of a shared pool, which must not be transferred.
const UTF8 = new TextEncoder();

/** `text` as UTF-8, in `buffer` when it fits. */
function encode(text: string, buffer: ArrayBuffer | undefined): Uint8Array {
  if (buffer) {
    const into = new Uint8Array(buffer);
    const { read, written } = UTF8.encodeInto(text, into);
    if (read === text.length) return into.subarray(0, written);
  }
  return UTF8.encode(text);
}

/** The result with its typed arrays handed over to the main thread instead of copied. */
function movable(result: BatchResult): BatchResult {
  const buffers = new Set<ArrayBufferLike>([result.records.buffer]);
  for (const column of Object.values(result.stats?.games ?? {})) buffers.add((column as Uint8Array).buffer);
  return Piscina.move({
    get [Piscina.transferableSymbol]() {
      return [...buffers];
    },
    get [Piscina.valueSymbol]() {
      return result;
    },
  } as never) as never;
}
