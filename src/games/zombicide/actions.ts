/**
 * The Survivor actions every Zombicide game plays the same way, written over any game's state: the action loop,
 * closing a door, reorganizing, trading, the draws of a Search (Destiny, Matching set!, Aaahh!! cards).
 */
import { type Rng, shuffle } from '../../core/rng.ts';
import type { Logger } from '../types.ts';
import { type DecisionHost, decide } from './decide.ts';
import { drawEquipment } from './decks.ts';
import type { Trade } from './inventory.ts';
import type { BoardState } from './state.ts';


/** Ends the exchanges of one trade Action. */
const DONE_TRADING: Trade = { with: -1, give: -1, take: -1, names: ['done', null] };
/** Exchanges in one trade Action before the engine stops it (against strategies that swap back and forth forever). */
const MAX_EXCHANGES = 12;

/** A Move option, the same in both rule systems: to zone `to` through the zones of `path` (`to` last). */
export type MoveOption = { type: 'move'; to: number; path: number[] };

/** Moves that only carry zone numbers, made once and shared by every game (options are never changed once offered). */
const MOVES: MoveOption[] = [];
/** Two-zone Moves by first and second zone (first × MAX_ZONES + second). */
const MOVES_VIA = new Map<number, MoveOption>();
const MAX_ZONES = 1 << 16;

/** The Move along `path` and on to `m` (both rule systems); one- and two-zone Moves are shared, longer ones made. */
export function moveOption(path: readonly number[], m: number): MoveOption {
  if (path.length === 0) return (MOVES[m] ??= { type: 'move', to: m, path: [m] });
  if (path.length > 1) return { type: 'move', to: m, path: [...path, m] };
  const key = path[0]! * MAX_ZONES + m;
  let move = MOVES_VIA.get(key);
  if (!move) MOVES_VIA.set(key, (move = { type: 'move', to: m, path: [path[0]!, m] }));
  return move;
}

/** A Survivor's actions (both rule systems) while `active`: the strategy picks each, until it ends the turn. */
export function actionLoop<G extends DecisionHost & { check: boolean }, S extends { index: number; name: string }, A extends { type: string }>(
  g: G, s: S, active: (s: S) => boolean, legal: (g: G, s: S) => A[], perform: (g: G, s: S, a: A) => void, check: (g: G, when: string) => void,
): void {
  for (;;) {
    if (!active(s)) return;
    const a = decide(g, 'action', s.index, legal(g, s));
    if (a.type === 'end-turn') return;
    perform(g, s, a);
    if (g.check) check(g, `after ${s.name}'s ${a.type}`);
  }
}

/** "holds Pistol + Crowbar" or "empty-handed" (both rule systems). */
export function handsText(first: string | undefined, second: string | undefined): string {
  const h = [first, second].filter(Boolean);
  return h.length ? `holds ${h.join(' + ')}` : 'empty-handed';
}

/** Lock it down (both rule systems): 1 Action closes an open door of the Survivor's zone. */
export function closeDoor(g: BoardState & { log: Logger | undefined }, s: { name: string; actions: number }, door: number): void {
  s.actions--;
  g.doorOpen[door] = 0;
  g.view = g.graph.view(g.doorOpen);
  g.log?.(`${s.name} closes a door (Lock it down)`);
}

/** A Reorganize Action (both rule systems): the strategy picks an arrangement among `options`, `apply` makes it. */
export function reorganizeAction<G extends DecisionHost, S extends { index: number; name: string; actions: number }, Ar>(
  g: G, s: S, options: Ar[], apply: (a: Ar) => void, hands: () => string,
): void {
  s.actions--;
  apply(decide(g, 'arrange', s.index, options));
  g.log?.(`${s.name} reorganizes: ${hands()}`);
}

/** A Trade Action (both rule systems): one Action for `tradeExchanges`. */
export function tradeAction<G extends DecisionHost, S extends { index: number; name: string; actions: number }>(
  g: G, s: S, o: S, options: (s: S, o: S) => Trade[], apply: (g: G, s: S, t: Trade) => void, reorganize: (g: G, x: S) => void,
): void {
  s.actions--;
  tradeExchanges(g, s, o, options, apply, reorganize);
}

