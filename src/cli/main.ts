/**
 * The zsim command line: one yargs command module per file. Exit codes: 0 ok,
 * 2 (or a UserError's own code) for a usage or input mistake, 1 for a bug.
 */
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { UserError } from '../core/errors.ts';
import { editDistance } from '../core/suggest.ts';
import * as balance from './balance.ts';
import * as bench from './bench.ts';
import { setCommandLine } from './options.ts';
import * as compare from './compare.ts';
import * as merge from './merge.ts';
import * as missions from './missions.ts';
import * as odds from './odds.ts';
import * as replay from './replay.ts';
import * as report from './report.ts';
import * as run from './run.ts';
import * as scenario from './scenario.ts';
import * as strategies from './strategies.ts';

/** Every command module, in the order `--help` lists them. */
const MODULES = [run, replay, merge, compare, balance, report, odds, missions, scenario, strategies, bench];
const COMMANDS = MODULES.map((m) => m.command.split(' ')[0]!);

async function main(args: string[]): Promise<number> {
  setCommandLine(args);
  const parser = yargs(args)
    .scriptName('zsim')
    .usage('$0 <command> [options]\n\nMonte Carlo balance simulator for Zombicide. Run `$0 <command> --help` for a command\'s options.')
    .command(MODULES as never)
    .demandCommand(1, 'no command given')
    .strict()
    .help()
    .version()
    .wrap(Math.min(110, process.stdout.columns || 80))
    .fail((msg, err) => {
      if (msg == null) throw err; // thrown by a command handler: reported below
      throw new UserError(usageMessage(msg, args, optionNames(parser)));
    });
  try {
    await parser.parseAsync();
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof UserError) {
      process.stderr.write(`zsim: ${err.message}\n`);
      return err.exitCode;
    }
    const e = err instanceof Error ? err : new Error(String(err));
    process.stderr.write(
      `zsim: ${e.message}\nzsim: this is a bug (in zsim, or in the ruleset or strategy it loaded); please report it with the command line. ` +
        `Set ZSIM_DEBUG=1 to see the stack trace.\n${process.env.ZSIM_DEBUG ? `${e.stack}\n` : ''}`,
    );
    return 1;
  }
}

/** One paragraph: what is wrong (naming the flag), and where to look. */
function usageMessage(msg: string, args: string[], known: string[]): string {
  const name = COMMANDS.find((c) => c === args[0]);
  const help = `Run "zsim${name ? ` ${name}` : ''} --help" to see the ${name ? 'options' : 'commands'}.`;
  const unknown = /^Unknown arguments?: (.*)$/.exec(msg);
  if (!unknown) return `${msg.replace(/\.$/, '')}. ${help}`;
  const names = unknown[1]!.split(', ');
  const kebab = (n: string) => n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  // yargs also lists the camelCase twin of an unknown --kebab-flag: drop it.
  const what = names.filter((n) => kebab(n) === n || !names.includes(kebab(n))).map((arg) => {
    const flag = args.find((a) => a === `--${arg}` || a.startsWith(`--${arg}=`) || a === `-${arg}`);
    if (flag === undefined) return `unknown command or argument "${arg}"${name ? '' : ` (commands: ${COMMANDS.join(', ')})`}`;
    const near = known.filter((k) => k.length > 1 && editDistance(k, arg) <= 2).sort((a, b) => editDistance(a, arg) - editDistance(b, arg));
    return `unknown option ${flag.split('=')[0]}${near.length ? ` (did you mean --${near[0]}?)` : ''}`;
  });
  return `${what.join('; ')}. ${help}`;
}

/** The option names yargs knows at this point (the command's included); getOptions is untyped in @types/yargs. */
function optionNames(parser: object): string[] {
  return Object.keys((parser as { getOptions(): { key: Record<string, unknown> } }).getOptions().key);
}

// A reader that stops early (`zsim run --json | head`) closes the pipe: not a mistake. Output to it is dropped,
// and the command goes on to finish its files.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
});
process.exitCode = await main(hideBin(process.argv));
