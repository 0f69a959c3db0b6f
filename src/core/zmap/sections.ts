/**
 * The first pass over a zmap (or ztile) file: its content lines, the version line, the header's `key: value` lines,
 * and the lines of each section (grid:, edges:, tokens:), read later by the section's own parser.
 */
import type { HeaderValue } from '../map.ts';
import { didYouMean, KEY_LINE, type Line, type Reporter } from './syntax.ts';

export type FileKind = 'zmap' | 'ztile';

/** The sections of a file, in the order they must come (edges: and tokens: may swap). */
export type Section = 'grid' | 'edges' | 'tokens';
const SECTION_NAMES: readonly Section[] = ['grid', 'edges', 'tokens'];
const SECTION_KEYWORDS = SECTION_NAMES.map((s) => `${s}:`);

/** Header keys that may be repeated: their values are joined with a space. */
const REPEATABLE_KEYS: ReadonlySet<string> = new Set(['note']);

/** A file split into its header and the lines of each section. */
export interface Sections {
  readonly fileKind: FileKind;
  /** `key: value` lines before `grid:`; a repeated `note:` is joined with spaces. */
  readonly header: Map<string, HeaderValue>;
  /** The line each section starts on. */
  readonly seen: Map<string, number>;
  /** A misspelt section was met (its lines are skipped, and problems it explains are not reported again). */
  unknownSection: boolean;
  /** The lines of each section (the composed map's lines are added to them for a map made of tiles). */
  readonly lines: Record<Section, Line[]>;
  /** The number of the file's last content line. */
  readonly lastNo: number;
}

/** The lines with content: comments (`#` to the end of the line) and blank lines dropped, the rest trimmed. */
export function contentLines(text: string): Line[] {
  const raw = text.split(/\r?\n/);
  const lines: Line[] = [];
  for (let i = 0; i < raw.length; i++) {
    const hash = raw[i]!.indexOf('#');
    const t = (hash < 0 ? raw[i]! : raw[i]!.slice(0, hash)).trim();
    if (t) lines.push({ no: i + 1, text: t });
  }
  return lines;
}

/**
 * Check the version line (`zmap 1` or `ztile 1`); the index of the first line after it. A missing version line is
 * reported, and the first line is read as content when it looks like a header line; an empty file or another version
 * stops the parse.
 */
export function readVersion(lines: readonly Line[], fileKind: FileKind, report: Reporter): number {
  const { note } = report;
  const fail: Reporter['fail'] = report.fail;
  const first: Line | undefined = lines[0];
  if (!first) fail(1, `the file is empty; a ${fileKind} file starts with the line "${fileKind} 1"`);
  const version = new RegExp(`^${fileKind}\\s+(\\S+)$`).exec(first.text);
  if (!version) {
    note(first.no, `a ${fileKind} file must start with the line "${fileKind} 1", not "${first.text}"`);
    return KEY_LINE.test(first.text) ? 0 : 1; // the version line is missing: read the first line as content
  }
  if (version[1] !== '1') fail(first.no, `this is ${fileKind} version ${version[1]}, but only version 1 can be read`);
  return 1;
}

/** Where the reader is: in the header, in a section, or under a misspelt section (whose lines are skipped). */
type Place = 'header' | Section | 'unknown';

/** The sections being filled, and where the reader is. */
interface Reader {
  readonly s: Sections;
  place: Place;
}

/** What a line that is not `key:` or `key: value` means in each place. */
const PLACE_LINE: Record<Place, (r: Reader, ln: Line, report: Reporter) => void> = {
  header: (_r, ln, { fail }) => fail(ln.no, `expected a header line "key: value" or the start of the grid: section, not "${ln.text}"`),
  grid: (r, ln) => r.s.lines.grid.push(ln),
  edges: (r, ln) => r.s.lines.edges.push(ln),
  tokens: (r, ln) => r.s.lines.tokens.push(ln),
  unknown: () => {},
};

/** Split the lines from `from` on into the header and the sections; each bad line is reported and skipped. */
export function readSections(lines: readonly Line[], from: number, fileKind: FileKind, report: Reporter): Sections {
  const s: Sections = { fileKind, header: new Map(), seen: new Map(), unknownSection: false, lines: { grid: [], edges: [], tokens: [] }, lastNo: lines[lines.length - 1]!.no };
  const r: Reader = { s, place: 'header' };
  for (let i = from; i < lines.length; i++) {
    const ln = lines[i]!;
    report.attempt(() => {
      const kv = KEY_LINE.exec(ln.text);
      if (!kv) return PLACE_LINE[r.place](r, ln, report);
      const [, key, value] = kv as unknown as [string, string, string | undefined];
      if (value === undefined) startSection(r, key, ln, report);
      else readHeaderLine(r, key, value, ln, report);
    });
  }
  return s;
}

/** `key: value`: a header line, before any section. */
function readHeaderLine({ s, place }: Reader, key: string, value: string, ln: Line, { fail }: Reporter): void {
  if (place !== 'header') {
    fail(ln.no, `the header line "${key}:" must come before the ${s.seen.has('grid') ? 'grid' : place}: section`);
  }
  const prev = s.header.get(key);
  if (prev) {
    if (!REPEATABLE_KEYS.has(key)) fail(ln.no, `the header key "${key}" is already given on line ${prev.line}`);
    prev.value += ' ' + value;
  } else {
    s.header.set(key, { value, line: ln.no });
  }
}

/**
 * `key:` alone: the start of a section. The lines after it belong to that section even when it is repeated or out of
 * place (both reported); those after a misspelt section are skipped.
 */
function startSection(r: Reader, key: string, ln: Line, report: Reporter): void {
  const fail: Reporter['fail'] = report.fail;
  const { s } = r;
  const section = SECTION_NAMES.find((name) => name === key);
  if (section === undefined) {
    r.place = 'unknown';
    s.unknownSection = true;
    fail(ln.no, `unknown section "${key}:"${didYouMean(`${key}:`, SECTION_KEYWORDS)}; the sections are grid:, edges: and tokens: (a header line needs a value after the colon)`);
  }
  r.place = section;
  const { seen } = s;
  const before = seen.get(key);
  if (before !== undefined) fail(ln.no, `the ${key}: section appears twice (first on line ${before})`);
  seen.set(key, ln.no);
  const fromTiles = s.fileKind === 'zmap' && s.header.has('tiles');
  if (key !== 'grid' && !seen.has('grid') && !s.unknownSection && !fromTiles) fail(ln.no, `the grid: section must come before the ${key}: section`);
  if (key === 'grid' && (seen.has('edges') || seen.has('tokens'))) {
    fail(ln.no, `the grid: section must come before the ${seen.has('edges') ? 'edges' : 'tokens'}: section`);
  }
}
