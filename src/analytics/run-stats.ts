/**
 * The format of what a run collects (docs/results.md), as types: per-game columns, per-round histograms, per-survivor
 * and per-zone sums. A leaf module: it imports nothing, so the Ruleset contract (src/games/types.ts, whose
 * `Ruleset.collector` returns these) can name it without importing the collectors' machinery in collect.ts,
 * which itself reads the contract's records (no import cycle).
 */

/** Counts by integer value: hist[v] = how many observations had value v. */
export type Hist = number[];

/** The labels a rule system gives the dimensions it reports. */
export interface StatsSchema {
  /** Kinds of zombies (the "by type" series), e.g. walker, runner, fatty, abomination. */
  types: string[];
  /** Danger levels, lowest first. */
  levels: string[];
  /** Every survivor that may appear: the lineup, then any that can join during a game. */
  survivors: string[];
  /** Zone labels, by zone index. */
  zones: string[];
  /** Building zones (rooms) by zone index, 1 = room. */
  rooms: number[];
  /** The map's cells, for drawing it: cellZone[row * cols + col] is a zone index or -1. */
  grid: { rows: number; cols: number; cellZone: number[] } | null;
}

/** Per-game columns, in game order. `kills` and `spawned` hold `types.length` values per game. */
export interface GameColumns {
  /** Index into OUTCOMES (src/analytics/collect.ts). */
  outcome: Uint8Array;
  /** Index into RunStats.causes. */
  cause: Uint16Array;
  rounds: Uint16Array;
  kills: Uint16Array;
  spawned: Uint16Array;
  wounds: Uint16Array;
  /** Survivors dead at the end. */
  deaths: Uint16Array;
  /** Lineup XP at the end. */
  xp: Uint16Array;
  /** Highest danger level reached (index into schema.levels). */
  level: Uint8Array;
  objectives: Uint16Array;
  searches: Uint16Array;
}

/** Per-round series: index r - 1 holds round r, observed at the end of the round (or where the game ended in it). */
export interface RoundSeries {
  /** Games observed at round r (still being played at its end, or ended during it). */
  games: number[];
  /** Survivors alive. */
  alive: Hist[];
  /** Lineup XP. */
  xp: Hist[];
  /** Noise made during the round. */
  noise: Hist[];
  /** level[r - 1][l]: games at danger level l. */
  level: number[][];
  /** onBoard[t][r - 1]: zombies of type t on the board; t = types.length is all types together. */
  onBoard: Hist[][];
  /** spawned[t][r - 1]: zombies of type t spawned during the round; t = types.length is all types. */
  spawned: Hist[][];
}

/** Sums per survivor, aligned with schema.survivors. */
export interface SurvivorSums {
  /** Games the survivor took part in. */
  games: number[];
  kills: number[];
  deaths: number[];
  wounds: number[];
  xp: number[];
  /** levels[s][l]: games the survivor ended at level l. */
  levels: number[][];
}

/** Sums per zone, aligned with schema.zones. */
export interface ZoneSums {
  /** Survivors who died in the zone. */
  deaths: number[];
  /** Zombies in the zone, summed over every round observation. */
  zombies: number[];
  /** Round observations (the denominator of the mean zombies per zone). */
  observations: number;
}

export interface RunStats {
  schema: StatsSchema;
  /** Index of the first game; the columns hold games first .. first + count - 1. */
  first: number;
  count: number;
  /** Distinct causes, in order of first appearance in game order. */
  causes: string[];
  games: GameColumns;
  rounds: RoundSeries;
  survivors: SurvivorSums;
  zones: ZoneSums;
}

/**
 * The per-game part of RunStats: what comparing arms reads (`zsim compare`, `zsim balance`). Unlike the
 * per-round histograms and the sums, it can be cut to any prefix of the games exactly (gamesPrefix).
 */
export type GameStats = Pick<RunStats, 'schema' | 'first' | 'count' | 'causes' | 'games'>;
