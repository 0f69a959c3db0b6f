/**
 * The eleven published Season 1 maps, composed from the tile library (missions/season1/tiles): each equals the map
 * drawn cell by cell from the official sheet (test/fixtures/maps/season1), keeps every zone, door and token of it, and
 * is marked `transcribed`.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../../src/core/map.ts';
import { parseZmapFile } from '../../../src/core/zmap.ts';
import season1 from '../../../src/games/season1/index.ts';

const MISSIONS = fileURLToPath(new URL('../../../missions/season1/', import.meta.url));
const DRAWN = fileURLToPath(new URL('../../fixtures/maps/season1/', import.meta.url));
const FILES = readdirSync(MISSIONS).filter((f) => f.endsWith('.zmap')).sort();

/** Everything the rules see of a map, by zone label: cells, every cell side, doors and tokens. */
function shape(map: MapDef) {
  const label = (z: number) => (z < 0 ? '.' : map.zones[z]!.label);
  const side = (v: number) => (v >= 0 ? `door ${v}` : v);
  const t = map.tokens;
  return {
    size: `${map.rows}x${map.cols}`,
    cells: Array.from(map.cellZone, label).join(' '),
    rooms: map.zones.filter((z) => z.room).map((z) => z.label),
    sidesE: Array.from(map.sideE!, side),
    sidesS: Array.from(map.sideS!, side),
    doors: map.doors.map((d) => `${label(d.a)}-${label(d.b)} ${d.open ? 'open' : d.locked ? `locked:${d.colour}` : 'closed'}`),
    tokens: [
      ...t.start.map((z) => `start ${label(z)}`),
      ...t.exits.map((z) => `exit ${label(z)}`),
      ...t.spawns.map((s) => `spawn ${label(s.zone)} order=${s.order} colour=${s.colour} ${s.active ? 'active' : 'inactive'}`),
      ...t.objectives.map((o) => `objective ${label(o.zone)} colour=${o.colour}${o.hidden ? ' hidden' : ''}`),
      ...t.cars.map((c) => `car ${label(c.zone)} ${c.type}`),
      ...t.manholes.map((z) => `manhole ${label(z)}`),
      ...t.zombies.map((z) => `zombies ${label(z.zone)} ${z.count} ${z.type}`),
      ...t.noise.map((n) => `noise ${label(n.zone)} ${n.count}`),
    ].sort(),
  };
}

/** Zones, rooms, doors, spawn zones, objectives, cars and manholes of each map, as counted on the transcription. */
const COUNTS: Record<string, [number, number, number, number, number, number, number]> = {
  '00-tutorial.zmap': [14, 7, 2, 1, 1, 0, 1],
  '01-city-blocks.zmap': [47, 23, 10, 4, 6, 0, 8],
  '02-y-zone.zmap': [47, 27, 10, 4, 1, 0, 8],
  '03-24hrs-race.zmap': [48, 28, 10, 4, 7, 3, 6],
  '04-drive-by-shooting.zmap': [44, 27, 10, 4, 7, 3, 5],
  '05-big-w.zmap': [49, 23, 11, 4, 5, 0, 6],
  '06-the-escape.zmap': [37, 17, 6, 4, 0, 2, 6],
  '07-grindhouse.zmap': [24, 15, 4, 2, 3, 0, 4],
  '08-zombie-police.zmap': [31, 17, 6, 5, 3, 2, 4],
  '09-might-make-right.zmap': [24, 12, 4, 3, 4, 1, 4],
  '10-small-town.zmap': [25, 9, 6, 4, 4, 0, 3],
};

describe('the published Season 1 maps', () => {
  it('are the Tutorial and Missions 01-10, each with its counts', () => {
    expect(FILES).toEqual(Object.keys(COUNTS));
  });

  for (const file of FILES) {
    it(`${file}: composed from its tiles, equals the map drawn from the sheet, token for token`, () => {
      const composed = parseZmapFile(MISSIONS + file);
      const drawn = parseZmapFile(DRAWN + file);
      expect(composed.composed).toBe(true);
      expect(composed.header.has('grid')).toBe(false);
      expect(shape(composed.map)).toEqual(shape(drawn.map));
      expect(composed.map.tileSize).toBe(5);
      const m = composed.map;
      const t = m.tokens;
      expect([m.zones.length, m.zones.filter((z) => z.room).length, m.doors.length, t.spawns.length, t.objectives.length, t.cars.length, t.manholes.length]).toEqual(
        COUNTS[file],
      );
    });

    it(`${file}: loads as a transcribed Season 1 mission, and validates clean`, () => {
      const mission = season1.loadMission(MISSIONS + file);
      expect(mission.fidelity).toBe('transcribed');
      expect(season1.validateMission(MISSIONS + file)).toEqual([]);
      expect(mission.note).toMatch(/Transcribed from the official mission sheet/);
    });
  }

  it('keep the doubts of the transcription in their notes', () => {
    const note = (f: string) => season1.loadMission(MISSIONS + f).note;
    expect(note('04-drive-by-shooting.zmap')).toMatch(/English sheet says 5 XP per objective, the Italian rulebook says 4/);
    expect(note('06-the-escape.zmap')).toMatch(/"get into as many cars as needed"/);
    expect(note('08-zombie-police.zmap')).toMatch(/the Blue spawn, once active, spawns in the starting zone/);
  });
});
