/**
 * The `fiscus` command: parses arguments, calls the library, prints. Thin by design: every
 * command lives in ./commands and reads configuration here, at the edge, then passes it down.
 */
import { Command } from 'commander';

const program = new Command();
program
  .name('fiscus')
  .description('Tax-benefit microsimulation: household calculations, national reform reports, LLM benchmarks.')
  .version('0.1.0')
  .showHelpAfterError();

await program.parseAsync(process.argv);
