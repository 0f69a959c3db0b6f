/** The canonical text form of a GameRecord (one JSON line, fields in GameRecord's order), and reading it back. */
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { UserError } from '../core/errors.ts';
import { OUTCOMES } from '../analytics/collect.ts';
import type { GameRecord } from '../games/types.ts';

/**
 * `JSON.stringify` of the record with its fields in the order of GameRecord in
 * src/games/types.ts, plus '\n'. The object is rebuilt so a ruleset's own key
 * order never matters; `satisfies` makes a new GameRecord field a compile error here.
 */
export function recordLine(r: GameRecord): string {
  return JSON.stringify({
    game: r.game, outcome: r.outcome, cause: r.cause, rounds: r.rounds, survivorsAlive: r.survivorsAlive,
    zombiesKilled: r.zombiesKilled, zombiesSpawned: r.zombiesSpawned, wounds: r.wounds,
    maxDanger: r.maxDanger, xp: r.xp, decisions: r.decisions,
  } satisfies Record<keyof GameRecord, unknown>) + '\n';
}

/** A line of games.jsonl as a GameRecord; anything else is a UserError naming file:line. */
export function parseRecordLine(line: string, file: string, lineNo: number): GameRecord {
  let r: Partial<GameRecord>;
  try {
    r = JSON.parse(line);
  } catch (e) {
    throw new UserError(`${file}:${lineNo}: not a game record (${(e as Error).message})`);
  }
  const numbers = ['game', 'rounds', 'survivorsAlive', 'zombiesKilled', 'zombiesSpawned', 'wounds', 'maxDanger', 'xp', 'decisions'] as const;
  const bad = numbers.find((k) => typeof r[k] !== 'number') ?? (typeof r.cause !== 'string' ? 'cause' : !OUTCOMES.includes(r.outcome!) ? 'outcome' : undefined);
  if (bad !== undefined || recordLine(r as GameRecord) !== line + '\n') {
    throw new UserError(`${file}:${lineNo}: not a game record in zsim's canonical form${bad ? ` (field "${bad}")` : ''}`);
  }
  return r as GameRecord;
}

/** Call `use` with each line of `file` (without its '\n') and its 1-based number, reading 1 MiB at a time. */
export function forEachRecordLine(file: string, use: (line: string, lineNo: number) => void): void {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    throw new UserError(`cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    const buf = Buffer.alloc(1 << 20);
    const utf8 = new StringDecoder('utf8'); // keeps a character cut by a chunk boundary for the next chunk
    let rest = '';
    let lineNo = 0;
    for (let n; (n = readSync(fd, buf, 0, buf.length, null)) > 0; ) {
      const lines = (rest + utf8.write(buf.subarray(0, n))).split('\n');
      rest = lines.pop()!;
      for (const line of lines) use(line, ++lineNo);
    }
    if (rest !== '') throw new UserError(`${file}:${lineNo + 1}: the last line is cut short (no line end); the file is damaged`);
  } finally {
    closeSync(fd);
  }
}
