/**
 * Season 1 Equipment cards (62 in the box), transcribed from the fan tables summarised in
 * shared/data/SOURCES.md §4 (two sources agree on every stat; counts sum to 62).
 * `accuracy` is the lowest die face that hits; `range` is [min, max]; melee is [0, 0].
 */
export type Deck = 'search' | 'starting' | 'starting+search' | 'setAside' | 'pimpmobile' | 'combination';
export type EquipKind = 'melee' | 'ranged' | 'item';

export interface EquipDef {
  /** Its place in EQUIPMENT: a small number for each kind of card. */
  id: number;
  name: string;
  kind: EquipKind;
  /** Physical cards in the box. */
  count: number;
  deck: Deck;
  /** Copies dealt as starting equipment (the rest go in the search deck). */
  starting: number;
  range: readonly [number, number] | null;
  dice: number;
  accuracy: number;
  damage: number;
  /** Makes noise when used to attack (every ranged weapon does; a ranged weapon's melee profile, Ma's Shotgun's blade, does not). */
  attackNoisy: boolean;
  opensDoors: boolean;
  doorNoisy: boolean;
  dual: boolean;
  reload: boolean;
  /** "Aaahh!!": a Walker appears when it is drawn. */
  trap?: boolean;
  /** A second, melee profile (Ma's Shotgun). */
  melee?: { dice: number; accuracy: number; damage: number };
  /** Hits are assigned freely by the shooter (Sniper Rifle). */
  freeTargets?: boolean;
  /**
   * Which Plenty of Ammo card re-rolls this weapon. The printed cards (shared/data/SOURCES.md §13): bullets for a
   * Pistol, Evil Twins or Rifle (the Sniper Rifle is a Rifle with a Scope, so it keeps it); shells for a Sawed-Off,
   * Shotgun or Ma's Shotgun. The Sub MG is on neither card.
   */
  ammo?: 'bullets' | 'shells';
  /** Canned Food, Bag of Rice, Water. */
  provision?: boolean;
}

/** A definition as the table below writes it; `uniform` numbers it. */
type Written = Omit<EquipDef, 'id'>;

function weapon(
  name: string, kind: 'melee' | 'ranged', count: number, deck: Deck, starting: number,
  range: [number, number], dice: number, accuracy: number, damage: number,
  flags: { noisy?: boolean; door?: 'silent' | 'noisy'; dual?: boolean; reload?: boolean } = {},
): Written {
  return {
    name, kind, count, deck, starting, range, dice, accuracy, damage,
    attackNoisy: kind === 'ranged' || flags.noisy === true,
    opensDoors: flags.door !== undefined,
    doorNoisy: flags.door === 'noisy',
    dual: flags.dual === true,
    reload: flags.reload === true,
  };
}

function item(name: string, count: number, extra: Partial<Written> = {}): Written {
  return {
    name, kind: 'item', count, deck: 'search', starting: 0, range: null, dice: 0, accuracy: 7, damage: 0,
    attackNoisy: false, opensDoors: false, doorNoisy: false, dual: false, reload: false, ...extra,
  };
}

export const EQUIPMENT: readonly EquipDef[] = ([
  weapon('Fire Axe', 'melee', 2, 'starting+search', 1, [0, 0], 1, 4, 2, { door: 'noisy' }),
  weapon('Crowbar', 'melee', 2, 'starting+search', 1, [0, 0], 1, 4, 1, { door: 'silent' }),
  { ...weapon('Pistol', 'ranged', 3, 'starting+search', 1, [0, 1], 1, 4, 1, { dual: true }), ammo: 'bullets' },
  weapon('Pan', 'melee', 3, 'starting', 3, [0, 0], 1, 6, 1),
  weapon('Baseball Bat', 'melee', 2, 'search', 0, [0, 0], 1, 3, 1),
  weapon('Chainsaw', 'melee', 2, 'search', 0, [0, 0], 5, 5, 2, { noisy: true, door: 'noisy' }),
  weapon('Katana', 'melee', 2, 'search', 0, [0, 0], 2, 4, 1),
  weapon('Machete', 'melee', 4, 'search', 0, [0, 0], 1, 4, 2, { dual: true }),
  { ...weapon('Rifle', 'ranged', 2, 'search', 0, [1, 3], 1, 3, 1), ammo: 'bullets' },
  { ...weapon('Sniper Rifle', 'ranged', 0, 'combination', 0, [1, 3], 1, 3, 1), ammo: 'bullets', freeTargets: true },
  { ...weapon('Sawed-Off', 'ranged', 4, 'search', 0, [0, 1], 2, 3, 1, { dual: true, reload: true }), ammo: 'shells' },
  { ...weapon('Shotgun', 'ranged', 2, 'search', 0, [0, 1], 2, 4, 2), ammo: 'shells' },
  weapon('Sub MG', 'ranged', 2, 'search', 0, [0, 1], 3, 5, 1, { dual: true }),
  { ...weapon('Evil Twins', 'ranged', 1, 'pimpmobile', 0, [0, 1], 2, 4, 1), ammo: 'bullets' },
  { ...weapon("Ma's Shotgun", 'ranged', 1, 'pimpmobile', 0, [0, 1], 2, 3, 2), ammo: 'shells', melee: { dice: 1, accuracy: 3, damage: 2 } },
  // Kills every actor in the target zone: no dice (range 0-1 and noisy per the fan sources).
  { ...weapon('Molotov', 'ranged', 2, 'setAside', 0, [0, 1], 0, 7, 0) },
  item('Aaahh!!', 4, { trap: true }),
  item('Bag of Rice', 3, { provision: true }),
  item('Canned Food', 3, { provision: true }),
  item('Water', 3, { provision: true }),
  item('Flashlight', 2),
  item('Gasoline', 2),
  item('Glass Bottle', 2),
  item('Goalie Mask', 1),
  item('Plenty of Ammo (bullets)', 3),
  item('Plenty of Ammo (shells)', 3),
  item('Scope', 2),
] satisfies Written[]).map(uniform);

/**
 * The definition with every field, the optional ones too, in one order: all definitions then share one shape, and
 * reading a field of a card's definition stays fast wherever cards of every kind pass.
 */
function uniform(d: Written, id: number): EquipDef {
  return {
    id, name: d.name, kind: d.kind, count: d.count, deck: d.deck, starting: d.starting, range: d.range, dice: d.dice,
    accuracy: d.accuracy, damage: d.damage, attackNoisy: d.attackNoisy, opensDoors: d.opensDoors, doorNoisy: d.doorNoisy,
    dual: d.dual, reload: d.reload, trap: d.trap, melee: d.melee, freeTargets: d.freeTargets, ammo: d.ammo,
    provision: d.provision,
  };
}

const byName = new Map(EQUIPMENT.map((e) => [e.name.toLowerCase(), e]));

export function equipmentByName(name: string): EquipDef | undefined {
  return byName.get(name.trim().toLowerCase());
}
