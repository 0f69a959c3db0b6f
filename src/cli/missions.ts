/** `zsim missions list | show <mission> | validate <file>`: see, draw and check mission files. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Argv } from 'yargs';
import { UserError } from '../core/errors.ts';
import type { ParsedZmap } from '../core/map.ts';
import { checkTile, checkZmap, readZmapText } from '../core/zmap.ts';
import { GAMES, loadRuleset, rulesetModulePath } from '../games/index.ts';
import type { Problem, Ruleset } from '../games/types.ts';
import { listMissions, listTiles, resolveMission, type MissionRef } from '../sim/missions.ts';
import { invocationOf, type Invocation } from './io.ts';
import { mapJson, mapText } from './map-text.ts';
import { teach } from './help.ts';

export const command = 'missions';
export const describe = 'List the missions, draw one as text, or check a mission file for every mistake';

const MISSIONS_EXAMPLES = [
  ['$0 missions list', 'every shipped mission with its game, difficulty and map fidelity'],
  ['$0 missions show season1/02-y-zone', 'draw a map as text'],
  ['$0 missions validate my-mission.zmap', 'every mistake in a mission file, as file:line: message'],
] as const;

export function builder(y: Argv) {
  return teach(
    y
      .command(
        'list',
        'One row per mission file under missions/ (id, name, game, difficulty, fidelity)',
        (c) =>
          teach(c.option('json', { type: 'boolean', default: false, describe: 'print one JSON array instead of the table' }), [
            ['$0 missions list', 'id, name, game, difficulty and map fidelity of every shipped mission'],
            ['$0 missions list --json', 'the same as JSON'],
          ]),
        (a) => listHandler(invocationOf(a), a.json),
      )
      .command(
        'show <mission>',
        'Draw a mission map as text: grid, walls, doors, and the tokens of each zone',
        (c) =>
          teach(
            c
              .positional('mission', { type: 'string', demandOption: true, describe: 'mission id (or a unique prefix) or mission file' })
              .option('json', { type: 'boolean', default: false, describe: 'print the parsed map as JSON' }),
            [
              ['$0 missions show season1/02-y-zone', 'the map as text: grid, walls, doors, tiles and the tokens of each zone'],
              ['$0 missions show my-mission.zmap --json', 'a mission file, parsed, as JSON'],
            ],
          ),
        (a) => showHandler(invocationOf(a), a.mission, a.json),
      )
      .command(
        'validate [file]',
        'Report every problem of a mission file (or, with no file, of every shipped mission) as file:line: message (exit code 2 if any)',
        (c) =>
          teach(
            c
              .positional('file', { type: 'string', describe: 'mission file (or mission id); omitted: every mission in missions/' })
              .option('json', { type: 'boolean', default: false, describe: 'print {file, ok, problems} as JSON' }),
            [
              ['$0 missions validate my-mission.zmap', 'every mistake in the file, as file:line: message'],
              ['$0 missions validate', 'every shipped mission and tile file'],
            ],
          ),
        (a) => validateHandler(invocationOf(a), a.file, a.json),
      )
      .demandCommand(1, 'missions needs a subcommand: list, show or validate'),
    MISSIONS_EXAMPLES,
    [0, 2, 1],
  );
}

export function handler(): void {
  // the subcommands do the work
}

// ---- locating files ----

interface Located {
  /** The mission id, or the path as given for a file outside missions/. */
  id: string;
  /** The path shown in messages: relative to the working directory when under it. */
  file: string;
}

/** The path to show for an absolute path: relative when it lies under the working directory. */
function shownPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
}

/** An existing file (any game, even a broken one), else a mission id or unique prefix. */
function locate(arg: string): Located {
  if (existsSync(arg)) {
    if (statSync(arg).isDirectory()) throw new UserError(`${arg} is a folder, not a mission file`);
    const abs = path.resolve(arg);
    return { id: listMissions().find((m) => m.file === abs)?.id ?? arg, file: arg };
  }
  if (arg.endsWith('.zmap')) throw new UserError(`Mission file ${arg} does not exist`);
  if (arg.endsWith('.ztile')) throw new UserError(`Tile file ${arg} does not exist`);
  const ref = resolveMission(arg);
  return { id: ref.id, file: shownPath(ref.file) };
}

