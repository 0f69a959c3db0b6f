/**
 * The zsim command line: one yargs command module per file. Exit codes: 0 ok, 2 (or a UserError's
 * own code) for a usage or input mistake, 1 for a bug; a command may set another (3, 130).
 * `runCli` is what the bin runs (main.ts) and what the CLI tests run in-process.
 */
import yargs from 'yargs';
import { UserError } from '../core/errors.ts';
import { editDistance } from '../core/suggest.ts';
import * as balance from './balance.ts';
import * as bench from './bench.ts';
import * as compare from './compare.ts';
import * as difficulty from './difficulty.ts';
import { EXIT_MEANINGS, optionNames } from './help.ts';
import { INVOCATION, type Invocation, type Out } from './io.ts';
import * as merge from './merge.ts';
import * as missions from './missions.ts';
import * as odds from './odds.ts';
import * as replay from './replay.ts';
import * as report from './report.ts';
import * as run from './run.ts';
import * as scenario from './scenario.ts';
import * as strategies from './strategies.ts';

/** Every command module, in the order `--help` lists them. */
const MODULES = [run, replay, merge, compare, balance, difficulty, report, odds, missions, scenario, strategies, bench];
export const COMMANDS = MODULES.map((m) => m.command.split(' ')[0]!);

export interface CliStreams {
  stdout: Out;
  stderr: Out;
  /** Default: process.env. */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Run one zsim command line (the arguments after `zsim`) to its end and return its exit status. Output
 * goes to `streams` only (help and version text included); nothing exits the process.
 */
export async function runCli(args: readonly string[], streams: CliStreams): Promise<number> {
  const io: Invocation = { argv: [...args], stdout: streams.stdout, stderr: streams.stderr, env: streams.env ?? process.env };
  const parser = yargs([...args])
    .scriptName('zsim')
    .usage('$0 <command> [options]\n\nMonte Carlo balance simulator for Zombicide. Run `$0 <command> --help` for a command\'s options.')
    .command(MODULES as never)
    .example('$0 run --mission season1/02-y-zone --report reports/y-zone.html', 'how hard is this mission? (win rate, how games are lost, a report)')
    .example('$0 compare --strategies greedy,cautious --games 1000', 'which strategy wins more, on the same seeds?')
    .example('$0 balance', 'what does each survivor add to a lineup?')
    .epilogue(`Exit codes:\n${Object.entries(EXIT_MEANINGS).map(([c, m]) => `  ${c.padStart(3)}  ${m}`).join('\n')}`)
    .demandCommand(1, 'no command given')
    .strict()
    .help()
    .alias('h', 'help')
    .version()
    .alias('V', 'version')
    .wrap(Math.min(110, io.stdout.columns || 80))
    .fail((msg, err) => {
      if (msg == null) throw err; // thrown by a command handler: reported below
      throw new UserError(usageMessage(msg, io.argv, optionNames(parser)));
    });
  try {
    checkRepeatedFlags(args);
    // Every handler finds `io` in its arguments (a symbol key: no flag can clash with it). With a parse
    // callback yargs hands over the --help and --version text instead of printing it and exiting.
    await parser.parseAsync([...args], { [INVOCATION]: io }, (_err, _argv, output) => {
      if (output) io.stdout.write(`${output}\n`);
    });
    return io.exitCode ?? 0;
  } catch (err) {
    if (err instanceof UserError) {
      io.stderr.write(`zsim: ${err.message}\n`);
      return err.exitCode;
    }
    const e = err instanceof Error ? err : new Error(String(err));
    io.stderr.write(
      `zsim: ${e.message}\nzsim: this is a bug (in zsim, or in the ruleset or strategy it loaded); please report it with the command line. ` +
        `Set ZSIM_DEBUG=1 to see the stack trace.\n${io.env.ZSIM_DEBUG ? `${e.stack}\n` : ''}`,
    );
    return 1;
  }
}

/** One paragraph: what is wrong (naming the flag), and where to look. */
function usageMessage(msg: string, args: readonly string[], known: string[]): string {
  const name = COMMANDS.find((c) => c === args[0]);
  const help = `Run "zsim${name ? ` ${name}` : ''} --help" to see the ${name ? 'options' : 'commands'}.`;
  const unknown = /^Unknown arguments?: (.*)$/.exec(msg);
  if (!unknown) return `${msg.replace(/\.$/, '')}. ${help}`;
  const names = unknown[1]!.split(', ');
  const kebab = (n: string) => n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  // yargs also lists the camelCase twin of an unknown --kebab-flag: drop it.
  const what = names.filter((n) => kebab(n) === n || !names.includes(kebab(n))).map((arg) => {
    const flag = args.find((a) => a === `--${arg}` || a.startsWith(`--${arg}=`) || a === `-${arg}`);
    if (flag === undefined) {
      const near = name ? undefined : COMMANDS.filter((c) => editDistance(c, arg) <= 2).sort((a, b) => editDistance(a, arg) - editDistance(b, arg))[0];
      return `unknown command or argument "${arg}"${near ? ` (did you mean "${near}"?)` : ''}${name ? '' : ` (commands: ${COMMANDS.join(', ')})`}`;
    }
    const near = known.filter((k) => k.length > 1 && editDistance(k, arg) <= 2).sort((a, b) => editDistance(a, arg) - editDistance(b, arg));
    return `unknown option ${flag.split('=')[0]}${near.length ? ` (did you mean --${near[0]}?)` : ''}`;
  });
  return `${what.join('; ')}. ${help}`;
}

/** Flags that may be given more than once (each adds a setting). */
const REPEATABLE = ['rule', 'strategy-opt', 'skill'];

/** A flag given twice (other than the repeatable ones) is a mistake: which value was meant? */
function checkRepeatedFlags(args: readonly string[]): void {
  const seen = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') break;
    const m = /^--([a-z][\w-]*)(?:=(.*))?$/.exec(a);
    if (!m || REPEATABLE.includes(m[1]!)) continue;
    const value = m[2] ?? (args[i + 1] !== undefined && !args[i + 1]!.startsWith('-') ? args[i + 1]! : '');
    seen.set(m[1]!, [...(seen.get(m[1]!) ?? []), value]);
  }
  for (const [flag, values] of seen) {
    if (values.length > 1) throw new UserError(`--${flag} is given ${values.length} times (${values.map((v) => (v === '' ? '(no value)' : v)).join(', ')}); give it once. Run "zsim ${args[0] ?? ''} --help" to see the options.`.replace('zsim  --help', 'zsim --help'));
  }
}
