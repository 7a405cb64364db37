/**
 * The `fiscus` command: parses arguments, calls the library, prints. Thin by design: every
 * command lives in ./commands; configuration and the environment are read here, at the edge,
 * then passed down. Only the module of the command being run is imported (see
 * ./command-list.ts), so `--version`, `--help` and a light command never pay for loading the
 * country model or the executor.
 */
import { Command } from 'commander';
import { COMMAND_LOADERS, COMMAND_SUMMARIES, isCommandName } from './command-list.js';
import { FISCUS_VERSION } from './version.js';
import { formatCliError, quietOnClosedPipe } from './errors.js';

quietOnClosedPipe(process.stdout);
quietOnClosedPipe(process.stderr);

const program = new Command();
program
  .name('fiscus')
  .description(
    'Tax-benefit microsimulation: household calculations, national reform reports, LLM benchmarks.',
  )
  .version(FISCUS_VERSION)
  .showHelpAfterError();

const write = (text: string): void => {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
};

try {
  // `fiscus calc …` and `fiscus help calc` load that command; anything else (`--help`,
  // `--version`, an unknown word) lists the commands from their summaries alone.
  const [first, second] = process.argv.slice(2);
  const name = first === 'help' ? second : first;
  if (isCommandName(name)) await COMMAND_LOADERS[name](program, write);
  else
    for (const [each, summary] of Object.entries(COMMAND_SUMMARIES))
      program.command(each).description(summary).allowUnknownOption();
  await program.parseAsync(process.argv);
} catch (error) {
  // The edge of the program: say what went wrong and what to fix, without a stack trace.
  process.stderr.write(formatCliError(error));
  process.exitCode = 1;
}
