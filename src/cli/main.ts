/**
 * The `fiscus` command: parses arguments, calls the library, prints. Thin by design: every
 * command lives in ./commands; configuration and the environment are read here, at the edge,
 * then passed down.
 */
import { Command } from 'commander';
import { registerCalcCommand } from './commands/calc.js';
import { defaultDataDirectory, registerDataCommands } from './commands/data.js';
import { registerEvalCommands } from './commands/eval.js';
import { registerReportCommand } from './commands/report.js';
import { registerReportsCommand } from './commands/reports.js';
import { registerWorkerCommand } from './commands/worker.js';

const program = new Command();
program
  .name('fiscus')
  .description('Tax-benefit microsimulation: household calculations, national reform reports, LLM benchmarks.')
  .version('0.1.0')
  .showHelpAfterError();

registerReportCommand(program);
registerReportsCommand(program);
registerCalcCommand(program);
registerDataCommands(program, { dataDirectory: defaultDataDirectory(process.cwd()), write: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`) });
registerEvalCommands(program);
registerWorkerCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // The edge of the program: say what went wrong and what to fix, without a stack trace.
  const code = error !== null && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : 'error';
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`fiscus: ${code}: ${message}\n`);
  const issues = error !== null && typeof error === 'object' && 'issues' in error ? (error as { issues: unknown }).issues : undefined;
  if (Array.isArray(issues)) {
    for (const issue of issues) process.stderr.write(`  - ${typeof issue === 'object' && issue !== null && 'path' in issue ? `${String((issue as { path: unknown }).path)}: ` : ''}${typeof issue === 'object' && issue !== null && 'message' in issue ? String((issue as { message: unknown }).message) : JSON.stringify(issue)}\n`);
  }
  process.exitCode = 1;
}
