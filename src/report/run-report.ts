/** The report of one run (one mission, strategy and lineup): header, verdict, one section per chart. */
import type { RunStats } from '../analytics/collect.ts';
import type { RunMeta, ZoneToken } from '../analytics/results.ts';
import { type RunAnalysis, analyzeRun } from '../analytics/tables.ts';
import { parseZmapFile } from '../core/zmap.ts';
import type { StrategyModule } from '../games/types.ts';
import {
  causesChart, dangerChart, killsChart, mapChart, outcomeChart, pressureChart, roundBandChart, roundsChart, survivalChart, survivorsChart,
} from './charts.ts';
import type { ReportPage, ReportSection } from './html.ts';

export const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;
const num = (x: number, digits = 2) => x.toFixed(digits);

/** What each map fidelity (docs/missions.md) means, in words. */
const FIDELITY: Record<string, string> = {
  faithful: 'checked against the published map on a real table',
  transcribed: 'read from the published map and its mission sheet, not yet checked on a real table',
  approximate: "not exactly the published map: parts of it were reconstructed or guessed (the mission file's note says which)",
};

/** A strategy plays by script unless it searches the game's forward model for its moves (as the expert does). */
export const isScripted = (strategy: Pick<StrategyModule, 'needs'>) => !strategy.needs?.includes('forward');

/** The header's warning when some strategies are scripted: their win rates are those of a bot. */
export function scriptedCaveat(scripted: readonly string[]): string[] {
  if (scripted.length === 0) return [];
  const one = scripted.length === 1;
  return [
    `${scripted.join(', ')} ${one ? 'is a scripted strategy' : 'are scripted strategies'}: these are the win rates of ${one ? 'this bot' : 'these bots'}; stronger play may win more.`,
  ];
}

/** The start, exit, spawn and objective zones of a mission file's map, for the report's map. */
export function missionZoneTokens(file: string): ZoneToken[] {
  const map = parseZmapFile(file).map;
  const label = (zone: number) => map.zones[zone]!.label;
  const t = map.tokens;
  return [
    ...t.start.map((z) => ({ kind: 'start' as const, zone: label(z) })),
    ...t.exits.map((z) => ({ kind: 'exit' as const, zone: label(z) })),
    ...t.spawns.map((s) => ({ kind: 'spawn' as const, zone: label(s.zone) })),
    ...t.objectives.map((o) => ({ kind: 'objective' as const, zone: label(o.zone) })),
  ];
}

/** Header lines shared by every report about one mission. */
export function missionFacts(meta: Pick<RunMeta, 'mission' | 'missionName' | 'fidelity' | 'game' | 'seed' | 'rules' | 'strategyOptions'>): [string, string][] {
  const kv = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `${k}=${v}`).join(', ');
  return [
    ['Mission', `${meta.mission} (${meta.missionName})`],
    ['Map fidelity', FIDELITY[meta.fidelity] ? `${meta.fidelity}: ${FIDELITY[meta.fidelity]}` : meta.fidelity],
    ['Game', meta.game],
    ['Seed', meta.seed],
    ...(Object.keys(meta.rules).length ? [['Rules', kv(meta.rules)] as [string, string]] : []),
    ...(Object.keys(meta.strategyOptions).length ? [['Strategy options', kv(meta.strategyOptions)] as [string, string]] : []),
  ];
}

