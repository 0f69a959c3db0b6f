/**
 * The map vocabulary a game adds to the zmap format: edge kinds, token kinds and zombie types beyond the ones every
 * map understands (src/core/zmap/syntax.ts: open, wall, door; start … noise; walker, runner, fatty, abomination).
 * A game declares its words with `defineMapVocabulary(game, {...})`; the parser accepts them in a mission whose
 * `game:` line names that game, and reports them elsewhere as any unknown word (`unknown edge kind "link"; …`).
 *
 * Until every game declares its own, the words the parser knew before this registry (Black Plague's `link` edge and
 * `necromancer` zombies) are pre-registered for black-plague and are also the vocabulary of every game that
 * declared none, so that no map reads differently (see UNREGISTERED_GAME_VOCABULARY).
 */
import { SIDE_OPEN } from '../map.ts';
import { CORE_EDGE_KINDS, CORE_TOKEN_KINDS, CORE_ZOMBIE_TYPES, DOOR_STATE, PAIR_REF, TILE_EDGE_KINDS, WORD } from './syntax.ts';

/** One line of an edge kind a game adds, and what its reader may do with it. */
export interface EdgeLine {
  /** The line's words; words[0] is the edge kind. */
  readonly words: readonly string[];
  /** The line number in the file. */
  readonly line: number;
  /** Report a problem on this line, and skip the line. */
  fail(message: string): never;
  /** The zone `name` labels (a dark room's `!` optional); an unknown label fails with the parser's message, naming `where` ("this link"). */
  zone(name: string, where: string): number;
  /** A zone's label. */
  label(zone: number): string;
  /** Give the edge between zones a and b on this line; fails when an earlier edge line gave the same pair. */
  claimPair(a: number, b: number): void;
  /** Add a door joining a and b on this line, numbered after the doors before it; its id. */
  addDoor(a: number, b: number, state: { open: boolean; locked: boolean; colour: string | null }): number;
  /** Add a passage joining a and b for movement only (map.links); `side` is SIDE_OPEN or the id of the door on it. */
  addLink(a: number, b: number, side: number): void;
}

/** The reader of an edge kind: checks a line (`fail` skips it) and adds what it says. */
export type EdgeKind = (edge: EdgeLine) => void;

/** One line of a token kind a game adds. */
export interface TokenLine {
  readonly kind: string;
  /** The zone the token lies in (the word after the kind, already checked). */
  readonly zone: number;
  /** The words after the zone. */
  readonly words: readonly string[];
  readonly line: number;
  /** Report a problem on this line, and skip the line. */
  fail(message: string): never;
  /** A whole number from 1 to 999; anything else fails, naming `what` ("zombie count"). */
  count(word: string, what: string): number;
  /** A colour name (one word). */
  colour(word: string): string;
}

/** A token kind a game adds. */
export interface TokenKind {
  /** How many words follow the zone, or null when `read` checks them (options). */
  readonly args: number | null;
  /** How the token is written, for messages, e.g. '"grave <zone> <count>"' (default '"<kind> <zone>"'). */
  readonly usage?: string;
  /** Read one good line; what it returns is kept in `map.tokens.extra[kind]`, in file order. */
  read(token: TokenLine): unknown;
}

/** The words a game adds to the format; each must be a word (a letter, then letters, digits, _ or -) the core does not use. */
export interface MapVocabulary {
  /** Edge kinds (the first word of an edges: line) and their readers. */
  readonly edges?: Readonly<Record<string, EdgeKind>>;
  /** Token kinds (the first word of a tokens: line). */
  readonly tokens?: Readonly<Record<string, TokenKind>>;
  /** Zombie types a `zombies` token may name, after walker, runner, fatty and abomination. */
  readonly zombies?: readonly string[];
}

