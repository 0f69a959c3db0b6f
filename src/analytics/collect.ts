/**
 * What a run collects for analytics, in a game-independent and mergeable form (docs/results.md):
 *
 * - per game: columns (typed arrays, in game order) — outcome, cause, rounds, kills and spawns by
 *   type, wounds, deaths, XP, danger level, objectives, searches;
 * - per round: histograms (counts by integer value) of the zombies on the board and spawned by
 *   type, survivors alive, lineup XP and noise, and the games at each danger level;
 * - per survivor and per zone: sums.
 *
 * A rule system fills it through a `GameCollector` (`Ruleset.collector`), which turns its own
 * game view into the observations below. Batches are merged in game order (`StatsAccumulator`):
 * the columns are concatenated and the histograms and sums added, so the result is the same
 * whatever the worker count or batch size.
 */
import type { GameRecord, Outcome } from '../games/types.ts';
import type { GameColumns, GameStats, Hist, RoundSeries, RunStats, StatsSchema, SurvivorSums, ZoneSums } from './run-stats.ts';

export type { GameColumns, GameStats, Hist, RoundSeries, RunStats, StatsSchema, SurvivorSums, ZoneSums } from './run-stats.ts';

export const OUTCOMES: readonly Outcome[] = ['win', 'loss', 'error'];

/** What a rule system reports at the end of a round (and once more where a game ends mid-round). */
export interface RoundObservation {
  round: number;
  alive: number;
  level: number;
  xp: number;
  noise: number;
  /** By type (schema.types). */
  onBoard: ArrayLike<number>;
  spawned: ArrayLike<number>;
  /** Zombies in each zone (schema.zones). */
  zoneZombies: ArrayLike<number>;
}

export interface SurvivorObservation {
  name: string;
  kills: number;
  wounds: number;
  xp: number;
  level: number;
  dead: boolean;
  /** Zone of death, -1 if alive. */
  diedIn: number;
}

/** What a rule system reports once a game has ended. */
export interface GameObservation {
  /** By type (schema.types). */
  kills: ArrayLike<number>;
  spawned: ArrayLike<number>;
  wounds: number;
  level: number;
  objectives: number;
  searches: number;
  survivors: SurvivorObservation[];
}

export type { GameCollector } from '../games/types.ts';

// ---------------------------------------------------------------------------------------------

/** Count one observation of value v (a non-negative integer). */
export function bump(h: Hist, v: number, by = 1): void {
  const i = Math.max(0, Math.round(v));
  while (h.length <= i) h.push(0);
  h[i]! += by;
}

/** Add histogram b into a. */
export function addHist(a: Hist, b: Hist): void {
  while (a.length < b.length) a.push(0);
  for (let i = 0; i < b.length; i++) a[i]! += b[i]!;
}

function addSums(a: number[], b: readonly number[]): void {
  while (a.length < b.length) a.push(0);
  for (let i = 0; i < b.length; i++) a[i]! += b[i]!;
}

/** The element at `i`, created by `make` when missing (arrays indexed by round). */
function at<T>(list: T[], i: number, make: () => T): T {
  while (list.length <= i) list.push(make());
  return list[i]!;
}

const U16 = 0xffff;
const clamp16 = (v: number) => Math.min(U16, Math.max(0, Math.round(v)));

export function emptyRounds(types: number): RoundSeries {
  return {
    games: [], alive: [], xp: [], noise: [], level: [],
    onBoard: Array.from({ length: types + 1 }, () => []),
    spawned: Array.from({ length: types + 1 }, () => []),
  };
}

function emptySurvivors(n: number): SurvivorSums {
  const z = () => new Array<number>(n).fill(0);
  return { games: z(), kills: z(), deaths: z(), wounds: z(), xp: z(), levels: Array.from({ length: n }, () => []) };
}

/** Builds the RunStats of one batch from a rule system's observations. */
export class StatsBuilder {
  readonly schema: StatsSchema;
  private first = -1;
  private count = 0;
  private readonly causes: string[] = [];
  private readonly causeIndex = new Map<string, number>();
  private readonly cols = {
    outcome: [] as number[], cause: [] as number[], rounds: [] as number[], kills: [] as number[], spawned: [] as number[],
    wounds: [] as number[], deaths: [] as number[], xp: [] as number[], level: [] as number[], objectives: [] as number[], searches: [] as number[],
  };
  private readonly rounds: RoundSeries;
  private readonly survivors: SurvivorSums;
  private readonly zones: ZoneSums;

