/** The `zsim` bin (started by zsim.mjs): the command line of this process, on its own stdout and stderr. */
import { hideBin } from 'yargs/helpers';
import { runCli } from './cli.ts';

// A reader that stops early (`zsim run --json | head`) closes the pipe: not a mistake. Output to it is dropped,
// and the command goes on to finish its files.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
});
process.exitCode = await runCli(hideBin(process.argv), { stdout: process.stdout, stderr: process.stderr });
