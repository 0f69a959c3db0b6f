/**
 * The tokens: section: one reader per token kind, chosen by the line's first word; every token lies in a zone (the
 * second word), and most take a fixed number of words after it. A game's map vocabulary adds token kinds and
 * zombie types of its own.
 */
import type { MapTokens, ZombieToken } from '../map.ts';
import { zoneOf, type Grid } from './grid.ts';
import { CELL_REF, COUNT, CORE_TOKEN_KINDS, CORE_ZOMBIE_TYPES, didYouMean, listOf, MAX_COUNT, WORD, type Line, type Reporter } from './syntax.ts';
import type { MapVocabulary, TokenKind } from './vocabulary.ts';

/** The tokens being read. */
interface TokenReading {
  readonly grid: Grid;
  readonly report: Reporter;
  readonly tokens: MapTokens;
  /** The zombie types a `zombies` token may name. */
  readonly zombieTypes: readonly string[];
  /** The line each spawn order was given on. */
  readonly spawnOrder: Map<number, number>;
  /** The line of each start, exit and manhole token, by zone. */
  readonly tokenLine: { start: Map<number, number>; exit: Map<number, number>; manhole: Map<number, number> };
}

/** One token line, its kind and zone checked: `w` is the line's words (w[0] the kind, w[1] the zone). */
interface TokenArgs {
  ln: Line;
  w: string[];
  zone: number;
}

/** A token kind: the words after the kind, its zone included (null: `read` checks the options), how it is written, its reader. */
interface TokenReader {
  words: number | null;
  usage(t: TokenReading): string;
  read(t: TokenReading, a: TokenArgs): void;
}

/** `"<kind> <zone>"`: a token with no words after its zone. */
const zoneOnly = (kind: string) => () => `"${kind} <zone>"`;

/** The token kinds of every map. */
const CORE_TOKENS: Record<(typeof CORE_TOKEN_KINDS)[number], TokenReader> = {
  start: { words: 1, usage: zoneOnly('start'), read: (t, a) => once(t, a, t.tokens.start, 'a starting zone', t.tokenLine.start) },
  exit: { words: 1, usage: zoneOnly('exit'), read: (t, a) => once(t, a, t.tokens.exits, 'an exit', t.tokenLine.exit) },
  spawn: { words: null, usage: () => '"spawn <zone> order=<n> [colour=<c>] [inactive]"', read: readSpawn },
  objective: { words: null, usage: () => '"objective <zone> [colour=<c>] [hidden]"', read: readObjective },
  car: { words: 2, usage: () => '"car <zone> <type>"', read: readCar },
  manhole: { words: null, usage: () => '"manhole <zone> [at=<cell>,<cell>…]" (at=: the cells under the printed markers, e.g. at=r4c2)', read: readManhole },
  zombies: { words: 3, usage: (t) => `"zombies <zone> <count> <${t.zombieTypes.join('|')}>"`, read: readZombies },
  noise: { words: 2, usage: () => '"noise <zone> <count>"', read: (t, a) => t.tokens.noise.push({ zone: a.zone, count: countArg(t, a.w[2]!, a.ln.no, 'noise count'), line: a.ln.no }) },
};

/** Read the token lines (each bad line reported and skipped); spawns are sorted by their order. */
export function readTokens(tokenLines: readonly Line[], grid: Grid, vocabulary: MapVocabulary, report: Reporter): { tokens: MapTokens; tokenLine: TokenReading['tokenLine'] } {
  const t: TokenReading = {
    grid,
    report,
    tokens: { start: [], exits: [], spawns: [], objectives: [], cars: [], manholes: [], manholeCells: [], zombies: [], noise: [] },
    zombieTypes: [...CORE_ZOMBIE_TYPES, ...(vocabulary.zombies ?? [])],
    spawnOrder: new Map(),
    tokenLine: { start: new Map(), exit: new Map(), manhole: new Map() },
  };
  const readers = new Map<string, TokenReader>(Object.entries(CORE_TOKENS));
  for (const [kind, game] of Object.entries(vocabulary.tokens ?? {})) readers.set(kind, gameToken(kind, game));
  for (const ln of tokenLines) report.attempt(() => readToken(t, readers, ln));
  t.tokens.spawns.sort((x, y) => x.order - y.order);
  return { tokens: t.tokens, tokenLine: t.tokenLine };
}

/** A token line: its kind, its zone, the number of words after the zone, then the kind's reader. */
function readToken(t: TokenReading, readers: ReadonlyMap<string, TokenReader>, ln: Line): void {
  const fail: Reporter['fail'] = t.report.fail;
  const w = ln.text.split(/\s+/);
  const kind = w[0]!;
  const reader = readers.get(kind);
  if (!reader) {
    const kinds = [...readers.keys()];
    fail(ln.no, `unknown token "${kind}"${didYouMean(kind, kinds)}; the tokens are ${listOf(kinds, 'and')}`);
  }
  if (w.length < 2) fail(ln.no, `"${kind}" needs a zone after it`);
  const zone = zoneOf(t.grid, w[1]!, ln.no, `this ${kind} token`, fail);
  const n = reader.words;
  if (n != null) {
    if (w.length < n + 1) fail(ln.no, `"${kind}" is written ${reader.usage(t)}`);
    if (w.length > n + 1) fail(ln.no, `unexpected "${w.slice(n + 1).join(' ')}"; "${kind}" is written ${reader.usage(t)}`);
  }
  reader.read(t, { ln, w, zone });
}

/** A start, exit or manhole zone: at most one such token per zone. */
function once(t: TokenReading, { ln, zone }: TokenArgs, list: number[], what: string, lines: Map<number, number>): void {
  if (list.includes(zone)) t.report.fail(ln.no, `zone ${t.grid.zones[zone]!.label} is already ${what} (line ${lines.get(zone)})`);
  list.push(zone);
  lines.set(zone, ln.no);
}