/** `link A-B open|closed|locked[:colour]`: a passage between zones that need not touch (movement only; docs/missions.md). */
export function linkEdge(e: EdgeLine): void {
  const w = e.words;
  const pm = w[1] === undefined ? null : PAIR_REF.exec(w[1]);
  if (!pm) e.fail(`"link" needs two zone labels joined by "-" (like Z13-V16), then open, closed or locked`);
  const a = e.zone(pm[1]!, 'this link');
  const b = e.zone(pm[2]!, 'this link');
  if (a === b) e.fail(`a link needs two different zones, not ${e.label(a)} twice`);
  const st = w[2];
  const m = st === undefined ? null : DOOR_STATE.exec(st);
  if (!m) e.fail(`a link needs a state after the zones: open, closed, locked or locked:<colour>`);
  const colour = m[2] ?? null;
  if (colour !== null && (m[1] !== 'locked' || !WORD.test(colour))) e.fail(`only a locked link takes a colour, as one word: locked:blue`);
  if (w.length > 3) e.fail(`unexpected "${w.slice(3).join(' ')}" after the link state`);
  e.claimPair(a, b);
  // "open" is a passage with no door; "closed" and "locked" put a door on it.
  const side = m[1] === 'open' ? SIDE_OPEN : e.addDoor(a, b, { open: false, locked: m[1] === 'locked', colour });
  e.addLink(a, b, side);
}

/** A map of no game's words: only what every map understands. */
export const CORE_MAP_VOCABULARY: MapVocabulary = Object.freeze({});

/**
 * Black Plague's map words: `link` edges (its vaults' stairs) and `necromancer` zombies. Pre-registered by the core
 * for black-plague until the game declares them itself (`defineMapVocabulary('black-plague', …)` replaces it).
 */
export const BLACK_PLAGUE_MAP_VOCABULARY: MapVocabulary = Object.freeze({ edges: Object.freeze({ link: linkEdge }), zombies: Object.freeze(['necromancer']) });

/**
 * The vocabulary of a map whose game declared none (Season 1 today, a map with no `game:` line, a tile file): the
 * words the parser accepted in every map before games declared theirs, so that no map reads differently. Once each
 * game declares its own, this becomes CORE_MAP_VOCABULARY, and `link` or `necromancer` in a Season 1 map is an
 * unknown word.
 */
export const UNREGISTERED_GAME_VOCABULARY: MapVocabulary = BLACK_PLAGUE_MAP_VOCABULARY;

/** Vocabularies by game; the core's pre-registrations are replaced by the game's own. */
const vocabularies = new Map<string, MapVocabulary>([['black-plague', BLACK_PLAGUE_MAP_VOCABULARY]]);
const preRegistered = new Set<string>(vocabularies.keys());

/**
 * Declare the map words of `game` (the value of a mission's `game:` line); returns `vocabulary`. Throws (a
 * programming error) when a word is not a word or is one of the core's, or when the game already declared another
 * vocabulary.
 */
export function defineMapVocabulary(game: string, vocabulary: MapVocabulary): MapVocabulary {
  const bad = (what: string) => new Error(`the map vocabulary of ${JSON.stringify(game)}: ${what}`);
  if (!WORD.test(game)) throw bad('a game is named by one word');
  const check = (kind: string, words: readonly string[], core: readonly string[]): void => {
    for (const word of words) {
      if (!WORD.test(word)) throw bad(`${JSON.stringify(word)} is not a word (a letter, then letters, digits, _ or -), so it cannot be ${kind}`);
      if (core.includes(word)) throw bad(`"${word}" is already ${kind} of every map`);
    }
  };
  check('an edge kind', Object.keys(vocabulary.edges ?? {}), [...CORE_EDGE_KINDS, ...TILE_EDGE_KINDS]);
  check('a token kind', Object.keys(vocabulary.tokens ?? {}), CORE_TOKEN_KINDS);
  check('a zombie type', vocabulary.zombies ?? [], CORE_ZOMBIE_TYPES);
  for (const [kind, t] of Object.entries(vocabulary.tokens ?? {})) {
    if (t.args !== null && !(Number.isInteger(t.args) && t.args >= 0)) throw bad(`token "${kind}": args is a number of words (0 or more) or null`);
  }
  const known = vocabularies.get(game);
  if (known !== undefined && known !== vocabulary && !preRegistered.has(game)) throw bad('the game already declared another map vocabulary');
  preRegistered.delete(game);
  vocabularies.set(game, vocabulary);
  return vocabulary;
}

/** The vocabulary a map of `game` is read with (undefined: a map with no `game:` line). */
export function mapVocabularyOf(game: string | undefined): MapVocabulary {
  return (game === undefined ? undefined : vocabularies.get(game)) ?? UNREGISTERED_GAME_VOCABULARY;
}
