/**
 * Targeting priority as data (every Zombicide game): each zombie type's class (the lowest class present takes a
 * ranged hit) and toughness (the Damage that kills it). Combat, the odds and the strategy kits read it from here.
 */

export interface Targeting {
  /** priority[type]: the class, 1 first. */
  priority: readonly number[];
  /** toughness[type]: the least Damage that kills it. */
  toughness: readonly number[];
}

/**
 * Where one ranged hit of `damage` goes among the zombies `counts[at + type]`: the types of the lowest class present
 * that the Damage kills (in type order), or, when it kills none of them, the type that absorbs the hit; null when
 * no zombie is there.
 */
export function priorityTargets(t: Targeting, counts: ArrayLike<number>, at: number, damage: number): { killable: number[]; absorbedBy: number } | null {
  const types = t.priority.length;
  let lowest = Infinity;
  for (let type = 0; type < types; type++) if (counts[at + type]! > 0 && t.priority[type]! < lowest) lowest = t.priority[type]!;
  if (lowest === Infinity) return null;
  const killable: number[] = [];
  let absorbedBy = -1;
  for (let type = 0; type < types; type++) {
    if (t.priority[type] !== lowest || counts[at + type]! === 0) continue;
    if (damage >= t.toughness[type]!) killable.push(type);
    else if (absorbedBy < 0) absorbedBy = type;
  }
  return { killable, absorbedBy };
}

/**
 * Zombies killed by `hits` hits of `damage` on `counts[at + type]`: with a free choice of targets (melee, Sniper) any
 * the Damage kills; else by the priority, class after class, until a class holds one the Damage cannot kill (it
 * absorbs the hits left).
 */
export function killsFrom(t: Targeting, hits: number, damage: number, counts: ArrayLike<number>, at: number, free: boolean): number {
  const types = t.priority.length;
  if (free) {
    let can = 0;
    for (let type = 0; type < types; type++) if (damage >= t.toughness[type]!) can += counts[at + type]!;
    return Math.min(hits, can);
  }
  let classes = 0;
  for (let type = 0; type < types; type++) if (t.priority[type]! > classes) classes = t.priority[type]!;
  let kills = 0;
  for (let cls = 1; cls <= classes && hits > 0; cls++) {
    let can = 0;
    let blocks = false;
    for (let type = 0; type < types; type++) {
      if (t.priority[type] !== cls || counts[at + type]! === 0) continue;
      if (damage >= t.toughness[type]!) can += counts[at + type]!;
      else blocks = true;
    }
    const k = Math.min(hits, can);
    kills += k;
    hits -= k;
    if (blocks) break;
  }
  return kills;
}