export function runReportPage(meta: RunMeta, stats: RunStats, reportFile: string, analysis: RunAnalysis = analyzeRun(stats)): ReportPage {
  const a = analysis;
  const s = a.summary;
  const types = stats.schema.types;
  const facts = missionFacts(meta);
  facts.splice(2, 0, ['Strategy', meta.strategy], ['Lineup', meta.lineup.join(', ')], ['Games', String(s.games)]);
  if (meta.note) facts.unshift(['Note', meta.note]);
  const lost = a.causes.filter((c) => c.outcome === 'loss').reduce((n, c) => n + c.games, 0);
  const lead = [
    `The survivors win ${s.wins} of ${s.games} games: ${pct(s.winRate)} (95% CI ${pct(s.winLow)}–${pct(s.winHigh)}); games last ${num(s.meanRounds)} rounds on average.`,
    ...(s.errors ? [`${s.errors} games ended in an error (an engine or strategy failure): see the causes below.`] : []),
  ];
  const perGame = a.perGame.map((r) => [r.outcome === 'all' ? 'all' : r.outcome === 'win' ? 'wins' : 'losses', r.games, num(r.rounds), num(r.kills), num(r.wounds), num(r.deaths), num(r.xp), num(r.objectives), num(r.searches)]);
  const levelNames = stats.schema.levels;
  const sections: ReportSection[] = [
    { title: 'Outcome', half: true, chart: outcomeChart(a.outcomes) },
    {
      title: 'Per game',
      half: true,
      text: 'Means per game, over all games and by outcome.',
      table: { columns: ['games', 'n', 'rounds', 'kills', 'wounds', 'deaths', 'XP', 'objectives', 'searches'], rows: perGame },
    },
    { title: 'Survival curve', half: true, chart: survivalChart(a.survival) },
    {
      title: 'Rounds to win and to loss',
      half: true,
      ...(a.roundsByOutcome.length ? { chart: roundsChart(a.roundsByOutcome) } : { text: 'No game ended in a win or a loss.' }),
    },
    {
      title: 'Causes of defeat',
      half: true,
      ...(lost === 0 && s.errors === 0 ? { text: 'No game was lost.' } : { chart: causesChart(a.causes) }),
    },
    { title: 'Kills by zombie type', half: true, chart: killsChart(a.killsByType, types) },
    { title: 'Spawn pressure: zombies on the board', chart: pressureChart(a.series, 'onBoard', types) },
    { title: 'Spawn pressure: zombies spawned', chart: pressureChart(a.series, 'spawned', types) },
    { title: 'Danger level', half: true, chart: dangerChart(a.danger, levelNames) },
    {
      title: 'Experience',
      half: true,
      chart: roundBandChart(a.series, 'xp', 'XP by round', ["the lineup's total XP at the end of each round", 'line: mean, band: 10th–90th percentile'], 'XP'),
    },
    {
      title: 'Survivors alive',
      half: true,
      chart: roundBandChart(a.series, 'alive', 'Survivors alive by round', ['at the end of each round (or where the game ended)', 'line: mean, band: 10th–90th percentile'], 'survivors'),
    },
    {
      title: 'Noise',
      half: true,
      chart: roundBandChart(a.series, 'noise', 'Noise by round', ['noise tokens made during each round', 'line: mean, band: 10th–90th percentile'], 'noise tokens'),
    },
    {
      title: 'Survivors',
      chart: survivorsChart(a.survivors),
      table: {
        columns: ['survivor', 'games', 'kills/game', 'wounds/game', 'XP/game', 'deaths', 'died', ...levelNames.map((l) => `ended ${l}`)],
        rows: a.survivors.map((r) => [r.survivor, r.games, num(r.kills), num(r.wounds), num(r.xp), r.deaths, pct(r.deathRate), ...levelNames.map((l) => pct(r.levels[l] ?? 0))]),
      },
    },
    ...(a.grid ? [{ title: 'Map', text: 'Each zone drawn on the mission grid; hover a zone for its values.', chart: mapChart(a, meta.zoneTokens) }] : []),
  ];
  return {
    title: `${meta.missionName}: ${meta.strategy}`,
    facts,
    command: `${meta.command} --report ${shellQuote(reportFile)}`,
    caveats: scriptedCaveat(meta.scripted ? [meta.strategy] : []),
    lead,
    sections,
  };
}

export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** `npx zsim <command> …` from flag/value pairs (values shell-quoted). */
export function zsimCommand(command: string, flags: [string, string | undefined][]): string {
  const parts = ['npx', 'zsim', command];
  for (const [flag, value] of flags) if (value !== undefined) parts.push(flag, shellQuote(value));
  return parts.join(' ');
}
