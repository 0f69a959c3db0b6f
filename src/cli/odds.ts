/** `zsim odds`: the exact kill probabilities of one attack Action, from the game's rules (no sampling). */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import { UserError } from '../core/errors.ts';
import { GAMES, loadRuleset, rulesetModulePath } from '../games/index.ts';
import type { OddsQuery } from '../games/types.ts';
import { INVOCATION, type Invoked } from './io.ts';
import { teach } from './help.ts';

export const command = 'odds';
export const describe = 'Exact probabilities of killing exactly k of the zombies in a zone with one attack Action';

const TARGETS_EXAMPLE = '"2 walkers, 1 fatty"';

/** `--targets "2 walkers, 1 fatty"` → [{type: 'walkers', count: 2}, {type: 'fatty', count: 1}]; a bare name counts 1. */
export function parseTargets(value: unknown): OddsQuery['targets'] {
  const text = String(value).trim();
  const out: OddsQuery['targets'] = [];
  for (const part of text === '' ? [] : text.split(',')) {
    const m = /^\s*(?:(\d+)\s*(?:x\s+|×\s*)?)?([A-Za-z][A-Za-z-]*)\s*$/.exec(part);
    if (!m) {
      throw new Error(`--targets: cannot read "${part.trim()}" in "${text}"; write a comma-separated list of counts and zombie types, e.g. ${TARGETS_EXAMPLE}`);
    }
    out.push({ type: m[2]!, count: m[1] === undefined ? 1 : Number(m[1]) });
  }
  if (out.length === 0) throw new Error(`--targets needs at least one zombie, e.g. ${TARGETS_EXAMPLE}`);
  return out;
}

const ODDS_EXAMPLES = [
  ['$0 odds --weapon "Sub MG" --targets "2 walkers, 1 fatty"', 'how often one Sub MG Action kills them all'],
  ['$0 odds --weapon Pistol --dual --skill "+1 die: Ranged" --targets "3 walkers"', 'dual Pistols with a skill'],
] as const;

export function builder(y: Argv) {
  return teach(
    y
      .option('game', { type: 'string', default: 'season1', requiresArg: true, describe: `rule system (${GAMES.join(', ')})` })
      .option('weapon', { type: 'string', demandOption: true, requiresArg: true, describe: 'weapon card name, e.g. "Sub MG"' })
      .option('dual', { type: 'boolean', default: false, describe: 'attack with two identical weapons in one Action (Dual)' })
      .option('skill', {
        type: 'string', array: true, default: [] as string[], requiresArg: true,
        describe: 'a skill of the attacker, e.g. "+1 die: Combat" or Lucky (repeat the flag for several)',
      })
      .option('targets', {
        demandOption: true, requiresArg: true, coerce: parseTargets,
        describe: `the zombies in the target zone, e.g. ${TARGETS_EXAMPLE}`,
      })
      .option('json', { type: 'boolean', default: false, describe: 'print one JSON object instead of the table' }),
    ODDS_EXAMPLES,
    [0, 2, 1],
  );
}

type Args = ArgumentsCamelCase<ReturnType<typeof builder> extends Argv<infer T> ? T : never>;

export async function handler(args: Invoked<Args>): Promise<void> {
  const io = args[INVOCATION];
  if (!GAMES.includes(args.game)) throw new UserError(`--game: "${args.game}" is not a known game; choose from ${GAMES.join(', ')}.`);
  const ruleset = await loadRuleset(rulesetModulePath(args.game));
  if (!ruleset.odds) throw new UserError(`--game: ${ruleset.id} does not compute odds yet.`);
  const query: OddsQuery = { weapon: args.weapon, dual: args.dual, skills: args.skill.map(String), targets: args.targets };
  const p = ruleset.odds(query);
  const n = query.targets.reduce((s, t) => s + t.count, 0);
  if (p.length !== n + 1) throw new Error(`${ruleset.id}: odds returned ${p.length} probabilities for ${n} targets`);
  const result = {
    game: ruleset.id,
    weapon: query.weapon,
    dual: query.dual,
    skills: query.skills,
    targets: query.targets,
    killProbabilities: p,
    atLeast: atLeast(p),
    expectedKills: p.reduce((s, x, k) => s + k * x, 0),
  };
  io.stdout.write(args.json ? JSON.stringify(result) + '\n' : table({ ...result, assumed: ruleset.oddsAssumptions }));
}

/** P(at least k), summed from the top so small tails keep their precision. */
function atLeast(p: readonly number[]): number[] {
  const out = new Array<number>(p.length).fill(0);
  let s = 0;
  for (let k = p.length - 1; k >= 0; k--) out[k] = Math.min(1, (s += p[k]!));
  return out;
}

function table(r: { game: string; weapon: string; dual: boolean; skills: string[]; targets: OddsQuery['targets']; killProbabilities: number[]; atLeast: number[]; expectedKills: number; assumed?: string }): string {
  const targets = r.targets.map((t) => `${t.count} ${t.type}`).join(', ');
  const skills = r.skills.length ? ` with ${r.skills.join(', ')}` : '';
  const lines = [
    `${r.game}: one attack Action with ${r.weapon}${r.dual ? ' (Dual: two in hand)' : ''}${skills} against ${targets}`,
    '',
    `${'k'.padStart(3)}  ${'P(exactly k)'.padEnd(17)}  P(at least k)`,
    ...r.killProbabilities.map((p, k) => `${String(k).padStart(3)}  ${fmt(p)}  ${fmt(r.atLeast[k]!)}`),
    '',
    `expected kills ${r.expectedKills.toFixed(4)}`,
    ...(r.assumed ? [`assumed: ${r.assumed}`] : []),
  ];
  return lines.join('\n') + '\n';
}

/** Six decimals, with the percentage for readability. */
function fmt(p: number): string {
  return `${p.toFixed(6)} (${(100 * p).toFixed(1).padStart(5)}%)`;
}
