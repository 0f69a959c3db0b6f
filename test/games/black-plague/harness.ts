/**
 * Build a Black Plague position from a small zmap and play one step of the rules on it, with scripted dice, cards
 * and choices: a thin layer over src/games/black-plague/scenario.ts (the code `zsim scenario` uses), keeping the
 * short forms the tests are written in.
 */
import { type BpAction, legalActions, performAction } from '../../../src/games/black-plague/actions.ts';
import { bpMissionFromText } from '../../../src/games/black-plague/mission.ts';
import { buildBpPosition, zombiesAt, zoneOf } from '../../../src/games/black-plague/scenario.ts';
import type { BpGame, BpView } from '../../../src/games/black-plague/state.ts';
import type { Decision } from '../../../src/games/types.ts';
import type { GameOver } from '../../../src/games/zombicide/decide.ts';
import { playStep, scriptDice } from '../../../src/games/zombicide/scenario-kit.ts';

export { zombiesAt, zoneOf };

export interface Placed {
  name: string;
  zone: string;
  /** Cards by name: the first two in the Hands (null: an empty Hand), the rest in the Backpack. */
  cards?: (string | null)[];
  /** Armour worn in the Body slot. */
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
  const choose = (v: BpView, d: Decision): number => (asked.push(d), setup.choose ? setup.choose(v, d) : 0);
  const placed = setup.survivors.map((p) => {
    const [h1 = null, h2 = null, ...pack] = p.cards ?? [];
    return { ...p, cards: [h1, h2, p.body ?? null, ...pack] };
  });
  const g = buildBpPosition(mission, placed, { choose, zombies: setup.zombies ?? {}, seed: 'test' }) as BpGame & { asked: Asked };
  g.asked = asked;
  g.check = true;
  return g;
}

/** Dice that roll the given faces in order (an error if the rules roll more). */
export function fixDice(g: BpGame, faces: number[]): void {
  scriptDice(g, faces, () => {
    throw new Error(`the rules rolled more than the ${faces.length} scripted dice`);
  });
}

/** The next Zombie cards drawn, first drawn first. */
export function stackZombieDeck(g: BpGame, ids: number[]): void {
  g.decks.zombie = [...ids].reverse();
}

/** Run a rules step; a game ending inside it is reported instead of thrown. */
export const play: (step: () => void) => GameOver | null = playStep;

/** Survivor `who` (given 3 Actions if it has none) performs the first legal action `pick` accepts. */
export function act(g: BpGame, who: number, pick: (a: BpAction) => boolean): void {
  const s = g.survivors[who]!;
  if (s.actions === 0) s.actions = 3;
  const a = legalActions(g, s).find(pick);
  if (!a) throw new Error(`no such action among ${legalActions(g, s).map((x) => x.type).join(', ')}`);
  performAction(g, s, a);
}
