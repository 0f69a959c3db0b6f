/**
 * The Black Plague skills (rules digest §13; the list: data/survivors.ts BP_SKILLS), one entry each: what the skill
 * grants every turn (an Action, a free Action and what it may be used for) and where the rules read it. The combat
 * skills come in kinds — Melee, Ranged, Magic or Combat (any) — and are read by `skillCount` in combat.ts. A skill is
 * found here by its name.
 */
import type { BpSurvivor, FreeActions } from './state.ts';

export interface BpSkillRule {
  /** At the start of the Survivor's turn, and at once when gained: the Actions and free Actions it grants. */
  turn?(s: BpSurvivor): void;
  /** Where the rules read it (functions by name, file by file). */
  where: string;
}

const free = (kind: keyof FreeActions): BpSkillRule => ({ turn: (s) => void s.free[kind]++, where: `actions.ts canPay/pay (a free ${kind} Action)` });
const kinds = (what: string): BpSkillRule => ({ where: `combat.ts ${what} (Melee, Ranged, Magic, or Combat for any)` });

export const BP_SKILL_RULES: Readonly<Record<string, BpSkillRule>> = {
  '+1 Action': { turn: (s) => void s.actions++, where: 'survivors.ts startTurn' },
  '+1 free Enchantment Action': free('enchantment'),
  '+1 free Melee Action': free('melee'),
  '+1 free Ranged Action': free('ranged'),
  '+1 free Search Action': free('search'),
  '+1 free Move Action': free('move'),
  '+1 free Magic Action': free('magic'),
  '+1 free Combat Action': free('combat'),
  Spellcaster: free('spell'),
  'Break-in': { ...free('door'), where: 'actions.ts legalActions, openDoor (a door opened without an opener, free)' },
  '+1 max Range': { where: 'combat.ts maxRange' },
  '+1 to dice roll: Ranged': kinds('rollHits'),
  '+1 to dice roll: Melee': kinds('rollHits'),
  '+1 to dice roll: Magic': kinds('rollHits'),
  '+1 to dice roll: Combat': kinds('rollHits'),
  '+1 die: Ranged': kinds('attackDice'),
  '+1 die: Melee': kinds('attackDice'),
  '+1 die: Magic': kinds('attackDice'),
  '+1 die: Combat': kinds('attackDice'),
  '+1 Damage: Melee': kinds('damageOf'),
  '+1 Damage: Ranged': kinds('damageOf'),
  '+1 Damage: Magic': kinds('damageOf'),
  '+1 Zone per Move': { where: 'actions.ts zonesPerMove, paths' },
  '2 Zones per Move Action': { where: 'actions.ts zonesPerMove, paths' },
  Barbarian: { where: 'combat.ts attackDice' },
  'Lock it down': { where: 'actions.ts legalActions (close-door)' },
  'Matching set!': { where: 'zombicide/actions.ts matchingSet' },
  'Hold your nose': { where: 'actions.ts canSearchHere, holdsNose, performAction' },
  'Free reload': { where: 'actions.ts legalActions, combat.ts performAttack' },
  'Mana rain': { where: 'combat.ts attackDice' },
  'Iron rain': { where: 'combat.ts attackDice' },
  Taunt: { where: 'actions.ts skillActions, performAction; zombies.ts tauntActivation' },
  'Trick shot': { where: 'combat.ts attackActions' },
  Lucky: { where: 'combat.ts rollHits; survivors.ts wound (armour rolls)' },
  Loud: { where: 'actions.ts skillActions, performAction; state.ts noiseMap; survivors.ts eliminate' },
  Rotten: { where: 'actions.ts endTurn; survivors.ts startTurn; state.ts targetable' },
  Spellbook: { where: 'combat.ts countsAsDual, heldSlots' },
  Blitz: { where: 'actions.ts performAction, blitz; combat.ts kill' },
  Collector: { where: 'combat.ts kill (Collector: Walker … doubles the XP a kill of that type gives)' },
  Swordmaster: { where: 'combat.ts countsAsDual' },
  'Super strength': { where: 'combat.ts damageOf' },
  'Zombie link': { where: 'actions.ts zombieLinkTurns, extraTurn; zombies.ts resolveCard (through the game state)' },
  Slippery: { where: 'actions.ts pay, leaveCost' },
  Ambidextrous: { where: 'combat.ts countsAsDual' },
  'Steady hand': { where: 'combat.ts performAttack (no friendly fire)' },
  'Search: +1 card': { where: 'actions.ts search; survivors.ts arrange' },
  Destiny: { where: 'actions.ts search (zombicide/actions.ts drawWithDestiny)' },
  Regeneration: { where: 'rounds.ts finishRound' },
  'Starts with [Equipment]': { where: 'game.ts setupBpGame (zombicide/game.ts startsWithCards)' },
  Reaper: kinds('performAttack, reap'),
  Jump: { where: 'actions.ts legalActions, skillActions, performAction' },
  'Low profile': { where: 'combat.ts friendlyFire' },
  Sniper: { where: 'combat.ts performAttack (free targets at range)' },
  Sprint: { where: 'actions.ts paths, skillActions, performAction' },
  'Point-blank': { where: 'combat.ts rangedTargets, performAttack' },
  Scavenger: { where: 'actions.ts canSearchHere' },
  Frenzy: kinds('attackDice (one die per Wound)'),
  Charge: { where: 'actions.ts skillActions, performAction' },
  Tactician: { where: 'rounds.ts finishRound, tacticianTurn' },
  "Is that all you've got?": { where: 'survivors.ts wound (zombicide/inventory.ts discardInstead)' },
  Tough: { where: 'survivors.ts wound' },
  'Hit & Run': { where: 'combat.ts performAttack; actions.ts pay' },
  'Born leader': { where: 'actions.ts skillActions, performAction (give-action)' },
  'Roll 6: +1 die': kinds('rollHits'),
  Shove: { where: 'actions.ts skillActions, relocate, performAction' },
  Ironclad: { where: 'survivors.ts wound (Ironclad: Walker … no Wound from that type)' },
  Lifesaver: { where: 'actions.ts skillActions, performAction' },
  Bloodlust: { where: 'actions.ts skillActions, performAction (Bloodlust: Melee … a Move and an Action of that kind)' },
  'Iron hide': { where: 'survivors.ts armorValue, levelUp' },
};

/** The skill list's entry a skill name falls under ("Frenzy: Melee" is a "Frenzy", "Starts with Dagger" a "Starts with [Equipment]"). */
export function bpSkillRule(skill: string): string {
  if (skill in BP_SKILL_RULES) return skill;
  if (/^Starts with /.test(skill)) return 'Starts with [Equipment]';
  if (/^Roll 6: \+1 die /.test(skill)) return 'Roll 6: +1 die';
  return skill.split(':')[0]!;
}

/** The turn's Actions and free Actions a skill grants. */
export function grantSkill(s: BpSurvivor, skill: string): void {
  BP_SKILL_RULES[skill]?.turn?.(s);
}
