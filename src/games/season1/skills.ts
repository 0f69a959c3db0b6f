/**
 * The 33 Season 1 skills (rulebook §9), one entry each: what the skill grants every turn and at once when gained,
 * the dice and the bonus it adds to an attack, the actions it offers, and where the rules consult it otherwise
 * (`where`). A skill is found here by its name.
 */
import type { Game, Survivor } from './state.ts';

/** The actions skills offer (part of Season 1's Action, actions.ts). */
export type SkillAction = { type: 'heal'; target: number } | { type: 'loud' } | { type: 'give-action'; target: number };

export interface SkillRule {
  /** At the start of the Survivor's turn: the Actions and free Actions it grants for the turn. */
  turn?(s: Survivor): void;
  /** At once, when gained in play (on top of `turn`: a new Action can be spent in the current turn). */
  gained?(s: Survivor): void;
  /** Dice added per weapon to an attack (ranged or melee). */
  dice?(ranged: boolean): number;
  /** Added to each die of an attack. */
  roll?(ranged: boolean): number;
  /** Actions it offers, after the others (`legalActions`). */
  actions?(g: Game, s: Survivor, out: { push(a: SkillAction): number }): void;
  /** Where else the rules read it (functions by name). */
  where?: string;
}

const inPlayHere = (o: Survivor, s: Survivor): boolean => o.alive && !o.left && o.zone === s.zone;

export const SKILL_RULES: Readonly<Record<string, SkillRule>> = {
  '+1 Action': { turn: (s) => void s.actions++ },
  '+1 free Move Action': { turn: (s) => void s.freeMove++ },
  '+1 free Search Action': { turn: (s) => void s.freeSearch++ },
  '+1 free Combat Action': { turn: (s) => void s.freeCombat++ },
  '1 re-roll per turn': { turn: (s) => void (s.rerollTurn = true), where: 'combat.ts rollHits' },
  Hoard: { gained: (s) => void s.slots.push(null), where: 'survivors.ts createSurvivor (a sixth slot from the start)' },
  '+1 die: Combat': { dice: () => 1 },
  '+1 die: Melee': { dice: (ranged) => (ranged ? 0 : 1) },
  '+1 die: Ranged': { dice: (ranged) => (ranged ? 1 : 0) },
  '+1 to dice roll: Combat': { roll: () => 1 },
  '+1 to dice roll: Melee': { roll: (ranged) => (ranged ? 0 : 1) },
  '+1 to dice roll: Ranged': { roll: (ranged) => (ranged ? 1 : 0) },
  Medic: {
    actions(g, s, out) {
      if (s.healed) return;
      for (const o of g.survivors) if (inPlayHere(o, s) && o.wounds > 0) out.push({ type: 'heal', target: o.index });
    },
    where: 'actions.ts performAction (heal)',
  },
  Loud: { actions: (_g, s, out) => void (s.loudUsed || out.push({ type: 'loud' })), where: 'actions.ts performAction (loud), state.ts noiseMap' },
  'Born leader': {
    actions(g, s, out) {
      if (s.leaderUsed) return;
      for (const o of g.survivors) if (o !== s && o.alive && !o.left) out.push({ type: 'give-action', target: o.index });
    },
    where: 'actions.ts performAction (give-action)',
  },
  '2 Zones per Move Action': { where: 'actions.ts zonesPerMove' },
  '+1 Zone per Move': { where: 'actions.ts zonesPerMove' },
  Slippery: { where: 'actions.ts moveCost, performAction (move)' },
  'Matching set!': { where: 'zombicide/actions.ts matchingSet' },
  'Starts with a [Equipment]': { where: 'zombicide/game.ts startsWithCards' },
  Tough: { where: 'zombies.ts attackZone' },
  Lucky: { where: 'combat.ts rollHits' },
  Sniper: { where: 'combat.ts performAttack (free targets at range)' },
  Ambidextrous: { where: 'combat.ts (Dual with any weapon)' },
  Ninja: { where: 'state.ts noiseMap, combat.ts performAttack, actions.ts openDoor (no noise)' },
  '+1 max Range': { where: 'combat.ts maxRange' },
  Destiny: { where: 'actions.ts drawForSearch' },
  Gunslinger: { where: 'combat.ts (Dual with ranged weapons)' },
  'Hold your nose': { where: 'actions.ts canSearchHere, nose' },
  "Is that all you've got?": { where: 'survivors.ts wound (zombicide/inventory.ts discardInstead)' },
  'Lock it down': { where: 'actions.ts legalActions (close-door)' },
  Swordmaster: { where: 'combat.ts (Dual with melee weapons)' },
  'Trick shot': { where: 'combat.ts attackActions' },
};

/** The rule a skill name falls under ("Starts with a Pistol" is a "Starts with a [Equipment]"). */
export function skillRule(skill: string): string {
  return /^Starts with an? /.test(skill) ? 'Starts with a [Equipment]' : skill;
}

/** The rules by skill name, for lookups by a name read from a Survivor (a Map is faster there than the record). */
const RULES: ReadonlyMap<string, SkillRule> = new Map(Object.entries(SKILL_RULES));

/** Is the Survivor's `i`-th skill held for the first time there (a skill printed twice does not stack)? */
function firstHeld(s: Survivor, i: number): boolean {
  return s.skills.indexOf(s.skills[i]!) === i;
}

/** The turn's Actions and free Actions, as every skill held grants them. */
export function grantTurn(s: Survivor): void {
  for (const k of s.skills) RULES.get(k)?.turn?.(s);
}

/** What a skill gained in play changes at once. */
export function grantGained(s: Survivor, skill: string): void {
  RULES.get(skill)?.turn?.(s);
  RULES.get(skill)?.gained?.(s);
}

/** Dice per weapon and the bonus to each die that the Survivor's skills add to an attack. */
export function skillDice(s: Survivor, ranged: boolean): { dice: number; bonus: number } {
  let dice = 0;
  let bonus = 0;
  for (let i = 0; i < s.skills.length; i++) {
    const rule = RULES.get(s.skills[i]!);
    if (rule === undefined || (!rule.dice && !rule.roll) || !firstHeld(s, i)) continue;
    if (rule.dice) dice += rule.dice(ranged);
    if (rule.roll) bonus += rule.roll(ranged);
  }
  return { dice, bonus };
}

/** The actions the Survivor's skills offer. */
export function skillActions(g: Game, s: Survivor, out: { push(a: SkillAction): number }): void {
  for (let i = 0; i < s.skills.length; i++) {
    const rule = RULES.get(s.skills[i]!);
    if (rule?.actions && firstHeld(s, i)) rule.actions(g, s, out);
  }
}
