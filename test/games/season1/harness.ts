import type { Action } from '../../../src/games/season1/actions.ts';
/**
 * Build a Season 1 position from a small zmap and play one step of the rules on it,
 * with scripted dice, cards and choices. A thin layer over src/games/season1/scenario.ts
 * (the same code `zsim scenario` uses), keeping the short forms the tests are written in.
 */
import type { Decision } from '../../../src/games/types.ts';
import { s1MissionFromText } from '../../../src/games/season1/mission.ts';
import {
  buildPosition, playStep, scriptDice, stackZombieDeck as stackDeck, zombiesAt as zombiesIn, zoneOf,
} from '../../../src/games/season1/scenario.ts';
import type { Game, S1View } from '../../../src/games/season1/state.ts';
import { GameOver } from '../../../src/games/zombicide/decide.ts';

export interface Placed {
  name: string;
  zone: string;
  cards?: string[];
  xp?: number;
  level?: number;
  wounds?: number;
}

export interface ScenarioSetup {
  /** zmap text after the header (grid:, edges:, tokens:). */
  map: string;
  survivors: Placed[];
  /** zone label -> e.g. "4W 1F 3R" */
  zombies?: Record<string, string>;
  /** Called for every decision the engine asks; default: the first option. */
  choose?: (view: S1View, d: Decision) => number;
  header?: string;
}

export function scenario(setup: ScenarioSetup): Game {
  const text = `zmap 1\ngame: season1\nname: test\n${setup.header ?? ''}\n${setup.map}`;
  const mission = s1MissionFromText(text, 'scenario.zmap');
  return buildPosition(mission, setup.survivors, { choose: setup.choose, zombies: setup.zombies ?? {} });
}

export function zone(g: Game, label: string): number {
  return zoneOf(g, label);
}

/** Zombies in a zone as "2W 1F 2R" (types with a count only, in W R F A order). */
export function zombiesAt(g: Game, label: string): string {
  return zombiesIn(g, label);
}

/** Dice that roll the given faces in order. */
export function fixDice(g: Game, faces: number[]): void {
  scriptDice(g, faces);
}

/** The next Zombie cards drawn, first drawn first. */
export function stackZombieDeck(g: Game, ids: number[]): void {
  stackDeck(g, ids);
}

/** Run a rules step; a game ending inside it is reported instead of thrown. */
export function step(fn: () => void): GameOver | null {
  return playStep(fn);
}

/** A small town used by many tests: a street row over a row with two buildings (E+F joined, H behind a closed door). */
export const TOWN = `grid:
  a b c d
  E F g H
edges:
  open E-F
  door F-b open
  door H-d closed
tokens:
  start a
  spawn d order=1
  objective H
`;

/** The first legal action of a type, typed. */
export function findAction<T extends Action['type']>(acts: Action[], type: T): Extract<Action, { type: T }> | undefined {
  return acts.find((a) => a.type === type) as Extract<Action, { type: T }> | undefined;
}

/** A street row over a row with two single rooms (E behind a closed door). */
export const STREET = `grid:
  a b c d
  E f G h
edges:
  door E-a closed
tokens:
  start a
  spawn d order=1
  objective E
`;
