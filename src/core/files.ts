import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UserError } from './errors.ts';

/** The project's missions/ folder: missions/<game>/*.zmap, and each game's tiles in missions/<game>/tiles/. */
export const MISSIONS_DIR = fileURLToPath(new URL('../../missions/', import.meta.url));

/** The text of a file the user named (`noun`: "mission file", "scenario file"); a missing or unreadable file is a UserError. */
export function readUserFile(path: string, noun: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const Noun = noun[0]!.toUpperCase() + noun.slice(1);
    if (code === 'ENOENT') throw new UserError(`${Noun} ${path} does not exist`);
    if (code === 'EISDIR') throw new UserError(`${path} is a folder, not a ${noun}`);
    throw new UserError(`Cannot read ${noun} ${path}: ${(e as Error).message}`);
  }
}

/** A `key: value` line of a zmap-style header (the lines before `grid:`), with its 1-based line number. */
export function headerLine(text: string, key: string): { value: string; line: number } | null {
  const lines = text.split(/\r?\n/);
  const re = new RegExp(`^\\s*${key}\\s*:\\s*(\\S+)\\s*(?:#.*)?$`);
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]!);
    if (m) return { value: m[1]!, line: i + 1 };
    if (/^\s*grid\s*:/.test(lines[i]!)) break;
  }
  return null;
}
