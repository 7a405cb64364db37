/**
 * The `fiscus` command: parses arguments, calls the library, prints. Thin by design: every
 * command lives in ./commands; configuration and the environment are read here, at the edge,
 * then passed down. Only the module of the command being run is imported, so a light command
 * (an eval chunk, `--help`) never pays for loading the country model or the executor.
 */
import { Command } from 'commander';

const program = new Command();
program
  .name('fiscus')
  .description(
    'Tax-benefit microsimulation: household calculations, national reform reports, LLM benchmarks.',
  )
  .version('0.1.0')
  .showHelpAfterError();

const write = (text: string): void => {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
};

/** Each top-level command and how to register it. */
const commands: Record<string, () => Promise<void>> = {
  report: async () => (await import('./commands/report.js')).registerReportCommand(program),
  reports: async () => (await import('./commands/reports.js')).registerReportsCommand(program),
  calc: async () => (await import('./commands/calc.js')).registerCalcCommand(program),
  data: async () => {
    const { defaultDataDirectory, registerDataCommands } = await import('./commands/data.js');
    registerDataCommands(program, { dataDirectory: defaultDataDirectory(process.cwd()), write });
  },
  cache: async () => (await import('./commands/cache.js')).registerCacheCommands(program),
  eval: async () => (await import('./commands/eval.js')).registerEvalCommands(program),
  worker: async () => (await import('./commands/worker.js')).registerWorkerCommand(program),
  serve: async () => (await import('./commands/serve.js')).registerServeCommand(program),
};

try {
  const name = process.argv[2];
  const only = name === undefined ? undefined : commands[name];
  if (only) await only();
  else for (const register of Object.values(commands)) await register();
  await program.parseAsync(process.argv);
} catch (error) {
  // The edge of the program: say what went wrong and what to fix, without a stack trace.
  const code =
    error !== null && typeof error === 'object' && 'code' in error
      ? String((error as { code: unknown }).code)
      : 'error';
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`fiscus: ${code}: ${message}\n`);
  const issues =
    error !== null && typeof error === 'object' && 'issues' in error
      ? (error as { issues: unknown }).issues
      : undefined;
  if (Array.isArray(issues)) {
    for (const issue of issues as { path?: unknown; message?: unknown }[]) {
      process.stderr.write(
        `  - ${issue.path !== undefined ? `${String(issue.path)}: ` : ''}${issue.message !== undefined ? String(issue.message) : JSON.stringify(issue)}\n`,
      );
    }
  }
  process.exitCode = 1;
}
