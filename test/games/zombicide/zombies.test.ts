import { describe, expect, it } from 'vitest';
import { parseZmap } from '../../../src/core/zmap.ts';
import { buildZoneGraph } from '../../../src/core/zones.ts';
import { loudest } from '../../../src/games/zombicide/zombies.ts';

describe('loudest: the noise zombies that see nobody go for, worked out once per activation', () => {
  // Zones A B C / s t u; every door closed: the parts are {A, B}, {C} and {s, t, u}.
  const map = parseZmap('zmap 1\ngrid:\n  A  A  B  C\n  s  t  t  u\nedges:\n  open  A-B\n  door  B-t closed\n  door  C-u closed\n  door  r0c0.S closed\n', 't.zmap').map;
  const g = buildZoneGraph(map);
  const closed = g.view(new Uint8Array(map.doors.length));
  const at = (label: string): number => g.zoneByLabel(label);

  it('the loudest zone of each connected part, under its lowest zone, and of the whole map last', () => {
    const noise = new Int32Array(6);
    noise[at('B')] = 2;
    noise[at('C')] = 5;
    noise[at('t')] = 1;
    noise[at('u')] = 3;
    const loud = new Int32Array(7).fill(-9);
    loudest(closed, noise, loud);
    expect(loud[closed.part[at('B')]!]).toBe(2);
    expect(loud[closed.part[at('C')]!]).toBe(5);
    expect(loud[closed.part[at('s')]!]).toBe(3);
    expect(loud[6]).toBe(5);
    loudest(g.allOpen, noise, loud);
    expect(loud[g.allOpen.part[at('s')]!]).toBe(5);
    expect(loud[6]).toBe(5);
  });

  it('a silent map: 0 everywhere (the zombies stay)', () => {
    const loud = new Int32Array(7).fill(-9);
    loudest(closed, new Int32Array(6), loud);
    expect([...loud].every((x) => x === 0)).toBe(true);
  });
});