  constructor(schema: StatsSchema) {
    this.schema = schema;
    this.rounds = emptyRounds(schema.types.length);
    this.survivors = emptySurvivors(schema.survivors.length);
    this.zones = { deaths: new Array<number>(schema.zones.length).fill(0), zombies: new Array<number>(schema.zones.length).fill(0), observations: 0 };
  }

  round(o: RoundObservation): void {
    const r = o.round - 1;
    if (r < 0) return;
    const s = this.rounds;
    const T = this.schema.types.length;
    at(s.games, r, () => 0);
    s.games[r]!++;
    bump(at(s.alive, r, () => []), o.alive);
    bump(at(s.xp, r, () => []), o.xp);
    bump(at(s.noise, r, () => []), o.noise);
    bump(at(s.level, r, () => []), o.level);
    let board = 0;
    let spawned = 0;
    for (let t = 0; t < T; t++) {
      bump(at(s.onBoard[t]!, r, () => []), o.onBoard[t]!);
      bump(at(s.spawned[t]!, r, () => []), o.spawned[t]!);
      board += o.onBoard[t]!;
      spawned += o.spawned[t]!;
    }
    bump(at(s.onBoard[T]!, r, () => []), board);
    bump(at(s.spawned[T]!, r, () => []), spawned);
    const z = this.zones;
    for (let i = 0; i < z.zombies.length; i++) z.zombies[i]! += o.zoneZombies[i]!;
    z.observations++;
  }

  /** Close a game: its record, and what the rule system observed at its end (null if nothing was). */
  game(record: GameRecord, o: GameObservation | null): void {
    if (this.first < 0) this.first = record.game;
    if (record.game !== this.first + this.count) throw new Error(`collector: game ${record.game} after game ${this.first + this.count - 1}`);
    this.count++;
    const c = this.cols;
    const T = this.schema.types.length;
    c.outcome.push(OUTCOMES.indexOf(record.outcome));
    let ci = this.causeIndex.get(record.cause);
    if (ci === undefined) {
      ci = this.causes.length;
      this.causes.push(record.cause);
      this.causeIndex.set(record.cause, ci);
    }
    c.cause.push(ci);
    c.rounds.push(record.rounds);
    for (let t = 0; t < T; t++) {
      c.kills.push(o ? o.kills[t]! : 0);
      c.spawned.push(o ? o.spawned[t]! : 0);
    }
    c.wounds.push(o ? o.wounds : record.wounds);
    c.xp.push(record.xp);
    c.level.push(o ? o.level : record.maxDanger);
    c.objectives.push(o ? o.objectives : 0);
    c.searches.push(o ? o.searches : 0);
    let deaths = 0;
    for (const s of o?.survivors ?? []) {
      const i = this.schema.survivors.indexOf(s.name);
      if (s.dead) deaths++;
      if (s.dead && s.diedIn >= 0 && s.diedIn < this.zones.deaths.length) this.zones.deaths[s.diedIn]!++;
      if (i < 0) continue;
      const sums = this.survivors;
      sums.games[i]!++;
      sums.kills[i]! += s.kills;
      sums.wounds[i]! += s.wounds;
      sums.xp[i]! += s.xp;
      if (s.dead) sums.deaths[i]!++;
      bump(sums.levels[i]!, s.level);
    }
    c.deaths.push(deaths);
  }

  result(): RunStats {
    const c = this.cols;
    const u16 = (a: number[]) => Uint16Array.from(a, clamp16);
    return {
      schema: this.schema,
      first: Math.max(0, this.first),
      count: this.count,
      causes: [...this.causes],
      games: {
        outcome: Uint8Array.from(c.outcome), cause: u16(c.cause), rounds: u16(c.rounds), kills: u16(c.kills), spawned: u16(c.spawned),
        wounds: u16(c.wounds), deaths: u16(c.deaths), xp: u16(c.xp), level: Uint8Array.from(c.level), objectives: u16(c.objectives), searches: u16(c.searches),
      },
      rounds: structuredClone(this.rounds),
      survivors: structuredClone(this.survivors),
      zones: structuredClone(this.zones),
    };
  }
}

type ColumnName = keyof GameColumns;
const COLUMN_NAMES: readonly ColumnName[] = ['outcome', 'cause', 'rounds', 'kills', 'spawned', 'wounds', 'deaths', 'xp', 'level', 'objectives', 'searches'];

/**
 * Merges batches given in game order: columns are concatenated (once, in `result`), histograms and
 * sums added as they come. The result does not depend on how the games were split into batches.
 */
