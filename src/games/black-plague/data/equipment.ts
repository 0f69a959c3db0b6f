/**
 * Black Plague Equipment, transcribed from the fan tables summarised in shared/data/SOURCES.md §6 (search deck of
 * 63 cards: Serneum and ccaronls agree on names and counts; stats from ccaronls and a second implementation, with the
 * official rulebook's examples overriding). `accuracy` is the lowest die face that hits; `range` is [min, max].
 *
 * Readings where the sources disagree (recorded in docs/rules-coverage-black-plague.md): Hammer 3+ (not 4+),
 * Crossbow range 1–2 with 2 dice, Mana Blast range 0–1, Hand Crossbow range 0–1 (rulebook), door rolls from the
 * early ccaronls version (Short Sword 4, Sword 4, Great Sword 5), armour values from ccaronls alone.
 *
 * The grey-back Starting Equipment is in no source: `STARTING_DEFAULT` is a stated guess, overridable per mission
 * (`starting-equipment:`). Starting cards are extra cards, on top of the search deck's copies.
 */
export type BpKind = 'melee' | 'ranged' | 'magic' | 'enchantment' | 'armor' | 'shield' | 'item';
export type BpDeck = 'search' | 'vault';

export interface Profile {
  range: readonly [number, number];
  dice: number;
  accuracy: number;
  damage: number;
}

export interface BpEquipDef {
  /** Its place in BP_EQUIPMENT: a small number for each kind of card. */
  id: number;
  name: string;
  kind: BpKind;
  /** Physical cards in the box (search deck or set aside as Vault Artifacts). */
  count: number;
  deck: BpDeck;
  /** Combat stats (melee, ranged, magic); null for the rest. */
  profile: Profile | null;
  /** A second, melee profile (the Orcish Crossbow is a melee and a ranged weapon). */
  melee?: Profile;
  /** Makes noise when used (bell icon); enchantments are noisy to cast. */
  noisy: boolean;
  opensDoors: boolean;
  /** Die result needed to open a door; null = opens without a roll. */
  doorRoll: number | null;
  dual: boolean;
  reload: boolean;
  /** Armour-roll value (armour in the Body slot, shields in a Hand). */
  armor?: number;
  /** Which "Plenty of …" card gives a re-roll with it. */
  ammo?: 'arrows' | 'bolts';
  /** Dagger: +1 die to another Melee weapon in the other Hand. */
  daggerBonus?: boolean;
  /** Aaahh!!: a Walker appears when it is drawn. */
  trap?: boolean;
  food?: boolean;
}

/** A definition as the table below writes it; `uniform` numbers it. */
type Written = Omit<BpEquipDef, 'id'>;

const NO_DOOR = { opensDoors: false, doorRoll: null };

function melee(name: string, count: number, dice: number, accuracy: number, damage: number, doorRoll: number | null, dual: boolean, extra: Partial<Written> = {}): Written {
  return { name, kind: 'melee', count, deck: 'search', profile: { range: [0, 0], dice, accuracy, damage }, noisy: false, opensDoors: true, doorRoll, dual, reload: false, ...extra };
}

function shooter(
  name: string, kind: 'ranged' | 'magic', count: number, range: [number, number], dice: number, accuracy: number, damage: number,
  flags: { dual?: boolean; reload?: boolean; noisy?: boolean; ammo?: 'arrows' | 'bolts'; deck?: BpDeck } = {},
): Written {
  return {
    name, kind, count, deck: flags.deck ?? 'search', profile: { range, dice, accuracy, damage }, noisy: flags.noisy ?? kind === 'magic',
    ...NO_DOOR, dual: flags.dual === true, reload: flags.reload === true, ...(flags.ammo ? { ammo: flags.ammo } : {}),
  };
}

function other(name: string, kind: BpKind, count: number, extra: Partial<Written> = {}): Written {
  return { name, kind, count, deck: 'search', profile: null, noisy: kind === 'enchantment', ...NO_DOOR, dual: false, reload: false, ...extra };
}

