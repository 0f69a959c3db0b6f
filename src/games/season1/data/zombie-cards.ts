/**
 * The 42 Season 1 Zombie cards, transcribed from the fan tables summarised in
 * shared/data/SOURCES.md §1 and checked against images of the printed cards (§13: every card agrees).
 * One row per Danger Level (blue, yellow, orange, red); null = nothing happens. Compact notation:
 * "3W" = 3 Walkers, W/R/F/A = Walker/Runner/Fatty/Abomination.
 *
 * Cards 4 and 16 print 2 Walkers on the Blue row (one fan transcription, Landraille's, reads 1: still
 * selectable with `zombie-card-source: landraille`).
 */
import { type ZombieType, ZOMBIE_LETTERS } from '../zombie-types.ts';

export type CardKind = 'spawn' | 'extraActivation' | 'manhole';

export interface ZombieRow {
  type: ZombieType;
  /** 0 for extra activation rows. */
  count: number;
}

export interface ZombieCard {
  id: number;
  kind: CardKind;
  /** Indexed by danger level 0..3. */
  rows: readonly (ZombieRow | null)[];
}

const TABLE: readonly (readonly [CardKind, string])[] = [
  ['spawn', '- 2R 2R 5W'], ['spawn', '1W 1W 6W 7W'], ['spawn', '1W 1R 1F 4R'], ['spawn', '2W 3W 4W 2R'],
  ['spawn', '- 4W 2F 5W'], ['spawn', '1W 1W 3R 7W'], ['spawn', '1W 2W 2W 4R'], ['spawn', '2W 3W 4W 2F'],
  ['spawn', '- 4W 2R 5W'], ['spawn', '1W 1W 3R 7W'], ['spawn', '1W 1R 1R 4F'], ['spawn', '1F 3W 4W 2R'],
  ['spawn', '- 2R 2R 5W'], ['spawn', '1W 1W 6W 7W'], ['spawn', '1W 1R 1F 4R'], ['spawn', '2W 3W 4W 2R'],
  ['spawn', '- 4W 2F 5W'], ['spawn', '1W 1W 3R 7W'], ['spawn', '1W 2W 2W 4R'], ['spawn', '2W 3W 4W 2F'],
  ['spawn', '- 4W 2R 5W'], ['spawn', '1W 1W 3R 7W'], ['spawn', '1W 1R 1R 4F'], ['spawn', '1F 3W 4W 2R'],
  ['spawn', '1W 2R 5W 3F'], ['spawn', '1W 2W 3W 7W'], ['spawn', '2W 2W 3R 4F'], ['spawn', '2W 1A 2R 5W'],
  ['spawn', '1W 4W 1A 6W'], ['spawn', '1W 2W 6W 1A'], ['spawn', '1R 1R 3W 8W'], ['spawn', '1F 3W 2F 5W'],
  ['spawn', '1W 2R 5W 3R'], ['spawn', '1W 2W 3R 7W'], ['spawn', '1R 1F 3W 4R'], ['spawn', '1A 3W 2R 5W'],
  ['extraActivation', '- 0W 0W 0W'], ['extraActivation', '- 0W 0W 0W'], ['extraActivation', '- 0F 0F 0F'],
  ['extraActivation', '- 0R 0R 0R'],
  ['manhole', '1W 2W 1F 1R'], ['manhole', '1W 1R 2W 1F'],
];

function parseRow(cell: string): ZombieRow | null {
  if (cell === '-') return null;
  const type = ZOMBIE_LETTERS.indexOf(cell.slice(-1)) as ZombieType;
  return { type, count: Number(cell.slice(0, -1)) };
}

export const ZOMBIE_CARDS: readonly ZombieCard[] = TABLE.map(([kind, rows], i) => ({
  id: i + 1,
  kind,
  rows: rows.split(' ').map(parseRow),
}));

/** The zombie-card-source readings: `printed` (the card images; `zzorba` is the fan transcription that agrees) or `landraille`. */
export const ZOMBIE_CARD_SOURCES = ['printed', 'zzorba', 'landraille'] as const;
export type ZombieCardSource = (typeof ZOMBIE_CARD_SOURCES)[number];

/** Where Landraille's transcription differs from the printed cards: cards 4 and 16 read 1 Walker at Blue. */
const LANDRAILLE_ROWS: Readonly<Record<number, readonly (ZombieRow | null)[]>> = {
  4: [{ type: 0, count: 1 }, null, null, null],
  16: [{ type: 0, count: 1 }, null, null, null],
};

/** The row of a card at a Danger Level, following the chosen reading. */
export function cardRow(card: ZombieCard, level: number, source: ZombieCardSource): ZombieRow | null {
  if (source === 'landraille') {
    const alt = LANDRAILLE_ROWS[card.id]?.[level];
    if (alt) return alt;
  }
  return card.rows[level] ?? null;
}
