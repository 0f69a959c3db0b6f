/**
 * The 54 Zombie cards of the Black Plague core box, transcribed from the fan transcriptions summarised in
 * shared/data/SOURCES.md §2 (not checked against physical cards). One row per Danger Level (blue, yellow,
 * orange, red); null = nothing at that level. Compact notation: "3W" = 3 Walkers; W/R/F/A = Walker, Runner,
 * Fatty, Abomination; "xW" = extra activation of every Walker.
 *
 * 1–36 spawn, 37–40 Extra Activation (Walker, Walker, Fatty, Runner), 41–46 Necromancer, 47–54 Double Spawn.
 *
 * Disputed (selectable with mission keys, see docs/missions.md):
 * - card 34: the two code sources read 1F 2W 2F 7W (= card 22, the default, `spawn-card-34: code`); the two
 *   spreadsheets read 1W 2F 2W 7F (`spawn-card-34: spreadsheet`);
 * - cards 37–40 at Blue: no effect in the code sources (the default, `extra-activation-blue: none`); the
 *   spreadsheets activate at Blue too (`extra-activation-blue: activate`).
 */
import { type BpZombieType, ZOMBIE_LETTERS } from '../zombie-types.ts';

export type BpCardKind = 'spawn' | 'extraActivation' | 'necromancer' | 'doubleSpawn';

export interface BpZombieRow {
  type: BpZombieType;
  /** 0 for extra activation rows. */
  count: number;
}

export interface BpZombieCard {
  id: number;
  kind: BpCardKind;
  /** Indexed by danger level 0..3 (spawn and extra activation cards; empty rows for the others). */
  rows: readonly (BpZombieRow | null)[];
}

const SPAWN_1_24 = [
  '- 2R 5W 2F', '- 2F 5W 5W', '- 4W 3R 2R', '1W 1R 3F 3F', '1W 1F 4W 5W', '1W 2W 1R 3R', '2W 1R 1F 3F', '3W 1F 4W 6W',
  '1F 2W 2R 3R', '1F 2W 2F 5W', '1R 3W 3W 6W', '1R 3W 3W 5W', '1A 1R 5W 2F', '2W 1A 1F 3R', '2W 1F 1A 6W', '1W 3W 2R 1A',
  '1W 2R 3F 6W', '1R 1F 4W 5W', '1W 4W 2R 3F', '1F 1R 6W 2R', '1W 2F 2R 8W', '1F 2W 2F 7W', '1R 4W 4W 3F', '1F 3W 5W 3R',
];

const TABLE: readonly (readonly [BpCardKind, string])[] = [
  ...SPAWN_1_24.map((r) => ['spawn', r] as const),
  // 25–36 repeat 13–24 in every source.
  ...SPAWN_1_24.slice(12).map((r) => ['spawn', r] as const),
  ['extraActivation', '- 0W 0W 0W'], ['extraActivation', '- 0W 0W 0W'], ['extraActivation', '- 0F 0F 0F'], ['extraActivation', '- 0R 0R 0R'],
  ...Array.from({ length: 6 }, () => ['necromancer', ''] as const),
  ...Array.from({ length: 8 }, () => ['doubleSpawn', ''] as const),
];

function parseRow(cell: string): BpZombieRow | null {
  if (cell === '-') return null;
  return { type: ZOMBIE_LETTERS.indexOf(cell.slice(-1)) as BpZombieType, count: Number(cell.slice(0, -1)) };
}

export const BP_ZOMBIE_CARDS: readonly BpZombieCard[] = TABLE.map(([kind, rows], i) => ({
  id: i + 1,
  kind,
  rows: rows === '' ? [] : rows.split(' ').map(parseRow),
}));

/** The spreadsheets' reading of card 34. */
const CARD_34_SPREADSHEET = '1W 2F 2W 7F'.split(' ').map(parseRow);

export interface CardReading {
  card34: 'code' | 'spreadsheet';
  extraActivationBlue: 'none' | 'activate';
}

/** The row of a card at a Danger Level, following the chosen readings of the disputed cards. */
export function bpCardRow(card: BpZombieCard, level: number, reading: CardReading): BpZombieRow | null {
  if (card.id === 34 && reading.card34 === 'spreadsheet') return CARD_34_SPREADSHEET[level] ?? null;
  if (card.kind === 'extraActivation' && level === 0 && reading.extraActivationBlue === 'activate') return card.rows[1] ?? null;
  return card.rows[level] ?? null;
}