export class StatsAccumulator {
  private schema: StatsSchema | undefined;
  private schemaKey = '';
  private first = 0;
  private count = 0;
  private readonly causes: string[] = [];
  private readonly causeIndex = new Map<string, number>();
  private readonly chunks: GameColumns[] = [];
  private rounds: RoundSeries | undefined;
  private survivors: SurvivorSums | undefined;
  private zones: ZoneSums | undefined;

  add(part: RunStats): void {
    if (part.count === 0) return;
    if (this.schema === undefined) {
      this.schema = part.schema;
      this.schemaKey = JSON.stringify(part.schema);
      this.first = part.first;
      this.rounds = emptyRounds(part.schema.types.length);
      this.survivors = emptySurvivors(part.schema.survivors.length);
      this.zones = { deaths: [], zombies: [], observations: 0 };
    } else if (JSON.stringify(part.schema) !== this.schemaKey) {
      throw new Error('cannot merge statistics of different missions or lineups');
    }
    if (part.first !== this.first + this.count) throw new Error(`statistics merged out of order: games from ${part.first}, expected ${this.first + this.count}`);
    this.count += part.count;
    // Re-number the batch's causes into the merged list.
    const remap = part.causes.map((cause) => {
      let i = this.causeIndex.get(cause);
      if (i === undefined) {
        i = this.causes.length;
        this.causes.push(cause);
        this.causeIndex.set(cause, i);
      }
      return i;
    });
    const cols = { ...part.games, cause: part.games.cause.map((i) => remap[i]!) };
    this.chunks.push(cols);
    mergeRounds(this.rounds!, part.rounds);
    const s = this.survivors!;
    const p = part.survivors;
    addSums(s.games, p.games);
    addSums(s.kills, p.kills);
    addSums(s.deaths, p.deaths);
    addSums(s.wounds, p.wounds);
    addSums(s.xp, p.xp);
    p.levels.forEach((h, i) => addHist(at(s.levels, i, () => []), h));
    addSums(this.zones!.deaths, part.zones.deaths);
    addSums(this.zones!.zombies, part.zones.zombies);
    this.zones!.observations += part.zones.observations;
  }

  /** The merged statistics, or undefined if nothing was added. */
  result(): RunStats | undefined {
    if (this.schema === undefined) return undefined;
    const games = {} as Record<ColumnName, Uint8Array | Uint16Array>;
    for (const name of COLUMN_NAMES) games[name] = concat(this.chunks.map((c) => c[name]));
    return {
      schema: this.schema, first: this.first, count: this.count, causes: [...this.causes],
      games: games as unknown as GameColumns, rounds: this.rounds!, survivors: this.survivors!, zones: this.zones!,
    };
  }
}

function mergeRounds(a: RoundSeries, b: RoundSeries): void {
  addSums(a.games, b.games);
  const hists = (x: Hist[], y: Hist[]) => y.forEach((h, r) => addHist(at(x, r, () => []), h));
  hists(a.alive, b.alive);
  hists(a.xp, b.xp);
  hists(a.noise, b.noise);
  hists(a.level, b.level);
  b.onBoard.forEach((series, t) => hists(at(a.onBoard, t, () => []), series));
  b.spawned.forEach((series, t) => hists(at(a.spawned, t, () => []), series));
}

function concat<A extends Uint8Array | Uint16Array>(parts: A[]): A {
  const n = parts.reduce((s, p) => s + p.length, 0);
  const Ctor = (parts[0]?.constructor ?? Uint16Array) as new (n: number) => A;
  const out = new Ctor(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Merge whole runs' statistics given in game order (e.g. the batches of a run). */
export function mergeStats(parts: readonly RunStats[]): RunStats | undefined {
  const acc = new StatsAccumulator();
  for (const p of parts) acc.add(p);
  return acc.result();
}

/**
 * The per-game statistics of the first `n` games of `s` (games first .. first + n - 1): exactly those a run
 * of only these games collects.
 */
export function gamesPrefix(s: GameStats, n: number): GameStats {
  if (!Number.isInteger(n) || n < 0 || n > s.count) throw new Error(`gamesPrefix: ${n} games asked of ${s.count}`);
  const T = s.schema.types.length;
  const games = {} as Record<ColumnName, Uint8Array | Uint16Array>;
  for (const name of COLUMN_NAMES) games[name] = s.games[name].slice(0, name === 'kills' || name === 'spawned' ? n * T : n);
  // Causes are numbered in order of first appearance, so those of the first n games are the first ones.
  let causes = 0;
  for (const c of games.cause) causes = Math.max(causes, c + 1);
  return { schema: s.schema, first: s.first, count: n, causes: s.causes.slice(0, causes), games: games as unknown as GameColumns };
}
