/**
 * What every part of the zmap parser shares: a content line, the way problems are reported, the shapes of the
 * words (labels, cell sides, door states, counts) and the wording helpers of the messages.
 */
import { closest } from '../suggest.ts';

/** A line with content (comments and blank lines dropped), with its 1-based line number in the file. */
export interface Line {
  no: number;
  text: string;
}

/**
 * How the parser reports: `note` records a problem and carries on, `fail` records one and abandons the current
 * line (or, outside a line loop, the whole parse), `attempt` runs a body that may `fail`.
 */
export interface Reporter {
  note(line: number, message: string): void;
  fail(line: number, message: string): never;
  attempt(body: () => void): void;
}

/** Thrown by `fail` once the problem is recorded: caught per line (skip it) or at the top (stop). */
export const SKIP: unique symbol = Symbol('skip');

export const LABEL = /^[A-Za-z][A-Za-z0-9_]*!?$/;
export const KEY_LINE = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/;
export const SIDE_REF = /^r(\d+)c(\d+)\.([NESW])$/;
export const CELL_REF = /^r(\d+)c(\d+)$/;
export const SPAN = /^(\d*\.?\d+)-(\d*\.?\d+)$/;
export const PAIR_REF = /^([A-Za-z][A-Za-z0-9_]*!?)-([A-Za-z][A-Za-z0-9_]*!?)$/;
export const DOOR_STATE = /^(closed|open|locked)(?::(.*))?$/;
export const WORD = /^[A-Za-z][\w-]*$/;
export const COUNT = /^[1-9]\d*$/;
/** The largest count or spawn order a token takes (a sanity bound: the games' boxes hold far fewer miniatures). */
export const MAX_COUNT = 999;

/** ` (did you mean "x"?)` when `word` is a near miss of one of `candidates` (keywords, so any case), else ''. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const near = closest(word.toLowerCase(), candidates);
  return near === undefined ? '' : ` (did you mean "${near}"?)`;
}

/** `a, b, c or d` (`last`: the word before the last item). */
export function listOf(words: readonly string[], last: 'or' | 'and'): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

export function isRoomLabel(label: string): boolean {
  const ch = label.charCodeAt(0);
  return ch >= 65 && ch <= 90;
}

export function cellName(c: number, cols: number): string {
  return `r${(c / cols) | 0}c${c % cols}`;
}

/**
 * The words every map understands, whatever its game (a game adds its own through its map vocabulary, which may not
 * reuse these): edge kinds (`gap` in tile files only), token kinds, and the zombie types of a `zombies` token.
 */
export const CORE_EDGE_KINDS = ['open', 'wall', 'door'] as const;
export const TILE_EDGE_KINDS = ['gap'] as const;
export const CORE_TOKEN_KINDS = ['start', 'exit', 'spawn', 'objective', 'car', 'manhole', 'zombies', 'noise'] as const;
export const CORE_ZOMBIE_TYPES = ['walker', 'runner', 'fatty', 'abomination'] as const;