/** `manhole <zone> [at=<cell>,<cell>…]`: the cells under the printed markers lie in the zone. */
function readManhole(t: TokenReading, a: TokenArgs): void {
  const fail: Reporter['fail'] = t.report.fail;
  const { ln, w, zone } = a;
  const { rows, cols, cellZone, zones } = t.grid;
  if (w.length > 3 || (w[2] !== undefined && !w[2].startsWith('at='))) fail(ln.no, `unexpected "${w.slice(2).join(' ')}"; a manhole is written ${CORE_TOKENS.manhole.usage(t)}`);
  const cells = w[2] === undefined ? [] : w[2].slice(3).split(',').map((ref) => {
    const m = CELL_REF.exec(ref);
    if (!m) fail(ln.no, `"${ref}" is not a cell; the cells under the manhole markers are written like at=r4c2,r5c2`);
    const cell = Number(m[1]) * cols + Number(m[2]);
    if (Number(m[1]) >= rows || Number(m[2]) >= cols || cellZone[cell] !== zone) fail(ln.no, `cell ${ref} is not in zone ${zones[zone]!.label}; a manhole's cells lie in its zone`);
    return cell;
  });
  once(t, a, t.tokens.manholes, 'a manhole zone', t.tokenLine.manhole);
  t.tokens.manholeCells.push(cells);
}

/** `car <zone> <type>`. */
function readCar(t: TokenReading, { ln, w, zone }: TokenArgs): void {
  if (!WORD.test(w[2]!)) t.report.fail(ln.no, `"${w[2]}" is not a car type; use a single word like police or pimpmobile`);
  t.tokens.cars.push({ zone, type: w[2]!, line: ln.no });
}

/** `zombies <zone> <count> <type>`: zombies on the board at setup. */
function readZombies(t: TokenReading, { ln, w, zone }: TokenArgs): void {
  const count = countArg(t, w[2]!, ln.no, 'zombie count');
  const type = w[3] as ZombieToken['type'];
  if (!t.zombieTypes.includes(type)) {
    t.report.fail(ln.no, `"${w[3]}" is not a zombie type${didYouMean(w[3]!, t.zombieTypes)}; use ${listOf(t.zombieTypes, 'or')} (singular, lower case)`);
  }
  t.tokens.zombies.push({ zone, count, type, line: ln.no });
}

/** `spawn <zone> order=<n> [colour=<c>] [inactive]`: spawn orders are unique. */
function readSpawn(t: TokenReading, { ln, w, zone }: TokenArgs): void {
  const fail: Reporter['fail'] = t.report.fail;
  let order = -1;
  let colour: string | null = null;
  let active = true;
  for (const opt of w.slice(2)) {
    if (opt.startsWith('order=') && order < 0) order = countArg(t, opt.slice(6), ln.no, 'spawn order');
    else if (opt.startsWith('colour=') && colour === null) colour = colourArg(t, opt.slice(7), ln.no);
    else if (opt === 'inactive' && active) active = false;
    else fail(ln.no, `"${opt}" is not a spawn option (or is repeated); a spawn is written ${CORE_TOKENS.spawn.usage(t)}`);
  }
  if (order < 0) fail(ln.no, `a spawn zone needs its place in the spawn order, e.g. "spawn ${w[1]} order=1"`);
  const prev = t.spawnOrder.get(order);
  if (prev !== undefined) fail(ln.no, `spawn order ${order} is already used on line ${prev}`);
  t.spawnOrder.set(order, ln.no);
  t.tokens.spawns.push({ zone, order, colour, active, line: ln.no });
}

/** `objective <zone> [colour=<c>] [hidden]`. */
function readObjective(t: TokenReading, { ln, w, zone }: TokenArgs): void {
  let colour: string | null = null;
  let hidden = false;
  for (const opt of w.slice(2)) {
    if (opt.startsWith('colour=') && colour === null) colour = colourArg(t, opt.slice(7), ln.no);
    else if (opt === 'hidden' && !hidden) hidden = true;
    else t.report.fail(ln.no, `"${opt}" is not an objective option (or is repeated); an objective is written ${CORE_TOKENS.objective.usage(t)}`);
  }
  t.tokens.objectives.push({ zone, colour, hidden, line: ln.no });
}

/** A game's token kind: what its reader returns is kept in `tokens.extra[kind]`. */
function gameToken(kind: string, game: TokenKind): TokenReader {
  return {
    words: game.args === null ? null : game.args + 1,
    usage: () => game.usage ?? `"${kind} <zone>"`,
    read: (t, { ln, w, zone }) => {
      const value = game.read({
        kind,
        zone,
        words: w.slice(2),
        line: ln.no,
        fail: (message) => t.report.fail(ln.no, message),
        count: (word, what) => countArg(t, word, ln.no, what),
        colour: (word) => colourArg(t, word, ln.no),
      });
      const extra = (t.tokens.extra ??= {});
      (Object.hasOwn(extra, kind) ? extra[kind]! : (extra[kind] = [])).push(value);
    },
  };
}

function countArg(t: TokenReading, s: string, no: number, what: string): number {
  if (!COUNT.test(s) || Number(s) > MAX_COUNT) t.report.fail(no, `"${s}" is not a valid ${what}; it must be a whole number from 1 to ${MAX_COUNT}`);
  return Number(s);
}

function colourArg(t: TokenReading, s: string, no: number): string {
  if (!WORD.test(s)) t.report.fail(no, `"${s}" is not a colour name; use a single word like blue`);
  return s;
}
