/** Finding mission files: by id (`season1/00-tutorial`, or a unique prefix of one) or by path. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../core/errors.ts';
import { headerLine, MISSIONS_DIR } from '../core/files.ts';
import { editDistance } from '../core/suggest.ts';
import { readZmapText } from '../core/zmap.ts';

export interface MissionRef {
  /** `<game>/<name>` for a file under missions/, otherwise the path as given. */
  id: string;
  /** Absolute path of the mission file. */
  file: string;
  /** The rule system, e.g. "season1". */
  game: string;
}

export { MISSIONS_DIR };
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

/** Every tile file of every game's tile library: missions/<game>/tiles/*.ztile, sorted. */
export function listTiles(): string[] {
  const found: string[] = [];
  for (const game of readdirSync(MISSIONS_DIR, { withFileTypes: true })) {
    const dir = path.join(MISSIONS_DIR, game.name, 'tiles');
    if (game.isDirectory() && existsSync(dir)) for (const name of readdirSync(dir)) if (name.endsWith('.ztile')) found.push(path.join(dir, name));
  }
  return found.sort();
}

/** A mission id, a unique prefix of one, or a path to a mission file. */
export function resolveMission(idOrPath: string): MissionRef {
  const all = listMissions();
  const example = all[0]?.id ?? 'season1/00-tutorial';
  if (idOrPath.trim() === '') throw new UserError(`no mission given; name a mission id such as ${example}, or a mission file`);
  if (existsSync(idOrPath)) {
    const stat = statSync(idOrPath);
    if (stat.isDirectory()) throw new UserError(`${idOrPath} is a folder, not a mission; name a mission file in it, or a mission id such as ${example}`);
    if (!stat.isFile()) throw new UserError(`${idOrPath} is not a regular file, so not a mission; name a mission file, or a mission id such as ${example}`);
    const file = path.resolve(idOrPath);
    return all.find((m) => m.file === file) ?? { id: idOrPath, file, game: headerGame(file) };
  }
  const exact = all.find((m) => m.id === idOrPath);
  if (exact) return exact;
  const matches = all.filter((m) => m.id.startsWith(idOrPath));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    // A mission's name as `zsim missions list` shows it ("Small Town"), in any case.
    const named = all.filter((m) => plain(/^\s*name\s*:(.*)$/m.exec(readZmapText(m.file))?.[1] ?? '') === plain(idOrPath));
    if (named.length === 1) return named[0]!;
    if (named.length > 1) throw new UserError(`mission "${idOrPath}" names several missions: ${named.map((m) => m.id).join(', ')}; give its id`);
  }
  const ids = (matches.length > 1 ? matches : all).map((m) => m.id).join(', ');
  if (matches.length > 1) throw new UserError(`mission "${idOrPath}" is ambiguous; it could be: ${ids}`);
  const near = nearMissions(idOrPath, all);
  const hint = near.length ? ` (did you mean ${near.join(' or ')}?)` : '';
  throw new UserError(`unknown mission "${idOrPath}"${hint}: no such file and no such mission id; available missions: ${ids || '(none)'}`);
}

/**
 * The mission ids a mistyped `--mission` probably meant, best first (at most 3): ids containing it (so a bare
 * name such as 01-city-blocks or city-blocks works as a hint), else the ids, names or id prefixes a few edits
 * away from it. A path (`missions/season1/01-city-block.zmap`) is compared by the id it would have.
 */
export function nearMissions(input: string, all: readonly MissionRef[]): string[] {
  const q = input.toLowerCase().replace(/\\/g, '/').replace(/\.zmap$/, '').replace(/^(?:.*\/)?missions\//, '');
  if (q === '') return [];
  const containing = all.filter((m) => m.id.toLowerCase().includes(q));
  if (containing.length > 0 && q.length >= 2) return containing.slice(0, 3).map((m) => m.id);
  const limit = q.length < 5 ? 1 : q.length < 10 ? 2 : 3;
  const scored = all
    .map((m) => {
      const id = m.id.toLowerCase();
      const name = id.slice(id.indexOf('/') + 1);
      let d = Math.min(editDistance(q, id), editDistance(q, name));
      for (let k = q.length - 2; k <= q.length + 2; k++) if (k > 0 && k < id.length) d = Math.min(d, editDistance(q, id.slice(0, k)));
      return { id: m.id, d };
    })
    .filter((m) => m.d <= limit)
    .sort((a, b) => a.d - b.d);
  return scored.filter((m) => m.d === scored[0]!.d).slice(0, 3).map((m) => m.id);
}

/** How a mission's name is compared: in any case, spaces trimmed and single. */
function plain(s: string): string {
  return s.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The value of the `game:` line in a mission file's header (the lines before `grid:`). */
function headerGame(file: string): string {
  const game = headerLine(readZmapText(file), 'game');
  if (game) return game.value;
  throw new UserError(`${file}: no "game:" line in the header, so the rule system is unknown (add e.g. "game: season1")`);
}
