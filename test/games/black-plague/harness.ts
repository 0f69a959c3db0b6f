/**
 * Build a Black Plague position from a small zmap and play one step of the rules on it, with scripted dice, cards
 * and choices (the Season 1 harness's style: test/games/season1/harness.ts).
 */
import { GameOver } from '../../../src/games/season1/decide.ts';
import { bpEquipmentByName } from '../../../src/games/black-plague/data/equipment.ts';
import { setupBpGame } from '../../../src/games/black-plague/game.ts';
import { countBpCards } from '../../../src/games/black-plague/invariants.ts';
import { bpMissionFromText } from '../../../src/games/black-plague/mission.ts';
import type { BpGame, BpView } from '../../../src/games/black-plague/state.ts';
import { TYPES, ZOMBIE_LETTERS } from '../../../src/games/black-plague/zombie-types.ts';
import type { Decision, StrategyModule } from '../../../src/games/types.ts';

export interface Placed {
  name: string;
  zone: string;
  /** Cards by name: the first two in the Hands, an armour third goes to the Body, the rest in the Backpack. */
  cards?: string[];
  body?: string;
  xp?: number;
  level?: number;
  wounds?: number;
  skills?: string[];
}

export interface BpScenarioSetup {
  /** zmap text after the header (grid:, edges:, tokens:). */
  map: string;
  survivors: Placed[];
  /** zone label -> e.g. "4W 1F 3R 1A 1N" */
  zombies?: Record<string, string>;
  /** Called for every decision; default: the first option. */
  choose?: (view: BpView, d: Decision) => number;
  header?: string;
}

/** Every decision the engine asked during the scenario. */
export type Asked = Decision[];

export function bpScenario(setup: BpScenarioSetup): BpGame & { asked: Asked } {
  const header = setup.header ?? '';
  const victory = /^victory:/m.test(header) ? '' : 'victory: danger red\n';
  const text = `zmap 1\ngame: black-plague\nname: test\nstarting-equipment: none\n${victory}${header}\n${setup.map}`;
  const mission = bpMissionFromText(text, 'scenario.zmap');
  const asked: Asked = [];
  const strategy: StrategyModule<BpView> = {
    name: 'script', description: 'scripted', games: [],
    create: () => ({ choose: (v, d) => (asked.push(d), setup.choose ? setup.choose(v, d) : 0) }),
  };
  const g = setupBpGame(mission, setup.survivors.map((p) => p.name), strategy as StrategyModule, 'test', 0) as BpGame & { asked: Asked };
  g.asked = asked;
  g.zombies.fill(0);
  g.onBoard.fill(0);
  g.necromancers = [];
  setup.survivors.forEach((p, i) => {
    const s = g.survivors[i]!;
    s.zone = zoneOf(g, p.zone);
    s.slots.fill(null);
    (p.cards ?? []).forEach((name, k) => {
      const def = bpEquipmentByName(name);
      if (!def) throw new Error(`no card ${name}`);
      s.slots[k < 2 ? k : k + 1] = { uid: g.nextUid++, def, loaded: true };
    });
    if (p.body) s.slots[2] = { uid: g.nextUid++, def: bpEquipmentByName(p.body)!, loaded: true };
    s.xp = p.xp ?? 0;
    s.level = p.level ?? 0;
    s.wounds = p.wounds ?? 0;
    if (p.skills) s.skills.push(...p.skills);
  });
  for (const [label, spec] of Object.entries(setup.zombies ?? {})) {
    const z = zoneOf(g, label);
    for (const part of spec.split(/\s+/).filter(Boolean)) {
      const t = ZOMBIE_LETTERS.indexOf(part.slice(-1));
      const c = Number(part.slice(0, -1));
      g.zombies[z * TYPES + t]! += c;
      g.onBoard[t]! += c;
      if (t === 4) for (let k = 0; k < c; k++) g.necromancers.push({ zone: z, entry: -1 });
    }
  }
  g.cardTotal = countBpCards(g);
  g.check = true;
  return g;
}

export function zoneOf(g: BpView, label: string): number {
  const z = g.graph.zoneByLabel(label);
  if (z < 0) throw new Error(`no zone ${label}`);
  return z;
}

/** Zombies in a zone as "2W 1F" (types with a count only, in W R F A N order). */
export function zombiesAt(g: BpView, label: string): string {
  const z = zoneOf(g, label);
  const out: string[] = [];
  for (let t = 0; t < TYPES; t++) if (g.zombies[z * TYPES + t]) out.push(`${g.zombies[z * TYPES + t]}${ZOMBIE_LETTERS[t]}`);
  return out.join(' ');
}

/** Dice that roll the given faces in order (an error if the rules roll more). */
export function fixDice(g: BpGame, faces: number[]): void {
  let i = 0;
  g.rng.dice = () => {
    if (i >= faces.length) throw new Error(`the rules rolled more than the ${faces.length} scripted dice`);
    return (faces[i++]! - 1) / 6 + 0.01;
  };
}

/** The next Zombie cards drawn, first drawn first. */
export function stackZombieDeck(g: BpGame, ids: number[]): void {
  g.decks.zombie = [...ids].reverse();
}

/** Run a rules step; a game ending inside it is reported instead of thrown. */
export function play(step: () => void): GameOver | null {
  try {
    step();
    return null;
  } catch (e) {
    if (e instanceof GameOver) return e;
    throw e;
  }
}