const rulesets = new Map<string, Promise<Ruleset>>();
function ruleset(game: string): Promise<Ruleset> {
  let r = rulesets.get(game);
  if (!r) rulesets.set(game, (r = loadRuleset(rulesetModulePath(game))));
  return r;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const isTile = (file: string) => file.endsWith('.ztile');

/** Side i of sideE then sideS (as validate concatenates them) is an opening between two different rooms. */
function isOpening(map: ParsedZmap['map'], i: number): boolean {
  const n = map.rows * map.cols;
  const c = i % n;
  const other = i < n ? (c % map.cols + 1 < map.cols ? c + 1 : -1) : c + map.cols < n ? c + map.cols : -1;
  const side = i < n ? map.sideE![c] : map.sideS![c];
  if (other < 0 || side !== -2) return false;
  const a = map.zones[map.cellZone[c]!]!;
  const b = map.zones[map.cellZone[other]!]!;
  return a !== b && a.room && b.room;
}
export const problemLine = (p: Problem) => `${p.file}:${p.line}: ${p.message}`;

// ---- list ----

export interface MissionRow {
  id: string;
  name: string;
  game: string;
  difficulty: string | null;
  fidelity: string;
  file: string;
  /** The first problem (file:line: message) of a file that does not load, else null. */
  problem: string | null;
}

/** Every mission under missions/; a file that does not load is listed with fidelity and difficulty "BROKEN". */
export async function missionRows(refs: readonly MissionRef[] = listMissions()): Promise<MissionRow[]> {
  const rows: MissionRow[] = [];
  for (const ref of refs) {
    const file = shownPath(ref.file);
    try {
      const rs = await ruleset(ref.game);
      const s = rs.summarize(rs.loadMission(file));
      rows.push({ id: ref.id, name: s.name, game: s.game, difficulty: s.difficulty, fidelity: s.fidelity, file, problem: null });
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      const problem = e.message.startsWith(`${file}:`) ? e.message : `${file}: ${e.message}`;
      rows.push({ id: ref.id, name: headerName(file) ?? path.basename(file), game: ref.game, difficulty: 'BROKEN', fidelity: 'BROKEN', file, problem });
    }
  }
  return rows;
}

/** The `name:` of a file that does not load, if its header can be read. */
function headerName(file: string): string | null {
  try {
    return /^\s*name:\s*(.*?)\s*(?:#.*)?$/m.exec(readZmapText(file))?.[1] || null;
  } catch {
    return null;
  }
}

async function listHandler(io: Invocation, json: boolean): Promise<void> {
  const rows = await missionRows();
  io.stdout.write(json ? JSON.stringify(rows, null, 2) + '\n' : missionTable(rows));
}

/** The aligned table, then the first problem of each file that does not load. */
export function missionTable(rows: readonly MissionRow[]): string {
  const cells = [['id', 'name', 'game', 'difficulty', 'fidelity'], ...rows.map((r) => [r.id, r.name, r.game, r.difficulty ?? '-', r.fidelity])];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const out = cells.map((row) => row.map((s, i) => s.padEnd(widths[i]!)).join('  ').trimEnd());
  const broken = rows.filter((r) => r.problem);
  if (broken.length) {
    out.push('', `${plural(broken.length, 'mission does', 'missions do')} not load (run "zsim missions validate <file>" to see every problem):`);
    for (const r of broken) out.push(`  ${r.problem}`);
  }
  return out.join('\n') + '\n';
}

// ---- show ----

async function showHandler(io: Invocation, arg: string, json: boolean): Promise<void> {
  const { file } = locate(arg);
  const { parsed, problems } = (isTile(file) ? checkTile : checkZmap)(readZmapText(file), file);
  const more = problems.length > 1 ? ` (and ${plural(problems.length - 1, 'more problem')})` : '';
  const hint = `run "zsim missions validate ${file}" to see every problem`;
  if (!parsed) throw new UserError(`${problemLine(problems[0]!)}${more}; the map cannot be drawn. ${hint}`);
  const width = Math.max(60, Math.min(120, io.stdout.columns || 100));
  io.stdout.write(json ? JSON.stringify(mapJson(parsed), null, 2) + '\n' : mapText(parsed, width));
  if (problems.length) throw new UserError(`${problemLine(problems[0]!)}${more}; ${hint}`);
}

// ---- validate ----

/**
 * Every problem of a mission file: the map's (checkZmap) and, when the map parses, the rules' for
 * the game its header names. Identical problems are reported once, in line order.
 */
export async function validateFile(file: string): Promise<{ parsed: ParsedZmap | null; problems: Problem[] }> {
  if (isTile(file)) return checkTile(readZmapText(file), file);
  const { parsed, problems } = checkZmap(readZmapText(file), file);
  if (parsed) {
    const game = parsed.header.get('game');
    if (!game) {
      problems.push({ file, line: 1, message: 'the header has no "game:" line, so the rule system is unknown (add e.g. "game: season1")' });
    } else if (!GAMES.includes(game.value)) {
      problems.push({ file, line: game.line, message: `unknown game "${game.value}"; known games: ${GAMES.join(', ')}` });
    } else {
      const rs = await ruleset(game.value);
      try {
        problems.push(...rs.validateMission(file));
      } catch (e) {
        if (!(e instanceof UserError)) throw e;
        const m = /^(.*?):(\d+): (.*)$/s.exec(e.message);
        problems.push(m && m[1] === file ? { file, line: Number(m[2]), message: m[3]! } : { file, line: 1, message: e.message });
      }
    }
  }
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = problemLine(p);
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return { parsed, problems: unique.sort((a, b) => a.line - b.line) };
}

async function validateHandler(io: Invocation, arg: string | undefined, json: boolean): Promise<void> {
  if (arg === undefined) return validateAll(io, json);
  const { file } = locate(arg);
  const { parsed, problems } = await validateFile(file);
  if (json) io.stdout.write(JSON.stringify({ file, ok: problems.length === 0, problems }, null, 2) + '\n');
  else if (problems.length) io.stdout.write(problems.map(problemLine).join('\n') + '\n');
  if (problems.length) throw new UserError(`${file}: ${plural(problems.length, 'problem')}`);
  if (json) return;
  const map = parsed!.map;
  const rooms = map.zones.filter((z) => z.room).length;
  const t = map.tokens;
  if (isTile(file)) {
    const openings = map.zones.length > 0 ? Array.from(map.sideE!).concat(Array.from(map.sideS!)).filter((_, i) => isOpening(map, i)).length : 0;
    io.stdout.write(
      `${file}: ok, face ${parsed!.header.get('face')!.value}, ${map.rows}x${map.cols} cells, ${plural(rooms, 'room')}, ${plural(map.zones.length - rooms, 'street piece')}, ` +
        `${plural(openings, 'doorway')}, ${plural(parsed!.gaps?.length ?? 0, 'gap')} on its edges, ${plural(t.manholes.length, 'manhole')}\n`,
    );
    return;
  }
  io.stdout.write(
    `${file}: ok, ${plural(map.zones.length, 'zone')} (${plural(rooms, 'room')}, ${plural(map.zones.length - rooms, 'street')}), ` +
      `${plural(map.doors.length, 'door')}, ${plural(t.spawns.length, 'spawn zone')}, ${plural(t.objectives.length, 'objective')}\n`,
  );
}

/** Every shipped mission and tile file: one line each (or a JSON array), exit code 2 if any has a problem. */
async function validateAll(io: Invocation, json: boolean): Promise<void> {
  const results = [];
  for (const file of [...listMissions().map((m) => m.file), ...listTiles()].map(shownPath)) results.push({ file, ...(await validateFile(file)) });
  const bad = results.filter((r) => r.problems.length > 0);
  if (json) {
    io.stdout.write(JSON.stringify(results.map((r) => ({ file: r.file, ok: r.problems.length === 0, problems: r.problems })), null, 2) + '\n');
  } else {
    for (const r of results) io.stdout.write(r.problems.length ? r.problems.map(problemLine).join('\n') + '\n' : `${r.file}: ok\n`);
  }
  if (bad.length) throw new UserError(`${plural(bad.length, 'mission file')} of ${results.length} with problems`);
}
