/** What every Zombicide game knows of a Survivor card: the name and the skills of each Danger Level. */

/**
 * The six Season 1 Survivors and their skill trees (blue; yellow; orange: pick 1 of 2;
 * red: pick 1 of 3), transcribed from the fan tables summarised in shared/data/SOURCES.md §7.
 */
export interface SurvivorDef {
  name: string;
  blue: readonly string[];
  yellow: readonly string[];
  orange: readonly string[];
  red: readonly string[];
}