/**
 * The exchanges of one Trade Action (both rule systems): the trader picks exchanges until "done" (or the engine's
 * limit), then both Survivors may rearrange for free.
 */
export function tradeExchanges<G extends DecisionHost, S extends { index: number; name: string }>(
  g: G, s: S, o: S, options: (s: S, o: S) => Trade[], apply: (g: G, s: S, t: Trade) => void, reorganize: (g: G, x: S) => void,
): void {
  for (let exchanges = 0; exchanges < MAX_EXCHANGES; exchanges++) {
    const t = decide(g, 'trade-cards', s.index, [...options(s, o), DONE_TRADING]);
    if (t === DONE_TRADING) break;
    g.log?.(t.names[0] === null ? `${s.name} takes ${t.names[1]} from ${o.name}` : `${s.name} trades ${t.names[0]}${t.names[1] ? ` for ${t.names[1]}` : ''} with ${o.name}`);
    apply(g, s, t);
  }
  reorganize(g, s);
  reorganize(g, o);
}

/**
 * Draw one Equipment card (both rule systems); with Destiny at hand (`destiny`), the player may discard it and draw
 * another. `destiny` in the result: the skill was used.
 */
export function drawWithDestiny<C extends { def: { name: string } }>(
  g: DecisionHost & { decks: { equipment: C[]; equipmentDiscard: C[] }; rng: { equipmentDeck: Rng } }, s: { index: number; name: string },
  destiny: boolean, discard: (card: C) => void,
): { card: C | null; destiny: boolean } {
  const card = drawEquipment(g);
  if (!card || !destiny) return { card, destiny: false };
  const options = [{ redraw: false, card: card.def.name }, { redraw: true, card: card.def.name }];
  if (!decide(g, 'destiny', s.index, options).redraw) return { card, destiny: false };
  discard(card);
  g.log?.(`  ${s.name} discards ${card.def.name} and draws again (Destiny)`);
  return { card: drawEquipment(g), destiny: true };
}

/**
 * The draws of a Search (both rule systems): `draws` cards from `draw`, each kept (`keep`) unless it is an Aaahh!!,
 * which `trap` handles (discarded, a Walker in the zone) and answers whether the searcher is still in play: a Walker
 * short of miniatures activates every Walker at once, and one that kills the searcher ends his Search (a Flashlight's
 * second card is not drawn). Stops when the decks run dry (`empty` says so).
 */
export function searchCards<C extends { def: { name: string; trap?: boolean } }>(
  g: { log: Logger | undefined }, who: string, where: string, draws: number, draw: () => C | null, empty: string,
  trap: (card: C) => boolean, keep: (card: C) => void,
): void {
  for (let i = 0; i < draws; i++) {
    const card = draw();
    if (!card) {
      g.log?.(`${who} searches ${where}: ${empty}`);
      return;
    }
    g.log?.(`${who} searches ${where} and finds ${card.def.name}`);
    if (card.def.trap) {
      if (!trap(card)) return;
      continue;
    }
    keep(card);
  }
}

/** Matching set! (both rule systems): a Dual weapon found lets the searcher take a second one from the Equipment deck, which is then shuffled. */
export function matchingSet<C extends { def: { name: string; dual: boolean } }>(
  g: DecisionHost & { decks: { equipment: C[] }; rng: { equipmentDeck: Rng } }, s: { index: number; name: string; skills: readonly string[] },
  card: C, keep: (twin: C) => void,
): void {
  if (!card.def.dual || !s.skills.includes('Matching set!')) return;
  const k = g.decks.equipment.findIndex((c) => c.def === card.def);
  if (k < 0 || !decide(g, 'matching-set', s.index, [true, false])) return;
  const [twin] = g.decks.equipment.splice(k, 1);
  shuffle(g.rng.equipmentDeck, g.decks.equipment);
  g.log?.(`  Matching set!: ${s.name} takes a second ${card.def.name}`);
  keep(twin!);
}
