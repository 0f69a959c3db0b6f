/** Finding mission files: by id (`season1/00-tutorial`, or a unique prefix of one) or by path. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../core/errors.ts';
import { headerLine } from '../core/files.ts';
import { readZmapText } from '../core/zmap.ts';

export interface MissionRef {
  /** `<game>/<name>` for a file under missions/, otherwise the path as given. */
  id: string;
  /** Absolute path of the mission file. */
  file: string;
  /** The rule system, e.g. "season1". */
  game: string;
}

export const MISSIONS_DIR = fileURLToPath(new URL('../../missions/', import.meta.url));
const EXTENSIONS = ['.zmap'];

/** Every mission under missions/<game>/, sorted by id. */
export function listMissions(): MissionRef[] {
  const found: MissionRef[] = [];
  for (const game of readdirSync(MISSIONS_DIR, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    for (const name of readdirSync(path.join(MISSIONS_DIR, game.name))) {
      const ext = path.extname(name);
      if (!EXTENSIONS.includes(ext)) continue;
      found.push({ id: `${game.name}/${name.slice(0, -ext.length)}`, file: path.join(MISSIONS_DIR, game.name, name), game: game.name });
    }
  }
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A mission id, a unique prefix of one, or a path to a mission file. */
export function resolveMission(idOrPath: string): MissionRef {
  const all = listMissions();
  if (existsSync(idOrPath) && statSync(idOrPath).isFile()) {
    const file = path.resolve(idOrPath);
    return all.find((m) => m.file === file) ?? { id: idOrPath, file, game: headerGame(file) };
  }
  const exact = all.find((m) => m.id === idOrPath);
  if (exact) return exact;
  const matches = all.filter((m) => m.id.startsWith(idOrPath));
  if (matches.length === 1) return matches[0]!;
  const ids = (matches.length > 1 ? matches : all).map((m) => m.id).join(', ');
  if (matches.length > 1) throw new UserError(`mission "${idOrPath}" is ambiguous; it could be: ${ids}`);
  throw new UserError(`unknown mission "${idOrPath}": no such file and no such mission id; available missions: ${ids || '(none)'}`);
}

/** The value of the `game:` line in a mission file's header (the lines before `grid:`). */
function headerGame(file: string): string {
  const game = headerLine(readZmapText(file), 'game');
  if (game) return game.value;
  throw new UserError(`${file}: no "game:" line in the header, so the rule system is unknown (add e.g. "game: season1")`);
}
