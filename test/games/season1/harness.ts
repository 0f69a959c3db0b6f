/**
 * Build a Season 1 position from a small zmap and play one step of the rules on it,
 * with scripted dice, cards and choices.
 */
import type { Decision, StrategyModule } from '../../../src/games/types.ts';
import { GameOver } from '../../../src/games/season1/decide.ts';
import { setupGame } from '../../../src/games/season1/game.ts';
import { s1MissionFromText } from '../../../src/games/season1/mission.ts';
import { type Card, type Game, type S1View } from '../../../src/games/season1/state.ts';
import { equipmentByName } from '../../../src/games/season1/data/equipment.ts';
import { ZOMBIE_LETTERS, type ZombieType } from '../../../src/games/season1/zombie-types.ts';

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
  const choose = setup.choose ?? (() => 0);
  const strategy: StrategyModule = { name: 'scripted', description: '', games: [], create: () => ({ choose: choose as never }) };
  const g = setupGame(mission, setup.survivors.map((s) => s.name), strategy, 'scenario', 0);
  setup.survivors.forEach((p, i) => {
    const s = g.survivors[i]!;
    s.zone = zone(g, p.zone);
    s.slots.fill(null);
    (p.cards ?? []).forEach((name, k) => {
      s.slots[k] = { uid: 1000 + i * 10 + k, def: equipmentByName(name)!, loaded: true } as Card;
    });
    s.xp = p.xp ?? 0;
    s.level = p.level ?? 0;
    for (let w = 0; w < (p.wounds ?? 0); w++) {
      s.slots[s.slots.indexOf(null)] = 'wounded';
      s.wounds++;
    }
  });
  g.zombies.fill(0);
  g.onBoard.fill(0);
  for (const [label, spec] of Object.entries(setup.zombies ?? {})) {
    for (const part of spec.split(' ').filter(Boolean)) {
      const t = ZOMBIE_LETTERS.indexOf(part.slice(-1)) as ZombieType;
      const count = Number(part.slice(0, -1));
      g.zombies[zone(g, label) * 4 + t]! += count;
      g.onBoard[t]! += count;
    }
  }
  return g;
}

export function zone(g: Game, label: string): number {
  const z = g.graph.zoneByLabel(label);
  if (z < 0) throw new Error(`no zone ${label}`);
  return z;
}

/** Zombies in a zone as "2W 1F 2R" (types with a count only, in W R F A order). */
export function zombiesAt(g: Game, label: string): string {
  const z = zone(g, label);
  const parts: string[] = [];
  for (let t = 0; t < 4; t++) {
    const c = g.zombies[z * 4 + t]!;
    if (c > 0) parts.push(`${c}${ZOMBIE_LETTERS[t]}`);
  }
  return parts.join(' ');
}

/** Dice that roll the given faces in order. */
export function fixDice(g: Game, faces: number[]): void {
  let i = 0;
  g.rng.dice = () => {
    if (i >= faces.length) throw new Error('scenario ran out of scripted dice');
    return (faces[i++]! - 1) / 6 + 0.01;
  };
}

/** The next Zombie cards drawn, first drawn first. */
export function stackZombieDeck(g: Game, ids: number[]): void {
  g.decks.zombie = [...ids].reverse();
  g.decks.zombieDiscard = [];
}

/** Run a rules step; a game ending inside it is reported instead of thrown. */
export function step(fn: () => void): GameOver | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof GameOver) return e;
    throw e;
  }
}