export const BP_EQUIPMENT: readonly BpEquipDef[] = ([
  melee('Axe', 2, 1, 4, 1, null, true),
  melee('Short Sword', 1, 1, 4, 1, 4, true),
  melee('Sword', 2, 2, 4, 1, 4, true),
  melee('Great Sword', 2, 5, 5, 1, 5, false),
  melee('Hammer', 1, 1, 3, 2, 4, false),
  melee('Dagger', 4, 1, 4, 1, 4, true, { daggerBonus: true }),
  shooter('Short Bow', 'ranged', 1, [0, 1], 1, 3, 1, { ammo: 'arrows' }),
  shooter('Long Bow', 'ranged', 2, [1, 3], 1, 3, 1, { ammo: 'arrows' }),
  shooter('Crossbow', 'ranged', 2, [1, 2], 2, 4, 2, { reload: true, ammo: 'bolts' }),
  shooter('Repeating Crossbow', 'ranged', 2, [0, 1], 3, 5, 1, { dual: true, reload: true, ammo: 'bolts' }),
  shooter('Hand Crossbow', 'ranged', 2, [0, 1], 2, 3, 1, { dual: true, reload: true, ammo: 'bolts' }),
  shooter('Fireball', 'magic', 2, [0, 1], 3, 4, 1, { dual: true }),
  shooter('Death Strike', 'magic', 2, [0, 1], 1, 4, 2, { dual: true }),
  shooter('Mana Blast', 'magic', 1, [0, 1], 1, 4, 1, { dual: true }),
  shooter('Lightning Bolt', 'magic', 2, [0, 3], 1, 4, 1, { dual: true }),
  other('Speed', 'enchantment', 1),
  other('Repulse', 'enchantment', 1),
  other('Healing', 'enchantment', 1),
  other('Invisibility', 'enchantment', 1),
  other('Shield', 'shield', 2, { armor: 3 }),
  other('Plate Armor', 'armor', 1, { armor: 3 }),
  other('Chainmail Armor', 'armor', 2, { armor: 4 }),
  other('Leather Armor', 'armor', 2, { armor: 5 }),
  other('Torch', 'item', 4),
  other('Dragon Bile', 'item', 4),
  other('Plenty of Arrows', 'item', 3),
  other('Plenty of Bolts', 'item', 3),
  other('Apples', 'item', 2, { food: true }),
  other('Water', 'item', 2, { food: true }),
  other('Salted Meat', 'item', 2, { food: true }),
  other('Aaahh!!', 'item', 4, { trap: true }),
  // Vault Artifacts: set aside at setup, found in Vaults, never reshuffled into the Equipment deck.
  { ...shooter('Orcish Crossbow', 'ranged', 1, [1, 2], 2, 3, 2, { reload: true, ammo: 'bolts', deck: 'vault' }), melee: { range: [0, 0], dice: 2, accuracy: 3, damage: 2 } },
  shooter('Inferno', 'magic', 1, [0, 1], 4, 4, 2, { deck: 'vault' }),
] satisfies Written[]).map(uniform);

/**
 * The definition with every field, the optional ones too, in one order: all definitions then share one shape, and
 * reading a field of a card's definition stays fast wherever cards of every kind pass.
 */
function uniform(d: Written, id: number): BpEquipDef {
  return {
    id, name: d.name, kind: d.kind, count: d.count, deck: d.deck, profile: d.profile, melee: d.melee, noisy: d.noisy,
    opensDoors: d.opensDoors, doorRoll: d.doorRoll, dual: d.dual, reload: d.reload, armor: d.armor, ammo: d.ammo,
    daggerBonus: d.daggerBonus, trap: d.trap, food: d.food,
  };
}

/** The guessed grey-back Starting Equipment (no source lists it): one card per Survivor, dealt at random. */
export const STARTING_DEFAULT: readonly string[] = ['Short Sword', 'Axe', 'Dagger', 'Short Bow', 'Hand Crossbow', 'Sword'];

const byName = new Map(BP_EQUIPMENT.map((e) => [e.name.toLowerCase(), e]));

export function bpEquipmentByName(name: string): BpEquipDef | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** The profile a weapon uses for a melee (own zone, max range 0) or ranged/magic attack, or null. */
export function attackProfile(def: BpEquipDef, ranged: boolean): Profile | null {
  if (ranged) return def.profile && def.profile.range[1] > 0 ? def.profile : null;
  if (def.melee) return def.melee;
  return def.profile && def.profile.range[1] === 0 ? def.profile : null;
}
